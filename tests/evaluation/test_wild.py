"""Wild-card evaluation: the seeds' worked examples, brute-force oracles, batches, errors."""

from __future__ import annotations

import random
from itertools import pairwise

import numpy as np
import pytest
from pokerules import (
    FIVE_ACES,
    Card,
    HandCategory,
    InvalidCardError,
    InvalidHandError,
    best_wild_hand,
    category,
    describe,
    evaluate,
    evaluate_wild,
    evaluate_wild_many,
    is_jacks_or_better,
    parse_hand,
)
from wild_oracle import best_by_substitution, duplicate_strength

DEUCES = {0, 1, 2, 3}


def wild_describe(hand: str, **options: object) -> str:
    return describe(evaluate_wild(hand, **options), "wild")  # type: ignore[arg-type]


# Seed 000 (Five Card Draw Deuces Wild) and rules-notes DW-1 to DW-3.


def test_dw1_a_straight_flush_beats_four_of_a_kind() -> None:
    a, b = evaluate_wild("2s 2d Kh Kc 9s"), evaluate_wild("Qh Jh Th 2c 8h")
    assert describe(a, "wild") == "Four of a kind, kings"
    assert describe(b, "wild") == "Queen-high straight flush"
    assert b < a
    assert best_wild_hand("Qh Jh Th 2c 8h").substitutions == {Card("2c"): Card("9h")}


def test_dw2_a_wild_cannot_copy_the_ace_of_the_flush_suit() -> None:
    a, b = evaluate_wild("Ah 2s 9h 6h 4h"), evaluate_wild("Ad Kd 8d 5d 3d")
    assert a == evaluate("Ah Kh 9h 6h 4h")
    assert b == evaluate("Ad Kd 8d 5d 3d")
    assert a < b
    assert str(best_wild_hand("Ah 2s 9h 6h 4h")) == "A♥ 2♠ as K♥ 9♥ 6♥ 4♥"


def test_dw3_five_of_a_kind_beats_a_straight_flush() -> None:
    five_sevens = evaluate_wild("7c 7d 7h 2s 2c")
    assert five_sevens == -5
    assert category(five_sevens, "wild") is HandCategory.FIVE_OF_A_KIND
    assert five_sevens < evaluate_wild("Ks Qs Js Ts 9s") == evaluate("Ks Qs Js Ts 9s") == 2


def test_five_aces_is_the_best_hand_and_the_scale_runs_down_to_it() -> None:
    assert evaluate_wild("Ac Ad Ah 2s 2c") == FIVE_ACES == -12
    assert evaluate_wild("2c 2d 2h 2s Ac") == -12
    assert evaluate_wild("2c 2d 2h 2s 3c") == -1 == evaluate_wild("3c 3d 3h 3s 2c")
    assert evaluate_wild("2c 2d 2h 2s 5c", wild="5") == 0  # five deuces, the lowest five
    assert describe(-12, "wild") == "Five of a kind, aces"


def test_a_wild_may_be_a_natural_two() -> None:
    assert evaluate_wild("Ah 2s 3c 4d 5h") == evaluate("Ah 2c 3c 4d 5h")
    assert describe(evaluate_wild("Ah 2s 3c 4d 5h"), "wild") == "Five-high straight"


def test_identical_wild_and_natural_hands_tie() -> None:
    assert evaluate_wild("Kh Kd 2c 7s 4d") == evaluate_wild("Kh Kd Ks 7s 4d")


# Seed 003 (Dead Deuce) and rules-notes DD-1: only face-up deuces are wild.


def test_dd1_face_up_deuces_are_wild_and_face_down_deuces_are_twos() -> None:
    # Dealt 2♣ 2♦ K♥, rolls 2♣; then K♠ 2♥ 8♦ up; 2♠ down on seventh street.
    cards = "2c 2d Kh Ks 2h 8d 2s"
    face_up = [True, False, False, True, True, True, False]
    mask = [card.rank == 0 and up for card, up in zip(parse_hand(cards), face_up, strict=True)]
    value = evaluate_wild(cards, wild_mask=mask)
    assert describe(value, "wild") == "Four of a kind, kings"
    assert value == evaluate("Kc Kd Kh Ks 8d")
    hand = best_wild_hand(cards, wild_mask=mask)
    assert set(hand.substitutions) == {Card("2c"), Card("2h")}
    assert {held for held, _ in hand.cards} == {Card(c) for c in ("2c", "Kh", "Ks", "2h", "8d")}
    # Counting every deuce as wild would give five kings: the mask matters.
    assert evaluate_wild(cards) == -11


