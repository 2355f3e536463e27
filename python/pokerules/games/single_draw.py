"""No-limit Deuce-to-Seven Single Draw (PHH ``N2L1D``)."""

from __future__ import annotations

from typing import Any

from pokerules.betting.structures import BettingStructure, NoLimit
from pokerules.games._build import build, draw_streets, validate_draw
from pokerules.games.spec import Game

__all__ = ["nl_single_draw"]


def nl_single_draw(
    *,
    blinds: tuple[int, int] = (1, 2),
    big_blind_ante: int = 0,
    max_draw: int = 5,
    betting: BettingStructure | None = None,
    **rules: Any,
) -> Game:
    """No-limit 2-7 single draw: blinds, five down, bet, one draw of 0-5, bet, showdown.

    Options (defaults from the usual casino rules):

    * ``blinds=(1, 2)``: left of the button posts the small blind; heads-up the button posts
      it and acts first before the draw, last after it.
    * ``big_blind_ante=0``: chips the big blind antes for the whole table, as in the WSOP's
      N2L1D events (see :mod:`pokerules.engine.forced` for short stacks).
    * ``betting=NoLimit(min_bet=big blind)``; ``max_draw=5``.
    * any :class:`Game` field.

    Low hands win (deuce-to-seven: aces high, straights and flushes count against). A card is
    burned before the replacements; a short stub is reshuffled with earlier discards and
    folded hands, never burns (triple draw's procedure, ``"seed-002"``). The last aggressor
    shows first.

    >>> game = nl_single_draw(blinds=(75, 150), big_blind_ante=225)
    >>> game.describe()
    'No-limit 2-7 Single Draw; no limit, minimum bet 150; blinds 75/150, big-blind ante 225; 1 draw(s) of up to 5; 2-6 players'
    """  # noqa: E501
    validate_draw(max_draw)
    game = Game(
        name="nl-single-draw",
        title="No-limit 2-7 Single Draw",
        streets=draw_streets(5, draws=1, max_discard=max_draw),
        betting=betting if betting is not None else NoLimit(min_bet=_big(blinds)),
        evaluation="low27",
        blinds=blinds,
        big_blind_ante=big_blind_ante,
        burn=True,
        max_players=6,
        shortage="seed-002",
    )
    return build(game, rules)


def _big(blinds: object) -> int:
    """The big blind of a blinds option, or 2 when it is malformed (the game refuses it)."""
    if isinstance(blinds, tuple | list) and len(blinds) in (1, 2) and isinstance(blinds[-1], int):
        return max(1, blinds[-1])
    return 2
