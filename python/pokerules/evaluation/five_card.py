"""Hand evaluation: high hands, deuce-to-seven lowball and wild cards, one hand or a batch.

Every evaluator returns a class number where **lower is better**, so hands compare with ``<``.

* High: 1 (royal flush) to 7462 (7-5-4-3-2 unsuited), the numbers phevaluator and treys give.
* Deuce-to-seven: 1 (7-5-4-3-2 unsuited) to 7462 (royal flush); aces are always high.
* Wild: the high scale plus five of a kind below it, 0 (five deuces) down to -12 (five aces).
* Ace-to-five (``"a5"``, :mod:`pokerules.evaluation.ace_to_five`): 1 (5-4-3-2-A) to 6175 (four
kings), one
  class per rank multiset: unpaired hands from the top card down, then pairs, two pair, trips,
  full houses, quads; eight-or-better lows are 1 to 56.
* Badugi (``"badugi"``, :mod:`pokerules.evaluation.badugi`): 1 (4-3-2-A of four suits) to 1092 (a
lone
  king); four-card hands, then three-, two- and one-card hands, each from the top card down.

Omaha (:mod:`pokerules.evaluation.omaha`) scores on the high scale and its low half on the a5 scale.

>>> from pokerules import evaluate, evaluate_low27, evaluate_wild, describe
>>> evaluate("As Ks Qs Js Ts"), evaluate("7c 5d 4h 3s 2c")
(1, 7462)
>>> describe(evaluate("Kc Kd Kh Ks 8c 3d 2h"))
'Four of a kind, kings'
>>> evaluate_low27("7c 5d 4h 3s 2c")
1
>>> evaluate_wild("7c 7d 7h 2s 2c")  # two wild deuces make five sevens
-5
>>> describe(evaluate_wild("Ah 2s 9h 6h 4h"))  # the deuce is the king of hearts
'Ace-high flush'
"""

from __future__ import annotations

import enum
import functools
from collections.abc import Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Literal, TypeAlias, overload

from pokerules import _core
from pokerules.cards import CARDS, Card, CardLike, rank_name
from pokerules.errors import InvalidHandError
from pokerules.evaluation._arrays import thread_count
from pokerules.evaluation.badugi import BadugiCategory
from pokerules.validate import as_choice, as_flag, as_int

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt

__all__ = [
    "FIVE_ACES",
    "FIVE_DEUCES",
    "HandCategory",
    "Scale",
    "WildHand",
    "best_five",
    "best_five_low27",
    "best_wild_hand",
    "category",
    "describe",
    "evaluate",
    "evaluate_low27",
    "evaluate_low27_many",
    "evaluate_many",
    "evaluate_wild",
    "evaluate_wild_many",
    "hand_shape",
    "is_jacks_or_better",
    "wild_card_ids",
]

Scale: TypeAlias = Literal["high", "low27", "wild", "a5", "badugi"]
"""The scales a class number can be read on (see the module documentation)."""

WildSpec: TypeAlias = str | Iterable[CardLike] | None
"""Which cards are wild: ``None`` (the deuces), a rank (``"5"``), or cards (``["Js", "Jh"]``)."""

FIVE_ACES = -12
"""The wild-scale value of five aces, the best hand there is."""

FIVE_DEUCES = 0
"""The wild-scale value of five deuces, the lowest five of a kind."""

# The fast paths: the extension takes cards in every accepted form itself.
evaluate = _core.evaluate
evaluate_low27 = _core.evaluate_low27
evaluate_wild = _core.evaluate_wild


class HandCategory(enum.IntEnum):
    """The category of a hand. Numbered like treys' rank classes, plus five of a kind as 0.

    >>> HandCategory.FULL_HOUSE.label
    'Full house'
    >>> category(evaluate("As Ah Ad Kc Kd"))
    <HandCategory.FULL_HOUSE: 3>
    """

    FIVE_OF_A_KIND = 0
    STRAIGHT_FLUSH = 1
    FOUR_OF_A_KIND = 2
    FULL_HOUSE = 3
    FLUSH = 4
    STRAIGHT = 5
    THREE_OF_A_KIND = 6
    TWO_PAIR = 7
    ONE_PAIR = 8
    HIGH_CARD = 9

    @property
    def label(self) -> str:
        """The category in words, such as ``"Full house"``."""
        return self.name.replace("_", " ").capitalize()


