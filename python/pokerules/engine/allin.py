"""All-in adjusted results: a finished hand's pots paid by equity at the moment the betting
closed for good, what poker trackers call "all-in EV".

When every chip that can go in has gone in before the last card or draw (the action is closed
and at most one seat still in has chips behind), luck alone decides the rest. Paying each pot
by the seats' equity at that moment, instead of by the cards that came, takes that luck out of
a comparison of players or bots: the adjusted results have the same expectation as the real
ones and much less variance.

Each seat's adjusted result is its share of each pot, its equity among the seats eligible for
that pot (a side pot is played out among its own seats, the other hands' cards counted dead),
less the chips it put in. The equity is :meth:`~pokerules.engine.hand.Hand.equity`'s, from the
engine's truth at that moment (:mod:`pokerules.engine.equity_view`): every live hand and the
board, with every card out of play dead. It is exact when it has at most
:data:`EXACT_COMPLETIONS` runouts, else :data:`SAMPLES` samples seeded from ``seed``, so a seed
gives one answer.

In a draw game the one thing the moment cannot say is how the players will draw; each keeps,
at the next draw, the cards it actually kept then (its own choice, made without seeing a card
of that draw: the adjustment takes out the luck of the cards, not the quality of the draw),
and any later draws follow the plan ``"best"``. A hand where the betting closes with everyone
in from the forced bets, before a card is seen, pays each pot in equal shares. The adjusted
results add up to the real ones (the chips in the pots); a hand decided without an all-in, or
with its all-in after the last card, has none, and so has one whose deck ran short into what
the equity call cannot deal (a reshuffle of the discards, stud's shared card).

>>> from pokerules import Hand, find_game
>>> deck = "Ah Kd As Kc 2c Ks 7d 8h 3c 9s 4c Tc"  # seat 1 has aces, seat 0 kings, and a king flops
>>> hand = Hand(find_game("holdem"), [20, 20], button=0, deck=deck)
>>> _ = hand.all_in(), hand.call()
>>> hand.payoffs, [round(chips, 2) for chips in allin_adjusted(hand).adjusted]
((20, -20), [-12.71, 12.71])
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, NamedTuple

from pokerules.analysis.equity import equity
from pokerules.betting.pots import build_pots
from pokerules.cards import Card
from pokerules.engine.equity_view import EquityRequest, EquityView, equity_view
from pokerules.engine.hand import Hand
from pokerules.errors import IllegalActionError
from pokerules.records import (
    Award,
    Bet,
    BringIn,
    Call,
    Check,
    Deal,
    Draw,
    Fold,
    Post,
    Raise,
    Record,
    ReturnUncalled,
)  # fmt: skip

__all__ = ["EXACT_COMPLETIONS", "SAMPLES", "AllIn", "allin_adjusted", "allin_moment"]

EXACT_COMPLETIONS = 20_000
"""An all-in is enumerated exactly when it has at most this many runouts (a heads-up hold'em
all-in on the flop has 946, the burned card being dead; one on third street in stud, about
1.8 * 10**10), and sampled otherwise."""

SAMPLES = 2_000
"""Samples of a sampled all-in. The sampling error it adds to a hand's adjusted result is about
1% of the pot (a standard error of 0.011 on each equity), against a spread of the real result
near half the pot: it widens a confidence interval by well under 1%."""

_BETTING = (Fold, Check, Call, Bet, Raise, BringIn)
_CARDS = (Deal, Draw)
_BIG_BLIND_ANTE = "big blind ante"  # dead money in the main pot, no seat's contribution


def allin_moment(history: Sequence[Record]) -> int | None:
    """How many records of a finished hand's ``history`` were made when the betting closed for
    good with cards or draws still to come (0 for the forced bets, before any card), or
    ``None`` when it did not: a hand won without a showdown, or bet to the end.

    >>> from pokerules import Hand, find_game
    >>> hand = Hand(find_game("holdem"), [20, 20], button=0, seed=1)
    >>> _ = hand.all_in(), hand.call()
    >>> moment = allin_moment(hand.history)
    >>> hand.history[moment - 1], sum(type(r) is Deal for r in hand.history[moment:])
    (Call(seat=1, added=18, all_in=True), 3)
    """
    last = -1
    for index in range(len(history) - 1, -1, -1):
        if isinstance(history[index], _BETTING):
            last = index
            break
    if not any(isinstance(record, _CARDS) for record in history[last + 1 :]):
        return None
    if last < 0:
        return 0
    return last + 1


class AllIn(NamedTuple):
    """The all-in of a finished hand: after its first ``moment`` records the betting closed
    with ``seats`` still in, and ``adjusted`` is each seat's result with the pots paid by
    equity then (chips won, less chips put in)."""

    moment: int
    seats: tuple[int, ...]
    adjusted: tuple[float, ...]


def allin_adjusted(hand: Hand, *, seed: int = 0, threads: int | None = 1) -> AllIn | None:
    """The all-in of the finished ``hand``, with each seat's adjusted result (see the module
    docstring), or ``None`` when no all-in came before the end: then the real results
    (:attr:`~pokerules.engine.hand.Hand.payoffs`) stand.

    ``seed`` seeds the sampled equities; ``threads`` their threads (the answer is the same on
    any number).
    """
    if not hand.is_over or hand.passed_out:
        return None
    history = hand.history
    moment = allin_moment(history)
    if moment is None:
        return None
    n = hand.n
    paid, contributions, folded, dead = _chips(history, n, moment)
    behind = [stack - put for stack, put in zip(hand.starting_stacks, paid, strict=True)]
    live = [s for s in range(n) if not folded[s]]
    if len(live) < 2 or sum(behind[s] > 0 for s in live) > 1:
        return None  # the betting did not close on an all-in (no more betting was possible)
    pots = build_pots(contributions, folded, hand.dead_money + dead)
    awarded = sum(r.amount for r in history if isinstance(r, Award))
    if sum(pot.amount for pot in pots) != awarded:
        return None  # chips the pots do not account for: leave the real results
    try:
        view = equity_view(hand.game, n, history, upto=moment) if moment else None
        keep = _kept_at_next_draw(history, moment, view) if view is not None else {}
        requests = {
            pot.eligible: _among(view, pot.eligible).request(keep=keep)
            for pot in pots
            if view is not None and len(pot.eligible) > 1
        }
    except IllegalActionError:
        return None  # a deck that ran short into what the equity call cannot deal
    result = [-float(chips) for chips in paid]
    shares: dict[tuple[int, ...], tuple[float, ...]] = {}
    for number, pot in enumerate(pots):
        eligible = pot.eligible
        if eligible not in shares:
            request = requests.get(eligible)
            shares[eligible] = _shares(request, len(eligible), _derive(seed, number), threads)
        for seat, share in zip(eligible, shares[eligible], strict=True):
            result[seat] += pot.amount * share
    return AllIn(moment, tuple(live), tuple(result))


def _chips(
    history: Sequence[Record], n: int, moment: int
) -> tuple[list[int], list[int], list[bool], int]:
    """Each seat's chips put in (uncalled chips returned), its contribution to the pots (less a
    big-blind ante, which is dead money), which seats had folded after the first ``moment``
    records, and the big-blind antes."""
    paid = [0] * n
    folded = [False] * n
    dead = 0
    for index, record in enumerate(history):
        kind = type(record)
        if kind is Post:
            paid[record.seat] += record.amount  # type: ignore[union-attr]
            if record.kind == _BIG_BLIND_ANTE:  # type: ignore[union-attr]
                dead += record.amount  # type: ignore[union-attr]
        elif kind is Call or kind is Bet or kind is Raise:
            paid[record.seat] += record.added  # type: ignore[union-attr]
        elif kind is BringIn:
            paid[record.seat] += record.amount  # type: ignore[union-attr]
        elif kind is ReturnUncalled:
            paid[record.seat] -= record.amount  # type: ignore[union-attr]
        elif kind is Fold and index < moment:
            folded[record.seat] = True  # type: ignore[union-attr]
    contributions = paid[:]
    for record in history:
        if isinstance(record, Post) and record.kind == _BIG_BLIND_ANTE:
            contributions[record.seat] -= record.amount
    return paid, contributions, folded, dead


def _kept_at_next_draw(
    history: Sequence[Record], moment: int, view: EquityView
) -> dict[int, tuple[Card, ...]]:
    """The cards each seat kept at the first draw after ``moment``, by seat (none if no draw
    is left): the players' own choices, made without seeing a card of the draw."""
    if not view.draws_left:
        return {}
    held = dict(zip(view.seats, view.cards, strict=True))
    keep: dict[int, tuple[Card, ...]] = {}
    for record in history[moment:]:
        if type(record) is Draw and record.seat in held and record.seat not in keep:
            thrown = set(record.discarded)
            keep[record.seat] = tuple(c for c in held[record.seat] if c not in thrown)  # type: ignore[misc]
    return keep


