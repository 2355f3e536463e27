"""All-in adjusted results of a finished hand: the pots paid by the equity of the moment the
betting closed, each side pot among its own seats; sums kept; none without an all-in."""

from __future__ import annotations

import random

import pokerules
import pytest
from pokerules import Hand, find_game
from pokerules.engine.allin import allin_adjusted, allin_moment


def test_a_flop_all_in_is_paid_by_the_exact_equity_of_the_flop() -> None:
    # Seat 1 has aces, seat 0 kings; 2c is burned and the flop gives the kings a set.
    deck = "Ah Kd As Kc 2c Ks 7d 8h 3c 9s 4c Tc"
    hand = Hand(find_game("holdem"), [20, 20], button=0, deck=deck)
    hand.call(), hand.check()
    hand.all_in(), hand.call()
    kings = pokerules.equity(["Kd Kc", "Ah As"], board="Ks 7d 8h", dead="2c", exact=True)
    allin = allin_adjusted(hand)
    assert allin is not None and allin.seats == (0, 1)
    assert allin.adjusted == pytest.approx((40 * kings.equity[0] - 20, 40 * kings.equity[1] - 20))
    assert sum(allin.adjusted) == pytest.approx(0) and hand.payoffs == (20, -20)


def test_a_side_pot_is_played_among_its_own_seats() -> None:
    # Seats 1, 2, 0 get Ah Kd 7c, then As Kc 7d; 2c is burned; the flop is Ks 8h 9h.
    deck = "Ah Kd 7c As Kc 7d 2c Ks 8h 9h 3c 4c 5c Tc"
    hand = Hand(find_game("holdem"), [10, 30, 30], button=0, deck=deck)
    hand.call(), hand.call(), hand.check()
    hand.all_in(), hand.call(), hand.call()  # seat 0 is all-in for 10 of the 30
    cards = ["7c 7d", "Ah As", "Kd Kc"]
    main = pokerules.equity(cards, board="Ks 8h 9h", dead="2c", exact=True)
    side = pokerules.equity(cards[1:], board="Ks 8h 9h", dead="2c 7c 7d", exact=True)
    expected = [30 * main.equity[0] - 10]
    expected += [30 * main.equity[p] + 40 * side.equity[p - 1] - 30 for p in (1, 2)]
    allin = allin_adjusted(hand)
    assert allin is not None and allin.adjusted == pytest.approx(expected)
    assert sum(allin.adjusted) == pytest.approx(sum(hand.payoffs))


def test_a_draw_all_in_keeps_the_cards_the_players_kept() -> None:
    """All in before the draw: each player keeps what it actually kept at the draw (its own
    choice, without seeing a card of it), its discards dead; the draw's cards are luck."""
    deck = "7h 8h 5d 6d 3c 4c 2s 3s Kd Ks 9c 9d Td"  # seat 1: 7-5-3-2-K, seat 0: 8-6-4-3-K
    hand = Hand(find_game("nl-single-draw"), [50, 50], button=0, deck=deck)
    hand.all_in(), hand.call()
    hand.draw("Kd"), hand.draw("Ks")
    eights = pokerules.equity(
        ["8h 6d 4c 3s", "7h 5d 3c 2s"], dead="Kd Ks", game="nl-single-draw", exact=True
    )
    allin = allin_adjusted(hand)
    assert allin is not None and hand.payoffs == (-50, 50)
    assert allin.adjusted == pytest.approx(
        (100 * eights.equity[0] - 50, 100 * eights.equity[1] - 50)
    )


def test_no_all_in_no_adjustment() -> None:
    hand = Hand(find_game("holdem"), [100, 100], button=0, seed=4)
    hand.fold()
    assert allin_moment(hand.history) is None and allin_adjusted(hand) is None
    # All in on the river: no card to come.
    hand = Hand(find_game("holdem"), [20, 20], button=0, seed=4)
    hand.call(), hand.check()
    for _ in range(2):
        hand.check(), hand.check()
    hand.all_in(), hand.call()
    assert allin_adjusted(hand) is None
    unfinished = Hand(find_game("holdem"), [20, 20], button=0, seed=4)
    assert allin_adjusted(unfinished) is None


def test_all_in_on_the_forced_bets_shares_the_pot_equally() -> None:
    # The small blind is all-in posting; nobody decides anything, the cards are dealt out.
    hand = Hand(find_game("holdem"), [1, 100], button=0, seed=3)
    assert hand.is_over and allin_moment(hand.history) == 0
    allin = allin_adjusted(hand)
    assert allin is not None and allin.adjusted == (0.0, 0.0)


@pytest.mark.parametrize(
    "name", ["holdem", "omaha8", "stud", "razz", "dead-deuce", "nl-draw", "nl-single-draw"]
)
def test_random_all_ins_keep_the_chips_and_spare_the_folded(name: str) -> None:
    """On random hands with short stacks: an all-in before the end always gets adjusted
    results (the pots rebuilt from the history hold every chip awarded), they add up to the
    real results, and a seat that had folded keeps its real one."""
    game = find_game(name)
    rng = random.Random(name)
    adjusted = 0
    for seed in range(40):
        stacks = [rng.randint(2, 40) for _ in range(3)]
        hand = Hand(game, stacks, button=seed % 3, seed=seed)
        while hand.actor is not None:
            if hand.phase != "betting":
                hand.time_out()
                continue
            legal = hand.legal_actions()
            if legal.bring_in:
                hand.bring_in()
            elif legal.raise_kind and rng.random() < 0.4:
                hand.bet_or_raise(legal.max_to)
            elif legal.fold and rng.random() < 0.1:
                hand.fold()
            elif legal.check:
                hand.check()
            else:
                hand.call()
        allin = allin_adjusted(hand, seed=seed)
        if allin_moment(hand.history) is not None and not hand.passed_out:
            assert allin is not None, hand.history
        if allin is None:
            continue
        adjusted += 1
        assert sum(allin.adjusted) == pytest.approx(sum(hand.payoffs))
        for seat in set(range(3)) - set(allin.seats):
            assert allin.adjusted[seat] == hand.payoffs[seat]
        assert allin_adjusted(hand, seed=seed) == allin  # one answer for a seed
    assert adjusted >= 5
