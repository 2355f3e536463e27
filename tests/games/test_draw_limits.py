"""Five-card draw in fixed limit and pot limit (``nl-draw``'s ``limit`` option): the sites'
structures by name, the sizes, seeded random play and PHH round trips."""

from __future__ import annotations

import random
import tomllib

import pytest
from deck_helpers import check_round, stand_pat
from play_helpers import awarded, expected_awards, play_checked
from pokerules import FixedLimit, Hand, NoLimit, PotLimit, evaluate, find_game
from pokerules.errors import InvalidGameError
from pokerules.phh import from_phh, to_phh
from pokerules.records import Post, Show

LIMITS = ["fixed", "pot"]


# ---------------------------------------------------------------- the structures


def test_the_home_game_is_unchanged() -> None:
    game = find_game("nl-draw")
    assert (game.title, game.betting, game.ante, game.blinds) == (
        "No-limit Five-Card Draw",
        NoLimit(min_bet=2),
        1,
        None,
    )
    assert find_game("5 Card Draw No Limit") == game


def test_fixed_limit_defaults() -> None:
    game = find_game("nl-draw", limit="fixed")
    assert game.name == "nl-draw" and game.title == "Fixed-limit Five-Card Draw"
    assert game.betting == FixedLimit((2, 4), cap_raises=3, uncapped_heads_up=True)
    assert (game.blinds, game.ante, game.max_players, game.max_draw) == ((1, 2), 0, 6, 5)
    # Sized from the big blind: PokerStars' $0.10/$0.20 posts 5 and 10 cents.
    assert find_game("nl-draw", limit="fixed", blinds=(5, 10)).betting.bets == (10, 20)


def test_pot_limit_defaults() -> None:
    game = find_game("nl-draw", limit="pot")
    assert game.title == "Pot-limit Five-Card Draw"
    assert (game.betting, game.blinds, game.ante) == (PotLimit(min_bet=2), (1, 2), 0)
    assert find_game("nl-draw", limit="pot", blinds=(10, 25)).betting == PotLimit(min_bet=25)


@pytest.mark.parametrize(
    ("alias", "limit"),
    [
        ("5 Card Draw Limit", "fixed"),  # PokerStars
        ("Limit 5 Card Draw", "fixed"),  # Full Tilt
        ("fixed-limit five-card draw", "fixed"),
        ("F5CD", "fixed"),
        ("5 Card Draw Pot Limit", "pot"),  # PokerStars
        ("Pot Limit 5 Card Draw", "pot"),  # Full Tilt
        ("PL draw", "pot"),
        ("_P5CD", "pot"),
    ],
)
def test_site_names(alias: str, limit: str) -> None:
    assert find_game(alias) == find_game("nl-draw", limit=limit)
    assert find_game(alias, blinds=(5, 10)) == find_game("nl-draw", limit=limit, blinds=(5, 10))


def test_options_override_and_are_checked() -> None:
    assert find_game("nl-draw", betting=FixedLimit((2, 4))).title == "Fixed-limit Five-Card Draw"
    assert find_game("nl-draw", limit="fixed", ante=1).ante == 1
    assert find_game("nl-draw", blinds=(1, 2), ante=0).betting == NoLimit(min_bet=2)
    with pytest.raises(InvalidGameError, match="limit"):
        find_game("nl-draw", limit="spread")
    with pytest.raises(InvalidGameError, match="blinds"):
        find_game("nl-draw", limit="fixed", blinds=2)


def test_fixed_limit_sizes_cap_and_order() -> None:
    hand = Hand(find_game("5 Card Draw Limit"), [100, 100, 100], button=0, seed=1)
    posts = [(r.seat, r.kind, r.amount) for r in hand.history if isinstance(r, Post)]
    assert posts == [(1, "small blind", 1), (2, "big blind", 2)]
    assert hand.actor == 0  # left of the big blind
    for to in (4, 6, 8):  # the big blind is the first bet: three raises of 2
        legal = hand.legal_actions()
        assert (legal.min_to, legal.max_to) == (to, to)
        hand.raise_to(to)
    assert hand.legal_actions().raise_kind is None  # capped three-handed
    hand.call()
    hand.call()
    assert stand_pat(hand) == [1, 2, 0]  # the draw goes round from the dealer's left
    legal = hand.legal_actions()
    assert hand.actor == 1 and (legal.min_to, legal.max_to) == (4, 4)  # twice the bet after
    check_round(hand)
    assert hand.is_over and sum(hand.stacks) == 300


def test_fixed_limit_is_uncapped_heads_up() -> None:
    hand = Hand(find_game("5 Card Draw Limit"), [100, 100], button=0, seed=2)
    assert hand.actor == 0  # the button posts the small blind and acts first
    for to in (4, 6, 8, 10, 12):
        hand.raise_to(to)
    assert hand.legal_actions().min_to == 14


def test_pot_limit_sizes() -> None:
    hand = Hand(find_game("5 Card Draw Pot Limit"), [100, 100, 100], button=0, seed=1)
    legal = hand.legal_actions()
    assert (legal.call, legal.min_to, legal.max_to) == (2, 4, 7)  # call 2, then the pot, 5
    hand.raise_to(7)
    legal = hand.legal_actions()
    assert (legal.call, legal.max_to) == (6, 23)  # the small blind: 7 + the pot 10 + its 6


# ---------------------------------------------------------------- play


@pytest.mark.parametrize("limit", LIMITS)
def test_seeded_random_play_keeps_every_card_and_chip(limit: str) -> None:
    game = find_game("nl-draw", limit=limit)
    rng = random.Random(f"draw {limit}")
    showdowns = 0
    for _ in range(150):
        n = rng.randint(2, game.max_players)
        stacks = [rng.choice([rng.randint(2, 20), rng.randint(40, 300)]) for _ in range(n)]
        hand = Hand(game, stacks, button=rng.randrange(n), seed=rng.getrandbits(32))
        play_checked(hand, rng)
        shows = [r for r in hand.history if isinstance(r, Show)]
        for record in shows:
            assert set(record.cards) == set(hand.cards(record.seat))
            assert record.value == evaluate(record.cards)
        if shows:
            showdowns += 1
            high = {r.seat: int(evaluate(r.cards)) for r in shows}
            assert awarded(hand) == expected_awards(hand, high)
    assert showdowns > 60


# ---------------------------------------------------------------- PHH


@pytest.mark.parametrize("limit", LIMITS)
def test_phh_round_trips(limit: str) -> None:
    game = find_game("nl-draw", limit=limit)
    rng = random.Random(f"draw phh {limit}")
    for _ in range(20):
        n = rng.randint(2, game.max_players)
        stacks = [rng.randint(5, 200) for _ in range(n)]
        hand = play_checked(
            Hand(game, stacks, button=rng.randrange(n), seed=rng.getrandbits(32)), rng
        )
        text = to_phh(hand)
        data = tomllib.loads(text)
        assert data["variant"] == {"fixed": "_F5CD", "pot": "_P5CD"}[limit]
        assert data["_game"] == "nl-draw" and sorted(data["blinds_or_straddles"])[-2:] == [1, 2]
        again = from_phh(text)
        assert again.game == game and again.history == hand.history
        assert again.stacks == hand.stacks and again.snapshot() == hand.snapshot()
