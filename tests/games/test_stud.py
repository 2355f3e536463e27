"""Seven-card stud, razz and stud eight-or-better (rules-notes 4.1-4.3, 2.26).

Every hand is dealt from an exact deck order built by the stud dealing procedure
(``stud_helpers.stud_deck``); every expected result is worked out from the rules, never read
back from the engine.
"""

from __future__ import annotations

import itertools

import pytest
from pokerules import FixedLimit, Hand, IllegalActionError, InvalidGameError, find_game
from pokerules.evaluation.ace_to_five import evaluate_low_a5
from pokerules.records import (
    Award,
    Bet,
    BringIn,
    Burn,
    Call,
    Deal,
    Fold,
    Raise,
    Reshuffle,
    ReturnUncalled,
    Show,
    Street,
)
from stud_helpers import check_down, passive, rounds_started, stud_deck

STUD = find_game("stud", burn=False)
RAZZ = find_game("razz", burn=False)
STUD8 = find_game("stud8", burn=False)


def deal(game, hands, *, stacks=None, button=None, **options):  # type: ignore[no-untyped-def]
    """A hand of ``game`` whose seats get ``hands`` (three down-down-up, then the streets);
    the button is the last seat, so seat 0 is dealt first."""
    n = len(hands)
    button = n - 1 if button is None else button
    deck = stud_deck(button, hands)
    return Hand(game, stacks or [100] * n, button=button, deck=deck, seed=1, **options)


def unchanged(hand: Hand, command) -> None:  # type: ignore[no-untyped-def]
    before, history = hand.snapshot(), hand.history
    with pytest.raises(IllegalActionError):
        command()
    assert hand.snapshot() == before and hand.history == history


# ------------------------------------------------------------------ the games


def test_the_games_are_data_with_the_rules_notes_defaults() -> None:
    stud, razz, stud8 = find_game("stud"), find_game("FR"), find_game("F7S/8")
    for game in (stud, razz, stud8):
        assert (game.ante, game.bring_in, game.round_sizes) == (1, 1, (2, 2, 4, 4, 4))
        assert game.burn and game.shortage == "stud-2.26" and game.max_players == 8
        assert game.betting.cap_raises == 3 and not game.open_pair_big_bet
    assert (stud.evaluation, stud.bring_in_by, stud.later_rounds_first) == (
        "high", "lowest_upcard", "left_of_button",
    )  # fmt: skip
    assert (razz.evaluation, razz.bring_in_by, razz.later_rounds_first) == (
        "a5", "highest_upcard", "low_showing",
    )  # fmt: skip
    assert stud8.hi_lo == "eight_or_better" and stud8.bring_in_by == "lowest_upcard"
    assert find_game("dead-deuce").bring_in == 0  # the seeded stud game is unchanged


@pytest.mark.parametrize(
    ("options", "message"),
    [
        ({"bring_in": 2}, "less than the first round's bet"),
        ({"bring_in": -1}, "bring_in"),
        ({"bring_in": True}, "bring_in"),
        ({"bring_in_by": "middle"}, "bring_in_by"),
        ({"open_pair_big_bet": "yes"}, "open_pair_big_bet"),
        ({"max_players": 9}, "9 players need"),
    ],
)
def test_bad_options_are_refused_by_name(options: dict[str, object], message: str) -> None:
    with pytest.raises(InvalidGameError, match=message):
        find_game("stud", **options)


def test_a_bring_in_needs_fixed_limit_stud() -> None:
    with pytest.raises(InvalidGameError, match="fixed-limit stud"):
        find_game("triple-draw", bring_in=1)
    from pokerules import NoLimit

    with pytest.raises(InvalidGameError, match="fixed-limit stud"):
        find_game("stud", betting=NoLimit(min_bet=2))


# ------------------------------------------------------------------ the bring-in


