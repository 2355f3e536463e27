"""HeuristicBot against RandomBot in every game and mixed rotation: the edge per 100 hands.

Run ``python benches/test_bench_bots.py`` for the full table of ``docs/bots.md``: every game of
the registry and each mix (HORSE, 8-game, PPC), heads-up and six-handed (or the game's
maximum if fewer), one heuristic seat against random ones until that seat has played at least
20,000 hands. Each row is one seeded ``simulate`` on one core (two when the seat went broke
too often: see :func:`measure`), so the table is the same on every machine. ``--games`` picks
games, ``--hands`` the hands per row, ``--workers`` runs rows in parallel processes (the
numbers do not change).

The edge is the heuristic seat's net chips a hand, in big bets (fixed limit: 4 chips) or big
blinds (no limit and pot limit: 2 chips; a mix in big bets) per 100 hands, with the 95%
interval of :attr:`~pokerules.session.simulate.SeatStats.net_ci95` (the hands taken as
independent results). A row passes when its whole interval clears :data:`MARGIN`.

Under pytest (``pytest benches/test_bench_bots.py``) it plays a short table, 2,000 hands a row
of a few games, and checks the same margin: a quick look, not the record.
"""

from __future__ import annotations

import argparse
import math
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass

from pokerules.betting.structures import FixedLimit
from pokerules.games import find_game, game_names
from pokerules.session.rotation import find_mix
from pokerules.session.simulate import simulate

MIXES = ("HORSE", "8-game", "PPC")
MARGIN = 10.0
"""Big bets (or big blinds) per 100 hands every interval must clear."""
SEED = 2026


@dataclass(frozen=True)
class Row:
    """One game at one table size: the heuristic seat's edge and the run's speed."""

    game: str
    players: int
    hands: int
    unit: str
    edge: float
    low: float
    high: float
    hands_per_second: float

    @property
    def passes(self) -> bool:
        """Whether the whole 95% interval clears the margin."""
        return self.low > MARGIN

    def markdown(self) -> str:
        """The row of the docs table."""
        size = "heads-up" if self.players == 2 else f"{self.players}-handed"
        return (
            f"| {self.game} | {size} | {self.hands:,} | {self.edge:+.0f} {self.unit}/100 "
            f"| {self.low:+.0f} to {self.high:+.0f} | {self.hands_per_second:,.0f} |"
        )


def unit(name: str) -> tuple[str, int]:
    """The unit a game's edge is told in and its size in chips: the big bet of fixed limit,
    else the big blind; a mix in big bets."""
    if name in MIXES:
        return "BB", 4
    betting = find_game(name).betting
    if isinstance(betting, FixedLimit):
        return "BB", max(betting.bets)
    return "bb", betting.min_bet  # type: ignore[attr-defined]


def table_sizes(name: str) -> tuple[int, ...]:
    """Heads-up and six-handed, or the game's most players if fewer than six."""
    game = find_mix(name) if name in MIXES else find_game(name)
    return (2, min(6, game.max_players))


def measure(name: str, players: int, hands: int, seed: int = SEED) -> Row:
    """One heuristic seat and ``players - 1`` random ones, until the heuristic seat has played
    at least ``hands`` hands (a seat that goes broke sits out the rest of its session, so a
    simulation deals more hands than it plays: then a longer one, from the same seed, whose
    first sessions are the same)."""
    strategies = ["heuristic"] + ["random"] * (players - 1)
    dealt = hands
    while True:
        started = time.process_time()
        result = simulate(name, hands=dealt, players=players, seed=seed, strategies=strategies)
        seconds = time.process_time() - started
        seat = result.seats[0]
        if seat.hands_played >= hands:
            break
        dealt = math.ceil(result.hands * 1.05 * hands / max(1, seat.hands_played))
    label, chips = unit(name)
    low, high = seat.net_ci95
    scale = 100 / chips
    return Row(
        name,
        players,
        seat.hands_played,
        label,
        seat.chips_per_hand * scale,
        low * scale,
        high * scale,
        result.hands / seconds,
    )


def _measure(job: tuple[str, int, int]) -> Row:
    return measure(*job)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=20_000, help="hands a row (20,000)")
    parser.add_argument("--games", default=",".join((*game_names(), *MIXES)))
    parser.add_argument("--workers", type=int, default=1, help="rows run in parallel")
    arguments = parser.parse_args()
    jobs = [
        (name, players, arguments.hands)
        for name in arguments.games.split(",")
        for players in table_sizes(name)
    ]
    print(f"HeuristicBot against RandomBot, seed {SEED}, margin {MARGIN:g} per 100 hands")
    print("| game | table | hands | edge | 95% interval | hands/s |")
    print("|---|---|---|---|---|---|")
    failures = 0
    with ProcessPoolExecutor(max_workers=arguments.workers) as pool:
        for row in pool.map(_measure, jobs):
            print(row.markdown(), flush=True)
            failures += not row.passes
    print(f"{len(jobs) - failures} of {len(jobs)} rows clear the margin")


def test_bench_bots_short_table() -> None:
    for name in ("stud", "holdem", "triple-draw", "badugi", "HORSE"):
        for players in table_sizes(name):
            row = measure(name, players, 2000)
            assert row.passes, row.markdown()


if __name__ == "__main__":
    main()
