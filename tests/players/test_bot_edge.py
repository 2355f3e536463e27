"""HeuristicBot beats RandomBot in each family of games, by a margin its own sample measures.

One seeded simulation per family (board games, the stud family, the draw games, badugi, a
mixed rotation): one heuristic seat against random ones, heads-up and three-handed. The
assertion needs no number from an earlier run: the heuristic seat's mean result a hand must
stand more than :data:`Z` standard errors of the same sample above zero (the hands taken as
independent results, as :func:`pokerules.session.results.ci95` does). The full table, 20,000
hands a game and table size, is ``benches/test_bench_bots.py`` and ``docs/bots.md``.
"""

from __future__ import annotations

import math

import pytest
from pokerules.session.simulate import simulate

Z = 3.0
"""Standard errors the edge must clear: a chance of about one in 700 that a bot with no edge
passes (one-sided), far beyond the 1.96 of a 95% interval."""


@pytest.mark.parametrize(
    ("game", "players", "hands"),
    [
        ("holdem", 2, 2000),  # board games
        ("stud8", 2, 1200),  # the stud family
        ("nl-single-draw", 3, 1000),  # the draw games
        ("triple-draw", 2, 1000),
        ("badugi", 2, 800),
        ("HORSE", 2, 1200),  # a mixed rotation: hold'em, Omaha 8, razz, stud, stud 8
    ],
)
def test_the_heuristic_bot_beats_random_play(game: str, players: int, hands: int) -> None:
    strategies = ["heuristic"] + ["random"] * (players - 1)
    result = simulate(game, hands=hands, players=players, seed=25, strategies=strategies)
    bot = result.seats[0]
    assert bot.hands_played >= hands // 2
    mean = bot.chips_per_hand
    variance = (bot.net_squares - bot.hands_played * mean**2) / (bot.hands_played - 1)
    stderr = math.sqrt(variance / bot.hands_played)
    assert mean > Z * stderr > 0, f"{game}: {mean:+.3f} chips a hand, standard error {stderr:.3f}"
    # Random play is what it beat: the random seats together lost what it won.
    randoms = sum(seat.net_chips for seat in result.seats[1:])
    assert randoms == -bot.net_chips
