"""Omaha: exactly two hole cards with exactly three board cards, high and eight-or-better low.

``evaluate_omaha(hole, board)`` takes 4, 5 or 6 hole cards (Omaha, five- and six-card Omaha)
and 3 to 5 board cards and returns the high class on the high scale (1 = royal flush ...
7462), the number phevaluator's ``evaluate_omaha_cards`` gives. ``evaluate_omaha_hilo`` adds
the eight-or-better low on the a5 scale (1..56), or ``None``: each half picks its own two
hole and three board cards. ``hole`` and ``board`` are each card text or an iterable of cards
(ids, text or Cards).

>>> from pokerules import best_omaha_hand, describe, evaluate_omaha, evaluate_omaha_hilo
>>> value = evaluate_omaha("As Ks Qh Jh", "Ts 9s 2s 3d 4h")   # not a straight: 2 + 3 cards
>>> value, describe(value), best_omaha_hand("As Ks Qh Jh", "Ts 9s 2s 3d 4h")
(409, 'Ace-high flush', (Card('As'), Card('Ks'), Card('Ts'), Card('9s'), Card('2s')))
>>> describe(evaluate_omaha("As Ks Qs Js", "Ts 2c 3d 4h 9h"))  # one spade on board: no flush
'Ace-high'
>>> high, low = evaluate_omaha_hilo("Ac 2d Kh Ks", "3c 4d 5h Qs 9c")
>>> describe(high), describe(low, "a5")
('Five-high straight', 'Five-four low: 5-4-3-2-A')
>>> evaluate_omaha_hilo("Ac Ad Kh Ks", "3c 4d 5h Qs 9c")      # one low hole rank: no low
(3401, None)
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from pokerules import _core
from pokerules.cards import CARDS, Card, CardLike
from pokerules.errors import InvalidHandError
from pokerules.evaluation._arrays import as_array, common_ids, id_array, thread_count

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt

__all__ = [
    "best_omaha_hand",
    "best_omaha_low",
    "evaluate_omaha",
    "evaluate_omaha_hilo",
    "evaluate_omaha_hilo_many",
    "evaluate_omaha_many",
]

OmahaCards = str | Iterable[CardLike]
"""Hole or board cards: card text (``"As Kd Qh Jc"``) or an iterable of cards."""

# The fast paths: the extension reads hole and board cards in every accepted form itself.
evaluate_omaha = _core.evaluate_omaha
evaluate_omaha_hilo = _core.evaluate_omaha_hilo


def best_omaha_hand(hole: OmahaCards, board: OmahaCards) -> tuple[Card, ...]:
    """The five cards of the best Omaha high hand: two hole cards, then three board cards,
    each part highest first.

    Among equally good choices the first found is shown.

    >>> best_omaha_hand("Ah Ad 7c 2s", "Kh Qh 9h Ac 7d")
    (Card('Ah'), Card('Ad'), Card('Ac'), Card('Kh'), Card('Qh'))
    """
    five = _core.best_omaha_hand(hole, board, low=False)
    return tuple(CARDS[i] for i in five or ())


def best_omaha_low(hole: OmahaCards, board: OmahaCards) -> tuple[Card, ...] | None:
    """The five cards of the best eight-or-better low, or ``None`` without one: two hole
    cards, then three board cards, each part highest first (aces low).

    >>> best_omaha_low("Ac 2d Kh Ks", "3c 4d 5h Qs 8c")
    (Card('2d'), Card('Ac'), Card('5h'), Card('4d'), Card('3c'))
    >>> best_omaha_low("Ac 2d Kh Ks", "Tc Jd 5h Qs 8c") is None
    True
    """
    five = _core.best_omaha_hand(hole, board, low=True)
    return None if five is None else tuple(CARDS[i] for i in five)


def _deal_arrays(
    holes: npt.ArrayLike, boards: npt.ArrayLike
) -> tuple[np.ndarray[Any, Any], np.ndarray[Any, Any]]:
    import numpy as np

    hole_array = id_array(holes, (4, 5, 6), "holes")
    board_input = as_array(boards, "boards")
    if board_input.ndim == 1:
        # One board for every hand: each row sees the same cards.
        board_input = np.broadcast_to(board_input, (hole_array.shape[0], board_input.shape[0]))
    board_array = id_array(board_input, (3, 4, 5), "boards")
    if board_array.shape[0] != hole_array.shape[0]:
        raise InvalidHandError(
            f"holes has {hole_array.shape[0]} rows but boards has {board_array.shape[0]}: "
            "give one board per hand, or one board for all"
        )
    return common_ids(hole_array, board_array)


def evaluate_omaha_many(
    holes: npt.ArrayLike, boards: npt.ArrayLike, *, threads: int | None = 1
) -> np.ndarray[Any, np.dtype[np.int32]]:
    """Omaha high classes of many hands: ``holes`` is ``(N, 4|5|6)``, ``boards`` is
    ``(N, 3|4|5)`` or one board ``(3|4|5,)`` for every hand, both of card ids.

    Runs in Rust with the interpreter released; any integer dtypes are read as they are.
    ``threads`` shares the rows between threads (None: all cores); the values, and the error
    for a bad row, are those of one thread.

    >>> import numpy as np
    >>> holes = np.array([[51, 47, 42, 38], [45, 46, 20, 21]])  # As Ks Qh Jh, Kd Kh 7c 7d
    >>> evaluate_omaha_many(holes, [35, 31, 3, 5, 10])          # Ts 9s 2s 3d 4h
    array([ 409, 3686], dtype=int32)
    """
    import numpy as np

    checked = thread_count(threads)
    hole_array, board_array = _deal_arrays(holes, boards)
    high = np.empty(hole_array.shape[0], dtype=np.int32)
    _core.evaluate_omaha_batch(hole_array, board_array, high, threads=checked)
    return high


def evaluate_omaha_hilo_many(
    holes: npt.ArrayLike, boards: npt.ArrayLike, *, threads: int | None = 1
) -> tuple[np.ndarray[Any, np.dtype[np.int32]], np.ndarray[Any, np.dtype[np.int32]]]:
    """Omaha high classes and eight-or-better lows of many hands, as two arrays; a hand
    without a qualifying low gets :data:`~pokerules.evaluation.ace_to_five.NO_LOW` (0) in the
    second.

    Takes ``holes``, ``boards`` and ``threads`` as :func:`evaluate_omaha_many` does.

    >>> import numpy as np
    >>> holes = np.array([[48, 1, 46, 47], [48, 49, 46, 47]])  # Ac 2d Kh Ks, Ac Ad Kh Ks
    >>> high, low = evaluate_omaha_hilo_many(holes, [4, 9, 14, 43, 28])
    >>> high, low                                             # board 3c 4d 5h Qs 9c
    (array([1609, 3401], dtype=int32), array([1, 0], dtype=int32))
    """
    import numpy as np

    checked = thread_count(threads)
    hole_array, board_array = _deal_arrays(holes, boards)
    high = np.empty(hole_array.shape[0], dtype=np.int32)
    low = np.empty(hole_array.shape[0], dtype=np.int32)
    _core.evaluate_omaha_batch(hole_array, board_array, high, low, threads=checked)
    return high, low
