"""Exact draw odds against brute force written from the rules, in Python.

Each oracle enumerates replacement sets with itertools and scores final hands with
``evaluate``, ``evaluate_low27`` or ``evaluate_wild`` (proven exhaustively elsewhere). Cases
stay small (one to three cards drawn, or many dead cards) so the file runs in seconds.
"""

from __future__ import annotations

import dataclasses
import functools
import math
import random
from collections import Counter
from collections.abc import Callable
from fractions import Fraction
from itertools import combinations

import pokerules
import pokerules.analysis.draw_counts
import pokerules.analysis.draws
import pytest
from pokerules import (
    Card,
    HandCategory,
    InvalidCardError,
    InvalidHandError,
    PokerulesError,
    best_discards,
    draw_odds,
    find_game,
)
from pokerules.analysis.draw_setup import draw_scale

DEUCES = [0, 1, 2, 3]
ONE_EYED_JACKS = ["Js", "Jh"]

# (game, wild, scale, wild cards, may_duplicate) for each way of judging hands.
JUDGES = [
    ("high", None, "high", [], False),
    ("low27", None, "low27", [], False),
    ("deuces-wild", None, "wild", DEUCES, False),
    (find_game("deuces-wild", may_duplicate=True), None, "wild", DEUCES, True),
    ("wild", ONE_EYED_JACKS, "wild", [39, 38], False),
]


def oracle_value(scale: str, wild: list[int], may_duplicate: bool) -> Callable[[list[int]], int]:
    def value(cards: list[int]) -> int:
        if scale == "high":
            return pokerules.evaluate(cards)
        if scale == "low27":
            return pokerules.evaluate_low27(cards)
        return pokerules.evaluate_wild(cards, wild=wild, may_duplicate=may_duplicate)

    return value


def brute_classes(
    value: Callable[[list[int]], int], kept: list[int], unseen: list[int], draw: int
) -> Counter[int]:
    return Counter(value(kept + list(extra)) for extra in combinations(unseen, draw))


def random_case(
    rng: random.Random, draw: int, dead: int
) -> tuple[list[int], list[int], list[int], list[int]]:
    cards = rng.sample(range(52), 5 + dead)
    hand, dead_cards = cards[:5], cards[5:]
    thrown = rng.sample(hand, draw)
    unseen = [c for c in range(52) if c not in hand and c not in dead_cards]
    return hand, thrown, dead_cards, unseen


@pytest.mark.parametrize(("game", "wild", "scale", "wild_cards", "may_duplicate"), JUDGES)
def test_draw_odds_match_brute_force(
    rng: random.Random,
    game: object,
    wild: list[str] | None,
    scale: str,
    wild_cards: list[int],
    may_duplicate: bool,
) -> None:
    value = oracle_value(scale, wild_cards, may_duplicate)
    for draw, dead in [(1, 0), (2, 0), (3, 0), (1, 6), (2, 9), (3, 20)]:
        hand, thrown, dead_cards, unseen = random_case(rng, draw, dead)
        kept = [c for c in hand if c not in thrown]
        odds = draw_odds(hand, thrown, game=game, wild=wild, dead=dead_cards)  # type: ignore[arg-type]
        expected = brute_classes(value, kept, unseen, draw)
        assert dict(odds.classes) == dict(expected)
        assert odds.outcomes == math.comb(len(unseen), draw)
        categories = Counter()
        for v, n in expected.items():
            categories[pokerules.category(v, scale, may_duplicate=may_duplicate)] += n  # type: ignore[arg-type]
        assert dict(odds.categories) == dict(categories)
        threshold = rng.choice(sorted(expected))
        made = sum(n for v, n in expected.items() if v <= threshold)
        assert odds.p_at_least(threshold) == Fraction(made, odds.outcomes)
        pays = {HandCategory.FLUSH: 6, "two pair": Fraction(2, 3), "ONE_PAIR": 1.5}
        by_category = {
            HandCategory.FLUSH: Fraction(6),
            HandCategory.TWO_PAIR: Fraction(2, 3),
            HandCategory.ONE_PAIR: Fraction(3, 2),
        }
        paid = sum(
            n * by_category.get(pokerules.category(v, scale, may_duplicate=may_duplicate), 0)  # type: ignore[arg-type]
            for v, n in expected.items()
        )
        assert odds.expected(pays) == paid / odds.outcomes
        assert odds.expected(lambda v: v) == Fraction(
            sum(v * n for v, n in expected.items()), odds.outcomes
        )


