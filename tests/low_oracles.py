"""Independent oracles for the low and badugi tests, written from the rules alone.

Nothing here calls the evaluators under test: each function turns cards into a sort key that
orders hands as the rule says (smaller is better), by brute force over the choices of cards.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from itertools import combinations

# Ranks counted ace-low: ace 1, deuce 2, ..., king 13. Card ids are rank * 4 + suit with the
# deuce as rank 0 and the ace as rank 12.


def low_rank(card: int) -> int:
    """The ace-low rank of a card id: ace 1 ... king 13."""
    return 1 if card >> 2 == 12 else (card >> 2) + 2


def a5_key(five: Sequence[int]) -> tuple[int, ...]:
    """Ace-to-five: pairing first (none, pair, two pair, trips, full house, quads), then the
    ranks as compared, the biggest group first and groups of a size from the top."""
    counts = Counter(low_rank(c) for c in five)
    pattern = sorted(counts.values(), reverse=True)
    pairing = [[1, 1, 1, 1, 1], [2, 1, 1, 1], [2, 2, 1], [3, 1, 1], [3, 2], [4, 1]].index(pattern)
    ordered = sorted(counts.items(), key=lambda kv: (kv[1], kv[0]), reverse=True)
    return (pairing, *(rank for rank, n in ordered for _ in range(n)))


def best_a5_key(cards: Sequence[int]) -> tuple[int, ...]:
    """The best ace-to-five key over the choices of five."""
    return min(a5_key(five) for five in combinations(cards, 5))


def eight_or_better(five: Sequence[int]) -> bool:
    """Five different ranks, none above eight (aces low)."""
    ranks = {low_rank(c) for c in five}
    return len(ranks) == 5 and max(ranks) <= 8


def best_eight_low(fives: Sequence[Sequence[int]]) -> tuple[int, ...] | None:
    """The best qualifying low among some fives, as an a5 key, or None."""
    keys = [a5_key(five) for five in fives if eight_or_better(five)]
    return min(keys) if keys else None


def omaha_fives(hole: Sequence[int], board: Sequence[int]) -> list[tuple[int, ...]]:
    """Every choice of exactly two hole cards and three board cards."""
    return [h + b for h in combinations(hole, 2) for b in combinations(board, 3)]


def badugi_key(hand: Sequence[int]) -> tuple[int, ...]:
    """Badugi: the largest set with no repeated rank or suit (more cards better), then its
    ranks from the top, ace low."""
    best: tuple[int, ...] | None = None
    for size in range(len(hand), 0, -1):
        for chosen in combinations(hand, size):
            if len({c >> 2 for c in chosen}) == size and len({c & 3 for c in chosen}) == size:
                key = (4 - size, *sorted((low_rank(c) for c in chosen), reverse=True))
                best = key if best is None else min(best, key)
        if best is not None:
            return best
    raise AssertionError("a single card is always a badugi")