def _shares(
    request: EquityRequest | None, players: int, seed: int, threads: int | None
) -> tuple[float, ...]:
    """The equity of each of ``players`` seats in a pot they alone can win: one seat takes it
    all, and before any card (no ``request``) every hand is alike."""
    if players == 1:
        return (1.0,)
    if request is None:
        return (1 / players,) * players
    options: dict[str, Any] = {"seed": seed, "threads": threads}
    if request.multi_draw or request.completions > EXACT_COMPLETIONS:
        options.update(exact=False, samples=SAMPLES)
    else:
        options["exact"] = True
    return equity(**request.arguments, **options).equity


def _among(view: EquityView, eligible: tuple[int, ...]) -> EquityView:
    """``view`` with only the ``eligible`` seats playing: the others' cards are dead."""
    if eligible == view.seats:
        return view
    keep = [i for i, seat in enumerate(view.seats) if seat in eligible]
    out = [c for i, cards in enumerate(view.cards) if i not in keep for c in cards]
    return EquityView(
        view.game,
        eligible,
        tuple(view.cards[i] for i in keep),
        view.board,
        view.dead + tuple(c for c in out if c is not None),
        view.draws_left,
        tuple(view.served[i] for i in keep),
        view.viewer,
        view.reserve,
        view.stub,
    )


_GOLDEN = 0x9E3779B97F4A7C15


def _derive(seed: int, number: int) -> int:
    """A seed of pot ``number`` from the hand's ``seed``: a new stream for each pot."""
    return (seed * _GOLDEN + number + 1) % (1 << 64)
