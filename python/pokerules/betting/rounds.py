"""One betting round as a state machine: chips and seats only, never cards.

A :class:`BettingRound` is given the seats' stacks, this round's bets (blinds included) and
who has folded, the betting structure, this round's bet size, and who acts first. It answers
what the seat to act may do (:attr:`BettingRound.legal`), applies one action at a time, and
says when the round is over (:attr:`BettingRound.actor` is ``None``). It owns the rules of a
round: the minimum and maximum bet, the last full raise, fixed-limit sizes, the cap and the
heads-up rule, the half-bet rule and reopening after short all-ins (TDA rule 47 in no limit).
The lists it is given are borrowed from the hand's chips ledger
(:class:`~pokerules.betting.ledger.Chips`), not copied: the round moves chips in them as seats
act, and the hand sees every chip move at once.

>>> from pokerules.betting.structures import FixedLimit
>>> stacks, bets = [96, 100, 100], [4, 0, 0]
>>> rnd = BettingRound(FixedLimit(bets=(4,)), 4, stacks, bets, [False] * 3, first=1, current=4)
>>> rnd.legal
LegalActions(seat=1, fold=True, check=False, call=4, raise_kind='raise', min_to=8, max_to=8)
>>> rnd.raise_to(8)
Raise(seat=1, to=8, added=8, all_in=False, completes=False)
>>> rnd.call(), rnd.fold()
(Call(seat=2, added=8, all_in=False), Fold(seat=0))
>>> rnd.actor is None, stacks, bets
(True, [96, 92, 92], [4, 8, 8])
"""

from __future__ import annotations

from pokerules.betting import refusals
from pokerules.betting.ledger import uncalled
from pokerules.betting.legal import LegalActions, OpeningCheck
from pokerules.betting.structures import BettingStructure, FixedLimit, NoLimit, PotLimit
from pokerules.errors import IllegalActionError, InvalidArgumentError, InvalidGameError
from pokerules.records import Bet, Call, Check, Fold, Raise, new_record
from pokerules.validate import as_chips

__all__ = ["BettingRound", "LegalActions", "OpeningCheck"]

_AFTER: dict[int, tuple[tuple[int, ...], ...]] = {}


def _seats_after(n: int) -> tuple[tuple[int, ...], ...]:
    """For each seat of ``n``, the seats after it in turn, ending with itself."""
    after = _AFTER.get(n)
    if after is None:
        after = _AFTER[n] = tuple(
            tuple((seat + step) % n for step in range(1, n + 1)) for seat in range(n)
        )
    return after


# Each structure class, by the kind it is (a subclass counts as its base): a round is opened
# a few times a hand, and one dict look-up costs less than three isinstance calls.
_KINDS: dict[type, type] = {}


def allow_free_folds(rnd: BettingRound) -> None:
    """Let every seat of ``rnd`` fold where it could check for free (the house rule
    ``fold_instead_of_check``), the seat to act now included; a reopened round keeps it."""
    rnd.fold_instead_of_check = True
    legal = rnd.legal
    if legal is not None and legal.check:
        rnd.legal = legal._replace(fold=True)


def _bad_reopen(seats: int, bets: int, first: int) -> InvalidArgumentError:
    return InvalidArgumentError(
        f"a reopened round needs a bets list for each of its {seats} seats "
        f"and a first seat among them, not {bets} bets and seat {first}"
    )


def _kind(structure: object) -> type:
    """``FixedLimit``, ``PotLimit`` or ``NoLimit``: what ``structure`` is an instance of."""
    for kind in (FixedLimit, PotLimit, NoLimit):
        if isinstance(structure, kind):
            _KINDS[type(structure)] = kind
            return kind
    raise InvalidGameError(f"unknown betting structure {structure!r}")


# Records are immutable: the folds and checks of the first sixteen seats are made once.
_FOLDS = tuple(new_record(Fold, (seat,)) for seat in range(16))
_CHECKS = tuple(new_record(Check, (seat,)) for seat in range(16))


