"""eval7's hand-against-range equity, computed by pokerules' Rust core (its equity engine,
and on a full board its batch evaluator).

Each function takes the hero's two cards, the villain's range (a :class:`HandRange` or any
list of (hand, weight) pairs, eval7's own included), the board (0, 3, 4 or 5 cards) and
returns the hero's share of the pot: wins plus half the ties. As in eval7, the range's
weights are ignored (every hand counts once, a hand listed twice twice), and hands that share
a card with the hero or the board are left out.

Where the answers come from:

* :func:`py_hand_vs_range_exact` enumerates every runout: on a full board the answer is
  eval7's to the last bit. With fewer than five board cards eval7 scores the hands on the
  cards dealt so far, which is no equity; this function deals every runout instead.
* :func:`py_hand_vs_range_monte_carlo` and :func:`py_all_hands_vs_range` enumerate every
  runout when the spot is small (heads-up against a range on the flop, the turn or the river,
  and small ranges before the flop), which agrees with eval7 within its sampling error, and
  otherwise sample ``py_iterations`` deals, seeded by ``seed`` (default 0): the same call
  gives the same answer.

The result is rounded to single precision, as eval7 returns it, so exact answers are equal
to eval7's. Bad cards, hands of other sizes and ranges with no hand left raise a
:class:`~pokerules.errors.PokerulesError` (a ``ValueError``).

>>> from pokerules.compat.eval7 import Card, HandRange, py_hand_vs_range_exact
>>> hero = [Card("As"), Card("Ad")]
>>> board = [Card(c) for c in ("Kh", "Jd", "8c", "5d", "2s")]
>>> py_hand_vs_range_exact(hero, HandRange("AA, A3o, 32s"), board)
0.949999988079071
"""

from __future__ import annotations

import dataclasses
import struct
from collections.abc import Iterable
from typing import Any

import numpy as np
import numpy.typing as npt

from pokerules import _core
from pokerules.compat.eval7.evaluate import MASK_IDS, card_id
from pokerules.errors import InvalidHandError
from pokerules.evaluation.five_card import evaluate, evaluate_many
from pokerules.validate import as_int, as_list

__all__ = ["py_all_hands_vs_range", "py_hand_vs_range_exact", "py_hand_vs_range_monte_carlo"]

_MAX_ITERATIONS = 10**9
_SEED_LIMIT = (1 << 64) - 1
_RANGE_LIMIT = 100_000

# A range as hands: an (N, 2) array of pokerules card ids, each row lowest id first.
_Hands = npt.NDArray[np.int64]


@dataclasses.dataclass(frozen=True)
class _Options:
    """A range's live hands, each once (an (M, 2) id array), and how often the range lists it."""

    hands: _Hands
    counts: npt.NDArray[np.int64]

    def pairs(self) -> list[tuple[list[int], int]]:
        """The (cards, weight) pairs the equity core takes."""
        return list(zip(self.hands.tolist(), self.counts.tolist(), strict=True))


def _cards(cards: object, what: str, sizes: tuple[int, ...]) -> list[int]:
    listed = as_list(cards, what, limit=7, error=InvalidHandError)
    ids = [card_id(card) for card in listed]
    if len(ids) not in sizes:
        allowed = " or ".join(map(str, sizes))
        raise InvalidHandError(f"{what} must hold {allowed} cards, got {len(ids)}")
    if len(set(ids)) != len(ids):
        raise InvalidHandError(f"{what} holds a card twice")
    return ids


def _hand_of(entry: object, what: str) -> tuple[Any, list[int]]:
    """The hand of a (hand, weight) pair, and its card ids, checked."""
    if not isinstance(entry, (tuple, list)) or len(entry) != 2:
        raise InvalidHandError(
            f"{what} holds (hand, weight) pairs, such as a HandRange's, got {entry!r:.60}"
        )
    return entry[0], _cards(entry[0], f"a hand of {what}", (2,))


def _range(entries: list[Any], what: str) -> _Hands:
    """The card ids of a list of (hand, weight) pairs."""
    try:
        # The usual range, two eval7 Cards a hand: read by their masks in one pass, into a
        # flat list (numpy reads a flat list several times faster than a list of pairs).
        ids = [MASK_IDS[card.mask] for (a, b), _ in entries for card in (a, b)]
    except (AttributeError, KeyError, TypeError, ValueError):
        ids = [card for entry in entries for card in _hand_of(entry, what)[1]]
    hands = np.sort(np.array(ids, dtype=np.int64).reshape(-1, 2), axis=1)
    if np.any(hands[:, 0] == hands[:, 1]):
        raise InvalidHandError(f"a hand of {what} holds a card twice")
    return hands


def _live(hands: _Hands, dead: Iterable[int]) -> _Options:
    """The hands that share no card with ``dead``, each once, with how often they are listed."""
    bits = (np.uint64(1) << hands[:, 0].astype(np.uint64)) | (
        np.uint64(1) << hands[:, 1].astype(np.uint64)
    )
    dead_bits = np.uint64(sum(1 << card for card in set(dead)))
    alive = (bits & dead_bits) == 0
    _, first, counts = np.unique(bits[alive], return_index=True, return_counts=True)
    return _Options(hands[alive][first], counts.astype(np.int64))


def _single(share: float) -> float:
    """``share`` rounded to single precision, as eval7 returns its equities."""
    value: float = struct.unpack("f", struct.pack("f", share))[0]
    return value


