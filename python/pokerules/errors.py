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

from __future__ import annotations

__all__ = [
    "HandHistoryError",
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


class HandHistoryError(PokerulesError, ValueError):
    """A hand history (PHH) that cannot be read, built or replayed; the message says where.

    ``path``, ``hand`` and ``action`` name the file, the hand in it and the action at fault,
    when known (each may be ``None``); :meth:`located` adds the file and the hand.

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
        return HandHistoryError(
            self.reason,
            path=self.path if self.path is not None else path,
            hand=self.hand if self.hand is not None else hand,
            action=self.action,
        )


class InvalidRangeError(PokerulesError, ValueError):
    """A hand range that cannot be read or dealt: bad notation, or nothing left to deal."""


class InvalidOptionError(PokerulesError, ValueError):
    """An option of the wrong type or out of range (threads, samples, a game name...)."""
