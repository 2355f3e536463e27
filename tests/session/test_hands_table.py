"""The per-hand table of a simulation: its rows against the totals, against the same hands
replayed from their PHH files, and its exports to Arrow, pandas and polars."""

from __future__ import annotations

import builtins
import pickle
from collections import Counter
from concurrent.futures import ProcessPoolExecutor
from itertools import combinations
from typing import Any

import numpy as np
import pytest
from pokerules.errors import InvalidArgumentError
from pokerules.evaluation.ace_to_five import evaluate_low_a5
from pokerules.games import find_game
from pokerules.phh import from_phh
from pokerules.records import Award, Show
from pokerules.session.hands_table import (
    HAND_COLUMNS,
    PLAYER_COLUMNS,
    HandsTable,
    MissingLibraryError,
)
from pokerules.session.rotation import HORSE, Rotation
from pokerules.simulate import SimulationResult, simulate


@pytest.fixture(scope="module")
def holdem() -> SimulationResult:
    return simulate(
        "holdem", hands=300, players=4, seed=5, strategies=["heuristic", "random"],
        hands_table=True, phh=40,
    )  # fmt: skip


@pytest.fixture(scope="module")
def horse() -> SimulationResult:
    return simulate(HORSE, hands=200, players=4, seed=2, hands_table=True, phh=60)


def test_rows_add_up_to_the_totals(holdem: SimulationResult) -> None:
    table = holdem.hands_table
    assert table is not None and len(table) == holdem.hands
    dealt = table.seat >= 0
    for p, seat in enumerate(holdem.seats):
        assert int(table.net[:, p].sum()) == seat.net_chips
        assert table.adjusted[:, p].sum() == pytest.approx(seat.adjusted_chips)
        assert int(dealt[:, p].sum()) == seat.hands_played
        assert int((table.net[:, p] ** 2).sum()) == seat.net_squares
    assert dict(Counter(table.pot[table.pot > 0].tolist())) == holdem.pot_sizes
    assert (table.stack_after - table.stack_before == table.net).all()
    # Seats are numbered from 0 among the players dealt in, and only they have stacks.
    assert (np.sort(np.where(dealt, table.seat, 99), axis=1)[:, :2] == [0, 1]).all()
    assert (table.stack_before[~dealt] == 0).all()
    assert (table.seats == dealt.sum(axis=1)).all()
    assert dealt[np.arange(len(table)), table.button].all()
    # The all-in adjusted line moves only in all-in hands.
    assert (table.adjusted[~table.allin] == table.net[~table.allin]).all()
    assert int(table.allin.sum()) > 0


def test_stacks_carry_from_hand_to_hand(holdem: SimulationResult) -> None:
    table = holdem.hands_table
    assert table is not None
    same = table.session[1:] == table.session[:-1]
    assert (table.stack_after[:-1][same] == table.stack_before[1:][same]).all()
    assert (table.hand[1:][same] == table.hand[:-1][same] + 1).all()
    firsts = np.flatnonzero(np.r_[True, ~same])
    assert (table.hand[firsts] == 1).all()
    assert (table.stack_before[firsts] == find_game("holdem").starting_stack).all()
    assert table.session.tolist() == sorted(table.session.tolist())


@pytest.fixture(scope="module")
def split() -> SimulationResult:
    mix = Rotation(["omaha8", "stud8"], every=3)
    return simulate(mix, hands=80, players=3, seed=3, strategies=["heuristic"],
                    hands_table=True, phh=60)  # fmt: skip


def _brute_force_low(hand: Any, seat: int) -> int | None:
    """The best eight-or-better low of a seat, every five-card choice tried (Omaha: two of
    its hole cards and three of the board)."""
    hole = list(hand.cards(seat))
    if hand.game.hole_cards == "exactly_two":
        fives = [[*two, *three] for two in combinations(hole, 2)
                 for three in combinations(hand.board, 3)]  # fmt: skip
    else:
        fives = [list(five) for five in combinations(hole, 5)]
    lows = [low for five in fives if (low := evaluate_low_a5(five, qualify=8)) is not None]
    return min(lows, default=None)


def _replayed_rows(result: SimulationResult) -> list[tuple[int, Any]]:
    return [(row, from_phh(text)) for row, text in enumerate(result.phh)]


@pytest.mark.parametrize("name", ["holdem", "horse", "split"])
def test_rows_match_the_hands_replayed_from_their_phh_files(
    name: str, request: pytest.FixtureRequest
) -> None:
    result: SimulationResult = request.getfixturevalue(name)
    table = result.hands_table
    assert table is not None
    games = table.names("game")
    categories = table.names("winning_category")
    checked = Counter()  # type: ignore[var-annotated]
    for row, hand in _replayed_rows(result):
        assert hand.game.name == games[row]
        players = np.flatnonzero(table.seat[row] >= 0)
        seats = table.seat[row, players]
        assert [hand.payoffs[s] for s in seats] == table.net[row, players].tolist()
        assert [hand.starting_stacks[s] for s in seats] == table.stack_before[row, players].tolist()
        shows = {r.seat for r in hand.history if isinstance(r, Show)}
        assert bool(shows) == table.showdown[row]
        main = {r.seat for r in hand.history if isinstance(r, Award) and r.pot == 0}
        values = hand.showdown_values()
        best = min((values[s] for s in main if s in values), default=-1)
        assert table.winning_class[row] == best
        checked["showdowns"] += best >= 0
        assert (categories[row] == "") == (best < 0)
        if hand.game.hi_lo != "none":
            lows = [_brute_force_low(hand, s) for s in shows]
            assert table.low_class[row] == min((v for v in lows if v is not None), default=-1)
            checked["lows"] += table.low_class[row] >= 0
        else:
            assert table.low_class[row] == -1
    assert len(result.phh) >= 20 and checked["showdowns"] >= 5
    assert checked["lows"] >= 5 or name != "split"


