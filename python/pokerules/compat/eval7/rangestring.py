"""eval7's range strings: ``from pokerules.compat.eval7 import rangestring``.

A range string is a comma-separated list of hand types (``ATo``, ``86s``, ``JT``, ``99``),
exact hands (``As3c``) and tags (``#UTG#``, which name nothing). Hand types of one kind group
with ``-`` and ``+`` (``88-JJ``, ``A7o-ATo``, ``T6s+``), and a parenthesised list takes a weight
(``0.6(AA, AK)``, ``40%(ATs+)``). The functions are eval7's, with the same results, and the
strings read are the ones eval7 reads (see :mod:`pokerules.compat.eval7.grammar`).

Where eval7 fails with an error other than its own ``RangeStringError`` (``ValueError``,
``UnboundLocalError``), this module gives the answer the string means or a
:class:`RangeStringError`: tags are left out of the hands, a pair written in mixed case
(``jJ``) is a pair, and an exact hand with a lower-case rank (``as2d``) is upper-cased.
``RangeStringError`` is a :class:`~pokerules.errors.PokerulesError` (a ``ValueError``).
eval7's pyparsing objects (``make_parser``, ``parser``) have no counterpart.

>>> from pokerules.compat.eval7 import rangestring
>>> rangestring.string_to_tokens("AA, 0.8(AKs)")
[('AA', 1.0), ('AKs', 0.8)]
>>> rangestring.tokens_to_string([("AA", 1.0), ("AQs", 1.0), ("AJs", 1.0)])
'AA, AQs-AJs'
>>> rangestring.validate_string("TT+, A8o-ATo, 80%(KTs+)")
True
"""

from __future__ import annotations

import math
import numbers
from collections.abc import Iterable, Sequence
from itertools import pairwise

from pokerules.compat.eval7.cards import Card, ranks, suits
from pokerules.compat.eval7.grammar import GrammarError, parse
from pokerules.errors import InvalidRangeError
from pokerules.validate import as_list

__all__ = [
    "Card",
    "RangeStringError",
    "expand_handtype_group",
    "normalize_token",
    "ranks",
    "string_to_hands",
    "string_to_tokens",
    "suits",
    "token_suitedness",
    "token_to_hands",
    "tokens_to_string",
    "validate_string",
    "weight_to_float",
]

Token = tuple[str, float]
"""A token and its weight: ``("AKs", 0.8)``."""

_TOKEN_LIMIT = 100_000


class RangeStringError(InvalidRangeError):
    """A range string, token or group that eval7's range strings do not allow."""


def _text(value: object, what: str) -> str:
    if not isinstance(value, str):
        raise RangeStringError(f"{what} must be text, got {type(value).__name__}")
    return value


def _rank(char: str, token: str) -> int:
    upper = char.upper()
    if len(upper) != 1 or upper not in ranks:
        raise RangeStringError(f"invalid token {token!r}: {char!r} is not a rank of 23456789TJQKA")
    return ranks.index(upper)


def _suit(char: str, token: str) -> int:
    if char not in suits:
        raise RangeStringError(f"invalid token {token!r}: {char!r} is not a suit of c d h s")
    return suits.index(char)


def string_to_tokens(s: str) -> list[Token]:
    """The (token, weight) pairs of a range string, in order, each group expanded.

    >>> string_to_tokens("22-44, 50%(AKs)")
    [('22', 1.0), ('33', 1.0), ('44', 1.0), ('AKs', 0.5)]
    """
    text = _text(s, "a range string")
    try:
        groups = parse(text)
    except GrammarError as error:
        raise RangeStringError(
            f"failed to parse string {text!r:.80} at position {error.position}: expected hand "
            "types (AKs, 77, T9o), groups (88-JJ, A7s+), hands (As3c), tags (#UTG#), and "
            "weights around lists (0.6(AA, AK), 40%(ATs+)), separated by commas"
        ) from None
    tokens: list[Token] = []
    for weight, handtype_groups in groups:
        value = 1.0 if weight is None else weight_to_float(weight)
        for group in handtype_groups:
            tokens += [(token, value) for token in expand_handtype_group(group)]
    return tokens


def string_to_hands(s: str) -> list[tuple[tuple[Card, Card], float]]:
    """The (hand, weight) pairs of a range string: each hand two :class:`Card` objects.

    >>> string_to_hands("AKs")[0]
    ((Card("Ac"), Card("Kc")), 1.0)
    """
    hands: list[tuple[tuple[Card, Card], float]] = []
    for token, weight in string_to_tokens(s):
        hands += [((Card(a), Card(b)), weight) for a, b in token_to_hands(token)]
    return hands


def validate_string(s: str) -> bool:
    """Whether ``s`` is a range string.

    >>> validate_string("ATs+, KQ, .2(4s9s)"), validate_string("AX+")
    (True, False)
    """
    try:
        string_to_tokens(s)
    except RangeStringError:
        return False
    return True


