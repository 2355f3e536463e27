"""What every site reader keeps alike: the players seated in a hand, found by name at the start
of a line, and the check that a line is text.

>>> from pokerules.hand_histories.record import Seat, SiteRecord
>>> seating = Seating(SiteRecord(site="pokerstars", number="1", first_line=1))
>>> seating.take(3, Seat(number=1, name="Ann Lee", stack=100))
>>> seating.named("Ann Lee: folds", ": ")
('Ann Lee', 'folds')
>>> seating.named("Ann Lee folds", " ")  # the first word is no name: the longest names try
('Ann Lee', 'folds')
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from pokerules.errors import HandHistoryError
from pokerules.hand_histories.record import Seat, SiteRecord

__all__ = ["Seating", "all_text", "check_text"]

_NOT_TEXT = re.compile(r"[\x00-\x08\x0b-\x1f\x7f\ufffd]")


def check_text(number: int, text: str) -> None:
    """Refuse line ``number`` when it holds bytes that are no text (control characters, the
    replacement character of an undecodable byte)."""
    if _NOT_TEXT.search(text):
        raise HandHistoryError(f"line {number}: bytes that are not text: {text[:40]!r}")


def all_text(lines: Sequence[str]) -> bool:
    """Whether every one of ``lines`` is text: one search over them all, where
    :func:`check_text` line by line costs a call each (a reader checks lines alone only
    when this says no, to name the line)."""
    return _NOT_TEXT.search("\n".join(lines)) is None


class Seating:
    """The players seated in a hand: ``names`` by name, and ``longest``, the names longest
    first, so a line is matched to the longest name it starts with (names may hold spaces)."""

    __slots__ = ("longest", "names", "record")

    def __init__(self, record: SiteRecord) -> None:
        self.record = record
        self.names: dict[str, Seat] = {}
        self.longest: list[str] = []

    def take(self, number: int, seat: Seat) -> None:
        """Seat ``seat`` (read on line ``number``) in the record; a name or a seat number twice
        is refused."""
        if seat.name in self.names or any(s.number == seat.number for s in self.record.seats):
            taken = seat.name if seat.name in self.names else f"seat {seat.number}"
            raise HandHistoryError(f"line {number}: {taken} is seated twice")
        self.record.seats.append(seat)
        self.names[seat.name] = seat
        self.longest = sorted(self.names, key=len, reverse=True)

    def named(self, text: str, separator: str) -> tuple[str, str] | None:
        """The seated name ``text`` starts with, followed by ``separator``, and the rest of the
        line; ``None`` when it starts with no seated name."""
        head, found, rest = text.partition(separator)
        if found and head in self.names:
            return head, rest
        for name in self.longest:
            if text.startswith(name + separator):
                return name, text[len(name) + len(separator) :]
        return None
