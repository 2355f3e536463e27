"""Reading the arguments of the draw functions: the scale a game judges hands on, cards,
targets, payouts and counts, each checked with a clear error.

:func:`draw_scale` turns ``game`` (``"high"``, ``"low27"``, ``"deuces-wild"``, ``"badugi"``, any
game name or a :class:`~pokerules.games.Game`) and ``wild`` into a :class:`DrawScale`; the rest
turn user values into the plain ids and numbers the core takes.

>>> scale = draw_scale("triple-draw")
>>> scale.scale, scale.threshold("7-6-5-4-2")
('low27', 4)
>>> draw_scale("deuces-wild").threshold(HandCategory.FLUSH)
1599
"""

from __future__ import annotations

import functools
import math
import numbers
import re
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from decimal import Decimal
from fractions import Fraction
from typing import Any, TypeAlias, cast

import numpy as np

from pokerules import _core
from pokerules.cards import CARDS, RANKS, Card, CardLike, parse_hand
from pokerules.errors import (
    InvalidArgumentError,
    InvalidCardError,
    InvalidGameError,
    InvalidHandError,
    PokerulesError,
)
from pokerules.evaluation.badugi import BadugiCategory
from pokerules.evaluation.five_card import HandCategory, Scale, describe
from pokerules.games import Game, find_game, game_names
from pokerules.validate import as_int, is_integer, shown

__all__ = [
    "Category",
    "CategoryPays",
    "DrawScale",
    "Number",
    "Payout",
    "Target",
    "cards_of",
    "category_named",
    "draw_scale",
    "given_twice",
    "number",
    "pay_function",
    "whole",
]

Number: TypeAlias = int | Fraction | float | Decimal
"""A payout: an int, a Fraction, a float (taken at its exact binary value) or a Decimal."""

Category: TypeAlias = HandCategory | BadugiCategory
"""A category of final hands: a :class:`HandCategory`, or on the badugi scale a
:class:`~pokerules.evaluation.badugi.BadugiCategory` (how many cards play)."""

CategoryPays: TypeAlias = (
    Mapping[str, Number]
    | Mapping[HandCategory, Number]
    | Mapping[str | HandCategory, Number]
    | Mapping[BadugiCategory, Number]
    | Mapping[str | BadugiCategory, Number]
)
"""Payouts by category: a :class:`HandCategory` (a
:class:`~pokerules.evaluation.badugi.BadugiCategory` for badugi) or its name, to a number."""

Payout: TypeAlias = CategoryPays | Callable[[int], Number]
"""What a final hand pays: by category (a :class:`HandCategory` or its name, such as
``"full house"``, or for badugi a ``BadugiCategory`` or its name, such as ``"three-card
badugi"``; categories not listed pay 0), or a function of the hand's class value."""

Target: TypeAlias = int | HandCategory | BadugiCategory | str | Iterable[CardLike]
"""A hand to reach: a class value on the game's scale, a category (its worst hand), five
cards (``"Ah Kh Qh Jh 9h"``; four for badugi), five ranks for an unsuited hand
(``"8-6-5-4-2"``), or a category name (``"two pair"``, ``"four-card badugi"``)."""

_SCALE_NAMES: dict[str, Scale] = {
    "high": "high",
    "low27": "low27",
    "wild": "wild",
    "badugi": "badugi",
}
_RANKS_ONLY = re.compile(r"^\s*([2-9TJQKA])[\s-]*([2-9TJQKA])[\s-]*([2-9TJQKA])[\s-]*"
                         r"([2-9TJQKA])[\s-]*([2-9TJQKA])\s*$", re.IGNORECASE)  # fmt: skip


def _category_key(name: str) -> str:
    return re.sub(r"[\s_-]+", "_", name.strip()).upper()


def category_named(name: str) -> HandCategory | None:
    """The category a name spells (``"full house"``, ``"FULL_HOUSE"``, ``"two-pair"``).

    >>> category_named("full house")
    <HandCategory.FULL_HOUSE: 3>
    >>> category_named("pair") is HandCategory.ONE_PAIR, category_named("Ah") is None
    (True, True)
    """
    key = _category_key(name)
    key = {"PAIR": "ONE_PAIR", "NOTHING": "HIGH_CARD", "TRIPS": "THREE_OF_A_KIND"}.get(key, key)
    return HandCategory.__members__.get(key)


def _badugi_named(name: str) -> BadugiCategory | None:
    """The badugi category a name spells (``"three-card badugi"``, ``"THREE_CARD"``)."""
    key = _category_key(name).removesuffix("_BADUGI")
    return BadugiCategory.__members__.get(key)


