"""The eval7 API on pokerules: ``from pokerules.compat.eval7 import evaluate, handtype``.

eval7 scores hands the other way round from pokerules: **higher is better**, and the number
packs the hand type in bits 24 and up (0 high card, 1 pair, 2 two pair, 3 trips, 4 straight,
5 flush, 6 full house, 7 quads, 8 straight flush) and the ranks that decide between hands of
that type below it, four bits each from bit 16 down (0 = deuce … 12 = ace; a five-high
straight counts as five high). :func:`evaluate` maps each of the 7,462 pokerules classes to
that exact number.

Cards are eval7's ``Card`` objects, pokerules :class:`~pokerules.Card` objects or texts such
as ``"Ah"`` (an upper-case rank, then a lower-case suit, as eval7 writes them). Unlike eval7,
repeated cards and hands outside 5 to 7 cards raise a
:class:`~pokerules.errors.PokerulesError` (a ``ValueError``) instead of giving a number.

>>> from pokerules.compat.eval7 import evaluate, handtype
>>> royal = evaluate(["As", "Ks", "Qs", "Js", "Ts", "2c", "2d"])
>>> royal, handtype(royal)
(135004160, 'Straight Flush')
>>> evaluate(["Ac", "Ad", "Kh", "Ks", "2c"]) > evaluate(["Kc", "Kd", "Qh", "Qs", "Ac"])
True
>>> handtype(evaluate(["7c", "5d", "4h", "3s", "2c"]))
'High Card'
"""

from __future__ import annotations

import functools
from collections.abc import Iterable
from typing import Any, Final

from pokerules import _core
from pokerules.cards import Card
from pokerules.errors import InvalidCardError, InvalidHandError, PokerulesError
from pokerules.validate import as_list, is_integer

__all__ = ["HAND_TYPES", "MASK_IDS", "card_id", "evaluate", "handtype"]

HAND_TYPES: Final = (
    "High Card",
    "Pair",
    "Two Pair",
    "Trips",
    "Straight",
    "Flush",
    "Full House",
    "Quads",
    "Straight Flush",
)
"""eval7's hand type names, by the type number in bits 24 and up of a score."""

_TYPE_SHIFT: Final = 24
_RANKS: Final = "23456789TJQKA"
_TEXT_IDS: Final[dict[str, int]] = {
    rank + suit: r * 4 + s for r, rank in enumerate(_RANKS) for s, suit in enumerate("cdhs")
}
# Which of a class's five ranks (most significant first, as `hand_shape` gives them) decide
# between hands of its type, by pokerules category number (1 straight flush ... 9 high card):
# the rank of each group once, largest group first, then the kickers.
# eval7 marks a card by one bit of a 52-bit mask, bit suit * 13 + rank.
MASK_IDS: Final[dict[int, int]] = {
    1 << (s * 13 + r): r * 4 + s for r in range(13) for s in range(4)
}
"""The pokerules card id of each of eval7's 52 card masks."""
_DECIDING: Final[dict[int, tuple[int, ...]]] = {
    1: (0,),  # straight flush: its top card
    2: (0, 4),  # quads, kicker
    3: (0, 3),  # trips, pair
    4: (0, 1, 2, 3, 4),  # flush
    5: (0,),  # straight
    6: (0, 3, 4),  # trips, two kickers
    7: (0, 2, 4),  # top pair, bottom pair, kicker
    8: (0, 2, 3, 4),  # pair, three kickers
    9: (0, 1, 2, 3, 4),  # high card
}
_CLASSES: Final = 7462


def _score(value: int) -> int:
    """The eval7 score of a pokerules high class."""
    category, ranks = _core.hand_shape(value, "high", False)
    score = (9 - category) << _TYPE_SHIFT
    for place, index in enumerate(_DECIDING[category]):
        score |= ranks[index] << (16 - 4 * place)
    return score


@functools.cache
def _scores() -> tuple[int, ...]:
    # Built once, on first use (about 50 ms), indexed by class number (index 0 unused).
    return (0, *(_score(value) for value in range(1, _CLASSES + 1)))


@functools.cache
def _types() -> dict[int, str]:
    return {score: HAND_TYPES[score >> _TYPE_SHIFT] for score in _scores()[1:]}


def card_id(card: object) -> int:
    """A card's pokerules id (``rank * 4 + suit``), from an eval7 ``Card`` (this package's or
    eval7's own: rank and suit numbers), a pokerules :class:`~pokerules.Card` or a text.

    >>> card_id("2c"), card_id("As")
    (0, 51)
    """
    if type(card) is str:
        found = _TEXT_IDS.get(card)
        if found is None:
            raise InvalidCardError(
                f"{card!r:.40} is not an eval7 card: a rank from {_RANKS} then a suit c d h s"
            )
        return found
    if isinstance(card, Card):
        return int(card)
    rank: Any = getattr(card, "rank", None)
    suit: Any = getattr(card, "suit", None)
    is_eval7_card = type(card).__name__ == "Card" and is_integer(rank) and is_integer(suit)
    if is_eval7_card and 0 <= rank < 13 and 0 <= suit < 4:
        return int(rank) * 4 + int(suit)
    raise InvalidCardError(
        f"expected an eval7 Card, a pokerules Card or text such as 'Ah', got {type(card).__name__}"
    )


def evaluate(cards: Iterable[object]) -> int:
    """eval7's score of the best five of 5 to 7 cards: higher is better.

    >>> evaluate(["Ah", "Ad", "Ac", "Kh", "Kd"]) >> 24  # 6: a full house
    6
    """
    listed: list[Any] | tuple[Any, ...]
    if type(cards) is list or type(cards) is tuple:
        try:
            # The usual call, 5 to 7 eval7 Cards: their masks read by the core in one call.
            return _scores()[_core.high_class_of_masks(cards)]
        except PokerulesError:
            listed = cards  # texts, pokerules Cards or a bad hand: card by card, below
    else:
        listed = as_list(cards, "cards", limit=52, error=InvalidHandError)
    if not 5 <= len(listed) <= 7:
        raise InvalidHandError(f"got {len(listed)} cards: eval7's evaluate takes 5 to 7 cards")
    try:
        # eval7 Cards in another iterable, by their masks; anything else card by card.
        ids = [MASK_IDS[card.mask] for card in listed]
    except (AttributeError, KeyError, TypeError):
        ids = [card_id(card) for card in listed]
    return _scores()[_core.evaluate(ids)]


def handtype(value: int) -> str:
    """The hand type of an eval7 score, such as ``"Two Pair"``.

    Only the scores :func:`evaluate` gives are hand values.

    >>> handtype(evaluate(["Jc", "Jd", "9h", "9s", "2c"]))
    'Two Pair'
    """
    if not is_integer(value):
        raise InvalidHandError(f"expected an eval7 score (an int), got {type(value).__name__}")
    found = _types().get(int(value))
    if found is None:
        raise InvalidHandError(f"{value} is not a score eval7 gives a hand of 5 to 7 cards")
    return found
