"""Dead Deuce: seven card stud with face-up deuces wild."""

from __future__ import annotations

from typing import Any

from pokerules.betting.structures import BettingStructure, FixedLimit
from pokerules.games._build import STUD_LATER_STREETS, build
from pokerules.games.spec import DealCards, Game, RollCard

__all__ = ["dead_deuce"]


def dead_deuce(
    *,
    ante: int = 1,
    betting: BettingStructure | None = None,
    burn: bool = False,
    **rules: Any,
) -> Game:
    """Dead Deuce: three down, roll one up, three up, one down; five betting rounds.

    Options:

    * ``ante=1``, no bring-in; ``betting=FixedLimit((2, 2, 4, 4, 4), cap_raises=3)``, no cap
      heads-up.
    * ``burn=False``; with burns, a short deck uses the burns, then one community card for
      seventh street, on which a deuce is natural.
    * ``exposed_wild_counts="wild"``: a face-up deuce counts as wild when finding the high
      hand showing (a lone deuce is an ace); ``"natural_two"`` or ``"natural_first"``.
    * any :class:`Game` field.

    Deuces are wild only while face up: the rolled card and fourth to sixth street. The roll is
    simultaneous. The highest hand showing begins every round, ties going to the first seat
    left of the dealer; the last aggressor shows first, else the first to act in the last round.
    """
    game = Game(
        name="dead-deuce",
        title="Dead Deuce",
        streets=(DealCards(down=3), RollCard(), *STUD_LATER_STREETS),
        betting=betting if betting is not None else FixedLimit(bets=(2, 2, 4, 4, 4), cap_raises=3),
        evaluation="wild",
        ante=ante,
        wild_cards=frozenset(range(4)),
        wild_face_up_only=True,
        showdown_first="first_actor",
        burn=burn,
        max_players=7,
        shortage="stud-2.26",
    )
    return build(game, rules)
