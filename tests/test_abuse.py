"""Every public entry point, driven with arbitrary objects, works or raises a PokerulesError.

One table, :data:`TABLE`, maps each public callable (``"module.name"`` or
``"module.Class.method"``) to its probes: each probe puts one arbitrary object into one
argument (the others valid) and says which kinds of object may be valid there. Hypothesis
then feeds every probe ints of any size, floats with nan and inf, bools, None, bytes, text with
lone surrogates, nested lists, dicts, generators (finite and endless), numpy scalars and arrays
of every dtype, shape and memory order, and decisions with arbitrary fields. A probe fails on

* any exception that is not a :class:`~pokerules.errors.PokerulesError` (a Rust panic is a
  ``BaseException``, so it fails too), or a ``PokerulesError`` that is not a ``ValueError``;
* a call still running after :data:`WATCHDOG_SECONDS` (hang detection, not a speed test);
* an object of a kind that is never valid there (a bool for a count, a float for chips, a
  string for a mask...) being accepted;
* a refused command that changed the hand (:func:`kept`).

A test checks that every public callable is in the table (or in :data:`PLAIN_DATA`), so a new
public function needs one line here. ``python tests/test_abuse.py`` prints a census: every
probe against a fixed corpus of objects, counting each kind of failure.
"""

from __future__ import annotations

import contextlib
import faulthandler
import functools
import importlib
import inspect
import itertools
import math
import random
import signal
import sys
import tempfile
from collections.abc import Callable, Iterator, Mapping
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, fields
from pathlib import Path
from typing import Any

import numpy as np
import pokerules
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from hypothesis.extra import numpy as hnp
from pokerules import (
    Card,
    FixedLimit,
    Game,
    Hand,
    NoLimit,
    PokerulesError,
    PotLimit,
    Session,
    find_game,
)
from pokerules.analysis.draws import draw_scale
from pokerules.cards import UnseenCard
from pokerules.compat import eval7 as eval7_shim
from pokerules.compat import phevaluator as phevaluator_shim
from pokerules.compat import treys
from pokerules.games import Betting, DealBoard, DealCards, DrawRound, RollCard
from pokerules.phh import (
    ImportedHand,
    dump,
    from_phh,
    from_phh_all,
    load,
    to_phh,
    to_phh_all,
    variant_code,
)
from pokerules.players.bots import RandomBot, play_hand
from pokerules.players.plans import (
    badugi_discards,
    badugi_strength,
    fallback_strength,
    stud_low_strength,
    unplanned_decision,
)
from pokerules.players.strategies import HeuristicBot, high_discards, low27_discards, stud_roll
from pokerules.players.views import seat_view
from pokerules.records import Bet, Call, Check, Concede, Declare, Draw, Fold, Raise, Roll
from pokerules.session.rotation import Rotation, RotationClock, find_mix
from pokerules.session.simulate import HandsTable, make_bot, simulate

WATCHDOG_SECONDS = 15
"""A call running longer than this is a hang (the slowest legitimate probe takes well under a
second)."""

# ---------------------------------------------------------------------------- arbitrary objects

Kind = str
Tagged = tuple[Kind, object]


class IntLike:
    """Not an int, though it has ``__index__``: integers mean int and numpy ints only."""

    def __index__(self) -> int:
        return 3


def _tag(kind: Kind, strategy: st.SearchStrategy[Any]) -> st.SearchStrategy[Tagged]:
    return strategy.map(lambda obj: (kind, obj))


EDGE_INTS = [0, 1, 2, 5, 51, 52, 63, 64, -1, -52, 2**31, 2**32, 2**63 - 1, 2**63, 2**64, 10**40]
CARD_TEXT = [
    "As",
    "Kd Qh",
    "As Ks Qs Js Ts",
    "2c 2d 2h 2s 3c",
    "10d",
    "K♥",
    "",
    " ",
    "As As",
    "Zz",
    "As\ud800",
    "\udc00",
    "p1 f",
    "2",
    "J",
    "high",
    "wild",
    "nl-draw",
]
SURROGATE_TEXT = st.text(st.characters(exclude_categories=[]), max_size=12)


def _array_kind(array: np.ndarray[Any, Any]) -> Kind:
    if array.ndim and not array.size:
        return "array-empty"  # as valid as an empty list, whatever its dtype
    return {"i": "array-int", "u": "array-int", "b": "array-bool"}.get(array.dtype.kind, "array")


def _reshape(array: np.ndarray[Any, Any], how: str) -> np.ndarray[Any, Any]:
    """The same values in another memory layout."""
    if how == "fortran":
        return np.asfortranarray(array)
    if how == "transposed":
        return array.T
    if how == "strided" and array.ndim:
        return np.repeat(array, 2, axis=-1)[..., ::2]
    if how == "swapped":
        return array.astype(array.dtype.newbyteorder("S"))
    if how == "readonly":
        array = array.copy()
        array.flags.writeable = False
        return array
    if how == "unaligned" and array.dtype.itemsize > 1:
        raw = np.zeros(array.nbytes + 1, dtype=np.uint8)
        moved = np.frombuffer(raw.data, dtype=array.dtype, count=array.size, offset=1)
        moved = moved.reshape(array.shape)
        moved[...] = array
        return moved
    return array


_DTYPES = st.one_of(
    hnp.integer_dtypes(endianness="?"),
    hnp.unsigned_integer_dtypes(endianness="?"),
    hnp.boolean_dtypes(),
    hnp.floating_dtypes(endianness="?"),
    hnp.complex_number_dtypes(),
    hnp.datetime64_dtypes(),
    hnp.timedelta64_dtypes(),
    hnp.byte_string_dtypes(max_len=3),
    hnp.unicode_string_dtypes(max_len=3),
)
_LAYOUTS = st.sampled_from(
    ["c", "fortran", "transposed", "strided", "swapped", "readonly", "unaligned"]
)
ANY_ARRAY = st.builds(
    _reshape,
    hnp.arrays(_DTYPES, hnp.array_shapes(min_dims=0, max_dims=3, min_side=0, max_side=7)),
    _LAYOUTS,
)
# Arrays that look like hands (rows of 4 to 8 ids, mostly valid), so evaluation really runs.
HAND_ARRAY = st.builds(
    _reshape,
    hnp.arrays(
        st.one_of(hnp.integer_dtypes(endianness="?"), hnp.unsigned_integer_dtypes(endianness="?")),
        st.tuples(st.integers(0, 6), st.integers(4, 8)),
        elements=st.integers(0, 60),
    ),
    _LAYOUTS,
)
_ROWS = st.tuples(st.integers(0, 6), st.integers(4, 8))
MASK_ARRAY = st.one_of(
    hnp.arrays(np.bool_, _ROWS),
    hnp.arrays(
        st.sampled_from([np.int8, np.int64, np.uint8, np.float64]),
        _ROWS,
        elements=st.integers(0, 2),
    ),
)
OBJECT_ARRAYS = [
    np.array([None] * 5, dtype=object),
    np.array([["As", None, 1, 2.5, True]], dtype=object),
    np.array([[1, 0, 0, 0, 0]], dtype=object),
]

SCALARS: st.SearchStrategy[Tagged] = st.one_of(
    _tag("int", st.one_of(st.integers(), st.sampled_from(EDGE_INTS))),
    _tag(
        "np-int",
        st.sampled_from(
            [
                np.int8(3),
                np.uint8(51),
                np.int64(-1),
                np.uint64(2**64 - 1),
                np.int32(7),
                np.int64(2**40),
            ]
        ),
    ),
    _tag("card", st.sampled_from([Card("As"), Card("2c"), Card("7h")])),
    _tag("bool", st.booleans()),
    _tag("np-bool", st.sampled_from([np.True_, np.False_])),
    _tag(
        "float", st.one_of(st.floats(), st.sampled_from([math.nan, math.inf, -math.inf, 1.5, 2.0]))
    ),
    _tag("np-float", st.sampled_from([np.float64(2.0), np.float32(math.nan), np.float16(1.5)])),
    _tag("complex", st.just(1 + 2j)),
    _tag("none", st.none()),
    _tag("str", st.one_of(st.sampled_from(CARD_TEXT), SURROGATE_TEXT)),
    _tag("bytes", st.one_of(st.binary(max_size=8), st.just(b"As Kd Qh Jc Ts"))),
    _tag("bytearray", st.binary(max_size=8).map(bytearray)),
    _tag("object", st.sampled_from([object(), IntLike(), len, int, Ellipsis, NotImplemented])),
)


def _nested(children: st.SearchStrategy[Tagged]) -> st.SearchStrategy[Tagged]:
    plain = children.map(lambda tagged: tagged[1])
    return st.one_of(
        _tag("list", st.lists(plain, max_size=8)),
        _tag("tuple", st.lists(plain, max_size=8).map(tuple)),
        _tag("dict", st.dictionaries(st.sampled_from(["a", "As", 0, 1]), plain, max_size=3)),
        _tag(
            "set",
            st.frozensets(
                st.one_of(st.integers(-1, 60), st.sampled_from(CARD_TEXT)), max_size=7
            ).map(set),
        ),
        _tag("generator", st.lists(plain, max_size=8).map(lambda items: (i for i in items))),
    )


