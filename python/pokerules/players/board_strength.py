"""A rough rating of a hold'em or Omaha hand for the bots: hole cards before the flop, the
made hand after it (and the low, in a split game).

The rating is about the chance of holding the best hand by the end against one opponent, on
the same 0-1 scale as :meth:`pokerules.players.strategies.HeuristicBot.strength`. It is a rule of
thumb for simulations, not an equity calculation (that is :func:`pokerules.equity`).

>>> from pokerules.cards import parse_hand
>>> board_strength(parse_hand("As Ad"), (), omaha=False, hi_lo=False) > 0.8
True
>>> round(board_strength(parse_hand("7c 2d"), parse_hand("Ks Qs 9h"), False, False), 2)
0.1
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations

from pokerules.cards import Card
from pokerules.evaluation.ace_to_five import EIGHT_OR_BETTER
from pokerules.evaluation.five_card import HandCategory, category, evaluate
from pokerules.evaluation.omaha import evaluate_omaha, evaluate_omaha_hilo

__all__ = ["board_strength"]

# By category (straight flush first): the rating of a made hand on a full board.
_MADE = {
    HandCategory.STRAIGHT_FLUSH: 0.99,
    HandCategory.FOUR_OF_A_KIND: 0.98,
    HandCategory.FULL_HOUSE: 0.93,
    HandCategory.FLUSH: 0.86,
    HandCategory.STRAIGHT: 0.80,
    HandCategory.THREE_OF_A_KIND: 0.74,
    HandCategory.TWO_PAIR: 0.62,
    HandCategory.ONE_PAIR: 0.35,
    HandCategory.HIGH_CARD: 0.10,
}


def _two_cards(first: Card, second: Card) -> float:
    """Two hole cards before the flop: pairs by rank, else the high card, suits and gaps."""
    high, low = max(first >> 2, second >> 2), min(first >> 2, second >> 2)
    if high == low:
        return 0.55 + 0.40 * high / 12
    rating = 0.20 + 0.25 * high / 12 + 0.10 * low / 12
    if first & 3 == second & 3:
        rating += 0.05
    if high - low == 1:
        rating += 0.03
    return rating


def board_strength(hole: Sequence[Card], board: Sequence[Card], omaha: bool, hi_lo: bool) -> float:
    """A 0-1 rating of ``hole`` on ``board`` (empty before the flop); ``omaha`` plays exactly
    two hole cards with three of the board; ``hi_lo`` adds the eight-or-better low."""
    if len(board) < 3:
        pairs = combinations(hole, 2) if omaha else [(hole[0], hole[1])]
        return min(0.95, max(_two_cards(a, b) for a, b in pairs))
    low = None
    if omaha:
        if hi_lo:
            value, low = evaluate_omaha_hilo(hole, board)
        else:
            value = evaluate_omaha(hole, board)
    else:
        value = evaluate([*hole, *board])
    rating = _MADE[category(value)]
    if low is not None:
        rating = max(rating, 0.45 + 0.45 * (1 - low / EIGHT_OR_BETTER))
    return min(rating, 0.995)
