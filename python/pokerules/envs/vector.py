"""Many tables stepped at once: numpy actions in, stacked observations, masks, rewards out.

:class:`VectorTables` keeps ``tables`` independent tables of one game (or rotation), each
seeded from the vector's seed, and a preallocated array for each output. :meth:`VectorTables.step`
takes one action per table, for the seat to act there, and returns the next seat to act's
observation and mask for every table; a table whose hand ended reports its rewards (every
seat's, in ``rewards[table]``) and its done flag, and deals its next hand at once (unless
``auto_reset=False``, when it waits for :meth:`VectorTables.reset`).

>>> import numpy as np
>>> vec = VectorTables("triple-draw", tables=4, players=3, seed=1)
>>> first = vec.reset()
>>> first.observations.shape, first.masks.shape, first.actors.tolist()
((4, 881), (4, 35), [0, 0, 0, 0])
>>> out = vec.step(np.ones(4, dtype=np.int64))  # everyone calls
>>> out.actors.tolist(), out.dones.tolist(), out.rewards.shape
([1, 1, 1, 1], [False, False, False, False], (4, 3))
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, NamedTuple

import numpy as np
import numpy.typing as npt

from pokerules.envs.table import Table
from pokerules.errors import IllegalActionError, InvalidArgumentError
from pokerules.games import Game
from pokerules.validate import as_flag, as_int

__all__ = ["VectorStep", "VectorTables"]


class VectorStep(NamedTuple):
    """What :meth:`VectorTables.step` returns, one row per table."""

    observations: npt.NDArray[np.float32]
    """``(tables, size)``: the observation of the seat to act (zeros for a finished table)."""
    masks: npt.NDArray[np.int8]
    """``(tables, actions)``: its legal actions."""
    actors: npt.NDArray[np.int64]
    """``(tables,)``: the seat to act, -1 for a finished table."""
    rewards: npt.NDArray[np.float32]
    """``(tables, players)``: each seat's result of the hands that ended in this step (a hand
    ended by the action, and one over as soon as it was dealt), else 0."""
    dones: npt.NDArray[np.bool_]
    """``(tables,)``: whether a hand ended at the table in this step."""


class VectorTables:
    """``tables`` tables of ``game`` (a name, a mix or a :class:`~pokerules.games.Game`) with
    ``players`` seats of ``stacks`` chips each, stepped together; ``seed`` seeds them all
    (table ``i`` from the ``i``-th draw of a generator seeded with it). ``options`` are the
    game's, ``raise_fractions`` and ``reward_unit`` as for
    :func:`~pokerules.envs.pettingzoo_env`."""

    __slots__ = ("_actors", "_masks", "_obs", "_rewards", "_tables", "auto_reset", "tables")

    def __init__(
        self, game: str | Game, tables: int = 64, players: int = 6,
        stacks: int | Sequence[int] = 200, seed: int | None = None, *,
        raise_fractions: Sequence[float] = (), reward_unit: str = "chips",
        auto_reset: bool = True, **options: Any,
    ) -> None:  # fmt: skip
        self.tables = as_int(tables, "tables", low=1, high=1_000_000)
        self.auto_reset = as_flag(auto_reset, "auto_reset")
        if seed is not None:
            seed = as_int(seed, "seed", low=0)
        seeds = np.random.default_rng(seed).integers(2**63, size=self.tables).tolist()
        first = Table.make(game, players, stacks, seeds[0], raise_fractions, reward_unit, **options)
        self._tables = [first] + [
            Table(first.games, first.players, first.stacks, s, raise_fractions, reward_unit)
            for s in seeds[1:]
        ]
        self._obs = np.zeros((self.tables, first.layout.size), dtype=np.float32)
        self._masks = np.zeros((self.tables, first.space.size), dtype=np.int8)
        self._actors = np.full(self.tables, -1, dtype=np.int64)
        self._rewards = np.zeros((self.tables, first.players), dtype=np.float32)

    @property
    def action_size(self) -> int:
        """How many actions the space has."""
        return self._tables[0].space.size

    @property
    def observation_size(self) -> int:
        """The length of one observation."""
        return self._tables[0].layout.size

    @property
    def single_observation_space(self) -> Any:
        """One table's observation as a Gymnasium space (``Box``), as Gymnasium's vector
        environments name it (needs gymnasium)."""
        from gymnasium import spaces

        size = self.observation_size
        return spaces.Box(np.float32(0), np.float32(np.inf), (size,), np.float32)

    @property
    def single_action_space(self) -> Any:
        """One table's actions as a Gymnasium space (``Discrete``)."""
        from gymnasium import spaces

        return spaces.Discrete(self.action_size)

    @property
    def observation_space(self) -> Any:
        """The batch's observations as a Gymnasium space: ``Box`` of ``(tables, size)``."""
        from gymnasium import spaces

        shape = (self.tables, self.observation_size)
        return spaces.Box(np.float32(0), np.float32(np.inf), shape, np.float32)

    @property
    def action_space(self) -> Any:
        """The batch's actions as a Gymnasium space: ``MultiDiscrete``, one per table."""
        from gymnasium import spaces

        return spaces.MultiDiscrete([self.action_size] * self.tables)

    def table(self, index: int) -> Table:
        """Table ``index`` itself (its live hand is ``table(index).hand``)."""
        return self._tables[as_int(index, "table", low=0, high=self.tables - 1)]

    def reset(self) -> VectorStep:
        """Deal a new hand at every table."""
        dones = np.zeros(self.tables, dtype=np.bool_)
        self._rewards[:] = 0
        for t, table in enumerate(self._tables):
            self._deal(t, table, dones)
            self._look(t, table)
        return self._out(dones)

    def step(self, actions: npt.ArrayLike) -> VectorStep:
        """One action per table for its seat to act (-1 for a finished table that waits for
        :meth:`reset`). The whole batch is checked before any table moves: a bad shape, an
        action outside the space or a masked one is a
        :class:`~pokerules.errors.PokerulesError` naming the table."""
        chosen = self._checked(actions)
        dones = np.zeros(self.tables, dtype=np.bool_)
        self._rewards[:] = 0
        for t, table in enumerate(self._tables):
            action = int(chosen[t])
            hand = table.hand
            if action >= 0:
                table.space.apply(hand, action, self._masks[t])  # checked with the batch
                if hand.is_over:
                    dones[t] = True
                    self._rewards[t] += table.rewards()
            elif not self.auto_reset:
                continue
            if hand.is_over and self.auto_reset:
                self._deal(t, table, dones)
            self._look(t, table)
        return self._out(dones)

    def _deal(self, t: int, table: Table, dones: npt.NDArray[np.bool_]) -> None:
        """Deal table ``t``'s next hand; one over at the deal (stacks short of the forced
        bets) is reported at once, and the next step (with -1) deals again."""
        table.deal()
        if table.hand.is_over:
            dones[t] = True
            self._rewards[t] += table.rewards()

    def _look(self, t: int, table: Table) -> None:
        """Fill row ``t`` with the seat to act's observation and mask."""
        hand, obs = table.hand, self._obs[t]
        actor = hand.actor
        if actor is None:
            self._actors[t] = -1
            self._masks[t] = 0
            obs.fill(0)
            return
        self._actors[t] = actor
        # The encoder writes every entry of the row.
        table.layout.encode(hand, actor, table.tracker, table.game_index, out=obs)
        self._masks[t] = table.space.shared_mask(hand)

    def _out(self, dones: npt.NDArray[np.bool_]) -> VectorStep:
        return VectorStep(
            self._obs.copy(), self._masks.copy(), self._actors.copy(), self._rewards.copy(), dones
        )

    def _checked(self, actions: npt.ArrayLike) -> npt.NDArray[np.int64]:
        array = np.asarray(actions)
        if array.shape != (self.tables,) or not np.issubdtype(array.dtype, np.integer):
            raise InvalidArgumentError(
                f"step takes one integer action per table, shape ({self.tables},), not "
                f"{array.dtype} of shape {array.shape}"
            )
        size = self.action_size
        for t in np.flatnonzero((array < -1) | (array >= size)):
            raise InvalidArgumentError(
                f"table {t}: an action is an integer from 0 to {size - 1}, not {array[t]}"
            )
        finished = self._actors < 0
        for t in np.flatnonzero(finished & (array != -1)):
            raise IllegalActionError(
                f"table {t}: its hand is over; give -1 until reset() deals the next, not {array[t]}"
            )
        for t in np.flatnonzero(~finished & (array == -1)):
            raise IllegalActionError(
                f"table {t}: seat {self._actors[t]} is to act; -1 is no action"
            )
        rows = np.flatnonzero(~finished)
        for t in rows[self._masks[rows, array[rows]] == 0]:
            table = self._tables[t]
            raise IllegalActionError(f"table {t}: {table.space.refusal(table.hand, int(array[t]))}")
        return array.astype(np.int64)