@functools.cache
def _categories_by_value(scale: Scale, may_duplicate: bool) -> tuple[int, tuple[Category, ...]]:
    """The best value of a scale and the category of every value from it to the worst."""
    if scale == "badugi":
        sizes = [_core.scale_shape(value, scale)[0] for value in range(1, 1093)]
        return 1, tuple(BadugiCategory(size) for size in sizes)
    best = -12 if scale == "wild" else 1
    categories: list[Category] = []
    value = best
    while True:
        try:
            kind, _ = _core.hand_shape(value, scale, may_duplicate)
        except PokerulesError:
            break
        categories.append(HandCategory(kind))
        value += 1
    return best, tuple(categories)


@functools.cache
def _category_numbers(
    scale: Scale, may_duplicate: bool
) -> tuple[tuple[Category, ...], np.ndarray[Any, np.dtype[np.intp]]]:
    """The categories in the scale's order, and each value's category number as an array."""
    _, categories = _categories_by_value(scale, may_duplicate)
    order = tuple(dict.fromkeys(categories))
    return order, np.array([int(c) for c in categories], dtype=np.intp)


@dataclass(frozen=True)
class DrawScale:
    """How a draw game judges final hands: the scale, the wild cards and the duplicate rule.

    Attributes:
        name: the game as given (``"high"``, ``"low27"``, ``"deuces-wild"``, a game name).
        scale: ``"high"``, ``"low27"``, ``"wild"`` or ``"badugi"`` (four-card hands).
        wild_cards: the wild cards (wild scale only).
        may_duplicate: wilds may copy held cards in a flush (the double-ace flush rule).

    >>> draw_scale("deuces-wild").describe(-12)
    'Five of a kind, aces'
    """

    name: str
    scale: Scale
    wild_cards: frozenset[Card] = frozenset()
    may_duplicate: bool = False

    @property
    def wild_bits(self) -> int:
        """The wild cards as a card set (bit c = card id c)."""
        return sum(1 << card for card in self.wild_cards)

    @property
    def hand_size(self) -> int:
        """Cards in a hand: 4 on the badugi scale, otherwise 5."""
        return 4 if self.scale == "badugi" else 5

    @property
    def best(self) -> int:
        """The best value of the scale."""
        return _categories_by_value(self.scale, self.may_duplicate)[0]

    @property
    def worst(self) -> int:
        """The worst value of the scale."""
        best, categories = _categories_by_value(self.scale, self.may_duplicate)
        return best + len(categories) - 1

    def category(self, value: int) -> Category:
        """The category of a value on this scale (a ``BadugiCategory`` on the badugi scale)."""
        best, categories = _categories_by_value(self.scale, self.may_duplicate)
        value = as_int(value, "a hand value", error=InvalidHandError)
        if not best <= value < best + len(categories):
            raise InvalidHandError(
                f"{value} is not a value on the {self.scale} scale "
                f"({best}..{best + len(categories) - 1})"
            )
        return categories[value - best]

    def categories_of(self, counts: np.ndarray[Any, Any]) -> dict[Category, int]:
        """Counts by value (from the best value) summed by category, best category first."""
        order, numbers = _category_numbers(self.scale, self.may_duplicate)
        if (
            not isinstance(counts, np.ndarray)
            or counts.dtype.kind not in "iu"
            or counts.shape != numbers.shape
        ):
            raise InvalidArgumentError(
                f"counts must be an integer array of {numbers.size} counts, one per value of the "
                f"{self.scale} scale, not {shown(counts)}"
            )
        if (counts < 0).any():
            raise InvalidArgumentError("counts must not be negative")
        sums = np.bincount(numbers, weights=counts, minlength=len(HandCategory))
        return {kind: int(sums[kind]) for kind in order if sums[kind]}

    def describe(self, value: int) -> str:
        """A value on this scale in words."""
        return describe(value, self.scale, may_duplicate=self.may_duplicate)

    def value_of(self, cards: Iterable[CardLike]) -> int:
        """The value of a five-card hand on this scale (its wild cards wild); four cards on the
        badugi scale."""
        hand = [int(c) for c in cards_of(cards, "cards")]
        if self.scale == "badugi":
            return int(_core.evaluate_badugi(hand))
        if self.scale == "high":
            return int(_core.evaluate(hand))
        if self.scale == "low27":
            return int(_core.evaluate_low27(hand))
        return int(
            _core.evaluate_wild(hand, wild=list(self.wild_cards), may_duplicate=self.may_duplicate)
        )

    def worst_of(self, category: Category) -> int:
        """The worst value of a category on this scale."""
        if not isinstance(category, HandCategory | BadugiCategory):
            raise InvalidArgumentError(
                f"category must be a HandCategory or a BadugiCategory, not {shown(category)}"
            )
        best, categories = _categories_by_value(self.scale, self.may_duplicate)
        found = [best + i for i, c in enumerate(categories) if c is category]
        if not found:
            raise InvalidArgumentError(
                f"{category.label.lower()} is not a hand on the {self.scale} scale"
            )
        return max(found)

    def threshold(self, target: Target) -> int:
        """The value a target names (see :data:`Target`): reaching it means this or better."""
        if isinstance(target, bool):
            raise InvalidArgumentError(
                "a target is a class value, a category or a hand, not a bool"
            )
        if isinstance(target, HandCategory | BadugiCategory):
            return self.worst_of(target)
        if isinstance(target, numbers.Integral):
            value = int(target)
            if not self.best <= value <= self.worst:
                raise InvalidArgumentError(
                    f"{value} is not a value on the {self.scale} scale ({self.best}..{self.worst})"
                )
            return value
        if isinstance(target, str):
            # A five-card category on the badugi scale is named, and refused, by worst_of.
            badugi = _badugi_named(target) if self.scale == "badugi" else None
            named = badugi or category_named(target)
            if named is not None:
                return self.worst_of(named)
            ranks = _RANKS_ONLY.match(target)
            if ranks:
                # Rainbow suits, so five ranks never make a flush by accident.
                cards = [RANKS.index(r.upper()) * 4 + i % 4 for i, r in enumerate(ranks.groups())]
                if len(set(cards)) == 5:
                    return self.value_of(cards)
        hand = cards_of(cast("Iterable[CardLike]", target), "target")
        size = self.hand_size
        if len(hand) != size or len(set(hand)) != size:
            count, example = (
                ("four", '"4c 3d 2h As"')
                if size == 4
                else ("five", '"7h 5d 4c 3s 2h", ranks such as "8-6-5-4-2"')
            )
            raise InvalidArgumentError(
                f"a target hand has {count} different cards, got {len(hand)}: give a hand such "
                f"as {example}, a category or a class value"
            )
        return self.value_of(hand)