@pytest.mark.parametrize(("low", "high"), list(itertools.combinations("cdhs", 2)))
def test_stud_bring_in_is_the_lowest_upcard_ties_by_suit(low: str, high: str) -> None:
    # Seat 0 shows a king; seats 1 and 2 each show a three: the lower suit brings in.
    hands = [["Ah", "Ad", "Kc"], ["Qh", "Qd", f"3{high}"], ["Jh", "Jd", f"3{low}"]]
    hand = deal(STUD, hands)
    legal = hand.legal_actions()
    assert (legal.seat, legal.bring_in, legal.complete_to) == (2, 1, 2)
    assert (legal.fold, legal.check, legal.call, legal.raise_kind) == (False, False, 0, "bet")
    assert legal.describe() == "bring in 1, complete to 2"
    assert hand.bring_in() == BringIn(2, 1, False)
    # Then clockwise from the bring-in: seat 0, seat 1.
    assert hand.actor == 0 and hand.legal_actions().call == 1


def test_stud_aces_are_high_for_the_bring_in() -> None:
    hand = deal(STUD, [["Kh", "Kd", "Ac"], ["Qh", "Qd", "2s"]])
    assert hand.legal_actions().seat == 1  # the deuce, not the ace


@pytest.mark.parametrize(("low", "high"), list(itertools.combinations("cdhs", 2)))
def test_razz_bring_in_is_the_highest_upcard_ties_to_the_higher_suit(low: str, high: str) -> None:
    hands = [["2h", "3d", f"K{low}"], ["4h", "5d", "Ac"], ["6h", "7d", f"K{high}"]]
    hand = deal(RAZZ, hands)
    assert hand.legal_actions().seat == 2 and hand.legal_actions().bring_in == 1


def test_razz_king_is_highest_and_ace_lowest_for_the_bring_in() -> None:
    hand = deal(RAZZ, [["2h", "3d", "As"], ["4h", "5d", "2c"], ["6h", "7d", "Qc"]])
    assert hand.legal_actions().seat == 2  # the queen; the ace counts below the deuce
    hand = deal(RAZZ, [["2h", "3d", "As"], ["4h", "5d", "2c"]])
    assert hand.legal_actions().seat == 1  # a deuce beats an ace to bring in


def test_the_bring_in_seat_may_not_fold_check_or_call() -> None:
    hand = deal(STUD, [["Ah", "Ad", "Kc"], ["Qh", "Qd", "3c"]])
    for command in (
        hand.fold,
        hand.check,
        hand.call,
        lambda: hand.bet(3),
        lambda: hand.raise_to(2),
    ):
        unchanged(hand, command)
    with pytest.raises(IllegalActionError, match="brings in, posting 1 or complete to 2"):
        hand.fold()


def test_the_bring_in_seat_may_complete_instead() -> None:
    hand = deal(STUD, [["Ah", "Ad", "Kc"], ["Qh", "Qd", "3c"], ["Jh", "Jd", "9c"]])
    assert hand.complete() == Bet(1, 2, 2, False)
    legal = hand.legal_actions()  # seat 2 faces a full small bet: call or raise to 4
    assert (legal.seat, legal.call, legal.raise_kind, legal.min_to, legal.bring_in) == (
        2, 2, "raise", 4, 0,
    )  # fmt: skip
    unchanged(hand, hand.bring_in)
    again = deal(STUD, [["Ah", "Ad", "Kc"], ["Qh", "Qd", "3c"], ["Jh", "Jd", "9c"]])
    assert again.bet(2) == Bet(1, 2, 2, False)  # the same completion, by amount


def test_a_later_seat_completes_and_the_bring_in_may_reraise() -> None:
    hand = deal(STUD, [["Ah", "Ad", "Kc"], ["Qh", "Qd", "3c"], ["Jh", "Jd", "9c"]])
    hand.bring_in()
    legal = hand.legal_actions()
    assert (legal.seat, legal.call, legal.min_to, legal.max_to, legal.complete_to) == (
        2,
        1,
        2,
        2,
        2,
    )
    assert hand.complete() == Raise(2, 2, 2, False, completes=True)
    assert hand.call() == Call(0, 2, False)
    legal = hand.legal_actions()  # the completion was a full bet: the bring-in may raise
    assert (legal.seat, legal.call, legal.raise_kind, legal.min_to) == (1, 1, "raise", 4)
    assert hand.raise_to(4) == Raise(1, 4, 3, False)