# Seed 004 (Diablo), rules-notes DB-1.


def test_db1_three_kings_with_a_deuce_beat_two_pair() -> None:
    b, a = evaluate_wild("Kh Kd 2s 7c 4d"), evaluate_wild("Qs Qc 9d 9h 5s")
    assert describe(b, "wild") == "Three of a kind, kings"
    assert b < a


# Seed 000 opening: jacks or better with deuces counting (rules-notes DW-11, 2.5).


@pytest.mark.parametrize(
    ("hand", "opens"),
    [
        ("Js 2h 7d 5c 9s", True),
        ("Ts 2h 7d 5c 8s", False),
        ("Ts Th 7d 5c 3s", False),
        ("3c 3d 4s 4h 9d", True),
        ("2s 2h 7d 5c 9s", True),
        ("Jc Jd 5h 4s 3c", True),
        ("Ac Kd Qh 9s 7c", False),
    ],
)
def test_dw11_jacks_or_better_counts_deuces(hand: str, opens: bool) -> None:
    assert is_jacks_or_better(hand) is opens


# The brute-force oracle on random samples.


def _sample_with_wilds(
    rng: random.Random, size: int, wild_cards: set[int], at_least: int
) -> list[int]:
    while True:
        hand = rng.sample(range(52), size)
        if sum(c in wild_cards for c in hand) >= at_least:
            return hand


def test_masked_seven_card_hands_agree_with_the_oracle(rng: random.Random) -> None:
    for i in range(600):
        hand = _sample_with_wilds(rng, 7, DEUCES, at_least=1 + i % 3)
        # Stud: positions 2 to 5 are face up; only face-up deuces are wild.
        mask = [c in DEUCES and 2 <= pos <= 5 for pos, c in enumerate(hand)]
        assert evaluate_wild(hand, wild_mask=mask) == best_by_substitution(hand, mask), hand


@pytest.mark.parametrize("size", [5, 7])
def test_wild_fives_agree_with_the_oracle(rng: random.Random, size: int) -> None:
    fives = {12, 13, 14, 15}
    for i in range(400):
        hand = _sample_with_wilds(rng, size, fives, at_least=i % 4)
        flags = [c in fives for c in hand]
        assert evaluate_wild(hand, wild="5") == best_by_substitution(hand, flags), hand


@pytest.mark.parametrize("size", [5, 6, 7])
def test_one_eyed_jacks_agree_with_the_oracle(rng: random.Random, size: int) -> None:
    one_eyed = {Card("Js"), Card("Jh")}
    for i in range(400):
        hand = _sample_with_wilds(rng, size, one_eyed, at_least=i % 3)
        flags = [c in one_eyed for c in hand]
        assert evaluate_wild(hand, wild=["Js", "Jh"]) == best_by_substitution(hand, flags)
        assert evaluate_wild(hand, wild="Js Jh") == evaluate_wild(hand, wild=one_eyed)


def test_any_mask_agrees_with_the_oracle(rng: random.Random) -> None:
    for _ in range(300):
        hand = rng.sample(range(52), rng.choice([5, 6, 7]))
        mask = [rng.random() < 0.25 for _ in hand]
        assert evaluate_wild(hand, wild_mask=mask) == best_by_substitution(hand, mask), hand


def test_best_hand_shows_a_legal_hand_of_the_value(rng: random.Random) -> None:
    for i in range(800):
        hand = _sample_with_wilds(rng, rng.choice([5, 6, 7]), DEUCES, at_least=i % 4)
        best = best_wild_hand(hand)
        held = [h for h, _ in best.cards]
        assert len(held) == 5 and set(held) <= set(hand) and len(set(held)) == 5
        for card, shown in best.cards:
            assert card in DEUCES or card == shown
        if best.category is HandCategory.FIVE_OF_A_KIND:
            assert {c.rank for c in best.shown} == {-best.value}
        else:
            assert len(set(best.shown)) == 5, "no wild copies a card outside five of a kind"
            assert evaluate(best.shown) == best.value


# The double-ace flush house rule.


def test_duplicates_let_a_wild_copy_the_ace_of_the_flush_suit() -> None:
    double_ace = evaluate_wild("Ah 2s 9h 6h 4h", may_duplicate=True)
    king_flush = evaluate_wild("Ah Kh Qh Jh 9h", may_duplicate=True)
    assert double_ace < king_flush
    assert describe(double_ace, "wild", may_duplicate=True) == "Ace-high flush"
    shown = best_wild_hand("Ah 2s 9h 6h 4h", may_duplicate=True).shown
    assert shown.count(Card("Ah")) == 2


