"""Simulations: structured results, determinism whatever the executor, Dask, charts."""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import distributed
import pokerules.session.simulate
import pytest
from pokerules import PokerulesError, find_game
from pokerules.cli.report import plot_simulation
from pokerules.session.simulate import SimulationResult, simulate


def _summary(result: SimulationResult) -> tuple[object, ...]:
    return (result.hands, result.sessions, result.seats, result.categories, result.pot_sizes)


@pytest.mark.parametrize("game", ["triple-draw", "nl-draw", "deuces-wild", "diablo", "dead-deuce"])
def test_results_are_consistent(game: str) -> None:
    result = simulate(game, hands=60, players=4, seed=3, strategies=("random",))
    assert result.hands >= 60
    # Every session is a zero-sum game: chips only move between seats.
    assert sum(s.net_chips for s in result.seats) == 0
    assert all(s.hands_played <= result.hands for s in result.seats)
    assert sum(s.sessions_won for s in result.seats) == pytest.approx(result.sessions)
    assert result.showdowns == sum(result.categories.values())
    by_strategy = result.by_strategy()["random"]
    assert by_strategy.hands_played == sum(s.hands_played for s in result.seats)
    mean, median, largest = result.pot_summary()
    assert 0 < mean <= largest and median <= largest


@pytest.mark.parametrize("game", ["triple-draw", "dead-deuce", "diablo", "razz", "HORSE"])
def test_random_bots_play_alike_in_one_loop(game: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """All-random tables go through play_random; each RandomBot deciding in turn (as a table
    with another kind of bot does) gives the very same results, histories included."""
    fast = simulate(game, hands=80, players=5, seed=4, strategies=("random",), histories=3)
    monkeypatch.setattr(pokerules.session.simulate, "_all_random", lambda bots: False)
    slow = simulate(game, hands=80, players=5, seed=4, strategies=("random",), histories=3)
    assert _summary(fast) == _summary(slow)
    assert fast.histories == slow.histories and len(fast.histories) == 3


def test_the_same_seed_gives_the_same_results_whatever_the_workers() -> None:
    serial = simulate("nl-draw", hands=120, players=3, seed=11, strategies=("random",))
    with ThreadPoolExecutor(max_workers=3) as pool:
        threaded = simulate(
            "nl-draw", hands=120, players=3, seed=11, strategies=("random",), executor=pool,
            workers=3,
        )  # fmt: skip
    processes = simulate(
        "nl-draw", hands=120, players=3, seed=11, strategies=("random",), workers=2
    )
    assert _summary(serial) == _summary(threaded) == _summary(processes)
    other = simulate("nl-draw", hands=120, players=3, seed=12, strategies=("random",))
    assert _summary(other) != _summary(serial)


def test_a_dask_cluster_gives_the_same_results() -> None:
    serial = simulate("triple-draw", hands=90, players=3, seed=5, strategies=("random",))
    with (
        distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=False,
                                 dashboard_address=None) as cluster,
        distributed.Client(cluster) as client,
    ):  # fmt: skip
        remote = simulate(
            "triple-draw", hands=90, players=3, seed=5, strategies=("random",),
            executor=client.get_executor(), workers=2,
        )  # fmt: skip
    assert _summary(remote) == _summary(serial)


def test_deuces_wild_shows_more_trips_than_two_pair() -> None:
    # With four wild cards, a deuce turns any pair into trips: the rankings' reason.
    result = simulate("deuces-wild", hands=400, players=5, seed=2, strategies=("random",))
    assert result.categories["Three of a kind"] > result.categories["Two pair"]


def test_histories_and_standings_of_the_first_session() -> None:
    result = simulate("triple-draw", hands=10, players=3, seed=4, histories=10)
    assert result.sessions == 1
    assert len(result.histories) == result.hands
    assert all(text.startswith("Hand ") for text in result.histories)
    assert len(result.standings) == 3 and result.standings[0].startswith("1. ")


def test_bad_requests_are_clear_errors() -> None:
    with pytest.raises(PokerulesError, match="takes 2 to 6 players"):
        simulate("triple-draw", players=8)
    with pytest.raises(PokerulesError, match="unknown strategy 'smart'; the strategies are"):
        simulate("triple-draw", strategies=("smart",))
    with pytest.raises(PokerulesError, match="hands must be at least 1"):
        simulate(find_game("nl-draw"), hands=0)


def test_plot_writes_a_png(tmp_path: Path) -> None:
    result = simulate("deuces-wild", hands=30, players=4, seed=1, strategies=("random",))
    target = tmp_path / "chart.png"
    plot_simulation(result, str(target))
    assert target.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
