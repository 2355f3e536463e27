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
from collections.abc import Callable, Sequence
from concurrent.futures import Executor, Future

from pokerules.engine.hand import Hand
from pokerules.engine.history import format_hand
from pokerules.engine.plan import plan_for
from pokerules.errors import InvalidArgumentError
from pokerules.evaluation.five_card import Scale
from pokerules.evaluation.low_names import category_name
from pokerules.games import Game, find_game
from pokerules.phh import to_phh
from pokerules.players.bots import Bot, RandomBot, no_decision, play_random
from pokerules.records import Award, Show, Street
from pokerules.session.hands_table import HandsRecorder, HandsTable
from pokerules.session.rotation import Rotation, find_mix
from pokerules.session.sessions import Session
from pokerules.session.simulation_result import Batch, SeatStats, SimulationResult, Totals
from pokerules.validate import as_flag, as_int, as_list, as_seed, as_text, shown

__all__ = [
    "MAX_WORKERS",
    "STRATEGIES",
    "HandsTable",
    "SeatStats",
    "SimulationResult",
    "make_bot",
    "simulate",
]

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
    keep_hands: bool = False,
) -> Batch:
    names = [f"P{i + 1}" for i in range(players)]
    batch = Batch.empty(players)
    recorder = HandsRecorder(players) if keep_hands else None
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
            button, rotation = session.button, session.rotation_index
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
            main: list[int] = []  # the seats paid from the main pot
            shows: dict[int, Show] = {}
            # Shows and awards come after the hand's last street record: read back to it.
            for record in reversed(hand._history):  # the list itself: no copy a hand
                kind = type(record)
                if kind is Award:
                    total += record.amount  # type: ignore[union-attr]
                    winners.add(seated[record.seat])  # type: ignore[union-attr]
                    if not record.pot:  # type: ignore[union-attr]
                        main.append(record.seat)  # type: ignore[union-attr]
                elif kind is Show:
                    value = record.value  # type: ignore[union-attr]
                    label = _label(value, scale, played.may_duplicate)
                    batch.categories[f"{played.name}: {label}" if mixed else label] += 1
                    shows[record.seat] = record  # type: ignore[union-attr, assignment]
                elif kind is Street:
                    break
            low = (-1, "")
            if played.hi_lo != "none" and shows:
                low = _low_half(played, shows, batch, mixed)
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
            if recorder is not None:
                shown_values = [shows[seat].value for seat in main if seat in shows]
                best = min(shown_values, default=-1)
                recorder.add(
                    session=index,
                    hand=session.hands_dealt,
                    game=played.name,
                    rotation=rotation,
                    button=button,
                    seats=seated,
                    before=hand.starting_stacks,
                    after=[session.chips[p] for p in seated],
                    adjusted=entry.adjusted,
                    passed_out=hand.passed_out,
                    showdown=bool(shows),
                    allin=entry.allin,
                    pot=total,
                    winning=(best, _label(best, scale, played.may_duplicate) if best >= 0 else ""),
                    low=low,
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
    if recorder is not None:
        batch.table = recorder.table()
    return batch


NO_LOW = "No low"
"""The low-half label of a hand shown without a qualifying low."""


def _low_half(game: Game, shows: dict[int, Show], batch: Batch, mixed: bool) -> tuple[int, str]:
    """Count the low half of each hand shown in an eight-or-better game; return the best low
    shown and its label (-1 and "" when none qualifies)."""
    valuer = plan_for(game).valuer
    best = -1
    for show in shows.values():
        low = valuer.value_split(show.cards, [False] * len(show.cards))[1]
        label = NO_LOW if low is None else _label(low, "a5", False)
        batch.low_categories[f"{game.name}: {label}" if mixed else label] += 1
        if low is not None and (best < 0 or low < best):
            best = low
    return best, (_label(best, "a5", False) if best >= 0 else "")


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
    hands_table: bool = False,
    on_hands: Callable[[HandsTable], None] | None = None,
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
        hands_table: keep every hand as a row of :attr:`SimulationResult.hands_table`
            (:mod:`pokerules.session.hands_table`), for :meth:`SimulationResult.to_arrow`,
            ``to_pandas`` and ``to_polars``. Off by default: it keeps about 250 bytes a hand
            at six players, and recording costs 3 to 5% of the speed of random bots' hold'em
            hands (the cheapest to play; ``benches/bench_hands_table.py``).
        on_hands: called with the hands of each batch of sessions, a
            :class:`~pokerules.session.hands_table.HandsTable` of a few dozen rows, in order
            as they finish; the simulation keeps none of them (unless ``hands_table``), so a
            run of any length streams to a file in flat memory (``pokerules simulate --out``).
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
    hands_table = as_flag(hands_table, "hands_table")
    if on_hands is not None and not callable(on_hands):
        raise InvalidArgumentError(f"on_hands must be a function, not {shown(on_hands)}")
    keep_hands = hands_table or on_hands is not None
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

    totals = Totals(players, hands_table)

    def take(batch: Batch) -> bool:
        # Each batch is folded in as it comes: nothing grows with the run but the hands table.
        totals.add(batch)
        if on_hands is not None and batch.table is not None:
            on_hands(batch.table)
        done = totals.hands
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
                    *args,
                    index * size,
                    *((histories, phh) if index == 0 else (0, 0)),
                    allin_ev,
                    keep_hands,
                )
            ):
                index += 1
        else:
            keep = (histories, phh, allin_ev, keep_hands)
            _run_parallel(executor, args, keep, take, max(workers, 2))
    finally:
        if owned is not None:
            owned.shutdown(cancel_futures=True)
    result = totals.result(the_game.name, seed, seat_strategies, histories, phh)
    if not allin_ev:
        seats = tuple(dataclasses.replace(s, adjusted_chips=None) for s in result.seats)
        result = dataclasses.replace(result, seats=seats)
    return result


def _run_parallel(
    executor: Executor,
    args: tuple[Game | Rotation, int, tuple[str, ...], int, int],
    keep: tuple[int, int, bool, bool],
    take: Callable[[Batch], bool],
    window: int,
) -> None:
    # Keep a window of batches in flight and consume them strictly in order.
    pending: list[Future[Batch]] = []
    next_index = 0
    finished = False
    while not finished:
        while len(pending) < 2 * window:
            wanted = keep if next_index == 0 else (0, 0, keep[2], keep[3])
            first = next_index * args[4]
            pending.append(executor.submit(_run_batch, *args, first, *wanted))
            next_index += 1
        finished = take(pending.pop(0).result())
    for future in pending:
        future.cancel()
