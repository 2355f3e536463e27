"""PHH export and import of pokerules' own hands: exact round trips for every game, valid TOML.

Real files from the PHH dataset are in ``test_real.py``, standard files from elsewhere in
``test_import.py`` and pokerkit's replay of our files in ``test_pokerkit.py``.
"""

from __future__ import annotations

import dataclasses
import random
import tomllib
from typing import Any

import pytest
from pokerules import FixedLimit, Hand, NoLimit, PokerulesError, PotLimit, Session, find_game
from pokerules.cards import UNSEEN
from pokerules.games import Game, game_names
from pokerules.phh import from_phh, from_phh_all, to_phh, to_phh_all, variant_code
from pokerules.players.bots import RandomBot, play_hand
from pokerules.records import Burn, Deal, Draw, Reshuffle, Roll, Street


def random_hand(game: Game, rng: random.Random, *, short: bool = True, extras: bool = True) -> Hand:
    """A finished hand of ``game`` played by random bots: varied tables, stacks and buttons;
    short stacks for all-ins, and (with ``extras``) dead money and hands without antes."""
    n = rng.randint(game.min_players, game.max_players)
    if short and rng.random() < 0.4:
        stacks = [rng.randint(1, 12) for _ in range(n)]
    else:
        stacks = [rng.randint(20, 200) for _ in range(n)]
    hand = Hand(
        game,
        stacks,
        button=rng.randrange(n),
        seed=rng.getrandbits(63),
        dead_money=rng.choice([0, 0, 0, 7]) if extras else 0,
        antes=rng.random() < 0.85 if extras else True,
    )
    return play_hand(hand, [RandomBot(rng.getrandbits(32)) for _ in range(n)])


def assert_same(again: Hand, hand: Hand) -> None:
    assert again.setup == hand.setup
    assert again.history == hand.history
    assert again.stacks == hand.stacks
    assert again.snapshot() == hand.snapshot()


def phh_order(hand: Hand) -> list[int]:
    """Our seats in PHH player order: left of the button first, the button last."""
    return [(hand.button + 1 + i) % hand.n for i in range(hand.n)]


# ---------------------------------------------------------------------------- round trips


@pytest.mark.parametrize("name", game_names())
def test_every_game_round_trips_exactly(name: str) -> None:
    rng = random.Random(f"phh {name}")
    game = find_game(name)
    reshuffles = 0
    for _ in range(200):
        hand = random_hand(game, rng)
        names = [f"Player {s}" for s in range(hand.n)]
        text = to_phh(hand, names)
        data = tomllib.loads(text)
        assert data["players"] == [names[s] for s in phh_order(hand)]
        assert data["finishing_stacks"] == [hand.stacks[s] for s in phh_order(hand)]
        assert_same(from_phh(text), hand)
        reshuffles += any(isinstance(r, Reshuffle) for r in hand.history)
    if name == "triple-draw":
        assert reshuffles > 0  # the reshuffle stream is exercised too


GAMES_WITH_OPTIONS = [
    find_game("deuces-wild", max_draw=4, wild="5", natural_beats_wild=True),
    find_game("deuces-wild", wild=["Js", "Jh"], opening="none"),
    find_game("triple-draw", betting=NoLimit(min_bet=2)),
    find_game("triple-draw", blinds=(2, 2), betting=FixedLimit((2, 2, 4, 4), cap_raises=None)),
    find_game("nl-draw", betting=PotLimit(min_bet=4), ante=2, max_draw=3),
    find_game("dead-deuce", burn=True, exposed_wild_counts="natural_first"),
    find_game("dead-deuce", wild_face_up_only=False, max_players=6),
    find_game("diablo", diablo_opener="per_hand", opening="jacks_or_better"),
    find_game("nl-draw").with_options(title="Draw", blinds=(1, 2), ante=0),
]


@pytest.mark.parametrize("game", GAMES_WITH_OPTIONS, ids=lambda g: g.name)
def test_house_options_round_trip(game: Game) -> None:
    rng = random.Random(f"options {game}")
    for _ in range(60):
        hand = random_hand(game, rng)
        assert_same(from_phh(to_phh(hand)), hand)


def test_an_option_set_to_none_round_trips() -> None:
    game = find_game("triple-draw").with_options(blinds=None, ante=1)
    hand = play_hand(Hand(game, [30, 30, 30], seed=4), [RandomBot(s) for s in range(3)])
    text = to_phh(hand)
    assert tomllib.loads(text)["_game_options"] == {"ante": 1, "blinds": {}}
    assert_same(from_phh(text), hand)


