"""Openers: who opened, and in jacks-or-better games which cards prove the opening hand.

The opener may split openers on the draw, so the engine remembers the
cards that qualified the opening and shows them at the end of the hand.

>>> from pokerules.engine.openers import qualifying_cards
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
from pokerules.evaluation.five_card import (
    HandCategory,
    WildSpec,
    best_wild_hand,
    is_jacks_or_better,
)
from pokerules.records import ProveOpeners

__all__ = ["Openers", "qualifying_cards"]

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


class Openers:
    """Who opened the pot and with which cards: the opening requirement, split openers kept
    aside, and the proof at the end.

    ``required`` is the game's jacks-or-better rule; without it the first bettor is still the
    opener (Diablo, the acting order after the first round), with no cards to prove.

    >>> from pokerules.cards import parse_hand
    >>> openers = Openers(required=True, wild=[])
    >>> held = parse_hand("Js Jh Th 9h 8h")
    >>> openers.may_open(held), openers.open(2, held), openers.split(2, parse_hand("Js 8h"))
    (True, None, (Card('Js'),))
    >>> openers.proof()
    ProveOpeners(seat=2, cards=(Card('Js'), Card('Jh')))
    """

    __slots__ = ("cards", "required", "seat", "wild")

    def __init__(self, required: bool, wild: WildSpec = None) -> None:
        self.required = required
        self.wild = wild
        self.seat: int | None = None
        self.cards: tuple[Card, ...] = ()

    def may_open(self, held: Iterable[Card]) -> bool:
        """Whether a hand may make the first bet."""
        return not self.required or is_jacks_or_better(held, wild=self.wild)

    def open(self, seat: int, held: Iterable[Card]) -> None:
        """``seat`` made the first bet of the first round, holding ``held``."""
        self.seat = seat
        if self.required:
            self.cards = qualifying_cards(held, self.wild)

    def split(self, seat: int, thrown: Iterable[Card]) -> tuple[Card, ...]:
        """The opening cards among ``seat``'s discards (none unless it is the opener)."""
        if seat != self.seat or not self.cards:
            return ()
        return tuple(c for c in thrown if c in self.cards)

    def proof(self) -> ProveOpeners | None:
        """The record that proves the opening, if there is one to prove."""
        if self.seat is None or not self.cards:
            return None
        return ProveOpeners(self.seat, self.cards)
