"""The treys shim gives treys' answers."""

from __future__ import annotations

import random

import pytest
import treys
from conftest import random_hands
from pokerules import Card, InvalidCardError
from pokerules.compat import treys as shim


def test_card_integers_are_treys_integers() -> None:
    for card in map(str, (Card(i) for i in range(52))):
        assert shim.Card.new(card) == treys.Card.new(card)
        assert shim.Card.int_to_str(shim.Card.new(card)) == card
        assert shim.Card.int_to_pretty_str(shim.Card.new(card)) == treys.Card.int_to_pretty_str(
            treys.Card.new(card)
        )
    assert shim.Card.hand_to_binary(["As", "Kd"]) == treys.Card.hand_to_binary(["As", "Kd"])


@pytest.mark.parametrize("size", [5, 6, 7])
def test_evaluator_matches_treys(rng: random.Random, size: int) -> None:
    ours, theirs = shim.Evaluator(), treys.Evaluator()
    for hand in random_hands(rng, 2000, size):
        cards = [treys.Card.new(str(Card(c))) for c in hand]
        score = ours.evaluate(cards[:2], cards[2:])
        assert score == theirs.evaluate(cards[:2], cards[2:])
        assert ours.get_rank_class(score) == theirs.get_rank_class(score)
        assert ours.class_to_string(ours.get_rank_class(score)) == theirs.class_to_string(
            theirs.get_rank_class(score)
        )
        assert ours.get_five_card_rank_percentage(score) == theirs.get_five_card_rank_percentage(
            score
        )


def test_seeded_decks_deal_the_same_cards() -> None:
    assert shim.Deck(seed=7).draw(9) == treys.Deck(seed=7).draw(9)


def test_bad_cards_raise_pokerules_errors() -> None:
    with pytest.raises(InvalidCardError, match="not a treys card"):
        shim.Card.new("Ax")
    with pytest.raises(InvalidCardError, match="not a treys card integer"):
        shim.Evaluator().evaluate([1, 2], [3, 4, 5])
