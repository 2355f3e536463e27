"""Deuce-to-Seven Triple Draw, fixed limit 2/4: seed 002 and rules-notes 1C, 2.9, 2.31, 2.32.

Hands are driven by exact decks: dealt one card at a time from the button's left, then, on
each draw, one burn card followed by the replacements in draw order.
"""

from __future__ import annotations

import pytest
from deck_helpers import (
    awards,
    cards,
    check_round,
    deal_deck,
    draws_by_seat,
    of_type,
    play_out,
    session_decks,
    showdown_order,
    stand_pat,
)
from pokerules import Hand, IllegalActionError, PokerulesError, Pot, Session, find_game
from pokerules.records import (
    Award,
    Burn,
    Call,
    Deal,
    Draw,
    Post,
    Raise,
    Reshuffle,
    Show,
    Street,
)

TD = find_game("triple-draw")

JUNK_A = "Kc Qh 9d 6c 4c"
JUNK_B = "Ad Jh 9c 6h 3h"
JUNK_C = "Qc Td 8h 5s 3d"


def hand_of(hands, button, then="", stacks=None, seed=1) -> Hand:
    stacks = stacks or [100] * len(hands)
    return Hand(TD, stacks, button=button, deck=deal_deck(hands, button, then), seed=seed)


def preflop_limp(hand: Hand) -> None:
    """Everyone calls the big blind and the big blind checks."""
    while hand.phase == "betting":
        legal = hand.legal_actions()
        if legal.check:
            hand.check()
        else:
            hand.call()


# ----------------------------------------------------------------------------- set-up (1-2, 9-14)


@pytest.mark.parametrize("players", [1, 7])
def test_rule1_two_to_six_players(players):
    with pytest.raises(PokerulesError):
        Hand(TD, [100] * players, seed=1)


def test_rule2_limits_blinds_and_stacks():
    assert TD.blinds == (1, 2)
    assert TD.ante == 0
    assert TD.starting_stack == 100
    hand = Hand(TD, [100] * 3, button=0, seed=2)
    posts = of_type(hand, Post)
    assert set(posts) == {Post(1, "small blind", 1, False), Post(2, "big blind", 2, False)}
    assert hand.pot_total == 3


def test_rule11_dealt_singly_clockwise_from_the_buttons_left():
    order = cards("Ah Kh Qh Jh Th 9h 8h 7h 6h 5h 4h 3h Ac Kc Qc")
    hand = Hand(TD, [100] * 3, button=2, deck=order, seed=2)
    assert hand.cards(0) == order[0::3]
    assert hand.cards(1) == order[1::3]
    assert hand.cards(2) == order[2::3]
    assert [d.seat for d in of_type(hand, Deal)] == [0, 1, 2]


def test_rule12_first_round_starts_left_of_the_big_blind():
    hand = Hand(TD, [100] * 4, button=0, seed=3)
    assert hand.actor == 3
    legal = hand.legal_actions()
    assert legal.call == 2 and legal.min_to == 4 and not legal.check


def test_rule12_big_blind_keeps_the_option_to_raise():
    hand = Hand(TD, [100] * 3, button=0, seed=3)
    hand.call()  # seat 0
    assert hand.call() == Call(1, 1, False)  # the small blind counts towards the wager
    legal = hand.legal_actions()
    assert legal.seat == 2 and legal.check and legal.raise_kind == "raise" and legal.min_to == 4
    assert hand.raise_to(4) == Raise(2, 4, 2, False)


def test_rule13_heads_up_button_posts_small_blind_and_acts_first():
    hand = Hand(TD, [100, 100], button=1, seed=4)
    assert set(of_type(hand, Post)) == {
        Post(1, "small blind", 1, False),
        Post(0, "big blind", 2, False),
    }
    assert hand.actor == 1
    hand.call()
    hand.check()
    # Rule 14: heads-up, the draws and later rounds start with the big blind.
    assert hand.phase == "draw" and hand.actor == 0
    assert stand_pat(hand) == [0, 1]
    assert hand.actor == 0


def test_rule14_draws_and_later_rounds_start_left_of_the_button():
    hand = Hand(TD, [100] * 4, button=2, seed=5)
    preflop_limp(hand)
    assert stand_pat(hand) == [3, 0, 1, 2]
    assert hand.actor == 3


