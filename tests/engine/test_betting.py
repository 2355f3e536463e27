"""Betting rules of the hand engine: no limit (seed 001), fixed limit (seed 002), pot limit.

Every expected amount below is worked out from the seeds and rules-notes (sections cited in
each test), not read back from the engine.
"""

from __future__ import annotations

import pokerules
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from pokerules import Hand, IllegalActionError, find_game
from pokerules.betting.ledger import Chips
from pokerules.betting.pots import Pot
from pokerules.betting.structures import PotLimit
from pokerules.engine.forced import Posting, forced_bets, post_forced_bets
from pokerules.records import Bet, Call, Check, Draw, Fold, Post, Raise, Street

NL = find_game("nl-draw")
TD = find_game("triple-draw")


def rejected(hand: Hand, command, *args, match: str | None = None) -> IllegalActionError:
    """Run a command that must be refused; check the refusal left the hand untouched."""
    before = hand.snapshot()
    history = hand.history
    with pytest.raises(IllegalActionError, match=match) as info:
        command(*args)
    assert hand.snapshot() == before
    assert hand.history == history
    return info.value


def finish_round(hand: Hand) -> None:
    """Everyone still to act in this betting round checks, or calls when facing a bet."""
    streets = sum(isinstance(r, Street) for r in hand.history)
    while hand.phase == "betting":
        if hand.legal_actions().check:
            hand.check()
        else:
            hand.call()
        if sum(isinstance(r, Street) for r in hand.history) != streets:
            break


def stand_pat(hand: Hand) -> None:
    """Everyone keeps their cards on this draw."""
    assert hand.phase == "draw"
    while hand.phase == "draw":
        hand.draw()


def to_betting_round(hand: Hand, index: int) -> None:
    """Check or call through rounds, standing pat on every draw, until round ``index`` (0-based)
    starts."""
    rounds_started = 1
    while rounds_started <= index:
        finish_round(hand)
        stand_pat(hand)
        rounds_started += 1
    assert hand.phase == "betting"


def test_illegal_action_error_is_a_value_error() -> None:
    assert issubclass(pokerules.IllegalActionError, ValueError)
    assert pokerules.IllegalActionError is IllegalActionError


# ---------------------------------------------------------------------------------- no limit


def test_nl_open_is_at_least_two_and_at_most_the_stack() -> None:
    # NL5 rule 6: with no bet, check or open for at least 2; the maximum is all remaining chips.
    hand = Hand(NL, [100, 100, 100], button=2, seed=1)
    assert hand.actor == 0  # first round starts left of the dealer (NL5 rule 9)
    legal = hand.legal_actions()
    assert legal.check and not legal.fold
    assert legal.call == 0
    assert legal.raise_kind == "bet"
    assert (legal.min_to, legal.max_to) == (2, 99)  # 100 less the ante
    error = rejected(hand, hand.bet, 1)
    assert "2" in str(error)
    rejected(hand, hand.bet, 100, match="99")
    assert hand.bet(2) == Bet(0, 2, 2, False)


def test_nl_antes_are_not_round_bets() -> None:
    # NL5 rule 8: antes set neither the amount to call nor the increment.
    game = find_game("nl-draw", ante=5)
    hand = Hand(game, [100, 100, 100], button=2, seed=2)
    assert hand.contributions == (5, 5, 5)
    assert hand.round_bets == (0, 0, 0)
    assert hand.current_bet == 0
    assert hand.pot_total == 15
    legal = hand.legal_actions()
    assert legal.check and legal.call == 0
    assert (legal.min_to, legal.max_to) == (2, 95)
    hand.bet(2)
    # the increment is the opening bet, 2, not the ante
    assert hand.legal_actions().min_to == 4