_SCALES = ("high", "low27", "wild", "a5", "badugi")


def _checked(value: object, scale: object, may_duplicate: object) -> tuple[int, Scale, bool]:
    """The arguments of the class-number readers, checked (cheaply when already plain)."""
    if type(value) is not int:
        value = as_int(value, "a hand value", error=InvalidHandError)
    if type(scale) is not str or scale not in _SCALES:
        scale = as_choice(scale, "scale", _SCALES)
    if not -(2**31) <= value < 2**31:
        raise InvalidHandError(f"{value} is not a hand value on the {scale} scale")
    if may_duplicate is not True and may_duplicate is not False:
        may_duplicate = as_flag(may_duplicate, "may_duplicate")
    return value, scale, may_duplicate  # type: ignore[return-value]


def _shape(
    value: int, scale: Scale, may_duplicate: bool
) -> tuple[HandCategory | BadugiCategory, list[int]]:
    value, scale, may_duplicate = _checked(value, scale, may_duplicate)
    if scale == "badugi":
        size, ranks = _core.scale_shape(value, scale)
        return BadugiCategory(size), list(ranks)
    if scale == "a5":
        category_number, ranks = _core.scale_shape(value, scale)
    else:
        category_number, ranks = _core.hand_shape(value, scale, may_duplicate)
    return HandCategory(category_number), list(ranks)


@overload
def hand_shape(
    value: int, scale: Literal["badugi"], *, may_duplicate: bool = False
) -> tuple[BadugiCategory, list[int]]: ...
@overload
def hand_shape(
    value: int,
    scale: Literal["high", "low27", "wild", "a5"] = "high",
    *,
    may_duplicate: bool = False,
) -> tuple[HandCategory, list[int]]: ...
def hand_shape(
    value: int, scale: Scale = "high", *, may_duplicate: bool = False
) -> tuple[HandCategory | BadugiCategory, list[int]]:
    """The category of a class number and the ranks of its cards, most significant first
    (0 = deuce ... 12 = ace; on the a5 and badugi scales an ace is the lowest card and
    comes last).

    >>> hand_shape(evaluate("Kc Kd Kh Ks 8c"))
    (<HandCategory.FOUR_OF_A_KIND: 2>, [11, 11, 11, 11, 6])
    >>> hand_shape(1, "badugi")
    (<BadugiCategory.FOUR_CARD: 4>, [2, 1, 0, 12])
    """
    return _shape(value, scale, may_duplicate)


@overload
def category(
    value: int, scale: Literal["badugi"], *, may_duplicate: bool = False
) -> BadugiCategory: ...
@overload
def category(
    value: int,
    scale: Literal["high", "low27", "wild", "a5"] = "high",
    *,
    may_duplicate: bool = False,
) -> HandCategory: ...
def category(
    value: int, scale: Scale = "high", *, may_duplicate: bool = False
) -> HandCategory | BadugiCategory:
    """The category of a class number on a scale; on the badugi scale, how many cards play.

    >>> category(evaluate_low27("Ah Kh Qh Jh Th"), "low27")
    <HandCategory.STRAIGHT_FLUSH: 1>
    >>> category(-12, "wild")
    <HandCategory.FIVE_OF_A_KIND: 0>
    >>> category(1000, "a5"), category(1000, "badugi")
    (<HandCategory.HIGH_CARD: 9>, <BadugiCategory.THREE_CARD: 3>)
    """
    return _shape(value, scale, may_duplicate)[0]