def test_everyone_folds_to_the_bring_in() -> None:
    hand = deal(STUD, [["Ah", "Ad", "Kc"], ["Qh", "Qd", "3c"], ["Jh", "Jd", "9c"]])
    hand.bring_in()
    hand.fold()
    hand.fold()
    assert ReturnUncalled(1, 1) in hand.history and Award(1, 3, 0) in hand.history
    assert hand.stacks == (99, 102, 99)


def test_a_bring_in_all_in_is_called_for_what_it_is() -> None:
    # Ante 1, bring-in 2, bets 4/8: seat 1 has 2 chips, 1 after its ante.
    game = find_game("stud", bring_in=2, betting=FixedLimit((4, 4, 8, 8, 8)), burn=False)
    hand = deal(game, [["Ah", "Ad", "Kc"], ["Qh", "Qd", "3c"], ["Jh", "Jd", "9c"]],
                stacks=[50, 2, 50])  # fmt: skip
    legal = hand.legal_actions()
    assert (legal.seat, legal.bring_in, legal.raise_kind, legal.complete_to) == (1, 1, None, 0)
    assert hand.bring_in() == BringIn(1, 1, True)
    legal = hand.legal_actions()
    assert (legal.seat, legal.call, legal.min_to, legal.complete_to) == (2, 1, 4, 4)
    hand.complete()
    assert hand.call() == Call(0, 4, False)
    check_down(hand)
    assert hand.is_over and sum(hand.stacks) == 102


def test_a_short_stack_may_complete_all_in() -> None:
    hand = deal(STUD, [["Ah", "Ad", "Kc"], ["Qh", "Qd", "3c"]], stacks=[50, 3])
    legal = hand.legal_actions()  # 2 behind after the ante: the completion is all of it
    assert (legal.bring_in, legal.min_to, legal.complete_to) == (1, 2, 2)
    assert hand.complete() == Bet(1, 2, 2, True)


def test_a_bring_in_card_all_in_on_its_ante_passes_the_bring_in_on() -> None:
    # Seat 1 shows the lowest card but has only its ante: seat 2, next clockwise, brings in.
    hand = deal(STUD, [["Ah", "Ad", "Kc"], ["Qh", "Qd", "3c"], ["Jh", "Jd", "9c"]],
                stacks=[50, 1, 50])  # fmt: skip
    assert hand.legal_actions().seat == 2 and hand.legal_actions().bring_in == 1
    assert hand.time_out() == BringIn(2, 1, False)  # the least committal choice


def test_bring_in_is_refused_outside_its_moment() -> None:
    hand = deal(STUD, [["Ah", "Ad", "Kc"], ["Qh", "Qd", "3c"], ["Jh", "Jd", "9c"]])
    hand.bring_in()
    with pytest.raises(IllegalActionError, match="no bring-in now"):
        hand.bring_in()
    unchanged(hand, hand.bring_in)
    check_down(hand)
    unchanged(hand, hand.bring_in)  # the hand is over
    dd = Hand(find_game("triple-draw"), [20, 20], seed=1)
    with pytest.raises(IllegalActionError, match="no bring-in in this round"):
        dd.bring_in()


def test_a_replay_feeds_the_bring_in_back() -> None:
    hand = deal(STUD, [["Ah", "Ad", "Kc"], ["Qh", "Qd", "3c"], ["Jh", "Jd", "9c"]])
    hand.bring_in()
    hand.complete()
    check_down(hand)
    again = Hand.replay(hand.setup, hand.decisions())
    assert BringIn(1, 1, False) in hand.decisions() and again.history == hand.history


