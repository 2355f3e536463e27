"""Deuce-to-Seven Triple Draw, fixed limit 2/4."""

from __future__ import annotations

from typing import Any

from pokerules.betting.structures import BettingStructure, FixedLimit
from pokerules.games._build import build, draw_streets
from pokerules.games.spec import Game

__all__ = ["triple_draw"]


def triple_draw(
    *,
    blinds: tuple[int, int] = (1, 2),
    betting: BettingStructure | None = None,
    **rules: Any,
) -> Game:
    """Deuce-to-Seven Triple Draw: blinds, five down, then bet and draw three times, bet.

    Options:

    * ``blinds=(1, 2)``: the left of the button posts the small blind; heads-up the button
      posts it and acts first before the first draw.
    * ``betting=FixedLimit((2, 2, 4, 4), cap_raises=3)``: one bet and three raises (the big
      blind is the first bet), no cap once heads-up; an all-in of half a bet or more reopens.
    * any :class:`Game` field.

    Low hands win (aces high, straights and flushes count against). One card is burned before
    the replacements of every draw; a short stub is reshuffled with earlier discards, folded
    hands and the discards of players already served, never burns. The last aggressor shows
    first, else the first player left of the button; the odd chip goes left of the button.
    """
    game = Game(
        name="triple-draw",
        title="Deuce-to-Seven Triple Draw",
        streets=draw_streets(5, draws=3, max_discard=5),
        betting=betting if betting is not None else FixedLimit(bets=(2, 2, 4, 4), cap_raises=3),
        evaluation="low27",
        blinds=blinds,
        burn=True,
        max_players=6,
        shortage="seed-002",
    )
    return build(game, rules)
