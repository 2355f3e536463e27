"""Five Card Draw Deuces Wild, jacks or better: seed 000 and rules-notes 1A, 2.1-2.11, 2.15.

Every test deals an exact deck (top card first, one card at a time from the dealer's left) and
checks what the seed or rules-notes say must happen. Part 3 examples keep their names (DW-n).
"""

from __future__ import annotations

import pytest
from deck_helpers import (
    awards,
    cards,
    check_round,
    deal_deck,
    of_type,
    showdown_order,
    stand_pat,
)
from pokerules import (
    Card,
    Hand,
    IllegalActionError,
    PokerulesError,
    Session,
    evaluate_wild,
    find_game,
)
from pokerules.records import (
    Award,
    Bet,
    Deal,
    Draw,
    PassOut,
    Post,
    ProveOpeners,
    Raise,
    Reshuffle,
    Show,
    SplitOpeners,
)

DW = find_game("deuces-wild")

# Hands that cannot open: no pair, no deuce, no straight or flush.
JUNK_A = "Kc Qh 8d 6c 4c"
JUNK_B = "Ad Kh 9c 6h 3h"
JUNK_C = "Qc Td 8h 5s 3d"


def heads_up(a: str, b: str, game=DW, then: str = "") -> Hand:
    """Seat 0 holds ``a``, seat 1 (the dealer) holds ``b``; seat 0 acts first."""
    return Hand(game, [100, 100], button=1, deck=deal_deck([a, b], 1, then), seed=11)


def open_and_show(hand: Hand) -> Hand:
    """Whoever qualifies first opens for 2 and is called; both stand pat and check down."""
    assert hand.actor == 0
    if hand.legal_actions().raise_kind == "bet":
        hand.bet(2)
    else:
        hand.check()
        hand.bet(2)
    hand.call()
    stand_pat(hand)
    check_round(hand)
    assert hand.is_over
    return hand


# ----------------------------------------------------------------------------- set-up (1-2, 9-11)


def test_rule1_all_four_deuces_are_wild():
    assert set(DW.wild_card_list()) == set(cards("2c 2d 2h 2s"))


@pytest.mark.parametrize("players", [1, 8])
def test_rule2_two_to_seven_players(players):
    with pytest.raises(PokerulesError):
        Hand(DW, [100] * players, seed=1)


def test_rule2_seven_players_may_play():
    hand = Hand(DW, [100] * 7, seed=1)
    assert all(len(hand.cards(s)) == 5 for s in range(7))


def test_rule9_every_player_antes_before_the_deal():
    hand = Hand(DW, [100] * 4, button=2, seed=3)
    posts = of_type(hand, Post)
    assert sorted(p.seat for p in posts) == [0, 1, 2, 3]
    assert all(p.kind == "ante" and p.amount == 1 for p in posts)
    first_deal = next(i for i, r in enumerate(hand.history) if isinstance(r, Deal))
    last_post = max(i for i, r in enumerate(hand.history) if isinstance(r, Post))
    assert last_post < first_deal
    assert hand.pot_total == 4
    assert hand.stacks == (99, 99, 99, 99)


def test_rule10_dealt_one_at_a_time_clockwise_from_the_dealers_left():
    order = cards("Ah Kh Qh Jh Th 9h 8h 7h 6h 5h 4h 3h Ac Kc Qc")
    hand = Hand(DW, [100] * 3, button=1, deck=order, seed=2)
    # Seat 2 is left of the dealer (seat 1): it gets the 1st, 4th, 7th... cards.
    assert hand.cards(2) == order[0::3]
    assert hand.cards(0) == order[1::3]
    assert hand.cards(1) == order[2::3]
    assert [d.seat for d in of_type(hand, Deal)] == [2, 0, 1]


def test_rule11_first_round_begins_left_of_the_dealer():
    for button in range(4):
        hand = Hand(DW, [100] * 4, button=button, seed=button)
        assert hand.actor == (button + 1) % 4


# ----------------------------------------------------------------------------- opening (12-16)


