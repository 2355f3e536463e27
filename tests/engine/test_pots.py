"""Pots and showdown of the hand engine: side pots, uncalled bets, odd chips, early ends,
all-in players who keep drawing, showdown order and mucking.

Decks are stacked so the winners follow from the seeds' ranking rules: the cards are dealt one
at a time clockwise starting left of the button, then replacements come off the top.
"""

from __future__ import annotations

import pytest
from pokerules import Hand, find_game
from pokerules.betting.pots import Pot, build_pots, split_pot
from pokerules.cards import parse_hand
from pokerules.records import (
    Award,
    Bet,
    Call,
    Draw,
    Muck,
    ReturnUncalled,
    Show,
    Street,
)

NL = find_game("nl-draw")
TD = find_game("triple-draw")


def stacked_deck(button: int, hands: dict[int, str], after: str = "") -> str:
    """The deck order that deals ``hands[seat]`` (five cards each) with the button at
    ``button``, followed by ``after`` (the replacement cards, burns included)."""
    n = len(hands)
    order = [(button + 1 + i) % n for i in range(n)]
    cards = {seat: text.split() for seat, text in hands.items()}
    dealt = [cards[seat][r] for r in range(5) for seat in order]
    return " ".join(dealt + after.split())


def play_round(hand: Hand, *moves: str) -> None:
    """Apply betting moves in turn: "check", "call", "fold", "bet N", "raise N", "allin"."""
    for move in moves:
        word, _, amount = move.partition(" ")
        if word == "check":
            hand.check()
        elif word == "call":
            hand.call()
        elif word == "fold":
            hand.fold()
        elif word == "bet":
            hand.bet(int(amount))
        elif word == "raise":
            hand.raise_to(int(amount))
        elif word == "allin":
            hand.all_in()
        else:  # pragma: no cover - a typo in a test
            raise AssertionError(move)


def stand_pat(hand: Hand) -> None:
    assert hand.phase == "draw"
    while hand.phase == "draw":
        hand.draw()


def of_type(hand: Hand, kind: type) -> list:
    return [r for r in hand.history if isinstance(r, kind)]


def awards(hand: Hand) -> dict[tuple[int, int], int]:
    """(pot, seat) -> chips awarded."""
    return {(a.pot, a.seat): a.amount for a in of_type(hand, Award)}


def assert_all_cards_once(hand: Hand) -> None:
    located = [card for cards in hand.card_locations().values() for card in cards]
    assert sorted(located) == list(range(52))


# ---------------------------------------------------------------------------------- build_pots


def test_build_pots_seed_002_side_pot() -> None:
    # TD27 rule 27 / TD-11: contributions 6, 10, 10 make 18 for all three and 8 for the two.
    assert build_pots([6, 10, 10], [False, False, False]) == [
        Pot(18, (0, 1, 2)),
        Pot(8, (1, 2)),
    ]


def test_build_pots_antes_included() -> None:
    # NL5-5: antes 1 each; A all-in for 10 in total, B and C 30 each: 30 and 40.
    assert build_pots([10, 30, 30], [False, False, False]) == [
        Pot(30, (0, 1, 2)),
        Pot(40, (1, 2)),
    ]


def test_build_pots_folded_chips_stay_but_cannot_win() -> None:
    # NL5 rule 16: folded contributions stay in the pots they reached.
    # Seat 2 folded after putting in 20; seat 0 is all-in for 10, seat 1 put in 30.
    # Level 10: 10 from each seat = 30 for seats 0, 1; above: 20 from seat 1 + 10 from seat 2.
    assert build_pots([10, 30, 20], [False, False, True]) == [
        Pot(30, (0, 1)),
        Pot(30, (1,)),
    ]
    # every chip is in some pot
    assert sum(p.amount for p in build_pots([3, 7, 7, 1], [False, True, False, True])) == 18


def test_build_pots_dead_money_goes_to_the_main_pot() -> None:
    assert build_pots([6, 10, 10], [False, False, False], dead_money=5) == [
        Pot(23, (0, 1, 2)),
        Pot(8, (1, 2)),
    ]


def test_split_pot_odd_chip_to_the_first_listed() -> None:
    # NL5-10: pot 11 between two tied winners: the first gets 6, the other 5.
    assert split_pot(11, [2, 0]) == [(2, 6), (0, 5)]
    assert split_pot(11, [0, 2]) == [(0, 6), (2, 5)]
    assert split_pot(12, [1, 2, 0]) == [(1, 4), (2, 4), (0, 4)]
    with pytest.raises(ValueError):
        split_pot(5, [])


