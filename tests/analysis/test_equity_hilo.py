"""``pokerules.equity(game="omaha8")`` against a brute force written from the hi-lo rule."""

from __future__ import annotations

import itertools
from collections import Counter
from fractions import Fraction

import pokerules
import pytest
from low_oracles import best_eight_low, omaha_fives
from pokerules import parse_hand

Split = tuple[tuple[int, ...], tuple[int, ...]]


def _ids(text: str) -> list[int]:
    return [int(c) for c in parse_hand(text)]


def _winners(values: list[object]) -> tuple[int, ...]:
    """The players tied for the smallest value; nobody if no player has one."""
    present = [v for v in values if v is not None]
    if not present:
        return ()
    best = min(present)  # type: ignore[type-var]
    return tuple(i for i, v in enumerate(values) if v == best)


def brute_force(hands: list[str], board: str, dead: str = "") -> Counter[Split]:
    """Runouts counted by (high winners, low winners): every completion of the board, each
    player's best high over the 60 choices of two hole and three board cards by
    ``pokerules.evaluate``, and the best eight-or-better low by the a5 oracle."""
    holes = [_ids(h) for h in hands]
    board_cards = _ids(board)
    used = {c for h in holes for c in h} | set(board_cards) | set(_ids(dead))
    live = [c for c in range(52) if c not in used]
    splits: Counter[Split] = Counter()
    for rest in itertools.combinations(live, 5 - len(board_cards)):
        full = board_cards + list(rest)
        fives = [omaha_fives(hole, full) for hole in holes]
        highs = [min(pokerules.evaluate(*five) for five in f) for f in fives]
        lows = [best_eight_low(f) for f in fives]
        splits[_winners(list(highs)), _winners(list(lows))] += 1
    return splits


def expected_figures(
    splits: Counter[Split], players: int
) -> tuple[list[Fraction], list[int], list[int]]:
    """Each player's share of the pot as a fraction, scoops and partial shares, by the rule."""
    runouts = sum(splits.values())
    share = [Fraction(0)] * players
    scoops = [0] * players
    partial = [0] * players
    for (high, low), count in splits.items():
        halves = (
            [(high, Fraction(1))] if not low else [(high, Fraction(1, 2)), (low, Fraction(1, 2))]
        )
        got = [Fraction(0)] * players
        for winners, part in halves:
            for p in winners:
                got[p] += part / len(winners)
        for p in range(players):
            share[p] += count * got[p]
            if got[p] == 1:
                scoops[p] += count
            elif got[p] > 0:
                partial[p] += count
    return [s / runouts for s in share], scoops, partial


SPOTS = [
    # Quartered lows: both hold A-2 for the same low, one has the better high.
    (["Ah2hKsKd", "Ac2d9s9c"], "3c 4d Jh Qs", ""),
    # No low possible: three of the four board cards are above eight.
    (["Ah2h3s4d", "KcKdQsJh"], "9c Td 5c Js", ""),
    # A split high (both play the same straight), three players, a dead card.
    (["Ts9d2c3c", "Th9h4s5s", "AdKd7c6c"], "Jc Qh 8s 2d", "Ah"),
    # Flops: two and three players, with counterfeits and flush draws.
    (["Ah2h3s4d", "Ac2d5s6c"], "7h 8d Kh", ""),
    (["AsKs2d3d", "QhQc7h6c", "Ad4c5hJs"], "2s 8s Tc", ""),
]


@pytest.mark.parametrize(("hands", "board", "dead"), SPOTS)
def test_exact_counts_match_the_rule(hands: list[str], board: str, dead: str) -> None:
    result = pokerules.equity(hands, board=board, dead=dead, game="omaha8", exact=True)
    expected = brute_force(hands, board, dead)
    assert result.exact and result.game == "omaha8" and result.seed is None
    assert {(h, lo): c for h, lo, c in result.splits} == dict(expected)
    assert result.runouts == sum(expected.values())
    share, scoops, partial = expected_figures(expected, len(hands))
    assert list(result.wins) == scoops and list(result.ties) == partial
    assert list(result.equity) == [float(s) for s in share]
    assert sum(Fraction(e) for e in share) == 1
    # Outcomes: the runouts by the set of players who get any share.
    sharing: Counter[tuple[int, ...]] = Counter()
    for (high, low), count in expected.items():
        sharing[tuple(sorted(set(high) | set(low)))] += count
    assert dict(result.outcomes) == dict(sharing)


