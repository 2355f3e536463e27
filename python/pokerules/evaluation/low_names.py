"""Category names in each scale's own words: lows by their top card, badugis by their size.

A high hand's category is its shape (``"Full house"``), but a lowball player reads an unpaired
low by its highest card: a seven-low beats an eight-low, whatever the four cards under it.
:func:`category_name` gives every scale's names, and the results, tables and charts of
``pokerules`` (``eval``, ``odds``, ``simulate``) all take them from here:

* high and wild (``"high"``, ``"wild"``): the categories, ``"Royal flush"`` aside (it is a
  straight flush): ``"Five of a kind"`` ... ``"High card"``.
* deuce-to-seven (``"low27"``): ``"Seven-low"`` (7-5-4-3-2 to 7-6-5-4-2), ``"Eight-low"``,
  ... ``"King-low"``, ``"Ace-low"`` (aces are high), then ``"One pair"``, ``"Two pair"``,
  ``"Three of a kind"``, ``"Straight"``, ``"Flush"``, ``"Full house"``, ``"Four of a kind"``
  and ``"Straight flush"``: straights and flushes count against a 2-7 hand.
* ace-to-five (``"a5"``: razz, and the eight-or-better low of stud8 and Omaha hi-lo):
  ``"Five-low"`` (the wheel, 5-4-3-2-A), ``"Six-low"``, ... ``"King-low"`` (an ace is the
  lowest card, so there is no ace-low), then ``"One pair"``, ``"Two pair"``,
  ``"Three of a kind"``, ``"Full house"``, ``"Four of a kind"``; straights and flushes do not
  count. The eight-or-better lows are the five-, six-, seven- and eight-lows.
* badugi (``"badugi"``): four-card badugis by their top card, ``"Four-low badugi"``
  (4-3-2-A) to ``"King-low badugi"``, then ``"Three-card badugi"``, ``"Two-card badugi"``
  and ``"One-card badugi"``.

>>> from pokerules import evaluate_badugi, evaluate_low27, evaluate_low_a5
>>> category_name(evaluate_low27("7c 5d 4h 3s 2c"), "low27")
'Seven-low'
>>> category_name(evaluate_low27("Ac Kd Qh Js 9c"), "low27"), category_name(1, "a5")
('Ace-low', 'Five-low')
>>> category_name(evaluate_low27("7c 7d 4h 3s 2c"), "low27")
'One pair'
>>> category_name(evaluate_badugi("8c 5d 3h As"), "badugi")
'Eight-low badugi'
>>> category_names("a5")[:4]
('Five-low', 'Six-low', 'Seven-low', 'Eight-low')
"""

from __future__ import annotations

import functools

from pokerules.cards import rank_name
from pokerules.evaluation.badugi import BadugiCategory
from pokerules.evaluation.five_card import HandCategory, Scale, _checked, hand_shape
from pokerules.validate import as_choice

__all__ = ["category_name", "category_names"]

_SCALES = ("high", "low27", "wild", "a5", "badugi")

# Worst shapes after the unpaired lows, best first, as each low scale ranks them.
_LOW27_SHAPES = (
    HandCategory.ONE_PAIR,
    HandCategory.TWO_PAIR,
    HandCategory.THREE_OF_A_KIND,
    HandCategory.STRAIGHT,
    HandCategory.FLUSH,
    HandCategory.FULL_HOUSE,
    HandCategory.FOUR_OF_A_KIND,
    HandCategory.STRAIGHT_FLUSH,
)
_A5_SHAPES = (
    HandCategory.ONE_PAIR,
    HandCategory.TWO_PAIR,
    HandCategory.THREE_OF_A_KIND,
    HandCategory.FULL_HOUSE,
    HandCategory.FOUR_OF_A_KIND,
)
# The top cards an unpaired low can have (rank index: 0 deuce ... 12 ace): 7-5-4-3-2 is the
# best 2-7 low (6-5-4-3-2 is a straight); 5-4-3-2-A the best ace-to-five low, which never
# has an ace on top; 4-3-2-A the best badugi.
_LOW_TOPS = {"low27": range(5, 13), "a5": range(3, 12), "badugi": range(2, 12)}


def _low(top: int) -> str:
    return f"{rank_name(top).capitalize()}-low"


def category_name(value: int, scale: Scale = "high", *, may_duplicate: bool = False) -> str:
    """The category of a class number in the words of its scale (see the module's list).

    ``value`` and ``scale`` are what :func:`~pokerules.evaluation.five_card.category` takes;
    ``may_duplicate`` reads a wild-scale value under the double-ace flush rule.

    >>> from pokerules import evaluate, evaluate_low_a5
    >>> category_name(evaluate("As Ah Ad Kc Kd")), category_name(1), category_name(-12, "wild")
    ('Full house', 'Straight flush', 'Five of a kind')
    >>> category_name(evaluate_low_a5("Kc Qd Jh Ts 9c"), "a5")
    'King-low'
    """
    return _name(*_checked(value, scale, may_duplicate))


@functools.lru_cache(maxsize=65536)
def _name(value: int, scale: Scale, may_duplicate: bool) -> str:
    # Cached: simulations name the same few thousand classes again and again.
    kind, ranks = hand_shape(value, scale, may_duplicate=may_duplicate)
    if kind is BadugiCategory.FOUR_CARD:
        return f"{_low(ranks[0])} badugi"
    if kind is HandCategory.HIGH_CARD and scale in ("low27", "a5"):
        return _low(ranks[0])
    return kind.label


def category_names(scale: Scale = "high") -> tuple[str, ...]:
    """Every name :func:`category_name` gives on a scale, best first.

    >>> category_names("badugi")[-3:]
    ('Three-card badugi', 'Two-card badugi', 'One-card badugi')
    >>> category_names("low27")[7:9]
    ('Ace-low', 'One pair')
    """
    scale = as_choice(scale, "scale", _SCALES)  # type: ignore[assignment]
    if scale == "badugi":
        fours = tuple(f"{_low(top)} badugi" for top in _LOW_TOPS["badugi"])
        sizes = (BadugiCategory.THREE_CARD, BadugiCategory.TWO_CARD, BadugiCategory.ONE_CARD)
        return fours + tuple(size.label for size in sizes)
    if scale in ("low27", "a5"):
        shapes = _LOW27_SHAPES if scale == "low27" else _A5_SHAPES
        return tuple(map(_low, _LOW_TOPS[scale])) + tuple(shape.label for shape in shapes)
    first = HandCategory.FIVE_OF_A_KIND if scale == "wild" else HandCategory.STRAIGHT_FLUSH
    return tuple(kind.label for kind in HandCategory if kind >= first)
