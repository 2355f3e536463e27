"""Simulations: bots play whole sessions, in parallel if you like, with reproducible results.

A simulation plays sessions of a game (each the game's session profile: its starting stacks
and deal count) until it has dealt the requested number of hands. Session ``i`` and its bots
are seeded from ``(seed, i)``, and sessions are handed out in fixed batches whose results are
combined in order, so the same seed gives the same result whatever the number of workers or
the executor (local processes, threads, or a Dask cluster's ``client.get_executor()``).

>>> from pokerules.session.simulate import simulate
>>> result = simulate("triple-draw", hands=40, players=4, seed=1)
>>> result.hands >= 40, sum(s.net_chips for s in result.seats)
(True, 0)
"""

from __future__ import annotations

import dataclasses
import functools
from collections import Counter
from collections.abc import Callable, Sequence
from concurrent.futures import Executor, Future
from dataclasses import dataclass, field

from pokerules.engine.hand import Hand
from pokerules.engine.history import format_hand
from pokerules.errors import InvalidArgumentError
from pokerules.evaluation.five_card import Scale
from pokerules.evaluation.low_names import category_name
from pokerules.games import Game, find_game
from pokerules.phh import to_phh
from pokerules.players.bots import Bot, RandomBot, no_decision, play_random
from pokerules.records import Award, Show, Street
from pokerules.session.results import ci95
from pokerules.session.rotation import Rotation, find_mix
from pokerules.session.sessions import Session
from pokerules.validate import as_flag, as_int, as_list, as_seed, as_text, shown

__all__ = ["MAX_WORKERS", "STRATEGIES", "SeatStats", "SimulationResult", "make_bot", "simulate"]

MAX_WORKERS = 256
"""The most worker processes a simulation starts."""

_MASK = (1 << 63) - 1
_GOLDEN = 0x9E3779B97F4A7C15
_BATCH = 4
"""Sessions per batch for long runs; a short run plays one session at a time. The batch size
depends only on the request, never on the workers, so results do not either."""


def _heuristic(seed: int) -> Bot:
    from pokerules.players.strategies import HeuristicBot

    return HeuristicBot(seed=seed)


STRATEGIES: dict[str, Callable[[int], Bot]] = {
    "random": RandomBot,
    "heuristic": _heuristic,
}
"""Built-in strategies by name: each takes a seed and returns a bot."""


def make_bot(strategy: str, seed: int) -> Bot:
    """A seeded bot of a built-in strategy (``"random"`` or ``"heuristic"``)."""
    factory = STRATEGIES.get(as_text(strategy, "a strategy"))
    if factory is None:
        known = ", ".join(sorted(STRATEGIES))
        raise InvalidArgumentError(f"unknown strategy {strategy!r}; the strategies are {known}")
    return factory(as_seed(seed))


@functools.lru_cache(maxsize=65536)
def _label(value: int, scale: Scale, may_duplicate: bool) -> str:
    """The category label of a shown value (simulations show the same values again and again)."""
    return category_name(value, scale, may_duplicate=may_duplicate)  # lows as lows: Seven-low


def _derive(*parts: int) -> int:
    value = 0
    for part in parts:
        value = ((value ^ part) * _GOLDEN + 0x632BE59BD9B4E019) & ((1 << 64) - 1)
        value ^= value >> 29
    return value & _MASK