# ------------------------------------------------------------------ acting order, bet sizes

ORDER_HANDS = [
    # seat 0: pair of fours on 4th; seat 1: ace-king; seat 2: trips on 6th; seat 3 mirrors 1.
    ["2c", "3c", "4c", "4d", "7h", "8h", "Qc"],
    ["2d", "3d", "Kd", "Ah", "5s", "6d", "Qd"],
    ["2h", "3h", "9c", "Jc", "9d", "9h", "Qh"],
    ["2s", "3s", "Ks", "As", "5c", "6s", "Qs"],
]


def first_actors(hand: Hand) -> list[int]:
    """The first seat to act in each betting round, the hand played passively."""
    seen: list[int] = []
    while not hand.is_over:
        if rounds_started(hand) > len(seen):
            seen.append(hand.actor)  # type: ignore[arg-type]
        if hand.legal_actions().bring_in:
            hand.bring_in()
        else:
            passive(hand)
    return seen


@pytest.mark.parametrize("button", [3, 0])
def test_stud_acting_order_on_every_street(button: int) -> None:
    hand = deal(STUD, ORDER_HANDS, button=button)
    # 3rd: the 4 of clubs brings in. 4th: the open fours (4c 4d) over A-K and J-9. 5th:
    # 9c Jc 9d (nines) over 4c 4d 7h (fours) and A-K-5. 6th: 9-J-9-9, trips. 7th is dealt
    # down: the same hands showing, the trips again.
    assert first_actors(hand) == [0, 0, 2, 2, 2]


def test_equal_hands_showing_go_to_the_first_seat_clockwise_from_the_dealer() -> None:
    # Seats 1 and 3 show the same ranks (A-K on 4th, A-K-5 on 5th): position decides.
    hands = [
        ["2c", "3c", "4c", "7d", "8d", "Tc", "Qc"],
        ["2d", "3d", "Kd", "Ah", "5s", "6d", "Qd"],
        ["2h", "3h", "9c", "8h", "7h", "Th", "Qh"],
        ["2s", "3s", "Ks", "As", "5c", "6s", "Qs"],
    ]
    assert first_actors(deal(STUD, hands, button=3)) == [0, 1, 1, 1, 1]
    assert first_actors(deal(STUD, hands, button=1)) == [0, 3, 3, 3, 3]  # 3 is first from 1


def test_razz_lowest_hand_showing_acts_first_pairs_count_against_it() -> None:
    hands = [
        ["Kc", "Qc", "2c", "2d", "7h", "8h", "Jc"],  # a pair of deuces showing: worst
        ["Kd", "Qd", "7d", "4h", "5s", "9d", "Jd"],  # 7-4, 7-5-4, 9-7-5-4
        ["Kh", "Qh", "8c", "3d", "Ac", "6h", "Jh"],  # 8-3, 8-3-A, 8-6-3-A
        ["Ks", "Qs", "Tc", "Ts", "Th", "2s", "Js"],  # the ten brings in, then a pair, trips
    ]
    # 3rd: the ten of clubs (highest) brings in. 4th: 7-4 beats 8-3. 5th: 7-5-4 beats
    # 8-3-A. 6th: 8-6-3-A beats 9-7-5-4. 7th (down): the same.
    assert first_actors(deal(RAZZ, hands)) == [3, 1, 1, 2, 2]


def test_big_bet_from_fifth_street() -> None:
    hand = deal(STUD, ORDER_HANDS)
    sizes = []
    while not hand.is_over:
        legal = hand.legal_actions()
        if legal.bring_in:
            hand.bring_in()
        elif legal.raise_kind == "bet":
            sizes.append(legal.min_to)
            hand.bet(legal.min_to)
        else:
            passive(hand)
    assert sizes == [2, 4, 4, 4]  # fourth street small, fifth to seventh big


