"""``pokerules.equity`` in every game against an independent brute force.

The brute force deals every runout as the equity documentation counts it: each group of
unseen places (a stud player's "??" cards and cards to come, split face up and face down in
Dead Deuce; a draw player's draw; "??" hole cards; the missing board) gets a *set* of cards
from the unseen deck, each set once, groups never sharing a card. It scores the hands with
the public evaluators (in numpy batches, the same numbers as ``pokerules.evaluate`` and its
siblings one hand at a time) and tallies who takes the pot, or each half of it. Nothing in it
comes from the equity engine, so an engine that deals a wrong set, forgets a dead card or
scores a game by the wrong rule gives different counts.
"""

from __future__ import annotations

import itertools
from collections import Counter
from dataclasses import dataclass
from fractions import Fraction

import numpy as np
import pokerules
import pytest
from pokerules import PokerulesError

Split = tuple[tuple[int, ...], tuple[int, ...]]

STUD = ("stud", "razz", "stud8", "dead-deuce")
DRAW_SIZE = {
    "nl-draw": 5,
    "deuces-wild": 5,
    "diablo": 5,
    "triple-draw": 5,
    "nl-single-draw": 5,
    "badugi": 4,
}
# Dead Deuce's face-up places: the third to sixth cards dealt (indices 2 to 5).
FACE_UP = range(2, 6)
NO_LOW = 1 << 30  # worse than every real low: the evaluators' values are small


def _cards(text: str) -> list[int | None]:
    """Card ids in order, ``None`` for each "??" (spaces optional: "?? ?? Kd7c")."""
    text = "".join(text.split())
    tokens = [text[i : i + 2] for i in range(0, len(text), 2)]
    return [None if t == "??" else int(pokerules.parse_hand(t)[0]) for t in tokens]


@dataclass(frozen=True)
class Spot:
    """A spot laid out for dealing: each player's places (a card id, or None to fill), the
    board's, and the groups of places that each take one set of unseen cards."""

    hands: list[list[int | None]]
    board: list[int | None]
    groups: list[list[tuple[int, int]]]  # (player, place); player -1 is the board
    unseen: list[int]


def lay_out(game: str, players: list[str], board: str, dead: str) -> Spot:
    """Where the unseen cards go in ``game``, by the documented counting."""
    hands = [_cards(p) for p in players]
    board_cards: list[int | None] = [*_cards(board)]
    if game in STUD:
        hands = [h + [None] * (7 - len(h)) for h in hands]
    elif game in DRAW_SIZE:
        hands = [h + [None] * (DRAW_SIZE[game] - len(h)) for h in hands]
    else:
        board_cards += [None] * (5 - len(board_cards))
    groups: list[list[tuple[int, int]]] = []
    for p, hand in enumerate(hands):
        holes = [(p, i) for i, c in enumerate(hand) if c is None]
        if game == "dead-deuce":  # a deuce is wild face up only: two groups
            groups.append([(p, i) for p, i in holes if i in FACE_UP])
            groups.append([(p, i) for p, i in holes if i not in FACE_UP])
        else:
            groups.append(holes)
    groups.append([(-1, i) for i, c in enumerate(board_cards) if c is None])
    named = [*(c for h in hands for c in h), *board_cards, *_cards(dead)]
    seen = [c for c in named if c is not None]
    assert len(seen) == len(set(seen)), "a spot names a card twice"
    known = set(seen)
    unseen = [c for c in range(52) if c not in known]
    return Spot(hands, board_cards, [g for g in groups if g], unseen)


def runouts(unseen: list[int], sizes: list[int]) -> np.ndarray:
    """Every way to give each group a set of ``sizes[g]`` cards, no card twice: one row per
    runout, the groups' cards side by side. Built group by group: each partial runout is
    joined with every set of the next size, and the pairs that share a card are dropped."""
    rows = np.zeros((1, 0), dtype=np.int64)
    used = np.zeros(1, dtype=np.uint64)
    for size in sizes:
        sets = np.array(list(itertools.combinations(unseen, size)), dtype=np.int64)
        masks = np.bitwise_or.reduce(np.left_shift(np.uint64(1), sets.astype(np.uint64)), axis=1)
        row, pick = np.nonzero((used[:, None] & masks[None, :]) == 0)
        rows = np.hstack([rows[row], sets[pick]])
        used = used[row] | masks[pick]
    return rows


