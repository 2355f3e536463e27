"""Peer engines driven the way pokerules' benchmarks drive pokerules, for fair comparisons.

pokerkit is optional: it is imported only when these functions run (install
``pokerules[bench]``). ``pokerules bench`` and ``benches/test_bench_engine.py`` both use them.

>>> import importlib.util
>>> from pokerules.cli.peers import pokerkit_hands_per_second
>>> rate = pokerkit_hands_per_second("triple-draw", 0.05)
>>> rate is None or rate > 0
True
"""

from __future__ import annotations

import importlib.util
import random
import time
import warnings
from collections.abc import Callable
from typing import Any

__all__ = [
    "play_pokerkit",
    "pokerkit_factory",
    "pokerkit_hand",
    "pokerkit_hands_per_second",
    "rate",
]

SEATS = 6
STACK = 200
CHIPS = SEATS * STACK


def pokerkit_hand(state: Any, rng: random.Random) -> int:
    """Plays a pokerkit state to the end with the random policy; returns its decisions."""
    decisions = 0
    while state.status:
        seat = state.stand_patter_or_discarder_index
        if seat is not None:
            cards = state.hole_cards[seat]
            state.stand_pat_or_discard(rng.sample(cards, rng.randint(0, len(cards))))
        elif state.actor_index is None:
            raise AssertionError(f"pokerkit waits for no decision: {state.operations[-1:]}")
        else:
            options = []
            if state.can_fold():
                options.append(0)
            if state.can_check_or_call():
                options.append(1)
            if state.can_complete_bet_or_raise_to():
                options.append(2)
            if state.can_post_bring_in():  # stud: the bring-in stands where fold would
                options.append(3)
            choice = options[int(rng.random() * len(options))]
            if choice == 0:
                state.fold()
            elif choice == 1:
                state.check_or_call()
            elif choice == 3:
                state.post_bring_in()
            else:
                state.complete_bet_or_raise_to(
                    rng.randint(
                        state.min_completion_betting_or_raising_to_amount,
                        state.max_completion_betting_or_raising_to_amount,
                    )
                )
        decisions += 1
    return decisions


def pokerkit_factory(name: str) -> Callable[[], Any]:
    """A function making a fresh six-handed pokerkit state of the game pokerules calls ``name``."""
    import pokerkit as pk  # a bench extra, never a runtime dependency

    everything = tuple(pk.Automation)  # every dealer chore; betting and drawing stay manual
    stacks = (STACK,) * SEATS
    if name == "triple-draw":
        td = pk.FixedLimitDeuceToSevenLowballTripleDraw
        return lambda: td.create_state(everything, True, 0, (1, 2), 2, 4, stacks, SEATS)
    if name == "nl-draw":
        # pokerkit has no five-card draw for high: NoLimitDeuceToSevenLowballSingleDraw with
        # the standard high hand in place of the 2-7 low.
        class NoLimitFiveCardDraw(pk.NoLimitPokerMixin, pk.SingleDraw):
            deck = pk.Deck.STANDARD
            hand_types = (pk.StandardHighHand,)
            hole_dealing_count = 5

        game = NoLimitFiveCardDraw(everything, True, 1, 0, 2)  # ante 1, no blinds, min bet 2
        return lambda: game(stacks, SEATS)
    if name in ("holdem", "omaha"):
        pot_or_no = pk.NoLimitTexasHoldem if name == "holdem" else pk.PotLimitOmahaHoldem
        return lambda: pot_or_no.create_state(everything, True, 0, (1, 2), 2, stacks, SEATS)
    if name in ("FT", "omaha8"):
        fixed = (
            pk.FixedLimitTexasHoldem
            if name == "FT"
            else pk.FixedLimitOmahaHoldemHighLowSplitEightOrBetter
        )
        return lambda: fixed.create_state(everything, True, 0, (1, 2), 2, 4, stacks, SEATS)
    if name == "nl-single-draw":
        sd = pk.NoLimitDeuceToSevenLowballSingleDraw
        return lambda: sd.create_state(everything, True, 0, (1, 2), 2, stacks, SEATS)
    if name == "badugi":
        fb = pk.FixedLimitBadugi
        return lambda: fb.create_state(everything, True, 0, (1, 2), 2, 4, stacks, SEATS)
    stud: Any = {
        "stud": pk.FixedLimitSevenCardStud,
        "razz": pk.FixedLimitRazz,
        "stud8": pk.FixedLimitSevenCardStudHighLowSplitEightOrBetter,
    }.get(name)
    if stud is not None:  # ante 1, bring-in 1, bets 2/4: the pokerules defaults
        return lambda: stud.create_state(everything, True, 1, 1, 2, 4, stacks, SEATS)
    raise ValueError(f"no pokerkit game for {name!r}")


def play_pokerkit(create: Callable[[], Any], seeds: range, tally: list[int] | None = None) -> None:
    """Plays a pokerkit hand for each seed; pokerkit shuffles with the ``random`` module."""
    rng = random.Random(0)
    with warnings.catch_warnings():
        # pokerkit warns each time it reshuffles discards into a short stub.
        warnings.simplefilter("ignore")
        for seed in seeds:
            random.seed(seed)
            state = create()
            decisions = pokerkit_hand(state, rng)
            assert not state.status and sum(state.stacks) == CHIPS, f"pokerkit seed {seed}"
            if tally is not None:
                tally.append(decisions)


def pokerkit_hands_per_second(name: str, seconds: float) -> float | None:
    """Hands per second pokerkit plays of game ``name`` (``None`` if pokerkit is missing)."""
    if importlib.util.find_spec("pokerkit") is None:
        return None
    create = pokerkit_factory(name)
    seeds = iter(range(0, 1 << 62, 5))

    def five_hands() -> int:
        first = next(seeds)
        play_pokerkit(create, range(first, first + 5))
        return 5

    return rate(five_hands, seconds)


def rate(run: Callable[[], int], seconds: float) -> float:
    """Items per second of ``run`` (which returns how many items it did), over ``seconds``.

    >>> rate(lambda: 10, 0.01) > 0
    True
    """
    done = 0
    started = time.perf_counter()
    while True:
        done += run()
        elapsed = time.perf_counter() - started
        if elapsed >= seconds:
            return done / elapsed
