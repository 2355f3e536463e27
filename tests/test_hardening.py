"""The newer entry points under abuse (issue 21): each cause found, called exactly as found.

Every test names the cause it covers. The resource refusals (causes 1 to 3) are shown to be
decided from the work estimated before anything runs: no progress report arrives, no sample
is drawn, no range combination is built in Python. No test here reads a clock.
"""

from __future__ import annotations

import itertools
import math
import random
import tomllib
from decimal import Decimal
from fractions import Fraction
from pathlib import Path
from typing import Any

import numpy as np
import pokerules
import pytest
from pokerules import (
    HandCategory,
    HandHistoryError,
    InvalidArgumentError,
    InvalidGameError,
    InvalidHandError,
    PayTable,
    PokerulesError,
    Rotation,
    _core,
    best_discards,
    equity,
    find_game,
    video_poker,
)
from pokerules.cli.commands import main
from pokerules.phh import dump, load, to_phh
from pokerules.phh.importer import import_hand
from pokerules.players.bots import play_random

DATA = Path(__file__).parent / "data" / "phh"


def refused_before_any_work(call: Any, **options: Any) -> str:
    """The message of a refused equity call, checking that no work was started: a run
    reports progress after its first batch, so a refusal from the estimate reports none."""
    reports: list[float] = []
    with pytest.raises(InvalidArgumentError) as refused:
        call(progress=reports.append, **options)
    assert reports == []
    return str(refused.value)


# --- Hangs: resource requests refused from their estimate -----------------------------------


def test_cause_1_samples_are_bounded_by_the_hands_they_deal(
    capsys: pytest.CaptureFixture[str],
) -> None:
    message = refused_before_any_work(equity, players=["AhAs", "KdKc"], samples=10**12)
    assert "the limit is 2e9 hands (1000000000 samples for 2 players)" in message
    # The bound counts hands: ten players may sample a fifth as many times.
    message = refused_before_any_work(equity, players=["random"] * 10, samples=200_000_001)
    assert "200000001 samples of 10 hands" in message and "200000000 samples" in message
    assert main(["equity", "AhAs", "KK", "--samples", "1000000000000"]) == 2
    assert "the limit is 2e9 hands" in capsys.readouterr().err


def disjoint_deals(*ranges: str) -> int:
    """Deals of one combination a player with no card twice, counted by brute force."""
    combos = [[frozenset(c.cards) for c in pokerules.parse_range(r)] for r in ranges]
    deals = 0
    for hands in itertools.product(*combos):
        deals += len(frozenset().union(*hands)) == 2 * len(hands)
    return deals


def test_cause_2_exact_work_is_estimated_from_the_ranges_and_refused_over_the_bound() -> None:
    message = refused_before_any_work(equity, players=["22+", "22+", "22+"], exact=True)
    # Counted before the deals are grouped: a relabelling of suits puts at most 24 deals in a
    # class, each class 3 hands on each of C(46, 5) boards, plus a setup cost a class.
    classes = math.ceil(disjoint_deals("22+", "22+", "22+") / 24)
    work = classes * math.comb(46, 5) * 3 + classes * 3000
    estimate = f"{work:.1e}".replace("e+", "e")  # as Rust writes it: 6.6e10
    assert f"exact enumeration would take about {estimate} units of work" in message
    assert work > 1e10 and "3 hands each" in message and "the limit is 1e10" in message
    # One range more: too many deals even to group, refused from their count.
    message = refused_before_any_work(equity, players=["22+", "22+", "22+", "A2s+"], exact=True)
    assert "too many deals for exact enumeration (over 4000000)" in message
    # Below the bound the same kind of question is answered, and exactly.
    heads_up = equity(["22+", "22+"], exact=True)
    assert heads_up.exact and heads_up.runouts == disjoint_deals("22+", "22+") * math.comb(48, 5)


