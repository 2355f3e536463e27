"""Importing PHH files that are wrong: every problem is a HandHistoryError that says what.

A file is checked as it is replayed: its fields' types, the game its options make, the deal
its seed gives, each action, and the results it records. Whatever stops the replay is the
error's cause; the message names the field or action.
"""

from __future__ import annotations

import re

import pytest
from pokerules import (
    Hand,
    HandHistoryError,
    InvalidArgumentError,
    InvalidGameError,
    find_game,
)
from pokerules.games import Betting, DealCards, DrawRound
from pokerules.phh import from_phh, from_phh_all, to_phh


def _triple_draw() -> Hand:
    hand = Hand(find_game("triple-draw"), [100, 100, 100], button=2, seed=7)
    hand.raise_to(4), hand.call(), hand.call()
    return hand


def _dead_deuce() -> Hand:
    hand = Hand(find_game("dead-deuce"), [40, 40], seed=11)
    hand.roll(hand.cards(1)[0]), hand.roll(hand.cards(0)[2])
    hand.bet(2), hand.call()
    return hand


TRIPLE_DRAW_HAND, DEAD_DEUCE_HAND = _triple_draw(), _dead_deuce()
TRIPLE_DRAW = to_phh(TRIPLE_DRAW_HAND, ["Ann", "Bob", "Cy"])
DEAD_DEUCE = to_phh(DEAD_DEUCE_HAND)


def replaced(text: str, key: str, value: str | None) -> str:
    """``text`` with field ``key`` set to the TOML ``value`` (``None`` removes it)."""
    lines = text.splitlines()
    if key == "actions":  # the only multi-line field
        start = lines.index("actions = [")
        del lines[start : lines.index("]", start) + 1]
    lines = [line for line in lines if not line.startswith(f"{key} = ")]
    if value is not None:
        lines.append(f"{key} = {value}")
    return "\n".join(lines)


def refused(text: str, match: str, cause: type[Exception] | None = None) -> HandHistoryError:
    with pytest.raises(HandHistoryError, match=match) as caught:
        from_phh(text)
    if cause is not None:
        assert isinstance(caught.value.__cause__, cause), caught.value.__cause__
    return caught.value


def test_the_files_replay() -> None:
    assert from_phh(TRIPLE_DRAW).history == TRIPLE_DRAW_HAND.history
    assert from_phh(DEAD_DEUCE).history == DEAD_DEUCE_HAND.history


def test_text_that_is_no_phh_file() -> None:
    with pytest.raises(HandHistoryError, match="a PHH file is text"):
        from_phh(b"variant = 1")  # type: ignore[arg-type]
    refused("variant = ", "not a PHH file")
    refused("this is not toml", "not a PHH file")
    with pytest.raises(HandHistoryError, match="not a PHH file"):
        from_phh_all("[1]\nx = ")


def test_nesting_too_deep_for_the_parser() -> None:
    deep_array = "x = " + "[" * 5000 + "]" * 5000
    refused(deep_array, "nest too deeply")
    deep_table = "x = " + "{a = " * 3000 + "1" + "}" * 3000
    refused(deep_table, "nest too deeply")


@pytest.mark.parametrize(
    ("key", "value", "match"),
    [
        ("_game", '"pineapple"', "unknown game 'pineapple'"),
        ("_game", "5", "_game must be a string, not 5"),
        ("_seed", '"x"', "_seed must be a whole number"),
        ("_seed", "1.5", "_seed must be a whole number"),
        ("_seed", "true", "_seed must be a whole number"),
        ("starting_stacks", None, "the file has no starting_stacks field"),
        ("starting_stacks", "100", "starting_stacks must be a list of whole numbers"),
        ("starting_stacks", "[100, 100, 100.5]", "starting_stacks must be a list of whole numbers"),
        ("starting_stacks", "[100, 100, -1]", "of at least 0, one per player, not [100, 100, -1]"),
        ("seats", "[1, 1, 2]", "must give each player a different seat"),
        ("seats", '["1", "2", "3"]', "seats must be a list of whole numbers of at least 1"),
        ("seat_count", "2", "seat_count is 2 but the hand has 3 players"),
        ("seat_count", "true", "seat_count must be a whole number"),
        ("players", '["Ann", "Bob"]', "players must have one entry per player (3), not 2"),
        ("players", "[1, 2, 3]", "players must be a list of strings"),
        ("_post_antes", '"no"', "_post_antes must be true or false"),
        ("_dead_money", "1.5", "_dead_money must be a whole number"),
        ("_dead_money", "-3", "_dead_money must be a whole number of at least 0, not -3"),
        ("_unopened", '"sometimes"', "unopened must be one of"),
        ("_deck", "5", "_deck must be a string, not 5"),
        ("_deck", '"As As"', "a card is listed twice"),
        ("actions", "5", "actions must be a list of strings"),
        ("actions", "[1, 2]", "actions must be a list of strings"),
        ("finishing_stacks", "[1, 2, 3]", "has finishing_stacks, but its actions end before"),
        ("winnings", "[1, 2, 3]", "the file's winnings is"),
        ("variant", '"NT"', "the file's variant is"),
    ],
)
def test_bad_fields(key: str, value: str | None, match: str) -> None:
    refused(replaced(TRIPLE_DRAW, key, value), re.escape(match))


