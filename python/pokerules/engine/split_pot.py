"""Split pots (high-low, eight or better): who shows, and how each pot is halved.

Every pot, each side pot separately, goes half to the best high hand and half
to the best qualifying ace-to-five low (five different ranks, eight or lower). Without a
qualifying low among the pot's hands the high hand takes it all. An odd chip between the
halves goes to the high half; odd chips within a half go to the tied winners in position
order, the first clockwise from the dealer first. Tied hands share their
half, so a hand that ties for low and wins high alone takes three quarters (quartering).

A seat's hand is a :data:`HiLo` pair: its high value and its low value or ``None``, both on
scales where lower is better. The game supplies the pairs
(:meth:`~pokerules.engine.valuation.Valuer.
value_split`: best five of the seat's cards for stud8 and hold'em, two hole cards and three
board cards for each half in Omaha); the functions here know no cards.

>>> from pokerules.betting.pots import Pot
>>> hands = {0: (1600, 9), 1: (300, None), 2: (2000, 9)}   # 1 wins high, 0 and 2 tie low
>>> award_split_pots([Pot(25, (0, 1, 2))], hands, order=[0, 1, 2])
[(1, 13, 0), (0, 6, 0), (2, 6, 0)]
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from pokerules.betting.pots import Pot, split_pot
from pokerules.cards import Card
from pokerules.records import Muck, Show, new_record

__all__ = [
    "HiLo",
    "award_split_pots",
    "describe_split",
    "split_pot_halves",
    "split_show_down",
    "split_showdown_plan",
]

HiLo = tuple[int, int | None]
"""A hand's ``(high value, low value or None)``; on both scales lower is better."""


def split_pot_halves(
    amount: int, high_winners: Sequence[int], low_winners: Sequence[int]
) -> list[tuple[int, int]]:
    """Divide one pot of ``amount`` between the high and the low winners, each list in
    odd-chip order: ``(seat, chips)`` for each seat that wins something, high winners first.

    With no low winners the high winners share it all. The high half takes the odd chip of
    an odd pot; within a half the first winners listed take its odd chips. A seat in both
    lists (a scoop, or a quarter and a half) gets one entry with its total.

    >>> split_pot_halves(11, [2], [0])                 # the odd chip to the high half
    [(2, 6), (0, 5)]
    >>> split_pot_halves(20, [0], [0, 1])              # 0 quartered 1: 10 + 5 and 5
    [(0, 15), (1, 5)]
    >>> split_pot_halves(9, [1, 2], [])                # no low: high takes all
    [(1, 5), (2, 4)]
    """
    if not high_winners:
        raise ValueError("a pot needs a high winner")
    if not low_winners:
        return split_pot(amount, high_winners)
    low_half = amount // 2
    totals: dict[int, int] = {}
    for seat, chips in split_pot(amount - low_half, high_winners):
        totals[seat] = totals.get(seat, 0) + chips
    for seat, chips in split_pot(low_half, low_winners):
        totals[seat] = totals.get(seat, 0) + chips
    return [(seat, chips) for seat, chips in totals.items() if chips]


def award_split_pots(
    pots: Sequence[Pot], hands: Mapping[int, HiLo], order: Sequence[int]
) -> list[tuple[int, int, int]]:
    """``(seat, chips, pot index)`` for every pot, each split between its best high hand and
    its best qualifying low among the eligible seats in ``hands`` (the hands shown).

    ``order`` is the odd-chip order: the seats clockwise from the dealer's left. A pot none of
    whose eligible hands was shown goes back to its eligible seats, split.

    >>> from pokerules.betting.pots import Pot
    >>> pots = [Pot(30, (0, 1, 2)), Pot(21, (1, 2))]   # 0 all-in: a main and a side pot
    >>> hands = {0: (5000, 2), 1: (100, None), 2: (4000, 30)}
    >>> award_split_pots(pots, hands, order=[0, 1, 2])  # main: 1 high, 0 low; side: 1, 2
    [(1, 15, 0), (0, 15, 0), (1, 11, 1), (2, 10, 1)]
    """
    awards: list[tuple[int, int, int]] = []
    for index, (amount, eligible) in enumerate(pots):
        if not amount:
            continue
        shown = [s for s in order if s in eligible and s in hands]
        if not shown:
            shares = split_pot(amount, [s for s in order if s in eligible])
        else:
            top = min(hands[s][0] for s in shown)
            high = [s for s in shown if hands[s][0] == top]
            lows = [value for s in shown if (value := hands[s][1]) is not None]
            best_low = min(lows) if lows else None
            low = [s for s in shown if best_low is not None and hands[s][1] == best_low]
            shares = split_pot_halves(amount, high, low)
        awards += [(seat, chips, index) for seat, chips in shares]
    return awards


