"""The ``pokerules odds`` and ``pokerules videopoker`` commands.

* ``pokerules odds HAND --discard CARDS [--game G] [--dead CARDS] [--target T] [--draws N]``:
  the exact final-hand distribution of one discard, and the chance to reach a target within
  N draws; with N > 1 and no target, the chance of each usual target (each low from a seven
  to an ace for 2-7, each category otherwise).
* ``pokerules odds HAND --best [--payout flush=6,full-house=9 | --target T]``: all 32
  discards ranked.
* ``pokerules videopoker PAYTABLE [--hold HAND]``: the return of a pay table under optimal
  play and the frequency of each final hand; the ranked holds of a hand.

Final hands are named in the scale's words (:func:`~pokerules.evaluation.category_name`): a
2-7 draw ends in a seven-low or an eight-low, not a "high card". ``--target`` takes those
names too (``eight-low``, ``flush``, ``royal-flush``). With ``--json`` each command prints one
JSON document instead of tables (the schemas are in the command-line page of the docs). A
progress bar appears when a run takes more than a second; the results never depend on it.
"""

from __future__ import annotations

import argparse
import functools
import json
import re
import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from fractions import Fraction
from typing import Any

from rich.console import Console
from rich.progress import BarColumn, Progress, TaskID, TextColumn, TimeElapsedColumn
from rich.table import Table

from pokerules.analysis.draw_setup import DrawScale, draw_scale, given_twice
from pokerules.analysis.draws import (
    DEFAULT_SAMPLES,
    DiscardChoice,
    DrawOdds,
    best_discards,
    draw_odds,
)
from pokerules.analysis.draws import Progress as ProgressCallback
from pokerules.analysis.videopoker import (
    PAY_TABLES,
    PayTable,
    VideoPokerAnalysis,
    VideoPokerHold,
    dealt_hand,
    video_poker,
)
from pokerules.cards import Card
from pokerules.cli.arguments import seed
from pokerules.errors import InvalidArgumentError, PokerulesError
from pokerules.evaluation.low_names import category_name, category_names

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
                      help='a hand to reach or beat: a category ("flush", "royal-flush", '
                           '"eight-low" in 2-7), ranks ("8-6-5-4-2"), cards or a class '
                           "value")  # fmt: skip
    odds.add_argument("--draws", type=int, default=1, help="draws to reach the target: 1, 2 or 3")
    # None when not given, so --best (exact, nothing sampled) can refuse them.
    odds.add_argument("--samples", type=int, default=None,  # draw_odds names its range
                      help="trials when a multi-draw chance is sampled (3+ cards; "
                           f"default {DEFAULT_SAMPLES:,})")  # fmt: skip
    odds.add_argument("--seed", type=seed, default=None,
                      help="seed of the sampling, 0 to 2**64 - 1 (default 0)")  # fmt: skip
    odds.add_argument("--threads", type=int, default=None, help="threads (default: all cores)")
    odds.add_argument("--best", action="store_true", help="rank all 32 discards")
    odds.add_argument("--payout", default=None,
                      help="with --best: rank by expected payout, such as "
                           '"flush=6,full-house=9,straight-flush=50"')  # fmt: skip
    odds.add_argument("--no-progress", action="store_true", help="no progress bar")
    odds.add_argument("--json", action="store_true", help="print one JSON document")

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
    vp.add_argument("--json", action="store_true", help="print one JSON document")


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


def _print_json(document: dict[str, Any]) -> None:
    print(json.dumps(document, indent=2))


def _ids(cards: Sequence[Card]) -> list[str]:
    return [str(card) for card in cards]


def _name_key(text: str) -> str:
    return re.sub(r"[\s_-]+", " ", text.strip().lower())


@functools.cache
def _worst_of_names(scale: DrawScale) -> dict[str, int]:
    """Each category name of a scale (as :func:`_name_key` spells it) and its worst value:
    reaching that value or better is reaching the category. Names cover runs of values."""
    worst: dict[str, int] = {}
    for value in range(scale.best, scale.worst + 1):  # best first: the last value seen wins
        name = category_name(value, scale.scale, may_duplicate=scale.may_duplicate)
        worst[_name_key(name)] = value
    return worst


