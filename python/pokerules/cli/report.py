"""What the command line prints for ``simulate`` and ``bench``: rich tables and a chart."""

from __future__ import annotations

import argparse
import contextlib
import dataclasses
import functools
import importlib.util
import json
import os
import time
from collections.abc import Callable, Iterable, Sequence

from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn
from rich.table import Table

from pokerules.cli.hands_out import ParquetSink, check_out
from pokerules.cli.mixed import game_from_args
from pokerules.cli.peers import pokerkit_hands_per_second, rate
from pokerules.cli.plots import ChipLines, check_matplotlib, plot_simulation
from pokerules.cli.simulate_json import simulation_document
from pokerules.errors import InvalidArgumentError
from pokerules.games import Game, find_game
from pokerules.session.hands_table import HandsTable
from pokerules.session.simulate import SeatStats, SimulationResult, simulate

__all__ = [
    "CHART_FORMATS",
    "check_output",
    "plot_simulation",
    "print_bench",
    "print_simulation",
    "simulation_tables",
]


def _per_hand(mean: float, interval: tuple[float, float]) -> str:
    """A mean a hand and the half-width of its 95% interval: ``+1.25 ± 0.40``."""
    return f"{mean:+.2f} ± {(interval[1] - interval[0]) / 2:.2f}"


def simulation_tables(result: SimulationResult) -> list[Table]:
    """The results of a simulation as rich tables: seats, strategies, the results a hand
    (net and all-in adjusted, with 95% intervals), categories, pots."""
    sessions = "1 session" if result.sessions == 1 else f"{result.sessions} sessions"
    seats = Table(title=f"{result.hands} hands of {result.game}, {sessions}")
    for name in ("seat", "strategy", "hands", "won %", "net chips", "chips/hand", "sessions won"):
        seats.add_column(name, justify="right" if name not in ("strategy",) else "left")
    for s in result.seats:
        seats.add_row(
            f"P{s.seat + 1}", s.strategy, str(s.hands_played), f"{100 * s.win_rate:.1f}",
            f"{s.net_chips:+d}", f"{s.chips_per_hand:+.2f}", f"{s.sessions_won:g}",
        )  # fmt: skip
    strategies = Table(title="by strategy")
    for name in ("strategy", "hands", "won %", "net chips", "chips/hand", "sessions won"):
        strategies.add_column(name, justify="right" if name != "strategy" else "left")
    by_strategy = result.by_strategy().values()
    for s in by_strategy:
        strategies.add_row(
            s.strategy, str(s.hands_played), f"{100 * s.win_rate:.1f}", f"{s.net_chips:+d}",
            f"{s.chips_per_hand:+.2f}", f"{s.sessions_won:g}",
        )  # fmt: skip
    return [seats, strategies, _results_table(result.seats, by_strategy), *_other_tables(result)]


def _results_table(seats: Sequence[SeatStats], strategies: Iterable[SeatStats]) -> Table:
    """Chips a hand with 95% intervals, net and all-in adjusted (each all-in pot with cards or
    draws to come paid by equity: "all-in EV"), by seat then by strategy."""
    adjusted = all(s.adjusted_chips is not None for s in seats)
    table = Table(
        title="chips a hand ± 95% interval" + (", net and all-in adjusted" if adjusted else ""),
        caption="all-in adj.: all-in pots paid by equity" if adjusted else None,
    )
    names = ("seat", "hands", "all-ins", "net", "all-in adj.") if adjusted else ("seat", "net")
    for name in names:
        table.add_column(name, justify="right" if name != "seat" else "left")
    rows = [(f"P{s.seat + 1} {s.strategy}", s) for s in seats]
    rows += [(f"all {s.strategy}", s) for s in strategies]
    for index, (label, s) in enumerate(rows):
        if index == len(seats):
            table.add_section()
        net = _per_hand(s.chips_per_hand, s.net_ci95)
        if adjusted:
            adjusted_chips = _per_hand(s.adjusted_per_hand, s.adjusted_ci95)
            table.add_row(label, str(s.hands_played), str(s.allin_hands), net, adjusted_chips)
        else:
            table.add_row(label, net)
    return table


