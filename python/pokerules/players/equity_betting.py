"""The heuristic bot's betting from its equity: pot odds, value bets and raises.

:func:`equity_decision` makes one betting decision from the seat's share of the pot against
random hands (:func:`pokerules.players.equity_sense.seat_equity`). The share is read against
the fair share of the seats still in (a half heads-up, a third three-way), so the same rules
hold at every table size:

* facing a bet, it raises a share of :data:`RAISE` times the fair one or more (re-raising,
  past two bets in fixed limit or once in no limit, from :data:`RERAISE`), calls when the
  share beats the pot odds (the call over the pot after calling), and folds otherwise;
* with no bet to call, it bets from :data:`BET` times the fair share, or with chance ``bluff``
  (never an opening that would make it owe the pot, in Diablo, which needs :data:`RAISE`);
* a no-limit or pot-limit bet is 60% of the pot, up to the whole pot for the strongest
  hands, within the legal range (all in when it would leave less than a third behind).

>>> import random
>>> from pokerules import Hand, find_game
>>> def small_blind() -> Hand:  # heads-up hold'em: the button's small blind acts first
...     return Hand(find_game("holdem"), [100, 100], button=0, seed=1)
>>> small_blind().legal_actions()
LegalActions(seat=0, fold=True, check=False, call=1, raise_kind='raise', min_to=4, max_to=100)
>>> raised = equity_decision(small_blind(), 0.7, random.Random(1))  # a strong hand raises
>>> type(raised).__name__, raised.to  # to 84% of the pot after calling: 2 + 0.84 * 4
('Raise', 5)
>>> equity_decision(small_blind(), 0.2, random.Random(1))  # a call for a quarter of 4: fold
Fold(seat=0)
"""

from __future__ import annotations

import random

from pokerules.betting.structures import FixedLimit
from pokerules.engine.hand import Hand, LegalActions
from pokerules.records import Bet, Raise, Record, Street

__all__ = ["BET", "RAISE", "RERAISE", "equity_decision"]

BET = 1.1
"""Bet with a share of the pot this many times the fair share or more."""
RAISE = 1.3
"""Raise a bet from this many times the fair share."""
RERAISE = 1.6
"""Keep raising (past two bets in fixed limit, again in no limit) from this many times it."""


def equity_decision(
    hand: Hand,
    share: float,
    rng: random.Random,
    *,
    bluff: float = 0.0,
    opening_pays: bool = False,
) -> Record:
    """One betting decision for the seat to act of ``hand``, whose share of the pot against
    random hands is ``share`` (0-1). ``bluff`` is the chance of betting a hand it would
    check; ``opening_pays`` says a first bet makes it the opener who pays a lost pot
    (Diablo), so it opens only from :data:`RAISE`."""
    legal = hand.legal_actions()
    fair = 1 / max(2, len(hand.in_hand()))
    strength = share / fair  # 1.0: an average hand at this table
    if legal.call:
        odds = legal.call / (hand.pot_total + legal.call)
        if legal.raise_kind is not None and _may_raise(hand, legal, strength):
            return hand.bet_or_raise(_size(hand, legal, strength))
        return hand.call() if share >= odds else hand.fold()
    if legal.raise_kind is not None:
        need = RAISE if opening_pays else BET
        if strength >= need or (not opening_pays and rng.random() < bluff):
            return hand.bet_or_raise(_size(hand, legal, max(strength, BET)))
    return hand.bring_in() if legal.bring_in else hand.check()


def _may_raise(hand: Hand, legal: LegalActions, strength: float) -> bool:
    if strength < RAISE:
        return False
    if isinstance(hand.game.betting, FixedLimit):
        size = legal.min_to - hand.current_bet
        if size <= 0:
            return True
        return hand.current_bet // size < (4 if strength >= RERAISE else 2)
    # No limit and pot limit: once this seat has raised, only a very strong hand raises again.
    return strength >= RERAISE or not _has_raised(hand, legal.seat)


def _has_raised(hand: Hand, seat: int) -> bool:
    """Whether ``seat`` has bet or raised in this betting round (a blind is no raise)."""
    for record in reversed(hand._history):  # the list itself: no copy a decision
        kind = type(record)
        if kind is Street:
            return False
        if (kind is Bet or kind is Raise) and record.seat == seat:  # type: ignore[union-attr]
            return True
    return False


def _size(hand: Hand, legal: LegalActions, strength: float) -> int:
    """The total to bet or raise to: fixed limit's one size, else a part of the pot."""
    if legal.min_to >= legal.max_to or isinstance(hand.game.betting, FixedLimit):
        return legal.min_to
    # From 60% of the pot at a bet's strength to the whole pot at a re-raise's.
    fraction = 0.6 + 0.4 * min(1.0, max(0.0, (strength - BET) / (RERAISE - BET)))
    to = hand.current_bet + round(fraction * (hand.pot_total + legal.call))
    if legal.max_to - to < to // 3:  # leaving almost nothing behind: move in
        to = legal.max_to
    return min(max(to, legal.min_to), legal.max_to)