def deal(spot: Spot) -> tuple[np.ndarray, np.ndarray]:
    """Every runout's hands ``(runouts, players, cards)`` and boards ``(runouts, cards)``."""
    filled = runouts(spot.unseen, [len(g) for g in spot.groups])
    count = len(filled)
    hands = np.array([[-1 if c is None else c for c in h] for h in spot.hands], dtype=np.int64)
    hands = np.repeat(hands[None], count, axis=0)
    board = np.array([-1 if c is None else c for c in spot.board], dtype=np.int64)
    board = np.repeat(board[None], count, axis=0).reshape(count, len(spot.board))
    column = 0
    for group in spot.groups:
        for player, place in group:
            if player < 0:
                board[:, place] = filled[:, column]
            else:
                hands[:, player, place] = filled[:, column]
            column += 1
    return hands, board


def score(game: str, hands: np.ndarray, board: np.ndarray) -> tuple[np.ndarray, np.ndarray | None]:
    """Each runout's and player's value (lower is better) on the game's scale, and the
    eight-or-better low (``NO_LOW`` without one) in the split games."""
    count, players, size = hands.shape
    flat = hands.reshape(count * players, size)

    def shaped(values: np.ndarray) -> np.ndarray:
        return np.asarray(values, dtype=np.int64).reshape(count, players)

    if game in ("holdem", "omaha", "omaha8"):
        boards = np.repeat(board, players, axis=0)
        if game == "holdem":
            return shaped(pokerules.evaluate_many(np.hstack([flat, boards]))), None
        if game == "omaha":
            return shaped(pokerules.evaluate_omaha_many(flat, boards)), None
        high, low = pokerules.evaluate_omaha_hilo_many(flat, boards)
        return shaped(high), np.where(shaped(low) == 0, NO_LOW, shaped(low))
    if game in ("stud", "nl-draw"):
        return shaped(pokerules.evaluate_many(flat)), None
    if game == "razz":
        return shaped(pokerules.evaluate_low_a5_many(flat)), None
    if game == "stud8":
        low = shaped(pokerules.evaluate_low_a5_many(flat, qualify=8))
        return shaped(pokerules.evaluate_many(flat)), np.where(low == 0, NO_LOW, low)
    if game == "dead-deuce":
        # The wild mask is the rule: a deuce (ids 0-3) is wild in a face-up place only.
        places = np.arange(size)
        mask = (flat < 4) & (places >= FACE_UP.start) & (places < FACE_UP.stop)
        return shaped(pokerules.evaluate_wild_many(flat, wild_mask=mask)), None
    if game in ("deuces-wild", "diablo"):
        return shaped(pokerules.evaluate_wild_many(flat)), None
    if game in ("triple-draw", "nl-single-draw"):
        return shaped(pokerules.evaluate_low27_many(flat)), None
    if game == "badugi":
        return shaped(pokerules.evaluate_badugi_many(flat)), None
    raise AssertionError(f"no brute force for {game}")


def _winner_bits(values: np.ndarray) -> np.ndarray:
    best = values.min(axis=1, keepdims=True)
    return ((values == best) * (1 << np.arange(values.shape[1]))).sum(axis=1)


def _members(bits: int, players: int) -> tuple[int, ...]:
    return tuple(p for p in range(players) if bits >> p & 1)


