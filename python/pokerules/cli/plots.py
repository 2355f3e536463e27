"""``pokerules simulate --plot``: the chart of a simulation, drawn with matplotlib.

One figure: on top the hands shown down by category (each bar with its count; a mixed game
gets one small panel a game with its most frequent categories, the rest counted as "other";
an eight-or-better game a second panel for the low half); below, the pot sizes in bins wide
enough to read (logarithmic when the pots span more than a factor of 30) and each seat's
chips over the run, net and all-in adjusted. :class:`ChipLines` gathers the chip lines while
the bots play, in bounded memory, from the hands each batch of sessions streams out.
"""

from __future__ import annotations

import importlib.util
import math
from typing import Any

import numpy as np
import numpy.typing as npt

from pokerules.errors import InvalidArgumentError
from pokerules.session.hands_table import HandsTable
from pokerules.session.simulate import SimulationResult

__all__ = [
    "MATPLOTLIB_HINT",
    "TOP_CATEGORIES",
    "ChipLines",
    "check_matplotlib",
    "plot_simulation",
    "pot_bins",
]

MATPLOTLIB_HINT = (
    '--plot needs matplotlib: pip install matplotlib (or pip install "pokerules[plot]")'
)
"""What ``--plot`` says without matplotlib: two commands that install it."""

TOP_CATEGORIES = 5
"""Categories a game's panel shows in a mixed game; the others are summed as "other"."""

_POT_BINS = 24
_COLORS = ("#3b6ea5", "#a5533b", "#4f9a5a", "#8a5aa5", "#c59a2a", "#3ba59a", "#a53b6e", "#6b6b6b")


def check_matplotlib() -> None:
    """Refuse ``--plot`` before any work when matplotlib is missing."""
    if importlib.util.find_spec("matplotlib") is None:
        raise InvalidArgumentError(MATPLOTLIB_HINT)


class ChipLines:
    """Each player's running net and all-in adjusted chips, a point every ``stride`` hands.

    Feed it each batch's :class:`~pokerules.session.hands_table.HandsTable`; it keeps between
    ``limit`` and twice ``limit`` points, doubling the stride as the run grows, so a million
    hands cost no more memory than a thousand.

    >>> from pokerules.session.simulate import simulate
    >>> lines = ChipLines(3, limit=50)
    >>> result = simulate("razz", hands=400, players=3, seed=1, on_hands=lines.write)
    >>> lines.hands == result.hands, 50 <= len(lines.x) <= 100
    (True, True)
    >>> [int(n) for n in lines.net[-1]] == [s.net_chips for s in result.seats]
    True
    """

    __slots__ = ("_adjusted", "_net", "adjusted", "hands", "limit", "net", "stride", "x")

    def __init__(self, players: int, limit: int = 2000) -> None:
        self.limit = limit
        self.stride = 1
        self.hands = 0
        self.x: list[int] = [0]
        self.net: list[npt.NDArray[np.float64]] = [np.zeros(players)]
        self.adjusted: list[npt.NDArray[np.float64]] = [np.zeros(players)]
        self._net = np.zeros(players)
        self._adjusted = np.zeros(players)

    def write(self, hands: HandsTable) -> None:
        """Take one batch's hands."""
        count = len(hands)
        net = self._net + np.cumsum(hands.net, axis=0)
        adjusted = self._adjusted + np.cumsum(hands.adjusted, axis=0)
        numbers = np.arange(self.hands + 1, self.hands + count + 1)
        for i in np.flatnonzero(numbers % self.stride == 0):
            self.x.append(int(numbers[i]))
            self.net.append(net[i])
            self.adjusted.append(adjusted[i])
        if count:
            self._net, self._adjusted = net[-1], adjusted[-1]
            self.hands += count
        if len(self.x) > 2 * self.limit:
            self.stride *= 2
            keep = [i for i, x in enumerate(self.x) if x % self.stride == 0]
            self.x = [self.x[i] for i in keep]
            self.net = [self.net[i] for i in keep]
            self.adjusted = [self.adjusted[i] for i in keep]

    def finished(self) -> tuple[list[int], npt.NDArray[np.float64], npt.NDArray[np.float64]]:
        """The points, the last hand included: hand numbers, net and adjusted chips (one
        column a player)."""
        x, net, adjusted = list(self.x), list(self.net), list(self.adjusted)
        if x[-1] != self.hands:
            x.append(self.hands)
            net.append(self._net)
            adjusted.append(self._adjusted)
        return x, np.array(net), np.array(adjusted)


