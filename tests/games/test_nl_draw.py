"""No-limit Five-Card Draw, home profile: seed 001 and rules-notes 1B, 2.29, 2.30, 2.33.

Exact decks (top card first, dealt one at a time from the dealer's left) drive every hand; the
expected results come from the seed's text and the worked examples NL5-n of rules-notes Part 3.
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
from pokerules.players.bots import RandomBot
from pokerules.records import (
    Award,
    Bet,
    Burn,
    Call,
    Deal,
    Draw,
    Post,
    Raise,
    Reshuffle,
    ReturnUncalled,
    Show,
)

NL = find_game("nl-draw")

JUNK_A = "Kc Qh 8d 6c 4c"
JUNK_B = "Jd Th 9c 6h 3h"
JUNK_C = "Qc Td 8h 5s 3d"


def hand_of(hands, button, then="", stacks=None, seed=1) -> Hand:
    stacks = stacks or [100] * len(hands)
    return Hand(NL, stacks, button=button, deck=deal_deck(hands, button, then), seed=seed)


# ----------------------------------------------------------------------------- set-up (1-5)


@pytest.mark.parametrize("players", [1, 7])
def test_rule1_two_to_six_players(players):
    with pytest.raises(PokerulesError):
        Hand(NL, [100] * players, seed=1)


def test_rule1_six_players_may_play():
    hand = Hand(NL, [100] * 6, seed=1)
    assert hand.stub_size == 52 - 30


def test_rule1_deuces_are_not_wild():
    # Natural trip deuces lose to trip kings; were deuces wild they would make four nines.
    hand = hand_of(["2c 2d 2h 9s 7c", "Kc Kd Ks 9d 7h"], 1)
    play_out(hand)
    assert awards(hand) == {1: 2}


def test_rule1_no_opening_requirement():
    hand = hand_of([JUNK_A, JUNK_B, JUNK_C], 2)
    assert hand.bet(2) == Bet(0, 2, 2, False)
    assert hand.opener == 0


def test_rule2_ante_one_no_blinds_start_with_100():
    assert NL.starting_stack == 100
    assert Session("nl-draw", 3).chips == [100, 100, 100]
    hand = Hand(NL, [100] * 3, button=0, seed=3)
    posts = of_type(hand, Post)
    assert {(p.seat, p.kind, p.amount) for p in posts} == {(s, "ante", 1) for s in range(3)}
    assert hand.pot_total == 3
    assert hand.current_bet == 0


def test_rule4_dealt_singly_clockwise_from_the_dealers_left():
    order = cards("Ah Kh Qh Jh Th 9h 8h 7h 6h 5h")
    hand = Hand(NL, [100, 100], button=0, deck=order, seed=2)
    assert hand.cards(1) == order[0::2]
    assert hand.cards(0) == order[1::2]
    assert [d.seat for d in of_type(hand, Deal)] == [1, 0]


def test_rule5_no_burn_cards():
    hand = hand_of(["As Ad 5c 7d 9h", "Ks Kd Kh 3d 4h"], 1, then="Ac Ah 2s Qd")
    check_round(hand)
    assert hand.draw("5c 7d 9h").received == cards("Ac Ah 2s")
    assert hand.draw("3d").received == cards("Qd")
    play_out(hand)
    assert not of_type(hand, Burn)


# ----------------------------------------------------------------------------- betting (6-12)


def test_rule6_open_for_at_least_2_and_at_most_everything():
    hand = hand_of([JUNK_A, JUNK_B], 1)
    legal = hand.legal_actions()
    assert legal.check and legal.raise_kind == "bet"
    assert (legal.min_to, legal.max_to) == (2, 99)  # 100 less the ante
    before = hand.snapshot()
    for amount in (1, 100):
        with pytest.raises(IllegalActionError):
            hand.bet(amount)
        assert hand.snapshot() == before
    assert hand.bet(99) == Bet(0, 99, 99, True)


def test_nl5_2_minimum_raise_is_the_last_full_increment():
    # Seat 2 has 10 chips: 9 after the ante.
    hand = hand_of([JUNK_A, JUNK_B, JUNK_C], 2, stacks=[100, 100, 10])
    hand.bet(2)
    hand.raise_to(6)  # adds 4
    legal = hand.legal_actions()
    assert legal.min_to == 9  # all-in is the most seat 2 can do
    hand2 = hand_of([JUNK_A, JUNK_B, JUNK_C], 2)
    hand2.bet(2)
    hand2.raise_to(6)
    assert hand2.legal_actions().min_to == 10
    with pytest.raises(IllegalActionError):
        hand2.raise_to(9)
    assert hand2.raise_to(10) == Raise(2, 10, 10, False)
    # Raise to 9 is allowed as an all-in.
    assert hand.raise_to(9) == Raise(2, 9, 9, True)


def test_nl5_2_minimum_bet_resets_to_2_in_the_next_round():
    hand = hand_of([JUNK_A, JUNK_B, JUNK_C], 2)
    hand.bet(2)
    hand.raise_to(6)
    hand.raise_to(10)
    hand.call()
    hand.call()
    stand_pat(hand)
    legal = hand.legal_actions()
    assert legal.raise_kind == "bet" and legal.min_to == 2


def test_rule8_antes_set_neither_the_call_nor_the_increment():
    hand = hand_of([JUNK_A, JUNK_B, JUNK_C], 2)
    legal = hand.legal_actions()
    assert legal.check and legal.call == 0 and legal.min_to == 2
    hand.bet(2)
    assert hand.legal_actions().min_to == 4


@pytest.mark.parametrize("button", [0, 1, 2, 3])
def test_rule9_first_round_starts_left_of_the_dealer(button):
    hand = Hand(NL, [100] * 4, button=button, seed=button)
    assert hand.actor == (button + 1) % 4


def test_rule10_all_but_one_fold_wins_at_once_without_draw_or_show():
    hand = hand_of([JUNK_A, JUNK_B, JUNK_C], 2)
    hand.bet(5)
    hand.fold()
    hand.fold()
    assert hand.is_over
    assert not of_type(hand, Draw) and not of_type(hand, Show)
    assert hand.payoffs == (2, -1, -1)


def test_rule11_short_call_is_all_in():
    hand = hand_of([JUNK_A, JUNK_B], 1, stacks=[100, 8])
    hand.bet(20)
    assert hand.call() == Call(1, 7, True)


def _short_all_in_table() -> Hand:
    # Button 3: seats act 0, 1, 2, 3. Seat 2 has 15 chips (14 after the ante).
    return hand_of([JUNK_A, JUNK_B, JUNK_C, None], 3, stacks=[100, 100, 15, 100])


def test_rule12_short_all_in_does_not_reopen_for_players_who_responded():
    hand = _short_all_in_table()
    hand.bet(10)
    hand.call()
    assert hand.all_in() == Raise(2, 14, 14, True)  # adds 4, less than the increment 10
    # Seat 3 has not acted: it may make a full raise, to at least 14 + 10.
    legal = hand.legal_actions()
    assert legal.raise_kind == "raise" and legal.min_to == 24
    hand.call()
    for seat in (0, 1):
        legal = hand.legal_actions()
        assert legal.seat == seat and legal.raise_kind is None and legal.call == 4
        with pytest.raises(IllegalActionError):
            hand.raise_to(30)
        hand.call()
    assert hand.phase == "draw"


def test_rule12_a_full_raise_after_a_short_all_in_reopens():
    hand = _short_all_in_table()
    hand.bet(10)
    hand.call()
    hand.all_in()
    hand.raise_to(24)  # seat 3: a full raise of 10
    legal = hand.legal_actions()
    assert legal.seat == 0 and legal.raise_kind == "raise" and legal.min_to == 34


def test_rules_notes_2_30_short_all_ins_adding_to_a_full_raise_reopen():
    # Seats 2 and 3 are short: 14 and 20 after the ante.
    hands = [JUNK_A, JUNK_B, JUNK_C, None, None]
    hand = hand_of(hands, 4, stacks=[100, 100, 15, 21, 100])
    hand.bet(10)
    hand.call()
    hand.all_in()  # to 14 (+4)
    assert hand.all_in() == Raise(3, 20, 20, True)  # to 20 (+6), short of 24
    hand.call()  # seat 4
    # Seat 0 now faces 10 more, a full increment: raising is open, minimum still +10.
    legal = hand.legal_actions()
    assert legal.seat == 0 and legal.raise_kind == "raise" and legal.min_to == 30


def test_rules_notes_2_29_one_chip_all_in_bet():
    # Seat 1 has 2 chips: 1 after the ante.
    hand = hand_of([JUNK_A, JUNK_B, JUNK_C], 2, stacks=[100, 2, 100])
    hand.check()
    assert hand.all_in() == Bet(1, 1, 1, True)
    legal = hand.legal_actions()
    assert legal.seat == 2 and legal.call == 1 and legal.min_to == 3
    with pytest.raises(IllegalActionError):
        hand.raise_to(2)
    hand.call()
    # Seat 0 checked (a check counts as having acted) and faces only 1 more: call or fold.
    legal = hand.legal_actions()
    assert legal.seat == 0 and legal.raise_kind is None and legal.call == 1 and legal.fold


def test_rules_notes_2_29_raise_over_one_chip_bet_reopens_for_the_checker():
    hand = hand_of([JUNK_A, JUNK_B, JUNK_C], 2, stacks=[100, 2, 100])
    hand.check()
    hand.all_in()
    hand.raise_to(3)
    legal = hand.legal_actions()
    assert legal.seat == 0 and legal.raise_kind == "raise"


# ----------------------------------------------------------------------------- draw (13-15)


def test_rule13_draw_zero_to_five_in_order_from_the_dealers_left():
    hand = hand_of([JUNK_A, JUNK_B, JUNK_C], 0, then="As Ks Qs Js Ts")
    check_round(hand)
    assert hand.phase == "draw" and hand.draw_limit == 5
    assert hand.actor == 1
    record = hand.draw(JUNK_B)  # all five, no ace shown
    assert record.received == cards("As Ks Qs Js Ts")
    assert hand.actor == 2
    assert hand.draw("") == Draw(2, (), ())  # standing pat
    assert hand.actor == 0


def test_nl5_8_all_in_player_still_draws_then_showdown():
    hand = hand_of(["As Ad 5c 7d 9h", "Ks Kd Kh 3d 4h"], 1, then="Ac Ah 2s", stacks=[20, 100])
    hand.all_in()  # seat 0: 19
    hand.call()
    assert hand.phase == "draw" and hand.actor == 0
    hand.draw("5c 7d 9h")
    hand.draw("")
    assert hand.is_over  # nobody can bet: straight to the showdown
    assert sorted(draws_by_seat(hand)) == [0, 1]
    assert {s.seat for s in of_type(hand, Show)} >= {0}
    assert awards(hand) == {0: 40}


def test_rule14_reshuffle_procedure():
    """Seed 001: the stub's rest is shuffled with other players' discards and folded hands;
    never the current player's discards or live hands."""
    deck = deal_deck([None] * 6, 5)
    order = cards(deck)
    hand = Hand(NL, [100] * 6, button=5, deck=deck, seed=31)
    dealt = {seat: set(hand.cards(seat)) for seat in range(6)}
    hand.bet(2)
    for _ in range(4):
        hand.call()
    hand.fold()  # seat 5
    for seat in range(4):
        hand.draw(hand.cards(seat))  # 20 cards: 2 left
    assert hand.stub_size == 2
    own = set(hand.cards(4)[:3])
    record = hand.draw(sorted(own))
    shuffles = of_type(hand, Reshuffle)
    assert len(shuffles) == 1
    served = set().union(*(dealt[s] for s in range(4)))
    expected = set(order[50:52]) | served | dealt[5]
    assert set(shuffles[0].cards) == expected
    assert len(shuffles[0].cards) == 2 + 20 + 5
    assert not set(shuffles[0].cards) & own
    live = set().union(*(set(hand.cards(s)) for s in range(4))) | (dealt[4] - own)
    assert not set(shuffles[0].cards) & live
    assert set(record.received) <= expected