def test_sessions_round_trip_with_pass_outs_and_diablo_chains() -> None:
    seen: dict[str, int] = dict.fromkeys(
        ("_dead_money", "_post_antes", "_unopened", "_diablo_payment", "_carried", "_notes"), 0
    )
    for game in ("diablo", "deuces-wild", ["diablo", "dead-deuce", "nl-draw", "triple-draw"]):
        for seed in range(6):
            session = Session(game, 5, seed=seed, deals=8)
            result = session.play([RandomBot(seed=10 * seed + i) for i in range(5)])
            text = to_phh_all(result.log)
            tables = tomllib.loads(text)
            assert list(tables) == [str(i + 1) for i in range(len(result.log))]
            for entry, table in zip(result.log, tables.values(), strict=True):
                assert table["hand"] == entry.number
                assert table["players"] == [entry.players[s] for s in phh_order(entry.hand)]
                for key in seen:
                    seen[key] += key in table
            for again, entry in zip(from_phh_all(text), result.log, strict=True):
                assert_same(again, entry.hand)
    assert all(seen.values()), seen


def test_an_unfinished_hand_round_trips() -> None:
    rng = random.Random(5)
    for name in game_names():
        hand = Hand(find_game(name), [60, 60, 60, 60], button=1, seed=rng.getrandbits(32))
        bots = [RandomBot(s) for s in range(4)]
        for _ in range(rng.randint(1, 12)):
            if hand.actor is None:
                break
            bots[hand.actor].play(hand)
        assert_same(from_phh(to_phh(hand)), hand)


def test_an_explicit_deck_and_any_seed_round_trip() -> None:
    game = find_game("nl-draw")
    for seed in (0, -5, 2**63 - 1, 2**63, 3 * 2**70):
        hand = Hand(game, [40, 40, 40], seed=seed, deck="As Ks Qs Js Ts 2c")
        play_hand(hand, [RandomBot(s) for s in range(3)])
        data = tomllib.loads(to_phh(hand))
        assert data["_deck"].startswith("AsKsQsJsTs2c")
        assert data["_seed"] == (seed if -(2**63) <= seed < 2**63 else str(seed))
        assert_same(from_phh(to_phh(hand)), hand)


def test_names_are_valid_toml_strings() -> None:
    names = ['Ann "the rock"', "back\\slash", "new\nline", "tab\there", "Zoë ♠", "\x7f"]
    hand = play_hand(Hand(find_game("deuces-wild"), [50] * 6, seed=9), [RandomBot(1)] * 6)
    data = tomllib.loads(to_phh(hand, names))
    assert data["players"] == [names[s] for s in phh_order(hand)]
    with pytest.raises(PokerulesError, match="one name per seat"):
        to_phh(hand, names[:2])


def test_stud_rolls_are_kept_in_order() -> None:
    hand = Hand(find_game("dead-deuce"), [40, 40, 40], button=0, seed=11)
    while hand.phase == "roll":
        seat = hand.actor
        assert seat is not None
        hand.roll(hand.cards(seat)[2])
    text = to_phh(hand)
    rolls = [r for r in hand.history if isinstance(r, Roll)]
    label = {s: f"p{i + 1}" for i, s in enumerate(phh_order(hand))}
    assert tomllib.loads(text)["_rolls"] == [f"{label[r.seat]} {r.card}" for r in rolls]
    assert "# rolled up: p1 " in text
    assert_same(from_phh(text), hand)


def test_openers_are_recorded() -> None:
    rng = random.Random(8)
    game = find_game("deuces-wild")
    split = proved = 0
    for _ in range(300):
        hand = random_hand(game, rng, short=False)
        data = tomllib.loads(to_phh(hand))
        if hand.opener is None:
            assert "_opener" not in data
            continue
        assert data["_opener"] == f"p{phh_order(hand).index(hand.opener) + 1}"
        assert data["_opening_cards"] == "".join(str(c) for c in hand.opening_cards)
        split += "_split_openers" in data
        proved += any("proves openers" in a for a in data["actions"])
    assert split and proved


# ---------------------------------------------------------------------------- the format


