"""The rest of eval7's API on the drop-in gives eval7's answers: cards, decks, range strings.

The installed eval7 0.1.11 is the oracle throughout. Where eval7 fails with a stray error
(tags, mixed-case pairs, lower-case exact hands), the drop-in's answer is checked by hand.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Callable
from typing import Any

import eval7
import eval7.rangestring as their_strings
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from pokerules import InvalidArgumentError, InvalidCardError, PokerulesError
from pokerules.compat import eval7 as shim
from pokerules.compat.eval7 import rangestring as our_strings

TEXTS = [rank + suit for rank in "23456789TJQKA" for suit in "cdhs"]


def test_cards_are_eval7_cards() -> None:
    assert shim.ranks == eval7.ranks and shim.suits == eval7.suits
    ours = [shim.Card(text) for text in TEXTS]
    theirs = [eval7.Card(text) for text in TEXTS]
    for a, b in zip(ours, theirs, strict=True):
        assert (a.mask, a.rank, a.suit, str(a), repr(a), hash(a)) == (
            b.mask,
            b.rank,
            b.suit,
            str(b),
            repr(b),
            hash(b),
        )
    # eval7's comparisons, every ordered pair of cards and every operator.
    for (a, b), (c, d) in zip(
        itertools.product(ours, repeat=2), itertools.product(theirs, repeat=2), strict=True
    ):
        assert (a < b, a <= b, a == b, a != b, a > b, a >= b) == (
            c < d,
            c <= d,
            c == d,
            c != d,
            c > d,
            c >= d,
        )
    assert shim.Card("As") != eval7.Card("As") and shim.Card("As") != "As"


def _play(deck: object) -> list[list[str]]:
    """What a deck shows, deals and samples through two shuffles, as texts."""
    d: object = deck
    shown = [[str(c) for c in d.peek(5)]]  # type: ignore[attr-defined]
    d.shuffle()  # type: ignore[attr-defined]
    shown.append([str(c) for c in d.deal(7)])  # type: ignore[attr-defined]
    shown.append([str(c) for c in d.sample(4)])  # type: ignore[attr-defined]
    d.shuffle()  # type: ignore[attr-defined]
    shown.append([str(c) for c in d.cards])  # type: ignore[attr-defined]
    return shown


@pytest.mark.parametrize("seed", [0, 7, 2026])
def test_decks_deal_what_eval7_deals_from_the_same_seed(seed: int) -> None:
    random.seed(seed)
    theirs = _play(eval7.Deck())
    # Deck() shuffles with the global generator, as eval7 does.
    random.seed(seed)
    assert _play(shim.Deck()) == theirs
    # Deck(seed=s) has a generator of its own: eval7's deals after random.seed(s), and the
    # global generator is left alone.
    random.seed(seed + 1)
    state = random.getstate()
    assert _play(shim.Deck(seed=seed)) == theirs
    assert random.getstate() == state


def test_a_deck_looks_like_eval7s() -> None:
    ours, theirs = shim.Deck(), eval7.Deck()
    assert repr(ours) == repr(theirs)
    assert len(ours) == len(theirs) == 52
    assert str(ours[13]) == str(theirs[13]) == "5d"
    assert [str(c) for c in ours[-3:]] == [str(c) for c in theirs[-3:]]
    assert ours.deal(0) == [] and ours.peek(0) == []
    assert [str(c) for c in ours.deal(52)] == [str(c) for c in theirs.deal(52)]
    assert len(ours) == 0


@pytest.mark.parametrize(
    ("call", "error", "message"),
    [
        (lambda: shim.Card("Ax"), InvalidCardError, "not an eval7 card"),
        (lambda: shim.Card("as"), InvalidCardError, "not an eval7 card"),
        (lambda: shim.Card("Ahh"), InvalidCardError, "not an eval7 card"),
        (lambda: shim.Card(12), InvalidCardError, "not an eval7 card"),  # type: ignore[arg-type]
        (lambda: shim.Deck().deal(53), InvalidArgumentError, "holds 52"),
        (lambda: shim.Deck().peek(-1), InvalidArgumentError, "n must be"),
        (lambda: shim.Deck().sample(2.5), InvalidArgumentError, "whole number"),  # type: ignore[arg-type]
        (lambda: shim.Deck(seed="7"), InvalidArgumentError, "whole number"),  # type: ignore[arg-type]
        (lambda: shim.HandRange("AX+"), our_strings.RangeStringError, "position 0"),
        (lambda: shim.HandRange(None), our_strings.RangeStringError, "must be text"),  # type: ignore[arg-type]
        (lambda: our_strings.expand_handtype_group(("22", "-", "97s")), PokerulesError, "suited"),
        (lambda: our_strings.normalize_token("77s"), PokerulesError, "pairs cannot"),
        (lambda: our_strings.normalize_token("AsAs"), PokerulesError, "same card"),
        (lambda: our_strings.weight_to_float(["x"]), PokerulesError, "not a weight"),
        (lambda: our_strings.tokens_to_string("AA"), PokerulesError, "iterable"),
        (lambda: our_strings.tokens_to_string([("AA", "1")]), PokerulesError, "a number"),
    ],
)
def test_bad_input_raises_pokerules_errors(
    call: Callable[[], object], error: type[Exception], message: str
) -> None:
    with pytest.raises(error, match=message):
        call()


# Range strings: a seeded generator of the forms eval7 reads, with stray spaces and, now and
# then, one character changed, so that both valid and invalid strings are compared.
_RANKS = "23456789TJQKA"


class _Ranges:
    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def rank(self) -> str:
        char = self.rng.choice(_RANKS)
        return char.lower() if self.rng.random() < 0.15 else char

    def space(self) -> str:
        return self.rng.choice(["", "", " ", "  ", "\t"])

    def hand_type(self) -> str:
        high, low = self.rank(), self.rank()
        if high.upper() == low.upper():
            low = high  # a pair in one case: eval7 misreads "jJ" (see below)
        return high + low + self.rng.choice(["", "", "s", "o"])

    def group(self) -> str:
        kind = self.rng.random()
        rng, space = self.rng, self.space
        if kind < 0.35:
            return self.hand_type()
        if kind < 0.55:
            return self.hand_type() + space() + "+"
        if kind < 0.65:
            first, last = rng.choice(_RANKS), rng.choice(_RANKS)
            return first * 2 + space() + "-" + space() + last * 2
        if kind < 0.8:
            top, suited = rng.choice(_RANKS), rng.choice(["", "s", "o"])
            low, high = rng.choice(_RANKS), rng.choice(_RANKS)
            return top + low + suited + space() + "-" + space() + top + high + suited
        if kind < 0.93:
            return "".join(rng.choice(_RANKS) + rng.choice("cdhs") for _ in range(2))
        return "#" + rng.choice(["UTG", "btn_2", "x"]) + "#"

    def string(self) -> str:
        rng, space = self.rng, self.space
        lists = []
        for _ in range(rng.randint(1, 3)):
            groups = ("," + space()).join(self.group() for _ in range(rng.randint(1, 4)))
            if rng.random() < 0.4:
                weight = rng.choice(
                    ["0.5", "80%", ".2", "1", "3", "12.5%", "2.", "55", "05", ".5%"]
                )
                groups = weight + space() + "(" + groups + ")"
            lists.append(groups)
        text = ("," + space()).join(lists)
        if rng.random() < 0.2:
            at = rng.randrange(len(text) + 1)
            text = text[:at] + rng.choice([*",()+-%.#sx ", ""]) + text[at + 1 :]
        return text


def _outcome(function: Callable[[Any], object], argument: object, error: type[Exception]) -> object:
    """What ``function(argument)`` returns, or ``"RangeStringError"`` if it raises ``error``."""
    try:
        return function(argument)
    except error:
        return "RangeStringError"


@pytest.mark.filterwarnings("ignore::DeprecationWarning")  # eval7's pyparsing calls
def test_range_strings_read_as_eval7_reads_them() -> None:
    # eval7 takes about 5 ms a string (pyparsing), so 800 strings.
    strings = _Ranges(25).string
    read = 0
    for _ in range(800):
        text = strings()
        tokens = _outcome(their_strings.string_to_tokens, text, their_strings.RangeStringError)
        ours = _outcome(our_strings.string_to_tokens, text, our_strings.RangeStringError)
        assert ours == tokens, text
        assert our_strings.validate_string(text) == (tokens != "RangeStringError")
        if tokens == "RangeStringError":
            continue
        read += 1
        assert isinstance(tokens, list)
        if not any(token.startswith("#") for token, _ in tokens):  # eval7 fails on tags
            hands = shim.HandRange(text)
            assert (hands.string, hands.tokens) == (text, tokens)
            assert [(tuple(map(str, h)), w) for h, w in hands] == [
                (tuple(map(str, h)), w) for h, w in their_strings.string_to_hands(text)
            ]
        assert our_strings.tokens_to_string(tokens) == their_strings.tokens_to_string(tokens)
    assert 300 < read < 700  # both kinds, many of each


def test_the_token_functions_answer_as_eval7s() -> None:
    types = [a + b + s for a in _RANKS for b in _RANKS for s in ("", "s", "o") if a != b or not s]
    hands = [a + b for a, b in itertools.permutations(TEXTS[::3], 2)]
    for token in [*types, *(t.lower() for t in types if t[0] != t[1]), *hands]:
        assert our_strings.normalize_token(token) == their_strings.normalize_token(token)
        assert our_strings.token_suitedness(token) == their_strings.token_suitedness(token)
    for token in [t for t in types if t[-1] in "so" or t[0] == t[1]] + hands:
        assert our_strings.token_to_hands(token) == their_strings.token_to_hands(token)
    for first, last in itertools.product(types[::7], repeat=2):
        for group in [(first,), (first, "+"), (first, "-", last)]:
            ours = _outcome(our_strings.expand_handtype_group, group, PokerulesError)
            theirs = _outcome(
                their_strings.expand_handtype_group, group, their_strings.RangeStringError
            )
            assert ours == theirs, group
    for weight in (["86", "%"], ["3"], ["0.7"], [".1", "%"], ["12."]):
        assert our_strings.weight_to_float(weight) == their_strings.weight_to_float(weight)


def test_where_eval7_fails_on_a_range_the_drop_in_reads_what_it_means() -> None:
    # Tags name no hands: eval7's string_to_hands fails on them (UnboundLocalError).
    with pytest.raises(UnboundLocalError):
        eval7.HandRange("AA, #UTG#")
    assert [str(a) + str(b) for (a, b), _ in shim.HandRange("AA, #UTG#")] == [
        str(a) + str(b) for (a, b), _ in eval7.HandRange("AA")
    ]
    # A pair in mixed case is a pair: eval7 reads "jJ" as JJo and JJs, then fails.
    with pytest.raises(their_strings.RangeStringError):
        eval7.HandRange("jJ")
    assert shim.HandRange("jJ").tokens == [("JJ", 1.0)] and len(shim.HandRange("jJ")) == 6
    # An exact hand with a lower-case rank: eval7 keeps "as2d" and fails making its cards.
    with pytest.raises(ValueError, match="not in tuple"):
        eval7.HandRange("as2d")
    assert shim.HandRange("as2d").tokens == [("As2d", 1.0)]


_GARBAGE = st.recursive(
    st.one_of(
        st.none(),
        st.booleans(),
        st.integers(),
        st.floats(),
        st.text(max_size=12),
        st.sampled_from(["AA", "AKs", "As2d", "#x#", "+", "-", "%", "80", "0.5", "JT", "7j"]),
    ),
    lambda children: st.one_of(st.lists(children, max_size=4), st.tuples(children, children)),
    max_leaves=8,
)


@settings(max_examples=300, deadline=None, derandomize=True, database=None)
@given(
    name=st.sampled_from(
        [
            "string_to_tokens",
            "string_to_hands",
            "validate_string",
            "weight_to_float",
            "token_suitedness",
            "normalize_token",
            "expand_handtype_group",
            "token_to_hands",
            "tokens_to_string",
        ]
    ),
    argument=_GARBAGE,
)
def test_range_functions_answer_or_refuse_anything(name: str, argument: object) -> None:
    # Any argument: an answer, or a RangeStringError (a PokerulesError) saying what is wrong.
    try:
        getattr(our_strings, name)(argument)
    except our_strings.RangeStringError as error:
        assert isinstance(error, PokerulesError) and str(error)
