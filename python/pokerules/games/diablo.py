"""Diablo: deuces wild draw where a losing opener pays the pot."""

from __future__ import annotations

from typing import Any

from pokerules.betting.structures import BettingStructure, FixedLimit
from pokerules.evaluation.five_card import WildSpec
from pokerules.games._build import build, check_opening, draw_streets, wild_set
from pokerules.games.spec import Game

__all__ = ["diablo"]


def diablo(
    *,
    opening: str = "none",
    wild: WildSpec = None,
    ante: int = 1,
    betting: BettingStructure | None = None,
    diablo_opener: str = "persistent",
    **rules: Any,
) -> Game:
    """Diablo: deuces wild, draw at most two; an opener who does not win pays the pot again.

    Options:

    * ``opening="none"``: any hand may bet first, and the first bettor is the opener;
      ``"jacks_or_better"`` adds the opening requirement.
    * A first hand nobody opens is a pass-out (antes stay, re-ante, deal passes left); a
      follow-on hand nobody opens is played out.
    * ``diablo_opener="persistent"``: the first hand's opener stays the Diablo opener until
      they win; ``"per_hand"`` makes each hand's first bettor the one who pays.
    * ``ante=1`` on the first hand of a Diablo round only; ``betting=FixedLimit((2, 4),
      cap_raises=4)`` as Deuces Wild.
    * ``diablo_max_followon_hands=20``: a safety cap; the pending pot goes back to the opener.
    * any :class:`Game` field.
    """
    check_opening(opening)
    game = Game(
        name="diablo",
        title="Diablo",
        streets=draw_streets(5, draws=1, max_discard=2),
        betting=betting if betting is not None else FixedLimit(bets=(2, 4), cap_raises=4),
        evaluation="wild",
        ante=ante,
        wild_cards=wild_set(wild),
        opening=opening,  # type: ignore[arg-type]
        unopened="pass_out",
        later_rounds_first="opener",
        showdown_first="opener",
        max_players=7,
        shortage="rules-notes-2.8",
        diablo=True,
        diablo_opener=diablo_opener,  # type: ignore[arg-type]
    )
    return build(game, rules)
