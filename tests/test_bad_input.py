"""The reproductions of issue 11, each now a clear PokerulesError (or, where the input is
valid, the right answer). tests/test_abuse.py drives the same entry points with arbitrary
objects; these are the cases a user met, spelled out."""

from __future__ import annotations

import itertools
import math

import numpy as np
import pokerules
import pytest
from pokerules import (
    Card,
    Hand,
    HandHistoryError,
    IllegalActionError,
    InvalidArgumentError,
    InvalidCardError,
    InvalidGameError,
    InvalidHandError,
    PokerulesError,
    describe,
    evaluate,
    evaluate_wild,
    evaluate_wild_many,
    find_game,
)
from pokerules.phh import from_phh
from pokerules.session.simulate import simulate


def test_every_error_is_a_value_error() -> None:
    for error in (
        PokerulesError,
        InvalidCardError,
        InvalidHandError,
        InvalidArgumentError,
        InvalidGameError,
        IllegalActionError,
        HandHistoryError,
    ):
        assert issubclass(error, ValueError) and issubclass(error, PokerulesError)
    for call in (
        lambda: find_game("pineapple"),
        lambda: Hand(find_game("nl-draw"), [50]),
        lambda: from_phh("x = 1"),
        lambda: simulate("nl-draw", players=9),
    ):
        with pytest.raises(ValueError):
            call()


@pytest.mark.parametrize("hands", [math.nan, math.inf, "10", 2.0, True, None])
def test_simulate_refuses_hand_counts_that_are_not_whole_numbers(hands: object) -> None:
    with pytest.raises(InvalidArgumentError, match="hands must be a whole number"):
        simulate("nl-draw", hands=hands, players=3)  # type: ignore[arg-type]


def test_simulate_refuses_bad_seeds_players_and_workers() -> None:
    with pytest.raises(InvalidArgumentError, match="seed must be a whole number"):
        simulate("nl-draw", hands=5, seed="x")  # type: ignore[arg-type]
    with pytest.raises(InvalidArgumentError, match="players must be a whole number"):
        simulate("nl-draw", hands=5, players=3.0)  # type: ignore[arg-type]
    for workers in (0, -3):
        with pytest.raises(InvalidArgumentError, match="workers must be from 1 to 256"):
            simulate("nl-draw", hands=5, workers=workers)


@pytest.mark.parametrize("mask", ["10000", ["0"] * 5, [None] * 5, [2, 0, 0, 0, 0], [0.0] * 5])
def test_masks_hold_booleans_or_zero_and_one(mask: object) -> None:
    with pytest.raises(InvalidHandError, match="wild_mask"):
        evaluate_wild("2c Kd Kh Ks 8d", wild_mask=mask)  # type: ignore[arg-type]
    with pytest.raises(InvalidHandError, match="wild_mask"):
        evaluate_wild_many([[0, 45, 46, 47, 24]], wild_mask=[mask])  # type: ignore[list-item]


def test_valid_masks_still_work() -> None:
    four_kings, three_kings = evaluate("Kc Kd Kh Ks 8c"), evaluate("2c Kd Kh Ks 8c")
    for mask in ([1, 0, 0, 0, 0], [True, False, False, False, False], np.array([1, 0, 0, 0, 0])):
        assert evaluate_wild("2c Kd Kh Ks 8c", wild_mask=mask) == four_kings
        assert evaluate_wild_many([[0, 45, 46, 47, 24]], wild_mask=[mask]).tolist() == [four_kings]
    assert evaluate_wild("2c Kd Kh Ks 8c", wild_mask=[0] * 5) == three_kings


def test_a_batch_names_the_card_its_row_holds() -> None:
    # A card off the deck with a wild given (once an IndexError), and -1 (once named A♠).
    for bad in (60, -1):
        with pytest.raises(InvalidCardError, match=f"row 0: card id {bad} is out of range"):
            evaluate_wild_many(
                np.array([[bad, 1, 2, 3, 4]]), wild=["Js"], wild_mask=[[1] + [0] * 4]
            )
    with pytest.raises(InvalidHandError, match="row 1: wild_mask marks 3c wild, but it is not"):
        evaluate_wild_many(
            [[0, 1, 2, 3, 4], [4, 5, 6, 7, 8]], wild="2", wild_mask=[[0] * 5, [1] + [0] * 4]
        )


def test_chips_are_whole_numbers() -> None:
    with pytest.raises(InvalidArgumentError, match="dead_money must be a whole number of chips"):
        Hand(find_game("triple-draw"), [100, 100, 100], seed=1, dead_money=1.5)  # type: ignore[arg-type]
    with pytest.raises(InvalidGameError, match="ante must be a whole number of chips"):
        find_game("nl-draw", ante=1.5)
    with pytest.raises(InvalidArgumentError, match="a stack must be a whole number of chips"):
        Hand(find_game("nl-draw"), [50, 50.5])  # type: ignore[list-item]


