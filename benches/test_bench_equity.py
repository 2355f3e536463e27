"""Equity against eval7 and pokerkit, in the same run.

Run with ``pytest benches/test_bench_equity.py --benchmark-enable``; the summary table gives
each entry's time per runout (or per call) and its ratio to pokerules. Peers are compared at
the same number of samples (so at the same statistical error: each sample is one runout, and
the error falls as one over the root of the count), and their answers are checked first, so
a fast wrong answer cannot win.
"""

from __future__ import annotations

import os
from typing import Any

import eval7
import pokerules
import pytest

SAMPLES = 400_000
CORES = os.cpu_count() or 1
PUBLISHED = {"wins": (1_388_072, 317_694), "ties": (6_538, 6_538), "runouts": 1_712_304}


def test_exact_aces_against_kings_one_thread(record: Any) -> None:
    result = record(
        "exact AhAs v KdKc preflop (per call)", "pokerules",
        lambda: pokerules.equity(["AhAs", "KdKc"], exact=True, threads=1), per_call=1, repeat=20,
    )  # fmt: skip
    assert (result.wins, result.ties, result.runouts) == tuple(PUBLISHED.values())


def test_exact_aces_against_kings_all_threads(record: Any) -> None:
    result = record(
        "exact AhAs v KdKc preflop (per call)", f"pokerules, {CORES} threads",
        lambda: pokerules.equity(["AhAs", "KdKc"], exact=True), per_call=1, repeat=20,
    )  # fmt: skip
    assert result.wins == PUBLISHED["wins"]


def test_eval7_exact_is_wrong() -> None:
    # eval7's "exact" hand-v-range function enumerates complete boards only: it answers 1.0.
    hand = [eval7.Card("Ah"), eval7.Card("As")]
    answer = eval7.py_hand_vs_range_exact(hand, eval7.HandRange("KdKc"), [])
    exact = pokerules.equity(["AhAs", "KdKc"], exact=True).equity[0]
    assert abs(answer - exact) > 0.1, "eval7's exact answer became right: update the README"


def test_sampling_one_thread(record: Any) -> None:
    result = record(
        "sampled AhAs v KdKc, per runout", "pokerules",
        lambda: pokerules.equity(["AhAs", "KdKc"], samples=SAMPLES, seed=1, threads=1),
        per_call=SAMPLES,
    )  # fmt: skip
    assert abs(result.equity[0] - 0.81255) < 4 * result.stderr[0]


def test_sampling_all_threads(record: Any) -> None:
    record(
        "sampled AhAs v KdKc, per runout", f"pokerules, {CORES} threads",
        lambda: pokerules.equity(["AhAs", "KdKc"], samples=SAMPLES * 4, seed=1),
        per_call=SAMPLES * 4,
    )  # fmt: skip


def test_sampling_eval7(record: Any) -> None:
    hand = [eval7.Card("Ah"), eval7.Card("As")]
    villain = eval7.HandRange("KdKc")
    answer = record(
        "sampled AhAs v KdKc, per runout", "eval7 py_hand_vs_range_monte_carlo",
        lambda: eval7.py_hand_vs_range_monte_carlo(hand, villain, [], SAMPLES), per_call=SAMPLES,
    )  # fmt: skip
    assert abs(answer - 0.81255) < 0.005


def test_sampling_with_ranges(record: Any) -> None:
    result = record(
        "sampled AKs v QQ+ v random, per runout", "pokerules",
        lambda: pokerules.equity(["AKs", "QQ+", "random"], samples=SAMPLES, seed=2, threads=1),
        per_call=SAMPLES,
    )  # fmt: skip
    assert result.runouts == SAMPLES


def test_sampling_pokerkit(record: Any) -> None:
    pk = pytest.importorskip("pokerkit")
    ranges = [pk.parse_range("AhAs"), pk.parse_range("KdKc")]
    count = 2_000
    answer = record(
        "sampled AhAs v KdKc, per runout", "pokerkit calculate_equities",
        lambda: pk.calculate_equities(ranges, (), 2, 5, pk.Deck.STANDARD,
                                      (pk.StandardHighHand,), sample_count=count),
        per_call=count, repeat=3,
    )  # fmt: skip
    assert abs(answer[0] - 0.81255) < 0.05


OMAHA8 = ["AhAs2d3c", "KcKdQsJh"]


def test_exact_omaha8_preflop_one_thread(record: Any) -> None:
    result = record(
        "exact omaha8 AhAs2d3c v KcKdQsJh preflop (per call)", "pokerules",
        lambda: pokerules.equity(OMAHA8, game="omaha8", exact=True, threads=1),
        per_call=1, repeat=10,
    )  # fmt: skip
    assert result.runouts == 1_086_008


def test_exact_omaha_high_preflop_one_thread(record: Any) -> None:
    record(
        "exact omaha8 AhAs2d3c v KcKdQsJh preflop (per call)", "pokerules, omaha high only",
        lambda: pokerules.equity(OMAHA8, game="omaha", exact=True, threads=1),
        per_call=1, repeat=10,
    )  # fmt: skip


def test_exact_omaha8_flop_three_players(record: Any) -> None:
    hands = ["Ah2h3s4d", "KcKdQsJh", "Ac2d5s6c"]
    result = record(
        "exact omaha8 three players on a flop (per call)", "pokerules, one thread",
        lambda: pokerules.equity(hands, board="7h 8d Kh", game="omaha8", exact=True, threads=1),
        repeat=10,
    )  # fmt: skip
    assert result.runouts == 666


def test_sampling_omaha8_one_thread(record: Any) -> None:
    result = record(
        "sampled omaha8 AhAs2d3c v KcKdQsJh, per runout", "pokerules",
        lambda: pokerules.equity(OMAHA8, game="omaha8", samples=SAMPLES, seed=1, threads=1),
        per_call=SAMPLES,
    )  # fmt: skip
    exact = pokerules.equity(OMAHA8, game="omaha8", exact=True).equity[0]
    assert result.stderr is not None
    assert abs(result.equity[0] - exact) < 4 * result.stderr[0]


def test_sampling_omaha8_all_threads(record: Any) -> None:
    record(
        "sampled omaha8 AhAs2d3c v KcKdQsJh, per runout", f"pokerules, {CORES} threads",
        lambda: pokerules.equity(OMAHA8, game="omaha8", samples=SAMPLES * 4, seed=1),
        per_call=SAMPLES * 4,
    )  # fmt: skip


def test_sampling_omaha8_pokerkit(record: Any) -> None:
    pk = pytest.importorskip("pokerkit")
    ranges = [pk.parse_range(hand) for hand in OMAHA8]
    count = 500
    hand_types = (pk.OmahaHoldemHand, pk.OmahaEightOrBetterLowHand)
    answer = record(
        "sampled omaha8 AhAs2d3c v KcKdQsJh, per runout", "pokerkit calculate_equities",
        lambda: pk.calculate_equities(ranges, (), 4, 5, pk.Deck.STANDARD, hand_types,
                                      sample_count=count),
        per_call=count, repeat=3,
    )  # fmt: skip
    exact = pokerules.equity(OMAHA8, game="omaha8", exact=True).equity[0]
    assert abs(answer[0] - exact) < 0.1
