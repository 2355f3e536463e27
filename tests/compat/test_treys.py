"""The treys shim gives treys' answers: every public name of treys 0.1.8, on random hands."""

from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path

import pytest
import treys
import treys.evaluator
from conftest import random_hands
from pokerules import Card, InvalidArgumentError, InvalidCardError, PokerulesError
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


# The rest of treys' public API, each function against the installed treys 0.1.8.


def test_card_constants_and_functions_are_treys() -> None:
    for name in (
        "STR_RANKS",
        "INT_RANKS",
        "PRIMES",
        "CHAR_RANK_TO_INT_RANK",
        "CHAR_SUIT_TO_INT_SUIT",
        "INT_SUIT_TO_CHAR_SUIT",
        "PRETTY_SUITS",
        "SUIT_COLORS",
    ):
        assert getattr(shim.Card, name) == getattr(treys.Card, name), name
    for text in map(str, (Card(i) for i in range(52))):
        card = treys.Card.new(text)
        for name in ("get_rank_int", "get_suit_int", "get_bitrank_int", "get_prime"):
            assert getattr(shim.Card, name)(card) == getattr(treys.Card, name)(card), name
        assert shim.Card.int_to_binary(card) == treys.Card.int_to_binary(card)
    for bits in range(1 << 13):
        assert shim.Card.prime_product_from_rankbits(
            bits
        ) == treys.Card.prime_product_from_rankbits(bits)


def test_hands_print_and_multiply_as_in_treys(
    rng: random.Random, capsys: pytest.CaptureFixture[str]
) -> None:
    for size in range(8):
        for hand in random_hands(rng, 20, size):
            cards = [treys.Card.new(str(Card(c))) for c in hand]
            texts = [str(Card(c)) for c in hand]
            assert shim.Card.hand_to_binary(texts) == treys.Card.hand_to_binary(texts)
            assert shim.Card.prime_product_from_hand(cards) == treys.Card.prime_product_from_hand(
                cards
            )
            assert shim.Card.ints_to_pretty_str(cards) == treys.Card.ints_to_pretty_str(cards)
            printed = []
            for module in (shim, treys):
                module.Card.print_pretty_cards(cards)
                if cards:
                    module.Card.print_pretty_card(cards[0])
                printed.append(capsys.readouterr().out)
            assert printed[0] == printed[1]


def test_evaluator_parts_are_treys(rng: random.Random) -> None:
    ours, theirs = shim.Evaluator(), treys.Evaluator()
    assert (ours.HAND_LENGTH, ours.BOARD_LENGTH) == (theirs.HAND_LENGTH, theirs.BOARD_LENGTH)
    assert sorted(ours.hand_size_map) == sorted(theirs.hand_size_map)
    for size in (5, 6, 7):
        for hand in random_hands(rng, 300, size):
            cards = [treys.Card.new(str(Card(c))) for c in hand]
            assert ours.hand_size_map[size](cards) == theirs.hand_size_map[size](cards)
    for rank in range(7463):
        assert ours.get_rank_class(rank) == theirs.get_rank_class(rank)
    for rank in range(1, 7463):
        assert ours.get_five_card_rank_percentage(rank) == theirs.get_five_card_rank_percentage(
            rank
        )
    for rank_class in range(10):
        assert ours.class_to_string(rank_class) == theirs.class_to_string(rank_class)


def _summaries(
    board: list[int], hands: list[list[int]], capsys: pytest.CaptureFixture[str]
) -> None:
    shim.Evaluator().hand_summary(board, hands)
    ours = capsys.readouterr().out
    treys.Evaluator().hand_summary(board, hands)
    assert ours == capsys.readouterr().out
    assert "HAND OVER" in ours


def test_hand_summaries_print_treys_text(
    rng: random.Random, capsys: pytest.CaptureFixture[str]
) -> None:
    for players in range(1, 7):
        for deal in random_hands(rng, 25, 5 + 2 * players):
            cards = [treys.Card.new(str(Card(c))) for c in deal]
            _summaries(cards[:5], [cards[5 + 2 * p : 7 + 2 * p] for p in range(players)], capsys)
    # Ties for the lead and for the pot: a royal flush on the board plays for everyone.
    new = treys.Card.new
    board = [new(c) for c in ("As", "Ks", "Qs", "Js", "Ts")]
    _summaries(board, [[new("2c"), new("3d")], [new("4h"), new("5c")]], capsys)
    board = [new(c) for c in ("Ah", "Ad", "7c", "7d", "2s")]
    _summaries(
        board, [[new("Kc"), new("3d")], [new("Kh"), new("5c")], [new("9h"), new("9c")]], capsys
    )


