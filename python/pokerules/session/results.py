"""Results over many hands: each player's net and all-in adjusted net, with 95% intervals.

A :class:`Tally` adds up, hand by hand, what each player won or lost and the same result with
the pots of its all-ins paid by equity (:mod:`pokerules.engine.allin`); :class:`PlayerResults`
is one player's totals, with the mean result a hand and its 95% confidence interval. The
interval treats the hands as independent draws of one player's result, the usual reading of
a tracker's numbers; hands of one session share their stacks, so take it as a guide.

>>> tally = Tally(["Ann", "Bob"])
>>> tally.add(0, 10, 4.5, allin=True)
>>> tally.add(1, -10, -4.5, allin=True)
>>> tally.add(0, -2, -2)
>>> ann = tally.results()[0]
>>> ann.net, ann.adjusted, ann.hands, ann.allin_hands
(8, 2.5, 2, 1)
>>> low, high = ann.adjusted_ci95
>>> round(low, 2), round(high, 2)
(-5.12, 7.62)
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

__all__ = ["Z95", "PlayerResults", "Tally", "ci95"]

Z95 = 1.959963984540054
"""The normal quantile of a two-sided 95% interval."""


def ci95(total: float, squares: float, count: int) -> tuple[float, float]:
    """The 95% confidence interval of the mean of ``count`` results that add up to ``total``,
    their squares to ``squares``: the mean plus and minus 1.96 standard errors (the sample
    standard deviation over the square root of ``count``). One result or none gives no spread
    to measure: the interval is the mean alone (0 with none).

    >>> ci95(6.0, 20.0, 2)  # results 2 and 4: mean 3, standard error 1
    (1.040036015459946, 4.959963984540054)
    """
    if count < 1:
        return 0.0, 0.0
    mean = total / count
    if count < 2:
        return mean, mean
    variance = max(0.0, (squares - count * mean * mean) / (count - 1))
    half = Z95 * math.sqrt(variance / count)
    return mean - half, mean + half


@dataclass(frozen=True, slots=True)
class PlayerResults:
    """One player's results over the hands it was dealt.

    ``net`` is the chips it won less the chips it lost, hand by hand (a Diablo opener's payment
    counts in the hand that made it owe; a pot still waiting for the next deal when the
    session ends is nobody's yet). ``adjusted`` is the same with every all-in pot paid by
    equity (:mod:`pokerules.engine.allin`), in ``allin_hands`` of its hands. ``net_squares``
    and ``adjusted_squares`` add up the squares of the hand results, for the intervals.
    """

    name: str
    hands: int
    net: int
    adjusted: float
    allin_hands: int
    net_squares: int
    adjusted_squares: float

    @property
    def net_per_hand(self) -> float:
        """Mean net chips a hand."""
        return self.net / self.hands if self.hands else 0.0

    @property
    def adjusted_per_hand(self) -> float:
        """Mean all-in adjusted chips a hand."""
        return self.adjusted / self.hands if self.hands else 0.0

    @property
    def net_ci95(self) -> tuple[float, float]:
        """The 95% confidence interval of :attr:`net_per_hand`."""
        return ci95(self.net, self.net_squares, self.hands)

    @property
    def adjusted_ci95(self) -> tuple[float, float]:
        """The 95% confidence interval of :attr:`adjusted_per_hand`."""
        return ci95(self.adjusted, self.adjusted_squares, self.hands)


class Tally:
    """Running totals of each player's hand results, real and all-in adjusted."""

    __slots__ = ("adjusted", "adjusted_squares", "allins", "hands", "names", "net", "net_squares")

    def __init__(self, names: Sequence[str]) -> None:
        n = len(names)
        self.names = tuple(names)
        self.hands = [0] * n
        self.net = [0] * n
        self.net_squares = [0] * n
        self.adjusted = [0.0] * n
        self.adjusted_squares = [0.0] * n
        self.allins = [0] * n

    def add(self, player: int, result: int, adjusted: float, allin: bool = False) -> None:
        """Count one hand of ``player``: its ``result`` in chips, and ``adjusted`` the same with
        an all-in paid by equity (``allin``), else equal to it."""
        self.hands[player] += 1
        self.net[player] += result
        self.net_squares[player] += result * result
        self.adjusted[player] += adjusted
        self.adjusted_squares[player] += adjusted * adjusted
        self.allins[player] += allin

    def results(self) -> tuple[PlayerResults, ...]:
        """Each player's totals, in player order."""
        return tuple(
            PlayerResults(
                self.names[p],
                self.hands[p],
                self.net[p],
                self.adjusted[p],
                self.allins[p],
                self.net_squares[p],
                self.adjusted_squares[p],
            )
            for p in range(len(self.names))
        )