def _endless() -> st.SearchStrategy[Tagged]:
    makers: list[Callable[[], object]] = [
        lambda: itertools.count(),
        lambda: itertools.repeat("As"),
        lambda: itertools.cycle([0, 1, 2, 3, 4]),
        lambda: iter(int, 1),  # endless zeros, from a C callable
    ]
    return _tag("endless", st.sampled_from(makers).map(lambda make: make()))


def _records() -> st.SearchStrategy[Tagged]:
    small = st.one_of(st.integers(-2, 8), SCALARS.map(lambda tagged: tagged[1]))
    kinds = [Fold, Check, Concede]
    return _tag(
        "record",
        st.one_of(
            st.builds(lambda k, s: k(s), st.sampled_from(kinds), small),
            st.builds(lambda s, t: Bet(s, t, t, False), small, small),
            st.builds(lambda s, t: Raise(s, t, t, False), small, small),
            st.builds(lambda s, a: Call(s, a, False), small, small),
            st.builds(lambda s, c: Draw(s, c, ()), small, small),
            st.builds(Roll, small, small),
            st.builds(lambda s, v: Declare(s, v, ""), small, small),
        ),
    )


ANYTHING: st.SearchStrategy[Tagged] = st.one_of(
    SCALARS,
    st.recursive(SCALARS, _nested, max_leaves=12),
    _endless(),
    _tag("array", ANY_ARRAY).map(lambda tagged: (_array_kind(tagged[1]), tagged[1])),  # type: ignore[arg-type]
    _tag("array", HAND_ARRAY).map(lambda tagged: (_array_kind(tagged[1]), tagged[1])),  # type: ignore[arg-type]
    _tag("array", MASK_ARRAY).map(lambda tagged: (_array_kind(tagged[1]), tagged[1])),  # type: ignore[arg-type]
    _tag("array", st.sampled_from(OBJECT_ARRAYS)),
    _records(),
)

# ------------------------------------------------------------------------------------- probes

INT = frozenset({"int", "np-int", "card"})
"""Kinds that may be a valid integer: never a bool, a float or an object with ``__index__``."""
CARD = INT | {"str"}
CARDS = CARD | {"list", "tuple", "set", "generator", "array-int", "array-empty"}
TEXT = frozenset({"str"})
FLAG = frozenset({"bool", "np-bool"})
SEQUENCE = frozenset(
    {"list", "tuple", "generator", "array-int", "array-bool", "array-empty", "set"}
)
MASK = frozenset({"list", "tuple", "generator", "array-bool", "array-int", "array-empty"})
HANDS = frozenset({"list", "tuple", "array-int", "array-empty"})
NUMBER = frozenset({"int", "np-int", "card", "float", "np-float"})
"""Kinds that may be a valid real number (a payout, a standard error)."""
ANY_KIND = frozenset({"*"})


@dataclass(frozen=True)
class Probe:
    """One argument of one entry point: ``call(obj)`` passes ``obj`` there."""

    call: Callable[[Any], object]
    accepts: frozenset[str]
    examples: int = 30
    ints: st.SearchStrategy[int] | None = None
    """Ints to try instead of any size, where a valid huge int means real work (a hand
    count)."""

    def objects(self) -> st.SearchStrategy[Tagged]:
        if self.ints is None:
            return ANYTHING
        small = _tag("int", self.ints)
        return st.one_of(ANYTHING.filter(lambda tagged: tagged[0] != "int"), small)


def probe(accepts: frozenset[str], call: Callable[[Any], object], **options: Any) -> Probe:
    return Probe(call, accepts, **options)


def kept(hand: Hand, command: Callable[[Hand], object]) -> object:
    """Run ``command`` on ``hand``; a refused command must leave the hand as it was."""
    before, history = hand.snapshot(), hand.history
    try:
        return command(hand)
    except PokerulesError:
        assert hand.snapshot() == before and hand.history == history, "a refusal changed the hand"
        raise


NL, TD, DW = find_game("nl-draw"), find_game("triple-draw"), find_game("deuces-wild")
DD = find_game("dead-deuce")
DECLARING = find_game("deuces-wild", declare_hands=True, opening="none")


def betting() -> Hand:
    """No-limit draw, three players, the first to act may bet 2 to 49."""
    return Hand(NL, [50, 50, 50], seed=3)


HOLDEM_HAND = Hand(find_game("holdem"), [50, 50, 50], seed=3)
HANDS_TABLE = simulate("nl-draw", hands=2, players=2, seed=1, hands_table=True).hands_table
"""A hold'em hand before the flop: Hand.equity reads it, never changes it."""


def drawing() -> Hand:
    hand = Hand(NL, [50, 50], seed=3)
    hand.check(), hand.check()
    return hand


def rolling() -> Hand:
    return Hand(DD, [40, 40], seed=11)


def declaring() -> Hand:
    hand = Hand(DECLARING, [50, 50], seed=1)
    while hand.phase in ("betting", "draw"):
        hand.draw(()) if hand.phase == "draw" else hand.check()
    return hand


def finished() -> Hand:
    hand = Hand(TD, [100, 100, 100], button=2, seed=7)
    hand.raise_to(4), hand.fold(), hand.fold()
    return hand


HIDDEN_PHH = "\n".join(
    [
        'variant = "NT"',
        "antes = [0, 0]",
        "blinds_or_straddles = [1, 2]",
        "min_bet = 2",
        "starting_stacks = [200, 200]",
        'actions = ["d dh p1 AhAs", "d dh p2 ????", "p2 cc", "p1 cc", "d db 2c3d4h"]',
    ]
)


def hidden_hand() -> ImportedHand:
    """An imported hold'em hand on the flop whose file hides seat 1's cards."""
    return from_phh(HIDDEN_PHH)


def phh_with(field: str, obj: object) -> str:
    """A valid PHH file (a Dead Deuce hand, rolls included) with ``field`` set to ``obj``."""
    lines = [line for line in PHH_SAMPLE.splitlines() if not line.startswith(f"{field} =")]
    return "\n".join([*lines, f"{field} = {_toml(obj)}"])


def _toml(obj: object) -> str:
    if isinstance(obj, bool | np.bool_):
        return "true" if obj else "false"
    if isinstance(obj, int | np.integer):
        return str(int(obj))
    if isinstance(obj, float | np.floating):
        return "nan" if math.isnan(obj) else repr(float(obj))
    if isinstance(obj, list | tuple | set | frozenset):
        return "[" + ", ".join(_toml(item) for item in obj) + "]"
    if isinstance(obj, dict):
        return "{" + ", ".join(f'"{k}" = {_toml(v)}' for k, v in obj.items()) + "}"
    text = str(obj).encode("utf-8", "replace").decode()
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", " ") + '"'


def _phh_sample() -> str:
    hand = Hand(DD, [40, 40], seed=11)
    hand.roll(hand.cards(1)[0]), hand.roll(hand.cards(0)[2])
    hand.bet(2), hand.call(), hand.check(), hand.check()
    return to_phh(hand, ["Ann", "Bob"])


PHH_SAMPLE = _phh_sample()
PHH_FIELDS = (
    *("variant", "antes", "small_bet", "big_bet", "starting_stacks", "actions", "seats"),
    *("seat_count", "players", "finishing_stacks", "winnings", "_game", "_game_options"),
    *("_wild_cards", "_wild_face_up_only", "_seed", "_deck", "_dead_money", "_post_antes"),
    *("_unopened", "_rolls", "ante_trimming_status"),
)
WILD = TEXT | SEQUENCE | {"none"}
"""What a wild-card argument may be: a rank, card text or a collection of cards."""
GAME_FIELDS: dict[str, frozenset[str]] = {
    **dict.fromkeys(["ante", "min_players", "max_players", "starting_stack", "deals"], INT),
    "diablo_max_followon_hands": INT,
    "big_blind_ante": INT,
    "big_blind_ante_first": FLAG,
    "bring_in": INT,
    "bring_in_by": TEXT,
    "open_pair_big_bet": FLAG,
    **dict.fromkeys(["blinds"], SEQUENCE | {"none"}),
    **dict.fromkeys(["wild_cards", "streets"], SEQUENCE),
    **dict.fromkeys(["wild_face_up_only", "may_duplicate", "natural_beats_wild", "burn"], FLAG),
    **dict.fromkeys(["recycle_burns", "reserve_bottom_card", "recycle_split_openers"], FLAG),
    **dict.fromkeys(["muck_losers", "declare_hands", "undercall_binding", "diablo"], FLAG),
    **dict.fromkeys(["exposed_wild_counts", "opening", "unopened", "later_rounds_first"], TEXT),
    **dict.fromkeys(["showdown_first", "odd_chip", "diablo_opener", "evaluation", "title"], TEXT),
    "betting": frozenset(),
    **dict.fromkeys(["hi_lo", "hole_cards"], TEXT),
}
BUILDERS = ("triple_draw", "nl_draw", "deuces_wild", "diablo", "dead_deuce")
BUILDERS += ("nl_single_draw", "badugi", "stud", "razz", "stud8", "holdem", "omaha", "omaha8")
BUILDERS += ("omaha5", "omaha6", "omaha5_8", "omaha6_8")
BUILDER_OPTIONS = {
    **{"max_draw": INT, "wild": WILD, "ante": INT, "betting": frozenset({"none"})},
    **{"blinds": SEQUENCE | {"none"}, "burn": FLAG, "opening": TEXT},
    "limit": TEXT,
    "hole": INT,
    "big_blind_ante": INT,
}
TREYS_CARD = treys.Card.new("Kd")
THREADS = ThreadPoolExecutor(1)
"""Where the ``workers`` probe runs its batches: checking the argument needs no processes."""
FIVE = "2c Kd Kh Ks 8d"
KINGS = pokerules.parse_hand("Ks Kd 7c 4h 9s")
LOW = pokerules.parse_hand("Ks 7d 5c 4h 2s")
ROLL = pokerules.parse_hand("Ks 2d 9h")
ROW = [[0, 1, 20, 21, 22]]
ev = pokerules.evaluation.five_card


