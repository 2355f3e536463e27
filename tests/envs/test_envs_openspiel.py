"""OpenSpiel's own random simulation test on every game, and the tensors of part one."""

from __future__ import annotations

import numpy as np
import pytest
from pokerules.games import game_names

pyspiel = pytest.importorskip("pyspiel")
from pokerules.envs import Table, register_openspiel  # noqa: E402
from pokerules.errors import (  # noqa: E402
    IllegalActionError,
    InvalidArgumentError,
    InvalidGameError,
)

NAMES = register_openspiel()


def test_every_game_is_registered() -> None:
    assert ["pokerules_" + name.replace("-", "_") for name in game_names()] == NAMES
    registered = set(pyspiel.registered_names())
    assert set(NAMES) <= registered


@pytest.mark.parametrize("players", [2, 3, 6])
@pytest.mark.parametrize("name", NAMES)
def test_random_sim_test(name: str, players: int) -> None:
    game = pyspiel.load_game(name, {"players": players, "stacks": 40})
    pyspiel.random_sim_test(game, num_sims=2, serialize=False, verbose=False)


def test_chance_deals_and_tensors_match_the_environment() -> None:
    game = pyspiel.load_game("pokerules_triple_draw", {"players": 2, "capped_heads_up": True})
    state = game.new_initial_state()
    rng = np.random.default_rng(3)
    while state.is_chance_node():
        outcomes = state.chance_outcomes()
        assert sum(p for _, p in outcomes) == pytest.approx(1.0)
        state.apply_action(int(rng.choice([a for a, _ in outcomes])))
    hand = state.hand
    # The engine dealt from chance's deck: every card held is one chance chose.
    assert {int(c) for seat in (0, 1) for c in hand.cards(seat)} <= set(state.deck)
    table = Table.make("triple-draw", players=2)
    table.hand = hand
    while not state.is_terminal():
        player = state.current_player()
        tensor = np.asarray(state.information_state_tensor(player), dtype=np.float32)
        assert np.array_equal(tensor, table.observe(player))
        clone = state.clone()
        assert clone.hand is not hand and clone.hand.history == hand.history
        state.apply_action(int(rng.choice(state.legal_actions())))
    assert sum(state.returns()) == 0
    assert state.returns() == [float(p) for p in hand.payoffs]


@pytest.mark.parametrize("name", ["pokerules_stud", "pokerules_triple_draw", "pokerules_omaha"])
def test_information_strings_hold_no_hidden_card(name: str) -> None:
    game = pyspiel.load_game(name, {"players": 2, "stacks": 40})
    rng = np.random.default_rng(8)
    for _ in range(3):
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                state.apply_action(int(rng.choice([a for a, _ in state.chance_outcomes()])))
                continue
            hand = state.hand
            for player in (0, 1):
                other = 1 - player
                hidden = [
                    c for c, up in zip(hand.cards(other), hand.face_up(other), strict=True)
                    if not up
                ]  # fmt: skip
                for text in (
                    state.information_state_string(player),
                    state.observation_string(player),
                ):
                    assert not any(repr(c) in text or str(c) in text for c in hidden)
            state.apply_action(int(rng.choice(state.legal_actions())))


def test_bad_parameters_and_actions_are_refused() -> None:
    with pytest.raises(InvalidGameError, match="pokerules_razz seats 2 to 8 players, not 9"):
        pyspiel.load_game("pokerules_razz", {"players": 9})
    with pytest.raises(InvalidArgumentError, match="stacks is at least 1 chip, not 0"):
        pyspiel.load_game("pokerules_razz", {"stacks": 0})
    game = pyspiel.load_game("pokerules_holdem", {"players": 2})
    state = game.new_initial_state()
    while state.is_chance_node():
        state.apply_action(state.chance_outcomes()[0][0])
    state.apply_action(1)  # the button calls: the big blind may check, so not fold
    assert 0 not in state.legal_actions()
    before = state.hand.snapshot()
    with pytest.raises(IllegalActionError, match=r"action 0 \(fold\) is not legal now"):
        state.apply_action(0)
    assert state.hand.snapshot() == before