def test_rule15_second_round_starts_left_of_the_dealer_not_the_opener():
    hand = hand_of([JUNK_A, JUNK_B, JUNK_C], 0)
    hand.check()  # seat 1
    hand.bet(2)  # seat 2 opens
    hand.call()
    hand.call()
    stand_pat(hand)
    assert hand.actor == 1


def test_rule15_second_round_skips_a_folded_player():
    hand = hand_of([JUNK_A, JUNK_B, JUNK_C], 0)
    hand.check()
    hand.bet(2)
    hand.call()
    hand.fold()  # seat 1
    stand_pat(hand)
    assert hand.actor == 2


# ----------------------------------------------------------------------------- pots (16-17, 2.33)


def test_nl5_5_side_pots_count_the_antes():
    hands = ["Ac Ad Ah 7s 4d", "Kc Kd 9h 8s 3c", "Qc Qd Qh 5s 6d"]
    hand = hand_of(hands, 2, stacks=[10, 100, 100])
    assert hand.all_in() == Bet(0, 9, 9, True)
    hand.raise_to(29)
    hand.call()
    assert hand.pots() == [Pot(30, (0, 1, 2)), Pot(40, (1, 2))]
    stand_pat(hand)
    check_round(hand)
    # A (trip aces) wins the main pot; C (trip queens) beats B for the side pot.
    assert awards(hand) == {0: 30, 2: 40}