@pytest.mark.parametrize(
    "opening, may_open",
    [
        ("Js 2h 7d 5c 9s", True),  # a deuce pairs the jack
        ("Ts 2h 7d 5c 8s", False),  # best is a pair of tens
        ("Ts Th 7d 5c 3s", False),  # tens are not jacks or better
        ("3c 3d 4s 4h 9d", True),  # two pair
        ("2s 2h 7d 5c 9s", True),  # two deuces: at least aces (here a straight)
    ],
)
def test_dw11_opening_needs_jacks_or_better_with_deuces(opening, may_open):
    hand = Hand(DW, [100] * 3, button=2, deck=deal_deck([opening, JUNK_A, JUNK_B], 2), seed=4)
    assert hand.actor == 0
    legal = hand.legal_actions()
    if may_open:
        assert legal.raise_kind == "bet"
        record = hand.bet(2)
        assert record == Bet(0, 2, 2, False)
        assert hand.opener == 0
        return
    assert legal.check and not legal.fold and legal.call == 0 and legal.raise_kind is None
    before = hand.snapshot()
    for attempt in (lambda: hand.bet(2), lambda: hand.bet_or_raise(2), hand.fold):
        with pytest.raises(IllegalActionError):
            attempt()
        assert hand.snapshot() == before
    hand.check()
    assert hand.opener is None


def test_rule12_until_someone_opens_players_may_only_check():
    # Seats 0 and 1 hold junk; seat 2 holds queens but checks: nobody opens.
    hand = Hand(
        DW, [100] * 3, button=2, deck=deal_deck([JUNK_A, JUNK_B, "Qs Qd 9h 7s 4d"], 2), seed=5
    )
    for seat in (0, 1):
        assert hand.actor == seat
        legal = hand.legal_actions()
        assert legal.raise_kind is None and legal.check
        with pytest.raises(IllegalActionError):
            hand.bet(2)
        hand.check()
    assert hand.actor == 2
    assert hand.legal_actions().raise_kind == "bet"


def test_rule13_once_opened_anyone_may_call_or_raise_whatever_they_hold():
    # Seat 0 checks junk, seat 1 opens, seat 2 (junk) raises, seat 0 (who checked) re-raises.
    hand = Hand(
        DW, [100] * 3, button=2, deck=deal_deck([JUNK_A, "Kd Ks 9h 7s 4d", JUNK_B], 2), seed=5
    )
    hand.check()
    hand.bet(2)
    assert hand.raise_to(4) == Raise(2, 4, 4, False)
    assert hand.actor == 0
    assert hand.raise_to(6) == Raise(0, 6, 6, False)
    hand.call()
    hand.call()
    assert hand.phase == "draw"


def test_rule14_passout_antes_stay_and_no_draw():
    hand = Hand(DW, [100] * 4, button=0, seed=6)
    assert check_round(hand) == [1, 2, 3, 0]
    assert hand.is_over and hand.passed_out
    assert hand.carried == 4
    assert of_type(hand, PassOut) == [PassOut(4)]
    assert hand.stacks == (99, 99, 99, 99)  # the antes stay in the pot
    assert not of_type(hand, Award) and not of_type(hand, Draw)


def test_dw12_passout_in_a_session_reantes_and_passes_the_deal():
    session = Session("deuces-wild", 4, seed=12, button=0)
    first = session.next_hand()
    check_round(first)
    log = session.finish_hand(first)
    assert first.passed_out and not log.counted
    assert session.deals_played == 0  # a pass-out is not a deal (2.6)
    assert session.pending_pot == 4
    assert session.button == 1  # the deal passes to the left
    second = session.next_hand()
    assert second.button == 1
    assert second.dead_money == 4
    assert sorted(p.seat for p in of_type(second, Post) if p.kind == "ante") == [0, 1, 2, 3]
    assert second.pot_total == 8
    assert sum(second.stacks) + second.pot_total == 400