def _share(hero: list[int], options: _Options, board: list[int], **how: Any) -> float:
    """The hero's share of the pot against the options: wins and half the ties."""
    if len(board) == 5:
        return _river_share(hero, options, board)
    players: list[list[tuple[list[int], int]] | None] = [[(hero, 1)], options.pairs()]
    counts, _, _, _ = _core.equity(players, board, [], game="holdem", **how)
    wins, ties = counts[1], counts[3]  # by winners: 1 the hero alone, 3 both
    return _single((wins + 0.5 * ties) / sum(counts))


def _river_share(hero: list[int], options: _Options, board: list[int]) -> float:
    """On a full board there is nothing to deal: each option is valued once, in one batch
    (the equity engine's set-up would cost more than the valuing), as eval7 counts them."""
    ours = evaluate([*hero, *board])
    hands = np.empty((len(options.hands), 7), dtype=np.int8)
    hands[:, :2] = options.hands
    hands[:, 2:] = board
    theirs = evaluate_many(hands)
    wins = int(options.counts[theirs > ours].sum())
    ties = int(options.counts[theirs == ours].sum())
    return _single((wins + 0.5 * ties) / int(options.counts.sum()))


def _spot(hand: object, board: object) -> tuple[list[int], list[int]]:
    hero = _cards(hand, "the hero's hand", (2,))
    cards = _cards(board, "the board", (0, 3, 4, 5))
    if not set(hero).isdisjoint(cards):
        raise InvalidHandError("the hero's hand and the board share a card")
    return hero, cards


def _villain(villain: object) -> _Hands:
    what = "the villain's range"
    return _range(as_list(villain, what, limit=_RANGE_LIMIT, error=InvalidHandError), what)


def _options(hero: list[int], villain: object, board: list[int]) -> _Options:
    options = _live(_villain(villain), [*hero, *board])
    if not len(options.hands):
        raise InvalidHandError(
            "the villain's range has no hand left once the hero's cards and the board are out"
        )
    return options


def _sampling(iterations: object, seed: object) -> dict[str, Any]:
    samples = as_int(iterations, "py_iterations", low=1, high=_MAX_ITERATIONS)
    return {
        "exact": None,
        "samples": samples,
        "seed": as_int(seed, "seed", low=0, high=_SEED_LIMIT),
    }


def py_hand_vs_range_exact(
    py_hand: Iterable[Any], py_villain: Iterable[Any], py_board: Iterable[Any]
) -> float:
    """The hero's equity against the range, every runout enumerated.

    >>> from pokerules.compat.eval7 import Card, HandRange
    >>> hero = [Card("Ac"), Card("Ah")]
    >>> board = [Card(c) for c in ("Kh", "Jd", "8c", "5d", "2s")]
    >>> py_hand_vs_range_exact(hero, HandRange("AA"), board)
    0.5
    """
    hero, board = _spot(py_hand, py_board)
    return _share(hero, _options(hero, py_villain, board), board, exact=True)


def py_hand_vs_range_monte_carlo(
    py_hand: Iterable[Any],
    py_villain: Iterable[Any],
    py_board: Iterable[Any],
    py_iterations: int,
    *,
    seed: int = 0,
) -> float:
    """The hero's equity against the range: enumerated when the spot is small, otherwise
    ``py_iterations`` deals sampled with ``seed``.

    >>> from pokerules.compat.eval7 import Card, HandRange
    >>> hero = [Card("As"), Card("Ad")]
    >>> round(py_hand_vs_range_monte_carlo(hero, HandRange("AA, A3o, 32s"), [], 100_000), 4)
    0.8534
    """
    hero, board = _spot(py_hand, py_board)
    options = _options(hero, py_villain, board)
    return _share(hero, options, board, **_sampling(py_iterations, seed))


def py_all_hands_vs_range(
    py_hero: Iterable[Any],
    py_villain: Iterable[Any],
    py_board: Iterable[Any],
    py_iterations: int,
    *,
    seed: int = 0,
) -> dict[Any, float]:
    """Each of the hero range's hands' equity against the villain's range, as
    :func:`py_hand_vs_range_monte_carlo` gives it, keyed by the hand.

    Hands the board or the villain's range make impossible (no villain hand left) are left
    out, as eval7 leaves out the second; eval7 gives hands that share a card with the board a
    meaningless number.

    >>> from pokerules.compat.eval7 import Card, HandRange
    >>> board = [Card(c) for c in ("Kh", "Jd", "8c")]
    >>> found = py_all_hands_vs_range(HandRange("JsJc, QsJs"), HandRange("JJ"), board, 10_000)
    >>> [(str(a) + str(b), round(e, 4)) for (a, b), e in found.items()]
    [('QsJs', 0.0369)]
    """
    board = _cards(py_board, "the board", (0, 3, 4, 5))
    how = _sampling(py_iterations, seed)
    villain = _villain(py_villain)
    what = "the hero's range"
    entries = as_list(py_hero, what, limit=_RANGE_LIMIT, error=InvalidHandError)
    heroes = _range(entries, what)
    found: dict[Any, float] = {}
    for entry, hero in zip(entries, heroes.tolist(), strict=True):
        options = _live(villain, [*hero, *board])
        if len(options.hands) and set(hero).isdisjoint(board):
            hand = entry[0]
            key = hand if isinstance(hand, tuple) else tuple(hand)
            found[key] = _share(hero, options, board, **how)
    return found
