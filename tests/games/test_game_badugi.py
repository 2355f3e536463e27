"""Badugi (``badugi``, PHH ``FB``): fixed limit, blinds, four cards, three draws of 0-4.

Rules-notes 4.5: burns before each draw, seed 002's shortage procedure, and the badugi
ranking (:mod:`pokerules.evaluation.badugi`): the largest set with no repeated rank or suit, more
cards
beating fewer, then from the highest card down, aces low. Driven by exact decks.
"""

from __future__ import annotations

import itertools

import pytest
from deck_helpers import awards, cards, deal_deck, of_type, stand_pat
from pokerules import FixedLimit, Hand, IllegalActionError, find_game
from pokerules.records import Burn, Deal, Draw, Post, Reshuffle, Show, Street

FB = find_game("badugi")
BEST = "4c 3d 2h As"  # 4-3-2-A, the best badugi
FOUR_CARD = "Kc 8d 5h 2s"  # a king-high four-card badugi
THREE_CARD = "3c 2c Ad 4h"  # 4-2-A three-card (the 3c pairs suits with the 2c)
TWO_CARD = "5d 5c 5h 2d"


def hand_of(hands, button, then="", stacks=None, game=FB) -> Hand:
    stacks = stacks or [100] * len(hands)
    deck = deal_deck(hands, button, then, size=4)
    return Hand(game, stacks, button=button, deck=deck, seed=1)


def passive(hand: Hand) -> None:
    while not hand.is_over:
        if hand.phase == "draw":
            stand_pat(hand)
        elif hand.legal_actions().check:
            hand.check()
        else:
            hand.call()


def badugi_oracle(text: str) -> tuple[int, tuple[int, ...]]:
    """The rule written out: the largest set of distinct ranks and suits, then lowest from the
    top down, aces low; smaller is better."""
    best: tuple[int, tuple[int, ...]] | None = None
    hand = cards(text)
    for size in range(4, 0, -1):
        for combo in itertools.combinations(hand, size):
            ranks = [(c.rank + 1) % 13 for c in combo]  # ace 0 ... king 12
            if len(set(ranks)) < size or len({c.suit for c in combo}) < size:
                continue
            key = (4 - size, tuple(sorted(ranks, reverse=True)))
            best = key if best is None or key < best else best
        if best is not None:
            return best
    raise AssertionError("a hand always has a one-card badugi")


def test_the_names_and_the_defaults() -> None:
    for name in ("badugi", "FB", "fixed-limit badugi", "Limit Badugi"):
        assert find_game(name).name == "badugi"
    assert FB.hand_size == 4 and FB.evaluation == "badugi" and FB.blinds == (1, 2)
    assert FB.betting == FixedLimit((2, 2, 4, 4), cap_raises=3)
    assert [s.max_discard for s in FB.streets if hasattr(s, "max_discard")] == [4, 4, 4]
    assert FB.burn and FB.shortage == "seed-002" and FB.max_players == 8


def test_four_cards_dealt_singly_three_draws_each_after_a_burn() -> None:
    hand = hand_of([BEST, FOUR_CARD, THREE_CARD], button=0, then="Ks Qs Js Ts 9s 8s 7s")
    assert [d.cards for d in of_type(hand, Deal)] == [cards(FOUR_CARD), cards(THREE_CARD),
                                                      cards(BEST)]  # fmt: skip
    while hand.phase == "betting":
        hand.check() if hand.legal_actions().check else hand.call()
    assert hand.draw_limit == 4 and hand.actor == 1
    first = hand.draw(hand.cards(1)[:4])
    assert first.received == cards("Qs Js Ts 9s")
    before = hand.history
    with pytest.raises(IllegalActionError, match="does not hold"):
        hand.draw([*hand.cards(2), *hand.cards(1)[:1]])  # a fifth card is never held
    assert hand.history == before
    hand.draw("")
    hand.draw("")
    assert [b.card for b in of_type(hand, Burn)] == list(cards("Ks"))
    passive(hand)
    assert len(of_type(hand, Burn)) == 3
    names = [s.name for s in of_type(hand, Street)]
    assert names.count("draw 1") == names.count("draw 2") == names.count("draw 3") == 1
    assert len(of_type(hand, Draw)) == 9


