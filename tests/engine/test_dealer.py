"""The dealer on its own: every card in exactly one place, and what each shortage procedure
puts into a reshuffle (seed 001 rule 14, seed 002 rule 23, rules-notes 2.8, 2.9 and 2.26).

The tests keep their own books of where they sent each card and compare the dealer's
:class:`~pokerules.records.Reshuffle` records and card locations with them.
"""

from __future__ import annotations

import random

import pytest
from pokerules import PokerulesError
from pokerules.cards import CARDS, Card
from pokerules.engine.dealer import Dealer, deck_order
from pokerules.games.shortage import SHORTAGE_POLICIES, ShortagePolicy, shortage_policy
from pokerules.records import Burn, Deal, Record, Reshuffle

ALL = sorted(CARDS)


def dealer(n: int, policy: ShortagePolicy | str, seed: int = 1) -> tuple[Dealer, list[Record]]:
    log: list[Record] = []
    if isinstance(policy, str):
        policy = SHORTAGE_POLICIES[policy]
    return Dealer(n, seed, policy, log, order=CARDS), log


def located(d: Dealer) -> list[Card]:
    return sorted(card for cards in d.locations().values() for card in cards)


def reshuffles(log: list[Record]) -> list[set[Card]]:
    return [set(r.cards) for r in log if isinstance(r, Reshuffle)]


# ---------------------------------------------------------------------------------- places


@pytest.mark.parametrize("name", sorted(SHORTAGE_POLICIES))
@pytest.mark.parametrize("seed", range(8))
def test_every_card_is_in_exactly_one_place(name: str, seed: int) -> None:
    # Random deals, burns, exchanges, folds and turned-up cards; after every step the 52
    # cards are all somewhere, once.
    rng = random.Random(seed)
    n = rng.randint(2, 6)
    d, _ = dealer(n, shortage_policy(name, recycle_burns=rng.random() < 0.5), seed)
    d.deal(range(n), down=5)
    assert located(d) == ALL
    live = list(range(n))
    for _ in range(12):
        step = rng.random()
        if step < 0.2:
            d.burn(len(live))
        elif step < 0.3 and len(live) > 2:
            seat = live.pop(rng.randrange(len(live)))
            d.muck_hand(seat)
        elif step < 0.4:
            seat = rng.choice(live)
            down = d.face_down(seat)
            if down:
                d.turn_up(seat, rng.choice(down))
        else:
            seat = rng.choice(live)
            thrown = rng.sample(d.hands[seat], rng.randint(0, len(d.hands[seat])))
            if d.can_supply(len(thrown)):
                received = d.exchange(seat, thrown)
                assert len(received) == len(thrown)
                assert not set(received) & set(thrown)  # never your own discards back
        assert located(d) == ALL
        assert set(d.showing()[live[0]]) <= set(d.hands[live[0]])


def test_deck_order_fills_in_the_unlisted_cards() -> None:
    order = deck_order("As Kd", seed=4)
    assert order is not None and order[:2] == (Card("As"), Card("Kd"))
    assert sorted(order) == ALL
    with pytest.raises(PokerulesError, match="listed twice"):
        deck_order("As As", seed=4)


def test_deal_goes_round_the_table_one_card_at_a_time() -> None:
    d, log = dealer(3, "seed-001")
    d.deal([1, 2, 0], down=2)
    assert d.hands[1] == [CARDS[0], CARDS[3]]
    assert d.hands[2] == [CARDS[1], CARDS[4]]
    assert d.hands[0] == [CARDS[2], CARDS[5]]
    assert [r.seat for r in log if isinstance(r, Deal)] == [1, 2, 0]


# ---------------------------------------------------------------------------------- draws


def draw_everything(n: int, policy: ShortagePolicy | str) -> tuple[Dealer, list[Record], dict]:
    """Six seats are dealt 30 cards; seats 0-3 each throw their whole hand (20 cards), which
    leaves 2 in the stub; seat 4 then throws 5. Returns the books the test kept."""
    d, log = dealer(n, policy)
    d.deal(range(n), down=5)
    books: dict[str, object] = {"served": []}
    for seat in range(4):
        thrown = list(d.hands[seat])
        books["served"].extend(thrown)  # type: ignore[attr-defined]
        d.exchange(seat, thrown)
    books["stub"] = list(d.stub)
    books["own"] = list(d.hands[4])
    books["live"] = [c for s in range(n) if s != 4 for c in d.hands[s]]
    d.exchange(4, list(d.hands[4]))
    return d, log, books