def describe(value: int, scale: Scale = "high", *, may_duplicate: bool = False) -> str:
    """A class number in words.

    >>> describe(1)
    'Royal flush'
    >>> describe(evaluate("Jc Jd 9h 9s 2c"))
    'Two pair, jacks and nines'
    >>> describe(evaluate_low27("7c 5d 4h 3s 2c"), "low27")
    'Seven-five low: 7-5-4-3-2'
    >>> describe(-12, "wild")
    'Five of a kind, aces'
    >>> describe(9, "a5"), describe(719, "badugi")
    ('Seven-five low: 7-5-4-2-A', 'Three-card badugi: 4-3-2')
    """
    return _describe(*_checked(value, scale, may_duplicate))


@functools.lru_cache(maxsize=32768)
def _describe(value: int, scale: Scale, may_duplicate: bool) -> str:
    # Cached: showdowns describe the same few thousand classes over and over.
    kind, ranks = _shape(value, scale, may_duplicate)
    if isinstance(kind, BadugiCategory):
        return f"{kind.label}: {_spelled(ranks)}"
    top = rank_name(ranks[0])
    match kind:
        case HandCategory.FIVE_OF_A_KIND:
            return f"Five of a kind, {rank_name(ranks[0], plural=True)}"
        case HandCategory.STRAIGHT_FLUSH if ranks[0] == 12 and scale != "low27":
            return "Royal flush"
        case HandCategory.STRAIGHT_FLUSH:
            return f"{top.capitalize()}-high straight flush"
        case HandCategory.FOUR_OF_A_KIND:
            return f"Four of a kind, {rank_name(ranks[0], plural=True)}"
        case HandCategory.FULL_HOUSE:
            return (
                f"Full house, {rank_name(ranks[0], plural=True)} full of "
                f"{rank_name(ranks[3], plural=True)}"
            )
        case HandCategory.FLUSH:
            return f"{top.capitalize()}-high flush"
        case HandCategory.STRAIGHT:
            return f"{top.capitalize()}-high straight"
        case HandCategory.THREE_OF_A_KIND:
            return f"Three of a kind, {rank_name(ranks[0], plural=True)}"
        case HandCategory.TWO_PAIR:
            return (
                f"Two pair, {rank_name(ranks[0], plural=True)} and "
                f"{rank_name(ranks[2], plural=True)}"
            )
        case HandCategory.ONE_PAIR:
            return f"Pair of {rank_name(ranks[0], plural=True)}"
        case _ if scale in ("low27", "a5"):
            return f"{top.capitalize()}-{rank_name(ranks[1])} low: {_spelled(ranks)}"
        case _:
            return f"{top.capitalize()}-high"


def _spelled(ranks: list[int]) -> str:
    return "-".join("23456789TJQKA"[r] for r in ranks)


def best_five(*cards: CardLike | Iterable[CardLike]) -> tuple[Card, ...]:
    """The five cards that make the best high hand, highest first.

    >>> best_five("As Ks 7d 7h 7c 2d 3h")
    (Card('As'), Card('Ks'), Card('7h'), Card('7d'), Card('7c'))
    """
    return tuple(CARDS[i] for i in _core.best_five(*cards))


def best_five_low27(*cards: CardLike | Iterable[CardLike]) -> tuple[Card, ...]:
    """The five cards that make the best deuce-to-seven low, highest first.

    >>> best_five_low27("7s 6s 5s 4s 3s 2d Kc")  # 7-5-4-3-2 beats the straight 7-6-5-4-3
    (Card('7s'), Card('5s'), Card('4s'), Card('3s'), Card('2d'))
    """
    return tuple(CARDS[i] for i in _core.best_five(*cards, low=True))