# ---------------------------------------------------------------------------------- side pots


@pytest.mark.parametrize("c_beats_b", [True, False])
def test_td11_side_pot_through_the_engine(c_beats_b: bool) -> None:
    # TD-11: A (seat 0) puts in 6, B (seat 1) and C (seat 2) 10 each: 18 and 8. A is best.
    a = "7c 5d 4h 3s 2c"  # 7-5-4-3-2, the best 2-7 hand
    good = "8h 6d 4c 3d 2h"  # 8-6-4-3-2
    bad = "Kc Qd Jh 9s 8s"  # K-high
    b, c = (bad, good) if c_beats_b else (good, bad)
    deck = stacked_deck(2, {0: a, 1: b, 2: c})
    hand = Hand(TD, [6, 50, 50], button=2, deck=deck, seed=1)
    # button 2: seat 0 posts the small blind, seat 1 the big blind, seat 2 acts first
    play_round(hand, "raise 4", "call", "call")
    stand_pat(hand)
    play_round(hand, "bet 2", "call", "call")  # A bets its last 2
    assert hand.stacks[0] == 0
    stand_pat(hand)
    play_round(hand, "bet 4", "call")  # A is all-in: only B and C act
    assert hand.contributions == (6, 10, 10)
    assert hand.pots() == [Pot(18, (0, 1, 2)), Pot(8, (1, 2))]
    stand_pat(hand)
    play_round(hand, "check", "check")
    assert hand.is_over
    winner_side = 2 if c_beats_b else 1
    loser_side = 1 if c_beats_b else 2
    assert awards(hand) == {(0, 0): 18, (1, winner_side): 8}
    assert hand.stacks[0] == 18
    assert hand.stacks[winner_side] == 50 - 10 + 8
    assert hand.stacks[loser_side] == 40
    # Checked through: A (first left of the button) shows first. B may still win the side
    # pot, so it shows; C shows when it beats B, and otherwise can win nothing and mucks.
    shown = [r.seat for r in hand.history if isinstance(r, (Show, Muck))]
    assert shown == [0, 1, 2]
    if c_beats_b:
        assert [r.seat for r in of_type(hand, Show)] == [0, 1, 2]
    else:
        assert [r.seat for r in of_type(hand, Show)] == [0, 1]
        assert of_type(hand, Muck) == [Muck(2)]
        assert set(parse_hand(bad)) <= set(hand.card_locations()["muck"])
    assert_all_cards_once(hand)


def test_nl5_5_side_pots_include_antes() -> None:
    # NL5-5: three players ante 1; A all-in with 9 more; B and C put in 30 each.
    hand = Hand(NL, [10, 100, 100], button=2, seed=2)
    assert hand.all_in() == Bet(0, 9, 9, True)
    play_round(hand, "raise 29", "call")
    assert hand.contributions == (10, 30, 30)
    assert hand.phase == "draw"
    assert hand.pots() == [Pot(30, (0, 1, 2)), Pot(40, (1, 2))]
    assert hand.pot_total == 70


def test_nl5_6_uncalled_excess_is_returned_before_the_showdown() -> None:
    # NL5-6: A bets 50 all-in, B has 20 and calls all-in: 30 goes back to A.
    hand = Hand(NL, [51, 21], button=1, seed=3)
    assert hand.actor == 0
    assert hand.all_in() == Bet(0, 50, 50, True)
    assert hand.call() == Call(1, 20, True)
    # returned as soon as the betting ends, before the draw
    assert of_type(hand, ReturnUncalled) == [ReturnUncalled(0, 30)]
    assert hand.contributions == (21, 21)
    assert hand.stacks == (30, 0)
    assert hand.pots() == [Pot(42, (0, 1))]
    assert hand.phase == "draw"  # both all-in: the draw still happens
    stand_pat(hand)
    assert hand.is_over
    history = list(hand.history)
    assert history.index(ReturnUncalled(0, 30)) < history.index(Street("showdown"))
    assert sum(a.amount for a in of_type(hand, Award)) == 42
    assert sum(hand.stacks) == 72


def test_uncalled_bet_is_returned_when_everyone_folds() -> None:
    hand = Hand(NL, [100, 100, 100], button=2, seed=4)
    play_round(hand, "bet 10", "fold", "fold")
    assert hand.is_over
    assert of_type(hand, ReturnUncalled) == [ReturnUncalled(0, 10)]
    assert of_type(hand, Award) == [Award(0, 3, 0)]
    assert hand.stacks == (102, 99, 99)


