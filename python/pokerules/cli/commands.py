"""The ``pokerules`` command line (also ``python -m pokerules``).

* ``pokerules simulate GAME --hands N --players K --seed S [--workers W]``: bots play
  sessions; prints results tables, and hand histories with ``--history``. GAME may be a mix
  (``HORSE``, ``8-game``, ``PPC``), or ``--games A,B,... [--every N|orbit]`` a rotation.
* ``pokerules play GAME`` (or ``--games A,B,...``): play a session at the terminal against bots.
* ``pokerules eval CARDS [--game high|low27|deuces-wild|a5|razz|badugi|stud8|GAME]``: judge
  one hand; ``--game omaha|omaha8 --board BOARD`` judges CARDS as Omaha hole cards,
  ``--game dead-deuce --up UP`` with the face-up deuces wild.
* ``pokerules bench``: evaluator and engine throughput against the peers installed.
* ``pokerules equity HANDS... [--board B] [--dead D] [--game G] [--draws N] [--plan P]
  [--exact | --samples N] [--seed S]``: each hand's equity as a table, in any game (stud
  hands in dealing order with ``??`` for an unseen card, draw hands as the cards kept).
* ``pokerules replay FILE.phh|FILE.phhs [--check]``: replay PHH hand histories; given site
  files (a PokerStars file, folder or glob), a table of the hands or the story of one.
* ``pokerules import FILES... --to out.phhs``: site hand histories to PHH, per game.

``eval``, ``equity``, ``odds`` and ``videopoker`` print one JSON document with ``--json``
(the schemas are in the command-line page of the docs). ``pokerules --version`` names the
version. Every command has ``--help``; it exits 0 on success (and when ``play`` ends because
its input did), 1 when a file cannot be read or written after the work, 2 on a usage error
(output files are checked before the work), 130 when interrupted, and 141 when the reader of
its output goes away (``pokerules replay x.phhs | head``), quietly.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence

from pokerules.cli import equity as cli_equity
from pokerules.cli import evaluators as cli_evaluators
from pokerules.cli import mixed as cli_mixed
from pokerules.cli import odds as cli_odds
from pokerules.cli import replay as cli_replay
from pokerules.cli import site_hands as cli_site_hands
from pokerules.cli.arguments import MAX_HANDS, seed, whole_number
from pokerules.errors import PokerulesError
from pokerules.games import game_names

__all__ = ["main"]


_positive = whole_number(1)
_players = whole_number(2)

_SIMULATE_DEFAULTS = (
    "Defaults: 4 players, bots heuristic,random round the table, seed 0, and one session: "
    "10 deals of a game, or for a mixed game one turn of its rotation (each game for an "
    "orbit, as many deals as players, or for --every N deals). Python's "
    "pokerules.simulate() has its own defaults: 6 players, random bots, 1,000 hands."
)


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="pokerules", description="Poker rules engine and hand evaluator."
    )
    parser.add_argument("--version", action=_Version)
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    games = ", ".join(game_names())

    sim = commands.add_parser(
        "simulate",
        help="let bots play sessions of a game and report the results",
        description=f"Bots play sessions of GAME ({games}) and the results are tabled.",
        epilog=_SIMULATE_DEFAULTS,
    )
    sim.add_argument("game", nargs="?", type=cli_mixed.game_name_or_mix,
                     help=f"the game: {games} (or an alias), or HORSE, 8-game, PPC")  # fmt: skip
    cli_mixed.add_arguments(sim)
    sim.add_argument("--hands", type=whole_number(1, MAX_HANDS), default=None,
                     help=f"hands to deal at least, 1 to {MAX_HANDS:,} (default: one session: "
                          "10 deals, a mixed game one turn of its rotation)")  # fmt: skip
    sim.add_argument("--players", type=_players, default=4, help="players (default 4)")
    sim.add_argument("--seed", type=seed, default=0,
                     help="seed of everything random, 0 to 2**64 - 1 (default 0)")  # fmt: skip
    sim.add_argument("--workers", type=_positive, default=1, help="worker processes")
    sim.add_argument("--bots", default="heuristic,random",
                     help="strategies round the table, comma separated "
                          "(random, heuristic; default heuristic,random)")  # fmt: skip
    sim.add_argument("--history", action="store_true",
                     help="print the first session's hand histories and standings")  # fmt: skip
    sim.add_argument("--plot", metavar="FILE.png", default=None,
                     help="chart the showdown categories, the pot sizes and each seat's chips "
                          "over the run (matplotlib)")  # fmt: skip
    sim.add_argument("--phh", metavar="FILE.phhs", default=None,
                     help="write the first session's hands as a PHH file: FILE.phhs for "
                          "several hands, FILE.phh for one (--hands 1)")  # fmt: skip
    sim.add_argument("--out", metavar="FILE.parquet", default=None,
                     help="write every hand as a row of a Parquet file, streamed as the "
                          "bots play (pyarrow: pip install \"pokerules[data]\")")  # fmt: skip
    sim.add_argument("--json", action="store_true",
                     help="print the results as one JSON document instead of tables")  # fmt: skip
    sim.add_argument("--no-progress", action="store_true", help="no progress bar")
    sim.add_argument("--no-allin-ev", action="store_true",
                     help="skip the all-in adjusted results (each all-in pot paid by equity; "
                          "faster when bots go all-in often)")  # fmt: skip

    play = commands.add_parser(
        "play",
        help="play a session at the terminal against bots",
        description=f"Play GAME ({games}) against bots; type 'help' at any prompt.",
    )
    play.add_argument("game", nargs="?", type=cli_mixed.game_name_or_mix,
                      help=f"the game: {games} (or an alias), or HORSE, 8-game, PPC")  # fmt: skip
    cli_mixed.add_arguments(play)
    play.add_argument("--players", type=_players, default=4, help="players, you included")
    play.add_argument("--seed", type=seed, default=None, help="seed, 0 to 2**64-1 (default random)")
    play.add_argument("--deals", type=_positive, default=None, help="deals in the session")
    play.add_argument("--bot", choices=("heuristic", "random"), default="heuristic",
                      help="the opponents' strategy")  # fmt: skip

    cli_evaluators.add_parser(commands)

    bench = commands.add_parser(
        "bench",
        help="measure evaluator and engine throughput against installed peers",
        description="Time pokerules and whichever of phevaluator, treys, eval7 and pokerkit "
        "are installed, in this process, and print the ratios.",
    )
    bench.add_argument("--quick", action="store_true", help="fewer repetitions")
    cli_equity.add_parser(commands)
    cli_odds.add_parser(commands)
    cli_replay.add_parser(commands)
    cli_site_hands.add_parser(commands)
    return parser


def _simulate(args: argparse.Namespace) -> None:
    from pokerules.cli.report import print_simulation

    print_simulation(args)


def _play(args: argparse.Namespace) -> None:
    from pokerules.cli.terminal import play_session

    game = cli_mixed.game_from_args(args)
    play_session(game, players=args.players, seed=args.seed, deals=args.deals, bot=args.bot)


def _bench(args: argparse.Namespace) -> None:
    from pokerules.cli.report import print_bench

    print_bench(quick=args.quick)


def _run(args: argparse.Namespace) -> int:
    if args.command == "eval":
        cli_evaluators.run(args)
    elif args.command == "simulate":
        _simulate(args)
    elif args.command == "play":
        _play(args)
    elif args.command == "equity":
        cli_equity.run(args)
    elif args.command in cli_odds.COMMANDS:
        cli_odds.run(args)
    elif args.command == "replay":
        return cli_replay.run(args)
    elif args.command == "import":
        return cli_site_hands.run_import(args)
    else:
        _bench(args)
    return 0


PIPE_CLOSED = 141
"""The exit status when the reader of the output goes away (``pokerules replay x | head``):
128 + SIGPIPE, what a shell reports for ``yes | head``."""


def main(argv: Sequence[str] | None = None) -> int:
    """Runs the command line; returns the exit status: 0 success, 1 a file that could not be
    read or written, 2 a usage error, 130 interrupted, 141 the output's reader went away."""
    try:
        args = _parser().parse_args(argv)
    except SystemExit as stop:  # --help, --version and usage errors
        return _flushed(int(stop.code or 0))
    except BrokenPipeError:  # --help into a closed pipe
        return _pipe_closed()
    try:
        return _flushed(_run(args))
    except BrokenPipeError:
        return _pipe_closed()
    except SystemExit as stop:
        # rich meets a closed pipe by exiting with 1 (Console.on_broken_pipe): made the same
        # quiet end as a plain print's.
        if isinstance(stop.__context__, BrokenPipeError):
            return _pipe_closed()
        raise
    except PokerulesError as error:
        print(f"pokerules: error: {error}", file=sys.stderr)
        return 2
    except OSError as error:  # a write that failed after the work: a full disk, ...
        print(f"pokerules: error: {_os_message(error)}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        print("pokerules: interrupted", file=sys.stderr)
        return 130


def _flushed(status: int) -> int:
    """``status``, once what was printed is out: a closed pipe shows here, not at exit."""
    try:
        sys.stdout.flush()
    except BrokenPipeError:
        return _pipe_closed()
    return status


def _pipe_closed() -> int:
    """End quietly on a closed pipe. stdout goes to the null device first, so the
    interpreter's own last flush has nowhere to fail (Python's documented remedy)."""
    try:
        null = os.open(os.devnull, os.O_WRONLY)
        os.dup2(null, sys.stdout.fileno())
    except (OSError, ValueError):  # a stdout with no file behind it (a test's capture)
        pass
    return PIPE_CLOSED


def _os_message(error: OSError) -> str:
    reason = error.strerror or str(error)
    if error.filename is not None:
        return f"{error.filename}: {reason}"
    return f"an output could not be written: {reason}"


class _Version(argparse.Action):
    """``--version``: argparse's own action, but the installed version is read only when asked
    (reading package metadata costs tens of milliseconds on every command)."""

    def __init__(self, option_strings: Sequence[str], dest: str, **_: object) -> None:
        super().__init__(option_strings, dest, nargs=0, help="print the version and exit")

    def __call__(self, parser: argparse.ArgumentParser, *_: object) -> None:
        from importlib.metadata import PackageNotFoundError, version

        try:
            print(f"pokerules {version('pokerules')}")
        except PackageNotFoundError:  # a source tree that was never installed
            print("pokerules (version unknown: not installed)")
        parser.exit()