def split_showdown_plan(
    order: Sequence[int], hands: Mapping[int, HiLo], pots: Sequence[Pot], muck_losers: bool = True
) -> list[tuple[int, bool]]:
    """Who shows and who mucks in a split-pot showdown: ``(seat, shows)`` in ``order``.

    A hand shows when, in some pot it claims, it could still win or tie the high half or the
    low half against the hands shown before it; always when ``muck_losers`` is off.

    >>> from pokerules.betting.pots import Pot
    >>> showdown_order = [2, 0, 1]
    >>> hands = {2: (400, None), 0: (900, 20), 1: (950, 25)}  # 0 shows for low, 1 cannot win
    >>> split_showdown_plan(showdown_order, hands, [Pot(30, (0, 1, 2))])
    [(2, True), (0, True), (1, False)]
    """
    best_high: list[int | None] = [None] * len(pots)
    best_low: list[int | None] = [None] * len(pots)
    plan = []
    for seat in order:
        high, low = hands[seat]
        claims = [i for i, pot in enumerate(pots) if seat in pot.eligible]
        shows = not muck_losers
        for i in claims:
            top, bottom = best_high[i], best_low[i]
            if top is None or high <= top:
                shows = True
            if low is not None and (bottom is None or low <= bottom):
                shows = True
        if shows:
            for i in claims:
                top, bottom = best_high[i], best_low[i]
                if top is None or high < top:
                    best_high[i] = high
                if low is not None and (bottom is None or low < bottom):
                    best_low[i] = low
        plan.append((seat, shows))
    return plan


def describe_split(hand: HiLo, describe_high: Callable[[int], str]) -> str:
    """A split hand in words: the high hand, then the low or "no low".

    >>> from pokerules.evaluation.five_card import describe
    >>> describe_split((1609, 1), describe)
    'Five-high straight; low Five-four low: 5-4-3-2-A'
    >>> describe_split((3401, None), describe)
    'Pair of aces; no low'
    """
    from pokerules.evaluation.five_card import describe

    high, low = hand
    words = describe_high(high)
    return f"{words}; no low" if low is None else f"{words}; low {describe(low, 'a5')}"


def split_show_down(
    order: Sequence[int],
    pots: Sequence[Pot],
    holdings: Mapping[int, tuple[list[Card], list[bool]]],
    value: Callable[[list[Card], list[bool]], HiLo],
    describe_high: Callable[[int], str],
    muck_losers: bool = True,
) -> tuple[list[Show | Muck], dict[int, HiLo]]:
    """The showdown of a split-pot game: a :class:`~pokerules.records.Show` or
    :class:`~pokerules.records.Muck` for each seat in ``order``, and the hands shown.

    ``value`` turns a seat's cards and face-up flags into its :data:`HiLo` pair; a shown
    hand's record carries its high value and both halves in words.

    >>> from pokerules.cards import parse_hand
    >>> from pokerules.evaluation.five_card import describe, evaluate
    >>> from pokerules.evaluation.ace_to_five import evaluate_low_a5
    >>> from pokerules.betting.pots import Pot
    >>> def value(cards, ups):
    ...     return evaluate(cards), evaluate_low_a5(cards, qualify=8)
    >>> held = {0: (list(parse_hand("As 2d 3c 4h 8s Kd Kc")), [False] * 7),
    ...         1: (list(parse_hand("Qs Qd Qc 7h 9d Jc Ts")), [False] * 7)}
    >>> records, shown = split_show_down([0, 1], [Pot(20, (0, 1))], held, value, describe)
    >>> records[0].description, records[1].description
    ('Pair of kings; low Eight-four low: 8-4-3-2-A', 'Three of a kind, queens; no low')
    """
    hands = {s: value(*holdings[s]) for s in order}
    records: list[Show | Muck] = []
    shown: dict[int, HiLo] = {}
    for seat, shows in split_showdown_plan(order, hands, pots, muck_losers):
        if shows:
            hand = shown[seat] = hands[seat]
            text = describe_split(hand, describe_high)
            records.append(new_record(Show, (seat, tuple(holdings[seat][0]), hand[0], text)))
        else:
            records.append(new_record(Muck, (seat,)))
    return records, shown
