"""The stud bring-in and the fourth-street open pair: who brings in, and the rounds they shape.

Stud's first betting round has no blind. After third street the seat with the lowest upcard
(stud, stud eight-or-better) or the highest (razz) must act first: it posts the bring-in, a bet
smaller than the small bet, or completes to the small bet. Ties go by
suit: clubs lowest, then diamonds, hearts and spades; in razz the king is the highest rank and
the ace the lowest, and of two equal ranks the higher suit brings in. The action then goes
clockwise; each later seat folds, calls the bring-in or completes, and after a completion the
betting goes on in small bets.

:class:`BringInRound` is that round: a :class:`~pokerules.betting.rounds.BettingRound` whose
first decision is the bring-in. :class:`OpenPairRound` is the house option
``open_pair_big_bet``: on fourth street, when a seat still in shows a pair, any bet or raise may
be a small or a big bet, and after a big one every raise is big (Robert's Rules of Poker,
seven-card stud). Short stacks follow pokerkit and the usual rules: a bring-in seat with fewer
chips than the bring-in posts what it has, all-in, and the others call that amount or complete;
a seat all-in on its ante never acts, so the first seat after it with chips brings in.

>>> from pokerules.cards import parse_hand
>>> up = {0: parse_hand("9c"), 1: parse_hand("3h"), 2: parse_hand("3d")}
>>> bring_in_seat([0, 1, 2], up.__getitem__, highest=False)  # the 3 of diamonds
2
>>> up = {0: parse_hand("Kc"), 1: parse_hand("Ks"), 2: parse_hand("Ah")}
>>> bring_in_seat([0, 1, 2], up.__getitem__, highest=True)  # razz: the king of spades
1

A hand's :meth:`~pokerules.engine.hand.Hand.bring_in` posts it:

>>> from pokerules import Hand, find_game
>>> hand = Hand(find_game("stud"), [100, 100, 100], deck="Ah Kd 9c Qh 2s 5d 7c 8c 4s")
>>> legal = hand.legal_actions()  # seat 0 shows the lowest card, the 4 of spades
>>> legal.seat, legal.bring_in, legal.complete_to, legal.fold, legal.check
(0, 1, 2, False, False)
>>> legal.describe()
'bring in 1, complete to 2'
>>> hand.bring_in()
BringIn(seat=0, amount=1, all_in=False)
>>> hand.legal_actions().describe()
'fold, call 1, complete to 2'
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from pokerules.betting.rounds import BettingRound, LegalActions
from pokerules.cards import Card
from pokerules.engine.upcards import FirstSeen, rated
from pokerules.errors import IllegalActionError
from pokerules.records import Bet, BringIn, Raise, new_record

if TYPE_CHECKING:
    from pokerules.betting.structures import BettingStructure
    from pokerules.engine.plan import GamePlan

__all__ = [
    "BringInRound",
    "OpenPairRound",
    "bring_in_seat",
    "no_bring_in",
    "shows_pair",
    "stud_round",
]


def _razz_key(cards: tuple[Card, ...]) -> int:
    # Razz: the highest card brings in, the ace ranking lowest (below the deuce), then suit;
    # -1 for a seat showing nothing, which never brings in.
    return max([(card + 4) % 52 for card in cards], default=-1)


def _stud_key(cards: tuple[Card, ...]) -> int:
    # Stud: the lowest card brings in; card ids run 2c 2d 2h 2s 3c ...: rank, then suit. 52
    # for a seat showing nothing, which never brings in.
    return min(cards, default=52)


_HIGHEST = FirstSeen(_razz_key)
_LOWEST = FirstSeen(_stud_key)


def bring_in_seat(
    seats: Sequence[int], exposed: Callable[[int], Sequence[Card]], highest: bool
) -> int:
    """The seat among ``seats`` that brings in: the lowest upcard (or the ``highest``, with
    razz's ranks, ace low), ties by suit (clubs, diamonds, hearts, spades, from low to high).

    A seat showing nothing (none in practice: every seat in gets an upcard) never brings in.
    """
    if highest:
        keys = rated(_HIGHEST, seats, exposed)
        best = max(keys, default=-1)
        return seats[keys.index(best)] if best >= 0 else seats[0]
    keys = rated(_LOWEST, seats, exposed)
    best = min(keys, default=52)
    return seats[keys.index(best)] if best < 52 else seats[0]


def shows_pair(cards: Sequence[Card]) -> bool:
    """Whether face-up ``cards`` hold two of a rank (the open pair of fourth street)."""
    ranks = [card >> 2 for card in cards]
    return len(set(ranks)) < len(ranks)


class BringInRound(BettingRound):
    """Stud's first betting round: the bring-in seat posts ``bring_in`` or completes.

    While nobody has put a chip in (the round's bet is 0), the seat to act is the bring-in
    seat; it may not fold or check. Its :class:`~pokerules.betting.rounds.LegalActions` list
    ``bring_in`` (the chips :meth:`post_bring_in` posts) and a bet to the small bet (the
    completion, also ``complete_to``). After the bring-in, the round plays as any fixed-limit
    round whose bet stands below a full bet: call it, fold, or complete.
    """

    __slots__ = ("bring_in",)

    def __init__(
        self,
        structure: BettingStructure,
        size: int,
        stacks: list[int],
        bets: list[int],
        folded: list[bool],
        first: int,
        contributions: list[int],
        dead_money: int,
        bring_in: int,
    ) -> None:
        self.bring_in = bring_in
        super().__init__(structure, size, stacks, bets, folded, first, 0, 0, contributions,
                         dead_money)  # fmt: skip
        legal = self.legal
        if legal is None:
            return
        # Nothing bet yet: the seat found is the bring-in seat (or the first after it with
        # chips, when the bring-in card is all-in on its ante). Only here: the bring-in or a
        # completion is the first action, and every later turn faces a bet, as in any round
        # (so no _pass override taxes every decision of stud's busiest round).
        s = legal[0]
        stack = stacks[s]
        amount = bring_in if bring_in < stack else stack
        if stack > amount:
            to = self.increment if self.increment < stack else stack
            self.legal = new_record(LegalActions, (s, False, False, 0, "bet", to, to, amount, to))
        else:
            self.legal = new_record(LegalActions, (s, False, False, 0, None, 0, 0, amount, 0))

    @property
    def pending(self) -> bool:
        """Whether the bring-in is still to be posted (or completed)."""
        return self.current == 0 and self.actor is not None

    def post_bring_in(self) -> BringIn:
        """The seat to act posts the bring-in (all its chips if it has fewer)."""
        legal = self.legal
        if legal is None or not legal[7]:
            raise self._refused(legal, "bring in")
        seat, amount = legal[0], legal[7]
        stacks = self.stacks
        stacks[seat] -= amount
        self.bets[seat] += amount
        self.contributions[seat] += amount
        self.current = amount
        self.matched = 1
        # The bring-in is no bet level: a completion is a full bet to this seat too.
        self.acted[seat] = 0
        all_in = not stacks[seat]
        if all_in:
            self.holders -= 1
        else:
            self.witness = seat
        self._pass(seat)
        return new_record(BringIn, (seat, amount, all_in))

    def complete(self) -> Bet | Raise:
        """Complete to the small bet: the bring-in seat instead of bringing in, or a later
        seat over the bring-in (or over a short all-in)."""
        legal = self.legal
        if legal is not None and legal[7] and legal[4] is not None:
            return self._wager(legal, legal[6], legal[4])
        return super().complete()

    def _refused(self, legal: LegalActions | None, action: str) -> IllegalActionError:
        if legal is not None and legal[7]:
            complete = f" or complete to {legal[8]}" if legal[8] else ""
            return IllegalActionError(
                f"seat {legal[0]} may not {action}: it brings in, posting {legal[7]}{complete}"
            )
        if action == "bring in":
            where = "" if legal is None else f"; legal: {legal.describe()}"
            return IllegalActionError(
                f"no bring-in now: it is posted only as the first action{where}"
            )
        return super()._refused(legal, action)


class OpenPairRound(BettingRound):
    """Fourth street with an open pair showing (``open_pair_big_bet``): any bet or raise may
    be of the small ``size`` or the ``big`` bet; once a big one is made, all raises are big.

    The legal totals span the two (``min_to`` small, ``max_to`` big); only those two, or an
    all-in short of them, are accepted.
    """

    __slots__ = ("big",)

    def __init__(
        self,
        structure: BettingStructure,
        size: int,
        stacks: list[int],
        bets: list[int],
        folded: list[bool],
        first: int,
        contributions: list[int],
        dead_money: int,
        big: int,
    ) -> None:
        self.big = big
        super().__init__(structure, size, stacks, bets, folded, first, 0, 0, contributions,
                         dead_money)  # fmt: skip

    def _pass(self, seat: int) -> None:
        super()._pass(seat)
        legal = self.legal
        if legal is None or legal[4] is None or self.increment >= self.big:
            return
        everything = self.bets[legal[0]] + self.stacks[legal[0]]
        high = self.full_level + self.big
        if high > everything:
            high = everything
        if high > legal[6]:
            self.legal = legal._replace(max_to=high)

    def _wager(self, legal: LegalActions, to: int, kind: str) -> Bet | Raise:
        if type(to) is int and legal[5] < to < legal[6]:
            everything = self.bets[legal[0]] + self.stacks[legal[0]]
            if to != everything:
                raise IllegalActionError(
                    f"seat {legal[0]} may not {kind} to {to}: with an open pair on fourth "
                    f"street the {kind} is to {legal[5]} (small) or {legal[6]} (big)"
                )
        if type(to) is int and to == legal[6] and to - self.full_level == self.big:
            self.increment = self.big  # checked: a big bet; every later raise is big
        return super()._wager(legal, to, kind)


def no_bring_in(phase: str) -> IllegalActionError:
    """Why a hand in ``phase`` whose step is no bring-in round refuses a bring-in."""
    if phase != "betting":
        return IllegalActionError(f"no bring-in now: the hand is in its {phase} phase")
    return IllegalActionError("no bring-in in this round: a bring-in is stud's first decision")


def stud_round(
    plan: GamePlan,
    round_index: int,
    stacks: list[int],
    bets: list[int],
    folded: list[bool],
    first: int,
    contributions: list[int],
    dead_money: int,
    showing: Callable[[], Sequence[Sequence[Card]]],
) -> BettingRound:
    """The betting round ``round_index`` of a stud game with a bring-in or the open-pair
    option: a :class:`BringInRound` first, an :class:`OpenPairRound` on fourth street when a
    seat still in shows a pair (``showing`` gives every seat's upcards), else a plain round."""
    size = plan.sizes[round_index]
    if round_index == 0 and plan.bring_in:
        return BringInRound(plan.betting, size, stacks, bets, folded, first, contributions,
                            dead_money, plan.bring_in)  # fmt: skip
    if (
        round_index == 1
        and plan.open_pair_big > size
        and any(shows_pair(up) for seat, up in enumerate(showing()) if not folded[seat])
    ):
        return OpenPairRound(plan.betting, size, stacks, bets, folded, first, contributions,
                             dead_money, plan.open_pair_big)  # fmt: skip
    return BettingRound(plan.betting, size, stacks, bets, folded, first, 0, 0, contributions,
                        dead_money)  # fmt: skip
