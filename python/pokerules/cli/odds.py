"""The ``pokerules odds`` and ``pokerules videopoker`` commands.

* ``pokerules odds HAND --discard CARDS [--game G] [--dead CARDS] [--target T] [--draws N]``:
  the exact final-hand distribution of one discard, and the chance to reach a target within
  N draws; with N > 1 and no target, the chance of each usual target (each low from a seven
  to an ace for 2-7, each category otherwise).
* ``pokerules odds HAND --best [--payout flush=6,full-house=9 | --target T]``: all 32
  discards ranked.
* ``pokerules videopoker PAYTABLE [--hold HAND]``: the return of a pay table under optimal
  play and the frequency of each final hand; the ranked holds of a hand.

A progress bar appears when a run takes more than a second; the results never depend on it.
"""

from __future__ import annotations

import argparse
import re
import time
from collections.abc import Iterator
from contextlib import contextmanager
from fractions import Fraction
from typing import Any

from rich.console import Console
from rich.progress import BarColumn, Progress, TaskID, TextColumn, TimeElapsedColumn
from rich.table import Table

from pokerules.analysis.draw_setup import DrawScale, draw_scale, given_twice
from pokerules.analysis.draws import DEFAULT_SAMPLES, DrawOdds, best_discards, draw_odds
from pokerules.analysis.draws import Progress as ProgressCallback
from pokerules.analysis.videopoker import PAY_TABLES, VideoPokerAnalysis, dealt_hand, video_poker
from pokerules.errors import InvalidArgumentError
from pokerules.evaluation.five_card import HandCategory

__all__ = ["add_parser", "run"]

COMMANDS = ("odds", "videopoker")
"""The commands this module adds."""

_SHOW_AFTER = 1.0
"""Seconds a run goes on before its progress bar appears."""


