"""Five- and six-card Omaha, high and hi-lo (``omaha5``, ``omaha6``, ``omaha5-8``,
``omaha6-8``): the registry entries, seeded random play, showdowns against an independent
count, equity against ``omaha`` and ``omaha8``, and PHH round trips."""

from __future__ import annotations

import random
import tomllib

import pytest
from low_oracles import a5_key, eight_or_better, omaha_fives
from play_helpers import awarded, expected_awards, play_checked
from pokerules import (
    FixedLimit,
    Hand,
    NoLimit,
    PotLimit,
    equity,
    evaluate_omaha,
    evaluate_omaha_hilo,
    find_game,
)
from pokerules.errors import InvalidGameError, InvalidHandError
from pokerules.phh import from_phh, to_phh
from pokerules.records import Muck, Show

GAMES = {"omaha5": (5, "omaha"), "omaha6": (6, "omaha"), "omaha5-8": (5, "omaha8"),
         "omaha6-8": (6, "omaha8")}  # fmt: skip
"""Each new game: its hole cards and the four-card game whose equity it must match."""


# ---------------------------------------------------------------- the registry


@pytest.mark.parametrize("name", sorted(GAMES))
def test_defaults_pot_limit_blinds_one_two(name: str) -> None:
    hole, four_card = GAMES[name]
    game = find_game(name)
    assert game.name == name and game.hand_size == hole and game.board_size == 5
    assert game.hole_cards == "exactly_two" and game.burn
    assert game.hi_lo == find_game(four_card).hi_lo
    assert game.betting == PotLimit(min_bet=2) and game.blinds == (1, 2) and game.ante == 0
    assert game.max_players == {5: 8, 6: 7}[hole]
    # The same rules as the four-card game's hole= option, pot limit, under its own name.
    same = find_game(four_card, hole=hole, limit="pot")
    assert game.with_options(title=same.title) == same.with_options(name=name)
    assert find_game(name, limit="fixed").betting == FixedLimit((2, 2, 4, 4), cap_raises=3)
    assert find_game(name, blinds=(5, 10), limit="no").betting == NoLimit(min_bet=10)
    with pytest.raises(InvalidGameError, match="hole"):
        find_game(name, hole=4)


@pytest.mark.parametrize(
    ("alias", "name"),
    [
        ("5 Card Omaha Pot Limit", "omaha5"),  # PokerStars
        ("PL 5 Card Omaha Hi", "omaha5"),  # Full Tilt
        ("PLO5", "omaha5"),
        ("6 Card Omaha Pot Limit", "omaha6"),
        ("PL 6 Card Omaha Hi", "omaha6"),
        ("six-card PLO", "omaha6"),
        ("5 Card Omaha Hi/Lo Pot Limit", "omaha5-8"),
        ("Big O", "omaha5-8"),
        ("6 Card Omaha Hi/Lo", "omaha6-8"),
        ("PLO6-8", "omaha6-8"),
    ],
)
def test_site_names_find_the_games(alias: str, name: str) -> None:
    assert find_game(alias).name == name


def test_pot_limit_sizes_with_five_cards() -> None:
    hand = Hand(find_game("omaha5"), [100, 100, 100], button=0, seed=1)
    legal = hand.legal_actions()
    assert (legal.call, legal.min_to, legal.max_to) == (2, 4, 7)  # the pot after the call: 5
    assert len(hand.cards(0)) == 5


# ---------------------------------------------------------------- play and showdowns


def shown_values(hand: Hand) -> tuple[dict[int, int], dict[int, tuple[int, ...] | None]]:
    """The hands shown, valued by this test: the high from :func:`pokerules.evaluate_omaha`,
    the eight-or-better low by brute force over every two hole cards with three board cards."""
    hole, board = hand.game.hand_size, hand.board
    shown = {r.seat: r.cards[:hole] for r in hand.history if isinstance(r, Show)}
    high = {s: int(evaluate_omaha(cards, board)) for s, cards in shown.items()}
    low = {}
    for seat, cards in shown.items():
        fives = [five for five in omaha_fives(cards, board) if eight_or_better(five)]
        low[seat] = min((a5_key(five) for five in fives), default=None)
    return high, low


