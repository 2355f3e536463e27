"""Bad PokerStars input: each fault is a HandHistoryError naming the file, the hand and the
line, and the file's other hands still read."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from pokerules.errors import HandHistoryError
from pokerules.hand_histories import read
from pokerules.hand_histories.files import MAX_LINE

HAND = """PokerStars Hand #{number}:  Hold'em No Limit ($0.05/$0.10 USD) - 2020/01/01 1:00:00 ET
Table 'T' 6-max Seat #1 is the button
Seat 1: Ann ($10 in chips)
Seat 2: Bob ($10 in chips)
Seat 3: Cy ($10 in chips)
Bob: posts small blind $0.05
Cy: posts big blind $0.10
*** HOLE CARDS ***
Dealt to Ann [Ah Kd]
Ann: raises $0.20 to $0.30
Bob: folds
Cy: calls $0.20
*** FLOP *** [7c 8d 2s]
Cy: checks
Ann: bets $0.50
Cy: calls $0.50
*** TURN *** [7c 8d 2s] [3h]
Cy: checks
Ann: checks
*** RIVER *** [7c 8d 2s 3h] [Qh]
Cy: checks
Ann: checks
*** SHOW DOWN ***
Ann: shows [Ah Kd] (high card Ace)
Cy: shows [Qs Jc] (a pair of Queens)
Cy collected $1.60 from pot
*** SUMMARY ***
Total pot $1.65 | Rake $0.05
Board [7c 8d 2s 3h Qh]
Seat 1: Ann (button) showed [Ah Kd] and lost with high card Ace
Seat 2: Bob (small blind) folded before Flop
Seat 3: Cy (big blind) showed [Qs Jc] and won ($1.60) with a pair of Queens
"""


def _file(tmp_path: Path, middle: str, name: str = "bad.txt") -> Path:
    """Three hands, the middle one given; returns the file."""
    path = tmp_path / name
    path.write_text(
        HAND.format(number=1) + "\n\n" + middle + "\n\n" + HAND.format(number=3), "utf-8"
    )
    return path


def _line_of(path: Path, hand: int, index: int) -> int:
    """The file's line number of line ``index`` (0: the header) of hand ``hand``."""
    with path.open("rb") as lines:
        for number, line in enumerate(lines, 1):
            if line.startswith(b"PokerStars Hand #%d:" % hand):
                return number + index
    raise AssertionError(hand)


def _check(path: Path, words: str, line: int | None = None) -> HandHistoryError:
    hands = list(read(path))
    assert [h.number for h in hands] == ["1", "2", "3"]
    for good in (hands[0], hands[2]):
        assert good.replay().is_over
    bad = hands[1]
    with pytest.raises(HandHistoryError) as caught:
        bad.replay()
    error = caught.value
    assert isinstance(error, ValueError)
    assert error.path == str(path) and error.hand == "2"
    assert error.action is not None and error.action.startswith("line ")
    if line is not None:
        assert error.action.startswith(f"line {line}")
    assert words in error.reason, error.reason
    assert str(path) in str(error) and "hand 2" in str(error)
    return error


def test_the_good_hand_reconciles_with_its_rake(tmp_path: Path) -> None:
    (hand,) = read(HAND.format(number=9))
    assert hand.error is None and hand.rake == 5
    assert hand.replay().stacks == (920, 995, 1085)  # pokerules' pot: the rake aside


def test_a_truncated_hand(tmp_path: Path) -> None:
    middle = "\n".join(HAND.format(number=2).splitlines()[:14])
    _check(_file(tmp_path, middle), "ends before its summary")
    # The file's last hand cut short: the hands before it still read.
    path = tmp_path / "cut.txt"
    path.write_text(HAND.format(number=1) + "\n" + middle, "utf-8")
    first, cut = read(path)
    assert first.error is None and cut.error is not None and cut.error.hand == "2"


def test_a_seat_twice(tmp_path: Path) -> None:
    middle = HAND.format(number=2).replace("Seat 3: Cy", "Seat 2: Cy", 1)
    path = _file(tmp_path, middle)
    _check(path, "seat 2 is seated twice", _line_of(path, 2, 4))


def test_a_card_twice(tmp_path: Path) -> None:
    middle = HAND.format(number=2).replace("[7c 8d 2s]", "[7c Ah 2s]", 1)
    _check(_file(tmp_path, middle), "Ah is dealt twice")


def test_amounts_that_do_not_add_up(tmp_path: Path) -> None:
    middle = HAND.format(number=2).replace("Cy collected $1.60", "Cy collected $1.50")
    error = _check(_file(tmp_path, middle), "Cy ends with")
    assert "collected 150" in error.reason and "rake 5" in error.reason


def test_an_unknown_game(tmp_path: Path) -> None:
    middle = HAND.format(number=2).replace("Hold'em No Limit", "Pineapple Chinese")
    path = _file(tmp_path, middle)
    _check(path, "unknown game", _line_of(path, 2, 0))


def test_a_game_pokerules_does_not_play(tmp_path: Path) -> None:
    middle = HAND.format(number=2).replace("Hold'em No Limit", "Courchevel Pot Limit")
    _check(_file(tmp_path, middle), "Courchevel")


def test_garbage_bytes(tmp_path: Path) -> None:
    rng = random.Random(5)
    noise = bytes(rng.choice([b for b in range(256) if b not in b"\r\n"]) for _ in range(200))
    lines = HAND.format(number=2).encode().splitlines(keepends=True)
    lines[11] = noise + b"\n"
    path = tmp_path / "garbage.txt"
    path.write_bytes(
        HAND.format(number=1).encode()
        + b"\n"
        + b"".join(lines)
        + b"\n"
        + HAND.format(number=3).encode()
    )
    _check(path, "not text", _line_of(path, 2, 11))


def test_a_50_mb_line(tmp_path: Path) -> None:
    lines = HAND.format(number=2).splitlines()
    lines[11] = "Cy: calls $0.20" + " " * 50_000_000 + "x"
    path = _file(tmp_path, "\n".join(lines), "long.txt")
    error = _check(path, f"longer than {MAX_LINE}", _line_of(path, 2, 11))
    assert len(str(error)) < 400


def test_text_in_every_encoding(tmp_path: Path) -> None:
    text = HAND.format(number=5).replace("$", "€").replace("USD", "EUR")
    for encoding in ("utf-8", "utf-8-sig", "utf-16", "utf-16-le", "cp1252"):
        path = tmp_path / f"{encoding}.txt"
        path.write_bytes(text.encode(encoding))
        (hand,) = read(path)
        assert hand.error is None and hand.currency == "EUR", encoding
        assert hand.replay().stacks == (920, 995, 1085)