def test_nl_raise_adds_at_least_the_last_full_raise() -> None:
    # NL5-2: bet 2, raise to 6 (adds 4), so the next raise is to at least 10; 9 is illegal.
    hand = Hand(NL, [100, 100, 100], button=2, seed=3)
    hand.bet(2)
    assert hand.legal_actions().min_to == 4
    rejected(hand, hand.raise_to, 3)
    assert hand.raise_to(6) == Raise(1, 6, 6, False)
    legal = hand.legal_actions()
    assert (legal.seat, legal.call, legal.min_to, legal.max_to) == (2, 6, 10, 99)
    error = rejected(hand, hand.raise_to, 9)
    assert "10" in str(error)
    assert hand.raise_to(10) == Raise(2, 10, 10, False)
    # the last full raise is now 4 again (6 -> 10), so seat 0 may make it 14 or more
    legal = hand.legal_actions()
    assert (legal.seat, legal.call, legal.min_to) == (0, 8, 14)
    rejected(hand, hand.raise_to, 13)
    hand.raise_to(30)  # adds 20: the next raise must add 20
    assert hand.legal_actions().min_to == 50


def test_nl_raise_to_nine_is_allowed_when_it_is_all_in() -> None:
    # NL5-2: raise to 9 is illegal unless all-in. Seat 2 has 10 chips, 9 after the ante.
    hand = Hand(NL, [100, 100, 10], button=2, seed=4)
    hand.bet(2)
    hand.raise_to(6)
    legal = hand.legal_actions()
    assert (legal.min_to, legal.max_to) == (9, 9)
    assert hand.raise_to(9) == Raise(2, 9, 9, True)
    # Seat 0 bet 2 and now faces 7 more: the increases it faces (4 + 3) reach a full raise
    # of 4, so it may raise again; the minimum raise stays 4 (NL5 rule 12, rules-notes 2.30).
    legal = hand.legal_actions()
    assert (legal.seat, legal.call, legal.raise_kind, legal.min_to) == (0, 7, "raise", 13)
    hand.call()
    # Seat 1 raised to 6 and faces only the short 3: it may call or fold, not raise.
    legal = hand.legal_actions()
    assert (legal.seat, legal.call, legal.raise_kind) == (1, 3, None)
    error = rejected(hand, hand.raise_to, 13)
    assert "call 3" in str(error)
    rejected(hand, hand.all_in)
    assert hand.call() == Call(1, 3, False)
    assert hand.phase == "draw"


def test_nl_minimum_bet_resets_to_two_each_round() -> None:
    # NL5 rule 7: the minimum resets to 2 in each new round.
    hand = Hand(NL, [100, 100, 100], button=2, seed=5)
    hand.bet(2)
    hand.raise_to(20)  # an increment of 18 in the first round
    hand.call()
    hand.call()
    assert hand.phase == "draw"
    stand_pat(hand)
    assert hand.phase == "betting"
    assert hand.round_bets == (0, 0, 0)
    legal = hand.legal_actions()
    assert legal.seat == 0  # the second round starts left of the dealer again (NL5 rule 15)
    assert (legal.check, legal.raise_kind, legal.min_to, legal.max_to) == (True, "bet", 2, 79)
    hand.bet(2)
    assert hand.legal_actions().min_to == 4


def test_nl_short_all_in_does_not_reopen_for_players_who_acted() -> None:
    # TDA 47 / NL5 rule 12: seat 0 bets 10, seat 1 is all-in for 15 (adds 5, short of 10).
    hand = Hand(NL, [100, 16, 100], button=2, seed=6)
    hand.bet(10)
    assert hand.all_in() == Raise(1, 15, 15, True)
    # Seat 2 has not acted yet: it may make a full raise, to 15 + 10.
    legal = hand.legal_actions()
    assert (legal.seat, legal.call, legal.raise_kind, legal.min_to) == (2, 15, "raise", 25)
    hand.call()
    # Seat 0 faces an increase of 5 < 10: call or fold only.
    legal = hand.legal_actions()
    assert (legal.seat, legal.fold, legal.check, legal.call, legal.raise_kind) == (
        0,
        True,
        False,
        5,
        None,
    )
    error = rejected(hand, hand.raise_to, 25)
    assert "reopen" in str(error)
    rejected(hand, hand.bet_or_raise, 30)
    rejected(hand, hand.all_in)
    hand.call()
    assert hand.phase == "draw"


