"""``pokerules.equity`` against poker-equity (PyPI), an independent engine, on the games both play.

poker-equity writes an unseen card as ``*`` where pokerules writes ``??``; the rest of a
spot reads the same in both. Its stud fields, like ours, are the cards dealt so far (every
seat on the same street, the rest to come), and its draw fields are the cards kept (the rest
drawn once from the unseen deck, discards given as dead cards), so each spot means the same
in both. The differences, which these spots avoid:

* its lowball draw games (``deuce_seven``, ``badugi``) model one draw only; pokerules'
  ``triple-draw`` and ``badugi`` do too unless ``draws`` is given, and only that one-draw
  answer is compared;
* it has no wild-card games and no six-card Omaha hi-lo, so Dead Deuce, deuces wild, Diablo
  and ``omaha8`` with six hole cards have no peer here (the brute force covers them).

Its ``chunk_from_text`` samples however small the spot (its walking is the separate
``exact_from_text``), so each comparison is a sampled answer against our exact one, within four
of its own standard errors, and where it can walk the spot, exact against exact.
"""

from __future__ import annotations

import pokerules
import pytest

pe = pytest.importorskip("poker_equity")

SAMPLES = 60_000  # its standard error is then at most 0.5 / sqrt(60,000) = 0.002

# (pokerules game, poker-equity game, players, board, dead)
SHARED = [
    ("stud", "stud", ["Ah Kd 7c 9s Js", "Qs Qc 5h Jd 3c"], "", ""),
    ("stud", "stud", ["?? Kd 7c 7s 2d 9h", "Qs Qc 5h Jd 3c 8s", "Jc Th Tc 6s 6d 4c"], "", "2c"),
    ("razz", "razz", ["?? 4d 3c 5d 7h 8s", "Ah 2d 9c Kd 4s 6c"], "", ""),
    ("razz", "razz", ["Ah 2d 3c 7s Kd 8c", "4h 5s 6d 9h Qc 2s", "?? 5h 3h 4c 6h Th"], "", "7d Jh"),
    ("stud8", "stud_hi_lo", ["Ah 2d 3c Kd 9c 8s", "As 2s Qc Qd 7h 6h"], "", ""),
    (
        "stud8",
        "stud_hi_lo",
        ["Ah 2d 3c Kd 9c 8s", "?? 6d Qc Qd 7h 4h", "Ad Kc Ks 5c 6c Tc"],
        "",
        "4s",
    ),
    ("nl-single-draw", "deuce_seven", ["7h 5d 3c", "8s 6d 4h 3h", "9s 7d 5c 4d 2h"], "", "Kc"),
    ("triple-draw", "deuce_seven", ["7h 5d 3c 2s", "9s 8d 6c 4h 3s", "8h 6d 4s"], "", "Kc"),
    ("nl-draw", "five_card_draw", ["Ah Ad Ks", "Qc Jc Tc 9c"], "", ""),
    ("nl-draw", "five_card_draw", ["Ah Ad Ks 7d", "Qc Jc Tc 9c", "8s 8h 8d"], "", "2c 3d"),
    ("badugi", "badugi", ["Ah 2c 3d", "4s 5h"], "", ""),
    ("badugi", "badugi", ["Ah 2c 3d", "4s 5h 6d", "Kc Qd 9h"], "", "7s"),
    ("omaha", "omaha_five", ["AhAsKd7c6c", "QhJhTc9c2d"], "2h 7h 8c", ""),
    ("omaha", "omaha_six", ["AhAsKd7c6c5d", "QhJhTc9c2d3d", "KsQsJsTs????"], "2h 7h 8c 4s", ""),
    ("omaha8", "omaha_hi_lo", ["Ah2hKsKd", "Ac2d9s9c"], "3c 4d Jh", ""),
    ("omaha8", "omaha_five_hi_lo", ["Ah2hKsKd7c", "Ac2d9s9c5s"], "3c 4d Jh", ""),
]
IDS = [f"{ours}-{len(players)}p" for ours, _, players, _, _ in SHARED]


def peer_hands(players: list[str]) -> list[str]:
    """Our hand strings in poker-equity's notation: ``*`` for an unseen card."""
    return ["".join(hand.split()).replace("??", "*") for hand in players]


@pytest.mark.parametrize(("ours", "theirs", "players", "board", "dead"), SHARED, ids=IDS)
def test_sampled_peer_agrees_with_exact(
    ours: str, theirs: str, players: list[str], board: str, dead: str
) -> None:
    exact = pokerules.equity(players, board, dead, game=ours, exact=True)
    assert exact.exact
    peer = pe.chunk_from_text(theirs, peer_hands(players), board, dead, samples=SAMPLES, seed=3)
    assert not peer["exact"]
    assert peer["samples"] == SAMPLES and not peer["weighted"]
    for seat, want in zip(peer["players"], exact.equity, strict=True):
        assert abs(seat["equity"] - want) <= 4 * seat["std_error"] + 1e-12


@pytest.mark.parametrize(("ours", "theirs", "players", "board", "dead"), SHARED, ids=IDS)
def test_exact_peer_agrees_with_exact(
    ours: str, theirs: str, players: list[str], board: str, dead: str
) -> None:
    """Where poker-equity walks the spot too, the two exact answers are the same numbers."""
    peer = pe.exact_from_text(theirs, peer_hands(players), board, dead)
    if peer is None:
        pytest.skip("too large for poker-equity to walk")
    exact = pokerules.equity(players, board, dead, game=ours, exact=True)
    assert [seat["equity"] for seat in peer["players"]] == pytest.approx(exact.equity, abs=1e-9)
    # Its win counts are scoops as ours are, over the same number of runouts when it deals
    # sets per player as we do (it may count ordered deals, a whole multiple of ours).
    assert peer["samples"] % exact.runouts == 0
    scale = peer["samples"] // exact.runouts
    assert [round(c) for c in peer["win_count"]] == [w * scale for w in exact.wins]
