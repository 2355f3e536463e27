"""Speed work changes no result: seeded play and simulations match what the engine gave before.

``tests/data/same_results.json`` was written by the code at the commit its ``source`` names,
before the engine's hot paths were optimised (issue 13): for each game, a seeded simulation
with heuristic and random bots, and a digest of the history of twelve hands played by
heuristic and random bots and twelve by ``play_random``. The code today must give the very same
hands and totals: an optimisation that changed a card, a decision or a chip would show here.
"""

from __future__ import annotations

import hashlib
import json
import random
from pathlib import Path
from typing import Any

import pytest
from pokerules import Hand, find_game
from pokerules.bots import RandomBot, play_hand, play_random
from pokerules.simulate import simulate
from pokerules.strategies import HeuristicBot

GOLDEN: dict[str, Any] = json.loads(
    (Path(__file__).parent / "data" / "same_results.json").read_text(encoding="utf-8")
)
GAMES = ("triple-draw", "nl-draw", "deuces-wild", "diablo", "dead-deuce")


def _digest(hand: Hand) -> str:
    return hashlib.sha256(repr(hand.history).encode()).hexdigest()[:20]


@pytest.mark.parametrize("name", GAMES)
def test_simulation_totals_are_unchanged(name: str) -> None:
    result = simulate(name, hands=150, players=6, seed=7, strategies=("heuristic", "random"))
    seats = [[s.hands_played, s.hands_won, s.net_chips, s.sessions_won] for s in result.seats]
    assert {
        "hands": result.hands,
        "sessions": result.sessions,
        "seats": seats,
        "categories": result.categories,
        "pot_sizes": {str(size): count for size, count in result.pot_sizes.items()},
    } == GOLDEN["simulate"][name]


@pytest.mark.parametrize("name", GAMES)
def test_seeded_hands_are_unchanged(name: str) -> None:
    game = find_game(name)
    digests = []
    for seed in range(12):
        bots = [HeuristicBot(seed=s) if s % 2 else RandomBot(seed=s) for s in range(5)]
        hand = play_hand(Hand(game, [120] * 5, button=seed % 5, seed=seed), bots)
        digests.append(_digest(hand))
        rngs = [random.Random(s) for s in range(6)]
        hand = play_random(Hand(game, [200] * 6, button=seed % 6, seed=seed), rngs)
        digests.append(_digest(hand))
    assert digests == GOLDEN["hands"][name]
