"""The exception hierarchy: every error pokerules raises derives from :class:`PokerulesError`.

:class:`PokerulesError` is a ``ValueError``, so ``except ValueError`` catches every error
pokerules raises, and ``except PokerulesError`` catches only them. The subclasses say what
kind of input was wrong:

* :class:`InvalidCardError`: text, an id or an object that does not name a card;
* :class:`InvalidHandError`: cards that do not make a hand (count, repeats, arrays, masks);
* :class:`InvalidArgumentError`: an argument of the wrong type or out of range (a count,
  chips, a seat, a seed, a flag, threads, samples);
* :class:`InvalidGameError`: a game name or rule option that does not make a playable game;
* :class:`InvalidRangeError`: a hand range that cannot be read or dealt;
* :class:`IllegalActionError`: a command the rules do not allow now (the state is unchanged);
* :class:`HandHistoryError`: a hand history (PHH) that cannot be read, built or replayed.

>>> import pokerules
>>> try:
...     pokerules.evaluate("As Kd")
... except pokerules.InvalidHandError as error:
...     print(error)
got 2 cards: this evaluator takes 5 to 7 cards
>>> issubclass(pokerules.InvalidGameError, ValueError)
True
"""

from __future__ import annotations

__all__ = [
    "HandHistoryError",
    "IllegalActionError",
    "InvalidArgumentError",
    "InvalidCardError",
    "InvalidGameError",
    "InvalidHandError",
    "InvalidRangeError",
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


class InvalidRangeError(PokerulesError):
    """A hand range that cannot be read or dealt: bad notation, or nothing left to deal."""


class IllegalActionError(PokerulesError):
    """An action the rules do not allow now; the game state is left unchanged."""


class HandHistoryError(PokerulesError):
    """A hand history (PHH) that cannot be read, built or replayed; the message says where.

    ``path``, ``hand`` and ``action`` name the file, the hand in it and the action at fault,
    when known (each may be ``None``); :meth:`located` adds the file and the hand. The error
    that stopped the import (an illegal action, a bad game option...) is its ``__cause__``.

    >>> error = HandHistoryError("p9 is not a player", action="action 3 'p9 f'")
    >>> print(error.located(path="day5.phhs", hand="[2]"))
    day5.phhs: hand [2]: action 3 'p9 f': p9 is not a player
    """

    def __init__(
        self,
        reason: str,
        *,
        path: str | None = None,
        hand: str | None = None,
        action: str | None = None,
    ) -> None:
        self.reason = reason
        self.path = path
        self.hand = hand
        self.action = action
        where = [path, f"hand {hand}" if hand is not None else None, action]
        super().__init__(": ".join([*(w for w in where if w is not None), reason]))

    def located(self, *, path: str | None = None, hand: str | None = None) -> HandHistoryError:
        """The same error, naming the file and the hand too (where it did not already)."""
        located = HandHistoryError(
            self.reason,
            path=self.path if self.path is not None else path,
            hand=self.hand if self.hand is not None else hand,
            action=self.action,
        )
        located.__cause__ = self.__cause__
        return located