def test_nl5_6_uncalled_excess_is_returned_then_draw_and_showdown():
    hands = ["Kc Kd 9h 8s 3c", "Ac Ad Ah 7s 4d"]
    hand = hand_of(hands, 1, stacks=[51, 21])
    assert hand.all_in() == Bet(0, 50, 50, True)
    assert hand.call() == Call(1, 20, True)
    assert ReturnUncalled(0, 30) in hand.history
    assert hand.stacks[0] == 30
    # No betting is possible, but the scheduled draw still happens (rule 17).
    assert hand.phase == "draw"
    stand_pat(hand)
    assert hand.is_over
    assert awards(hand) == {1: 42}
    assert hand.stacks == (30, 42)


def test_rules_notes_2_33_ante_all_in_forms_side_pots():
    hands = ["Ac Ad Ah 7s 4d", "Kc Kd 9h 8s 3c", "Qc Qd Qh 5s 6d"]
    hand = hand_of(hands, 2, stacks=[1, 100, 100])
    assert Post(0, "ante", 1, True) in of_type(hand, Post)
    assert hand.actor == 1  # seat 0 is all-in already
    hand.bet(10)
    hand.call()
    assert hand.pots() == [Pot(3, (0, 1, 2)), Pot(20, (1, 2))]
    stand_pat(hand)
    check_round(hand)
    assert awards(hand) == {0: 3, 2: 20}


