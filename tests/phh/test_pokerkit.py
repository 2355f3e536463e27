"""pokerkit, an independent PHH reader, replays our exported triple-draw hands to our stacks.

Every exported hand is checked: all-ins, side pots, short all-ins, capped rounds and reshuffles
included. pokerkit deals a reshuffled stub's cards as recorded and warns that they were
mucked; that warning is the one allowed, and only in hands with a reshuffle. A hand is left
out only where a pokerules rule knowingly differs from pokerkit's (:func:`differences`), and
those hands are counted too.
"""

from __future__ import annotations

import random
import warnings
from collections import Counter
from typing import Any

import pytest
from pokerkit_oracle import RESHUFFLE_WARNINGS, pokerkit_agrees, pokerkit_stacks
from pokerules import FixedLimit, Hand, find_game
from pokerules.games import Game
from pokerules.phh import from_phh, to_phh
from pokerules.phh.export import phh_order
from pokerules.records import Award, Bet, Call, Check, Fold, Post, Raise, Reshuffle, Street
from test_phh import assert_same, random_hand

pokerkit = pytest.importorskip("pokerkit")

STRUCTURES = {
    # Seed 002's rules: no cap once heads-up.
    "seed rules": find_game("triple-draw"),
    # One bet and three raises, even heads-up: pokerkit's four bets a round.
    "capped heads-up": find_game(
        "triple-draw", betting=FixedLimit((2, 2, 4, 4), 3, uncapped_heads_up=False)
    ),
    # The standard files' tournament cap (what importing F2L3D plays).
    "tournament cap": find_game(
        "triple-draw", betting=FixedLimit((2, 2, 4, 4), 4, uncapped_heads_up=False)
    ),
}


def differences(hand: Hand) -> set[str]:
    """The pokerules rules this hand used that pokerkit's ``F2L3D`` lacks.

    * ``short big blind``: a big blind posted short must still be called in full (seed 002,
      rules-notes 2.32); pokerkit lets players call what was posted.
    * ``short all-in reopens``: an all-in of half a bet or more reopens the betting for
      players who already acted (rules-notes 2.31); pokerkit reopens only on a full raise.
    * ``completion``: after a smaller all-in, the next raise completes to the full bet (2.31);
      pokerkit raises a full bet on top of the all-in.
    * ``fifth bet``: a fifth bet or raise in a round (the cap lifted heads-up, or the
      tournament cap after the draw); pokerkit stops at four a round, blinds aside.
    """
    found = set()
    sizes = hand.game.round_sizes
    big = hand.game.blinds[1] if hand.game.blinds else 0
    short_big_blind = False
    round_index, bets, full, acted, closed = -1, 0, 0, set(), set()
    for record in hand.history:
        kind = type(record)
        if kind is Post and record.kind == "big blind":
            short_big_blind = record.amount < big
            full = record.amount
        elif kind is Street and "betting" in record.name:
            round_index += 1
            bets, acted, closed = 0, set(), set()
            full = full if round_index == 0 else 0
        elif kind in (Fold, Check, Call, Bet, Raise):
            if short_big_blind and round_index == 0:
                found.add("short big blind")
            if kind in (Bet, Raise):
                bets += 1
                if bets > 4:
                    found.add("fifth bet")
                if record.seat in closed:
                    found.add("short all-in reopens")
                if kind is Raise and record.completes:
                    found.add("completion")
                if record.to - full >= sizes[round_index]:
                    full, closed = record.to, set()
                else:  # an all-in short of a full raise: pokerkit keeps the round closed
                    closed = set(acted)
            acted.add(record.seat)
    return found