@dataclass(frozen=True, slots=True)
class WildHand:
    """The best hand of a wild-card holding: its value and what each wild stands for.

    ``cards`` holds the five cards used, in the order given, as ``(held, shown)`` pairs; a
    natural card shows as itself.

    >>> hand = best_wild_hand("Ah 2s 9h 6h 4h")
    >>> hand.value == evaluate("Ah Kh 9h 6h 4h"), str(hand)
    (True, 'A♥ 2♠ as K♥ 9♥ 6♥ 4♥')
    >>> hand.substitutions
    {Card('2s'): Card('Kh')}
    """

    value: int
    cards: tuple[tuple[Card, Card], ...]
    may_duplicate: bool = False

    @property
    def category(self) -> HandCategory:
        """The hand's category."""
        return category(self.value, "wild", may_duplicate=self.may_duplicate)

    @property
    def description(self) -> str:
        """The hand in words, such as ``"Four of a kind, kings"``."""
        return describe(self.value, "wild", may_duplicate=self.may_duplicate)

    @property
    def substitutions(self) -> dict[Card, Card]:
        """Each wild card used and the card it stands for."""
        return {held: shown for held, shown in self.cards if held != shown}

    @property
    def shown(self) -> tuple[Card, ...]:
        """The five cards the hand represents."""
        return tuple(shown for _, shown in self.cards)

    def __str__(self) -> str:
        return " ".join(
            held.symbol if held == shown else f"{held.symbol} as {shown.symbol}"
            for held, shown in self.cards
        )


def best_wild_hand(
    *cards: CardLike | Iterable[CardLike],
    wild: WildSpec = None,
    wild_mask: Iterable[bool] | None = None,
    may_duplicate: bool = False,
) -> WildHand:
    """The best hand with wild cards, and what each wild represents.

    Takes the same arguments as :func:`evaluate_wild`. Among equally good choices the one
    using the fewest wilds is shown.

    >>> str(best_wild_hand("2c 2d Kh Ks 2h 8d 2s", wild_mask=[1, 0, 0, 0, 1, 0, 0]))
    '2♣ as K♦ K♥ K♠ 2♥ as K♣ 8♦'
    """
    value, pairs = _core.best_hand_wild(
        *cards, wild=wild, wild_mask=wild_mask, may_duplicate=may_duplicate
    )
    return WildHand(
        value, tuple((CARDS[held], CARDS[shown]) for held, shown in pairs), may_duplicate
    )


def wild_card_ids(wild: WildSpec = None) -> frozenset[int]:
    """The ids of the cards ``wild`` names: ``None`` is the deuces, a rank all four of it.

    >>> sorted(wild_card_ids("5"))
    [12, 13, 14, 15]
    >>> sorted(wild_card_ids(["Js", "Jh"]))
    [38, 39]
    """
    bits = _core.wild_cards(wild)
    return frozenset(i for i in range(52) if bits >> i & 1)


@functools.cache
def _worst_pair_of_jacks() -> int:
    # Computed on first use so that importing pokerules builds no tables.
    return int(_core.evaluate("Jc Jd 5h 4s 3c"))


def is_jacks_or_better(
    *cards: CardLike | Iterable[CardLike],
    wild: WildSpec = None,
    wild_mask: Iterable[bool] | None = None,
) -> bool:
    """Whether a hand is at least a pair of jacks, wild cards counted (deuces by default).

    Pass ``wild=[]`` for a game without wild cards.

    >>> is_jacks_or_better("Js 2h 7d 5c 9s"), is_jacks_or_better("Ts 2h 7d 5c 8s")
    (True, False)
    >>> is_jacks_or_better("Js 2h 7d 5c 9s", wild=[])
    False
    """
    value = _core.evaluate_wild(*cards, wild=wild, wild_mask=wild_mask)
    return value <= _worst_pair_of_jacks()


def _hand_array(hands: npt.ArrayLike) -> np.ndarray[Any, Any]:
    import numpy as np

    try:
        array = np.asarray(hands)
    except (ValueError, TypeError, OverflowError) as error:
        raise InvalidHandError(f"hands must be an integer array of card ids: {error}") from None
    if array.dtype.kind not in "iu":
        raise InvalidHandError(
            f"hands must be an integer array of card ids, got dtype {array.dtype}"
        )
    if array.ndim != 2 or not 5 <= array.shape[1] <= 7:
        raise InvalidHandError(f"hands must have shape (N, 5), (N, 6) or (N, 7), got {array.shape}")
    return np.require(array, array.dtype.newbyteorder("="), ("C_CONTIGUOUS", "ALIGNED"))


