"""Equity: how often each hand wins, exactly or by seeded sampling, computed in the Rust core.

>>> import pokerules
>>> result = pokerules.equity(["AhAs", "KdKc"], exact=True)
>>> result.wins, result.ties, result.runouts
((1388072, 317694), (6538, 6538), 1712304)
>>> round(result.equity[0], 5)
0.81255
"""

from __future__ import annotations

import math
import numbers
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import NamedTuple

from pokerules import _core
from pokerules.analysis.ranges import parse_range
from pokerules.cards import Card, CardLike, parse_hand
from pokerules.errors import InvalidArgumentError, InvalidHandError, PokerulesError
from pokerules.validate import as_flag, as_int, shown

__all__ = ["EQUITY_GAMES", "Equity", "PlayerEquity", "equity"]

EQUITY_GAMES = ("holdem", "omaha", "omaha8")
"""The games :func:`equity` plays: ``omaha8`` splits each pot high and eight-or-better low."""

_HOLE_CARDS = {"holdem": 2, "omaha": 4, "omaha8": 4}
_HI_LO = ("omaha8",)

MAX_THREADS = 1024
_SEED_LIMIT = 1 << 64
_MAX_SAMPLES = 1 << 62

HandSpec = str | Iterable[CardLike]
"""A player's hand: exact cards (``"AhAs"``, ``["Ah", "As"]``) or range text (``"QQ+, AK"``)."""


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


def _cards(name: str, cards: str | Iterable[CardLike]) -> tuple[Card, ...]:
    if isinstance(cards, (bytes, numbers.Number)) or not isinstance(cards, (str, Iterable)):
        raise InvalidHandError(f'{name} must be cards such as "Ks 7h 2c", got {cards!r}')
    return parse_hand(cards)


