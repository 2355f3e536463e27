"""``pokerules play`` driven as a user meets it: in a pseudo-terminal, answering each prompt.

The screens are read as the terminal shows them (colours stripped). The cards the table may
show are checked against the engine: a session with the same seed deals the same first hand,
so the test knows every seat's hole cards and the board without asking the program under test.
"""

from __future__ import annotations

import contextlib
import functools
import io
import itertools
import os
import re
import sys
from pathlib import Path

import pytest
from pokerules import describe, evaluate, find_game
from pokerules.cards import Card, parse_hand
from pokerules.engine.hand import Hand
from pokerules.session.sessions import Session

pexpect = pytest.importorskip("pexpect")

_ANSI = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]")


def _answer(options: str) -> str:
    """A steady player: post the bring-in, check when free, call otherwise, never draw."""
    if options.startswith("bring in"):
        return "bring"
    if "check" in options:
        return "k"
    if "call" in options:
        return "c"
    if "discard" in options:
        return "pat"
    return "f"


@functools.cache
def _play(game: str, players: int, seed: int) -> str:
    """One deal of ``pokerules play`` under a pseudo-terminal; the screen text, uncoloured."""
    log = io.StringIO()
    args = ["-m", "pokerules", "play", game, "--players", str(players), "--seed", str(seed),
            "--bot", "random"]  # fmt: skip
    child = pexpect.spawn(
        sys.executable, [*args, "--deals", "1"], encoding="utf-8", dimensions=(60, 120),
        timeout=60, env={**os.environ, "COLUMNS": "120", "LINES": "60"},
    )  # fmt: skip
    child.logfile_read = log
    while child.expect([r"you may: ([^\r\n]*)\r?\n", pexpect.EOF]) == 0:
        options = _ANSI.sub("", child.match.group(1))
        child.expect_exact("> ")
        child.sendline(_answer(options))
    child.close()
    assert child.exitstatus == 0
    return _ANSI.sub("", log.getvalue()).replace("\r\n", "\n")


def _first_hand(game: str, players: int, seed: int) -> tuple[Hand, int, list[str]]:
    """The first hand that ``play`` deals for this seed, the human's seat in it and the name
    of each seat."""
    names = ["You"] + [f"Bot {i}" for i in range(1, players)]
    session = Session(find_game(game), names, seed=seed, button=seed % players)
    hand = session.next_hand()
    assert hand is not None
    seated = session.current_players
    return hand, seated.index(0), [names[player] for player in seated]


def _symbols(cards: tuple[Card, ...] | list[Card]) -> str:
    return " ".join(card.symbol for card in cards)


# Each run is one deal against random bots; the seeds were picked for what the deal shows: a
# hold'em hand to the river in which a bot folds, stud and draw hands with a fold, a stud8 pot
# of 21 split high and low (the odd chip goes high).
HOLDEM, STUD, STUD8, DRAW = ("holdem", 4, 4), ("stud", 3, 1), ("stud8", 3, 3), ("nl-draw", 3, 2)


def _screens(text: str) -> list[str]:
    """Each status screen: from its title line to the options under it."""
    return re.findall(r"^Hand \d+ · .*?^you may:", text, re.M | re.S)


def test_holdem_screen_shows_the_board_street_by_street() -> None:
    text = _play(*HOLDEM)
    hand, you, names = _first_hand(*HOLDEM)
    mine = hand.cards(you)
    while hand.actor is not None:  # the board does not depend on the betting
        hand.check() if hand.legal_actions().check else hand.call()
    assert re.search(r"^═+ Hand 1 · Texas Hold'em ═+$", text, re.M)  # the banner
    screens = _screens(text)
    boards = [re.search(r"^Board: (.*)$", screen, re.M) for screen in screens]
    shown = [board.group(1).strip() for board in boards if board]
    assert len(shown) == len(screens)  # every hold'em screen shows the board
    shown = [board for board, _ in itertools.groupby(shown)]  # a street may ask you twice
    flop, turn, river = (_symbols(hand.board[:n]) for n in (3, 4, 5))
    assert shown == ["no cards yet", flop, turn, river], shown
    assert any("Hand 1 · Texas Hold'em · flop, second betting round" in s for s in screens)
    # From the flop on, your hand is named: at the river, your best five of all seven cards.
    assert "Your hand:" not in screens[0]
    named = re.search(r"^Your hand: (.*)$", screens[-1], re.M)
    assert named and named.group(1).strip() == describe(evaluate([*mine, *hand.board]))
    for screen in screens:
        # Your row shows your cards; a bot still in shows two backs, a folded bot nothing.
        assert re.search(rf"^You\s+\d+\s+(\d+\s+)?{re.escape(_symbols(mine))}\s", screen, re.M)
        for name in names:
            if name != "You":
                row = re.search(rf"^{name}\s+\d+\s+(\d+\s+)?(## ##\s|.*\bfolded\s*$)", screen, re.M)
                assert row, (name, screen)