@dataclass(frozen=True, slots=True)
class SeatStats:
    """One seat's totals over the simulation."""

    seat: int
    strategy: str
    hands_played: int
    hands_won: int
    net_chips: int
    sessions_won: float
    """First places, a tie for first counting as a share."""
    adjusted_chips: float | None = None
    """:attr:`net_chips` with every all-in pot paid by equity at the moment the betting closed
    (:mod:`pokerules.engine.allin`); ``None`` when the simulation did not work it out."""
    allin_hands: int = 0
    """Hands this seat played to an all-in with cards or draws to come."""
    net_squares: int = 0
    """The sum of the squares of the seat's hand results, for :attr:`net_ci95`."""
    adjusted_squares: float = 0.0
    """The same for the adjusted hand results, for :attr:`adjusted_ci95`."""

    @property
    def win_rate(self) -> float:
        """Share of the hands played in which this seat won chips."""
        return self.hands_won / self.hands_played if self.hands_played else 0.0

    @property
    def chips_per_hand(self) -> float:
        """Average net chips per hand played."""
        return self.net_chips / self.hands_played if self.hands_played else 0.0

    @property
    def adjusted_per_hand(self) -> float:
        """Average all-in adjusted chips per hand played (net chips without the adjustment)."""
        adjusted = self.net_chips if self.adjusted_chips is None else self.adjusted_chips
        return adjusted / self.hands_played if self.hands_played else 0.0

    @property
    def net_ci95(self) -> tuple[float, float]:
        """The 95% confidence interval of :attr:`chips_per_hand`
        (:func:`pokerules.session.results.ci95`)."""
        return ci95(self.net_chips, self.net_squares, self.hands_played)

    @property
    def adjusted_ci95(self) -> tuple[float, float]:
        """The 95% confidence interval of :attr:`adjusted_per_hand`."""
        if self.adjusted_chips is None:
            return self.net_ci95
        return ci95(self.adjusted_chips, self.adjusted_squares, self.hands_played)


