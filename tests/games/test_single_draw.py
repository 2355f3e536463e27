"""No-limit 2-7 single draw (``nl-single-draw``, PHH ``N2L1D``) and the big-blind ante.

Rules-notes 4.5: blinds, an optional big-blind ante, one draw of 0-5, seed 002's shortage
procedure, deuce-to-seven low. The big-blind ante is dead money for the main pot
(:mod:`pokerules.engine.forced`). Hands are driven by exact decks: dealt one card at a time from the
button's left; on the draw one burn card, then the replacements in draw order.
"""

from __future__ import annotations

import pytest
from deck_helpers import awards, cards, check_round, deal_deck, of_type, stand_pat
from pokerules import Hand, IllegalActionError, InvalidGameError, NoLimit, find_game
from pokerules.records import Burn, Draw, Post, Reshuffle, ReturnUncalled, Show, Street

SD = find_game("nl-single-draw", blinds=(1, 2), big_blind_ante=2)
SEVEN_FIVE = "7c 5d 4h 3s 2c"  # the best 2-7 hand: 7-5-4-3-2 of mixed suits
EIGHT_SIX = "8d 6c 4c 3d 2d"
KING_HIGH = "Kh Qc 9s 6d 4s"
JUNK = "Ah Ad Jc Tc 9h"  # a pair of aces


def hand_of(hands, button, then="", stacks=None, game=SD) -> Hand:
    stacks = stacks or [100] * len(hands)
    return Hand(game, stacks, button=button, deck=deal_deck(hands, button, then), seed=1)


def posts(hand: Hand) -> list[tuple[int, str, int, bool]]:
    return [(p.seat, p.kind, p.amount, p.all_in) for p in of_type(hand, Post)]


def test_the_names_and_the_defaults() -> None:
    for name in ("nl-single-draw", "N2L1D", "nl-2-7-single-draw", "2-7 single draw", "NL 2-7 SD"):
        assert find_game(name).name == "nl-single-draw"
    game = find_game("nl-single-draw")
    assert game.blinds == (1, 2) and game.big_blind_ante == 0 and game.ante == 0
    assert game.betting == NoLimit(min_bet=2) and game.evaluation == "low27"
    assert game.max_draw == 5 and game.betting_rounds == 2 and game.burn
    assert game.shortage == "seed-002" and game.hand_size == 5
    # The minimum bet follows the big blind unless given.
    assert find_game("N2L1D", blinds=(75, 150)).betting == NoLimit(min_bet=150)
    with pytest.raises(InvalidGameError, match="a big-blind ante needs blinds"):
        find_game("nl-draw", big_blind_ante=2)
    with pytest.raises(InvalidGameError, match="big_blind_ante"):
        find_game("N2L1D", big_blind_ante=-1)


def test_the_big_blind_antes_for_the_table_as_dead_money() -> None:
    hand = hand_of([None, None, None], button=0)
    assert posts(hand) == [
        (2, "big blind ante", 2, False),
        (1, "small blind", 1, False),
        (2, "big blind", 2, False),
    ]
    assert hand.pot_total == 5 and hand.stacks == (100, 99, 96)
    # The ante is dead: it is not a bet, so the button calls 2 and the blind's option stays.
    assert hand.actor == 0 and hand.legal_actions().call == 2
    assert hand.contributions == (0, 1, 2)
    main = hand.pots()[0]
    assert main.eligible == (0, 1, 2) and main.amount >= 2  # the ante is everyone's to win
    assert sum(pot.amount for pot in hand.pots()) == 5


def test_the_ante_goes_to_the_main_pot_a_short_all_in_can_win_all_of_it() -> None:
    game = find_game("N2L1D", blinds=(1, 2), big_blind_ante=6)
    # The button, all in for 1, holds the best hand; the small blind folds; the big blind checks.
    hand = hand_of([SEVEN_FIVE, KING_HIGH, JUNK], button=0, stacks=[1, 50, 50], game=game)
    hand.call()  # all in for 1
    hand.fold()
    assert hand.phase == "draw"  # nobody is left to bet against the big blind
    stand_pat(hand)
    assert hand.is_over
    # Main pot: 1 from each of the three, plus the whole ante of 6; the big blind's uncalled
    # chip goes back to it.
    assert awards(hand) == {0: 9}
    assert [(r.seat, r.amount) for r in of_type(hand, ReturnUncalled)] == [(2, 1)]
    assert hand.stacks == (9, 49, 43)


