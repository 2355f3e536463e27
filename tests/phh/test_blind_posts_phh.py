"""Blinds beyond the small and big blind in PHH: a new player's live blind is a negative
``blinds_or_straddles`` entry (as pokerkit reads it), a straddle a positive one after ``p2``, a
dead blind an ante above the table's. Written, read back, and replayed by pokerkit."""

from __future__ import annotations

import random

import pytest
from pokerules import Hand, find_game
from pokerules.betting.structures import NoLimit, PotLimit
from pokerules.engine.forced import BlindPost
from pokerules.phh import from_phh, to_phh
from pokerules.phh.export import phh_order

from tests.play_helpers import play_checked
from tests.pokerkit_oracle import pokerkit_stacks

HOLDEM = find_game("holdem")
OMAHA = find_game("omaha", blinds=(1, 2), betting=PotLimit(min_bet=2))


def _posts_for(rng: random.Random, n: int, button: int) -> list[BlindPost]:
    if rng.random() < 0.4 and n > 3:
        return [BlindPost((button + 3) % n, 4, straddle=True)]
    seats = [s for s in range(n) if s not in ((button + 1) % n, (button + 2) % n)]
    chosen = rng.sample(seats, rng.randint(1, min(2, len(seats))))
    return [BlindPost(seat, rng.choice([0, 2]), rng.choice([1, 0]) or 1) for seat in chosen]


@pytest.mark.parametrize("seed", range(16))
def test_posts_survive_phh_and_pokerkit_replays_them_to_our_stacks(seed: int) -> None:
    rng = random.Random(seed)
    game = HOLDEM if seed % 2 else OMAHA
    n = rng.randint(3, 6)
    stacks = [rng.randint(5, 80) for _ in range(n)]
    button = rng.randrange(n)
    hand = Hand(game, stacks, button=button, seed=seed, posts=_posts_for(rng, n, button))
    play_checked(hand, rng)
    text = to_phh(hand)
    again = from_phh(text)
    assert again.setup.posts == hand.setup.posts and again.stacks == hand.stacks
    assert pokerkit_stacks(text) == [hand.stacks[s] for s in phh_order(hand)]


def test_the_fields_say_each_post() -> None:
    posts = [BlindPost(4, 2, 1), BlindPost(3, dead=1)]
    hand = Hand(HOLDEM, [100] * 6, button=5, seed=1, posts=posts)
    text = to_phh(hand)
    # p1 is seat 0 (left of the button 5): seat 3 is p4, seat 4 p5; dead blinds are antes.
    assert "blinds_or_straddles = [1, 2, 0, 0, -2, 0]" in text
    assert "antes = [0, 0, 0, 1, 1, 0]" in text
    straddled = Hand(HOLDEM, [100] * 4, button=0, seed=1, posts=[BlindPost(3, 4, straddle=True)])
    assert "blinds_or_straddles = [1, 2, 4, 0]" in to_phh(straddled)


def test_a_straddle_in_a_phh_file_moves_the_action() -> None:
    text = "\n".join(
        [
            'variant = "NT"',
            "antes = [0, 0, 0, 0]",
            "blinds_or_straddles = [1, 2, 4, 0]",
            "min_bet = 2",
            "starting_stacks = [100, 100, 100, 100]",
            'actions = ["d dh p1 ????", "d dh p2 ????", "d dh p3 ????", "d dh p4 ????", '
            '"p4 f", "p1 f", "p2 f"]',
        ]
    )
    hand = from_phh(text)
    assert hand.is_over
    assert [hand.stacks[s] for s in phh_order(hand)] == [99, 98, 103, 100]
    assert pokerkit_stacks(text) == [99, 98, 103, 100]


def test_fixed_limit_straddles_are_refused() -> None:
    game = find_game("holdem", betting=NoLimit(min_bet=2))
    assert Hand(game, [50] * 4, button=0, posts=[BlindPost(3, 4, straddle=True)]).actor == 0
    with pytest.raises(ValueError, match="no-limit or pot-limit"):
        from_phh(
            'variant = "FT"\nantes = [0, 0, 0]\nblinds_or_straddles = [1, 2, 4]\n'
            "small_bet = 2\nbig_bet = 4\nstarting_stacks = [50, 50, 50]\n"
            'actions = ["d dh p1 ????", "d dh p2 ????", "d dh p3 ????"]'
        )