def plot_simulation(result: SimulationResult, path: str, lines: ChipLines | None = None) -> None:
    """Save the chart of ``result`` to ``path`` (PNG, PDF, SVG or JPEG, by its name): the
    showdown categories, the pot sizes and, given the run's ``lines``, the chips over time
    (a result with a hands table draws them from it)."""
    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        raise InvalidArgumentError(MATPLOTLIB_HINT) from None
    if lines is None and result.hands_table is not None:
        lines = ChipLines(result.players)
        lines.write(result.hands_table)
    panels = _category_panels(result)
    columns = min(len(panels), 3)
    rows = math.ceil(len(panels) / columns)
    height = max(2.6, 0.28 * max(len(counts) for _, counts in panels))
    figure = plt.figure(figsize=(13, height * rows + 4.6), layout="constrained")
    halves: Any = figure.subfigures(2, 1, height_ratios=[height * rows, 4.6])
    top, bottom = halves
    top.suptitle(f"Hands shown down, {result.game} ({result.showdowns:,} shown)")
    axes = np.atleast_1d(top.subplots(rows, columns, squeeze=False)).ravel()
    for ax, (title, counts) in zip(axes, panels, strict=False):
        _bars(ax, title, counts)
    for ax in axes[len(panels) :]:
        ax.set_visible(False)
    pot_axis, chip_axis = bottom.subplots(1, 2)
    _pots(pot_axis, result.pot_sizes)
    _chips(chip_axis, result, lines)
    figure.savefig(path, dpi=110)
    plt.close(figure)


def _category_panels(result: SimulationResult) -> list[tuple[str, list[tuple[str, int]]]]:
    """The bar panels: one for the high hands and one for the lows (eight-or-better), or in a
    mixed game one a game (its lows a panel of their own), each its top categories."""
    panels: list[tuple[str, list[tuple[str, int]]]] = []
    split = {label.rpartition(": ")[0] for label in result.low_categories}
    for half, counts in (("high half", result.categories), ("low half", result.low_categories)):
        games: dict[str, list[tuple[str, int]]] = {}
        for label, count in counts.items():
            game, _, category = label.rpartition(": ")
            games.setdefault(game, []).append((category, count))
        for game, shown in games.items():
            words = (game, half if game in split else "")
            title = " ".join(word for word in words if word) or "by category"
            panels.append((title, _top(shown) if game else shown))
    if not panels:
        panels.append(("no hand was shown down", []))
    # A mix's panels game by game: a game's low half next to its high hands.
    return sorted(panels, key=lambda panel: panel[0].split(" ")[0]) if len(panels) > 2 else panels


def _top(shown: list[tuple[str, int]]) -> list[tuple[str, int]]:
    """The most frequent categories, the rest summed as "other"."""
    ordered = sorted(shown, key=lambda item: -item[1])
    if len(ordered) <= TOP_CATEGORIES + 1:
        return ordered
    rest = sum(count for _, count in ordered[TOP_CATEGORIES:])
    return [*ordered[:TOP_CATEGORIES], (f"other ({len(ordered) - TOP_CATEGORIES})", rest)]


def _bars(ax: Any, title: str, counts: list[tuple[str, int]]) -> None:
    if not counts:
        ax.set_axis_off()
        ax.text(0.5, 0.5, title, ha="center", va="center", transform=ax.transAxes)
        return
    labels = [label for label, _ in counts][::-1]
    values = [count for _, count in counts][::-1]
    total = sum(values) or 1
    color = "#8a5aa5" if "low" in title else "#3b6ea5"
    bars = ax.barh(labels, values, color=color)
    ax.bar_label(bars, labels=[f"{v:,} ({100 * v / total:.0f}%)" for v in values],
                 padding=3, fontsize=8)  # fmt: skip
    ax.set_title(title, fontsize=10)
    ax.set_xlim(0, max(values, default=1) * 1.3)
    ax.tick_params(axis="y", labelsize=8)
    ax.tick_params(axis="x", labelsize=8)
    ax.xaxis.set_major_locator(_whole_numbers())
    ax.set_xlabel("hands shown", fontsize=8)
    ax.spines[["top", "right"]].set_visible(False)