@pytest.mark.parametrize("board_size", [3, 4, 5])
def test_omaha_evaluator_matches_treys(rng: random.Random, board_size: int) -> None:
    ours, theirs = shim.PLOEvaluator(), treys.PLOEvaluator()
    assert ours.HAND_LENGTH == theirs.HAND_LENGTH == 4
    for hole in range(2, 8):  # two to seven hole cards: pokerules' Omaha evaluator takes 4-6
        for deal in random_hands(rng, 120, hole + board_size):
            cards = [treys.Card.new(str(Card(c))) for c in deal]
            hand, board = cards[:hole], cards[hole:]
            assert ours.evaluate(hand, board) == theirs.evaluate(hand, board), deal


def test_lookup_tables_are_treys() -> None:
    ours, theirs = shim.LookupTable(), treys.evaluator.LookupTable()
    assert ours.flush_lookup == theirs.flush_lookup
    assert ours.unsuited_lookup == theirs.unsuited_lookup
    for name in [n for n in vars(treys.evaluator.LookupTable) if n.isupper()]:
        assert getattr(shim.LookupTable, name) == getattr(theirs, name), name
    assert isinstance(shim.Evaluator().table, shim.LookupTable)
    # The table's building blocks, called on their own.
    for start in (0b11111, 0b111, 0b1, 0b101101):
        ours_bits = ours.get_lexographically_next_bit_sequence(start)
        theirs_bits = theirs.get_lexographically_next_bit_sequence(start)
        assert [next(ours_bits) for _ in range(1200)] == [next(theirs_bits) for _ in range(1200)]
    for table in (ours, theirs):
        table.unsuited_lookup.clear()
        table.straight_and_highcards([31, 4111, 62], [0b1011010, 0b11001])
    assert ours.unsuited_lookup == theirs.unsuited_lookup


def test_lookup_tables_are_written_as_treys_writes_them(tmp_path: Path) -> None:
    table = treys.evaluator.LookupTable()
    shim.LookupTable().write_table_to_disk(table.flush_lookup, str(tmp_path / "ours.csv"))
    table.write_table_to_disk(table.flush_lookup, str(tmp_path / "theirs.csv"))
    assert (tmp_path / "ours.csv").read_text() == (tmp_path / "theirs.csv").read_text()
    with pytest.raises(InvalidArgumentError, match="cannot write"):
        shim.LookupTable().write_table_to_disk({}, str(tmp_path / "missing" / "x.csv"))


@pytest.mark.parametrize("seed", [0, 1, 99])
def test_decks_are_treys_decks(seed: int) -> None:
    ours, theirs = shim.Deck(seed=seed), treys.Deck(seed=seed)
    assert str(ours) == str(theirs)
    assert [ours.draw(n) for n in (1, 5, 0, 2)] == [theirs.draw(n) for n in (1, 5, 0, 2)]
    ours.shuffle()
    theirs.shuffle()
    assert ours.cards == theirs.cards
    assert shim.Deck.GetFullDeck() == treys.Deck.GetFullDeck()


@pytest.mark.parametrize(
    ("call", "message"),
    [
        (lambda: shim.PLOEvaluator().evaluate([1, 2], [3]), "not a treys card integer"),
        (lambda: _plo(["As"], ["Kd", "Qd", "Jd"]), "Omaha plays two"),
        (lambda: _plo(["As", "Ad"], ["Kd", "Qd"]), "Omaha plays two"),
        (lambda: _plo(["As", "Ad"], ["As", "Qd", "Jd"]), "repeat a card"),
        (lambda: shim.Evaluator().hand_summary(_cards(["As"]), [_cards(["Kd", "Qd"])]), "board"),
        (lambda: shim.Evaluator().hand_summary(_cards(BOARD), [_cards(["Kd"])]), "2 cards"),
        (lambda: shim.Evaluator().hand_summary(_cards(BOARD), [_cards(BOARD[:2])]), "repeat"),
        (lambda: shim.Evaluator().hand_summary(_cards(BOARD), []), "at least one"),
        (lambda: shim.Evaluator()._five(_cards(BOARD[:4])), "this scores 5"),
        (lambda: shim.Card.prime_product_from_rankbits(-1), "rankbits"),
        (lambda: shim.Card.int_to_binary(12), "not a treys card integer"),
        (lambda: shim.Deck(seed=3).draw(53), "cannot draw"),
    ],
)
def test_bad_input_raises_pokerules_errors_too(call: Callable[[], object], message: str) -> None:
    with pytest.raises(PokerulesError, match=message):
        call()


BOARD = ["2c", "7d", "9h", "Js", "Kc"]


def _cards(texts: list[str]) -> list[int]:
    return [shim.Card.new(text) for text in texts]


def _plo(hand: list[str], board: list[str]) -> int:
    return shim.PLOEvaluator().evaluate(_cards(hand), _cards(board))