@pytest.mark.parametrize("name", sorted(GAMES))
def test_seeded_random_play_keeps_every_card_and_chip(name: str) -> None:
    """Many hands of lively random play: every card in one place and no chip made or lost
    at every step; each showdown's values and awards match the independent count."""
    game = find_game(name)
    hole = game.hand_size
    rng = random.Random(f"big omaha {name}")
    showdowns = splits = 0
    for _ in range(120):
        n = rng.randint(2, game.max_players)
        stacks = [rng.choice([rng.randint(3, 30), rng.randint(50, 400)]) for _ in range(n)]
        hand = play_checked(
            Hand(game, stacks, button=rng.randrange(n), seed=rng.getrandbits(32)), rng
        )
        shows = [r for r in hand.history if isinstance(r, Show)]
        if not shows:
            assert len([s for s in range(n) if not hand.folded(s)]) == 1
            continue
        showdowns += 1
        for record in shows:
            held, board = record.cards[:hole], record.cards[hole:]
            assert len(held) == hole and board == hand.board and len(board) == 5
            assert set(held) == set(hand.cards(record.seat))
            assert record.value == evaluate_omaha(held, board)
            if game.hi_lo != "none":
                assert record.value == evaluate_omaha_hilo(held, board)[0]
        mucked = {r.seat for r in hand.history if isinstance(r, Muck)}
        assert {r.seat for r in shows} | mucked == {s for s in range(n) if not hand.folded(s)}
        high, low = shown_values(hand)
        split = game.hi_lo == "eight_or_better"
        assert awarded(hand) == expected_awards(hand, high, low if split else None)
        splits += len(awarded(hand)) > 1
    assert showdowns > 60 and splits > 5


# ---------------------------------------------------------------- equity


HANDS = {
    5: (["AhAsKdKc2c", "QhJhTc9c8c"], "2h 7h 8d"),
    6: (["AhAsKdKc2c3d", "QhJhTc9c8c4s"], "2h 7h 8d"),
}


@pytest.mark.parametrize("name", sorted(GAMES))
def test_equity_equals_the_four_card_games_on_the_same_hands(name: str) -> None:
    hole, four_card = GAMES[name]
    players, board = HANDS[hole]
    ours = equity(players, board=board, game=name, exact=True)
    theirs = equity(players, board=board, game=four_card, exact=True)
    assert ours.game == name and theirs.game == four_card
    unseen = 52 - 2 * hole - 3
    assert ours.runouts == theirs.runouts == unseen * (unseen - 1) // 2  # turns and rivers
    assert (ours.equity, ours.wins, ours.ties) == (theirs.equity, theirs.wins, theirs.ties)
    assert ours.splits == theirs.splits
    sampled = [
        equity([players[0], "random"], board=board, game=game, samples=3000, seed=7)
        for game in (name, four_card)
    ]
    assert sampled[0].splits == sampled[1].splits and sampled[0].runouts == 3000


@pytest.mark.parametrize("name", sorted(GAMES))
def test_equity_takes_only_the_games_own_hand_size(name: str) -> None:
    hole, four_card = GAMES[name]
    other = HANDS[11 - hole][0]  # the other size
    with pytest.raises(InvalidHandError, match=f"every player holds {hole}"):
        equity(other, game=name)
    with pytest.raises(InvalidHandError, match=f"every player holds {hole}"):
        equity(["AhAsKdKc", "QhJhTc9c"], game=name)
    assert equity(other, board="2h 7h 8d", game=four_card, samples=10).runouts == 10


# ---------------------------------------------------------------- PHH


@pytest.mark.parametrize("name", sorted(GAMES))
def test_phh_round_trips(name: str) -> None:
    game = find_game(name)
    rng = random.Random(f"phh {name}")
    for _ in range(20):
        n = rng.randint(2, game.max_players)
        stacks = [rng.randint(5, 300) for _ in range(n)]
        hand = play_checked(
            Hand(game, stacks, button=rng.randrange(n), seed=rng.getrandbits(32)), rng
        )
        text = to_phh(hand)
        data = tomllib.loads(text)
        assert data["_game"] == name and "_game_options" not in data
        again = from_phh(text)
        assert again.game == game and again.history == hand.history
        assert again.stacks == hand.stacks and again.snapshot() == hand.snapshot()
