"""What the seat to act may do in a betting round, as a value: :class:`LegalActions`.

Also the shape of an opening requirement (:data:`OpeningCheck`): the round asks it who may
make the first bet, without seeing the cards it depends on.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple

__all__ = ["LegalActions", "OpeningCheck"]

OpeningCheck = tuple[Callable[[int], bool], str]
"""Who may make the first bet of a round, and why the others may not: a predicate on the seat
(the hand asks its cards, so this round never sees them) and the reason in words."""


class LegalActions(NamedTuple):
    """What the seat to act may do in a betting round.

    ``call`` is the chips a call adds (0 when checking is free or calling is not possible);
    ``raise_kind`` is ``"bet"``, ``"raise"`` or ``None`` when the seat may not increase, with
    the allowed totals for this round in ``min_to``..``max_to`` (one value in fixed limit; on
    fourth street with stud's open-pair option, the small and the big bet, those two only).
    ``bring_in`` is the chips :meth:`~pokerules.engine.hand.Hand.bring_in` would post (stud, the
    bring-in seat's first decision; else 0); ``complete_to`` the round total
    :meth:`~pokerules.engine.hand.Hand.complete` would make (fixed limit, when the bet stands below
    a full bet: a bring-in, a short all-in; else 0).
    """

    seat: int
    fold: bool
    check: bool
    call: int
    raise_kind: str | None
    min_to: int
    max_to: int
    bring_in: int = 0
    complete_to: int = 0

    def __repr__(self) -> str:
        # The stud fields only when they apply: the other games' choices read as before.
        text = (
            f"LegalActions(seat={self.seat!r}, fold={self.fold!r}, check={self.check!r}, "
            f"call={self.call!r}, raise_kind={self.raise_kind!r}, min_to={self.min_to!r}, "
            f"max_to={self.max_to!r}"
        )
        if self.bring_in or self.complete_to:
            text += f", bring_in={self.bring_in!r}, complete_to={self.complete_to!r}"
        return text + ")"

    def describe(self) -> str:
        """The choices in words.

        >>> LegalActions(0, True, False, 2, "raise", 6, 99).describe()
        'fold, call 2, raise to 6..99'
        """
        parts = []
        if self.bring_in:
            parts.append(f"bring in {self.bring_in}")
        if self.fold:
            parts.append("fold")
        if self.check:
            parts.append("check")
        if self.call:
            parts.append(f"call {self.call}")
        if self.raise_kind is not None:
            low, high = self.min_to, self.max_to
            span = str(low) if low == high else f"{low}..{high}"
            word = "complete" if self.complete_to == high else self.raise_kind
            parts.append(f"{word} to {span}")
        return ", ".join(parts)