def brute_force(game: str, players: list[str], board: str = "", dead: str = "") -> Counter[Split]:
    """Runouts counted by (high winners, low winners), the low ``()`` when nobody has one."""
    hands, boards = deal(lay_out(game, players, board, dead))
    high, low = score(game, hands, boards)
    high_bits = _winner_bits(high)
    low_bits = np.zeros_like(high_bits)
    if low is not None:
        low_bits = np.where(low.min(axis=1) < NO_LOW, _winner_bits(low), 0)
    keys, counts = np.unique(high_bits * 1024 + low_bits, return_counts=True)
    n = len(players)
    return Counter(
        {
            (_members(int(k) // 1024, n), _members(int(k) % 1024, n)): int(c)
            for k, c in zip(keys, counts, strict=True)
        }
    )


@dataclass(frozen=True)
class Figures:
    """What :class:`pokerules.Equity` should say for a tally of splits, by its docstring."""

    runouts: int
    wins: tuple[int, ...]
    ties: tuple[int, ...]
    equity: tuple[Fraction, ...]
    outcomes: dict[tuple[int, ...], int]


def figures(splits: Counter[Split], players: int) -> Figures:
    """Scoops, partial shares, shares of the pot and outcomes from the splits: each half to
    its best hands evenly, the whole pot to the high when nobody has a low."""
    runouts = sum(splits.values())
    share = [Fraction(0)] * players
    wins = [0] * players
    ties = [0] * players
    outcomes: Counter[tuple[int, ...]] = Counter()
    for (high, low), count in splits.items():
        halves = (
            [(high, Fraction(1))] if not low else [(high, Fraction(1, 2)), (low, Fraction(1, 2))]
        )
        for winners, part in halves:
            for p in winners:
                share[p] += count * part / len(winners)
        takers = tuple(sorted(set(high) | set(low)))
        outcomes[takers] += count
        for p in takers:
            if takers == (p,):
                wins[p] += count
            else:
                ties[p] += count
    return Figures(runouts, tuple(wins), tuple(ties), tuple(s / runouts for s in share), outcomes)


def assert_matches(result: pokerules.Equity, splits: Counter[Split]) -> None:
    """The engine's counts are the brute force's, field by field."""
    want = figures(splits, len(result.hands))
    assert result.runouts == want.runouts
    assert {(high, low): count for high, low, count in result.splits} == dict(splits)
    assert (result.wins, result.ties) == (want.wins, want.ties)
    assert dict(result.outcomes) == dict(want.outcomes)
    assert result.equity == pytest.approx([float(e) for e in want.equity], abs=1e-12)


# Each spot is small enough for the brute force to deal in well under a second.
SPOTS = [
    # Stud: heads-up on sixth street, then three players with dead cards, then four on the
    # river with the opponents' last down cards unseen.
    pytest.param("stud", ["Ah Kd 7c 7s 2d 9h", "Qs Qc 5h Jd 3c 8s"], "", "", id="stud-2p"),
    pytest.param(
        "stud",
        ["Ah Kd 7c 7s 2d 9h", "Qs Qc 5h Jd 3c 8s", "Th Tc 6s 6d 4c Jc"],
        "",
        "Kh 8d 2c",
        id="stud-3p-dead",
    ),
    pytest.param(
        "stud",
        [
            "As Ks Qs Js 3d 4c 9s",
            "Kh 7d 8h 8c 5d 5s ??",
            "Td Tc 9c 9d 2h 6s ??",
            "Ad Ac 4h 4s Jh Jc ??",
        ],
        "",
        "",
        id="stud-4p-unseen",
    ),
    # Fifth street, dead cards keeping the deal small: each player's two cards to come (one
    # up, one down) are one set, as in every stud game but Dead Deuce.
    pytest.param(
        "razz",
        ["Ah Kd 7c 9s Js", "Qs Qc 5h Jd 3c"],
        "",
        "2c 2d 2h 8s 3d 3h 3s 4c 4d 4h 4s 5c 5d 6c 6d 6h",
        id="razz-fifth",
    ),
    pytest.param(
        "stud8",
        ["Ah 2d 7c 9s Js", "Qs Qc 5h 3c Jd", "Kh 8s 6d Tc Ts"],
        "",
        "2c 2h 2s 3d 3h 3s 4c 4d 4h 4s 5c 5d 6c 6h 7d 7h 7s 8c 8d 9c 9d 9h",
        id="stud8-fifth-3p",
    ),
    # Razz: hidden down cards on sixth street, then three players with dead cards.
    pytest.param("razz", ["?? 4d 3c 5d 7h 8s", "Ah 2d 9c Kd 4s 6c"], "", "", id="razz-2p-unseen"),
    pytest.param(
        "razz",
        ["Ah 2d 3c 7s Kd 8c", "4h 5s 6d 9h Qc 2s", "?? 5h 3h 4c 6h Th"],
        "",
        "7d 5c Jh 8h Qd Kc 9s Jd",
        id="razz-3p-dead",
    ),
    # Stud eight-or-better: lows against highs, quartered lows, and a river with no low.
    pytest.param("stud8", ["Ah 2d 3c Kd 9c 8s", "As 2s Qc Qd 7h 6h"], "", "", id="stud8-2p"),
    pytest.param(
        "stud8",
        ["Ah 2d 3c Kd 9c 8s", "?? 6d Qc Qd 7h 4h", "Ad Kc Ks 5c 6c Tc"],
        "",
        "Jh Js Jd Jc Th Ts Td 9h 9s 9d",
        id="stud8-3p-unseen",
    ),
    pytest.param(
        "stud8",
        ["Kh Kd Qc Qs 9c 9h Jd", "?? ?? Ts Tc Jc Js ??"],
        "",
        "",
        id="stud8-no-low-possible",
    ),
    # Dead Deuce: a "??" in a face-up place, deuces up and down, three players.
    pytest.param(
        "dead-deuce",
        ["Ah Ac 2s Kd 9c 7h 3d", "?? Qd ?? Tc 4h 2d ??"],
        "",
        "",
        id="dead-deuce-up-unseen",
    ),
    pytest.param(
        "dead-deuce",
        ["2h Ac 2s Kd 9c 7h", "Qh Qd Js Tc 4h 2d", "Ks Kc 5d 5h 8s 3c"],
        "",
        "2c",
        id="dead-deuce-3p",
    ),
    # Draw games, one draw: every game, two to four players, dead cards (the discards).
    pytest.param("nl-draw", ["Ah Ad Ks", "Qc Jc Tc 9c"], "", "", id="nl-draw-2p"),
    pytest.param(
        "nl-draw", ["Ah Ad Ks 7d", "Qc Jc Tc 9c", "8s 8h 8d 3c"], "", "2c 3d 4h", id="nl-draw-3p"
    ),
    pytest.param("deuces-wild", ["2c Ah Kh", "Qs Qd Qc 2d"], "", "", id="deuces-wild-2p"),
    pytest.param(
        "deuces-wild",
        ["2c 2h Ah 9s", "Qs Qd Qc 7d", "Js Ts 9d 8c 7c"],
        "",
        "Kh",
        id="deuces-wild-3p",
    ),
    pytest.param("diablo", ["Ah Kh Qh", "7c 7d 2s 9h"], "", "3c", id="diablo-2p"),
    pytest.param(
        "triple-draw", ["7h 5d 3c 2s", "9s 8d 6c 4h 3s", "8h 6d 4s"], "", "Kc", id="triple-draw-3p"
    ),
    pytest.param(
        "nl-single-draw", ["9s 7d 5c 4h 2s", "8h 6d 4s 3c"], "", "Kc", id="single-draw-pat-nine"
    ),
    pytest.param(
        "nl-single-draw",
        ["7h 5d 3c 2s", "8s 6d 4h 3h", "9s 7d 5c 4d 2h", "Td 8c 6h 5s"],
        "",
        "Kc Kd",
        id="single-draw-4p",
    ),
    pytest.param("badugi", ["Ah 2c 3d", "4s 5h"], "", "", id="badugi-2p"),
    pytest.param(
        "badugi",
        ["", "Ah 2c 3d 4s"],
        "",
        "5c 6c 7c 8c 9c Tc Jc Qc Kc 5d",
        id="badugi-draw-four",
    ),
    pytest.param("badugi", ["Ah 2c 3d", "4s 5h 6d", "Kc Qd 9h"], "", "7s", id="badugi-3p"),
    # Board games with unseen hole cards, and five- and six-card Omaha.
    pytest.param("holdem", ["Ah ??", "Kd Kc"], "Qh 7h 2c 9s", "", id="holdem-unseen"),
    pytest.param("holdem", ["Ah As", "?? ??", "Kd Qd"], "Qh 7h 2c 3s", "Jd Td", id="holdem-3p"),
    pytest.param("omaha", ["Ah As ?? ??", "Kd Kc Qh Jh"], "2h 7h 8c 9d", "", id="omaha-unseen"),
    pytest.param("omaha", ["AhAsKd7c6c", "QhJhTc9c2d"], "2h 7h 8c", "", id="omaha-5"),
    pytest.param(
        "omaha", ["AhAsKd7c6c5d", "QhJhTc9c2d3d", "KsQsJsTs????"], "2h 7h 8c 4s", "", id="omaha-6"
    ),
    pytest.param("omaha8", ["Ah2hKsKd7c", "Ac2d9s9c5s"], "3c 4d Jh", "", id="omaha8-5"),
    pytest.param(
        "omaha8",
        ["Ah2hKsKd7c6d", "Ac2d9s9c????"],
        "3c 4d Jh Qs",
        "",
        id="omaha8-6-unseen",
    ),
    pytest.param(
        "omaha8", ["Ah2h3s4d", "KcKdQsJh", "Ac2d5s6c"], "7h 8d Kh", "", id="omaha8-3p-existing"
    ),
]


@pytest.mark.parametrize(("game", "players", "board", "dead"), SPOTS)
def test_exact_counts_equal_the_brute_force(
    game: str, players: list[str], board: str, dead: str
) -> None:
    result = pokerules.equity(players, board, dead, game=game, exact=True)
    assert result.exact
    assert result.game == game
    assert_matches(result, brute_force(game, players, board, dead))


def test_exact_stud_fifth_street_heads_up() -> None:
    # The spot of the speed goal: C(42, 2) * C(40, 2) = 671,580 runouts.
    players = ["Ah Kd 7c 9s Js", "Qs Qc 5h Jd 3c"]
    result = pokerules.equity(players, game="stud")
    assert result.exact, "heads-up from fifth street on is exact by default"
    assert result.runouts == 671_580
    assert_matches(result, brute_force("stud", players))


@pytest.mark.parametrize(
    "orders",
    [
        # The deuce up (third card) is wild: aces full; down (first card) it is a two.
        (["Ah Ac 2s Kd 9c Kh", "Qh Qd Js Jc 4h 4d"], ["2s Ah Ac Kd 9c Kh", "Qh Qd Js Jc 4h 4d"]),
        # The same swap on fifth street, with dead cards to keep the deal small.
        (
            ["Ah 9c 2s Kd Kh", "Qh Qd Js Jc 4h"],
            ["2s 9c Ah Kd Kh", "Qh Qd Js Jc 4h"],
        ),
    ],
)
def test_dead_deuce_order_decides(orders: tuple[list[str], list[str]]) -> None:
    """The same cards in another dealing order are another hand, and the engine says so."""
    fifth = len(orders[0][0].split()) == 5
    dead = "3c 3d 5c 5d 6c 6d 7c 7d 8c 8d Tc Td 3h 3s 5h 5s 6h 6s 7h 7s" if fifth else ""
    found = []
    for players in orders:
        splits = brute_force("dead-deuce", players, dead=dead)
        assert_matches(pokerules.equity(players, dead=dead, game="dead-deuce", exact=True), splits)
        found.append(splits)
    assert found[0] != found[1], "the spot must tell a face-up deuce from a face-down one"


def test_pat_nine_against_a_one_card_draw() -> None:
    # poker-equity's published example: nine of the 42 cards (the 2s, 5s and 7s left) make
    # a better low than the pat nine.
    result = pokerules.equity(["9s 7d 5c 4h 2s", "8h 6d 4s 3c"], dead="Kc", game="nl-single-draw")
    assert (result.wins, result.runouts) == ((33, 9), 42)


# Sampling: a spot of each family, sampled and exact.
SAMPLED = [
    ("stud", ["Ah Kd 7c 7s 2d 9h", "Qs Qc 5h Jd 3c 8s", "Th Tc 6s 6d 4c Jc"], "", "Kh 8d 2c"),
    ("razz", ["?? 4d 3c 5d 7h 8s", "Ah 2d 9c Kd 4s 6c"], "", ""),
    ("stud8", ["Ah 2d 3c Kd 9c 8s", "?? 6d Qc Qd 7h 4h", "Ad Kc Ks 5c 6c Tc"], "", ""),
    ("dead-deuce", ["Ah Ac 2s Kd 9c 7h 3d", "?? Qd ?? Tc 4h 2d ??"], "", ""),
    ("deuces-wild", ["2c Ah Kh", "Qs Qd Qc 2d"], "", ""),
    ("triple-draw", ["7h 5d 3c 2s", "9s 8d 6c 4h 3s", "8h 6d 4s"], "", "Kc"),
    ("badugi", ["Ah 2c 3d", "4s 5h"], "", ""),
    ("omaha8", ["Ah2hKsKd7c6d", "Ac2d9s9c????"], "3c 4d Jh Qs", ""),
]


@pytest.mark.parametrize(("game", "players", "board", "dead"), SAMPLED)
def test_sampled_within_four_standard_errors(
    game: str, players: list[str], board: str, dead: str
) -> None:
    exact = pokerules.equity(players, board, dead, game=game, exact=True)
    sampled = pokerules.equity(players, board, dead, game=game, samples=20_000, seed=11)
    assert not sampled.exact
    assert sampled.runouts == 20_000
    assert sampled.stderr is not None
    for got, want, error in zip(sampled.equity, exact.equity, sampled.stderr, strict=True):
        assert error > 0 or want in (0.0, 1.0)
        assert abs(got - want) <= 4 * error + 1e-12


def above_eight(seat: int, cards: tuple[pokerules.Card, ...], draws_left: int) -> list[object]:
    """A plan for the later draws: throw every card above an eight."""
    return [card for card in cards if card.rank > 6]


TRIPLE = ("triple-draw", ["7h 5d 3c 2s", "9s 8d 6c 4h 3s", "8h 6d 4s"], "", "Kc")


@pytest.mark.parametrize(
    ("game", "players", "board", "dead", "draws", "plan"),
    [(*spot, None, None) for spot in SAMPLED]
    + [(*TRIPLE, 3, plan) for plan in ("pat", above_eight, None)],  # None: "best"
    ids=[game for game, *_ in SAMPLED]
    + ["triple-draw-pat", "triple-draw-callable", "triple-draw-best"],
)
def test_seeded_samples_repeat_on_any_thread_count(
    game: str, players: list[str], board: str, dead: str, draws: int | None, plan: object
) -> None:
    """A seed fixes every count, on one thread as on two, multi-draw plans included."""
    count = 2_000 if callable(plan) else 20_000  # a Python plan is called 6 times a runout
    runs = [
        pokerules.equity(
            players, board, dead, game=game, samples=count, seed=5, threads=t, draws=draws,
            plan=plan,
        )
        for t in (1, 2)
    ]  # fmt: skip
    one, two = ((r.wins, r.ties, r.splits, r.equity, r.stderr) for r in runs)
    assert one == two
    other = pokerules.equity(
        players, board, dead, game=game, samples=count, seed=6, draws=draws, plan=plan
    )
    assert other.splits != runs[0].splits, "another seed deals other runouts"


SEVEN, SEVEN_2 = "Ah Kd 7c 5s 4d 3c 2h", "Qs Qc 5h Jd 8c 8d 8h"
# Bad input: each error names the problem (the regular expression) and is a ValueError.
ERRORS = [
    pytest.param("stud", ["Ah Kd 7c", "Qs Qc 5h Jd"], "", "", None, "same number", id="streets"),
    pytest.param("razz", [SEVEN + " 9d", SEVEN_2 + " 9s"], "", "", None, "3 to 7", id="stud-8"),
    pytest.param("nl-draw", ["Ah Kd 7c 5s 4d 3c", "Qs"], "", "", None, "0 to 5", id="draw-6"),
    pytest.param("badugi", ["Ah Kd 7c 5s 4d", "Qs"], "", "", None, "0 to 4", id="badugi-5"),
    pytest.param("omaha", ["AhAsKdKc2c3c4c", "QhJhTc9c2d3d4d"], "", "", None, "6", id="omaha-7"),
    pytest.param(
        "stud", ["Ah Kd 7c", "Qs Qc 5h"], "2c 3c 4c", "", None, "no board", id="stud-board"
    ),
    pytest.param(
        "triple-draw", ["7h 5d", "9s 8d"], "2c 3c 4c", "", None, "no board", id="draw-board"
    ),
    pytest.param("stud", ["Ah Kd 7c", "Ah Qc 5h"], "", "", None, "Ah is both", id="card-twice"),
    pytest.param("badugi", ["Ah 2c", "3d 4s"], "", "2c", None, "2c is both", id="dead-twice"),
    pytest.param("diablo", ["Ah Kh", "7c 7d 2s 9h"], "", "", None, "at most 2", id="diablo"),
    pytest.param("deuces-wild", ["Ah", "7c 7d 2s 9h"], "", "", None, "at most 3", id="deuces-wild"),
    pytest.param("nl-single-draw", ["7h 5d", "9s 8d"], "", "", 2, "1 to 1", id="draws-single"),
    pytest.param("triple-draw", ["7h 5d", "9s 8d"], "", "", 4, "1 to 3", id="draws-four"),
    pytest.param("stud", ["Ah Kd 7c", "Qs Qc 5h"], "", "", 2, "no draw", id="draws-stud"),
]


@pytest.mark.parametrize(("game", "players", "board", "dead", "draws", "message"), ERRORS)
def test_bad_input_is_refused_by_name(
    game: str, players: list[str], board: str, dead: str, draws: int | None, message: str
) -> None:
    with pytest.raises(PokerulesError, match=message) as caught:
        pokerules.equity(players, board, dead, game=game, draws=draws)
    assert isinstance(caught.value, ValueError)


def test_exact_work_over_the_bound_is_refused() -> None:
    # Three players on fifth street, one with a hidden card: 2.2e9 runouts of three hands,
    # 6.5e9 hands valued, over the documented 4 * 10**9.
    players = ["Ah 2d 3c 7s Kd", "4h 5s 6d 9h Qc", "?? 5h 3h 4c 6h"]
    with pytest.raises(PokerulesError, match="limit is 4e9") as caught:
        pokerules.equity(players, dead="7d 5c Jh", game="razz", exact=True)
    assert isinstance(caught.value, ValueError)
    # Without exact=True the same spot is sampled.
    assert not pokerules.equity(players, dead="7d 5c Jh", game="razz", samples=1_000).exact


@pytest.mark.parametrize(
    ("players", "exact"),
    [
        (["Ah Kd 7c 9s Js", "Qs Qc 5h Jd 3c"], True),  # heads-up on fifth street
        (["Ah Kd 7c 9s Js 4c", "Qs Qc 5h Jd 3c 4d", "Th Tc 9h 8d 2c 2d"], True),  # 3-way, sixth
        (["Ah Kd 7c 9s", "Qs Qc 5h Jd"], False),  # heads-up on fourth: 54 million runouts
    ],
)
def test_exact_by_default_where_documented(players: list[str], exact: bool) -> None:
    assert pokerules.equity(players, game="stud").exact is exact