def with_field(name: str, value: object) -> Game:
    """The triple draw game with one field replaced, through the constructor."""
    values = {f.name: getattr(TD, f.name) for f in fields(Game)}
    return Game(**{**values, name: value})


def sim(**options: object) -> object:
    """A two-hand simulation with some options changed."""
    return simulate(**{"game": "nl-draw", "hands": 2, "players": 2, **options})  # type: ignore[arg-type]


SEVEN = "Kc 7d 5h 4s 2c Ad 5s"
FOUR = "Kc 2c 5d 5h"
HOLE, BOARD = "As Ks Qh Jh", "Ts 9s 2s 3d 4h"
HOLES, BOARDS = [[51, 47, 42, 38]], [[35, 31, 0, 5, 10]]
DRAW_HAND = "Ah Kh Qh Jh 2c"
HIGH_SCALE = draw_scale("high")
PAYS = {"royal flush": 800, "flush": 6}
OUT = Path(tempfile.mkdtemp(prefix="pokerules-abuse-"))
"""Where the PHH probes write and read files."""


class OneKey(Mapping[Any, int]):
    """A mapping of one key (any object, hashable or not) to 1."""

    def __init__(self, key: object) -> None:
        self.key = key

    def __getitem__(self, key: object) -> int:
        if key is not self.key:
            raise KeyError(key)
        return 1

    def __iter__(self) -> Iterator[object]:
        return iter([self.key])

    def __len__(self) -> int:
        return 1


@functools.cache
def odds() -> pokerules.DrawOdds:
    """Drawing one card to a royal flush draw."""
    return pokerules.draw_odds(DRAW_HAND, "2c")


@functools.cache
def analysis() -> pokerules.VideoPokerAnalysis:
    """A royal-flush-and-flush machine, analysed once."""
    return pokerules.video_poker(PAYS)


@functools.cache
def phh_file() -> Path:
    """A .phhs file of two hands."""
    path = OUT / "two.phhs"
    dump([finished(), finished()], path)
    return path


def game_probes() -> dict[str, tuple[Probe, ...]]:
    """Every field through the constructor and ``with_options``; every builder option."""
    entries: dict[str, tuple[Probe, ...]] = {
        "pokerules.Game": tuple(
            probe(kinds, lambda x, f=name: with_field(f, x)) for name, kinds in GAME_FIELDS.items()
        ),
        "pokerules.Game.with_options": tuple(
            probe(kinds, lambda x, f=name: TD.with_options(**{f: x}))
            for name, kinds in GAME_FIELDS.items()
        ),
    }
    for builder in BUILDERS:
        entries[f"pokerules.games.{builder}"] = tuple(
            probe(kinds, lambda x, b=builder, o=option: getattr(pokerules.games, b)(**{o: x}))
            for option, kinds in BUILDER_OPTIONS.items()
        )
    return entries


def treys_probes() -> dict[str, tuple[Probe, ...]]:
    """The treys drop-in: card integers, lists of them, ranks and decks."""
    card = treys.Card
    singles = ("int_to_str", "get_rank_int", "get_suit_int", "get_bitrank_int", "get_prime")
    lists = ("hand_to_binary", "prime_product_from_hand", "ints_to_pretty_str")
    entries: dict[str, tuple[Probe, ...]] = {
        f"pokerules.compat.treys.Card.{name}": (probe(INT, lambda x, n=name: getattr(card, n)(x)),)
        for name in (*singles, "int_to_pretty_str", "print_pretty_card")
    }
    for name in (*lists, "print_pretty_cards"):
        entries[f"pokerules.compat.treys.Card.{name}"] = (
            probe(SEQUENCE, lambda x, n=name: getattr(card, n)(x)),
        )
    evaluator = treys.Evaluator()
    entries |= {
        "pokerules.compat.treys.Card.new": (probe(TEXT, lambda x: card.new(x)),),
        "pokerules.compat.treys.Evaluator.evaluate": (
            probe(SEQUENCE, lambda x: evaluator.evaluate(x, [TREYS_CARD])),
            probe(SEQUENCE, lambda x: evaluator.evaluate([], x)),
        ),
        "pokerules.compat.treys.Evaluator.get_rank_class": (
            probe(INT, lambda x: evaluator.get_rank_class(x)),
        ),
        "pokerules.compat.treys.Evaluator.class_to_string": (
            probe(INT, lambda x: evaluator.class_to_string(x)),
        ),
        "pokerules.compat.treys.Evaluator.get_five_card_rank_percentage": (
            probe(INT, lambda x: evaluator.get_five_card_rank_percentage(x)),
        ),
        "pokerules.compat.treys.Deck": (probe(INT | {"none"}, lambda x: treys.Deck(x)),),
        "pokerules.compat.treys.Deck.draw": (probe(INT, lambda x: treys.Deck(1).draw(x)),),
        "pokerules.compat.treys.Card.int_to_binary": (probe(INT, card.int_to_binary),),
        "pokerules.compat.treys.Card.prime_product_from_rankbits": (
            probe(INT, card.prime_product_from_rankbits),
        ),
        "pokerules.compat.treys.Evaluator.hand_summary": (
            probe(SEQUENCE, lambda x: evaluator.hand_summary(x, [TREYS_HOLE])),
            probe(SEQUENCE, lambda x: evaluator.hand_summary(TREYS_BOARD, x)),
        ),
        "pokerules.compat.treys.PLOEvaluator.evaluate": (
            probe(SEQUENCE, lambda x: treys.PLOEvaluator().evaluate(x, TREYS_BOARD)),
            probe(SEQUENCE, lambda x: treys.PLOEvaluator().evaluate(TREYS_HOLE * 2, x)),
        ),
        "pokerules.compat.treys.LookupTable.get_lexographically_next_bit_sequence": (
            probe(INT, TREYS_TABLE.get_lexographically_next_bit_sequence),
        ),
        "pokerules.compat.treys.LookupTable.straight_and_highcards": (
            probe(SEQUENCE, lambda x: TREYS_TABLE.straight_and_highcards(x, [])),
            probe(SEQUENCE, lambda x: TREYS_TABLE.straight_and_highcards([], x)),
        ),
        # The table only: a random path could name any file.
        "pokerules.compat.treys.LookupTable.write_table_to_disk": (
            probe(
                frozenset({"dict"}),
                lambda x: TREYS_TABLE.write_table_to_disk(x, str(TREYS_TABLE_FILE)),
            ),
        ),
    }
    return entries


TREYS_HOLE = [treys.Card.new("Kd"), treys.Card.new("Qs")]
TREYS_BOARD = [treys.Card.new(c) for c in ("2c", "7h", "9d", "Ts", "3s")]
TREYS_TABLE = treys.LookupTable()
TREYS_TABLE_FILE = Path(tempfile.gettempdir()) / "pokerules-abuse-lookup-table.csv"
EVAL7_HERO = [eval7_shim.Card("As"), eval7_shim.Card("Ad")]
EVAL7_KINGS = eval7_shim.HandRange("KK")
EVAL7_FLOP = [eval7_shim.Card(c) for c in ("2c", "7h", "9d")]  # enumerated whatever the count


def eval7_probes() -> dict[str, tuple[Probe, ...]]:
    """The rest of the eval7 drop-in: cards, decks, ranges and range equities."""
    e7, shim = "pokerules.compat.eval7", eval7_shim
    exact, sampled, every = (
        shim.py_hand_vs_range_exact,
        shim.py_hand_vs_range_monte_carlo,
        shim.py_all_hands_vs_range,
    )
    hero, kings, flop = EVAL7_HERO, EVAL7_KINGS, EVAL7_FLOP
    return {
        f"{e7}.Card": (probe(TEXT, shim.Card),),
        f"{e7}.Deck": (probe(INT | {"none"}, shim.Deck),),
        f"{e7}.Deck.deal": (probe(INT, lambda x: shim.Deck().deal(x)),),
        f"{e7}.Deck.peek": (probe(INT, lambda x: shim.Deck().peek(x)),),
        f"{e7}.Deck.sample": (probe(INT, lambda x: shim.Deck(1).sample(x)),),
        f"{e7}.HandRange": (probe(TEXT, shim.HandRange),),
        f"{e7}.py_hand_vs_range_exact": (
            probe(SEQUENCE, lambda x: exact(x, kings, flop)),
            probe(SEQUENCE, lambda x: exact(hero, x, flop)),
            probe(SEQUENCE, lambda x: exact(hero, kings, x)),
        ),
        f"{e7}.py_hand_vs_range_monte_carlo": (
            probe(SEQUENCE, lambda x: sampled(x, kings, flop, 100)),
            probe(SEQUENCE, lambda x: sampled(hero, x, flop, 100)),
            probe(SEQUENCE, lambda x: sampled(hero, kings, x, 100)),
            probe(INT, lambda x: sampled(hero, kings, flop, x)),
            probe(INT, lambda x: sampled(hero, kings, flop, 100, seed=x)),
        ),
        f"{e7}.py_all_hands_vs_range": (
            probe(SEQUENCE, lambda x: every(x, kings, flop, 100)),
            probe(SEQUENCE, lambda x: every(kings, x, flop, 100)),
            probe(SEQUENCE, lambda x: every(kings, kings, x, 100)),
            probe(INT, lambda x: every(kings, kings, flop, x)),
        ),
    }