@pytest.mark.parametrize("name", ["seed-001", "seed-002", "rules-notes-2.8"])
def test_draw_reshuffle_takes_the_stub_and_earlier_discards_only(name: str) -> None:
    # Seed 001 rule 14, seed 002 rule 23, rules-notes 2.8: the stub's rest and the discards
    # of players already served; never the current player's discards, never a live hand.
    d, log, books = draw_everything(6, name)
    (pool,) = reshuffles(log)
    assert pool == set(books["stub"]) | set(books["served"])
    assert not pool & set(books["own"])
    assert not pool & set(books["live"])
    assert set(books["own"]) <= set(d.discards)  # they join once the exchange is done
    assert located(d) == ALL


def test_folded_hands_join_a_reshuffle() -> None:
    d, log = dealer(6, "seed-001")
    d.deal(range(6), down=5)
    folded = list(d.hands[5])
    d.muck_hand(5)
    for seat in range(4):
        d.exchange(seat, list(d.hands[seat]))
    d.exchange(4, list(d.hands[4]))
    (pool,) = reshuffles(log)
    assert set(folded) <= pool


@pytest.mark.parametrize("name", ["seed-001", "seed-002", "rules-notes-2.8"])
def test_burns_stay_out_of_a_draw_reshuffle(name: str) -> None:
    # Seed 002 rule 23 ("Burn cards stay out"), rules-notes 2.8 (recycle_burns off).
    d, log = dealer(6, name)
    d.deal(range(6), down=5)
    d.burn()
    burned = [r.card for r in log if isinstance(r, Burn)]
    for seat in range(5):
        d.exchange(seat, list(d.hands[seat]))
    (pool,) = reshuffles(log)
    assert not pool & set(burned)
    assert burned == d.burns


def test_house_option_recycles_burns() -> None:
    d, log = dealer(6, shortage_policy("rules-notes-2.8", recycle_burns=True))
    d.deal(range(6), down=5)
    d.burn()
    burned = d.burns[0]
    for seat in range(5):
        d.exchange(seat, list(d.hands[seat]))
    (pool,) = reshuffles(log)
    assert burned in pool and not d.burns


def test_seed_002_burn_on_an_empty_stub_reshuffles_first() -> None:
    # Rules-notes 2.9: the burn falls due on an empty stub: reshuffle, then burn from it.
    d, log = dealer(6, "seed-002")
    d.deal(range(6), down=5)
    for seat in range(4):
        d.exchange(seat, list(d.hands[seat]))
    d.exchange(4, list(d.hands[4])[:2])  # takes the last 2 cards of the stub
    assert d.stub_size == 0
    d.burn()
    assert isinstance(log[-2], Reshuffle) and isinstance(log[-1], Burn)
    assert log[-1].card in log[-2].cards


def test_reserve_bottom_card_reshuffles_rather_than_deal_the_last_card() -> None:
    # Rules-notes 2.8 casino option: the stub's last card is never dealt.
    for reserve in (False, True):
        d, log = dealer(6, shortage_policy("rules-notes-2.8", reserve_bottom_card=reserve))
        d.deal(range(6), down=5)
        for seat in range(4):
            d.exchange(seat, list(d.hands[seat]))
        d.exchange(4, list(d.hands[4])[:2])  # exactly the 2 cards left
        assert bool(reshuffles(log)) == reserve


@pytest.mark.parametrize("recycle", [False, True])
def test_split_openers_are_kept_aside_unless_recycled(recycle: bool) -> None:
    # Rules-notes 2.1: an opener's split cards are held aside, not reshuffled, unless the
    # house option says so.
    policy = shortage_policy("rules-notes-2.8", recycle_split_openers=recycle)
    d, log = dealer(6, policy)
    d.deal(range(6), down=5)
    opener_cards = list(d.hands[0][:2])
    aside = () if recycle else tuple(opener_cards)
    d.exchange(0, list(d.hands[0]), aside)
    for seat in range(1, 5):
        d.exchange(seat, list(d.hands[seat]))
    (pool,) = reshuffles(log)
    assert (set(opener_cards) <= pool) == recycle
    assert d.kept_aside == list(aside)
    assert located(d) == ALL


