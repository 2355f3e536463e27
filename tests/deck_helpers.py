"""Helpers for the game tests: exact deck orders, reading histories, scripted play.

A hand deals one card at a time clockwise, starting with the seat left of the button, so
``deal_deck`` interleaves the hands the tests want each seat to hold; cards listed after the
deal are what the draws take from the top (triple draw burns one first on each draw).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from typing import Any

import pytest
from pokerules import CARDS, Card, Hand, parse_hand
from pokerules.records import Award, Draw, Muck, Record, Show, Street

# Cards used to fill seats a test does not care about, taken in this order: small mixed cards
# first, aces and deuces (wild in some games) last.
_FILLER_ORDER = parse_hand(
    "3c 4d 6h 8s Tc Qd 5s 7c 9d Jh Kc 3h 4s 6c 8d Td Qh 5c 7d 9h Js Kd 3s 4c 6d 8h Th Qs 5d "
    "7h 9s Jc Kh 3d 4h 6s 8c Ts Qc 5h 7s 9c Jd Ks Ac Ad Ah As 2c 2d 2h 2s"
)


def cards(text: str) -> tuple[Card, ...]:
    """Parse a card list."""
    return parse_hand(text)


def deal_deck(
    hands: Sequence[str | None],
    button: int,
    then: str = "",
    *,
    size: int = 5,
    complete: bool = True,
) -> str:
    """A deck (top card first) dealing ``hands[seat]`` to each seat, then the cards ``then``.

    A ``None`` hand is filled with junk cards not named anywhere else. With ``complete`` the
    unnamed cards follow in a fixed order, so the whole deck is known to the test.
    """
    n = len(hands)
    named = [c for h in hands if h for c in parse_hand(h)] + list(parse_hand(then))
    if len(set(named)) != len(named):
        raise ValueError("a card is named twice")
    used = set(named)
    filler = iter(c for c in _FILLER_ORDER if c not in used)
    parsed: list[tuple[Card, ...]] = []
    for h in hands:
        if h:
            hand = parse_hand(h)
            if len(hand) != size:
                raise ValueError(f"a hand needs {size} cards: {h}")
        else:
            hand = tuple(next(filler) for _ in range(size))
            used.update(hand)
        parsed.append(hand)
    order: list[Card] = []
    for k in range(size):
        for i in range(n):
            order.append(parsed[(button + 1 + i) % n][k])
    order.extend(parse_hand(then))
    if complete:
        order.extend(c for c in CARDS if c not in set(order))
    return " ".join(str(c) for c in order)


def of_type(hand: Hand, kind: type | tuple[type, ...]) -> list[Any]:
    """The records of ``hand.history`` of the given type(s)."""
    return [r for r in hand.history if isinstance(r, kind)]


def awards(hand: Hand) -> dict[int, int]:
    """Chips awarded to each seat (all pots)."""
    result: dict[int, int] = {}
    for r in of_type(hand, Award):
        result[r.seat] = result.get(r.seat, 0) + r.amount
    return result


def showdown_order(hand: Hand) -> list[int]:
    """Seats in the order they showed or mucked at the showdown."""
    return [r.seat for r in of_type(hand, (Show, Muck))]


def draws_by_seat(hand: Hand) -> dict[int, list[Draw]]:
    """Each seat's draw records, in order."""
    result: dict[int, list[Draw]] = {}
    for r in of_type(hand, Draw):
        result.setdefault(r.seat, []).append(r)
    return result


def check_round(hand: Hand) -> list[int]:
    """Everyone to act checks until the betting round ends; returns the seats in order."""
    seats = []
    streets = len(of_type(hand, Street))
    while hand.phase == "betting" and len(of_type(hand, Street)) == streets:
        seats.append(hand.actor)
        hand.check()
    return seats


def stand_pat(hand: Hand) -> list[int]:
    """Everyone in the current draw stands pat; returns the seats in draw order."""
    seats = []
    while hand.phase == "draw":
        seats.append(hand.actor)
        hand.draw("")
    return seats


def passive(hand: Hand) -> Record:
    """Check when free, else call; stand pat on draws; roll the first face-down card."""
    if hand.phase == "betting":
        legal = hand.legal_actions()
        return hand.check() if legal.check else hand.call()
    if hand.phase == "draw":
        return hand.draw("")
    seat = hand.actor
    assert seat is not None
    down = [c for c, up in zip(hand.cards(seat), hand.face_up(seat), strict=True) if not up]
    return hand.roll(down[0])


def play_out(hand: Hand, policy: Callable[[Hand], Record] = passive) -> Hand:
    """Finish ``hand`` with ``policy`` deciding for every seat."""
    while hand.actor is not None:
        policy(hand)
    return hand


@contextmanager
def session_decks(decks: list[str | None]) -> Iterator[list[str | None]]:
    """Make :class:`~pokerules.Session` deal the given decks, one per hand, in order.

    The session builds each hand through the name ``Hand`` in its module; this wraps it to
    pass ``deck=``. ``None`` (or running out of decks) leaves the session's own shuffle.
    """
    import pokerules.session.sessions as session_module

    original = session_module.Hand

    def make(*args: Any, **kwargs: Any) -> Hand:
        deck = decks.pop(0) if decks else None
        if deck is not None:
            kwargs["deck"] = deck
        return original(*args, **kwargs)

    patch = pytest.MonkeyPatch()
    patch.setattr(session_module, "Hand", make)
    try:
        yield decks
    finally:
        patch.undo()
