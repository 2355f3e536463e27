"""What a simulation adds up to: each seat's totals, and the result of the whole run.

:class:`SimulationResult` is what :func:`~pokerules.session.simulate.simulate` returns;
:class:`Totals` folds the batches of sessions into it one at a time as they finish, so a run
of any length keeps only running sums (and the hands table, when one is asked for).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from pokerules.errors import InvalidArgumentError
from pokerules.session.hands_table import HandsTable
from pokerules.session.results import ci95

if TYPE_CHECKING:
    import pyarrow

__all__ = ["Batch", "SeatStats", "SimulationResult", "Totals"]


@dataclass(frozen=True, slots=True)
class SeatStats:
    """One seat's totals over the simulation."""

    seat: int
    strategy: str
    hands_played: int
    hands_won: int
    net_chips: int
    sessions_won: float
    """First places, a tie for first counting as a share."""
    adjusted_chips: float | None = None
    """:attr:`net_chips` with every all-in pot paid by equity at the moment the betting closed
    (:mod:`pokerules.engine.allin`); ``None`` when the simulation did not work it out."""
    allin_hands: int = 0
    """Hands this seat played to an all-in with cards or draws to come."""
    net_squares: int = 0
    """The sum of the squares of the seat's hand results, for :attr:`net_ci95`."""
    adjusted_squares: float = 0.0
    """The same for the adjusted hand results, for :attr:`adjusted_ci95`."""

    @property
    def win_rate(self) -> float:
        """Share of the hands played in which this seat won chips."""
        return self.hands_won / self.hands_played if self.hands_played else 0.0

    @property
    def chips_per_hand(self) -> float:
        """Average net chips per hand played."""
        return self.net_chips / self.hands_played if self.hands_played else 0.0

    @property
    def adjusted_per_hand(self) -> float:
        """Average all-in adjusted chips per hand played (net chips without the adjustment)."""
        adjusted = self.net_chips if self.adjusted_chips is None else self.adjusted_chips
        return adjusted / self.hands_played if self.hands_played else 0.0

    @property
    def net_ci95(self) -> tuple[float, float]:
        """The 95% confidence interval of :attr:`chips_per_hand`
        (:func:`pokerules.session.results.ci95`)."""
        return ci95(self.net_chips, self.net_squares, self.hands_played)

    @property
    def adjusted_ci95(self) -> tuple[float, float]:
        """The 95% confidence interval of :attr:`adjusted_per_hand`."""
        if self.adjusted_chips is None:
            return self.net_ci95
        return ci95(self.adjusted_chips, self.adjusted_squares, self.hands_played)