def _other_tables(result: SimulationResult) -> list[Table]:
    """The showdown categories and the pots."""
    shown = Table(title=f"hands shown down ({result.showdowns})")
    shown.add_column("category")
    shown.add_column("count", justify="right")
    shown.add_column("%", justify="right")
    for label, count in result.categories.items():
        shown.add_row(label, str(count), f"{100 * count / max(result.showdowns, 1):.1f}")
    mean, median, largest = result.pot_summary()
    pots = Table(title="pots")
    for name in ("hands with a pot", "mean", "median", "largest"):
        pots.add_column(name, justify="right")
    pots.add_row(str(sum(result.pot_sizes.values())), f"{mean:.1f}", f"{median:g}", str(largest))
    return [shown, pots]


CHART_FORMATS = (".png", ".pdf", ".svg", ".jpg", ".jpeg")
"""The file types ``--plot`` writes."""


def check_output(path: str, what: str) -> None:
    """Refuse, before any work, an output file that cannot be written.

    The file is opened for appending (and removed again if it was new), because permission
    bits alone do not tell: root may write anywhere, except where /sys and /proc say no.
    A write that fails later (a full disk) is reported by the command line in one line.
    """
    target = os.path.abspath(path)
    folder = os.path.dirname(target)
    if os.path.isdir(target):
        raise InvalidArgumentError(f"{what} {path!r} is a folder, not a file")
    if not os.path.isdir(folder):
        raise InvalidArgumentError(f"{what} {path!r}: the folder {folder!r} does not exist")
    existed = os.path.exists(target)
    if existed and not os.path.isfile(target):  # a device or a pipe: opening may block
        if not os.access(target, os.W_OK):
            raise InvalidArgumentError(f"{what} {path!r} cannot be written")
        return
    try:
        with open(target, "a", encoding="utf-8"):
            pass
    except OSError as error:
        raise InvalidArgumentError(
            f"{what} {path!r} cannot be written: {error.strerror or error}"
        ) from None
    if not existed:
        os.remove(target)


def check_phh_name(path: str, hands: int) -> None:
    """Refuse, before any work, a PHH file name that would not hold ``hands`` hands.

    ``pokerules replay`` and :func:`pokerules.phh.load` read a ``.phh`` file as one hand and a
    ``.phhs`` file as several (tables ``[1]``, ``[2]``, ...), so a run of several hands needs
    the ``.phhs`` name.

    >>> check_phh_name("hands.phhs", 10), check_phh_name("hand.phh", 1)
    (None, None)
    >>> check_phh_name("hands.phh", 10)  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    pokerules.errors.InvalidArgumentError: --phh 'hands.phh': a .phh file holds one hand, ...
    """
    lowered = path.lower()
    if lowered.endswith(".phhs"):
        return
    if not lowered.endswith(".phh"):
        raise InvalidArgumentError(
            f"--phh {path!r}: a PHH file ends in .phh (one hand) or .phhs (several hands)"
        )
    if hands > 1:
        raise InvalidArgumentError(
            f"--phh {path!r}: a .phh file holds one hand, but this run writes up to "
            f"{min(hands, 1000)}; name it {path[:-4] + '.phhs'!r} (a .phhs file holds several)"
        )


