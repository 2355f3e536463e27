"""Showdown arithmetic: who shows or mucks, who wins each pot, and declared-hand penalties.

Functions over seat numbers and hand keys (lower is better): the hand gathers the facts (the
pots, each seat's cards, the declarations) and records the results. :func:`show_down` runs
the whole showdown in the order given: values, who shows and who mucks, which hands are dead.

>>> from pokerules.betting.pots import Pot
>>> pots = [Pot(18, (0, 1, 2)), Pot(8, (1, 2))]      # contributions 6, 10, 10
>>> award_pots(pots, {0: 10, 1: 30, 2: 20}, order=[1, 2, 0])  # A best, then C, then B
[(0, 18, 0), (2, 8, 1)]
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from typing import TYPE_CHECKING

from pokerules.betting.pots import Pot, split_pot
from pokerules.cards import Card
from pokerules.records import Muck, Show, new_record

if TYPE_CHECKING:
    from pokerules.engine.declarations import Declarations
    from pokerules.engine.valuation import Valuer

__all__ = ["award_pots", "could_win", "show_down", "showdown_plan"]


def could_win(key: int, claims: Sequence[int], best: Sequence[int | None]) -> bool:
    """Whether a hand with ``key`` could still win or tie one of the pots it ``claims``,
    given the best key shown so far in each pot (``None`` before anyone shows there).

    >>> could_win(5, [0, 1], [3, None]), could_win(5, [0], [3])
    (True, False)
    """
    for index in claims:
        top = best[index]
        if top is None or key <= top:
            return True
    return False


def award_pots(
    pots: Sequence[Pot], keys: Mapping[int, int], order: Sequence[int]
) -> list[tuple[int, int, int]]:
    """``(seat, chips, pot index)`` for every pot: the best key among its eligible shown hands
    wins; ties split, indivisible chips going to the tied seats first in ``order``.

    A pot none of whose eligible hands was shown (all dead) goes back to them, split.
    """
    awards = []
    for index, (amount, eligible) in enumerate(pots):
        if not amount:
            continue
        top = None
        for s in eligible:
            key = keys.get(s)
            if key is not None and (top is None or key < top):
                top = key
        if top is not None:
            winners = [s for s in order if keys.get(s) == top and s in eligible]
        else:
            winners = [s for s in order if s in eligible]
        if len(winners) == 1:
            awards.append((winners[0], amount, index))
        else:
            awards += [(seat, chips, index) for seat, chips in split_pot(amount, winners)]
    return awards


def showdown_plan(
    order: Sequence[int],
    keys: Mapping[int, int],
    pots: Sequence[Pot],
    must_show: Collection[int] = (),
    muck_losers: bool = True,
) -> list[tuple[int, bool]]:
    """Who shows and who mucks, in showdown ``order``: ``(seat, shows)`` for each seat.

    ``keys`` holds each live hand's key (lower is better); a seat without one (dead by a
    declaration) mucks. A hand shows when it could still win or tie a pot it claims, when it
    must (an opener proving openers), or always when ``muck_losers`` is off.

    >>> from pokerules.betting.pots import Pot
    >>> showdown_plan([2, 0, 1], {0: 9, 1: 4, 2: 5}, [Pot(30, (0, 1, 2))])
    [(2, True), (0, False), (1, True)]
    """
    plan = []
    if len(pots) == 1 and set(pots[0].eligible).issuperset(order):
        # One pot for everyone (the usual case): a hand shows if it could tie the best yet.
        top: int | None = None
        for seat in order:
            key = keys.get(seat)
            shows = key is not None and (
                top is None or key <= top or seat in must_show or not muck_losers
            )
            if shows and (top is None or key < top):  # type: ignore[operator]
                top = key
            plan.append((seat, shows))
        return plan
    best: list[int | None] = [None] * len(pots)
    for seat in order:
        key = keys.get(seat)
        if key is None:
            plan.append((seat, False))
            continue
        claims = [i for i, pot in enumerate(pots) if seat in pot.eligible]
        shows = could_win(key, claims, best) or seat in must_show or not muck_losers
        if shows:
            for i in claims:
                top = best[i]
                if top is None or key < top:
                    best[i] = key
        plan.append((seat, shows))
    return plan


def show_down(
    order: Sequence[int],
    pots: Sequence[Pot],
    holdings: Mapping[int, tuple[list[Card], list[bool]]],
    valuer: Valuer,
    declarations: Declarations | None = None,
    must_show: Collection[int] = (),
    muck_losers: bool = True,
    undercall_binding: bool = False,
) -> tuple[list[Show | Muck], dict[int, int]]:
    """The showdown of the seats in ``order``: a :class:`~pokerules.records.Show` or
    :class:`~pokerules.records.Muck` for each, in order, and the keys of the hands shown.

    ``holdings`` gives each seat's cards and face-up flags; hands killed by the
    declarations are mucked, an under-call binds when ``undercall_binding``.

    >>> from pokerules.cards import parse_hand
    >>> from pokerules.games import find_game
    >>> from pokerules.betting.pots import Pot
    >>> from pokerules.engine.valuation import Valuer
    >>> held = {0: (list(parse_hand("As Ad Kc 7h 2d")), [False] * 5),
    ...         1: (list(parse_hand("Qs Qd Jc 7d 3d")), [False] * 5)}
    >>> records, keys = show_down([0, 1], [Pot(20, (0, 1))], held, Valuer(find_game("nl-draw")))
    >>> [(type(r).__name__, r.seat) for r in records], list(keys)  # the queens cannot win
    ([('Show', 0), ('Muck', 1)], [0])
    """
    values = valuer.values(order, holdings)
    if declarations is None and not valuer.tiebreak:
        keys: dict[int, int] = values  # equal values tie: the value is the key
    else:
        excluded = declarations.excluded(values) if declarations is not None else ()
        keys = {}
        for s in order:
            if s not in excluded:
                if declarations is not None:
                    values[s] = declarations.claim(s, values[s], undercall_binding)
                keys[s] = valuer.key(*holdings[s], values[s])
    records: list[Show | Muck] = []
    shown: dict[int, int] = {}
    describe = valuer.describe
    for seat, shows in showdown_plan(order, keys, pots, must_show, muck_losers):
        if shows:
            shown[seat] = keys[seat]
            cards, ups = holdings[seat]
            text = describe(cards, ups, values[seat])
            records.append(new_record(Show, (seat, tuple(cards), values[seat], text)))
        else:
            records.append(new_record(Muck, (seat,)))
    return records, shown