def coverage(hand: Hand) -> set[str]:
    """What a hand exercises: all-ins, all-in calls, short all-ins (a blind, bet or raise
    short of a full one), side pots, capped rounds, reshuffles."""
    seen = set()
    game = hand.game
    cap = game.betting.cap_raises if isinstance(game.betting, FixedLimit) else None
    sizes = game.round_sizes
    round_index, raises, full = -1, 0, 0
    for record in hand.history:
        kind = type(record)
        if getattr(record, "all_in", False):
            seen.add("all-in")
        if kind is Post and record.kind == "big blind":
            full = record.amount
            if record.all_in and game.blinds and record.amount < game.blinds[1]:
                seen.add("short all-in")
        elif kind is Street and "betting" in record.name:
            round_index += 1
            raises = 1 if round_index == 0 and game.blinds else 0
            full = full if round_index == 0 else 0
        elif kind in (Bet, Raise):
            raises += 1
            if cap is not None and raises == cap + 1:
                seen.add("capped round")
            if record.all_in and record.to - full < sizes[round_index]:
                seen.add("short all-in")
            full = max(full, record.to)
        elif kind is Call and record.all_in:
            seen.add("all-in call")
        elif kind is Reshuffle:
            seen.add("reshuffle")
        elif kind is Award and record.pot > 0:
            seen.add("side pot")
    return seen


@pytest.mark.parametrize("name", STRUCTURES)
def test_pokerkit_replays_every_exported_hand(name: str) -> None:
    game: Game = STRUCTURES[name]
    rng = random.Random(f"pokerkit {name}")
    checked: Counter[str] = Counter()
    left_out: Counter[str] = Counter()
    for _ in range(500):
        hand = random_hand(game, rng, extras=False)
        found = differences(hand)
        if found:
            left_out.update(found)
            continue
        text = to_phh(hand, [f"P{s}" for s in range(hand.n)])
        seen = coverage(hand)
        allowed = RESHUFFLE_WARNINGS if "reshuffle" in seen else ()
        assert pokerkit_stacks(text, allowed) == [hand.stacks[s] for s in phh_order(hand)], text
        checked.update(seen | {"hands"})
    print(name, dict(checked), "left out:", dict(left_out))
    assert checked["hands"] > 400
    for kind in ("all-in", "all-in call", "short all-in", "side pot", "reshuffle"):
        assert checked[kind] > 15, (kind, checked)
    assert checked["capped round"] > 10
    assert left_out.keys() <= {"short big blind", "short all-in reopens", "completion", "fifth bet"}


def test_the_differences_are_real() -> None:
    """Where :func:`differences` leaves a hand out, pokerkit refuses it or ends elsewhere."""
    rng = random.Random("pokerkit differences")
    game = STRUCTURES["seed rules"]
    refused: Counter[str] = Counter()
    for _ in range(1500):
        hand = random_hand(game, rng, extras=False)
        found = differences(hand)
        if not found or "reshuffle" in coverage(hand):
            continue
        if not pokerkit_agrees(hand):
            refused.update(found)
        elif found & {"fifth bet", "completion"}:
            pytest.fail(f"pokerkit replays a hand with {found}:\n{to_phh(hand)}")
    assert refused["short big blind"] > 10 and refused["fifth bet"] > 10


def test_pokerkit_agrees_on_a_split_pot_with_an_odd_chip() -> None:
    holdings = [["Ks", "Qs", "Js", "9s", "8d"], ["7c", "5c", "4c", "3c", "2d"]]
    holdings.append(["7d", "5d", "4d", "3d", "2h"])
    deck = [holdings[i][k] for k in range(5) for i in range(3)]
    hand = Hand(find_game("triple-draw"), [50, 50, 50], button=2, deck=deck, seed=1)
    hand.call()
    hand.fold()  # the small blind's chip makes the pot odd
    hand.check()
    while not hand.is_over:
        hand.draw(()) if hand.phase == "draw" else hand.check()
    assert hand.stacks == (49, 51, 50)  # the odd chip goes to the first winner left of the button
    text = to_phh(hand)
    assert pokerkit_stacks(text) == [49, 51, 50]
    assert_same(from_phh(text), hand)


def test_pokerkit_output_imports_again() -> None:
    rng = random.Random(77)
    for _ in range(40):
        hand = random_hand(find_game("triple-draw"), rng, short=False)
        with warnings.catch_warnings():
            warnings.simplefilter("error")
            names = [f'A\'b "{s}"' for s in range(hand.n)]
            rewritten: Any = pokerkit.HandHistory.loads(to_phh(hand, names)).dumps()
        assert_same(from_phh(rewritten), hand)
