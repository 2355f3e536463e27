"""Openers in jacks-or-better games: which cards prove an opening hand.

Rules-notes 2.1-2.2: the opener may split openers on the draw, so the engine remembers the
cards that qualified the opening and shows them at the end of the hand.

>>> from pokerules.openers import qualifying_cards
>>> qualifying_cards("Js Jh Th 9h 8h", wild=[])
(Card('Js'), Card('Jh'))
>>> qualifying_cards("Js 2h 7d 5c 9s")  # a deuce with the jack makes the pair
(Card('Js'), Card('2h'))
>>> qualifying_cards("3c 3d 4s 4h 9d", wild=[])
(Card('3c'), Card('3d'), Card('4s'), Card('4h'))
"""

from __future__ import annotations

from collections.abc import Iterable

from pokerules.cards import Card, CardLike, parse_hand
from pokerules.evaluation import HandCategory, WildSpec, best_wild_hand

__all__ = ["qualifying_cards"]

_WHOLE_HAND = {
    HandCategory.STRAIGHT,
    HandCategory.FLUSH,
    HandCategory.STRAIGHT_FLUSH,
}


def qualifying_cards(cards: Iterable[CardLike] | str, wild: WildSpec = None) -> tuple[Card, ...]:
    """The fewest cards of a five-card hand that show it is jacks or better.

    The group that makes the hand: the pair, both pairs of two pair, the three of a full house,
    the set, quads or five of a kind, with any wild cards in it; a straight or flush needs all
    five. Cards come back in the order held.
    """
    held = parse_hand(cards)
    best = best_wild_hand(held, wild=wild)
    category = best.category
    if category in _WHOLE_HAND:
        return held
    counts: dict[int, int] = {}
    for _, shown in best.cards:
        counts[shown.rank] = counts.get(shown.rank, 0) + 1
    if category == HandCategory.TWO_PAIR:
        ranks = {rank for rank, count in counts.items() if count == 2}
    else:
        top = max(counts.values())
        ranks = {max(rank for rank, count in counts.items() if count == top)}
    used = [held_card for held_card, shown in best.cards if shown.rank in ranks]
    return tuple(c for c in held if c in used)