# ---------------------------------------------------------------------------------- odd chips


TIE_HANDS = {
    0: "As Kd Qh Jc 9s",  # ace-high, holds the ace of spades
    1: "3c 4d 6h 8c Td",
    2: "Ac Kh Qs Jd 9h",  # the same ranks: a tie (suits never break ties)
}


def nl5_10_hand(game) -> Hand:
    """NL5-10: button 1, seats 2 and 0 tie, seat 1 folds; the pot is 3 antes + 4 + 4 = 11."""
    hand = Hand(game, [100, 100, 100], button=1, deck=stacked_deck(1, TIE_HANDS), seed=5)
    assert hand.actor == 2
    play_round(hand, "bet 4", "call", "fold")
    stand_pat(hand)
    play_round(hand, "check", "check")
    assert hand.is_over
    assert sum(a.amount for a in of_type(hand, Award)) == 11
    return hand


def test_nl5_10_odd_chip_to_the_first_tied_winner_left_of_the_dealer() -> None:
    # NL5 rule 21: clockwise from the dealer (seat 1) the first tied winner is seat 2.
    hand = nl5_10_hand(NL)
    assert awards(hand) == {(0, 2): 6, (0, 0): 5}
    assert hand.stacks == (100, 99, 101)
    assert [r.seat for r in of_type(hand, Show)] == [2, 0]  # a tying hand is shown


def test_odd_chip_high_card_by_suit_option() -> None:
    # Rules-notes 2.27 option: the odd chip goes to the highest card by suit: the As (seat 0).
    hand = nl5_10_hand(find_game("nl-draw", odd_chip="high_card_by_suit"))
    assert awards(hand) == {(0, 0): 6, (0, 2): 5}


def test_td4_split_with_odd_chip_left_of_the_button() -> None:
    # TD-4: 7h 5h 4h 3h 2s (not a flush) ties 7c 5d 4s 3c 2d. Button 0; seat 1 (small blind)
    # folds, so the pot is 2 + 1 + 2 = 5: seat 2 is first left of the button and gets 3.
    hands = {0: "7h 5h 4h 3h 2s", 1: "Ks Qd Jh 9s 8d", 2: "7c 5d 4s 3c 2d"}
    hand = Hand(TD, [100, 100, 100], button=0, deck=stacked_deck(0, hands), seed=6)
    play_round(hand, "call", "fold", "check")
    for _ in range(3):
        stand_pat(hand)
        play_round(hand, "check", "check")
    assert hand.is_over
    assert awards(hand) == {(0, 2): 3, (0, 0): 2}
    assert hand.stacks == (100, 99, 101)
    values = hand.showdown_values()
    assert values[0] == values[2]


def test_split_main_pot_and_a_side_pot() -> None:
    # Seats 0 and 1 tie; seat 0 is all-in for 11 in all, seats 1 and 2 put in 31.
    # Main pot 33 splits 17 (seat 0, first left of the button 2) and 16; side pot 40 to seat 1.
    hands = {0: TIE_HANDS[0], 1: TIE_HANDS[2], 2: "2c 3d 5h 7c 8d"}
    hand = Hand(NL, [11, 100, 100], button=2, deck=stacked_deck(2, hands), seed=7)
    play_round(hand, "allin", "raise 30", "call")
    assert hand.pots() == [Pot(33, (0, 1, 2)), Pot(40, (1, 2))]
    stand_pat(hand)
    play_round(hand, "check", "check")
    assert hand.is_over
    assert awards(hand) == {(0, 0): 17, (0, 1): 16, (1, 1): 40}
    assert hand.stacks == (17, 125, 69)
    # seat 2 can win neither pot: it mucks
    assert of_type(hand, Muck) == [Muck(2)]
    assert [r.seat for r in of_type(hand, Show)] == [0, 1]


# ---------------------------------------------------------------------------------- early end


