"""The phevaluator shim gives phevaluator's answers, for every card form phevaluator takes."""

from __future__ import annotations

import importlib
import itertools
import random
from collections.abc import Callable

import numpy as np
import phevaluator
import pytest
from phevaluator import Card as TheirCard
from pokerules import Card, InvalidCardError, InvalidHandError
from pokerules.compat import phevaluator as shim

_RANKS = "23456789TJQKA"


def _shim_card(i: int) -> tuple[object, object]:
    # phevaluator takes no foreign Card: it gets its own for the same card.
    return shim.Card(i), TheirCard(i)


def _forms() -> list[Callable[[int], tuple[object, object]]]:
    """Each way phevaluator accepts a card, as a function of its id: the card given to the
    shim and the card given to phevaluator (the same object, but for the shim's Card)."""
    return [
        lambda i: (i, i),
        lambda i: (_RANKS[i // 4] + "cdhs"[i % 4],) * 2,
        lambda i: (_RANKS[i // 4] + "CDHS"[i % 4],) * 2,
        lambda i: (TheirCard(i),) * 2,
        _shim_card,
    ]


def _both(cards: list[tuple[object, object]]) -> tuple[list[object], list[object]]:
    return [ours for ours, _ in cards], [theirs for _, theirs in cards]


def _deals(seed: int, count: int, size: int) -> list[list[int]]:
    rng = np.random.default_rng(seed)
    return np.argsort(rng.random((count, 52)), axis=1)[:, :size].tolist()  # type: ignore[no-any-return]


def test_card_ids_are_phevaluators() -> None:
    # The conversion is the identity: both number cards rank * 4 + suit, clubs to spades.
    for i in range(52):
        assert TheirCard(str(Card(i))).id_ == i == shim.Card(str(Card(i))).id_
        assert str(TheirCard(i)) == str(shim.Card(i)) == str(Card(i))
        theirs, ours = TheirCard(i), shim.Card(i)
        assert (ours.describe_rank(), ours.describe_suit(), repr(ours)) == (
            theirs.describe_rank(),
            theirs.describe_suit(),
            repr(theirs),
        )
        assert ours == theirs.id_ and ours == str(theirs) and int(ours) == int(theirs)


@pytest.mark.parametrize("size", [5, 6, 7])
def test_random_hands_agree_in_every_form(size: int) -> None:
    # 70,000 hands of each size, 210,000 in all, each in one form chosen in turn; the
    # first 20,000 of each size also in mixed forms.
    forms = _forms()
    deals = _deals(size, 70_000, size)
    for n, hand in enumerate(deals):
        ours, theirs = _both([forms[n % len(forms)](c) for c in hand])
        assert shim.evaluate_cards(*ours) == phevaluator.evaluate_cards(*theirs), hand
    for n, hand in enumerate(deals[:20_000]):
        ours, theirs = _both([forms[(n + k) % len(forms)](c) for k, c in enumerate(hand)])
        assert shim.evaluate_cards(*ours) == phevaluator.evaluate_cards(*theirs), hand
    fixed = {5: shim.evaluate_5cards, 6: shim.evaluate_6cards, 7: shim.evaluate_7cards}[size]
    theirs = {
        5: phevaluator.evaluate_5cards,
        6: phevaluator.evaluate_6cards,
        7: phevaluator.evaluate_7cards,
    }[size]
    for hand in deals[:5_000]:
        assert fixed(*hand) == theirs(*hand)
        # numpy ids too, which phevaluator itself refuses.
        assert shim.evaluate_cards(*np.array(hand, np.int16)) == theirs(*hand)


def test_random_omaha_deals_agree_in_every_form() -> None:
    forms = _forms()
    deals = _deals(9, 100_000, 9)
    for n, deal in enumerate(deals):
        ours, theirs = _both([forms[(n + k // 3) % len(forms)](c) for k, c in enumerate(deal)])
        expected = phevaluator.evaluate_omaha_cards(*theirs)
        assert shim.evaluate_omaha_cards(*ours) == expected, deal
    for deal in deals[:5_000]:
        assert shim.evaluate_plo4_cards(*deal) == phevaluator.evaluate_plo4_cards(*deal)


def _omaha_brute_force(board: list[int], hole: list[int]) -> int:
    """Omaha by the rule, from phevaluator's five-card numbers: two hole cards and three board
    cards, the best of every choice."""
    return min(
        phevaluator.evaluate_cards(*two, *three)
        for two in itertools.combinations(hole, 2)
        for three in itertools.combinations(board, 3)
    )


@pytest.mark.parametrize(("hole", "evaluate"), [(5, "plo5"), (6, "plo6")])
def test_big_omaha_matches_brute_force(hole: int, evaluate: str) -> None:
    # The installed phevaluator lacks these without a special build: the rule is the oracle.
    function = getattr(shim, f"evaluate_{evaluate}_cards")
    for deal in _deals(hole, 400, 5 + hole):
        assert function(*deal) == _omaha_brute_force(deal[:5], deal[5:])


def test_sampled_cards_are_phevaluators() -> None:
    random.seed(11)
    ours = shim.sample_cards(7)
    random.seed(11)
    # phevaluator's lazy attribute lookup recurses on `phevaluator.utils`: import the module.
    assert ours == importlib.import_module("phevaluator.utils").sample_cards(7)


@pytest.mark.parametrize(
    ("call", "error", "message"),
    [
        (lambda: shim.evaluate_cards("As", "Ks", "Qs", "Js"), InvalidHandError, "5 to 7"),
        (lambda: shim.evaluate_cards(*range(8)), InvalidHandError, "5 to 7"),
        (lambda: shim.evaluate_cards(0, 1, 2, 3, 52), InvalidCardError, "out of range"),
        (lambda: shim.evaluate_cards(0, 1, 2, 3, True), InvalidCardError, "got bool"),
        (lambda: shim.evaluate_cards(0, 1, 2, 3, 3.0), InvalidCardError, "got float"),
        (lambda: shim.evaluate_cards(0, 1, 2, 3, "10h"), InvalidCardError, "not a phevaluator"),
        (lambda: shim.evaluate_cards(0, 1, 2, 3, "ah"), InvalidCardError, "not a phevaluator"),
        (lambda: shim.evaluate_cards(0, 1, 2, 3, 3), InvalidHandError, "more than once"),
        (lambda: shim.evaluate_omaha_cards(*range(8)), InvalidHandError, "5 board cards"),
        (lambda: shim.evaluate_omaha_cards(*range(8), 0), InvalidHandError, "more than once"),
        (lambda: shim.evaluate_plo6_cards(*range(10)), InvalidHandError, "6 hole cards"),
        (lambda: shim.Card(-1), InvalidCardError, "out of range"),
        (lambda: shim.sample_cards(53), InvalidHandError, "0 to 52"),
    ],
)
def test_bad_input_raises_pokerules_errors(
    call: Callable[[], object], error: type[Exception], message: str
) -> None:
    with pytest.raises(error, match=message):
        call()


def test_cards_are_immutable() -> None:
    card = shim.Card("Ah")
    with pytest.raises(AttributeError):
        card._card_id = 3  # type: ignore[misc]
    assert card.id_ == 50
