"""A site hand on its way to PHH: the fields, the game, and what the file says about the chips.

>>> from pokerules import find_game
>>> hand = PhhHand({}, find_game("holdem"), ["Ann", "Bob"], {"Ann": 100, "Bob": 100}, {}, {}, None)
>>> hand.label("Bob")
'p2'
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from pokerules.games.spec import Game

__all__ = ["PhhHand"]


@dataclass(slots=True)
class PhhHand:
    """The PHH fields of one site hand, its game, and what the file says about the chips.

    ``order`` lists the players' names in PHH order (``p1`` first); ``put_in``, ``collected``
    and ``starting`` are by name; ``lines`` maps each PHH action to the file's line.
    """

    fields: dict[str, Any]
    game: Game
    order: list[str]
    starting: dict[str, int]
    put_in: dict[str, int]
    collected: dict[str, int]
    rake: int | None
    notes: list[str] = field(default_factory=list)
    lines: list[int] = field(default_factory=list)
    known: dict[str, list[str | None]] = field(default_factory=dict)
    collect_lines: dict[str, int] = field(default_factory=dict)
    summary_line: int = 0

    def label(self, name: str) -> str:
        """The PHH player (``p1``, ``p2``, ...) of a name."""
        return f"p{self.order.index(name) + 1}"