def test_nl_cumulative_short_all_ins_reopen() -> None:
    # Rules-notes 2.30: short all-ins that together reach a full raise reopen the betting,
    # and the minimum raise stays the last full bet or raise (10).
    hand = Hand(NL, [100, 16, 21, 100], button=3, seed=7)
    hand.bet(10)
    hand.all_in()  # to 15: +5
    legal = hand.legal_actions()
    assert (legal.seat, legal.min_to, legal.max_to) == (2, 20, 20)  # short of 25: all-in only
    assert hand.all_in() == Raise(2, 20, 20, True)  # +5 more
    legal = hand.legal_actions()
    assert (legal.seat, legal.call, legal.raise_kind, legal.min_to) == (3, 20, "raise", 30)
    hand.call()
    # Seat 0 bet 10 and faces 10 more: a full raise in total, so it may raise, to 30 or more.
    legal = hand.legal_actions()
    assert (legal.seat, legal.call, legal.raise_kind, legal.min_to) == (0, 10, "raise", 30)
    rejected(hand, hand.raise_to, 29)
    assert hand.raise_to(30) == Raise(0, 30, 20, False)


@pytest.mark.parametrize("checker_faces", ["call", "raise to 3"])
def test_nl_one_chip_all_in_bet(checker_faces: str) -> None:
    # Rules-notes 2.29: a player with 1 chip may bet all-in 1; later players may call 1 or
    # raise to at least 1 + 2 = 3; a player who already checked may only call or fold unless
    # the total increase it faces reaches 2.
    hand = Hand(NL, [100, 2, 100], button=2, seed=8)
    assert hand.check() == Check(0)
    legal = hand.legal_actions()
    assert (legal.seat, legal.raise_kind, legal.min_to, legal.max_to) == (1, "bet", 1, 1)
    assert hand.bet(1) == Bet(1, 1, 1, True)
    legal = hand.legal_actions()
    assert (legal.seat, legal.call, legal.raise_kind, legal.min_to) == (2, 1, "raise", 3)
    rejected(hand, hand.raise_to, 2)
    if checker_faces == "call":
        hand.call()
        legal = hand.legal_actions()
        assert (legal.seat, legal.call, legal.raise_kind) == (0, 1, None)
        rejected(hand, hand.raise_to, 3)
        hand.call()
        assert hand.phase == "draw"
    else:
        assert hand.raise_to(3) == Raise(2, 3, 3, False)
        # seat 0 faces 3 >= 2 now; the last full raise was 2 (1 -> 3), so the minimum is 5
        legal = hand.legal_actions()
        assert (legal.seat, legal.call, legal.raise_kind, legal.min_to) == (0, 3, "raise", 5)
        rejected(hand, hand.raise_to, 4)
        hand.raise_to(5)
        assert hand.actor == 2  # seat 1 is all-in and is skipped


def test_nl_all_in_call_for_less() -> None:
    # NL5 rule 11: a player who cannot call in full may put in the rest.
    hand = Hand(NL, [100, 6, 100], button=2, seed=9)
    hand.bet(20)
    legal = hand.legal_actions()
    assert (legal.seat, legal.call, legal.raise_kind) == (1, 5, None)
    assert hand.call() == Call(1, 5, True)
    assert hand.stacks[1] == 0


# ---------------------------------------------------------------------------------- fixed limit


