"""Hand ranges in the usual notation: ``"QQ+, AKs, A2s-A5s, KQo@50, AsKs"``.

A range is a comma-separated list of entries, each one of:

* a pair ``"QQ"`` (6 combinations), a suited hand ``"AKs"`` (4), an offsuit hand ``"KQo"``
  (12) or both ``"AK"`` (16);
* a plus form: ``"TT+"`` (tens up to aces), ``"A2s+"`` (the kicker up to one below the top
  card: A2s … AKs), ``"K9o+"``, ``"Q9+"``;
* a dash form between hands of the same kind: ``"22-55"``, ``"A2s-A5s"``, ``"K9o-KJo"``;
* exact cards ``"AsKs"``;
* ``"random"``: every combination.

Any entry may end in a weight, a percentage after ``@`` (``"QQ@50"``, up to two decimals):
the entry's combinations are dealt that much less often. A combination named twice takes the
later weight, so ``"AK, AKs@50"`` halves the suited ones. Ranks are ``2-9 T J Q K A`` in
either case; ``s`` and ``o`` may be either case too.

>>> len(parse_range("AK")), len(parse_range("AKs")), len(parse_range("TT+"))
(16, 4, 30)
>>> parse_range("AsKs, QQ@50")[0]
RangeCombo(cards=(Card('As'), Card('Ks')), weight=100.0)
"""

from __future__ import annotations

import re
from typing import NamedTuple

from pokerules.cards import CARDS, RANKS, Card
from pokerules.errors import InvalidRangeError

__all__ = ["RangeCombo", "parse_range"]

FORMS = (
    'pairs "QQ", "TT+", "22-55"; hands "AKs", "KQo", "AK", "A2s+", "A2s-A5s"; exact cards '
    '"AsKs"; "random"; each optionally weighted in percent, "QQ@50"; entries separated by '
    "commas"
)
"""What a range may contain, for error messages."""

_RANK = "[2-9TJQKAtjqka]"
_HAND = re.compile(rf"({_RANK})({_RANK})([sSoO]?)")
_CARDS = re.compile(r"([2-9TJQKAtjqka]|10)([cdhs♣♦♥♠])([2-9TJQKAtjqka]|10)([cdhs♣♦♥♠])")
_SUIT_INDEX = {"c": 0, "d": 1, "h": 2, "s": 3, "♣": 0, "♦": 1, "♥": 2, "♠": 3}
_WEIGHT = re.compile(r"(\d+(?:\.\d{1,2})?|\.\d{1,2})")


class RangeCombo(NamedTuple):
    """One combination of a range: its two cards, highest first, and its weight in percent."""

    cards: tuple[Card, Card]
    weight: float


def _rank(char: str) -> int:
    return 8 if char == "10" else RANKS.index(char.upper())


def _combos(high: int, low: int, kind: str) -> list[tuple[Card, Card]]:
    """The combinations of a hand class: a pair (high == low), suited ("s"), offsuit ("o")
    or both ("")."""
    pairs = [(a, b) for a in range(4) for b in range(4)]
    if high == low:
        chosen = [(a, b) for a, b in pairs if a > b]
    elif kind == "s":
        chosen = [(a, b) for a, b in pairs if a == b]
    elif kind == "o":
        chosen = [(a, b) for a, b in pairs if a != b]
    else:
        chosen = pairs
    return [(CARDS[high * 4 + a], CARDS[low * 4 + b]) for a, b in chosen]


def _bad(token: str, why: str) -> InvalidRangeError:
    return InvalidRangeError(f"{token!r} is not a range entry: {why}; ranges take {FORMS}")


def _hand_class(token: str, text: str) -> tuple[int, int, str]:
    """(top rank, low rank, "s"/"o"/"") of a hand class such as "AKs" or "QQ"."""
    match = _HAND.fullmatch(text)
    if match is None:
        raise _bad(token, f"{text!r} names no hand")
    first, second, kind = _rank(match[1]), _rank(match[2]), match[3].lower()
    high, low = max(first, second), min(first, second)
    if high == low and kind:
        raise _bad(token, "a pair is neither suited nor offsuit")
    return high, low, kind


def _entry(token: str, body: str) -> list[tuple[Card, Card]]:
    """The combinations one entry (without its weight) names."""
    if body.lower() == "random":
        return [(CARDS[a], CARDS[b]) for a in range(52) for b in range(a)]
    cards = _CARDS.fullmatch(body)
    if cards is not None:
        first = CARDS[_rank(cards[1]) * 4 + _SUIT_INDEX[cards[2]]]
        second = CARDS[_rank(cards[3]) * 4 + _SUIT_INDEX[cards[4]]]
        if first == second:
            raise _bad(token, f"{first} is named twice")
        return [(max(first, second), min(first, second))]
    if body.endswith("+"):
        high, low, kind = _hand_class(token, body[:-1])
        if high == low:
            return [c for r in range(low, 13) for c in _combos(r, r, "")]
        return [c for r in range(low, high) for c in _combos(high, r, kind)]
    if "-" in body:
        start, _, end = body.partition("-")
        a, b = _hand_class(token, start.strip()), _hand_class(token, end.strip())
        if a[0] == a[1] and b[0] == b[1]:
            low, high = sorted((a[0], b[0]))
            return [c for r in range(low, high + 1) for c in _combos(r, r, "")]
        if a[0] != b[0] or a[2] != b[2] or a[0] == a[1] or b[0] == b[1]:
            raise _bad(token, "a dash joins two pairs, or two hands with the same top card and "
                              "the same suitedness, such as A2s-A5s")  # fmt: skip
        low, high = sorted((a[1], b[1]))
        return [c for r in range(low, high + 1) for c in _combos(a[0], r, a[2])]
    high, low, kind = _hand_class(token, body)
    return _combos(high, low, kind)


def _weight(token: str, text: str) -> float:
    if _WEIGHT.fullmatch(text) is None:
        raise _bad(token, f"the weight {text!r} is not a percentage such as 50 or 33.25")
    weight = float(text)
    if not 0 < weight <= 100:
        raise _bad(token, f"the weight {text}% is outside 0 < weight <= 100")
    return weight


def parse_range(text: str) -> tuple[RangeCombo, ...]:
    """The combinations a range names, in the order first named, each with its weight.

    Raises :class:`~pokerules.InvalidRangeError` naming the entry that cannot be read and
    the forms allowed.

    >>> [" ".join(map(str, combo.cards)) for combo in parse_range("A2s-A3s")][:2]
    ['Ac 2c', 'Ad 2d']
    >>> len(parse_range("22-55, A2s+@25"))
    72
    >>> parse_range("AKx")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    pokerules.errors.InvalidRangeError: 'AKx' is not a range entry: 'AKx' names no hand; ...
    """
    if not isinstance(text, str):
        raise InvalidRangeError(f'a range is text such as "QQ+, AKs", got {type(text).__name__}')
    weights: dict[tuple[Card, Card], float] = {}
    for raw in text.split(","):
        token = raw.strip()
        if not token:
            raise InvalidRangeError(f"{text!r} has an empty entry; ranges take {FORMS}")
        body, at, weight_text = token.partition("@")
        weight = _weight(token, weight_text.strip()) if at else 100.0
        for combo in _entry(token, body.strip()):
            # A later entry's weight wins; the first naming keeps the order.
            weights[combo] = weight
    return tuple(RangeCombo(cards, weight) for cards, weight in weights.items())
