"""The terminal table in-process: its screen and log keep secrets in every game, and the
commands take what a player types (``r`` alone in fixed limit, ``d`` asking which cards)."""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from pokerules.cards import Card
from pokerules.cli.commands import main
from pokerules.cli.table_log import pot_count, seen_lines
from pokerules.cli.table_result import pot_lines
from pokerules.cli.table_screen import status_screen
from pokerules.cli.terminal import apply_command, play_session
from pokerules.engine.hand import Hand
from pokerules.errors import IllegalActionError, InvalidArgumentError
from pokerules.games import find_game, game_names
from pokerules.players.views import seat_view
from pokerules.records import Award, Deal, ProveOpeners, Reveal, Show
from pokerules.session.simulate import make_bot
from rich.console import Console


def _text(renderable: object) -> str:
    console = Console(width=160, color_system=None)
    with console.capture() as captured:
        console.print(renderable)
    return captured.get()


def _down(hand: Hand, seat: int) -> set[Card]:
    return {c for c, up in zip(hand.cards(seat), hand.face_up(seat), strict=True) if not up}


@pytest.mark.parametrize("name", game_names())
def test_the_screen_and_the_log_show_no_card_their_viewer_could_not_see(name: str) -> None:
    # Random bots play seeded hands at four seats; seat 0 watches. The engine knows which of
    # the other seats' cards are face down at each moment: none may be on seat 0's screen,
    # and none that was never shown down or turned up may be in seat 0's log at the end.
    game = find_game(name)
    names = ["You", "Bot 1", "Bot 2", "Bot 3"]
    for seed in range(2):
        hand = Hand(game, [game.starting_stack] * 4, button=seed % 4, seed=seed)
        bots = [make_bot("random", seed * 10 + s) for s in range(4)]
        secret: set[Card] = set()
        while hand.actor is not None:
            hidden = set().union(*(_down(hand, s) for s in range(1, 4)))
            secret |= hidden
            screen = _text(status_screen(seat_view(hand, 0), names, 1, game))
            screen = re.sub(r"\bas \S\S", "", screen)  # a wild card's role names no card
            assert not [c for c in hidden if c.symbol in screen], screen
            bots[hand.actor].play(hand)
        for record in hand.history:
            # What became public: shown down, rolled up, proved, dealt face up or to seat 0.
            if isinstance(record, Show | ProveOpeners):
                secret -= set(record.cards)
            elif isinstance(record, Reveal):
                secret -= {card for _, card in record.cards}
            elif isinstance(record, Deal) and (record.face_up or record.seat in (0, -1)):
                secret -= set(record.cards)
        history = seat_view(hand, 0).history
        log = "\n".join(seen_lines(history, names, pot_count(history)))
        log = re.sub(r"\bas \S\S", "", log)  # "2♣ as A♠": a wild card's role names no card
        assert not [c for c in secret if c.symbol in log], log


def test_fixed_limit_takes_r_or_b_alone_and_no_limit_asks_how_much() -> None:
    hand = Hand(find_game("FT"), [100, 100], seed=1)
    assert hand.legal_actions().min_to == hand.legal_actions().max_to == 4
    record = apply_command(hand, "r")
    assert (type(record).__name__, record.to) == ("Raise", 4)  # type: ignore[attr-defined]
    nl = Hand(find_game("holdem"), [100, 100], seed=1)
    with pytest.raises(IllegalActionError, match=r"say how much: 'r N', .*: 4 to 100"):
        apply_command(nl, "r")
    before = nl.snapshot()
    with pytest.raises(IllegalActionError, match="say how much"):
        apply_command(nl, "raise lots")
    assert nl.snapshot() == before