def test_heads_up_the_other_seat_posts_the_big_blind_and_the_ante() -> None:
    hand = hand_of([SEVEN_FIVE, EIGHT_SIX], button=1)
    assert posts(hand) == [
        (0, "big blind ante", 2, False),
        (1, "small blind", 1, False),
        (0, "big blind", 2, False),
    ]
    assert hand.actor == 1  # the button acts first before the draw
    hand.call()
    hand.check()
    assert hand.phase == "draw" and hand.actor == 0  # and last after it
    stand_pat(hand)
    assert hand.actor == 0
    check_round(hand)
    assert hand.stacks == (102, 98)  # 7-5 wins the blinds and the ante


@pytest.mark.parametrize(
    ("ante_first", "stack", "expected"),
    [
        # Ante first (TDA 2019, pokerkit): the ante, then what is left for the blind.
        (True, 3, [(2, "big blind ante", 2, False), (2, "big blind", 1, True)]),
        (True, 2, [(2, "big blind ante", 2, True), (2, "big blind", 0, True)]),
        (True, 1, [(2, "big blind ante", 1, True), (2, "big blind", 0, True)]),
        # Blind first (the WSOP): the blind, then what is left for the ante.
        (False, 3, [(2, "big blind", 2, False), (2, "big blind ante", 1, True)]),
        (False, 2, [(2, "big blind", 2, True)]),
        (False, 5, [(2, "big blind", 2, False), (2, "big blind ante", 2, False)]),
    ],
)
def test_a_short_big_blind_posts_ante_and_blind_in_the_house_order(
    ante_first: bool, stack: int, expected: list[tuple[int, str, int, bool]]
) -> None:
    game = SD.with_options(big_blind_ante_first=ante_first)
    hand = hand_of([None, None, None], button=0, stacks=[100, 100, stack], game=game)
    big_blind_posts = [p for p in posts(hand) if p[0] == 2]
    assert big_blind_posts == expected
    assert hand.stacks[2] == stack - sum(p[2] for p in expected)
    # A blind posted short must still be called in full (rules-notes 2.32).
    assert hand.legal_actions().call == 2


def test_a_short_big_blind_wins_the_ante_and_what_it_matched() -> None:
    # Ante first: 3 chips post the ante of 2 and 1 of the blind; the big blind holds the best
    # hand and the other two call the full blind.
    hand = hand_of([JUNK, KING_HIGH, SEVEN_FIVE], button=0, stacks=[50, 50, 3])
    hand.call()
    hand.call()
    stand_pat(hand)
    check_round(hand)
    # Main pot: the dead ante, plus 1 from each seat; the 2 chips above it go to the better
    # of the other two (king high beats a pair of aces in 2-7).
    assert awards(hand) == {2: 5, 1: 2}


def test_the_ante_follows_the_big_blind_and_the_option_works_for_any_blinds_game() -> None:
    for name in ("triple-draw", "badugi"):
        game = find_game(name, big_blind_ante=1)
        hand = Hand(game, [50] * 4, button=2, seed=3)
        assert (0, "big blind ante", 1, False) in posts(hand)  # the big blind is seat 0
    assert find_game("N2L1D", big_blind_ante=0).describe().count("ante") == 0
    hand = Hand(SD, [50] * 3, button=0, seed=3, antes=False)  # antes off: no big-blind ante
    assert [p[1] for p in posts(hand)] == ["small blind", "big blind"]


def test_one_draw_of_zero_to_five_with_a_burn() -> None:
    hand = hand_of([None, None, None], button=0, then="Ks Kd 2s 3h 4d 5c 6s 7d 8h 9c Ts")
    hand.call()
    hand.call()
    hand.check()
    assert hand.phase == "draw" and hand.draw_limit == 5
    record = hand.draw(hand.cards(1))  # all five
    assert [b.card for b in of_type(hand, Burn)] == list(cards("Ks"))
    assert record.received == cards("Kd 2s 3h 4d 5c")
    hand.draw("")
    hand.draw(hand.cards(0)[:1])
    assert hand.phase == "betting"
    check_round(hand)
    assert hand.is_over and len(of_type(hand, Draw)) == 3 and len(of_type(hand, Show)) >= 1
    streets = [s.name for s in of_type(hand, Street)]
    assert streets == ["first betting round", "draw 1", "second betting round", "showdown"]


