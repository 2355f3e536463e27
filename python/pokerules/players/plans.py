"""Card plans for :class:`~pokerules.players.strategies.HeuristicBot` in the mixed games.

Badugi: which cards to throw (:func:`badugi_discards`) and a rough rating of a hand
(:func:`badugi_strength`), both from the badugi evaluator. Razz and the low half of stud
eight-or-better: :func:`stud_low_strength` rates the ace-to-five low a seat holds or draws to,
against what the others show. For a game the bot has no plan for
(a game added later), :func:`fallback_strength` rates the hand from its value on the game's
scale where it can, it stands pat on draws, and :func:`unplanned_decision` makes a random
legal decision wherever its betting plan does not apply (a new kind of street or command), so
the bot still plays sensibly and never fails.

>>> from pokerules.cards import parse_hand
>>> badugi_discards(parse_hand("Kc 3d 2h As"), draws_left=3)  # break the king
[Card('Kc')]
>>> badugi_discards(parse_hand("7c 3d 2h As"), draws_left=3)  # a seven badugi stands pat
[]
>>> badugi_discards(parse_hand("4c 3c 2h 2d"), draws_left=1)  # keep 3-2 of two suits
[Card('2d'), Card('4c')]
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from pokerules.cards import Card, parse_hand
from pokerules.errors import IllegalActionError, InvalidArgumentError, PokerulesError
from pokerules.evaluation.badugi import best_badugi
from pokerules.players.bots import checked_hand, random_decision
from pokerules.records import Record
from pokerules.validate import as_int, as_list, as_text, shown

if TYPE_CHECKING:
    from pokerules.engine.hand import Hand

__all__ = [
    "badugi_discards",
    "badugi_strength",
    "fallback_strength",
    "stud_low_strength",
    "unplanned_decision",
]

# Ranks counted aces low: ace 0, deuce 1 ... king 12.
_PAT_TOP = (10, 10, 9, 8)
"""Stand pat on a four-card badugi whose top card is at most this, by draws left (0-3+)."""
_KEEP_TOP = (12, 9, 8, 7)
"""When drawing, keep the cards of the best set up to this top card, by draws left."""
# A made four-card badugi by its top card (ace-low rank 3 = a four ... 12 = a king).
_MADE = (0.97, 0.97, 0.97, 0.97, 0.95, 0.92, 0.87, 0.80, 0.72, 0.62, 0.52, 0.42, 0.33)


def _low_rank(card: Card) -> int:
    return ((card >> 2) + 1) % 13


def badugi_discards(cards: Sequence[Card], draws_left: int = 1, limit: int = 4) -> list[Card]:
    """The cards to throw in badugi, lowest first: keep the best badugi set's low cards.

    Stands pat on a four-card badugi of a nine or better with three draws to come (a jack
    or better later); otherwise keeps the cards of the best set no higher than an eight to a ten
    (higher as the draws run out; at least its lowest card) and throws the rest, at most
    ``limit`` cards (the highest of them).
    """
    cards = parse_hand(cards)
    draws_left = min(as_int(draws_left, "draws_left", low=0), 3)
    limit = as_int(limit, "limit", low=0)
    best = best_badugi(cards)
    if len(best) == len(cards) == 4 and _low_rank(best[0]) <= _PAT_TOP[draws_left]:
        return []
    kept = {c for c in best if _low_rank(c) <= _KEEP_TOP[draws_left]}
    if draws_left == 0:
        kept = set(best)
    elif not kept:  # nothing low enough: keep the set's lowest card only
        kept = {best[-1]}
    discards = sorted((c for c in cards if c not in kept), key=_low_rank)
    return discards[-limit:] if limit else []


def badugi_strength(cards: Sequence[Card], draws_left: int) -> float:
    """A rough chance (0-1) that the hand is best against one opponent by the showdown.

    >>> from pokerules.cards import parse_hand
    >>> badugi_strength(parse_hand("4c 3d 2h As"), 0), badugi_strength(parse_hand("Kc Kd Kh Ks"), 3)
    (0.97, 0.02)
    """
    draws_left = as_int(draws_left, "draws_left", low=0)
    best = best_badugi(parse_hand(cards))
    top = _low_rank(best[0])
    if len(best) == 4:
        return _MADE[top]
    draws = min(max(draws_left, 0), 3)
    lowness = 1.0 - top / 12
    if len(best) == 3:
        return 0.12 + (0.10 + 0.08 * draws) * lowness
    if len(best) == 2:
        return 0.04 + 0.06 * draws * lowness
    return 0.02


# A made ace-to-five low by its highest card (ace-low rank 4 = a five ... 12 = a king).
_LOW_MADE = (0.97, 0.97, 0.97, 0.97, 0.97, 0.92, 0.85, 0.76, 0.60, 0.46, 0.35, 0.25, 0.15)


def stud_low_strength(
    cards: Sequence[Card], shown: Sequence[Sequence[Card]], seat: int, others: Sequence[int]
) -> float:
    """A rough 0-1 rating of ``seat``'s ace-to-five low in seven-card stud (razz, or the low
    half of stud eight-or-better): about its chance of the best low by the end.

    ``cards`` are the seat's own, ``shown`` every seat's face-up cards and ``others`` the
    seats still in. A made low (five different ranks) is rated by its highest card. Short of
    five, the hand counts its different ranks of eight or lower (a pair adds nothing), what it
    still needs and the cards to come; it cannot make an eight with too few cards to come.
    Someone still in who shows only different low cards, none higher than as many of this
    seat's lowest (or more low cards than it holds), has the better start: the rating drops.

    >>> from pokerules.cards import parse_hand
    >>> wheel_start, trash = parse_hand("Ac 2d 3h"), parse_hand("Kc Qd Jh")
    >>> shown = [wheel_start[2:], trash[2:]]
    >>> stud_low_strength(wheel_start, shown, 0, [0, 1]), stud_low_strength(trash, shown, 1, [0, 1])
    (0.7257, 0.05)
    >>> stud_low_strength(parse_hand("Ac 2d 3h 7s 5c"), shown, 0, [0, 1])  # a made seven low
    0.85
    >>> stud_low_strength(parse_hand("Ac Ad 3h 3s Kc Kd"), shown, 0, [0])  # one card to come
    0.05
    >>> stud_low_strength(parse_hand("Ac 2d 3h 4s Kc"), shown, 0, [0])  # a king low, four to a five
    0.7286
    """
    held = parse_hand(cards)
    shown = as_list(shown, "shown", limit=64, item=parse_hand)
    last = len(shown) - 1
    seat = as_int(seat, "seat", low=0, high=max(last, 0))
    others = as_list(
        others, "others", limit=64, item=lambda s: as_int(s, "a seat", low=0, high=last)
    )
    ranks = sorted({_low_rank(card) for card in held})
    made = _LOW_MADE[ranks[4]] if len(ranks) >= 5 else 0.0  # the five lowest different ranks
    lows = [rank for rank in ranks if rank <= 7]  # ace-low ranks 0-7: the ace to the eight
    need = 5 - len(lows)
    to_come = max(0, 7 - len(held))
    if need <= 0 or need > to_come:
        return max(made, 0.05)  # an eight or better made, or out of reach: as it stands
    top = lows[-1] if lows else 12
    # Each low card counts; each one still needed counts against, more so as cards run out;
    # a paired card is a card wasted.
    drawing = 0.30 + 0.14 * len(lows) - 0.04 * need - 0.08 * need * (4 - to_come)
    drawing += (0.12 * (7 - top) / 7 if lows else 0.0) - 0.08 * (len(held) - len(ranks))
    for other in others:
        up = [_low_rank(card) for card in shown[other]]
        if other == seat or not up or len(set(up)) < len(up) or max(up) > 7:
            continue
        # As many of this seat's lowest cards reach higher, or it has fewer low cards.
        if len(up) > len(lows) or max(up) <= lows[len(up) - 1]:
            drawing *= 0.7
            break
    return round(max(made, min(max(drawing, 0.03), 0.9)), 4)


def fallback_strength(value_of: Callable[[], int], scale: str) -> float:
    """A rating for a game the bot has no plan for: ``value_of()`` is the hand's value on
    ``scale`` (lower is better), or raises when the hand cannot be valued yet.

    High hands get a rating by category; any other scale, or no value yet, a middling 0.35,
    so the bot calls small bets and folds to big ones.

    >>> fallback_strength(lambda: 1, "high"), fallback_strength(lambda: 7000, "high")
    (0.999, 0.08)
    >>> fallback_strength(lambda: 1 / 0, "high")
    0.35
    """
    if not callable(value_of):
        raise InvalidArgumentError(f"value_of must be a function, not {shown(value_of)}")
    as_text(scale, "scale")
    try:
        value = value_of()
    except (PokerulesError, ArithmeticError, TypeError):
        return 0.35
    if scale != "high" or not isinstance(value, int) or not 1 <= value <= 7462:
        return 0.35
    # The evaluator's classes: 10 straight flushes, 156 quads, 156 full houses, 1277 flushes,
    # 10 straights, 858 trips, 858 two pair, 2860 pairs, 1277 high cards.
    for bound, rating in ((10, 0.999), (166, 0.99), (322, 0.96), (1599, 0.9), (1609, 0.87),
                          (2467, 0.78), (3325, 0.64), (6185, 0.4)):  # fmt: skip
        if value <= bound:
            return rating
    return 0.08


def unplanned_decision(hand: Hand, bet: Callable[[Hand], Record], rng: random.Random) -> Record:
    """A decision in a game without a plan: ``bet`` in a betting round, where it applies;
    otherwise (or when ``bet`` finds its choice refused, which changes nothing) a random
    legal decision by :func:`~pokerules.players.bots.random_decision`."""
    hand = checked_hand(hand)
    if not callable(bet):
        raise InvalidArgumentError(f"bet must be a function, not {shown(bet)}")
    if hand.phase == "betting":
        try:
            return bet(hand)
        except IllegalActionError:
            pass
    return random_decision(hand, rng)