def test_pokerules_splits_quartered_pots_split_highs_and_no_low() -> None:
    """pokerules reports each case the rule has to get right on the spots above: a quartered
    low, a board with no low for anyone, a split high."""

    def splits(spot: tuple[list[str], str, str]) -> list[tuple[tuple[int, ...], ...]]:
        hands, board, dead = spot
        result = pokerules.equity(hands, board=board, dead=dead, game="omaha8", exact=True)
        return [(high, low) for high, low, _ in result.splits]

    assert ((0,), (0, 1)) in splits(SPOTS[0])  # seat 0 scoops high and is quartered in low
    assert all(low == () for _, low in splits(SPOTS[1]))
    assert any(len(high) == 2 for high, _ in splits(SPOTS[2]))


def test_sampling_converges_on_the_exact_answer_with_any_threads() -> None:
    hands = ["Ah2h3s4d", "KcKdQsJh", "Ac2d5s6c"]
    exact = pokerules.equity(hands, board="7h 8d Kh", game="omaha8", exact=True)
    runs = [
        pokerules.equity(hands, board="7h 8d Kh", game="omaha8", samples=200_000, seed=9, threads=t)
        for t in (1, 2)
    ]
    assert runs[0] == runs[1]
    sampled = runs[0]
    assert not sampled.exact and sampled.runouts == 200_000 and sampled.seed == 9
    assert sampled.stderr is not None
    for player in range(3):
        error = sampled.stderr[player]
        assert 0 < error < 0.01
        # Five standard errors: a seeded run outside it would be a one-in-a-million draw.
        assert abs(sampled.equity[player] - exact.equity[player]) <= 5 * error
    other = pokerules.equity(hands, board="7h 8d Kh", game="omaha8", samples=200_000, seed=10)
    assert other.splits != sampled.splits
    # Stopping on the standard error lands on the same chunk whatever the threads.
    by_error = [
        pokerules.equity(["AhAs2d3c", "random"], game="FO/8", stderr=0.003, seed=2, threads=t)
        for t in (1, 2)
    ]
    assert by_error[0] == by_error[1]
    assert by_error[0].stderr is not None and max(by_error[0].stderr) <= 0.003


def test_high_games_report_splits_with_no_low() -> None:
    result = pokerules.equity(["AhKh", "QsQd"], board="Qh 7h 2c", exact=True)
    assert result.splits == tuple((who, (), count) for who, count in result.outcomes)


def test_names_hands_and_limits() -> None:
    by_alias = pokerules.equity(["Ah2hKsKd", "Ac2d9s9c"], board="3c4dJhQs", game="O8", exact=True)
    assert by_alias.game == "omaha8" and by_alias.runouts == 40
    with pytest.raises(pokerules.InvalidHandError, match="not an Omaha hand"):
        pokerules.equity(["AA", "KK"], game="omaha8")
    with pytest.raises(pokerules.InvalidHandError, match="deals 4 hole cards"):
        pokerules.equity([["Ah", "As"], "KdKcQhQs"], game="omaha8")
    with pytest.raises(pokerules.InvalidHandError, match="same number of dealt cards"):
        pokerules.equity(["AhAs2d3c", "KdKcQhQsJd"], game="stud8")
    with pytest.raises(pokerules.InvalidArgumentError, match="sample instead"):
        pokerules.equity(["random", "random"], game="omaha8", exact=True)
    with pytest.raises(pokerules.InvalidHandError, match="Ah is both"):
        pokerules.equity(["AhAs2d3c", "KdKcQhQs"], board="Ah 7c 8d", game="omaha8")