@pytest.mark.parametrize(
    ("name", "players"),
    [("pokerules_holdem", 6), ("pokerules_triple_draw", 3), ("pokerules_stud", 2)],
)
def test_python_fast_paths_answer_as_pyspiel_does(name: str, players: int) -> None:
    # The state answers is_chance_node, legal_actions and the tensors in Python; pyspiel's
    # own (the C++ State's, calling back into the state) must say the same everywhere.
    game = pyspiel.load_game(name, {"players": players, "stacks": 40})
    rng = np.random.default_rng(11)
    base = pyspiel.State
    for _ in range(3):
        state = game.new_initial_state()
        while True:
            assert state.is_chance_node() == base.is_chance_node(state)
            assert state.is_terminal() == base.is_terminal(state)
            assert state.legal_actions() == base.legal_actions(state)
            for player in range(players):
                assert state.legal_actions(player) == base.legal_actions(state, player)
                for mine, theirs in (
                    (state.observation_tensor, base.observation_tensor),
                    (state.information_state_tensor, base.information_state_tensor),
                ):
                    tensor = mine(player)
                    assert type(tensor) is list and tensor == theirs(state, player)
            if state.is_terminal():
                break
            if not state.is_chance_node():
                assert state.observation_tensor() == base.observation_tensor(state)
                assert state.is_terminal() == state.hand.is_over
            state.apply_action(int(rng.choice(state.legal_actions())))
        for call in (state.observation_tensor, state.information_state_tensor):
            with pytest.raises(pyspiel.SpielError, match="player >= 0"):
                call()  # no seat to act: pyspiel's own error
        with pytest.raises(pyspiel.SpielError, match="player < "):
            state.observation_tensor(players)
    with pytest.raises(pyspiel.SpielError, match="pseudo-player -1"):
        state = game.new_initial_state()
        while state.is_chance_node():
            state.apply_action(state.chance_outcomes()[0][0])
        state.legal_actions(-1)


def test_a_clone_replays_the_decisions(monkeypatch: pytest.MonkeyPatch) -> None:
    import copy

    from pokerules.engine.hand import Hand

    def refuse(self: Hand, memo: object) -> Hand:
        raise AssertionError("a clone deep-copied the engine")

    monkeypatch.setattr(Hand, "__deepcopy__", refuse, raising=False)
    game = pyspiel.load_game("pokerules_razz", {"players": 3})
    state = game.new_initial_state()
    rng = np.random.default_rng(5)
    while not state.is_terminal():
        for clone in (state.clone(), copy.deepcopy(state)):
            assert clone.history() == state.history()
            assert clone.deck == state.deck and clone.deck is not state.deck
            if state.hand is not None:
                assert clone.hand is not state.hand and clone.hand.history == state.hand.history
                assert clone.observation_tensor(0) == state.observation_tensor(0)
            assert clone.legal_actions() == state.legal_actions()
        state.apply_action(int(rng.choice(state.legal_actions())))


@pytest.mark.parametrize("name", ["pokerules_holdem", "pokerules_triple_draw", "pokerules_stud"])
def test_states_serialise_and_pickle_mid_hand(name: str) -> None:
    import pickle

    game = pyspiel.load_game(name, {"players": 3, "stacks": 40})
    pyspiel.random_sim_test(game, num_sims=2, serialize=True, verbose=False)
    state, rng = game.new_initial_state(), np.random.default_rng(4)
    while not state.is_terminal():
        if state.is_chance_node():
            state.apply_action(int(rng.choice([a for a, _ in state.chance_outcomes()])))
            continue
        # A pickled copy (its tracker rebuilt from the records) sees what the state sees, now
        # and after the same action.
        copy = pickle.loads(pickle.dumps(state))
        for player in range(3):
            assert copy.observation_tensor(player) == state.observation_tensor(player)
        action = int(rng.choice(state.legal_actions()))
        state.apply_action(action)
        copy.apply_action(action)
        assert copy.history() == state.history()
        for player in range(3):
            assert copy.observation_tensor(player) == state.observation_tensor(player)