def dropin_probes() -> dict[str, tuple[Probe, ...]]:
    """The phevaluator and eval7 drop-ins: one card among valid ones, scores, sizes."""
    ph, e7 = "pokerules.compat.phevaluator", "pokerules.compat.eval7"
    entries: dict[str, tuple[Probe, ...]] = {
        f"{ph}.evaluate_{n}cards": (
            probe(
                CARD,
                lambda x, n=n: getattr(phevaluator_shim, f"evaluate_{n}cards")(x, *range(1, n)),
            ),
        )
        for n in (5, 6, 7)
    }
    for name, total in (("omaha", 9), ("plo4", 9), ("plo5", 10), ("plo6", 11)):
        function = getattr(phevaluator_shim, f"evaluate_{name}_cards")
        entries[f"{ph}.evaluate_{name}_cards"] = (
            probe(CARD, lambda x, f=function, t=total: f(*range(1, 6), x, *range(6, t))),
        )
    return entries | {
        f"{ph}.evaluate_cards": (
            probe(CARD, lambda x: phevaluator_shim.evaluate_cards(x, 1, 2, 3, 4)),
            probe(CARD, lambda x: phevaluator_shim.evaluate_cards(1, 2, 3, 4, 5, 6, x)),
        ),
        f"{ph}.Card": (probe(CARD, lambda x: phevaluator_shim.Card(x)),),
        f"{ph}.Card.to_id": (probe(CARD, lambda x: phevaluator_shim.Card.to_id(x)),),
        f"{ph}.sample_cards": (probe(INT, lambda x: phevaluator_shim.sample_cards(x)),),
        f"{e7}.evaluate": (
            probe(
                frozenset({"list", "tuple", "generator", "set"}),
                lambda x: eval7_shim.evaluate(x),
            ),
            probe(TEXT | {"card"}, lambda x: eval7_shim.evaluate([x, "Ks", "Qs", "Js", "Ts"])),
        ),
        f"{e7}.handtype": (probe(INT, lambda x: eval7_shim.handtype(x)),),
        **eval7_probes(),
    }


# A valid huge hand count means real work, and a valid worker count real processes: those
# probes try small ints (and absurd ones) instead of ints of any size.
SMALL = st.integers(-5, 12)
NOT_WORKERS = st.one_of(st.integers(max_value=1), st.integers(min_value=10**4))

