"""A lone big blind: the small blind's seat is empty, so one blind is posted, by the seat left
of the button, which keeps its option (PHH's ``blinds_or_straddles = [big, 0, ...]``)."""

from __future__ import annotations

from pathlib import Path

import pokerules
import pytest
from pokerules import Hand, find_game
from pokerules.phh import from_phh, load, to_phh
from pokerules.records import Post

LONE = Path(__file__).parents[1] / "data" / "phh" / "wsop_2023_43_5_03-22-08.phh"


@pytest.mark.parametrize("players", [2, 3, 6])
def test_the_seat_left_of_the_button_posts_and_keeps_its_option(players: int) -> None:
    game = find_game("holdem", blinds=(2,))
    button = 1
    hand = Hand(game, [100] * players, button=button, seed=3)
    big = (button + 1) % players
    posts = [r for r in hand.history if isinstance(r, Post)]
    assert [(p.seat, p.kind, p.amount) for p in posts] == [(big, "big blind", 2)]
    # Everyone calls round to the big blind, which may still check or raise.
    assert hand.actor == (big + 1) % players
    while hand.actor != big:
        hand.call()
    legal = hand.legal_actions()
    assert legal.check and legal.raise_kind == "raise" and legal.min_to == 4
    assert sum(hand.stacks) + hand.pot_total == 100 * players


def test_a_lone_blind_is_described_and_exported() -> None:
    game = find_game("holdem", blinds=(2,))
    assert "a lone big blind 2" in game.describe()
    hand = Hand(game, [100, 100, 100], button=0, seed=1)
    while not hand.is_over:
        hand.fold() if hand.legal_actions().fold else hand.check()
    text = to_phh(hand)
    assert "blinds_or_straddles = [2, 0, 0]" in text
    again = from_phh(text)
    assert again.game.blinds == (2,) and again.stacks == hand.stacks


def test_the_real_omaha_eight_hand_with_a_lone_blind_replays_to_its_stacks() -> None:
    (hand,) = load(LONE)
    assert hand.game.name == "omaha8" and hand.game.blinds == (250000,)
    assert hand.finishing_stacks is not None
    assert hand.stacks == hand.finishing_stacks
    # Written back, pokerkit reads it to the same stacks.
    pokerkit = pytest.importorskip("pokerkit")
    state = list(pokerkit.HandHistory.loads(to_phh(hand)))[-1]
    assert tuple(state.stacks) == hand.stacks


@pytest.mark.parametrize(
    ("posts", "message"),
    [
        ([0, 2, 0], "blinds_or_straddles"),
        ([2, 1, 0], "blinds_or_straddles"),
        ([1, 2, 2], "straddle of 2 must be more than the 2 before it"),
        ([1, 2, -4], "more than the big blind"),
    ],
)
def test_other_blind_shapes_are_refused(posts: list[int], message: str) -> None:
    text = "\n".join(
        [
            'variant = "NT"',
            "antes = [0, 0, 0]",
            f"blinds_or_straddles = {posts}",
            "min_bet = 2",
            "starting_stacks = [100, 100, 100]",
            'actions = ["d dh p1 AhAs", "d dh p2 KdKc", "d dh p3 QhQs"]',
        ]
    )
    with pytest.raises(pokerules.HandHistoryError, match=message):
        from_phh(text)
