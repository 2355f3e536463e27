"""The exception hierarchy: every error pokerules raises derives from :class:`PokerulesError`.

:class:`PokerulesError` is a ``ValueError``, so ``except ValueError`` catches every error
pokerules raises, and ``except PokerulesError`` catches only them. The subclasses say what
kind of input was wrong:

* :class:`InvalidCardError`: text, an id or an object that does not name a card;
* :class:`InvalidHandError`: cards that do not make a hand (count, repeats, arrays, masks);
* :class:`InvalidArgumentError`: an argument of the wrong type or out of range (a count,
  chips, a seat, a seed, a flag);
* :class:`InvalidGameError`: a game name or rule option that does not make a playable game;
* :class:`IllegalActionError`: a command the rules do not allow now (the state is unchanged);
* :class:`InvalidPhhError`: a PHH file that cannot be read, or whose replay disagrees with it.

>>> import pokerules
>>> try:
...     pokerules.evaluate("As Kd")
... except pokerules.InvalidHandError as error:
...     print(error)
got 2 cards: this evaluator takes 5 to 7 cards
>>> issubclass(pokerules.InvalidGameError, ValueError)
True
"""

__all__ = [
    "IllegalActionError",
    "InvalidArgumentError",
    "InvalidCardError",
    "InvalidGameError",
    "InvalidHandError",
    "InvalidPhhError",
    "PokerulesError",
]


class PokerulesError(ValueError):
    """Base class of every error raised by pokerules; a ``ValueError``."""


class InvalidCardError(PokerulesError):
    """Text, an id or an object that does not name a card."""


class InvalidHandError(PokerulesError):
    """Cards that do not make a valid hand: wrong count, duplicates, bad arrays or masks."""


class InvalidArgumentError(PokerulesError):
    """An argument of the wrong type or out of range: a count, chips, a seat, a seed, a flag.

    Integers are ``int`` or numpy integers, never ``bool``; chips are whole numbers.
    """


class InvalidGameError(PokerulesError):
    """A game name or a rule option that does not make a playable game."""


class IllegalActionError(PokerulesError):
    """An action the rules do not allow now; the game state is left unchanged."""


class InvalidPhhError(PokerulesError):
    """A PHH file that cannot be read, or whose replay disagrees with what it records.

    The error that stopped the replay (an illegal action, a bad game option...) is its
    ``__cause__``.
    """