TABLE: dict[str, tuple[Probe, ...]] = {
    # cards
    "pokerules.Card": (probe(CARD, lambda x: Card(x)),),
    "pokerules.Card.of": (
        probe(INT, lambda x: Card.of(x, 0)),
        probe(INT, lambda x: Card.of(0, x)),
    ),
    "pokerules.parse_hand": (probe(CARDS, lambda x: pokerules.parse_hand(x)),),
    "pokerules.cards.shuffled_deck": (probe(INT, lambda x: pokerules.cards.shuffled_deck(x)),),
    "pokerules.cards.shuffled": (
        probe(CARDS, lambda x: pokerules.cards.shuffled(x, 1)),
        probe(INT, lambda x: pokerules.cards.shuffled("As Kd", x)),
    ),
    # evaluation
    "pokerules.evaluate": (
        probe(CARDS, lambda x: pokerules.evaluate(x)),
        probe(CARD, lambda x: pokerules.evaluate(x, 1, 2, 3, 4)),
    ),
    "pokerules.evaluate_low27": (
        probe(CARDS, lambda x: pokerules.evaluate_low27(x)),
        probe(CARD, lambda x: pokerules.evaluate_low27(0, x, 8, 12, 16)),
    ),
    "pokerules.evaluate_wild": (
        probe(CARDS, lambda x: pokerules.evaluate_wild(x)),
        probe(WILD, lambda x: pokerules.evaluate_wild(FIVE, wild=x)),
        probe(MASK | {"none"}, lambda x: pokerules.evaluate_wild(FIVE, wild_mask=x)),
        probe(FLAG, lambda x: pokerules.evaluate_wild(FIVE, may_duplicate=x)),
    ),
    "pokerules.best_five": (probe(CARDS, lambda x: pokerules.best_five(x)),),
    "pokerules.best_five_low27": (probe(CARDS, lambda x: pokerules.best_five_low27(x)),),
    "pokerules.best_wild_hand": (
        probe(CARDS, lambda x: pokerules.best_wild_hand(x)),
        probe(WILD, lambda x: pokerules.best_wild_hand(FIVE, wild=x)),
        probe(MASK | {"none"}, lambda x: pokerules.best_wild_hand(FIVE, wild_mask=x)),
        probe(FLAG, lambda x: pokerules.best_wild_hand(FIVE, may_duplicate=x)),
    ),
    "pokerules.is_jacks_or_better": (
        probe(CARDS, lambda x: pokerules.is_jacks_or_better(x)),
        probe(WILD, lambda x: pokerules.is_jacks_or_better(FIVE, wild=x)),
        probe(MASK | {"none"}, lambda x: pokerules.is_jacks_or_better(FIVE, wild_mask=x)),
    ),
    "pokerules.category": (
        probe(INT, lambda x: pokerules.category(x)),
        probe(INT, lambda x: pokerules.category(x, "a5")),
        probe(INT, lambda x: pokerules.category(x, "badugi")),
        probe(TEXT, lambda x: pokerules.category(5, x)),
        probe(FLAG, lambda x: pokerules.category(400, "wild", may_duplicate=x)),
    ),
    "pokerules.describe": (
        probe(INT, lambda x: pokerules.describe(x)),
        probe(INT, lambda x: pokerules.describe(x, "a5")),
        probe(INT, lambda x: pokerules.describe(x, "badugi")),
        probe(TEXT, lambda x: pokerules.describe(5, x)),
        probe(FLAG, lambda x: pokerules.describe(400, "wild", may_duplicate=x)),
    ),
    "pokerules.category_name": (
        probe(INT, lambda x: pokerules.category_name(x)),
        probe(INT, lambda x: pokerules.category_name(x, "low27")),
        probe(INT, lambda x: pokerules.category_name(x, "a5")),
        probe(INT, lambda x: pokerules.category_name(x, "badugi")),
        probe(TEXT, lambda x: pokerules.category_name(5, x)),
        probe(FLAG, lambda x: pokerules.category_name(400, "wild", may_duplicate=x)),
    ),
    "pokerules.category_names": (probe(TEXT, lambda x: pokerules.category_names(x)),),
    "pokerules.evaluation.five_card.hand_shape": (
        probe(INT, lambda x: ev.hand_shape(x)),
        probe(INT, lambda x: ev.hand_shape(x, "a5")),
        probe(INT, lambda x: ev.hand_shape(x, "badugi")),
        probe(TEXT, lambda x: ev.hand_shape(5, x)),
        probe(FLAG, lambda x: ev.hand_shape(400, "wild", may_duplicate=x)),
    ),
    "pokerules.evaluation.five_card.wild_card_ids": (probe(WILD, lambda x: ev.wild_card_ids(x)),),
    "pokerules.evaluate_many": (
        probe(HANDS, lambda x: pokerules.evaluate_many(x)),
        probe(INT | {"none"}, lambda x: pokerules.evaluate_many(ROW, threads=x), ints=SMALL),
    ),
    "pokerules.evaluate_low27_many": (
        probe(HANDS, lambda x: pokerules.evaluate_low27_many(x)),
        probe(INT | {"none"}, lambda x: pokerules.evaluate_low27_many(ROW, threads=x), ints=SMALL),
    ),
    "pokerules.evaluate_wild_many": (
        probe(HANDS, lambda x: pokerules.evaluate_wild_many(x)),
        probe(INT | {"none"}, lambda x: pokerules.evaluate_wild_many(ROW, threads=x), ints=SMALL),
        probe(WILD, lambda x: pokerules.evaluate_wild_many(ROW, wild=x)),
        probe(MASK | {"none"}, lambda x: pokerules.evaluate_wild_many(ROW, wild_mask=x)),
        probe(FLAG, lambda x: pokerules.evaluate_wild_many(ROW, may_duplicate=x)),
    ),
    # games and betting structures
    "pokerules.find_game": (
        probe(TEXT, lambda x: find_game(x)),
        probe(INT, lambda x: find_game("nl-draw", ante=x)),
        probe(SEQUENCE | {"none"}, lambda x: find_game("triple-draw", blinds=x)),  # None: none
    ),
    **game_probes(),
    "pokerules.NoLimit": (probe(INT, lambda x: NoLimit(min_bet=x)),),
    "pokerules.PotLimit": (probe(INT, lambda x: PotLimit(min_bet=x)),),
    "pokerules.FixedLimit": (
        probe(SEQUENCE, lambda x: FixedLimit(bets=x)),
        probe(INT | {"none"}, lambda x: FixedLimit(cap_raises=x)),
        probe(FLAG, lambda x: FixedLimit(uncapped_heads_up=x)),
    ),
    "pokerules.FixedLimit.size": (probe(INT, lambda x: FixedLimit().size(x)),),
    "pokerules.games.DealCards": (
        probe(INT, lambda x: DealCards(down=x)),
        probe(INT, lambda x: DealCards(up=x)),
        probe(TEXT, lambda x: DealCards(1, 0, x)),
    ),
    "pokerules.games.DrawRound": (
        probe(INT, lambda x: DrawRound(x)),
        probe(TEXT, lambda x: DrawRound(3, x)),
    ),
    "pokerules.games.Betting": (probe(TEXT, lambda x: Betting(x)),),
    "pokerules.games.RollCard": (probe(TEXT, lambda x: RollCard(x)),),
    "pokerules.games.DealBoard": (
        probe(INT, lambda x: DealBoard(x)),
        probe(TEXT, lambda x: DealBoard(1, x)),
    ),
    # the hand
    "pokerules.Hand": (
        probe(TEXT, lambda x: Hand(x, [50, 50])),
        probe(SEQUENCE, lambda x: Hand(NL, x)),
        probe(INT, lambda x: Hand(NL, [50, 50], button=x)),
        probe(INT | {"none"}, lambda x: Hand(NL, [50, 50], seed=x)),
        probe(CARDS | {"none"}, lambda x: Hand(NL, [50, 50], deck=x)),
        probe(INT, lambda x: Hand(TD, [100, 100, 100], seed=1, dead_money=x)),
        probe(FLAG, lambda x: Hand(NL, [50, 50], antes=x)),
        probe(TEXT | {"none"}, lambda x: Hand(NL, [50, 50], unopened=x)),
    ),
    "pokerules.Hand.folded": (probe(INT, lambda x: betting().folded(x)),),
    "pokerules.Hand.cards": (probe(INT, lambda x: betting().cards(x)),),
    "pokerules.Hand.exposed": (probe(INT, lambda x: rolling().exposed(x)),),
    "pokerules.Hand.face_up": (probe(INT, lambda x: rolling().face_up(x)),),
    "pokerules.Hand.hand_value": (probe(INT, lambda x: betting().hand_value(x)),),
    "pokerules.Hand.equity": (
        probe(INT | {"none"}, lambda x: HOLDEM_HAND.equity(x, samples=200, seed=1)),
    ),
    "pokerules.Hand.bet": (probe(INT, lambda x: kept(betting(), lambda h: h.bet(x))),),
    "pokerules.Hand.raise_to": (probe(INT, lambda x: kept(facing(), lambda h: h.raise_to(x))),),
    "pokerules.Hand.bet_or_raise": (
        probe(INT, lambda x: kept(betting(), lambda h: h.bet_or_raise(x))),
    ),
    "pokerules.Hand.draw": (probe(CARDS, lambda x: kept(drawing(), lambda h: h.draw(x))),),
    "pokerules.Hand.roll": (probe(CARD, lambda x: kept(rolling(), lambda h: h.roll(x))),),
    "pokerules.Hand.declare": (probe(INT, lambda x: kept(declaring(), lambda h: h.declare(x))),),
    "pokerules.Hand.act": (
        probe(frozenset({"record"}), lambda x: kept(betting(), lambda h: h.act(x))),
        probe(frozenset({"record"}), lambda x: kept(drawing(), lambda h: h.act(x))),
    ),
    "pokerules.Hand.replay": (
        probe(frozenset(), lambda x: Hand.replay(x, [])),
        probe(SEQUENCE, lambda x: Hand.replay(betting().setup, x)),
    ),
    "pokerules.LegalActions.describe": (),  # no arguments
    # sessions, bots, strategies, views
    "pokerules.Session": (
        probe(TEXT | SEQUENCE, lambda x: Session(x, 2)),
        probe(INT | SEQUENCE, lambda x: Session("nl-draw", x)),
        probe(INT, lambda x: Session("nl-draw", 2, seed=x)),
        probe(INT | {"none"}, lambda x: Session("nl-draw", 2, deals=x)),
        probe(INT | SEQUENCE | {"none"}, lambda x: Session("nl-draw", 2, stacks=x)),
        probe(INT, lambda x: Session("nl-draw", 2, button=x)),
        probe(FLAG, lambda x: Session("nl-draw", 2, keep_log=x)),
    ),
    "pokerules.Session.abandon_hand": (
        probe(frozenset(), lambda x: Session("nl-draw", 2).abandon_hand(x)),
    ),
    "pokerules.Session.finish_hand": (
        probe(frozenset(), lambda x: Session("nl-draw", 2).finish_hand(x)),
    ),
    "pokerules.Session.play": (
        probe(SEQUENCE, lambda x: Session("nl-draw", 2, deals=1).play(x), examples=15),
    ),
    "pokerules.Session.play_hand": (
        probe(SEQUENCE, lambda x: Session("nl-draw", 2, deals=1).play_hand(x), examples=15),
    ),
    "pokerules.session.simulate.simulate": (
        probe(TEXT, lambda x: sim(game=x), examples=15),
        probe(INT, lambda x: sim(hands=x), examples=15, ints=SMALL),
        probe(INT, lambda x: sim(players=x), examples=15),
        probe(INT, lambda x: sim(seed=x), examples=15),
        probe(TEXT | SEQUENCE, lambda x: sim(strategies=x), examples=15),
        probe(INT, lambda x: sim(workers=x, executor=THREADS), examples=15, ints=NOT_WORKERS),
        probe(INT, lambda x: sim(histories=x), examples=15, ints=SMALL),
        probe(INT, lambda x: sim(phh=x), examples=15, ints=SMALL),
        probe(frozenset({"none"}), lambda x: sim(executor=x), examples=15),
        probe(frozenset({"none", "object"}), lambda x: sim(progress=x), examples=15),
    ),
    "pokerules.session.simulate.HandsTable.names": (probe(TEXT, lambda x: HANDS_TABLE.names(x)),),
    "pokerules.session.simulate.HandsTable.concat": (
        probe(SEQUENCE, lambda x: HandsTable.concat(x, 2)),
        probe(INT, lambda x: HandsTable.concat([], x)),
    ),
    "pokerules.session.simulate.make_bot": (
        probe(TEXT, lambda x: make_bot(x, 1)),
        probe(INT, lambda x: make_bot("random", x)),
    ),
    "pokerules.players.bots.RandomBot": (probe(INT | {"none"}, lambda x: RandomBot(x)),),
    "pokerules.players.bots.RandomBot.play": (probe(frozenset(), lambda x: RandomBot(1).play(x)),),
    "pokerules.players.bots.play_random": (
        probe(frozenset(), lambda x: pokerules.players.bots.play_random(x, random.Random(1))),
        probe(SEQUENCE, lambda x: pokerules.players.bots.play_random(betting(), x)),
    ),
    "pokerules.players.bots.random_decision": (
        probe(frozenset(), lambda x: pokerules.players.bots.random_decision(x, random.Random(1))),
        probe(frozenset(), lambda x: pokerules.players.bots.random_decision(betting(), x)),
    ),
    "pokerules.players.bots.play_hand": (
        probe(frozenset(), lambda x: play_hand(x, [RandomBot(1)] * 3)),
        probe(SEQUENCE, lambda x: play_hand(betting(), x)),
    ),
    # mixed games and the bots' plans for them
    "pokerules.Rotation": (
        probe(SEQUENCE, lambda x: Rotation(x)),
        probe(INT | TEXT, lambda x: Rotation(["badugi"], every=x)),
        probe(TEXT | {"none"}, lambda x: Rotation(["badugi"], name=x)),
    ),
    "pokerules.Rotation.changing": (probe(INT | TEXT, lambda x: Rotation(["badugi"]).changing(x)),),
    "pokerules.Rotation.deals_for": (probe(INT, lambda x: Rotation(["badugi"]).deals_for(x)),),
    "pokerules.session.rotation.RotationClock": (probe(frozenset(), lambda x: RotationClock(x)),),
    "pokerules.session.rotation.RotationClock.game": (
        probe(INT, lambda x: RotationClock(Rotation(["badugi"])).game(x)),
    ),
    "pokerules.session.rotation.find_mix": (probe(TEXT, lambda x: find_mix(x)),),
    "pokerules.players.plans.badugi_discards": (
        probe(CARDS, lambda x: badugi_discards(x)),
        probe(INT, lambda x: badugi_discards(FOUR, draws_left=x)),
        probe(INT, lambda x: badugi_discards(FOUR, limit=x)),
    ),
    "pokerules.players.plans.badugi_strength": (
        probe(CARDS, lambda x: badugi_strength(x, 1)),
        probe(INT, lambda x: badugi_strength(FOUR, x)),
    ),
    "pokerules.players.plans.fallback_strength": (
        probe(frozenset(), lambda x: fallback_strength(x, "high")),
        probe(TEXT, lambda x: fallback_strength(lambda: 1, x)),
    ),
    "pokerules.players.plans.stud_low_strength": (
        probe(CARDS, lambda x: stud_low_strength(x, [(), ()], 0, [0, 1])),
        probe(HANDS | {"generator"}, lambda x: stud_low_strength(FOUR, x, 0, [0])),
        probe(INT, lambda x: stud_low_strength(FOUR, [(), ()], x, [0, 1])),
        probe(SEQUENCE, lambda x: stud_low_strength(FOUR, [(), ()], 0, x)),
    ),
    "pokerules.players.plans.unplanned_decision": (
        probe(frozenset(), lambda x: unplanned_decision(x, HeuristicBot(1).play, random.Random(1))),
        probe(frozenset(), lambda x: unplanned_decision(betting(), x, random.Random(1))),
        probe(frozenset(), lambda x: unplanned_decision(drawing(), HeuristicBot(1).play, x)),
    ),
    "pokerules.players.strategies.HeuristicBot": (
        probe(INT | {"none"}, lambda x: HeuristicBot(x)),
        probe(INT | {"float", "np-float"}, lambda x: HeuristicBot(1, bluff=x)),
    ),
    "pokerules.players.strategies.HeuristicBot.play": (
        probe(frozenset(), lambda x: HeuristicBot(1).play(x)),
    ),
    "pokerules.players.strategies.HeuristicBot.discards": (
        probe(frozenset(), lambda x: HeuristicBot(1).discards(x)),
    ),
    "pokerules.players.strategies.HeuristicBot.roll_choice": (
        probe(frozenset(), lambda x: HeuristicBot(1).roll_choice(x)),
    ),
    "pokerules.players.strategies.HeuristicBot.strength": (
        probe(frozenset(), lambda x: HeuristicBot(1).strength(x)),
        probe(INT | {"none"}, lambda x: HeuristicBot(1).strength(betting(), x)),
    ),
    "pokerules.players.strategies.HeuristicBot.share": (
        probe(frozenset(), lambda x: HeuristicBot(1).share(x)),
        probe(INT | {"none"}, lambda x: HeuristicBot(1).share(betting(), x)),
    ),
    "pokerules.players.strategies.high_discards": (
        probe(CARDS, lambda x: high_discards(x)),
        probe(WILD, lambda x: high_discards(KINGS, wild=x)),
        probe(INT, lambda x: high_discards(KINGS, limit=x)),
        probe(FLAG, lambda x: high_discards(KINGS, range(4), may_duplicate=x)),
    ),
    "pokerules.players.strategies.low27_discards": (
        probe(CARDS, lambda x: low27_discards(x)),
        probe(INT, lambda x: low27_discards(LOW, draws_left=x)),
        probe(INT, lambda x: low27_discards(LOW, limit=x)),
    ),
    "pokerules.players.strategies.stud_roll": (
        probe(CARDS, lambda x: stud_roll(x, [False] * 3)),
        probe(SEQUENCE, lambda x: stud_roll(ROLL, x)),
        probe(WILD, lambda x: stud_roll(ROLL, [False] * 3, x)),
    ),
    "pokerules.players.views.seat_view": (
        probe(frozenset(), lambda x: seat_view(x, 0)),
        probe(INT, lambda x: seat_view(betting(), x)),
    ),
    # Omaha, ace-to-five and badugi
    "pokerules.evaluate_omaha": (
        probe(CARDS, lambda x: pokerules.evaluate_omaha(x, BOARD)),
        probe(CARDS, lambda x: pokerules.evaluate_omaha(HOLE, x)),
    ),
    "pokerules.evaluate_omaha_hilo": (
        probe(CARDS, lambda x: pokerules.evaluate_omaha_hilo(x, BOARD)),
        probe(CARDS, lambda x: pokerules.evaluate_omaha_hilo(HOLE, x)),
    ),
    "pokerules.best_omaha_hand": (
        probe(CARDS, lambda x: pokerules.best_omaha_hand(x, BOARD)),
        probe(CARDS, lambda x: pokerules.best_omaha_hand(HOLE, x)),
    ),
    "pokerules.best_omaha_low": (
        probe(CARDS, lambda x: pokerules.best_omaha_low(x, BOARD)),
        probe(CARDS, lambda x: pokerules.best_omaha_low(HOLE, x)),
    ),
    "pokerules.evaluate_omaha_many": (
        probe(HANDS, lambda x: pokerules.evaluate_omaha_many(x, BOARDS)),
        probe(HANDS, lambda x: pokerules.evaluate_omaha_many(HOLES, x)),
        probe(
            INT | {"none"},
            lambda x: pokerules.evaluate_omaha_many(HOLES, BOARDS, threads=x),
            ints=SMALL,
        ),
    ),
    "pokerules.evaluate_omaha_hilo_many": (
        probe(HANDS, lambda x: pokerules.evaluate_omaha_hilo_many(x, BOARDS)),
        probe(HANDS, lambda x: pokerules.evaluate_omaha_hilo_many(HOLES, x)),
        probe(
            INT | {"none"},
            lambda x: pokerules.evaluate_omaha_hilo_many(HOLES, BOARDS, threads=x),
            ints=SMALL,
        ),
    ),
    "pokerules.evaluate_low_a5": (
        probe(CARDS, lambda x: pokerules.evaluate_low_a5(x)),
        probe(CARD, lambda x: pokerules.evaluate_low_a5(x, 1, 2, 3, 4)),
        probe(INT | {"none"}, lambda x: pokerules.evaluate_low_a5(SEVEN, qualify=x)),
    ),
    "pokerules.best_five_low_a5": (
        probe(CARDS, lambda x: pokerules.best_five_low_a5(x)),
        probe(CARD, lambda x: pokerules.best_five_low_a5(x, 1, 2, 3, 4)),
    ),
    "pokerules.evaluate_low_a5_many": (
        probe(HANDS, lambda x: pokerules.evaluate_low_a5_many(x)),
        probe(INT | {"none"}, lambda x: pokerules.evaluate_low_a5_many(ROW, qualify=x)),
        probe(INT | {"none"}, lambda x: pokerules.evaluate_low_a5_many(ROW, threads=x), ints=SMALL),
    ),
    "pokerules.evaluate_badugi": (
        probe(CARDS, lambda x: pokerules.evaluate_badugi(x)),
        probe(CARD, lambda x: pokerules.evaluate_badugi(x, 1, 2, 3)),
    ),
    "pokerules.best_badugi": (
        probe(CARDS, lambda x: pokerules.best_badugi(x)),
        probe(CARD, lambda x: pokerules.best_badugi(x, 1, 2, 3)),
    ),
    "pokerules.evaluate_badugi_many": (
        probe(HANDS, lambda x: pokerules.evaluate_badugi_many(x)),
        probe(
            INT | {"none"},
            lambda x: pokerules.evaluate_badugi_many([[8, 5, 2, 51]], threads=x),
            ints=SMALL,
        ),
    ),
    # draw odds and video poker
    "pokerules.draw_odds": (
        probe(CARDS, lambda x: pokerules.draw_odds(x)),
        probe(CARDS | {"none"}, lambda x: pokerules.draw_odds(DRAW_HAND, x)),  # None: no discard
        probe(TEXT, lambda x: pokerules.draw_odds(DRAW_HAND, game=x)),
        probe(CARDS | {"none"}, lambda x: pokerules.draw_odds(DRAW_HAND, dead=x)),
        probe(WILD, lambda x: pokerules.draw_odds(DRAW_HAND, game="wild", wild=x)),
        probe(INT | CARDS | {"none"}, lambda x: pokerules.draw_odds(DRAW_HAND, "2c", target=x)),
        probe(INT, lambda x: pokerules.draw_odds(DRAW_HAND, "2c", target="flush", draws=x)),
        probe(
            INT,
            lambda x: pokerules.draw_odds(
                DRAW_HAND, "Kh Qh Jh", target="flush", draws=2, samples=x
            ),
            ints=SMALL,
        ),
        probe(INT, lambda x: pokerules.draw_odds(DRAW_HAND, "Kh Qh Jh", target=5, draws=2, seed=x)),
        probe(INT | {"none"}, lambda x: pokerules.draw_odds(DRAW_HAND, threads=x), ints=SMALL),
        probe(
            frozenset({"none", "object"}),
            lambda x: pokerules.draw_odds(
                DRAW_HAND, "Kh Qh Jh", target=5, draws=2, samples=10, progress=x
            ),
        ),
    ),
    "pokerules.DrawOdds.p_at_least": (probe(INT | CARDS, lambda x: odds().p_at_least(x)),),
    "pokerules.DrawOdds.expected": (
        probe(frozenset({"dict", "object"}), lambda x: odds().expected(x)),
        probe(NUMBER, lambda x: odds().expected({"flush": x})),
        probe(frozenset({"str"}), lambda x: odds().expected(OneKey(x))),
    ),
    "pokerules.best_discards": (
        probe(CARDS, lambda x: pokerules.best_discards(x)),
        probe(TEXT, lambda x: pokerules.best_discards(DRAW_HAND, game=x)),
        probe(CARDS | {"none"}, lambda x: pokerules.best_discards(DRAW_HAND, dead=x)),
        probe(WILD, lambda x: pokerules.best_discards(DRAW_HAND, game="wild", wild=x)),
        probe(
            frozenset({"dict", "object", "none"}),
            lambda x: pokerules.best_discards(DRAW_HAND, payout=x),
        ),
        probe(INT | CARDS | {"none"}, lambda x: pokerules.best_discards(DRAW_HAND, target=x)),
        probe(INT | {"none"}, lambda x: pokerules.best_discards(DRAW_HAND, threads=x), ints=SMALL),
    ),
    "pokerules.analysis.draws.DrawScale.category": (probe(INT, lambda x: HIGH_SCALE.category(x)),),
    "pokerules.analysis.draws.DrawScale.describe": (probe(INT, lambda x: HIGH_SCALE.describe(x)),),
    "pokerules.analysis.draws.DrawScale.value_of": (
        probe(CARDS, lambda x: HIGH_SCALE.value_of(x)),
    ),
    "pokerules.analysis.draws.DrawScale.worst_of": (probe(INT, lambda x: HIGH_SCALE.worst_of(x)),),
    "pokerules.analysis.draws.DrawScale.threshold": (
        probe(INT | CARDS, lambda x: HIGH_SCALE.threshold(x)),
    ),
    "pokerules.analysis.draws.DrawScale.categories_of": (
        probe(frozenset({"array-int", "array-empty"}), lambda x: HIGH_SCALE.categories_of(x)),
    ),
    "pokerules.PayTable": (
        probe(TEXT, lambda x: pokerules.PayTable(x, {}, False)),
        probe(frozenset({"dict"}), lambda x: pokerules.PayTable("mine", x, False)),
        probe(FLAG, lambda x: pokerules.PayTable("mine", {}, x)),
    ),
    "pokerules.PayTable.custom": (
        probe(frozenset({"dict"}), lambda x: pokerules.PayTable.custom(x)),
        probe(
            NUMBER,
            lambda x: pokerules.PayTable.custom({"flush": x}),
        ),
        probe(FLAG | {"none"}, lambda x: pokerules.PayTable.custom(PAYS, deuces_wild=x)),
        probe(TEXT, lambda x: pokerules.PayTable.custom(PAYS, name=x)),
    ),
    "pokerules.PayTable.pay": (probe(TEXT, lambda x: analysis().paytable.pay(x)),),
    "pokerules.video_poker": (
        probe(TEXT | {"dict"}, lambda x: pokerules.video_poker(x), examples=15),
        probe(INT | {"none"}, lambda x: pokerules.video_poker(PAYS, threads=x), ints=SMALL),
        probe(frozenset({"none", "object"}), lambda x: pokerules.video_poker(PAYS, progress=x)),
    ),
    "pokerules.VideoPokerAnalysis.holds": (probe(CARDS, lambda x: analysis().holds(x)),),
    "pokerules.VideoPokerAnalysis.best_hold": (probe(CARDS, lambda x: analysis().best_hold(x)),),
    # equity and ranges
    "pokerules.parse_range": (probe(TEXT, lambda x: pokerules.parse_range(x)),),
    "pokerules.equity": (
        probe(SEQUENCE, lambda x: pokerules.equity(x, samples=200)),
        probe(CARDS, lambda x: pokerules.equity([x, "KK"], samples=200)),
        probe(CARDS, lambda x: pokerules.equity(["AhAs", "KK"], board=x, samples=200)),
        probe(CARDS, lambda x: pokerules.equity(["AhAs", "KK"], dead=x, samples=200)),
        probe(TEXT, lambda x: pokerules.equity(["AhAs", "KdKc"], board="2c 3d 4h 5s", game=x)),
        probe(
            FLAG | {"none"},
            lambda x: pokerules.equity(["AhAs", "KdKc"], "2c 3d 4h", exact=x),
        ),
        probe(
            INT | {"none"},
            lambda x: pokerules.equity(["AhAs", "KK"], samples=x),
            ints=SMALL,
        ),
        probe(
            NUMBER | {"none"},
            lambda x: pokerules.equity(["AhAs", "KK"], samples=1000, stderr=x),
        ),
        probe(INT | {"none"}, lambda x: pokerules.equity(["AhAs", "KK"], samples=200, seed=x)),
        probe(
            INT | {"none"},
            lambda x: pokerules.equity(["AhAs", "KK"], samples=200, threads=x),
            ints=SMALL,
        ),
        probe(
            frozenset({"none", "object"}),
            lambda x: pokerules.equity(["AhAs", "KK"], samples=20_000, progress=x),
        ),
    ),
    # hand histories
    "pokerules.phh.to_phh": (
        probe(frozenset(), lambda x: to_phh(x)),
        probe(SEQUENCE | {"none"}, lambda x: to_phh(finished(), x)),
    ),
    "pokerules.phh.to_phh_all": (probe(SEQUENCE, lambda x: to_phh_all(x)),),
    "pokerules.phh.variant_code": (probe(frozenset(), lambda x: variant_code(x)),),
    "pokerules.phh.from_phh": (
        probe(TEXT, lambda x: from_phh(x)),
        probe(frozenset({"none"}), lambda x: from_phh(PHH_SAMPLE, game=x)),
        *(
            probe(ANY_KIND, lambda x, f=field: from_phh(phh_with(f, x)), examples=20)
            for field in PHH_FIELDS
        ),
    ),
    "pokerules.phh.from_phh_all": (
        probe(TEXT, lambda x: from_phh_all(x)),
        probe(ANY_KIND, lambda x: from_phh_all(f"[1]\n{phh_with('_seed', x)}")),
    ),
    "pokerules.phh.load": (
        probe(TEXT, lambda x: list(load(x))),
        probe(frozenset({"none"}), lambda x: list(load(phh_file(), game=x))),
    ),
    "pokerules.phh.dump": (
        probe(SEQUENCE, lambda x: dump(x, OUT / "dumped.phhs")),
        probe(TEXT, lambda x: dump(finished(), x)),
    ),
    "pokerules.cards.UnseenCard": (probe(frozenset({"str"}), lambda x: UnseenCard(x)),),
    "pokerules.phh.ImportedHand.cards": (probe(INT, lambda x: hidden_hand().cards(x)),),
    "pokerules.phh.ImportedHand.exposed": (probe(INT, lambda x: hidden_hand().exposed(x)),),
    "pokerules.phh.ImportedHand.equity": (
        probe(INT | {"none"}, lambda x: hidden_hand().equity(x, samples=200, seed=1)),
    ),
    "pokerules.phh.ImportedHand": (
        probe(frozenset(), lambda x: ImportedHand(x, [50, 50])),
        probe(SEQUENCE, lambda x: ImportedHand(NL, x)),
        probe(INT | {"none"}, lambda x: ImportedHand(NL, [50, 50], seed=x)),
        probe(CARDS | {"none"}, lambda x: ImportedHand(NL, [50, 50], deck=x)),
    ),
    # the treys drop-in
    **treys_probes(),
    # the phevaluator and eval7 drop-ins
    **dropin_probes(),
}
"""Each public callable and the probes that drive it; a method without arguments has none."""


