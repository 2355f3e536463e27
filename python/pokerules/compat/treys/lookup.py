"""treys' ``LookupTable``: the class boundaries and the two prime-product tables.

treys ranks a five-card hand by the product of its ranks' primes: ``flush_lookup`` maps the
product of a flush's (or straight flush's) ranks to its class, ``unsuited_lookup`` every other
hand's. The drop-in evaluates with pokerules' own tables; these are built from pokerules'
7,462 classes (their ranks, by :func:`~pokerules.evaluation.five_card.hand_shape`'s core
call), once, for code that reads them, and hold the same entries as treys'.

>>> from pokerules.compat.treys import Card, LookupTable
>>> table = LookupTable()
>>> royal = Card.prime_product_from_rankbits(0b1111100000000)
>>> table.flush_lookup[royal], table.unsuited_lookup[royal], len(table.unsuited_lookup)
(1, 1600, 6175)
"""

from __future__ import annotations

import functools
import itertools
from collections.abc import Iterator, Sequence
from typing import ClassVar

from pokerules import _core
from pokerules.compat.treys.card import Card
from pokerules.errors import InvalidArgumentError
from pokerules.validate import as_int, as_list, as_path, is_integer

__all__ = ["LookupTable"]

_CLASSES = 7462
_FLUSH_KINDS = (1, 4)  # pokerules categories: straight flush, flush
_STRAIGHT_KINDS = (5,)
_HIGH_CARD_KINDS = (9,)


@functools.cache
def _shapes() -> tuple[tuple[int, int, tuple[int, ...]], ...]:
    """Each class, its pokerules category and its five ranks, best class first."""
    shapes = []
    for value in range(1, _CLASSES + 1):
        kind, ranks = _core.hand_shape(value, "high", False)
        shapes.append((value, kind, tuple(ranks)))
    return tuple(shapes)


def _product(ranks: Sequence[int]) -> int:
    product = 1
    for rank in ranks:
        product *= Card.PRIMES[rank]
    return product


def _bits(ranks: Sequence[int]) -> int:
    return sum(1 << rank for rank in set(ranks))


class LookupTable:
    """treys' lookup table: the worst class number of each category (``MAX_FLUSH`` …), the
    rank classes and their names, and the prime-product tables ``flush_lookup`` and
    ``unsuited_lookup`` (class 1 is the royal flush, 7462 the worst high card).

    >>> LookupTable.MAX_FULL_HOUSE, LookupTable.RANK_CLASS_TO_STRING[3]
    (322, 'Full House')
    """

    MAX_ROYAL_FLUSH: ClassVar[int] = 1
    MAX_STRAIGHT_FLUSH: ClassVar[int] = 10
    MAX_FOUR_OF_A_KIND: ClassVar[int] = 166
    MAX_FULL_HOUSE: ClassVar[int] = 322
    MAX_FLUSH: ClassVar[int] = 1599
    MAX_STRAIGHT: ClassVar[int] = 1609
    MAX_THREE_OF_A_KIND: ClassVar[int] = 2467
    MAX_TWO_PAIR: ClassVar[int] = 3325
    MAX_PAIR: ClassVar[int] = 6185
    MAX_HIGH_CARD: ClassVar[int] = 7462

    MAX_TO_RANK_CLASS: ClassVar[dict[int, int]] = {
        MAX_ROYAL_FLUSH: 0,
        MAX_STRAIGHT_FLUSH: 1,
        MAX_FOUR_OF_A_KIND: 2,
        MAX_FULL_HOUSE: 3,
        MAX_FLUSH: 4,
        MAX_STRAIGHT: 5,
        MAX_THREE_OF_A_KIND: 6,
        MAX_TWO_PAIR: 7,
        MAX_PAIR: 8,
        MAX_HIGH_CARD: 9,
    }

    RANK_CLASS_TO_STRING: ClassVar[dict[int, str]] = {
        0: "Royal Flush",
        1: "Straight Flush",
        2: "Four of a Kind",
        3: "Full House",
        4: "Flush",
        5: "Straight",
        6: "Three of a Kind",
        7: "Two Pair",
        8: "Pair",
        9: "High Card",
    }

    def __init__(self) -> None:
        self.flush_lookup: dict[int, int] = {}
        self.unsuited_lookup: dict[int, int] = {}
        self.flushes()
        self.multiples()

    def flushes(self) -> None:
        """Fills ``flush_lookup`` with the straight flushes and flushes, then the straights
        and high cards of ``unsuited_lookup`` (the same rank sets)."""
        straights: list[int] = []
        highcards: list[int] = []
        for value, kind, ranks in _shapes():
            if kind in _FLUSH_KINDS:
                self.flush_lookup[_product(ranks)] = value
                (straights if kind == 1 else highcards).append(_bits(ranks))
        self.straight_and_highcards(straights, highcards)

    def straight_and_highcards(self, straights: Sequence[int], highcards: Sequence[int]) -> None:
        """Numbers rank-bit patterns in ``unsuited_lookup``: ``straights`` from the best
        straight's class (1600) on, ``highcards`` from the best high card's (6186) on."""
        patterns = [
            as_list(listed, what, limit=_CLASSES, error=InvalidArgumentError)
            for listed, what in ((straights, "straights"), (highcards, "highcards"))
        ]
        # Every pattern is checked before the table changes.
        straight_products, highcard_products = (
            [Card.prime_product_from_rankbits(bits) for bits in listed] for listed in patterns
        )
        for start, products in (
            (self.MAX_FLUSH + 1, straight_products),
            (self.MAX_PAIR + 1, highcard_products),
        ):
            self.unsuited_lookup.update({p: start + i for i, p in enumerate(products)})

    def multiples(self) -> None:
        """Fills ``unsuited_lookup`` with the hands holding a repeated rank: four of a kind,
        full houses, three of a kind, two pair and one pair."""
        paired = _FLUSH_KINDS + _STRAIGHT_KINDS + _HIGH_CARD_KINDS
        for value, kind, ranks in _shapes():
            if kind not in paired:
                self.unsuited_lookup[_product(ranks)] = value

    def write_table_to_disk(self, table: dict[int, int], filepath: str) -> None:
        """Writes a table as ``product,class`` lines."""
        if not isinstance(table, dict) or not all(map(is_integer, itertools.chain(*table.items()))):
            raise InvalidArgumentError("table must be a dict of ints (prime product: class)")
        path = as_path(filepath, "filepath")
        try:
            with open(path, "w") as out:
                out.writelines(f"{product},{value}\n" for product, value in table.items())
        except OSError as error:
            raise InvalidArgumentError(f"cannot write {path}: {error.strerror}") from None

    def get_lexographically_next_bit_sequence(self, bits: int) -> Iterator[int]:
        """The numbers after ``bits`` with as many bits set, in increasing order, endlessly
        (the "next bit permutation" of Bit Twiddling Hacks)."""
        return _next_bit_sequences(as_int(bits, "bits", low=1))


def _next_bit_sequences(current: int) -> Iterator[int]:
    while True:
        lowest = current & -current
        ripple = current + lowest
        current = ripple | (((ripple ^ current) >> 2) // lowest)
        yield current
