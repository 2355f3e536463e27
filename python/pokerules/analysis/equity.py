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
from typing import Any

from pokerules import _core
from pokerules.analysis.equity_games import Plan, deal_equity, family_of
from pokerules.analysis.equity_result import Equity, PlayerEquity, result_of
from pokerules.analysis.ranges import parse_range
from pokerules.cards import Card, CardLike, parse_hand
from pokerules.errors import InvalidArgumentError, InvalidHandError, PokerulesError
from pokerules.games import Game, find_game, game_names
from pokerules.validate import as_flag, as_int, shown

__all__ = ["EQUITY_GAMES", "Equity", "PlayerEquity", "equity"]

EQUITY_GAMES = tuple(game_names())
"""The games :func:`equity` plays: every game of the registry."""

_RANGE_GAMES = ("holdem", "omaha", "omaha8")

_HOLE_CARDS = {"holdem": 2, "omaha": 4, "omaha8": 4}
_HI_LO = ("omaha8",)

MAX_THREADS = 1024
_SEED_LIMIT = 1 << 64
_MAX_SAMPLES = 1 << 62

HandSpec = str | Iterable[CardLike]
"""A player's hand: exact cards (``"AhAs"``, ``["Ah", "As"]``) or range text (``"QQ+, AK"``)."""


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
                f'{hand!r} is not an Omaha hand: give 4, 5 or 6 hole cards ("AhAsKdKc"), ?? for '
                'an unseen one, or "random"'
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


def _game(game: object) -> Game:
    """The registry game of a name, alias or :class:`Game`."""
    if isinstance(game, Game):
        return game
    if isinstance(game, str):
        try:
            return find_game(game)
        except PokerulesError:
            pass
    raise InvalidArgumentError(
        f"unknown game {shown(game)}: equity plays every registry game "
        f"({', '.join(EQUITY_GAMES)}) and their aliases"
    )


def _dealt_from_deck(game: Game, players: Sequence[object]) -> bool:
    """Whether the spot goes to the completion engine: every stud and draw game, and board
    games with unseen hole cards or Omaha hands of five or six cards."""
    if family_of(game).kind != "board" or game.name not in _RANGE_GAMES:
        return True
    for hand in players:
        if isinstance(hand, str) and "?" in hand:
            return True
        if game.hole_cards == "exactly_two" and isinstance(hand, str):
            try:
                if len(parse_hand(hand)) in (5, 6):
                    return True
            except PokerulesError:
                continue
    return False


def equity(
    players: Sequence[HandSpec],
    board: str | Iterable[CardLike] = "",
    dead: str | Iterable[CardLike] = "",
    *,
    game: str | Game = "holdem",
    exact: bool | None = None,
    samples: int | None = None,
    stderr: float | None = None,
    seed: int | None = None,
    threads: int | None = None,
    progress: Callable[[float], object] | None = None,
    draws: int | None = None,
    plan: Plan | None = None,
) -> Equity:
    """Each player's equity (share of the pot) in a spot of any registry game, exact or sampled.

    **Board games.** ``players`` are 2 to 10 hands, each exact hole cards (``"AhAs"``) or a
    range (``"QQ+, AKs, KQo@50"``, ``"random"``; see :func:`~pokerules.parse_range`). With
    ``game="omaha"`` each player holds four cards (``"AhAsKdKc"``) or ``"random"`` and plays
    exactly two of them with exactly three of the board (the high hand). ``game="omaha8"``
    (Omaha eight-or-better) deals the same hands and splits each pot between the best high and
    the best ace-to-five low of five different ranks eight or lower, again two hole and three
    board cards (see :class:`Equity` for what its counts mean). ``game`` may be any name or
    alias of these games (``"NT"``, ``"FT"``, ``"PLO"``, ``"FO/8"``). ``board`` has 0, 3, 4 or 5
    cards; ``dead`` cards are out of the deck. A range loses the combinations that share a card
    with the board, the dead cards or another player's exact cards; between ranges, combinations
    that share a card are never dealt together. A hand may show ``??`` for a card nobody can see
    (``"Ah??"``, ``"AhAs????"``), and Omaha hands may hold five or six cards (every player the
    same number, two of them played with three of the board).

    **Stud games** (``stud``, ``razz``, ``stud8``, ``dead-deuce``): each player is the cards
    dealt so far in dealing order, two down, the upcards, the seventh card down, with ``??``
    for a card the asker cannot see (``"?? ?? Kd 7c"``); every player holds the same number,
    3 to 7, and the cards to come are dealt from the unseen deck. ``dead`` holds the cards
    seen out of play (folded upcards); there is no board. Razz is scored ace-to-five, stud
    eight-or-better splits each pot as ``omaha8`` does, and in Dead Deuce a deuce is wild in
    the face-up places (third to sixth card) and a natural two face down.

    **Draw games** (``nl-draw``, ``deuces-wild``, ``diablo``, ``triple-draw``,
    ``nl-single-draw``, ``badugi``): each player is the cards it keeps, and draws the rest from
    the unseen deck, one draw by default (a player keeping every card stands pat). A game's
    draw limit holds: a Diablo player keeps at least three cards. ``draws=2`` or ``3`` (triple
    draw, badugi) plays the later draws by ``plan``, always sampled: ``"best"`` (the default)
    throws the discard :func:`~pokerules.best_discards` ranks first for the hand with the draws
    left, ``"pat"`` stands pat, and a function ``plan(seat, cards, draws_left)`` returns the
    cards to throw. Players draw in the order given; when the deck runs short the discards of
    the later draws are shuffled in, never the drawing player's own (the engine's rule).

    The stud, draw and ``??`` spots count a runout as one way to give every unseen card a value
    (see :class:`Equity`); they are enumerated when the runouts times the players number at
    most 2 * 10**7 (heads-up stud from fifth street, three-way from sixth: heads-up fifth street
    is 671,580 runouts) and sampled otherwise, and ``exact=True`` is refused beyond 4 * 10**9
    hands valued, about ten seconds on two cores.

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
    >>> razz = equity(["Ah 2c 3d 4s 9h Kc", "?? ?? Kd 6h 5s 7s"], game="razz", exact=True)
    >>> razz.runouts, round(razz.equity[0], 3)  # 42 seventh cards, C(41, 3) for the other
    (447720, 0.792)
    >>> draw = equity(["9s 7d 5c 4h 2s", "8h 6d 4s 3c"], dead="Kc", game="triple-draw")
    >>> draw.runouts, draw.wins  # a pat nine against a one-card draw to an eight
    (42, (33, 9))
    """
    rules = _game(game)
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
    if _dealt_from_deck(rules, players) or draws is not None or plan is not None:
        options: dict[str, Any] = {
            "exact": exact,
            "samples": samples,
            "stderr": stderr,
            "seed": seed,
            "threads": threads,
            "progress": progress,
        }
        return deal_equity(players, board_cards, dead_cards, rules, options, draws, plan)
    game = rules.name
    parsed = [_player(hand, game) for hand in players]
    names = [name for name, _ in parsed]
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
        return result_of(
            names, splits, is_exact, combos, errors, board_cards, dead_cards, game, seed
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
    return result_of(names, splits, is_exact, combos, errors, board_cards, dead_cards, game, seed)