def test_a_file_without_pokerules_fields_is_read_as_a_standard_file() -> None:
    # Without _game the variant code says the game (F2L3D: the tournament cap); without
    # _seed the deal is rebuilt from the recorded cards. The same actions replay.
    for key in ("_game", "_seed"):
        again = from_phh(replaced(TRIPLE_DRAW, key, None))
        assert again.stacks == TRIPLE_DRAW_HAND.stacks
        assert again.players == ("Ann", "Bob", "Cy")
    hand = from_phh(replaced(TRIPLE_DRAW, "_seed", None))
    assert [str(c) for c in hand.cards(0)] == [str(c) for c in TRIPLE_DRAW_HAND.cards(0)]


def test_a_table_may_have_more_seats_than_players() -> None:
    wide = replaced(replaced(TRIPLE_DRAW, "seat_count", "9"), "seats", "[4, 5, 6]")
    assert from_phh(wide).table_seats == (4, 5, 6)
    refused(replaced(wide, "seat_count", "5"), "seat_count is 5 but the hand has seat 6")


def test_the_deal_must_be_the_files() -> None:
    refused(TRIPLE_DRAW.replace("_seed = 7", "_seed = 8"), "the file deals")


@pytest.mark.parametrize(
    ("change", "match"),
    [
        (("p3 cbr 4", "p3 cbr 5"), "may not raise to 5"),
        (("p3 cbr 4", "p3 zz 4"), "pokerules cannot play this action"),
        (("p3 cbr 4", "p1 cbr 4"), "out of turn"),
        (("p3 cbr 4", "p9 cbr 4"), "'p9' is not a player; the players are p1 to p3"),
        (("p3 cbr 4", "p3"), "pokerules cannot play this action; PHH actions are"),
    ],
)
def test_bad_actions(change: tuple[str, str], match: str) -> None:
    old, new = change
    assert f'"{old}"' in TRIPLE_DRAW
    refused(TRIPLE_DRAW.replace(f'"{old}"', f'"{new}"'), match)


def test_an_action_after_the_end() -> None:
    hand = Hand(find_game("triple-draw"), [100, 100, 100], button=2, seed=7)
    hand.raise_to(4), hand.fold(), hand.fold()
    text = to_phh(hand).replace('  "p2 f",', '  "p2 f",\n  "p1 cc",')
    refused(text, "the hand is over, but the file goes on")


def test_bad_rolls() -> None:
    refused(replaced(DEAD_DEUCE, "_rolls", "5"), "_rolls must be a list")
    refused(replaced(DEAD_DEUCE, "_rolls", '["p1"]'), "a roll is a player and a card")
    refused(
        replaced(DEAD_DEUCE, "_rolls", '["p7 Ah", "p1 Ah"]'),
        "roll 'p7 Ah': 'p7' is not a player; the players are p1 to p2",
    )
    refused(replaced(DEAD_DEUCE, "_rolls", "[]"), "needs a roll but _rolls has no more")
    first_roll = re.search(r'_rolls = \["(p\d) (\w\w)"', DEAD_DEUCE)
    assert first_roll
    player, card = first_roll.groups()
    refused(
        DEAD_DEUCE.replace(f'"{player} {card}"', f'"{player} Zz"', 1), f"roll '{player} Zz': 'Zz'"
    )
    refused(replaced(DEAD_DEUCE, "_wild_face_up_only", "1"), "must be true or false")


@pytest.mark.parametrize(
    ("options", "match", "cause"),
    [
        ("5", "_game_options must be a table", None),
        ('{name = "x"}', "may not set the name or the wild cards", None),
        ('{wild_cards = "2c"}', "may not set the name or the wild cards", None),
        ("{ante = 1.5}", "ante must be a whole number of chips", InvalidGameError),
        ("{deals = true}", "deals must be a whole number", InvalidGameError),
        ('{betting = {structure = "spread-limit"}}', "unknown betting structure", None),
        ('{betting = {structure = "no-limit", min_bet = 0}}', "min_bet must be at least 1", None),
        ('{streets = [{street = "fly"}]}', "unknown street 'fly'", None),
        ('{streets = [{street = "deal", down = "5"}]}', "down must be a whole number", None),
        ('{streets = [{street = "bet"}]}', "first street deals the cards", InvalidGameError),
        ("{max_players = 20}", "20 players need 100 cards", InvalidGameError),
        ("{surprise = 1}", "unknown option", InvalidGameError),
    ],
)
def test_bad_game_options(options: str, match: str, cause: type[Exception] | None) -> None:
    refused(replaced(TRIPLE_DRAW, "_game_options", options), re.escape(match), cause)


def test_games_with_many_betting_rounds_work_until_the_limit() -> None:
    # Nine betting rounds (more than the ordinals the names once had) are a valid game; a
    # game of more streets than the limit is refused clearly.
    streets = (DealCards(down=5), *[Betting()] * 9)
    game = find_game("nl-draw", streets=streets)
    hand = Hand(game, [50, 50], seed=2)
    while not hand.is_over:
        hand.check()
    assert from_phh(to_phh(hand)).history == hand.history
    with pytest.raises(InvalidGameError, match="at most 24 items"):
        find_game("nl-draw", streets=(DealCards(down=5), *[Betting(), DrawRound(1)] * 13))
    too_many = "[" + ", ".join(['{street = "deal", down = 5}'] + ['{street = "bet"}'] * 30) + "]"
    refused(replaced(TRIPLE_DRAW, "_game_options", f"{{streets = {too_many}}}"), "at most 24")


def test_the_game_argument_must_be_a_game() -> None:
    with pytest.raises(InvalidArgumentError, match="game must be a Game or None"):
        from_phh(TRIPLE_DRAW, game="triple-draw")  # type: ignore[arg-type]
    assert from_phh(TRIPLE_DRAW, game=find_game("triple-draw")).setup.seed == 7