def test_open_pair_on_fourth_street_allows_the_big_bet() -> None:
    game = find_game("stud", burn=False, open_pair_big_bet=True)
    hand = deal(game, ORDER_HANDS)
    while rounds_started(hand) < 2:
        hand.bring_in() if hand.legal_actions().bring_in else passive(hand)
    legal = hand.legal_actions()  # seat 0 shows 4c 4d: an open pair
    assert (legal.seat, legal.raise_kind, legal.min_to, legal.max_to) == (0, "bet", 2, 4)
    unchanged(hand, lambda: hand.bet(3))
    with pytest.raises(IllegalActionError, match=r"is to 2 \(small\) or 4 \(big\)"):
        hand.bet(3)
    assert hand.bet(4) == Bet(0, 4, 4, False)
    legal = hand.legal_actions()  # after a big bet every raise is big
    assert (legal.min_to, legal.max_to) == (8, 8)


def test_open_pair_small_bet_then_the_raise_may_be_big() -> None:
    game = find_game("stud", burn=False, open_pair_big_bet=True)
    hand = deal(game, ORDER_HANDS)
    while rounds_started(hand) < 2:
        hand.bring_in() if hand.legal_actions().bring_in else passive(hand)
    hand.bet(2)
    legal = hand.legal_actions()
    assert (legal.min_to, legal.max_to) == (4, 6)
    hand.raise_to(6)
    assert (hand.legal_actions().min_to, hand.legal_actions().max_to) == (10, 10)


def test_without_an_open_pair_or_the_option_fourth_street_is_small() -> None:
    hand = deal(STUD, ORDER_HANDS)  # the option is off by default
    while rounds_started(hand) < 2:
        hand.bring_in() if hand.legal_actions().bring_in else passive(hand)
    assert (hand.legal_actions().min_to, hand.legal_actions().max_to) == (2, 2)
    game = find_game("stud", burn=False, open_pair_big_bet=True)
    no_pair = [["2c", "3c", "4c", "7d", "8h", "Th", "Qc"], *ORDER_HANDS[1:]]
    hand = deal(game, no_pair)
    while rounds_started(hand) < 2:
        hand.bring_in() if hand.legal_actions().bring_in else passive(hand)
    assert (hand.legal_actions().min_to, hand.legal_actions().max_to) == (2, 2)


# ------------------------------------------------------------------ eight players (2.26)


def eight_player_hand(fold_first: bool) -> Hand:
    hand = Hand(find_game("stud"), [100] * 8, button=7, seed=5)
    while not hand.is_over:
        legal = hand.legal_actions()
        if legal.bring_in:
            hand.bring_in()
        elif fold_first and legal.fold and not any(isinstance(r, Fold) for r in hand.history):
            hand.fold()
        else:
            passive(hand)
    return hand


def test_eight_players_skip_a_burn_then_recycle_burns_then_deal_a_community_card() -> None:
    hand = eight_player_hand(fold_first=False)
    history = hand.history
    burns = [r.card for r in history if isinstance(r, Burn)]
    assert len(burns) == 3  # before 4th, 5th and 6th; 7th's burn would leave the stub short
    seventh = history.index(Street("seventh street"))
    assert not any(isinstance(r, Burn) for r in history[seventh:])
    # 52 - 24 - 3 burns - 3 x 8 = 1 card left: with the 3 burns still only 4 for 8 seats.
    reshuffle = next(r for r in history[seventh:] if isinstance(r, Reshuffle))
    sixth_stub = set(reshuffle.cards) - set(burns)
    assert set(burns) <= set(reshuffle.cards) and len(sixth_stub) == 1
    community = [r for r in history if isinstance(r, Deal) and r.seat < 0]
    assert len(community) == 1 and community[0].face_up
    assert community[0].cards[0] in reshuffle.cards
    shows = [r for r in history if isinstance(r, Show)]
    assert shows and all(len(r.cards) == 7 and community[0].cards[0] in r.cards for r in shows)
    placed = [c for cards in hand.card_locations().values() for c in cards]
    assert sorted(placed) == sorted(set(placed)) and len(placed) == 52


