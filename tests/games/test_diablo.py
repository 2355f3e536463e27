"""Diablo: seed 004 and rules-notes 1E, 2.13, 2.17-2.23.

Single hands use exact decks. Diablo rounds span several deals, so those tests drive a
:class:`Session` whose hands are dealt from exact decks (``session_decks``) or, where the cards
do not matter, from the session's own shuffle.
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
    stand_pat,
)
from pokerules import Hand, IllegalActionError, Pot, Session, find_game
from pokerules.records import Award, Bet, Post, Show
from pokerules.session.sessions import DiabloPayment

DB = find_game("diablo")

JUNK_A = "Kc Qh 8d 6c 4c"
JUNK_B = "Jd Th 9c 6h 3h"
JUNK_C = "Qc Td 8h 5s 3d"


def heads_up(a: str, b: str, game=DB) -> Hand:
    return Hand(game, [100, 100], button=1, deck=deal_deck([a, b], 1), seed=5)


def antes(hand: Hand) -> list[int]:
    return sorted(p.seat for p in of_type(hand, Post) if p.kind == "ante")


# ----------------------------------------------------------------------------- one hand


@pytest.mark.parametrize(
    "a, b, winner",
    [
        ("2s 2d Kh Kc 9s", "Qh Jh Th 2c 8h", 1),  # rule 1: deuces wild (DW-1)
        ("Ah 2s 9h 6h 4h", "Ad Kd Qd 5d 3d", 1),  # rule 2: no duplicate ace of hearts
        ("7c 7d 7h 2s 2c", "Ks Qs Js Ts 9s", 0),  # rule 2: five of a kind over a straight flush
        ("Kh Kd 2s 7c 4d", "Qs Qc 9d 9h 5s", 0),  # DB-1's hands: three kings beat two pair
    ],
)
def test_rules_1_2_deuces_wild_showdowns(a, b, winner):
    hand = heads_up(a, b)
    hand.bet(2)
    hand.call()
    stand_pat(hand)
    check_round(hand)
    assert awards(hand) == {winner: 6}


def test_rule4_antes_and_five_cards_each():
    hand = Hand(DB, [100] * 4, button=0, seed=1)
    assert antes(hand) == [0, 1, 2, 3]
    assert all(len(hand.cards(s)) == 5 for s in range(4))


def test_rule5_first_bettor_is_the_opener_whatever_the_hand():
    hand = Hand(DB, [100] * 3, button=2, deck=deal_deck([JUNK_A, JUNK_B, JUNK_C], 2), seed=1)
    assert hand.actor == 0  # left of the dealer
    hand.check()
    assert hand.bet(2) == Bet(1, 2, 2, False)  # no opening requirement (2.17)
    assert hand.opener == 1


def test_rules_notes_2_17_jacks_or_better_option():
    game = find_game("diablo", opening="jacks_or_better")
    hand = Hand(game, [100] * 3, button=2, deck=deal_deck([JUNK_A, JUNK_B, JUNK_C], 2), seed=1)
    with pytest.raises(IllegalActionError):
        hand.bet(2)
    assert hand.legal_actions().raise_kind is None


def test_db_3_draw_at_most_two():
    hand = Hand(DB, [100] * 3, button=2, deck=deal_deck([JUNK_A, JUNK_B, JUNK_C], 2), seed=1)
    hand.bet(2)
    hand.call()
    hand.call()
    assert hand.draw_limit == 2
    before = hand.snapshot()
    with pytest.raises(IllegalActionError):
        hand.draw("Kc Qh 8d")
    assert hand.snapshot() == before
    assert len(hand.draw("Kc Qh").received) == 2


def test_rules_notes_2_13_second_round_begins_with_the_opener():
    hand = Hand(DB, [100] * 3, button=0, deck=deal_deck([JUNK_A, JUNK_B, JUNK_C], 0), seed=1)
    hand.check()  # seat 1
    hand.bet(2)  # seat 2 opens
    hand.call()
    hand.call()
    stand_pat(hand)
    assert hand.actor == 2
    legal = hand.legal_actions()
    assert legal.raise_kind == "bet" and legal.min_to == 4  # fixed limit 2/4


def test_rules_notes_2_13_opener_folded_next_player_clockwise():
    hand = Hand(DB, [100] * 3, button=0, deck=deal_deck([JUNK_A, JUNK_B, JUNK_C], 0), seed=1)
    hand.check()
    hand.bet(2)  # seat 2
    hand.raise_to(4)  # seat 0
    hand.call()  # seat 1
    hand.fold()  # seat 2
    stand_pat(hand)
    assert hand.actor == 0


def test_rules_notes_2_13_one_bet_and_four_raises():
    hand = Hand(DB, [100] * 3, button=2, seed=2)
    hand.bet(2)
    for to in (4, 6, 8, 10):
        hand.raise_to(to)
    assert hand.legal_actions().raise_kind is None


def test_rules_notes_2_18_unopened_first_hand_is_a_passout():
    hand = Hand(DB, [100] * 4, button=0, seed=3)
    check_round(hand)
    assert hand.passed_out and hand.carried == 4


# ----------------------------------------------------------------------------- Diablo rounds


def _diablo_session(stacks=300, game=DB, deals=None) -> Session:
    return Session(game, ["A", "B", "C", "D"], seed=7, stacks=stacks, button=3, deals=deals)


def _opener_folds_to_a_raise(hand: Hand) -> None:
    """Seat 0 (A) opens for 2, seat 1 (B) raises to 4, C and D fold, A folds: B wins 8."""
    assert hand.actor == 0
    hand.bet(2)
    hand.raise_to(4)
    hand.fold()
    hand.fold()
    hand.fold()
    assert hand.is_over


def test_db_1_and_db_2_the_opener_pays_the_pot_until_they_win():
    hand1 = deal_deck(["Jc Jd 8s 7h 4c", "Ac Ad Ah 9s 6d", "Tc Td 7s 6h 3c", "9c 9h 8d 5c 3h"], 3)
    hand2 = deal_deck(["Qs Qc 9d 9h 5s", "Kh Kd 2s 7c 4d", "Jh Js 8c 6c 3d", "Th 8d 6s 4h 3s"], 0)
    hand3 = deal_deck(["As Ah Ac 9s 5d", "Kh Kd 8c 7c 4d", "Jh Js 8s 6c 3d", "Th 8d 6s 4h 3s"], 1)
    with session_decks([hand1, hand2, hand3]):
        session = _diablo_session()
        # Hand 1: A opens; every player puts in 15 in all: the pot is 60. B wins it.
        hand = session.next_hand()
        assert hand.button == 3 and antes(hand) == [0, 1, 2, 3]
        hand.bet(2)
        for _ in range(3):
            hand.call()
        stand_pat(hand)
        assert hand.actor == 0
        hand.bet(4)
        hand.raise_to(8)
        hand.raise_to(12)
        hand.call()
        hand.call()
        hand.call()
        assert of_type(hand, Award) == [Award(1, 60, 0)]
        log = session.finish_hand(hand)
        assert log.diablo_payment == DiabloPayment("A", 60, 60)
        assert session.pending_pot == 60
        assert session.chips == [300 - 15 - 60, 300 - 15 + 60, 285, 285]

        # Hand 2 (DB-1): the pot stands at 60, no antes, the deal has passed left.
        hand = session.next_hand()
        assert hand.button == 0
        assert antes(hand) == []
        assert hand.pot_total == 60
        for _ in range(3):
            hand.check()
        hand.bet(2)  # A opens
        for to in (4, 6, 8, 10):
            hand.raise_to(to)
        for _ in range(3):
            hand.call()
        stand_pat(hand)
        assert hand.actor == 0
        hand.bet(4)  # A
        hand.raise_to(8)  # B
        hand.raise_to(12)  # C
        hand.fold()  # D
        hand.raise_to(16)  # A
        hand.raise_to(20)  # B
        hand.call()  # C
        hand.call()  # A
        assert hand.is_over
        shows = {s.seat: s for s in of_type(hand, Show)}
        assert shows[1].cards == cards("Kh Kd 2s 7c 4d")
        assert of_type(hand, Award) == [Award(1, 160, 0)]  # B takes the 160
        log = session.finish_hand(hand)
        assert log.diablo_payment == DiabloPayment("A", 160, 160)  # A pays 160
        assert session.pending_pot == 160
        assert session.chips == [35, 475, 255, 275]

        # Hand 3 (DB-2): no antes, the deal passes left again; A's hand is best.
        hand = session.next_hand()
        assert hand.button == 1
        assert antes(hand) == []
        assert hand.pot_total == 160
        hand.check()  # C
        hand.check()  # D
        hand.bet(2)  # A
        hand.call()  # B
        hand.call()  # C
        hand.fold()  # D
        stand_pat(hand)
        check_round(hand)
        assert awards(hand) == {0: 166}
        log = session.finish_hand(hand)
        assert log.diablo_payment is None  # the Diablo round ends
        assert session.pending_pot == 0

    # Hand 4: a normal hand with antes.
    hand = session.next_hand()
    assert hand.button == 2
    assert antes(hand) == [0, 1, 2, 3]
    assert hand.dead_money == 0
    assert sum(hand.stacks) + hand.pot_total == 1200


def test_rule9_the_opener_winning_uncontested_ends_the_round():
    session = _diablo_session(stacks=100)
    hand = session.next_hand()
    hand.bet(2)
    for _ in range(3):
        hand.fold()
    log = session.finish_hand(hand)
    assert log.diablo_payment is None
    assert session.pending_pot == 0
    hand = session.next_hand()
    assert antes(hand) == [0, 1, 2, 3]


def test_rules_notes_2_21_opener_folding_is_a_loss():
    session = _diablo_session(stacks=100)
    hand = session.next_hand()
    _opener_folds_to_a_raise(hand)
    assert awards(hand) == {1: 8}
    log = session.finish_hand(hand)
    assert log.diablo_payment == DiabloPayment("A", 8, 8)
    assert session.chips[0] == 100 - 3 - 8
    hand = session.next_hand()
    assert antes(hand) == [] and hand.pot_total == 8


def test_rules_notes_2_18_passout_then_reante_in_a_diablo_session():
    session = _diablo_session(stacks=100)
    hand = session.next_hand()
    check_round(hand)
    log = session.finish_hand(hand)
    assert hand.passed_out and not log.counted and log.diablo_payment is None
    assert session.pending_pot == 4 and session.deals_played == 0
    hand = session.next_hand()
    assert hand.button == 0
    assert antes(hand) == [0, 1, 2, 3]
    assert hand.pot_total == 8


def test_rules_notes_2_18_unopened_followon_is_played_out():
    # A loses the first hand by folding, then everyone checks the follow-on; A's hand is worst.
    second = deal_deck(["9c 8d 6s 4h 3s", "Ac Ad Ah 9s 6d", "Kc Kd 8s 7h 4c", "Qc Qd 8h 6h 3c"], 0)
    with session_decks([None, second]):
        session = _diablo_session(stacks=100)
        hand = session.next_hand()
        _opener_folds_to_a_raise(hand)
        session.finish_hand(hand)
        hand = session.next_hand()
        check_round(hand)
        assert not hand.passed_out
        assert hand.phase == "draw"
        stand_pat(hand)
        check_round(hand)
        assert hand.is_over
        assert sorted(draws_by_seat(hand)) == [0, 1, 2, 3]
        assert awards(hand) == {1: 8}
        log = session.finish_hand(hand)
    assert log.diablo_payment == DiabloPayment("A", 8, 8)
    hand = session.next_hand()
    assert antes(hand) == [] and hand.pot_total == 8


@pytest.mark.parametrize("rule", ["persistent", "per_hand"])
def test_rules_notes_2_19_who_pays_in_followon_hands(rule):
    game = find_game("diablo", diablo_opener=rule)
    session = _diablo_session(stacks=100, game=game)
    hand = session.next_hand()
    _opener_folds_to_a_raise(hand)
    session.finish_hand(hand)
    # Follow-on: B bets first and everyone folds; B wins the 8 chips A paid.
    hand = session.next_hand()
    assert hand.actor == 1
    hand.bet(2)
    for _ in range(3):
        hand.fold()
    assert hand.opener == 1
    assert awards(hand) == {1: 8}
    log = session.finish_hand(hand)
    hand = session.next_hand()
    if rule == "persistent":
        # A is still the Diablo opener and did not win: A pays again.
        assert log.diablo_payment == DiabloPayment("A", 8, 8)
        assert antes(hand) == [] and hand.pot_total == 8
    else:
        # B opened this hand and won it: the round is over.
        assert log.diablo_payment is None
        assert antes(hand) == [0, 1, 2, 3] and hand.dead_money == 0


def test_rules_notes_2_20_opener_pays_what_they_have_and_stays_in_all_in():
    # A starts with 6: after the ante and the opening bet A has 3 left but owes 8.
    second = deal_deck(["As Ah Ac 9s 5d", "Kh Kd 8c 7c 4d", "Jh Js 8s 6c 3d", "Th 8d 6s 4h 3s"], 0)
    with session_decks([None, second]):
        session = _diablo_session(stacks=[6, 100, 100, 100])
        hand = session.next_hand()
        _opener_folds_to_a_raise(hand)
        log = session.finish_hand(hand)
        assert log.diablo_payment == DiabloPayment("A", 3, 8)
        assert session.chips[0] == 0 and session.pending_pot == 3
        hand = session.next_hand()
        # A is dealt in with no chips, all-in for the pot A funded.
        assert hand.n == 4 and hand.starting_stacks[0] == 0
        assert antes(hand) == [] and hand.pot_total == 3
        assert hand.actor == 1
        hand.bet(2)
        hand.call()
        hand.call()
        assert hand.pots() == [Pot(3, (0, 1, 2, 3)), Pot(6, (1, 2, 3))]
        assert stand_pat(hand) == [1, 2, 3, 0]  # the all-in opener draws too
        check_round(hand)
        # A wins the main pot (trip aces), B the side pot (kings): A has won.
        assert awards(hand) == {0: 3, 1: 6}
        log = session.finish_hand(hand)
    assert log.diablo_payment is None
    assert session.chips[0] == 3
    hand = session.next_hand()
    assert antes(hand) == [0, 1, 2, 3] and hand.dead_money == 0


def test_rules_notes_2_20_opener_with_no_chips_when_payment_is_due():
    second = deal_deck(["Th 8d 6s 4h 3s", "As Ah Ac 9s 5d", "Kh Kd 8c 7c 4d", "Jh Js 8s 6c 3d"], 0)
    with session_decks([None, second]):
        session = _diablo_session(stacks=[6, 100, 100, 100])
        hand = session.next_hand()
        _opener_folds_to_a_raise(hand)
        session.finish_hand(hand)
        hand = session.next_hand()
        play_out(hand)
        assert 0 not in awards(hand)
        session.finish_hand(hand)
    # The round ends at once; A is out; antes resume.
    assert session.chips[0] == 0 and session.pending_pot == 0
    hand = session.next_hand()
    assert hand.n == 3
    assert antes(hand) == [0, 1, 2]
    assert sum(hand.stacks) + hand.pot_total == 306


def test_rules_notes_2_21_a_split_main_pot_is_a_win():
    first = deal_deck(["Ah Kd 9c 7s 4h", "As Kc 9d 7h 4c", None, None], 3)
    with session_decks([first]):
        session = _diablo_session(stacks=100)
        hand = session.next_hand()
        hand.bet(2)
        hand.call()
        hand.fold()
        hand.fold()
        stand_pat(hand)
        check_round(hand)
        assert awards(hand) == {0: 4, 1: 4}
        log = session.finish_hand(hand)
    assert log.diablo_payment is None
    hand = session.next_hand()
    assert antes(hand) == [0, 1, 2, 3] and hand.dead_money == 0


def test_rules_notes_2_21_side_pot_only_the_opener_pays_what_others_won():
    first = deal_deck(["Kc Kd 8s 7h 4c", "Qc Qd 8h 6h 3c", "Ac Ad Ah 9s 6d", "Tc 9d 7s 5c 3h"], 3)
    with session_decks([first]):
        session = _diablo_session(stacks=[100, 100, 3, 100])
        hand = session.next_hand()
        hand.bet(2)  # A
        hand.call()  # B
        hand.call()  # C, all-in
        hand.fold()  # D
        stand_pat(hand)
        hand.bet(4)  # A
        hand.call()  # B
        assert hand.is_over
        # Main pot 10 (A, B, C) to C; side pot 8 (A, B) to A.
        assert awards(hand) == {2: 10, 0: 8}
        log = session.finish_hand(hand)
    assert log.diablo_payment == DiabloPayment("A", 10, 10)
    hand = session.next_hand()
    assert antes(hand) == [] and hand.pot_total == 10


def test_rules_notes_2_22_deal_limit_waits_for_the_end_of_the_round():
    session = _diablo_session(stacks=100, deals=1)
    hand = session.next_hand()
    _opener_folds_to_a_raise(hand)
    session.finish_hand(hand)
    assert not session.is_over
    hand = session.next_hand()
    assert hand is not None and antes(hand) == []
    hand.check()  # B
    hand.check()  # C
    hand.check()  # D
    hand.bet(2)  # A
    for _ in range(3):
        hand.fold()
    session.finish_hand(hand)
    assert session.is_over
    assert session.next_hand() is None
    assert sum(session.chips) == 400


def test_rules_notes_2_22_safety_cap_leaves_the_money_with_the_opener():
    game = find_game("diablo", diablo_max_followon_hands=1)
    session = _diablo_session(stacks=100, game=game)
    hand = session.next_hand()
    _opener_folds_to_a_raise(hand)
    session.finish_hand(hand)
    assert session.chips[0] == 89
    hand = session.next_hand()  # the one follow-on hand allowed
    hand.bet(2)  # B
    hand.fold()
    hand.fold()
    hand.fold()  # A folds again
    session.finish_hand(hand)
    assert session.chips[0] == 89  # nothing more is taken from A
    assert session.pending_pot == 0
    hand = session.next_hand()
    assert antes(hand) == [0, 1, 2, 3]
    assert sum(hand.stacks) + hand.pot_total == 400


def _dealers_choice_until_diablo(seed: int) -> tuple[Session, Hand] | None:
    """A dealer's choice session played passively until a dealer calls Diablo."""
    session = Session(["diablo", "nl-draw"], 4, seed=seed)
    for _ in range(8):
        hand = session.next_hand()
        if hand is None:
            return None
        if hand.game.diablo:
            return session, hand
        play_out(hand)
        session.finish_hand(hand)
    return None


def test_rule13_dealers_choice_deal_goes_left_of_the_diablo_caller():
    found = (_dealers_choice_until_diablo(seed) for seed in range(40))
    session, hand = next(f for f in found if f is not None)
    caller = session.button
    # The first player opens, the next raises, everyone else folds, the opener too.
    opener = hand.actor
    hand.bet(2)
    hand.raise_to(4)
    while hand.actor is not None:
        hand.fold()
    log = session.finish_hand(hand)
    assert log.diablo_payment is not None and log.diablo_payment.player == f"P{opener + 1}"
    # Follow-on: the deal has passed left; the opener bets and wins uncontested.
    hand = session.next_hand()
    assert hand.game.diablo and session.button == (caller + 1) % 4
    while hand.actor != opener:
        hand.check()
    hand.bet(2)
    while hand.actor is not None:
        hand.fold()
    log = session.finish_hand(hand)
    assert log.diablo_payment is None
    # The round is over: the next dealer is the player left of the Diablo caller.
    session.next_hand()
    assert session.button == (caller + 1) % 4
