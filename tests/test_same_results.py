"""Speed work changes no result: seeded play and simulations match what the engine gave before.

``tests/data/same_results.json`` was written by the code at the commit its ``source`` names,
before the engine's hot paths were optimised (issue 13), and for the mixed games by the commit
its ``source_mixed_games`` names, before their speed work (issue 16): for each game, a seeded
simulation with heuristic and random bots, and a digest of the history of twelve hands played
by heuristic and random bots and twelve by ``play_random``. The code today must give the very
same hands and totals: an optimisation that changed a card, a decision or a chip would show.
Two shortcuts are also checked against oracles: Dead Deuce's fast valuation of a hand whose
deuces are all face up (against the evaluator given the exact wild cards), and the strength of
the cards showing (against rules-notes 2.25 spelled out).
"""

from __future__ import annotations

import hashlib
import json
import random
from pathlib import Path
from typing import Any

import pytest
from pokerules import Hand, evaluate_wild, find_game
from pokerules.cards import CARDS, Card
from pokerules.engine.upcards import exposed_strength
from pokerules.engine.valuation import Valuer
from pokerules.players.bots import RandomBot, play_hand, play_random
from pokerules.players.strategies import HeuristicBot
from pokerules.session.simulate import simulate

GOLDEN: dict[str, Any] = json.loads(
    (Path(__file__).parent / "data" / "same_results.json").read_text(encoding="utf-8")
)
GAMES = ("triple-draw", "nl-draw", "deuces-wild", "diablo", "dead-deuce")
# The mixed games of issue 16, pinned at main e7a196b before the stud and razz speed work.
GAMES += ("stud", "razz", "stud8", "holdem", "FT", "omaha", "omaha8", "nl-single-draw", "badugi")


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


def test_face_up_deuces_fast_path_values_as_the_mask_does() -> None:
    # Dead Deuce values a hand whose deuces are all face up with the plain deuces-wild
    # evaluator; the oracle is the evaluator told exactly which cards are wild.
    valuer = Valuer(find_game("dead-deuce"))
    rng = random.Random(13)
    fast = 0
    for _ in range(3000):
        cards = rng.sample(CARDS, rng.randint(5, 7))
        ups = [rng.random() < 0.6 for _ in cards]
        mask = [card < 4 and up for card, up in zip(cards, ups, strict=True)]
        fast += all(up for card, up in zip(cards, ups, strict=True) if card < 4)
        assert valuer.value(cards, ups) == evaluate_wild(cards, wild_mask=mask), (cards, ups)
    assert 1000 < fast < 3000  # both paths were taken


def _strength_by_the_rule(cards: tuple[Card, ...], wild: frozenset[int], counting: str) -> tuple:
    """Rules-notes 2.25 spelled out: groups by size then rank; the wilds join the biggest."""
    naturals = [c >> 2 for c in cards if counting == "natural_two" or c not in wild]
    wilds = len(cards) - len(naturals)
    groups = sorted(((naturals.count(r), r) for r in set(naturals)), reverse=True)
    if not groups:
        key: tuple[int, ...] = (wilds, 12) if wilds else ()
    else:
        groups[0] = (groups[0][0] + wilds, groups[0][1])
        key = tuple(size for size, _ in groups) + tuple(rank for _, rank in groups)
    return key + ((0 if wilds else 1,) if counting == "natural_first" else ())


def test_exposed_strength_follows_the_rule() -> None:
    rng = random.Random(5)
    for _ in range(3000):
        cards = tuple(rng.sample(CARDS, rng.randint(0, 5)))
        wild = rng.choice([frozenset(), frozenset(range(4)), frozenset({51, 50, 3})])
        for counting in ("wild", "natural_two", "natural_first"):
            want = _strength_by_the_rule(cards, wild, counting)
            assert exposed_strength(cards, wild, counting) == want, (cards, wild, counting)  # type: ignore[arg-type]
