"""Badugi: four cards, judged by their best set with no repeated rank or suit.

A hand plays its largest set of cards with four different suits and no pair; more cards
always beat fewer, and sets of the same size compare from their highest card down, aces low.
Class numbers are on the **badugi scale**, where lower is better:

* 1 is 4-3-2-A of four suits; 1092 is a lone king.
* The 715 four-card badugis come first (1..715), then the 286 three-card hands
  (716..1001), the 78 two-card hands (1002..1079) and the 13 one-card hands (1080..1092);
  within a size, from the highest card down.

>>> from pokerules import best_badugi, describe, evaluate_badugi
>>> evaluate_badugi("4c 3d 2h As"), evaluate_badugi("Kc Kd Kh Ks")
(1, 1092)
>>> value = evaluate_badugi("4c 3c 2h Ad")       # the 3 and 4 share a suit
>>> value, describe(value, "badugi"), best_badugi("4c 3c 2h Ad")
(716, 'Three-card badugi: 3-2-A', (Card('3c'), Card('2h'), Card('Ad')))
"""

from __future__ import annotations

import enum
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from pokerules import _core
from pokerules.cards import CARDS, Card, CardLike
from pokerules.evaluation._arrays import id_array, thread_count

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt

__all__ = [
    "BadugiCategory",
    "best_badugi",
    "evaluate_badugi",
    "evaluate_badugi_many",
]


class BadugiCategory(enum.IntEnum):
    """How many cards a badugi hand plays: its value is the number of cards.

    >>> from pokerules import category, evaluate_badugi
    >>> category(evaluate_badugi("Kc Qd Jh Ts"), "badugi")
    <BadugiCategory.FOUR_CARD: 4>
    >>> BadugiCategory.THREE_CARD.label
    'Three-card badugi'
    """

    ONE_CARD = 1
    TWO_CARD = 2
    THREE_CARD = 3
    FOUR_CARD = 4

    @property
    def label(self) -> str:
        """The category in words, such as ``"Three-card badugi"``."""
        size = self.name.split("_")[0].capitalize()
        return f"{size}-card badugi"


# The fast path: the extension takes cards in every accepted form itself.
evaluate_badugi = _core.evaluate_badugi


def best_badugi(*cards: CardLike | Iterable[CardLike]) -> tuple[Card, ...]:
    """The cards a badugi hand plays, highest first (aces low).

    Among equally good sets (the same ranks from different cards) the first found is shown.

    >>> best_badugi("Kc 2c 5d 5h")
    (Card('5d'), Card('2c'))
    """
    return tuple(CARDS[i] for i in _core.best_badugi(*cards))


def evaluate_badugi_many(
    hands: npt.ArrayLike, *, threads: int | None = 1
) -> np.ndarray[Any, np.dtype[np.int32]]:
    """Badugi classes of many hands: an ``(N, 4)`` integer array of card ids.

    Runs in Rust with the interpreter released; any integer dtype is read as is.
    ``threads`` shares the rows between threads (None: all cores); the values, and the error
    for a bad row, are those of one thread.

    >>> import numpy as np
    >>> evaluate_badugi_many(np.array([[8, 5, 2, 51], [44, 45, 46, 47]]))
    array([   1, 1092], dtype=int32)
    """
    import numpy as np

    checked = thread_count(threads)
    array = id_array(hands, (4,), "hands")
    out = np.empty(array.shape[0], dtype=np.int32)
    _core.evaluate_badugi_batch(array, out, threads=checked)
    return out
