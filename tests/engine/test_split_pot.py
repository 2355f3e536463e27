"""The split pot (rules-notes 4.3): halves, odd chips, quartering, side pots, who shows.

Exact numbers are worked by hand in the comments; the random tests compare against an oracle
written from the rule alone: the pot is handed out one chip at a time.
"""

from __future__ import annotations

import pytest
from deck_helpers import awards, deal_deck, play_out
from hypothesis import given, settings
from hypothesis import strategies as st
from low_oracles import best_a5_key, eight_or_better
from pokerules import Hand, evaluate, find_game
from pokerules.betting.pots import Pot, build_pots
from pokerules.engine.split_pot import (
    award_split_pots,
    split_pot_halves,
    split_show_down,
    split_showdown_plan,
)
from pokerules.records import Award, Muck, Show

# ---------------------------------------------------------------- halves, worked by hand


def test_even_pot_split_between_two_players() -> None:
    assert split_pot_halves(40, [0], [1]) == [(0, 20), (1, 20)]


def test_odd_chip_between_halves_goes_high() -> None:
    # 41 = 21 high + 20 low.
    assert split_pot_halves(41, [3], [1]) == [(3, 21), (1, 20)]


def test_no_qualifying_low_high_scoops() -> None:
    assert split_pot_halves(41, [2], []) == [(2, 41)]


def test_scoop_with_both_halves() -> None:
    assert split_pot_halves(41, [2], [2]) == [(2, 41)]


def test_quartered_pot() -> None:
    # 40: high 20 to seat 0; low 20 shared by 0 and 1: 10 each. Seat 0 takes three quarters.
    assert split_pot_halves(40, [0], [0, 1]) == [(0, 30), (1, 10)]


def test_quartered_with_odd_chips_by_position() -> None:
    # 43: high 22 (odd chip to high), low 21 split 11/10 between the tied lows; the first in
    # position order (seat 2, then seat 0) takes the odd chip of the low half.
    assert split_pot_halves(43, [1], [2, 0]) == [(1, 22), (2, 11), (0, 10)]


def test_three_way_high_tie_and_two_way_low_tie() -> None:
    # 50: high 25 over three seats 9/8/8 in order 4, 0, 1; low 25 over 0 and 5: 13/12.
    assert split_pot_halves(50, [4, 0, 1], [0, 5]) == [(4, 9), (0, 21), (1, 8), (5, 12)]


def test_one_chip_pot_goes_high() -> None:
    assert split_pot_halves(1, [0], [1]) == [(0, 1)]


def test_a_pot_needs_a_high_winner() -> None:
    with pytest.raises(ValueError):
        split_pot_halves(10, [], [1])


def test_each_side_pot_split_separately() -> None:
    # Contributions 10 / 30 / 30 / 30: main 40 for everyone, side 60 for seats 1-3.
    pots = build_pots([10, 30, 30, 30], [False] * 4)
    assert pots == [Pot(40, (0, 1, 2, 3)), Pot(60, (1, 2, 3))]
    # Seat 0 has the best low; seat 1 the best high; seat 2 the best low of the side pot.
    hands = {0: (6000, 1), 1: (10, None), 2: (5000, 20), 3: (4000, None)}
    assert award_split_pots(pots, hands, [0, 1, 2, 3]) == [
        (1, 20, 0), (0, 20, 0),   # main: 1 high, 0 low
        (1, 30, 1), (2, 30, 1),   # side: 1 high, 2 low (seat 0 cannot win it)
    ]  # fmt: skip


def test_side_pot_without_a_low_goes_to_its_high() -> None:
    pots = [Pot(30, (0, 1, 2)), Pot(21, (1, 2))]
    hands = {0: (6000, 3), 1: (100, None), 2: (4000, None)}
    # Main: 15 high to 1, 15 low to 0. Side: no low among 1 and 2, so 21 to seat 1.
    assert award_split_pots(pots, hands, [0, 1, 2]) == [(1, 15, 0), (0, 15, 0), (1, 21, 1)]


def test_unshown_pot_returns_to_its_eligible_seats() -> None:
    assert award_split_pots([Pot(9, (1, 2))], {0: (1, 1)}, [0, 1, 2]) == [(1, 5, 0), (2, 4, 0)]


# ---------------------------------------------------------------- oracle


def chip_by_chip(pots: list[Pot], hands: dict[int, tuple[int, int | None]], order: list[int]):
    """The rule as a procedure: hand out each pot one chip at a time."""
    totals: dict[int, int] = {}
    for amount, eligible in pots:
        seats = [s for s in order if s in eligible and s in hands]
        high_top = min(hands[s][0] for s in seats)
        highs = [s for s in seats if hands[s][0] == high_top]
        qualifying = [hands[s][1] for s in seats if hands[s][1] is not None]
        lows = [s for s in seats if qualifying and hands[s][1] == min(qualifying)]
        halves = [[], []] if lows else [[]]
        for chip in range(amount):
            # Chips alternate high, low, high...: the high half gets the odd one.
            halves[chip % len(halves)].append(chip)
        for winners, half in zip((highs, lows), halves, strict=False):
            for k, _chip in enumerate(half):
                seat = winners[k % len(winners)]
                totals[seat] = totals.get(seat, 0) + 1
    return totals


