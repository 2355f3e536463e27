"""Whole simulated sessions per second: ``simulate`` for each game, random and heuristic bots.

Run with ``python benches/bench_simulate.py``. Each game is simulated six-handed on one core,
with its session profile (100 chips, 10 deals) and the statistics ``simulate`` keeps, once
with random bots and once with heuristic and random bots taking alternate seats; the table
gives the best of ``--repeat`` runs, timed in CPU seconds of this process (other work on a
shared machine then slows a run less). Only the public ``simulate`` is called, so the same
script times an older checkout (``PYTHONPATH=old/python python benches/bench_simulate.py``).
"""

from __future__ import annotations

import argparse
import time

from pokerules.session.simulate import simulate

GAMES = ("triple-draw", "nl-draw", "deuces-wild", "diablo", "dead-deuce")
MIXES = {"random": ("random",), "heuristic/random": ("heuristic", "random")}


def rate(game: str, strategies: tuple[str, ...], hands: int, repeat: int) -> float:
    """Best hands per CPU second of ``repeat`` simulations of at least ``hands`` hands."""
    simulate(game, hands=60, players=6, seed=99, strategies=strategies)  # warm up the tables
    best = 0.0
    for run in range(repeat):
        started = time.process_time()
        result = simulate(game, hands=hands, players=6, seed=run, strategies=strategies)
        best = max(best, result.hands / (time.process_time() - started))
    return best


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=2000, help="hands a run (default 2000)")
    parser.add_argument("--repeat", type=int, default=3, help="runs, best kept (default 3)")
    parser.add_argument("--games", default=",".join(GAMES), help="comma-separated games")
    arguments = parser.parse_args()
    print(f"simulate, 6 players, one core, best of {arguments.repeat} runs (CPU time)")
    print("| game | " + " | ".join(MIXES) + " |")
    print("|---|" + "---|" * len(MIXES))
    for game in arguments.games.split(","):
        cells = [
            f"{rate(game, mix, arguments.hands, arguments.repeat):,.0f} hands/s"
            for mix in MIXES.values()
        ]
        print(f"| {game} | " + " | ".join(cells) + " |")


if __name__ == "__main__":
    main()
