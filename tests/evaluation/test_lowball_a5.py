"""Ace-to-five lowball: the scale, the qualifier, batches and bad input, against oracles.

The exhaustive proof (all 2,598,960 five-card hands in the rule's order) is in Rust
(`rust/tests/exhaustive_a5.rs`); here random hands meet a brute-force oracle and pokerkit.
"""

from __future__ import annotations

import random
from itertools import combinations

import numpy as np
import pokerkit
import pytest
from conftest import random_hands
from low_oracles import a5_key, best_a5_key, eight_or_better
from pokerules import (
    EIGHT_OR_BETTER,
    NO_LOW,
    Card,
    HandCategory,
    InvalidCardError,
    InvalidHandError,
    best_five_low_a5,
    category,
    describe,
    evaluate_low_a5,
    evaluate_low_a5_many,
)


def text(hand: list[int]) -> str:
    return "".join(str(Card(c)) for c in hand)


def test_the_ends_of_the_scale_and_its_categories() -> None:
    assert evaluate_low_a5("5c 4d 3h 2s Ac") == 1
    assert evaluate_low_a5("5c 4c 3c 2c Ac") == 1  # a straight flush is just a wheel
    assert evaluate_low_a5("Kc Kd Kh Ks Qc") == 6175
    assert evaluate_low_a5("8c 7d 6h 5s 4c") == EIGHT_OR_BETTER == 56
    assert evaluate_low_a5("9c 4d 3h 2s Ac") == 57
    assert evaluate_low_a5("9c 5d 4h 3s 2c") == 61
    assert describe(1, "a5") == "Five-four low: 5-4-3-2-A"
    assert describe(evaluate_low_a5("Ac Ad 2h 3s 4c"), "a5") == "Pair of aces"
    assert category(evaluate_low_a5("Kc Qd Jh Ts 9c"), "a5") is HandCategory.HIGH_CARD
    assert category(evaluate_low_a5("2c 2d 2h 3s 3c"), "a5") is HandCategory.FULL_HOUSE
    # Any unpaired hand beats any pair: K-Q-J-T-9 beats A-A-2-3-4.
    assert evaluate_low_a5("Kc Qd Jh Ts 9c") < evaluate_low_a5("Ac Ad 2h 3s 4c")


@pytest.mark.parametrize("size", [5, 6, 7])
def test_random_hands_order_as_the_rule_says(rng: random.Random, size: int) -> None:
    hands = random_hands(rng, 1500, size)
    values = [evaluate_low_a5(h) for h in hands]
    keys = [best_a5_key(h) for h in hands]
    # Each hand against the next: lower class exactly when the rule says better.
    for i in range(len(hands) - 1):
        assert (values[i] < values[i + 1]) == (keys[i] < keys[i + 1]), hands[i : i + 2]
        assert (values[i] == values[i + 1]) == (keys[i] == keys[i + 1]), hands[i : i + 2]


def test_random_hands_agree_with_pokerkit(rng: random.Random) -> None:
    hands = random_hands(rng, 300, 7)
    ours = [evaluate_low_a5(h) for h in hands]
    theirs = [pokerkit.RegularLowHand.from_game(text(h)) for h in hands]
    for i in range(len(hands) - 1):
        # pokerkit calls the better hand the greater one.
        assert (ours[i] < ours[i + 1]) == (theirs[i] > theirs[i + 1])
        assert (ours[i] == ours[i + 1]) == (theirs[i] == theirs[i + 1])


@pytest.mark.parametrize("size", [5, 6, 7])
def test_eight_or_better_qualifies_as_brute_force_says(rng: random.Random, size: int) -> None:
    hands = random_hands(rng, 3000, size)
    qualified = 0
    for hand in hands:
        expected = any(eight_or_better(five) for five in combinations(hand, 5))
        low = evaluate_low_a5(hand, qualify=8)
        assert (low is not None) == expected, hand
        if low is not None:
            assert low == evaluate_low_a5(hand) <= EIGHT_OR_BETTER
            qualified += 1
    assert qualified > 50


def test_other_qualifiers_bound_the_top_card() -> None:
    hand = "9c 7d 5h 3s Ac Kd Kh"
    assert evaluate_low_a5(hand, qualify=8) is None
    assert evaluate_low_a5(hand, qualify=9) == evaluate_low_a5(hand)
    assert evaluate_low_a5("5c 4d 3h 2s Ac", qualify=5) == 1
    assert evaluate_low_a5(hand, qualify=np.int64(9)) == evaluate_low_a5(hand)
    assert evaluate_low_a5(hand, qualify=None) == evaluate_low_a5(hand)


