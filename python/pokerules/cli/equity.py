"""``pokerules equity``: each hand's equity as a rich table, with a progress bar on long runs.

``pokerules equity AhAs KK --board Ks7h2c [--dead Qd] [--game GAME] [--draws N]
[--plan best|pat] [--exact | --samples N] [--stderr E] [--seed S] [--threads T]``

Any game of the registry plays: ``pokerules equity --game razz "Ah 2c 3d" "?? ?? Kd"`` (stud
hands in dealing order, ``??`` for a card not seen), ``pokerules equity --game triple-draw
"7h 5d 3c 2s" "9s 8d 6c 4h 3s" --dead Kd --draws 3`` (draw hands are the cards kept).
"""

from __future__ import annotations

import argparse
import time
from typing import Any

from pokerules.analysis.equity import Equity, equity
from pokerules.cli.arguments import positive_number, seed, whole_number
from pokerules.errors import PokerulesError
from pokerules.games import Game, find_game, game_names

__all__ = ["add_parser", "render", "run"]

_whole = whole_number(1)

_PROGRESS_AFTER = 1.0
"""Seconds a run goes before its progress bar appears."""

_GAME_HELP = (
    f"the game, any of {', '.join(game_names())} or an alias (default holdem); omaha and "
    "omaha8 take four to six hole cards, omaha8 and stud8 split each pot high and "
    "eight-or-better low"
)
_TITLES = {"holdem": "Hold'em", "omaha": "Omaha", "omaha8": "Omaha eight-or-better"}


def _game(text: str) -> str:
    """An argument type: a registry game name or alias, as given."""
    try:
        find_game(text)
    except PokerulesError:
        raise argparse.ArgumentTypeError(
            f"unknown game {text!r}: the games are {', '.join(game_names())} (or an alias)"
        ) from None
    return text


def add_parser(commands: Any) -> None:
    """Registers ``equity`` on the command line's subparsers."""
    command = commands.add_parser(
        "equity",
        help="each hand's equity: exact enumeration or seeded sampling",
        description="Equity of 2 to 10 hands of any game: hold'em hands or ranges, Omaha hands, "
        'stud hands in dealing order ("?? ?? Kd 7c", ?? a card not seen), or the cards each '
        'player keeps in a draw game. Quote ranges and hands with spaces, e.g. "QQ+, AKs". '
        "Small spots are enumerated exactly, others sampled.",
    )
    command.add_argument(
        "hands", nargs="+",
        help='hole cards ("AhAs", "Ah As ?? ??") or ranges ("KK", "QQ+,AK"); stud cards in '
        'dealing order ("?? ?? Kd"); the cards kept in a draw game ("7h 5d 3c 2s", "" to draw '
        "all)",
    )  # fmt: skip
    command.add_argument("--board", default="", help='board cards, e.g. "Ks7h2c" (0, 3, 4 or 5)')
    command.add_argument("--dead", default="", help="cards out of the deck")
    command.add_argument("--game", type=_game, default="holdem", help=_GAME_HELP)
    command.add_argument("--draws", type=_whole, default=None,
                         help="draw games: the draws to play (default 1; 2 or 3 in triple "
                              "draw and badugi, the later ones by --plan)")  # fmt: skip
    command.add_argument("--plan", choices=("best", "pat"), default=None,
                         help="how players draw after the first draw: best (default: the "
                              "discard best_discards ranks first) or pat")  # fmt: skip
    how = command.add_mutually_exclusive_group()
    how.add_argument("--exact", action="store_true", help="enumerate every runout")
    how.add_argument("--samples", type=_whole, default=None, help="sample this many runouts")
    command.add_argument("--stderr", type=positive_number, default=None,
                         help="sample until every standard error is this small")  # fmt: skip
    command.add_argument("--seed", type=seed, default=0,
                         help="seed of the sampling, 0 to 2**64 - 1 (default 0)")  # fmt: skip
    command.add_argument("--threads", type=_whole, default=None, help="threads (default: all)")
    command.add_argument("--no-progress", action="store_true", help="no progress bar")
    command.add_argument("--json", action="store_true", help="print one JSON document")


def render(result: Equity) -> Any:
    """The result as a rich table, one row per player."""
    from rich.table import Table

    how = "exact" if result.exact else f"sampled, seed {result.seed}"
    played = find_game(result.game)
    game = _TITLES.get(played.name, played.title)
    # In a split-pot game a win is a scoop (the whole pot alone), a tie any smaller share.
    win, tie = ("scoop", "split") if played.hi_lo != "none" else ("win", "tie")
    title = f"{game} equity — {_spot(result, played)} — {result.runouts:,} runouts ({how})"
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


def _spot(result: Equity, game: Game) -> str:
    """Where the hands stand: the board of a board game, the draws and plan of a draw game,
    the street of a stud game."""
    draws = getattr(result, "draws", None)
    if draws is not None:
        plan = getattr(result, "plan", None)
        return f"{draws} draw{'s' if draws > 1 else ''}" + (f", plan {plan}" if plan else "")
    if game.is_stud:
        dealt = len(result.hands[0].replace(" ", "")) // 2
        return f"{_STREETS.get(dealt, f'{dealt} cards')}"
    return " ".join(card.symbol for card in result.board) or "preflop"


_STREETS = {3: "third street", 4: "fourth street", 5: "fifth street", 6: "sixth street",
            7: "seventh street"}  # fmt: skip


def run(args: argparse.Namespace) -> None:
    """Computes and prints the table; a progress bar shows once a run passes a second."""
    from rich.console import Console
    from rich.progress import Progress

    console = Console()
    progress_console = Console(stderr=True)  # stdout stays the result's alone (--json)
    started = time.monotonic()
    bar: Progress | None = None
    task = None

    def progress(fraction: float) -> None:
        nonlocal bar, task
        if bar is None:
            if args.no_progress or time.monotonic() - started < _PROGRESS_AFTER:
                return
            bar = Progress(console=progress_console, transient=True)
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
            draws=args.draws,
            plan=args.plan,
        )
    finally:
        if bar is not None:
            bar.stop()
    if args.json:
        import json

        print(json.dumps(document(result), indent=2))
    else:
        console.print(render(result))


def document(result: Equity) -> dict[str, Any]:
    """The ``equity --json`` document of a result: the spot, then one entry a player.

    >>> from pokerules import equity
    >>> doc = document(equity(["AhAs", "KdKc"], board="Ks7h2c", exact=True))
    >>> doc["exact"], doc["runouts"], doc["board"], doc["players"][1]["hand"]  # 990 = C(45, 2)
    (True, 990, ['Ks', '7h', '2c'], 'KdKc')
    """
    players = []
    for i in range(len(result)):
        player = result[i]
        players.append({
            "hand": player.hand, "combos": player.combos, "equity": player.equity,
            "win": player.win, "tie": player.tie,
            "wins": player.wins if result.exact else None,
            "ties": player.ties if result.exact else None,
            "stderr": None if result.exact else player.stderr,
        })  # fmt: skip
    game = find_game(result.game)
    return {
        "command": "equity",
        "game": game.name,
        "split_pot": game.hi_lo != "none",  # then a win is a scoop, a tie any smaller share
        "board": [str(card) for card in result.board],
        "dead": [str(card) for card in result.dead],
        "draws": result.draws,
        "plan": result.plan,
        "exact": result.exact,
        "runouts": result.runouts,
        "seed": None if result.exact else result.seed,
        "players": players,
    }
