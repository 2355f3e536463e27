"""``pokerules simulate --out FILE.parquet``, ``--json`` and ``--plot``: the files and the
document against each other and against the simulation itself."""

from __future__ import annotations

import builtins
import json
import re
import tracemalloc
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from pokerules.cli import main
from pokerules.cli.hands_out import ParquetSink
from pokerules.cli.plots import ChipLines, pot_bins
from pokerules.cli.simulate_json import SCHEMA, simulation_document
from pokerules.session.hands_table import HandsTable
from pokerules.simulate import simulate

pq = pytest.importorskip("pyarrow.parquet")


def _run_json(capsys: pytest.CaptureFixture[str], *argv: str) -> dict[str, Any]:
    assert main(["simulate", *argv, "--json", "--no-progress"]) == 0
    captured = capsys.readouterr()
    document: dict[str, Any] = json.loads(captured.out)
    return document


def test_out_and_json_agree_with_each_other_and_the_schema(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    jsonschema = pytest.importorskip("jsonschema")
    out = tmp_path / "hands.parquet"
    argv = ("stud8", "--hands", "120", "--players", "3", "--seed", "4", "--out", str(out))
    document = _run_json(capsys, *argv)
    jsonschema.validate(document, SCHEMA)
    assert document["out"] == str(out) and not (tmp_path / "hands.parquet.part").exists()
    table = pq.read_table(out)
    assert table.num_rows == document["hands"] >= 120
    for p, seat in enumerate(document["seats"], 1):
        assert sum(table.column(f"net_P{p}").to_pylist()) == seat["net_chips"]
        dealt = sum(1 for s in table.column(f"seat_P{p}").to_pylist() if s >= 0)
        assert dealt == seat["hands_played"]
    pots = [pot for pot in table.column("pot").to_pylist() if pot]
    assert sorted(pots) == sorted(size for size, n in document["pots"]["sizes"] for _ in range(n))
    # The low half: every low shown in the file's winning lows is counted in the document.
    lows = {low for low in table.column("low_category").to_pylist() if low}
    assert lows and lows <= set(document["low_categories"])
    # The same run again: the same document, byte for byte (no timings in it).
    assert _run_json(capsys, *argv) == document


def test_the_command_line_page_documents_this_schema() -> None:
    jsonschema = pytest.importorskip("jsonschema")
    page = Path(__file__).parents[2] / "docs" / "cli.md"
    blocks = re.findall(r"```json\n(.*?)\n```", page.read_text(encoding="utf-8"), re.S)
    assert SCHEMA in [json.loads(block) for block in blocks]
    jsonschema.Draft202012Validator.check_schema(SCHEMA)
    validator = jsonschema.Draft202012Validator(SCHEMA)
    good = simulation_document(simulate("razz", hands=10, players=2, seed=1))
    assert validator.is_valid(good)
    assert not validator.is_valid({**good, "extra": 1})
    assert not validator.is_valid({**good, "seats": [{**good["seats"][0], "win_rate": 2}]})


def test_json_document_matches_the_simulation() -> None:
    result = simulate("holdem", hands=60, players=3, seed=2, strategies=["heuristic", "random"])
    document = simulation_document(result, plot="x.png")
    assert [s["net_chips"] for s in document["seats"]] == [s.net_chips for s in result.seats]
    assert document["strategies"][0]["seat"] == "heuristic"
    assert sum(s["hands_played"] for s in document["strategies"]) == sum(
        s.hands_played for s in result.seats
    )
    assert document["categories"] == result.categories and document["plot"] == "x.png"
    assert json.loads(json.dumps(document)) == document  # plain JSON values only


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--out", "hands.csv"], "name the file FILE.parquet"),
        (["--out", "/no/such/folder/h.parquet"], "does not exist"),
        (["--json", "--history"], "pick one"),
    ],
)
def test_bad_outputs_are_refused_before_any_work(
    argv: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    # A billion hands: a refusal that came after the work would never come.
    assert main(["simulate", "holdem", "--hands", "1000000000", *argv, "--no-progress"]) == 2
    assert message in capsys.readouterr().err


def test_out_without_pyarrow_names_the_pip_command(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    real_import = builtins.__import__

    def no_pyarrow(name: str, *args: Any, **kwargs: Any) -> Any:
        if name.startswith("pyarrow"):
            raise ImportError(name)
        return real_import(name, *args, **kwargs)

    monkeypatch.setattr(builtins, "__import__", no_pyarrow)
    out = str(tmp_path / "h.parquet")
    assert main(["simulate", "holdem", "--hands", "1000000000", "--out", out]) == 2
    assert 'pip install pyarrow (or pip install "pokerules[data]")' in capsys.readouterr().err


def test_row_groups_are_written_as_the_hands_come(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr("pokerules.cli.hands_out.ROW_GROUP", 100)
    out = tmp_path / "hands.parquet"
    argv = ["simulate", "razz", "--hands", "600", "--players", "3", "--out", str(out)]
    assert main([*argv, "--no-progress"]) == 0
    printed = capsys.readouterr().out
    meta = pq.ParquetFile(out).metadata
    sizes = [meta.row_group(i).num_rows for i in range(meta.num_row_groups)]
    assert f"(Parquet, {meta.num_row_groups} row groups)" in printed
    assert sum(sizes) >= 600 and meta.num_row_groups >= 5
    assert min(sizes[:-1]) >= 100  # only the last one short
    assert max(sizes) < 100 + 60  # one row group, and at most one batch of sessions over


def test_streaming_memory_stays_flat(tmp_path: Path) -> None:
    pa = pytest.importorskip("pyarrow")
    chunk = simulate("holdem", hands=40, players=6, seed=1, hands_table=True).hands_table
    assert chunk is not None
    pool = pa.default_memory_pool()

    def peak(chunks: int) -> tuple[int, int]:
        tracemalloc.start()
        with ParquetSink(str(tmp_path / f"{chunks}.parquet"), 6, row_group=2000) as sink:
            for _ in range(chunks):
                sink.write(chunk)
        python_peak = tracemalloc.get_traced_memory()[1]
        tracemalloc.stop()
        return python_peak, pool.max_memory() or 0

    peak(50)  # imports and first-use caches
    small, small_arrow = peak(200)
    large, large_arrow = peak(2000)  # ten times the rows (84,000)
    assert large < 1.5 * small
    assert large_arrow <= 1.5 * max(small_arrow, 1)
    assert pq.read_metadata(tmp_path / "2000.parquet").num_rows == 2000 * len(chunk)


def test_a_failed_run_leaves_no_file(tmp_path: Path) -> None:
    out = tmp_path / "hands.parquet"
    chunk = simulate("razz", hands=20, players=3, seed=1, hands_table=True).hands_table
    assert chunk is not None
    with pytest.raises(RuntimeError), ParquetSink(str(out), 3) as sink:
        sink.write(chunk)
        raise RuntimeError("interrupted")
    assert list(tmp_path.iterdir()) == []


def test_pot_bins_leave_no_comb() -> None:
    # Fixed-limit pots: even sizes only, from 2 to 400, most of them small.
    sizes = {size: 1 + 1000 // size for size in range(2, 401, 2)}
    edges, counts, geometric = pot_bins(sizes)
    assert geometric and int(counts.sum()) == sum(sizes.values())
    assert (np.diff(edges) >= 2).all() and (counts > 0).all()
    assert edges[0] == 2 and edges[-1] == 401
    narrow = {10: 3, 12: 5, 14: 1, 20: 2}
    edges, counts, geometric = pot_bins(narrow)
    assert not geometric and int(counts.sum()) == 11 and len(counts) <= 5


def test_chip_lines_end_at_each_seats_result() -> None:
    result = simulate("nl-draw", hands=300, players=3, seed=3, hands_table=True)
    lines = ChipLines(3, limit=20)
    table = result.hands_table
    assert table is not None
    for start in range(0, len(table), 7):  # in uneven pieces, as batches come
        part = {name: values[start : start + 7] for name, values in table.arrays.items()}
        lines.write(HandsTable(3, part, table.labels))
    x, net, adjusted = lines.finished()
    assert x[-1] == result.hands and 20 <= len(x) <= 42
    assert net[-1].tolist() == [s.net_chips for s in result.seats]
    assert adjusted[-1] == pytest.approx([s.adjusted_chips for s in result.seats])
    cumulative = np.cumsum(table.net, axis=0)
    assert all((net[i] == cumulative[n - 1]).all() for i, n in enumerate(x) if n)


def test_plot_of_a_split_mix_has_its_panels(tmp_path: Path) -> None:
    pytest.importorskip("matplotlib")
    from pokerules.cli.plots import _category_panels

    result = simulate("HORSE", hands=150, players=4, seed=1, strategies=["heuristic"])
    titles = [title for title, _ in _category_panels(result)]
    assert titles == [
        "holdem", "omaha8 high half", "omaha8 low half", "razz", "stud", "stud8 high half",
        "stud8 low half",
    ]  # fmt: skip
    assert all(len(counts) <= 6 for _, counts in _category_panels(result))
    target = tmp_path / "horse.png"
    assert main(["simulate", "HORSE", "--hands", "60", "--plot", str(target), "--no-progress"]) == 0
    assert target.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_plot_without_matplotlib_says_how_to_install(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr("importlib.util.find_spec", lambda name, *a: None)
    target = str(tmp_path / "x.png")
    assert main(["simulate", "holdem", "--hands", "1000000000", "--plot", target]) == 2
    err = capsys.readouterr().err
    assert "pip install matplotlib" in err and 'pip install "pokerules[plot]"' in err


def test_a_run_without_a_showdown_still_plots(tmp_path: Path) -> None:
    pytest.importorskip("matplotlib")
    import dataclasses

    from pokerules.cli.plots import plot_simulation

    result = simulate("nl-draw", hands=1, players=2, seed=1, hands_table=True)
    quiet = dataclasses.replace(result, categories={}, low_categories={})
    plot_simulation(quiet, str(tmp_path / "quiet.svg"))
    assert "no hand was shown down" in (tmp_path / "quiet.svg").read_text(encoding="utf-8")