def test_a_bare_d_never_stands_pat() -> None:
    hand = Hand(find_game("triple-draw"), [100, 100], seed=2)
    while hand.phase == "betting":
        apply_command(hand, "k" if hand.legal_actions().check else "c")
    before = hand.snapshot()
    for text in ("d", "discard", "draw"):
        with pytest.raises(IllegalActionError, match=r"say which cards.*type 'pat'"):
            apply_command(hand, text)
    assert hand.snapshot() == before
    assert apply_command(hand, "pat").discarded == ()  # type: ignore[attr-defined]


def _scripted(console: Console, answer: Callable[[str, str], str]) -> Callable[[str], str]:
    """A ``read`` that answers each prompt from the prompt and the screen so far."""

    def read(prompt: str) -> str:
        return answer(prompt, console.export_text(clear=False))

    return read


def test_play_asks_which_cards_after_a_bare_d() -> None:
    console = Console(record=True, width=120)
    prompts: list[str] = []

    def answer(prompt: str, screen: str) -> str:
        prompts.append(prompt)
        if prompt.startswith("discard which cards?"):
            dealt = [line for line in screen.splitlines() if line.startswith("You are dealt ")]
            return dealt[-1].split()[-1]  # the last card dealt to you
        if len(prompts) > 60:
            raise EOFError
        options = screen.rsplit("you may: ", 1)[-1]
        if options.startswith("discard"):
            return "d"
        return "k" if "check" in options.split("\n")[0] else "c"

    play_session("nl-draw", players=2, seed=3, deals=1, bot="random",
                 read=_scripted(console, answer), console=console)  # fmt: skip
    text = console.export_text()
    assert "discard which cards?" in "".join(prompts)
    assert "You discard 1: " in text and "You stand pat" not in text


def _stud_you_bring_in() -> Iterator[str]:
    while True:
        yield "bring"
        yield "f"


def test_you_bring_in_in_the_second_person() -> None:
    console = Console(record=True, width=120)
    answers = _stud_you_bring_in()
    play_session("stud", players=3, seed=8, deals=1, bot="random",
                 read=lambda _prompt: next(answers), console=console)  # fmt: skip
    text = console.export_text()
    assert "You bring in for 1" in text
    assert "You brings" not in text


def test_too_many_players_says_what_the_game_takes(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["play", "triple-draw", "--players", "7"]) == 2
    play = capsys.readouterr().err
    assert main(["simulate", "triple-draw", "--players", "7", "--no-progress"]) == 2
    simulate = capsys.readouterr().err
    assert (
        play
        == simulate
        == ("pokerules: error: Deuce-to-Seven Triple Draw takes 2 to 6 players, not 7\n")
    )
    with pytest.raises(InvalidArgumentError, match=r"HORSE .* takes 2 to 8 players, not 9"):
        play_session("HORSE", players=9, read=lambda _prompt: "quit")


def test_the_session_ends_when_you_have_no_chips_left() -> None:
    # Always all-in (then calling what is left): with this seed you lose it all in hand 1.
    console = Console(record=True, width=120)
    answers = itertools.cycle(["a", "c"])
    result = play_session("holdem", players=3, seed=1, deals=10, bot="random",
                          read=lambda _prompt: next(answers), console=console)  # fmt: skip
    text = console.export_text()
    assert "You have no chips left: the session ends" in text
    assert "Hand 2" not in text  # the bots do not play on unwatched
    chips = {standing.name: standing.chips for standing in result.standings}
    assert chips["You"] == 0 and sum(chips.values()) == 300


def test_the_docs_draw_transcript_is_what_play_prints() -> None:
    docs = (Path(__file__).parents[2] / "docs" / "cli.md").read_text(encoding="utf-8")
    excerpt = docs.split("`pokerules play triple-draw --players 3 --seed 4 --bot random`")[1]
    quoted = excerpt.split("```text\n")[1].split("```")[0].splitlines()
    console = Console(record=True, width=120)
    answers = iter(["c", "d", "Ad 8s", "quit"])
    play_session("triple-draw", players=3, seed=4, deals=1, bot="random",
                 read=lambda _prompt: next(answers), console=console)  # fmt: skip
    printed = [line.rstrip() for line in console.export_text().splitlines()]
    for line in quoted:
        if line.startswith(("> ", "discard which cards?")):
            continue  # what the player typed: the terminal echoes it, not the program
        if not line.startswith("─"):
            assert line.rstrip() in printed, line


