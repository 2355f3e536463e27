"""Declaring hands at the showdown (rules-notes 2.14, seed 000's house-rule option)."""

from __future__ import annotations

import pytest
from pokerules import Hand, IllegalActionError, evaluate_wild, find_game
from pokerules.players.bots import RandomBot, play_hand
from pokerules.records import Award, Concede, Declare, Muck

GAME = find_game("deuces-wild", declare_hands=True, opening="none")


def _to_declarations(hand: Hand) -> None:
    """Check every betting round through and stand pat, so the showdown is reached."""
    while hand.phase in ("betting", "draw"):
        if hand.phase == "draw":
            hand.draw(())
        else:
            hand.check()


def _heads_up(first: str, second: str) -> Hand:
    # Seat 1 is left of the button (seat 0): it is dealt first and declares first.
    deck = [card for pair in zip(second.split(), first.split(), strict=True) for card in pair]
    hand = Hand(GAME, [50, 50], button=0, deck=" ".join(deck), seed=1)
    _to_declarations(hand)
    assert hand.phase == "declare"
    return hand


def test_truthful_declarations_are_read_by_the_cards() -> None:
    hand = _heads_up("Kc Kd 7h 5s 3c", "Qc Qd 8h 6s 4c")
    assert hand.actor == 1
    hand.declare(evaluate_wild("Qc Qd 8h 6s 4c"))
    hand.declare(evaluate_wild("Kc Kd 7h 5s 3c"))
    awards = [r for r in hand.history if isinstance(r, Award)]
    assert [(a.seat, a.amount) for a in awards] == [(0, 2)]


def test_an_under_call_is_read_by_the_cards_unless_binding() -> None:
    kings, queens = "Kc Kd 7h 5s 3c", "Qc Qd 8h 6s 4c"
    hand = _heads_up(kings, queens)
    hand.declare(evaluate_wild(queens))
    hand.declare(evaluate_wild("Jc Jd 8h 6s 4s"))  # kings declared as mere jacks
    assert [r.seat for r in hand.history if isinstance(r, Award)] == [0]

    binding = GAME.with_options(undercall_binding=True)
    deck = [c for pair in zip(queens.split(), kings.split(), strict=True) for c in pair]
    hand = Hand(binding, [50, 50], button=0, deck=" ".join(deck), seed=1)
    _to_declarations(hand)
    hand.declare(evaluate_wild(queens))
    hand.declare(evaluate_wild("Jc Jd 8h 6s 4s"))
    assert [r.seat for r in hand.history if isinstance(r, Award)] == [1]


def test_an_over_call_that_makes_a_better_hand_concede_is_dead() -> None:
    # Seat 1 holds queens but claims aces; seat 0, holding kings, concedes to the claim.
    hand = _heads_up("Kc Kd 7h 5s 3c", "Qc Qd 8h 6s 4c")
    hand.declare(evaluate_wild("Ac Ad 8h 6s 4c"))
    hand.concede()
    assert any(isinstance(r, Concede) for r in hand.history)
    # The over-caller's hand is dead; the conceded kings are intact and take the pot.
    assert [r.seat for r in hand.history if isinstance(r, Award)] == [0]
    assert any(isinstance(r, Muck) and r.seat == 1 for r in hand.history)


def test_an_honest_claim_that_makes_a_worse_hand_concede_stands() -> None:
    hand = _heads_up("Qc Qd 8h 6s 4c", "Kc Kd 7h 5s 3c")
    hand.declare(evaluate_wild("Kc Kd 7h 5s 3c"))
    hand.concede()
    assert [r.seat for r in hand.history if isinstance(r, Award)] == [1]


def test_an_over_call_nobody_acted_on_is_read_by_the_cards() -> None:
    hand = _heads_up("Kc Kd 7h 5s 3c", "Qc Qd 8h 6s 4c")
    hand.declare(evaluate_wild("Ac Ad 8h 6s 4c"))  # over-call
    hand.declare(evaluate_wild("Kc Kd 7h 5s 3c"))
    assert [r.seat for r in hand.history if isinstance(r, Award)] == [0]


def test_bad_declarations_are_rejected_without_change() -> None:
    hand = _heads_up("Kc Kd 7h 5s 3c", "Qc Qd 8h 6s 4c")
    before = hand.snapshot()
    for bad in (7463, -13, "pair"):
        with pytest.raises(IllegalActionError, match="hand value from -12 to 7462"):
            hand.declare(bad)  # type: ignore[arg-type]
    assert hand.snapshot() == before
    with pytest.raises(IllegalActionError, match="no betting now"):
        hand.check()
    assert hand.snapshot() == before


def test_declarations_are_off_by_default_and_replay_exactly() -> None:
    assert not find_game("deuces-wild").declare_hands
    for seed in range(150):
        hand = Hand(GAME, [30, 30, 30], seed=seed)
        play_hand(hand, [RandomBot(seed * 3 + s) for s in range(3)])
        assert sum(hand.stacks) + hand.carried == 90
        assert Hand.replay(hand.setup, hand.decisions()).history == hand.history
        declared = [r for r in hand.history if isinstance(r, Declare)]
        assert all(-12 <= r.value <= 7462 for r in declared)


def test_an_over_call_that_makes_an_equal_hand_concede_is_dead() -> None:
    """Rules-notes 2.14: an over-call that makes a later player concede a hand *at least as
    good* as the over-caller's real one kills it. The two hands here are exactly equal (kings
    with 7-5-3, other suits): the over-caller's hand is dead and the conceded tie wins."""
    hand = _heads_up("Kc Kd 7h 5s 3c", "Kh Ks 7c 5d 3h")
    assert hand.hand_value(0) == hand.hand_value(1)
    hand.declare(evaluate_wild("Ac Ad 8h 6s 4c"))  # seat 1 claims aces it does not hold
    hand.concede()  # seat 0 gives up the exact tie
    assert [r.seat for r in hand.history if isinstance(r, Award)] == [0]
    assert any(isinstance(r, Muck) and r.seat == 1 for r in hand.history)


def test_dead_by_declarations_counts_an_equal_hand_as_at_least_as_good() -> None:
    from pokerules.engine.declarations import dead_by_declarations

    # Seat 1 over-calls (claims 100, holds 4000); seat 0 concedes an equal 4000; seat 2,
    # holding better, stays in and is the only live hand left.
    excluded = dead_by_declarations([1, 0, 2], {1: 100, 2: 3000}, [0], {0: 4000, 1: 4000, 2: 3000})
    assert excluded == {0, 1}
    # One class worse than the over-caller's real hand does not kill it.
    excluded = dead_by_declarations([1, 0, 2], {1: 100, 2: 3000}, [0], {0: 4001, 1: 4000, 2: 3000})
    assert excluded == {0}
