"""Badugi: the scale, best hands, batches and bad input, against a brute-force oracle and
pokerkit. All 270,725 hands are checked against an oracle in Rust
(`rust/tests/exhaustive_badugi.rs`)."""

from __future__ import annotations

import random

import numpy as np
import pokerkit
import pytest
from conftest import random_hands
from low_oracles import badugi_key, low_rank
from pokerules import (
    BadugiCategory,
    Card,
    InvalidArgumentError,
    InvalidCardError,
    InvalidHandError,
    best_badugi,
    category,
    describe,
    evaluate_badugi,
    evaluate_badugi_many,
)
from pokerules.evaluation.five_card import hand_shape


def test_the_ends_of_the_scale_and_its_blocks() -> None:
    assert evaluate_badugi("4c 3d 2h As") == 1
    assert evaluate_badugi("Kc Kd Kh Ks") == 1092
    assert evaluate_badugi("Kc Qd Jh Ts") == 715  # the worst four-card badugi
    assert evaluate_badugi("3c 2d Ah As") == 716  # the best three-card hand
    assert evaluate_badugi("Qc Kc Kd Kh") == 1079  # the worst two-card hand
    assert evaluate_badugi("Ac Ad Ah As") == 1080  # the best one-card hand
    assert describe(1, "badugi") == "Four-card badugi: 4-3-2-A"
    assert describe(evaluate_badugi("4c 3d 2h 2s"), "badugi") == "Three-card badugi: 4-3-2"
    assert describe(1092, "badugi") == "One-card badugi: K"
    assert category(evaluate_badugi("Kc Qd Jh Ts"), "badugi") is BadugiCategory.FOUR_CARD
    assert hand_shape(1080, "badugi") == (BadugiCategory.ONE_CARD, [12])


def test_more_cards_beat_fewer_and_ranks_compare_from_the_top() -> None:
    assert evaluate_badugi("Kc Qd Jh Ts") < evaluate_badugi("3c 2d Ah As")
    assert evaluate_badugi("7c 4d 3h 2s") < evaluate_badugi("7c 5d 2h As")  # 7-4 beats 7-5
    assert evaluate_badugi("4c 3d 2h As") == evaluate_badugi("4s 3h 2d Ac")  # suits never


def test_random_hands_order_as_the_oracle_says(rng: random.Random) -> None:
    hands = random_hands(rng, 5000, 4)
    values = [evaluate_badugi(h) for h in hands]
    keys = [badugi_key(h) for h in hands]
    for i in range(len(hands) - 1):
        assert (values[i] < values[i + 1]) == (keys[i] < keys[i + 1]), hands[i : i + 2]
        assert (values[i] == values[i + 1]) == (keys[i] == keys[i + 1]), hands[i : i + 2]


def test_random_hands_agree_with_pokerkit(rng: random.Random) -> None:
    hands = random_hands(rng, 2000, 4)
    ours = [evaluate_badugi(h) for h in hands]
    theirs = [pokerkit.BadugiHand.from_game("".join(str(Card(c)) for c in h)) for h in hands]
    for i in range(len(hands) - 1):
        # pokerkit calls the better hand the greater one.
        assert (ours[i] < ours[i + 1]) == (theirs[i] > theirs[i + 1])
        assert (ours[i] == ours[i + 1]) == (theirs[i] == theirs[i + 1])


def test_best_badugi_shows_the_cards_that_play(rng: random.Random) -> None:
    for hand in random_hands(rng, 2000, 4):
        best = best_badugi(hand)
        key = badugi_key(hand)
        assert set(best) <= set(hand)
        assert len({c.rank for c in best}) == len({c.suit for c in best}) == len(best)
        assert (4 - len(best), *(low_rank(c) for c in best)) == key


def test_every_input_form_gives_the_same_number() -> None:
    ids = [8, 5, 2, 51]
    assert evaluate_badugi(*ids) == evaluate_badugi(ids) == evaluate_badugi(tuple(ids)) == 1
    assert evaluate_badugi("4c3d2hAs") == evaluate_badugi(*(Card(c) for c in ids)) == 1
    assert evaluate_badugi(np.array(ids)) == evaluate_badugi(*np.array(ids, np.uint8)) == 1


@pytest.mark.parametrize("dtype", [np.uint8, np.int32, np.int64])
def test_batches_agree_with_single_hands(rng: random.Random, dtype: type) -> None:
    hands = np.array(random_hands(rng, 3000, 4), dtype=dtype)
    assert evaluate_badugi_many(hands).tolist() == [evaluate_badugi(h.tolist()) for h in hands]


@pytest.mark.parametrize(
    ("cards", "error", "message"),
    [
        ("As Kd Qh Jc Ts", InvalidHandError, "got 5 cards: badugi takes exactly 4 cards"),
        ("As Kd Qh", InvalidHandError, "got 3 cards: badugi takes exactly 4 cards"),
        ((c for c in range(52)), InvalidHandError, "got more than 4 cards"),
        ("As Kd Qh As", InvalidHandError, "card As appears more than once"),
        ([0, 1, 2, 99], InvalidCardError, "card id 99 is out of range"),
        ([0, 1, 2, True], InvalidCardError, "got bool"),
        (b"abcd", InvalidCardError, "not bytes"),
        (7, InvalidHandError, "got 1 card: badugi takes exactly 4 cards"),
    ],
)
def test_bad_hands_raise_clear_errors(cards: object, error: type, message: str) -> None:
    with pytest.raises(error, match=message):
        evaluate_badugi(cards)  # type: ignore[arg-type]


def test_bad_batches_raise() -> None:
    with pytest.raises(InvalidHandError, match=r"shape \(N, 4\), got \(2, 5\)"):
        evaluate_badugi_many(np.zeros((2, 5), dtype=np.int64))
    with pytest.raises(InvalidCardError, match="row 1: card id 52 is out of range"):
        evaluate_badugi_many(np.array([[0, 1, 2, 3], [0, 1, 2, 52]]))
    with pytest.raises(InvalidHandError, match="row 0: card 2d appears more than once"):
        evaluate_badugi_many(np.array([[0, 1, 2, 1]]))


def test_unknown_scales_are_named() -> None:
    with pytest.raises(
        InvalidArgumentError, match="scale must be one of 'high', 'low27', 'wild', 'a5', 'badugi'"
    ):
        describe(1, "razz")  # type: ignore[arg-type]
    with pytest.raises(InvalidHandError, match=r"0 is not a hand value on the badugi scale"):
        describe(0, "badugi")
    with pytest.raises(InvalidHandError, match=r"6176 is not a hand value on the a5 scale"):
        category(6176, "a5")