def test_seat_mapping_puts_the_button_last() -> None:
    three = Hand(find_game("triple-draw"), [10, 20, 30, 40], button=1, seed=1)
    data = tomllib.loads(to_phh(three, ["A", "B", "C", "D"]))
    assert data["players"] == ["C", "D", "A", "B"]  # small blind first, button last
    assert data["seats"] == [3, 4, 1, 2]
    assert data["starting_stacks"] == [30, 40, 10, 20]
    assert data["blinds_or_straddles"] == [1, 2, 0, 0]
    heads_up = Hand(find_game("triple-draw"), [10, 20], button=0, seed=1)
    data = tomllib.loads(to_phh(heads_up, ["A", "B"]))
    assert data["players"] == ["B", "A"]  # big blind first; the button posts the small blind
    assert data["blinds_or_straddles"] == [1, 2]  # PHH reverses them heads-up


def test_variant_codes() -> None:
    codes = {name: variant_code(find_game(name)) for name in game_names()}
    assert codes == {
        "dead-deuce": "_F7SDD",
        "deuces-wild": "_F5CDW",
        "diablo": "_F5CDWDIABLO",
        "holdem": "NT",
        "nl-draw": "_N5CD",
        "omaha": "PO",
        "omaha8": "FO/8",
        "omaha5": "_PO5",
        "omaha6": "_PO6",
        "omaha5-8": "_PO5/8",
        "omaha6-8": "_PO6/8",
        "triple-draw": "F2L3D",
        "nl-single-draw": "N2L1D",
        "badugi": "FB",
        "stud": "F7S",
        "razz": "FR",
        "stud8": "F7S/8",
    }
    assert variant_code(find_game("triple-draw", betting=PotLimit(min_bet=2))) == "_P2L3D"
    assert variant_code(find_game("triple-draw", max_players=4)) == "F2L3D"
    uneven = FixedLimit((2, 4, 4, 8))
    assert variant_code(find_game("triple-draw", betting=uneven)) == "_F2L3D"


def test_fields_follow_the_betting_structure() -> None:
    fixed = tomllib.loads(to_phh(Hand(find_game("dead-deuce"), [9, 9], seed=1)))
    assert (fixed["small_bet"], fixed["big_bet"], fixed["antes"]) == (2, 4, [1, 1])
    assert fixed["ante_trimming_status"] is True
    assert "min_bet" not in fixed and "blinds_or_straddles" not in fixed
    assert fixed["_wild_cards"] == "2c2d2h2s" and fixed["_wild_face_up_only"] is True
    no_limit = tomllib.loads(to_phh(Hand(find_game("nl-draw"), [9, 9], seed=1)))
    assert no_limit["min_bet"] == 2 and "small_bet" not in no_limit
    assert "_wild_cards" not in no_limit


def test_a_custom_game_needs_to_be_given() -> None:
    game = dataclasses.replace(find_game("nl-draw"), name="my-draw")
    hand = play_hand(Hand(game, [30, 30], seed=2), [RandomBot(1), RandomBot(2)])
    text = to_phh(hand)
    assert tomllib.loads(text)["variant"] == "_NMYDRAW"
    assert_same(from_phh(text, game=game), hand)
    with pytest.raises(PokerulesError, match="unknown game"):
        from_phh(text)


# ---------------------------------------------------------------------------- bad files


def sample_text() -> tuple[Hand, str]:
    rng = random.Random(3)
    game = find_game("triple-draw")
    while True:
        hand = random_hand(game, rng, short=False)
        if hand.n >= 3 and any(isinstance(r, Street) and "draw" in r.name for r in hand.history):
            return hand, to_phh(hand)


def edit(text: str, key: str, value: Any) -> str:
    lines = [line for line in text.splitlines() if not line.startswith(f"{key} = ")]
    if value is not None:
        lines.append(f"{key} = {value}")
    return "\n".join(lines)


