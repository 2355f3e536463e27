"""Counts of final hands by class value, as the core returns them, and exact expectations
over them.

The core sends each draw's counts as one dense row of ``uint32`` per discard, indexed by
value from the best of the scale; :class:`ClassCounts` reads such a row as a mapping, and
:func:`expectations` takes exact expected payouts over many rows with one integer matrix
product.

>>> import numpy as np
>>> counts = ClassCounts(1, np.array([0, 3, 0, 2], dtype=np.uint32))
>>> dict(counts), counts.at_least(2), counts.total
({2: 3, 4: 2}, 3, 5)
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterator, Mapping
from fractions import Fraction
from typing import Any

import numpy as np

__all__ = ["ClassCounts", "dense_rows", "expectations"]

_SAFE = 1 << 62


def dense_rows(width: int, data: bytes) -> np.ndarray[Any, np.dtype[np.uint32]]:
    """The rows of counts the core sent, read-only."""
    return np.frombuffer(data, dtype="<u4").reshape(-1, width)


class ClassCounts(Mapping[int, int]):
    """Final hands by class value, best first; values never reached are absent.

    A read-only view of one row of counts whose first entry is the value ``best``.
    """

    __slots__ = ("_best", "_counts")

    def __init__(self, best: int, counts: np.ndarray[Any, np.dtype[np.uint32]]) -> None:
        self._best = best
        self._counts = counts

    @property
    def best(self) -> int:
        """The value of the first entry of :attr:`array`: the best value of the scale."""
        return self._best

    @property
    def array(self) -> np.ndarray[Any, np.dtype[np.uint32]]:
        """The dense counts, one per value from :attr:`best`, zeros included (read-only)."""
        view = self._counts.view()
        view.flags.writeable = False
        return view

    @property
    def total(self) -> int:
        """The number of final hands counted."""
        return int(self._counts.sum(dtype=np.uint64))

    def at_least(self, threshold: int) -> int:
        """The number of final hands at ``threshold`` or better."""
        end = max(0, threshold - self._best + 1)
        return int(self._counts[:end].sum(dtype=np.uint64))

    def __getitem__(self, value: int) -> int:
        index = value - self._best if isinstance(value, int) else -1
        if 0 <= index < len(self._counts) and self._counts[index]:
            return int(self._counts[index])
        raise KeyError(value)

    def __iter__(self) -> Iterator[int]:
        best = self._best
        return (best + int(i) for i in np.flatnonzero(self._counts))

    def __len__(self) -> int:
        return int(np.count_nonzero(self._counts))

    def __repr__(self) -> str:
        return f"ClassCounts({dict(self.items())})"


def expectations(
    rows: np.ndarray[Any, np.dtype[np.uint32]], best: int, pay: Callable[[int], Fraction]
) -> list[Fraction]:
    """The exact mean payout of each row of counts (values from ``best``).

    ``pay`` is called once per value that some row reaches. The payouts are put over their
    common denominator and the sums taken as one integer matrix product; when the numbers
    could overflow 64 bits, in Python integers instead.
    """
    columns = np.flatnonzero(rows.any(axis=0))
    pays = [pay(best + int(c)) for c in columns]
    denominator = math.lcm(*(p.denominator for p in pays)) if pays else 1
    numerators = [p.numerator * (denominator // p.denominator) for p in pays]
    totals = [int(t) for t in rows.sum(axis=1, dtype=np.uint64)]
    reached = rows[:, columns]
    largest = max((abs(n) for n in numerators), default=0)
    if largest * max(totals, default=0) < _SAFE:
        sums = [int(s) for s in reached.astype(np.int64) @ np.array(numerators, dtype=np.int64)]
    else:
        sums = [sum(n * int(c) for n, c in zip(numerators, row, strict=True)) for row in reached]
    return [Fraction(s, denominator * t) for s, t in zip(sums, totals, strict=True)]