def facing() -> Hand:
    """A betting hand where the seat to act faces a bet and may raise."""
    hand = betting()
    hand.bet(4)
    return hand


PLAIN_DATA = {
    "pokerules.HandCategory": "an IntEnum: HandCategory(99) raises the ValueError every enum does",
    "pokerules.HandSetup": "a named tuple of a hand's arguments; Hand.replay checks them",
    "pokerules.LegalActions": "a named tuple the engine builds",
    "pokerules.Pot": "a named tuple the engine builds",
    "pokerules.SessionResult": "a frozen record the session builds",
    "pokerules.Standing": "a frozen record the session builds",
    "pokerules.WildHand": "a frozen record best_wild_hand builds",
    "pokerules.session.simulate.SeatStats": "a frozen record simulate builds",
    "pokerules.session.simulate.SimulationResult": "a frozen record simulate builds",
    "pokerules.session.simulate.HandsTable": "a columnar record simulate builds (methods probed)",
    "pokerules.session.sessions.DealLog": "a frozen record the session builds",
    "pokerules.session.sessions.DiabloPayment": "a frozen record the session builds",
    "pokerules.players.views.Hidden": "a frozen record seat_view builds",
    "pokerules.players.views.SeatView": "a frozen record seat_view builds",
    "pokerules.players.bots.Bot": "a Protocol: it cannot be instantiated",
    "pokerules.compat.treys.LookupTable": "takes no arguments (its methods are probed)",
    "pokerules.BadugiCategory": "an IntEnum, as HandCategory",
    "pokerules.DiscardChoice": "a frozen record best_discards builds",
    "pokerules.DrawOdds": "a frozen record draw_odds builds (its methods are probed)",
    "pokerules.Equity": "a frozen record equity builds",
    "pokerules.PlayerEquity": "a named tuple Equity builds",
    "pokerules.RangeCombo": "a named tuple parse_range builds",
    "pokerules.VideoPokerAnalysis": "a frozen record video_poker builds (its methods are probed)",
    "pokerules.analysis.videopoker.VideoPokerHold": "a record VideoPokerAnalysis.holds builds",
    "pokerules.analysis.draws.DrawScale": "a record draw_scale builds (methods probed)",
}
"""Public classes that are plain records (no arguments are checked, by design), with why."""