def test_bets_are_small_small_big_big_with_the_cap() -> None:
    hand = Hand(FB, [200] * 3, button=0, seed=4)
    sizes = []
    while not hand.is_over:
        if hand.phase == "draw":
            stand_pat(hand)
            continue
        legal = hand.legal_actions()
        if legal.raise_kind is not None:
            before = hand.current_bet
            hand.raise_to(legal.min_to) if legal.raise_kind == "raise" else hand.bet(legal.min_to)
            sizes.append(hand.current_bet - before)
        else:
            hand.call()
    # Each round: a bet and three raises (the big blind counts as the first bet before the draw).
    assert sizes == [2, 2, 2] + [2] * 4 + [4] * 4 + [4] * 4


@pytest.mark.parametrize(
    ("winner", "loser"),
    [
        (BEST, FOUR_CARD),  # four cards against four: the highest card down
        ("Kc Qd Jh Ts", THREE_CARD),  # more cards always beat fewer
        (THREE_CARD, TWO_CARD),
        ("6c 4d 3h 3d", "6h 5c 4s 4c"),  # 6-4-3 beats 6-5-4 among three-card hands
    ],
)
def test_the_showdown_ranks_badugi_hands(winner: str, loser: str) -> None:
    assert badugi_oracle(winner) < badugi_oracle(loser)
    hand = hand_of([loser, winner], button=0)
    passive(hand)
    assert awards(hand) == {1: 4}
    shows = {s.seat: s for s in of_type(hand, Show)}
    assert "badugi" in shows[1].description.lower()


def test_a_tie_splits_the_pot_with_the_odd_chip_left_of_the_button() -> None:
    # The button and the big blind hold equal 5-3-2-A badugis; the small blind's chip is
    # dead after its fold, so the pot of 5 splits 3 to the big blind (first left of the
    # button among the winners) and 2 to the button.
    tie_a, tie_b = "5c 3d 2h As", "5d 3c 2s Ah"
    assert badugi_oracle(tie_a) == badugi_oracle(tie_b)
    hand = hand_of([tie_a, "Kc Kd Kh Ks", tie_b], button=0)
    hand.call()  # the button calls 2
    hand.fold()  # the small blind folds its 1
    hand.check()
    passive(hand)
    assert awards(hand) == {2: 3, 0: 2}


def test_side_pots_go_to_the_best_eligible_badugi() -> None:
    # Seat 0 all in for 2 with the best hand; seats 1 and 2 play on for the side pot.
    hand = hand_of([BEST, THREE_CARD, FOUR_CARD], button=2, stacks=[2, 100, 100])
    while not hand.is_over:
        if hand.phase == "draw":
            stand_pat(hand)
        elif hand.legal_actions().raise_kind is not None and hand.actor == 1:
            legal = hand.legal_actions()
            hand.raise_to(legal.min_to) if legal.raise_kind == "raise" else hand.bet(legal.min_to)
        else:
            hand.check() if hand.legal_actions().check else hand.call()
    got = awards(hand)
    assert got[0] == 6  # the main pot: 2 from each, to the best badugi
    assert set(got) == {0, 2}  # the side pot: the four-card badugi beats the three-card one
    assert sum(hand.stacks) == 202 and hand.stacks[0] == 6


def test_seed_002_shortage_at_eight_players() -> None:
    # Eight players: 32 dealt; burn, 19 left. Four players throw four (16), leaving 3; the
    # fifth's four come after a reshuffle of the stub and the served players' discards.
    hand = Hand(FB, [100] * 8, button=7, seed=5)
    while hand.phase == "betting":
        hand.check() if hand.legal_actions().check else hand.call()
    thrown: set = set()
    for _ in range(4):
        seat = hand.actor
        thrown |= set(hand.cards(seat))
        hand.draw(hand.cards(seat))
    assert hand.stub_size == 52 - 32 - 1 - 16
    fifth = hand.actor
    own = set(hand.cards(fifth))
    record = hand.draw(hand.cards(fifth))
    (shuffle,) = of_type(hand, Reshuffle)
    pool = set(shuffle.cards)
    burns = {b.card for b in of_type(hand, Burn)}
    assert thrown <= pool and len(pool) == 3 + 16
    assert not pool & (own | burns)
    assert set(record.received) <= pool
    passive(hand)
    assert sum(hand.stacks) == 800
    assert [(p.seat, p.kind) for p in of_type(hand, Post)] == [
        (0, "small blind"),
        (1, "big blind"),
    ]