def test_fl_bet_sizes_are_2_2_4_4_and_the_big_blind_keeps_its_option() -> None:
    # TD27 rules 10, 12, 16: blinds 1/2, first round starts left of the big blind, the big
    # blind may raise after mere calls; bets and raises are 2, 2, 4, 4.
    hand = Hand(TD, [100, 100, 100], button=0, seed=10)
    posts = [r for r in hand.history if isinstance(r, Post)]
    assert posts == [Post(1, "small blind", 1, False), Post(2, "big blind", 2, False)]
    legal = hand.legal_actions()
    assert (legal.seat, legal.call, legal.raise_kind, legal.min_to, legal.max_to) == (
        0,
        2,
        "raise",
        4,
        4,
    )
    rejected(hand, hand.raise_to, 5, match="4")
    hand.call()
    assert hand.legal_actions().call == 1
    hand.call()
    legal = hand.legal_actions()
    assert (legal.seat, legal.check, legal.fold, legal.raise_kind, legal.min_to) == (
        2,
        True,
        False,
        "raise",
        4,
    )
    hand.check()
    for index, size in enumerate([2, 4, 4], start=1):
        stand_pat(hand)
        legal = hand.legal_actions()
        assert legal.seat == 1  # later rounds start left of the button (TD27 rule 14)
        assert (legal.raise_kind, legal.min_to, legal.max_to) == ("bet", size, size), index
        rejected(hand, hand.bet, size + 1)
        hand.bet(size)
        legal = hand.legal_actions()
        assert (legal.call, legal.min_to, legal.max_to) == (size, 2 * size, 2 * size)
        hand.raise_to(2 * size)
        hand.call()
        hand.call()
    assert hand.is_over
    assert sum(hand.stacks) == 300


def test_fl_cap_counts_the_big_blind_as_the_first_bet() -> None:
    # TD27 rule 17: one bet plus three raises; the big blind is the bet.
    hand = Hand(TD, [100, 100, 100, 100], button=0, seed=11)
    assert hand.raise_to(4) == Raise(3, 4, 4, False)
    assert hand.raise_to(6) == Raise(0, 6, 6, False)
    assert hand.raise_to(8) == Raise(1, 8, 7, False)
    legal = hand.legal_actions()
    assert (legal.seat, legal.call, legal.raise_kind) == (2, 6, None)
    rejected(hand, hand.raise_to, 10, match="capped")
    for _ in range(3):
        hand.call()
    assert hand.phase == "draw"
    assert hand.contributions == (8, 8, 8, 8)


def test_fl_cap_in_a_round_without_blinds() -> None:
    # TD27 rule 17 in the second round: bet 2, raises to 4, 6, 8, then only calls.
    hand = Hand(TD, [100, 100, 100], button=0, seed=12)
    to_betting_round(hand, 1)
    hand.bet(2)
    hand.raise_to(4)
    hand.raise_to(6)
    assert hand.legal_actions().raise_kind == "raise"
    hand.raise_to(8)
    legal = hand.legal_actions()
    assert (legal.seat, legal.call, legal.raise_kind) == (2, 4, None)


def test_fl_no_cap_heads_up() -> None:
    # TD27 rule 17: with two players raises are unlimited.
    hand = Hand(TD, [200, 200], button=0, seed=13)
    to = 2
    for _ in range(8):
        legal = hand.legal_actions()
        assert legal.raise_kind == "raise"
        assert legal.min_to == to + 2
        to += 2
        hand.raise_to(to)
    assert hand.current_bet == 18


def test_fl_no_cap_once_a_fold_makes_it_heads_up_before_the_cap() -> None:
    hand = Hand(TD, [200, 200, 200], button=0, seed=14)
    hand.fold()  # seat 0; the blinds are heads-up with only the big blind as bet
    for to in (4, 6, 8, 10, 12, 14):
        assert hand.raise_to(to).to == to
    assert hand.legal_actions().raise_kind == "raise"


def test_fl_cap_already_reached_is_not_undone_by_a_later_fold() -> None:
    # TD27 rule 17; rules-notes 2.31: heads-up removes the cap only from then on.
    hand = Hand(TD, [200, 200, 200], button=0, seed=15)
    hand.raise_to(4)
    hand.raise_to(6)
    hand.raise_to(8)  # capped, three players live
    assert hand.fold() == Fold(0)
    legal = hand.legal_actions()
    assert (legal.seat, legal.call, legal.raise_kind) == (1, 2, None)
    rejected(hand, hand.raise_to, 10)
    hand.call()
    # the next round is heads-up from the start: no cap
    stand_pat(hand)
    hand.bet(2)
    for to in (4, 6, 8, 10, 12):
        assert hand.raise_to(to).to == to
    assert hand.legal_actions().raise_kind == "raise"


