"""The running log of the terminal table: a hand's events as one seat saw them, in words.

The lines come from the seat's :class:`~pokerules.players.views.SeatView` history, never from
the hand's full records: another seat's face-down cards, its discards and the openers it
keeps aside are counted, not named, and a hand that is folded or mucked is never shown. What
was shown down at the end is, as at a real table.

>>> from pokerules import Hand, find_game
>>> from pokerules.players.views import seat_view
>>> hand = Hand(find_game("stud"), [100, 100], seed=5)
>>> _ = hand.bring_in()
>>> for line in seen_lines(seat_view(hand, 0).history, ["You", "Bot 1"]):
...     print(line)
Bot 1 antes 1
You ante 1
Bot 1 is dealt 2 cards face down
Bot 1 is dealt K♠ face up
You are dealt 9♣ J♦
You are dealt 5♦ face up
-- first betting round --
You bring in for 1
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from pokerules.engine.history import format_record
from pokerules.players.views import Hidden
from pokerules.records import Award, Record

__all__ = ["pot_count", "seen_line", "seen_lines"]


def seen_line(entry: Record | Hidden, names: Sequence[str], pots: int = 1) -> str | None:
    """One entry of a seat's view history as a line (``None`` for entries not worth one).

    ``pots`` is how many pots the hand ended with, so an award can name its pot.

    >>> from pokerules.players.views import Hidden
    >>> seen_line(Hidden("draw", 1, 3), ["You", "Bot 1"])
    'Bot 1 discards 3 and draws 3'
    """
    if isinstance(entry, Hidden):
        return _hidden(entry, names)
    line = format_record(entry, names, pots)
    if line is not None and line.startswith("You ") and "You" in names:
        # The shared narration speaks of every seat in the third person; the terminal
        # addresses its human player, whatever verbs the narration leaves out.
        for third, second in _SECOND_PERSON:
            if line.startswith(third):
                line = second + line[len(third) :]
    return line


_SECOND_PERSON = (("You brings in", "You bring in"),)


def _hidden(entry: Hidden, names: Sequence[str]) -> str | None:
    count, plural = entry.count, "s" if entry.count != 1 else ""
    who = names[entry.seat] if 0 <= entry.seat < len(names) else "the dealer"
    if entry.what == "deal":
        return f"{who} is dealt {count} card{plural} face down"
    if entry.what == "draw":
        return f"{who} discards {count} and draws {count}"
    if entry.what == "burn":
        return "A card is burned"
    if entry.what == "reshuffle":
        return f"The stub is short: {count} discards are reshuffled"
    if entry.what == "split openers":
        return f"{who} splits openers, keeping {count} card{plural} aside"
    return None


def seen_lines(
    entries: Iterable[Record | Hidden], names: Sequence[str], pots: int = 1
) -> list[str]:
    """The lines of several view-history entries, skipping those not worth a line."""
    lines = []
    for entry in entries:
        line = seen_line(entry, names, pots)
        if line is not None:
            lines.append(line)
    return lines


def pot_count(entries: Iterable[Record | Hidden]) -> int:
    """How many pots the awards in ``entries`` came from (1 when none was awarded yet).

    >>> from pokerules.records import Award
    >>> pot_count([Award(0, 10, 0), Award(1, 4, 1)])
    2
    """
    return 1 + max((e.pot for e in entries if isinstance(e, Award)), default=0)
