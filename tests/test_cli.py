"""The ``pokerules`` command line."""

from __future__ import annotations

import subprocess
import sys

import pytest
from pokerules.cli import main


def test_eval_prints_class_category_description_and_best_five(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["eval", "As Ks Qs Js Ts 2c 3d"]) == 0
    out = capsys.readouterr().out
    assert "class:       1\n" in out
    assert "category:    Straight flush" in out
    assert "description: Royal flush" in out
    assert "best five:   A♠ K♠ Q♠ J♠ T♠" in out


def test_eval_shows_what_each_wild_stands_for(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["eval", "Ah 2s 9h 6h 4h", "--game", "deuces-wild"]) == 0
    out = capsys.readouterr().out
    assert "description: Ace-high flush" in out
    assert "2♠ as K♥" in out


def test_eval_low27_and_masks(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["eval", "7c", "5d", "4h", "3s", "2c", "--game", "low27"]) == 0
    assert "class:       1\n" in capsys.readouterr().out
    assert main(["eval", "2c 2d Kh Ks 2h 8d 2s", "--game", "deuces-wild",
                 "--wild-mask", "1000100"]) == 0  # fmt: skip
    assert "Four of a kind, kings" in capsys.readouterr().out


def test_bad_cards_exit_2_with_a_message(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["eval", "As Kd Qh Jc"]) == 2
    assert "got 4 cards" in capsys.readouterr().err
    assert main(["eval", "As Kd Qh Jc Ts", "--game", "deuces-wild", "--wild-mask", "12"]) == 2
    assert "one 0 or 1 per card" in capsys.readouterr().err


def test_usage_errors_exit_2_and_list_the_choices() -> None:
    run = subprocess.run(
        [sys.executable, "-m", "pokerules", "eval", "As Ks Qs Js Ts", "--game", "razz"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert run.returncode == 2
    assert "choose from 'high', 'low27', 'deuces-wild'" in run.stderr