def _resolved_target(target: int | str | None, scale: DrawScale) -> int | str | None:
    """A named target as its class value (``eight-low``, ``royal-flush``); a target the scale
    cannot read is refused with every kind of target it takes."""
    if target is None or isinstance(target, int):
        return target
    key = _name_key(target)
    named = _worst_of_names(scale).get(key)
    if named is not None:
        return named
    if key in ("royal", "royal flush") and scale.scale in ("high", "wild"):
        return scale.value_of([51, 47, 43, 39, 35])  # the royal in spades, As Ks Qs Js Ts
    try:
        return scale.threshold(target)
    except PokerulesError:
        names = ", ".join(n.lower().replace(" ", "-") for n in category_names(scale.scale))
        royal = "royal-flush, " if scale.scale in ("high", "wild") else ""
        size, example = (
            ("four", '"4c 3d 2h As"') if scale.hand_size == 4 else ("five", '"7h 5d 4c 3s 2h"')
        )
        raise InvalidArgumentError(
            f"--target {target!r} is not a target on the {scale.name} scale: give a "
            f"category ({royal}{names}), {size} cards such as {example} or their ranks, or a "
            f"class value from {scale.best} (best) to {scale.worst}"
        ) from None


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
    scale = draw_scale(args.game, args.wild)
    target = _resolved_target(args.target, scale)
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
        choices = best_discards(hand, payout=payout, target=target, **common)
        _print_best(hand, choices, args, console)
        return
    if args.payout:
        raise InvalidArgumentError("--payout ranks discards: use it with --best")
    show_bar = not args.no_progress and not args.json and console.is_terminal
    args.samples = DEFAULT_SAMPLES if args.samples is None else args.samples
    args.seed = 0 if args.seed is None else args.seed
    if args.draws > 1 and target is None:
        _ladder(hand, args, common, console, show_bar)
        return
    with _late_progress("sampling draws", show_bar) as tick:
        odds = draw_odds(hand, args.discard, target=target, draws=args.draws,
                         samples=args.samples, seed=args.seed, progress=tick, **common)  # fmt: skip
    if args.json:
        _print_json(_odds_document(odds, args.game))
    else:
        _print_odds(odds, console)


def _print_best(
    hand: str, choices: Sequence[DiscardChoice], args: argparse.Namespace, console: Console
) -> None:
    criterion = choices[0].criterion
    if args.json:
        scale = choices[0].odds.scale
        _print_json({
            "command": "odds", "kind": "best", "game": args.game, "scale": scale.scale,
            "hand": _ids(choices[0].odds.hand), "criterion": criterion,
            "discards": [
                {"rank": rank, "keep": _ids(choice.keep), "discard": _ids(choice.discard),
                 "score": float(choice.score), "outcomes": choice.odds.outcomes}
                for rank, choice in enumerate(choices, 1)
            ],
        })  # fmt: skip
        return
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


def _ladder_targets(scale: DrawScale) -> list[tuple[str, int]]:
    """The usual targets, best first, as (name, worst value): each low from seven to ace in
    2-7, the sizes of a badugi, each category but the worst otherwise (every hand reaches it)."""
    worst = _worst_of_names(scale)
    names = category_names(scale.scale)
    if scale.scale == "low27":
        return [(name, worst[_name_key(name)]) for name in names if name.endswith("-low")]
    if scale.scale == "badugi":  # a badugi player counts cards: four, three, two
        sizes = [(name, worst[_name_key(name)]) for name in names[-3:-1]]
        return [("Four-card badugi", worst[_name_key("King-low badugi")]), *sizes]
    return [(name, worst[_name_key(name)]) for name in names[:-1] if _name_key(name) in worst]


def _ladder(
    hand: str, args: argparse.Namespace, common: dict[str, Any], console: Console, show_bar: bool
) -> None:
    """With several draws and no target: the chance to reach each usual target within 1, 2,
    ... draws."""
    scale = draw_scale(args.game, args.wild)
    targets = _ladder_targets(scale)
    rows: list[tuple[str, int, tuple[Fraction | float, ...]]] = []
    sampled = None
    # Rows run best target first, as the scale's names do.
    with _late_progress("targets", show_bar) as tick:
        for done, (name, value) in enumerate(targets, 1):
            odds = draw_odds(hand, args.discard, target=value, draws=args.draws,
                             samples=args.samples, seed=args.seed, **common)  # fmt: skip
            rows.append((name, value, odds.chance_by_draw))
            sampled = sampled or (None if odds.exact else odds)
            tick(done, len(targets))
    if args.json:
        _print_json({
            "command": "odds", "kind": "ladder", "game": args.game, "scale": scale.scale,
            "hand": _ids(odds.hand), "keep": _ids(odds.keep), "discard": _ids(odds.discard),
            "draws": args.draws, "exact": sampled is None,
            "samples": None if sampled is None else args.samples,
            "seed": None if sampled is None else sampled.seed,
            "targets": [
                {"target": name, "class": value, "description": scale.describe(value),
                 "chance_by_draw": [float(chance) for chance in chances]}
                for name, value, chances in rows
            ],
        })  # fmt: skip
        return
    table = Table(title=f"keep the same cards, {args.draws} draws ({scale.name})")
    table.add_column("target or better")
    for draws in range(1, args.draws + 1):
        table.add_column(f"within {draws}", justify="right")
    for name, value, chances in rows:
        label = f"{name} ({_ranks(scale, value)})" if scale.scale == "low27" else name
        table.add_row(label, *map(_percent, chances))
    console.print(table)
    if sampled is not None:
        console.print(f"sampled: {args.samples:,} trials a target, seed {sampled.seed}; "
                      f"standard error at most {0.5 / args.samples**0.5:.4%}")  # fmt: skip
    else:
        console.print("exact: every sequence of replacement sets counted")