class BettingRound:
    """The state machine of one betting round.

    Args:
        structure: no limit, pot limit or fixed limit.
        size: this round's bet size (fixed limit) or minimum bet (no and pot limit).
        stacks: each seat's chips behind; shared, and changed as chips go in.
        bets: each seat's chips in this round so far (posted blinds included); shared.
        folded: which seats have folded; shared, and set by :meth:`fold`.
        first: the seat the action starts from (the first seat that needs to act acts).
        current: the total a seat must reach to stay in (a full big blind, even posted short).
        raises: full bets already made (1 when a big blind counts as the first bet).
        contributions: each seat's chips in this hand so far (antes and earlier rounds
            included); shared, and changed as chips go in, for the pot and its side pots.
        dead_money: chips in the pot that are no seat's contribution (pot limit counts them).
        opening: who may make the first bet (jacks or better), or ``None`` for anyone.

    A seat that folded or has no chips never acts. The round is over when every other seat
    has matched the bet or is all-in, or all have checked, or all but one have folded.
    """

    __slots__ = (
        "acted", "actor", "after", "bets", "cap", "capped", "contributions", "current",
        "dead_money", "first", "first_bettor", "fixed", "fold_instead_of_check", "folded",
        "full_level", "holders", "increment", "last_aggressor", "legal", "live", "matched",
        "opening", "pot_limit", "raises", "short_completes", "stacks", "uncap_heads_up",
        "uncapped", "witness",
    )  # fmt: skip

    phase = "betting"  # the phase of a hand whose step this round is

    def __init__(
        self,
        structure: BettingStructure,
        size: int,
        stacks: list[int],
        bets: list[int],
        folded: list[bool],
        first: int,
        current: int = 0,
        raises: int = 0,
        contributions: list[int] | None = None,
        dead_money: int = 0,
        opening: OpeningCheck | None = None,
    ) -> None:
        n = len(stacks)
        kind = _KINDS.get(type(structure)) or _kind(structure)
        fixed = self.fixed = kind is FixedLimit
        self.pot_limit = kind is PotLimit
        if len(bets) != n or len(folded) != n or not 0 <= first < n or n < 2:
            raise InvalidArgumentError(
                f"a betting round needs 2 or more seats, stacks, bets and folded flags for each "
                f"({n}, {len(bets)}, {len(folded)}) and a first seat among them, not {first}"
            )
        self.after = _AFTER.get(n) or _seats_after(n)
        self.stacks = stacks
        self.bets = bets
        self.folded = folded
        self.contributions = list(bets) if contributions is None else contributions
        self.dead_money = dead_money
        self.opening = opening
        self.current = current
        # Seats whose round total is the current bet (a short blind is not), or 2 and more when
        # nobody has bet: with two, no bet is uncalled.
        self.matched = bets.count(current) if current else 2
        # Fixed limit: every increment is the round's size. Otherwise the first bet's minimum,
        # or the big blind if larger.
        self.increment = size if fixed or size > current else current
        self.full_level = current
        self.raises = raises
        self.cap = structure.cap_raises if fixed else None  # type: ignore[union-attr]
        self.short_completes = fixed and structure.short_all_in_completes  # type: ignore[union-attr]
        self.capped = False
        live = self.live = n - folded.count(True)
        # Once heads-up, no cap in this round or any later one.
        self.uncap_heads_up = fixed and structure.uncapped_heads_up  # type: ignore[union-attr]
        self.uncapped = live <= 2 and self.uncap_heads_up
        # Seats still in with chips: a seat folds only when it acts, with chips, so every
        # folded seat has some.
        self.holders = live - stacks.count(0)
        self.acted = [-1] * n
        self.last_aggressor: int | None = None
        self.first_bettor: int | None = None
        self.first = first
        self.fold_instead_of_check = False  # a house rule the engine sets: allow_free_folds()
        self.actor: int | None = None
        self.legal: LegalActions | None = None
        # A seat whose round total is the current bet and who has chips behind, so it could
        # call a raise; None when none is known (then the seats are searched).
        self.witness: int | None = None
        if current:
            for s in range(n):
                if bets[s] == current and stacks[s] and not folded[s]:
                    self.witness = s
                    break
        self._pass((first - 1) % n)

    def reopen(self, size: int, bets: list[int], first: int, dead_money: int) -> None:
        """The next street's round in this object (0.77 µs, a new one 1.11 µs): ``size`` its
        bet, ``bets`` its bets list, ``first`` its first seat; seats, stacks, folds stay."""
        if (n := len(bets)) != len(self.acted) or not 0 <= first < n:
            raise _bad_reopen(len(self.acted), n, first)
        self.bets = bets
        self.dead_money = dead_money
        self.opening = None
        self.current = self.full_level = self.raises = 0
        self.matched = 2
        self.increment = size
        self.capped = False
        self.uncapped = self.live <= 2 and self.uncap_heads_up
        self.holders = self.live - self.stacks.count(0)
        self.acted = [-1] * n
        self.last_aggressor = self.first_bettor = self.witness = self.actor = self.legal = None
        self.first = first
        if self.holders > 1:  # else all but one are all in: nobody faces a bet, nobody acts
            self._pass((first - 1) % n)

    # ------------------------------------------------------------------ queries

    @property
    def is_over(self) -> bool:
        """Whether nobody is left to act in this round."""
        return self.actor is None

    @property
    def anyone_acted(self) -> bool:
        """Whether any seat made a decision in this round (a check counts)."""
        return max(self.acted) >= 0

    def snapshot(self) -> tuple[object, ...]:
        """A hashable picture of the round's own state."""
        return (
            self.actor, self.current, self.increment, self.full_level, self.raises, self.capped,
            self.uncapped, tuple(self.acted), self.last_aggressor, self.first_bettor, self.legal,
        )  # fmt: skip

    # ------------------------------------------------------------------ actions

    def fold(self) -> Fold:
        """The seat to act folds; where it could check for free only by the house rule."""
        legal = self.legal
        if legal is None or not legal[1]:
            raise self._refused(legal, "fold")
        seat = legal[0]
        self.folded[seat] = True
        self.live -= 1
        self.holders -= 1
        if self.live == 2 and self.uncap_heads_up:
            self.uncapped = True
        if seat == self.witness:
            self.witness = None
        self._pass(seat)
        return _FOLDS[seat] if seat < 16 else new_record(Fold, (seat,))

    def check(self) -> Check:
        """The seat to act checks."""
        legal = self.legal
        if legal is None or not legal[2]:
            raise self._refused(legal, "check")
        seat = legal[0]
        self.acted[seat] = self.current
        self._pass(seat)
        return _CHECKS[seat] if seat < 16 else new_record(Check, (seat,))

    def call(self) -> Call:
        """The seat to act calls the bet (all-in if it has fewer chips)."""
        legal = self.legal
        if legal is None or not legal[3]:
            raise self._refused(legal, "call")
        seat = legal[0]
        added = legal[3]
        stacks = self.stacks
        stacks[seat] -= added
        self.bets[seat] += added
        self.contributions[seat] += added
        self.acted[seat] = self.current
        if stacks[seat] or self.bets[seat] == self.current:
            self.matched += 1
        if stacks[seat]:
            if self.witness is None:
                self.witness = seat
            self._pass(seat)
            return new_record(Call, (seat, added, False))
        self.holders -= 1
        self._pass(seat)
        return new_record(Call, (seat, added, True))

    def bet(self, to: int) -> Bet | Raise:
        """The seat to act makes the first bet of the round, of ``to`` chips."""
        legal = self.legal
        if legal is None or legal[4] != "bet":
            raise self._refused(legal, "bet")
        return self._wager(legal, to, "bet")

    def raise_to(self, to: int) -> Bet | Raise:
        """The seat to act raises the round total to ``to`` chips."""
        legal = self.legal
        if legal is None or legal[4] != "raise":
            raise self._refused(legal, "raise")
        return self._wager(legal, to, "raise")

    def bet_or_raise(self, to: int) -> Bet | Raise:
        """Bet or raise to ``to``, whichever the situation calls for."""
        legal = self.legal
        if legal is None or legal[4] is None:
            raise self._refused(legal, "bet or raise")
        return self._wager(legal, to, legal[4])

    def complete(self) -> Bet | Raise:
        """Fixed limit: raise an incomplete all-in bet or raise to the full amount."""
        legal = self._legal()
        if not self.fixed:
            raise IllegalActionError("complete is a fixed-limit action; use raise_to instead")
        if self.current <= self.full_level:
            raise IllegalActionError(
                f"seat {legal.seat} has nothing to complete: the bet of {self.current} "
                f"is already a full bet; legal: {legal.describe()}"
            )
        if legal.raise_kind is None:
            raise IllegalActionError(
                f"seat {legal.seat} may not complete: {refusals.why_no_raise(self, legal, 'raise')}"
            )
        return self._wager(legal, legal.max_to, legal.raise_kind)

    def all_in(self) -> Call | Bet | Raise:
        """Put every remaining chip in: a call, bet or raise, as the rules allow."""
        legal = self._legal()
        seat = legal.seat
        everything = self.bets[seat] + self.stacks[seat]
        if legal.call and everything <= self.current:
            return self.call()
        if legal.raise_kind is not None and legal.max_to == everything:
            return self._wager(legal, everything, legal.raise_kind)
        if legal.raise_kind is None:
            reason = refusals.why_no_raise(self, legal, "raise")
        else:
            reason = f"the most this seat may make it is {legal.max_to}, not all {everything}"
        raise IllegalActionError(f"seat {seat} may not go all-in: {reason}")

    def return_uncalled(self) -> tuple[int, int] | None:
        """End of the round: give back the chips nobody matched; ``(seat, chips)`` or ``None``."""
        if self.matched >= 2:
            return None  # two seats reached the bet: nothing to give back
        return uncalled(self.stacks, self.bets, self.contributions)

    # ------------------------------------------------------------------ internals

    def _legal(self) -> LegalActions:
        legal = self.legal
        if legal is None:
            raise IllegalActionError("nobody is to act: the betting round is over")
        return legal

    def _refused(self, legal: LegalActions | None, action: str) -> IllegalActionError:
        """Why the seat to act may not ``action``, with what it may do (a stud round adds its
        bring-in)."""
        return refusals.refused(self, legal, action)

    def _can_be_raised(self, seat: int) -> bool:
        # A raise needs someone who could put in more than the current bet; otherwise it
        # would only come back as an uncalled bet.
        bets = self.bets
        stacks = self.stacks
        folded = self.folded
        current = self.current
        for other in self.after[seat]:
            if other != seat and not folded[other] and bets[other] + stacks[other] > current:
                return True
        return False

    def _pass(self, seat: int) -> None:
        """Hand the turn to the next seat after ``seat`` that must act and work out what it
        may do, or end the round (with one seat left in, nobody must act)."""
        bets = self.bets
        stacks = self.stacks
        current = self.current
        folded = self.folded
        if self.holders < 2:
            # Nobody left to bet against: only a seat facing a bet acts, and cannot raise.
            for s in self.after[seat]:
                if bets[s] < current and stacks[s] and not folded[s]:
                    self.actor = s
                    owed = current - bets[s]
                    call = owed if owed < stacks[s] else stacks[s]
                    self.legal = new_record(LegalActions, (s, True, False, call, None, 0, 0, 0, 0))
                    return
            self.actor = self.legal = None
            return
        acted = self.acted
        for s in self.after[seat]:
            if not folded[s] and stacks[s] and (bets[s] < current or acted[s] < 0):
                break
        else:
            self.actor = self.legal = None
            return
        self.actor = s
        stack = stacks[s]
        owed = current - bets[s]
        if owed > 0:
            if stack <= owed:  # all-in to call: no raise
                self.legal = new_record(LegalActions, (s, True, False, stack, None, 0, 0, 0, 0))
                return
            call = owed
            facing, free = True, False
        else:
            call = 0
            facing, free = self.fold_instead_of_check, True
        if self.capped:
            self.legal = new_record(LegalActions, (s, facing, free, call, None, 0, 0, 0, 0))
            return
        fixed = self.fixed
        if acted[s] >= 0:
            # Already acted: only a full raise (fixed limit: half a bet) since reopens it.
            faced = current - acted[s]
            if (faced + faced if fixed else faced) < self.increment:
                self.legal = new_record(LegalActions, (s, facing, free, call, None, 0, 0, 0, 0))
                return
        if current:
            # A raise needs someone who could put in more than the current bet; otherwise it
            # would only come back as an uncalled bet.
            witness = self.witness
            if (witness is None or witness == s) and not self._can_be_raised(s):
                self.legal = new_record(LegalActions, (s, facing, free, call, None, 0, 0, 0, 0))
                return
            kind = "raise"
        else:
            kind = "bet"
        opening = self.opening
        if opening is not None and self.first_bettor is None and not opening[0](s):
            self.legal = new_record(LegalActions, (s, facing, free, call, None, 0, 0, 0, 0))
            return
        everything = bets[s] + stack
        if fixed:
            level = self.full_level
            min_to = level + self.increment
            if min_to > everything:
                min_to = everything
            complete = min_to if current > level else 0
            self.legal = new_record(
                LegalActions, (s, facing, free, call, kind, min_to, min_to, 0, complete)
            )
            return
        min_to = current + self.increment
        max_to = everything
        if self.pot_limit:
            # The usual card-room rule: call first, then raise by the whole pot.
            pot = current + sum(self.contributions) + self.dead_money + owed
            if pot < everything:
                max_to = pot
        if min_to > max_to:
            min_to = max_to
        self.legal = new_record(LegalActions, (s, facing, free, call, kind, min_to, max_to, 0, 0))

    def _wager(self, legal: LegalActions, to: int, kind: str) -> Bet | Raise:
        seat = legal[0]
        if type(to) is not int:
            to = as_chips(to, f"seat {seat}: the amount", error=IllegalActionError)
        if not legal[5] <= to <= legal[6]:
            why = refusals.why_not(self, legal, to, kind)
            raise IllegalActionError(f"seat {seat} may not {kind} to {to}: {why}")
        # Checked; now change the state.
        current = self.current
        bets = self.bets
        added = to - bets[seat]
        stacks = self.stacks
        stacks[seat] -= added
        bets[seat] = to
        self.contributions[seat] += added
        completes = False
        if self.fixed:
            # Half a bet or more is a raise (short of a bet, short_completes keeps the level).
            level = self.full_level
            full = to - level + to - level >= self.increment
            if full and (to - level >= self.increment or not self.short_completes):
                self.full_level = to
                completes = current > level and to == level + self.increment
        else:
            full = to - current >= self.increment
            if full:
                self.increment = to - current
        if full:
            self.raises += 1
            if self.cap is not None and not self.uncapped and self.raises > self.cap:
                self.capped = True
        self.current = to
        self.matched = 1
        self.acted[seat] = to
        self.last_aggressor = seat
        if self.first_bettor is None:
            self.first_bettor = seat
        all_in = not stacks[seat]
        if all_in:
            self.holders -= 1
            self.witness = None
        else:
            self.witness = seat
        self._pass(seat)
        if kind == "bet":
            return new_record(Bet, (seat, to, added, all_in))
        return new_record(Raise, (seat, to, added, all_in, completes))
