"""Helpers for stud tests: exact deck orders, driving a hand, and an upcard oracle.

The deck builder follows the dealing procedure of seven card stud: the first street goes round
the table three times, one card at a time, starting left of the button; each later street gives
one card to every seat still in, in the same order, after an optional burn.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from itertools import product
from typing import Any

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


# ------------------------------------------------------------------ stud, razz, stud8 oracles

_RANKS_HIGH = "23456789TJQKA"
_RANKS_RAZZ = "A23456789TJQK"
_SUITS = "cdhs"


def bring_in_card_key(card: Card, razz: bool) -> tuple[int, int]:
    """Rank then suit, as the bring-in rule orders upcards (rules-notes 4.1, 4.2): in stud the
    lowest brings in (ace high), in razz the highest (ace low); clubs, diamonds, hearts,
    spades from low to high."""
    text = str(card)
    ranks = _RANKS_RAZZ if razz else _RANKS_HIGH
    return ranks.index(text[0]), _SUITS.index(text[1])


def expected_bring_in(seats: Sequence[int], upcard: Mapping[int, Card], razz: bool) -> int:
    """The bring-in seat among ``seats`` (listed clockwise from the dealer)."""
    keys = {s: bring_in_card_key(upcard[s], razz) for s in seats}
    return (max if razz else min)(seats, key=lambda s: keys[s])


def razz_showing_key(up: Sequence[int]) -> tuple[int, ...]:
    """How bad a razz hand showing is (smaller is lower, so better): unpaired before paired,
    then the group sizes, then ranks from the largest group and highest rank down, ace low."""
    ranks = [_RANKS_RAZZ.index(str(Card(c))[0]) for c in up]
    counts = Counter(ranks)
    groups = sorted(((count, rank) for rank, count in counts.items()), reverse=True)
    return tuple(count for count, _ in groups) + tuple(rank for _, rank in groups)


def shows_pair(up: Sequence[int]) -> bool:
    ranks = [str(Card(c))[0] for c in up]
    return len(set(ranks)) < len(ranks)


def stud_first(audit: Any) -> int:
    """The seat that begins the audit's current round of a game with a bring-in: the
    bring-in card on third street, then the best hand showing (razz: the lowest), ties to the
    first seat clockwise from the dealer."""
    game, n, button = audit.game, audit.n, audit.hand.button
    order = [(button + 1 + i) % n for i in range(n)]
    live = [s for s in order if not audit.folded[s]]
    if audit.round == 0 and game.bring_in:
        upcard = {s: Card(audit.exposed[s][0]) for s in live}
        return expected_bring_in(live, upcard, game.bring_in_by == "highest_upcard")
    if game.later_rounds_first == "low_showing":
        return min(live, key=lambda s: (razz_showing_key(audit.exposed[s]), live.index(s)))
    return int(audit.high_showing())


def check_split_awards(hand: Hand, paid: list[int], folded: list[bool], mucked: set[int]) -> None:
    """Rules-notes 4.3 by its own books: each pot, side pots separately, half to the best high
    hand and half to the best eight-or-better low among its shown hands (the odd chip to the
    high half), all to the high hand without a low; ties share a half, odd chips to the first
    winners clockwise from the dealer. No mucked hand could have won any part of a pot."""
    from pokerules import evaluate
    from pokerules.betting.pots import build_pots
    from pokerules.evaluation.ace_to_five import evaluate_low_a5
    from pokerules.records import Award, Show

    holdings = {r.seat: r.cards for r in hand.history if isinstance(r, Show)}
    high = {s: int(evaluate(c)) for s, c in holdings.items()}
    low = {s: evaluate_low_a5(c, qualify=8) for s, c in holdings.items()}
    order = seat_order(hand.n, hand.button)
    expected: Counter[tuple[int, int]] = Counter()

    def share(amount: int, winners: list[int], index: int) -> None:
        base, odd = divmod(amount, len(winners))
        for k, seat in enumerate(winners):
            expected[seat, index] += base + (1 if k < odd else 0)

    for index, pot in enumerate(build_pots(paid, folded, hand.setup.dead_money)):
        if not pot.amount:
            continue
        contenders = [s for s in order if s in pot.eligible and s in holdings]
        assert contenders, f"nobody showed for pot {index}"
        best_high = min(high[s] for s in contenders)
        lows = [low[s] for s in contenders if low[s] is not None]
        best_low = min(lows) if lows else None  # type: ignore[type-var]
        high_winners = [s for s in contenders if high[s] == best_high]
        low_winners = [s for s in contenders if best_low is not None and low[s] == best_low]
        if low_winners:
            share(pot.amount - pot.amount // 2, high_winners, index)
            share(pot.amount // 2, low_winners, index)
        else:
            share(pot.amount, high_winners, index)
        for seat in mucked & set(pot.eligible):
            cards = [c for r in hand.history if getattr(r, "seat", None) == seat
                     and type(r).__name__ == "Deal" for c in r.cards]  # fmt: skip
            cards += [c for r in hand.history if type(r).__name__ == "Deal" and r.seat < 0
                      for c in r.cards]  # fmt: skip
            its_low = evaluate_low_a5(cards, qualify=8)
            assert int(evaluate(cards)) > best_high, f"seat {seat} mucked a high winner"
            assert its_low is None or (best_low is not None and its_low > best_low), seat
    got: Counter[tuple[int, int]] = Counter()
    for record in hand.history:
        if isinstance(record, Award):
            got[record.seat, record.pot] += record.amount
    assert got == expected, (got, expected)
