"""Category names in each scale's words: every rank pattern named against an oracle written
from the rules (top card of an unpaired low, then the shapes in the scale's order)."""

from __future__ import annotations

import random
from collections import Counter
from itertools import combinations, combinations_with_replacement

import pytest
from pokerules import (
    category,
    category_name,
    category_names,
    evaluate,
    evaluate_badugi,
    evaluate_low27,
    evaluate_low_a5,
)
from pokerules.errors import InvalidArgumentError, InvalidHandError
from pokerules.simulate import simulate

NAMES = ["Deuce", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten", "Jack",
         "Queen", "King", "Ace"]  # fmt: skip


def _hands() -> list[tuple[int, ...]]:
    """One hand for every multiset of five ranks, and a one-suit copy of each unpaired one."""
    hands = []
    for ranks in combinations_with_replacement(range(13), 5):
        if max(Counter(ranks).values()) == 5:
            continue  # five of a rank: no such hand
        seen: Counter[int] = Counter()
        cards = []
        for rank in ranks:
            cards.append(rank * 4 + seen[rank])  # the n-th card of a rank takes the n-th suit
            seen[rank] += 1
        if len(set(ranks)) == 5:
            cards[0] = ranks[0] * 4 + 1  # never five of one suit
            hands.append(tuple(rank * 4 + 3 for rank in ranks))  # the flush
        hands.append(tuple(cards))
    return hands


HANDS = _hands()


def _shape(cards: tuple[int, ...], aces_low: bool) -> tuple[str, int]:
    """The shape a hand makes by counts alone, and its top card (ace low or high)."""
    ranks = [c >> 2 for c in cards]
    counts = sorted(Counter(ranks).values(), reverse=True)
    shapes = {(4, 1): "Four of a kind", (3, 2): "Full house", (3, 1, 1): "Three of a kind",
              (2, 2, 1): "Two pair", (2, 1, 1, 1): "One pair"}  # fmt: skip
    top = max(ranks, key=lambda r: -1 if aces_low and r == 12 else r)
    return shapes.get(tuple(counts), ""), top


def oracle_low27(cards: tuple[int, ...]) -> str:
    shape, top = _shape(cards, aces_low=False)
    if shape:
        return shape
    ranks = sorted(c >> 2 for c in cards)
    straight = ranks == list(range(ranks[0], ranks[0] + 5))  # aces high only: no wheel
    flush = len({c & 3 for c in cards}) == 1
    if straight or flush:
        return "Straight flush" if straight and flush else "Straight" if straight else "Flush"
    return f"{NAMES[top]}-low"


def oracle_a5(cards: tuple[int, ...]) -> str:
    shape, top = _shape(cards, aces_low=True)
    return shape or f"{NAMES[top]}-low"  # straights and flushes do not count


def test_every_2_7_rank_pattern_is_named_as_a_lowball_player_names_it() -> None:
    for cards in HANDS:
        assert category_name(evaluate_low27(cards), "low27") == oracle_low27(cards), cards


def test_every_ace_to_five_rank_pattern_is_named_as_a_razz_player_names_it() -> None:
    for cards in HANDS:
        assert category_name(evaluate_low_a5(cards), "a5") == oracle_a5(cards), cards


def test_the_eight_or_better_lows_are_the_five_to_eight_lows() -> None:
    names = {category_name(value, "a5") for value in range(1, 57)}  # the qualifying lows
    assert names == {"Five-low", "Six-low", "Seven-low", "Eight-low"}
    assert category_name(57, "a5") == "Nine-low"


def oracle_badugi(cards: tuple[int, ...]) -> str:
    """The largest set of cards with no rank or suit twice; four cards named by the top."""
    for size in (4, 3, 2, 1):
        sets = [s for s in combinations(cards, size)
                if len({c >> 2 for c in s}) == size == len({c & 3 for c in s})]  # fmt: skip
        if sets:
            break
    if size < 4:
        return f"{['One', 'Two', 'Three'][size - 1]}-card badugi"
    return f"{NAMES[_shape(cards, aces_low=True)[1]]}-low badugi"


def test_badugi_hands_are_named_by_their_size_and_a_badugi_by_its_top_card() -> None:
    rng = random.Random(25)
    for _ in range(4000):
        cards = tuple(rng.sample(range(52), 4))
        assert category_name(evaluate_badugi(cards), "badugi") == oracle_badugi(cards), cards


@pytest.mark.parametrize(
    ("scale", "values"),
    [("high", range(1, 7463)), ("wild", range(-12, 7463)), ("low27", range(1, 7463)),
     ("a5", range(1, 6176)), ("badugi", range(1, 1093))],
)  # fmt: skip
def test_the_names_cover_each_scale_in_order_best_first(scale: str, values: range) -> None:
    names = category_names(scale)  # type: ignore[arg-type]
    named = [category_name(value, scale) for value in values]  # type: ignore[arg-type]
    assert set(named) == set(names)
    order = [names.index(name) for name in named]
    assert order == sorted(order)  # a better value never has a worse name


def test_high_hands_keep_their_category_labels() -> None:
    for value in range(1, 7463, 7):
        assert category_name(value) == category(value).label
    assert category_name(evaluate("As Ks Qs Js Ts")) == "Straight flush"


def test_bad_values_and_scales_are_refused_with_the_choices() -> None:
    with pytest.raises(InvalidArgumentError, match="'high', 'low27'"):
        category_name(1, "razz")  # type: ignore[arg-type]
    with pytest.raises(InvalidArgumentError, match="'badugi'"):
        category_names("low")  # type: ignore[arg-type]
    with pytest.raises(InvalidHandError):
        category_name(0, "badugi")
    with pytest.raises(InvalidHandError):
        category_name("seven", "low27")  # type: ignore[arg-type]


@pytest.mark.parametrize(("game", "scale"), [("razz", "a5"), ("triple-draw", "low27")])
def test_simulate_reports_lowball_showdowns_by_low_names(game: str, scale: str) -> None:
    result = simulate(game, hands=60, players=4, seed=3, allin_ev=False)
    assert result.categories and set(result.categories) <= set(category_names(scale))  # type: ignore[arg-type]
    assert any(name.endswith("-low") for name in result.categories)
