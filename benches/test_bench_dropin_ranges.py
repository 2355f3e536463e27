"""eval7's ranges and range equities through ``pokerules.compat.eval7`` and through eval7.

Run with ``pytest benches/test_bench_dropin_ranges.py --benchmark-enable``. Answers are
compared before anything is timed: equal on the river, within eval7's sampling error where
eval7 samples (the drop-in enumerates these spots, so its answer has no sampling error).
"""

from __future__ import annotations

from typing import Any

import eval7
from pokerules.compat import eval7 as shim

RANGE = "22+, A2s+, K9s+, QTs+, JTs, ATo+, KJo+, 0.5(T9s, 98s, 87s)"
HERO = ("As", "Ad")
PREFLOP_RANGE = "AA, A3o, 32s"  # eval7's own test spot: 0.85337
FLOP = ("Kh", "7c", "2d")
RIVER = ("Kh", "7c", "2d", "9s", "4h")
ITERATIONS = 1_000_000


def _spot(module: Any, board: tuple[str, ...], text: str) -> tuple[Any, ...]:
    return (
        [module.Card(c) for c in HERO],
        module.HandRange(text),
        [module.Card(c) for c in board],
    )


def test_range_equities_agree_before_they_race() -> None:
    assert shim.HandRange(RANGE).tokens == eval7.HandRange(RANGE).tokens
    river = [eval7.py_hand_vs_range_exact(*_spot(m, RIVER, RANGE)) for m in (shim, eval7)]
    assert river[0] == river[1]
    for board, text in (((), PREFLOP_RANGE), (FLOP, RANGE)):
        ours = shim.py_hand_vs_range_monte_carlo(*_spot(shim, board, text), ITERATIONS)
        theirs = eval7.py_hand_vs_range_monte_carlo(*_spot(eval7, board, text), ITERATIONS)
        assert abs(ours - theirs) < 5 * (0.5 / ITERATIONS) ** 0.5


def test_range_string(record: Any) -> None:
    record("eval7 HandRange, 9 entries", "pokerules", shim.HandRange, RANGE, repeat=30)


def test_range_string_peer(record: Any) -> None:
    record("eval7 HandRange, 9 entries", "eval7", eval7.HandRange, RANGE, repeat=30)


def test_river(record: Any) -> None:
    record("eval7 py_hand_vs_range_exact, river", "pokerules",
           shim.py_hand_vs_range_exact, *_spot(shim, RIVER, RANGE), repeat=30)  # fmt: skip


def test_river_peer(record: Any) -> None:
    record("eval7 py_hand_vs_range_exact, river", "eval7",
           eval7.py_hand_vs_range_exact, *_spot(eval7, RIVER, RANGE), repeat=30)  # fmt: skip


def test_preflop(record: Any) -> None:
    record("eval7 monte carlo, preflop, 1M", "pokerules", shim.py_hand_vs_range_monte_carlo,
           *_spot(shim, (), PREFLOP_RANGE), ITERATIONS, repeat=5)  # fmt: skip


def test_preflop_peer(record: Any) -> None:
    record("eval7 monte carlo, preflop, 1M", "eval7", eval7.py_hand_vs_range_monte_carlo,
           *_spot(eval7, (), PREFLOP_RANGE), ITERATIONS, repeat=5)  # fmt: skip


def test_flop(record: Any) -> None:
    record("eval7 monte carlo, flop, 1M", "pokerules", shim.py_hand_vs_range_monte_carlo,
           *_spot(shim, FLOP, RANGE), ITERATIONS, repeat=5)  # fmt: skip


def test_flop_peer(record: Any) -> None:
    record("eval7 monte carlo, flop, 1M", "eval7", eval7.py_hand_vs_range_monte_carlo,
           *_spot(eval7, FLOP, RANGE), ITERATIONS, repeat=5)  # fmt: skip
