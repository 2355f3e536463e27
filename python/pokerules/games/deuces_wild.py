"""Five Card Draw Deuces Wild, jacks or better."""

from __future__ import annotations

from typing import Any

from pokerules.betting.structures import BettingStructure, FixedLimit
from pokerules.evaluation.five_card import WildSpec
from pokerules.games._build import build, check_opening, draw_streets, validate_draw, wild_set
from pokerules.games.spec import Game

__all__ = ["deuces_wild"]


def deuces_wild(
    *,
    max_draw: int = 3,
    wild: WildSpec = None,
    opening: str = "jacks_or_better",
    natural_beats_wild: bool = False,
    ante: int = 1,
    betting: BettingStructure | None = None,
    **rules: Any,
) -> Game:
    """Five Card Draw Deuces Wild: five down, bet, one draw, bet, showdown.

    Options:

    * ``max_draw=3``: the most cards a player may exchange (usually three).
    * ``wild=None``: the deuces; or a rank (``"5"``) or cards (``["Js", "Jh"]``).
    * ``opening="jacks_or_better"``: a pair of jacks or better (wilds count) to open, only
      checks until then; a pass-out re-antes and the deal passes left. ``"none"`` drops it.
    * ``natural_beats_wild=False``: equal hands split whether or not they use wilds.
    * ``ante=1`` and ``betting=FixedLimit((2, 4), cap_raises=4)``: bets of 2 before the draw
      and 4 after, one bet and four raises, no cap heads-up.
    * any :class:`Game` field, such as ``starting_stack`` or ``deals``.

    The opener begins the second round and shows first if it is checked through; the last
    bettor or raiser shows first otherwise. Openers may be split and are proved at the end.
    """
    validate_draw(max_draw)
    check_opening(opening)
    game = Game(
        name="deuces-wild",
        title="Five Card Draw Deuces Wild",
        streets=draw_streets(5, draws=1, max_discard=max_draw),
        betting=betting if betting is not None else FixedLimit(bets=(2, 4), cap_raises=4),
        evaluation="wild",
        ante=ante,
        wild_cards=wild_set(wild),
        natural_beats_wild=natural_beats_wild,
        opening=opening,  # type: ignore[arg-type]
        unopened="pass_out" if opening == "jacks_or_better" else "play_out",
        later_rounds_first="opener",
        showdown_first="opener",
        max_players=7,
        shortage="rules-notes-2.8",
    )
    return build(game, rules)
