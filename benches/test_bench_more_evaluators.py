"""Omaha, ace-to-five and badugi against phevaluator and pokerkit, in the same run.

Run with ``pytest benches --benchmark-enable``; the summary table (see ``conftest.py``) gives
each entry's time per hand and how many times slower it is than pokerules. Each peer's
answers are checked against pokerules on the same hands before anything is timed.
"""

from __future__ import annotations

from typing import Any

import numpy as np
import pokerkit
import pokerules
import pytest
from phevaluator import _pheval, evaluate_omaha_cards

HOLE = [51, 47, 42, 38]  # As Ks Qh Jh
BOARD = [35, 31, 3, 5, 10]  # Ts 9s 2s 3d 4h
HANDS = 200_000


def _deals(count: int, cards: int, seed: int) -> np.ndarray:
    rng = np.random.default_rng(seed)
    return np.argsort(rng.random((count, 52)), axis=1)[:, :cards].astype(np.uint8)


@pytest.fixture(scope="module")
def nines() -> np.ndarray:
    return _deals(HANDS, 9, seed=9)


@pytest.fixture(scope="module")
def sevens() -> np.ndarray:
    return _deals(HANDS, 7, seed=7)


@pytest.fixture(scope="module")
def fours() -> np.ndarray:
    return _deals(HANDS, 4, seed=4)


def _text(cards: Any) -> str:
    return "".join(str(pokerules.Card(int(c))) for c in cards)


def test_peers_agree_before_they_race(
    nines: np.ndarray, sevens: np.ndarray, fours: np.ndarray
) -> None:
    sample = nines[:2000].tolist()
    ours = pokerules.evaluate_omaha_many(nines[:2000, :4], nines[:2000, 4:]).tolist()
    assert ours == [evaluate_omaha_cards(*h[4:], *h[:4]) for h in sample]
    assert ours == [_pheval.evaluate_omaha_cards(*h[4:], *h[:4]) for h in sample]
    # pokerkit scores better hands higher: it must order hands as pokerules does.
    for ours_of, theirs_of, hands in (
        (pokerules.evaluate_low_a5_many, pokerkit.RegularLowHand.from_game, sevens[:300]),
        (pokerules.evaluate_badugi_many, pokerkit.BadugiHand.from_game, fours[:300]),
    ):
        values = ours_of(hands).tolist()
        peers = [theirs_of(_text(h)) for h in hands]
        for i in range(len(values) - 1):
            assert (values[i] < values[i + 1]) == (peers[i] > peers[i + 1])


def test_one_omaha_call_pokerules(record: Any) -> None:
    assert record("one Omaha call", "pokerules", pokerules.evaluate_omaha, HOLE, BOARD) == 409


def test_one_omaha_call_phevaluator(record: Any) -> None:
    value = record("one Omaha call", "phevaluator evaluate_omaha_cards",
                   evaluate_omaha_cards, *BOARD, *HOLE)  # fmt: skip
    assert value == 409


def test_one_omaha_call_phevaluator_c(record: Any) -> None:
    value = record("one Omaha call", "phevaluator C _pheval.evaluate_omaha_cards",
                   _pheval.evaluate_omaha_cards, *BOARD, *HOLE)  # fmt: skip
    assert value == 409


def test_one_omaha_hilo_call(record: Any) -> None:
    assert record("one Omaha call", "pokerules hi-lo", pokerules.evaluate_omaha_hilo,
                  HOLE, BOARD) == (409, None)  # fmt: skip


def test_omaha_batch(record: Any, nines: np.ndarray) -> None:
    holes, boards = np.ascontiguousarray(nines[:, :4]), np.ascontiguousarray(nines[:, 4:])
    record("Omaha 4+5 batch", "pokerules", pokerules.evaluate_omaha_many, holes, boards,
           per_call=HANDS)  # fmt: skip


def test_omaha_hilo_batch(record: Any, nines: np.ndarray) -> None:
    holes, boards = np.ascontiguousarray(nines[:, :4]), np.ascontiguousarray(nines[:, 4:])
    record("Omaha 4+5 batch", "pokerules hi-lo", pokerules.evaluate_omaha_hilo_many, holes,
           boards, per_call=HANDS)  # fmt: skip


