"""Seven-card stud and razz: antes, a bring-in, fixed limit.

Both deal two cards down and one up, then three up and one down, with a betting round after
each street: third street starts with the bring-in (:mod:`pokerules.engine.bring_in`), fourth street
is a small-bet round, fifth to seventh big-bet rounds. From fourth street the best hand showing
begins: the highest in stud (pairs, trips, quads and high cards only), the lowest in razz
(pairs count against it); equal hands go to the first seat clockwise from the dealer. A card
is burned before each street (the casino rule), so eight players can sit: when the deck runs
short the shortage procedure ``stud-2.26`` skips burns, takes them back, and at last deals one
face-up community card that is every live player's seventh card.
"""

from __future__ import annotations

from typing import Any

from pokerules.betting.structures import BettingStructure, FixedLimit
from pokerules.games._build import STUD_LATER_STREETS, build
from pokerules.games.spec import DealCards, Game

__all__ = ["STUD_STREETS", "razz", "stud", "stud8"]

STUD_STREETS = (DealCards(down=2, up=1, name="third street"), *STUD_LATER_STREETS)
"""Seven-card stud's streets: 2 down and 1 up, three up, one down; five betting rounds."""


def _stud_game(
    name: str,
    title: str,
    ante: int,
    bring_in: int,
    betting: BettingStructure | None,
    burn: bool,
    rules: dict[str, Any],
    **fields: Any,
) -> Game:
    game = Game(
        name=name,
        title=title,
        streets=STUD_STREETS,
        betting=betting if betting is not None else FixedLimit(bets=(2, 2, 4, 4, 4), cap_raises=3),
        ante=ante,
        bring_in=bring_in,
        showdown_first="first_actor",
        burn=burn,
        max_players=8,
        shortage="stud-2.26",
        **fields,
    )
    return build(game, rules)


def stud(
    *,
    ante: int = 1,
    bring_in: int = 1,
    betting: BettingStructure | None = None,
    burn: bool = True,
    **rules: Any,
) -> Game:
    """Seven-card stud (PHH ``F7S``): high hand wins.

    Options: ``ante=1``, ``bring_in=1`` (the lowest upcard,
    ties by suit, clubs lowest), ``betting=FixedLimit((2, 2, 4, 4, 4), cap_raises=3)`` (one
    bet and three raises a round, no cap heads-up), ``burn=True``, ``open_pair_big_bet=False``,
    2 to 8 players; any :class:`~pokerules.games.Game` field.

    >>> game = stud()
    >>> game.bring_in, game.round_sizes, game.max_players
    (1, (2, 2, 4, 4, 4), 8)
    """
    return _stud_game("stud", "Seven-Card Stud", ante, bring_in, betting, burn, rules,
                      evaluation="high")  # fmt: skip


def razz(
    *,
    ante: int = 1,
    bring_in: int = 1,
    betting: BettingStructure | None = None,
    burn: bool = True,
    **rules: Any,
) -> Game:
    """Razz (PHH ``FR``): seven-card stud for the best ace-to-five low.

    As :func:`stud`, but the hand is ace-to-five low (aces low, straights and flushes do not
    count, pairs count against a hand), the highest upcard brings in (king high, ace low; of
    equal ranks the higher suit, spades highest), and from fourth street the lowest hand
    showing begins.

    >>> game = razz()
    >>> game.evaluation, game.bring_in_by, game.later_rounds_first
    ('a5', 'highest_upcard', 'low_showing')
    """
    return _stud_game("razz", "Razz", ante, bring_in, betting, burn, rules, evaluation="a5",
                      bring_in_by="highest_upcard", later_rounds_first="low_showing")  # fmt: skip


def stud8(
    *,
    ante: int = 1,
    bring_in: int = 1,
    betting: BettingStructure | None = None,
    burn: bool = True,
    **rules: Any,
) -> Game:
    """Seven-card stud eight-or-better (PHH ``F7S/8``): the pot split high and low.

    As :func:`stud` (the same bring-in, lowest upcard, and the same acting order, highest hand
    showing), but each pot, side pots separately, is split between the best high hand and the
    best ace-to-five low of five different ranks eight or lower; with no qualifying low the
    high hand takes it all. An odd chip between the halves goes to the high half
    (:mod:`pokerules.engine.split_pot`).

    >>> game = stud8()
    >>> game.hi_lo, game.bring_in_by, game.evaluation
    ('eight_or_better', 'lowest_upcard', 'high')
    """
    return _stud_game("stud8", "Seven-Card Stud Eight-or-Better", ante, bring_in, betting, burn,
                      rules, evaluation="high", hi_lo="eight_or_better")  # fmt: skip
