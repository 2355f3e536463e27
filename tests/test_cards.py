"""Card ids, the Card type and parsing."""

from __future__ import annotations

import inspect
import pickle

import pokerules
import pytest
from pokerules import CARDS, Card, InvalidCardError, PokerulesError, parse_hand


@pytest.mark.parametrize(
    ("text", "card_id"),
    [("2c", 0), ("2d", 1), ("2h", 2), ("2s", 3), ("As", 51), ("Td", 33), ("10d", 33),
     ("td", 33), ("AS", 51), ("a♠", 51), ("K♥", 46), ("Q♦", 41), ("J♣", 36), ("9h", 30)],
)  # fmt: skip
def test_every_spelling_names_the_phevaluator_id(text: str, card_id: int) -> None:
    assert Card(text) == card_id
    assert int(Card(text)) == card_id


def test_ids_encode_rank_and_suit() -> None:
    for card in CARDS:
        assert card == card.rank * 4 + card.suit
        assert Card(str(card)) is card
        assert Card(int(card)) is card
        assert Card.of(card.rank, card.suit) is card
    assert [str(c) for c in CARDS[:4]] == ["2c", "2d", "2h", "2s"]


def test_cards_are_immutable_hashable_and_ordered() -> None:
    ace, king = Card("As"), Card("Kd")
    assert king < ace
    assert sorted([ace, Card("2c"), king]) == [Card("2c"), king, ace]
    assert len({Card("As"), Card(51), Card("a♠")}) == 1
    assert pickle.loads(pickle.dumps(ace)) == ace
    assert bool(Card("2c"))
    with pytest.raises(AttributeError):
        ace.rank = 3  # type: ignore[misc]
    assert f"{ace:>4}" == "  As"
    assert repr(ace) == "Card('As')" and ace.symbol == "A♠"


@pytest.mark.parametrize("bad", ["", "A", "1s", "11s", "Ax", "AAs", "s", "Joker", "A s"])
def test_bad_text_raises_a_clear_error(bad: str) -> None:
    with pytest.raises(InvalidCardError, match="is not a card") as caught:
        Card(bad)
    assert isinstance(caught.value, PokerulesError)
    assert isinstance(caught.value, ValueError)


@pytest.mark.parametrize("bad", [-1, 52, 1000])
def test_ids_outside_the_deck_are_rejected(bad: int) -> None:
    with pytest.raises(InvalidCardError, match=f"card id {bad} is out of range"):
        Card(bad)


def test_non_cards_are_rejected() -> None:
    with pytest.raises(InvalidCardError, match="expected a card"):
        Card(1.5)  # type: ignore[arg-type]
    with pytest.raises(InvalidCardError, match=r"ranks are 0\.\.12"):
        Card.of(13, 0)


def test_parse_hand_accepts_text_and_iterables() -> None:
    assert parse_hand("As Kd, 10h") == (Card("As"), Card("Kd"), Card("Th"))
    assert parse_hand("AsKd10h") == parse_hand("As Kd Th")
    assert parse_hand([51, "Kd", Card("Th")]) == (Card("As"), Card("Kd"), Card("Th"))
    with pytest.raises(InvalidCardError, match='"Kx" is not a card'):
        parse_hand("As Kx")


def test_public_functions_and_classes_are_documented() -> None:
    for name in pokerules.__all__:
        obj = getattr(pokerules, name)
        if inspect.isroutine(obj) or inspect.isclass(obj):
            assert obj.__doc__ and obj.__doc__.strip(), name
