"""Blinds beyond the game's own (``Hand(posts=...)``): a new player's live big blind, a missed
blind posted dead, straddles; each checked, posted, and played by the rules it brings."""

from __future__ import annotations

import random

import pytest
from pokerules import Hand, InvalidArgumentError, find_game
from pokerules.betting.structures import NoLimit
from pokerules.engine.forced import BlindPost
from pokerules.records import Post

from tests.play_helpers import play_checked

HOLDEM = find_game("holdem")  # blinds 1/2, no limit
SIX = [100] * 6


def _posts(hand: Hand) -> list[tuple[int, str, int]]:
    return [(p.seat, p.kind, p.amount) for p in hand.history if isinstance(p, Post)]


def test_a_new_players_big_blind_is_live_and_keeps_its_option() -> None:
    # Button 0: small blind 1, big blind 2; seat 4 posts a big blind to come in.
    hand = Hand(HOLDEM, SIX, button=0, seed=5, posts=[BlindPost(4, live=2)])
    assert _posts(hand) == [(1, "small blind", 1), (2, "big blind", 2), (4, "blind", 2)]
    assert hand.actor == 3  # still left of the big blind
    hand.call()
    legal = hand.legal_actions()
    assert legal.seat == 4 and legal.check and legal.raise_kind == "raise" and legal.min_to == 4
    hand.check()
    assert hand.actor == 5
    assert hand.round_bets == (0, 1, 2, 2, 2, 0) and hand.pot_total == 7


def test_a_dead_blind_goes_to_the_pot_and_is_no_bet() -> None:
    hand = Hand(HOLDEM, SIX, button=0, seed=5, posts=[BlindPost(4, live=2, dead=1)])
    assert _posts(hand)[-2:] == [(4, "blind", 2), (4, "dead blind", 1)]
    assert hand.round_bets[4] == 2 and hand.pot_total == 6 and hand.stacks[4] == 97
    # A dead blind alone: the seat owes the whole big blind.
    alone = Hand(HOLDEM, SIX, button=0, seed=5, posts=[BlindPost(4, dead=1)])
    alone.fold()
    assert alone.legal_actions().call == 2 and alone.pot_total == 4
    # Everyone folds to the big blind: it wins the blinds and the dead money.
    for _ in range(4):
        alone.fold()
    assert alone.is_over and alone.payoffs == (0, -1, 2, 0, -1, 0)


def test_a_straddle_is_a_blind_raise_that_acts_last() -> None:
    hand = Hand(HOLDEM, SIX, button=0, seed=5, posts=[BlindPost(3, live=4, straddle=True)])
    assert _posts(hand)[-1] == (3, "straddle", 4)
    legal = hand.legal_actions()
    assert legal.seat == 4 and legal.call == 4 and legal.min_to == 8  # raise by the straddle
    for _ in range(4):  # seats 4, 5, 0, 1 call; the big blind calls; the straddle may raise
        hand.call()
    assert hand.actor == 2
    hand.call()
    legal = hand.legal_actions()
    assert legal.seat == 3 and legal.check and legal.min_to == 8
    hand.check()
    assert len(hand.board) == 3 and hand.pot_total == 24  # the round closed: the flop


def test_two_straddles_in_turn() -> None:
    posts = [BlindPost(4, 8, straddle=True), BlindPost(3, 4, straddle=True)]
    hand = Hand(HOLDEM, SIX, button=0, seed=2, posts=posts)
    assert [kind for _, kind, _ in _posts(hand)] == [
        "small blind", "big blind", "straddle", "straddle",
    ]  # fmt: skip
    assert hand.actor == 5 and hand.legal_actions().call == 8
    assert hand.setup.posts == (BlindPost(3, 4, 0, True), BlindPost(4, 8, 0, True))


@pytest.mark.parametrize("seed", range(12))
def test_random_play_with_posts_conserves_chips_and_cards_and_replays(seed: int) -> None:
    rng = random.Random(seed)
    n = rng.randint(3, 7)
    stacks = [rng.randint(1, 60) for _ in range(n)]
    button = rng.randrange(n)
    blinds = {(button + 1) % n, (button + 2) % n}
    others = [s for s in range(n) if s not in blinds]
    if rng.random() < 0.5:
        posts = [BlindPost((button + 3) % n, 4, straddle=True)] if n > 3 else []
    else:
        seat = rng.choice(others)
        posts = [BlindPost(seat, rng.choice([0, 2]), 1)]
    hand = play_checked(Hand(HOLDEM, stacks, button=button, seed=seed, posts=posts), rng)
    assert sum(hand.stacks) == sum(stacks)
    again = Hand.replay(hand.setup, hand.decisions())
    assert again.history == hand.history and again.stacks == hand.stacks


@pytest.mark.parametrize(
    ("posts", "message"),
    [
        ([BlindPost(1, 2)], "seat 1 posts the game's small blind already"),
        ([BlindPost(4, 2), BlindPost(4, 1)], "seat 4 posts twice"),
        ([BlindPost(4, 3)], "more than the big blind"),
        ([BlindPost(9, 2)], "seat 9 is not at the table"),
        ([BlindPost(4, -2)], "live must be a whole number >= 0"),
        ([BlindPost(4, 0, 0)], "posts nothing"),
        ([BlindPost(4, 4, straddle=True)], "seat 4 may not straddle"),
        ([BlindPost(3, 2, straddle=True)], "must be more than the 2 before it"),
        ([BlindPost(3, 4, 1, straddle=True)], "must be live, with no dead part"),
        ([(4, 2, 0, "yes")], "straddle must be True or False"),
        ([4], "each post is BlindPost"),
        ("4 2", "posts must be a list"),
    ],
)
def test_bad_posts_are_refused_by_name(posts: object, message: str) -> None:
    with pytest.raises(InvalidArgumentError, match=message):
        Hand(HOLDEM, SIX, button=0, seed=1, posts=posts)  # type: ignore[arg-type]


def test_posts_need_a_blinds_game_and_straddles_a_big_bet_game() -> None:
    with pytest.raises(InvalidArgumentError, match="has no blinds"):
        Hand(find_game("stud"), SIX, posts=[BlindPost(1, 2)])
    with pytest.raises(InvalidArgumentError, match="no-limit or pot-limit"):
        Hand(find_game("triple-draw"), SIX, button=0, posts=[BlindPost(3, 4, straddle=True)])
    with pytest.raises(InvalidArgumentError, match="posts the game's small blind already"):
        game = find_game("holdem", betting=NoLimit(min_bet=2))
        Hand(game, [50, 50], button=0, posts=[BlindPost(0, 4, straddle=True)])