def _open_if_you_can(hand: Hand) -> None:
    if hand.phase == "draw":
        hand.draw("")
        return
    legal = hand.legal_actions()
    if legal.raise_kind == "bet":
        hand.bet(legal.min_to)
    elif legal.check:
        hand.check()
    else:
        hand.call()


def test_passout_pot_must_be_played_before_the_session_ends():
    session = Session("deuces-wild", 3, seed=3, deals=1)
    hand = session.next_hand()
    check_round(hand)
    session.finish_hand(hand)
    assert not session.is_over  # a carried pot is never left on the table (2.6)
    while True:
        hand = session.next_hand()
        assert hand is not None
        while hand.actor is not None:
            _open_if_you_can(hand)
        session.finish_hand(hand)
        if not hand.passed_out:
            break
        assert not session.is_over
    assert session.deals_played == 1
    assert session.is_over
    assert session.pending_pot == 0
    assert sum(session.chips) == 300


def test_rules_notes_2_6_a_player_who_cannot_reante_is_out_and_forfeits_the_antes():
    session = Session("deuces-wild", ["Ann", "Bob", "Cy"], seed=4, stacks=[1, 100, 100])
    hand = session.next_hand()
    assert Post(0, "ante", 1, True) in of_type(hand, Post)  # all-in for the ante
    check_round(hand)
    session.finish_hand(hand)
    assert session.chips == [0, 99, 99] and session.pending_pot == 3
    hand = session.next_hand()
    # Ann cannot ante: she is not dealt in; the carried 3 stays in the pot.
    assert hand.n == 2
    assert hand.dead_money == 3
    assert hand.pot_total == 3 + 2


def test_rule16_opening_requirement_can_be_dropped():
    game = find_game("deuces-wild", opening="none")
    hand = Hand(game, [100] * 3, button=2, deck=deal_deck([JUNK_A, JUNK_B, JUNK_C], 2), seed=1)
    assert hand.bet(2) == Bet(0, 2, 2, False)
    assert hand.opener == 0


def test_rule16_with_no_requirement_an_unopened_hand_is_played():
    game = find_game("deuces-wild", opening="none")
    hand = Hand(game, [100] * 3, button=2, deck=deal_deck([JUNK_A, JUNK_B, JUNK_C], 2), seed=1)
    check_round(hand)
    assert not hand.passed_out
    assert hand.phase == "draw"


# ----------------------------------------------------------------------------- split and prove


def test_split_openers_are_kept_aside_and_proved():
    # Seat 0 opens with J J and a four-heart straight draw, then throws a jack (rules-notes 2.1).
    opener = "Js Jh Th 9h 8h"
    hand = Hand(
        DW,
        [100, 100],
        button=1,
        deck=deal_deck([opener, "Kc Kd 9c 7s 4d"], 1, then="7h"),
        seed=7,
    )
    hand.bet(2)
    hand.call()
    record = hand.draw("Js")
    assert record.received == cards("7h")
    assert of_type(hand, SplitOpeners) == [SplitOpeners(0, cards("Js"))]
    locations = hand.card_locations()
    assert locations["openers"] == cards("Js")
    assert Card("Js") not in locations["discards"]
    stand_pat(hand)
    check_round(hand)
    assert hand.is_over
    # Rules-notes 2.2: the qualifying cards, split ones included, are shown at the end.
    assert of_type(hand, ProveOpeners) == [ProveOpeners(0, cards("Js Jh"))]
    # The opener made a heart straight flush (7-J): it wins the pot.
    assert awards(hand) == {0: 6}


def test_openers_are_proved_when_the_opener_wins_uncontested():
    hand = Hand(
        DW, [100] * 3, button=2, deck=deal_deck(["Js 2h 7d 5c 9s", JUNK_A, JUNK_B], 2), seed=8
    )
    hand.bet(2)
    hand.fold()
    hand.fold()
    assert hand.is_over
    assert of_type(hand, ProveOpeners) == [ProveOpeners(0, cards("Js 2h"))]
    assert not of_type(hand, Show)
    assert hand.payoffs == (2, -1, -1)