COVERED_MODULES = (
    "pokerules",
    "pokerules.cards",
    "pokerules.evaluation.five_card",
    "pokerules.games",
    "pokerules.session.simulate",
    "pokerules.phh",
    "pokerules.players.views",
    "pokerules.players.bots",
    "pokerules.players.strategies",
    "pokerules.session.sessions",
    "pokerules.compat.treys",
    "pokerules.compat.phevaluator",
    "pokerules.compat.eval7",
    "pokerules.evaluation.omaha",
    "pokerules.evaluation.ace_to_five",
    "pokerules.evaluation.badugi",
    "pokerules.analysis.draws",
    "pokerules.analysis.videopoker",
    "pokerules.analysis.equity",
    "pokerules.analysis.ranges",
    "pokerules.session.rotation",
    "pokerules.players.plans",
)


def _takes_arguments(obj: object) -> bool:
    try:
        parameters = inspect.signature(obj).parameters  # type: ignore[arg-type]
    except (TypeError, ValueError):  # a builtin without a signature
        return True
    return any(name not in ("self", "cls") for name in parameters)


def public_callables() -> set[str]:
    """Every public function, class and method that takes arguments, in the covered modules."""
    names: dict[int, str] = {}
    for module_name in COVERED_MODULES:
        module = importlib.import_module(module_name)
        for name in module.__all__:
            obj = getattr(module, name)
            if not (inspect.isclass(obj) or inspect.isroutine(obj)):
                continue
            if not getattr(obj, "__module__", "").startswith("pokerules"):
                continue
            if isinstance(obj, type) and issubclass(obj, BaseException):
                continue
            names.setdefault(id(obj), f"{module_name}.{name}")
    found = set()
    for qualified in names.values():
        module_name, _, class_name = qualified.rpartition(".")
        obj = getattr(importlib.import_module(module_name), class_name)
        if _takes_arguments(obj):
            found.add(qualified)
        if not inspect.isclass(obj) or getattr(obj, "_is_protocol", False):
            continue  # a plain record's constructor is exempt, never its methods
        for attribute, value in vars(obj).items():
            function = value.__func__ if isinstance(value, classmethod | staticmethod) else value
            public = not attribute.startswith("_") and inspect.isfunction(function)
            if public and _takes_arguments(function):
                found.add(f"{qualified}.{attribute}")
    return found


