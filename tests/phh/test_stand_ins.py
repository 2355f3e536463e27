"""Stand-ins stay inside the replay: where a file has ``??``, every public surface shows ``??``.

The replay deals a real card for each ``??`` (the engine plays on cards); the hand's records,
its cards, ``format_hand``, every seat's view, the spectator's lines and the export show
:data:`~pokerules.cards.UNSEEN` (``??``) there, with the file's player names.
"""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

import pokerules
import pytest
from pokerules.cards import UNSEEN, Card
from pokerules.engine.hand import Hand
from pokerules.engine.history import format_hand, format_record
from pokerules.phh import ImportedHand, load, to_phh
from pokerules.players.views import seat_view
from pokerules.records import BringIn, Deal

DATA = Path(__file__).parents[1] / "data" / "phh" / "wsop" / "2023" / "43" / "5"
FILES = {
    "hold'em (FT)": DATA / "35.phh",  # d dh p3 ????
    "Omaha (PO)": DATA / "28.phh",  # d dh p1 ????????
    "stud eight-or-better (F7S/8)": DATA / "49.phh",  # p1 and p5 ??????
    "triple draw (F2L3D)": DATA / "60.phh",  # p1 ??????????, p2 Kh7c6d2c?? and sd Kh??
    "stud8, an unseen upcard": DATA.parents[3] / "wsop_2023_43_5_02-25-11.phh",  # p5 ??????
}


def _cards_in(value: object) -> list[Card]:
    """Every Card inside ``value`` (records, tuples, dicts, views), recursively."""
    if isinstance(value, Card):
        return [value]
    if isinstance(value, dict):
        return [c for v in value.values() for c in _cards_in(v)]
    if isinstance(value, tuple | list):
        return [c for v in value for c in _cards_in(v)]
    fields = getattr(value, "__dataclass_fields__", None)
    if fields is not None:
        return [c for name in fields for c in _cards_in(getattr(value, name))]
    return []


def _leaks(text: str, stand_ins: frozenset[Card]) -> list[str]:
    """The stand-ins ``text`` names as cards (``4s`` or ``4♠``, on their own)."""
    found = []
    for card in stand_ins:
        for name in (str(card), card.symbol):
            if re.search(rf"(?<![0-9A-Za-z]){re.escape(name)}(?![0-9A-Za-z])", text):
                found.append(name)
    return found


@pytest.mark.parametrize("path", FILES.values(), ids=FILES.keys())
def test_stand_ins_never_show_on_any_public_surface(path: Path) -> None:
    (hand,) = load(path)
    assert isinstance(hand, ImportedHand)
    stand_ins = hand._stand_ins  # the replay's own cards for ??: tested here, never shown
    assert stand_ins
    n = hand.n
    # The records, the cards, the decisions, the locations: ?? in their place.
    surfaces: list[object] = [
        hand.history,
        hand.decisions(),
        hand.board,
        hand.showing(),
        hand.card_locations(),
        [hand.cards(s) for s in range(n)],
        [hand.exposed(s) for s in range(n)],
        [seat_view(hand, s) for s in range(n)],
    ]
    cards = _cards_in(surfaces)
    assert UNSEEN in cards and not stand_ins & set(cards)
    # The texts: the story, each seat's lines and the spectator's, the export.
    names = hand.players
    assert names is not None
    story = format_hand(hand)
    texts = [story, to_phh(hand), repr(hand.history)]
    for viewer in (None, *range(n)):
        lines = [format_record(r, names, viewer=viewer) for r in hand.history]
        texts.append("\n".join(line for line in lines if line is not None))
    for text in texts:
        assert not _leaks(text, stand_ins), text
    # The file's names, and ?? where the file has ??: the export deals what the file deals.
    assert all(name in story for name in names) and "Seat 1" not in story
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    written = tomllib.loads(to_phh(hand))
    dealt = [a for a in data["actions"] if a.startswith("d dh")]
    assert _by_player(written["actions"]) == _by_player(dealt)
    for who, cards in _by_player(dealt).items():
        name = names[_seat(hand, who)]
        told = [
            word
            for line in story.splitlines()
            if line.startswith(f"{name} is dealt ")
            for word in line.removeprefix(f"{name} is dealt ").removesuffix(" face up").split()
        ]
        pairs = [cards[i : i + 2] for i in range(0, len(cards), 2)]
        expected = ["??" if "?" in c else Card(c).symbol for c in pairs]
        assert told and told == expected[: len(told)]  # a draw's cards come as "draws ..."


