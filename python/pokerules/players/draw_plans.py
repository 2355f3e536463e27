"""The heuristic bot's draws: which cards it throws in the high draw games and in 2-7.

:func:`high_discards` (five-card draw, with or without wild cards) and :func:`low27_discards`
(deuce-to-seven) hold the card choices of :class:`~pokerules.players.strategies.HeuristicBot` in the
draw games, as pure functions of the cards, so they can be tried without a hand; the bot calls
the checked, cached forms underneath them. Both are also importable from
:mod:`pokerules.players.strategies`.

>>> from pokerules.cards import parse_hand
>>> high_discards(parse_hand("Qs Qd 7c 4h 9s")), low27_discards(parse_hand("2c 3d 4h 7s Kc"))
([Card('4h'), Card('7c'), Card('9s')], [Card('Kc')])
"""

from __future__ import annotations

import functools
from collections.abc import Collection, Sequence

from pokerules.cards import Card, parse_hand
from pokerules.evaluation.five_card import HandCategory, evaluate, evaluate_wild, hand_shape
from pokerules.validate import as_flag, as_int

__all__ = ["high_discards", "low27_discards"]

_JACK = 9
_EIGHT = 6
_NINE = 7
_TEN = 8

# Hand categories as plain ints (HandCategory values): enum comparisons cost more.
_STRAIGHT = int(HandCategory.STRAIGHT)
_ONE_PAIR = int(HandCategory.ONE_PAIR)
_HIGH_CARD = int(HandCategory.HIGH_CARD)


def _flush_draw(naturals: Sequence[Card]) -> list[Card]:
    """Four (not five) cards of one suit, or nothing."""
    counts = [0, 0, 0, 0]
    for c in naturals:
        counts[c & 3] += 1
    for suit in range(4):
        if counts[suit] == 4:
            return [c for c in naturals if c & 3 == suit]
    return []


def _straight_draw(naturals: Sequence[Card]) -> list[Card]:
    """Four consecutive ranks open at both ends (2-3-4-5 up to 9-T-J-Q), highest first."""
    by_rank = {c >> 2: c for c in naturals}
    if len(by_rank) < 4:
        return []
    for low in range(8, -1, -1):
        if low in by_rank and low + 1 in by_rank and low + 2 in by_rank and low + 3 in by_rank:
            return [by_rank[low + 3], by_rank[low + 2], by_rank[low + 1], by_rank[low]]
    return []


def high_discards(
    cards: Sequence[Card],
    wild: Collection[int] = (),
    limit: int = 5,
    *,
    may_duplicate: bool = False,
) -> list[Card]:
    """The cards to throw in a high draw game (with ``wild`` cards, if any), lowest first.

    Stands pat on a straight or better; keeps made groups and wild cards (throwing the rest);
    draws one to a four-card flush or an open-ended straight (a pair below jacks gives way to a
    flush draw); otherwise keeps the best one or two high cards. At most ``limit`` cards go:
    when the plan throws more, the highest of them are kept.

    >>> from pokerules.cards import parse_hand
    >>> high_discards(parse_hand("Ks Kd 7c 4h 9s"), wild=range(4), limit=3)
    [Card('4h'), Card('7c'), Card('9s')]
    >>> high_discards(parse_hand("9h Th Jc Qd 3s"))  # open-ended straight draw
    [Card('3s')]
    >>> high_discards(parse_hand("Ah 8d 6c 4h 3s"), wild=range(4), limit=2)
    [Card('3s'), Card('4h')]
    """
    cards = parse_hand(cards)
    wild_set = _card_set(wild)
    limit = as_int(limit, "limit")
    duplicate = as_flag(may_duplicate, "may_duplicate")
    return _high_discards(cards, wild_set, sorted(wild_set), limit, duplicate)


def _card_set(cards: object) -> frozenset[int]:
    """Wild cards given as ids or cards (a range of ids, a set, a list)."""
    return frozenset(int(c) for c in parse_hand(cards))  # type: ignore[arg-type]


