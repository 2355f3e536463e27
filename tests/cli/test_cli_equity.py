"""``pokerules equity``: the table, the sampling options, the progress bar and bad input."""

from __future__ import annotations

import pytest
from pokerules.cli import equity as cli_equity
from pokerules.cli.commands import main


def test_exact_preflop_prints_the_published_counts(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["equity", "AhAs", "KdKc", "--exact"]) == 0
    out = capsys.readouterr().out
    assert "1,712,304 runouts (exact)" in out
    assert "1,388,072" in out and "317,694" in out and "6,538" in out
    assert "81.2555%" in out  # 1,391,341 / 1,712,304 of the pot


def test_board_dead_cards_and_ranges(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["equity", "AhAs", "KK", "--board", "Ks7h2c", "--dead", "Qd"]) == 0
    out = capsys.readouterr().out
    assert "K♠ 7♥ 2♣" in out and "dead: Q♦" in out
    assert "│ KK   │      3 │" in out  # KsKx are gone with the board's king


def test_omaha(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["equity", "AhAsKdKc", "QhJhTc9c", "--board", "2h7h8c", "--game", "omaha"]) == 0
    out = capsys.readouterr().out
    assert "Omaha equity" in out and "820 runouts (exact)" in out


def test_omaha_eight_or_better(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["equity", "Ah2hKsKd", "Ac2d9s9c", "--board", "3c4dJhQs", "--game", "omaha8"]
    assert main([*argv, "--exact"]) == 0
    out = capsys.readouterr().out
    assert "Omaha eight-or-better equity" in out and "40 runouts (exact)" in out
    assert "scoops" in out and "82.5000%" in out  # kings scoop 22 of 40, take 3/4 of 12


def test_sampling_is_seeded(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["equity", "QQ", "AKs", "--samples", "50000", "--seed", "3"]) == 0
    first = capsys.readouterr().out
    assert "50,000 runouts (sampled, seed 3)" in first and "± stderr" in first
    assert main(["equity", "QQ", "AKs", "--samples", "50000", "--seed", "3", "--threads", "2"]) == 0
    assert capsys.readouterr().out == first


def test_the_progress_bar_path_leaves_the_table(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(cli_equity, "_PROGRESS_AFTER", 0.0)
    assert main(["equity", "AA", "random", "--samples", "400000"]) == 0
    assert "400,000 runouts" in capsys.readouterr().out


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["equity", "AhAs", "KK", "--board", "Ks7h"], "the board has 2 cards"),
        (["equity", "AhAs", "AhKd"], "Ah is both in player 1's hand and in player 2's hand"),
        (["equity", "AhAs", "KKx"], "'KKx' is not a range entry"),
        (["equity", "AhAs"], "2 to 10 players"),
    ],
)
def test_bad_input_exits_2_with_a_message(
    argv: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(argv) == 2
    assert message in capsys.readouterr().err


def test_usage_errors_exit_2(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["equity", "AA", "KK", "--samples", "0"]) == 2
    assert main(["equity", "AA", "KK", "--exact", "--samples", "10"]) == 2
    assert "not allowed with argument" in capsys.readouterr().err
