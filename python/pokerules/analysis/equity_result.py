"""The answer of :func:`~pokerules.equity`: each player's share of the pot, and the counts
behind it."""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import NamedTuple

from pokerules.cards import Card

__all__ = ["Equity", "PlayerEquity", "result_of"]


class PlayerEquity(NamedTuple):
    """One player's part of an :class:`Equity`; see there for the meaning of each field."""

    hand: str
    equity: float
    win: float
    tie: float
    wins: int
    ties: int
    combos: int
    stderr: float | None


@dataclass(frozen=True)
class Equity:
    """The answer of :func:`equity`: per-player tuples, in the order the players were given.

    Counting: every *runout* is one deal of a combination to each player (no card twice) and
    one completion of the board. ``wins[i]`` counts the runouts in which player ``i`` alone
    holds the best hand; ``ties[i]`` those in which ``i`` shares the best hand with one or
    more others, however many. ``equity[i]`` is player ``i``'s expected share of the pot,
    ``(wins[i] + sum over tied runouts of 1/k) / runouts`` where ``k`` players tie, so the
    equities add up to 1. ``win`` and ``tie`` are ``wins`` and ``ties`` over ``runouts``.
    ``outcomes`` gives the count for each set of winners, e.g. ``((0,), n)`` and
    ``((0, 1), m)``; ``splits`` the count for each (high winners, low winners) pair, the low
    winners ``()`` when nobody has a low (always, in a high game).

    In ``omaha8`` each pot is split in two halves, the high and the eight-or-better low, each
    divided evenly among its tied best hands, and the high takes the whole pot when no hand
    has a qualifying low. ``equity[i]`` is still the expected share of the pot. ``wins[i]``
    counts *scoops*, the runouts where ``i`` alone takes the whole pot (both halves, or the
    high with no low); ``ties[i]`` the runouts where ``i`` takes some but not all of it.
    ``outcomes`` is keyed by the set of players who get any share, and ``splits`` tells who
    took which half: ``((0,), (0, 1), n)`` is a high for player 0 and a low shared by 0 and 1
    (player 0 gets three quarters).

    Exact results (``exact`` true) count every runout; with weighted ranges each runout of a
    deal counts the product of the combinations' weights (as whole numbers: the percentages
    in hundredths, divided by each player's common divisor), so only ratios are meaningful.
    Sampled results count samples, and ``stderr[i]`` is the standard error of ``equity[i]``.
    ``combos[i]`` is the number of player ``i``'s combinations left once the board, the dead
    cards and other players' exact cards are taken out.

    In the stud and draw games a runout gives every unseen card its value: each player's
    ``??`` cards and the cards still to come (stud) or drawn (draw games), as one set per
    player (in Dead Deuce, one set for the face-up places and one for the face-down ones), and
    the board's missing cards in a board game. ``draws`` is the number of draws played in a
    draw game (``None`` elsewhere) and ``plan`` how the draws after the first were played:
    ``"best"``, ``"pat"``, or the name of the function given; ``None`` with one draw.

    >>> from pokerules import equity
    >>> result = equity(["AhAs", "KK"], board="Ks7h2c", exact=True)
    >>> result.combos
    (1, 3)
    >>> result[1].hand, round(result[1].equity, 4)
    ('KK', 0.9141)
    """

    hands: tuple[str, ...]
    equity: tuple[float, ...]
    win: tuple[float, ...]
    tie: tuple[float, ...]
    wins: tuple[int, ...]
    ties: tuple[int, ...]
    runouts: int
    exact: bool
    combos: tuple[int, ...]
    stderr: tuple[float, ...] | None
    outcomes: tuple[tuple[tuple[int, ...], int], ...]
    board: tuple[Card, ...]
    dead: tuple[Card, ...]
    game: str
    seed: int | None
    splits: tuple[tuple[tuple[int, ...], tuple[int, ...], int], ...] = ()
    draws: int | None = None
    plan: str | None = None

    def __len__(self) -> int:
        return len(self.hands)

    def __getitem__(self, player: int) -> PlayerEquity:
        """Player ``player``'s figures together."""
        return PlayerEquity(
            self.hands[player],
            self.equity[player],
            self.win[player],
            self.tie[player],
            self.wins[player],
            self.ties[player],
            self.combos[player],
            None if self.stderr is None else self.stderr[player],
        )


def members(players: int, bits: int) -> tuple[int, ...]:
    return tuple(p for p in range(players) if bits >> p & 1)


def result_of(
    hands: Sequence[str],
    splits: list[tuple[int, int, int]],
    is_exact: bool,
    combos: list[int],
    errors: list[float] | None,
    board: tuple[Card, ...],
    dead: tuple[Card, ...],
    game: str,
    seed: int,
    draws: int | None = None,
    plan: str | None = None,
) -> Equity:
    """The answer from the counts by (high winners, low winners) bits: low winners 0 when no
    hand has a low, which is always so in a high game."""
    n = len(hands)
    runouts = sum(count for _, _, count in splits)
    wins = [0] * n
    ties = [0] * n
    # Shares as whole numbers of a unit every split divides (a half of a share among up to
    # ten players), so they add exactly and are rounded once at the end: integer division is
    # correctly rounded, as Fraction's was, and much cheaper on small answers.
    unit = 2 * math.lcm(*range(1, max(n, 1) + 1))
    shares = [0] * n
    sharing: dict[tuple[int, ...], int] = {}
    for high, low, count in splits:
        halves = [(high, unit)] if not low else [(high, unit // 2), (low, unit // 2)]
        for bits, part in halves:
            for p in members(n, bits):
                shares[p] += count * (part // bits.bit_count())
        who = members(n, high | low)
        sharing[who] = sharing.get(who, 0) + count
        for p in who:
            if who == (p,):
                wins[p] += count
            else:
                ties[p] += count
    return Equity(
        hands=tuple(hands),
        equity=tuple(share / (unit * runouts) for share in shares),
        win=tuple(w / runouts for w in wins),
        tie=tuple(t / runouts for t in ties),
        wins=tuple(wins),
        ties=tuple(ties),
        runouts=runouts,
        exact=is_exact,
        combos=tuple(combos),
        stderr=None if errors is None else tuple(errors),
        outcomes=tuple(sorted(sharing.items(), key=lambda item: sum(1 << p for p in item[0]))),
        board=board,
        dead=dead,
        game=game,
        seed=None if is_exact else seed,
        splits=tuple((members(n, high), members(n, low), count) for high, low, count in splits),
        draws=draws,
        plan=plan,
    )
