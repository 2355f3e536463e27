"""The chips of one hand: each seat's stack, this round's bets, contributions, folds, dead money.

:class:`Chips` is the one owner of a hand's chips. Forced bets are posted through it
(:meth:`Chips.post`, or :meth:`Chips.post_in_full` when every seat pays all it owes), the pots
are built from it (:meth:`Chips.pots`), uncalled chips go back through it
(:meth:`Chips.return_uncalled`) and the winners are paid through it (:meth:`Chips.award`).
A :class:`~pokerules.betting.rounds.BettingRound` borrows its lists: it is handed
:attr:`Chips.stacks`, :attr:`Chips.bets`, :attr:`Chips.folded` and
:attr:`Chips.contributions` and moves chips in them as seats act, without a call per chip
(the round is a hand's hot path). Nothing else writes them. It knows no cards and no game.

>>> chips = Chips([50, 50, 50], dead=2)
>>> chips.post(0, 1, live=True), chips.post(1, 2, live=True)
(1, 2)
>>> chips.stacks, chips.bets, chips.pot_total
([49, 48, 50], [1, 2, 0], 5)
>>> chips.return_uncalled()  # seat 1's second chip was never matched
(1, 1)
>>> chips.award(1, chips.pot_total), chips.stacks
(None, [49, 53, 50])
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from pokerules.betting.pots import Pot, build_pots

__all__ = ["Chips", "uncalled"]


def uncalled(
    stacks: list[int], bets: list[int], contributions: list[int]
) -> tuple[int, int] | None:
    """Give the highest bet's unmatched excess back to its seat: ``(seat, chips)`` or ``None``.

    A betting round that knows two seats reached its bet skips this (nothing is uncalled).
    """
    high = max(bets)
    top = bets.index(high)
    if bets.count(high) > 1:
        return None
    bets[top] = 0
    excess = high - max(bets)
    bets[top] = high - excess
    if not excess:
        return None
    stacks[top] += excess
    contributions[top] -= excess
    return top, excess


class Chips:
    """The chips of one hand of ``len(stacks)`` seats, ``dead`` chips already in the main pot.

    Attributes (read them; only this ledger and the betting round it lends them to write):
        stacks: each seat's chips behind.
        bets: each seat's chips in the current betting round (posted blinds included).
        contributions: each seat's chips in this hand (antes and blinds included).
        folded: which seats have folded.
        dead: chips in the main pot that are no seat's contribution (carried in, a big-blind
            ante).
    """

    __slots__ = ("bets", "contributions", "dead", "folded", "n", "stacks")

    def __init__(self, stacks: Sequence[int], dead: int = 0) -> None:
        n = self.n = len(stacks)
        self.stacks = list(stacks)
        self.bets = [0] * n
        self.contributions = [0] * n
        self.folded = [False] * n
        self.dead = dead

    @property
    def pot_total(self) -> int:
        """All chips in the middle: contributions plus dead money."""
        return sum(self.contributions) + self.dead

    def pots(self) -> list[Pot]:
        """Main and side pots as they stand, with the seats eligible for each."""
        return build_pots(self.contributions, self.folded, self.dead)

    def post(self, seat: int, amount: int, live: bool = False, main_pot: bool = False) -> int:
        """``seat`` posts a forced bet of ``amount`` (all it has if less): returns the chips
        paid. A ``live`` bet (a blind) counts toward the round's bets; a ``main_pot`` one (a
        big-blind ante) is dead money, no seat's contribution."""
        chips = self.stacks[seat]
        paid = amount if chips > amount else chips
        self.stacks[seat] = chips - paid
        if main_pot:
            self.dead += paid
        else:
            self.contributions[seat] += paid
        if live:
            self.bets[seat] += paid
        return paid

    def post_in_full(self, moves: Iterable[tuple[int, int, int, int]], main_pot: int) -> None:
        """Every seat posts what it owes, none short of it: ``moves`` holds ``(seat, owed,
        paid, live)`` for each seat that pays, ``owed`` chips from its stack, ``paid`` of them
        as its contribution and ``live`` of them as this round's bet; ``main_pot`` chips in
        all are dead money. A few operations a paying seat, where :meth:`post` is one call a
        forced bet."""
        stacks, contributions, bets = self.stacks, self.contributions, self.bets
        for seat, owed, paid, live in moves:
            stacks[seat] -= owed
            contributions[seat] += paid
            bets[seat] += live
        self.dead += main_pot

    def new_round(self) -> list[int]:
        """Start a betting round with no bets yet: returns the new round's bets list."""
        bets = self.bets = [0] * self.n
        return bets

    def return_uncalled(self) -> tuple[int, int] | None:
        """The round is over: give back the chips nobody matched; ``(seat, chips)`` or ``None``."""
        return uncalled(self.stacks, self.bets, self.contributions)

    def award(self, seat: int, amount: int) -> None:
        """Pay ``amount`` from the pot to ``seat``."""
        self.stacks[seat] += amount

    def close(self) -> None:
        """The hand is over and every pot awarded (or carried): nothing is left in the middle."""
        self.contributions = [0] * self.n
        self.bets = [0] * self.n

    def snapshot(self) -> tuple[object, ...]:
        """A hashable picture of the chips."""
        return (
            tuple(self.stacks),
            tuple(self.contributions),
            tuple(self.bets),
            tuple(self.folded),
            self.dead,
        )