def _ranks(scale: DrawScale, value: int) -> str:
    """A low's ranks, as its description spells them after the colon: 7-6-5-4-2."""
    return scale.describe(value).rpartition(": ")[2]


def _named_counts(odds: DrawOdds) -> list[tuple[str, int]]:
    """The final hands counted by category name, best first."""
    scale = odds.scale
    counts: dict[str, int] = {}
    for offset in odds.classes.array.nonzero()[0]:
        value = odds.classes.best + int(offset)
        name = category_name(value, scale.scale, may_duplicate=scale.may_duplicate)
        counts[name] = counts.get(name, 0) + int(odds.classes.array[offset])
    return list(counts.items())


def _odds_document(odds: DrawOdds, game: str) -> dict[str, Any]:
    """The ``odds --json`` document of one discard."""
    seen = 0
    final = []
    for name, count in _named_counts(odds):
        seen += count
        final.append({"category": name, "count": count, "chance": count / odds.outcomes,
                      "at_least": seen / odds.outcomes})  # fmt: skip
    target = None
    if odds.target is not None:
        target = {
            "class": odds.target,
            "description": odds.scale.describe(odds.target),
            "draws": odds.draws,
            "chance_by_draw": [float(chance) for chance in odds.chance_by_draw],
            "exact": odds.exact,
            "stderr": odds.stderr,
            "samples": None if odds.exact else odds.samples,
            "seed": None if odds.exact else odds.seed,
        }
    return {
        "command": "odds", "kind": "discard", "game": game, "scale": odds.scale.scale,
        "hand": _ids(odds.hand), "keep": _ids(odds.keep), "discard": _ids(odds.discard),
        "outcomes": odds.outcomes, "final_hands": final, "target": target,
    }  # fmt: skip


def _print_odds(odds: DrawOdds, console: Console) -> None:
    scale: DrawScale = odds.scale
    held = " ".join(c.symbol for c in odds.keep) or "nothing"
    thrown = " ".join(c.symbol for c in odds.discard) or "nothing"
    table = Table(title=f"keep {held}, throw {thrown} ({scale.name}): {odds.outcomes:,} draws")
    for name in ("final hand", "count", "chance", "this or better"):
        table.add_column(name, justify="left" if name == "final hand" else "right")
    seen = 0
    for name, count in _named_counts(odds):
        seen += count
        table.add_row(name, f"{count:,}", _percent(Fraction(count, odds.outcomes)),
                      _percent(Fraction(seen, odds.outcomes)))  # fmt: skip
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
    # A custom table is built (and a category given twice, in any spelling, refused) before
    # the analysis; an unknown name is refused by video_poker before it starts.
    paytable = PayTable.custom(_pairs(spec, "pay table")) if "=" in spec else spec
    if args.hold:
        dealt_hand(args.hold)  # a bad hand is refused before the analysis runs and prints
    show_bar = not args.no_progress and not args.json and console.is_terminal
    with _late_progress("analysing deals", show_bar) as tick:
        analysis = video_poker(paytable, threads=args.threads, progress=tick)
    holds = analysis.holds(args.hold) if args.hold else None
    if args.json:
        _print_json(_videopoker_document(analysis, args.hold, holds))
        return
    _print_analysis(analysis, console)
    if holds is not None:
        table = Table(title=f"holds of {args.hold}, best first")
        for name in ("rank", "keep", "expected payout"):
            table.add_column(name, justify="left" if name == "keep" else "right")
        for rank, hold in enumerate(holds, 1):
            table.add_row(str(rank), " ".join(c.symbol for c in hold.keep) or "-",
                          f"{float(hold.expected):.6f}")  # fmt: skip
        console.print(table)


def _videopoker_document(
    analysis: VideoPokerAnalysis, hand: str | None, holds: Sequence[VideoPokerHold] | None
) -> dict[str, Any]:
    """The ``videopoker --json`` document."""
    paytable = analysis.paytable
    rate = analysis.return_rate
    return {
        "command": "videopoker",
        "paytable": paytable.name,
        "deuces_wild": paytable.deuces_wild,
        "pays": {name: float(pay) for name, pay in paytable.pays.items()},
        "return": float(rate),
        "return_fraction": f"{rate.numerator}/{rate.denominator}",
        "deals": analysis.deals,
        "final_hands": [
            {"category": name, "pays": float(paytable.pay(name)), "frequency": float(chance),
             "return": float(paytable.pay(name) * chance)}
            for name, chance in analysis.frequencies.items()
        ],
        "holds": None if holds is None else {
            "hand": _ids(dealt_hand(hand or "")),
            "holds": [
                {"rank": rank, "keep": _ids(hold.keep), "discard": _ids(hold.discard),
                 "expected": float(hold.expected)}
                for rank, hold in enumerate(holds, 1)
            ],
        },
    }  # fmt: skip


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
