"""``pokerules import`` and ``pokerules replay`` of PokerStars files."""

from __future__ import annotations

from pathlib import Path

import pytest
from pokerules.cli.commands import main
from pokerules.phh import load

STARS = Path(__file__).parent.parent / "data" / "hand_histories" / "cash" / "Stars"


def test_import_writes_the_hands_that_reconcile(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    target = tmp_path / "out.phhs"
    status = main(
        ["import", str(STARS / "Stud" / "*.txt"), str(STARS / "Draw"), "--to", str(target)]
    )
    out, err = capsys.readouterr()
    assert status == 1  # some hands are refused, each with its reason
    assert "razz" in out and "refused" in out and "written to" in out
    assert "pokerules: refused:" in err and ": line " in err
    written = int(out.split(" hand(s) written")[0].split()[-1])
    assert written == sum(1 for _ in load(target)) > 20


def test_import_refuses_another_target(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["import", str(STARS), "--to", str(tmp_path / "out.phh")]) == 2
    assert ".phhs" in capsys.readouterr().err


def test_replay_tells_one_hand_and_tables_many(capsys: pytest.CaptureFixture[str]) -> None:
    one = STARS / "Flop" / "NLHE-6max-EUR-1.00-2.00-201212.RunItTwice.txt"
    assert main(["replay", str(one)]) == 0
    story = capsys.readouterr().out
    assert "Hero is dealt J♣ A♣" in story and "Player2 is dealt ?? ??" in story
    assert "rake 215" in story and "run twice" in story
    assert main(["replay", str(STARS / "Stud" / "Razz-USD-0.04-0.08-200911.txt")]) == 0
    table = capsys.readouterr().out
    assert table.count("  reconciled\n") == 9 and "razz" in table
