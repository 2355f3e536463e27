"""VectorTables: seeded, the same hands as single tables, rewards and resets as documented."""

from __future__ import annotations

import numpy as np
from pokerules import Hand
from pokerules.envs import Table, VectorTables


def random_actions(rng: np.random.Generator, masks: np.ndarray) -> np.ndarray:
    """One uniform legal action per row of ``masks``."""
    return (rng.random(masks.shape) * masks).argmax(axis=1)


def test_the_same_seed_steps_the_same_tables() -> None:
    runs = []
    for _ in range(2):
        vec = VectorTables("triple-draw", tables=5, players=3, stacks=40, seed=12)
        rng = np.random.default_rng(1)
        out = vec.reset()
        seen = [out.observations.copy()]
        for _ in range(60):
            out = vec.step(random_actions(rng, out.masks))
            seen += [out.observations.copy(), out.rewards.copy(), out.dones.copy()]
        runs.append(seen)
    assert all(np.array_equal(a, b) for a, b in zip(*runs, strict=True))


def test_each_table_plays_the_hands_a_single_table_would() -> None:
    vec = VectorTables("stud", tables=3, players=4, stacks=30, seed=5)
    seeds = np.random.default_rng(5).integers(2**63, size=3).tolist()
    singles = [Table.make("stud", players=4, stacks=30, seed=s) for s in seeds]
    out = vec.reset()
    for single in singles:
        single.deal()
    rng = np.random.default_rng(2)
    finished = 0
    for _ in range(120):
        actions = random_actions(rng, out.masks)
        hands_before = [vec.table(t).hand for t in range(3)]
        out = vec.step(actions)
        for t, single in enumerate(singles):
            hand = single.hand
            single.space.apply(hand, int(actions[t]))
            assert hand.history == hands_before[t].history
            if out.dones[t]:
                finished += 1
                assert out.rewards[t].tolist() == list(hand.payoffs)
                assert sum(hand.payoffs) == 0
                single.deal()
            else:
                assert not out.rewards[t].any()
            # The row is the observation and mask of the seat to act at the table now.
            live: Hand = vec.table(t).hand
            assert out.actors[t] == live.actor
            assert np.array_equal(out.observations[t], vec.table(t).observe(live.actor))
            assert np.array_equal(out.masks[t], vec.table(t).space.mask(live))
    assert finished >= 3


def test_hands_over_at_the_deal_are_reported_and_dealt_again() -> None:
    # One chip a seat: the blinds put both all in, and each hand ends as it is dealt.
    vec = VectorTables("holdem", tables=3, players=2, stacks=1, seed=4)
    out = vec.reset()
    hands = [vec.table(t).hand for t in range(3)]
    assert out.dones.all() and (out.actors == -1).all()
    assert out.rewards.sum(axis=1).tolist() == [0, 0, 0] and (abs(out.rewards) <= 1).all()
    out = vec.step(np.full(3, -1))  # nothing to decide: the next hands are dealt
    assert out.dones.all() and all(vec.table(t).hand is not hands[t] for t in range(3))


def test_gymnasium_spaces_hold_what_step_returns() -> None:
    vec = VectorTables("badugi", tables=4, players=3, seed=2)
    out = vec.reset()
    assert vec.single_action_space.n == vec.action_size == out.masks.shape[1] == 19
    assert vec.single_observation_space.shape == (vec.observation_size,)
    assert vec.observation_space.contains(out.observations)
    rng = np.random.default_rng(0)
    actions = random_actions(rng, out.masks)
    assert vec.action_space.contains(actions)
    assert vec.observation_space.contains(vec.step(actions).observations)