@pytest.mark.parametrize(
    "cards",
    [[True, False, 2, 3, 4], b"\x00\x01\x02\x03\x04", bytearray(5), {0: 1, 1: 1, 2: 1, 3: 1, 4: 1}],
)
def test_bools_bytes_and_mappings_are_not_cards(cards: object) -> None:
    with pytest.raises(InvalidCardError):
        evaluate(cards)  # type: ignore[arg-type]
    with pytest.raises(InvalidCardError):
        pokerules.parse_hand(cards)  # type: ignore[arg-type]


def test_five_bools_are_not_a_hand() -> None:
    with pytest.raises(InvalidCardError, match="got bool"):
        evaluate(True, False, True, False, True)
    with pytest.raises(InvalidCardError, match="got bool"):
        Card(True)  # type: ignore[arg-type]
    with pytest.raises(InvalidHandError, match="a hand value must be a whole number"):
        describe(True)


@pytest.mark.parametrize("value", [1.5, None, "1", [1], 2**64])
def test_class_numbers_are_integers_on_the_scale(value: object) -> None:
    for reader in (describe, pokerules.category, pokerules.evaluation.five_card.hand_shape):
        with pytest.raises(InvalidHandError):
            reader(value)  # type: ignore[arg-type]


def test_a_hand_takes_a_game_name() -> None:
    by_name = Hand("triple-draw", [100, 100, 100], seed=3)
    assert by_name.history == Hand(find_game("triple-draw"), [100, 100, 100], seed=3).history
    with pytest.raises(InvalidGameError, match="unknown game 'pineapple'"):
        Hand("pineapple", [100, 100])
    with pytest.raises(InvalidGameError, match="game must be a Game or a game's name"):
        Hand(5, [100, 100])  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("options", "match"),
    [
        ({"stacks": None}, "stacks must be a list"),
        ({"button": 1.5}, "button must be a whole number"),
        ({"button": "0"}, "button must be a whole number"),
        ({"deck": 5}, "bad deck"),
        ({"seed": "x"}, "seed must be a whole number"),
        ({"antes": "yes"}, "antes must be True or False"),
    ],
)
def test_hand_arguments(options: dict[str, object], match: str) -> None:
    arguments: dict[str, object] = {"stacks": [50, 50], **options}
    with pytest.raises(InvalidArgumentError, match=match):
        Hand(find_game("nl-draw"), **arguments)  # type: ignore[arg-type]
    # A generator of stacks is a list like any other.
    assert Hand(find_game("nl-draw"), (s for s in (50, 50)), seed=1).stacks[0] <= 50


def test_endless_iterators_are_refused_not_followed() -> None:
    with pytest.raises(InvalidHandError, match="more than 7 cards"):
        evaluate(itertools.count())
    with pytest.raises(InvalidCardError, match="at most 260"):
        pokerules.parse_hand(itertools.repeat("As"))
    with pytest.raises(InvalidHandError, match="wild_mask"):
        evaluate_wild("2c Kd Kh Ks 8d", wild_mask=itertools.repeat(0))
    with pytest.raises(InvalidCardError, match="more than 256 cards"):
        evaluate_wild("2c Kd Kh Ks 8d", wild=itertools.cycle(["Js"]))


def test_text_with_a_lone_surrogate_is_not_a_card() -> None:
    for text in ("As\ud800 Kd Qh Jc Ts", "\udc00"):
        with pytest.raises(InvalidCardError, match="is not a card"):
            evaluate(text)
        with pytest.raises(InvalidCardError, match="is not a card"):
            Card(text)


def test_a_generator_that_raises_lets_its_own_exception_through() -> None:
    class DeckFell(Exception):
        pass

    def cards():  # type: ignore[no-untyped-def]
        yield "As"
        raise DeckFell

    for call in (evaluate, pokerules.parse_hand, lambda c: Hand("nl-draw", [50, 50], deck=c)):
        with pytest.raises(DeckFell):
            call(cards())


def test_a_bot_that_makes_no_decision_is_refused_rather_than_waited_for() -> None:
    class Idle:
        def play(self, hand: Hand) -> None:
            pass

    from pokerules.players.bots import RandomBot, play_hand

    with pytest.raises(IllegalActionError, match="made no decision"):
        play_hand(Hand("nl-draw", [50, 50], seed=1), [Idle(), RandomBot(1)])  # type: ignore[list-item]
    session = pokerules.Session("nl-draw", 2, seed=1)
    with pytest.raises(IllegalActionError, match="made no decision"):
        session.play([Idle(), Idle()])  # type: ignore[list-item]
