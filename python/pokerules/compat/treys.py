"""The treys API on pokerules: ``from pokerules.compat.treys import Card, Evaluator``.

Cards are treys' 32-bit integers (rank bit, suit bit, rank number and rank prime packed
together), so code that stores or prints them keeps working, and ``Evaluator().evaluate``
returns the same 1..7462 numbers treys does.

>>> from pokerules.compat.treys import Card, Evaluator
>>> board = [Card.new("Ah"), Card.new("Kd"), Card.new("Jc")]
>>> hand = [Card.new("Qs"), Card.new("Th")]
>>> evaluator = Evaluator()
>>> score = evaluator.evaluate(hand, board)
>>> score, evaluator.class_to_string(evaluator.get_rank_class(score))
(1600, 'Straight')
>>> Card.int_to_str(hand[0])
'Qs'
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import ClassVar

from pokerules import _core
from pokerules.errors import InvalidCardError, InvalidHandError
from pokerules.validate import as_int, as_list, as_seed, is_integer

__all__ = ["Card", "Deck", "Evaluator", "LookupTable"]

_RANK_CHARS = "23456789TJQKA"
_PRIMES = (2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41)
# treys numbers suits with one bit each: spades 1, hearts 2, diamonds 4, clubs 8.
_SUIT_BIT = {"s": 1, "h": 2, "d": 4, "c": 8}
_SUIT_CHAR = {bit: char for char, bit in _SUIT_BIT.items()}
_OUR_SUIT = {"c": 0, "d": 1, "h": 2, "s": 3}


def _treys_int(rank: int, suit_char: str) -> int:
    return (1 << rank << 16) | (_SUIT_BIT[suit_char] << 12) | (rank << 8) | _PRIMES[rank]


_TO_ID: dict[int, int] = {
    _treys_int(rank, suit): rank * 4 + _OUR_SUIT[suit] for rank in range(13) for suit in _SUIT_BIT
}


def _ids(cards: Sequence[int]) -> list[int]:
    return [
        _TO_ID[_card(card)] for card in as_list(cards, "cards", limit=52, error=InvalidCardError)
    ]


def _card(card: object) -> int:
    """A treys card integer, checked."""
    if not is_integer(card) or int(card) not in _TO_ID:  # type: ignore[call-overload]
        raise InvalidCardError(f"{card!r:.40} is not a treys card integer")
    return int(card)  # type: ignore[call-overload, no-any-return]


class Card:
    """treys' card functions: cards are ints packing rank bit, suit bit, rank and prime."""

    STR_RANKS: ClassVar[str] = _RANK_CHARS
    PRIMES: ClassVar[list[int]] = list(_PRIMES)
    PRETTY_SUITS: ClassVar[dict[int, str]] = {1: "♠", 2: "♥", 4: "♦", 8: "♣"}

    @staticmethod
    def new(string: str) -> int:
        """The treys integer of a card written as rank and suit, such as ``"Kd"``."""
        if (
            not isinstance(string, str)
            or len(string) != 2
            or string[0] not in _RANK_CHARS
            or string[1] not in _SUIT_BIT
        ):
            raise InvalidCardError(
                f"{string!r} is not a treys card: a rank from {_RANK_CHARS} then one of s h d c"
            )
        return _treys_int(_RANK_CHARS.index(string[0]), string[1])

    @staticmethod
    def int_to_str(card_int: int) -> str:
        """The two-character text of a treys card integer."""
        card_int = _card(card_int)
        return _RANK_CHARS[Card.get_rank_int(card_int)] + _SUIT_CHAR[Card.get_suit_int(card_int)]

    @staticmethod
    def get_rank_int(card_int: int) -> int:
        """The rank number, 0 (deuce) to 12 (ace)."""
        return (_card(card_int) >> 8) & 0xF

    @staticmethod
    def get_suit_int(card_int: int) -> int:
        """The suit bit: 1 spades, 2 hearts, 4 diamonds, 8 clubs."""
        return (_card(card_int) >> 12) & 0xF

    @staticmethod
    def get_bitrank_int(card_int: int) -> int:
        """The rank as a one-bit mask."""
        return (_card(card_int) >> 16) & 0x1FFF

    @staticmethod
    def get_prime(card_int: int) -> int:
        """The rank's prime."""
        return _card(card_int) & 0x3F

    @staticmethod
    def hand_to_binary(card_strs: Sequence[str]) -> list[int]:
        """treys integers for a list of card texts."""
        return [Card.new(text) for text in as_list(card_strs, "cards", limit=52)]

    @staticmethod
    def prime_product_from_hand(card_ints: Sequence[int]) -> int:
        """The product of the cards' rank primes."""
        product = 1
        listed: list[object] = as_list(card_ints, "cards", limit=52)
        for card in listed:
            product *= _card(card) & 0xFF
        return product

    @staticmethod
    def int_to_pretty_str(card_int: int) -> str:
        """The card with a suit symbol, in brackets: ``"[K♦]"``."""
        card_int = _card(card_int)
        suit = Card.PRETTY_SUITS[Card.get_suit_int(card_int)]
        return f"[{_RANK_CHARS[Card.get_rank_int(card_int)]}{suit}]"

    @staticmethod
    def ints_to_pretty_str(card_ints: Sequence[int]) -> str:
        """Several cards with suit symbols, comma-separated."""
        cards: list[int] = as_list(card_ints, "cards", limit=52)
        return " " + ",".join(Card.int_to_pretty_str(c) for c in cards) + " "

    @staticmethod
    def print_pretty_card(card_int: int) -> None:
        """Prints one card with its suit symbol."""
        print(Card.int_to_pretty_str(card_int))

    @staticmethod
    def print_pretty_cards(card_ints: Sequence[int]) -> None:
        """Prints cards with their suit symbols."""
        print(Card.ints_to_pretty_str(card_ints))


