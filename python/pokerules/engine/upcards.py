"""Stud acting order: how strong a player's face-up cards are.

Each stud betting round is begun by the highest hand showing. Exposed
cards are ranked as partial hands (quads, trips, two pair, pair, high card; straights and
flushes do not count) and suits never matter. Wild cards showing count as wild by default, so a
lone deuce shows as an ace.

>>> from pokerules.cards import parse_hand
>>> from pokerules.engine.upcards import exposed_strength
>>> deuces = frozenset(range(4))
>>> exposed_strength(parse_hand("Kd 2h"), deuces) > exposed_strength(parse_hand("Qs Qd"), deuces)
True
>>> exposed_strength(parse_hand("2h"), deuces) == exposed_strength(parse_hand("As"), deuces)
True
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Collection, Sequence
from typing import TypeVar

from pokerules.cards import Card
from pokerules.games.spec import ExposedWild

__all__ = [
    "ExposedWild",
    "FirstSeen",
    "exposed_strength",
    "high_showing",
    "low_showing",
    "low_strength",
    "rated",
]

_ACE = 12
_V = TypeVar("_V")


def exposed_strength(
    cards: Sequence[Card], wild_cards: Collection[int], counting: ExposedWild = "wild"
) -> tuple[int, ...]:
    """A sort key for face-up cards: a larger key is a higher hand showing.

    ``counting`` is ``"wild"`` (wilds make the best hand; equal hands tie), ``"natural_two"``
    (wilds count at their own rank) or ``"natural_first"`` (as ``"wild"``, but a natural hand
    beats an equal one made with wilds).
    """
    if not wild_cards:
        high_first = sorted([card >> 2 for card in cards], reverse=True)
        if len(set(high_first)) == len(high_first):  # no pair (the usual case)
            key = (1,) * len(high_first) + tuple(high_first)
            return (*key, 1) if counting == "natural_first" else key
    counts: dict[int, int] = {}
    wilds = 0
    naturals_only = counting == "natural_two"
    for card in cards:
        if not naturals_only and card in wild_cards:
            wilds += 1
        else:
            rank = card >> 2
            counts[rank] = counts.get(rank, 0) + 1
    if counts:
        groups = sorted(zip(counts.values(), counts.keys(), strict=True), reverse=True)
        if wilds:
            # Adding every wild to the biggest (then highest) group is always best without
            # straights and flushes.
            count, rank = groups[0]
            groups[0] = (count + wilds, rank)
        sizes, tops = zip(*groups, strict=True)
        key = sizes + tops
    else:
        key = (wilds, _ACE) if wilds else ()
    if counting == "natural_first":
        key += (0 if wilds else 1,)
    return key


class FirstSeen(dict[tuple[Card, ...], _V]):
    """A cache of ``rate(cards)`` by upcards, filled on first sight: the same few cards show
    at every stud street of every hand. Reading it is a plain dict lookup (C code, no Python
    frame), so a round's first seat costs one lookup a seat; it starts over when full.

    >>> lowest = FirstSeen(min)
    >>> lowest[(9, 4)], lowest[(9, 4)], len(lowest)
    (4, 4, 1)
    """

    __slots__ = ("rate",)

    def __init__(self, rate: Callable[[tuple[Card, ...]], _V]) -> None:
        super().__init__()
        self.rate = rate

    def __missing__(self, cards: tuple[Card, ...]) -> _V:
        if len(self) >= _CACHE_SIZE:
            self.clear()
        value = self[cards] = self.rate(cards)
        return value


_CACHE_SIZE = 65536


def rated(
    table: FirstSeen[_V], seats: Sequence[int], exposed: Callable[[int], Sequence[Card]]
) -> list[_V]:
    """``table``'s rating of each seat's upcards, in the order of ``seats``.

    >>> rated(FirstSeen(len), [1, 0], {0: (3,), 1: [5, 9]}.__getitem__)
    [2, 1]
    """
    try:  # the dealer's upcards are tuples: looked up as they are
        return list(map(table.__getitem__, map(exposed, seats)))  # type: ignore[arg-type]
    except TypeError:  # a list is no dict key
        return list(map(table.__getitem__, map(tuple, map(exposed, seats))))


_HIGH: dict[tuple[frozenset[int], str], FirstSeen[tuple[int, ...]]] = {}


def high_showing(
    seats: Sequence[int],
    exposed: Callable[[int], Sequence[Card]],
    wild_cards: Collection[int],
    counting: ExposedWild = "wild",
) -> int:
    """The seat with the highest hand showing among ``seats``; a tie goes to the one listed
    first (list them clockwise from the dealer).

    >>> from pokerules.cards import parse_hand
    >>> up = {0: parse_hand("9s"), 1: parse_hand("Kd"), 2: parse_hand("Kh")}
    >>> high_showing([0, 1, 2], up.__getitem__, frozenset())
    1
    """
    if not seats:
        return -1
    if type(wild_cards) is frozenset:
        table = _HIGH.get((wild_cards, counting))
        if table is None:
            table = _HIGH[wild_cards, counting] = FirstSeen(
                functools.partial(exposed_strength, wild_cards=wild_cards, counting=counting)
            )
        strengths = rated(table, seats, exposed)
    else:
        strengths = [exposed_strength(exposed(s), wild_cards, counting) for s in seats]
    # index() finds the first of equal hands: the one listed first.
    return seats[strengths.index(max(strengths))]


def low_strength(cards: Sequence[Card]) -> tuple[int, ...]:
    """A sort key for face-up cards in razz: a smaller key is a lower (better) hand showing.

    Ace-to-five: aces are low, pairs count against a hand, straights and flushes do not count.
    Hands with fewer pairs come first, then the highest group and card down.

    >>> from pokerules.cards import parse_hand
    >>> low_strength(parse_hand("Ad 4c")) < low_strength(parse_hand("5h 2s"))
    True
    >>> low_strength(parse_hand("Kd Qc")) < low_strength(parse_hand("2h 2s"))
    True
    """
    ranks = sorted([((card >> 2) + 1) % 13 for card in cards], reverse=True)  # ace below deuce
    if len(set(ranks)) == len(ranks):  # no pair (the usual case): high card down
        return (1,) * len(ranks) + tuple(ranks)
    counts: dict[int, int] = {}
    for rank in ranks:
        counts[rank] = counts.get(rank, 0) + 1
    groups = sorted(zip(counts.values(), counts.keys(), strict=True), reverse=True)
    return tuple(size for size, _ in groups) + tuple(rank for _, rank in groups)


def low_showing(seats: Sequence[int], exposed: Callable[[int], Sequence[Card]]) -> int:
    """The seat with the lowest hand showing among ``seats`` (razz, from fourth street); a tie
    goes to the one listed first (list them clockwise from the dealer).

    >>> from pokerules.cards import parse_hand
    >>> up = {0: parse_hand("9s 9d"), 1: parse_hand("Kd Qd"), 2: parse_hand("Kh Qs")}
    >>> low_showing([0, 1, 2], up.__getitem__)
    1
    """
    if not seats:
        return -1
    strengths = rated(_LOW, seats, exposed)
    return seats[strengths.index(min(strengths))]


_LOW = FirstSeen(low_strength)
