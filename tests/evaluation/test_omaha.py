"""Omaha: a million random deals against phevaluator, every hole and board size against brute
force, hi-lo against an independent two-plus-three oracle, best hands, batches and bad input.

Rust proves the same on more deals (`rust/tests/omaha_oracle.rs`: a million deals and every
size against brute force over the 60 two-plus-three choices); here the peer is phevaluator.
"""

from __future__ import annotations

import random

import numpy as np
import pokerkit
import pytest
from conftest import random_hands
from low_oracles import best_eight_low, omaha_fives
from phevaluator import _pheval, evaluate_omaha_cards
from pokerules import (
    NO_LOW,
    Card,
    InvalidCardError,
    InvalidHandError,
    best_omaha_hand,
    best_omaha_low,
    describe,
    evaluate,
    evaluate_low_a5,
    evaluate_omaha,
    evaluate_omaha_hilo,
    evaluate_omaha_hilo_many,
    evaluate_omaha_many,
)


def deals(count: int, cards: int, seed: int) -> np.ndarray:
    """``count`` rows of ``cards`` distinct card ids (a partial Fisher-Yates, vectorised)."""
    rng = np.random.default_rng(seed)
    deck = np.tile(np.arange(52, dtype=np.uint8), (count, 1))
    rows = np.arange(count)
    for i in range(cards):
        pick = rng.integers(i, 52, size=count)
        deck[rows, i], deck[rows, pick] = deck[rows, pick], deck[rows, i].copy()
    return deck[:, :cards]


def brute_high(hole: list[int], board: list[int]) -> int:
    return min(evaluate(*five) for five in omaha_fives(hole, board))


def test_a_million_deals_agree_with_phevaluator() -> None:
    cards = deals(1_000_000, 9, seed=15)
    ours = evaluate_omaha_many(cards[:, :4], cards[:, 4:])
    # phevaluator's C entry takes the five board cards first, then the four hole cards.
    columns = [cards[:, i].tolist() for i in (4, 5, 6, 7, 8, 0, 1, 2, 3)]
    theirs = list(map(_pheval.evaluate_omaha_cards, *columns))
    assert ours.tolist() == theirs
    # Both ends of the scale and every category turn up in a million deals.
    assert ours.min() < 11 and ours.max() > 7000


def test_single_calls_agree_with_phevaluators_public_function() -> None:
    for row in deals(3000, 9, seed=16).tolist():
        hole, board = row[:4], row[4:]
        expected = evaluate_omaha_cards(*board, *hole)
        assert evaluate_omaha(hole, board) == expected
        assert evaluate_omaha(tuple(hole), tuple(board)) == expected
        assert evaluate_omaha([Card(c) for c in hole], board) == expected


@pytest.mark.parametrize("hole_size", [4, 5, 6])
@pytest.mark.parametrize("board_size", [3, 4, 5])
def test_every_size_agrees_with_brute_force(
    rng: random.Random, hole_size: int, board_size: int
) -> None:
    for hand in random_hands(rng, 300, hole_size + board_size):
        hole, board = hand[:hole_size], hand[hole_size:]
        expected_low = best_eight_low(omaha_fives(hole, board))
        high, low = evaluate_omaha_hilo(hole, board)
        assert high == evaluate_omaha(hole, board) == brute_high(hole, board), hand
        # The low class must be the a5 class of the oracle's best qualifying five.
        if expected_low is None:
            assert low is None, hand
        else:
            assert low is not None and low <= 56, hand
            fives = [f for f in omaha_fives(hole, board) if best_eight_low([f]) == expected_low]
            assert low == evaluate_low_a5(fives[0]), hand


def test_batches_take_every_size_and_agree_with_single_hands(rng: random.Random) -> None:
    for hole_size in (4, 5, 6):
        for board_size in (3, 4, 5):
            hands = np.array(random_hands(rng, 500, hole_size + board_size), dtype=np.int16)
            holes, boards = hands[:, :hole_size], hands[:, hole_size:]
            high, low = evaluate_omaha_hilo_many(holes, boards)
            pairs = [
                evaluate_omaha_hilo(h.tolist(), b.tolist())
                for h, b in zip(holes, boards, strict=True)
            ]
            assert high.tolist() == [p[0] for p in pairs]
            assert low.tolist() == [NO_LOW if p[1] is None else p[1] for p in pairs]
            assert evaluate_omaha_many(holes, boards).tolist() == high.tolist()


def test_one_board_for_every_hand_and_mixed_dtypes() -> None:
    holes = np.array([[51, 47, 42, 38], [45, 46, 20, 21]], dtype=np.uint8)
    board = np.array([35, 31, 3, 5, 10], dtype=np.int64)
    expected = [evaluate_omaha(h.tolist(), board.tolist()) for h in holes]
    assert evaluate_omaha_many(holes, board).tolist() == expected
    assert evaluate_omaha_many(holes, np.tile(board, (2, 1)).astype(np.uint64)).tolist() == expected