def test_keeping_everything_and_throwing_everything() -> None:
    odds = draw_odds("As Ks Qs Js Ts")
    assert odds.outcomes == 1 and dict(odds.classes) == {1: 1}
    everything = draw_odds("7h 5d 3c 2s Kd", "7h 5d 3c 2s Kd", game="low27")
    assert everything.outcomes == math.comb(47, 5)
    assert sum(everything.categories.values()) == everything.outcomes
    assert everything.keep == ()


def test_targets_name_hands_in_every_form() -> None:
    low = draw_scale("low27")
    seven_six = pokerules.evaluate_low27("7h 6d 5c 4s 2h")
    assert low.threshold("7-6-5-4-2") == low.threshold("76542") == seven_six
    assert low.threshold("7h 6d 5c 4s 2h") == low.threshold(seven_six) == seven_six
    assert low.threshold(["7h", "6d", "5c", "4s", "2h"]) == seven_six
    high = draw_scale("high")
    assert high.threshold(HandCategory.FLUSH) == pokerules.evaluate("7h 5h 4h 3h 2h")
    assert high.threshold("full house") == high.threshold(HandCategory.FULL_HOUSE) == 322
    assert draw_scale("wild").threshold("five of a kind") == 0


def test_dead_cards_and_draws_that_exhaust_the_deck() -> None:
    hand = "7h 5d 3c 2s Kd"
    dead = [c for c in range(52) if str(Card(c)) not in hand.split()][:45]
    odds = draw_odds(hand, "Kd", game="low27", dead=dead)
    assert odds.outcomes == 2
    with pytest.raises(InvalidHandError, match="need 3 unseen cards but only 2 remain"):
        draw_odds(hand, "Kd 7h 5d", game="low27", dead=dead)


def sequences_first_hit(
    value: Callable[[list[int]], int],
    kept: list[int],
    unseen: list[int],
    draw: int,
    draws: int,
    target: int,
) -> tuple[list[int], int]:
    """Every ordered sequence of disjoint replacement sets, followed draw by draw."""
    sets = [frozenset(s) for s in combinations(unseen, draw)]
    hits = {s: value(kept + sorted(s)) <= target for s in sets}
    made = [0] * draws
    total = 0

    def walk(used: frozenset[int], depth: int, first: int | None) -> None:
        nonlocal total
        if depth == draws:
            total += 1
            if first is not None:
                for j in range(first, draws):
                    made[j] += 1
            return
        for s in sets:
            if not s & used:
                walk(
                    used | s,
                    depth + 1,
                    first if first is not None else (depth if hits[s] else None),
                )

    walk(frozenset(), 0, None)
    return made, total


def small_deck(hand: str, keep_unseen: str) -> list[int]:
    """Dead cards that leave only ``keep_unseen`` unseen."""
    keep = {int(c) for c in pokerules.parse_hand(hand + " " + keep_unseen)}
    return [c for c in range(52) if c not in keep]


@pytest.mark.parametrize(
    ("game", "discard", "target"),
    [
        ("low27", "Kd", "7-6-5-4-2"),
        ("low27", "Kd 5d", "8-6-5-4-2"),
        ("deuces-wild", "Kd 3c", "straight"),
    ],
)
def test_multi_draw_exact_matches_every_sequence(game: str, discard: str, target: str) -> None:
    hand = "7h 5d 3c 2s Kd"
    dead = small_deck(hand, "4h 4s 6c 6d 8h 8s 9c Ts Jd 2h Ac")
    scale = draw_scale(game)
    value = oracle_value(scale.scale, sorted(scale.wild_cards), False)
    kept = [int(c) for c in pokerules.parse_hand(hand) if str(c) not in discard.split()]
    unseen = [c for c in range(52) if c not in dead and c not in pokerules.parse_hand(hand)]
    for draws in (2, 3):
        odds = draw_odds(hand, discard, game=game, dead=dead, target=target, draws=draws)
        made, total = sequences_first_hit(
            value, kept, unseen, len(discard.split()), draws, scale.threshold(target)
        )
        assert odds.exact
        assert odds.chance_by_draw == tuple(Fraction(m, total) for m in made)
        assert odds.target_chance == Fraction(made[-1], total)


def test_one_card_multi_draw_on_a_full_deck() -> None:
    odds = draw_odds("7h 5d 3c 2s Kd", "Kd", game="triple-draw", target="7-6-5-4-2", draws=3)
    # 8 of 47 cards make a seven; the misses are thrown and never come back.
    assert odds.chance_by_draw == (
        Fraction(8, 47),
        1 - Fraction(39 * 38, 47 * 46),
        1 - Fraction(39 * 38 * 37, 47 * 46 * 45),
    )


