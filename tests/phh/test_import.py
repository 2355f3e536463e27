"""Importing standard PHH files written elsewhere: unknown cards, shows and mucks, seats, the
fields a game cannot express, and any text at all (it works or raises a PokerulesError).
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from pokerules import FixedLimit, Hand, HandHistoryError, PokerulesError, find_game
from pokerules.cards import UNSEEN
from pokerules.phh import from_phh, to_phh
from pokerules.phh.export import phh_order
from pokerules.phh.toml import render
from pokerules.players.bots import RandomBot, play_hand
from pokerules.records import Deal, Muck, Reshuffle

DAY5 = Path(__file__).parents[1] / "data" / "phh" / "wsop" / "2023" / "43" / "5"
NUTS = "7c5d4h3s2c"  # the best 2-7 hand: nothing beats it


def f2l3d(actions: list[str], stacks: list[int] | None = None, **fields: Any) -> str:
    """A standard F2L3D file: small blind 1, big blind 2, bets 2 and 4."""
    stacks = stacks or [100, 100, 100]
    n = len(stacks)
    data: dict[str, Any] = {
        "variant": "F2L3D",
        "antes": [0] * n,
        "blinds_or_straddles": [1, 2, *[0] * (n - 2)],
        "small_bet": 2,
        "big_bet": 4,
        "starting_stacks": stacks,
        "actions": actions,
    }
    data.update(fields)
    return render(data)


def checked_down(p1: str, p2: str, river: list[str], shows: list[str]) -> list[str]:
    """p3 folds; p1 and p2 stand pat and check down to a last round of ``river``."""
    actions = [f"d dh p1 {p1}", f"d dh p2 {p2}", "d dh p3 KdQdJdTd9c", "p3 f", "p1 cc", "p2 cc"]
    for _ in range(3):
        actions += ["p1 sd", "p2 sd", "p1 cc", "p2 cc"]
    return actions[:-2] + river + shows


def test_an_unknown_hand_that_mucks_is_never_shown() -> None:
    actions = checked_down("??????????", NUTS, ["p1 cc", "p2 cbr 4", "p1 cc"], [
        f"p2 sm {NUTS}", "p1 sm",
    ])  # fmt: skip
    hand = from_phh(f2l3d(actions, finishing_stacks=[94, 106, 100]))
    p1 = phh_order(hand)[0]
    assert any(isinstance(r, Muck) and r.seat == p1 for r in hand.history)
    dealt = next(r.cards for r in hand.history if isinstance(r, Deal) and r.seat == p1)
    assert dealt == (UNSEEN,) * 5  # the stand-ins stay inside the replay
    assert "d dh p1 ??????????" in to_phh(hand)


def test_an_unknown_hand_pokerules_would_show_is_an_error() -> None:
    # p1 bets last, so p1 shows first: a stand-in would be compared in the open.
    actions = checked_down("??????????", NUTS, ["p1 cbr 4", "p2 cc"], [
        "p1 sm", f"p2 sm {NUTS}",
    ])  # fmt: skip
    with pytest.raises(HandHistoryError, match="p1 reaches the showdown holding cards"):
        from_phh(f2l3d(actions))
    no_word = checked_down("??????????", NUTS, ["p1 cc", "p2 cbr 4", "p1 cc"], [f"p2 sm {NUTS}"])
    with pytest.raises(HandHistoryError, match="neither shows nor mucks"):
        from_phh(f2l3d(no_word))


@pytest.mark.parametrize(("shown", "p1_wins"), [("8c6d5h4s2d", False), (NUTS, True)])
def test_a_show_says_what_unknown_cards_were(shown: str, p1_wins: bool) -> None:
    p2 = "8h6c5s4d2d" if p1_wins else NUTS
    actions = checked_down("??????????", p2, ["p1 cc", "p2 cbr 4", "p1 cc"], [
        f"p2 sm {p2}", f"p1 sm {shown[4:]}{shown[:4]}",  # in another order
    ])  # fmt: skip
    hand = from_phh(f2l3d(actions))
    p1, p2_seat = phh_order(hand)[:2]
    dealt = next(r.cards for r in hand.history if isinstance(r, Deal) and r.seat == p1)
    assert sorted(map(str, dealt)) == sorted(shown[i : i + 2] for i in range(0, 10, 2))
    assert UNSEEN not in dealt
    winner = p1 if p1_wins else p2_seat
    assert hand.stacks[winner] == 106


def test_a_discard_says_what_unknown_cards_were() -> None:
    actions = ["d dh p1 ??????????", "d dh p2 ??????????", "d dh p3 ??????????"]
    actions += ["p3 f", "p1 cc", "p2 cc", "p1 sd 9sKs", "p2 sd ??", "d dh p1 7h6h", "d dh p2 ??"]
    hand = from_phh(f2l3d(actions))
    p1 = phh_order(hand)[0]
    dealt = next(r.cards for r in hand.history if isinstance(r, Deal) and r.seat == p1)
    assert {"9s", "Ks"} <= set(map(str, dealt)) and dealt.count(UNSEEN) == 3
    assert {"7h", "6h"} <= set(map(str, hand.cards(p1)))
    assert hand.actor == p1 and hand.phase == "betting"  # the file stops mid-hand
    assert "finishing_stacks" not in to_phh(hand)


def test_heads_up_the_button_posts_the_small_blind() -> None:
    actions = ["d dh p1 ??????????", "d dh p2 ??????????", "p2 cbr 4", "p1 f"]
    hand = from_phh(f2l3d(actions, [50, 50], blinds_or_straddles=[1, 2], players=["Bb", "Sb"]))
    assert hand.button == phh_order(hand)[1] and hand.players == ("Bb", "Sb")
    assert [hand.stacks[s] for s in phh_order(hand)] == [48, 52]


def test_table_seats_place_the_players_and_are_written_back() -> None:
    actions = [*(f"d dh p{i} ??????????" for i in range(1, 7)), "p3 f", "p4 f", "p5 f", "p6 f"]
    actions += ["p1 f"]
    text = f2l3d(actions, [10, 20, 30, 40, 50, 60], seats=[3, 4, 5, 6, 1, 2], seat_count=9)
    hand = from_phh(text)
    assert hand.button == 1 and hand.starting_stacks == (50, 60, 10, 20, 30, 40)
    assert hand.table_seats == (3, 4, 5, 6, 1, 2) and hand.metadata == {"seat_count": 9}
    written = to_phh(hand)
    assert "seats = [3, 4, 5, 6, 1, 2]" in written and "seat_count = 9" in written
    with pytest.raises(HandHistoryError, match="rising clockwise"):
        from_phh(f2l3d(actions, [10, 20, 30, 40, 50, 60], seats=[3, 5, 4, 6, 1, 2]))


@pytest.mark.parametrize(
    ("fields", "message"),
    [
        ({"antes": [0, 2, 0]}, r"antes \[0, 2, 0\] gives the players different antes"),
        ({"blinds_or_straddles": [1, 2, 4]}, "a straddle needs a no-limit or pot-limit game"),
        ({"blinds_or_straddles": [0, 2, 0]}, "must start with a small blind"),
        ({"antes": [5, 5, 5], "starting_stacks": [3, 100, 100]}, "ante_trimming_status"),
        ({"blinds_or_straddles": [2, 4, 0]}, "big blind may not exceed"),
        ({"small_bet": None}, "F2L3D needs the small_bet field"),
        ({"variant": "NS"}, r"'NS' \(no-limit short-deck hold'em\) is a PHH game pokerules"),
        ({"variant": "XYZ"}, "unknown variant 'XYZ'; pokerules plays F2L3D, .*and"),
        ({"starting_stacks": [100, 100, 1.5]}, "starting_stacks must be a list of whole"),
        ({"players": ["A", "B"]}, r"players must have one entry per player \(3\)"),
        ({"finishing_stacks": [99, 101, 101]}, "p3 ends with 101 in the file but 100"),
        ({"actions": ["d dh p1 AsKs7h6h2c", "d dh p2 As"]}, "the file deals As twice"),
        ({"actions": ["d dh p1 AsKs7h6h2c3c"]}, "deals p1 6 cards in all, but the hand deals 5"),
        ({"actions": ["p1 cc"]}, "p1 acts out of turn: p3 is to act"),
        ({"actions": ["p3 f", "p1 f", "p1 sm"]}, "p1 folded: it has no hand to show"),
    ],
)
def test_what_a_file_cannot_say_is_refused_by_name(fields: dict[str, Any], message: str) -> None:
    base: dict[str, Any] = {"actions": ["p3 f", "p1 f"], "finishing_stacks": [99, 101, 100]}
    base.update(fields)
    data = {key: value for key, value in base.items() if value is not None}
    stacks = data.pop("starting_stacks", None)
    text = f2l3d(data.pop("actions"), stacks, **data)
    if fields.get("small_bet", 0) is None:
        text = text.replace("small_bet = 2\n", "")
    with pytest.raises(HandHistoryError, match=message):
        from_phh(text)


def test_a_mucked_winner_is_refused() -> None:
    actions = checked_down(NUTS, "8c6d5h4s2d", ["p1 cc", "p2 cbr 4", "p1 cc"], [
        "p2 sm 8c6d5h4s2d", "p1 sm",
    ])  # fmt: skip
    with pytest.raises(HandHistoryError, match="p1 mucks, but its hand wins"):
        from_phh(f2l3d(actions))


def test_a_reshuffle_cannot_deal_recorded_cards() -> None:
    rng = random.Random(5)
    game = find_game("triple-draw")
    for _ in range(1000):
        hand = Hand(game, [60] * 6, seed=rng.getrandbits(32))
        play_hand(hand, [RandomBot(rng.getrandbits(32)) for _ in range(6)])
        if any(isinstance(r, Reshuffle) for r in hand.history):
            break
    else:
        pytest.fail("no reshuffle in 1000 hands")
    lines = [
        line
        for line in to_phh(hand).splitlines()
        if not line.startswith(("_seed", "_burns", "_reshuffles"))
    ]
    with pytest.raises(HandHistoryError, match="reshuffled it"):
        from_phh("\n".join(lines))


def test_several_hands_need_from_phh_all() -> None:
    with pytest.raises(HandHistoryError, match="read it with from_phh_all"):
        from_phh("[1]\n" + (DAY5 / "56.phh").read_text(encoding="utf-8"))


def test_the_tournament_cap_holds_heads_up() -> None:
    deals = ["d dh p1 ??????????", "d dh p2 ??????????"]
    raises = ["p2 cbr 4", "p1 cbr 6", "p2 cbr 8", "p1 cbr 10"]
    hand = from_phh(f2l3d([*deals, *raises, "p2 cc"], [50, 50], blinds_or_straddles=[1, 2]))
    assert hand.game.betting == FixedLimit((2, 2, 4, 4), 4, uncapped_heads_up=False)
    with pytest.raises(HandHistoryError, match="p2 cbr 12"):
        from_phh(f2l3d([*deals, *raises, "p2 cbr 12"], [50, 50], blinds_or_straddles=[1, 2]))


def stud_file(variant: str, actions: list[str]) -> str:
    """A standard stud file, heads-up: antes and bring-in 1, bets 2 and 4, stacks 100."""
    data: dict[str, Any] = {
        "variant": variant,
        "ante_trimming_status": True,
        "antes": [1, 1],
        "bring_in": 1,
        "small_bet": 2,
        "big_bet": 4,
        "starting_stacks": [100, 100],
        "actions": actions,
    }
    return render(data)


# p1 shows the 2c, p2 the Kd: the deuce brings in at stud and stud eight, the king at razz. On
# fourth street (5c and Qs, no pair) the other seat acts first: the high board at stud, the
# low one at razz.
STUD_CAP_GAMES = [("F7S", "p1", "p2"), ("FR", "p2", "p1"), ("F7S/8", "p1", "p2")]


@pytest.mark.parametrize(("variant", "brings_in", "other"), STUD_CAP_GAMES)
def test_the_stud_tournament_cap_is_four_bets_a_round_heads_up(
    variant: str, brings_in: str, other: str
) -> None:
    """One bet (the completion on third street) and three raises, even heads-up; the bring-in
    is no bet. Four bets are accepted in a round, a fifth is refused."""
    third = ["d dh p1 Ah9s2c", "d dh p2 AdTsKd", f"{brings_in} pb"]
    four = [f"{other} cbr 2", f"{brings_in} cbr 4", f"{other} cbr 6", f"{brings_in} cbr 8"]
    hand = from_phh(stud_file(variant, [*third, *four, f"{other} cc"]))
    assert hand.stacks == (91, 91)  # the ante and four small bets each
    with pytest.raises(HandHistoryError, match=f"{other} cbr 10"):
        from_phh(stud_file(variant, [*third, *four, f"{other} cbr 10"]))
    fourth = [*third, *four, f"{other} cc", "d dh p1 5c", "d dh p2 Qs"]
    hand = from_phh(stud_file(variant, [*fourth, *four, f"{other} cc"]))
    assert hand.stacks == (83, 83)
    with pytest.raises(HandHistoryError, match=f"{other} cbr 10"):
        from_phh(stud_file(variant, [*fourth, *four, f"{other} cbr 10"]))


# ---------------------------------------------------------------------------- any text at all

FIELDS = [
    "variant", "antes", "blinds_or_straddles", "small_bet", "big_bet", "min_bet", "bring_in",
    "starting_stacks", "actions", "players", "seats", "finishing_stacks", "winnings",
    "ante_trimming_status", "_game", "_game_options", "_seed", "_deck", "_rolls",
    "_dead_money", "_post_antes", "_unopened", "_wild_cards", "_wild_face_up_only", "hand",
]  # fmt: skip
_scalars = st.one_of(
    st.integers(min_value=-(2**70), max_value=2**70),
    st.booleans(),
    st.floats(allow_nan=False),
    st.text(st.characters(exclude_categories=("Cs",)), max_size=12),
    st.sampled_from(["F2L3D", "_N5CD", "triple-draw", "p1 f", "d dh p1 ??", "AsKd", "2c2d"]),
)
_values = st.recursive(
    _scalars,
    lambda inner: st.lists(inner, max_size=6) | st.dictionaries(st.sampled_from(FIELDS), inner),
    max_leaves=8,
)


def assert_a_sound_import(hand: Hand) -> None:
    """What any hand read from a file must satisfy: no chip made or lost, and written back and
    read again, the same hand."""
    assert all(stack >= 0 for stack in hand.stacks)
    won = sum(hand.stacks) - sum(hand.starting_stacks)  # the dead money, once it is paid out
    assert won == hand.setup.dead_money if hand.is_over else won <= hand.setup.dead_money
    again = from_phh(to_phh(hand))
    assert again.history == hand.history and again.stacks == hand.stacks


@settings(
    derandomize=True, max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)
@given(st.dictionaries(st.sampled_from(FIELDS), _values, max_size=10))
def test_any_fields_work_or_raise_a_pokerules_error(fields: dict[str, Any]) -> None:
    try:
        hand = from_phh(render(fields))
    except PokerulesError:
        return
    assert_a_sound_import(hand)


@settings(derandomize=True, max_examples=120, deadline=None)
@given(st.sampled_from(FIELDS), _values, st.sampled_from([55, 57, 60, 61]))
def test_a_real_file_with_any_field_changed_works_or_raises(
    field: str, value: object, number: int
) -> None:
    text = (DAY5 / f"{number}.phh").read_text(encoding="utf-8")
    lines = [line for line in text.splitlines() if not line.startswith(f"{field} =")]
    try:
        hand = from_phh("\n".join([*lines, render({field: value})]))
    except PokerulesError:
        return
    assert_a_sound_import(hand)


@settings(derandomize=True, max_examples=200, deadline=None)
@given(st.text(max_size=200))
def test_any_text_works_or_raises_a_pokerules_error(text: str) -> None:
    try:
        hand = from_phh(text)
    except PokerulesError:
        return
    assert_a_sound_import(hand)


def test_deep_nesting_is_an_error_not_a_crash() -> None:
    for text in ("a = " + "[" * 100_000, "a = " + "{b = " * 50_000, "[" * 100_000):
        with pytest.raises(HandHistoryError, match="not a PHH file"):
            from_phh(text)
    with pytest.raises(HandHistoryError, match="text"):
        from_phh(b"variant = 'F2L3D'")  # type: ignore[arg-type]