def test_rule14_skip_a_folded_player_left_of_the_button():
    hand = Hand(TD, [100] * 4, button=2, seed=5)
    hand.call()  # seat 1 (left of the big blind)
    hand.call()  # seat 2
    hand.fold()  # seat 3, the small blind
    hand.check()  # seat 0, the big blind
    assert stand_pat(hand) == [0, 1, 2]
    assert hand.actor == 0


# ----------------------------------------------------------------------------- betting (15-19)


def test_rules_15_16_four_rounds_bets_2_2_4_4():
    hand = Hand(TD, [100] * 3, button=0, seed=6)
    assert hand.legal_actions().min_to == 4  # a raise adds 2
    preflop_limp(hand)
    sizes = []
    for _ in range(3):
        stand_pat(hand)
        legal = hand.legal_actions()
        assert legal.raise_kind == "bet"
        sizes.append((legal.min_to, legal.max_to))
        bet = legal.min_to
        hand.bet(bet)
        assert hand.legal_actions().min_to == 2 * bet
        hand.call()
        hand.call()
    assert sizes == [(2, 2), (4, 4), (4, 4)]
    assert hand.is_over
    rounds = [r.name for r in of_type(hand, Street) if "betting" in r.name]
    assert len(rounds) == 4
    assert len(of_type(hand, Burn)) == 3


def test_rule17_cap_is_a_bet_and_three_raises_the_big_blind_counting():
    hand = Hand(TD, [100] * 3, button=0, seed=7)
    hand.raise_to(4)
    hand.raise_to(6)
    hand.raise_to(8)
    legal = hand.legal_actions()
    assert legal.seat == 0 and legal.raise_kind is None and legal.call == 4
    with pytest.raises(IllegalActionError):
        hand.raise_to(10)


def test_rule17_no_cap_heads_up():
    hand = Hand(TD, [100, 100], button=0, seed=7)
    for to in (4, 6, 8, 10, 12):
        hand.raise_to(to)
    assert hand.legal_actions().raise_kind == "raise"


def test_rule17_heads_up_by_a_fold_lifts_the_cap():
    hand = Hand(TD, [100] * 3, button=0, seed=7)
    hand.raise_to(4)  # seat 0
    hand.fold()  # seat 1
    for to in (6, 8, 10, 12):
        hand.raise_to(to)
    assert hand.legal_actions().raise_kind == "raise"


def test_rule17_a_reached_cap_is_not_undone_by_a_fold():
    hand = Hand(TD, [100] * 3, button=0, seed=7)
    hand.raise_to(4)
    hand.raise_to(6)
    hand.raise_to(8)
    hand.fold()  # seat 0: heads-up now, but the cap stands
    legal = hand.legal_actions()
    assert legal.seat == 1 and legal.raise_kind is None


def test_rule18_check_raise_is_allowed():
    hand = Hand(TD, [100] * 3, button=0, seed=8)
    preflop_limp(hand)
    stand_pat(hand)
    hand.check()  # seat 1
    hand.bet(2)  # seat 2
    hand.call()  # seat 0
    assert hand.raise_to(4) == Raise(1, 4, 4, False)


def test_rule19_last_player_standing_wins_without_showing():
    hand = Hand(TD, [100] * 3, button=0, seed=9)
    hand.raise_to(4)
    hand.fold()
    hand.fold()
    assert hand.is_over
    assert not of_type(hand, Show) and not of_type(hand, Draw)
    assert hand.payoffs == (3, -1, -2)


# ----------------------------------------------------------------------------- draws (20-23)


def test_rule20_draw_in_order_and_standing_pat_does_not_stop_later_draws():
    hand = Hand(TD, [100] * 3, button=0, seed=10)
    preflop_limp(hand)
    assert hand.actor == 1 and hand.draw_limit == 5
    hand.draw("")  # stands pat
    hand.draw(hand.cards(2)[:1])
    hand.draw(hand.cards(0))  # all five
    check_round(hand)
    assert hand.actor == 1
    record = hand.draw(hand.cards(1)[:2])  # stood pat before, draws now
    assert len(record.received) == 2