def test_rule16_folded_contributions_stay_in():
    hands = ["Ac Ad Ah 7s 4d", "Kc Kd 9h 8s 3c", "Qc Qd Qh 5s 6d"]
    hand = hand_of(hands, 2)
    hand.bet(10)
    hand.call()
    hand.call()
    stand_pat(hand)
    hand.bet(20)  # seat 0
    hand.call()
    hand.fold()  # seat 2: its 11 stay in
    assert hand.is_over
    assert awards(hand) == {0: 33 + 40}


# ----------------------------------------------------------------------------- showdown (18-21)


@pytest.mark.parametrize(
    "a, b, result",
    [
        ("As 2d 3c 4h 5s", "Kc Kd Ks 9d 7h", "a"),  # A-2-3-4-5 is a straight
        ("As 2d 3c 4h 5s", "6c 5d 4s 3h 2c", "b"),  # ... the lowest one
        ("Qs Kd As 2c 3h", "4c 4d 9h 8s 7c", "b"),  # no wrap-around straight
        ("Kc Kd 3c 3d 4h", "Qc Qd Jc Jd Ah", "a"),  # two pair: higher pair first
        ("Kc Kd 5c 5d 2h", "Ks Kh 4c 4d Ah", "a"),  # then the lower pair
        ("Kc Kd 5c 5d 9h", "Ks Kh 5h 5s 8c", "a"),  # then the kicker
        ("4c 4d 4h 2c 2d", "3c 3d 3h Ac Ad", "a"),  # full house: the trips first
        ("Ah Jh 9h 7h 3h", "Ad Jd 9d 7d 2d", "a"),  # flushes compare every card
        ("9c 8d 7h 6s 5c", "8c 7d 6h 5s 4c", "a"),  # straights by their top card
        ("Ac Ad Kc 5d 3h", "As Ah Qc Jd Th", "a"),  # pair: kickers in order
        ("Ah Kh Qh Jh Th", "9s 9d 9h 9c As", "a"),  # royal flush over quads
        ("Ah Kd 9c 7s 4h", "As Kc 9d 7h 4c", "split"),  # suits never break ties
        ("Ah Kd 9c 7s 3h", "Qs Jc 9d 7h 4c", "a"),  # no minimum hand to win
    ],
)
def test_rules_18_19_hand_ranking(a, b, result):
    hand = play_out(hand_of([a, b], 1))
    expected = {"a": {0: 2}, "b": {1: 2}, "split": {0: 1, 1: 1}}[result]
    assert awards(hand) == expected