class LookupTable:
    """treys' class boundaries: the worst class number of each category."""

    MAX_ROYAL_FLUSH = 1
    MAX_STRAIGHT_FLUSH = 10
    MAX_FOUR_OF_A_KIND = 166
    MAX_FULL_HOUSE = 322
    MAX_FLUSH = 1599
    MAX_STRAIGHT = 1609
    MAX_THREE_OF_A_KIND = 2467
    MAX_TWO_PAIR = 3325
    MAX_PAIR = 6185
    MAX_HIGH_CARD = 7462

    MAX_TO_RANK_CLASS: ClassVar[dict[int, int]] = {
        MAX_ROYAL_FLUSH: 0,
        MAX_STRAIGHT_FLUSH: 1,
        MAX_FOUR_OF_A_KIND: 2,
        MAX_FULL_HOUSE: 3,
        MAX_FLUSH: 4,
        MAX_STRAIGHT: 5,
        MAX_THREE_OF_A_KIND: 6,
        MAX_TWO_PAIR: 7,
        MAX_PAIR: 8,
        MAX_HIGH_CARD: 9,
    }

    RANK_CLASS_TO_STRING: ClassVar[dict[int, str]] = {
        0: "Royal Flush",
        1: "Straight Flush",
        2: "Four of a Kind",
        3: "Full House",
        4: "Flush",
        5: "Straight",
        6: "Three of a Kind",
        7: "Two Pair",
        8: "Pair",
        9: "High Card",
    }


class Evaluator:
    """treys' evaluator: ``evaluate(hand, board)`` scores 5 to 7 cards, 1 (best) to 7462."""

    def evaluate(self, hand: Sequence[int], board: Sequence[int]) -> int:
        """The class number of the best five of ``hand + board``."""
        return int(_core.evaluate(_ids(hand) + _ids(board)))

    def get_rank_class(self, hr: int) -> int:
        """The rank class of a class number: 0 royal flush, 1 straight flush … 9 high card."""
        hr = as_int(hr, "a hand rank", error=InvalidHandError)
        for worst, rank_class in LookupTable.MAX_TO_RANK_CLASS.items():
            if 0 <= hr <= worst:
                return rank_class
        raise InvalidHandError(f"{hr} is not a hand rank: ranks are 1..7462")

    def class_to_string(self, class_int: int) -> str:
        """The name of a rank class, such as ``"Full House"``."""
        class_int = as_int(class_int, "a rank class", low=0, high=9, error=InvalidHandError)
        return LookupTable.RANK_CLASS_TO_STRING[class_int]

    def get_five_card_rank_percentage(self, hand_rank: int) -> float:
        """The class number scaled to 0..1 (1 = the worst hand)."""
        hand_rank = as_int(hand_rank, "a hand rank", low=1, high=7462, error=InvalidHandError)
        return hand_rank / LookupTable.MAX_HIGH_CARD


class Deck:
    """treys' deck of 52 card integers. With the same ``seed`` it deals the same cards treys
    does: the same starting order, the same shuffle, and draws from the end."""

    def __init__(self, seed: int | None = None) -> None:
        self._random = random.Random(None if seed is None else as_seed(seed))
        self.shuffle()

    def shuffle(self) -> None:
        """Restores all 52 cards in a new random order."""
        self.cards = [Card.new(r + s) for r in _RANK_CHARS for s in _SUIT_BIT]
        self._random.shuffle(self.cards)

    def draw(self, n: int = 1) -> list[int]:
        """Takes ``n`` cards."""
        n = as_int(n, "n", error=InvalidHandError)
        if not 0 <= n <= len(self.cards):
            raise InvalidHandError(f"cannot draw {n} cards: {len(self.cards)} are left")
        return [self.cards.pop() for _ in range(n)]