def test_hilo_agrees_with_pokerkit(rng: random.Random) -> None:
    for hand in random_hands(rng, 200, 9):
        hole, board = hand[:4], hand[4:]
        _, low = evaluate_omaha_hilo(hole, board)
        text = ["".join(str(Card(c)) for c in part) for part in (hole, board)]
        try:
            theirs = pokerkit.OmahaEightOrBetterLowHand.from_game(*text)
        except ValueError:
            assert low is None, hand
            continue
        assert low is not None, hand
        # The same low: pokerkit's lookup entry of our best low five equals its own.
        five = best_omaha_low(hole, board)
        assert five is not None
        ours = pokerkit.EightOrBetterLowHand.from_game("".join(str(c) for c in five))
        assert ours.entry == theirs.entry, hand


def test_best_hands_are_two_hole_and_three_board_cards(rng: random.Random) -> None:
    for hand in random_hands(rng, 1000, 10):
        hole, board = hand[:5], hand[5:]
        high, low = evaluate_omaha_hilo(hole, board)
        five = best_omaha_hand(hole, board)
        assert set(five[:2]) <= set(hole) and set(five[2:]) <= set(board)
        assert evaluate(five) == high
        low_five = best_omaha_low(hole, board)
        assert (low_five is None) == (low is None)
        if low_five is not None:
            assert set(low_five[:2]) <= set(hole) and set(low_five[2:]) <= set(board)
            assert evaluate_low_a5(low_five) == low


def test_the_two_plus_three_rule() -> None:
    # Four spades in the hole and one on the board: no flush. Two in the hole and three on
    # the board: a flush.
    assert describe(evaluate_omaha("As Ks Qs Js", "Ts 2c 3d 4h 9h")) == "Ace-high"
    assert describe(evaluate_omaha("As Ks 7c 8d", "Ts 9s 2s 3d 4h")) == "Ace-high flush"
    # A board straight needs two hole cards of it, not one.
    assert describe(evaluate_omaha("As 2c 7c 7d", "Ts Jd Qh Kc 3d")) == "Pair of sevens"
    # Quads on the board play as trips at most, with two hole cards as kickers.
    assert describe(evaluate_omaha("2c 3d 7c 8d", "Ts Td Th Tc 3c")) == "Three of a kind, tens"


@pytest.mark.parametrize(
    ("hole", "board", "error", "message"),
    [
        (
            "As Kd Qh",
            "2c 3c 4c",
            InvalidHandError,
            "got 3 hole cards: Omaha takes 4 to 6 hole cards",
        ),
        ("As Kd Qh Jh 9s 8s 7s", "2c 3c 4c", InvalidHandError, "got 7 hole cards"),
        ("As Kd Qh Jh", "2c 3c", InvalidHandError, "got 2 board cards: Omaha takes 3 to 5"),
        ("As Kd Qh Jh", "2c 3c 4c 5c 6c 7c", InvalidHandError, "got 6 board cards"),
        ("As Kd Qh Jh", "2c 3c As", InvalidHandError, "card As appears more than once"),
        ([51, 47, 43, 60], [0, 1, 2], InvalidCardError, "card id 60 is out of range"),
        ([51, 47, 43, True], [0, 1, 2], InvalidCardError, "got bool"),
        (51, [0, 1, 2], InvalidCardError, "hole cards must be card text"),
        (iter(range(52)), [0, 1, 2], InvalidHandError, "got more than 6 hole cards"),
        ({51: 1, 47: 1, 43: 1, 39: 1}, [0, 1, 2], InvalidCardError, "not dict"),
    ],
)
def test_bad_input_raises_clear_errors(
    hole: object, board: object, error: type, message: str
) -> None:
    for function in (evaluate_omaha, evaluate_omaha_hilo, best_omaha_hand, best_omaha_low):
        with pytest.raises(error, match=message):
            function(hole, board)  # type: ignore[operator]


def test_bad_batches_raise() -> None:
    holes = np.array([[0, 1, 2, 3], [4, 5, 6, 7]])
    with pytest.raises(InvalidHandError, match=r"holes must have shape \(N, 4\), \(N, 5\) or"):
        evaluate_omaha_many(holes[:, :3], np.zeros((2, 3), np.int64))
    with pytest.raises(InvalidHandError, match=r"boards must have shape \(N, 3\)"):
        evaluate_omaha_many(holes, np.zeros((2, 6), np.int64))
    with pytest.raises(InvalidHandError, match="holes has 2 rows but boards has 3"):
        evaluate_omaha_many(holes, np.array([[8, 9, 10]] * 3))
    with pytest.raises(InvalidHandError, match="row 1: card 3c appears more than once"):
        evaluate_omaha_many(holes, np.array([[8, 9, 10], [8, 9, 4]]))
    with pytest.raises(InvalidCardError, match="row 0: card id 52 is out of range"):
        evaluate_omaha_hilo_many(holes, np.array([[8, 9, 52], [8, 9, 10]]))
    with pytest.raises(InvalidHandError, match="dtype float64"):
        evaluate_omaha_many(holes, np.array([[8.0, 9, 10], [8, 9, 10]]))
    with pytest.raises(InvalidCardError, match="card id 18446744073709551615 is out of range"):
        evaluate_omaha_many(holes, np.array([[8, 9, 2**64 - 1]] * 2, dtype=np.uint64))
