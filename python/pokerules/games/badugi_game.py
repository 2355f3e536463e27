"""Badugi, fixed limit (PHH ``FB``)."""

from __future__ import annotations

from typing import Any

from pokerules.betting.structures import BettingStructure, FixedLimit
from pokerules.games._build import build, draw_streets
from pokerules.games.spec import Game

__all__ = ["badugi"]


def badugi(
    *,
    blinds: tuple[int, int] = (1, 2),
    big_blind_ante: int = 0,
    betting: BettingStructure | None = None,
    **rules: Any,
) -> Game:
    """Badugi: blinds, four down, then bet and draw 0-4 three times, bet, showdown.

    Options (defaults from the usual casino rules):

    * ``blinds=(1, 2)``; ``big_blind_ante=0``.
    * ``betting=FixedLimit((2, 2, 4, 4), cap_raises=3)``: small bets before and after the
      first draw, big bets after the second and third; one bet and three raises a round (the
      big blind is the first bet), no cap once heads-up.
    * any :class:`Game` field.

    A hand plays its largest set of cards with no two of a rank or suit; more cards beat
    fewer, then the highest card down, aces low (:mod:`pokerules.evaluation.badugi`). A card is burned
    before the replacements of every draw; the shortage procedure is triple draw's (``"seed-002"``).

    >>> badugi().describe()
    'Badugi; fixed limit 2/2/4/4, one bet and 3 raises a round, no cap heads-up; blinds 1/2; 3 draw(s) of up to 4; 2-8 players'
    """  # noqa: E501
    game = Game(
        name="badugi",
        title="Badugi",
        streets=draw_streets(4, draws=3, max_discard=4),
        betting=betting if betting is not None else FixedLimit(bets=(2, 2, 4, 4), cap_raises=3),
        evaluation="badugi",
        blinds=blinds,
        big_blind_ante=big_blind_ante,
        burn=True,
        max_players=8,
        shortage="seed-002",
    )
    return build(game, rules)
