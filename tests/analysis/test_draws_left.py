"""``best_discards`` with draws to come (``draws_left``), badugi discards, and the fast path
``_core.plan_discard`` the equity engine plays multi-draw games with."""

from __future__ import annotations

import itertools
import random
from collections import Counter
from collections.abc import Callable
from fractions import Fraction
from typing import Any

import pokerules
import pytest
from pokerules import (
    InvalidArgumentError,
    InvalidGameError,
    InvalidHandError,
    PokerulesError,
    _core,
    best_discards,
    draw_odds,
    evaluate_badugi,
    parse_hand,
)
from pokerules.evaluation.badugi import BadugiCategory


def thrown(hand: str, game: str, draws_left: int) -> list[str]:
    return [str(card) for card in best_discards(hand, game=game, draws_left=draws_left)[0].discard]


def mask_of(hand: list[int], discard: tuple[pokerules.Card, ...]) -> int:
    ids = {int(card) for card in discard}
    return sum(1 << i for i, card in enumerate(hand) if card in ids)


# The plays the issue pins: with three draws to come, good players break these.


def test_three_draws_break_a_king_and_draw_one() -> None:
    assert thrown("Kd 7h 5c 3s 2d", "triple-draw", 3) == ["Kd"]


def test_three_draws_break_a_made_nine_to_a_seven_draw() -> None:
    assert thrown("9d 7h 5c 3s 2d", "triple-draw", 3) == ["9d"]


def test_badugi_three_draws_draw_one_to_a_five() -> None:
    choice = best_discards("5c 3d 2h Kh", game="badugi", draws_left=3)[0]
    assert [str(c) for c in choice.discard] == ["Kh"]
    assert [str(c) for c in choice.keep] == ["5c", "3d", "2h"]


@pytest.mark.parametrize(
    ("hand", "game", "draws_left", "throw"),
    [
        ("7d 5h 4c 3s 2d", "triple-draw", 3, []),  # the nuts stands pat
        ("8d 6h 4c 3s 2d", "triple-draw", 3, []),  # a smooth eight stands pat
        ("9d 7h 5c 3s 2d", "triple-draw", 2, []),  # with two draws the nine stands pat
        ("Kd 7h 5c 3s 2d", "nl-single-draw", 2, ["Kd"]),
        ("Kd Qh 7c 3s 2d", "low27", 3, ["Kd", "Qh"]),
        ("Ad 7h 7c 3s 2d", "triple-draw", 3, ["Ad", "7c"]),  # break the pair and the ace
        ("8c 6d 4h 2s", "badugi", 3, []),  # a four-card eight stands pat
        ("Kc 4d 3h 2s", "badugi", 3, ["Kc"]),  # break a king badugi with three draws ...
        ("Kc 4d 3h 2s", "badugi", 2, []),  # ... but not with two
    ],
)
def test_more_plays(hand: str, game: str, draws_left: int, throw: list[str]) -> None:
    assert thrown(hand, game, draws_left) == throw


def test_a_flush_is_never_a_pat_low() -> None:
    # 8-6-4-3-2 of diamonds is a flush, one of the worst 2-7 hands: it breaks, keeping the
    # 8-4-3-2 (a five would make 6-4-3-2 a straight).
    for draws_left in (2, 3):
        assert thrown("8d 6d 4d 3d 2d", "triple-draw", draws_left) == ["6d"]
        assert _core.plan_discard("low27", [int(c) for c in parse_hand("8d6d4d3d2d")], 2) == 2
    assert thrown("8d 6d 4d 3d 2d", "triple-draw", 1) != []
    assert thrown("8d 6h 4d 3d 2d", "triple-draw", 3) == []


# draws_left=1 is today's ranking.


@pytest.mark.parametrize(
    ("hand", "game"),
    [
        ("Kd 7h 5c 3s 2d", "triple-draw"),
        ("As Ad Kh 7c 2s", "high"),
        ("2s 9c Tc Jc Qd", "deuces-wild"),
        ("9d 8h 8c 4s 2d", "low27"),
    ],
)
def test_one_draw_left_is_the_default_ranking(hand: str, game: str) -> None:
    default = best_discards(hand, game=game)
    one = best_discards(hand, game=game, draws_left=1)
    assert [(c.discard, c.score, c.criterion) for c in one] == [
        (c.discard, c.score, c.criterion) for c in default
    ]
    assert {c.criterion for c in one} == {"strength"}


def test_one_draw_left_stands_pat_on_a_king_in_triple_draw() -> None:
    # Against a random five-card hand with no draw to come, K-7-5-3-2 is ahead of drawing.
    assert thrown("Kd 7h 5c 3s 2d", "triple-draw", 1) == []


