"""``pokerules replay FILE.phh|FILE.phhs|SITE-FILES [--check]``: replay hand histories.

Each hand of the file is replayed through the rules engine, and must end on the
``finishing_stacks`` it records. Without ``--check`` the hand's history is printed, then its
final stacks; with ``--check`` one line a hand. Cards the file does not show print as ``??``.
An error names the file, the hand and the action, and reading goes on with the next hand;
any error makes the exit status 2.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from pokerules.cli import site_hands
from pokerules.engine.history import format_hand
from pokerules.errors import HandHistoryError
from pokerules.phh import ImportedHand
from pokerules.phh.codes import variant_code
from pokerules.phh.importer import read
from pokerules.validate import as_path

__all__ = ["add_parser", "run"]


def add_parser(commands: Any) -> None:
    """Register the ``replay`` command on the command line's subparsers."""
    replay = commands.add_parser(
        "replay",
        help="replay PHH hand histories (.phh, .phhs) and check their final stacks",
        description="Replay every hand of a PHH file through the rules engine: print each "
        "hand's history and final stacks, or with --check one line a hand. Each hand must end "
        "on the finishing_stacks it records.",
    )
    replay.add_argument(
        "file",
        help="a .phh file (one hand), a .phhs file (several), or site hand histories: a "
        "PokerStars file, a folder or a glob (a table for many hands, the story for one)",
    )
    replay.add_argument("--check", action="store_true", help="one line a hand, no histories")


def run(args: argparse.Namespace) -> int:
    """Replay the file; the exit status is 2 when any hand fails, else 0. Site hand
    histories (a file, folder or glob of PokerStars text) go to :mod:`.site_hands`."""
    if Path(str(args.file)).suffix not in (".phh", ".phhs"):
        return site_hands.replay_site(args)
    path = as_path(args.file, error=HandHistoryError)
    replayed = failed = 0
    for result in read(path):
        if isinstance(result, HandHistoryError):
            failed += 1
            print(f"pokerules: error: {result}", file=sys.stderr)
            continue
        replayed += 1
        if args.check:
            print(f"{_name(path, result)}: {_verdict(result)}")
        else:
            print(_report(path, result), end="\n\n")
    summary = f"{replayed} hand(s) replayed" + (f", {failed} failed" if failed else "")
    print(summary, file=sys.stderr if failed else sys.stdout)
    return 2 if failed else 0


def _name(path: Path, hand: ImportedHand) -> str:
    if hand.label is not None:
        return f"{path}: hand [{hand.label}]"
    number = hand.metadata.get("hand")
    return str(path) if number is None else f"{path}: hand {number}"


def _verdict(hand: ImportedHand) -> str:
    if not hand.is_over:
        return "replayed; the file ends before the hand is over"
    stacks = [hand.stacks[(hand.button + 1 + i) % hand.n] for i in range(hand.n)]
    text = ", ".join(map(str, stacks))
    if hand.finishing_stacks is None:
        return f"replayed (no finishing_stacks recorded): {text}"
    return f"ends on the recorded finishing_stacks: {text}"


def _report(path: Path, hand: ImportedHand) -> str:
    order = [(hand.button + 1 + i) % hand.n for i in range(hand.n)]
    names = list(hand.players or [f"p{order.index(seat) + 1}" for seat in range(hand.n)])
    title = f"{hand.game.title} ({variant_code(hand.game)})"
    text = format_hand(hand, names, title=title)
    final = ", ".join(f"{names[seat]} {hand.stacks[seat]}" for seat in order)
    return f"== {_name(path, hand)} ==\n{text}\nFinal stacks: {final}\n{_verdict(hand)}"
