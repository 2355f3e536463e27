"""The eval7 shim gives eval7's scores: on every one of the 7,462 classes and on random hands."""

from __future__ import annotations

import collections
import itertools
from collections.abc import Callable

import eval7
import numpy as np
import pytest
from pokerules import Card, InvalidCardError, InvalidHandError, evaluate
from pokerules.compat import eval7 as shim
from pokerules.evaluation.five_card import HandCategory, hand_shape


def _text(card: int) -> str:
    return str(Card(card))


def _representative(value: int) -> list[int]:
    """Five cards of class ``value``, built from its ranks: one suit for a flush, otherwise
    each copy of a rank in its own suit and two suits among five different ranks."""
    kind, ranks = hand_shape(value)
    flush = kind in (HandCategory.STRAIGHT_FLUSH, HandCategory.FLUSH)
    copies: collections.Counter[int] = collections.Counter()
    cards = []
    for rank in ranks:
        cards.append(rank * 4 + (0 if flush else copies[rank]))
        copies[rank] += 1
    if not flush and len(set(ranks)) == 5:
        cards[1] += 1
    return cards


def test_every_class_scores_as_eval7_scores_it() -> None:
    scores = []
    for value in range(1, 7463):
        cards = _representative(value)
        assert evaluate(cards) == value  # the representative really is of that class
        score = eval7.evaluate([eval7.Card(_text(c)) for c in cards])
        assert shim.evaluate([_text(c) for c in cards]) == score, value
        assert shim.handtype(score) == eval7.handtype(score)
        scores.append(score)
    # Higher is better in eval7: the scores run strictly down as the classes get worse.
    assert all(a > b for a, b in itertools.pairwise(scores))


def _forms() -> list[Callable[[int], tuple[object, object]]]:
    """Each card form the shim takes, as the card given to the shim and the eval7 card."""
    return [
        lambda i: (eval7.Card(_text(i)),) * 2,
        lambda i: (_text(i), eval7.Card(_text(i))),
        lambda i: (Card(i), eval7.Card(_text(i))),
    ]


@pytest.mark.parametrize("size", [5, 6, 7])
def test_random_hands_score_as_eval7_scores_them(size: int) -> None:
    # 70,000 hands of each size, 210,000 in all, the card forms mixed within hands.
    rng = np.random.default_rng(70 + size)
    deals = np.argsort(rng.random((70_000, 52)), axis=1)[:, :size].tolist()
    forms = _forms()
    for n, hand in enumerate(deals):
        pairs = [forms[(n + k) % len(forms)](c) for k, c in enumerate(hand)]
        score = eval7.evaluate([theirs for _, theirs in pairs])
        assert shim.evaluate([ours for ours, _ in pairs]) == score, hand
        if n % 50 == 0:
            assert shim.handtype(score) == eval7.handtype(score)


def test_hands_of_eval7_cards_score_as_eval7_scores_them() -> None:
    # The usual call, only eval7 Cards, is read by the core in one call (their masks): 30,000
    # hands of each size, as lists and as tuples.
    rng = np.random.default_rng(77)
    deck = [eval7.Card(_text(i)) for i in range(52)]
    for size in (5, 6, 7):
        for hand in np.argsort(rng.random((30_000, 52)), axis=1)[:, :size].tolist():
            cards = [deck[i] for i in hand]
            score = eval7.evaluate(cards)
            assert shim.evaluate(cards) == score == shim.evaluate(tuple(cards)), hand


class _Masked:
    """Not an eval7 Card, but with a ``mask``: read as the card that bit names, if one."""

    def __init__(self, mask: object) -> None:
        self.mask = mask


def _royal(last: object) -> list[object]:
    return [eval7.Card(t) for t in ("As", "Ks", "Qs", "Js")] + [last]


@pytest.mark.parametrize(
    ("last", "error", "message"),
    [
        (eval7.Card("As"), InvalidHandError, "more than"),  # a card twice
        (_Masked(3), InvalidCardError, "expected an eval7 Card"),  # two bits
        (_Masked(1 << 52), InvalidCardError, "expected an eval7 Card"),  # past the deck
        (_Masked("1"), InvalidCardError, "expected an eval7 Card"),
    ],
)
def test_bad_masks_are_refused(last: object, error: type[Exception], message: str) -> None:
    with pytest.raises(error, match=message):
        shim.evaluate(_royal(last))


def test_a_mask_is_read_as_the_card_its_bit_names() -> None:
    ten = _Masked(1 << (3 * 13 + 8))  # spades are suit 3, tens rank 8
    assert shim.evaluate(_royal(ten)) == eval7.evaluate(_royal(eval7.Card("Ts")))
    eight = [eval7.Card(_text(i)) for i in range(8)]
    with pytest.raises(InvalidHandError, match="5 to 7"):
        shim.evaluate(eight)


@pytest.mark.parametrize(
    ("call", "error", "message"),
    [
        (lambda: shim.evaluate(["As", "Ks", "Qs", "Js"]), InvalidHandError, "5 to 7"),
        (lambda: shim.evaluate([_text(c) for c in range(8)]), InvalidHandError, "5 to 7"),
        (lambda: shim.evaluate(["As", "Ks", "Qs", "Js", "As"]), InvalidHandError, "more than"),
        (lambda: shim.evaluate(["As", "Ks", "Qs", "Js", "ah"]), InvalidCardError, "not an eval7"),
        (lambda: shim.evaluate(["As", "Ks", "Qs", "Js", 3]), InvalidCardError, "got int"),
        (lambda: shim.evaluate("AsKsQsJsTs"), InvalidHandError, "not str"),
        (lambda: shim.handtype(0), InvalidHandError, "not a score"),
        (lambda: shim.handtype(9 << 24), InvalidHandError, "not a score"),
        (lambda: shim.handtype(True), InvalidHandError, "got bool"),
        (lambda: shim.handtype("1"), InvalidHandError, "got str"),
    ],
)
def test_bad_input_raises_pokerules_errors(
    call: Callable[[], object], error: type[Exception], message: str
) -> None:
    with pytest.raises(error, match=message):
        call()
