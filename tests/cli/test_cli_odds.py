"""The ``pokerules odds`` and ``pokerules videopoker`` commands."""

from __future__ import annotations

import subprocess
import sys
from typing import Any

import pytest
from pokerules.cli import odds as cli_odds
from pokerules.cli.commands import main


def test_odds_prints_the_final_hands_and_the_exact_target_chances(
    capsys: pytest.CaptureFixture[str],
) -> None:
    argv = ["odds", "7h 5d 3c 2s Kd", "--discard", "Kd", "--game", "low27", "--draws", "3",
            "--target", "7-6-5-4-2"]  # fmt: skip
    assert main(argv) == 0
    out = capsys.readouterr().out
    assert "47 draws" in out and "Seven-low" in out and "One pair" in out
    assert "High card" not in out  # a 2-7 low is named as a low
    # 8 of 47 cards make a seven low; the 39 misses are dead: 1 - 39*38*37 / (47*46*45).
    assert "within 1 draw(s): 17.0213% = 8/47" in out
    assert "within 3 draw(s): 43.6386% = 7076/16215" in out


def test_odds_without_a_target_ranges_over_the_usual_targets(
    capsys: pytest.CaptureFixture[str],
) -> None:
    # The example: three draws and no target shows each low from seven to ace.
    assert main(["odds", "7h 5d 3c 2s Kd", "--discard", "Kd", "--game", "low27",
                 "--draws", "3"]) == 0  # fmt: skip
    out = capsys.readouterr().out
    seven = next(line for line in out.splitlines() if "7-6-5-4-2" in line)
    assert "17.0213%" in seven and "43.6386%" in seven
    assert "A-K-Q-J-9" in out and "exact: every sequence" in out
    assert main(["odds", "As Ah Kd 7c 2s", "--discard", "Kd 7c 2s", "--draws", "2",
                 "--samples", "20000"]) == 0  # fmt: skip
    out = capsys.readouterr().out
    assert "Two pair" in out and "Straight flush" in out and "sampled: 20,000 trials" in out


def test_odds_sampled_says_so(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["odds", "7h 5d 3c 2s Kd", "--discard", "Kd 3c 2s", "--game", "triple-draw",
            "--draws", "2", "--target", "8-6-5-4-2", "--samples", "70000",
            "--seed", "3"]  # fmt: skip
    assert main(argv) == 0
    first = capsys.readouterr().out
    assert "sampled, 70,000 trials, seed 3" in first and "(1 s.e.)" in first
    assert main([*argv, "--threads", "1", "--no-progress"]) == 0
    assert capsys.readouterr().out == first


def test_odds_best_ranks_every_discard(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["odds", "As", "Ah", "Kd", "7c", "2s", "--best", "--payout",
            "two-pair=2,three-of-a-kind=3,full-house=9,four-of-a-kind=25"]  # fmt: skip
    assert main(argv) == 0
    out = capsys.readouterr().out
    rows = [line for line in out.splitlines() if line.startswith("│")]
    assert len(rows) == 32
    assert "│    1 │ A♠ A♥ " in rows[0]


def test_videopoker_prints_the_published_return_and_holds(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["videopoker", "deuces-wild-full-pay", "--hold", "2s 2h 7c 8c 9c"]) == 0
    out = capsys.readouterr().out
    assert "return 100.7620% under optimal play" in out
    assert "four-deuces" in out and "holds of 2s 2h 7c 8c 9c" in out
    # The made straight flush (9) beats redrawing to the deuces.
    assert "│    1 │ 2♠ 2♥ 7♣ 8♣ 9♣ │        9.000000 │" in out


def test_videopoker_takes_a_custom_table(capsys: pytest.CaptureFixture[str]) -> None:
    spec = ("royal-flush=800,straight-flush=50,four-of-a-kind=25,full-house=9,flush=6,"
            "straight=4,three-of-a-kind=3,two-pair=2,jacks-or-better=1")  # fmt: skip
    assert main(["videopoker", spec]) == 0
    assert "return 99.5439% under optimal play" in capsys.readouterr().out


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["odds", "As Ks Qs Js"], "a draw hand has 5 cards"),
        (["odds", "As Ks Qs Js Ts", "--payout", "flush=1"], "use it with --best"),
        (["odds", "As Ks Qs Js Ts", "--best", "--payout", "flush"], "not category=payout"),
        (["odds", "As Ks Qs Js Ts", "--best", "--payout", "flush=x"], "'x' is not a number"),
        (["odds", "As Ks Qs Js Ts", "--best", "--draws", "2"], "one draw"),
        (
            ["odds", "As Ks Qs Js Ts", "--discard", "Ts", "--draws", "5", "--target", "1"],
            "draws must be 1 to 3",
        ),
        (["videopoker", "jacks-or-better-7-5"], "unknown pay table"),
        (["videopoker", "royal=800"], "unknown pay table category 'royal'"),
    ],
)
def test_errors_exit_2_with_a_message(
    argv: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(argv) == 2
    assert message in capsys.readouterr().err


def test_both_commands_have_help() -> None:
    for command in cli_odds.COMMANDS:
        run = subprocess.run(
            [sys.executable, "-m", "pokerules", command, "--help"],
            capture_output=True,
            text=True,
            check=False,
        )
        assert run.returncode == 0 and "usage: pokerules" in run.stdout


def test_the_progress_bar_waits_a_second(monkeypatch: pytest.MonkeyPatch) -> None:
    clock = iter([0.0, 0.4, 1.6, 1.7])
    monkeypatch.setattr(cli_odds.time, "perf_counter", lambda: next(clock))
    started: list[Any] = []
    monkeypatch.setattr(cli_odds.Progress, "start", lambda self: started.append(self))
    monkeypatch.setattr(cli_odds.Progress, "stop", lambda self: None)
    with cli_odds._late_progress("work", enabled=True) as tick:
        tick(1, 10)  # 0.4 s in: no bar yet
        assert not started
        tick(2, 10)  # 1.6 s in: the bar appears
        tick(3, 10)
    assert len(started) == 1
    with cli_odds._late_progress("work", enabled=False) as tick:
        tick(1, 10)
    assert len(started) == 1