def test_rule21_burn_before_every_draw_even_when_all_stand_pat():
    deck = deal_deck([JUNK_A, JUNK_B, JUNK_C], 0)
    order = cards(deck)
    hand = Hand(TD, [100] * 3, button=0, deck=deck, seed=11)
    play_out(hand)
    burns = of_type(hand, Burn)
    assert [b.card for b in burns] == list(order[15:18])
    history = list(hand.history)
    for number in (1, 2, 3):
        start = history.index(Street(f"draw {number}"))
        assert isinstance(history[start + 1], Burn)


def test_rules_21_22_burn_then_each_player_gets_all_replacements_together():
    hand = hand_of([JUNK_A, JUNK_B, JUNK_C], 0, then="Ks 7s 5c 4h 3s 2s")
    preflop_limp(hand)
    assert hand.actor == 1
    assert hand.draw("Jh 9c 6h").received == cards("7s 5c 4h")
    assert hand.draw("Qc Td").received == cards("3s 2s")
    assert of_type(hand, Burn) == [Burn(cards("Ks")[0])]


def test_td_1_worked_example():
    # Heads-up, button 0: A is the big blind (seat 1) and draws first.
    hand = hand_of(["7h 6c 4s 3c 2d", "2c 3d 4h 7s Kc"], 0, then="Qs 5d")
    hand.call()
    hand.check()
    assert hand.draw("Kc") == Draw(1, cards("Kc"), cards("5d"))
    hand.draw("")
    play_out(hand)  # A stands pat on later draws and keeps betting
    assert len(draws_by_seat(hand)[1]) == 3
    assert sorted(hand.cards(1)) == sorted(cards("7s 5d 4h 3d 2c"))
    assert awards(hand) == {1: 4}


@pytest.mark.parametrize(
    "name, a, b, result",
    [
        ("TD-2", "As 5d 4c 3h 2s", "Ks Qd Jc 9h 8s", "b"),
        ("TD-3", "7h 5h 4h 3h 2h", "Ks Kd Qc Jh 9s", "b"),
        ("TD-4", "7h 5h 4h 3h 2s", "7c 5d 4s 3c 2d", "split"),
        ("TD-5", "6s 5d 4c 3h 2s", "2d 2c 2h 9s 8d", "b"),
        ("TD-6", "2s 2d 8c 7h 6s", "3s 3d 5c 4h 2c", "a"),
        ("TD-7", "5s 5d 3c 3h Ks", "5c 5h 4s 4d 2c", "a"),
        ("TD-8", "8h 6h 4h 3h 2h", "9c 5c 4c 3c 2c", "a"),
        ("TD-9", "6c 5h 4d 3c 2d", "7s 6d 5c 4h 3s", "a"),
        ("TD-9b", "As Kd Qc Jh Ts", "Ac Kc Qd Jd 9h", "b"),
        ("TD-10", "2s 2d 2c Kh Ks", "3s 3d 3c 4h 4s", "a"),
        ("rule5", "7c 6d 4h 3s 2c", "7d 5h 4c 3c 2s", "b"),
        ("rule8", "Ks Kd 9c 7h 6s", "As Ad 3c 4h 5s", "a"),
        ("suits", "8c 6d 5h 3s 2c", "8d 6s 5c 3h 2d", "split"),
    ],
)
def test_td_2_to_10_low_hand_comparisons(name, a, b, result):
    hand = play_out(hand_of([a, b], 0))
    expected = {"a": {0: 4}, "b": {1: 4}, "split": {0: 2, 1: 2}}[result]
    assert awards(hand) == expected, name


def _five_handed_to_the_first_draw() -> tuple[Hand, tuple]:
    deck = deal_deck([None] * 5, 4)
    hand = Hand(TD, [100] * 5, button=4, deck=deck, seed=23)
    hand.call()  # seat 2
    hand.call()  # seat 3
    hand.fold()  # seat 4, the button
    hand.call()  # seat 0
    hand.check()  # seat 1
    return hand, cards(deck)


