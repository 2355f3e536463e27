"""Site hand histories at the command line: ``pokerules import`` and ``replay`` of site files.

* ``pokerules import FILES... --to out.phhs``: read PokerStars files (paths, folders or glob
  patterns), replay and reconcile every hand, write the ones that reconcile as one ``.phhs``
  file, and report the hands read per game and every hand refused, with its reason.
* ``pokerules replay FILE|DIR|GLOB`` of site files: a summary table for many hands (game,
  players, what happened), the story of the hand for one.

Any hand refused makes the exit status 1 (the file is still written); a usage error is 2.
"""

from __future__ import annotations

import argparse
import glob
import sys
from collections import Counter
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

from pokerules.engine.history import format_hand
from pokerules.errors import HandHistoryError
from pokerules.hand_histories import ImportedHand, read
from pokerules.phh.imported import ImportedHand as PhhImportedHand

__all__ = ["add_parser", "replay_site", "run_import"]


def add_parser(commands: Any) -> None:
    """Register the ``import`` command on the command line's subparsers."""
    command = commands.add_parser(
        "import",
        help="read PokerStars hand histories and write them as PHH (.phhs)",
        description="Read every hand of the site files given (files, folders or glob "
        "patterns), replay and reconcile it, write the hands that reconcile to one .phhs "
        "file, and report the hands read per game and the ones refused, with the reason.",
    )
    command.add_argument("files", nargs="+", help="site hand-history files, folders or globs")
    command.add_argument("--to", required=True, help="the .phhs file to write")
    command.add_argument("--site", default=None, help="read only this site's hands")


def _replayed(sources: Sequence[str], site: str | None) -> Iterator[
    tuple[ImportedHand, PhhImportedHand | None, HandHistoryError | None]
]:  # fmt: skip
    for source in sources:
        for hand in read(source, site):
            try:
                yield hand, hand.replay(), None
            except HandHistoryError as error:
                yield hand, None, error


def run_import(args: argparse.Namespace) -> int:
    """Read, replay and write; the exit status is 1 when any hand was refused, else 0."""
    from pokerules.cli.report import check_output

    target = Path(args.to)
    if target.suffix != ".phhs":
        raise HandHistoryError("--to must name a .phhs file (several hands)", path=str(target))
    check_output(args.to, "--to")  # before any file is read
    read_games: Counter[str] = Counter()
    refused: Counter[str] = Counter()
    written = 0
    with target.open("w", encoding="utf-8") as out:
        for hand, replayed, error in _replayed(args.files, args.site):
            game = hand.game or hand.game_text or "unknown"
            if error is not None or replayed is None:
                refused[game] += 1
                kind = "skipped" if hand.skipped else "refused"
                print(f"pokerules: {kind}: {error}", file=sys.stderr)
                continue
            written += 1
            read_games[game] += 1
            out.write(f"[{written}]\n{hand.to_phh()}\n")
    for game in sorted(read_games.keys() | refused.keys()):
        print(f"{game:<24} {read_games[game]:>6} read {refused[game]:>6} refused")
    print(f"{written} hand(s) written to {target}, {sum(refused.values())} refused")
    return 1 if refused else 0


def replay_site(args: argparse.Namespace) -> int:
    """``replay`` of site files: a table for many hands, the story for one."""
    if not glob.has_magic(args.file) and not Path(args.file).exists():
        raise HandHistoryError(
            "no such file: a PHH file ends in .phh (one hand) or .phhs (several); site hand "
            "histories are a file, a folder or a glob pattern",
            path=args.file,
        )
    results = list(_replayed([args.file], None))
    if not results:
        raise HandHistoryError("no hand history in it", path=args.file)
    failed = sum(error is not None for _, _, error in results)
    if len(results) == 1 and not args.check:
        hand, replayed, error = results[0]
        if error is not None or replayed is None:
            print(f"pokerules: error: {error}", file=sys.stderr)
            return 2
        print(_story(hand, replayed))
        return 0
    print(f"{'hand':<16} {'game':<16} {'players':>7}  result")
    for hand, _, error in results:
        result = "reconciled" if error is None else f"refused: {error.reason}"
        game = hand.game or hand.game_text or "?"
        print(f"{hand.number:<16} {game:<16} {len(hand.players):>7}  {result[:90]}")
    print(f"{len(results) - failed} hand(s) reconciled, {failed} refused")
    return 2 if failed else 0


def _story(hand: ImportedHand, replayed: PhhImportedHand) -> str:
    names = list(replayed.players or ())
    title = f"PokerStars hand {hand.number}: {hand.game_text}"
    text = format_hand(replayed, names, title=title)
    collected = ", ".join(f"{n} {c}" for n, c in hand.collected.items() if c)
    notes = "".join(f"\nNote: {note}" for note in hand.notes)
    rake = f"; rake {hand.rake}" if hand.rake else ""
    return f"{text}\nCollected (the file): {collected}{rake}{notes}"
