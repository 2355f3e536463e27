"""Batch evaluation while another thread writes the same array.

The batch functions release the interpreter, so a caller's other threads may change the array
being read. Each row must be read once, checked and evaluated as that one copy: a race may give
a stale answer, but never a panic (a ``BaseException`` that ``except Exception`` misses) and
never an error about a card the row never held. The writer here writes only values from a
known set, so every card an error names can be checked against what its row ever held.
"""

from __future__ import annotations

import re
import threading
from collections.abc import Callable
from typing import Any

import numpy as np
import pytest
from pokerules import (
    PokerulesError,
    evaluate_badugi_many,
    evaluate_low27_many,
    evaluate_low_a5_many,
    evaluate_many,
    evaluate_omaha_hilo_many,
    evaluate_omaha_many,
    evaluate_wild_many,
)
from pokerules.cards import CARDS

ROWS = 20_000
"""More than one block of the threaded batch (16,384 rows), so ``threads=2`` splits them."""
CALLS = 100
HOT = 3
WRITTEN = (60, 52, 0, 51)
"""What the writer puts into the hands: two ids off the deck, and two cards that make repeats
in most rows."""

Batch = Callable[[np.ndarray[Any, Any], np.ndarray[Any, Any], np.ndarray[Any, Any]], object]
"""A batch call on (the array the writer changes, its wild mask, the other cards of each row:
Omaha's boards)."""

BATCHES: dict[str, tuple[int, Batch]] = {
    # name: (width of the array the writer changes, the call)
    "evaluate_many": (7, lambda hands, mask, rest: evaluate_many(hands)),
    "evaluate_many threads=2": (7, lambda hands, mask, rest: evaluate_many(hands, threads=2)),
    "evaluate_low27_many": (7, lambda hands, mask, rest: evaluate_low27_many(hands)),
    "evaluate_wild_many": (7, lambda hands, mask, rest: evaluate_wild_many(hands)),
    "evaluate_wild_many with a mask": (
        7,
        lambda hands, mask, rest: evaluate_wild_many(hands, wild="2", wild_mask=mask, threads=2),
    ),
    "evaluate_low_a5_many": (7, lambda hands, mask, rest: evaluate_low_a5_many(hands, qualify=8)),
    "evaluate_badugi_many": (4, lambda hands, mask, rest: evaluate_badugi_many(hands)),
    "evaluate_omaha_many": (4, lambda holes, mask, boards: evaluate_omaha_many(holes, boards)),
    "evaluate_omaha_hilo_many boards": (
        5,
        lambda boards, mask, holes: evaluate_omaha_hilo_many(holes, boards),
    ),
    "evaluate_low_a5_many threads=2": (
        7,
        lambda hands, mask, rest: evaluate_low_a5_many(hands, threads=2),
    ),
    "evaluate_badugi_many threads=2": (
        4,
        lambda hands, mask, rest: evaluate_badugi_many(hands, threads=2),
    ),
    "evaluate_omaha_many threads=2": (
        4,
        lambda holes, mask, boards: evaluate_omaha_many(holes, boards, threads=2),
    ),
    "evaluate_omaha_hilo_many boards threads=2": (
        5,
        lambda boards, mask, holes: evaluate_omaha_hilo_many(holes, boards, threads=2),
    ),
}


def _named(message: str) -> tuple[int, set[int]]:
    """The row an error is about and the card ids it names."""
    match = re.match(r"row (\d+): (.*)", message)
    assert match, f"a batch error names its row: {message!r}"
    row, text = int(match.group(1)), match.group(2)
    ids = {int(found) for found in re.findall(r"card id (-?\d+)", text)}
    ids |= {int(card) for card in CARDS if re.search(rf"\b{card}\b", text)}
    assert ids, f"the error names a card: {message!r}"
    return row, ids


@pytest.mark.parametrize("dtype", [np.uint8, np.int64])
@pytest.mark.parametrize("name", sorted(BATCHES))
def test_a_writer_thread_never_causes_a_panic_or_a_false_error(name: str, dtype: type) -> None:
    width, batch = BATCHES[name]
    rng = np.random.default_rng(7)
    # Nine different cards a row: the writer's array takes `width`, the rest (an Omaha board
    # or hole cards) stay apart in an array of their own that nobody writes.
    deals = np.array([rng.permutation(52)[:9] for _ in range(ROWS)], dtype=dtype)
    hands, rest = np.ascontiguousarray(deals[:, :width]), np.ascontiguousarray(deals[:, width:])
    # Every card each row ever held (the rest counts only where the batch reads it).
    held = [set(map(int, row)) for row in (deals if "omaha" in name else hands)]
    mask = (hands < 4).astype(np.uint8)  # the deuces, face up everywhere
    stop = threading.Event()

    def write() -> None:
        # A few hot cells flip between their card and a written value as fast as Python
        # goes, so a batch reading a hot row may see it change between two reads of the same
        # row (the race that once panicked). The mask flips with them; a flag on a card that
        # is not a deuce is an error the batch must report about its own row.
        writer_rng = np.random.default_rng(11)
        hot = list(zip(writer_rng.integers(0, ROWS, HOT).tolist(),
                       writer_rng.integers(0, width, HOT).tolist(), strict=True))  # fmt: skip
        for row, _ in hot:
            held[row].update(WRITTEN)
        while not stop.is_set():
            for row, column in hot:
                card = int(hands[row, column])
                for value in WRITTEN:
                    hands[row, column] = value
                    mask[row, column] ^= 1
                    hands[row, column] = card
                    mask[row, column] ^= 1
            started.set()

    started = threading.Event()
    writer = threading.Thread(target=write)
    writer.start()
    started.wait()
    try:
        for _ in range(CALLS):
            try:
                batch(hands, mask, rest)
            except PokerulesError as error:
                row, ids = _named(str(error))
                assert ids <= held[row], f"{error} names a card row {row} never held"
            except BaseException as error:  # a panic is a BaseException
                pytest.fail(f"{type(error).__name__} during a racing batch: {error}")
    finally:
        stop.set()
        writer.join()
