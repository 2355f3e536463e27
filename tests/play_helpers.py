"""Helpers for seeded random play that reaches showdowns: a lively policy, the card and chip
books each step is checked against."""

from __future__ import annotations

import random
from collections import Counter

from pokerules import CARDS, Hand
from pokerules.betting.pots import build_pots
from pokerules.records import Award, Bet, Call, Post, Raise, Record, ReturnUncalled


def lively(hand: Hand, rng: random.Random) -> Record:
    """A random legal move that seldom folds, so many hands go to a showdown: checks and
    calls mostly, bets and raises of any legal size sometimes; draws of 0 to the most."""
    if hand.phase == "draw":
        held = hand.cards(hand.actor)  # type: ignore[arg-type]
        most = min(hand.game.max_draw, len(held))
        thrown = rng.sample(held, rng.randint(0, most))
        return hand.draw(thrown)
    legal = hand.legal_actions()
    roll = rng.random()
    if legal.raise_kind is not None and roll < 0.25:
        assert legal.min_to is not None and legal.max_to is not None
        to = rng.choice([legal.min_to, legal.max_to, rng.randint(legal.min_to, legal.max_to)])
        return hand.raise_to(to) if legal.raise_kind == "raise" else hand.bet(to)
    if legal.check:
        return hand.check()
    if roll > 0.93:
        return hand.fold()
    return hand.call()


def play_checked(hand: Hand, rng: random.Random) -> Hand:
    """Play ``hand`` out with :func:`lively`, checking before every move and at the end that
    each of the 52 cards is in exactly one place and that no chip was made or lost."""
    start = sum(hand.starting_stacks)
    while True:
        places = hand.card_locations()
        held = Counter(card for where in places.values() for card in where)
        assert held == Counter(CARDS), "a card is missing or in two places"
        in_play = sum(hand.stacks) + sum(paid_by_seat(hand)) - sum(awarded(hand).values())
        assert in_play == start, (in_play, start)
        if hand.actor is None:
            break
        lively(hand, rng)
    assert hand.is_over
    assert sum(hand.stacks) == start + hand.setup.dead_money, "chips were made or lost"
    return hand


def paid_by_seat(hand: Hand) -> list[int]:
    """What each seat has put in so far, from the history: blinds, antes and bets, less
    uncalled bets returned."""
    paid = [0] * hand.n
    for record in hand.history:
        if isinstance(record, Post):
            paid[record.seat] += record.amount
        elif isinstance(record, Bet | Raise | Call):
            paid[record.seat] += record.added
        elif isinstance(record, ReturnUncalled):
            paid[record.seat] -= record.amount
    return paid


def awarded(hand: Hand) -> dict[int, int]:
    """Chips awarded to each seat, all pots."""
    won: dict[int, int] = {}
    for record in hand.history:
        if isinstance(record, Award):
            won[record.seat] = won.get(record.seat, 0) + record.amount
    return won


def expected_awards(
    hand: Hand, high: dict[int, int], low: dict[int, tuple[int, ...] | None] | None = None
) -> dict[int, int]:
    """Each seat's winnings by the test's own books, from the values of the hands shown
    (``high``, lower is better, and for a split game each one's eight-or-better ``low`` key or
    ``None``): each pot, side pots separately, to the best high, or half to the best low
    when one qualifies (the odd chip high); ties share, odd chips from the button's left."""
    order = [(hand.button + 1 + i) % hand.n for i in range(hand.n)]
    folded = [hand.folded(s) for s in range(hand.n)]
    won: dict[int, int] = {}

    def share(amount: int, winners: list[int]) -> None:
        base, odd = divmod(amount, len(winners))
        for k, seat in enumerate(winners):
            won[seat] = won.get(seat, 0) + base + (k < odd)

    for pot in build_pots(paid_by_seat(hand), folded, hand.setup.dead_money):
        if not pot.amount:
            continue
        contenders = [s for s in order if s in pot.eligible and s in high]
        best = min(high[s] for s in contenders)
        lows = [key for s in contenders if low and (key := low[s]) is not None]
        share(pot.amount - pot.amount // 2 if lows else pot.amount,
              [s for s in contenders if high[s] == best])  # fmt: skip
        if lows:
            assert low is not None
            share(pot.amount // 2, [s for s in contenders if low[s] == min(lows)])
    return {s: c for s, c in won.items() if c}