def test_a_mix_records_its_rotation(horse: SimulationResult) -> None:
    table = horse.hands_table
    assert table is not None
    names = [game.name for game in HORSE.games]
    assert table.names("game") == [names[i] for i in table.rotation.tolist()]
    assert set(table.rotation.tolist()) == set(range(len(names)))
    # The low half of each split game's showdowns, counted per game, shown hands only.
    split = {"omaha8", "stud8"}
    shown = sum(n for label, n in horse.categories.items() if label.split(":")[0] in split)
    assert sum(horse.low_categories.values()) == shown > 0
    assert all(label.split(":")[0] in split for label in horse.low_categories)


def test_the_same_seed_gives_the_same_table_on_any_executor() -> None:
    one = simulate("razz", hands=120, players=3, seed=9, hands_table=True)
    with ProcessPoolExecutor(2) as pool:  # the hands come back pickled
        two = simulate("razz", hands=120, players=3, seed=9, hands_table=True, executor=pool)
    assert one.hands_table is not None and two.hands_table is not None
    for name, values in one.hands_table.arrays.items():
        assert (values == two.hands_table.arrays[name]).all(), name
    assert one.hands_table.labels == two.hands_table.labels
    copy = pickle.loads(pickle.dumps(one.hands_table))
    assert (copy.net == one.hands_table.net).all() and copy.labels == one.hands_table.labels


def test_streamed_chunks_are_the_table_in_order() -> None:
    chunks: list[HandsTable] = []
    result = simulate("badugi", hands=200, players=3, seed=1, hands_table=True,
                      on_hands=chunks.append)  # fmt: skip
    assert result.hands_table is not None and len(chunks) > 3
    assert max(len(chunk) for chunk in chunks) < 100  # a batch of sessions, not the run
    joined = HandsTable.concat(chunks, 3)
    assert joined.names("winning_category") == result.hands_table.names("winning_category")
    assert (joined.net == result.hands_table.net).all()
    streamed_only = simulate("badugi", hands=200, players=3, seed=1, on_hands=chunks.append)
    assert streamed_only.hands_table is None


def test_no_table_unless_asked() -> None:
    result = simulate("nl-draw", hands=20, players=2, seed=1)
    assert result.hands_table is None
    with pytest.raises(InvalidArgumentError, match="hands_table=True"):
        result.to_arrow()
    with pytest.raises(InvalidArgumentError, match="hands_table"):
        simulate("nl-draw", hands=20, players=2, hands_table="yes")  # type: ignore[arg-type]
    with pytest.raises(InvalidArgumentError, match="on_hands must be a function"):
        simulate("nl-draw", hands=20, players=2, on_hands=3)  # type: ignore[arg-type]


def test_arrow_pandas_and_polars_hold_the_same_numbers(horse: SimulationResult) -> None:
    pytest.importorskip("pyarrow")
    table = horse.hands_table
    assert table is not None
    arrow = horse.to_arrow()
    players = [f"{name}_P{p}" for name in PLAYER_COLUMNS for p in range(1, 5)]
    assert arrow.column_names == [*HAND_COLUMNS, *players]
    assert arrow.num_rows == len(table)
    assert arrow.column("net_P2").to_pylist() == table.net[:, 1].tolist()
    assert arrow.column("game").to_pylist() == table.names("game")
    # No showdown: no class and no category (nulls, not -1).
    assert arrow.column("winning_class").null_count == int((~table.showdown).sum())
    assert arrow.column("low_class").null_count == int((table.low_class < 0).sum())
    frame = horse.to_pandas()
    assert frame["adjusted_P3"].sum() == pytest.approx(horse.seats[2].adjusted_chips)
    assert str(frame["game"].dtype) == "category"
    assert frame["winning_class"].isna().sum() == int((~table.showdown).sum())
    polars = pytest.importorskip("polars")
    lazy = horse.to_polars()
    assert isinstance(lazy, polars.DataFrame)
    totals = lazy.group_by("game").agg(polars.col("pot").sum()).sort("game")
    expected = Counter()  # type: ignore[var-annotated]
    for game, pot in zip(table.names("game"), table.pot.tolist(), strict=True):
        expected[game] += pot
    assert dict(zip(totals["game"].to_list(), totals["pot"].to_list(), strict=True)) == expected


def test_a_missing_library_names_the_pip_command(
    holdem: SimulationResult, monkeypatch: pytest.MonkeyPatch
) -> None:
    real_import = builtins.__import__

    def no_pyarrow(name: str, *args: Any, **kwargs: Any) -> Any:
        if name.split(".")[0] in ("pyarrow", "polars"):
            raise ImportError(name)
        return real_import(name, *args, **kwargs)

    monkeypatch.setattr(builtins, "__import__", no_pyarrow)
    monkeypatch.setattr("importlib.import_module", lambda name: no_pyarrow(name))
    for export in (holdem.to_arrow, holdem.to_polars):
        with pytest.raises(MissingLibraryError, match=r"pip install (pyarrow|polars)") as error:
            export()
        assert isinstance(error.value, ImportError)