def pot_bins(sizes: dict[int, int]) -> tuple[npt.NDArray[np.int64], npt.NDArray[np.int64], bool]:
    """Bin edges (whole chips, each bin at least one chip wide), the hands in each bin, and
    whether the bins grow geometrically (pots spanning more than a factor of 30).

    >>> edges, counts, geometric = pot_bins({2: 5, 3: 1, 4: 7, 40: 1, 400: 2})
    >>> int(counts.sum()), geometric, int(edges[0]), int(edges[-1])
    (16, True, 2, 401)
    """
    pots = np.array(sorted(sizes), dtype=np.int64)
    weights = np.array([sizes[s] for s in pots.tolist()], dtype=np.int64)
    low, high = int(pots[0]), int(pots[-1]) + 1
    geometric = high / low > 30
    # The Rice rule (twice the cube root of the hands), at most _POT_BINS bars; every bin at
    # least two chips wide, so pots of one parity (fixed limit) do not leave every other empty.
    bins = max(1, min(_POT_BINS, math.ceil(2 * int(weights.sum()) ** (1 / 3)), (high - low) // 2))
    spaced = np.geomspace(low, high, bins + 1) if geometric else np.linspace(low, high, bins + 1)
    edges_list = [low]
    for edge in np.round(spaced[1:-1]).astype(np.int64).tolist():
        if edge - edges_list[-1] >= 2 and high - edge >= 2:
            edges_list.append(edge)
    edges = np.array([*edges_list, high], dtype=np.int64)
    counts, _ = np.histogram(pots, bins=edges, weights=weights)
    return edges, counts.astype(np.int64), geometric


def _pots(ax: Any, sizes: dict[int, int]) -> None:
    ax.set_title("Pot sizes", fontsize=10)
    ax.set_xlabel("chips in the pot")
    ax.set_ylabel("hands")
    ax.spines[["top", "right"]].set_visible(False)
    if not sizes:
        return
    edges, counts, geometric = pot_bins(sizes)
    bars = ax.bar(edges[:-1], counts, width=np.diff(edges), align="edge", color="#a5533b",
                  edgecolor="white", linewidth=0.6)  # fmt: skip
    ax.bar_label(bars, labels=[_short(int(c)) if c else "" for c in counts],
                 fontsize=7, rotation=90, padding=2)  # fmt: skip
    ax.set_ylim(0, counts.max() * 1.25)
    ax.yaxis.set_major_locator(_whole_numbers())
    if geometric:
        ax.set_xscale("log")
        ax.set_xlabel("chips in the pot (logarithmic bins)")


def _whole_numbers() -> Any:
    """Ticks at whole numbers only: counts of hands."""
    from matplotlib.ticker import MaxNLocator

    return MaxNLocator(integer=True)


def _short(count: int) -> str:
    """A count in a bar's label: 950, 12.3k, 1.2M."""
    if count >= 1_000_000:
        return f"{count / 1_000_000:.1f}M"
    if count >= 10_000:
        return f"{count / 1000:.0f}k"
    if count >= 1000:
        return f"{count / 1000:.1f}k"
    return str(count)


def _chips(ax: Any, result: SimulationResult, lines: ChipLines | None) -> None:
    ax.set_title("Chips over the run: net (solid) and all-in adjusted (dashed)", fontsize=10)
    ax.set_xlabel("hands")
    ax.set_ylabel("chips won or lost")
    ax.spines[["top", "right"]].set_visible(False)
    if lines is None:
        ax.text(0.5, 0.5, "no per-hand data", ha="center", va="center", transform=ax.transAxes)
        return
    x, net, adjusted = lines.finished()
    ax.xaxis.set_major_locator(_whole_numbers())
    ax.axhline(0, color="#999999", linewidth=0.8)
    show_adjusted = any(s.adjusted_chips is not None for s in result.seats)
    for p, seat in enumerate(result.seats):
        color = _COLORS[p % len(_COLORS)]
        ax.plot(x, net[:, p], color=color, linewidth=1.3, label=f"P{p + 1} {seat.strategy}")
        if show_adjusted:
            ax.plot(x, adjusted[:, p], color=color, linewidth=1.0, linestyle="--", alpha=0.8)
    ax.legend(fontsize=8, ncols=2 if len(result.seats) > 4 else 1, frameon=False)