def _seat(hand: ImportedHand, player: str) -> int:
    """The pokerules seat of PHH's ``pN``."""
    return (hand.button + int(player[1:])) % hand.n


def _by_player(actions: list[str]) -> dict[str, str]:
    """Each player's dealt card text, in order (a stud deal may come in one action or two)."""
    cards: dict[str, str] = {}
    for action in actions:
        words = action.split("#")[0].split()
        if words[:2] == ["d", "dh"]:
            cards[words[2]] = cards.get(words[2], "") + words[3]
    return cards


def test_an_unseen_stud_upcard_never_brings_in() -> None:
    # F7S/8, p5 ??????: p4's 4c brings in ('p4 pb'). A stand-in from the lowest cards (2s)
    # would bring in instead ("p4 acts out of turn: p5 is to act"); a hidden upcard gets a
    # middle rank, so the recorded bring-in stands and the hand ends on the file's stacks.
    path = FILES["stud8, an unseen upcard"]
    (hand,) = load(path)
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    assert [hand.stacks[_seat(hand, f"p{i + 1}")] for i in range(hand.n)] == data[
        "finishing_stacks"
    ]
    p4, p5 = _seat(hand, "p4"), _seat(hand, "p5")
    bring_in = next(r for r in hand.history if isinstance(r, BringIn))
    assert bring_in.seat == p4
    up = [r.cards for r in hand.history if isinstance(r, Deal) and r.seat == p5 and r.face_up]
    assert up == [(UNSEEN,)]
    truth = Hand.history.__get__(hand)  # the replay's own records, stand-ins and all
    (upcard,) = next(r.cards for r in truth if isinstance(r, Deal) and r.seat == p5 and r.face_up)
    assert upcard in hand._stand_ins
    assert 5 <= upcard.rank <= 7  # a middle rank: neither the lowest nor the best upcard


def test_equity_of_a_hand_counts_the_hidden_cards_as_unseen() -> None:
    """The replay's stand-ins are not the dealt cards: the equity of an imported hand is the
    equity of its known cards with ``??`` for the hidden ones, for the truth and any seat."""
    text = "\n".join(
        [
            'variant = "NT"',
            "antes = [0, 0]",
            "blinds_or_straddles = [1, 2]",
            "min_bet = 2",
            "starting_stacks = [200, 200]",
            'actions = ["d dh p1 AhAs", "d dh p2 ????", "p2 cc", "p1 cc", "d db 2c3d4h"]',
        ]
    )
    hand = pokerules.phh.from_phh(text)
    assert not hand.is_over
    expected = pokerules.equity(["AhAs", "????"], board="2c3d4h", exact=True)
    for seat in (None, 0):
        answer = hand.equity(seat, exact=True)
        assert (answer.splits, answer.runouts) == (expected.splits, expected.runouts)
    # Seat 1's own cards are the hidden ones: it knows no hole card at all.
    blind = hand.equity(1, samples=1000, seed=2)
    assert blind.hands == ("????", "????")
    assert (
        blind.splits
        == pokerules.equity(["????", "????"], board="2c3d4h", samples=1000, seed=2).splits
    )
    known = pokerules.phh.from_phh(text.replace("????", "KdKc"))
    assert known.equity(exact=True).runouts == 45 * 44 // 2
