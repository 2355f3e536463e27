"""treys' ``Deck``: 52 card integers, shuffled by ``random.Random(seed)``, drawn from the end.

With the same ``seed`` it deals the same cards treys does: the same starting order, the same
shuffle. ``seed=None``, as in treys, seeds from the system's entropy.

>>> from pokerules.compat.treys import Card, Deck
>>> [Card.int_to_str(card) for card in Deck(seed=7).draw(3)]
['7s', '4h', '8h']
"""

from __future__ import annotations

import random
from typing import ClassVar

from pokerules.compat.treys.card import Card
from pokerules.errors import InvalidHandError
from pokerules.validate import as_int, as_seed

__all__ = ["Deck"]


class Deck:
    """treys' deck of 52 card integers. With the same ``seed`` it deals the same cards treys
    does: the same starting order, the same shuffle, and draws from the end."""

    _FULL_DECK: ClassVar[list[int]] = [Card.new(r + s) for r in Card.STR_RANKS for s in "shdc"]

    def __init__(self, seed: int | None = None) -> None:
        self._random = random.Random(None if seed is None else as_seed(seed))
        self.shuffle()

    def shuffle(self) -> None:
        """Restores all 52 cards in a new random order."""
        self.cards = Deck.GetFullDeck()
        self._random.shuffle(self.cards)

    def draw(self, n: int = 1) -> list[int]:
        """Takes ``n`` cards off the end."""
        n = as_int(n, "n", error=InvalidHandError)
        if not 0 <= n <= len(self.cards):
            raise InvalidHandError(f"cannot draw {n} cards: {len(self.cards)} are left")
        return [self.cards.pop() for _ in range(n)]

    def __str__(self) -> str:
        return Card.ints_to_pretty_str(self.cards)

    @staticmethod
    def GetFullDeck() -> list[int]:
        """A new list of the 52 cards in treys' starting order (deuces first, s h d c)."""
        return list(Deck._FULL_DECK)