def add_parser(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Adds ``odds`` and ``videopoker`` to the command line."""
    odds = commands.add_parser(
        "odds",
        help="exact odds of a discard, or every discard ranked",
        description="Enumerate every replacement set of a five-card draw exactly: the final "
        "hands of one discard (--discard), or all 32 discards ranked (--best).",
    )
    odds.add_argument("hand", nargs="+", help='the five cards held, such as "7h 5d 3c 2s Kd"')
    odds.add_argument("--discard", default="", help='the cards thrown, such as "Kd" (default none)')
    odds.add_argument("--game", default="high",
                      help="high, low27, wild, deuces-wild or a game (default high)")  # fmt: skip
    odds.add_argument("--dead", default="", help="cards out of play that the player does not hold")
    odds.add_argument("--wild", default=None,
                      help='wild cards: a rank ("5") or cards ("Jh Js")')  # fmt: skip
    odds.add_argument("--target", default=None, type=_target,
                      help='a hand to reach or beat: a category ("flush"), ranks ("8-6-5-4-2"), '
                           "cards or a class value")  # fmt: skip
    odds.add_argument("--draws", type=int, default=1, help="draws to reach the target: 1, 2 or 3")
    # None when not given, so --best (exact, nothing sampled) can refuse them.
    odds.add_argument("--samples", type=int, default=None,
                      help="trials when a multi-draw chance is sampled (3+ cards; "
                           f"default {DEFAULT_SAMPLES:,})")  # fmt: skip
    odds.add_argument("--seed", type=int, default=None, help="seed of the sampling (default 0)")
    odds.add_argument("--threads", type=int, default=None, help="threads (default: all cores)")
    odds.add_argument("--best", action="store_true", help="rank all 32 discards")
    odds.add_argument("--payout", default=None,
                      help="with --best: rank by expected payout, such as "
                           '"flush=6,full-house=9,straight-flush=50"')  # fmt: skip
    odds.add_argument("--no-progress", action="store_true", help="no progress bar")

    vp = commands.add_parser(
        "videopoker",
        help="exact return of a video poker pay table under optimal play",
        description="Analyse all 2,598,960 deals and their 32 holds exactly. PAYTABLE is "
        f"{', '.join(PAY_TABLES)}, or category=payout pairs such as "
        '"royal-flush=800,straight-flush=50,four-of-a-kind=25,full-house=9,flush=6,'
        'straight=4,three-of-a-kind=3,two-pair=2,jacks-or-better=1".',
    )
    vp.add_argument("paytable", help="a pay table name or category=payout pairs")
    vp.add_argument("--hold", default=None, help="also rank the holds of this five-card hand")
    vp.add_argument("--threads", type=int, default=None, help="threads (default: all cores)")
    vp.add_argument("--no-progress", action="store_true", help="no progress bar")


def _target(text: str) -> int | str:
    """A target as given: a class value when the text is a whole number, else hand text."""
    return int(text) if re.fullmatch(r"[-+]?\d+", text.strip()) else text


def run(args: argparse.Namespace) -> None:
    """Runs ``odds`` or ``videopoker`` with parsed arguments and prints the result."""
    console = Console(highlight=False)
    if args.command == "odds":
        _odds(args, console)
    else:
        _videopoker(args, console)


def _pairs(text: str, what: str) -> dict[str, Fraction]:
    """``"flush=6,full-house=9"`` as {category: payout}; payouts such as 9, 1.5 or 3/2."""
    pairs: dict[str, Fraction] = {}
    for item in text.split(","):
        if not item.strip():
            continue
        name, sep, amount = item.partition("=")
        if not sep:
            raise InvalidArgumentError(f"{what}: {item.strip()!r} is not category=payout")
        if name.strip() in pairs:  # a dict would keep the last one silently
            raise given_twice(name.strip(), name.strip(), name.strip())
        try:
            pairs[name.strip()] = Fraction(amount.strip())
        except (ValueError, ZeroDivisionError):  # "x", "1/0"
            raise InvalidArgumentError(f"{what}: {amount.strip()!r} is not a number") from None
    return pairs


@contextmanager
def _late_progress(description: str, enabled: bool) -> Iterator[ProgressCallback]:
    """A progress callback whose bar appears only once the run has taken over a second."""
    console = Console(stderr=True)
    started = time.perf_counter()
    bar: Progress | None = None
    task: TaskID | None = None

    def update(done: int, total: int) -> None:
        nonlocal bar, task
        if bar is None:
            if not enabled or time.perf_counter() - started < _SHOW_AFTER:
                return
            bar = Progress(TextColumn("[bold]{task.description}"), BarColumn(),
                           TimeElapsedColumn(), console=console, transient=True)  # fmt: skip
            bar.start()
            task = bar.add_task(description, total=total)
        assert task is not None
        bar.update(task, completed=done, total=total)

    try:
        yield update
    finally:
        if bar is not None:
            bar.stop()


def _percent(chance: Fraction | float) -> str:
    return f"{float(chance):.4%}"


def _odds(args: argparse.Namespace, console: Console) -> None:
    hand = " ".join(args.hand)
    common = {"game": args.game, "dead": args.dead, "wild": args.wild, "threads": args.threads}
    if args.best:
        if args.draws != 1:
            raise InvalidArgumentError("--best ranks discards for one draw; leave out --draws")
        if args.discard:
            raise InvalidArgumentError(
                "--best ranks every discard, so it takes no --discard: give one or the other"
            )
        for given, flag in ((args.samples, "--samples"), (args.seed, "--seed")):
            if given is not None:
                raise InvalidArgumentError(
                    f"--best counts one draw exactly and samples nothing: leave out {flag}"
                )
        payout = _pairs(args.payout, "--payout") if args.payout else None
        choices = best_discards(hand, payout=payout, target=args.target, **common)
        criterion = choices[0].criterion
        table = Table(title=f"every discard of {hand}, by {criterion}")
        for name in ("rank", "keep", "discard", criterion, "outcomes"):
            table.add_column(name, justify="left" if name in ("keep", "discard") else "right")
        for rank, choice in enumerate(choices, 1):
            score = choice.score
            shown = _percent(score) if criterion != "expected payout" else f"{float(score):.6f}"
            table.add_row(str(rank), " ".join(c.symbol for c in choice.keep) or "-",
                          " ".join(c.symbol for c in choice.discard) or "-", shown,
                          f"{choice.odds.outcomes:,}")  # fmt: skip
        console.print(table)
        return
    if args.payout:
        raise InvalidArgumentError("--payout ranks discards: use it with --best")
    show_bar = not args.no_progress and console.is_terminal
    args.samples = DEFAULT_SAMPLES if args.samples is None else args.samples
    args.seed = 0 if args.seed is None else args.seed
    if args.draws > 1 and args.target is None:
        _ladder(hand, args, common, console, show_bar)
        return
    with _late_progress("sampling draws", show_bar) as tick:
        odds = draw_odds(hand, args.discard, target=args.target, draws=args.draws,
                         samples=args.samples, seed=args.seed, progress=tick, **common)  # fmt: skip
    _print_odds(odds, console)


_LOW_LADDER = ("7-6-5-4-2", "8-7-6-5-3", "9-8-7-6-4", "T-9-8-7-5", "J-T-9-8-6", "Q-J-T-9-7",
               "K-Q-J-T-8", "A-K-Q-J-9")  # fmt: skip
"""The worst seven-low, eight-low, ... ace-low: the usual 2-7 targets."""


def _ladder(
    hand: str, args: argparse.Namespace, common: dict[str, Any], console: Console, show_bar: bool
) -> None:
    """With several draws and no target: the chance to reach each usual target (each low
    for 2-7, each category otherwise) within 1, 2, ... draws."""
    scale = draw_scale(args.game, args.wild)
    if scale.scale == "low27":
        targets: list[Any] = list(_LOW_LADDER)
    else:
        worst_first = [scale.category(v) for v in range(scale.best, scale.worst + 1)]
        targets = [kind for kind in dict.fromkeys(worst_first) if kind != HandCategory.HIGH_CARD]
    table = Table(title=f"keep the same cards, {args.draws} draws ({scale.name})")
    table.add_column("target or better")
    for draws in range(1, args.draws + 1):
        table.add_column(f"within {draws}", justify="right")
    sampled = None
    # Rows run best target first; the low targets are already in that order.
    with _late_progress("targets", show_bar) as tick:
        for done, target in enumerate(targets, 1):
            odds = draw_odds(hand, args.discard, target=target, draws=args.draws,
                             samples=args.samples, seed=args.seed, **common)  # fmt: skip
            assert odds.target is not None
            label = target.label if isinstance(target, HandCategory) else target
            table.add_row(label, *map(_percent, odds.chance_by_draw))
            sampled = sampled or (None if odds.exact else odds)
            tick(done, len(targets))
    console.print(table)
    if sampled is not None:
        console.print(f"sampled: {args.samples:,} trials a target, seed {sampled.seed}; "
                      f"standard error at most {0.5 / args.samples**0.5:.4%}")  # fmt: skip
    else:
        console.print("exact: every sequence of replacement sets counted")


def _print_odds(odds: DrawOdds, console: Console) -> None:
    scale: DrawScale = odds.scale
    held = " ".join(c.symbol for c in odds.keep) or "nothing"
    thrown = " ".join(c.symbol for c in odds.discard) or "nothing"
    table = Table(title=f"keep {held}, throw {thrown} ({scale.name}): {odds.outcomes:,} draws")
    for name in ("final hand", "count", "chance", "this or better"):
        table.add_column(name, justify="left" if name == "final hand" else "right")
    for kind, count in odds.categories.items():
        table.add_row(kind.label, f"{count:,}", _percent(Fraction(count, odds.outcomes)),
                      _percent(odds.p_at_least(kind)))  # fmt: skip
    console.print(table)
    if odds.target is None:
        return
    how = "exact" if odds.exact else f"sampled, {odds.samples:,} trials, seed {odds.seed}"
    console.print(f"target: {scale.describe(odds.target)} or better ({how})")
    for draws, chance in enumerate(odds.chance_by_draw, 1):
        error = f" ± {odds.stderr:.4%} (1 s.e.)" if odds.stderr is not None else ""
        exact = f" = {chance}" if isinstance(chance, Fraction) else ""
        error = error if draws == len(odds.chance_by_draw) else ""
        console.print(f"  within {draws} draw(s): {_percent(chance)}{error}{exact}")


def _videopoker(args: argparse.Namespace, console: Console) -> None:
    spec = args.paytable
    paytable = _pairs(spec, "pay table") if "=" in spec else spec
    if args.hold:
        dealt_hand(args.hold)  # a bad hand is refused before the analysis runs and prints
    with _late_progress("analysing deals", not args.no_progress and console.is_terminal) as tick:
        analysis = video_poker(paytable, threads=args.threads, progress=tick)
    _print_analysis(analysis, console)
    if args.hold:
        table = Table(title=f"holds of {args.hold}, best first")
        for name in ("rank", "keep", "expected payout"):
            table.add_column(name, justify="left" if name == "keep" else "right")
        for rank, hold in enumerate(analysis.holds(args.hold), 1):
            table.add_row(str(rank), " ".join(c.symbol for c in hold.keep) or "-",
                          f"{float(hold.expected):.6f}")  # fmt: skip
        console.print(table)


def _print_analysis(analysis: VideoPokerAnalysis, console: Console) -> None:
    paytable = analysis.paytable
    rate = analysis.return_rate
    table = Table(title=f"{paytable.name}: return {_percent(rate)} under optimal play")
    for name in ("final hand", "pays", "frequency", "1 in", "return"):
        table.add_column(name, justify="left" if name == "final hand" else "right")
    for category, chance in analysis.frequencies.items():
        pay = paytable.pay(category)
        one_in = f"{float(1 / chance):,.1f}" if chance else "-"
        table.add_row(category, f"{float(pay):g}", f"{float(chance):.8f}", one_in,
                      f"{float(pay * chance):.6f}")  # fmt: skip
    console.print(table)
    console.print(f"return: {rate.numerator} / {rate.denominator} = {float(rate):.10f}")