def weight_to_float(w: Sequence[str]) -> float:
    """The number of a parsed weight: ``["86", "%"]`` is 0.86, ``["0.7"]`` is 0.7.

    >>> weight_to_float(["86", "%"]), weight_to_float(["3"])
    (0.86, 3.0)
    """
    if isinstance(w, str) or not isinstance(w, Sequence) or not 1 <= len(w) <= 2:
        raise RangeStringError(f"a parsed weight is a number and maybe '%', got {w!r:.40}")
    try:
        value = float(w[0])
    except (TypeError, ValueError):
        raise RangeStringError(f"{w[0]!r:.40} is not a weight: expected a number") from None
    return value / 100.0 if w[-1] == "%" else value


def token_suitedness(ht: str) -> str:
    """A hand-type token's suitedness: ``s`` suited, ``o`` offsuit, ``p`` a pair, ``n`` not
    given (either).

    >>> [token_suitedness(t) for t in ("ATs", "Q3o", "55", "J7")]
    ['s', 'o', 'p', 'n']
    """
    ht = _text(ht, "a token")
    if len(ht) < 2:
        raise RangeStringError(f"invalid token {ht!r}: a token has two ranks at least")
    pair = ht[0].upper() == ht[1].upper()
    if len(ht) == 3:
        if pair:
            raise RangeStringError(f"pairs cannot have suitedness: {ht!r}")
        return ht[-1]
    return "p" if pair else "n"


def normalize_token(token: str) -> str:
    """A token written the one way eval7 writes it: ranks upper case, high card first, pairs
    marked ``p``, hand types without ``s`` or ``o`` marked ``n``, exact hands high card first.

    >>> [normalize_token(t) for t in ("ats", "7j", "22", "QsAc", "2c2d")]
    ['ATs', 'J7n', '22p', 'AcQs', '2d2c']
    """
    token = _text(token, "a token")
    if token.startswith("#"):
        return token
    if len(token) == 4:
        first = (_rank(token[0], token), _suit(token[1], token))
        second = (_rank(token[2], token), _suit(token[3], token))
        if first == second:
            raise RangeStringError(f"invalid token {token!r}: the same card twice")
        top, bottom = max(first, second), min(first, second)
        return ranks[top[0]] + suits[top[1]] + ranks[bottom[0]] + suits[bottom[1]]
    if len(token) not in (2, 3):
        raise RangeStringError(
            f"invalid token {token!r}: expected a hand type (AKs, 77, J7), a hand (As3c) or a tag"
        )
    high, low = sorted((_rank(token[0], token), _rank(token[1], token)), reverse=True)
    return ranks[high] + ranks[low] + token_suitedness(token)


def _ranks_of(token: str) -> tuple[int, int]:
    high, low = sorted((ranks.index(token[0]), ranks.index(token[1])), reverse=True)
    return high, low


def _spread(htg: Sequence[str]) -> list[str]:
    """The tokens of a ``+`` or ``-`` group, lowest second rank first."""
    if not all(2 <= len(part) <= 3 for part in htg[::2]):
        raise RangeStringError(f"{htg!r:.60} is not a group: hand types (AKs, 77) only")
    suitedness = token_suitedness(htg[0])
    bottom = _ranks_of(normalize_token(htg[0]))
    if len(htg) == 2 and htg[1] == "+":
        top = (12, 12) if suitedness == "p" else (bottom[0], bottom[0] - 1)
    elif len(htg) == 3 and htg[1] == "-":
        if suitedness != token_suitedness(htg[2]):
            raise RangeStringError(f"suitedness mismatch: {htg[0]!r} {htg[2]!r}")
        top = _ranks_of(normalize_token(htg[2]))
        if top[1] < bottom[1]:
            bottom, top = top, bottom
    else:
        raise RangeStringError(f"{htg!r:.60} is not a group: (token,), (token, '+') or (a, '-', b)")
    if suitedness != "p" and top[0] != bottom[0]:
        raise RangeStringError(f"top card mismatch: {htg[0]!r} {htg[-1]!r}")
    return [
        (ranks[low] * 2 if suitedness == "p" else ranks[top[0]] + ranks[low]) + suitedness
        for low in range(bottom[1], top[1] + 1)
    ]


def expand_handtype_group(htg: Sequence[str]) -> list[str]:
    """The tokens of one parsed group: ``("ATs", "-", "AQs")``, ``("88", "+")``, ``("KQ",)``.

    >>> expand_handtype_group(("ATs", "-", "AQs"))
    ['ATs', 'AJs', 'AQs']
    >>> expand_handtype_group(("JT",))
    ['JTo', 'JTs']
    """
    if isinstance(htg, str) or not isinstance(htg, Sequence) or not htg:
        raise RangeStringError(f"a parsed group is a tuple of texts, got {htg!r:.40}")
    parts = [_text(part, "a group's part") for part in htg]
    if parts[0] == "#":
        tokens = ["".join(parts)]
    elif len(parts) == 1:
        tokens = [normalize_token(parts[0])]
    else:
        tokens = _spread(parts)
    expanded: list[str] = []
    for token in tokens:
        kind = token[-1] if len(token) < 4 else ""
        if kind == "n":
            expanded += [token[:2] + "o", token[:2] + "s"]
        elif kind == "p":
            expanded.append(token[:2])
        else:
            expanded.append(token)
    return expanded