def test_openers_are_proved_when_the_opener_folds():
    # Rules-notes 2.3: show the qualifying cards also when the opener folds.
    hand = Hand(
        DW, [100] * 3, button=2, deck=deal_deck(["3c 3d 4s 4h 9d", JUNK_A, JUNK_B], 2), seed=8
    )
    hand.bet(2)
    hand.raise_to(4)
    hand.fold()
    hand.fold()  # the opener folds too: seat 1 wins
    assert hand.is_over
    assert of_type(hand, ProveOpeners) == [ProveOpeners(0, cards("3c 3d 4s 4h"))]
    assert hand.payoffs == (-3, 4, -1)


# ----------------------------------------------------------------------------- draw (17-18, 2.8)


def test_rule17_draw_begins_left_of_the_dealer_skipping_folded_players():
    # Button 1: seat 2 is left of the dealer but folds; seat 3 opens.
    hand = Hand(
        DW,
        [100] * 4,
        button=1,
        deck=deal_deck([JUNK_A, JUNK_B, JUNK_C, "Qs Qd 9h 7s 4d"], 1),
        seed=9,
    )
    assert hand.actor == 2
    hand.check()
    hand.bet(2)  # seat 3 opens
    hand.call()  # seat 0
    hand.call()  # seat 1
    hand.fold()  # seat 2
    assert hand.phase == "draw"
    assert stand_pat(hand) == [3, 0, 1]


def test_dw17_draw_limit_is_three():
    hand = Hand(DW, [100, 100], button=1, deck=deal_deck(["Js 2h 7d 5c 9s", JUNK_A], 1), seed=2)
    hand.bet(2)
    hand.call()
    assert hand.draw_limit == 3
    before = hand.snapshot()
    with pytest.raises(IllegalActionError):
        hand.draw("7d 5c 9s Js")
    assert hand.snapshot() == before
    record = hand.draw("7d 5c 9s")
    assert len(record.received) == 3


def test_max_draw_option_changes_the_limit():
    four = find_game("deuces-wild", max_draw=4)
    hand = Hand(four, [100, 100], button=1, deck=deal_deck(["Js 2h 7d 5c 9s", JUNK_A], 1), seed=2)
    hand.bet(2)
    hand.call()
    with pytest.raises(IllegalActionError):
        hand.draw("Js 2h 7d 5c 9s")
    assert len(hand.draw("Js 7d 5c 9s").received) == 4
    one = find_game("deuces-wild", max_draw=1)
    hand = Hand(one, [100, 100], button=1, deck=deal_deck(["Js 2h 7d 5c 9s", JUNK_A], 1), seed=2)
    hand.bet(2)
    hand.call()
    with pytest.raises(IllegalActionError):
        hand.draw("5c 9s")


def test_draw_takes_replacements_from_the_top_without_burns():
    hand = Hand(
        DW,
        [100, 100],
        button=1,
        deck=deal_deck(["Js 2h 7d 5c 9s", JUNK_A], 1, then="Ah Kh Th Jh"),
        seed=2,
    )
    hand.bet(2)
    hand.call()
    assert hand.draw("7d 5c").received == cards("Ah Kh")
    assert hand.draw("4c 6c").received == cards("Th Jh")


def _seven_player_deck() -> tuple[str, list[str]]:
    hands = [
        "Js Jh 8c 5d 3s",  # seat 0: opens with jacks, splits them
        "Ac Kd 9h 6s 4h",
        "Ad Kh 9s 6h 4d",
        "Ah Ks 9c 6d 4s",
        "As Kc 9d 6c 4c",
        "Qc Jd 8h 5c 3h",  # seat 5: the player who runs the stub dry
        "Qd Jc 8d 5h 3d",  # seat 6, the dealer: folds
    ]
    # 35 cards dealt; 17 left. Seats 0-4 take 3 each (15), leaving 2.
    return deal_deck(hands, 6), hands