def draw_scale(game: str | Game, wild: Any = None) -> DrawScale:
    """The scale of ``game``, with ``wild`` (as in :func:`~pokerules.evaluate_wild`) overriding
    a wild game's wild cards.

    ``game`` is ``"high"``, ``"low27"``, ``"wild"`` (deuces unless ``wild`` says otherwise), a
    game name or alias (``"deuces-wild"``, ``"nl-draw"``, ``"td27"``) or a :class:`Game`.

    >>> draw_scale("nl-draw")
    DrawScale(name='nl-draw', scale='high', wild_cards=frozenset(), may_duplicate=False)
    >>> sorted(draw_scale("deuces-wild", wild="5").wild_cards)
    [Card('5c'), Card('5d'), Card('5h'), Card('5s')]
    """
    if isinstance(game, str) and game in _SCALE_NAMES:
        name, scale, wild_ids, may_duplicate = game, _SCALE_NAMES[game], None, False
    else:
        if isinstance(game, str):
            try:
                game = find_game(game)
            except PokerulesError:
                raise InvalidGameError(
                    f'unknown game {game!r}: expected "high", "low27", "wild" or a game '
                    f"({', '.join(game_names())})"
                ) from None
        if not isinstance(game, Game):
            raise InvalidGameError(f"game must be a name or a Game, not {type(game).__name__}")
        if game.evaluation not in _SCALE_NAMES:
            raise InvalidGameError(
                f"draw odds support high, low27, wild and badugi evaluation; {game.name} uses "
                f"{game.evaluation}"
            )
        if game.board_size:
            raise InvalidGameError(
                f"{game.name} deals a board and has no draw; draw odds are for draw games "
                "(pokerules.equity plays hold'em and Omaha)"
            )
        if game.hand_size != (4 if game.evaluation == "badugi" else 5):
            raise InvalidGameError(
                f"draw odds are for five-card hands (four for badugi); {game.name} deals "
                f"{game.hand_size} cards"
            )
        if game.wild_face_up_only:
            raise InvalidGameError(
                f"{game.name}'s wild cards are wild only face up, which a draw has no notion of"
            )
        name, scale = game.name, _SCALE_NAMES[game.evaluation]
        wild_ids, may_duplicate = game.wild_cards, game.may_duplicate
    if wild is not None:
        if scale != "wild":
            raise InvalidArgumentError(
                f"wild applies to wild-card games; {name} judges hands on the {scale} scale"
            )
        wild_ids = frozenset(i for i in range(52) if _core.wild_cards(wild) >> i & 1)
    elif scale == "wild" and wild_ids is None:
        wild_ids = frozenset(range(4))
    cards = frozenset(CARDS[i] for i in wild_ids or ())
    return DrawScale(name, scale, cards, may_duplicate)