def test_nl5_1_worked_example():
    hand = hand_of(["As Ad 5c 7d 9h", "Ks Kd Kh 3d 4h"], 1, then="Ac Ah 2s")
    hand.bet(4)
    hand.call()
    record = hand.draw("5c 7d 9h")
    assert record.received == cards("Ac Ah 2s")
    assert sorted(hand.cards(0)) == sorted(cards("As Ad Ac Ah 2s"))
    hand.draw("")
    check_round(hand)
    assert hand.is_over
    assert of_type(hand, Award) == [Award(0, 10, 0)]
    assert hand.stacks == (105, 95)
    assert all(len(s.cards) == 5 for s in of_type(hand, Show))


def _nl5_9_table() -> Hand:
    # Button 0: seat 1 is left of the dealer. Seat 2 opens before the draw.
    hand = hand_of([JUNK_A, JUNK_B, JUNK_C], 0)
    hand.check()
    hand.bet(2)
    return hand


def test_nl5_9_no_bet_first_player_left_of_the_dealer_shows_first():
    hand = _nl5_9_table()
    hand.call()
    hand.call()
    stand_pat(hand)
    check_round(hand)
    assert showdown_order(hand)[0] == 1
    assert of_type(hand, Show)[0].seat == 1


def test_nl5_9_no_bet_skips_folded_players():
    hand = _nl5_9_table()
    hand.call()
    hand.fold()  # seat 1
    stand_pat(hand)
    check_round(hand)
    assert showdown_order(hand)[0] == 2


def test_rule20_last_bettor_shows_first():
    hand = _nl5_9_table()
    hand.call()
    hand.call()
    stand_pat(hand)
    hand.check()  # seat 1
    hand.bet(4)  # seat 2
    hand.call()  # seat 0
    hand.call()  # seat 1
    assert showdown_order(hand)[0] == 2


