"""The drop-in's range equities against eval7's: equal where eval7 is exact and right, within
its sampling error where it samples, and against a brute-force count of every runout where
eval7's "exact" answer is not an equity (a board of fewer than five cards)."""

from __future__ import annotations

import functools
import itertools
import math
import random
from collections.abc import Callable

import eval7
import pytest
from pokerules import InvalidArgumentError, InvalidCardError, InvalidHandError
from pokerules.compat import eval7 as shim

TEXTS = [rank + suit for rank in "23456789TJQKA" for suit in "cdhs"]
RANGES = [
    "AA, A3o, 32s",
    "22+",
    "QQ+, AK, 0.5(AQs)",
    "T9s, 87s, 76s, 65s, KQo",
    "AA, AsAd, AA",  # hands listed more than once count more than once, in both
    "22+, A2+, K2+, Q2+, J2+, T2+, 92+, 82+, 72+, 62+, 52+, 42+, 32",  # every hand
    "JJ-99, AJs-ATs, KQ",
]


@functools.cache
def _their_range(text: str) -> eval7.HandRange:
    return eval7.HandRange(text)  # parsed once a text: eval7's parser takes milliseconds


def _spot(rng: random.Random, board_size: int) -> tuple[list[str], list[str], str]:
    cards = rng.sample(TEXTS, 2 + board_size)
    return cards[:2], cards[2:], rng.choice(RANGES)


def _live(hero: list[str], board: list[str], text: str) -> list[tuple[str, str]]:
    dead = set(hero + board)
    return [(str(a), str(b)) for (a, b), _ in _their_range(text) if not {str(a), str(b)} & dead]


def test_river_equities_are_eval7s_to_the_last_bit() -> None:
    rng = random.Random(5)
    compared = 0
    while compared < 150:
        hero, board, text = _spot(rng, 5)
        if not _live(hero, board, text):
            continue
        theirs = eval7.py_hand_vs_range_exact(
            list(map(eval7.Card, hero)), _their_range(text), list(map(eval7.Card, board))
        )
        ours = shim.py_hand_vs_range_exact(
            list(map(shim.Card, hero)), shim.HandRange(text), list(map(shim.Card, board))
        )
        assert ours == theirs, (hero, board, text)
        # The sampling entry gives the same, as a river spot is always enumerated.
        sampled = shim.py_hand_vs_range_monte_carlo(
            list(map(shim.Card, hero)), shim.HandRange(text), list(map(shim.Card, board)), 1000
        )
        assert sampled == theirs
        compared += 1


def test_river_equities_of_every_hand_of_a_range_are_eval7s() -> None:
    rng = random.Random(6)
    for _ in range(10):
        board = rng.sample(TEXTS, 5)
        hero_text, villain_text = rng.choice(RANGES), rng.choice(RANGES)
        theirs = eval7.py_all_hands_vs_range(
            _their_range(hero_text),
            _their_range(villain_text),
            list(map(eval7.Card, board)),
            10**6,
        )
        ours = shim.py_all_hands_vs_range(
            shim.HandRange(hero_text),
            shim.HandRange(villain_text),
            list(map(shim.Card, board)),
            10**6,
        )
        as_text = {tuple(map(str, hand)): value for hand, value in ours.items()}
        # eval7 also scores hero hands holding a board card; those are impossible and left out.
        possible = {
            tuple(map(str, hand)): value
            for hand, value in theirs.items()
            if not set(map(str, hand)) & set(board)
        }
        assert as_text == possible
        assert all(isinstance(hand[0], shim.Card) for hand in ours)


def _brute_force(hero: list[str], board: list[str], text: str) -> float:
    """The hero's share over every live villain hand and every runout, by eval7's evaluator."""
    won = 0.0
    deals = 0
    for villain in _live(hero, board, text):
        rest = [c for c in TEXTS if c not in {*hero, *board, *villain}]
        for runout in itertools.combinations(rest, 5 - len(board)):
            full = [eval7.Card(c) for c in (*board, *runout)]
            mine = eval7.evaluate([*full, *map(eval7.Card, hero)])
            theirs = eval7.evaluate([*full, *map(eval7.Card, villain)])
            won += 1.0 if mine > theirs else 0.5 if mine == theirs else 0.0
            deals += 1
    return won / deals


@pytest.mark.parametrize(
    ("hero", "board", "text"),
    [
        (["As", "Ad"], ["Kh", "7c", "2d"], "KK"),  # eval7's "exact" says 0.0: no runout
        (["Qh", "Jh"], ["Th", "9c", "2h", "3s"], "AA, KK, T9s"),
        (["7c", "7d"], ["Ac", "Kd", "7h", "2s"], "AK, AA, 22"),
        (["5s", "4s"], ["6s", "3d", "Kc"], "QQ+, AKs"),
    ],
)
def test_exact_equity_before_the_river_counts_every_runout(
    hero: list[str], board: list[str], text: str
) -> None:
    ours = shim.py_hand_vs_range_exact(
        list(map(shim.Card, hero)), shim.HandRange(text), list(map(shim.Card, board))
    )
    assert ours == pytest.approx(_brute_force(hero, board, text), abs=1e-7)
    theirs = eval7.py_hand_vs_range_exact(
        list(map(eval7.Card, hero)), _their_range(text), list(map(eval7.Card, board))
    )
    assert theirs != pytest.approx(ours, abs=1e-3)  # eval7 scores the cards dealt so far