@pytest.mark.parametrize("seat5_discards", ["Qc 8h 3h", "Qc 8h"])
def test_reshuffle_with_seven_players(seat5_discards):
    """Rules-notes 2.8: only a stub too small for the player being served is reshuffled, with
    the discards of players already served and folded hands; never the player's own discards,
    live hands or the opener's split cards."""
    deck, hands = _seven_player_deck()
    hand = Hand(DW, [100] * 7, button=6, deck=deck, seed=21)
    order = cards(deck)
    hand.bet(2)
    for _ in range(5):
        hand.call()
    hand.fold()  # seat 6
    assert hand.stub_size == 17
    hand.draw("Js 8c 5d")  # the opener splits: Js is kept aside
    hand.draw("Ac 9h 6s")
    hand.draw("Ad 9s 6h")
    hand.draw("Ah 9c 6d")
    hand.draw("As 9d 6c")
    assert hand.stub_size == 2
    stub_rest = set(order[50:52])
    served = set(cards("8c 5d Ac 9h 6s Ad 9s 6h Ah 9c 6d As 9d 6c"))
    folded = set(cards(hands[6]))
    own = set(cards(seat5_discards))
    record = hand.draw(seat5_discards)
    shuffles = of_type(hand, Reshuffle)
    if len(own) == 2:
        # Exactly enough cards: they are dealt, no reshuffle (the bottom card is dealt).
        assert shuffles == []
        assert set(record.received) == stub_rest
        assert hand.stub_size == 0
        return
    assert len(shuffles) == 1
    recycled = set(shuffles[0].cards)
    assert recycled == stub_rest | served | folded
    assert len(shuffles[0].cards) == 2 + 14 + 5
    assert not recycled & own
    assert Card("Js") not in recycled  # split openers are never recycled
    for seat in range(6):
        assert not recycled & (set(hand.cards(seat)) - set(record.received))
    assert set(record.received) <= recycled
    assert not set(record.received) & own
    assert hand.card_locations()["openers"] == cards("Js")


# ----------------------------------------------------------------------------- second round (19-20)


def _three_with_opener_on_seat_2() -> Hand:
    # Button 0: seat 1 acts first; seat 2 holds kings and opens.
    hands = [JUNK_A, JUNK_B, "Kd Ks 9h 7s 4d"]
    return Hand(DW, [100] * 3, button=0, deck=deal_deck(hands, 0), seed=13)


def test_rule19_the_opener_begins_the_second_round():
    hand = _three_with_opener_on_seat_2()
    assert hand.actor == 1
    hand.check()
    hand.bet(2)
    hand.call()
    hand.call()
    stand_pat(hand)
    assert hand.phase == "betting"
    assert hand.actor == 2


def test_rules_notes_2_7_opener_folded_next_player_clockwise_begins():
    hand = _three_with_opener_on_seat_2()
    hand.check()  # seat 1
    hand.bet(2)  # seat 2 opens
    hand.raise_to(4)  # seat 0
    hand.call()  # seat 1
    hand.fold()  # seat 2, the opener, folds
    assert stand_pat(hand) == [1, 0]
    # Next live seat clockwise from the opener's seat 2 is seat 0, not seat 1.
    assert hand.actor == 0


def test_rules_notes_2_11_bets_are_2_then_4_and_a_round_allows_a_bet_and_four_raises():
    hands = ["Kd Ks 9h 7s 4d", JUNK_A, JUNK_B]
    hand = Hand(DW, [100] * 3, button=2, deck=deal_deck(hands, 2), seed=14)
    legal = hand.legal_actions()
    assert (legal.min_to, legal.max_to) == (2, 2)
    with pytest.raises(IllegalActionError):
        hand.bet(3)
    hand.bet(2)
    for to in (4, 6, 8, 10):
        assert hand.legal_actions().min_to == to
        hand.raise_to(to)
    # One bet and four raises: the round is capped with three players in.
    legal = hand.legal_actions()
    assert legal.raise_kind is None and legal.call == 10 - 6
    hand.call()
    hand.call()
    stand_pat(hand)
    legal = hand.legal_actions()
    assert legal.raise_kind == "bet" and (legal.min_to, legal.max_to) == (4, 4)