def test_rule23_shortage_in_the_middle_of_a_draw():
    hand, order = _five_handed_to_the_first_draw()
    dealt = {d.seat: set(d.cards) for d in of_type(hand, Deal)}
    first_discards = set()
    for seat in range(4):
        first_discards |= set(hand.cards(seat))
        hand.draw(hand.cards(seat))
    assert hand.stub_size == 52 - 25 - 1 - 20
    check_round(hand)
    seat0_discards = set(hand.cards(0)[:3])
    hand.draw(sorted(seat0_discards))
    assert hand.stub_size == 2
    own = set(hand.cards(1)[:3])
    waiting = set(hand.cards(2)) | set(hand.cards(3))
    record = hand.draw(sorted(own))
    shuffles = of_type(hand, Reshuffle)
    assert len(shuffles) == 1
    pool = set(shuffles[0].cards)
    burns = {b.card for b in of_type(hand, Burn)}
    assert burns == {order[25], order[46]}
    expected = set(order[50:52]) | first_discards | seat0_discards | dealt[4]
    assert pool == expected
    assert len(shuffles[0].cards) == 2 + 20 + 3 + 5
    assert not pool & own  # the current recipient's discards
    assert not pool & waiting  # players still waiting
    assert not pool & burns  # burn cards stay out
    assert not pool & (set(hand.cards(0)))  # live hands
    # A card seat 1 threw on its own earlier draw may come back to it.
    assert dealt[1] <= pool
    assert set(record.received) <= pool


def test_rules_notes_2_9_burn_due_on_an_empty_stub_reshuffles_first():
    hand, _ = _five_handed_to_the_first_draw()
    dealt = {d.seat: set(d.cards) for d in of_type(hand, Deal)}
    first_discards = set()
    for seat in range(4):
        first_discards |= set(hand.cards(seat))
        hand.draw(hand.cards(seat))
    check_round(hand)
    second = set(hand.cards(0))
    hand.draw(hand.cards(0))  # takes the last 5 cards exactly: no reshuffle yet
    assert not of_type(hand, Reshuffle) and hand.stub_size == 0
    stand_pat(hand)
    check_round(hand)
    history = list(hand.history)
    start = history.index(Street("draw 3"))
    assert isinstance(history[start + 1], Reshuffle)
    assert isinstance(history[start + 2], Burn)
    pool = set(history[start + 1].cards)
    assert pool == first_discards | second | dealt[4]
    old_burns = {b.card for b in of_type(hand, Burn)[:2]}
    assert not pool & old_burns
    assert history[start + 2].card in pool


# ----------------------------------------------------------------------------- all-in (24-26)


def test_rule24_no_shoving_beyond_the_fixed_limit():
    hand = Hand(TD, [100] * 3, button=0, seed=12)
    before = hand.snapshot()
    with pytest.raises(IllegalActionError):
        hand.all_in()
    assert hand.snapshot() == before


def _round_three(short_stack: int) -> Hand:
    # Button 0: seat 1 (P1) small blind, seat 2 (P2) big blind with a short stack, seat 0 P3.
    hand = Hand(TD, [100, 100, short_stack], button=0, seed=13)
    preflop_limp(hand)
    stand_pat(hand)
    check_round(hand)
    stand_pat(hand)
    assert hand.actor == 1 and hand.legal_actions().min_to == 4
    return hand


def test_td_12_half_bet_all_in_reopens_and_counts_towards_the_cap():
    hand = _round_three(8)  # P2 has 6 left
    hand.bet(4)  # P1
    assert hand.all_in() == Raise(2, 6, 6, True)
    legal = hand.legal_actions()
    assert legal.seat == 0 and legal.min_to == 10
    hand.raise_to(10)  # P3
    legal = hand.legal_actions()
    assert legal.seat == 1 and legal.raise_kind == "raise" and legal.min_to == 14
    hand.raise_to(14)  # P1: bet 4, raises to 6, 10, 14 - capped
    legal = hand.legal_actions()
    assert legal.seat == 0 and legal.raise_kind is None and legal.call == 4


def test_rule25_less_than_half_all_in_does_not_reopen():
    hand = _round_three(7)  # P2 has 5 left
    hand.bet(4)
    assert hand.all_in() == Raise(2, 5, 5, True)
    hand.call()  # P3 calls 5
    legal = hand.legal_actions()
    assert legal.seat == 1 and legal.raise_kind is None and legal.call == 1


