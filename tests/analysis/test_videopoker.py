"""Video poker: the published returns of three pay tables, exactly, and the holds of single
hands against brute force written from the pay tables."""

from __future__ import annotations

import functools
import math
import random
from collections.abc import Callable
from fractions import Fraction
from itertools import combinations

import numpy as np
import pokerules
import pytest
from pokerules import HandCategory, PayTable, PokerulesError, video_poker
from pokerules.analysis.videopoker import PAY_CATEGORIES, PAY_TABLES, VideoPokerAnalysis

PUBLISHED = {
    "jacks-or-better-9-6": 995_439,  # 99.5439%
    "jacks-or-better-8-5": 972_984,  # 97.2984%
    "deuces-wild-full-pay": 1_007_620,  # 100.7620%
}


@pytest.fixture(scope="module")
def analyses() -> dict[str, VideoPokerAnalysis]:
    return {name: video_poker(name) for name in PUBLISHED}


@pytest.mark.parametrize("name", PUBLISHED)
def test_published_returns_are_reproduced_exactly(
    analyses: dict[str, VideoPokerAnalysis], name: str
) -> None:
    analysis = analyses[name]
    rate = analysis.return_rate
    assert isinstance(rate, Fraction)
    # The exact fraction rounds to the published figure (in millionths).
    assert round(rate * 1_000_000) == PUBLISHED[name]
    assert analysis.deals == 2_598_960 and analysis.deal_classes == 134_459
    assert sum(analysis.frequencies.values()) == 1
    table = analysis.paytable
    assert sum(table.pay(c) * f for c, f in analysis.frequencies.items()) == rate


def test_a_published_custom_wild_table() -> None:
    # "Not So Ugly" Deuces Wild (five of a kind 16, straight flush 10, four of a kind 4, full
    # house 4, flush 3) returns 99.7283% under optimal play.
    table = {"natural royal flush": 800, "four deuces": 200, "wild royal flush": 25,
             "five of a kind": 16, "straight flush": 10, "four of a kind": 4, "full house": 4,
             "flush": 3, "straight": 2, "three of a kind": 1}  # fmt: skip
    assert round(video_poker(table).return_rate * 1_000_000) == 997_283


def test_known_frequencies(analyses: dict[str, VideoPokerAnalysis]) -> None:
    # Published optimal-play frequencies, to the digits published.
    jacks = analyses["jacks-or-better-9-6"].frequencies
    assert f"{float(jacks['natural-royal-flush']):.6f}" == "0.000025"
    assert f"{float(jacks['full-house']):.6f}" == "0.011512"
    assert f"{float(jacks['flush']):.6f}" == "0.011015"
    assert f"{float(jacks['two-pair']):.6f}" == "0.129279"
    assert f"{float(jacks['jacks-or-better']):.6f}" == "0.214585"
    deuces = analyses["deuces-wild-full-pay"].frequencies
    assert f"{float(deuces['four-deuces']):.6f}" == "0.000204"
    assert f"{float(deuces['natural-royal-flush']):.6f}" == "0.000022"


def pay_of(table: PayTable) -> Callable[[list[int]], Fraction]:
    """The payout of a final hand, from the rules of the pay table's categories."""

    def pay(cards: list[int]) -> Fraction:
        deuces = sum(1 for c in cards if c < 4)
        if table.deuces_wild:
            value = pokerules.evaluate_wild(cards)
            if deuces == 4:
                return table.pay("four-deuces")
            if value == 1:
                return table.pay("natural-royal-flush" if deuces == 0 else "wild-royal-flush")
        else:
            value = pokerules.evaluate(cards)
            if value == 1:
                return table.pay("natural-royal-flush")
        kind, ranks = pokerules.evaluation.five_card.hand_shape(value, "wild")
        names = {
            HandCategory.FIVE_OF_A_KIND: "five-of-a-kind",
            HandCategory.STRAIGHT_FLUSH: "straight-flush",
            HandCategory.FOUR_OF_A_KIND: "four-of-a-kind",
            HandCategory.FULL_HOUSE: "full-house",
            HandCategory.FLUSH: "flush",
            HandCategory.STRAIGHT: "straight",
            HandCategory.THREE_OF_A_KIND: "three-of-a-kind",
            HandCategory.TWO_PAIR: "two-pair",
            HandCategory.HIGH_CARD: "nothing",
        }
        if kind is HandCategory.ONE_PAIR:
            return table.pay("jacks-or-better" if ranks[0] >= 9 else "low-pair")
        return table.pay(names[kind])

    return pay