def test_cause_3_random_omaha_hands_are_not_built_in_python(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    sent: list[int] = []
    core_equity = _core.equity

    def counting(players: list[Any], *args: Any, **kwargs: Any) -> Any:
        sent.append(sum(len(p) for p in players if p is not None))
        assert all(p is None for p in players)  # "random" crosses as a marker
        return core_equity(players, *args, **kwargs)

    monkeypatch.setattr(_core, "equity", counting)
    message = refused_before_any_work(equity, players=["random"] * 10, game="omaha", exact=True)
    assert "too many deals" in message and sent == [0]
    # The marker means every combination: 270,725 hands, whatever the core does with them.
    sampled = equity(["random", "random"], game="omaha", samples=20_000, seed=1)
    assert sampled.combos == (270_725, 270_725) and abs(sum(sampled.equity) - 1) < 1e-12


# --- Bare exceptions ------------------------------------------------------------------------


@pytest.mark.parametrize("bad", [Decimal("sNaN"), Decimal("NaN"), Decimal("-Infinity")])
def test_cause_4_decimal_payouts_that_are_not_numbers_are_refused(bad: Decimal) -> None:
    allowed = "must be a finite number"
    with pytest.raises(InvalidArgumentError, match=allowed):
        video_poker({"royal flush": 800, "flush": bad})
    with pytest.raises(InvalidArgumentError, match=allowed):
        best_discards("As Ah Kd 7c 2s", payout={"flush": bad})
    with pytest.raises(InvalidArgumentError, match=allowed):
        best_discards("As Ah Kd 7c 2s", payout=lambda value: bad)
    # Decimals that are numbers are taken exactly.
    table = PayTable.custom({"flush": Decimal("6.5")})
    assert table.pays["flush"] == Fraction(13, 2)


def test_cause_5_a_seat_count_without_seats_replays(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    text = (DATA / "dwan-ivey-2009.phh").read_text()
    assert "seats =" not in text
    path = tmp_path / "counted.phh"
    path.write_text(text + "seat_count = 6\n")
    (hand,) = load(path)
    (plain,) = load(DATA / "dwan-ivey-2009.phh")
    assert hand.stacks == plain.stacks and hand.history == plain.history
    assert main(["replay", str(path), "--check"]) == 0
    assert "1 hand(s) replayed" in capsys.readouterr().out
    path.write_text(text + "seat_count = 2\n")  # fewer seats than players: still refused
    with pytest.raises(HandHistoryError, match="seat_count is 2 but the hand has 3 players"):
        list(load(path))


@pytest.mark.parametrize(
    ("path", "allowed"),
    [
        ("bad\0name.phh", "must not contain a NUL character"),
        ("bad\ud800name.phh", "cannot be spelled in the file system's encoding"),
    ],
)
def test_cause_6_paths_the_system_cannot_take_are_refused(
    path: str, allowed: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    hand = pokerules.Hand(find_game("nl-draw"), [20, 20], seed=1)
    with pytest.raises(HandHistoryError, match=allowed):
        load(path)
    with pytest.raises(InvalidArgumentError, match=allowed):
        dump(hand, str(tmp_path / path))
    assert list(tmp_path.iterdir()) == []  # nothing written
    assert main(["replay", path]) == 2
    assert allowed in capsys.readouterr().err


# --- Bad input accepted, or a wrong message -------------------------------------------------


@pytest.mark.parametrize(
    ("pays", "spelled"),
    [
        ({"pair": 1, "one pair": 2}, "as 'pair' and 'one pair'"),
        ({"flush": 6, HandCategory.FLUSH: 7}, "as 'flush' and HandCategory.FLUSH"),
    ],
)
def test_cause_7_a_category_paid_twice_is_refused_by_draws(
    pays: dict[Any, int], spelled: str
) -> None:
    with pytest.raises(InvalidArgumentError, match="given twice in the pay table") as refused:
        best_discards("As Ah Kd 7c 2s", payout=pays)
    assert spelled in str(refused.value)


def test_cause_7_a_category_paid_twice_is_refused_by_video_poker_and_the_commands(
    capsys: pytest.CaptureFixture[str],
) -> None:
    with pytest.raises(InvalidArgumentError, match="flush is given twice in the pay table"):
        video_poker({"flush": 6, "FLUSH": 7})
    with pytest.raises(InvalidArgumentError, match="flush is given twice in the pay table"):
        video_poker({"flush": 6, HandCategory.FLUSH: 7})
    for argv in (
        ["odds", "7h 5d 3c 2s Kd", "--best", "--payout", "flush=6,flush=7"],
        ["videopoker", "flush=6,flush=7"],
    ):
        assert main(argv) == 2
        captured = capsys.readouterr()
        assert "flush is given twice in the pay table: give each category once" in captured.err
        assert captured.out == ""


@pytest.mark.parametrize("name", ["holdem", "omaha", "omaha8"])
@pytest.mark.parametrize("limit", ["bogus", 5, None])
def test_cause_8_limit_is_checked_when_betting_is_given_too(name: str, limit: object) -> None:
    with pytest.raises(InvalidGameError, match="limit must be one of 'no', 'pot', 'fixed'"):
        find_game(name, limit=limit, betting=pokerules.NoLimit(min_bet=2))
    structure = pokerules.NoLimit(min_bet=4)
    assert find_game(name, limit="pot", betting=structure).betting == structure


def test_cause_9_a_rotation_no_table_size_can_play_is_refused() -> None:
    with pytest.raises(InvalidGameError) as refused:
        Rotation(["stud", find_game("holdem", min_players=9)])
    message = str(refused.value)
    assert "no table size plays every game of the rotation" in message
    assert "holdem takes 9 to 10 players and stud 2 to 8" in message
    assert Rotation(["stud", find_game("holdem", min_players=8)]).min_players == 8


def heads_up_nt(stack: int, actions: list[str]) -> dict[str, Any]:
    return {
        "variant": "NT",
        "antes": [0, 0],
        "blinds_or_straddles": [1, 2],
        "min_bet": 2,
        "starting_stacks": [stack, stack],
        "actions": ["d dh p1 AsKs", "d dh p2 7h7d", *actions],
    }


def test_cause_10_bets_as_large_as_the_stacks_replay() -> None:
    big = 2 * 10**30
    hand = import_hand(heads_up_nt(big, [f"p2 cbr {10**30}", f"p1 cbr {big}", "p2 cc"]))
    assert sum(hand.stacks) == 2 * big and sorted(hand.stacks) == [0, 2 * big]
    with pytest.raises(HandHistoryError, match="that is over its stack: it has only") as over:
        import_hand(heads_up_nt(big, [f"p2 cbr {3 * 10**30}"]))
    assert isinstance(over.value.__cause__, pokerules.IllegalActionError)
    with pytest.raises(HandHistoryError, match="it is over the stack"):
        import_hand(heads_up_nt(big, ["p2 cbr 1" + "0" * 5000]))


@pytest.mark.parametrize("empty", [{}, "", False, 0, 0.0])
def test_cause_11_actions_of_another_type_are_refused_not_read_as_none(empty: object) -> None:
    fields = heads_up_nt(100, [])
    fields["actions"] = empty
    with pytest.raises(HandHistoryError, match="actions must be a list of strings"):
        import_hand(fields)
    del fields["actions"]  # no field at all: a hand with no actions, as before
    assert import_hand(fields).phase != "over"


def exported(game: str, players: int, wanted: Any) -> dict[str, Any]:
    """A seeded random hand of ``game`` whose PHH actions satisfy ``wanted``, parsed."""
    for seed in range(200):
        hand = pokerules.Hand(find_game(game), [200] * players, seed=seed)
        play_random(hand, random.Random(seed))
        fields = tomllib.loads(to_phh(hand))
        if wanted(fields["actions"]):
            return fields
    raise AssertionError(f"no hand of {game} fits")  # pragma: no cover


def is_deal(action: str) -> bool:
    return action.startswith("d ")


def is_decision(action: str) -> bool:
    return not action.startswith(("d ", "#")) and " sm" not in action


def both_ways(fields: dict[str, Any], actions: list[str]) -> list[dict[str, Any]]:
    """The file with ``actions``, replayed from its seed and from its recorded cards."""
    recorded = {k: v for k, v in fields.items() if k not in ("_seed", "_deck")}
    return [dict(fields, actions=actions), dict(recorded, actions=actions)]


@pytest.mark.parametrize("game", pokerules.game_names())
def test_cause_12_a_decision_before_the_hole_cards_are_dealt_is_refused(game: str) -> None:
    fields = exported(game, 3, lambda actions: any(map(is_decision, actions)))
    actions = fields["actions"]
    for replay in both_ways(fields, actions):
        import_hand(replay)  # the file as written replays
    first = next(i for i, a in enumerate(actions) if is_decision(a))
    moved = [actions[first], *actions[:first], *actions[first + 1 :]]
    for replay in both_ways(fields, moved):
        with pytest.raises(HandHistoryError, match="but the hand deals them before it") as bad:
            import_hand(replay)
        assert "action 2 'd d" in str(bad.value) and "after action 1" in str(bad.value)


@pytest.mark.parametrize("game", ["NT", "FT", "PO", "FO/8"])
def test_cause_12_a_flop_bet_before_the_flop_is_dealt_is_refused(game: str) -> None:
    def bets_on_the_flop(actions: list[str]) -> bool:
        flop = next((i for i, a in enumerate(actions) if a.startswith("d db")), None)
        return flop is not None and flop + 1 < len(actions) and is_decision(actions[flop + 1])

    fields = exported(game, 3, bets_on_the_flop)
    actions = list(fields["actions"])
    flop = next(i for i, a in enumerate(actions) if a.startswith("d db"))
    actions[flop], actions[flop + 1] = actions[flop + 1], actions[flop]
    for replay in both_ways(fields, actions):
        with pytest.raises(HandHistoryError, match="the file deals the board's cards after"):
            import_hand(replay)


def draw_round(actions: list[str]) -> range:
    """Where the first draw is: from its first discard to the next betting decision."""
    start = next(i for i, a in enumerate(actions) if " sd" in a)
    end = next(
        (
            i
            for i in range(start, len(actions))
            if is_decision(actions[i]) and " sd" not in actions[i]
        ),
        len(actions),
    )
    return range(start, end)


def test_cause_12_a_draw_may_deal_after_each_discard_or_after_them_all() -> None:
    # pokerules writes a draw as pokerkit does, every discard and then every deal; some
    # recorded files deal to each player right after its discard. Both replay alike; a deal
    # recorded before its player's discard is refused.
    def two_draw(actions: list[str]) -> bool:
        return any(" sd" in a for a in actions) and (
            sum(is_deal(actions[i]) for i in draw_round(actions)) >= 2
        )

    fields = exported("triple-draw", 3, two_draw)
    actions = fields["actions"]
    where = draw_round(actions)
    cards = {a.split()[2]: a for a in (actions[i] for i in where) if is_deal(a)}
    each: list[str] = []
    for action in (actions[i] for i in where if not is_deal(actions[i])):
        each.append(action)
        if " sd" in action and action.split()[0] in cards:  # its cards right after it
            each.append(cards[action.split()[0]])
    interleaved = [*actions[: where.start], *each, *actions[where.stop :]]
    assert interleaved != actions and sorted(interleaved) == sorted(actions)
    assert import_hand(dict(fields, actions=interleaved)).history == import_hand(fields).history
    first = next(iter(cards.values()))
    early = [*actions[: where.start], first, *[a for a in actions[where.start :] if a != first]]
    with pytest.raises(HandHistoryError, match="but the hand deals them after it"):
        import_hand(dict(fields, actions=early))


# --- Commands -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("extra", "allowed"),
    [
        (["--discard", "Kd"], "--best ranks every discard, so it takes no --discard"),
        (["--samples", "100"], "samples nothing: leave out --samples"),
        (["--seed", "3"], "samples nothing: leave out --seed"),
    ],
)
def test_cause_13_odds_best_refuses_options_it_would_ignore(
    extra: list[str], allowed: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["odds", "7h 5d 3c 2s Kd", "--best", *extra]) == 2
    captured = capsys.readouterr()
    assert allowed in captured.err and captured.out == ""
    assert main(["odds", "7h 5d 3c 2s Kd", "--best"]) == 0


@pytest.mark.parametrize(
    ("hold", "allowed"),
    [
        ("Ah Kh", "a video poker hand has 5 cards, got 2"),
        ("Ah Ah Kd Qd 2c", "card Ah appears more than once"),
        ("Ah Kh Qh Jh Zz", "is not a card"),
    ],
)
def test_cause_14_videopoker_checks_the_hold_before_the_analysis(
    hold: str, allowed: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["videopoker", "jacks-or-better-9-6", "--hold", hold, "--no-progress"]) == 2
    captured = capsys.readouterr()
    assert allowed in captured.err
    assert captured.out == ""  # the 17-line analysis is not printed first


# --- Valid input refused --------------------------------------------------------------------


def test_cause_15_numpy_bools_are_flags_everywhere() -> None:
    exact = equity(["AhAs", "KdKc"], exact=np.bool_(True))
    assert exact.exact and exact.runouts == 1_712_304
    sampled = equity(["AhAs", "KdKc"], exact=np.bool_(False), samples=10_000, seed=2)
    assert not sampled.exact and sampled.runouts == 10_000
    table = PayTable.custom({"four deuces": 200}, deuces_wild=np.bool_(True))
    assert table.deuces_wild is True and table == PayTable.custom({"four deuces": 200})
    for flag in ("yes", 1, np.int8(1)):
        with pytest.raises(InvalidArgumentError, match="must be True or False"):
            equity(["AhAs", "KdKc"], exact=flag)  # type: ignore[arg-type]
        with pytest.raises(InvalidArgumentError, match="deuces_wild must be True or False"):
            PayTable.custom({"flush": 6}, deuces_wild=flag)  # type: ignore[arg-type]


def test_every_refusal_here_is_a_pokerules_error_and_a_value_error() -> None:
    for error in (HandHistoryError, InvalidArgumentError, InvalidGameError, InvalidHandError):
        assert issubclass(error, PokerulesError) and issubclass(error, ValueError)


def test_the_flag_rule_holds_in_the_shortage_options_and_rank_names_too() -> None:
    # Found while sweeping for cause 15: these took anything truthy, and a negative rank read
    # a name from the end of the table.
    from pokerules.cards import rank_name
    from pokerules.games.shortage import shortage_policy

    assert shortage_policy("seed-002", recycle_burns=np.bool_(True)).recycle_burns is True
    with pytest.raises(InvalidGameError, match="recycle_burns must be True or False"):
        shortage_policy("seed-002", recycle_burns="yes")  # type: ignore[arg-type]
    assert rank_name(np.int8(12), plural=np.bool_(True)) == "aces"
    with pytest.raises(pokerules.InvalidCardError, match="rank must be from 0 to 12, not -1"):
        rank_name(-1)
    with pytest.raises(InvalidArgumentError, match="plural must be True or False"):
        rank_name(4, plural=1)  # type: ignore[arg-type]
