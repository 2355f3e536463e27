"""No tracebacks and no work wasted (issue 25, section 5): bad output paths and arguments are
refused before the work, a write that fails after it is one line, a closed pipe ends quietly."""

from __future__ import annotations

import inspect
import json
import os
import subprocess
import sys
from importlib.metadata import version
from pathlib import Path

import pytest
from pokerules.cli import odds as cli_odds
from pokerules.cli import report as cli_report
from pokerules.cli.commands import PIPE_CLOSED, main
from pokerules.cli.report import check_output
from pokerules.errors import InvalidArgumentError
from pokerules.session.simulate import simulate

LINUX_FILES = pytest.mark.skipif(
    not (os.path.isdir("/proc/self") and os.path.exists("/dev/full")), reason="needs Linux"
)


def _pokerules(*argv: str) -> list[str]:
    return [sys.executable, "-m", "pokerules", *argv]


@pytest.fixture
def no_simulation(monkeypatch: pytest.MonkeyPatch) -> None:
    """Any simulation started fails the test: a refusal must come before the work."""

    def refuse(*_: object, **__: object) -> None:
        raise AssertionError("the simulation ran before the refusal")

    monkeypatch.setattr(cli_report, "simulate", refuse)


@LINUX_FILES
@pytest.mark.parametrize(
    ("option", "path", "reason"),
    [
        ("--plot", "/sys/x.png", "cannot be written"),
        ("--phh", "/proc/x.phh", "cannot be written"),
        ("--phh", "/proc/x.phhs", "cannot be written"),
        ("--plot", "/no/such/folder/x.png", "does not exist"),
        ("--phh", "/dev/full", "ends in .phh (one hand) or .phhs"),
    ],
)
def test_output_paths_are_refused_before_the_work(
    option: str, path: str, reason: str, no_simulation: None,
    capsys: pytest.CaptureFixture[str],
) -> None:  # fmt: skip
    assert main(["simulate", "razz", "--hands", "1", option, path]) == 2
    err = capsys.readouterr().err
    assert reason in err and path in err and len(err.splitlines()) == 1


@LINUX_FILES
def test_import_checks_its_output_before_reading(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["import", str(tmp_path), "--to", "/proc/x.phhs"]) == 2
    assert "--to '/proc/x.phhs' cannot be written" in capsys.readouterr().err


