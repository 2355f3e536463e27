"""``pokerules equity``: each hand's equity as a rich table, with a progress bar on long runs.

``pokerules equity AhAs KK --board Ks7h2c [--dead Qd] [--game holdem|omaha|omaha8]
[--exact | --samples N] [--stderr E] [--seed S] [--threads T]``
"""

from __future__ import annotations

import argparse
import time
from typing import Any

from pokerules.analysis.equity import EQUITY_GAMES, Equity, equity

__all__ = ["add_parser", "render", "run"]

_PROGRESS_AFTER = 1.0
"""Seconds a run goes before its progress bar appears."""

_GAME_HELP = (
    "holdem (default), omaha (four hole cards) or omaha8 (four hole cards, each pot split "
    "high and eight-or-better low)"
)


def _whole(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be at least 1, not {value}")
    return value


def _seed(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if not 0 <= value < 1 << 64:
        raise argparse.ArgumentTypeError(f"seeds are 0 to 2**64 - 1, not {value}")
    return value


def _positive(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number") from None
    if not value > 0:
        raise argparse.ArgumentTypeError(f"must be above 0, not {value}")
    return value


def add_parser(commands: Any) -> None:
    """Registers ``equity`` on the command line's subparsers."""
    command = commands.add_parser(
        "equity",
        help="each hand's equity: exact enumeration or seeded sampling",
        description="Equity of 2 to 10 hold'em hands or ranges, or Omaha hands (high, or hi-lo "
        "eight-or-better). Quote ranges "
        'with spaces or commas, e.g. "QQ+, AKs". Small spots are enumerated exactly, others '
        "sampled.",
    )
    command.add_argument("hands", nargs="+", help='hole cards ("AhAs") or ranges ("KK", "QQ+,AK")')
    command.add_argument("--board", default="", help='board cards, e.g. "Ks7h2c" (0, 3, 4 or 5)')
    command.add_argument("--dead", default="", help="cards out of the deck")
    command.add_argument("--game", choices=EQUITY_GAMES, default="holdem", help=_GAME_HELP)
    how = command.add_mutually_exclusive_group()
    how.add_argument("--exact", action="store_true", help="enumerate every runout")
    how.add_argument("--samples", type=_whole, default=None, help="sample this many runouts")
    command.add_argument("--stderr", type=_positive, default=None,
                         help="sample until every standard error is this small")  # fmt: skip
    command.add_argument("--seed", type=_seed, default=0, help="seed of the sampling (default 0)")
    command.add_argument("--threads", type=_whole, default=None, help="threads (default: all)")
    command.add_argument("--no-progress", action="store_true", help="no progress bar")


def render(result: Equity) -> Any:
    """The result as a rich table, one row per player."""
    from rich.table import Table

    how = "exact" if result.exact else f"sampled, seed {result.seed}"
    board = " ".join(card.symbol for card in result.board) or "preflop"
    game = {"omaha": "Omaha", "omaha8": "Omaha eight-or-better"}.get(result.game, "Hold'em")
    # In a split-pot game a win is a scoop (the whole pot alone), a tie any smaller share.
    win, tie = ("scoop", "split") if result.game == "omaha8" else ("win", "tie")
    title = f"{game} equity — {board} — {result.runouts:,} runouts ({how})"
    table = Table(title=title)
    table.add_column("player", justify="right")
    table.add_column("hand")
    table.add_column("combos", justify="right")
    table.add_column("equity", justify="right")
    table.add_column(win, justify="right")
    table.add_column(tie, justify="right")
    if result.exact:
        table.add_column(f"{win}s", justify="right")
        table.add_column(f"{tie}s", justify="right")
    else:
        table.add_column("± stderr", justify="right")
    for i in range(len(result)):
        player = result[i]
        row = [
            str(i + 1),
            player.hand,
            str(player.combos),
            f"{player.equity:.4%}",
            f"{player.win:.4%}",
            f"{player.tie:.4%}",
        ]
        if result.exact:
            row += [f"{player.wins:,}", f"{player.ties:,}"]
        else:
            row.append(f"{player.stderr or 0.0:.4%}")
        table.add_row(*row)
    if result.dead:
        table.caption = "dead: " + " ".join(card.symbol for card in result.dead)
    return table


def run(args: argparse.Namespace) -> None:
    """Computes and prints the table; a progress bar shows once a run passes a second."""
    from rich.console import Console
    from rich.progress import Progress

    console = Console()
    started = time.monotonic()
    bar: Progress | None = None
    task = None

    def progress(fraction: float) -> None:
        nonlocal bar, task
        if bar is None:
            if args.no_progress or time.monotonic() - started < _PROGRESS_AFTER:
                return
            bar = Progress(console=console, transient=True)
            bar.start()
            task = bar.add_task("equity", total=1.0)
        if task is not None:
            bar.update(task, completed=fraction)

    try:
        result = equity(
            args.hands,
            board=args.board,
            dead=args.dead,
            game=args.game,
            exact=True if args.exact else None,
            samples=args.samples,
            stderr=args.stderr,
            seed=args.seed,
            threads=args.threads,
            progress=progress,
        )
    finally:
        if bar is not None:
            bar.stop()
    console.print(render(result))
