"""Pot-limit Omaha: four hole cards, exactly two of them with three of the board."""

from __future__ import annotations

from typing import Any

from pokerules.betting.structures import BettingStructure
from pokerules.games._build import omaha_game
from pokerules.games.spec import Game

__all__ = ["omaha"]


def omaha(
    *,
    blinds: tuple[int, int] = (1, 2),
    limit: str = "pot",
    betting: BettingStructure | None = None,
    ante: int = 0,
    hole: int = 4,
    **rules: Any,
) -> Game:
    """Omaha: four cards down, then a flop, turn and river as in hold'em.

    A hand is exactly two hole cards and exactly three board cards
    (:func:`pokerules.evaluate_omaha`): four suited hole cards and one suited board card make
    no flush, and a four-flush on the board needs two hole cards of the suit.

    Options: ``hole=4`` hole cards (5 for five-card Omaha, up to 8 players; 6 for six-card
    Omaha, up to 7); ``blinds=(1, 2)``; ``limit="pot"`` (``PotLimit(min_bet=big blind)``; ``"no"``
    and ``"fixed"`` as in :func:`~pokerules.games.holdem`); ``betting=`` any structure;
    ``ante=0``; any :class:`Game` field. 2 to 10 players.

    >>> from pokerules.games import find_game
    >>> find_game("PLO").describe()
    'Omaha; pot limit, minimum bet 2; blinds 1/2; 2-10 players'
    """
    return omaha_game(
        "omaha",
        "Omaha",
        hole=hole,
        limit=limit,
        blinds=blinds,
        betting=betting,
        ante=ante,
        rules=rules,
    )
