"""PettingZoo's own test suite on the AEC environment of every game, and of HORSE."""

from __future__ import annotations

import warnings

import numpy as np
import pytest
from pokerules.games import game_names

pytest.importorskip("pettingzoo")
from pettingzoo.test import api_test, seed_test
from pokerules.envs import pettingzoo_env

# Every game and the mixes, at 2, 3 and 6 players.
CASES = [(name, n) for name in [*game_names(), "horse", "8-game"] for n in (2, 3, 6)]


@pytest.mark.parametrize(("game", "players"), CASES)
def test_pettingzoo_suite(game: str, players: int) -> None:
    with warnings.catch_warnings():
        # Two notes api_test prints for every dict observation, PettingZoo's own hold'em too.
        warnings.filterwarnings("ignore", "Observation is not a NumPy array")
        warnings.filterwarnings("ignore", "Observation space for each agent")
        api_test(pettingzoo_env(game, players=players, seed=3), num_cycles=200)
        seed_test(lambda: pettingzoo_env(game, players=players, seed=3), num_cycles=200)


def test_a_whole_hand_has_zero_sum_rewards_and_every_agent_ends() -> None:
    env = pettingzoo_env("nl-single-draw", players=4, stacks=100, seed=11)
    env.reset(seed=5)
    rng = np.random.default_rng(0)
    totals = dict.fromkeys(env.possible_agents, 0.0)
    ended = []
    for agent in env.agent_iter():
        observation, reward, termination, _, _ = env.last()
        totals[agent] += reward
        if termination:
            ended.append(agent)
            env.step(None)
        else:
            assert observation["action_mask"].any()
            env.step(int(rng.choice(np.flatnonzero(observation["action_mask"]))))
    assert sorted(ended) == env.possible_agents
    assert sum(totals.values()) == 0
    assert [totals[a] for a in env.possible_agents] == list(env.unwrapped.hand.payoffs)


def test_rewards_in_big_blinds() -> None:
    chips = pettingzoo_env("holdem", players=2, seed=1)
    blinds = pettingzoo_env("holdem", players=2, seed=1, reward_unit="big_blinds")
    for env in (chips, blinds):
        env.reset(seed=2)
        env.step(0)  # the button folds its small blind
    assert chips.rewards == {"player_0": -1.0, "player_1": 1.0}
    assert blinds.rewards == {"player_0": -0.5, "player_1": 0.5}


def test_render_shows_no_hidden_card() -> None:
    env = pettingzoo_env("stud", players=3, seed=4, render_mode="ansi")
    env.reset()
    text = env.render()
    hand = env.unwrapped.hand
    assert hand.game.title in text
    for seat in range(3):
        for card, up in zip(hand.cards(seat), hand.face_up(seat), strict=True):
            assert (str(card) in text) == up


def test_allin_adjusted_rewards_pay_by_equity() -> None:
    from pokerules import Hand
    from pokerules.engine.allin import allin_adjusted
    from pokerules.envs import Table

    # Seat 1 holds aces, seat 0 kings, all in before the flop; a king comes. Heads-up aces
    # against kings with no suit in common win about 82% of the time.
    deck = "Ah Kd As Kc 2c Ks 7d 8h 3c 9s 4c Tc"
    for unit, scale in (("allin_adjusted", 1), ("allin_adjusted_big_blinds", 2)):
        table = Table.make("holdem", players=2, stacks=20, reward_unit=unit)
        table.hand = Hand("holdem", [20, 20], button=0, deck=deck, seed=3)
        table.hand.all_in(), table.hand.call()
        assert table.hand.payoffs == (20, -20)
        rewards = table.rewards() * scale
        assert rewards.sum() == pytest.approx(0, abs=1e-4)
        # Seat 1's share of the pot is its equity, sampled 2,000 times from the hand's seed.
        assert rewards.tolist() == pytest.approx(allin_adjusted(table.hand, seed=3).adjusted)
        assert 0.78 < (rewards[1] + 20) / 40 < 0.86
    # A hand with no all-in pays the real chips.
    env = pettingzoo_env("holdem", players=2, seed=1, reward_unit="allin_adjusted")
    env.reset(seed=2)
    env.step(0)
    assert env.rewards == {"player_0": -1.0, "player_1": 1.0}
