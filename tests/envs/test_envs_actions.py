"""The mask is the engine's legality, both ways; seeded episodes are Hand play; bad input is
refused with a PokerulesError."""

from __future__ import annotations

from math import comb

import numpy as np
import pytest
from envs_helpers import play_hands, random_action
from pokerules import Hand
from pokerules.envs import Table, VectorTables, pettingzoo_env
from pokerules.envs.table import hand_seed
from pokerules.errors import IllegalActionError, InvalidArgumentError, InvalidGameError
from pokerules.games import game_names


def _copy(hand: Hand) -> Hand:
    return Hand.replay(hand.setup, hand.decisions())


# Every game, the mix, and the options that add actions: declarations, stud's open-pair big
# bet, extra no-limit raise sizes.
OPTIONS = [(name, {}) for name in [*game_names(), "horse"]] + [
    ("triple-draw", {"declare_hands": True}),
    ("stud", {"open_pair_big_bet": True}),
    ("nl-draw", {"raise_fractions": [0.33, 2.5]}),
    ("8-game", {}),  # no limit, pot limit, fixed limit, draw and stud in one action space
]


@pytest.mark.parametrize(("game", "options"), OPTIONS)
def test_masked_actions_are_the_legal_ones(game: str, options: dict) -> None:  # type: ignore[type-arg]
    table = Table.make(game, players=3, stacks=80, seed=4, **options)
    space = table.space
    offered = set()
    added = {"declare_hands": {"declare", "concede"}, "open_pair_big_bet": {"raise big bet"}}
    wanted = set().union(*(added.get(option, set()) for option in options))
    # The options' actions are rarer (a showdown, an open pair): hands until they come up.
    hands = 24 if game == "8-game" else 300 if wanted else 3  # 8-game: an orbit of each game
    for hand in play_hands(table, hands=hands, seed=2):
        if wanted and wanted <= offered:
            break
        mask = space.mask(hand)
        offered |= {space.names[a] for a in np.flatnonzero(mask)}
        # Every masked action is accepted by the engine (on a copy of the hand) ...
        for action in np.flatnonzero(mask):
            space.apply(_copy(hand), int(action))
        # ... every masked-out one is refused, and changes nothing.
        before = hand.snapshot()
        for action in np.flatnonzero(mask == 0)[:6]:
            with pytest.raises(IllegalActionError):
                space.apply(hand, int(action))
        assert hand.snapshot() == before
        # Every choice the engine offers has its action.
        if hand.phase == "betting":
            legal = hand.legal_actions()
            assert mask[0] == legal.fold
            assert mask[1] == (legal.check or legal.call > 0)
            raises = [a for a, name in enumerate(space.names) if name.startswith(("raise", "all"))]
            assert mask[raises].any() == (legal.raise_kind is not None)
            if legal.bring_in:
                assert mask[space.names.index("bring in")]
            if legal.complete_to:
                assert mask[space.names.index("complete")]
        elif hand.phase == "draw":
            held = len(hand.cards(hand.actor))
            ways = sum(comb(held, k) for k in range(hand.draw_limit + 1))
            assert mask.sum() == ways
        elif hand.phase == "roll":
            assert mask.sum() == hand.face_up(hand.actor).count(False)
        elif hand.phase == "declare":
            assert [space.names[a] for a in np.flatnonzero(mask)] == ["declare", "concede"]
    assert wanted <= offered  # the options' actions came up, and worked


def test_no_limit_raise_sizes() -> None:
    table = Table.make("holdem", players=3, stacks=200, seed=1, raise_fractions=[0.75, 3])
    hand = table.deal()  # seat 0 faces the big blind of 2, pot 3
    names = table.space.names
    params = {"raise min": -1, "raise half pot": 0.5, "raise pot": 1.0, "all-in": -2,
              "raise 0.75 pot": 0.75, "raise 3 pot": 3.0}  # fmt: skip
    assert set(params) <= set(names)
    sizes = {name: table.space.raise_to(hand, x) for name, x in params.items()}
    # The pot after a call is 3 + 2 = 5: half of it is 2 over the bet of 2 (below the minimum
    # of 4, so 4), the pot raise is to 2 + 5 = 7, three pots to 17.
    assert sizes == {
        "raise min": 4, "raise half pot": 4, "raise pot": 7, "all-in": 200,
        "raise 0.75 pot": 5, "raise 3 pot": 17,
    }  # fmt: skip


