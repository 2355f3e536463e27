"""Full hands of random legal play per second: pokerules against pokerkit, in the same run.

Run with ``pytest benches --benchmark-enable``; the summary table gives the time per hand and
how many times slower pokerkit is, and this module prints hands per second. For a quick table
without pytest-benchmark, run ``python benches/test_bench_engine.py``.

Both engines play six-handed, 200 chips a seat, the same policy: pick uniformly among the
legal kinds of action (fold, check or call, bet or raise), bet a uniform amount between the
minimum and maximum, and on a draw discard a uniform number (0 to the limit) of random cards.
pokerules plays through ``pokerules.players.bots.play_random`` (``RandomBot``'s policy in one loop,
a generator seeded 0..5 for each seat: the decisions six ``RandomBot(seed=s)`` make), which
drives the public API alone (``hand.phase``, ``hand.legal_actions()``, ``hand.cards``, then a
command), as a user's code would;
pokerkit through ``pokerules.cli.peers.pokerkit_hand``, with every dealer chore automated. Each
hand is checked as it ends (pokerules conserves the chips, pokerkit's state is closed), so a
broken or stalled run cannot pass for a fast one. The script times CPU seconds of this
process, best of several runs, the engines taking turns, so that other work on a shared
machine disturbs the ratio as little as possible.

The games match as far as the two libraries let them: 2-7 triple draw with blinds 1/2 and
bets 2/2/4/4, and no-limit five-card draw for a standard high hand, ante 1, no blinds, minimum
bet 2; no-limit 2-7 single draw with blinds 1/2 and minimum bet 2; badugi with blinds 1/2 and
bets 2/2/4/4 (as in triple draw, pokerkit caps at four bets and keeps the cap heads-up). In
triple draw pokerkit caps at four bets or raises a round (four raises of the big blind
before the first draw) and keeps the cap heads-up; pokerules allows one bet and three raises,
the big blind counting as the bet, uncapped heads-up. Stud, razz and stud eight-or-better
play ante 1, bring-in 1, bets 2/2/4/4/4 in both (pokerkit's four bets a round; pokerules one
bet and three raises, uncapped heads-up; both burn before each street); the bring-in is one
more kind of action where the policy could fold. Hold'em (no limit and fixed limit), pot-limit
Omaha and fixed-limit Omaha eight-or-better play blinds 1/2, minimum bet 2 or bets 2/4, in
both engines (pokerkit's ``NoLimitTexasHoldem``, ``FixedLimitTexasHoldem``,
``PotLimitOmahaHoldem`` and ``FixedLimitOmahaHoldemHighLowSplitEightOrBetter``). The decisions
per hand, checked by ``test_peers_play_alike``, come out close.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from pokerules import Hand, find_game
from pokerules.cli.peers import play_pokerkit, pokerkit_factory
from pokerules.games import Game
from pokerules.players.bots import RandomBot, play_hand, play_random

SEATS = 6
STACK = 200
CHIPS = SEATS * STACK
HANDS = 100  # hands a timed round: seeds 0..HANDS-1, the same on both sides
GAMES = {"triple-draw": "6-max 2-7 triple draw hand", "nl-draw": "6-max NL five-card draw hand"}
GAMES.update(
    {
        "holdem": "6-max NL hold'em hand",
        "FT": "6-max fixed-limit hold'em hand",
        "omaha": "6-max pot-limit Omaha hand",
        "omaha8": "6-max fixed-limit Omaha 8 hand",
    }
)
GAMES["nl-single-draw"] = "6-max NL 2-7 single draw hand"
GAMES["badugi"] = "6-max badugi hand"
GAMES |= {"stud": "6-max stud hand", "razz": "6-max razz hand", "stud8": "6-max stud8 hand"}


def play_pokerules(game: Game, seeds: range, tally: list[int] | None = None) -> None:
    """Plays a hand for each seed with the random policy; ``tally`` gets decisions a hand."""
    rngs = [random.Random(s) for s in range(SEATS)]
    for seed in seeds:
        hand = play_random(Hand(game, [STACK] * SEATS, button=seed % SEATS, seed=seed), rngs)
        assert hand.is_over and sum(hand.stacks) == CHIPS, f"{game.name} seed {seed}: {hand}"
        if tally is not None:
            tally.append(len(hand.decisions()))


def play_bots(game: Game, seeds: range, tally: list[int] | None = None) -> None:
    """The same hands through the bot protocol: ``play_hand`` asks six ``RandomBot`` s in
    turn, each reading ``hand.phase`` and ``hand.legal_actions()`` and calling a command, as
    a user's bot does."""
    bots = [RandomBot(seed=s) for s in range(SEATS)]
    for seed in seeds:
        hand = play_hand(Hand(game, [STACK] * SEATS, button=seed % SEATS, seed=seed), bots)
        assert hand.is_over and sum(hand.stacks) == CHIPS, f"{game.name} seed {seed}: {hand}"
        if tally is not None:
            tally.append(len(hand.decisions()))


# ---------------------------------------------------------------------------- pytest mode

RATES: dict[str, dict[str, float]] = {}


@pytest.fixture(scope="module", autouse=True)
def _hands_per_second(request: pytest.FixtureRequest) -> Iterator[None]:
    """After the module, prints each timed run's hands per second (best round)."""
    yield
    if RATES:
        reporter = request.config.pluginmanager.get_plugin("terminalreporter")
        write = reporter.write_line if reporter is not None else print
        write("")
        for line in rate_table(RATES):
            write(line)