@dataclass(frozen=True, slots=True)
class SimulationResult:
    """Totals of a simulation: per seat, per strategy, showdown categories and pot sizes, and
    when asked for every hand as a table (:meth:`to_arrow`, :meth:`to_pandas`,
    :meth:`to_polars`)."""

    game: str
    players: int
    seed: int
    hands: int
    sessions: int
    seats: tuple[SeatStats, ...]
    categories: dict[str, int]
    """How often each hand category was shown down."""
    pot_sizes: dict[int, int]
    """Pot size (all chips awarded in a hand) -> number of hands."""
    histories: tuple[str, ...] = field(default=(), repr=False)
    """Text histories of the first hands, when asked for."""
    standings: tuple[str, ...] = field(default=(), repr=False)
    """Final standings of the first session, as text lines, when histories were asked for."""
    phh: tuple[str, ...] = field(default=(), repr=False)
    """PHH files (:func:`pokerules.phh.to_phh`) of the first hands, when asked for."""
    low_categories: dict[str, int] = field(default_factory=dict)
    """In eight-or-better games, the low half of the hands shown down: how often each low
    was shown (``"No low"`` for a hand without a qualifying low); empty in other games."""
    hands_table: HandsTable | None = field(default=None, repr=False)
    """Every hand, one row each (:class:`~pokerules.session.hands_table.HandsTable`), when
    asked for with ``hands_table=True``."""

    def to_arrow(self) -> pyarrow.Table:
        """:attr:`hands_table` as a :class:`pyarrow.Table`
        (:meth:`~pokerules.session.hands_table.HandsTable.to_arrow`)."""
        return self._table().to_arrow()

    def to_pandas(self) -> Any:
        """:attr:`hands_table` as a pandas ``DataFrame``."""
        return self._table().to_pandas()

    def to_polars(self) -> Any:
        """:attr:`hands_table` as a polars ``DataFrame``."""
        return self._table().to_polars()

    def _table(self) -> HandsTable:
        if self.hands_table is None:
            raise InvalidArgumentError(
                "this result has no hands table: simulate with hands_table=True to keep one"
            )
        return self.hands_table

    def by_strategy(self) -> dict[str, SeatStats]:
        """Seat totals summed per strategy (``seat`` is -1 in the result)."""
        totals: dict[str, list[float]] = {}
        adjusted = all(s.adjusted_chips is not None for s in self.seats)
        for s in self.seats:
            row = totals.setdefault(s.strategy, [0, 0, 0, 0.0, 0.0, 0, 0, 0.0])
            row[0] += s.hands_played
            row[1] += s.hands_won
            row[2] += s.net_chips
            row[3] += s.sessions_won
            row[4] += s.adjusted_chips or 0.0
            row[5] += s.allin_hands
            row[6] += s.net_squares
            row[7] += s.adjusted_squares
        return {
            name: SeatStats(
                -1,
                name,
                int(row[0]),
                int(row[1]),
                int(row[2]),
                row[3],
                row[4] if adjusted else None,
                int(row[5]),
                int(row[6]),
                row[7],
            )
            for name, row in totals.items()
        }

    @property
    def showdowns(self) -> int:
        """Hands shown down (all shown hands counted in :attr:`categories`)."""
        return sum(self.categories.values())

    def pot_summary(self) -> tuple[float, float, int]:
        """Mean, median and largest pot."""
        counts = self.pot_sizes
        total = sum(counts.values())
        if not total:
            return 0.0, 0.0, 0
        # Read off the histogram: a million hands need no million-long list.
        mean = sum(size * n for size, n in counts.items()) / total
        middle: list[int] = []
        seen = 0
        for size in sorted(counts):
            before, seen = seen, seen + counts[size]
            for rank in {(total - 1) // 2, total // 2}:
                if before <= rank < seen:
                    middle.append(size)
        return mean, sum(middle) / len(middle), max(counts)


@dataclass
class Batch:
    """What one batch of sessions adds up to (the unit a worker returns): per player, hands
    played and won, net chips, first places, and the all-in adjusted chips less the net
    (``swing``), all-in hands and the sums of the squares of the hand results, real and
    adjusted; the categories and pots; the histories, standings and PHH files kept; and its
    hands (``table``) when they are recorded."""

    hands: list[int]
    sessions: int
    played: list[int]
    won: list[int]
    net: list[int]
    firsts: list[float]
    categories: Counter[str]
    pots: Counter[int]
    histories: list[str]
    standings: list[str]
    phh: list[str]
    swing: list[float]
    allins: list[int]
    net_squares: list[int]
    adjusted_squares: list[float]
    low_categories: Counter[str] = field(default_factory=Counter)
    table: HandsTable | None = None

    @classmethod
    def empty(cls, players: int) -> Batch:
        """A batch of no sessions yet, for ``players`` players."""
        return cls([], 0, [0] * players, [0] * players, [0] * players, [0.0] * players,
                   Counter(), Counter(), [], [], [],
                   [0.0] * players, [0] * players, [0] * players, [0.0] * players)  # fmt: skip


_SUMMED = ("played", "won", "net", "firsts", "swing", "allins", "net_squares", "adjusted_squares")


class Totals:
    """The running totals of a simulation, a :class:`Batch` at a time (in batch order)."""

    __slots__ = ("keep", "sums", "tables")

    def __init__(self, players: int, keep_table: bool) -> None:
        self.sums = Batch.empty(players)
        self.keep = keep_table
        self.tables: list[HandsTable] = []

    @property
    def hands(self) -> int:
        """Hands added so far."""
        return sum(self.sums.hands)

    def add(self, batch: Batch) -> None:
        """Add one batch's numbers (its table too when tables are kept)."""
        sums = self.sums
        for name in _SUMMED:
            total, more = getattr(sums, name), getattr(batch, name)
            for p, value in enumerate(more):
                total[p] += value
        sums.categories.update(batch.categories)
        sums.low_categories.update(batch.low_categories)
        sums.pots.update(batch.pots)
        sums.histories.extend(batch.histories)
        sums.phh.extend(batch.phh)
        sums.standings = sums.standings or batch.standings
        # Whole batches are summed: the hand counts need only their total.
        sums.hands[:] = [sum(sums.hands) + sum(batch.hands)]
        sums.sessions += batch.sessions
        if self.keep and batch.table is not None:
            self.tables.append(batch.table)

    def result(
        self, game: str, seed: int, strategies: tuple[str, ...], histories: int, phh: int
    ) -> SimulationResult:
        """The :class:`SimulationResult` of everything added."""
        s = self.sums
        players = len(strategies)
        seats = tuple(
            SeatStats(
                p, strategies[p], s.played[p], s.won[p], s.net[p], s.firsts[p],
                s.net[p] + s.swing[p], s.allins[p], s.net_squares[p], s.adjusted_squares[p],
            )
            for p in range(players)
        )  # fmt: skip
        table = HandsTable.concat(self.tables, players) if self.keep else None
        return SimulationResult(
            game,
            players,
            seed,
            self.hands,
            s.sessions,
            seats,
            dict(s.categories.most_common()),
            dict(sorted(s.pots.items())),
            tuple(s.histories[:histories]),
            tuple(s.standings),
            tuple(s.phh[:phh]),
            dict(s.low_categories.most_common()),
            table,
        )
