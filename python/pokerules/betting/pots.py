"""Pots: main and side pots by contribution level, and dividing a pot among tied winners.

Every chip a seat has put in (antes and blinds included) counts toward its level. Folded
chips stay in the pots they reached but their owners cannot win; dead money (a carried
pass-out pot, a Diablo payment) belongs to the main pot.

>>> from pokerules.betting.pots import build_pots, split_pot
>>> # Contributions 6, 10 and 10 make a main pot of 18 and a side pot of 8.
>>> build_pots([6, 10, 10], [False, False, False])
[Pot(amount=18, eligible=(0, 1, 2)), Pot(amount=8, eligible=(1, 2))]
>>> split_pot(11, [3, 1])  # the odd chip goes to the first winner listed
[(3, 6), (1, 5)]
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from pokerules.records import new_record

__all__ = ["Pot", "build_pots", "split_pot"]


class Pot(NamedTuple):
    """A pot: its chips and the seats that may win it, in seat order."""

    amount: int
    eligible: tuple[int, ...]


def build_pots(
    contributions: Sequence[int], folded: Sequence[bool], dead_money: int = 0
) -> list[Pot]:
    """Main and side pots from each seat's total contribution.

    A pot is made for each distinct contribution level of the seats still in; it holds every
    seat's chips between the previous level and this one, and only seats still in that reached
    the level can win it. Chips above the highest live level (left by a seat that folded after
    betting more than an all-in player could match, for instance) join the last pot.

    >>> build_pots([10, 30, 30], [False, False, False])  # one all-in for 10, two in for 30
    [Pot(amount=30, eligible=(0, 1, 2)), Pot(amount=40, eligible=(1, 2))]
    >>> build_pots([4, 10, 10], [True, False, False], dead_money=3)
    [Pot(amount=27, eligible=(1, 2))]
    """
    live = [seat for seat, out in enumerate(folded) if not out]
    level = contributions[live[0]] if live else 0
    for seat in live:
        if contributions[seat] != level:
            break
    else:
        # Everyone still in put in the same: one pot, the usual case.
        return [new_record(Pot, (sum(contributions) + dead_money, tuple(live)))]
    levels = sorted({contributions[seat] for seat in live})
    pots: list[Pot] = []
    previous = 0
    for level in levels:
        amount = 0
        for paid in contributions:
            if paid > previous:
                amount += (paid if paid < level else level) - previous
        eligible = tuple(seat for seat in live if contributions[seat] >= level)
        if pots and pots[-1].eligible == eligible:
            pots[-1] = Pot(pots[-1].amount + amount, eligible)
        elif amount or not pots:
            # An empty first pot is kept for a seat all-in for nothing: the dead money that
            # goes there is theirs to win too.
            pots.append(Pot(amount, eligible))
        previous = level
    leftover = sum(paid - previous for paid in contributions if paid > previous)
    if not pots:
        pots.append(Pot(0, tuple(live)))
    if leftover:
        pots[-1] = Pot(pots[-1].amount + leftover, pots[-1].eligible)
    if dead_money:
        pots[0] = Pot(pots[0].amount + dead_money, pots[0].eligible)
    return [pot for pot in pots if pot.amount] or pots[:1]


def split_pot(amount: int, winners: Sequence[int]) -> list[tuple[int, int]]:
    """Divide ``amount`` among ``winners``, given in odd-chip order: ``(seat, chips)`` pairs.

    Each winner gets an equal share; the indivisible chips go one each to the first winners.

    >>> split_pot(10, [0, 2])
    [(0, 5), (2, 5)]
    >>> split_pot(7, [2, 0, 1])
    [(2, 3), (0, 2), (1, 2)]
    """
    if not winners:
        raise ValueError("a pot needs at least one winner")
    share, odd = divmod(amount, len(winners))
    return [(seat, share + (1 if index < odd else 0)) for index, seat in enumerate(winners)]