def _timed(record: Any, benchmark: Any, name: str, side: str, func: Any, *args: Any) -> None:
    record(GAMES[name], side, func, *args, per_call=HANDS)
    if benchmark.stats is not None:  # None under --benchmark-disable
        RATES.setdefault(name, {})[side] = HANDS / benchmark.stats.stats.min


@pytest.mark.parametrize("name", list(GAMES))
def test_peers_play_alike(name: str) -> None:
    """Both engines finish every hand, and the same policy makes about as many decisions."""
    ours: list[int] = []
    theirs: list[int] = []
    play_pokerules(find_game(name), range(300), ours)
    play_pokerkit(pokerkit_factory(name), range(300), theirs)
    assert len(ours) == len(theirs) == 300
    assert 0.8 < sum(ours) / sum(theirs) < 1.25, (sum(ours) / 300, sum(theirs) / 300)


@pytest.mark.parametrize("name", list(GAMES))
def test_bots_decide_as_play_random(name: str) -> None:
    """A table of ``RandomBot`` s makes play_random's very decisions, hand for hand, so the
    two timings below are of the same play."""
    game = find_game(name)
    rngs = [random.Random(s) for s in range(SEATS)]
    bots = [RandomBot(seed=s) for s in range(SEATS)]
    for seed in range(100):
        ours = play_random(Hand(game, [STACK] * SEATS, button=seed % SEATS, seed=seed), rngs)
        theirs = play_hand(Hand(game, [STACK] * SEATS, button=seed % SEATS, seed=seed), bots)
        assert ours.decisions() == theirs.decisions(), f"{name} seed {seed}"


@pytest.mark.parametrize("name", list(GAMES))
def test_hands_bots(record: Any, benchmark: Any, name: str) -> None:
    _timed(record, benchmark, name, "bots", play_bots, find_game(name), range(HANDS))


@pytest.mark.parametrize("name", list(GAMES))
def test_hands_pokerules(record: Any, benchmark: Any, name: str) -> None:
    _timed(record, benchmark, name, "pokerules", play_pokerules, find_game(name), range(HANDS))


@pytest.mark.parametrize("name", list(GAMES))
def test_hands_pokerkit(record: Any, benchmark: Any, name: str) -> None:
    create = pokerkit_factory(name)
    _timed(record, benchmark, name, "pokerkit", play_pokerkit, create, range(HANDS))


# ---------------------------------------------------------------------------- script mode


def rate_table(
    rates: dict[str, dict[str, float]], decisions: dict[str, dict[str, float]] | None = None
) -> list[str]:
    """Markdown rows: hands per second per game and engine; for pokerkit, pokerules' lead,
    and for the bots, their time against play_random's (the same decisions, so per decision)."""
    extra = " decisions a hand |" if decisions else ""
    lines = [
        f"| game | engine | hands per second |{extra} compared |",
        "|---|---|---|" + ("---|" if decisions else "") + "---|",
    ]
    for name, sides in rates.items():
        ours = sides.get("pokerules")
        for side, rate in sides.items():
            ratio = ""
            if ours and side == "pokerkit":
                ratio = f"pokerules {ours / rate:.1f}x faster"
            elif ours and side == "bots":
                ratio = f"{ours / rate:.2f}x play_random's time a decision"
            cell = f" {decisions[name][side]:.1f} |" if decisions else ""
            lines.append(f"| {name} | {side} | {rate:,.0f} |{cell} {ratio} |")
    return lines


def main(hands: int, repeat: int) -> None:
    """Times ``hands`` hands a run, the engines taking turns, and prints the best runs."""
    runs: dict[str, dict[str, Callable[[range, list[int] | None], None]]] = {}
    for name in GAMES:
        game, create = find_game(name), pokerkit_factory(name)
        runs[name] = {
            "pokerules": lambda seeds, tally, game=game: play_pokerules(game, seeds, tally),
            "pokerkit": lambda seeds, tally, create=create: play_pokerkit(create, seeds, tally),
            "bots": lambda seeds, tally, game=game: play_bots(game, seeds, tally),
        }
    decisions: dict[str, dict[str, float]] = {}
    for name, sides in runs.items():
        for side, run in sides.items():
            tally: list[int] = []
            run(range(hands), tally)  # warm up (lookup tables, imports) and count decisions
            decisions.setdefault(name, {})[side] = sum(tally) / hands
    # Taking turns, so a burst of other work on the machine slows both engines alike.
    best = {name: dict.fromkeys(sides, float("inf")) for name, sides in runs.items()}
    for _ in range(repeat):
        for name, sides in runs.items():
            for side, run in sides.items():
                start = time.process_time()
                run(range(hands), None)
                best[name][side] = min(best[name][side], time.process_time() - start)
    rates = {name: {side: hands / t for side, t in sides.items()} for name, sides in best.items()}
    print(f"six-handed random play, {hands} hands a run, best of {repeat} runs")
    print("\n".join(rate_table(rates, decisions)))


if __name__ == "__main__":
    import argparse

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=100, help="hands a run (default 100)")
    parser.add_argument("--repeat", type=int, default=7, help="timed runs, best kept (7)")
    arguments = parser.parse_args()
    main(arguments.hands, arguments.repeat)
