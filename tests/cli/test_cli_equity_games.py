"""``pokerules equity`` for every game: stud hands with unseen cards, draw hands with draws
and a plan, aliases, and the refusals."""

from __future__ import annotations

import pytest
from pokerules.cli.commands import main


def test_razz_with_unseen_cards(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["equity", "--game", "razz", "Ah 2c 3d", "?? ?? Kd", "--samples", "2000"]) == 0
    out = capsys.readouterr().out
    assert "Razz equity — third street — 2,000 runouts (sampled, seed 0)" in out
    assert "?? ?? Kd" in out


def test_stud_eight_scoops_and_splits(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["equity", "--game", "F7S/8", "Ah 2c 3d 4s 5s", "?? ?? Kd 5d Kh", "--samples", "500"]
    assert main(argv) == 0
    out = capsys.readouterr().out
    assert "Seven-Card Stud Eight-or-Better equity — fifth street" in out
    assert "scoop" in out and "split" in out


def test_triple_draw_with_three_draws(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["equity", "--game", "triple-draw", "7h 5d 3c 2s", "9s 8d 6c 4h 3s", "--dead", "Kd"]
    assert main([*argv, "--draws", "3", "--plan", "pat", "--samples", "1000", "--seed", "2"]) == 0
    out = capsys.readouterr().out
    assert "Deuce-to-Seven Triple Draw equity — 3 draws, plan pat — 1,000 runouts" in out
    assert "dead: K♦" in out
    assert main([*argv, "--draws", "3", "--samples", "1000", "--seed", "2"]) == 0
    assert "3 draws, plan best" in capsys.readouterr().out


def test_one_draw_is_exact(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["equity", "--game", "nl-single-draw", "9s 7d 5c 4h 2s", "8h 6d 4s 3c", "--dead", "Kc"]
    assert main(argv) == 0
    out = capsys.readouterr().out
    assert "No-limit 2-7 Single Draw equity — 1 draw — 42 runouts (exact)" in out


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["equity", "--game", "stud", "Ah Kd 7c", "?? ?? Qs 9h"], "same number"),
        (["equity", "--game", "razz", "Ah 2c 3d", "?? ?? Kd", "--board", "Ks 7h 2c"], "board"),
        (["equity", "--game", "nl-draw", "Ah Kd", "Qs Qh", "--draws", "2"], "draws=2"),
    ],
)
def test_bad_spots_exit_2_with_a_message(
    argv: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(argv) == 2
    assert message in capsys.readouterr().err


def test_an_unknown_game_is_a_usage_error(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["equity", "--game", "zz", "AA", "KK"]) == 2
    assert "unknown game 'zz'" in capsys.readouterr().err
