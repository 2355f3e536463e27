"""Environments, random legal play with an observation and a mask at every step, one core.

Six players, no-limit hold'em, blinds 1/2, 200-chip stacks: pokerules through its PettingZoo
AEC environment against PettingZoo's ``texas_holdem_no_limit_v6`` (RLCard underneath) and
RLCard's ``no-limit-holdem`` raw environment, and pokerules' OpenSpiel game against OpenSpiel's
C++ ``universal_poker`` with ``observation_tensor()`` taken at every decision, all in the same
run. Every side picks uniformly among the legal actions with a ``random.Random`` seeded 0, and
every PettingZoo side reads ``env.last()`` (the observation and mask) for every agent turn,
terminal ones included, as a training loop does.

Run with ``pytest benches/test_bench_envs.py --benchmark-enable`` (time per hand, and the
ratios), or ``python benches/test_bench_envs.py`` for hands and decisions a second, CPU time of
this process, best of three, the sides taking turns; it also times every game of the registry
through the PettingZoo environment and ``VectorTables`` per core.
"""

from __future__ import annotations

import random
import sys
import time
import warnings
from collections.abc import Callable
from typing import Any

import numpy as np
import pytest

pytest.importorskip("pettingzoo")
pytest.importorskip("rlcard")
pyspiel = pytest.importorskip("pyspiel")

from pokerules.envs import VectorTables, pettingzoo_env, register_openspiel  # noqa: E402
from pokerules.games import game_names  # noqa: E402

warnings.filterwarnings("ignore", category=DeprecationWarning)
SEATS, STACK, HANDS = 6, 200, 50
GROUP = "envs: 6-max NL hold'em hand, observation and mask each step"


def play_aec(env: Any, hands: int, seed: int = 0) -> int:
    """Random legal play through a PettingZoo AEC env; the decisions made."""
    rng, decisions = random.Random(seed), 0
    for hand in range(hands):
        env.reset(seed=seed + hand)
        for _agent in env.agent_iter():
            observation, _reward, termination, truncation, _info = env.last()
            if termination or truncation:
                env.step(None)
                continue
            env.step(rng.choice(np.flatnonzero(observation["action_mask"]).tolist()))
            decisions += 1
    return decisions


def pokerules_aec(game: str = "holdem") -> Any:
    return pettingzoo_env(game, players=SEATS, stacks=STACK, seed=0)


def pettingzoo_holdem() -> Any:
    from pettingzoo.classic import texas_holdem_no_limit_v6

    return texas_holdem_no_limit_v6.env(num_players=SEATS)


def play_rlcard(hands: int, seed: int = 0) -> int:
    """Random legal play through RLCard's raw no-limit hold'em env (its state, with the
    observation, is built at every step)."""
    import rlcard

    config = {"game_num_players": SEATS, "chips_for_each": STACK, "seed": seed}
    env = rlcard.make("no-limit-holdem", config=config)
    rng, decisions = random.Random(seed), 0
    for _ in range(hands):
        state, _player = env.reset()
        while not env.is_over():
            state, _player = env.step(rng.choice(list(state["legal_actions"])))
            decisions += 1
    return decisions


def universal_poker() -> Any:
    """OpenSpiel's C++ no-limit hold'em with the same table: blinds 1/2, 200 chips."""
    return pyspiel.load_game(
        "universal_poker",
        {
            "numPlayers": SEATS, "numRounds": 4, "blind": "1 2 0 0 0 0",
            "firstPlayer": "3 1 1 1", "numSuits": 4, "numRanks": 13, "numHoleCards": 2,
            "numBoardCards": "0 3 1 1", "stack": " ".join([str(STACK)] * SEATS),
            "bettingAbstraction": "fullgame",
        },
    )  # fmt: skip


def pokerules_spiel() -> Any:
    register_openspiel()
    return pyspiel.load_game("pokerules_holdem", {"players": SEATS, "stacks": STACK})


