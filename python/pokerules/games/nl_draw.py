"""No-limit Five-Card Draw, with the defaults of a home game."""

from __future__ import annotations

from typing import Any

from pokerules.betting.structures import BettingStructure, NoLimit
from pokerules.games._build import build, draw_streets, validate_draw
from pokerules.games.spec import Game

__all__ = ["nl_draw"]


def nl_draw(
    *,
    max_draw: int = 5,
    ante: int = 1,
    betting: BettingStructure | None = None,
    **rules: Any,
) -> Game:
    """No-limit Five-Card Draw: ante, five down, bet, one draw of 0-5, bet, showdown.

    Options:

    * ``max_draw=5``: any number of cards may be exchanged; no ace needs showing.
    * ``ante=1``; no blinds; ``betting=NoLimit(min_bet=2)``.
    * any :class:`Game` field; the session profile is ``starting_stack=100``, ``deals=10``.

    No opening requirement, no wild cards, no burns. Both rounds begin left of the dealer; the
    last bettor or raiser shows first, else the first player left of the dealer. The shortage
    rule reshuffles the stub with other players' discards and folded hands, never the current
    player's discards or live hands.
    """
    validate_draw(max_draw)
    game = Game(
        name="nl-draw",
        title="No-limit Five-Card Draw",
        streets=draw_streets(5, draws=1, max_discard=max_draw),
        betting=betting if betting is not None else NoLimit(min_bet=2),
        evaluation="high",
        ante=ante,
        max_players=6,
        shortage="seed-001",
    )
    return build(game, rules)
