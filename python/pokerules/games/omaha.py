"""Pot-limit Omaha: four hole cards, exactly two of them with three of the board."""

from __future__ import annotations

from typing import Any

from pokerules.betting import BettingStructure
from pokerules.games._build import board_betting, board_streets, build, omaha_hole
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
    """Omaha: four cards down, then a flop, turn and river as in hold'em (rules-notes 4.4).

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
    hole = omaha_hole(hole)
    game = Game(
        name="omaha",
        title="Omaha",
        streets=board_streets(down=hole),
        betting=betting if betting is not None else board_betting(limit, blinds),
        evaluation="high",
        ante=ante,
        blinds=blinds,
        burn=True,
        max_players=10 if hole == 4 else (52 - 8) // hole,  # the burns and board: 8 cards
        hole_cards="exactly_two",
    )
    return build(game, rules)
