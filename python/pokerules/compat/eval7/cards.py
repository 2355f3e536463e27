"""eval7's ``Card`` and ``Deck``: ``from pokerules.compat.eval7 import Card, Deck``.

A card is a one-bit ``mask`` (bit ``13 * suit + rank``, ranks 0 = deuce to 12 = ace, suits
c d h s = 0 to 3), as in eval7, so code that reads or combines masks keeps working. The deck
holds the 52 cards deuces first (``2c 2d 2h 2s 3c`` ...), as eval7's does.

Shuffling: eval7's ``Deck`` shuffles and samples with Python's global :mod:`random`
generator. ``Deck()`` does the same, so after ``random.seed(s)`` it deals exactly what eval7
deals. ``Deck(seed=s)`` shuffles with a generator of its own, ``random.Random(s)``, and
deals what eval7 deals after ``random.seed(s)`` without touching the global generator.

>>> from pokerules.compat.eval7 import Card, Deck
>>> card = Card("Ah")
>>> card.rank, card.suit, card.mask == 1 << (2 * 13 + 12)
(12, 2, True)
>>> deck = Deck(seed=7)
>>> deck.shuffle()
>>> hand = deck.deal(2)
>>> len(hand), len(deck)
(2, 50)
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any, Final, SupportsIndex, overload

from pokerules.errors import InvalidArgumentError, InvalidCardError
from pokerules.validate import as_int, as_seed

__all__ = ["Card", "Deck", "ranks", "suits"]

ranks: Final = ("2", "3", "4", "5", "6", "7", "8", "9", "T", "J", "Q", "K", "A")
"""eval7's rank characters, deuce first: a card's ``rank`` is an index into them."""

suits: Final = ("c", "d", "h", "s")
"""eval7's suit characters: a card's ``suit`` is an index into them."""


class Card:
    """A card of eval7: made from text such as ``"Ah"`` (an upper-case rank, then a lower-case
    suit), with eval7's ``mask``, ``rank`` and ``suit``.

    Two cards are equal when their masks are; ``hash`` is the mask. The order is eval7's: a
    card is greater than another when its rank *or* its suit is greater, so that sorting gives
    what eval7 gives. Unlike eval7, anything but two characters raises an
    :class:`~pokerules.errors.InvalidCardError` (eval7 reads the first two and ignores the rest).

    >>> Card("Td"), str(Card("Td")), Card("Td") == Card("Td")
    (Card("Td"), 'Td', True)
    """

    __slots__ = ("mask",)

    mask: int
    """The card's bit: ``1 << (13 * suit + rank)``."""

    def __init__(self, card_string: str) -> None:
        if (
            type(card_string) is not str
            or len(card_string) != 2
            or card_string[0] not in ranks
            or card_string[1] not in suits
        ):
            raise InvalidCardError(
                f"{card_string!r:.40} is not an eval7 card: a rank from 23456789TJQKA, then a "
                "suit from c d h s, such as 'Ah'"
            )
        self.mask = 1 << (13 * suits.index(card_string[1]) + ranks.index(card_string[0]))

    @property
    def rank(self) -> int:
        """The rank, 0 (deuce) to 12 (ace)."""
        return (self.mask.bit_length() - 1) % 13

    @property
    def suit(self) -> int:
        """The suit, 0 to 3 for c d h s."""
        return (self.mask.bit_length() - 1) // 13

    def __str__(self) -> str:
        return ranks[self.rank] + suits[self.suit]

    def __repr__(self) -> str:
        return f'Card("{self}")'

    def __hash__(self) -> int:
        return self.mask

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Card) and self.mask == other.mask

    def __ne__(self, other: object) -> bool:
        return not self == other

    def _above(self, other: Card) -> bool:
        # eval7's rule, kept as it is: a greater rank or a greater suit.
        return self.rank > other.rank or self.suit > other.suit

    def __gt__(self, other: object) -> bool:
        if not isinstance(other, Card):
            return NotImplemented
        return self._above(other)

    def __ge__(self, other: object) -> bool:
        if not isinstance(other, Card):
            return NotImplemented
        return self._above(other) or self.mask == other.mask

    def __lt__(self, other: object) -> bool:
        if not isinstance(other, Card):
            return NotImplemented
        return not (self._above(other) or self.mask == other.mask)

    def __le__(self, other: object) -> bool:
        if not isinstance(other, Card):
            return NotImplemented
        return not self._above(other)


class Deck:
    """eval7's deck: the 52 cards in ``cards``, deuces first, dealt from the front.

    ``seed=None`` (eval7's only way) shuffles and samples with Python's global :mod:`random`
    generator, as eval7 does; an integer ``seed`` gives the deck a generator of its own,
    ``random.Random(seed)``, whose draws are those of the global one after
    ``random.seed(seed)``.

    >>> Deck(seed=1).peek(3)
    [Card("2c"), Card("2d"), Card("2h")]
    >>> import random
    >>> random.seed(5)
    >>> first, second = Deck(), Deck(seed=5)
    >>> first.shuffle(), second.shuffle()
    (None, None)
    >>> first.deal(5) == second.deal(5)
    True
    """

    def __init__(self, seed: int | None = None) -> None:
        self._shuffle: Callable[[list[Card]], None]
        self._sample: Callable[[Sequence[Card], int], list[Card]]
        if seed is None:
            self._shuffle, self._sample = random.shuffle, random.sample
        else:
            generator = random.Random(as_seed(seed))
            self._shuffle, self._sample = generator.shuffle, generator.sample
        self.cards: list[Card] = [Card(rank + suit) for rank in ranks for suit in suits]

    def __repr__(self) -> str:
        return f"Deck({self.cards})"

    def __len__(self) -> int:
        return len(self.cards)

    @overload
    def __getitem__(self, i: SupportsIndex) -> Card: ...

    @overload
    def __getitem__(self, i: slice) -> list[Card]: ...

    def __getitem__(self, i: SupportsIndex | slice) -> Card | list[Card]:
        return self.cards[i]

    def _count(self, n: Any, what: str) -> int:
        n = as_int(n, "n", low=0)
        if n > len(self.cards):
            raise InvalidArgumentError(f"cannot {what} {n} cards: the deck holds {len(self.cards)}")
        return int(n)

    def shuffle(self) -> None:
        """Puts the cards left in the deck in a random order."""
        self._shuffle(self.cards)

    def deal(self, n: int) -> list[Card]:
        """Takes the top ``n`` cards off the deck."""
        n = self._count(n, "deal")
        dealt = self.cards[:n]
        del self.cards[:n]
        return dealt

    def peek(self, n: int) -> list[Card]:
        """The top ``n`` cards, left in the deck."""
        return self.cards[: self._count(n, "peek at")]

    def sample(self, n: int) -> list[Card]:
        """``n`` cards picked at random, left in the deck."""
        return self._sample(self.cards, self._count(n, "sample"))