def test_rule20_last_raiser_shows_first():
    hand = _nl5_9_table()
    hand.call()
    hand.call()
    stand_pat(hand)
    hand.bet(2)  # seat 1
    hand.raise_to(8)  # seat 2
    hand.raise_to(20)  # seat 0
    hand.call()
    hand.call()
    assert showdown_order(hand)[0] == 0


def test_nl5_10_odd_chip_to_the_first_tied_winner_left_of_the_dealer():
    # Button 1: seats act 2, 0, 1. Seats 2 and 0 tie.
    hands = ["As Kc 9d 7h 4c", JUNK_C, "Ah Kd 9c 7s 4h"]
    hand = hand_of(hands, 1)
    hand.bet(4)  # seat 2
    hand.call()  # seat 0
    hand.fold()  # seat 1
    stand_pat(hand)
    check_round(hand)
    assert hand.is_over
    assert awards(hand) == {2: 6, 0: 5}


# ----------------------------------------------------------------------------- session (22)


def test_nl5_11_broke_player_leaves_and_the_dealer_moves_left():
    # Ann has one chip: all-in for the ante with the worst hand, she loses and leaves.
    first = deal_deck(["7c 5d 4h 3s 9c", "Ac Ad Kh Ks 4d", "Qc Qd 8h 8s 6c"], 0)
    with session_decks([first]):
        session = Session("nl-draw", ["Ann", "Bob", "Cy"], seed=3, stacks=[1, 100, 100])
        hand = session.next_hand()
        assert hand.button == 0 and hand.actor == 1
        play_out(hand)
        session.finish_hand(hand)
    assert session.chips == [0, 102, 99]
    hand = session.next_hand()
    assert session.log[-1].players == ("Ann", "Bob", "Cy")
    assert hand.n == 2  # Ann is gone
    play_out(hand)
    entry = session.finish_hand(hand)
    assert entry.players == ("Bob", "Cy")


def test_nl5_11_session_ends_when_only_one_can_ante():
    first = deal_deck(["7c 5d 4h 3s 9c", "Ac Ad Kh Ks 4d"], 0)
    with session_decks([first]):
        session = Session("nl-draw", ["Ann", "Bob"], seed=3, stacks=[1, 100])
        hand = session.next_hand()
        play_out(hand)
        session.finish_hand(hand)
    assert session.is_over
    assert session.deals_played == 1
    assert session.next_hand() is None
    assert [(s.place, s.name, s.chips) for s in session.standings()] == [
        (1, "Bob", 101),
        (2, "Ann", 0),
    ]


def test_nl5_11_ten_deals_and_the_dealer_moves_left_every_deal():
    session = Session("nl-draw", 3, seed=8, button=1)
    buttons = []
    while (hand := session.next_hand()) is not None:
        buttons.append(session.button)
        play_out(hand)
        session.finish_hand(hand)
    assert session.deals_played == 10
    assert buttons == [(1 + k) % 3 for k in range(10)]
    assert sum(session.chips) == 300


@pytest.mark.parametrize("seed", range(6))
def test_nl5_11_random_sessions_respect_the_session_rules(seed):
    session = Session("nl-draw", 4, seed=seed, stacks=12)
    bot = RandomBot(seed=seed)
    gone: set[str] = set()
    while (hand := session.next_hand()) is not None:
        assert all(s > 0 for s in hand.starting_stacks)  # a broke player never sits in
        play_out(hand, bot.play)
        entry = session.finish_hand(hand)
        assert not set(entry.players) & gone  # no rebuys
        gone |= {session.names[p] for p in range(4) if session.chips[p] == 0}
        assert sum(session.chips) + session.pending_pot == 48
    with_chips = sum(1 for c in session.chips if c > 0)
    assert session.deals_played == 10 or with_chips == 1
    assert session.deals_played <= 10