def test_a_draw_of_six_or_of_more_than_the_house_limit_is_refused() -> None:
    hand = hand_of([None, None, None], button=0, game=SD.with_options(streets=SD.streets))
    hand.call()
    hand.call()
    hand.check()
    before = (hand.history, hand.stacks, hand.cards(1))
    with pytest.raises(IllegalActionError, match="does not hold"):
        hand.draw([*hand.cards(1), hand.cards(2)[0]])
    assert (hand.history, hand.stacks, hand.cards(1)) == before
    three = find_game("N2L1D", max_draw=3)
    limited = Hand(three, [50] * 2, button=1, seed=2)
    limited.call()
    limited.check()
    with pytest.raises(IllegalActionError, match="at most 3 cards, not 4"):
        limited.draw(limited.cards(0)[:4])
    limited.draw(limited.cards(0)[:3])


def test_deuce_to_seven_low_wins_and_aces_are_high() -> None:
    wheel = "Ac 2h 3s 4s 5c"  # not a wheel in 2-7: ace high
    hand = hand_of([wheel, EIGHT_SIX, "Th 8h 7h 6h 4h"], button=0)
    hand.call()
    hand.call()
    hand.check()
    stand_pat(hand)
    check_round(hand)
    assert awards(hand) == {1: 8}  # 8-6 beats ace high and a flush; dead ante included
    shown = {s.seat: s.description for s in of_type(hand, Show)}
    assert shown[1].startswith("Eight")


def test_seed_002_shortage_on_the_draw() -> None:
    # Six players: 30 dealt, one burn, 21 left. Each of the first four throws five (20 cards);
    # the fifth needs five from the one card left: the stub is shuffled with the discards of
    # the players already served, never the burn, the fifth's own discards or live hands.
    hand = Hand(SD, [100] * 6, button=5, seed=11)
    while hand.phase == "betting":
        hand.check() if hand.legal_actions().check else hand.call()
    order = []
    thrown: set = set()
    for _ in range(4):
        seat = hand.actor
        order.append(seat)
        thrown |= set(hand.cards(seat))
        hand.draw(hand.cards(seat))
    assert hand.stub_size == 1
    fifth = hand.actor
    own = set(hand.cards(fifth))
    waiting = set(hand.cards(hand.button))
    record = hand.draw(hand.cards(fifth))
    (shuffle,) = of_type(hand, Reshuffle)
    burns = {b.card for b in of_type(hand, Burn)}
    assert len(shuffle.cards) == 1 + 20 and thrown <= set(shuffle.cards)
    assert not set(shuffle.cards) & (own | waiting | burns)
    assert set(record.received) <= set(shuffle.cards)


@pytest.mark.parametrize("ante_first", [True, False])
def test_hands_with_a_big_blind_ante_round_trip_through_phh(ante_first: bool) -> None:
    import random
    import tomllib

    from pokerules.phh import from_phh, to_phh
    from pokerules.players.bots import RandomBot, play_hand

    game = SD.with_options(big_blind_ante_first=ante_first)
    rng = random.Random(f"bba {ante_first}")
    for _ in range(40):
        n = rng.randint(2, 6)
        stacks = [rng.randint(1, 40) for _ in range(n)]
        hand = Hand(game, stacks, button=rng.randrange(n), seed=rng.getrandbits(32))
        play_hand(hand, [RandomBot(seed=rng.getrandbits(16)) for _ in range(n)])
        text = to_phh(hand)
        fields = tomllib.loads(text)
        # PHH's own words where they fit (pokerkit posts the ante first), else the options.
        assert fields["variant"] == ("N2L1D" if ante_first else "_N2L1D")
        assert fields["antes"][1] == 2 and not any(fields["antes"][2:] + fields["antes"][:1])
        again = from_phh(text)
        assert again.history == hand.history and again.stacks == hand.stacks
        assert again.game.big_blind_ante_first is ante_first