def test_sampled_multi_draw_is_within_four_standard_errors_of_exact() -> None:
    hand = "7h 5d 3c 2s Kd"
    dead = small_deck(hand, "4h 4s 6c 6d 8h 8s 9c Ts Jd 2h Ac")
    scale = draw_scale("low27")
    kept = [int(c) for c in pokerules.parse_hand("7h 5d")]
    unseen = [c for c in range(52) if c not in dead and c not in pokerules.parse_hand(hand)]
    value = oracle_value("low27", [], False)
    target = scale.threshold("9-8-6-5-4")
    made, total = sequences_first_hit(value, kept, unseen, 3, 3, target)
    odds = draw_odds(
        hand, "3c 2s Kd", game="low27", dead=dead, target=target, draws=3, samples=200_000, seed=5
    )
    assert not odds.exact and odds.samples == 200_000 and odds.stderr is not None
    for sampled, exact_made in zip(odds.chance_by_draw, made, strict=True):
        p = exact_made / total
        assert abs(sampled - p) <= 4 * math.sqrt(p * (1 - p) / 200_000)
    assert abs(odds.stderr - math.sqrt(made[-1] / total * (1 - made[-1] / total) / 200_000)) < 1e-4


def test_sampling_depends_on_the_seed_and_not_on_threads() -> None:
    def run(**options: object) -> tuple[float | Fraction, ...]:
        return draw_odds(
            "7h 5d 3c 2s Kd", "Kd 3c 2s", game="low27", target="8-6-5-4-2", draws=3,
            samples=300_000, **options,  # type: ignore[arg-type]
        ).chance_by_draw  # fmt: skip

    one = run(seed=11, threads=1)
    assert one == run(seed=11, threads=2) == run(seed=11, threads=3) == run(seed=11)
    assert one != run(seed=12, threads=1)
    assert run(seed=-1) == run(seed=2**64 - 1)


def test_progress_is_reported_while_sampling() -> None:
    seen: list[tuple[int, int]] = []
    draw_odds("7h 5d 3c 2s Kd", "Kd 3c 2s", game="low27", target="8-6-5-4-2", draws=2,
              samples=100_000, progress=lambda done, total: seen.append((done, total)))  # fmt: skip
    assert (
        seen and seen[-1][0] == seen[-1][1] and [d for d, _ in seen] == sorted({d for d, _ in seen})
    )


def brute_discards(
    hand: list[int],
    dead: list[int],
    score: Callable[[Counter[int], int], Fraction],
    value: Callable[[list[int]], int],
) -> list[tuple[Fraction, tuple[int, ...]]]:
    unseen = [c for c in range(52) if c not in hand and c not in dead]
    ranked = []
    for draw in range(6):
        for thrown in combinations(hand, draw):
            kept = [c for c in hand if c not in thrown]
            classes = brute_classes(value, kept, unseen, draw)
            ranked.append((score(classes, math.comb(len(unseen), draw)), tuple(sorted(thrown))))
    ranked.sort(key=lambda r: (-r[0], len(r[1]), r[1]))
    return ranked


@pytest.mark.parametrize(
    ("game", "scale"), [("high", "high"), ("low27", "low27"), ("deuces-wild", "wild")]
)
def test_best_discards_match_brute_force(rng: random.Random, game: str, scale: str) -> None:
    value = oracle_value(scale, DEUCES, False)
    pays = {"straight": 4, "flush": 6, "two pair": 2, "one pair": 1}
    threshold = draw_scale(game).threshold("three of a kind")

    def paid(classes: Counter[int], outcomes: int) -> Fraction:
        total = sum(
            n * pays.get(pokerules.category(v, scale).name.lower().replace("_", " "), 0)  # type: ignore[arg-type]
            for v, n in classes.items()
        )
        return Fraction(total, outcomes)

    def reached(classes: Counter[int], outcomes: int) -> Fraction:
        return Fraction(sum(n for v, n in classes.items() if v <= threshold), outcomes)

    for _ in range(2):
        # 29 dead cards leave 18 unseen, so the 32 discards are C(23, 5) final hands.
        cards = rng.sample(range(52), 34)
        hand, dead = cards[:5], cards[5:]
        for kwargs, score in [({"payout": pays}, paid), ({"target": "three of a kind"}, reached)]:
            ours = best_discards(hand, game=game, dead=dead, **kwargs)  # type: ignore[arg-type]
            theirs = brute_discards(hand, dead, score, value)
            assert [(c.score, tuple(sorted(int(x) for x in c.discard))) for c in ours] == theirs