@pytest.mark.parametrize("name", PUBLISHED)
def test_holds_match_brute_force(
    analyses: dict[str, VideoPokerAnalysis], name: str, rng: random.Random
) -> None:
    analysis = analyses[name]
    pay = pay_of(analysis.paytable)
    hands = [rng.sample(range(52), 5) for _ in range(3)] + [[0, 1, 20, 21, 51]]
    for hand in hands:
        unseen = [c for c in range(52) if c not in hand]
        holds = {tuple(sorted(int(c) for c in h.discard)): h for h in analysis.holds(hand)}
        assert len(holds) == 32
        # Holds that draw up to two cards, from every replacement set.
        for draw in range(3):
            for thrown in combinations(sorted(hand), draw):
                kept = [c for c in hand if c not in thrown]
                paid = [pay(kept + list(extra)) for extra in combinations(unseen, draw)]
                hold = holds[thrown]
                assert hold.outcomes == len(paid) == math.comb(47, draw)
                assert hold.expected == sum(paid, Fraction(0)) / len(paid)


@functools.cache
def replacement_sets(unseen: tuple[int, ...], draw: int) -> np.ndarray:
    return np.array(list(combinations(unseen, draw)), dtype=np.int64)


@pytest.mark.parametrize("name", PUBLISHED)
def test_holds_drawing_three_to_five_cards_match_brute_force(
    analyses: dict[str, VideoPokerAnalysis], name: str
) -> None:
    """Every replacement set of the holds that draw three, four and five cards (the last
    1,533,939 of them), final hands valued in one batch and paid by :func:`pay_of`."""
    analysis = analyses[name]
    table = analysis.paytable
    pay = pay_of(table)
    hand = [0, 1, 20, 21, 51]  # two deuces (wild in deuces wild), a pair of sevens, an ace
    unseen = [c for c in range(52) if c not in hand]
    holds = {tuple(sorted(int(c) for c in h.discard)): h for h in analysis.holds(hand)}
    for draw in (3, 4, 5):
        extras = replacement_sets(tuple(unseen), draw)
        assert len(extras) == math.comb(47, draw)
        for thrown in combinations(sorted(hand), draw):
            kept = [c for c in hand if c not in thrown]
            finals = np.hstack([np.tile(np.array(kept, dtype=np.int64), (len(extras), 1)), extras])
            if table.deuces_wild:
                values = pokerules.evaluate_wild_many(finals)
            else:
                values = pokerules.evaluate_many(finals)
            # The pay depends on the value and, in deuces wild, on the number of deuces.
            keys = np.stack([values, (finals < 4).sum(axis=1)], axis=1)
            classes, first, counts = np.unique(keys, axis=0, return_index=True, return_counts=True)
            total = sum(
                (
                    pay([int(c) for c in finals[i]]) * int(n)
                    for i, n in zip(first, counts, strict=True)
                ),
                Fraction(0),
            )
            hold = holds[thrown]
            assert hold.outcomes == len(finals)
            assert hold.expected == total / len(finals)
            assert len(classes) > 1


def test_every_hold_matches_plain_enumeration_on_a_natural_table(
    analyses: dict[str, VideoPokerAnalysis],
) -> None:
    # best_discards enumerates every replacement set directly; video_poker uses
    # inclusion-exclusion over tables of counts. On a natural table the payout is a function
    # of the class value (its shape), so the two must agree on all 32 holds, in order.
    analysis = analyses["jacks-or-better-9-6"]
    table = analysis.paytable

    def payout(value: int) -> Fraction:
        if value == 1:
            return table.pay("natural-royal-flush")
        kind, ranks = pokerules.evaluation.five_card.hand_shape(value)
        if kind is HandCategory.ONE_PAIR:
            return table.pay("jacks-or-better" if ranks[0] >= 9 else "low-pair")
        return table.pay(kind.name.lower().replace("_", "-").replace("high-card", "nothing"))

    for hand in ("Ah Kh Qh Jh 9c", "Td Jd Qs 2c 2h", "7s 8s 9s Ts 2d"):
        direct = pokerules.best_discards(hand, payout=payout)
        ours = analysis.holds(hand)
        assert [(c.discard, c.score) for c in direct] == [(h.discard, h.expected) for h in ours]


