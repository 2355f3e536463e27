"""Environments for game-playing research: PettingZoo, OpenSpiel and a batched step.

Every game of the registry (and the mixes, such as ``"horse"``) through the APIs training
code already uses: :func:`pettingzoo_env` (an AEC environment), :class:`VectorTables` (many
tables stepped at once, numpy in and out) and :func:`register_openspiel` (pyspiel games
``pokerules_<name>``). The observation tensor, action space and masks are the same for all
three (:mod:`pokerules.envs.observation`, :mod:`pokerules.envs.actions`). PettingZoo and
OpenSpiel are imported only when asked for (the ``envs`` extra).

>>> from pokerules.envs import ActionSpace, Layout
>>> from pokerules import find_game
>>> Layout([find_game("holdem")], players=6).size, ActionSpace([find_game("holdem")]).size
(1454, 6)
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from pokerules.envs.actions import ActionSpace
from pokerules.envs.observation import PHASES, Layout, decode
from pokerules.envs.table import REWARD_UNITS, Table
from pokerules.envs.tracker import KINDS, Tracker
from pokerules.envs.vector import VectorTables
from pokerules.games import Game

if TYPE_CHECKING:
    from pokerules.envs.pettingzoo_aec import PokerulesAEC

__all__ = [
    "KINDS",
    "PHASES",
    "REWARD_UNITS",
    "ActionSpace",
    "Layout",
    "Table",
    "Tracker",
    "VectorTables",
    "decode",
    "pettingzoo_env",
    "register_openspiel",
]


def pettingzoo_env(
    game: str | Game = "holdem", players: int = 6, stacks: int | Sequence[int] = 200,
    seed: int | None = None, *, render_mode: str | None = None,
    reward_unit: str = "chips", raise_fractions: Sequence[float] = (), **game_options: Any,
) -> PokerulesAEC:  # fmt: skip
    """A PettingZoo AEC environment dealing ``game`` (a registry name, a mix such as
    ``"horse"``, or a :class:`~pokerules.games.Game`) to ``players`` seats of ``stacks`` chips,
    one hand an episode; ``game_options`` build the game (a bad one is an
    :class:`~pokerules.errors.InvalidGameError`). ``reward_unit`` is one of
    :data:`REWARD_UNITS` (net chips by default); ``raise_fractions`` adds no- and pot-limit
    raise sizes, as fractions of the pot, to the action space. See
    :mod:`pokerules.envs.pettingzoo_aec`."""
    from pokerules.envs.pettingzoo_aec import PokerulesAEC

    table = Table.make(game, players, stacks, seed, raise_fractions, reward_unit, **game_options)
    return PokerulesAEC(table, render_mode)


def register_openspiel() -> list[str]:
    """Register every game with pyspiel as ``pokerules_<name>`` (needs ``open_spiel``); returns
    the names registered. See :mod:`pokerules.envs.openspiel_game`."""
    from pokerules.envs.openspiel_game import register

    return register()