def test_omaha_phevaluator_loop(record: Any, nines: np.ndarray) -> None:
    columns = [nines[:20_000, i].tolist() for i in (4, 5, 6, 7, 8, 0, 1, 2, 3)]
    evaluate = _pheval.evaluate_omaha_cards
    record("Omaha 4+5 batch", "phevaluator C, map over columns",
           lambda: list(map(evaluate, *columns)), per_call=20_000)  # fmt: skip


def test_one_a5_call(record: Any) -> None:
    assert record("one ace-to-five call", "pokerules", pokerules.evaluate_low_a5,
                  51, 0, 4, 8, 12, 30, 40) == 1  # fmt: skip


def test_one_a5_call_qualified(record: Any) -> None:
    def call() -> int | None:
        return pokerules.evaluate_low_a5(51, 0, 4, 8, 12, 30, 40, qualify=8)

    assert record("one ace-to-five call", "pokerules qualify=8", call) == 1


def test_a5_pokerkit(record: Any, sevens: np.ndarray) -> None:
    texts = [_text(h) for h in sevens[:200]]
    make = pokerkit.RegularLowHand.from_game
    record("one ace-to-five call", "pokerkit RegularLowHand",
           lambda: [make(t) for t in texts], per_call=len(texts))  # fmt: skip


def test_a5_batch(record: Any, sevens: np.ndarray) -> None:
    record("7-card ace-to-five batch", "pokerules", pokerules.evaluate_low_a5_many, sevens,
           per_call=HANDS)  # fmt: skip


def test_a5_batch_qualified(record: Any, sevens: np.ndarray) -> None:
    record("7-card ace-to-five batch", "pokerules qualify=8",
           lambda: pokerules.evaluate_low_a5_many(sevens, qualify=8), per_call=HANDS)  # fmt: skip


def test_one_badugi_call(record: Any) -> None:
    assert record("one badugi call", "pokerules", pokerules.evaluate_badugi, 8, 5, 2, 51) == 1


def test_badugi_pokerkit(record: Any, fours: np.ndarray) -> None:
    texts = [_text(h) for h in fours[:2000]]
    make = pokerkit.BadugiHand.from_game
    record("one badugi call", "pokerkit BadugiHand",
           lambda: [make(t) for t in texts], per_call=len(texts))  # fmt: skip


def test_badugi_batch(record: Any, fours: np.ndarray) -> None:
    record("badugi batch", "pokerules", pokerules.evaluate_badugi_many, fours, per_call=HANDS)


# The same batches shared between two threads (`threads=2`); the machine has two cores, shared.
def test_omaha_batch_two_threads(record: Any, nines: np.ndarray) -> None:
    holes, boards = np.ascontiguousarray(nines[:, :4]), np.ascontiguousarray(nines[:, 4:])
    record("Omaha 4+5 batch", "pokerules threads=2",
           lambda: pokerules.evaluate_omaha_many(holes, boards, threads=2),
           per_call=HANDS)  # fmt: skip


def test_omaha_hilo_batch_two_threads(record: Any, nines: np.ndarray) -> None:
    holes, boards = np.ascontiguousarray(nines[:, :4]), np.ascontiguousarray(nines[:, 4:])
    record("Omaha 4+5 batch", "pokerules hi-lo threads=2",
           lambda: pokerules.evaluate_omaha_hilo_many(holes, boards, threads=2),
           per_call=HANDS)  # fmt: skip


def test_a5_batch_two_threads(record: Any, sevens: np.ndarray) -> None:
    record("7-card ace-to-five batch", "pokerules threads=2",
           lambda: pokerules.evaluate_low_a5_many(sevens, threads=2), per_call=HANDS)  # fmt: skip


def test_badugi_batch_two_threads(record: Any, fours: np.ndarray) -> None:
    record("badugi batch", "pokerules threads=2",
           lambda: pokerules.evaluate_badugi_many(fours, threads=2), per_call=HANDS)  # fmt: skip