def test_rule26_player_yet_to_act_may_complete_and_that_reopens():
    hand = _round_three(7)
    hand.bet(4)
    hand.all_in()  # to 5
    legal = hand.legal_actions()
    assert legal.seat == 0 and (legal.min_to, legal.max_to) == (8, 8)
    assert hand.complete() == Raise(0, 8, 8, False, True)
    legal = hand.legal_actions()
    assert legal.seat == 1 and legal.raise_kind == "raise" and legal.min_to == 12


def test_rules_notes_2_32_short_big_blind_others_call_the_full_blind():
    hand = Hand(TD, [100, 100, 1], button=0, seed=14)
    assert Post(2, "big blind", 1, True) in of_type(hand, Post)
    legal = hand.legal_actions()
    assert legal.call == 2 and legal.min_to == 4
    # The full big blind is the first bet: three raises cap the round.
    hand.raise_to(4)
    hand.raise_to(6)
    assert hand.legal_actions().seat == 0
    hand.raise_to(8)
    assert hand.legal_actions().raise_kind is None


def test_td_19_all_in_player_takes_all_three_draws():
    hand = Hand(TD, [100, 100, 4], button=0, seed=15)
    hand.raise_to(4)  # seat 0
    hand.fold()  # seat 1
    assert hand.call() == Call(2, 2, True)
    # No more betting is possible (rule 30), but all three draws happen.
    assert hand.phase == "draw"
    while hand.phase == "draw":
        hand.draw(hand.cards(hand.actor)[:1])
    assert hand.is_over
    assert len(draws_by_seat(hand)[2]) == 3
    assert len(of_type(hand, Burn)) == 3
    assert Street("showdown") in hand.history
    assert sum(awards(hand).values()) == 4 + 4 + 1


# ------------------------------------------------------------------------ pots, showdown (27-29)


def test_td_11_side_pot():
    hands = ["7c 5d 4s 3h 2c", "Kc Kd Qs Jh 9c", "8d 6s 5h 3c 2d"]
    hand = hand_of(hands, 0, stacks=[6, 100, 100])
    hand.raise_to(4)  # A
    hand.raise_to(6)  # B
    hand.call()  # C
    assert hand.call() == Call(0, 2, True)  # A is all-in for 6
    stand_pat(hand)
    hand.bet(2)  # B
    hand.raise_to(4)  # C
    hand.call()  # B
    assert hand.contributions == (6, 10, 10)
    assert hand.pots() == [Pot(18, (0, 1, 2)), Pot(8, (1, 2))]
    play_out(hand)
    assert awards(hand) == {0: 18, 2: 8}


def test_rule27_uncalled_excess_is_returned():
    hand = Hand(TD, [100] * 3, button=0, seed=16)
    preflop_limp(hand)
    stand_pat(hand)
    hand.bet(2)
    hand.fold()
    hand.fold()
    assert hand.payoffs == (-2, 4, -2)


def _to_the_last_round() -> Hand:
    hands = ["7c 5d 4s 3h 2c", "Kc Kd Qs Jh 9c", "8d 6s 5h 3c 2d"]
    hand = hand_of(hands, 0)
    preflop_limp(hand)
    for _ in range(2):
        stand_pat(hand)
        check_round(hand)
    stand_pat(hand)
    return hand


def test_rule28_last_aggressor_shows_first():
    hand = _to_the_last_round()
    hand.check()  # seat 1
    hand.bet(4)  # seat 2
    hand.call()
    hand.call()
    assert showdown_order(hand)[0] == 2


def test_rule28_no_final_bet_first_active_left_of_the_button_shows_first():
    hand = _to_the_last_round()
    check_round(hand)
    assert showdown_order(hand)[0] == 1


def test_rule28_aggression_in_earlier_rounds_does_not_count():
    hands = ["7c 5d 4s 3h 2c", "Kc Kd Qs Jh 9c", "8d 6s 5h 3c 2d"]
    hand = hand_of(hands, 0)
    hand.raise_to(4)  # seat 0 raises in the first round
    hand.call()
    hand.call()
    for _ in range(3):
        stand_pat(hand)
        check_round(hand)
    assert showdown_order(hand)[0] == 1


