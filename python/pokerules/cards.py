"""Cards: the integer encoding, the :class:`Card` type and parsing of card text.

A card is an integer id ``rank * 4 + suit`` with ranks 2..A = 0..12 and suits clubs, diamonds,
hearts, spades = 0..3, so ``2c`` is 0 and ``As`` is 51 (phevaluator's encoding). :class:`Card`
is an ``int`` subclass, so a Card can go anywhere an id can, at no cost.

>>> from pokerules import Card, parse_hand
>>> Card("As"), Card("10d"), Card("k♥")
(Card('As'), Card('Td'), Card('Kh'))
>>> int(Card("As")), str(Card(0))
(51, '2c')
>>> parse_hand("As Kd, Qh")
(Card('As'), Card('Kd'), Card('Qh'))
>>> sorted(parse_hand("Kd As 2c"))
[Card('2c'), Card('Kd'), Card('As')]
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, TypeAlias

from pokerules import _core
from pokerules.errors import InvalidCardError
from pokerules.validate import as_flag, as_int, as_list, as_seed

__all__ = [
    "CARDS",
    "RANKS",
    "SUITS",
    "SUIT_SYMBOLS",
    "UNSEEN",
    "Card",
    "CardId",
    "CardLike",
    "UnseenCard",
    "parse_hand",
    "shuffled",
    "shuffled_deck",
]

CardId: TypeAlias = int
"""An integer card id in ``0..51``: ``rank * 4 + suit``."""

RANKS = "23456789TJQKA"
"""Rank characters in rank order: index = rank number."""

SUITS = "cdhs"
"""Suit characters in suit order: index = suit number."""

SUIT_SYMBOLS = "♣♦♥♠"
"""Suit symbols in suit order."""

RANK_NAMES = (
    "deuce", "three", "four", "five", "six", "seven", "eight",
    "nine", "ten", "jack", "queen", "king", "ace",
)  # fmt: skip
"""English rank names, singular, in rank order."""

RANK_PLURALS = (
    "deuces", "threes", "fours", "fives", "sixes", "sevens", "eights",
    "nines", "tens", "jacks", "queens", "kings", "aces",
)  # fmt: skip
"""English rank names, plural, in rank order."""


class Card(int):
    """A playing card: an immutable, hashable int id (``rank * 4 + suit``) that prints as text.

    Build one from an id, from text (``"As"``, ``"td"``, ``"10d"``, ``"Q♠"``) or from another
    Card. Cards order by rank, then suit (clubs < diamonds < hearts < spades).

    >>> card = Card("Q♠")
    >>> card, card.rank, card.suit, card.symbol
    (Card('Qs'), 10, 3, 'Q♠')
    >>> Card(51) == 51 == Card("As")
    True
    >>> Card("1s")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    pokerules.errors.InvalidCardError: "1s" is not a card: expected a rank (2-9, T or 10, ...
    """

    __slots__ = ()

    def __new__(cls, card: CardLike) -> Card:
        if type(card) is Card:
            return card
        return CARDS[_core.parse_card(card)]

    @classmethod
    def of(cls, rank: int, suit: int) -> Card:
        """The card of a rank (0 = deuce … 12 = ace) and suit (0 = clubs … 3 = spades).

        >>> Card.of(12, 3)
        Card('As')
        """
        rank = as_int(rank, "rank", error=InvalidCardError)
        suit = as_int(suit, "suit", error=InvalidCardError)
        if not (0 <= rank <= 12 and 0 <= suit <= 3):
            raise InvalidCardError(
                f"rank {rank} and suit {suit} do not name a card: ranks are 0..12, suits 0..3"
            )
        return CARDS[rank * 4 + suit]

    @property
    def rank(self) -> int:
        """The rank, 0 (deuce) to 12 (ace)."""
        return int(self) >> 2

    @property
    def suit(self) -> int:
        """The suit, 0 (clubs), 1 (diamonds), 2 (hearts) or 3 (spades)."""
        return int(self) & 3

    @property
    def symbol(self) -> str:
        """The card with its suit symbol, such as ``"A♠"``."""
        return _SYMBOLS[self]

    def __str__(self) -> str:
        return _TEXTS[self]

    def __repr__(self) -> str:
        return f"Card('{self}')"

    def __bool__(self) -> bool:
        # The deuce of clubs is id 0; a card is never "nothing".
        return True

    def __format__(self, spec: str) -> str:
        return format(str(self), spec)


# Showdown descriptions and histories spell cards over and over: each card's symbol, once.
_SYMBOLS = tuple(rank + suit for rank in RANKS for suit in SUIT_SYMBOLS)
_TEXTS = tuple(rank + suit for rank in RANKS for suit in SUITS)


def _make_card(card_id: int) -> Card:
    return int.__new__(Card, card_id)


CARDS: tuple[Card, ...] = tuple(_make_card(i) for i in range(52))
"""All 52 cards in id order."""


class UnseenCard(Card):
    """A card nobody saw, as a hand history shows it: ``??``. :data:`UNSEEN` is the one.

    An imported hand (:class:`~pokerules.phh.ImportedHand`) deals a stand-in where its file
    has ``??``; its records and views show :data:`UNSEEN` there instead, so the stand-in is
    never taken for a real card. It is no card: it has no rank or suit, and every ``??``
    equals every other.

    >>> UNSEEN, str(UNSEEN), UNSEEN.symbol, UNSEEN in CARDS
    (Card('??'), '??', '??', False)
    >>> UNSEEN.rank
    Traceback (most recent call last):
    ...
    pokerules.errors.InvalidCardError: ?? is a card nobody saw: it has no rank or suit
    """

    __slots__ = ()

    def __new__(cls, card: object = "??") -> UnseenCard:
        """:data:`UNSEEN`, the one card nobody saw: ``UnseenCard()`` or ``UnseenCard("??")``;
        anything else is refused (a real card is a :class:`Card`)."""
        if (isinstance(card, str) and card == "??") or type(card) is UnseenCard:
            return UNSEEN  # type: ignore[return-value]
        raise InvalidCardError(
            f'an unseen card is written "??", not {card!r}: a card someone saw is a Card'
        )

    @property
    def rank(self) -> int:
        """Refused: a card nobody saw has no rank."""
        raise InvalidCardError("?? is a card nobody saw: it has no rank or suit")

    @property
    def suit(self) -> int:
        """Refused: a card nobody saw has no suit."""
        raise InvalidCardError("?? is a card nobody saw: it has no rank or suit")

    @property
    def symbol(self) -> str:
        """``"??"``."""
        return "??"

    def __str__(self) -> str:
        return "??"


UNSEEN: Card = int.__new__(UnseenCard, 52)
"""The card nobody saw (``??``): an id past the deck's 52, so no table takes it for a card."""

CardLike: TypeAlias = Card | int | str
"""Anything that names one card: a Card, an id or card text."""


def parse_hand(cards: str | Iterable[CardLike]) -> tuple[Card, ...]:
    """Cards from text (``"As Kd Qh"``, ``"AsKdQh"``, comma-separated) or from an iterable.

    Duplicates are kept: checking them is the evaluator's or the dealer's job. An iterable is
    read for at most :data:`MAX_LISTED` cards.

    >>> parse_hand("Ah 2♠ 9h")
    (Card('Ah'), Card('2s'), Card('9h'))
    >>> parse_hand([51, "Kd"])
    (Card('As'), Card('Kd'))
    """
    if isinstance(cards, str):
        return tuple(CARDS[i] for i in _core.parse_hand(cards))
    return tuple(as_list(cards, "cards", limit=MAX_LISTED, item=Card, error=InvalidCardError))


MAX_LISTED = 260
"""The most cards a list of cards may hold: five decks, repeats included."""


def rank_name(rank: int, plural: bool = False) -> str:
    """The English name of a rank: ``rank_name(12)`` is ``"ace"``, plural ``"aces"``.

    >>> rank_name(4, plural=True)
    'sixes'
    """
    if type(rank) is not int or not 0 <= rank <= 12:  # a negative index would read from the end
        rank = as_int(rank, "rank", low=0, high=12, error=InvalidCardError)
    if plural is not True and plural is not False:
        plural = as_flag(plural, "plural")
    return (RANK_PLURALS if plural else RANK_NAMES)[rank]


_SEED_MASK = (1 << 64) - 1
_IDS = list(range(52))


def shuffled(cards: Iterable[CardLike] | str, seed: int) -> list[Card]:
    """``cards`` in a random order fixed by ``seed``: the same on every machine and version.

    The shuffle is Fisher-Yates driven by SplitMix64; ``seed`` is any integer, taken modulo
    2**64.

    >>> shuffled(parse_hand("As Kd Qh"), seed=1) == shuffled(parse_hand("As Kd Qh"), seed=1)
    True
    >>> sorted(shuffled(range(52), seed=9)) == list(CARDS)
    True
    """
    if type(seed) is not int:
        seed = as_seed(seed)
    if cards is CARDS:  # every deal shuffles the whole deck: no need to check it
        items: list[Any] = list(CARDS)
    elif type(cards) is list and len(cards) <= MAX_LISTED and all(type(c) is Card for c in cards):
        items = cards  # a reshuffle's pool: Cards already (the core only reads it)
    else:
        items = list(parse_hand(cards))
    ids = _core.shuffle(items, seed & _SEED_MASK)
    return list(map(CARDS.__getitem__, ids))


def shuffled_deck(seed: int) -> list[Card]:
    """The 52 cards in the order ``seed`` gives: ``shuffled(CARDS, seed)`` without the
    conversions a general iterable needs.

    >>> shuffled_deck(7) == shuffled(CARDS, 7)
    True
    """
    if type(seed) is not int:
        seed = as_seed(seed)
    return _core.shuffle_items(CARDS, seed & _SEED_MASK)