def test_eight_players_with_one_fold_deal_seventh_street_from_the_burns() -> None:
    hand = eight_player_hand(fold_first=True)
    history = hand.history
    seventh = history.index(Street("seventh street"))
    # 7 live seats: 52 - 24 - 3 - 21 = 4 cards; the burns make 7, enough for everyone.
    reshuffle = next(r for r in history[seventh:] if isinstance(r, Reshuffle))
    assert len(reshuffle.cards) == 7
    dealt = [r for r in history[seventh:] if isinstance(r, Deal)]
    assert len(dealt) == 7 and all(r.seat >= 0 and not r.face_up for r in dealt)
    assert not any(isinstance(r, Deal) and r.seat < 0 for r in history)


def test_nine_players_are_too_many_even_with_a_community_card() -> None:
    with pytest.raises(InvalidGameError, match="9 players need"):
        find_game("stud", max_players=9)
    with pytest.raises(InvalidGameError, match="8 players need"):
        find_game("stud", shortage="seed-002")  # no community card: 8 x 7 cards > 52


# ------------------------------------------------------------------ showdowns

SPLIT_HANDS = [
    ["Ac", "3h", "2d", "4s", "6c", "Kd", "Th"],  # A-high; low 6-4-3-2-A
    ["Qs", "Qd", "Qc", "9s", "9d", "7c", "6d"],  # queens full; no low
    ["Js", "Jd", "Tc", "8s", "Kc", "Ks", "Td"],  # two pair; no low
]


def play_split(hands: list[list[str]], dead_money: int = 0) -> Hand:
    """Seat 0 (3 chips) brings in and goes all-in calling; seats 1 and 2 bet on 4th."""
    hand = deal(STUD8, hands, stacks=[3, 20, 20], dead_money=dead_money)
    assert hand.bring_in() == BringIn(0, 1, False)
    assert hand.complete() == Raise(1, 2, 2, False, completes=True)
    hand.call()
    assert hand.call() == Call(0, 1, True)
    hand.bet(2)
    hand.call()
    check_down(hand)
    return hand


def awards(hand: Hand) -> list[tuple[int, int, int]]:
    return [(r.seat, r.amount, r.pot) for r in hand.history if isinstance(r, Award)]


def test_stud8_splits_each_pot_separately_odd_chip_to_the_high_half() -> None:
    hand = play_split(SPLIT_HANDS)
    # Main pot 3 x 3 = 9: high (seat 1) 5 with the odd chip, low (seat 0) 4. Side pot 4
    # (seats 1 and 2, no low between them): all to the high hand.
    assert sorted(awards(hand)) == [(0, 4, 0), (1, 4, 1), (1, 5, 0)]
    assert hand.stacks == (4, 24, 15)


def test_stud8_quartered_low_with_the_odd_chip_by_position() -> None:
    hands = [SPLIT_HANDS[0], SPLIT_HANDS[1], ["Ah", "3c", "4h", "2s", "6h", "Kc", "Td"]]
    hand = play_split(hands, dead_money=1)
    # Main pot 9 + 1 dead = 10: high 5 to seat 1; the low half 5 split by seats 0 and 2, the
    # odd chip to seat 0 (first left of the dealer). Side pot 4: seat 1 high 2, seat 2 low 2.
    assert sorted(awards(hand)) == [(0, 3, 0), (1, 2, 1), (1, 5, 0), (2, 2, 0), (2, 2, 1)]
    assert sum(hand.stacks) == 44


