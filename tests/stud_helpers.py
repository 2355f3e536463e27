"""Helpers for stud tests: exact deck orders, driving a hand, and an upcard oracle.

The deck builder follows the dealing procedure of seven card stud: the first street goes round
the table three times, one card at a time, starting left of the button; each later street gives
one card to every seat still in, in the same order, after an optional burn.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from itertools import product

from pokerules import Card, Hand
from pokerules.records import Bet, Call, Check, Fold, Raise, Street

DEUCES = frozenset(range(4))
BETS = (Bet, Call, Check, Fold, Raise)


def seat_order(n: int, button: int) -> list[int]:
    """Seats clockwise starting left of the button."""
    return [(button + 1 + k) % n for k in range(n)]


def stud_deck(
    button: int,
    hands: Sequence[Sequence[str]],
    *,
    burns: Mapping[int, str] | None = None,
) -> list[str]:
    """The deck order (top first) that deals ``hands[seat]`` to each seat.

    ``hands[seat]`` lists the seat's cards in the order received: three down, then fourth to
    seventh street. A seat with fewer than seven cards is out (folded) for the later streets.
    ``burns`` maps a street number (4 to 7) to the card burned before it.
    """
    n = len(hands)
    order = seat_order(n, button)
    deck: list[str] = []
    for r in range(3):
        deck.extend(hands[s][r] for s in order)
    for street in range(4, 8):
        index = street - 1
        if burns and street in burns:
            deck.append(burns[street])
        deck.extend(hands[s][index] for s in order if len(hands[s]) > index)
    assert len(set(deck)) == len(deck), "a card is listed twice"
    return deck


def cards(text: str) -> tuple[Card, ...]:
    return tuple(Card(c) for c in text.split())


def rounds_started(hand: Hand) -> int:
    return sum(
        1 for r in hand.history if isinstance(r, Street) and r.name.endswith("betting round")
    )


def roll_all(hand: Hand, rolled: Mapping[int, str]) -> None:
    """Every seat rolls its card from ``rolled`` (in the order the hand asks)."""
    while hand.phase == "roll":
        seat = hand.actor
        assert seat is not None
        hand.roll(rolled[seat])


def passive(hand: Hand) -> None:
    """The seat to act checks, or calls when it cannot check."""
    legal = hand.legal_actions()
    if legal.check:
        hand.check()
    else:
        hand.call()


def check_to_round(hand: Hand, number: int) -> None:
    """Check (or call) until betting round ``number`` (1-based) has begun."""
    while rounds_started(hand) < number:
        assert hand.phase == "betting", hand.history
        passive(hand)


def check_down(hand: Hand) -> None:
    """Check (or call) until the hand is over."""
    while not hand.is_over:
        passive(hand)


# ------------------------------------------------------------------ upcard oracle

RANK_OF = "23456789TJQKA"


def _shape(ranks: Sequence[int]) -> tuple[int, ...]:
    counts: dict[int, int] = {}
    for r in ranks:
        counts[r] = counts.get(r, 0) + 1
    groups = sorted(((c, r) for r, c in counts.items()), reverse=True)
    return tuple(c for c, _ in groups) + tuple(r for _, r in groups)


def showing_key(up: Sequence[int], counting: str = "wild") -> tuple[int, ...]:
    """Brute-force strength of a hand showing (rules-notes 2.24-2.25).

    Partial hands rank by group sizes (quads, trips, two pair, pair, high card; no straights
    or flushes), then ranks; suits never count. With ``"wild"`` each face-up deuce tries every
    rank; ``"natural_two"`` counts it as a two; ``"natural_first"`` is ``"wild"`` plus a final
    element that puts a natural hand above an equal wild one. Hands compared always have the
    same number of cards (stud deals everyone alike), so the tuples compare fairly.
    """
    natural = [c >> 2 for c in up if counting == "natural_two" or c not in DEUCES]
    wilds = len(up) - len(natural)
    best = max(_shape(natural + list(extra)) for extra in product(range(13), repeat=wilds))
    if counting == "natural_first":
        best += (0 if wilds else 1,)
    return best


def expected_first(hand: Hand, counting: str = "wild") -> int:
    """The seat with the highest hand showing; ties to the first clockwise from the dealer."""
    best_seat, best = -1, ()
    for s in seat_order(hand.n, hand.button):
        if hand.folded(s):
            continue
        key = showing_key(hand.exposed(s), counting)
        if best_seat < 0 or key > best:
            best_seat, best = s, key
    return best_seat