def test_all_but_one_fold_ends_the_hand_at_once() -> None:
    # NL5 rule 10 / TD27 rule 19: the last player takes the pot without drawing or showing.
    hand = Hand(TD, [100, 100, 100], button=0, seed=8)
    play_round(hand, "raise 4", "fold", "fold")
    assert hand.is_over and hand.actor is None and hand.phase == "over"
    assert of_type(hand, Award) == [Award(0, 5, 0)]  # blinds 1 + 2, its own 4 back (2 uncalled)
    assert of_type(hand, ReturnUncalled) == [ReturnUncalled(0, 2)]
    assert not of_type(hand, Show) and not of_type(hand, Draw)
    assert Street("showdown") not in hand.history
    assert hand.stacks == (103, 99, 98)
    assert hand.pot_total == 0 and hand.pots() == []
    assert_all_cards_once(hand)


def test_fold_after_the_draw_ends_the_hand() -> None:
    hand = Hand(NL, [100, 100], button=1, seed=9)
    play_round(hand, "bet 5", "call")
    stand_pat(hand)
    play_round(hand, "check", "bet 20", "fold")
    assert hand.is_over
    assert of_type(hand, Award) == [Award(1, 12, 0)]
    assert not of_type(hand, Show)
    assert hand.stacks == (94, 106)


# ---------------------------------------------------------------------------------- all-in draws


def test_nl5_1_worked_example() -> None:
    # NL5-1: A keeps the aces, exchanges 5c 7d 9h and receives Ac Ah 2s: four aces. B has
    # three kings. Antes 1 + 1 and 4 each: A receives 10.
    hands = {0: "As Ad 5c 7d 9h", 1: "Ks Kd Kh 3d 4h"}
    hand = Hand(NL, [100, 100], button=1, deck=stacked_deck(1, hands, "Ac Ah 2s"), seed=10)
    play_round(hand, "bet 4", "call")
    drawn = hand.draw("5c 7d 9h")
    assert drawn == Draw(0, parse_hand("5c 7d 9h"), parse_hand("Ac Ah 2s"))
    hand.draw()
    play_round(hand, "check", "check")
    assert hand.is_over
    assert of_type(hand, Award) == [Award(0, 10, 0)]
    assert hand.stacks == (105, 95)
    assert sorted(hand.cards(0)) == sorted(parse_hand("As Ad Ac Ah 2s"))


def test_nl5_8_all_in_before_the_draw_still_draws() -> None:
    # NL5-8 / NL5 rule 17: A is all-in before the draw, still discards and draws, then the
    # showdown follows with no more betting.
    hands = {0: "As Ad 5c 7d 9h", 1: "Ks Kd Kh 3d 4h"}
    deck = stacked_deck(1, hands, "Ac Ah 2s 5s")
    hand = Hand(NL, [11, 100], button=1, deck=deck, seed=11)
    play_round(hand, "allin", "call")
    assert (hand.phase, hand.actor) == ("draw", 0)
    hand.draw("5c 7d 9h")
    hand.draw("4h")
    assert hand.is_over
    draws = of_type(hand, Draw)
    assert [d.seat for d in draws] == [0, 1]
    assert draws[1].received == parse_hand("5s")
    assert isinstance(hand.decisions()[-1], Draw)  # nobody could bet after the draw
    assert Street("showdown") in hand.history
    # no final bet: seat 0 (left of the dealer) shows four aces; the trip kings cannot win
    assert [r.seat for r in of_type(hand, Show)] == [0]
    assert of_type(hand, Muck) == [Muck(1)]
    assert of_type(hand, Award) == [Award(0, 22, 0)]
    assert hand.stacks == (22, 89)


def test_td19_all_in_player_takes_all_three_draws() -> None:
    # TD-19: seat 2 (big blind, 4 chips) is all-in in the first round and still takes all
    # three draws. TD-1: it turns 2c 3d 4h 7s Kc into 7-5-4-3-2 and beats 7-6-4-3-2.
    hands = {
        0: "7h 6c 4s 3c 2d",  # 7-6-4-3-2
        1: "Ks Qd Jh 9s 8d",  # K-high
        2: "2c 3d 4h 7s Kc",
    }
    deck = stacked_deck(0, hands, "Ah 5d")  # Ah is burned before the first replacements
    hand = Hand(TD, [100, 100, 4], button=0, deck=deck, seed=12)
    play_round(hand, "raise 4", "call", "call")
    assert hand.stacks[2] == 0
    assert hand.draw() == Draw(1, (), ())
    assert hand.draw("Kc") == Draw(2, parse_hand("Kc"), parse_hand("5d"))
    hand.draw()
    play_round(hand, "bet 2", "call")  # seat 2 is all-in and is skipped
    stand_pat(hand)
    play_round(hand, "check", "check")
    stand_pat(hand)
    play_round(hand, "bet 4", "call")
    assert hand.is_over
    assert [d.seat for d in of_type(hand, Draw)].count(2) == 3
    # main pot 4 x 3 = 12 to seat 2; side pot 6 x 2 = 12 to seat 0 (beats K-high)
    assert awards(hand) == {(0, 2): 12, (1, 0): 12}
    # seat 1 made the last bet and shows first; then seat 2 and seat 0 in turn
    assert [r.seat for r in hand.history if isinstance(r, (Show, Muck))] == [1, 2, 0]
    assert hand.stacks == (102, 90, 12)


