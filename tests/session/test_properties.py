"""Thousands of random sessions per game: the session and engine invariants always hold.

Each session has a random table (2 to the game's maximum of players), random small stacks
(so players bust and leave), a random first button and random legal play; after every hand
the session's chips plus any carried pot equal the chips it started with, broke players are
never dealt in, and the counts of deals and places are consistent.
"""

from __future__ import annotations

import random

import pytest
from pokerules import Session, find_game
from pokerules.players.bots import RandomBot

GAMES = ["deuces-wild", "nl-draw", "triple-draw", "diablo", "dead-deuce"]
SESSIONS = 1000


@pytest.mark.parametrize("name", GAMES)
def test_random_sessions(name: str) -> None:
    game = find_game(name)
    rng = random.Random(name)
    hands = 0
    for number in range(SESSIONS):
        players = rng.randint(2, game.max_players)
        stacks = [rng.choice((rng.randint(1, 12), rng.randint(1, 100))) for _ in range(players)]
        session = Session(game, players, seed=number, deals=rng.randint(1, 10),
                          stacks=stacks, button=rng.randrange(players))  # fmt: skip
        bots = [RandomBot(seed=number * 10 + p) for p in range(players)]
        total = sum(stacks)
        while True:
            broke = {p for p in range(players) if session.chips[p] == 0}
            entry = session.play_hand(bots)
            if entry is None:
                break
            hands += 1
            dealt = {session.names.index(player) for player in entry.players}
            payer = entry.diablo_payment
            # Nobody broke is dealt in, except a Diablo opener funding the pot (2.20).
            assert len(dealt & broke) <= (1 if game.diablo else 0)
            assert session.total_chips() == total
            assert min(session.chips) >= 0
            if entry.hand.passed_out:
                assert not entry.counted and session.pending_pot == entry.hand.carried
            if payer is not None:
                assert 0 < payer.amount <= payer.owed
        # Over: the deal limit reached with nothing pending, or one player left with chips.
        assert session.pending_pot == 0
        assert session.total_chips() == total
        with_chips = sum(1 for c in session.chips if c > 0)
        assert session.deals_played >= session.deals or with_chips <= 1
        places = [s.place for s in session.standings()]
        assert places[0] == 1 and places == sorted(places)
    assert hands >= SESSIONS