def cards_of(value: str | Iterable[CardLike] | None, what: str) -> tuple[Card, ...]:
    """Cards from text or an iterable of cards; ``None`` and ``""`` are no cards.

    >>> cards_of("Kd 7h", "discard"), cards_of(None, "dead")
    ((Card('Kd'), Card('7h')), ())
    """
    if value is None:
        return ()
    if isinstance(value, Card):
        return (value,)
    try:
        return parse_hand(value)
    except InvalidCardError as error:
        raise InvalidCardError(f"{what}: {error}") from None


def whole(value: Any, what: str, low: int | None, high: int | None = None) -> int:
    """An int (or numpy integer, never a bool) within ``low..high`` (``None``: unbounded).

    >>> whole(3, "draws", 1, 3)
    3
    """
    if not is_integer(value):
        raise InvalidArgumentError(f"{what} must be a whole number, not {shown(value)}")
    number = int(value)
    if (low is not None and number < low) or (high is not None and number > high):
        allowed = f"{low} to {high}" if high is not None else f"at least {low}"
        raise InvalidArgumentError(f"{what} must be {allowed}, not {number}")
    return number


def number(value: Any, what: str) -> Fraction:
    """A payout as an exact Fraction: ints, Fractions, Decimals, and floats at their exact
    binary value; never a bool, a NaN or an infinity.

    >>> number(1.5, "payout"), number(Fraction(1, 3), "payout")
    (Fraction(3, 2), Fraction(1, 3))
    """
    if isinstance(value, bool) or type(value).__name__ in ("bool", "bool_"):
        raise InvalidArgumentError(f"{what} must be a number, not a bool")
    if isinstance(value, numbers.Rational):
        return Fraction(int(value.numerator), int(value.denominator))
    if isinstance(value, Decimal):
        # Decimal's own test: math.isfinite cannot read a signalling NaN (Decimal('sNaN')).
        if not value.is_finite():
            raise InvalidArgumentError(f"{what} must be a finite number, not {value}")
        return Fraction(value)
    if isinstance(value, float | np.floating):
        if not math.isfinite(value):
            raise InvalidArgumentError(f"{what} must be a finite number, not {value}")
        return Fraction(float(value))
    raise InvalidArgumentError(f"{what} must be a number, not {shown(value)}")


def given_twice(category: str, first: object, second: object) -> InvalidArgumentError:
    """The error for a pay table that pays one category twice, under two spellings maybe
    (``"pair"`` and ``"one pair"``): which would win is a guess, so neither does.

    >>> print(given_twice("flush", "flush", "FLUSH"))
    flush is given twice in the pay table, as 'flush' and 'FLUSH': give each category once
    """
    spellings = "" if first == second else f", as {_key_text(first)} and {_key_text(second)}"
    return InvalidArgumentError(
        f"{category} is given twice in the pay table{spellings}: give each category once"
    )


def _key_text(key: object) -> str:
    return f"HandCategory.{key.name}" if isinstance(key, HandCategory) else repr(key)


def pay_function(payout: Payout, scale: DrawScale) -> Callable[[int], Fraction]:
    """A payout as a function of the class value, returning exact Fractions; memoised, since a
    draw's few thousand values repeat across discards."""
    if callable(payout):
        function = payout

        @functools.cache
        def by_value(value: int) -> Fraction:
            return number(function(value), f"payout({value})")

        return by_value
    if not isinstance(payout, Mapping):
        raise InvalidArgumentError(
            "payout must map categories to numbers or be a function of the class value, not "
            f"{shown(payout)}"
        )
    by_category: dict[Category, Fraction] = {}
    spelled: dict[Category, object] = {}
    badugi = scale.scale == "badugi"
    kinds: type[HandCategory] | type[BadugiCategory] = BadugiCategory if badugi else HandCategory
    for key, pay in payout.items():
        category = key if isinstance(key, kinds) else None
        if isinstance(key, str):
            category = _badugi_named(key) if badugi else category_named(key)
        if category is None:
            names = ", ".join(c.name.lower() for c in kinds)
            raise InvalidArgumentError(
                f"unknown category {shown(key)} in payout; the categories are {names}"
            )
        if category in spelled:
            raise given_twice(category.label.lower(), spelled[category], key)
        spelled[category] = key
        by_category[category] = number(pay, f"the payout for {category.label.lower()}")
    zero = Fraction(0)
    return lambda value: by_category.get(scale.category(value), zero)