# ---------------------------------------------------------------------------------- showdown


SHOWDOWN_HANDS = {
    0: "9c 9d 4h 5s Kc",  # pair of nines
    1: "Qc Qd Qh 6s 7c",  # three queens
    2: "Ac Jd 8h 3s 2d",  # ace-high
}


def test_last_aggressor_of_the_final_round_shows_first() -> None:
    # NL5 rule 20: the last bettor or raiser in the final round shows first, then clockwise.
    hand = Hand(NL, [100, 100, 100], button=0, deck=stacked_deck(0, SHOWDOWN_HANDS), seed=13)
    assert hand.actor == 1
    play_round(hand, "bet 2", "call", "call")  # seat 1 bets first, but in the first round
    stand_pat(hand)
    play_round(hand, "check", "bet 5", "call", "call")
    assert hand.is_over
    # each later hand beats the earlier ones, so all three are shown
    assert [r.seat for r in of_type(hand, Show)] == [2, 0, 1]
    assert of_type(hand, Award) == [Award(1, 24, 0)]


def test_checked_through_first_live_player_left_of_the_button_shows_first() -> None:
    # NL5-9: no bet in the final round: the first remaining player left of the dealer shows
    # first. Seat 1 (left of the button) has folded, so seat 2 shows, then seat 0.
    hands = {0: SHOWDOWN_HANDS[1], 1: SHOWDOWN_HANDS[0], 2: SHOWDOWN_HANDS[2]}
    hand = Hand(NL, [100, 100, 100], button=0, deck=stacked_deck(0, hands), seed=14)
    play_round(hand, "check", "check", "bet 2", "fold", "call")  # seat 0 bets in round one
    stand_pat(hand)
    play_round(hand, "check", "check")
    assert [r.seat for r in hand.history if isinstance(r, (Show, Muck))] == [2, 0]
    assert [r.seat for r in of_type(hand, Show)] == [2, 0]
    assert of_type(hand, Award) == [Award(0, 7, 0)]


def test_a_hand_that_cannot_win_is_mucked() -> None:
    # As above, but the first hand shown is the best: seat 0 can no longer win and mucks.
    hands = {0: SHOWDOWN_HANDS[2], 1: SHOWDOWN_HANDS[0], 2: SHOWDOWN_HANDS[1]}
    hand = Hand(NL, [100, 100, 100], button=0, deck=stacked_deck(0, hands), seed=15)
    play_round(hand, "check", "check", "bet 2", "fold", "call")
    stand_pat(hand)
    play_round(hand, "check", "check")
    assert [r.seat for r in of_type(hand, Show)] == [2]
    assert of_type(hand, Muck) == [Muck(0)]
    assert hand.cards(0) == ()
    assert set(parse_hand(SHOWDOWN_HANDS[2])) <= set(hand.card_locations()["muck"])
    assert of_type(hand, Award) == [Award(2, 7, 0)]
    assert hand.stacks == (97, 99, 104)
    assert_all_cards_once(hand)


def test_triple_draw_heads_up_checked_through_big_blind_shows_first() -> None:
    # TD27 rules 14 and 28: heads-up, the first active player left of the button is the big
    # blind. Seat 0 is the button; seat 1's 8-6-5-4-2 loses to seat 0's 7-6-4-3-2, so both
    # are shown (the later hand wins).
    hands = {0: "7h 6c 4s 3c 2d", 1: "8h 6d 5c 4d 2h"}
    hand = Hand(TD, [100, 100], button=0, deck=stacked_deck(0, hands), seed=16)
    play_round(hand, "call", "check")
    for _ in range(3):
        stand_pat(hand)
        play_round(hand, "check", "check")
    assert [r.seat for r in of_type(hand, Show)] == [1, 0]
    assert of_type(hand, Award) == [Award(0, 4, 0)]