def test_razz_showdown_takes_the_best_ace_to_five_low() -> None:
    hands = [
        ["8c", "7c", "5c", "3d", "2d", "Kh", "Ks"],  # 8-7-5-3-2
        ["9h", "4h", "3h", "2h", "Ah", "Qd", "Qc"],  # 9-4-3-2-A: a nine low loses
        ["Ac", "Ad", "2c", "2s", "3c", "3s", "Kd"],  # best five paired: K-3-2-A with a pair
    ]
    hand = deal(RAZZ, hands)
    while not hand.is_over:
        hand.bring_in() if hand.legal_actions().bring_in else passive(hand)
    shows = {r.seat: r.value for r in hand.history if isinstance(r, Show)}
    assert shows[0] == evaluate_low_a5("8c 7c 5c 3d 2d")
    assert all(value > shows[0] for seat, value in shows.items() if seat)
    assert [r.seat for r in hand.history if isinstance(r, Award)] == [0]


def test_the_terminal_command_bring_posts_the_bring_in() -> None:
    from pokerules.cli.terminal import apply_command

    hand = deal(STUD, [["Ah", "Ad", "Kc"], ["Qh", "Qd", "3c"], ["Jh", "Jd", "9c"]])
    with pytest.raises(IllegalActionError, match="brings in, posting 1 or complete to 2"):
        apply_command(hand, "check")
    assert apply_command(hand, "bring") == BringIn(1, 1, False)
    assert apply_command(hand, "complete") == Raise(2, 2, 2, False, completes=True)
    from pokerules.engine.history import format_record

    names = [f"Seat {s}" for s in range(3)]
    assert format_record(BringIn(1, 1, False), names) == "Seat 1 brings in for 1"


def test_phh_codes_and_round_trips() -> None:
    import tomllib

    from pokerules.phh import from_phh, to_phh
    from pokerules.phh.codes import variant_code

    assert [variant_code(find_game(n)) for n in ("stud", "razz", "stud8")] == [
        "F7S", "FR", "F7S/8",
    ]  # fmt: skip
    house = find_game("stud", open_pair_big_bet=True)
    assert variant_code(house) == "_F7S"  # pokerkit's F7S has no open-pair big bet
    hand = deal(house, ORDER_HANDS)
    while not hand.is_over:
        hand.bring_in() if hand.legal_actions().bring_in else passive(hand)
    text = to_phh(hand)
    data = tomllib.loads(text)
    assert data["bring_in"] == 1 and "p1 pb" in data["actions"]
    again = from_phh(text)
    assert again.game == house and again.history == hand.history


def showdown_order(hand: Hand) -> list[int]:
    start = hand.history.index(Street("showdown"))
    return [r.seat for r in hand.history[start:] if type(r).__name__ in ("Show", "Muck")]


def test_stud_showdown_starts_with_the_last_rounds_first_actor_or_its_aggressor() -> None:
    # Checked down: the trips (seat 2) begin seventh street, so they show first, then clockwise.
    hand = deal(STUD, ORDER_HANDS)
    first_actors(hand)
    assert showdown_order(hand) == [2, 3, 0, 1]
    # Seat 3 bets on seventh street and is called: the last aggressor shows first.
    hand = deal(STUD, ORDER_HANDS)
    while rounds_started(hand) < 5:
        hand.bring_in() if hand.legal_actions().bring_in else passive(hand)
    hand.check()  # seat 2
    assert hand.bet(4) == Bet(3, 4, 4, False)
    check_down(hand)
    assert showdown_order(hand)[0] == 3


def test_razz_equal_low_hands_showing_go_by_position() -> None:
    hands = [
        ["Kc", "Qc", "4c", "7d", "9c", "8c", "Jc"],  # 7-4 on fourth street
        ["Kd", "Qd", "4d", "7h", "Td", "8d", "Jd"],  # 7-4 too: the same ranks
        ["Kh", "Qh", "Ts", "9h", "8h", "6h", "5h"],  # the ten brings in; T-9 on fourth
    ]
    # Fourth street: seats 0 and 1 both show 7-4; seat 0 is first clockwise from the dealer
    # (seat 2), seat 1 from the dealer at seat 0.
    assert first_actors(deal(RAZZ, hands))[1] == 0
    assert first_actors(deal(RAZZ, hands, button=0))[1] == 1