def test_best_hold_and_ties() -> None:
    analysis = video_poker("jacks-or-better-9-6")
    hold = analysis.best_hold("Ah Kh Qh Jh 9c")
    assert [str(c) for c in hold.keep] == ["Ah", "Kh", "Qh", "Jh"]
    assert hold.expected == Fraction(800 + 8 * 6 + 3 * 4 + 12, 47)
    assert hold.categories == {"natural-royal-flush": 1, "flush": 8, "straight": 3,
                               "jacks-or-better": 12, "nothing": 23}  # fmt: skip
    # Two single aces that are mirror images tie; fewer discards, then lower ids, win ties.
    holds = analysis.holds("As Ad 7c 5h 3c")
    keys = [(-h.expected, len(h.discard), sorted(int(c) for c in h.discard)) for h in holds]
    assert keys == sorted(keys)


def test_scaling_the_pay_table_scales_the_return() -> None:
    # Payouts are exact: halving every payout (as Fractions, floats or Decimals) halves the
    # return and leaves the play, hence the frequencies, unchanged.
    base = video_poker("jacks-or-better-8-5")
    halves = {c: p / 2 for c, p in PAY_TABLES["jacks-or-better-8-5"].pays.items()}
    as_floats = {c: float(p) for c, p in halves.items()}
    for pays in (halves, as_floats):
        half = video_poker(pays)
        assert half.return_rate == base.return_rate / 2
        assert half.frequencies == base.frequencies


def test_threads_do_not_change_the_analysis() -> None:
    one = video_poker("deuces-wild-full-pay", threads=1)
    many = video_poker("deuces-wild-full-pay", threads=3)
    assert one == many and one.frequencies == many.frequencies


def test_progress_reaches_every_deal() -> None:
    seen: list[tuple[int, int]] = []
    video_poker("jacks-or-better-9-6", progress=lambda d, t: seen.append((d, t)))
    assert seen[-1] == (134_459, 134_459)


def test_custom_tables_name_categories_freely() -> None:
    table = PayTable.custom({"Royal Flush": 800, HandCategory.FULL_HOUSE: 9, "two_pair": 2})
    assert dict(table.pays) == {
        "natural-royal-flush": 800,
        "full-house": 9,
        "two-pair": 2,
    }
    assert not table.deuces_wild
    assert PayTable.custom({"five of a kind": 15}).deuces_wild
    assert PayTable.custom({"flush": 2}, deuces_wild=True).categories == PAY_CATEGORIES
    assert list(pokerules._core.video_poker_pay_classes()) == list(PAY_CATEGORIES)


@pytest.mark.parametrize(
    ("paytable", "message"),
    [
        ("jacks-or-better-7-5", "unknown pay table 'jacks-or-better-7-5'"),
        ({"royal": 800}, "unknown pay table category 'royal'"),
        ({"flush": -1}, "payouts are >= 0"),
        ({"flush": True}, "not a bool"),
        ({"flush": float("inf")}, "finite"),
        ({"flush": "6"}, "must be a number"),
        ({HandCategory.ONE_PAIR: 1}, "'jacks-or-better' or 'low-pair'"),
        ({"flush": 1, "FLUSH": 2}, "given twice"),
        ({3: 1}, "category names"),
        ({"flush": 2**41}, "too large"),
        ({"flush": Fraction(1, 2**41), "straight": 2**10}, "too large or too finely divided"),
        ([("flush", 1)], "maps categories to payouts"),
    ],
)
def test_bad_tables_are_refused(paytable: object, message: str) -> None:
    with pytest.raises(PokerulesError, match=message):
        video_poker(paytable)  # type: ignore[arg-type]


def test_bad_arguments_are_refused() -> None:
    with pytest.raises(PokerulesError, match="need wild deuces"):
        PayTable.custom({"four deuces": 200}, deuces_wild=False)
    with pytest.raises(PokerulesError, match="threads must be"):
        video_poker("jacks-or-better-9-6", threads=0)
    analysis = video_poker("jacks-or-better-9-6")
    with pytest.raises(pokerules.InvalidHandError, match="5 cards, got 4"):
        analysis.best_hold("As Ks Qs Js")
    with pytest.raises(pokerules.InvalidHandError, match="more than once"):
        analysis.best_hold("As Ks Qs Js Js")