def test_stud_screen_tells_down_cards_from_up_cards() -> None:
    text = _play(*STUD)
    hand, you, names = _first_hand(*STUD)
    first = _screens(text)[0]
    header = first.splitlines()[1].split()
    assert header[:5] == ["seat", "chips", "bet", "down", "up"]
    down = [c for c, up in zip(hand.cards(you), hand.face_up(you), strict=True) if not up]
    up = [c for c, up in zip(hand.cards(you), hand.face_up(you), strict=True) if up]
    assert len(down) == 2 and len(up) == 1
    mine = rf"^You\s+\d+\s+(\d+\s+)?{re.escape(_symbols(down))}\s+{re.escape(_symbols(up))}(\s|$)"
    assert re.search(mine, first, re.M), first
    for seat, name in enumerate(names):
        if seat != you:
            showing = _symbols(hand.exposed(seat))
            row = rf"^{name}\s+\d+\s+(\d+\s+)?## ##\s+{re.escape(showing)}(\s|$)"
            assert re.search(row, first, re.M), (name, first)


def _shown_hands(text: str) -> dict[str, list[Card]]:
    return {
        name: list(parse_hand(cards))
        for name, cards in re.findall(r"^(You|Bot \d) shows? ([^:]+):", text, re.M)
    }


def test_split_pot_says_who_takes_each_half() -> None:
    from pokerkit import EightOrBetterLowHand, StandardHighHand

    text = _play(*STUD8)
    shown = _shown_hands(text)
    assert len(shown) >= 2, text
    # pokerkit judges the shown hands: the best high and the best qualifying low.
    high = {name: StandardHighHand.from_game("".join(map(str, cards)), "") for name, cards in
            shown.items()}  # fmt: skip
    low = {}
    for name, cards in shown.items():
        with contextlib.suppress(ValueError):  # pokerkit's word for "no low here"
            low[name] = EightOrBetterLowHand.from_game("".join(map(str, cards)), "")
    high_winner = max(high, key=lambda name: high[name])
    assert low, "this seed's showdown has a qualifying low"
    low_winner = max(low, key=lambda name: low[name])
    assert high_winner != low_winner
    won = sum(int(n) for n in re.findall(r"^(?:You|Bot \d) wins? (\d+)$", text, re.M))
    line = re.search(
        r"^Pot of (\d+): high (\d+) to (.+?) \((.*?)\), low (\d+) to (.+?) \((.*)\)$", text, re.M
    )
    assert line, text
    pot, high_half, high_name, high_hand, low_half, low_name, low_hand = line.groups()
    assert int(pot) == won
    assert (int(high_half), int(low_half)) == (won - won // 2, won // 2)
    assert (high_name, low_name) == (high_winner, low_winner)
    # Each half names the hand its winner showed down.
    described = dict(re.findall(r"^(You|Bot \d) shows? [^:]+: (.*)$", text, re.M))
    assert described[high_winner].startswith(f"{high_hand};")
    assert described[low_winner].endswith(f"; low {low_hand}")


@pytest.mark.parametrize("deal", [HOLDEM, STUD, DRAW], ids=["holdem", "stud", "draw"])
def test_no_folded_or_mucked_card_is_ever_shown(deal: tuple[str, int, int]) -> None:
    text = _play(*deal)
    hand, you, names = _first_hand(*deal)
    players = len(names)
    folded = set(re.findall(r"^(Bot \d) folds$", text, re.M))
    assert folded, "the seed was chosen for a hand in which a bot folds"
    showed = set(_shown_hands(text))
    secret = [seat for seat in range(players) if seat != you and names[seat] not in showed]
    assert folded <= {names[seat] for seat in secret}
    for seat in secret:
        # Every card dealt face down to a seat that did not show stays unseen: in these
        # games and table sizes such a card never reaches another seat or the board.
        down = [c for c, up in zip(hand.cards(seat), hand.face_up(seat), strict=True) if not up]
        assert down
        for card in down:
            assert card.symbol not in text, (names[seat], card, text)


def test_the_docs_transcript_is_what_play_prints() -> None:
    # docs/cli.md quotes this very deal; its lines (the rules' widths aside) must still be true.
    docs = (Path(__file__).parents[2] / "docs" / "cli.md").read_text(encoding="utf-8")
    excerpt = docs.split("An excerpt of `pokerules play stud8 --players 3 --seed 3")[1]
    quoted = excerpt.split("```text\n")[1].split("```")[0].splitlines()
    printed = [line.rstrip() for line in _play(*STUD8).splitlines()]
    for line in quoted:
        if line != "..." and not line.startswith(("═", "─")):
            assert line.rstrip() in printed, line
