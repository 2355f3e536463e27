"""A simulation's hands as a table: one row a hand, numpy columns, Arrow, pandas or polars out.

:class:`HandsTable` holds every hand of a simulation (:func:`~pokerules.session.simulate.simulate`
with ``hands_table=True``) in columns, not in Python objects per hand: numpy arrays of one row
a hand, and for the per-player facts arrays of one row a hand and one column a player. Rows
come in the order the hands were dealt, session after session, the same for a seed on any
number of workers. :class:`HandsRecorder` builds one while the hands are played.

The hand columns (:data:`HAND_COLUMNS`): ``session`` (its index in the simulation), ``hand``
(its number in the session, pass-outs counted, from 1), ``game`` (the registry name of the
game dealt), ``rotation`` (in a mixed game, the index of that game in the rotation; 0 with one
game), ``seats`` (how many players were dealt in), ``button`` (the player on the button, 0 for P1),
``passed_out``, ``showdown`` (whether any hand was shown), ``allin`` (whether the betting
closed all-in with cards or draws to come), ``pot`` (every chip awarded), ``winning_class``
(the main pot's winning hand, high half, as a class on the game's scale where lower is better;
-1 without a showdown), ``winning_category`` (its category name), ``low_class`` and
``low_category`` (in an eight-or-better game the best qualifying low shown, on the ace-to-five
scale; -1 and an empty name without one). The player columns (:data:`PLAYER_COLUMNS`):
``seat`` (the player's seat in the hand, -1 when not dealt in), ``stack_before``,
``stack_after``, ``net`` (chips after less before: a Diablo payment counts in the hand that
owed it) and ``adjusted`` (``net`` with the hand's all-in pots paid by equity, as
:attr:`~pokerules.session.simulate.SeatStats.adjusted_chips`). In Arrow, pandas and polars they
are named by player: ``net_P1``, ``net_P2``, ...

>>> from pokerules.simulate import simulate
>>> table = simulate("holdem", hands=30, players=3, seed=2, hands_table=True).hands_table
>>> len(table), table.players, table.net.shape
(30, 3, (30, 3))
>>> bool((table.stack_after - table.stack_before == table.net).all())
True
>>> int(table.net.sum())  # chips only change hands
0
"""

from __future__ import annotations

from array import array
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, Any

import numpy as np
import numpy.typing as npt

from pokerules.errors import InvalidArgumentError, PokerulesError
from pokerules.validate import as_int

if TYPE_CHECKING:
    import pyarrow

__all__ = [
    "HAND_COLUMNS",
    "PLAYER_COLUMNS",
    "HandsRecorder",
    "HandsTable",
    "MissingLibraryError",
    "arrow_schema",
]

HAND_COLUMNS = (
    "session", "hand", "game", "rotation", "seats", "button", "passed_out", "showdown",
    "allin", "pot", "winning_class", "winning_category", "low_class", "low_category",
)  # fmt: skip
"""The columns of one value a hand, in table order."""

PLAYER_COLUMNS = ("seat", "stack_before", "stack_after", "net", "adjusted")
"""The columns of one value a hand and a player (``net_P1``, ``net_P2``, ... in Arrow)."""

_INTS = {
    "session": np.int64, "hand": np.int32, "rotation": np.int16, "seats": np.int8,
    "button": np.int8, "pot": np.int64, "winning_class": np.int32, "low_class": np.int32,
}  # fmt: skip
_FLAGS = ("passed_out", "showdown", "allin")
_NAMES = ("game", "winning_category", "low_category")
_PLAYER_TYPES = {
    "seat": np.int8, "stack_before": np.int64, "stack_after": np.int64, "net": np.int64,
    "adjusted": np.float64,
}  # fmt: skip


class MissingLibraryError(PokerulesError, ImportError):
    """An export needs a library that is not installed; the message names the pip command."""


def _library(name: str, extra: str) -> Any:
    """Import ``name``, or say how to install it."""
    import importlib

    try:
        return importlib.import_module(name)
    except ImportError:
        raise MissingLibraryError(
            f'this export needs {name}: pip install {name} (or pip install "pokerules[{extra}]")'
        ) from None