def _mask_array(wild_mask: npt.ArrayLike, shape: tuple[int, ...]) -> np.ndarray[Any, Any]:
    """A wild mask as uint8 flags: booleans or integers 0 and 1, shaped like the hands."""
    import numpy as np

    try:
        # A copy, read once: another thread may be changing the caller's array.
        mask = np.array(wild_mask)
    except (ValueError, TypeError, OverflowError) as error:
        raise InvalidHandError(f"wild_mask must be an array of booleans or 0/1: {error}") from None
    if mask.dtype.kind not in "biu":
        raise InvalidHandError(
            f"wild_mask must hold booleans or integers 0 and 1, got dtype {mask.dtype}"
        )
    if mask.shape != shape:
        raise InvalidHandError(f"wild_mask must have the shape of hands {shape}, got {mask.shape}")
    if mask.dtype.kind != "b" and ((mask != 0) & (mask != 1)).any():
        raise InvalidHandError("wild_mask flags are booleans or integers 0 and 1")
    return mask.astype(np.uint8, order="C")


_EVERY_CARD = (1 << 52) - 1


_threads = thread_count


def _run_batch(
    hands: npt.ArrayLike, scale: Scale, threads: object, **options: Any
) -> np.ndarray[Any, np.dtype[np.int32]]:
    import numpy as np

    checked = _threads(threads)
    array = _hand_array(hands)
    out = np.empty(array.shape[0], dtype=np.int32)
    _core.evaluate_batch(array, out, scale, threads=checked, **options)
    return out


def evaluate_many(
    hands: npt.ArrayLike, *, threads: int | None = 1
) -> np.ndarray[Any, np.dtype[np.int32]]:
    """High classes of many hands: an ``(N, k)`` integer array of card ids, k = 5, 6 or 7.

    Runs in Rust with the interpreter released. Any integer dtype is read as is.
    ``threads`` shares the rows between threads (None: all cores); the values, and the error
    for a bad row, are those of one thread.

    >>> import numpy as np
    >>> evaluate_many(np.array([[51, 47, 43, 39, 35], [20, 13, 10, 7, 0]]))
    array([   1, 7462], dtype=int32)
    """
    return _run_batch(hands, "high", threads)


def evaluate_low27_many(
    hands: npt.ArrayLike, *, threads: int | None = 1
) -> np.ndarray[Any, np.dtype[np.int32]]:
    """Deuce-to-seven classes of many hands; see :func:`evaluate_many`.

    >>> import numpy as np
    >>> evaluate_low27_many(np.array([[20, 13, 10, 7, 0]]))
    array([1], dtype=int32)
    """
    return _run_batch(hands, "low27", threads)


def evaluate_wild_many(
    hands: npt.ArrayLike,
    wild: WildSpec = None,
    wild_mask: npt.ArrayLike | None = None,
    may_duplicate: bool = False,
    *,
    threads: int | None = 1,
) -> np.ndarray[Any, np.dtype[np.int32]]:
    """Wild-scale values of many hands; see :func:`evaluate_many` and :func:`evaluate_wild`.

    ``wild_mask``, if given, has the shape of ``hands`` and marks each wild card (Dead Deuce's
    face-up deuces, say). With both ``wild`` and ``wild_mask``, the mask may only mark cards
    that ``wild`` names.

    >>> import numpy as np
    >>> hands = np.array([[0, 1, 20, 21, 22], [0, 1, 20, 21, 22]])
    >>> evaluate_wild_many(hands, wild_mask=[[1, 1, 0, 0, 0], [0, 0, 0, 0, 0]])
    array([ -5, 262], dtype=int32)
    """
    import numpy as np

    duplicate = as_flag(may_duplicate, "may_duplicate")
    checked = _threads(threads)
    array = _hand_array(hands)
    named = _core.wild_cards(wild)
    masks = None
    if wild_mask is not None:
        masks = _mask_array(wild_mask, array.shape)
        # With a mask, `wild` limits what it may mark; the mask alone may mark any card.
        named = named if wild is not None else _EVERY_CARD
    out = np.empty(array.shape[0], dtype=np.int32)
    _core.evaluate_batch(
        array,
        out,
        "wild",
        wild_cards=named,
        masks=masks,
        may_duplicate=duplicate,
        threads=checked,
    )
    return out
