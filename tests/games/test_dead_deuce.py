"""Dead Deuce (seed 003; rules-notes 1D, 2.12, 2.14-2.16, 2.24-2.28, DD-1, DD-8).

Every hand here is dealt from an exact deck order built by the seven card stud dealing
procedure (see ``stud_helpers.stud_deck``), and every expected result is worked out from the
rules, never read back from the engine.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest
from pokerules import (
    CARDS,
    FIVE_ACES,
    Card,
    FixedLimit,
    Hand,
    HandCategory,
    IllegalActionError,
    PokerulesError,
    Session,
    category,
    describe,
    evaluate,
    evaluate_wild,
    find_game,
)
from pokerules.games.spec import Betting, DealCards, RollCard
from pokerules.players.bots import RandomBot
from pokerules.records import (
    Award,
    Bet,
    Burn,
    Check,
    Deal,
    Fold,
    Muck,
    Post,
    Reshuffle,
    Reveal,
    Roll,
    Show,
    Street,
)
from stud_helpers import (
    BETS,
    DEUCES,
    cards,
    check_down,
    check_to_round,
    expected_first,
    passive,
    roll_all,
    rounds_started,
    seat_order,
    showing_key,
    stud_deck,
)

DD = find_game("dead-deuce")


def dd_hand(
    button: int,
    hands: list[list[str]],
    *,
    stacks: list[int] | None = None,
    burns: dict[int, str] | None = None,
    seed: int = 1,
    **options: object,
) -> Hand:
    game = find_game("dead-deuce", **options) if options else DD
    deck = stud_deck(button, hands, burns=burns)
    return Hand(game, stacks or [100] * len(hands), button=button, deck=" ".join(deck), seed=seed)


def shows(hand: Hand) -> dict[int, Show]:
    return {r.seat: r for r in hand.history if isinstance(r, Show)}


def awards(hand: Hand) -> dict[int, int]:
    won: Counter[int] = Counter()
    for r in hand.history:
        if isinstance(r, Award):
            won[r.seat] += r.amount
    return dict(won)


def mask(held: str, up: list[int]) -> list[bool]:
    """Wild mask: a deuce is wild exactly when its position is face up."""
    return [Card(c) in DEUCES and i in up for i, c in enumerate(held.split())]


# ---------------------------------------------------------------- the game's defaults


def test_defaults_follow_rules_notes() -> None:
    # 1D.1 up to 7 players; 2.12 fixed limit, ante 1, 2/2/4/4/4, bet + 3 raises, no cap
    # heads-up, no bring-in; 2.26 no burns; 2.25 exposed deuces count wild; 2.15 no natural
    # priority; 2.16 no duplicates except five of a kind; 2.27 odd chip left of the dealer.
    assert DD.max_players == 7
    assert DD.ante == 1
    assert DD.blinds is None
    assert DD.betting == FixedLimit(bets=(2, 2, 4, 4, 4), cap_raises=3, uncapped_heads_up=True)
    assert DD.burn is False
    assert DD.exposed_wild_counts == "wild"
    assert DD.natural_beats_wild is False
    assert DD.may_duplicate is False
    assert DD.odd_chip == "left_of_button"
    assert DD.betting_rounds == 5
    assert DD.hand_size == 7
    with pytest.raises(PokerulesError):
        Hand(DD, [100] * 8)


# ---------------------------------------------------------------- the deal and the roll

# Button 1 of 3: cards go to seats 2, 0, 1, three times round, then one each per street.
LITERAL_DECK = (
    "Ad As Ac  Jd Kd Qd  3c 9c Tc  "  # three down, one at a time
    "8c 8s 8h  7h 7d 7c  6h 6c 6d  "  # fourth, fifth, sixth street
    "4c 5h 4h"  # seventh street
)


def test_three_down_one_at_a_time_from_left_of_button() -> None:
    hand = Hand(DD, [50, 50, 50], button=1, deck=LITERAL_DECK, seed=3)
    assert hand.cards(2) == cards("Ad Jd 3c")
    assert hand.cards(0) == cards("As Kd 9c")
    assert hand.cards(1) == cards("Ac Qd Tc")
    deals = [r for r in hand.history if isinstance(r, Deal)]
    assert deals == [
        Deal(2, cards("Ad Jd 3c"), False),
        Deal(0, cards("As Kd 9c"), False),
        Deal(1, cards("Ac Qd Tc"), False),
    ]
    assert hand.stub_size == 52 - 9
    assert hand.phase == "roll"
    assert hand.actor == 2  # left of the button chooses first
    for seat in range(3):
        assert hand.exposed(seat) == ()
        assert hand.face_up(seat) == (False, False, False)
    # Only antes are posted: no bring-in (2.12).
    posts = [r for r in hand.history if isinstance(r, Post)]
    assert posts == [Post(s, "ante", 1, False) for s in (2, 0, 1)]


def test_roll_is_secret_until_all_choose_then_revealed_together() -> None:
    hand = Hand(DD, [50, 50, 50], button=1, deck=LITERAL_DECK, seed=3)
    hand.roll("Ad")  # seat 2 turns up its first card
    assert hand.phase == "roll"
    assert hand.actor == 0
    assert all(hand.exposed(s) == () for s in range(3))
    assert not any(isinstance(r, Reveal) for r in hand.history)
    hand.roll("Kd")  # seat 0, its second card
    assert all(hand.exposed(s) == () for s in range(3))
    assert all(not any(hand.face_up(s)) for s in range(3))
    record = hand.roll("Tc")  # seat 1, its third card: now all have chosen
    assert record == Roll(1, Card("Tc"))
    history = hand.history
    reveal_at = next(i for i, r in enumerate(history) if isinstance(r, Reveal))
    rolls = [r for r in history if isinstance(r, Roll)]
    assert rolls == [Roll(2, Card("Ad")), Roll(0, Card("Kd")), Roll(1, Card("Tc"))]
    assert all(history.index(r) < reveal_at for r in rolls)
    assert history[reveal_at] == Reveal(((0, Card("Kd")), (1, Card("Tc")), (2, Card("Ad"))))
    assert history[reveal_at + 1] == Street("first betting round")
    assert hand.exposed(0) == cards("Kd")
    assert hand.exposed(1) == cards("Tc")
    assert hand.exposed(2) == cards("Ad")
    assert hand.face_up(2) == (True, False, False)
    assert hand.face_up(0) == (False, True, False)
    assert hand.face_up(1) == (False, False, True)
    assert hand.phase == "betting"


@pytest.mark.parametrize(
    "card",
    [
        "As",  # seat 0's card, not seat 2's
        "Ac",  # seat 1's card
        "8c",  # still in the stub
        "2h",  # nobody's card
    ],
)
def test_rolling_a_card_not_held_is_rejected_and_changes_nothing(card: str) -> None:
    hand = Hand(DD, [50, 50, 50], button=1, deck=LITERAL_DECK, seed=3)
    before = hand.snapshot()
    with pytest.raises(IllegalActionError):
        hand.roll(card)
    assert hand.snapshot() == before
    assert hand.actor == 2


def test_rolling_garbage_or_out_of_phase_is_rejected() -> None:
    hand = Hand(DD, [50, 50, 50], button=1, deck=LITERAL_DECK, seed=3)
    before = hand.snapshot()
    with pytest.raises(IllegalActionError):
        hand.roll("Zz")
    assert hand.snapshot() == before
    with pytest.raises(IllegalActionError):
        hand.check()  # nobody bets before the roll
    assert hand.snapshot() == before
    with pytest.raises(IllegalActionError):
        hand.act(Roll(0, Card("As")))  # seat 0's own card, but seat 2 chooses first
    assert hand.snapshot() == before
    roll_all(hand, {2: "3c", 0: "9c", 1: "Tc"})
    # The roll is the only time a player chooses a card to show (1D.5): no second roll,
    # neither of the face-up card nor of a face-down one.
    seat = hand.actor
    assert seat is not None
    before = hand.snapshot()
    for card in (hand.exposed(seat)[0], hand.cards(seat)[0]):
        with pytest.raises(IllegalActionError):
            hand.roll(card)
        assert hand.snapshot() == before


def test_rolling_a_face_up_card_is_rejected() -> None:
    # A variant with a second roll shows that a card already face up cannot be rolled.
    game = find_game(
        "dead-deuce",
        streets=(
            DealCards(down=3),
            RollCard(),
            Betting(),
            DealCards(down=1, name="fourth street"),
            RollCard(),
            Betting(),
            DealCards(down=1, name="fifth street"),  # a game deals at least five cards
            Betting(),
        ),
    )
    hand = Hand(game, [50, 50], button=1, deck="9c 9d Tc Td Jc Jd Qc Qd", seed=2)
    roll_all(hand, {0: "Jc", 1: "Jd"})
    while hand.phase == "betting":
        passive(hand)
    assert hand.phase == "roll"
    seat = hand.actor
    assert seat == 0
    before = hand.snapshot()
    with pytest.raises(IllegalActionError):
        hand.roll("Jc")
    assert hand.snapshot() == before
    hand.roll("Qc")
    assert hand.exposed(0) == cards("Jc")  # hidden until everyone has chosen
    hand.roll("Qd")
    assert hand.exposed(0) == cards("Jc Qc")


def test_streets_up_up_up_down_and_five_betting_rounds() -> None:
    hand = Hand(DD, [50, 50, 50], button=1, deck=LITERAL_DECK, seed=3)
    roll_all(hand, {2: "Ad", 0: "As", 1: "Ac"})
    check_down(hand)
    history = hand.history
    street_names = [r.name for r in history if isinstance(r, Street)]
    assert street_names == [
        "roll",
        "first betting round",
        "fourth street",
        "second betting round",
        "fifth street",
        "third betting round",
        "sixth street",
        "fourth betting round",
        "seventh street",
        "fifth betting round",
        "showdown",
    ]
    assert rounds_started(hand) == 5
    deals_after: dict[str, list[Deal]] = {}
    current = "deal"
    for r in history:
        if isinstance(r, Street):
            current = r.name
        elif isinstance(r, Deal):
            deals_after.setdefault(current, []).append(r)
    assert deals_after["fourth street"] == [
        Deal(2, cards("8c"), True),
        Deal(0, cards("8s"), True),
        Deal(1, cards("8h"), True),
    ]
    assert deals_after["fifth street"] == [
        Deal(2, cards("7h"), True),
        Deal(0, cards("7d"), True),
        Deal(1, cards("7c"), True),
    ]
    assert deals_after["sixth street"] == [
        Deal(2, cards("6h"), True),
        Deal(0, cards("6c"), True),
        Deal(1, cards("6d"), True),
    ]
    assert deals_after["seventh street"] == [
        Deal(2, cards("4c"), False),
        Deal(0, cards("5h"), False),
        Deal(1, cards("4h"), False),
    ]
    # Seat 0 wins with the 9-8-7-6-5 straight and keeps its cards: one rolled, three up, one down.
    assert awards(hand) == {0: 3}
    assert hand.cards(0) == cards("As Kd 9c 8s 7d 6c 5h")
    assert hand.face_up(0) == (True, False, False, True, True, True, False)


# ---------------------------------------------------------------- wild only while face up


def test_dd1_worked_example_four_kings_eight_kicker() -> None:
    # DD-1: A (seat 0) is dealt 2c 2d Kh, rolls 2c; up Ks 2h 8d; seventh 2s.
    a = "2c 2d Kh Ks 2h 8d 2s"
    b = "Qc Jc 9h 7s 5c 4d 3h"  # queen high
    hand = dd_hand(1, [a.split(), b.split()])
    roll_all(hand, {0: "2c", 1: "9h"})
    check_down(hand)
    shown = shows(hand)
    value = shown[0].value
    assert shown[0].cards == cards(a)
    wild_mask = [True, False, False, False, True, False, False]  # 2c rolled, 2h on 5th street
    assert value == evaluate_wild(a, wild_mask=wild_mask)
    assert value == evaluate("Kc Kd Kh Ks 8d")  # four kings, eight kicker
    assert describe(value, "wild") == "Four of a kind, kings"
    # Were the face-down 2d and 2s wild too, A would hold five kings.
    assert value != evaluate_wild(a)
    assert category(evaluate_wild(a), "wild") == HandCategory.FIVE_OF_A_KIND
    assert hand.showdown_values()[0] == value
    assert awards(hand) == {0: 2}


def test_showdown_description_says_what_each_wild_stands_for() -> None:
    a = "2c 2d Kh Ks 2h 8d 2s"
    b = "Qc Jc 9h 7s 5c 4d 3h"
    hand = dd_hand(1, [a.split(), b.split()])
    roll_all(hand, {0: "2c", 1: "9h"})
    check_down(hand)
    text = shows(hand)[0].description
    assert "Four of a kind, kings" in text
    assert "2♣ as K" in text
    assert "2♥ as K" in text
    # The natural twos stand for nothing.
    assert "2♦ as" not in text
    assert "2♠ as" not in text


def test_only_the_rolled_deuce_of_several_is_wild() -> None:
    # 1D.10: seat 0 is dealt three deuces and rolls 2c; 2d and 2h stay down as twos.
    # Seat 1 keeps 2s down: a natural two (1D.2).
    zero = "2c 2d 2h 9s 7d 4c Jh"
    one = "2s Ac Ad Kc Qs 5s 8c"
    hand = dd_hand(1, [zero.split(), one.split()])
    roll_all(hand, {0: "2c", 1: "Ad"})
    check_down(hand)
    shown = shows(hand)
    # Seat 0: three twos (2d 2h natural, 2c standing for the third), J-9 kickers.
    trips = evaluate("2d 2h 2s Jh 9s")
    assert shown[0].value == trips == evaluate_wild(zero, wild_mask=mask(zero, [2, 3, 4, 5]))
    assert describe(trips, "wild") == "Three of a kind, deuces"
    assert shown[0].value != evaluate_wild(zero)  # all three wild: four jacks
    # Seat 1: a pair of aces only; its face-down 2s would otherwise make three aces.
    assert hand.showdown_values().get(1, evaluate(one)) == evaluate(one)
    assert evaluate(one) > trips
    assert awards(hand) == {0: 2}


def test_seventh_street_deuce_is_natural_and_decides_the_pot() -> None:
    # 1D.11: seat 0's last card is 2s, face down: a pair of queens, not three queens.
    zero = "Qc Qd 9h 7s 5c 4d 2s"
    one = "Jc Jd 8h Js 6c 3d Kh"  # three jacks
    hand = dd_hand(0, [zero.split(), one.split()])
    roll_all(hand, {0: "9h", 1: "8h"})
    check_down(hand)
    assert evaluate(zero) > evaluate(one)  # pair of queens loses to three jacks
    assert evaluate_wild(zero) < evaluate(one)  # a wild 2s would have won
    assert awards(hand) == {1: 2}
    assert hand.showdown_values()[1] == evaluate(one)


def test_face_up_deuces_make_five_aces_over_a_straight_flush() -> None:
    # 1D.3 and 1D.9: the rolled 2c and 2d on fourth street are wild: five aces.
    zero = "Ah As 2c 2d Ac 7h Kd"
    one = "9s Ts Js Qs Ks 3d 4c"  # king-high straight flush
    hand = dd_hand(1, [zero.split(), one.split()])
    roll_all(hand, {0: "2c", 1: "Js"})
    check_down(hand)
    values = hand.showdown_values()
    assert values[0] == FIVE_ACES
    assert evaluate(one) == evaluate("9s Ts Js Qs Ks")  # seat 1's best: the straight flush
    assert evaluate(one) > FIVE_ACES
    assert category(values[0], "wild") == HandCategory.FIVE_OF_A_KIND
    assert awards(hand) == {0: 2}


def test_deuces_on_fourth_fifth_and_sixth_street_are_all_wild() -> None:
    # Rolled 2c plus 2d, 2h, 2s face up on 4th-6th: four wilds and a natural nine = five nines.
    zero = "7c 8d 2c 2d 2h 2s 9c"
    one = "Ac Ad As Kc Kd Qh 3h"
    hand = dd_hand(1, [zero.split(), one.split()])
    roll_all(hand, {0: "2c", 1: "As"})
    check_down(hand)
    five_nines = evaluate_wild("9c 9d 9h 9s 2c")
    assert describe(five_nines, "wild") == "Five of a kind, nines"
    assert hand.showdown_values()[0] == five_nines
    assert awards(hand) == {0: 2}


# ---------------------------------------------------------------- who acts first

FILL_ORDER = [str(c) for c in reversed(CARDS)]


def table(button: int, up: dict[int, list[str]], **options: object) -> Hand:
    """Seats show the given cards (rolled card first, then 4th-6th street); the down cards
    and any later cards come from unused cards."""
    used = {c for shown in up.values() for c in shown}
    pool = [c for c in FILL_ORDER if c not in used]
    hands = []
    for seat in range(len(up)):
        shown = up[seat]
        held = [pool.pop(), pool.pop(), shown[0], *shown[1:]]
        while len(held) < 7:
            held.append(pool.pop())
        hands.append(held)
    hand = dd_hand(button, hands, **options)
    roll_all(hand, {s: up[s][0] for s in range(len(up))})
    return hand


# (round, button, cards showing by seat, first to act for "wild", "natural_two", "natural_first")
FIRST_ACTOR_CASES = [
    pytest.param(1, 0, {1: ["Kh"], 2: ["2h"], 0: ["Qs"]}, (2, 1, 2), id="lone-deuce-is-an-ace"),
    pytest.param(1, 0, {1: ["2h"], 2: ["Ah"], 0: ["Ks"]}, (1, 2, 2), id="wild-ace-ties-ace"),
    pytest.param(1, 0, {1: ["As"], 2: ["2d"], 0: ["Ks"]}, (1, 1, 1), id="ace-first-in-turn"),
    pytest.param(1, 0, {1: ["Kc"], 2: ["Ks"], 0: ["Qs"]}, (1, 1, 1), id="suits-never-count"),
    pytest.param(1, 1, {0: ["Kc"], 1: ["Ks"], 2: ["Kd"]}, (2, 2, 2), id="tie-wraps-round"),
    pytest.param(
        2, 0, {1: ["Qc", "Qd"], 2: ["Kh", "2s"], 0: ["Ac", "Js"]}, (2, 1, 2), id="k2-pair-kings"
    ),
    pytest.param(
        2, 0, {1: ["Kh", "2s"], 2: ["Kc", "Kd"], 0: ["Ac", "Qs"]}, (1, 2, 2), id="wild-pair-ties"
    ),
    pytest.param(
        2, 0, {1: ["Kc", "Kd"], 2: ["2h", "2s"], 0: ["Ac", "Qd"]}, (2, 1, 2), id="22-pair-aces"
    ),
    pytest.param(
        2, 0, {1: ["Ac", "9d"], 2: ["Ad", "Kc"], 0: ["Qs", "Jh"]}, (2, 2, 2), id="ace-king-high"
    ),
    pytest.param(
        4,
        0,
        {1: ["Ac", "Ad", "Ah", "5c"], 2: ["Kc", "Kd", "2h", "2s"], 0: ["Qs", "Jh", "9d", "7c"]},
        (2, 1, 2),
        id="kk22-four-kings",
    ),
    pytest.param(
        4,
        0,
        {1: ["5h", "6h", "7h", "8h"], 2: ["Tc", "9d", "4s", "3c"], 0: ["9c", "7d", "4d", "3d"]},
        (2, 2, 2),
        id="no-straights-or-flushes",
    ),
    pytest.param(
        4,
        2,
        {0: ["Ac", "Ad", "Kc", "Kd"], 1: ["3c", "3d", "3h", "4s"], 2: ["Qs", "Qh", "Jh", "Jd"]},
        (1, 1, 1),
        id="trips-beat-two-pair",
    ),
    pytest.param(
        3,
        2,
        {0: ["Ac", "Kd", "2s"], 1: ["Qc", "Qd", "Jh"], 2: ["Kh", "Ks", "3d"]},
        (0, 2, 0),
        id="a-k-2-is-pair-of-aces",
    ),
]


@pytest.mark.parametrize("counting_index", [0, 1, 2], ids=["wild", "natural_two", "natural_first"])
@pytest.mark.parametrize(("round_number", "button", "up", "expected"), FIRST_ACTOR_CASES)
def test_highest_hand_showing_acts_first(
    round_number: int,
    button: int,
    up: dict[int, list[str]],
    expected: tuple[int, int, int],
    counting_index: int,
) -> None:
    counting = ("wild", "natural_two", "natural_first")[counting_index]
    hand = table(button, up, exposed_wild_counts=counting)
    check_to_round(hand, round_number)
    for seat, shown in up.items():
        assert hand.exposed(seat) == cards(" ".join(shown))
    want = expected[counting_index]
    assert expected_first(hand, counting) == want  # the test's own oracle agrees
    assert hand.actor == want
    # No bring-in: the first player may check (2.12).
    legal = hand.legal_actions()
    assert legal.check and legal.call == 0 and not legal.fold
    assert legal.raise_kind == "bet"


def test_oracle_reads_showing_hands_as_the_rules_say() -> None:
    k = showing_key
    assert k(cards("2h")) == k(cards("As"))  # a lone deuce is an ace
    assert k(cards("Kd 2h")) == k(cards("Kc Ks"))  # 2 + K is a pair of kings
    assert k(cards("2d 2h")) == k(cards("Ac As"))  # 2 + 2 is a pair of aces
    assert k(cards("Kc Kd 2h 2s")) == k(cards("Kc Kd Kh Ks"))  # four kings
    assert k(cards("Kc Kd 2h 2s"), "natural_two") < k(cards("3c 3d 3h 4s"), "natural_two")
    assert k(cards("Kd 2h"), "natural_first") < k(cards("Kc Ks"), "natural_first")
    assert k(cards("5h 6h 7h 8h")) < k(cards("Tc 9d 4s 3c"))


def test_first_actor_is_recomputed_each_round_and_may_check() -> None:
    # Button 0, order 1, 2, 0.  The showing hands change street by street; seventh street is
    # dealt down, so the fifth round starts with the same player as the fourth, even though
    # seat 2's seventh card is a deuce.
    hands = [
        ["3c", "4c", "Jh", "Js", "5d", "6d", "7h"],  # seat 0
        ["8c", "8d", "Ah", "5c", "Ad", "3s", "Kc"],  # seat 1
        ["Tc", "Td", "9h", "4d", "9s", "2d", "2s"],  # seat 2
    ]
    hand = dd_hand(0, hands)
    roll_all(hand, {0: "Jh", 1: "Ah", 2: "9h"})
    firsts = []
    while not hand.is_over:
        if not any(isinstance(r, BETS) for r in _since_last_round(hand)):
            firsts.append(hand.actor)
            assert hand.legal_actions().check
        passive(hand)
    # Round 1: A (1) > J (0) > 9 (2).  Round 2: J J (0).  Round 3: A A (1) > J J.
    # Round 4: 9 4 9 2 = three nines (2).  Round 5: the same as round 4.
    assert firsts == [1, 0, 1, 2, 2]


def _since_last_round(hand: Hand) -> list[object]:
    history = hand.history
    for i in range(len(history) - 1, -1, -1):
        r = history[i]
        if isinstance(r, Street) and r.name.endswith("betting round"):
            return list(history[i + 1 :])
    return list(history)


# ---------------------------------------------------------------- betting defaults


def _spread(n: int, seed: int = 0) -> list[list[str]]:
    rng = random.Random(seed)
    deck = [str(c) for c in CARDS]
    rng.shuffle(deck)
    return [deck[7 * s : 7 * s + 7] for s in range(n)]


def test_ante_and_bet_sizes_by_round() -> None:
    hands = _spread(3)
    hand = dd_hand(0, hands)
    assert hand.contributions == (1, 1, 1)
    roll_all(hand, {s: hands[s][2] for s in range(3)})
    sizes = []
    while not hand.is_over:
        if not any(isinstance(r, BETS) for r in _since_last_round(hand)):
            legal = hand.legal_actions()
            assert legal.raise_kind == "bet"
            assert legal.min_to == legal.max_to
            sizes.append(legal.min_to)
            hand.bet(legal.min_to)
            # The next player may call one bet or raise by one more.
            legal = hand.legal_actions()
            assert legal.call == sizes[-1]
            assert legal.raise_kind == "raise"
            assert legal.min_to == legal.max_to == 2 * sizes[-1]
        else:
            passive(hand)
    assert sizes == [2, 2, 4, 4, 4]
    pot = 3 + 3 * sum(sizes)
    assert sum(awards(hand).values()) == pot
    assert sum(hand.stacks) == 300


@pytest.mark.parametrize(("round_number", "size"), [(1, 2), (2, 2), (3, 4), (5, 4)])
def test_one_bet_and_three_raises_multiway(round_number: int, size: int) -> None:
    hands = _spread(3, seed=round_number)
    hand = dd_hand(1, hands)
    roll_all(hand, {s: hands[s][2] for s in range(3)})
    check_to_round(hand, round_number)
    first = hand.actor
    assert first is not None
    hand.bet(size)
    hand.raise_to(2 * size)
    hand.raise_to(3 * size)
    hand.raise_to(4 * size)  # the third raise: the cap
    seat = hand.actor
    assert seat == (first + 1) % 3
    legal = hand.legal_actions()
    assert legal.raise_kind is None
    assert legal.call == 2 * size
    before = hand.snapshot()
    with pytest.raises(IllegalActionError):
        hand.raise_to(5 * size)
    assert hand.snapshot() == before
    hand.call()
    hand.call()
    assert hand.contributions == tuple([hand.contributions[0]] * 3)
    assert rounds_started(hand) == round_number + 1 or hand.is_over


@pytest.mark.parametrize("round_number", [1, 3])
def test_no_cap_heads_up(round_number: int) -> None:
    hands = _spread(2, seed=7)
    hand = dd_hand(0, hands)
    roll_all(hand, {s: hands[s][2] for s in range(2)})
    check_to_round(hand, round_number)
    size = 2 if round_number < 3 else 4
    hand.bet(size)
    for k in range(2, 9):  # seven raises
        hand.raise_to(k * size)
    assert hand.legal_actions().raise_kind == "raise"
    hand.call()
    assert hand.contributions == (1 + 8 * size, 1 + 8 * size)


def test_no_cap_once_a_fold_leaves_two() -> None:
    hands = _spread(3, seed=11)
    hand = dd_hand(0, hands)
    roll_all(hand, {s: hands[s][2] for s in range(3)})
    hand.bet(2)
    hand.fold()
    for k in range(2, 8):  # six raises heads-up
        hand.raise_to(2 * k)
    assert hand.legal_actions().raise_kind == "raise"
    hand.call()
    assert sorted(hand.contributions) == [1, 15, 15]


# ---------------------------------------------------------------- deck capacity and burns


def test_dd8_seven_players_use_49_cards_and_no_community_card() -> None:
    hands = _spread(7, seed=5)
    hand = dd_hand(3, hands)
    roll_all(hand, {s: hands[s][2] for s in range(7)})
    check_down(hand)
    dealt = sum(len(r.cards) for r in hand.history if isinstance(r, Deal))
    assert dealt == 49
    assert all(r.seat >= 0 for r in hand.history if isinstance(r, Deal))
    assert hand.stub_size == 3
    places = hand.card_locations()
    assert places["community"] == ()
    assert places["burns"] == ()
    assert not any(isinstance(r, Burn | Reshuffle) for r in hand.history)
    assert Counter(c for cs in places.values() for c in cs) == Counter(CARDS)


def _burn_deck_hands() -> tuple[list[list[str]], list[str]]:
    deck = [str(c) for c in CARDS]
    random.Random(9).shuffle(deck)
    return [deck[7 * s : 7 * s + 7] for s in range(7)], deck[49:]


def test_burns_with_seven_players_skip_the_seventh_street_burn() -> None:
    # 2.26: 21 down, burn, 7 up, burn, 7 up, burn, 7 up leaves 7 cards for 7 players: the
    # seventh-street burn is skipped (stub 7 < 7 live + 1) and no community card is needed.
    hands, spare = _burn_deck_hands()
    burns = {4: spare[0], 5: spare[1], 6: spare[2]}
    hand = dd_hand(6, hands, burns=burns, burn=True)
    roll_all(hand, {s: hands[s][2] for s in range(7)})
    check_down(hand)
    history = hand.history
    burned = [r.card for r in history if isinstance(r, Burn)]
    assert burned == [Card(spare[0]), Card(spare[1]), Card(spare[2])]
    for street in ("fourth street", "fifth street", "sixth street"):
        at = history.index(Street(street))
        assert isinstance(history[at + 1], Burn)
    at = history.index(Street("seventh street"))
    seventh = history[at + 1 : at + 8]
    assert all(isinstance(r, Deal) and not r.face_up and r.seat >= 0 for r in seventh)
    assert [r.cards[0] for r in seventh] == [Card(hands[s][6]) for s in seat_order(7, 6)]
    assert not any(isinstance(r, Reshuffle) for r in history)
    places = hand.card_locations()
    assert places["community"] == ()
    assert places["stub"] == ()
    assert places["burns"] == tuple(Card(c) for c in spare)
    assert Counter(c for cs in places.values() for c in cs) == Counter(CARDS)


def test_burns_with_seven_players_take_the_seventh_burn_after_a_fold() -> None:
    # One player folds on sixth street: 6 live, stub 7 >= 6 + 1, so the burn is taken.
    hands, spare = _burn_deck_hands()
    button = 6
    hand_probe = dd_hand(button, hands, burns={4: spare[0], 5: spare[1], 6: spare[2]}, burn=True)
    roll_all(hand_probe, {s: hands[s][2] for s in range(7)})
    check_to_round(hand_probe, 4)
    first = hand_probe.actor
    assert first is not None
    folder = (first + 1) % 7
    # Re-deal with the folder's seventh card moved to be the seventh-street burn.
    folded_hands = [list(h) for h in hands]
    seventh_burn = folded_hands[folder].pop()
    hand = dd_hand(
        button,
        folded_hands,
        burns={4: spare[0], 5: spare[1], 6: spare[2], 7: seventh_burn},
        burn=True,
    )
    roll_all(hand, {s: hands[s][2] for s in range(7)})
    check_to_round(hand, 4)
    assert hand.actor == first
    hand.bet(4)
    hand.fold()
    assert hand.folded(folder)
    while rounds_started(hand) < 5:
        passive(hand)
    history = hand.history
    at = history.index(Street("seventh street"))
    assert history[at + 1] == Burn(Card(seventh_burn))
    seventh = history[at + 2 : at + 8]
    assert all(isinstance(r, Deal) and not r.face_up for r in seventh)
    assert [r.seat for r in seventh] == [s for s in seat_order(7, button) if s != folder]
    assert hand.stub_size == 0
    assert hand.card_locations()["community"] == ()


def test_community_card_when_burns_cannot_cover_seventh_street() -> None:
    # 2.26's last resort, which Dead Deuce's 7-seat limit never reaches: force an eighth seat.
    # 24 down, burn, 8, burn, 8, burn (stub 10 >= 9), 8 leaves 1 card; the seventh-street
    # burn is skipped, the 3 burns are recycled (4 < 8), so one face-up community card is
    # dealt.  All four deuces are in that pool, so the community card is a deuce, and it is
    # natural.  Seat 0's A A A K K makes aces full, not four aces.
    game = find_game("dead-deuce", burn=True)
    object.__setattr__(game, "max_players", 8)
    rest = sorted(
        (c for c in CARDS if c >> 2 and str(c) not in {"Ac", "Ad", "Ah", "Kc", "Kd", "3c"}),
        key=int,
    )
    hands = [["Ac", "Ad", "Ah", "Kc", "Kd", "3c"]]
    hands += [[str(rest[i]) for i in range(j, 42, 7)] for j in range(7)]
    deck = [*stud_deck(7, hands, burns={4: "2c", 5: "2d", 6: "2h"}), "2s"]
    assert len(deck) == 52
    hand = Hand(game, [100] * 8, button=7, deck=" ".join(deck), seed=4)
    roll_all(hand, {s: hands[s][2] for s in range(8)})
    firsts = []
    while not hand.is_over:
        if not any(isinstance(r, BETS) for r in _since_last_round(hand)):
            firsts.append(hand.actor)
        passive(hand)
    history = hand.history
    at = history.index(Street("seventh street"))
    assert not any(isinstance(r, Burn) for r in history[at:])
    assert isinstance(history[at + 1], Reshuffle)
    community = [r for r in history if isinstance(r, Deal) and r.seat < 0]
    assert len(community) == 1 and community[0].face_up
    card = community[0].cards[0]
    assert card in DEUCES
    assert all(len(hand.cards(s)) <= 6 for s in range(8))  # nobody got a seventh card
    places = hand.card_locations()
    assert places["community"] == (card,)
    assert places["burns"] == ()
    assert sorted(places["stub"]) == sorted(d for d in cards("2c 2d 2h 2s") if d != card)
    assert Counter(c for cs in places.values() for c in cs) == Counter(CARDS)
    # The card counts for every player, as a natural two.
    natural = {s: evaluate([*map(Card, hands[s]), card]) for s in range(8)}
    for seat, show in shows(hand).items():
        assert show.cards == (*map(Card, hands[seat]), card)
        assert show.value == natural[seat]
    assert natural[0] == evaluate("Ac Ad Ah Kc Kd")  # aces full of kings
    assert min(natural, key=natural.__getitem__) == 0
    assert awards(hand) == {0: 8}
    # Seventh-street action starts with the same player as sixth street.
    assert firsts[4] == firsts[3]


# ---------------------------------------------------------------- showdown


SHOWDOWN_HANDS = [
    ["3c", "4d", "Ac", "Ad", "9h", "7s", "8c"],  # seat 0: pair of aces (A A 9 7 showing)
    ["Kc", "Kd", "Ks", "5c", "6d", "Js", "Qh"],  # seat 1: three kings (K J 6 5 showing)
    ["Qc", "Qd", "Th", "Tc", "8d", "3h", "Qs"],  # seat 2: queens full (T T 8 3 showing)
]


def _showdown_order(hand: Hand) -> list[int]:
    return [r.seat for r in hand.history if isinstance(r, Show | Muck)]


def _to_last_round(hand: Hand, bettor_in_round_4: int | None = None) -> None:
    roll_all(hand, {s: SHOWDOWN_HANDS[s][2] for s in range(3)})
    while rounds_started(hand) < 5:
        if (
            rounds_started(hand) == 4
            and hand.actor == bettor_in_round_4
            and hand.legal_actions().raise_kind == "bet"
        ):
            hand.bet(4)
        else:
            passive(hand)


def test_showdown_without_a_bet_starts_with_the_last_rounds_first_actor() -> None:
    # 2.27: no bet on the last round, so the player who acted first in it (seat 0, the high
    # hand showing A A) shows first, then clockwise: 0, 1, 2.  Seat 2's bet on sixth street
    # does not count, and left of the button (seat 1) is not the rule.
    hand = dd_hand(0, SHOWDOWN_HANDS)
    _to_last_round(hand, bettor_in_round_4=2)
    assert any(isinstance(r, Bet) and r.seat == 2 for r in hand.history)
    assert hand.actor == 0
    check_down(hand)
    order = _showdown_order(hand)
    assert order == [0, 1, 2]
    assert isinstance(next(r for r in hand.history if isinstance(r, Show | Muck)), Show)
    assert awards(hand) == {2: 3 + 3 * 4}


def test_showdown_starts_with_the_last_aggressor() -> None:
    # Seat 1 bets the last round and is called: it shows first, then 2, then 0.
    hand = dd_hand(0, SHOWDOWN_HANDS)
    _to_last_round(hand)
    assert hand.actor == 0
    hand.check()
    hand.bet(4)
    hand.call()
    hand.call()
    assert _showdown_order(hand) == [1, 2, 0]
    first = next(r for r in hand.history if isinstance(r, Show | Muck))
    assert isinstance(first, Show) and first.seat == 1
    assert awards(hand) == {2: 3 + 3 * 4}


def test_showdown_starts_with_the_last_raiser() -> None:
    hand = dd_hand(0, SHOWDOWN_HANDS)
    _to_last_round(hand)
    hand.check()  # seat 0
    hand.bet(4)  # seat 1
    hand.raise_to(8)  # seat 2: the last aggressor
    hand.call()  # seat 0
    hand.call()  # seat 1
    assert _showdown_order(hand) == [2, 0, 1]
    assert awards(hand) == {2: 3 + 3 * 8}


ODD_CHIP_HANDS = [
    ["5d", "3c", "As", "Kd", "Qc", "9s", "7h"],  # seat 0: A K Q 9 7, the ace of spades
    ["4c", "6s", "Jh", "Tc", "8d", "3s", "5c"],  # seat 1: jack high
    ["5h", "3d", "Ah", "Kc", "Qd", "9h", "7c"],  # seat 2: A K Q 9 7
]


@pytest.mark.parametrize(("button", "odd_to"), [(0, 2), (1, 2), (2, 0)])
def test_odd_chip_goes_to_first_tied_winner_left_of_the_dealer(button: int, odd_to: int) -> None:
    # 2.27: three antes split two ways; the odd chip goes by position, never by suit.
    hand = dd_hand(button, ODD_CHIP_HANDS)
    roll_all(hand, {s: ODD_CHIP_HANDS[s][2] for s in range(3)})
    check_down(hand)
    assert evaluate(ODD_CHIP_HANDS[0]) == evaluate(ODD_CHIP_HANDS[2]) < evaluate(ODD_CHIP_HANDS[1])
    other = 2 - odd_to
    assert awards(hand) == {odd_to: 2, other: 1}
    assert sum(hand.stacks) == 300


def test_identical_hands_split_wild_or_natural() -> None:
    # 2.15: a wild hand ties an equal natural one.  Seat 0: A + rolled 2 = pair of aces with
    # K Q 9; seat 1: a natural pair of aces with K Q 9.
    zero = "Qc 8d 2c Ah Kd 9c 4s"
    one = "As Ad 3c Kc Qh 9d 5d"
    two = "Jc Jd 7c 6h 4h 3d 8s"  # pair of jacks
    hand = dd_hand(2, [zero.split(), one.split(), two.split()])
    roll_all(hand, {0: "2c", 1: "3c", 2: "7c"})
    check_down(hand)
    values = hand.showdown_values()
    aces = evaluate("Ac Ah Kd Qc 9c")
    assert values[0] == values[1] == aces
    # Button 2: order 0, 1, 2; pot 3 split 2/1 with the odd chip to seat 0.
    assert awards(hand) == {0: 2, 1: 1}


# ---------------------------------------------------------------- random play


def _check_random_hand(hand: Hand, counting: str) -> None:
    setup_total = sum(hand.starting_stacks)
    assert sum(hand.stacks) == setup_total
    places = hand.card_locations()
    every = [c for cs in places.values() for c in cs]
    assert Counter(every) == Counter(CARDS)
    assert places["community"] == ()  # never needed at up to 7 players
    history = hand.history
    reveals = [r for r in history if isinstance(r, Reveal)]
    assert len(reveals) == 1
    rolled = dict(reveals[0].cards)
    assert sorted(rolled) == list(range(hand.n))
    # Wild only while face up: recompute every shown hand.
    for show in (r for r in history if isinstance(r, Show)):
        held = show.cards
        assert held[:3].count(rolled[show.seat]) == 1
        wild = [c in DEUCES and (c == rolled[show.seat] or 3 <= i <= 5) for i, c in enumerate(held)]
        assert show.value == evaluate_wild(held, wild_mask=wild)
    replay = Hand.replay(hand.setup, hand.decisions())
    assert replay.history == history
    assert replay.stacks == hand.stacks


def test_random_play_properties() -> None:
    rng = random.Random(20030)
    games = {
        (counting, burn): find_game("dead-deuce", exposed_wild_counts=counting, burn=burn)
        for counting in ("wild", "natural_two", "natural_first")
        for burn in (False, True)
    }
    showdowns = 0
    for number in range(2500):
        n = rng.randint(2, 7)
        counting = rng.choice(("wild", "natural_two", "natural_first"))
        burn = rng.random() < 0.3
        stacks = [rng.randint(1, 40) for _ in range(n)]
        button = rng.randrange(n)
        hand = Hand(games[counting, burn], stacks, button=button, seed=number)
        bots = [RandomBot(seed=number * 8 + s) for s in range(n)]
        rounds_seen = 0
        while hand.actor is not None:
            started = rounds_started(hand)
            if hand.phase == "betting" and started > rounds_seen:
                rounds_seen = started
                if not any(isinstance(r, BETS) for r in _since_last_round(hand)):
                    high = expected_first(hand, counting)
                    order = [(high + k) % n for k in range(n)]
                    want = next(s for s in order if not hand.folded(s) and hand.stacks[s] > 0)
                    assert hand.actor == want, (number, hand.history)
            bots[hand.actor].play(hand)
        _check_random_hand(hand, counting)
        if any(isinstance(r, Show) for r in hand.history):
            showdowns += 1
            winners = {r.seat for r in hand.history if isinstance(r, Award)}
            if all(r.pot == 0 for r in hand.history if isinstance(r, Award)):
                values = hand.showdown_values()
                best = min(values.values())
                assert winners == {s for s, v in values.items() if v == best}
    assert showdowns > 300


def test_session_of_dead_deuce_plays_to_the_end_with_chips_conserved() -> None:
    for players, seed in ((7, 3), (4, 8), (2, 13)):
        session = Session("dead-deuce", players, seed=seed, deals=40, stacks=15)
        result = session.play([RandomBot(seed=seed * 10 + p) for p in range(players)])
        assert sum(p.chips for p in result.standings) == 15 * players
        assert session.is_over
        assert result.deals_played == 40 or sum(1 for p in result.standings if p.chips) < 2
        for entry in result.log:
            hand = entry.hand
            assert entry.game.name == "dead-deuce"
            assert hand.is_over and not hand.passed_out
            assert sum(hand.stacks) == sum(hand.starting_stacks) + hand.dead_money
    with pytest.raises(PokerulesError):
        Session("dead-deuce", 8)


def test_face_up_deuce_may_not_duplicate_a_held_card_in_a_flush() -> None:
    # 2.16: as in DW, a wild may not stand for a card already in the hand (except five of a
    # kind): with A♥ held, the face-up 2♠ is the K♥, making A-K-9-6-4 hearts.
    zero = "Ah 9h 2s 6h 4h Tc Jc"
    one = "Kc Qd 8s 7d 5c 3c 3d"  # pair of threes
    hand = dd_hand(1, [zero.split(), one.split()])
    roll_all(hand, {0: "2s", 1: "8s"})
    check_down(hand)
    show = shows(hand)[0]
    assert show.value == evaluate("Ah Kh 9h 6h 4h")
    assert "2♠ as K♥" in show.description
    assert awards(hand) == {0: 2}


@pytest.mark.parametrize("counting", ["wild", "natural_first"])
def test_natural_priority_for_acting_order_does_not_touch_the_showdown(counting: str) -> None:
    # 2.25's natural_first orders acting only; 2.15 still splits equal hands.
    zero = "Qc 8d 2c Ah Kd 9c 4s"
    one = "As Ad 3c Kc Qh 9d 5d"
    two = "Jc Jd 7c 6h 4h 3d 8s"
    hand = dd_hand(2, [zero.split(), one.split(), two.split()], exposed_wild_counts=counting)
    roll_all(hand, {0: "2c", 1: "3c", 2: "7c"})
    check_down(hand)
    assert awards(hand) == {0: 2, 1: 1}


def test_a_player_all_in_on_the_ante_still_rolls_and_wins_only_the_main_pot() -> None:
    # 2.33: the ante of seat 1's last chip puts it all-in; the later bets form a side pot.
    hands = [SHOWDOWN_HANDS[0], SHOWDOWN_HANDS[2], SHOWDOWN_HANDS[1]]  # seat 1 best
    hand = dd_hand(0, hands, stacks=[100, 1, 100])
    assert Post(1, "ante", 1, True) in hand.history
    roll_all(hand, {s: hands[s][2] for s in range(3)})
    assert hand.exposed(1) == cards(hands[1][2])
    assert hand.actor == 0  # the ace showing
    hand.bet(2)
    assert hand.actor == 2  # the all-in seat is passed over
    hand.call()
    check_down(hand)
    decided = [r.seat for r in hand.decisions() if not isinstance(r, Roll)]
    assert 1 not in decided
    assert awards(hand) == {1: 3, 2: 4}
    assert hand.stacks == (97, 3, 101)


def test_session_defaults_are_ten_deals_of_stacks_of_100() -> None:
    # 2.12 and 2.34: stack 100, 10 deals.
    session = Session("dead-deuce", 3, seed=21)
    result = session.play([RandomBot(seed=p) for p in range(3)])
    assert sum(p.chips for p in result.standings) == 300
    counted = [entry for entry in result.log if entry.counted]
    assert result.deals_played == len(counted)
    assert result.deals_played == 10 or sum(1 for p in result.standings if p.chips) < 2
    assert result.log[0].hand.starting_stacks == (100, 100, 100)


def test_a_roll_timeout_turns_up_the_first_card() -> None:
    # Rules-notes 2.28: choosing is mandatory; a timeout turns up the first card.
    hand = Hand(find_game("dead-deuce"), [50, 50, 50], button=0, seed=8)
    firsts = {seat: hand.cards(seat)[0] for seat in range(3)}
    while hand.phase == "roll":
        hand.time_out()
    reveal = next(r for r in hand.history if isinstance(r, Reveal))
    assert dict(reveal.cards) == firsts
    # In betting a timeout checks when it can, and folds only facing a bet.
    seat = hand.actor
    assert hand.time_out() == Check(seat)
    hand.bet_or_raise(hand.legal_actions().min_to)
    folder = hand.actor
    assert hand.time_out() == Fold(folder)