def _player(hand: object, game: str) -> tuple[str, list[tuple[list[int], int]] | None]:
    """A player's name for display and (cards, weight) pairs with whole-number weights;
    ``None`` for every Omaha combination, which the core makes itself (270,725 of them)."""
    hole = _HOLE_CARDS[game]
    if isinstance(hand, str):
        try:
            cards = parse_hand(hand)
        except PokerulesError:
            cards = ()
        if len(cards) == hole:
            return "".join(map(str, cards)), [([int(c) for c in cards], 1)]
        if game != "holdem":
            if hand.strip().lower() == "random":
                return "random", None
            raise InvalidHandError(
                f'{hand!r} is not an Omaha hand: give four hole cards ("AhAsKdKc") or "random"'
            )
        combos = parse_range(hand)
        # Weights in hundredths of a percent, divided by their common divisor.
        units = [round(c.weight * 100) for c in combos]
        divisor = math.gcd(*units)
        pairs = [
            ([int(x) for x in c.cards], u // divisor) for c, u in zip(combos, units, strict=True)
        ]
        return hand.strip(), pairs
    if isinstance(hand, Iterable) and not isinstance(hand, (bytes, numbers.Number)):
        cards = parse_hand(hand)
        return "".join(map(str, cards)), [([int(c) for c in cards], 1)]
    raise InvalidHandError(
        f'a player\'s hand is text ("AhAs", "QQ+, AKs") or a list of cards, got {hand!r}'
    )


def _board_game(name: str) -> str:
    """The equity game of a registry name or alias (``"NT"``, ``"PLO"``, ``"FO/8"``); another
    registry game is refused by name, anything else returned unchanged."""
    from pokerules.games import find_game

    try:
        game = find_game(name)
    except PokerulesError:
        return name
    if game.name not in EQUITY_GAMES:
        raise InvalidArgumentError(f"equity plays {', '.join(EQUITY_GAMES)}, not {game.name}")
    return game.name


def equity(
    players: Sequence[HandSpec],
    board: str | Iterable[CardLike] = "",
    dead: str | Iterable[CardLike] = "",
    *,
    game: str = "holdem",
    exact: bool | None = None,
    samples: int | None = None,
    stderr: float | None = None,
    seed: int | None = None,
    threads: int | None = None,
    progress: Callable[[float], object] | None = None,
) -> Equity:
    """Each player's equity (share of the pot) in a hold'em or Omaha spot, exactly or sampled.

    ``players`` are 2 to 10 hands, each exact hole cards (``"AhAs"``) or a range (``"QQ+,
    AKs, KQo@50"``, ``"random"``; see :func:`~pokerules.parse_range`). With ``game="omaha"``
    each player holds four cards (``"AhAsKdKc"``) or ``"random"`` and plays exactly two of them
    with exactly three of the board (the high hand). ``game="omaha8"`` (Omaha eight-or-better)
    deals the same hands and splits each pot between the best high and the best ace-to-five
    low of five different ranks eight or lower, again two hole and three board cards (see
    :class:`Equity` for what its counts mean). ``game`` may be any name or alias of these
    games (``"NT"``, ``"FT"``, ``"PLO"``, ``"FO/8"``). ``board`` has 0, 3, 4 or 5 cards;
    ``dead`` cards are out of the deck. A range loses the combinations that share a card with
    the board, the dead cards or another player's exact cards; between ranges, combinations
    that share a card are never dealt together.

    With ``exact=True`` every runout is enumerated; with ``exact=False``, or ``samples`` or
    ``stderr`` given, the spot is sampled; otherwise it is enumerated when the deals (up to
    suit symmetry) times the board completions number at most 50 million (AhAs v KdKc
    preflop is 1.7 million), and sampled if not. Sampling stops after ``samples`` samples
    or once every player's standard error is at most ``stderr``, whichever comes first
    (default: ``stderr=0.0005`` or 20 million samples). It is seeded by ``seed`` (default 0)
    and gives the same answer with any ``threads``: samples come in fixed chunks of 16,384,
    each with its own stream, and the stopping rule is checked after each chunk in order.

    Both have limits, checked before any work starts: sampling deals at most 2 * 10**9 hands
    (``samples`` times players), and exact enumeration is refused beyond 10**10 units of work,
    about ten seconds on two cores (a unit is one hold'em hand valued on one board, an Omaha
    hand counting 5, over the deals up to suit symmetry; see the README).

    ``threads`` defaults to all cores; ``progress(fraction)`` is called now and then from the
    calling thread. Ctrl-C interrupts the run. Errors are :class:`~pokerules.PokerulesError`
    subclasses (``ValueError``): bad cards, repeated cards, bad ranges, bad options.

    >>> result = equity(["AhKh", "QQ"], board="Qh 7h 2c", exact=True)
    >>> [round(e, 4) for e in result.equity]
    [0.2556, 0.7444]
    >>> equity(["AA", "KK"], samples=50_000, seed=1).exact
    False
    >>> omaha = equity(["AhAsKdKc", "QhJhTc9c"], board="2h 7h 8c", game="omaha", exact=True)
    >>> omaha.runouts, [round(e, 3) for e in omaha.equity]
    (820, [0.3, 0.7])
    >>> hilo = equity(["Ah2hKsKd", "Ac2d9s9c"], board="3c 4d Jh Qs", game="omaha8", exact=True)
    >>> hilo.splits  # (high winners, low winners, runouts): 12 quartered, 4 wheels chopped
    (((0,), (), 22), ((0,), (0, 1), 12), ((1,), (), 2), ((0, 1), (0, 1), 4))
    >>> hilo.equity, hilo.wins, hilo.ties
    ((0.825, 0.175), (22, 2), (16, 16))
    """
    if isinstance(game, str) and game not in EQUITY_GAMES:
        game = _board_game(game)
    if not isinstance(game, str) or game not in EQUITY_GAMES:
        raise InvalidArgumentError(
            f"unknown game {shown(game)}: equity plays {', '.join(EQUITY_GAMES)}"
        )
    if isinstance(players, (str, bytes)) or not isinstance(players, Sequence):
        raise InvalidHandError("players must be a list of hands or ranges, one per player")
    if not 2 <= len(players) <= 10:
        raise InvalidHandError(f"equity takes 2 to 10 players, got {len(players)}")
    if exact is not None:
        exact = as_flag(exact, "exact")  # None (the default) decides by the work
    if exact and (samples is not None or stderr is not None):
        raise InvalidArgumentError("samples and stderr are for sampling: drop them with exact=True")
    if exact is None and (samples is not None or stderr is not None):
        exact = False
    if samples is not None:
        samples = as_int(samples, "samples", low=1, high=_MAX_SAMPLES)
    if stderr is not None:
        if isinstance(stderr, bool) or not isinstance(stderr, numbers.Real):
            raise InvalidArgumentError(f"stderr must be a number, got {type(stderr).__name__}")
        stderr = float(stderr)
        if not (stderr > 0 and math.isfinite(stderr)):
            raise InvalidArgumentError(f"stderr must be a positive number, got {stderr}")
    seed = 0 if seed is None else as_int(seed, "seed", low=0, high=_SEED_LIMIT - 1)
    if threads is not None:
        threads = as_int(threads, "threads", low=1, high=MAX_THREADS)
    if progress is not None and not callable(progress):
        raise InvalidArgumentError("progress must be a function of one number (0 to 1)")
    board_cards = _cards("board", board)
    dead_cards = _cards("dead", dead)
    parsed = [_player(hand, game) for hand in players]
    if game in _HI_LO:
        splits, is_exact, combos, errors = _core.equity_hilo(
            [pairs for _, pairs in parsed],
            [int(c) for c in board_cards],
            [int(c) for c in dead_cards],
            game=game,
            exact=exact,
            samples=samples,
            stderr=stderr,
            seed=seed,
            threads=threads,
            progress=progress,
        )
        return _result(
            parsed, splits, is_exact, combos, errors, board_cards, dead_cards, game, seed
        )
    counts, is_exact, combos, errors = _core.equity(
        [pairs for _, pairs in parsed],
        [int(c) for c in board_cards],
        [int(c) for c in dead_cards],
        game=game,
        exact=exact,
        samples=samples,
        stderr=stderr,
        seed=seed,
        threads=threads,
        progress=progress,
    )
    # A high game's counts are by winners: each is a split with no low half.
    splits = [(winners, 0, count) for winners, count in enumerate(counts) if count]
    return _result(parsed, splits, is_exact, combos, errors, board_cards, dead_cards, game, seed)


def _members(players: int, bits: int) -> tuple[int, ...]:
    return tuple(p for p in range(players) if bits >> p & 1)


def _result(
    parsed: list[tuple[str, list[tuple[list[int], int]] | None]],
    splits: list[tuple[int, int, int]],
    is_exact: bool,
    combos: list[int],
    errors: list[float] | None,
    board: tuple[Card, ...],
    dead: tuple[Card, ...],
    game: str,
    seed: int,
) -> Equity:
    """The answer from the counts by (high winners, low winners) bits: low winners 0 when no
    hand has a low, which is always so in a high game."""
    n = len(parsed)
    runouts = sum(count for _, _, count in splits)
    wins = [0] * n
    ties = [0] * n
    # Shares as exact fractions (quarters, sixths...), rounded once at the end.
    shares = [Fraction(0)] * n
    sharing: dict[tuple[int, ...], int] = {}
    for high, low, count in splits:
        halves = (
            [(high, Fraction(1))] if not low else [(high, Fraction(1, 2)), (low, Fraction(1, 2))]
        )
        for bits, part in halves:
            for p in _members(n, bits):
                shares[p] += count * part / bits.bit_count()
        who = _members(n, high | low)
        sharing[who] = sharing.get(who, 0) + count
        for p in who:
            if who == (p,):
                wins[p] += count
            else:
                ties[p] += count
    return Equity(
        hands=tuple(name for name, _ in parsed),
        equity=tuple(float(s / runouts) for s in shares),
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
        splits=tuple((_members(n, high), _members(n, low), count) for high, low, count in splits),
    )
