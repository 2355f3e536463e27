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
    bad[60_000, 0] = 77  # a bad id in a later one: the first bad row is the one named
    with pytest.raises(pokerules.InvalidHandError) as single:
        pokerules.evaluate_many(bad)
    with pytest.raises(pokerules.InvalidHandError) as threaded:
        pokerules.evaluate_many(bad, threads=2)
    card = pokerules.Card(int(bad[40_000, 2]))
    assert (
        str(threaded.value) == str(single.value) == f"row 40000: card {card} appears more than once"
    )
    bad[40_000] = hands[40_000]
    with pytest.raises(
        pokerules.InvalidCardError, match=r"^row 60000: card id 77 is out of range: ids are 0..51$"
    ):
        pokerules.evaluate_many(bad, threads=3)


@pytest.mark.parametrize("threads", [0, -2, 1025, True, 2.0, "2"])
def test_bad_thread_counts_are_refused(hands: np.ndarray, threads: object) -> None:
    with pytest.raises(pokerules.InvalidArgumentError, match="threads"):
        pokerules.evaluate_many(hands[:10], threads=threads)  # type: ignore[arg-type]


# The Omaha, ace-to-five and badugi batches: more rows than one block (16,384) holds, so that
# two and seven threads really share them.
_ROWS = 40_000


def _deals(seed: int, width: int) -> np.ndarray:
    rng = np.random.default_rng(seed)
    return np.argsort(rng.random((_ROWS, 52)), axis=1)[:, :width].astype(np.int16)


def _omaha(holes: np.ndarray, threads: int | None) -> tuple[np.ndarray, ...]:
    high = pokerules.evaluate_omaha_many(holes[:, :4], holes[:, 4:], threads=threads)
    both = pokerules.evaluate_omaha_hilo_many(holes[:, :4], holes[:, 4:], threads=threads)
    return (high, *both)


_FORMS = {
    "omaha": (9, _omaha),
    "omaha-6-card": (
        10,
        lambda d, t: pokerules.evaluate_omaha_hilo_many(d[:, :6], d[:, 6:], threads=t),
    ),
    "low_a5": (7, lambda d, t: (pokerules.evaluate_low_a5_many(d, threads=t),)),
    "low_a5_8": (6, lambda d, t: (pokerules.evaluate_low_a5_many(d, qualify=8, threads=t),)),
    "badugi": (4, lambda d, t: (pokerules.evaluate_badugi_many(d, threads=t),)),
}


@pytest.mark.parametrize("form", sorted(_FORMS))
def test_new_batches_give_the_values_and_errors_of_one_thread(form: str) -> None:
    width, run = _FORMS[form]
    deals = _deals(len(form), width)
    one = run(deals, 1)
    # Spot rows against the single-hand evaluators, so that "the same as one thread" is anchored.
    for row in range(0, _ROWS, 4999):
        cards = deals[row].tolist()
        if form == "badugi":
            assert one[0][row] == pokerules.evaluate_badugi(cards)
        elif form.startswith("low_a5"):
            expected = pokerules.evaluate_low_a5(cards, qualify=8 if form.endswith("8") else None)
            assert one[0][row] == (expected or 0)
        else:
            split = 4 if form == "omaha" else 6
            assert one[-2][row] == pokerules.evaluate_omaha(cards[:split], cards[split:])
    for threads in (2, 7, None):
        for ours, theirs in zip(run(deals, threads), one, strict=True):
            assert (ours == theirs).all()
    # Bad rows in three blocks, the lowest one not in the first block: every thread count names it.
    bad = deals.copy()
    bad[35_000, 1] = bad[35_000, 0]
    bad[20_000, width - 1] = 52
    bad[17_000, 2] = -1
    messages = set()
    for threads in (1, 2, 7, None):
        with pytest.raises(pokerules.InvalidCardError) as error:
            run(bad, threads)
        messages.add(str(error.value))
    assert messages == {"row 17000: card id -1 is out of range: ids are 0..51"}
    bad[17_000] = deals[17_000]
    for threads in (1, 2, 7, None):
        with pytest.raises(pokerules.InvalidCardError, match=r"^row 20000: card id 52 "):
            run(bad, threads)


@pytest.mark.parametrize("threads", [0, -1, 1.5, True, "2", 10**6])
@pytest.mark.parametrize("form", sorted(_FORMS))
def test_new_batches_refuse_bad_thread_counts(form: str, threads: object) -> None:
    width, run = _FORMS[form]
    with pytest.raises(pokerules.InvalidArgumentError, match="threads"):
        run(_deals(1, width)[:3], threads)
