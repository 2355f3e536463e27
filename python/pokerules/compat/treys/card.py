"""treys' ``Card``: cards are treys' 32-bit integers.

Each integer packs the rank as one bit (bits 16-28), the suit as one bit (bits 12-15: spades
1, hearts 2, diamonds 4, clubs 8), the rank number (bits 8-11, 0 = deuce … 12 = ace) and the
rank's prime (bits 0-5), exactly as treys packs them, so code that stores, compares or
prints them keeps working.

>>> from pokerules.compat.treys import Card
>>> king = Card.new("Kd")
>>> king, Card.int_to_str(king), Card.get_rank_int(king), Card.get_prime(king)
(134236965, 'Kd', 11, 37)
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from pokerules.errors import InvalidCardError
from pokerules.validate import as_int, as_list, is_integer

__all__ = ["Card", "card_ids"]

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


def card_ids(cards: Sequence[int]) -> list[int]:
    """The pokerules ids (``rank * 4 + suit``) of a list of treys card integers, checked.

    >>> card_ids([Card.new("2c"), Card.new("As")])
    [0, 51]
    """
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
    INT_RANKS: ClassVar[range] = range(13)
    PRIMES: ClassVar[list[int]] = list(_PRIMES)
    CHAR_RANK_TO_INT_RANK: ClassVar[dict[str, int]] = {c: i for i, c in enumerate(_RANK_CHARS)}
    CHAR_SUIT_TO_INT_SUIT: ClassVar[dict[str, int]] = dict(_SUIT_BIT)
    INT_SUIT_TO_CHAR_SUIT: ClassVar[str] = "xshxdxxxc"
    PRETTY_SUITS: ClassVar[dict[int, str]] = {1: "♠", 2: "♥", 4: "♦", 8: "♣"}
    SUIT_COLORS: ClassVar[dict[int, str]] = {2: "red", 4: "blue", 8: "green"}

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
    def prime_product_from_rankbits(rankbits: int) -> int:
        """The product of the primes of the ranks whose bits are set in a 13-bit mask."""
        rankbits = as_int(rankbits, "rankbits", low=0, error=InvalidCardError)
        product = 1
        for rank, prime in enumerate(_PRIMES):
            if rankbits >> rank & 1:
                product *= prime
        return product

    @staticmethod
    def int_to_binary(card_int: int) -> str:
        """The card's 32 bits, most significant first, in tab-separated groups of four."""
        bits = format(_card(card_int), "032b")
        return "\t".join(bits[i : i + 4] for i in range(0, 32, 4))

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
        if not cards:
            return " "  # treys' text for no cards: the opening space alone
        return " " + ",".join(Card.int_to_pretty_str(c) for c in cards) + " "

    @staticmethod
    def print_pretty_card(card_int: int) -> None:
        """Prints one card with its suit symbol."""
        print(Card.int_to_pretty_str(card_int))

    @staticmethod
    def print_pretty_cards(card_ints: Sequence[int]) -> None:
        """Prints cards with their suit symbols."""
        print(Card.ints_to_pretty_str(card_ints))