def test_can_supply_counts_what_a_reshuffle_could_take() -> None:
    # Ten seats of five leave a stub of 2 and nothing discarded: 2 can be served, 3 cannot;
    # once a hand is folded its 5 cards could be reshuffled in.
    d, _ = dealer(10, "seed-001")
    d.deal(range(10), down=5)
    assert d.can_supply(2) and not d.can_supply(3)
    d.muck_hand(9)
    assert d.can_supply(7) and not d.can_supply(8)


def test_a_reshuffle_is_seeded() -> None:
    first, _, _ = draw_everything(6, "seed-001")
    second, _, _ = draw_everything(6, "seed-001")
    assert first.stub == second.stub and first.hands == second.hands


# ---------------------------------------------------------------------------------- stud


def stud_to_seventh(n: int) -> tuple[Dealer, list[Record]]:
    """Stud with a burn before each street after the first, as rules-notes 2.26 describes:
    3 cards, then fourth to sixth street, each a burn and one card."""
    d, log = dealer(n, "stud-2.26")
    seats = list(range(n))
    d.deal(seats, down=2, up=1)
    for _ in range(3):
        d.burn(n)
        d.deal(seats, up=1)
    return d, log


def test_stud_skips_a_burn_that_would_leave_a_street_short() -> None:
    # Rules-notes 2.26: skip a burn whenever the stub is smaller than the live players + 1.
    d, log = stud_to_seventh(7)  # 42 cards dealt, 3 burned: 7 left for 7 players
    assert d.stub_size == 7
    d.burn(7)
    assert d.stub_size == 7 and len(d.burns) == 3
    d.deal(range(7), down=1)
    assert d.stub_size == 0 and not reshuffles(log) and not d.community


def test_stud_takes_back_the_burns_then_deals_one_community_card() -> None:
    # Rules-notes 2.26 with 8 players: 48 cards dealt and 3 burns leave 1; the burns come
    # back (4 cards) and, still short of 8, one face-up card goes to the middle.
    d, log = stud_to_seventh(8)
    assert d.stub_size == 1 and len(d.burns) == 3
    burns = set(d.burns)
    stub = set(d.stub)
    d.burn(8)  # skipped: 1 < 9
    d.deal(range(8), down=1)
    (pool,) = reshuffles(log)
    assert pool == burns | stub
    assert len(d.community) == 1 and d.community[0] in pool
    assert log[-1] == Deal(-1, tuple(d.community), True)
    assert located(d) == ALL


def test_stud_shortage_of_more_than_one_card_a_seat_is_an_error() -> None:
    d, _ = dealer(8, "stud-2.26")
    d.deal(range(8), down=6)
    with pytest.raises(PokerulesError, match="ran out of cards"):
        d.deal(range(8), down=1, up=1)


def test_draw_policies_never_deal_a_community_card() -> None:
    d, _ = dealer(8, "seed-002")
    d.deal(range(8), down=6)
    with pytest.raises(PokerulesError, match="ran out of cards"):
        d.deal(range(8), down=1)


def test_showing_follows_cards_turned_up_and_mucked() -> None:
    d, _ = dealer(2, "stud-2.26")
    d.deal([0, 1], down=3)
    assert d.showing() == ((), ())
    d.turn_up(0, d.hands[0][1])
    assert d.showing() == ((d.hands[0][1],), ())
    d.deal([0, 1], up=1)
    assert d.showing()[1] == (d.hands[1][3],)
    d.muck_hand(0)
    assert d.showing()[0] == ()


def test_a_deck_order_must_be_the_52_cards() -> None:
    with pytest.raises(PokerulesError, match="52 Cards once"):
        Dealer(2, 1, SHORTAGE_POLICIES["seed-001"], [], order=CARDS[:51])
    with pytest.raises(PokerulesError, match="52 Cards once"):
        Dealer(2, 1, SHORTAGE_POLICIES["seed-001"], [], order=list(range(52)))
    with pytest.raises(PokerulesError, match="the procedures are"):
        shortage_policy("casino")