@LINUX_FILES
def test_a_write_that_fails_after_the_work_is_one_line_and_status_1(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    full = tmp_path / "hands.phhs"
    full.symlink_to("/dev/full")  # passes every check, then the disk is full
    assert main(["simulate", "razz", "--hands", "2", "--no-progress", "--phh", str(full)]) == 1
    err = capsys.readouterr().err
    assert err == "pokerules: error: an output could not be written: No space left on device\n"


def test_check_output_leaves_no_file_behind_and_keeps_an_existing_one(tmp_path: Path) -> None:
    new = tmp_path / "new.png"
    check_output(str(new), "--plot")
    assert not new.exists()
    old = tmp_path / "old.phhs"
    old.write_text("kept", encoding="utf-8")
    check_output(str(old), "--phh")
    assert old.read_text(encoding="utf-8") == "kept"
    with pytest.raises(InvalidArgumentError, match="is a folder"):
        check_output(str(tmp_path), "--plot")


def _replay_file(tmp_path: Path) -> Path:
    path = tmp_path / "hands.phhs"
    assert main(["simulate", "stud", "--hands", "150", "--no-progress", "--phh", str(path)]) == 0
    return path


@pytest.mark.parametrize("command", ["replay", "simulate"])
def test_a_closed_pipe_ends_quietly(
    command: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    argv = (
        ["replay", str(_replay_file(tmp_path))]
        if command == "replay"
        else ["simulate", "stud", "--hands", "120", "--history", "--no-progress"]
    )
    capsys.readouterr()
    child = subprocess.Popen(_pokerules(*argv), stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    assert child.stdout is not None and child.stderr is not None
    assert child.stdout.readline()  # the reader takes a line, as head -1 does, and goes away
    child.stdout.close()
    err = child.stderr.read().decode()
    assert child.wait(timeout=120) == PIPE_CLOSED  # more than a pipe holds was left unread
    assert err == "", err  # no traceback, no "Exception ignored"


def test_the_hands_bound_is_documented_and_enforced(
    no_simulation: None, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["simulate", "razz", "--hands", "10000000000000000000000"]) == 2
    assert "must be 1 to 1,000,000,000" in capsys.readouterr().err
    assert main(["simulate", "--help"]) == 0
    assert "1 to 1,000,000,000" in capsys.readouterr().out


def test_videopoker_checks_the_hold_before_the_analysis(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    def refuse(*_: object, **__: object) -> None:
        raise AssertionError("the analysis ran before the hold was checked")

    monkeypatch.setattr(cli_odds, "video_poker", refuse)
    assert main(["videopoker", "jacks-or-better-9-6", "--hold", "As Ks"]) == 2
    assert "a video poker hand has 5 cards, got 2" in capsys.readouterr().err
    assert main(["videopoker", "flush=6,flush=7"]) == 2
    assert "flush is given twice" in capsys.readouterr().err
    assert main(["videopoker", "flush=6,FLUSH=7"]) == 2
    assert "given twice" in capsys.readouterr().err


def test_targets_are_named_and_a_bad_one_lists_them(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["odds", "Ah Kh Qh Jh 2c", "--discard", "2c", "--target", "royal"]) == 0
    assert "= 1/47" in capsys.readouterr().out  # only the ten of hearts
    assert main(["odds", "7h 5d 3c 2s Kd", "--discard", "Kd", "--game", "low27",
                 "--target", "eight-low"]) == 0  # fmt: skip
    assert "= 12/47" in capsys.readouterr().out  # the sixes, fours and eights
    assert main(["odds", "7h 5d 3c 2s Kd", "--discard", "Kd", "--target", "rojal"]) == 2
    err = capsys.readouterr().err
    assert "'rojal' is not a target" in err
    assert all(name in err for name in ("royal-flush", "full-house", "ranks", "class value"))
    assert main(["odds", "7h 5d 3c 2s Kd", "--discard", "Kd", "--game", "low27",
                 "--target", "royal"]) == 2  # fmt: skip
    assert "seven-low" in capsys.readouterr().err


def test_a_mixed_game_deals_what_the_help_says(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--help"]) == 0
    assert "a mixed game one turn of its rotation" in capsys.readouterr().out
    assert main(["simulate", "--games", "badugi", "--players", "3", "--no-progress"]) == 0
    assert "3 hands of badugi" in capsys.readouterr().out  # one orbit: as many deals as players
    assert main(["simulate", "badugi", "--players", "3", "--no-progress"]) == 0
    assert "10 hands of badugi" in capsys.readouterr().out


@pytest.mark.parametrize(
    "argv",
    [
        ["simulate", "razz"],
        ["play", "razz"],
        ["equity", "AhAs", "KdKc"],
        ["odds", "7h 5d 3c 2s Kd", "--discard", "Kd 3c 2s", "--draws", "2", "--target", "1"],
    ],
)
def test_every_command_takes_the_same_seeds(
    argv: list[str], no_simulation: None, capsys: pytest.CaptureFixture[str]
) -> None:
    for bad in ("-1", str(2**64)):
        assert main([*argv, "--seed", bad]) == 2
        assert "seeds are whole numbers from 0 to 2**64 - 1" in capsys.readouterr().err


def test_the_largest_seed_runs(capsys: pytest.CaptureFixture[str]) -> None:
    top = str(2**64 - 1)
    assert main(["equity", "AhAs", "KdKc", "--samples", "1000", "--seed", top, "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["seed"] == 2**64 - 1
    assert main(["simulate", "razz", "--players", "2", "--seed", top, "--no-progress"]) == 0


def test_version() -> None:
    run = subprocess.run(_pokerules("--version"), capture_output=True, text=True, check=False)
    assert run.returncode == 0 and run.stdout == f"pokerules {version('pokerules')}\n"


def test_the_help_states_python_simulates_defaults(capsys: pytest.CaptureFixture[str]) -> None:
    defaults = {
        name: parameter.default
        for name, parameter in inspect.signature(simulate).parameters.items()
    }
    assert main(["simulate", "--help"]) == 0
    help_text = " ".join(capsys.readouterr().out.split())
    said = (
        f"{defaults['players']} players, {defaults['strategies'][0]} bots, "
        f"{defaults['hands']:,} hands"
    )
    assert f"pokerules.simulate() has its own defaults: {said}" in help_text


def test_eval_speaks_lowball_and_dead_deuce_asks_for_the_face_up_cards(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["eval", "7c 5d 4h 3s 2c", "--game", "low27"]) == 0
    assert "category:    Seven-low\n" in capsys.readouterr().out
    assert main(["eval", "Kc 7d 5h 4s 2c Ad 5s", "--game", "razz"]) == 0
    assert "category:    Seven-low\n" in capsys.readouterr().out
    assert main(["eval", "2c 2d Kh Ks 2h 8d 2s", "--game", "dead-deuce"]) == 2
    assert "wild only while face up" in capsys.readouterr().err
    assert main(["eval", "2c Kd Kh Ks 8d", "--game", "dead-deuce", "--up", "2h"]) == 2
    assert "not in the hand: 2♥" in capsys.readouterr().err
    assert main(["eval", "2c Kd Kh Ks 8d", "--up", "Kd"]) == 2
    assert "--up applies to --game dead-deuce" in capsys.readouterr().err
    # Face down, the deuce is a deuce: three kings, no wild to make a fourth.
    assert main(["eval", "2c Kd Kh Ks 8d", "--game", "dead-deuce", "--up", "Kd 8d"]) == 0
    assert "Three of a kind, kings" in capsys.readouterr().out