def token_to_hands(ht: str) -> list[tuple[str, str]]:
    """The hands of one token, as pairs of card texts; a tag has none.

    >>> token_to_hands("ATs")
    [('Ac', 'Tc'), ('Ad', 'Td'), ('Ah', 'Th'), ('As', 'Ts')]
    >>> token_to_hands("22")[:2]
    [('2d', '2c'), ('2h', '2c')]
    """
    ht = _text(ht, "a token")
    if ht.startswith("#"):
        return []
    if len(ht) == 4:
        normalize_token(ht)  # two real, different cards, or an error
        return [(ht[0].upper() + ht[1], ht[2].upper() + ht[3])]
    suitedness = token_suitedness(ht)
    high, low = (ranks[_rank(char, ht)] for char in ht[:2])
    if suitedness == "p":
        return [(low + b, high + a) for i, a in enumerate(suits) for b in suits[i + 1 :]]
    if suitedness not in "son":
        raise RangeStringError(f"invalid token {ht!r}: suitedness is s, o or none")
    hands: list[tuple[str, str]] = []
    if suitedness in "on":
        hands += [(high + a, low + b) for a in suits for b in suits if a != b]
    if suitedness in "sn":
        hands += [(high + a, low + a) for a in suits]
    return hands


def _grouped(tokens: list[str]) -> list[str]:
    """Runs of tokens with the same high card and second ranks one apart, as ``+`` or ``-``
    groups: ``["AQs", "AKs"]`` is ``AQs+``, ``["AJs", "AQs"]`` is ``AQs-AJs``."""
    if len(tokens) <= 1:
        return tokens
    runs: list[list[str]] = [[tokens[0]]]
    for previous, token in pairwise(tokens):
        if ranks.index(token[1]) - ranks.index(previous[1]) > 1:
            runs.append([token])
        else:
            runs[-1].append(token)
    written = []
    for run in runs:
        bottom, top = run[0], run[-1]
        if bottom == top:
            written.append(bottom)
        elif top == "AA" or ranks.index(top[0]) - 1 == ranks.index(top[1]):
            written.append(f"{bottom}+")
        else:
            written.append(f"{top}-{bottom}")
    return written


def _weight_string(tokens: Iterable[Token], weight: float) -> str:
    """The tokens of one weight as a range string: pairs, hand types, hands, then tags."""
    normalized = [normalize_token(token) for token, w in tokens if w == weight]
    tags = [t for t in normalized if t[0] == "#"]
    pairs = sorted((t[:-1] for t in normalized if t[0] != "#" and t[-1] == "p"), key=_rank_key)
    hands = [t for t in normalized if t[0] != "#" and t[-1] != "p" and len(t) == 4]
    types = [t for t in normalized if t[0] != "#" and t[-1] != "p" and len(t) != 4]
    hands.sort(
        key=lambda h: (ranks.index(h[0]), ranks.index(h[2]), suits.index(h[1]), suits.index(h[3])),
        reverse=True,
    )
    written: list[str] = []
    for rank in ranks:
        for suitedness in ("o", "s", "n"):
            same = [
                t
                for t in types
                if t[0] == rank
                and token_suitedness(t) == suitedness
                and ranks.index(t[0]) > ranks.index(t[1])
            ]
            written += _grouped(sorted(same, key=lambda t: ranks.index(t[1])))
    return ", ".join([*reversed(_grouped(pairs)), *reversed(written), *hands, *tags])


def _rank_key(token: str) -> int:
    return ranks.index(token[0])


def tokens_to_string(tokens: Iterable[Token]) -> str:
    """A range string of (token, weight) pairs: the weight 1 first, then each other weight as
    a percentage, highest first.

    >>> tokens_to_string([("AA", 1.0), ("AKs", 0.8)])
    'AA, 80%(AKs)'
    """
    listed = as_list(tokens, "tokens", limit=_TOKEN_LIMIT, error=RangeStringError)
    for pair in listed:
        if not (isinstance(pair, tuple) and len(pair) == 2 and isinstance(pair[0], str)):
            raise RangeStringError(f"tokens must be (token, weight) pairs, got {pair!r:.40}")
        weight = pair[1]
        if isinstance(weight, bool) or not isinstance(weight, numbers.Real):
            raise RangeStringError(f"a weight must be a number, got {weight!r:.40}")
        if not math.isfinite(weight):
            raise RangeStringError(f"a weight must be finite, got {weight}")
    weights = sorted({w for _, w in listed}, reverse=True)
    written = [_weight_string(listed, 1.0)] if 1.0 in weights else []
    written += [f"{int(100 * w)}%({_weight_string(listed, w)})" for w in weights if w != 1.0]
    return ", ".join(written)
