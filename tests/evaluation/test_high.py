"""The high-hand evaluator against phevaluator and treys, its batch form and bad input."""

from __future__ import annotations

import random

import numpy as np
import phevaluator
import pytest
from conftest import random_hands
from pokerules import (
    Card,
    HandCategory,
    InvalidCardError,
    InvalidHandError,
    best_five,
    category,
    describe,
    evaluate,
    evaluate_many,
)
from treys import Card as TreysCard
from treys import Evaluator as TreysEvaluator

TREYS = TreysEvaluator()


def treys_score(hand: list[int]) -> int:
    cards = [TreysCard.new(str(Card(c))) for c in hand]
    return int(TREYS.evaluate(cards[:2], cards[2:]))


@pytest.mark.parametrize("size", [5, 6, 7])
def test_random_hands_agree_with_phevaluator_and_treys(rng: random.Random, size: int) -> None:
    for hand in random_hands(rng, 3000, size):
        expected = phevaluator.evaluate_cards(*hand)
        assert evaluate(*hand) == expected, hand
        assert treys_score(hand) == expected, hand


def test_every_input_form_gives_the_same_number() -> None:
    ids = [51, 47, 43, 39, 35, 0, 5]
    text = "As Ks Qs Js Ts 2c 3d"
    expected = 1
    assert evaluate(*ids) == expected
    assert evaluate(ids) == expected
    assert evaluate(tuple(ids)) == expected
    assert evaluate(text) == expected
    assert evaluate(*text.split()) == expected
    assert evaluate(*(Card(c) for c in ids)) == expected
    assert evaluate(np.array(ids)) == expected
    assert evaluate(*np.array(ids, dtype=np.uint8)) == expected
    assert evaluate("A♠ K♠ Q♠ J♠ 10♠") == expected


@pytest.mark.parametrize("dtype", [np.uint8, np.int8, np.int16, np.uint16, np.int32, np.int64])
@pytest.mark.parametrize("size", [5, 6, 7])
def test_evaluate_many_agrees_with_evaluate(rng: random.Random, dtype: type, size: int) -> None:
    hands = np.array(random_hands(rng, 2000, size), dtype=dtype)
    values = evaluate_many(hands)
    assert values.dtype == np.int32 and values.shape == (2000,)
    assert values.tolist() == [evaluate(*row.tolist()) for row in hands]


def test_evaluate_many_takes_lists_and_non_contiguous_arrays(rng: random.Random) -> None:
    hands = random_hands(rng, 50, 7)
    expected = [evaluate(h) for h in hands]
    assert evaluate_many(hands).tolist() == expected
    wide = np.zeros((50, 14), dtype=np.int64)
    wide[:, ::2] = hands
    assert evaluate_many(wide[:, ::2]).tolist() == expected
    assert evaluate_many(np.empty((0, 5), dtype=np.int64)).tolist() == []


@pytest.mark.parametrize(
    ("hand", "words", "kind"),
    [
        ("As Ks Qs Js Ts", "Royal flush", HandCategory.STRAIGHT_FLUSH),
        ("5d 4d 3d 2d Ad", "Five-high straight flush", HandCategory.STRAIGHT_FLUSH),
        ("Kc Kd Kh Ks 8c", "Four of a kind, kings", HandCategory.FOUR_OF_A_KIND),
        ("7c 7d 7h Ks Kc", "Full house, sevens full of kings", HandCategory.FULL_HOUSE),
        ("Ah Kh 9h 6h 4h", "Ace-high flush", HandCategory.FLUSH),
        ("Th 9c 8d 7s 6h", "Ten-high straight", HandCategory.STRAIGHT),
        ("5h 4c 3d 2s Ah", "Five-high straight", HandCategory.STRAIGHT),
        ("6c 6d 6h Ks 2c", "Three of a kind, sixes", HandCategory.THREE_OF_A_KIND),
        ("Jc Jd 9h 9s 2c", "Two pair, jacks and nines", HandCategory.TWO_PAIR),
        ("Jc Jd 9h 8s 2c", "Pair of jacks", HandCategory.ONE_PAIR),
        ("Kc Jd 9h 8s 2c", "King-high", HandCategory.HIGH_CARD),
    ],
)
def test_descriptions_and_categories(hand: str, words: str, kind: HandCategory) -> None:
    value = evaluate(hand)
    assert describe(value) == words
    assert category(value) is kind


def test_category_boundaries_match_treys_numbering() -> None:
    firsts = {1: 1, 2: 11, 3: 167, 4: 323, 5: 1600, 6: 1610, 7: 2468, 8: 3326, 9: 6186}
    for number, first in firsts.items():
        assert category(first) == number
        if first > 1:
            assert category(first - 1) == number - 1
    assert category(7462) == HandCategory.HIGH_CARD
    for off_scale in (0, 7463, -1):
        with pytest.raises(InvalidHandError, match=f"{off_scale} is not a hand value"):
            category(off_scale)


def test_best_five_returns_the_cards_that_make_the_value(rng: random.Random) -> None:
    for hand in random_hands(rng, 500, 7):
        five = best_five(hand)
        assert len(five) == 5 and set(five) <= set(hand)
        assert evaluate(five) == evaluate(hand)
        assert list(five) == sorted(five, reverse=True)


@pytest.mark.parametrize(
    ("args", "error", "message"),
    [
        (("As", "Kd", "Qh", "Jc"), InvalidHandError, "got 4 cards: this evaluator takes 5 to 7"),
        (("As Kd Qh Jc Ts 9s 8s 7s",), InvalidHandError, "got 8 cards"),
        ((), InvalidHandError, "got 0 cards"),
        (("As", "Kd", "Qh", "Jc", "As"), InvalidHandError, "card As appears more than once"),
        ((51, 47, 43, 39, 51), InvalidHandError, "card As appears more than once"),
        ((51, 47, 43, 39, 52), InvalidCardError, "card id 52 is out of range"),
        ((51, 47, 43, 39, -1), InvalidCardError, "card id -1 is out of range"),
        (("As Kd Qh Jc Tx",), InvalidCardError, '"Tx" is not a card'),
        ((51, 47, 43, 39, 1.5), InvalidCardError, "expected a card"),
        ((None,), InvalidCardError, "expected cards or one iterable of cards"),
    ],
)
def test_bad_input_raises_and_names_the_problem(
    args: tuple[object, ...], error: type[Exception], message: str
) -> None:
    with pytest.raises(error, match=message):
        evaluate(*args)


@pytest.mark.parametrize(
    ("hands", "message"),
    [
        (np.zeros((3, 4), dtype=np.int64), r"shape \(N, 5\), \(N, 6\) or \(N, 7\), got \(3, 4\)"),
        (np.zeros((3, 8), dtype=np.int64), r"got \(3, 8\)"),
        (np.zeros(5, dtype=np.int64), r"got \(5,\)"),
        (np.zeros((2, 5), dtype=np.float64), "integer array of card ids, got dtype float64"),
        (np.array([[0, 1, 2, 3, 4], [0, 1, 2, 3, 3]]), "row 1: card 2s appears more than once"),
        (np.array([[0, 1, 2, 3, 4], [0, 1, 2, 3, 60]]), "row 1: card id 60 is out of range"),
        (np.array([[0, 1, 2, 3, -4]]), "row 0: card id -4 is out of range"),
    ],
)
def test_bad_arrays_raise_and_name_the_problem(hands: np.ndarray, message: str) -> None:
    with pytest.raises((InvalidHandError, InvalidCardError), match=message) as caught:
        evaluate_many(hands)
    assert isinstance(caught.value, ValueError)