def print_simulation(args: argparse.Namespace) -> None:
    """Run ``pokerules simulate`` with parsed arguments and print its output: tables, or one
    JSON document with ``--json`` (:mod:`pokerules.cli.simulate_json`).

    The output files are checked first, so a bad path fails at once, not after the run.
    ``--out`` streams every hand to Parquet while the bots play (:mod:`pokerules.cli.hands_out`).
    """
    console = Console(highlight=False)
    game = game_from_args(args)
    deals = game.deals if isinstance(game, Game) else game.deals_for(args.players)
    hands = args.hands if args.hands is not None else deals
    as_json = getattr(args, "json", False)
    out = getattr(args, "out", None)
    if as_json and args.history:
        raise InvalidArgumentError("--json prints one JSON document, --history text: pick one")
    if args.phh:
        check_output(args.phh, "--phh")
        check_phh_name(args.phh, hands)
    if out:
        check_out(out)
        check_output(out, "--out")
    if args.plot:
        if not args.plot.lower().endswith(CHART_FORMATS):
            kinds = ", ".join(CHART_FORMATS)
            raise InvalidArgumentError(f"--plot {args.plot!r}: the chart is one of {kinds}")
        check_output(args.plot, "--plot")
        check_matplotlib()
    strategies = tuple(s.strip() for s in args.bots.split(",") if s.strip())
    histories = hands if args.history else 0
    status = Console(highlight=False, stderr=True) if as_json else console
    show_bar = not args.no_progress and status.is_terminal
    sinks: list[Callable[[HandsTable], None]] = []
    lines = ChipLines(args.players) if args.plot else None
    if lines is not None:
        sinks.append(lines.write)
    with contextlib.ExitStack() as stack, Progress(
        TextColumn("[bold]{task.description}"), BarColumn(), MofNCompleteColumn(),
        TimeRemainingColumn(), console=status, disable=not show_bar, transient=True,
    ) as bar:  # fmt: skip
        parquet = stack.enter_context(ParquetSink(out, args.players)) if out else None
        if parquet is not None:
            sinks.append(parquet.write)
        task = bar.add_task(f"{args.game or game.name}", total=hands)
        started = time.perf_counter()
        result = simulate(
            game,
            hands=hands,
            players=args.players,
            seed=args.seed,
            strategies=strategies,
            workers=args.workers,
            histories=min(histories, 1000),
            phh=min(hands, 1000) if args.phh else 0,
            progress=lambda done: bar.update(task, completed=done),
            allin_ev=not args.no_allin_ev,
            on_hands=functools.partial(_to_sinks, sinks) if sinks else None,
        )
        elapsed = time.perf_counter() - started
    if args.history:
        for text in result.histories:
            console.print(text, markup=False)
            console.print()
        console.print("Standings after the first session:", markup=False)
        for line in result.standings:
            console.print(f"  {line}", markup=False)
        console.print()
    if isinstance(game, Game) and args.game is not None and find_game(game.name) != game:
        # An alias with options (FT is fixed-limit hold'em): name it as given, not "holdem".
        result = dataclasses.replace(result, game=args.game)
    if args.phh:
        with open(args.phh, "w", encoding="utf-8") as phh_file:
            if args.phh.lower().endswith(".phh"):  # one hand, as check_phh_name allowed
                phh_file.write(result.phh[0])
            else:
                texts = (f"[{i}]\n{text}" for i, text in enumerate(result.phh, 1))
                phh_file.write("\n\n".join(texts))
                phh_file.write("\n")
    if args.plot:
        plot_simulation(result, args.plot, lines)
    if as_json:
        files = {name: path for name, path in (("out", out), ("phh", args.phh),
                                               ("plot", args.plot)) if path}  # fmt: skip
        print(json.dumps(simulation_document(result, **files), indent=2))
        return
    for table in simulation_tables(result):
        console.print(table)
    console.print(
        f"{result.hands} hands in {elapsed:.2f} s ({result.hands / elapsed:,.0f} a second)"
    )
    if parquet is not None:
        console.print(f"{parquet.rows} hands written to {out} (Parquet, {parquet.row_groups} "
                      f"row group{'s' if parquet.row_groups != 1 else ''})")  # fmt: skip
    if args.phh:
        console.print(f"{len(result.phh)} hands written to {args.phh} (PHH)")
    if args.plot:
        console.print(f"chart saved to {args.plot}")