def test_the_deck_distribution_behind_strength() -> None:
    rows = pokerules.analysis.draw_counts.dense_rows
    _, width, data = pokerules._core.deck_histogram("high", 0, False)
    high = draw_scale("high").categories_of(rows(width, data)[0])
    # The known counts of all 2,598,960 five-card hands.
    assert high == {
        HandCategory.STRAIGHT_FLUSH: 40, HandCategory.FOUR_OF_A_KIND: 624,
        HandCategory.FULL_HOUSE: 3744, HandCategory.FLUSH: 5108, HandCategory.STRAIGHT: 10200,
        HandCategory.THREE_OF_A_KIND: 54912, HandCategory.TWO_PAIR: 123552,
        HandCategory.ONE_PAIR: 1098240, HandCategory.HIGH_CARD: 1302540,
    }  # fmt: skip
    _, width, data = pokerules._core.deck_histogram("wild", 0b1111, False)
    wild = draw_scale("deuces-wild").categories_of(rows(width, data)[0])
    assert wild[HandCategory.FIVE_OF_A_KIND] == 672 and sum(wild.values()) == 2_598_960

    from pokerules.analysis.draws import _strength

    assert dict(_strength("high", 0, False)) == high_strength()


@functools.cache
def high_strength() -> dict[int, Fraction]:
    """For each high value (1 to 7462, lower better), the chance it beats a random five-card
    hand of the full deck, ties counting half, counted from the rule alone: the classes in
    order from the straight flushes down, how many values each has and how many hands make
    each value (a value's suits: 4 for a flush, 4**5 - 4 for five ranks not all one suit)."""
    distinct = math.comb(13, 5) - 10  # five ranks, not a straight
    classes = [  # (values, hands of each value)
        (10, 4),  # straight flush
        (13 * 12, 4),  # four of a kind: the kicker's suit
        (13 * 12, 4 * 6),  # full house: three of four suits, two of four
        (distinct, 4),  # flush
        (10, 4**5 - 4),  # straight
        (13 * math.comb(12, 2), 4 * 4 * 4),  # three of a kind
        (math.comb(13, 2) * 11, 6 * 6 * 4),  # two pair
        (13 * math.comb(12, 3), 6 * 4**3),  # one pair
        (distinct, 4**5 - 4),  # high card
    ]
    counts = [each for values, each in classes for _ in range(values)]
    total = sum(counts)
    assert len(counts) == 7462 and total == math.comb(52, 5)
    strength, worse = {}, total
    for value, count in enumerate(counts, start=1):
        worse -= count
        strength[value] = Fraction(2 * worse + count, 2 * total)
    return strength


def expected_strength(classes: Counter[int], outcomes: int) -> Fraction:
    strength = high_strength()
    return Fraction(sum(n * strength[v] for v, n in classes.items()), outcomes)


def phevaluator_value(cards: list[int]) -> int:
    """The high value of five card ids by phevaluator (the same ids and 1-7462 scale)."""
    import phevaluator

    return phevaluator.evaluate_cards(*cards)


def test_strength_is_the_default_ranking() -> None:
    choices = best_discards("As Ad Kh 7c 2s")
    assert {c.criterion for c in choices} == {"strength"}
    # A pair of aces with a king kicker: the kicker decides most one-pair matchups.
    assert sorted(str(c) for c in choices[0].keep) == ["Ad", "As", "Kh"]
    kept = [int(c) for c in choices[0].keep]
    unseen = [c for c in range(52) if c not in [int(x) for x in pokerules.parse_hand("AsAdKh7c2s")]]
    classes = brute_classes(phevaluator_value, kept, unseen, 2)
    assert choices[0].score == expected_strength(classes, math.comb(47, 2))


def test_best_discards_by_strength_match_brute_force(rng: random.Random) -> None:
    for _ in range(2):
        # 29 dead cards leave 18 unseen: every one of the 32 discards is brute-forced.
        cards = rng.sample(range(52), 34)
        hand, dead = cards[:5], cards[5:]
        ours = best_discards(hand, dead=dead)
        theirs = brute_discards(hand, dead, expected_strength, phevaluator_value)
        assert [(c.score, tuple(sorted(int(x) for x in c.discard))) for c in ours] == theirs


def test_ties_keep_fewer_discards_then_lower_ids() -> None:
    # No discard can make a royal flush with every ten dead: all score 0.
    tens = ["Tc", "Td", "Th", "Ts"]
    choices = best_discards("9c 7d 5h 4s 2c", dead=tens, target=1)
    assert all(c.score == 0 for c in choices)
    keys = [(len(c.discard), sorted(int(x) for x in c.discard)) for c in choices]
    assert keys == sorted(keys)
    assert choices[0].discard == () and len(choices[-1].discard) == 5


