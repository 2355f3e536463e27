"""Ace-to-five lowball (razz, and the low half of eight-or-better games), one hand or a batch.

Aces are low, straights and flushes do not count, and pairs count against a hand. The best
five of 5 to 7 cards get a class number on the **a5 scale**, where lower is better:

* 1 is 5-4-3-2-A (the wheel) and 6175 is K-K-K-K-Q: one class for each of the 6,175 rank
  multisets of five cards.
* First the 1,287 unpaired hands, compared from the highest card down (6-4-3-2-A beats
  6-5-3-2-A); then one pair, two pair, three of a kind, full house and four of a kind, each
  compared like a high hand (the pair first, then the kickers from the top) with lower ranks
  better.
* Because the unpaired classes come first, "N or better" is a plain bound: the 56
  eight-or-better lows are exactly the classes 1 to 56 (:data:`EIGHT_OR_BETTER`).

``qualify=8`` gives ``None`` (in a batch, :data:`NO_LOW`, which is 0) when the best low is
not eight or better, as the split games need.

>>> from pokerules import describe, evaluate_low_a5
>>> evaluate_low_a5("5c 4d 3h 2s Ac"), evaluate_low_a5("Kc Kd Kh Ks Qc")
(1, 6175)
>>> value = evaluate_low_a5("7c 5d 4h 2s Ac 7d Kh")
>>> value, describe(value, "a5")
(9, 'Seven-five low: 7-5-4-2-A')
>>> evaluate_low_a5("9c 5d 4h 2s Ac Kd Kh", qualify=8) is None
True
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from pokerules import _core
from pokerules.cards import CARDS, Card, CardLike
from pokerules.evaluation._arrays import id_array, thread_count

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt

__all__ = [
    "EIGHT_OR_BETTER",
    "NO_LOW",
    "best_five_low_a5",
    "evaluate_low_a5",
    "evaluate_low_a5_many",
]

EIGHT_OR_BETTER = 56
"""The worst eight-or-better low, 8-7-6-5-4, on the a5 scale: qualifying lows are 1..56."""

NO_LOW = 0
"""What batch forms write for a hand without a qualifying low: 0 is below the a5 scale.

Mask it out before comparing (``np.where(low == NO_LOW, big, low)``): as a number it would
look better than every low.
"""

# The fast path: the extension takes cards in every accepted form itself.
evaluate_low_a5 = _core.evaluate_low_a5


def best_five_low_a5(*cards: CardLike | Iterable[CardLike]) -> tuple[Card, ...]:
    """The five cards of the best ace-to-five low of 5 to 7 cards, highest first, ace last.

    Among equally good fives (suits never matter) the first found is shown.

    >>> best_five_low_a5("Kc 7d 5h 4s 2c Ad 5s")
    (Card('7d'), Card('5s'), Card('4s'), Card('2c'), Card('Ad'))
    """
    return tuple(CARDS[i] for i in _core.best_five_low_a5(*cards))


def evaluate_low_a5_many(
    hands: npt.ArrayLike, qualify: int | None = None, *, threads: int | None = 1
) -> np.ndarray[Any, np.dtype[np.int32]]:
    """Ace-to-five classes of many hands: an ``(N, k)`` integer array of card ids, k = 5 to 7.

    Runs in Rust with the interpreter released; any integer dtype is read as is. With
    ``qualify=8``, a hand without an eight-or-better low gets :data:`NO_LOW` (0).
    ``threads`` shares the rows between threads (None: all cores); the values, and the error
    for a bad row, are those of one thread.

    >>> import numpy as np
    >>> hands = np.array([[51, 0, 4, 8, 12, 30, 40], [51, 0, 4, 28, 32, 36, 40]])
    >>> evaluate_low_a5_many(hands), evaluate_low_a5_many(hands, qualify=8)
    (array([  1, 197], dtype=int32), array([1, 0], dtype=int32))
    """
    import numpy as np

    checked = thread_count(threads)
    array = id_array(hands, (5, 6, 7), "hands")
    out = np.empty(array.shape[0], dtype=np.int32)
    _core.evaluate_low_a5_batch(array, out, qualify, threads=checked)
    return out