def test_rules_notes_2_11_no_cap_heads_up():
    hand = Hand(DW, [100, 100], button=1, deck=deal_deck(["Kd Ks 9h 7s 4d", JUNK_A], 1), seed=15)
    hand.bet(2)
    for to in (4, 6, 8, 10, 12, 14):
        hand.raise_to(to)
    assert hand.legal_actions().raise_kind == "raise"


# ----------------------------------------------------------------------------- showdown (21-26)


def _second_round_ready() -> Hand:
    # Button 0; seat 2 opens with kings; seat 0 holds queens, seat 1 junk.
    hands = ["Qd Qs 8h 6s 3c", JUNK_B, "Kd Ks 9h 7s 4d"]
    hand = Hand(DW, [100] * 3, button=0, deck=deal_deck(hands, 0), seed=16)
    hand.check()  # seat 1
    hand.bet(2)  # seat 2
    hand.call()  # seat 0
    hand.call()  # seat 1
    stand_pat(hand)
    assert hand.actor == 2
    return hand


def test_rule25_last_bettor_shows_first():
    hand = _second_round_ready()
    hand.check()  # seat 2, the opener
    hand.bet(4)  # seat 0
    hand.call()  # seat 1
    hand.call()  # seat 2
    assert showdown_order(hand)[0] == 0
    assert of_type(hand, Show)[0].seat == 0


def test_rule25_last_raiser_shows_first():
    hand = _second_round_ready()
    hand.bet(4)  # seat 2
    hand.call()  # seat 0
    hand.raise_to(8)  # seat 1
    hand.call()  # seat 2
    hand.call()  # seat 0
    assert showdown_order(hand)[0] == 1


def test_rule25_opener_shows_first_when_all_check():
    hand = _second_round_ready()
    check_round(hand)
    assert showdown_order(hand)[0] == 2
    assert of_type(hand, Show)[0].seat == 2


def test_rules_notes_2_7_opener_folded_next_live_player_clockwise_shows_first():
    hand = _three_with_opener_on_seat_2()
    hand.check()
    hand.bet(2)
    hand.raise_to(4)
    hand.call()
    hand.fold()  # the opener
    stand_pat(hand)
    check_round(hand)
    assert showdown_order(hand)[0] == 0


def test_rule26_a_bet_nobody_calls_wins_without_a_showdown():
    hand = _second_round_ready()
    hand.bet(4)
    hand.fold()
    hand.fold()
    assert hand.is_over
    assert not of_type(hand, Show)
    assert hand.payoffs == (-3, -3, 6)