def _to_sinks(sinks: list[Callable[[HandsTable], None]], hands: HandsTable) -> None:
    for sink in sinks:
        sink(hands)


def print_bench(quick: bool = False) -> None:
    """Run ``pokerules bench``: evaluator and engine throughput against installed peers."""
    import random

    import numpy as np

    from pokerules.evaluation import evaluate, evaluate_many

    console = Console(highlight=False)
    seconds = 0.3 if quick else 1.0
    rng = random.Random(1)
    hands = [rng.sample(range(52), 7) for _ in range(2000)]
    batch = np.array(hands * 50, dtype=np.int64)
    table = Table(title="7-card evaluation")
    table.add_column("implementation")
    table.add_column("hands/s", justify="right")
    table.add_column("pokerules is faster by", justify="right")

    def ours_single() -> int:
        for h in hands:
            evaluate(*h)
        return len(hands)

    ours = rate(ours_single, seconds)
    table.add_row("pokerules evaluate (one call per hand)", f"{ours:,.0f}", "")
    table.add_row(
        "pokerules evaluate_many (numpy batch)",
        f"{rate(lambda: len(evaluate_many(batch)), seconds):,.0f}",
        "",
    )
    if importlib.util.find_spec("phevaluator"):
        from phevaluator import evaluate_cards

        def peer() -> int:
            for h in hands:
                evaluate_cards(*h)
            return len(hands)

        peer_rate = rate(peer, seconds)
        table.add_row("phevaluator evaluate_cards", f"{peer_rate:,.0f}", f"{ours / peer_rate:.1f}x")
    if importlib.util.find_spec("eval7"):
        import eval7

        decks = [[eval7.Card("23456789TJQKA"[c >> 2] + "cdhs"[c & 3]) for c in h] for h in hands]

        def peer7() -> int:
            for h in decks:
                eval7.evaluate(h)
            return len(decks)

        peer_rate = rate(peer7, seconds)
        table.add_row("eval7 evaluate", f"{peer_rate:,.0f}", f"{ours / peer_rate:.1f}x")
    if importlib.util.find_spec("treys"):
        from treys import Card as TreysCard
        from treys import Evaluator

        evaluator = Evaluator()
        treys_hands = [
            [TreysCard.new("23456789TJQKA"[c >> 2] + "cdhs"[c & 3]) for c in h] for h in hands
        ]

        def peer_treys() -> int:
            for h in treys_hands[:200]:
                evaluator.evaluate(h[:2], h[2:])
            return 200

        peer_rate = rate(peer_treys, seconds)
        table.add_row("treys Evaluator.evaluate", f"{peer_rate:,.0f}", f"{ours / peer_rate:.1f}x")
    console.print(table)

    engine = Table(title="full hands, 6 players, uniformly random legal actions")
    engine.add_column("game")
    engine.add_column("pokerules hands/s", justify="right")
    engine.add_column("pokerkit hands/s", justify="right")
    engine.add_column("ratio", justify="right")
    for name in ("triple-draw", "nl-draw"):
        ours_engine = _engine_rate(name, seconds)
        pokerkit_rate = pokerkit_hands_per_second(name, seconds)
        engine.add_row(
            name,
            f"{ours_engine:,.0f}",
            f"{pokerkit_rate:,.0f}" if pokerkit_rate else "not installed",
            f"{ours_engine / pokerkit_rate:.1f}x" if pokerkit_rate else "",
        )
    console.print(engine)


def _engine_rate(name: str, seconds: float) -> float:
    """Hands per second of 6-handed random legal play of game ``name``."""
    import random

    from pokerules.engine.hand import Hand
    from pokerules.players.bots import play_random

    game = find_game(name)
    rng = random.Random(0)
    counter = iter(range(1 << 62))

    def one_hand() -> int:
        i = next(counter)
        play_random(Hand(game, [200] * 6, button=i % 6, seed=i), rng)
        return 1

    return rate(one_hand, seconds)
