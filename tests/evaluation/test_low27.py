"""Deuce-to-seven lowball: seed 002's worked examples and rules-notes TD-1 to TD-10."""

from __future__ import annotations

import random
from itertools import combinations

import numpy as np
import pytest
from conftest import random_hands
from pokerules import (
    HandCategory,
    InvalidHandError,
    best_five_low27,
    category,
    describe,
    evaluate_low27,
    evaluate_low27_many,
)


def beats(winner: str, loser: str) -> bool:
    return bool(evaluate_low27(winner) < evaluate_low27(loser))


def test_best_and_worst_hands() -> None:
    assert evaluate_low27("7c 5d 4h 3s 2c") == 1
    assert evaluate_low27("As Ks Qs Js Ts") == 7462
    assert describe(1, "low27") == "Seven-five low: 7-5-4-3-2"


def test_td1_seed_example_five_beats_six() -> None:
    # A draws 5♦ for K♣: 7-5-4-3-2 beats B's 7-6-4-3-2.
    assert beats("2c 3d 4h 7s 5d", "7h 6c 4s 3c 2d")


def test_td2_ace_is_high_and_a5432_is_no_straight() -> None:
    assert category(evaluate_low27("As 5d 4c 3h 2s"), "low27") is HandCategory.HIGH_CARD
    assert beats("Ks Qd Jc 9h 8s", "As 5d 4c 3h 2s")


def test_td3_a_flush_loses_to_a_pair() -> None:
    assert beats("Ks Kd Qc Jh 9s", "7h 5h 4h 3h 2h")


def test_td4_a_repeated_suit_is_not_a_flush_and_suits_never_break_ties() -> None:
    assert evaluate_low27("7h 5h 4h 3h 2s") == evaluate_low27("7c 5d 4s 3c 2d") == 1


def test_td5_a_straight_loses_to_trips() -> None:
    assert beats("2d 2c 2h 9s 8d", "6s 5d 4c 3h 2s")


def test_td6_lower_pair_wins() -> None:
    assert beats("2s 2d 8c 7h 6s", "3s 3d 5c 4h 2c")


def test_td7_two_pair_compares_the_lower_pair_before_the_kicker() -> None:
    assert beats("5s 5d 3c 3h Ks", "5c 5h 4s 4d 2c")


def test_td8_flushes_compare_from_the_top() -> None:
    assert beats("8h 6h 4h 3h 2h", "9c 5c 4c 3c 2c")


def test_td9_straights_compare_their_top_and_broadway_is_the_worst() -> None:
    assert beats("6c 5h 4d 3c 2d", "7s 6d 5c 4h 3s")
    assert category(evaluate_low27("As Kd Qc Jh Ts"), "low27") is HandCategory.STRAIGHT
    assert beats("Ac Kc Qd Jd 9h", "As Kd Qc Jh Ts")


def test_td10_full_houses_compare_trips_first() -> None:
    assert beats("2s 2d 2c Kh Ks", "3s 3d 3c 4h 4s")


def test_category_order_is_the_seeds() -> None:
    hands = [
        "7c 5d 4h 3s 2c",  # unpaired
        "2c 2d 7h 5s 3c",  # one pair
        "2c 2d 3h 3s 4c",  # two pair
        "2c 2d 2h 4s 3c",  # trips
        "6c 5d 4h 3s 2c",  # straight
        "7h 5h 4h 3h 2h",  # flush
        "2c 2d 2h 3s 3c",  # full house
        "2c 2d 2h 2s 3c",  # quads
        "6h 5h 4h 3h 2h",  # straight flush
    ]
    values = [evaluate_low27(h) for h in hands]
    assert values == sorted(values)
    assert [category(v, "low27") for v in values] == [
        HandCategory.HIGH_CARD, HandCategory.ONE_PAIR, HandCategory.TWO_PAIR,
        HandCategory.THREE_OF_A_KIND, HandCategory.STRAIGHT, HandCategory.FLUSH,
        HandCategory.FULL_HOUSE, HandCategory.FOUR_OF_A_KIND, HandCategory.STRAIGHT_FLUSH,
    ]  # fmt: skip


@pytest.mark.parametrize("size", [6, 7])
def test_more_cards_take_the_best_five(rng: random.Random, size: int) -> None:
    for hand in random_hands(rng, 1500, size):
        best = min(evaluate_low27(five) for five in combinations(hand, 5))
        assert evaluate_low27(hand) == best
        assert evaluate_low27(best_five_low27(hand)) == best


def test_a_suited_seven_card_hand_avoids_the_flush() -> None:
    # Dropping the seven for the eight of diamonds breaks the flush: 8-5-4-3-2.
    assert evaluate_low27("7s 5s 4s 3s 2s 8d Kc") == evaluate_low27("8d 5s 4s 3s 2c")


@pytest.mark.parametrize("size", [5, 6, 7])
def test_batch_agrees_with_single_hands(rng: random.Random, size: int) -> None:
    hands = np.array(random_hands(rng, 2000, size), dtype=np.int16)
    assert evaluate_low27_many(hands).tolist() == [evaluate_low27(h.tolist()) for h in hands]


def test_bad_input() -> None:
    with pytest.raises(InvalidHandError, match="got 4 cards"):
        evaluate_low27("7c 5d 4h 3s")
    with pytest.raises(InvalidHandError, match="card 7c appears more than once"):
        evaluate_low27("7c 5d 4h 3s 7c")
    with pytest.raises(InvalidHandError, match=r"got \(1, 4\)"):
        evaluate_low27_many([[0, 1, 2, 3]])