def _high_discards(
    cards: Sequence[Card],
    wild: frozenset[int],
    wild_list: Sequence[int],
    limit: int,
    may_duplicate: bool,
) -> list[Card]:
    if wild:
        value = evaluate_wild(cards, wild=wild_list, may_duplicate=may_duplicate)
        kind = hand_shape(value, "wild", may_duplicate=may_duplicate)[0]
        wilds = [c for c in cards if c in wild]
        naturals = [c for c in cards if c not in wild]
    else:
        value = evaluate(cards)
        kind = hand_shape(value, "high")[0]
        wilds = []
        naturals = list(cards)
    if kind <= _STRAIGHT or not naturals:
        return []
    keep: list[Card]
    if kind == _HIGH_CARD:  # no wild card and no pair
        keep = _flush_draw(naturals) or _straight_draw(naturals)
        if not keep:
            ordered = sorted(naturals, reverse=True)
            keep = ordered[:2] if ordered[1] >> 2 >= _JACK else ordered[:1]
    else:
        counts = [0] * 13
        for c in naturals:
            counts[c >> 2] += 1
        grouped = [c for c in naturals if counts[c >> 2] >= 2]
        if kind == _ONE_PAIR and grouped and grouped[0] >> 2 < _JACK:
            keep = _flush_draw(naturals) or grouped
        else:
            keep = wilds + (grouped or [max(naturals)])
    discards = sorted(c for c in cards if c not in keep)
    if limit < 0:
        limit = 0
    while len(discards) > limit:
        discards.pop()
    return discards


def _is_straight(ranks: Sequence[int]) -> bool:
    """Five distinct ranks in a row (2-7 has no wheel: the ace is always high)."""
    return len(set(ranks)) == 5 and max(ranks) - min(ranks) == 4


def low27_discards(cards: Sequence[Card], draws_left: int = 1, limit: int = 5) -> list[Card]:
    """The cards to throw in deuce-to-seven, lowest first.

    Keeps one card of each rank from deuce to eight (never an ace), breaking pairs; stands pat
    on a made eight-low or better, on a nine-low with two draws or fewer to come and on a
    ten-low at the last draw; breaks a made straight or flush by throwing its top card.

    >>> from pokerules.cards import parse_hand
    >>> low27_discards(parse_hand("2c 3d 4h 7s Kc"), draws_left=3)
    [Card('Kc')]
    >>> low27_discards(parse_hand("2c 3d 4h 7s 9c"), draws_left=3), low27_discards(
    ...     parse_hand("2c 3d 4h 7s 9c"), draws_left=2)
    ([Card('9c')], [])
    >>> low27_discards(parse_hand("2c 3d 4h 5s 6c"))  # a straight: break it
    [Card('6c')]
    """
    cards = parse_hand(cards)
    return list(_low27_plan(cards, as_int(draws_left, "draws_left"), as_int(limit, "limit")))


def _low27_plan(cards: Sequence[Card], draws_left: int, limit: int) -> tuple[Card, ...]:
    ranks = [c >> 2 for c in cards]
    unpaired = len(set(ranks)) == len(cards) == 5
    flush = len({c & 3 for c in cards}) == 1
    top = max(ranks) if ranks else 0
    # Pat: an eight or better, a nine with two draws or fewer left, a ten at the last draw.
    smooth = top <= _EIGHT or (top == _NINE and draws_left <= 2) or (top == _TEN and draws_left < 2)
    if smooth and unpaired and not flush and not _is_straight(ranks):
        return ()
    keep: dict[int, Card] = {}
    for c in sorted(cards):
        rank = c >> 2
        if rank <= _EIGHT and rank not in keep:
            keep[rank] = c
    if len(keep) == 5:  # a made straight or flush of low cards: break it at the top
        del keep[max(keep)]
    kept = set(keep.values())
    discards = sorted(c for c in cards if c not in kept)
    while len(discards) > max(limit, 0):
        discards.pop(0)  # keep the lowest of the cards it meant to throw
    return tuple(discards)


# The bot asks twice a decision (its rating, then its discards), always with a hand's tuple of
# Cards, so a cache keyed by that tuple serves it.
_low27_cached = functools.lru_cache(maxsize=8192)(_low27_plan)
