"""The exception hierarchy: every error pokerules raises derives from :class:`PokerulesError`.

Concrete classes also derive from the standard exception a caller would catch anyway, so
``except ValueError`` keeps working.

>>> import pokerules
>>> try:
...     pokerules.evaluate("As Kd")
... except pokerules.InvalidHandError as error:
...     print(error)
got 2 cards: this evaluator takes 5 to 7 cards
"""

__all__ = [
    "IllegalActionError",
    "InvalidCardError",
    "InvalidHandError",
    "InvalidOptionError",
    "InvalidRangeError",
    "PokerulesError",
]


class PokerulesError(Exception):
    """Base class of every error raised by pokerules."""


class InvalidCardError(PokerulesError, ValueError):
    """Text, an id or an object that does not name a card."""


class InvalidHandError(PokerulesError, ValueError):
    """Cards that do not make a valid hand: wrong count, duplicates, bad arrays or masks."""


class IllegalActionError(PokerulesError, ValueError):
    """An action the rules do not allow now; the game state is left unchanged."""


class InvalidRangeError(PokerulesError, ValueError):
    """A hand range that cannot be read or dealt: bad notation, or nothing left to deal."""


class InvalidOptionError(PokerulesError, ValueError):
    """An option of the wrong type or out of range (threads, samples, a game name...)."""