def td12_hand(p2_stack: int) -> Hand:
    """Three players, button 0; seat 2 (the big blind) is P2, seat 1 is P1, seat 0 is P3.
    Everyone checks and calls to the third (big-bet) round, where seat 1 acts first."""
    hand = Hand(TD, [100, 100, p2_stack], button=0, seed=16)
    to_betting_round(hand, 2)
    assert hand.stacks == (98, 98, p2_stack - 2)
    assert hand.actor == 1
    return hand


def test_td12_half_bet_all_in_reopens_and_counts_towards_the_cap() -> None:
    # TD-12: P1 bets 4, P2 all-in to 6; P3 may raise to 10; P1 may re-raise to 14.
    hand = td12_hand(8)
    assert hand.bet(4) == Bet(1, 4, 4, False)
    assert hand.all_in() == Raise(2, 6, 6, True, False)
    legal = hand.legal_actions()
    assert (legal.seat, legal.call, legal.raise_kind, legal.min_to, legal.max_to) == (
        0,
        6,
        "raise",
        10,
        10,
    )
    rejected(hand, hand.raise_to, 8)
    hand.raise_to(10)
    legal = hand.legal_actions()
    assert (legal.seat, legal.call, legal.min_to, legal.max_to) == (1, 6, 14, 14)
    hand.raise_to(14)
    # bet 4, all-in 6 (raise 1), 10 (raise 2), 14 (raise 3): capped with three players in
    legal = hand.legal_actions()
    assert (legal.seat, legal.call, legal.raise_kind) == (0, 4, None)


def test_td12_half_bet_all_in_reopens_for_the_bettor_after_a_call() -> None:
    hand = td12_hand(8)
    hand.bet(4)
    hand.all_in()
    hand.call()  # P3 calls 6
    # P1 faces +2, half the increment: reopened, the next full raise is to 10
    legal = hand.legal_actions()
    assert (legal.seat, legal.call, legal.raise_kind, legal.min_to, legal.max_to) == (
        1,
        2,
        "raise",
        10,
        10,
    )
    assert hand.raise_to(10) == Raise(1, 10, 6, False)


def test_fl_less_than_half_all_in_does_not_reopen() -> None:
    # TD27 rule 25: after a bet of 4 an all-in increase of 1 does not reopen raising.
    hand = td12_hand(7)
    hand.bet(4)
    assert hand.all_in() == Raise(2, 5, 5, True, False)
    legal = hand.legal_actions()
    # TD27 rule 26: P3 has yet to act and may complete to the full level, 8
    assert (legal.seat, legal.call, legal.raise_kind, legal.min_to, legal.max_to) == (
        0,
        5,
        "raise",
        8,
        8,
    )
    hand.call()
    legal = hand.legal_actions()
    assert (legal.seat, legal.call, legal.raise_kind) == (1, 1, None)
    rejected(hand, hand.raise_to, 8)
    rejected(hand, hand.complete)
    hand.call()
    assert hand.phase == "draw"


def test_fl_complete_a_short_all_in_reopens() -> None:
    # TD27 rule 26 and rules-notes 2.31: a completion counts as a raise and reopens.
    hand = td12_hand(7)
    hand.bet(4)
    hand.all_in()  # to 5
    record = hand.complete()
    assert record == Raise(0, 8, 8, False, True)
    legal = hand.legal_actions()
    assert (legal.seat, legal.call, legal.raise_kind, legal.min_to, legal.max_to) == (
        1,
        4,
        "raise",
        12,
        12,
    )


def test_fl_complete_needs_something_to_complete() -> None:
    hand = td12_hand(100)
    hand.bet(4)
    rejected(hand, hand.complete, match="nothing to complete")
    nl = Hand(NL, [100, 100, 100], button=2, seed=17)
    nl.bet(2)
    rejected(nl, nl.complete, match="fixed-limit")


