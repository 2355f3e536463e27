"""A reopened round is the round a new ``BettingRound`` would be: the same seat to act, the
same legal actions and the same state, after any play of the round before it."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from pokerules import InvalidArgumentError
from pokerules.betting.rounds import BettingRound
from pokerules.betting.structures import FixedLimit, NoLimit, PotLimit

STRUCTURES = [NoLimit(min_bet=2), PotLimit(min_bet=2), FixedLimit(bets=(2, 4), cap_raises=3)]


def _play_round(rnd: BettingRound, rng: random.Random) -> None:
    """Random legal actions until the round is over."""
    while rnd.legal is not None:
        legal = rnd.legal
        choices = ["fold" if legal.fold else "check"]
        if legal.call:
            choices.append("call")
        if legal.raise_kind is not None:
            choices.append("raise")
        choice = rng.choice(choices)
        if choice == "raise":
            rnd.bet_or_raise(rng.randint(legal.min_to, legal.max_to))
        else:
            getattr(rnd, choice)()


@settings(max_examples=150, deadline=None)
@given(
    structure=st.sampled_from(STRUCTURES),
    stacks=st.lists(st.integers(0, 40), min_size=2, max_size=7),
    seed=st.integers(0, 2**32),
    first=st.integers(0, 6),
    dead=st.integers(0, 5),
)
def test_reopen_matches_a_new_round(
    structure: object, stacks: list[int], seed: int, first: int, dead: int
) -> None:
    n = len(stacks)
    if sum(s > 0 for s in stacks) < 2:
        stacks[0], stacks[1] = 10, 10
    folded = [False] * n
    contributions = [0] * n
    rng = random.Random(seed)
    before = BettingRound(structure, 2, stacks, [0] * n, folded, first % n, 0, 0, contributions)  # type: ignore[arg-type]
    _play_round(before, rng)
    if folded.count(False) < 2:
        return  # the hand is over: no later street
    size = 4
    seat = rng.randrange(n)
    fresh = BettingRound(
        structure, size, list(stacks), [0] * n, list(folded), seat, 0, 0,  # type: ignore[arg-type]
        list(contributions), dead,
    )  # fmt: skip
    before.reopen(size, [0] * n, seat, dead)
    assert before.snapshot() == fresh.snapshot()
    assert (before.live, before.holders, before.matched, before.dead_money) == (
        fresh.live,
        fresh.holders,
        fresh.matched,
        fresh.dead_money,
    )
    # And the two play on alike.
    plays = random.Random(seed + 1), random.Random(seed + 1)
    _play_round(before, plays[0])
    _play_round(fresh, plays[1])
    assert before.snapshot() == fresh.snapshot()
    assert before.stacks == fresh.stacks and before.contributions == fresh.contributions


def test_reopen_refuses_a_bets_list_of_another_table() -> None:
    rnd = BettingRound(NoLimit(min_bet=2), 2, [10, 10, 10], [0, 0, 0], [False] * 3, 0)
    state = rnd.snapshot()
    with pytest.raises(InvalidArgumentError, match="bets list for each of its 3 seats"):
        rnd.reopen(2, [0, 0], 0, 0)
    with pytest.raises(InvalidArgumentError, match="a first seat among them"):
        rnd.reopen(2, [0, 0, 0], 3, 0)
    assert rnd.snapshot() == state