def _within_sampling_error(ours: float, theirs: float, samples: int) -> bool:
    # eval7 deals each villain hand in turn, so its error is at most a plain sample's; five
    # standard errors of the two answers combined (ours may be sampled too).
    error = math.sqrt(2 * 0.25 / samples)
    return abs(ours - theirs) < 5 * error


@pytest.mark.parametrize("board_size", [0, 3, 4])
def test_sampled_equities_agree_with_eval7_within_its_sampling_error(board_size: int) -> None:
    rng = random.Random(40 + board_size)
    samples = 200_000
    for _ in range(4):
        hero, board, text = _spot(rng, board_size)
        if not _live(hero, board, text):
            continue
        theirs = eval7.py_hand_vs_range_monte_carlo(
            list(map(eval7.Card, hero)),
            _their_range(text),
            list(map(eval7.Card, board)),
            samples,
        )
        ours = shim.py_hand_vs_range_monte_carlo(
            list(map(shim.Card, hero)), shim.HandRange(text), list(map(shim.Card, board)), samples
        )
        assert _within_sampling_error(ours, theirs, samples), (hero, board, text, ours, theirs)


def test_every_hand_of_a_range_preflop_agrees_with_eval7() -> None:
    hero, villain = "AsAd, 3h2c, KK, T9s", "AA, A3o, 32s, QQ-99"
    theirs = eval7.py_all_hands_vs_range(_their_range(hero), _their_range(villain), [], 100_000)
    ours = shim.py_all_hands_vs_range(shim.HandRange(hero), shim.HandRange(villain), [], 100_000)
    mapped = {tuple(map(str, hand)): value for hand, value in theirs.items()}
    assert {tuple(map(str, hand)) for hand in ours} == set(mapped)
    for hand, value in ours.items():
        assert _within_sampling_error(value, mapped[tuple(map(str, hand))], 100_000)


def test_sampling_is_seeded() -> None:
    # Every hand against every hand, preflop: too big to enumerate, so sampled.
    hero, villain = [shim.Card("Ah"), shim.Card("Kh")], shim.HandRange(RANGES[5])
    first = shim.py_hand_vs_range_monte_carlo(hero, villain, [], 20_000)
    assert shim.py_hand_vs_range_monte_carlo(hero, villain, [], 20_000, seed=0) == first
    assert shim.py_hand_vs_range_monte_carlo(hero, villain, [], 20_000, seed=1) != first
    # The cards may be eval7's own, pokerules' or texts; the range any (hand, weight) list.
    assert (
        shim.py_hand_vs_range_monte_carlo(["Ah", "Kh"], _their_range(RANGES[5]), [], 20_000)
        == first
    )


AA = [shim.Card("As"), shim.Card("Ad")]
KK = shim.HandRange("KK")
EXACT, SAMPLED = shim.py_hand_vs_range_exact, shim.py_hand_vs_range_monte_carlo


@pytest.mark.parametrize(
    ("call", "error", "message"),
    [
        (lambda: EXACT(AA[:1], KK, []), InvalidHandError, "must hold 2 cards"),
        (lambda: EXACT(AA, KK, ["2c", "3c"]), InvalidHandError, "0 or 3 or 4 or 5"),
        (lambda: EXACT(AA, KK, ["As", "3c", "4c"]), InvalidHandError, "share a card"),
        (lambda: EXACT(AA, shim.HandRange("AsAd"), []), InvalidHandError, "no hand left"),
        (lambda: EXACT(AA, ["KK"], []), InvalidHandError, "pairs"),
        (lambda: EXACT(AA, "KK", []), InvalidHandError, "iterable"),
        (lambda: EXACT(["As", "As"], KK, []), InvalidHandError, "twice"),
        (lambda: EXACT(["As", "Ax"], KK, []), InvalidCardError, "not an eval7 card"),
        (lambda: SAMPLED(AA, KK, [], 0), InvalidArgumentError, "py_iterations"),
        (lambda: SAMPLED(AA, KK, [], 10, seed=-1), InvalidArgumentError, "seed"),
        (lambda: shim.py_all_hands_vs_range(KK, KK, [], 1.5), InvalidArgumentError, "py_iter"),
    ],
)
def test_bad_input_raises_pokerules_errors(
    call: Callable[[], object], error: type[Exception], message: str
) -> None:
    with pytest.raises(error, match=message):
        call()