def test_one_draw_left_with_a_target_and_a_payout() -> None:
    by_target = best_discards("7h 5d 3c 2s Kd", game="low27", target="7-6-5-4-2", draws_left=1)
    assert by_target[0].score == Fraction(8, 47)
    paid = best_discards("As Ah Kd 7c 2s", payout={"two pair": 1}, draws_left=1)
    assert paid[0].criterion == "expected payout"


# The multi-draw scores.


def test_scores_are_expected_strengths() -> None:
    choices = best_discards("Kd 7h 5c 3s 2d", game="triple-draw", draws_left=3)
    assert len(choices) == 32
    assert {c.criterion for c in choices} == {"strength over draws"}
    assert all(0 < c.score < 1 for c in choices)
    keys = [(-c.score, len(c.discard), sorted(int(x) for x in c.discard)) for c in choices]
    assert keys == sorted(keys)
    # The odds stay those of this one draw.
    assert choices[0].odds.outcomes == 47
    assert str(choices[0]).startswith("keep 7♥ 5♣ 3♠ 2♦: strength over draws 0.")


def test_dead_cards_change_this_draw_only() -> None:
    hand = "Kd 7h 5c 3s 2d"
    alive = {c.discard: c.score for c in best_discards(hand, game="triple-draw", draws_left=2)}
    # Every four and six out: drawing to 7-5-3-2 makes at best an eight.
    dead = "4c 4d 4h 4s 6c 6d 6h 6s"
    stubbed = best_discards(hand, game="triple-draw", dead=dead, draws_left=2)
    by_discard = {c.discard: c.score for c in stubbed}
    king = tuple(parse_hand("Kd"))
    assert by_discard[king] < alive[king]
    assert by_discard[()] == alive[()]  # standing pat draws nothing


def test_the_same_scores_every_time() -> None:
    first = best_discards("Jc 8d 5h 2s", game="badugi", draws_left=2)
    again = best_discards("Jc 8d 5h 2s", game="badugi", draws_left=2)
    assert [(c.discard, c.score) for c in first] == [(c.discard, c.score) for c in again]


# The fast path.


@pytest.mark.parametrize(
    ("game", "scale", "size"), [("triple-draw", "low27", 5), ("badugi", "badugi", 4)]
)
def test_the_fast_path_plays_the_first_choice(
    rng: random.Random, game: str, scale: str, size: int
) -> None:
    for draws_left in (2, 3):
        for _ in range(60):
            hand = rng.sample(range(52), size)
            first = best_discards(hand, game=game, draws_left=draws_left)[0]
            assert _core.plan_discard(scale, hand, draws_left) == mask_of(hand, first.discard)


def test_the_fast_path_at_one_draw_plays_the_exact_ranking(rng: random.Random) -> None:
    # With one draw the model's worth is the exact strength (in floats), flushes included:
    # the same first choice on every hand tried (3,000 of each game in docs/equity.md).
    for game, scale, size in [("triple-draw", "low27", 5), ("badugi", "badugi", 4)]:
        for _ in range(40):
            hand = rng.sample(range(52), size)
            exact = best_discards(hand, game=game)[0]
            assert _core.plan_discard(scale, hand, 1) == mask_of(hand, exact.discard)


@pytest.mark.parametrize(
    ("call", "message"),
    [
        (lambda: _core.plan_discard("high", [0, 1, 2, 3, 4], 2), 'expected "low27" or "badugi"'),
        (lambda: _core.plan_discard("low27", [0, 1, 2, 3, 4], 0), "draws_left must be 1, 2 or 3"),
        (lambda: _core.plan_discard("low27", [0, 1, 2, 3, 4], -1), "not -1"),
        (lambda: _core.plan_discard("low27", [0, 1, 2, 3], 2), "a deuce-to-seven hand has 5"),
        (lambda: _core.plan_discard("badugi", [0, 1, 2, 3, 4], 2), "a badugi hand has 4"),
        (lambda: _core.plan_discard("low27", [0, 1, 2, 3, 3], 2), "more than once"),
        (lambda: _core.plan_discard("low27", [0, 1, 2, 3, 52], 2), "52"),
        (lambda: _core.plan_worths("low27", [0, 1, 2, 3, 4], [4], 2), "both in the hand"),
    ],
)
def test_the_core_refuses_bad_questions(call: Callable[[], object], message: str) -> None:
    with pytest.raises(PokerulesError, match=message):
        call()


# Badugi at one draw: exact, like the five-card games.