@dataclass(frozen=True, slots=True)
class SimulationResult:
    """Totals of a simulation: per seat, per strategy, showdown categories and pot sizes."""

    game: str
    players: int
    seed: int
    hands: int
    sessions: int
    seats: tuple[SeatStats, ...]
    categories: dict[str, int]
    """How often each hand category was shown down."""
    pot_sizes: dict[int, int]
    """Pot size (all chips awarded in a hand) -> number of hands."""
    histories: tuple[str, ...] = field(default=(), repr=False)
    """Text histories of the first hands, when asked for."""
    standings: tuple[str, ...] = field(default=(), repr=False)
    """Final standings of the first session, as text lines, when histories were asked for."""
    phh: tuple[str, ...] = field(default=(), repr=False)
    """PHH files (:func:`pokerules.phh.to_phh`) of the first hands, when asked for."""

    def by_strategy(self) -> dict[str, SeatStats]:
        """Seat totals summed per strategy (``seat`` is -1 in the result)."""
        totals: dict[str, list[float]] = {}
        adjusted = all(s.adjusted_chips is not None for s in self.seats)
        for s in self.seats:
            row = totals.setdefault(s.strategy, [0, 0, 0, 0.0, 0.0, 0, 0, 0.0])
            row[0] += s.hands_played
            row[1] += s.hands_won
            row[2] += s.net_chips
            row[3] += s.sessions_won
            row[4] += s.adjusted_chips or 0.0
            row[5] += s.allin_hands
            row[6] += s.net_squares
            row[7] += s.adjusted_squares
        return {
            name: SeatStats(
                -1,
                name,
                int(row[0]),
                int(row[1]),
                int(row[2]),
                row[3],
                row[4] if adjusted else None,
                int(row[5]),
                int(row[6]),
                row[7],
            )
            for name, row in totals.items()
        }

    @property
    def showdowns(self) -> int:
        """Hands shown down (all shown hands counted in :attr:`categories`)."""
        return sum(self.categories.values())

    def pot_summary(self) -> tuple[float, float, int]:
        """Mean, median and largest pot."""
        counts = self.pot_sizes
        total = sum(counts.values())
        if not total:
            return 0.0, 0.0, 0
        # Read off the histogram: a million hands need no million-long list.
        mean = sum(size * n for size, n in counts.items()) / total
        middle: list[int] = []
        seen = 0
        for size in sorted(counts):
            before, seen = seen, seen + counts[size]
            for rank in {(total - 1) // 2, total // 2}:
                if before <= rank < seen:
                    middle.append(size)
        return mean, sum(middle) / len(middle), max(counts)


@dataclass
class _Batch:
    hands: list[int]
    sessions: int
    played: list[int]
    won: list[int]
    net: list[int]
    firsts: list[float]
    categories: Counter[str]
    pots: Counter[int]
    histories: list[str]
    standings: list[str]
    phh: list[str]
    # Each player's all-in adjusted chips less its net chips, all-in hands, and the sums of
    # the squares of its hand results, real and adjusted (Session.statistics).
    swing: list[float] = field(default_factory=list)
    allins: list[int] = field(default_factory=list)
    net_squares: list[int] = field(default_factory=list)
    adjusted_squares: list[float] = field(default_factory=list)


def _run_batch(
    game: Game | Rotation,
    players: int,
    strategies: tuple[str, ...],
    seed: int,
    size: int,
    first_session: int,
    histories: int,
    phh: int = 0,
    allin_ev: bool = True,
) -> _Batch:
    names = [f"P{i + 1}" for i in range(players)]
    batch = _Batch([], 0, [0] * players, [0] * players, [0] * players, [0.0] * players,
                   Counter(), Counter(), [], [], [],
                   [0.0] * players, [0] * players, [0] * players, [0.0] * players)  # fmt: skip
    mixed = isinstance(game, Rotation)
    for index in range(first_session, first_session + size):
        session_seed = _derive(seed, index)
        session = Session(
            game,
            names,
            seed=session_seed,
            button=session_seed % players,
            keep_log=False,
            allin_ev=allin_ev,
        )
        bots = [make_bot(strategies[p], _derive(session_seed, p + 1)) for p in range(players)]
        plays = [bot.play for bot in bots]
        # Random bots everywhere: play_random makes their very decisions in one loop.
        rngs = (
            [bot.rng for bot in bots if isinstance(bot, RandomBot)] if _all_random(bots) else None
        )
        start = list(session.chips)
        count = 0
        # Session.play_hand's loop, with each bot's play method looked up once a session.
        while (hand := session.next_hand()) is not None:
            seated = session.current_players
            if rngs is not None:
                play_random(hand, [rngs[p] for p in seated])
            else:
                _play_out(hand, [plays[p] for p in seated], [bots[p] for p in seated])
            entry = session.finish_hand(hand)
            played = entry.game
            scale = played.evaluation
            count += 1
            if len(batch.phh) < phh:
                batch.phh.append(to_phh(entry))
            total = 0
            winners = set()
            # Shows and awards come after the hand's last street record: read back to it.
            for record in reversed(hand._history):  # the list itself: no copy a hand
                kind = type(record)
                if kind is Award:
                    total += record.amount  # type: ignore[union-attr]
                    winners.add(seated[record.seat])  # type: ignore[union-attr]
                elif kind is Show:
                    value = record.value  # type: ignore[union-attr]
                    label = _label(value, scale, played.may_duplicate)
                    batch.categories[f"{played.name}: {label}" if mixed else label] += 1
                elif kind is Street:
                    break
            if total:
                batch.pots[total] += 1
            for p in seated:
                batch.played[p] += 1
            for p in winners:
                batch.won[p] += 1
            if len(batch.histories) < histories:
                seat_names = [names[p] for p in seated]
                batch.histories.append(
                    format_hand(
                        hand, seat_names, title=f"Hand {session.hands_dealt}: {played.title}"
                    )
                )
        for p, results in enumerate(session.statistics()):
            batch.net[p] += session.chips[p] - start[p]
            batch.swing[p] += results.adjusted - results.net
            batch.allins[p] += results.allin_hands
            batch.net_squares[p] += results.net_squares
            batch.adjusted_squares[p] += results.adjusted_squares
        top = max(session.chips)
        leaders = [p for p in range(players) if session.chips[p] == top]
        for p in leaders:
            batch.firsts[p] += 1 / len(leaders)
        if histories and not batch.standings:
            batch.standings = [f"{s.place}. {s.name} {s.chips}" for s in session.standings()]
        batch.hands.append(count)
        batch.sessions += 1
    return batch


def _all_random(bots: Sequence[Bot]) -> bool:
    """Whether every bot is a plain :class:`~pokerules.players.bots.RandomBot` (no subclass, which
    could decide otherwise)."""
    return all(type(bot) is RandomBot for bot in bots)


def _play_out(hand: Hand, plays: list[Callable[[Hand], object]], bots: list[Bot]) -> None:
    """Let ``plays[seat]``, the play method of ``bots[seat]``, decide for each seat until the
    hand is over."""
    history = hand._history
    actor = hand.actor
    while actor is not None:
        made = len(history)
        plays[actor](hand)
        if len(history) == made:  # as play_turn: a bot that decides nothing is refused
            raise no_decision(bots[actor], actor)
        actor = hand.actor


def simulate(
    game: Game | str | Rotation,
    *,
    hands: int = 1000,
    players: int = 6,
    seed: int = 0,
    strategies: Sequence[str] = ("random",),
    executor: Executor | None = None,
    workers: int = 1,
    histories: int = 0,
    phh: int = 0,
    progress: Callable[[int], None] | None = None,
    allin_ev: bool = True,
) -> SimulationResult:
    """Let bots play sessions of ``game`` until at least ``hands`` hands are dealt.

    Args:
        game: a :class:`~pokerules.games.Game`, a registry name, or a mixed game: a
            :class:`~pokerules.session.rotation.Rotation` or a named mix (``"HORSE"``, ``"8-game"``,
            ``"PPC"``). A mix's showdown categories are prefixed with each game's name.
        hands: hands to deal at least (whole sessions are played).
        players: players at the table.
        seed: the seed of everything random.
        strategies: a strategy name per seat, repeated round the table if shorter (one name
            for every seat).
        executor: run batches of sessions on this executor (processes, threads, a Dask
            client's executor). Without one, ``workers > 1`` starts a process pool.
        workers: processes to use when no executor is given (1 to :data:`MAX_WORKERS`).
        histories: keep the text history of up to this many hands, from the first batch of
            sessions (the first session's hands come first), and its final standings.
        phh: keep the PHH file of up to this many hands, from the first batch likewise.
        progress: called with the number of hands finished so far, after each batch.
        allin_ev: work out each seat's all-in adjusted result too
            (:attr:`SeatStats.adjusted_chips`): every all-in pot with cards or draws to come
            paid by equity at that moment, seeded by the hand (:mod:`pokerules.engine.allin`).
    """
    mix = find_mix(game) if isinstance(game, str) else None
    the_game: Game | Rotation
    if isinstance(game, Game | Rotation):
        the_game = game
    else:
        the_game = mix if mix is not None else find_game(game)
    players = as_int(players, "players")
    if not the_game.min_players <= players <= the_game.max_players:
        low, high = the_game.min_players, the_game.max_players
        raise InvalidArgumentError(f"{the_game.title} takes {low} to {high} players, not {players}")
    hands = as_int(hands, "hands", low=1)
    seed = as_seed(seed)
    workers = as_int(workers, "workers", low=1, high=MAX_WORKERS)
    histories = as_int(histories, "histories", low=0)
    phh = as_int(phh, "phh", low=0)
    allin_ev = as_flag(allin_ev, "allin_ev")
    if isinstance(strategies, str):
        strategies = (strategies,)
    strategies = as_list(strategies, "strategies", limit=the_game.max_players)
    if not strategies:
        raise InvalidArgumentError("give at least one strategy")
    for name in strategies:
        make_bot(name, 0)
    if executor is not None and not callable(getattr(executor, "submit", None)):
        raise InvalidArgumentError(f"executor must be an Executor, not {shown(executor)}")
    if progress is not None and not callable(progress):
        raise InvalidArgumentError(f"progress must be a function, not {shown(progress)}")
    seat_strategies = tuple(strategies[p % len(strategies)] for p in range(players))
    deals = the_game.deals if isinstance(the_game, Game) else the_game.deals_for(players)
    size = 1 if hands <= _BATCH * deals else _BATCH
    args = (the_game, players, seat_strategies, seed, size)

    batches: list[_Batch] = []
    done = 0

    def take(batch: _Batch) -> bool:
        nonlocal done
        batches.append(batch)
        done += sum(batch.hands)
        if progress is not None:
            progress(min(done, hands))
        return done >= hands

    owned = None
    if executor is None and workers > 1:
        from concurrent.futures import ProcessPoolExecutor

        owned = executor = ProcessPoolExecutor(max_workers=workers)
    try:
        if executor is None:
            index = 0
            while not take(
                _run_batch(
                    *args, index * size, *((histories, phh) if index == 0 else (0, 0)), allin_ev
                )
            ):
                index += 1
        else:
            _run_parallel(executor, args, (histories, phh, allin_ev), take, max(workers, 2))
    finally:
        if owned is not None:
            owned.shutdown(cancel_futures=True)
    result = _combine(the_game, players, seed, seat_strategies, batches, histories, phh)
    if not allin_ev:
        seats = tuple(dataclasses.replace(s, adjusted_chips=None) for s in result.seats)
        result = dataclasses.replace(result, seats=seats)
    return result


def _run_parallel(
    executor: Executor,
    args: tuple[Game | Rotation, int, tuple[str, ...], int, int],
    keep: tuple[int, int, bool],
    take: Callable[[_Batch], bool],
    window: int,
) -> None:
    # Keep a window of batches in flight and consume them strictly in order.
    pending: list[Future[_Batch]] = []
    next_index = 0
    finished = False
    while not finished:
        while len(pending) < 2 * window:
            wanted = keep if next_index == 0 else (0, 0, keep[2])
            first = next_index * args[4]
            pending.append(executor.submit(_run_batch, *args, first, *wanted))
            next_index += 1
        finished = take(pending.pop(0).result())
    for future in pending:
        future.cancel()


def _combine(
    game: Game | Rotation,
    players: int,
    seed: int,
    strategies: tuple[str, ...],
    batches: list[_Batch],
    histories: int,
    phh: int,
) -> SimulationResult:
    played = [0] * players
    won = [0] * players
    net = [0] * players
    firsts = [0.0] * players
    swing = [0.0] * players
    allins = [0] * players
    net_squares = [0] * players
    adjusted_squares = [0.0] * players
    categories: Counter[str] = Counter()
    pots: Counter[int] = Counter()
    texts: list[str] = []
    files: list[str] = []
    standings: list[str] = []
    total_hands = sessions = 0
    for batch in batches:
        for p in range(players):
            played[p] += batch.played[p]
            won[p] += batch.won[p]
            net[p] += batch.net[p]
            firsts[p] += batch.firsts[p]
            swing[p] += batch.swing[p]
            allins[p] += batch.allins[p]
            net_squares[p] += batch.net_squares[p]
            adjusted_squares[p] += batch.adjusted_squares[p]
        categories.update(batch.categories)
        pots.update(batch.pots)
        texts.extend(batch.histories)
        files.extend(batch.phh)
        standings = standings or batch.standings
        total_hands += sum(batch.hands)
        sessions += batch.sessions
    seats = tuple(
        SeatStats(
            p,
            strategies[p],
            played[p],
            won[p],
            net[p],
            firsts[p],
            net[p] + swing[p],
            allins[p],
            net_squares[p],
            adjusted_squares[p],
        )
        for p in range(players)
    )
    return SimulationResult(
        game.name,
        players,
        seed,
        total_hands,
        sessions,
        seats,
        dict(categories.most_common()),
        dict(sorted(pots.items())),
        tuple(texts[:histories]),
        tuple(standings),
        tuple(files[:phh]),
    )
