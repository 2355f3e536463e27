"""Bad Full Tilt Poker input: each fault is a HandHistoryError naming the file, the hand and the
line, and the file's other hands still read."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from pokerules.errors import HandHistoryError
from pokerules.hand_histories import read
from pokerules.hand_histories.files import MAX_LINE

HAND = """Full Tilt Poker Game #{number}: Table T (6 max) - $0.05/$0.10 - No Limit Hold'em - \
1:00:00 ET - 2020/01/01
Seat 1: Ann ($10)
Seat 2: Bob ($10)
Seat 3: Cy Young ($10)
Bob posts the small blind of $0.05
Cy Young posts the big blind of $0.10
The button is in seat #1
*** HOLE CARDS ***
Dealt to Ann [Ah Kd]
Ann raises to $0.30
Bob folds
Cy Young calls $0.20
*** FLOP *** [7c 8d 2s] (Total Pot: $0.65, 2 Players)
Cy Young checks
Ann bets $0.50
Cy Young: nice
Cy Young calls $0.50
*** TURN *** [7c 8d 2s] [3h]
Cy Young checks
Ann checks
*** RIVER *** [7c 8d 2s 3h] [Qh]
Cy Young checks
Ann checks
*** SHOW DOWN ***
Ann shows [Ah Kd] Ace King high
Cy Young shows [Qs Jc] a pair of Queens
Cy Young wins the pot ($1.60) with a pair of Queens
*** SUMMARY ***
Total pot $1.65 | Rake $0.05
Board: [7c 8d 2s 3h Qh]
Seat 1: Ann (button) showed [Ah Kd] and lost with Ace King high
Seat 2: Bob (small blind) folded before the Flop
Seat 3: Cy Young (big blind) showed [Qs Jc] and won ($1.60) with a pair of Queens
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
            if line.startswith(b"Full Tilt Poker Game #%d:" % hand):
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


def test_the_good_hand_reconciles_with_its_rake() -> None:
    (hand,) = read(HAND.format(number=9))
    assert hand.error is None and hand.rake == 5 and hand.site == "fulltilt"
    assert hand.players == ("Bob", "Cy Young", "Ann") and hand.cards["Ann"] == "AhKd"
    assert hand.replay().stacks == (920, 995, 1085)  # pokerules' pot: the rake aside


def test_the_site_is_told_and_may_be_chosen() -> None:
    stars = "PokerStars Hand #4: Hold'em No Limit (1/2) - 2020/01/01 1:00:00 ET\n"
    text = HAND.format(number=8) + "\n" + stars
    assert [h.site for h in read(text)] == ["fulltilt", "pokerstars"]
    assert [h.number for h in read(text, site="fulltilt")] == ["8"]
    old = HAND.format(number=7).replace("Full Tilt Poker Game", "FullTiltPoker Game")
    (hand,) = read(old)
    assert hand.error is None and hand.number == "7"


def test_a_truncated_hand(tmp_path: Path) -> None:
    middle = "\n".join(HAND.format(number=2).splitlines()[:14])
    _check(_file(tmp_path, middle), "ends before its summary")
    path = tmp_path / "cut.txt"
    path.write_text(HAND.format(number=1) + "\n" + middle, "utf-8")
    first, cut = read(path)
    assert first.error is None and cut.error is not None and cut.error.hand == "2"


def test_a_seat_twice(tmp_path: Path) -> None:
    middle = HAND.format(number=2).replace("Seat 3: Cy Young", "Seat 2: Cy Young", 1)
    path = _file(tmp_path, middle)
    _check(path, "seat 2 is seated twice", _line_of(path, 2, 3))


def test_a_card_twice(tmp_path: Path) -> None:
    middle = HAND.format(number=2).replace("[7c 8d 2s]", "[7c Ah 2s]", 1)
    _check(_file(tmp_path, middle), "Ah is dealt twice")


def test_amounts_that_do_not_add_up(tmp_path: Path) -> None:
    middle = HAND.format(number=2).replace("wins the pot ($1.60)", "wins the pot ($1.50)")
    error = _check(_file(tmp_path, middle), "Cy Young ends with")
    assert "collected 150" in error.reason and "rake 5" in error.reason


def test_an_unknown_game_and_one_pokerules_does_not_play(tmp_path: Path) -> None:
    middle = HAND.format(number=2).replace("No Limit Hold'em", "Pineapple Chinese")
    path = _file(tmp_path, middle)
    _check(path, "unknown game", _line_of(path, 2, 0))
    middle = HAND.format(number=2).replace("No Limit Hold'em", "Pot Limit Courchevel Hi")
    _check(_file(tmp_path, middle, "courchevel.txt"), "Courchevel")


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
    lines[11] = "Cy Young calls $0.20" + " " * 50_000_000 + "x"
    path = _file(tmp_path, "\n".join(lines), "long.txt")
    error = _check(path, f"longer than {MAX_LINE}", _line_of(path, 2, 11))
    assert len(str(error)) < 400


def test_text_in_every_encoding_and_an_odd_last_byte(tmp_path: Path) -> None:
    text = HAND.format(number=5).replace("$", "€")
    for encoding in ("utf-8", "utf-8-sig", "utf-16", "utf-16-le", "cp1252"):
        path = tmp_path / f"{encoding}.txt"
        path.write_bytes(text.encode(encoding) + (b"\n" if encoding == "utf-16" else b""))
        (hand,) = read(path)
        assert hand.error is None and hand.currency == "EUR", encoding
        assert hand.replay().stacks == (920, 995, 1085)