def test_fl_cannot_shove_beyond_the_limit() -> None:
    # TD27 rule 24: a large stack cannot go all-in beyond the fixed limit.
    hand = Hand(TD, [100, 100, 100], button=0, seed=18)
    rejected(hand, hand.all_in)
    rejected(hand, hand.raise_to, 98)


def test_fl_short_big_blind_players_call_the_full_blind() -> None:
    # Rules-notes 2.32: a big blind posted short (1) is all-in; players must call the full 2,
    # and the full big blind is the first bet for the cap.
    hand = Hand(TD, [100, 100, 1], button=0, seed=19)
    assert Post(2, "big blind", 1, True) in hand.history
    assert hand.round_bets == (0, 1, 1)
    assert hand.current_bet == 2
    legal = hand.legal_actions()
    assert (legal.seat, legal.call, legal.raise_kind, legal.min_to, legal.max_to) == (
        0,
        2,
        "raise",
        4,
        4,
    )
    hand.call()
    assert hand.legal_actions().call == 1  # the small blind completes to 2
    hand.call()
    assert hand.phase == "draw"
    assert hand.contributions == (2, 2, 1)
    assert hand.pots() == [Pot(3, (0, 1, 2)), Pot(2, (0, 1))]


def test_heads_up_button_posts_small_blind_and_acts_first_before_the_draw() -> None:
    # TD27 rules 13-14: heads-up the button posts the small blind and acts first before the
    # first draw; draws and later rounds start with the big blind.
    hand = Hand(TD, [100, 100], button=1, seed=20)
    posts = [r for r in hand.history if isinstance(r, Post)]
    assert posts == [Post(1, "small blind", 1, False), Post(0, "big blind", 2, False)]
    legal = hand.legal_actions()
    assert (legal.seat, legal.call, legal.min_to) == (1, 1, 4)
    hand.call()
    legal = hand.legal_actions()
    assert (legal.seat, legal.check, legal.raise_kind) == (0, True, "raise")
    hand.check()
    assert (hand.phase, hand.actor) == ("draw", 0)
    assert hand.draw() == Draw(0, (), ())
    assert hand.actor == 1
    hand.draw()
    assert (hand.phase, hand.actor) == ("betting", 0)
    hand.check()
    assert hand.actor == 1


# ---------------------------------------------------------------------------------- pot limit


def test_pot_limit_maximum_is_current_bet_plus_pot_after_calling() -> None:
    game = find_game("nl-draw", betting=PotLimit(min_bet=2))
    hand = Hand(game, [100, 100, 100], button=2, seed=21)
    # the pot holds the 3 antes: the largest bet is 3
    legal = hand.legal_actions()
    assert (legal.raise_kind, legal.min_to, legal.max_to) == ("bet", 2, 3)
    rejected(hand, hand.bet, 4, match="3")
    hand.bet(3)
    # seat 1 calls 3 making the pot 9, then raises 9: to 12
    legal = hand.legal_actions()
    assert (legal.min_to, legal.max_to) == (6, 12)
    rejected(hand, hand.raise_to, 13, match="12")
    hand.raise_to(12)
    # pot 3 + 3 + 12 = 18; seat 2 calls 12 making it 30, then raises 30: to 42
    assert hand.legal_actions().max_to == 42
    hand.raise_to(42)
    # seat 0 has 3 in; pot 3 + 3 + 12 + 42 = 60, calling 39 makes 99, so to 42 + 99 = 141,
    # capped by its 99 chips
    assert hand.legal_actions().max_to == 99


def test_pot_limit_with_blinds() -> None:
    # blinds 1/2: the first player may raise to 2 + (1 + 2 + 2) = 7
    game = find_game("triple-draw", betting=PotLimit(min_bet=2))
    hand = Hand(game, [100, 100, 100], button=0, seed=22)
    legal = hand.legal_actions()
    assert (legal.call, legal.min_to, legal.max_to) == (2, 4, 7)
    hand.raise_to(7)
    # seat 1 (1 in) calls 6: pot 1 + 2 + 7 + 6 = 16, so up to 7 + 16 = 23
    assert hand.legal_actions().max_to == 23