# ------------------------------------------------------------------------------------- running


class Hang(BaseException):
    """Raised by the watchdog in a call that runs too long."""


@contextlib.contextmanager
def watchdog(seconds: float) -> Iterator[None]:
    """Interrupt a call after ``seconds``; a call stuck in native code kills the process with a
    traceback after twice as long, so CI fails instead of hanging."""

    def interrupt(signum: int, frame: object) -> None:
        raise Hang(f"still running after {seconds} s")

    previous = signal.signal(signal.SIGALRM, interrupt)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    faulthandler.dump_traceback_later(2 * seconds, exit=True)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        faulthandler.cancel_dump_traceback_later()
        signal.signal(signal.SIGALRM, previous)


def check_call(entry: Probe, kind: Kind, obj: object) -> None:
    """Call the probe; fail unless it works (with a kind that may be valid) or refuses."""
    with watchdog(WATCHDOG_SECONDS):
        try:
            entry.call(obj)
        except PokerulesError as error:
            assert isinstance(error, ValueError), f"{type(error).__name__} is not a ValueError"
            assert str(error), "an error without a message"
            return
    assert accepted(entry, kind), f"silently accepted a {kind}: {obj!r}"


def accepted(entry: Probe, kind: Kind) -> bool:
    """Whether an object of ``kind`` may be valid for ``entry`` (a record is a tuple)."""
    kinds = entry.accepts
    return "*" in kinds or kind in kinds or (kind == "record" and "tuple" in kinds)


PROBES = [
    (f"{name}[{i}]", entry) for name, entries in TABLE.items() for i, entry in enumerate(entries)
]


@pytest.mark.parametrize("entry", [p for _, p in PROBES], ids=[name for name, _ in PROBES])
def test_entry_point_works_or_refuses(entry: Probe) -> None:
    @settings(
        max_examples=entry.examples,
        deadline=None,
        derandomize=True,
        database=None,
        suppress_health_check=list(HealthCheck),
    )
    @given(tagged=entry.objects())
    def run(tagged: Tagged) -> None:
        check_call(entry, *tagged)

    run()


def test_every_public_callable_is_in_the_table() -> None:
    required = public_callables() - set(PLAIN_DATA)
    missing = sorted(required - set(TABLE))
    assert not missing, f"add these to TABLE in tests/test_abuse.py: {missing}"
    assert not set(TABLE) & set(PLAIN_DATA)


# -------------------------------------------------------------------------------------- census


def census(per_probe: int = 20, only: tuple[str, ...] = ()) -> dict[str, int]:
    """Every probe over ``per_probe`` objects (the same ones each run); what happened, counted.

    ``only``, if given, limits the census to the entry points named (``"pokerules.equity"``).

    Each probe runs in a child process that reports each call's outcome as it goes; a call
    that reports nothing within the watchdog time is a hang (even one stuck in native code,
    which no signal can interrupt): the child is killed and a new one resumes after it.
    """
    import os
    import select

    outcomes = [
        "works",
        "refused",
        "panics",
        "hangs",
        "bare exceptions",
        "errors not ValueError",
        "silently accepted",
        "state changed",
    ]
    counts = dict.fromkeys(outcomes, 0)
    seen: dict[str, set[str]] = {outcome: set() for outcome in outcomes}
    for name, entry in PROBES:
        if only and name.partition("[")[0] not in only:
            continue
        if not _exists(name.partition("[")[0]):
            continue  # an entry point this version does not have
        skip = 0
        while skip < per_probe:
            read_end, write_end = os.pipe()
            child = os.fork()
            if child == 0:
                os.close(read_end)
                with os.fdopen(write_end, "w", buffering=1) as report:
                    _census_run(entry, per_probe, skip, report)()
                os._exit(0)
            os.close(write_end)
            done = skip
            with os.fdopen(read_end) as lines:
                while True:
                    ready, _, _ = select.select([lines], [], [], 8)
                    line = lines.readline() if ready else None
                    if not line:
                        break
                    outcome, _, detail = line.rstrip("\n").partition("|")
                    counts[outcome] += 1
                    seen[outcome].add(f"{name}: {detail}")
                    done += 1
            if line is None:  # silent for too long: a hang
                os.kill(child, signal.SIGKILL)
                counts["hangs"] += 1
                seen["hangs"].add(f"{name}: call {done}")
                done += 1
            os.waitpid(child, 0)
            skip = done if done > skip else per_probe
    for outcome in outcomes[2:]:
        for line in sorted(seen[outcome]):
            print(f"{outcome}: {line}", file=sys.stderr)
    return counts


def _exists(name: str) -> bool:
    """Whether the public name ``module.name`` (or ``module.Class.method``) exists."""
    parts = name.split(".")
    for cut in range(len(parts) - 1, 0, -1):
        try:
            obj: object = importlib.import_module(".".join(parts[:cut]))
        except ImportError:
            continue
        for attribute in parts[cut:]:
            if not hasattr(obj, attribute):
                return False
            obj = getattr(obj, attribute)
        return True
    return False


def _census_run(entry: Probe, per_probe: int, skip: int, report: Any) -> Callable[[], None]:
    from hypothesis import Phase

    def classify(kind: Kind, obj: object) -> str:
        try:
            with watchdog(5):
                entry.call(obj)
        except Hang:
            return "hangs"
        except PokerulesError as error:
            return "refused" if isinstance(error, ValueError) else "errors not ValueError"
        except AssertionError:
            return "state changed"
        except Exception as error:
            return f"bare exceptions|{type(error).__name__}"
        except BaseException as error:
            return "panics" if type(error).__name__ == "PanicException" else "hangs"
        return "works" if accepted(entry, kind) else "silently accepted"

    index = iter(range(per_probe))

    @settings(
        max_examples=per_probe,
        deadline=None,
        derandomize=True,
        database=None,
        phases=[Phase.generate],
        suppress_health_check=list(HealthCheck),
    )
    @given(tagged=entry.objects())
    def run(tagged: Tagged) -> None:
        if next(index, per_probe) < skip:
            return
        kind, obj = tagged
        outcome = classify(kind, obj)
        if "|" not in outcome:
            outcome += f"|{kind}"
        report.write(f"{outcome} {obj!r:.50}".replace("\n", " ") + "\n")

    return run


if __name__ == "__main__":
    import warnings

    warnings.simplefilter("ignore")
    faulthandler.dump_traceback_later = lambda *args, **kwargs: None  # type: ignore[assignment]
    # python tests/test_abuse.py [PER_PROBE [ENTRY_POINT ...]]
    print(census(int(sys.argv[1]) if len(sys.argv) > 1 else 20, tuple(sys.argv[2:])))
