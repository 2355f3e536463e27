"""The PettingZoo AEC environment: one hand of any game per episode, turn by turn.

Agents are ``player_0`` .. ``player_{n-1}``, one per seat. Each observation is a dict: the
``observation`` tensor of :mod:`pokerules.envs.observation` and the ``action_mask`` of
:mod:`pokerules.envs.actions` (all 0 for an agent not to act). Rewards are zero until the
hand ends, then each seat's net chips (or big blinds, or all-in adjusted: see
:data:`~pokerules.envs.table.REWARD_UNITS`). ``env.unwrapped.hand`` is the live
:class:`~pokerules.engine.hand.Hand`. Needs the ``envs`` extra (pettingzoo, gymnasium).

>>> from pokerules.envs import pettingzoo_env
>>> env = pettingzoo_env("triple-draw", players=3, stacks=100, seed=7)
>>> env.reset(seed=7)
>>> env.agent_selection, env.observe("player_0")["observation"].shape
('player_0', (881,))
>>> env.step(1)  # check/call
>>> env.agent_selection, env.unwrapped.hand.history[-1]
('player_1', Call(seat=0, added=2, all_in=False))
"""

from __future__ import annotations

from typing import Any, ClassVar

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv

from pokerules.engine.hand import Hand
from pokerules.envs.table import Table
from pokerules.errors import InvalidArgumentError

__all__ = ["PokerulesAEC"]


class PokerulesAEC(AECEnv):  # type: ignore[misc]
    """A PettingZoo ``AECEnv`` over a :class:`~pokerules.envs.table.Table`: one hand an
    episode. Build it with :func:`pokerules.envs.pettingzoo_env`."""

    metadata: ClassVar[dict[str, Any]] = {
        "render_modes": ["ansi"],
        "name": "pokerules_v0",
        "is_parallelizable": False,
    }

    def __init__(self, table: Table, render_mode: str | None = None) -> None:
        super().__init__()
        if render_mode not in (None, "ansi"):
            raise InvalidArgumentError(f'render_mode is "ansi" or None, not {render_mode!r:.40}')
        self.render_mode = render_mode
        self.table = table
        self.possible_agents = [f"player_{seat}" for seat in range(table.players)]
        self._seat = {agent: seat for seat, agent in enumerate(self.possible_agents)}
        observation = spaces.Dict(
            {
                "observation": spaces.Box(
                    np.float32(0), np.float32(np.inf), (table.layout.size,), np.float32
                ),
                "action_mask": spaces.Box(0, 1, (table.space.size,), np.int8),
            }
        )
        self.observation_spaces = {a: observation for a in self.possible_agents}
        self.action_spaces = {a: spaces.Discrete(table.space.size) for a in self.possible_agents}

    @property
    def hand(self) -> Hand:
        """The live hand."""
        return self.table.hand

    def observation_space(self, agent: str) -> spaces.Space[Any]:
        """The observation space of ``agent`` (the same for every agent)."""
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space[Any]:
        """The action space of ``agent``: ``Discrete`` over the game's actions."""
        return self.action_spaces[agent]

    def observe(self, agent: str) -> dict[str, np.ndarray[Any, Any]]:
        """What ``agent`` sees now, and its legal actions."""
        seat = self._seat[agent]
        return {"observation": self.table.observe(seat), "action_mask": self.table.mask(seat)}

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        """Deal a new hand; ``seed`` restarts the table's stream of hands."""
        if seed is not None:
            self.table.reseed(seed)
        self.agents = self.possible_agents[:]
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos: dict[str, dict[str, Any]] = {a: {} for a in self.agents}
        hand = self.table.deal()
        self._next(hand)

    def step(self, action: Any) -> None:
        """Play ``action`` for the agent to act (``None`` for an agent whose hand is over);
        an action out of the space or masked out raises a
        :class:`~pokerules.errors.PokerulesError` and changes nothing."""
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            if action is not None:
                raise InvalidArgumentError(
                    f"{agent}'s hand is over: step it with None, not {action!r:.40}"
                )
            self._was_dead_step(action)
            return
        table = self.table
        table.play(action)
        self._cumulative_rewards[agent] = 0.0
        self._next(table.hand)

    def _next(self, hand: Hand) -> None:
        # Rewards stay zero (as reset() set them) until the hand ends: nothing to accumulate.
        if hand.is_over:
            rewards = self.table.rewards()
            self.rewards = {a: float(rewards[s]) for a, s in self._seat.items()}
            self.terminations = dict.fromkeys(self.agents, True)
            if getattr(self, "agent_selection", None) not in self.agents:
                self.agent_selection = self.agents[0]
            self._accumulate_rewards()
        else:
            self.agent_selection = self.possible_agents[hand.actor]  # type: ignore[index]

    def _was_dead_step(self, action: Any) -> None:
        # PettingZoo's own, for a hand that ends every agent at once: each dead step drops the
        # agent and selects the first left (no search for the dead among live agents).
        agent = self.agent_selection
        for table in (self.terminations, self.truncations, self.rewards, self.infos):
            del table[agent]
        del self._cumulative_rewards[agent]
        self.agents.remove(agent)
        skipped: str | None = getattr(self, "_skip_agent_selection", None)
        if self.agents:
            self._skip_agent_selection = agent if skipped is None else skipped
            self.agent_selection = self.agents[0]
        else:
            if skipped is not None:
                self.agent_selection = skipped
            self._skip_agent_selection = None  # type: ignore[assignment]  # as PettingZoo does
        self._clear_rewards()

    def render(self) -> str | None:
        """The table in text (``render_mode="ansi"``): the game, board, pot, each seat's
        chips and face-up cards, and who is to act; no hidden card is shown."""
        if self.render_mode is None:
            return None
        return _text(self.table.hand)

    def close(self) -> None:
        """Nothing to release."""


def _text(hand: Hand) -> str:
    board = " ".join(str(c) for c in hand.board)
    lines = [
        f"{hand.game.title} | {hand.phase} | pot {hand.pot_total}"
        + (f" | board {board}" if board else "")
    ]
    for seat in range(hand.n):
        up = " ".join(str(c) for c in hand.exposed(seat))
        mark = ">" if hand.actor == seat else " "
        state = (
            "folded"
            if hand.folded(seat)
            else f"{hand.stacks[seat]} chips, bet {hand.round_bets[seat]}"
        )
        lines.append(f"{mark} player_{seat}: {state}" + (f" | up {up}" if up else ""))
    return "\n".join(lines)