@pytest.mark.parametrize(
    "name, a, b, result",
    [
        # DW-1: four kings (two deuces) lose to a queen-high straight flush (2 = 9h).
        ("DW-1", "2s 2d Kh Kc 9s", "Qh Jh Th 2c 8h", "b"),
        # DW-2: the deuce cannot be a second ace of hearts: A-K-9-6-4 beats A-K-8-5-3.
        ("DW-2", "Ah 2s 9h 6h 4h", "Ad Kd 8d 5d 3d", "a"),
        # DW-3: five sevens beat a natural straight flush.
        ("DW-3", "7c 7d 7h 2s 2c", "Ks Qs Js Ts 9s", "a"),
        # Rule 6: with no duplicate ace, A-K-9 loses to A-K-Q.
        ("no-dup", "Ah 2s 9h 6h 4h", "Ad Kd Qd 5d 3d", "b"),
        # Rule 7: a deuce as a natural two completes A-2-3-4-5, a straight over trips.
        ("wheel", "As 2h 3d 4c 5s", "Kc Kd Ks 9d 7h", "a"),
        # Rule 21: five aces is the highest hand.
        ("five-aces", "As Ad 2c 2d 2h", "Ks Kd Kh Kc 2s", "a"),
        ("5oak>sf", "9c 9d 2s 2h 2d", "Ah Kh Qh Jh Th", "a"),
        # Rule 22: equal categories compare card by card, deuces as the cards they stand for.
        ("kickers", "Kh Kd 2c 9s 7d", "Ks Kc 2d 9h 6c", "a"),
        # Rule 22: suits never break ties.
        ("suits", "Ah Ad 9c 7d 4s", "As Ac 9d 7h 4c", "split"),
        # Rule 23: a natural hand has no priority over the same hand made with a deuce.
        ("natural=wild", "Ah Ad 9c 7s 4h", "As 2c 9d 7h 4c", "split"),
    ],
)
def test_showdowns(name, a, b, result):
    hand = open_and_show(heads_up(a, b))
    pot = 2 + 2 + 2
    expected = {"a": {0: pot}, "b": {1: pot}, "split": {0: pot // 2, 1: pot // 2}}[result]
    assert awards(hand) == expected, name


def test_rule23_natural_beats_wild_option():
    game = find_game("deuces-wild", natural_beats_wild=True)
    hand = open_and_show(heads_up("Ah Ad 9c 7s 4h", "As 2c 9d 7h 4c", game=game))
    assert awards(hand) == {0: 6}


def test_rule8_one_eyed_jacks_wild():
    game = find_game("deuces-wild", wild=["Js", "Jh"])
    assert set(game.wild_card_list()) == set(cards("Js Jh"))
    # The jack of spades makes four nines; the deuces are natural: B has only a full house.
    hand = open_and_show(heads_up("Js 9c 9d 9h 4s", "Ks Kd Kh 2c 2d", game=game))
    assert awards(hand) == {0: 6}


def test_rule8_one_eyed_jack_follows_the_no_duplicate_rule():
    game = find_game("deuces-wild", wild=["Js", "Jh"])
    # Js cannot be a second ace of hearts: A-K-9-6-4 loses to A-K-Q-5-3.
    hand = open_and_show(heads_up("Ah Js 9h 6h 4h", "Ad Kd Qd 5d 3d", game=game))
    assert awards(hand) == {1: 6}


def test_rule8_fives_wild():
    game = find_game("deuces-wild", wild="5")
    hand = open_and_show(heads_up("5c 5d Kh Ks 9c", "2s 2d 2h Qc Qd", game=game))
    assert awards(hand) == {0: 6}


def test_rule12_wild_option_counts_for_opening():
    game = find_game("deuces-wild", wild=["Js", "Jh"])
    # A deuce is natural now: 2-2 is not jacks or better ...
    hand = Hand(game, [100, 100], button=1, deck=deal_deck(["2c 2d 9h 7s 4d", JUNK_A], 1), seed=1)
    assert hand.legal_actions().raise_kind is None
    # ... and a one-eyed jack pairs the king.
    hand = Hand(game, [100, 100], button=1, deck=deal_deck(["Js Kd 9h 7s 4d", JUNK_A], 1), seed=1)
    assert hand.legal_actions().raise_kind == "bet"


def test_rule22_cards_speak_without_declarations():
    # Rules-notes 2.14: the default reads each hand at its best.
    hand = open_and_show(heads_up("2s 2d Kh Kc 9s", "Qh Jh Th 2c 8h"))
    shows = {s.seat: s for s in of_type(hand, Show)}
    assert set(shows) >= {1}
    assert shows[1].cards == cards("Qh Jh Th 2c 8h")


def test_rules_notes_2_27_odd_chip_to_the_first_tied_winner_left_of_the_dealer():
    # Button 0: seats act 1, 2, 0. Seats 2 and 0 tie; seat 2 comes first from the dealer's left.
    hands = ["As Ac 9d 7h 4c", JUNK_C, "Ah Ad 9c 7s 4h"]
    hand = Hand(DW, [100] * 3, button=0, deck=deal_deck(hands, 0), seed=17)
    hand.check()  # seat 1
    hand.bet(2)  # seat 2 opens
    hand.call()  # seat 0
    hand.fold()  # seat 1
    stand_pat(hand)
    check_round(hand)
    assert awards(hand) == {2: 4, 0: 3}


def test_rules_notes_2_10_no_fourth_card_for_an_ace():
    hand = Hand(DW, [100, 100], button=1, deck=deal_deck(["As Ad 7d 5c 9s", JUNK_A], 1), seed=2)
    hand.bet(2)
    hand.call()
    with pytest.raises(IllegalActionError):
        hand.draw("Ad 7d 5c 9s")


def test_rules_notes_2_11_check_raise_after_the_draw():
    hand = _second_round_ready()
    hand.check()  # seat 2, the opener
    hand.bet(4)  # seat 0
    hand.call()  # seat 1
    assert hand.raise_to(8) == Raise(2, 8, 8, False)


def test_rules_notes_2_1_no_split_when_the_opener_keeps_the_openers():
    hand = Hand(DW, [100, 100], button=1, deck=deal_deck(["Js Jh Th 9h 8h", JUNK_A], 1), seed=7)
    hand.bet(2)
    hand.call()
    hand.draw("Th 9h 8h")
    assert not of_type(hand, SplitOpeners)
    assert hand.card_locations()["openers"] == ()
    assert set(cards("Th 9h 8h")) <= set(hand.card_locations()["discards"])


def test_rules_notes_2_2_opener_in_a_showdown_shows_the_whole_hand():
    # Seat 0 (aces) bets and shows first; the opener (kings) cannot win but must still show.
    hands = ["Ad As 8c 6s 3c", JUNK_C, "Kd Ks 9h 7s 4d"]
    hand = Hand(DW, [100] * 3, button=0, deck=deal_deck(hands, 0), seed=16)
    hand.check()  # seat 1
    hand.bet(2)  # seat 2 opens
    hand.call()
    hand.call()
    stand_pat(hand)
    hand.check()  # seat 2
    hand.bet(4)  # seat 0
    hand.fold()  # seat 1
    hand.call()  # seat 2
    assert of_type(hand, ProveOpeners) == [ProveOpeners(2, cards("Kd Ks"))]
    shows = {s.seat: s.cards for s in of_type(hand, Show)}
    assert shows.get(2) == cards("Kd Ks 9h 7s 4d")
    assert awards(hand) == {0: 3 + 12 + 2}


def test_a_game_with_may_duplicate_plays_the_double_ace_flush() -> None:
    """With ``may_duplicate=True`` a wild in a flush may copy a card held: A♥ 2♠ K♥ 9♥ 4♥ is
    A-A-K-9-4, which beats the natural A-K-Q-9-5 flush; without it, the deuce is at best the
    queen (A-K-Q-9-4) and loses. The deck is stacked so that this decides the pot."""
    doubled, natural = "Ah 2s Kh 9h 4h", "Ad Kd Qd 9d 5d"
    # Heads-up, seat 1 (left of the button) is dealt first, one card at a time.
    deck = " ".join(c for pair in zip(natural.split(), doubled.split(), strict=True) for c in pair)
    winners = {}
    for allowed in (True, False):
        game = find_game("deuces-wild", may_duplicate=allowed, opening="none")
        hand = Hand(game, [50, 50], button=0, deck=deck, seed=1)
        while not hand.is_over:
            hand.draw(()) if hand.phase == "draw" else hand.check()
        winners[allowed] = [r.seat for r in hand.history if isinstance(r, Award)]
        shown = {r.seat: r for r in hand.history if isinstance(r, Show)}
        assert shown[1].value == evaluate_wild(natural, may_duplicate=allowed)
        if allowed:
            assert shown[0].value == evaluate_wild(doubled, may_duplicate=True)
            # The description shows the deuce as the second ace.
            assert "2♠ as A♥" in shown[0].description
        else:
            assert 0 not in shown  # beaten, and mucked
    assert winners == {True: [0], False: [1]}
