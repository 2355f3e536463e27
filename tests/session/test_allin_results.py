"""All-in adjusted results in sessions and simulations: they add up to zero over the players,
equal the net results when no all-in comes before the end, come with 95% intervals, and are
one answer for a seed whatever the workers."""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor

import pytest
from pokerules import Session
from pokerules.cli.commands import main
from pokerules.engine.allin import allin_adjusted
from pokerules.players.bots import RandomBot
from pokerules.session.results import ci95
from pokerules.session.simulate import simulate


def test_session_statistics_add_up_and_follow_each_hand() -> None:
    session = Session("holdem", ["Ann", "Bob", "Cy"], seed=8, deals=60)
    result = session.play([RandomBot(seed=p) for p in range(3)])
    stats = result.statistics
    assert stats == session.statistics() and [p.name for p in stats] == ["Ann", "Bob", "Cy"]
    assert sum(p.net for p in stats) == 0
    assert sum(p.adjusted for p in stats) == pytest.approx(0, abs=1e-9)
    # The same totals, hand by hand from the log.
    swing = [0.0, 0.0, 0.0]
    allins = [0, 0, 0]
    for entry in result.log:
        allin = allin_adjusted(entry.hand, seed=entry.hand.setup.seed)
        if allin is None:
            continue
        for seat, name in enumerate(entry.players):
            player = session.names.index(name)
            swing[player] += allin.adjusted[seat] - entry.hand.payoffs[seat]
            allins[player] += seat in allin.seats
    assert [p.adjusted - p.net for p in stats] == pytest.approx(swing)
    assert [p.allin_hands for p in stats] == allins and sum(allins) > 0
    for p in stats:
        low, high = p.adjusted_ci95
        assert low < p.adjusted_per_hand < high
        assert p.net_ci95 == ci95(p.net, p.net_squares, p.hands)


def test_without_an_all_in_the_adjusted_results_are_the_net_ones() -> None:
    # Fixed limit with deep stacks: nobody can be all-in.
    session = Session("triple-draw", 3, seed=2, deals=30, stacks=100_000)
    stats = session.play([RandomBot(seed=p) for p in range(3)]).statistics
    assert all(p.allin_hands == 0 and p.adjusted == p.net for p in stats)
    assert all(p.adjusted_ci95 == p.net_ci95 for p in stats)
    # Turned off, every hand counts as it came.
    off = Session("holdem", 3, seed=8, deals=60, allin_ev=False)
    stats = off.play([RandomBot(seed=p) for p in range(3)]).statistics
    assert all(p.allin_hands == 0 and p.adjusted == p.net for p in stats)


def test_ci95() -> None:
    assert ci95(0, 0, 0) == (0.0, 0.0)
    assert ci95(5, 25, 1) == (5.0, 5.0)
    low, high = ci95(6.0, 20.0, 2)  # results 2 and 4
    assert (low + high) / 2 == 3.0 and high - low == pytest.approx(2 * 1.959963984540054)


def test_simulation_results_are_one_answer_for_a_seed() -> None:
    serial = simulate("nl-draw", hands=160, players=3, seed=5)
    with ThreadPoolExecutor(max_workers=2) as pool:
        threaded = simulate("nl-draw", hands=160, players=3, seed=5, executor=pool, workers=2)
    assert serial.seats == threaded.seats
    assert sum(s.adjusted_chips or 0 for s in serial.seats) == pytest.approx(0, abs=1e-9)
    assert sum(s.allin_hands for s in serial.seats) > 0
    strategy = serial.by_strategy()["random"]
    assert strategy.adjusted_chips == pytest.approx(0, abs=1e-9)
    assert strategy.allin_hands == sum(s.allin_hands for s in serial.seats)
    off = simulate("nl-draw", hands=160, players=3, seed=5, allin_ev=False)
    assert [s.net_chips for s in off.seats] == [s.net_chips for s in serial.seats]
    assert all(s.adjusted_chips is None and s.adjusted_ci95 == s.net_ci95 for s in off.seats)
    assert off.by_strategy()["random"].adjusted_chips is None


def test_the_report_shows_both(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["simulate", "holdem", "--hands", "40", "--players", "3", "--no-progress"]
    assert main(argv) == 0
    out = capsys.readouterr().out
    assert "all-in adj." in out and "± 95%" in out
    assert main([*argv, "--no-allin-ev"]) == 0
    out = capsys.readouterr().out
    assert "all-in adj." not in out and "± 95%" in out