def test_rule29_odd_chip_to_the_first_tied_player_left_of_the_button():
    hands = ["8c 6d 5h 3s 2c", JUNK_A, "8d 6s 5c 3h 2d"]
    hand = hand_of(hands, 0)
    hand.call()  # seat 0
    hand.fold()  # seat 1, the small blind: 1 stays in
    hand.check()  # seat 2
    play_out(hand)
    assert awards(hand) == {2: 3, 0: 2}


# ----------------------------------------------------------------------------- session (9, 31)


def test_rule9_button_moves_to_the_next_player_with_chips():
    # Bob has 1 chip: all-in for the small blind with the worst hand; he is out.
    first = deal_deck(["7c 5d 4s 3h 2c", "Kc Kd Qs Jh 9c", "8d 6s 5h 3c 2d"], 0)
    with session_decks([first]):
        session = Session("triple-draw", ["Ann", "Bob", "Cy"], seed=2, stacks=[100, 1, 100])
        hand = session.next_hand()
        assert Post(1, "small blind", 1, True) in of_type(hand, Post)
        play_out(hand)
        session.finish_hand(hand)
    assert session.chips[1] == 0
    hand = session.next_hand()
    assert session.button == 2  # Bob is skipped
    # Heads-up now: Cy (seat 1 of 2) has the button and posts the small blind.
    assert hand.n == 2 and hand.button == 1
    assert Post(1, "small blind", 1, False) in of_type(hand, Post)


def test_rule31_ten_hands_a_fresh_pack_each_time():
    session = Session("triple-draw", 3, seed=4)
    seeds = set()
    buttons = []
    while (hand := session.next_hand()) is not None:
        locations = hand.card_locations()
        assert sorted(c for place in locations.values() for c in place) == list(range(52))
        assert hand.stub_size == 52 - 15
        seeds.add(hand.setup.seed)
        buttons.append(session.button)
        play_out(hand)
        session.finish_hand(hand)
    assert session.deals_played == 10
    assert len(seeds) == 10
    assert buttons == [k % 3 for k in range(10)]


def test_rule31_session_ends_when_one_player_has_chips():
    first = deal_deck(["7c 5d 4s 3h 2c", "Kc Kd Qs Jh 9c"], 0)
    with session_decks([first]):
        session = Session("triple-draw", ["Ann", "Bob"], seed=2, stacks=[100, 2])
        hand = session.next_hand()
        hand.call()  # Ann, the button, completes the small blind
        play_out(hand)
        session.finish_hand(hand)
    assert session.chips == [102, 0]
    assert session.is_over and session.next_hand() is None
    assert [s.place for s in session.standings()] == [1, 2]


def test_award_records_name_the_pots():
    hands = ["7c 5d 4s 3h 2c", "Kc Kd Qs Jh 9c", "8d 6s 5h 3c 2d"]
    hand = hand_of(hands, 0, stacks=[6, 100, 100])
    hand.raise_to(4)
    hand.raise_to(6)
    hand.call()
    hand.call()
    stand_pat(hand)
    hand.bet(2)
    hand.raise_to(4)
    hand.call()
    play_out(hand)
    assert sorted(of_type(hand, Award)) == sorted([Award(0, 18, 0), Award(2, 8, 1)])


def test_rules_notes_2_31_completion_counts_towards_the_cap_a_short_all_in_does_not():
    hand = _round_three(7)
    hand.bet(4)  # P1: the bet
    hand.all_in()  # P2 to 5: less than half, not a raise
    hand.complete()  # P3 to 8: raise 1
    hand.raise_to(12)  # P1: raise 2
    legal = hand.legal_actions()
    assert legal.seat == 0 and legal.raise_kind == "raise" and legal.min_to == 16
    hand.raise_to(16)  # P3: raise 3, the cap
    legal = hand.legal_actions()
    assert legal.seat == 1 and legal.raise_kind is None


def test_rules_notes_2_31_heads_up_stays_uncapped_in_later_rounds():
    hand = Hand(TD, [100] * 3, button=0, seed=18)
    hand.call()  # seat 0
    hand.fold()  # seat 1
    hand.check()  # seat 2
    stand_pat(hand)
    hand.bet(2)  # seat 2
    for to in (4, 6, 8, 10, 12):
        hand.raise_to(to)
    assert hand.legal_actions().raise_kind == "raise"
