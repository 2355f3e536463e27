"""What keeping every hand costs ``simulate``: hands a second without the table, with it, and
streamed to a Parquet file.

Run with ``python benches/bench_hands_table.py``. Each game is simulated six-handed on one
core with random bots (the cheapest hands, where recording weighs most), three ways in turn:
without a hands table, with ``hands_table=True``, and streamed through ``on_hands`` into a
Parquet file as ``simulate --out`` writes it. The ways alternate run by run, and each is
timed in CPU seconds of this process summed over ``--repeat`` runs, so other work on a shared
machine slows all three alike.
"""

from __future__ import annotations

import argparse
import os
import tempfile
import time
from collections.abc import Callable

from pokerules.cli.hands_out import ParquetSink
from pokerules.session.simulate import simulate

GAMES = ("holdem", "triple-draw", "stud8")
WAYS = ("no table", "hands_table=True", "--out FILE.parquet")


def _run(way: str, game: str, hands: int, seed: int, folder: str) -> int:
    if way == "--out FILE.parquet":
        with ParquetSink(os.path.join(folder, f"{game}.parquet"), players=6) as sink:
            return simulate(game, hands=hands, players=6, seed=seed, on_hands=sink.write).hands
    keep = way == "hands_table=True"
    return simulate(game, hands=hands, players=6, seed=seed, hands_table=keep).hands


def rates(game: str, hands: int, repeat: int) -> dict[str, float]:
    """Hands per CPU second of each way, over ``repeat`` interleaved runs of each."""
    seconds = dict.fromkeys(WAYS, 0.0)
    dealt = dict.fromkeys(WAYS, 0)
    with tempfile.TemporaryDirectory() as folder:
        _run(WAYS[2], game, 60, 99, folder)  # warm up the tables and the imports
        for run in range(repeat):
            order = WAYS if run % 2 == 0 else WAYS[::-1]
            for way in order:
                clock: Callable[[], float] = time.process_time
                started = clock()
                dealt[way] += _run(way, game, hands, run, folder)
                seconds[way] += clock() - started
    return {way: dealt[way] / seconds[way] for way in WAYS}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=2000, help="hands a run (default 2000)")
    parser.add_argument("--repeat", type=int, default=6, help="runs of each way (default 6)")
    parser.add_argument("--games", default=",".join(GAMES), help="comma-separated games")
    arguments = parser.parse_args()
    print(f"simulate, 6 random bots, one core, {arguments.repeat} runs of each (CPU time)")
    print("| game | " + " | ".join(WAYS) + " | cost of the table | cost of --out |")
    print("|---|" + "---|" * (len(WAYS) + 2))
    for game in arguments.games.split(","):
        found = rates(game, arguments.hands, arguments.repeat)
        base = found[WAYS[0]]
        cells = [f"{found[way]:,.0f} hands/s" for way in WAYS]
        costs = [f"{100 * (1 - found[way] / base):+.1f}%" for way in WAYS[1:]]
        print(f"| {game} | " + " | ".join(cells + costs) + " |")


if __name__ == "__main__":
    main()