def test_the_duplicate_scale_orders_hands_as_the_rule_says(rng: random.Random) -> None:
    samples = []
    for i in range(700):
        hand = _sample_with_wilds(rng, 5, DEUCES, at_least=i % 3)
        # Flush draws are where duplicates matter: deal many suited hands.
        if i % 2:
            suit = rng.randrange(4)
            suited = [c for c in range(4, 52) if c & 3 == suit]
            hand = rng.sample(suited, 5 - i % 3) + rng.sample(sorted(DEUCES), i % 3)
        flags = [c in DEUCES for c in hand]
        samples.append((duplicate_strength(hand, flags), evaluate_wild(hand, may_duplicate=True)))
    samples.sort()
    for (low_key, low_value), (high_key, high_value) in pairwise(samples):
        if low_key == high_key:
            assert low_value == high_value
        else:
            assert low_value > high_value, (low_key, high_key)


def test_duplicates_change_nothing_without_wilds(rng: random.Random) -> None:
    for _ in range(300):
        hand = rng.sample(range(4, 52), 5)
        plain, dup = evaluate(hand), evaluate_wild(hand, may_duplicate=True)
        assert describe(plain) == describe(dup, "wild", may_duplicate=True)


# Batches.


def test_batch_agrees_with_single_hands(rng: random.Random) -> None:
    hands = np.array([_sample_with_wilds(rng, 7, DEUCES, i % 3) for i in range(1500)])
    masks = np.isin(hands, list(DEUCES)) & (np.arange(7) >= 2) & (np.arange(7) <= 5)
    assert evaluate_wild_many(hands, wild_mask=masks).tolist() == [
        evaluate_wild(h.tolist(), wild_mask=m.tolist()) for h, m in zip(hands, masks, strict=True)
    ]
    assert evaluate_wild_many(hands).tolist() == [evaluate_wild(h.tolist()) for h in hands]
    assert evaluate_wild_many(hands, wild="5", may_duplicate=True).tolist() == [
        evaluate_wild(h.tolist(), wild="5", may_duplicate=True) for h in hands
    ]


# Bad input.


def test_a_mask_of_the_wrong_length_is_rejected() -> None:
    with pytest.raises(InvalidHandError, match="wild_mask has 4 entries but there are 5 cards"):
        evaluate_wild("2c 3d 4h 5s 7c", wild_mask=[1, 0, 0, 0])
    with pytest.raises(InvalidHandError, match=r"wild_mask must have the shape of hands"):
        evaluate_wild_many([[0, 5, 9, 13, 17]], wild_mask=[[1, 0]])


@pytest.mark.parametrize(
    ("wild", "message"),
    [
        ("Jx", "is neither a rank"),
        ("1", "is neither a rank"),
        (["Js", "Jz"], '"Jz" is not a card'),
        ([60], "card id 60 is out of range"),
        (5, "not a bare number"),
        (1.5, "must be a rank or a collection of cards"),
    ],
)
def test_a_bad_wild_set_is_rejected(wild: object, message: str) -> None:
    with pytest.raises(InvalidCardError, match=message):
        evaluate_wild("2c 3d 4h 5s 7c", wild=wild)  # type: ignore[arg-type]


def test_a_mask_contradicting_the_wild_cards_is_rejected() -> None:
    with pytest.raises(InvalidHandError, match="wild_mask marks 3d wild, but it is not one of"):
        evaluate_wild("2c 3d 4h 5s 7c", wild="2", wild_mask=[0, 1, 0, 0, 0])
    with pytest.raises(InvalidHandError, match="row 0: wild_mask marks 3d wild"):
        evaluate_wild_many([[0, 5, 10, 15, 20]], wild="2", wild_mask=[[0, 1, 0, 0, 0]])
    # A mask that leaves a named wild card natural is no contradiction (a face-down deuce).
    assert evaluate_wild("2c 3d 4h 5s 7c", wild="2", wild_mask=[0, 0, 0, 0, 0]) == evaluate(
        "2c 3d 4h 5s 7c"
    )


def test_the_usual_hand_errors_apply() -> None:
    with pytest.raises(InvalidHandError, match="got 4 cards"):
        evaluate_wild("2c 3d 4h 5s")
    with pytest.raises(InvalidHandError, match="card 2c appears more than once"):
        evaluate_wild("2c 3d 4h 5s 2c")
