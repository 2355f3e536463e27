"""pokerules against phevaluator, treys and eval7, in the same run.

Run with ``pytest benches --benchmark-enable``; the summary table gives each peer's time per
hand and how many times slower it is than pokerules. Before timing, each peer's answers are
checked against pokerules on the same hands, so a fast wrong answer cannot win.
"""

from __future__ import annotations

import random
from itertools import pairwise
from typing import Any

import eval7
import numpy as np
import phevaluator
import pokerules
import pytest
from phevaluator import _pheval
from treys import Card as TreysCard
from treys import Evaluator as TreysEvaluator

SEVEN = [51, 47, 43, 39, 35, 0, 5]  # As Ks Qs Js Ts 2c 3d, as ids
HANDS = 200_000


@pytest.fixture(scope="module")
def hands() -> np.ndarray:
    rng = np.random.default_rng(7)
    return np.argsort(rng.random((HANDS, 52)), axis=1)[:, :7].astype(np.uint8)


def _eval7_cards(hand: list[int]) -> list[Any]:
    return [eval7.Card(str(pokerules.Card(c))) for c in hand]


def test_peers_agree_before_they_race(hands: np.ndarray) -> None:
    sample = hands[:2000].tolist()
    ours = [pokerules.evaluate(h) for h in sample]
    assert ours == [phevaluator.evaluate_cards(*h) for h in sample]
    assert ours == [_pheval.evaluate_7cards(*h) for h in sample]
    treys = TreysEvaluator()
    assert ours == [
        treys.evaluate([TreysCard.new(str(pokerules.Card(c))) for c in h[:2]],
                       [TreysCard.new(str(pokerules.Card(c))) for c in h[2:]])
        for h in sample
    ]  # fmt: skip
    # eval7 scores higher-is-better on its own scale: it must order hands the same way.
    theirs = [eval7.evaluate(_eval7_cards(h)) for h in sample]
    for (a, b), (x, y) in zip(pairwise(ours), pairwise(theirs), strict=True):
        assert (a < b) == (x > y) and (a == b) == (x == y)


def test_one_call_pokerules(record: Any) -> None:
    assert record("one 7-card call", "pokerules", pokerules.evaluate, *SEVEN) == 1


def test_one_call_phevaluator_c(record: Any) -> None:
    assert record("one 7-card call", "phevaluator C _pheval", _pheval.evaluate_7cards, *SEVEN) == 1


def test_one_call_phevaluator(record: Any) -> None:
    assert record("one 7-card call", "phevaluator evaluate_cards",
                  phevaluator.evaluate_cards, *SEVEN) == 1  # fmt: skip


def test_one_call_eval7(record: Any) -> None:
    cards = _eval7_cards(SEVEN)
    record("one 7-card call", "eval7", eval7.evaluate, cards)


def test_one_call_treys(record: Any) -> None:
    treys = TreysEvaluator()
    cards = [TreysCard.new(str(pokerules.Card(c))) for c in SEVEN]
    assert record("one 7-card call", "treys", treys.evaluate, cards[:2], cards[2:]) == 1


def test_batch_pokerules(record: Any, hands: np.ndarray) -> None:
    record("7-card batch", "pokerules", pokerules.evaluate_many, hands, per_call=HANDS)


def test_batch_pokerules_int64(record: Any, hands: np.ndarray) -> None:
    wide = hands.astype(np.int64)
    record("7-card batch", "pokerules (int64 ids)", pokerules.evaluate_many, wide, per_call=HANDS)


def test_batch_phevaluator_loop(record: Any, hands: np.ndarray) -> None:
    rows = hands[:20_000].tolist()
    evaluate = _pheval.evaluate_7cards
    record("7-card batch", "phevaluator C, Python loop",
           lambda: [evaluate(*h) for h in rows], per_call=len(rows))  # fmt: skip


def test_batch_low27(record: Any, hands: np.ndarray) -> None:
    record("7-card batch", "pokerules low27", pokerules.evaluate_low27_many, hands,
           per_call=HANDS)  # fmt: skip


def test_batch_wild_masked(record: Any, hands: np.ndarray) -> None:
    masks = (hands < 4) & (np.arange(7) >= 2) & (np.arange(7) <= 5)
    record("7-card batch", "pokerules masked wild",
           lambda: pokerules.evaluate_wild_many(hands, wild_mask=masks),
           per_call=HANDS)  # fmt: skip


@pytest.fixture(scope="module")
def fives() -> np.ndarray:
    rng = random.Random(5)
    return np.array([rng.sample(range(52), 5) for _ in range(HANDS)], dtype=np.uint8)


def test_batch5_natural(record: Any, fives: np.ndarray) -> None:
    record("5-card batch", "pokerules", pokerules.evaluate_many, fives, per_call=HANDS)


def test_batch5_deuces_wild(record: Any, fives: np.ndarray) -> None:
    record("5-card batch", "pokerules deuces wild", pokerules.evaluate_wild_many, fives,
           per_call=HANDS)  # fmt: skip


def test_one_call5_natural(record: Any) -> None:
    record("one 5-card call", "pokerules", pokerules.evaluate, 51, 46, 33, 17, 0)


def test_one_call5_wild(record: Any) -> None:
    record("one 5-card call", "pokerules deuces wild", pokerules.evaluate_wild, 51, 46, 33, 17, 0)


def test_one_call5_low27(record: Any) -> None:
    record("one 5-card call", "pokerules low27", pokerules.evaluate_low27, 51, 46, 33, 17, 0)