def _judged(game: str, cards: tuple[Card, ...]) -> tuple[object, object | None]:
    """pokerkit's high and eight-or-better low of a shown hand (``None``: no low)."""
    from pokerkit import (
        EightOrBetterLowHand,
        OmahaEightOrBetterLowHand,
        OmahaHoldemHand,
        StandardHighHand,
    )

    text = "".join(map(str, cards))
    if game == "stud8":
        high_kind, low_kind, hole, board = StandardHighHand, EightOrBetterLowHand, text, ""
    else:
        size = find_game(game).hand_size
        high_kind, low_kind = OmahaHoldemHand, OmahaEightOrBetterLowHand
        hole, board = text[: 2 * size], text[2 * size :]
    high = high_kind.from_game(hole, board)
    try:
        return high, low_kind.from_game(hole, board)
    except ValueError:
        return high, None


_POT = re.compile(r"^(Pot|Main pot|Side pot (\d+)) of (\d+): (.*)$")
_SPLIT = re.compile(r"high (\d+) to (.+?) \(.*\), low (\d+) to (.+?) \(")
_SCOOP = re.compile(r"(?:no low qualifies, )?(.+?) (?:scoops?|share) it")


@pytest.mark.parametrize("game", ["stud8", "omaha8", "omaha5-8"])
def test_each_split_pot_names_the_halves_pokerkit_would(game: str) -> None:
    # Short stacks make side pots; for every pot won at a showdown the line names, pokerkit
    # judges the hands shown: the best high and the best low among the pot's winners, the
    # halves' sizes and the chips the engine awarded must all agree.
    names = ["You", "Bot 1", "Bot 2", "Bot 3", "Bot 4"]
    seen = {"split": 0, "scoop": 0, "side": 0}
    for seed in range(25):
        hand = Hand(find_game(game), [8, 30, 100, 100, 60], button=seed % 5, seed=seed)
        bots = [make_bot("random", seed * 7 + s) for s in range(5)]
        while hand.actor is not None:
            bots[hand.actor].play(hand)
        awards: dict[int, dict[int, int]] = {}
        for record in hand.history:
            if isinstance(record, Award):
                won = awards.setdefault(record.pot, {})
                won[record.seat] = won.get(record.seat, 0) + record.amount
        shown = {r.seat: _judged(game, r.cards) for r in hand.history if isinstance(r, Show)}
        for line in pot_lines(hand.history, names, find_game(game)):
            label = _POT.match(line)
            assert label, line
            won = awards[int(label.group(2) or 0)]
            amount = sum(won.values())
            assert int(label.group(3)) == amount
            seen["side"] += label.group(2) is not None
            highs = {seat: shown[seat][0] for seat in won}
            lows = {seat: low for seat in won if (low := shown[seat][1]) is not None}
            best_high = [names[s] for s in won if highs[s] == max(highs.values())]
            best_low = [names[s] for s in lows if lows[s] == max(lows.values())]
            split = _SPLIT.search(label.group(4))
            if split:
                seen["split"] += 1
                high_half, high_names, low_half, low_names = split.groups()
                assert (int(high_half), int(low_half)) == (amount - amount // 2, amount // 2)
                assert set(re.split(r", | and ", high_names)) == set(best_high), line
                assert set(re.split(r", | and ", low_names)) == set(best_low), line
            else:
                seen["scoop"] += 1
                who = _SCOOP.search(label.group(4))
                assert who, line
                assert set(re.split(r", | and ", who.group(1))) == set(best_high), line
                assert not best_low or best_low == best_high, line
                assert {names[s] for s in won} == set(best_high), line
    assert min(seen.values()) > 0, seen  # splits, scoops and side pots were all checked
