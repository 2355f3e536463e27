"""Brute-force oracles for wild-card hands, independent of the wild evaluator.

``best_by_substitution`` tries every set of distinct cards the wilds could stand for (none
copying a natural card) and scores each resulting natural hand with the natural evaluator,
which the exhaustive tests prove; five of a kind, the one case a wild may copy a natural, is
added by counting ranks. ``duplicate_strength`` scores hands under the "double-ace flush"
rule from first principles, as a sortable tuple.
"""

from __future__ import annotations

from collections import Counter
from itertools import combinations, product

import numpy as np
from pokerules import evaluate_many


def best_by_substitution(cards: list[int], wild: list[bool]) -> int:
    naturals = [c for c, w in zip(cards, wild, strict=True) if not w]
    wilds = len(cards) - len(naturals)
    if wilds >= 5:
        return -12
    best = 10**6
    for rank, count in Counter(c >> 2 for c in naturals).items():
        if count + wilds >= 5:
            best = min(best, -rank)
    free = [c for c in range(52) if c not in naturals]
    rows = np.array([naturals + list(extra) for extra in combinations(free, wilds)])
    return min(best, int(evaluate_many(rows).min()))


def _strength(ranks: list[int], flush: bool) -> tuple[int, ...]:
    """Higher is better: category (10 = five of a kind … 1 = high card), then ranks."""
    counts = Counter(ranks)
    groups = sorted(((n, r) for r, n in counts.items()), reverse=True)
    ordered = [r for n, r in groups for _ in range(n)]
    distinct = sorted(counts, reverse=True)
    straight_top = None
    if len(distinct) == 5 and distinct[0] - distinct[4] == 4:
        straight_top = distinct[0]
    elif distinct == [12, 3, 2, 1, 0]:
        straight_top = 3
    pattern = [n for n, _ in groups]
    if pattern == [5]:
        return (10, ordered[0])
    if straight_top is not None and flush:
        return (9, straight_top)
    if pattern == [4, 1]:
        return (8, *ordered)
    if pattern == [3, 2]:
        return (7, *ordered)
    if flush:
        return (6, *sorted(ranks, reverse=True))
    if straight_top is not None:
        return (5, straight_top)
    category = {(3, 1, 1): 4, (2, 2, 1): 3, (2, 1, 1, 1): 2}.get(tuple(pattern), 1)
    return (category, *ordered)


def duplicate_strength(cards: list[int], wild: list[bool]) -> tuple[int, ...]:
    """Best strength of five cards when wilds may copy any card (the double-ace flush rule)."""
    naturals = [c for c, w in zip(cards, wild, strict=True) if not w]
    wilds = len(cards) - len(naturals)
    natural_ranks = [c >> 2 for c in naturals]
    suited = len({c & 3 for c in naturals}) <= 1
    best: tuple[int, ...] = ()
    for extra in product(range(13), repeat=wilds):
        ranks = natural_ranks + list(extra)
        if max(Counter(ranks).values()) > 5:
            continue
        best = max(best, _strength(ranks, flush=False))
        if suited:
            best = max(best, _strength(ranks, flush=True))
    return best