@settings(max_examples=300, deadline=None)
@given(
    st.lists(st.integers(0, 40), min_size=2, max_size=6),
    st.lists(st.tuples(st.integers(1, 4), st.one_of(st.none(), st.integers(1, 3))), min_size=6,
             max_size=6),
    st.randoms(use_true_random=False),
)  # fmt: skip
def test_awards_match_chip_by_chip_oracle(contributions, values, rng) -> None:
    n = len(contributions)
    folded = [rng.random() < 0.2 for _ in range(n)]
    if all(folded):
        folded[0] = False
    pots = build_pots(contributions, folded)
    live = [s for s in range(n) if not folded[s]]
    hands = {s: values[s] for s in live}
    start = rng.randrange(n)
    order = [(start + i) % n for i in range(n)]
    got: dict[int, int] = {}
    for seat, chips, _ in award_split_pots(pots, hands, order):
        got[seat] = got.get(seat, 0) + chips
    assert got == {s: c for s, c in chip_by_chip(pots, hands, order).items() if c}
    assert sum(got.values()) == sum(contributions)


# ---------------------------------------------------------------- who shows


def test_a_hand_that_can_only_win_low_shows() -> None:
    hands = {0: (100, None), 1: (5000, 30), 2: (6000, 40), 3: (50, 40)}
    plan = split_showdown_plan([0, 1, 2, 3], hands, [Pot(40, (0, 1, 2, 3))])
    # 1 shows for low; 2 can win neither half; 3 wins high.
    assert plan == [(0, True), (1, True), (2, False), (3, True)]


def test_tied_low_shows_and_muck_losers_off_shows_all() -> None:
    hands = {0: (100, 30), 1: (5000, 30), 2: (6000, None)}
    pots = [Pot(30, (0, 1, 2))]
    assert split_showdown_plan([0, 1, 2], hands, pots) == [(0, True), (1, True), (2, False)]
    assert all(shows for _, shows in split_showdown_plan([0, 1, 2], hands, pots, False))


def test_split_show_down_records_and_values() -> None:
    from pokerules import parse_hand
    from pokerules.evaluation.ace_to_five import evaluate_low_a5
    from pokerules.evaluation.five_card import describe

    def value(cards, ups):
        return evaluate(cards), evaluate_low_a5(cards, qualify=8)

    held = {
        0: (list(parse_hand("Ac 2c 3d 4h 6s")), [False] * 5),  # six-high, 6-4-3-2-A low
        1: (list(parse_hand("Kc Kd Ks 9h 9s")), [False] * 5),  # full house, no low
        2: (list(parse_hand("Qc Qd 7s 5h 3s")), [False] * 5),  # queens, no low
    }
    records, shown = split_show_down([0, 1, 2], [Pot(30, (0, 1, 2))], held, value, describe)
    assert [type(r) for r in records] == [Show, Show, Muck]
    assert shown[0][1] is not None and shown[1][1] is None and 2 not in shown


# ---------------------------------------------------------------- through a hand


def best_eight_low_oracle(cards) -> tuple[int, ...] | None:
    from itertools import combinations

    ids = [int(c) for c in cards]
    fives = [f for f in combinations(ids, 5) if eight_or_better(f)]
    return min(best_a5_key(f) for f in fives) if fives else None


def test_hi_lo_draw_hand_through_the_engine() -> None:
    """The hook: any game with ``hi_lo="eight_or_better"`` splits its pots at the showdown."""
    game = find_game("nl-draw", hi_lo="eight_or_better")
    # Seat 0: A 2 3 4 7 (seven-high, 7-4-3-2-A low); seat 1: K K Q Q 9 (two pair, no low);
    # seat 2: 8 6 5 3 2 (eight-high, 8-6-5-3-2 low). Antes 1 each: pot 3 after checks.
    deck = deal_deck(["Ac 2d 3h 4s 7c", "Kc Kd Qh Qs 9c", "8d 6h 5s 3c 2h"], button=2)
    hand = play_out(Hand(game, [50, 50, 50], button=2, deck=deck))
    # Pot 3: high 2 to seat 1 (two pair), low 1 to seat 0 (7-4-3-2-A beats 8-6-5-3-2).
    assert awards(hand) == {1: 2, 0: 1}
    assert hand.stacks == (50, 51, 49)


@pytest.mark.parametrize("seed", range(40))
def test_engine_split_matches_oracle_on_random_draw_hands(seed: int) -> None:
    game = find_game("nl-draw", hi_lo="eight_or_better", ante=3)
    hand = play_out(Hand(game, [60, 40, 60, 60], button=seed % 4, seed=seed))
    shows = {r.seat: r for r in hand.history if type(r) is Show}
    mucked = {r.seat for r in hand.history if type(r) is Muck}
    assert shows
    highs = {s: evaluate(r.cards) for s, r in shows.items()}
    lows = {s: best_eight_low_oracle(r.cards) for s, r in shows.items()}
    # Every pot is the antes: 12 chips, one pot. The oracle hands it out chip by chip.
    hands = {s: (highs[s], lows[s]) for s in shows}
    order = [(hand.setup.button + 1 + i) % 4 for i in range(4)]
    expected = chip_by_chip([Pot(12, tuple(sorted(shows)))], hands, order)
    assert {s: c for s, c in expected.items() if c} == awards(hand)
    assert len(shows) + len(mucked) == 4
    assert sum(r.amount for r in hand.history if type(r) is Award) == 12
