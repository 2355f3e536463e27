"""``pokerules simulate --out FILE.parquet``: every hand written to Parquet while the bots play.

:class:`ParquetSink` takes the hands of each batch of sessions as the simulation finishes
them (:func:`~pokerules.session.simulate.simulate`'s ``on_hands``) and writes a row group
whenever :data:`ROW_GROUP` rows have gathered, so a run of any length holds at most one row
group in memory. The file's columns are :mod:`pokerules.session.hands_table`'s, one column a
player for the per-player facts (``net_P1``, ...); pandas, polars, DuckDB and Spark read it.

>>> import os, tempfile, pyarrow.parquet as pq
>>> from pokerules.session.simulate import simulate
>>> path = os.path.join(tempfile.mkdtemp(), "hands.parquet")
>>> with ParquetSink(path, players=3) as sink:
...     result = simulate("razz", hands=60, players=3, seed=1, on_hands=sink.write)
>>> pq.read_metadata(path).num_rows == result.hands == sink.rows
True
"""

from __future__ import annotations

import contextlib
import os
from types import TracebackType
from typing import Any

from pokerules.errors import InvalidArgumentError
from pokerules.session.hands_table import HandsTable, MissingLibraryError, arrow_schema

__all__ = ["OUT_FORMATS", "ROW_GROUP", "ParquetSink", "check_out"]

ROW_GROUP = 65_536
"""Rows gathered before a row group is written: a few megabytes at six players."""

OUT_FORMATS = (".parquet",)
"""The file types ``--out`` writes."""


def check_out(path: str) -> None:
    """Refuse, before any work, an ``--out`` name that is not a Parquet file, or pyarrow
    missing (the folder and permissions are :func:`~pokerules.cli.report.check_output`'s)."""
    if not path.lower().endswith(OUT_FORMATS):
        raise InvalidArgumentError(
            f"--out {path!r}: the hands are written as Parquet; name the file FILE.parquet"
        )
    try:
        import pyarrow.parquet  # noqa: F401
    except ImportError:
        raise MissingLibraryError(
            'simulate --out needs pyarrow: pip install pyarrow (or pip install "pokerules[data]")'
        ) from None


class ParquetSink:
    """A Parquet file of a simulation's hands, written a row group at a time.

    Use it as a context manager; :meth:`write` takes each batch's
    :class:`~pokerules.session.hands_table.HandsTable`. The file is written to ``path`` plus
    ``.part`` and renamed into place when closed without an error, so a run that fails or is
    interrupted leaves no half-written file under the name asked for.
    """

    def __init__(self, path: str, players: int, row_group: int | None = None) -> None:
        import pyarrow.parquet as pq

        self.path = path
        self.rows = 0
        """Rows written so far."""
        self.row_groups = 0
        """Row groups written so far."""
        self._row_group = ROW_GROUP if row_group is None else row_group
        self._pending: list[HandsTable] = []
        self._pending_rows = 0
        self._players = players
        self._partial = path + ".part"
        self._writer: Any = pq.ParquetWriter(
            self._partial, arrow_schema(players), compression="zstd"
        )

    def write(self, hands: HandsTable) -> None:
        """Take one batch's hands; write a row group once enough have gathered."""
        self._pending.append(hands)
        self._pending_rows += len(hands)
        if self._pending_rows >= self._row_group:
            self._flush()

    def _flush(self) -> None:
        if not self._pending_rows:
            return
        table = HandsTable.concat(self._pending, self._players).to_arrow()
        # One row group a flush: the batches gathered, a little over ROW_GROUP rows.
        self._writer.write_table(table, row_group_size=table.num_rows)
        self.rows += self._pending_rows
        self.row_groups += 1
        self._pending = []
        self._pending_rows = 0

    def close(self, keep: bool = True) -> None:
        """Write what is left and close the file; ``keep=False`` throws the file away."""
        if keep:
            try:
                self._flush()
            finally:
                self._writer.close()
            os.replace(self._partial, self.path)
            return
        # A run that failed (a full disk, an interrupt): the partial file goes, whatever the
        # writer says on closing, and the first error is the one reported.
        with contextlib.suppress(Exception):
            self._writer.close()
        with contextlib.suppress(OSError):
            os.remove(self._partial)

    def __enter__(self) -> ParquetSink:
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        trace: TracebackType | None,
    ) -> None:
        self.close(keep=kind is None)