def test_unknown_cards_are_accepted() -> None:
    hand, text = sample_text()
    data = tomllib.loads(text)
    first = data["actions"][0]
    hidden = [*first.split()[:3], "?" * len(first.split()[3])]
    again = from_phh(text.replace(first, " ".join(hidden)))
    # The seed deals the same hand, but the cards the file hides show as ?? in its records.
    assert again.setup == hand.setup and again.stacks == hand.stacks
    assert again.snapshot() == hand.snapshot()
    changed = [(a, b) for a, b in zip(again.history, hand.history, strict=True) if a != b]
    assert len(changed) == 1 and isinstance(changed[0][0], Deal)
    assert changed[0][0].cards == (UNSEEN,) * len(changed[0][1].cards)
    assert again.history == tuple(r if r != changed[0][1] else changed[0][0] for r in hand.history)


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda t: edit(t, "_seed", 12345), "_seed and _deck deal"),
        (lambda t: edit(t, "_seed", '"x1"'), "_seed must be a whole number"),
        (lambda t: edit(t, "_game_options", "{antes = 2}"), r"unknown option\(s\) antes"),
        (
            lambda t: edit(t, "_game_options", "{ante = 2.5}"),
            "ante must be a whole number of chips",
        ),
        (
            lambda t: edit(t, "_game_options", '{opening = "kings"}'),
            "opening must be one of 'none'",
        ),
        (lambda t: t.replace(" cc", " cbr 2.5", 1), "whole number of chips"),
        (lambda t: t.replace("d dh p1 ", "d dh p1 Zz", 1), "'Zz'"),
        (lambda t: edit(t, "_game", '"pineapple"'), "unknown game"),
        (lambda t: edit(t, "finishing_stacks", "[1, 2, 3]"), "finishing_stacks"),
        (lambda t: edit(t, "seats", "[1, 1, 2]"), "seats"),
        (lambda t: edit(t, "_game_options", '{betting = {structure = "spread"}}'), "betting"),
        (lambda t: t.replace('  "p', '  "p9 f",\n  "p', 1), "p9"),
        (lambda t: t.replace(" sd", " sd AsAs", 1), "sd"),
        (lambda t: t.replace("\n]", '\n  "p1 f",\n]', 1), "goes on"),
        (lambda t: t.replace(" cc", " cbr 1000", 1), "cbr 1000"),
        (lambda t: t.replace(" cc", " xx", 1), "cannot play"),
        (lambda t: t + "\n[[[", "not a PHH file"),
    ],
)
def test_bad_files_are_refused(change: Any, message: str) -> None:
    _, text = sample_text()
    with pytest.raises(PokerulesError, match=message):
        from_phh(change(text))


def without(text: str, *keys: str) -> str:
    """The file without the fields ``keys``."""
    return "\n".join(line for line in text.splitlines() if line.split(" = ")[0] not in keys)


def test_a_file_without_seed_is_dealt_from_its_cards() -> None:
    rng = random.Random(41)
    game = find_game("triple-draw")
    checked = 0
    while checked < 40:
        hand = random_hand(game, rng, extras=False)
        if any(isinstance(r, Reshuffle) for r in hand.history):
            continue  # a reshuffle comes from the seed: see test_import
        text = without(to_phh(hand), "_seed", "_burns")
        again = from_phh(text)
        # The same hand, except the burned cards, which the file does not name.
        assert again.stacks == hand.stacks
        assert again.decisions() == hand.decisions()
        burned = [r for r in again.history if isinstance(r, Burn)]
        assert [r for r in again.history if not isinstance(r, Burn)] == [
            r for r in hand.history if not isinstance(r, Burn)
        ]
        assert {r.card for r in burned} <= {UNSEEN}  # the file names no burned card
        players_cards = {c for r in again.history if isinstance(r, Deal | Draw) for c in r[1]}
        players_cards |= {c for r in again.history if isinstance(r, Draw) for c in r.received}
        assert UNSEEN not in players_cards
        written = to_phh(again)
        assert "_seed" not in written and "_burns" not in written
        assert written.count("# burn ??") == len(burned)
        checked += 1


def test_a_file_without_game_is_read_by_its_variant() -> None:
    hand = Hand(find_game("triple-draw"), [40, 40, 40], button=0, seed=5)
    play_hand(hand, [RandomBot(s) for s in range(3)])
    again = from_phh(without(to_phh(hand), "_game", "_game_options"))
    # F2L3D alone means the standard rules: the tournament cap, even heads-up.
    assert again.game.betting == FixedLimit((2, 2, 4, 4), cap_raises=4, uncapped_heads_up=False)
    assert again.history == hand.history


@pytest.mark.parametrize(
    "name", [n for n in game_names() if variant_code(find_game(n)).startswith("_")]
)
def test_own_games_import_by_their_extension_code_alone(name: str) -> None:
    rng = random.Random(f"extension {name}")
    checked = 0
    for _ in range(60):
        hand = random_hand(find_game(name), rng)
        if any(isinstance(r, Reshuffle) for r in hand.history):
            continue  # a reshuffle comes from the seed, which this file lacks
        text = without(to_phh(hand), "_game", "_game_options", "_seed", "_deck", "_burns")
        again = from_phh(text)
        assert again.game == hand.game and again.from_record
        assert again.decisions() == hand.decisions() and again.stacks == hand.stacks
        checked += 1
    assert checked > 40