@pytest.mark.parametrize(
    ("call", "error", "message"),
    [
        (lambda: draw_odds("As Ks Qs Js"), InvalidHandError, "a draw hand has 5 cards, got 4"),
        (lambda: draw_odds("As Ks Qs Js Ts", "2c"), InvalidHandError, "cannot discard 2c"),
        (lambda: draw_odds("As Ks Qs Js Js"), InvalidHandError, "Js appears more than once"),
        (lambda: draw_odds("As Ks Qs Js Ts", "As As"), InvalidHandError, "As appears more"),
        (lambda: draw_odds("As Ks Qs Js Ts", dead="Ks"), InvalidHandError, "both in the hand"),
        (lambda: draw_odds("As Ks Qs Js Ts", dead="2c 2c"), InvalidHandError, "2c appears more"),
        (lambda: draw_odds("As Ks Qs Js Xs"), InvalidCardError, "is not a card"),
        (lambda: draw_odds([51, 47, 43, 39, True]), InvalidCardError, "hand: .* got bool"),
        (
            lambda: draw_odds("As Ks Qs Js Ts", target=1, draws=4),
            PokerulesError,
            "draws must be 1 to 3",
        ),
        (lambda: draw_odds("As Ks Qs Js Ts", target=1, draws=True), PokerulesError, "whole number"),
        (lambda: draw_odds("As Ks Qs Js Ts", "Ts", draws=2), PokerulesError, "needs a target"),
        (lambda: draw_odds("As Ks Qs Js Ts", samples=0), PokerulesError, "samples must be"),
        (lambda: draw_odds("As Ks Qs Js Ts", threads=0), PokerulesError, "threads must be"),
        (lambda: draw_odds("As Ks Qs Js Ts", seed=1.5), PokerulesError, "seed must be a whole"),  # type: ignore[arg-type]
        (lambda: draw_odds("As Ks Qs Js Ts", target=0), PokerulesError, "not a value on the high"),
        (lambda: draw_odds("As Ks Qs Js Ts", target="As Ks"), PokerulesError, "five different"),
        (lambda: draw_odds("As Ks Qs Js Ts", target=True), PokerulesError, "not a bool"),
        (
            lambda: draw_odds("As Ks Qs Js Ts", game="pineapple"),
            PokerulesError,
            "unknown game 'pineapple'",
        ),
        (lambda: draw_odds("As Ks Qs Js Ts", game="dead-deuce"), PokerulesError, "deals 7 cards"),
        (lambda: draw_odds("As Ks Qs Js Ts", wild="5"), PokerulesError, "wild applies to wild"),
        (lambda: draw_odds("As Ks Qs Js Ts", game=3), PokerulesError, "a name or a Game"),  # type: ignore[arg-type]
        (
            lambda: draw_odds(
                "As Ks Qs Js Ts",
                game=dataclasses.replace(find_game("nl-draw"), evaluation="bogus"),
            ),  # type: ignore[arg-type]
            PokerulesError,
            # A game checks its own fields: one with another evaluation cannot be built.
            "evaluation must be one of 'high', 'low27', 'wild', .*not str 'bogus'",
        ),
        (
            lambda: draw_odds("As Ks Qs Js Ts").expected({"royal": 1}),
            PokerulesError,
            "unknown category",
        ),
        (
            lambda: draw_odds("As Ks Qs Js Ts").expected({"flush": True}),
            PokerulesError,
            "not a bool",
        ),
        (
            lambda: draw_odds("As Ks Qs Js Ts").expected({"flush": math.nan}),
            PokerulesError,
            "finite",
        ),
        (
            lambda: draw_odds("As Ks Qs Js Ts").expected(lambda v: "x"),
            PokerulesError,
            "must be a number",
        ),
        (
            lambda: draw_odds("As Ks Qs Js Ts").p_at_least(HandCategory.FIVE_OF_A_KIND),
            PokerulesError,
            "not a hand on the high",
        ),
        (
            lambda: best_discards("As Ks Qs Js Ts", payout={"flush": 1}, target=1),
            PokerulesError,
            "not both",
        ),
        (lambda: best_discards("As Ks Qs Js Ts", payout=[1, 2]), PokerulesError, "payout must map"),  # type: ignore[arg-type]
    ],
)
def test_bad_input_is_refused_clearly(
    call: Callable[[], object], error: type[Exception], message: str
) -> None:
    with pytest.raises(error, match=message):
        call()