# ---------------------------------------------------------------------------------- illegal


def test_fold_is_not_allowed_when_check_is_free() -> None:
    hand = Hand(NL, [100, 100, 100], button=2, seed=23)
    rejected(hand, hand.fold, match="check")
    td = Hand(TD, [100, 100, 100], button=0, seed=24)
    td.call()
    td.call()
    assert td.legal_actions().check
    rejected(td, td.fold, match="check")


def test_out_of_turn_commands_are_refused() -> None:
    hand = Hand(NL, [100, 100, 100], button=2, seed=25)
    assert hand.actor == 0
    error = rejected(hand, hand.act, Check(1))
    assert "seat 0 is to act" in str(error)
    rejected(hand, hand.act, Fold(2))
    rejected(hand, hand.act, Bet(1, 2, 2, False))
    assert hand.act(Check(0)) == Check(0)


def test_wrong_phase_commands_are_refused() -> None:
    hand = Hand(NL, [100, 100, 100], button=2, seed=26)
    cards = hand.cards(0)
    rejected(hand, hand.draw, cards[:1], match="betting")
    rejected(hand, hand.roll, cards[0], match="betting")
    finish_round(hand)
    assert hand.phase == "draw"
    for command, args in [
        (hand.check, ()),
        (hand.fold, ()),
        (hand.call, ()),
        (hand.bet, (2,)),
        (hand.raise_to, (4,)),
        (hand.all_in, ()),
        (hand.legal_actions, ()),
    ]:
        rejected(hand, command, *args, match="draw")
    stand_pat(hand)
    finish_round(hand)
    assert hand.is_over
    for command, args in [(hand.check, ()), (hand.draw, ()), (hand.fold, ())]:
        rejected(hand, command, *args, match="over")
    rejected(hand, hand.act, Check(0), match="over")


def test_out_of_range_and_mismatched_commands_name_what_is_legal() -> None:
    hand = Hand(NL, [100, 100, 100], button=2, seed=27)
    rejected(hand, hand.raise_to, 4, match="should bet")
    rejected(hand, hand.call, match="legal: check, bet to 2..99")
    rejected(hand, hand.bet, 0, match="minimum is 2")
    rejected(hand, hand.bet, 150, match="only 99")
    rejected(hand, hand.bet, 2.5, match="whole number")
    rejected(hand, hand.bet, True)
    hand.bet(10)
    rejected(hand, hand.check, match="10 to call")
    rejected(hand, hand.bet, 20, match="should raise")
    rejected(hand, hand.raise_to, 19, match="minimum is 20")
    assert hand.raise_to(20).to == 20


def test_draw_commands_are_checked() -> None:
    # NL5 rule 13 allows 0 to 5; the cards must be the player's own, each listed once.
    hand = Hand(NL, [100, 100, 100], button=2, seed=28)
    finish_round(hand)
    assert hand.actor == 0
    mine = hand.cards(0)
    other = hand.cards(1)[0]
    rejected(hand, hand.draw, [other], match="does not hold")
    rejected(hand, hand.draw, [mine[0], mine[0]], match="twice")
    rejected(hand, hand.draw, "Zz")
    rejected(hand, hand.act, Draw(1, (), ()), match="out of turn")
    record = hand.draw(mine[:5])
    assert record.discarded == mine
    assert len(record.received) == 5
    assert set(record.received).isdisjoint(mine)
    dw = Hand(find_game("deuces-wild", opening="none"), [100, 100], button=1, seed=29)
    finish_round(dw)
    held = dw.cards(dw.actor)
    rejected(dw, dw.draw, held[:4], match="at most 3")  # DW-17: max_draw 3
    assert len(dw.draw(held[:3]).received) == 3


# ---------------------------------------------------------------------------------- forced all-ins


