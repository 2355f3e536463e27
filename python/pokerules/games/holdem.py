"""Texas hold'em: blinds, two hole cards, a flop, turn and river."""

from __future__ import annotations

from typing import Any

from pokerules.betting.structures import BettingStructure
from pokerules.games._build import board_betting, board_streets, build
from pokerules.games.spec import Game

__all__ = ["holdem"]


def holdem(
    *,
    blinds: tuple[int, int] = (1, 2),
    limit: str = "no",
    betting: BettingStructure | None = None,
    ante: int = 0,
    **rules: Any,
) -> Game:
    """Texas hold'em: two cards down, then a flop of three, a turn and a river on the board,
    each after a burn, with a betting round before the flop and after each board street.

    Options:

    * ``blinds=(1, 2)``: the seat left of the button posts the small blind, the next the big;
      heads-up the button posts the small blind, acts first before the flop and last after.
    * ``limit="no"``: ``NoLimit(min_bet=big blind)``; ``"fixed"`` plays
      ``FixedLimit((big, big, 2 * big, 2 * big))`` with one bet and three raises a round
      (the big blind is the first bet), uncapped heads-up; ``"pot"`` plays pot limit.
      ``betting=`` sets any structure directly.
    * ``ante=0``; any :class:`Game` field. 2 to 10 players.

    The best five of a seat's two hole cards and the five board cards win; playing the board
    is allowed. The last aggressor shows first, else the first seat left of the button; the
    odd chip goes to the first winner left of the button.

    >>> from pokerules.games import find_game
    >>> find_game("holdem").describe()
    "Texas Hold'em; no limit, minimum bet 2; blinds 1/2; 2-10 players"
    >>> find_game("FT", blinds=(5, 10)).betting
    FixedLimit(bets=(10, 10, 20, 20), cap_raises=3, uncapped_heads_up=True,
               short_all_in_completes=False)
    """
    game = Game(
        name="holdem",
        title="Texas Hold'em",
        streets=board_streets(down=2),
        betting=board_betting(limit, blinds, betting),
        evaluation="high",
        ante=ante,
        blinds=blinds,
        burn=True,
        max_players=10,
    )
    return build(game, rules)