class HandsTable:
    """Every hand of a simulation, one row a hand (see the module docstring for the columns).

    Each hand column is an attribute holding a numpy array (``table.pot``, ``table.game``);
    the names (``game``, ``winning_category``, ``low_category``) are arrays of codes into
    :attr:`labels`, read as text with :meth:`names`. Each player column is an array of
    ``len(table)`` rows and :attr:`players` columns (``table.net[:, 0]`` is P1's).
    """

    __slots__ = ("arrays", "labels", "players")

    def __init__(
        self,
        players: int,
        arrays: dict[str, npt.NDArray[Any]],
        labels: Sequence[str],
    ) -> None:
        self.players = players
        self.arrays = arrays
        """Every column by name (the per-player ones two-dimensional)."""
        self.labels = tuple(labels)
        """The texts the name columns' codes stand for."""

    def __len__(self) -> int:
        return len(self.arrays["session"])

    def __getattr__(self, name: str) -> npt.NDArray[Any]:
        # Only the columns: a missing slot (while unpickling) or a dunder stays missing.
        if name in HandsTable.__slots__ or name.startswith("__"):
            raise AttributeError(name)
        try:
            return self.arrays[name]
        except KeyError:
            raise AttributeError(f"a hands table has no column {name!r}") from None

    def __repr__(self) -> str:
        return f"HandsTable({len(self)} hands, {self.players} players)"

    def names(self, column: str) -> list[str]:
        """A name column (``game``, ``winning_category`` or ``low_category``) as text, a hand
        at a time.

        >>> from pokerules.simulate import simulate
        >>> result = simulate("HORSE", hands=12, players=3, seed=1, hands_table=True)
        >>> result.hands_table.names("game")[:4]
        ['holdem', 'holdem', 'holdem', 'omaha8']
        """
        if not isinstance(column, str) or column not in _NAMES:
            raise InvalidArgumentError(
                f"{column!r:.40} is not a name column; they are {', '.join(_NAMES)}"
            )
        labels = self.labels
        return [labels[code] for code in self.arrays[column].tolist()]

    @classmethod
    def concat(cls, tables: Iterable[HandsTable], players: int) -> HandsTable:
        """The rows of ``tables`` one after the other, the name codes made one list; every
        table must have ``players`` players."""
        players = as_int(players, "players", low=1)
        if isinstance(tables, str | bytes) or not isinstance(tables, Iterable):
            raise InvalidArgumentError(f"tables must be hands tables, not {tables!r:.40}")
        parts = list(tables)
        for part in parts:
            if not isinstance(part, HandsTable) or part.players != players:
                raise InvalidArgumentError(
                    f"tables must be hands tables of {players} players, not {part!r:.40}"
                )
        labels: dict[str, int] = {}
        arrays: dict[str, list[npt.NDArray[Any]]] = {}
        for part in parts:
            recode = np.array([labels.setdefault(t, len(labels)) for t in part.labels] or [0])
            for name, values in part.arrays.items():
                arrays.setdefault(name, []).append(recode[values] if name in _NAMES else values)
        if not parts:
            return HandsRecorder(players).table()
        joined = {name: np.concatenate(values) for name, values in arrays.items()}
        return cls(players, joined, list(labels))

    def to_arrow(self) -> pyarrow.Table:
        """The table as a :class:`pyarrow.Table` (needs pyarrow: ``pip install pyarrow``).

        Name columns become dictionary columns, -1 classes become nulls, and the player
        columns one column a player: ``seat_P1``, ``stack_before_P1``, ... ``adjusted_P3``.
        """
        pa = _library("pyarrow", "data")
        arrays = self.arrays
        columns: list[Any] = []
        dictionary = pa.array(self.labels, pa.string())
        for name in HAND_COLUMNS:
            values = arrays[name]
            if name in _NAMES:
                empty = (values == self.labels.index("")) if "" in self.labels else None
                indices = pa.array(values.astype(np.int32), mask=empty)
                columns.append(pa.DictionaryArray.from_arrays(indices, dictionary))
            elif name in ("winning_class", "low_class"):
                columns.append(pa.array(values, mask=values < 0))
            else:
                columns.append(pa.array(values))
        names = list(HAND_COLUMNS)
        for name in PLAYER_COLUMNS:
            for p in range(self.players):
                columns.append(pa.array(arrays[name][:, p]))
                names.append(f"{name}_P{p + 1}")
        return pa.Table.from_arrays(columns, schema=arrow_schema(self.players))

    def to_pandas(self) -> Any:
        """The table as a pandas ``DataFrame`` (names as categories, missing classes as
        ``<NA>``); needs pandas and pyarrow."""
        _library("pandas", "data")
        return self.to_arrow().to_pandas(types_mapper=_pandas_types())

    def to_polars(self) -> Any:
        """The table as a polars ``DataFrame`` (names as categoricals); needs polars and
        pyarrow."""
        polars = _library("polars", "data")
        return polars.from_arrow(self.to_arrow())


def _pandas_types() -> Any:
    """Arrow integers to pandas' nullable integers, so a missing class stays missing rather
    than turning the column into floats."""
    import pandas
    import pyarrow as pa

    nullable = {pa.int32(): pandas.Int32Dtype(), pa.int64(): pandas.Int64Dtype()}
    return nullable.get