def test_ante_all_in_heads_up_leaves_no_betting() -> None:
    # NL5 rule 17 and rules-notes 2.33: seat 0's ante is its last chip, so it is all-in. Only
    # seat 1 has chips, so no betting is possible: the draw follows at once, then the showdown.
    hand = Hand(NL, [1, 50], button=1, seed=30)
    assert Post(0, "ante", 1, True) in hand.history
    assert (hand.phase, hand.actor) == ("draw", 0)


def test_no_betting_after_the_draw_when_one_player_has_chips_left() -> None:
    # Seat 0 is all-in from its ante; seat 1 goes all-in and seat 2 calls. Nobody is left to
    # bet against seat 2, so the draw is followed by the showdown (NL5 rules 10 and 17).
    hand = Hand(NL, [1, 50, 100], button=2, seed=31)
    assert hand.actor == 1  # seat 0 has no chips to act with
    hand.all_in()
    hand.call()
    stand_pat(hand)
    assert hand.is_over
    after_draw = hand.history[max(i for i, r in enumerate(hand.history) if isinstance(r, Draw)) :]
    assert not [r for r in after_draw if isinstance(r, (Check, Bet, Raise, Call, Fold))]


def test_short_big_blind_heads_up_no_betting_after_the_call() -> None:
    # Rules-notes 2.32 heads-up: the big blind's only chip is all-in; the button must call the
    # full 2 (1 more). Then all-in ends the betting and the remaining draws take place with no
    # more betting rounds to act in (TD27 rule 30).
    hand = Hand(TD, [100, 1], button=0, seed=32)
    assert Post(1, "big blind", 1, True) in hand.history
    legal = hand.legal_actions()
    assert (legal.seat, legal.call) == (0, 1)
    hand.call()
    assert hand.phase == "draw"
    stand_pat(hand)  # all three draws follow one another
    assert hand.is_over
    assert len([r for r in hand.history if isinstance(r, Draw)]) == 6


def test_short_big_blind_heads_up_cannot_be_raised() -> None:
    # The only opponent is all-in for its blind: a raise could never be called and would come
    # straight back as uncalled (TD27 rules 19 and 27), so only fold or call are offered.
    hand = Hand(TD, [100, 1], button=0, seed=33)
    legal = hand.legal_actions()
    assert (legal.seat, legal.fold, legal.call, legal.raise_kind) == (0, True, 1, None)
    rejected(hand, hand.raise_to, 4)


# ---------------------------------------------------------------------------------- forced posting


@settings(max_examples=300, deadline=None)
@given(
    name=st.sampled_from(sorted(pokerules.games.GAMES)),
    stacks=st.lists(st.integers(0, 6), min_size=2, max_size=8),
    button=st.integers(0, 7),
    antes=st.booleans(),
    big_blind_ante=st.integers(0, 3),
)
def test_posting_in_full_matches_seat_by_seat(
    name: str, stacks: list[int], button: int, antes: bool, big_blind_ante: int
) -> None:
    """Posting's worked-out path (every seat pays in full) changes stacks, contributions, bets,
    records and dead money exactly as the seat-by-seat rule does; small stacks take either."""
    game = find_game(name)
    if game.blinds and big_blind_ante:
        game = find_game(name, big_blind_ante=big_blind_ante)
    n = len(stacks)
    if not game.min_players <= n <= game.max_players:
        return
    due = forced_bets(game, n, button % n, antes)
    for table in (stacks, [s + 10 for s in stacks]):  # short seats, then everyone in full
        slow_chips, slow_log = Chips(table, dead=3), []
        fast_chips, fast_log = Chips(table, dead=3), []
        slow_match = post_forced_bets(due, slow_chips, slow_log)
        fast_match = Posting(due, n).post(fast_chips, fast_log)
        slow = [
            slow_chips.stacks,
            slow_chips.contributions,
            slow_chips.bets,
            slow_log,
            slow_chips.dead,
        ]
        fast = [
            fast_chips.stacks,
            fast_chips.contributions,
            fast_chips.bets,
            fast_log,
            fast_chips.dead,
        ]
        assert (fast_match, fast) == (slow_match, slow)
        assert sum(fast_chips.stacks) + fast_chips.pot_total == sum(table) + 3