def brute_badugi(hand: list[int], dead: list[int]) -> list[tuple[Fraction, tuple[int, ...]]]:
    """Every discard's exact strength from plain enumeration over evaluate_badugi."""
    deck = Counter(evaluate_badugi(list(four)) for four in itertools.combinations(range(52), 4))
    total = sum(deck.values())
    worse = 0
    strength = {}
    for value in sorted(deck, reverse=True):
        strength[value] = Fraction(2 * worse + deck[value], 2 * total)
        worse += deck[value]
    unseen = [c for c in range(52) if c not in hand and c not in dead]
    found = []
    for mask in range(16):
        kept = [c for i, c in enumerate(hand) if not mask >> i & 1]
        draws = list(itertools.combinations(unseen, 4 - len(kept)))
        score = sum((strength[evaluate_badugi(kept + list(d))] for d in draws), Fraction(0))
        found.append((score / len(draws), tuple(sorted(c for c in hand if c not in kept))))
    found.sort(key=lambda f: (-f[0], len(f[1]), f[1]))
    return found


def test_badugi_one_draw_matches_brute_force(rng: random.Random) -> None:
    cards = rng.sample(range(52), 30)
    hand, dead = cards[:4], cards[4:]  # 22 unseen cards keep the brute force small
    ours = best_discards(hand, game="badugi", dead=dead)
    assert [(c.score, tuple(sorted(int(x) for x in c.discard))) for c in ours] == brute_badugi(
        hand, dead
    )
    assert {c.criterion for c in ours} == {"strength"}


def test_badugi_odds_by_category_target_and_payout() -> None:
    choices = best_discards("5c 3d 2h Kh", game="badugi")
    odds = next(c.odds for c in choices if [str(x) for x in c.discard] == ["Kh"])
    # 48 unseen cards; the ten spades that pair nothing make a badugi.
    assert odds.outcomes == 48
    assert dict(odds.categories) == {BadugiCategory.FOUR_CARD: 10, BadugiCategory.THREE_CARD: 38}
    assert odds.p_at_least(BadugiCategory.FOUR_CARD) == Fraction(10, 48)
    assert odds.p_at_least("four-card badugi") == Fraction(10, 48)
    assert odds.p_at_least("8c 5d 3h 2s") == Fraction(5, 48)  # As, 4s, 6s, 7s or 8s
    assert odds.expected({"four-card badugi": 3, BadugiCategory.THREE_CARD: 1}) == Fraction(68, 48)
    by_target = best_discards("5c 3d 2h Kh", game="badugi", target=BadugiCategory.FOUR_CARD)
    assert by_target[0].score == Fraction(10, 48)
    assert by_target[0].criterion == "chance of target"


LOW = "Kd 7h 5c 3s 2d"
FOUR = "Kd 7h 5c 3s"


@pytest.mark.parametrize(
    ("hand", "options", "error", "message"),
    [
        (LOW, {"game": "low27", "draws_left": True}, InvalidArgumentError, "not bool"),
        (LOW, {"game": "low27", "draws_left": 0}, InvalidArgumentError, "1 to 3, not 0"),
        (LOW, {"game": "low27", "draws_left": 4}, InvalidArgumentError, "1 to 3, not 4"),
        (LOW, {"game": "low27", "draws_left": 2.0}, InvalidArgumentError, "whole number"),
        (LOW, {"game": "nl-draw", "draws_left": 2}, InvalidArgumentError, "nl-draw draws once"),
        (LOW, {"game": "deuces-wild", "draws_left": 3}, InvalidArgumentError, "deuce-to-seven"),
        (LOW, {"game": "low27", "draws_left": 2, "target": 4}, InvalidArgumentError, "rank one"),
        (LOW, {"game": "low27", "draws_left": 2, "payout": {"flush": 1}}, InvalidArgumentError,
         "payout and target"),
        (LOW, {"game": "badugi"}, InvalidHandError, "a badugi hand has 4 cards, got 5"),
        (FOUR, {"game": "triple-draw", "draws_left": 2}, InvalidHandError, "5 cards, got 4"),
        (FOUR, {"game": "badugi", "dead": "Kd"}, InvalidHandError, "both in the hand"),
        (FOUR, {"game": "badugi", "wild": "5"}, InvalidArgumentError, "wild applies"),
        (FOUR, {"game": "badugi", "payout": {"flush": 1}}, InvalidArgumentError,
         "unknown category"),
        (FOUR, {"game": "badugi", "target": "two pair"}, InvalidArgumentError,
         "two pair is not a hand on the badugi"),
        (FOUR, {"game": "badugi", "target": "Kd 7h"}, InvalidArgumentError,
         "four different cards, got 2"),
        (LOW, {"game": "razz"}, InvalidGameError, "razz"),
    ],
)  # fmt: skip
def test_bad_input_is_refused_clearly(
    hand: str, options: dict[str, Any], error: type[Exception], message: str
) -> None:
    with pytest.raises(error, match=message):
        best_discards(hand, **options)


def test_draw_odds_leaves_badugi_to_best_discards() -> None:
    with pytest.raises(InvalidGameError, match="best_discards ranks"):
        draw_odds(FOUR, game="badugi")
