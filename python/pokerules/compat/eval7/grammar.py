"""The grammar of eval7's range strings, read without pyparsing: text to parsed groups.

eval7 reads a range string with a pyparsing grammar; this module accepts the same strings and
returns the same groups. Its rules, as that grammar has them:

* a range is a comma-separated list of *lists*, possibly none;
* a list is hand-type groups separated by commas, optionally weighted: ``0.6(AA, AK)``,
  ``40%(ATs+)``; a weight is a decimal (``3``, ``0.5``, ``.5``, ``12.``) and an optional ``%``;
* a hand-type group is a hand type (``AK``, ``ATs``, ``77``, two ranks either case, then ``o``
  or ``s``), two of them joined by ``-``, one followed by ``+``, two cards (``As2d``) or a tag
  (``#UTG#``);
* where two readings of a piece both fit, the longer one wins;
* spaces, tabs and line breaks may stand between any two of these pieces, never inside a
  word: ``AK s`` is ``AKs``, ``As Kd`` is ``AsKd``.

>>> parse("KK+, 0.2(As2d)")
[(None, [['KK', '+']]), (['0.2'], [['As2d']])]
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeAlias

from pokerules.errors import InvalidRangeError

__all__ = ["GrammarError", "Group", "parse"]

Group: TypeAlias = tuple[list[str] | None, list[list[str]]]
"""One weighted list: its weight's pieces (``["80", "%"]``) or ``None``, and its groups."""

_SPACE = " \t\n\r"
_RANKS = "23456789TJQKA23456789tjqka"
_SUITS = "cdhs"
_DIGITS = "0123456789"
_NATURAL = "123456789"
_TAG = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_"

# A piece's reading: what it read and where it ended, or None where it does not fit.
_Read: TypeAlias = tuple[list[str], int] | None


class GrammarError(InvalidRangeError):
    """The text is not a range string; ``position`` is where the reading stopped."""

    def __init__(self, position: int) -> None:
        super().__init__(f"not a range string: the reading stopped at position {position}")
        self.position = position


def _skip(text: str, at: int) -> int:
    while at < len(text) and text[at] in _SPACE:
        at += 1
    return at


def _word(text: str, at: int, first: str, rest: str, size: int) -> _Read:
    """Exactly ``size`` characters, the first from ``first`` and the others from ``rest``, not
    followed by one more from ``rest`` (a word of pyparsing with an exact length)."""
    at = _skip(text, at)
    end = at + size
    if end > len(text) or text[at] not in first:
        return None
    if any(char not in rest for char in text[at + 1 : end]):
        return None
    if end < len(text) and text[end] in rest:
        return None
    return [text[at:end]], end


def _run(text: str, at: int, first: str, rest: str) -> _Read:
    """One character from ``first`` and every following one from ``rest``."""
    at = _skip(text, at)
    if at >= len(text) or text[at] not in first:
        return None
    end = at + 1
    while end < len(text) and text[end] in rest:
        end += 1
    return [text[at:end]], end


def _literal(text: str, at: int, word: str) -> _Read:
    at = _skip(text, at)
    return ([word], at + len(word)) if text.startswith(word, at) else None


def _sequence(text: str, at: int, *pieces: Callable[[str, int], _Read]) -> _Read:
    found: list[str] = []
    for piece in pieces:
        read = piece(text, at)
        if read is None:
            return None
        found += read[0]
        at = read[1]
    return found, at


def _longest(text: str, at: int, *choices: Callable[[str, int], _Read]) -> _Read:
    """The choice that reads furthest; the first listed among equals."""
    best: _Read = None
    for choice in choices:
        read = choice(text, at)
        if read is not None and (best is None or read[1] > best[1]):
            best = read
    return best


def _joined(read: _Read) -> _Read:
    return None if read is None else (["".join(read[0])], read[1])


def _hand_type(text: str, at: int) -> _Read:
    read = _word(text, at, _RANKS, _RANKS, 2)
    if read is None:
        return None
    suited = _word(text, read[1], "os", "os", 1)
    if suited is not None:
        read = read[0] + suited[0], suited[1]
    # A hand type is never the number of a weight: "55(KK)" weighs KK 55 times.
    if _literal(text, read[1], "%") or _literal(text, read[1], "("):
        return None
    return _joined(read)


def _card(text: str, at: int) -> _Read:
    return _word(text, at, _RANKS, _SUITS, 2)


def _group(text: str, at: int) -> _Read:
    return _longest(
        text,
        at,
        _hand_type,
        lambda t, a: _sequence(t, a, _hand_type, lambda t, a: _literal(t, a, "-"), _hand_type),
        lambda t, a: _sequence(t, a, _hand_type, lambda t, a: _literal(t, a, "+")),
        lambda t, a: _joined(_sequence(t, a, _card, _card)),
        lambda t, a: _sequence(
            t,
            a,
            lambda t, a: _literal(t, a, "#"),
            lambda t, a: _run(t, a, _TAG, _TAG),
            lambda t, a: _literal(t, a, "#"),
        ),
    )


def _listed(
    text: str, at: int, item: Callable[[str, int], tuple[object, int] | None]
) -> tuple[list[object], int] | None:
    """Items separated by commas: as many as follow, at least one."""
    first = item(text, at)
    if first is None:
        return None
    items, at = [first[0]], first[1]
    while (comma := _literal(text, at, ",")) is not None:
        following = item(text, comma[1])
        if following is None:
            break
        items.append(following[0])
        at = following[1]
    return items, at


def _decimal(text: str, at: int) -> _Read:
    def natural(t: str, a: int) -> _Read:
        return _run(t, a, _NATURAL, _DIGITS)

    def digits(t: str, a: int) -> _Read:
        return _run(t, a, _DIGITS, _DIGITS)

    def point(t: str, a: int) -> _Read:
        return _literal(t, a, ".")

    def fraction(t: str, a: int) -> _Read:
        zero = _literal(t, a, "0")
        if zero is None:
            return _sequence(t, a, point, digits)
        read = _sequence(t, zero[1], point, digits)
        return None if read is None else (zero[0] + read[0], read[1])

    return _joined(
        _longest(
            text,
            at,
            natural,
            fraction,
            lambda t, a: _sequence(t, a, natural, point, digits),
            lambda t, a: _sequence(t, a, natural, point),
        )
    )


def _groups(text: str, at: int) -> tuple[list[list[str]], int] | None:
    return _listed(text, at, _group)  # type: ignore[return-value]


def _weighted(text: str, at: int) -> tuple[Group, int] | None:
    plain = _groups(text, at)
    weighted: tuple[Group, int] | None = None
    weight = _decimal(text, at)
    if weight is not None:
        percent = _literal(text, weight[1], "%")
        pieces, after = (weight[0] + ["%"], percent[1]) if percent else weight
        opened = _literal(text, after, "(")
        inner = None if opened is None else _groups(text, opened[1])
        closed = None if inner is None else _literal(text, inner[1], ")")
        if inner is not None and closed is not None:
            weighted = (pieces, inner[0]), closed[1]
    if plain is not None and (weighted is None or plain[1] > weighted[1]):
        return (None, plain[0]), plain[1]
    return weighted


def parse(text: str) -> list[Group]:
    """The weighted lists of a range string, in order; raises :class:`GrammarError`."""
    if not isinstance(text, str):
        raise InvalidRangeError(f"a range string must be text, got {type(text).__name__}")
    read = _listed(text, 0, _weighted)
    groups: list[Group] = [] if read is None else read[0]  # type: ignore[assignment]
    end = _skip(text, 0 if read is None else read[1])
    if end != len(text):
        raise GrammarError(end)
    return groups