def arrow_schema(players: int) -> pyarrow.Schema:
    """The Arrow schema of a hands table of ``players`` players (needs pyarrow)."""
    pa = _library("pyarrow", "data")
    names = pa.dictionary(pa.int32(), pa.string())
    types = {name: pa.from_numpy_dtype(np.dtype(kind)) for name, kind in _INTS.items()}
    types.update({name: pa.bool_() for name in _FLAGS})
    types.update({name: names for name in _NAMES})
    fields = [pa.field(name, types[name], nullable=name in _NULLABLE) for name in HAND_COLUMNS]
    for name in PLAYER_COLUMNS:
        kind = pa.from_numpy_dtype(np.dtype(_PLAYER_TYPES[name]))
        fields += [pa.field(f"{name}_P{p + 1}", kind, nullable=False) for p in range(players)]
    return pa.schema(fields)


_NULLABLE = frozenset({"winning_class", "winning_category", "low_class", "low_category"})


class HandsRecorder:
    """Builds a :class:`HandsTable` a hand at a time, in compact arrays (a few dozen bytes a
    hand), and hands it over with :meth:`table`.

    >>> recorder = HandsRecorder(2)
    >>> recorder.add(session=0, hand=1, game="holdem", rotation=0, button=1, seats=(0, 1),
    ...              before=(100, 100), after=(98, 102), adjusted=(-2.0, 2.0), passed_out=False,
    ...              showdown=False, allin=False, pot=4, winning=(-1, ""), low=(-1, ""))
    >>> table = recorder.table()
    >>> table.net.tolist(), table.names("game")
    ([[-2, 2]], ['holdem'])
    """

    __slots__ = ("_codes", "_columns", "_players", "_rows")

    def __init__(self, players: int) -> None:
        self._players = players
        self._codes: dict[str, int] = {}
        self._columns: dict[str, array[Any]] = {
            **{name: array("q") for name in _INTS},
            **{name: array("b") for name in _FLAGS},
            **{name: array("i") for name in _NAMES},
            **{name: array("d" if name == "adjusted" else "q") for name in PLAYER_COLUMNS},
        }
        self._rows = 0

    def __len__(self) -> int:
        return self._rows

    def add(
        self,
        *,
        session: int,
        hand: int,
        game: str,
        rotation: int,
        button: int,
        seats: Sequence[int],
        before: Sequence[int],
        after: Sequence[int],
        adjusted: Sequence[float],
        passed_out: bool,
        showdown: bool,
        allin: bool,
        pot: int,
        winning: tuple[int, str],
        low: tuple[int, str],
    ) -> None:
        """One hand: ``seats`` are the players dealt in, in seat order, and ``before``,
        ``after`` and ``adjusted`` their stacks and all-in adjusted results, by seat;
        ``winning`` and ``low`` are a class and its category name (-1 and "" for none)."""
        c = self._columns
        codes = self._codes
        c["session"].append(session)
        c["hand"].append(hand)
        c["rotation"].append(rotation)
        c["button"].append(button)
        c["seats"].append(len(seats))
        c["pot"].append(pot)
        c["winning_class"].append(winning[0])
        c["low_class"].append(low[0])
        c["passed_out"].append(passed_out)
        c["showdown"].append(showdown)
        c["allin"].append(allin)
        c["game"].append(codes.setdefault(game, len(codes)))
        c["winning_category"].append(codes.setdefault(winning[1], len(codes)))
        c["low_category"].append(codes.setdefault(low[1], len(codes)))
        n = self._players
        if len(seats) == n and list(seats) == list(range(n)):
            # Everyone dealt in, in player order (most hands): the seat lists are the rows.
            c["seat"].extend(range(n))
            c["stack_before"].extend(before)
            c["stack_after"].extend(after)
            c["net"].extend([a - b for a, b in zip(after, before, strict=True)])
            c["adjusted"].extend(adjusted)
        else:
            row_seat = [-1] * n
            row_before = [0] * n
            row_after = [0] * n
            row_adjusted = [0.0] * n
            for seat, p in enumerate(seats):
                row_seat[p] = seat
                row_before[p] = before[seat]
                row_after[p] = after[seat]
                row_adjusted[p] = adjusted[seat]
            c["seat"].extend(row_seat)
            c["stack_before"].extend(row_before)
            c["stack_after"].extend(row_after)
            c["net"].extend([a - b for a, b in zip(row_after, row_before, strict=True)])
            c["adjusted"].extend(row_adjusted)
        self._rows += 1

    def table(self) -> HandsTable:
        """The hands recorded so far, as a :class:`HandsTable`."""
        arrays: dict[str, npt.NDArray[Any]] = {}
        for name, values in self._columns.items():
            if name in _PLAYER_TYPES:
                data = np.frombuffer(values, dtype=values.typecode).reshape(-1, self._players)
                arrays[name] = data.astype(_PLAYER_TYPES[name])
            elif name in _FLAGS:
                arrays[name] = np.frombuffer(values, dtype=np.int8).astype(bool)
            elif name in _NAMES:
                arrays[name] = np.frombuffer(values, dtype=np.int32).copy()
            else:
                arrays[name] = np.frombuffer(values, dtype=np.int64).astype(_INTS[name])
        return HandsTable(self._players, arrays, list(self._codes))