def play_spiel(game: Any, hands: int, seed: int = 0) -> int:
    """Random play of an OpenSpiel game, chance sampled, the observation tensor of the player
    to act taken at every decision."""
    rng, decisions = random.Random(seed), 0
    for _ in range(hands):
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                state.apply_action(rng.choice(state.chance_outcomes())[0])
                continue
            state.observation_tensor(state.current_player())
            state.apply_action(rng.choice(state.legal_actions()))
            decisions += 1
    return decisions


def play_vector(vec: VectorTables, steps: int, seed: int = 0) -> tuple[int, int]:
    """``steps`` batched steps of random legal actions; (hands finished, decisions)."""
    rng = np.random.default_rng(seed)
    out = vec.reset()
    hands = 0
    for _ in range(steps):
        # One uniform legal action per table, drawn for all tables at once.
        scores = rng.random(out.masks.shape) * out.masks
        out = vec.step(scores.argmax(axis=1))
        hands += int(out.dones.sum())
    return hands, steps * vec.tables


SIDES: dict[str, Callable[[int], int]] = {
    "pokerules": lambda hands: play_aec(pokerules_aec(), hands),
    "PettingZoo texas_holdem_no_limit_v6": lambda hands: play_aec(pettingzoo_holdem(), hands),
    "RLCard no-limit-holdem": play_rlcard,
}
SPIEL_SIDES: dict[str, Callable[[int], int]] = {
    "pokerules": lambda hands: play_spiel(pokerules_spiel(), hands),
    "OpenSpiel universal_poker (C++)": lambda hands: play_spiel(universal_poker(), hands),
}


@pytest.mark.parametrize("side", list(SIDES))
def test_pettingzoo_and_rlcard(record: Any, side: str) -> None:
    decisions = record(GROUP, side, SIDES[side], HANDS, per_call=HANDS)
    assert decisions is None or decisions > HANDS  # every hand had decisions


@pytest.mark.parametrize("side", list(SPIEL_SIDES))
def test_openspiel(record: Any, side: str) -> None:
    group = "envs: 6-max NL hold'em hand, OpenSpiel, observation tensor each step"
    decisions = record(group, side, SPIEL_SIDES[side], HANDS, per_call=HANDS)
    assert decisions is None or decisions > HANDS


def _rate(play: Callable[[int], int | tuple[int, int]], hands: int) -> tuple[float, float]:
    """(hands, decisions) a CPU second of ``play(hands)``."""
    start = time.process_time()
    done = play(hands)
    seconds = time.process_time() - start
    if isinstance(done, tuple):
        return done[0] / seconds, done[1] / seconds
    return hands / seconds, done / seconds


def main(hands: int = 300, repeat: int = 3) -> None:
    """Print the tables of docs/envs.md: the peers, every game, VectorTables."""
    sides = {**{f"PettingZoo API: {k}": v for k, v in SIDES.items()}}
    sides.update({f"OpenSpiel API: {k}": v for k, v in SPIEL_SIDES.items()})
    best: dict[str, tuple[float, float]] = {}
    for _ in range(repeat):  # the sides take turns, best of `repeat`
        for name, play in sides.items():
            rate = _rate(play, hands)
            best[name] = max(best.get(name, rate), rate)
    print("| environment | hands/s | decisions/s |\n|---|---|---|")
    for name, (per_hand, per_decision) in best.items():
        print(f"| {name} | {per_hand:,.0f} | {per_decision:,.0f} |")
    print("\n| game (PettingZoo env, 6 players) | hands/s | decisions/s |\n|---|---|---|")
    for game in [*game_names(), "horse"]:
        rate = max(_rate(lambda n, g=game: play_aec(pokerules_aec(g), n), hands // 2)
                   for _ in range(2))  # fmt: skip
        print(f"| {game} | {rate[0]:,.0f} | {rate[1]:,.0f} |")
    vec = VectorTables("holdem", tables=64, players=SEATS, stacks=STACK, seed=0)
    rate = max(_rate(lambda steps: play_vector(vec, steps), 100) for _ in range(repeat))
    print(f"\nVectorTables, 64 tables: {rate[0]:,.0f} hands/s, {rate[1]:,.0f} decisions/s")


if __name__ == "__main__":
    main(*(int(a) for a in sys.argv[1:]))
