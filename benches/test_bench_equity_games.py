"""Equity in stud, razz, stud eight, the draw games and big Omaha against poker-equity.

Run with ``pytest benches/test_bench_equity_games.py --benchmark-enable``; the summary table
gives each entry's time per runout and its ratio to pokerules. Both sample the same spot the
same number of times on one thread (so to the same statistical error), and each answer is
checked against the other before it counts, so a fast wrong answer cannot win.

poker-equity (PyPI) writes an unseen card as ``*`` where pokerules writes ``??``; its
``chunk_from_text`` samples however small the spot, as ``samples=`` makes pokerules do.
"""

from __future__ import annotations

import math
from typing import Any

import pokerules
import pytest

pe = pytest.importorskip("poker_equity")

SAMPLES = 200_000

# (label, pokerules game, poker-equity game, players, dead): the questions a player asks at
# the start of a hand, where the deal is widest.
STUD_4 = ["Ah Kd 7c", "?? ?? Qs", "?? ?? 9d", "?? ?? 5c"]
SPOTS = [
    ("stud third street", "stud", "stud", ["Ah Kd 7c", "?? ?? Qs"], ""),
    ("stud third street, 4 players", "stud", "stud", STUD_4, ""),
    ("stud8 third street", "stud8", "stud_hi_lo", ["Ah 2d 3c", "?? ?? Ks"], ""),
    ("razz third street", "razz", "razz", ["Ah 2c 3d", "?? ?? Kd"], ""),
    ("2-7 single draw", "nl-single-draw", "deuce_seven", ["7h 5d 3c 2s", "8s 6d 4h"], "Kc Qd"),
    ("5-card draw", "nl-draw", "five_card_draw", ["Ah Ad", "Kc Qc Jc Tc"], "7s"),
    ("badugi", "badugi", "badugi", ["Ah 2c 3d", "4s 5h"], "Kd Kh"),
    ("5-card Omaha preflop", "omaha", "omaha_five", ["AhAsKd7c6c", "QhJhTc9c2d"], ""),
    ("6-card Omaha preflop", "omaha", "omaha_six", ["AhAsKd7c6c5d", "QhJhTc9c2d3d"], ""),
    ("Omaha hi-lo preflop", "omaha8", "omaha_hi_lo", ["AhAs2d3c", "KcKdQsJh"], ""),
    ("5-card Omaha hi-lo", "omaha8", "omaha_five_hi_lo", ["AhAs2d3c4c", "KcKdQsJh9h"], ""),
]
IDS = [label for label, _, _, _, _ in SPOTS]


def _peer_hands(players: list[str]) -> list[str]:
    return ["".join(hand.split()).replace("??", "*") for hand in players]


def _ours(game: str, players: list[str], dead: str) -> pokerules.Equity:
    return pokerules.equity(players, dead=dead, game=game, samples=SAMPLES, seed=1, threads=1)


def _theirs(game: str, players: list[str], dead: str) -> dict[str, Any]:
    hands = _peer_hands(players)
    answer: dict[str, Any] = pe.chunk_from_text(
        game, hands, "", dead, samples=SAMPLES, seed=1, threads=1
    )
    return answer


# Each spot's two entries run one after the other, so a change in the machine's load between
# spots moves both alike.
@pytest.mark.parametrize("peer", [False, True], ids=["pokerules", "poker-equity"])
@pytest.mark.parametrize(("label", "ours", "theirs", "players", "dead"), SPOTS, ids=IDS)
def test_sampling(
    record: Any, label: str, ours: str, theirs: str, players: list[str], dead: str, peer: bool
) -> None:
    group = f"sampled {label}, per runout"
    if not peer:
        result = record(
            group, "pokerules", lambda: _ours(ours, players, dead), per_call=SAMPLES, repeat=10
        )
        assert result.runouts == SAMPLES and not result.exact
        return
    answer = record(
        group, "poker-equity chunk_from_text",
        lambda: _theirs(theirs, players, dead), per_call=SAMPLES, repeat=5,
    )  # fmt: skip
    # Two samples of the same spot: they differ by at most four of their joint errors.
    mine = _ours(ours, players, dead)
    assert mine.stderr is not None
    for seat, equity, error in zip(answer["players"], mine.equity, mine.stderr, strict=True):
        assert abs(seat["equity"] - equity) <= 4 * math.hypot(seat["std_error"], error)


FIFTH = ["Ah Kd 7c 9s Js", "Qs Qc 5h Jd 3c"]  # C(42, 2) * C(40, 2) = 671,580 runouts


def test_exact_stud_fifth_street_one_thread(record: Any) -> None:
    result = record(
        "exact heads-up stud on fifth street (per call)", "pokerules",
        lambda: pokerules.equity(FIFTH, game="stud", exact=True, threads=1), repeat=20,
    )  # fmt: skip
    assert result.exact and result.runouts == 671_580


def test_exact_stud_fifth_street_poker_equity(record: Any) -> None:
    # exact_from_text takes no thread count; it walks on one (its CPU time equals its wall time).
    peer = record(
        "exact heads-up stud on fifth street (per call)", "poker-equity exact_from_text",
        lambda: pe.exact_from_text("stud", _peer_hands(FIFTH)), repeat=10,
    )  # fmt: skip
    exact = pokerules.equity(FIFTH, game="stud", exact=True)
    assert [s["equity"] for s in peer["players"]] == pytest.approx(exact.equity, abs=1e-12)