@pytest.mark.parametrize("game", ["triple-draw", "stud", "holdem", "dead-deuce", "badugi"])
def test_seeded_episodes_are_hand_play(game: str) -> None:
    env = pettingzoo_env(game, players=4, stacks=50, seed=None)
    env.reset(seed=77)
    rng = np.random.default_rng(5)
    actions = []
    while not env.unwrapped.hand.is_over:
        action = random_action(rng, env.observe(env.agent_selection)["action_mask"])
        actions.append(action)
        env.step(action)
    # The same hand by hand: the first hand after seeding 77 has the seed hand_seed(77, 0).
    hand = Hand(game, [50] * 4, button=0, seed=hand_seed(77, 0))
    for action in actions:
        env.unwrapped.table.space.apply(hand, action)
    assert hand.history == env.unwrapped.hand.history
    # And the engine's own replay of the env's hand agrees.
    played = env.unwrapped.hand
    assert Hand.replay(played.setup, played.decisions()).history == played.history


def test_bad_input_is_refused() -> None:
    env = pettingzoo_env("triple-draw", players=3, seed=1)
    env.reset()
    before = env.unwrapped.hand.snapshot()
    for bad in (-1, 35, 1.5, "1", None):
        with pytest.raises(InvalidArgumentError, match="an action is an integer from 0 to 34"):
            env.step(bad)
    with pytest.raises(IllegalActionError, match=r"action 3 \(discard 0b00000\) is not legal"):
        env.step(3)
    assert env.unwrapped.hand.snapshot() == before
    env.step(0), env.step(0)  # two folds end the hand
    with pytest.raises(InvalidArgumentError, match="hand is over: step it with None"):
        env.step(1)
    with pytest.raises(InvalidGameError, match="triple-draw"):
        pettingzoo_env("triple-draw", bets=(0,))
    with pytest.raises(InvalidGameError, match="unknown game"):
        pettingzoo_env("chess")
    with pytest.raises(InvalidGameError, match="seats 2 to 6 players, not 7"):
        pettingzoo_env("triple-draw", players=7)
    with pytest.raises(InvalidGameError, match="HORSE is a mix"):
        pettingzoo_env("horse", ante=1)
    with pytest.raises(InvalidGameError, match="raise_fractions"):
        pettingzoo_env("holdem", raise_fractions=[-1])
    with pytest.raises(InvalidArgumentError, match="reward_unit"):
        pettingzoo_env("holdem", reward_unit="dollars")
    with pytest.raises(InvalidArgumentError, match="render_mode"):
        pettingzoo_env("holdem", render_mode="human")
    for seed in (-1, "7", 2.5, 2**64):
        with pytest.raises(InvalidArgumentError, match="seed"):
            pettingzoo_env("holdem", seed=seed)
        with pytest.raises(InvalidArgumentError, match="seed"):
            env.reset(seed=seed)
        with pytest.raises(InvalidArgumentError, match="seed"):
            hand_seed(seed, 0)
    with pytest.raises(InvalidArgumentError, match="k must be at least 0"):
        hand_seed(1, -1)
    table = Table.make("holdem", players=2, seed=1)
    table.deal()
    table.play(1)  # the button calls: the big blind may check, and folding is no choice
    before = table.hand.snapshot()
    with pytest.raises(InvalidArgumentError, match="an action is an integer from 0 to 5"):
        table.play(9)
    assert not table.mask(table.hand.actor)[0]
    with pytest.raises(IllegalActionError, match=r"action 0 \(fold\) is not legal now"):
        table.play(0)
    assert table.hand.snapshot() == before
    with pytest.raises(InvalidArgumentError, match="stacks lists 2 stacks for 3 players"):
        pettingzoo_env("holdem", players=3, stacks=[100, 100])
    with pytest.raises(InvalidArgumentError, match="stack"):
        pettingzoo_env("holdem", players=2, stacks=0)


def test_vector_tables_refuse_bad_arguments() -> None:
    for bad in ({"seed": -3}, {"tables": 0}, {"players": 1}, {"auto_reset": "yes"}):
        with pytest.raises(InvalidArgumentError):
            VectorTables("holdem", **bad)
    with pytest.raises(InvalidGameError, match="unknown game"):
        VectorTables("chess")


def test_vector_tables_refuse_a_bad_batch_whole() -> None:
    vec = VectorTables("holdem", tables=3, players=2, seed=1, auto_reset=False)
    vec.reset()
    before = [vec.table(t).hand.snapshot() for t in range(3)]
    with pytest.raises(InvalidArgumentError, match=r"shape \(3,\)"):
        vec.step([1, 1])
    with pytest.raises(InvalidArgumentError, match="table 2: an action is an integer"):
        vec.step([1, 1, 99])
    with pytest.raises(IllegalActionError, match="table 1: seat 0 is to act; -1 is no action"):
        vec.step([1, -1, 1])
    assert [vec.table(t).hand.snapshot() for t in range(3)] == before
    out = vec.step([0, 1, 1])  # table 0's button folds: that hand is over
    assert out.dones.tolist() == [True, False, False] and out.actors[0] == -1
    assert out.rewards[0].tolist() == [-1.0, 1.0]
    with pytest.raises(IllegalActionError, match="table 0: its hand is over"):
        vec.step([1, 1, 1])
