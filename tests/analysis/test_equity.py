"""pokerules.equity against brute force written from the rule, with phevaluator as the judge."""

from __future__ import annotations

import itertools
import math
from collections import Counter
from fractions import Fraction

import phevaluator
import pokerules
import pytest
from pokerules import Card, parse_hand, parse_range

Deal = tuple[tuple[int, ...], ...]


def _combos(hand: str) -> list[tuple[tuple[int, ...], int]]:
    """(cards, weight) pairs of a hand or range, weights as the API scales them."""
    cards = parse_hand(hand) if len(hand) == 4 and hand[1] in "cdhs" else ()
    if len(cards) == 2:
        return [(tuple(int(c) for c in cards), 1)]
    # The rule: weights are whole hundredths of a percent. They are read here from the weight's
    # decimal text (4.35 is 435 hundredths), never from the float 4.35 * 100 = 434.99999...
    hundredths = [Fraction(str(c.weight)) * 100 for c in parse_range(hand)]
    assert all(h.denominator == 1 for h in hundredths), hand
    units = [int(h) for h in hundredths]
    g = math.gcd(*units)
    return [(tuple(int(c) for c in combo.cards), u // g)
            for combo, u in zip(parse_range(hand), units, strict=True)]  # fmt: skip


def brute_force(hands: list[str], board: str = "", dead: str = "") -> Counter[tuple[int, ...]]:
    """Runout counts by winners: every deal, every board, each hand judged by phevaluator."""
    fixed = [int(c) for c in parse_hand(board) + parse_hand(dead)]
    ranges = [_combos(h) for h in hands]
    exact_cards = {c for r in ranges if len(r) == 1 for c in r[0][0]}
    ranges = [r if len(r) == 1 else [(cards, w) for cards, w in r
                                      if not set(cards) & (set(fixed) | exact_cards)]
              for r in ranges]  # fmt: skip
    board_cards = [int(c) for c in parse_hand(board)]
    outcomes: Counter[tuple[int, ...]] = Counter()
    for deal in itertools.product(*ranges):
        used = [c for cards, _ in deal for c in cards]
        if len(set(used)) != len(used):
            continue
        weight = math.prod(w for _, w in deal)
        live = [c for c in range(52) if c not in set(used) | set(fixed)]
        for rest in itertools.combinations(live, 5 - len(board_cards)):
            full = board_cards + list(rest)
            values = [phevaluator.evaluate_cards(*cards, *full) for cards, _ in deal]
            best = min(values)
            outcomes[tuple(i for i, v in enumerate(values) if v == best)] += weight
    return outcomes


SPOTS = [
    (["AhAs", "KdKc"], "Ks 7h 2c", ""),
    (["AhKh", "QsQd", "7c6c"], "Qh 7h 2c 3d", ""),
    (["AhKh", "QsQd"], "Qh 7h 2c", "Jh Th"),
    (["5c4c", "AdAh", "9s9c", "JhTh"], "3c 6c Kd", ""),
    (["2c2d", "3h3s", "4c4d", "5h5s", "6c6d", "7h7s"], "8c 9d Tc Js", ""),
    (["AA", "KQs"], "Kh 7h 2c", "Ad"),
    (["QQ+", "AK, AQs@50"], "Qc 7d 2s 3h", ""),
    (["AhKh", "random"], "Qh 7h 2c 3d", ""),
    # Weights whose float times 100 falls just below the whole number (4.35 * 100 is
    # 434.99999999999994, 0.57 * 100 is 56.99999999999999): truncating them would change
    # every weighted count.
    (["AK@4.35, QQ", "JhJd"], "Kc 7d 2s", ""),
    (["AA@0.57, KK@57.1", "QQ@4.35, AKs"], "Qc 7d 2s 3h", ""),
]


@pytest.mark.parametrize(("hands", "board", "dead"), SPOTS)
def test_exact_counts_match_brute_force(hands: list[str], board: str, dead: str) -> None:
    result = pokerules.equity(hands, board=board, dead=dead, exact=True, threads=1)
    expected = brute_force(hands, board, dead)
    assert result.exact
    assert dict(result.outcomes) == dict(expected)
    assert result.runouts == sum(expected.values())
    for player in range(len(hands)):
        share = sum(Fraction(n, len(who)) for who, n in expected.items() if player in who)
        assert result.equity[player] == float(share / result.runouts)
        assert result.wins[player] == expected.get((player,), 0)
        assert result.ties[player] == sum(
            n for who, n in expected.items() if player in who and len(who) > 1
        )
        assert result.win[player] == float(Fraction(result.wins[player], result.runouts))
        assert result.tie[player] == float(Fraction(result.ties[player], result.runouts))
    # Each equity is the float nearest its exact share, so together they make 1 within a
    # rounding of each.
    assert abs(sum(map(Fraction, result.equity)) - 1) <= Fraction(len(hands), 2**53)


def test_aces_against_kings_preflop_give_the_published_counts() -> None:
    result = pokerules.equity(["AhAs", "KdKc"], exact=True)
    assert result.wins == (1_388_072, 317_694)
    assert result.ties == (6_538, 6_538)
    assert result.runouts == 1_712_304
    assert dict(result.outcomes) == {(0,): 1_388_072, (1,): 317_694, (0, 1): 6_538}


def test_threads_do_not_change_exact_counts() -> None:
    one = pokerules.equity(["QQ", "AKs"], board="2c 7d 9h", exact=True, threads=1)
    two = pokerules.equity(["QQ", "AKs"], board="2c 7d 9h", exact=True, threads=2)
    assert one.outcomes == two.outcomes


SAMPLED_SPOTS = [
    (["AhAs", "KdKc"], ""),
    (["AA", "KQs", "random"], "Kh 7h 2c"),
    (["AhAs", "random"], "Kd 7c 2s"),
    (["QQ+", "AK, AQs@50", "JTs@25, 99"], "Qc 7d 2s"),
]


@pytest.mark.parametrize(("hands", "board"), SAMPLED_SPOTS)
def test_sampling_lands_within_four_standard_errors(hands: list[str], board: str) -> None:
    exact = pokerules.equity(hands, board=board, exact=True)
    sampled = pokerules.equity(hands, board=board, samples=200_000, seed=11)
    assert not sampled.exact and sampled.runouts == 200_000
    assert sampled.stderr is not None
    for player in range(len(hands)):
        error = sampled.stderr[player]
        assert 0 < error < 0.01
        assert abs(sampled.equity[player] - exact.equity[player]) <= 4 * error


def test_same_seed_same_answer_whatever_the_threads() -> None:
    hands = ["AA", "KQs", "random"]
    runs = [pokerules.equity(hands, board="Kh 7h 2c", samples=300_000, seed=5, threads=t)
            for t in (1, 2, 3)]  # fmt: skip
    assert runs[0].outcomes == runs[1].outcomes == runs[2].outcomes
    assert runs[0].seed == 5
    other = pokerules.equity(hands, board="Kh 7h 2c", samples=300_000, seed=6, threads=2)
    assert other.outcomes != runs[0].outcomes
    # Stopping on the standard error lands on the same chunk too.
    by_error = [pokerules.equity(["AhAs", "KK"], stderr=0.002, seed=2, threads=t) for t in (1, 2)]
    assert by_error[0].outcomes == by_error[1].outcomes
    assert by_error[0].stderr is not None and max(by_error[0].stderr) <= 0.002


def test_range_notation_counts_combinations() -> None:
    counts = {
        "AK": 16, "AKs": 4, "AKo": 12, "TT+": 30, "A2s-A5s": 16, "22-55": 24, "A2s+": 48,
        "K9o+": 48, "random": 1326, "AsKs": 1, "AsKs, AhKh": 2, "QQ, AKs@50": 10,
        "ak": 16, "A5s-A2s": 16, "KJo-K9o": 36, "T9": 16, "AA,AhAs": 6,
    }  # fmt: skip
    for text, n in counts.items():
        assert len(parse_range(text)) == n, text
    weights = {c.cards: c.weight for c in parse_range("AK, AKs@50, QQ@33.25")}
    assert weights[(Card("As"), Card("Ks"))] == 50
    assert weights[(Card("As"), Card("Kd"))] == 100
    assert weights[(Card("Qs"), Card("Qh"))] == 33.25
    assert all(a > b for a, b in (c.cards for c in parse_range("random")))


BAD_RANGES = ["AKx", "AAs", "A2s-K5s", "QQ@0", "QQ@101", "QQ@abc", "", "AK,,QQ", "AsAs",
              "22-A5s", "XY", "AK@50.125", "QQ++"]  # fmt: skip


@pytest.mark.parametrize("text", BAD_RANGES)
def test_bad_notation_is_refused_naming_the_entry(text: str) -> None:
    with pytest.raises(pokerules.InvalidRangeError) as caught:
        parse_range(text)
    assert isinstance(caught.value, ValueError)
    assert "ranges take" in str(caught.value)


def test_bad_spots_are_refused_with_clear_errors() -> None:
    with pytest.raises(pokerules.InvalidHandError, match="both on the board and in player 1"):
        pokerules.equity(["AhAs", "KK"], board="Ah 7c 2d")
    with pytest.raises(pokerules.InvalidHandError, match="in player 1's hand and in player 2"):
        pokerules.equity(["AhAs", "AhKd"])
    with pytest.raises(pokerules.InvalidHandError, match="0 \\(preflop\\), 3"):
        pokerules.equity(["AhAs", "KK"], board="2c 3d")
    with pytest.raises(pokerules.InvalidHandError, match="both on the board and among the dead"):
        pokerules.equity(["AhAs", "KK"], board="2c 3d 4h", dead="2c")
    with pytest.raises(pokerules.InvalidHandError, match="2c is given twice on the board"):
        pokerules.equity(["AhAs", "KK"], board="2c 3d 2c")
    with pytest.raises(pokerules.InvalidRangeError, match="player 1's range has no combination"):
        pokerules.equity(["AA", "KK"], board="Ah As 2c", dead="Ad Ac")
    with pytest.raises(pokerules.InvalidRangeError, match="cannot be dealt together"):
        pokerules.equity(["AhAs, AhAd", "AhAs, AhAd", "AhAs, AhAd"])
    with pytest.raises(pokerules.InvalidHandError, match="2 to 10 players"):
        pokerules.equity(["AA"] * 11)
    with pytest.raises(pokerules.InvalidHandError, match="2 to 10 players"):
        pokerules.equity(["AA"])
    with pytest.raises(pokerules.InvalidHandError, match="list of hands"):
        pokerules.equity("AhAs KdKc")  # type: ignore[arg-type]
    with pytest.raises(pokerules.InvalidHandError, match="deck has 52"):
        pokerules.equity(["random"] * 10, dead=" ".join(str(c) for c in pokerules.CARDS[:28]))
    with pytest.raises(pokerules.InvalidHandError, match="ranges are for hold'em"):
        pokerules.equity(["AA", "KK"], game="razz")
    with pytest.raises(pokerules.InvalidArgumentError, match="every registry game"):
        pokerules.equity(["AhAs", "KdKc"], game="courchevel")


@pytest.mark.parametrize(
    ("option", "value"),
    [("threads", 0), ("threads", -1), ("threads", True), ("threads", 1.5), ("threads", "2"),
     ("samples", 0), ("samples", -5), ("samples", True), ("samples", 2.5), ("stderr", 0),
     ("stderr", -1.0), ("stderr", float("nan")), ("stderr", True), ("stderr", "0.1"),
     ("seed", -1), ("seed", True), ("seed", 1 << 64), ("exact", "yes"), ("exact", 1)],
)  # fmt: skip
def test_options_of_the_wrong_type_or_sign_are_refused(option: str, value: object) -> None:
    with pytest.raises(pokerules.InvalidArgumentError, match=option):
        pokerules.equity(["AA", "KK"], board="2c 3d 4h", **{option: value})  # type: ignore[arg-type]


def test_numpy_integers_are_whole_numbers() -> None:
    np = pytest.importorskip("numpy")
    result = pokerules.equity(["AA", "KK"], board="2c 3d 4h", samples=np.int64(20_000),
                              seed=np.uint64(3), threads=np.int32(1))  # fmt: skip
    assert result.runouts == 20_000


def test_exact_refuses_sampling_options_and_huge_work() -> None:
    with pytest.raises(pokerules.InvalidArgumentError, match="samples and stderr are for sampling"):
        pokerules.equity(["AA", "KK"], exact=True, samples=10)
    with pytest.raises(pokerules.InvalidArgumentError, match=r"exact enumeration|too many deals"):
        pokerules.equity(["random"] * 4, exact=True)


def test_progress_reports_fractions_and_an_error_in_it_stops_the_run() -> None:
    seen: list[float] = []
    pokerules.equity(["AhAs", "KdKc"], samples=1_000_000, seed=1, progress=seen.append)
    assert seen and all(0 <= f <= 1 for f in seen) and seen == sorted(seen)

    class Stop(Exception):
        pass

    def stop(fraction: float) -> None:
        raise Stop

    with pytest.raises(Stop):
        pokerules.equity(["AhAs", "KdKc"], samples=1_000_000, seed=1, progress=stop)


def test_the_result_is_frozen_and_reads_per_player() -> None:
    result = pokerules.equity(["AhAs", "KdKc"], board="2c 3d 4h 5s", exact=True)
    player = result[1]
    assert player.hand == "KdKc" and player.combos == 1
    assert player.equity == result.equity[1] and player.stderr is None
    assert len(result) == 2 and result.seed is None
    with pytest.raises(AttributeError):
        result.runouts = 3  # type: ignore[misc]


OMAHA_SPOTS = [
    (["AhAsKdKc", "QhJhTc9c"], "2h 7h 8c", ""),
    (["AhKhQdJd", "8s7s6c5c", "AcAd2h3h"], "Th 9h 2c 4s", ""),
    (["AhKhQhJh", "AsKsQsJs"], "2h 3s 4h", "Th 5c"),
]


@pytest.mark.parametrize(("hands", "board", "dead"), OMAHA_SPOTS)
def test_omaha_counts_match_brute_force(hands: list[str], board: str, dead: str) -> None:
    result = pokerules.equity(hands, board=board, dead=dead, game="omaha", exact=True)
    holes = [[int(c) for c in parse_hand(h)] for h in hands]
    fixed = [int(c) for c in parse_hand(board) + parse_hand(dead)]
    board_cards = [int(c) for c in parse_hand(board)]
    used = {c for h in holes for c in h} | set(fixed)
    live = [c for c in range(52) if c not in used]
    expected: Counter[tuple[int, ...]] = Counter()
    for rest in itertools.combinations(live, 5 - len(board_cards)):
        full = board_cards + list(rest)
        values = [phevaluator.evaluate_omaha_cards(*full, *hole) for hole in holes]
        expected[tuple(i for i, v in enumerate(values) if v == min(values))] += 1
    assert dict(result.outcomes) == dict(expected)


def test_omaha_takes_four_cards_or_random() -> None:
    sampled = pokerules.equity(["AhAsKdKc", "random"], game="omaha", samples=50_000, seed=4)
    assert sampled.combos == (1, math.comb(48, 4)) and sampled.runouts == 50_000
    with pytest.raises(pokerules.InvalidHandError, match="not an Omaha hand"):
        pokerules.equity(["AA", "KK"], game="omaha")
    with pytest.raises(pokerules.InvalidHandError, match="deals 4 hole cards"):
        pokerules.equity([["Ah", "As"], "KdKcQhQs"], game="omaha")