def test_best_five_is_the_best_low(rng: random.Random) -> None:
    for hand in random_hands(rng, 500, 7):
        five = best_five_low_a5(hand)
        assert set(five) <= set(hand)
        assert a5_key(five) == best_a5_key(hand)
        # Shown highest first, aces last.
        ranks = [1 if c.rank == 12 else c.rank + 2 for c in five]
        assert ranks == sorted(ranks, reverse=True)


def test_every_input_form_gives_the_same_number() -> None:
    ids = [51, 0, 4, 8, 12, 30, 40]
    expected = evaluate_low_a5(*ids)
    assert expected == 1
    assert evaluate_low_a5(ids) == evaluate_low_a5(tuple(ids)) == expected
    assert evaluate_low_a5("As 2c 3c 4c 5c 9h Qc") == expected
    assert evaluate_low_a5(*(Card(c) for c in ids)) == expected
    assert evaluate_low_a5(np.array(ids)) == expected
    assert evaluate_low_a5(*np.array(ids, dtype=np.uint8)) == expected
    assert evaluate_low_a5(ids, qualify=8) == evaluate_low_a5(*ids, qualify=8) == 1


@pytest.mark.parametrize("dtype", [np.uint8, np.int16, np.int64, np.uint64])
@pytest.mark.parametrize("size", [5, 6, 7])
def test_batches_agree_with_single_hands(rng: random.Random, dtype: type, size: int) -> None:
    hands = np.array(random_hands(rng, 1000, size), dtype=dtype)
    expected = [evaluate_low_a5(h.tolist()) for h in hands]
    assert evaluate_low_a5_many(hands).tolist() == expected
    eight = [evaluate_low_a5(h.tolist(), qualify=8) for h in hands]
    qualified = evaluate_low_a5_many(hands, qualify=8)
    assert qualified.tolist() == [NO_LOW if v is None else v for v in eight]


@pytest.mark.parametrize(
    ("cards", "error", "message"),
    [
        ("As 2c 3d 4h", InvalidHandError, "got 4 cards: ace-to-five low takes 5 to 7 cards"),
        ("As 2c 3d 4h 5s 6s 7s 8s", InvalidHandError, "got 8 cards"),
        ("As 2c 3d 4h As", InvalidHandError, "card As appears more than once"),
        ([51, 0, 4, 8, 52], InvalidCardError, "card id 52 is out of range"),
        ([51, 0, 4, 8, True], InvalidCardError, "bool"),
        ("As 2c 3d 4h 1s", InvalidCardError, '"1s" is not a card'),
    ],
)
def test_bad_hands_raise_clear_errors(cards: object, error: type, message: str) -> None:
    with pytest.raises(error, match=message):
        evaluate_low_a5(cards)  # type: ignore[arg-type]


@pytest.mark.parametrize("qualify", [4, 14, True, "8", 8.0, [8]])
def test_bad_qualifiers_raise(qualify: object) -> None:
    with pytest.raises(InvalidHandError, match="qualify must be None or"):
        evaluate_low_a5("As 2c 3d 4h 5s", qualify=qualify)  # type: ignore[call-overload]
    with pytest.raises(InvalidHandError, match="qualify must be None or"):
        evaluate_low_a5_many(np.array([[51, 0, 4, 8, 12]]), qualify=qualify)  # type: ignore[arg-type]


def test_bad_batches_raise() -> None:
    with pytest.raises(InvalidHandError, match=r"shape \(N, 5\), \(N, 6\) or \(N, 7\)"):
        evaluate_low_a5_many(np.zeros((2, 4), dtype=np.int64))
    with pytest.raises(InvalidHandError, match="dtype float64"):
        evaluate_low_a5_many(np.zeros((2, 5)))
    with pytest.raises(InvalidCardError, match="row 1: card id -1 is out of range"):
        evaluate_low_a5_many(np.array([[0, 1, 2, 3, 4], [0, 1, 2, 3, -1]]))
    with pytest.raises(InvalidHandError, match="row 0: card 2c appears more than once"):
        evaluate_low_a5_many(np.array([[0, 1, 2, 3, 0]]))
    assert evaluate_low_a5_many(np.zeros((0, 5), dtype=np.uint8)).tolist() == []
