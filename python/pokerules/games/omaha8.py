"""Fixed-limit Omaha eight-or-better: each pot split high and low."""

from __future__ import annotations

from typing import Any

from pokerules.betting.structures import BettingStructure
from pokerules.games._build import omaha_game
from pokerules.games.spec import Game

__all__ = ["omaha8"]


def omaha8(
    *,
    blinds: tuple[int, int] = (1, 2),
    limit: str = "fixed",
    betting: BettingStructure | None = None,
    ante: int = 0,
    hole: int = 4,
    **rules: Any,
) -> Game:
    """Omaha high-low, eight or better: Omaha's deal and hands, each pot split in two.

    Each pot, side pots separately, goes half to the best high hand and half to the best
    ace-to-five low of five different ranks eight or lower; each half uses its own two hole
    cards and three board cards. Without a qualifying low the high hand takes the pot. The
    odd chip between the halves goes high; within a half, to the first winner left of the
    button (:mod:`pokerules.engine.split_pot`).

    Options: ``hole=4`` hole cards (5 or 6 as in :func:`~pokerules.games.omaha`);
    ``blinds=(1, 2)``; ``limit="fixed"`` (``FixedLimit((big, big, 2 * big,
    2 * big))``, one bet and three raises, uncapped heads-up); ``betting=`` any structure;
    ``ante=0``; any :class:`Game` field. 2 to 10 players.

    >>> from pokerules.games import find_game
    >>> find_game("FO/8").describe()
    'Omaha Hi-Lo Eight or Better; fixed limit 2/2/4/4, one bet and 3 raises a round, no cap heads-up; blinds 1/2; 2-10 players'
    """  # noqa: E501
    return omaha_game(
        "omaha8",
        "Omaha Hi-Lo Eight or Better",
        hole=hole,
        limit=limit,
        blinds=blinds,
        betting=betting,
        ante=ante,
        rules=rules,
        hi_lo="eight_or_better",
    )
