"""``threads=`` on the batch evaluators: the same values, and the same error, as one thread."""

from __future__ import annotations

import numpy as np
import phevaluator
import pokerules
import pytest


@pytest.fixture(scope="module")
def hands() -> np.ndarray:
    rng = np.random.default_rng(12)
    return np.argsort(rng.random((70_000, 52)), axis=1)[:, :7].astype(np.uint8)


def test_threads_give_the_values_of_one_thread(hands: np.ndarray) -> None:
    one = pokerules.evaluate_many(hands)
    sample = hands[::997].tolist()
    assert one[::997].tolist() == [phevaluator.evaluate_cards(*h) for h in sample]
    for threads in (2, 3, None):
        assert (pokerules.evaluate_many(hands, threads=threads) == one).all()
        assert (
            pokerules.evaluate_low27_many(hands, threads=threads)
            == pokerules.evaluate_low27_many(hands)
        ).all()
        assert (
            pokerules.evaluate_wild_many(hands, threads=threads)
            == pokerules.evaluate_wild_many(hands)
        ).all()


def test_a_bad_row_gives_the_error_of_one_thread(hands: np.ndarray) -> None:
    bad = hands.astype(np.int64)
    bad[40_000, 3] = bad[40_000, 2]  # a repeat in a late block
    bad[60_000, 0] = 77  # a bad id in a later one: ids are checked first
    with pytest.raises(pokerules.InvalidCardError) as single:
        pokerules.evaluate_many(bad)
    with pytest.raises(pokerules.InvalidCardError) as threaded:
        pokerules.evaluate_many(bad, threads=2)
    assert (
        str(threaded.value)
        == str(single.value)
        == "row 60000: card id 77 is out of range: ids are 0..51"
    )
    bad[60_000, 0] = 5
    with pytest.raises(
        pokerules.InvalidHandError, match=r"row 40000: card .* appears more than once"
    ):
        pokerules.evaluate_many(bad, threads=3)


@pytest.mark.parametrize("threads", [0, -2, 1025, True, 2.0, "2"])
def test_bad_thread_counts_are_refused(hands: np.ndarray, threads: object) -> None:
    with pytest.raises(pokerules.InvalidOptionError, match="threads"):
        pokerules.evaluate_many(hands[:10], threads=threads)  # type: ignore[arg-type]
