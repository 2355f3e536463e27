"""One seat-by-seat table that deals hand after hand: the engine behind every environment.

A :class:`Table` holds the game (or rotation), its :class:`~pokerules.envs.actions.ActionSpace`
and observation :class:`~pokerules.envs.observation.Layout`, and the live
:class:`~pokerules.engine.hand.Hand`. Hand ``k`` after a seeding gets the seed
:func:`hand_seed` ``(seed, k)`` and the button ``k % players``, so the same seed deals the same
hands on any machine; each hand starts from the table's stacks (an episode is one hand).

>>> table = Table.make("holdem", players=3, stacks=200, seed=5)
>>> table.deal().actor, table.hand.button, table.space.names[table.space.mask(table.hand).argmax()]
(0, 0, 'fold')
>>> table.hand.legal_actions().call
2
"""

from __future__ import annotations

import secrets
from collections.abc import Sequence
from typing import Any

import numpy as np
import numpy.typing as npt

from pokerules.engine.allin import allin_adjusted
from pokerules.engine.hand import Hand
from pokerules.envs.actions import ActionSpace
from pokerules.envs.observation import Layout
from pokerules.envs.tracker import Tracker
from pokerules.errors import InvalidArgumentError, InvalidGameError
from pokerules.games import Game, find_game
from pokerules.records import Record
from pokerules.session.rotation import Rotation, find_mix
from pokerules.validate import as_int

__all__ = ["REWARD_UNITS", "Table", "hand_seed"]

_BITS64 = (1 << 64) - 1


def hand_seed(seed: int, k: int) -> int:
    """The seed of hand ``k`` (from 0) of a table seeded with ``seed``: SplitMix64's output for
    the ``k``-th step from ``seed``, shifted right one bit (so below 2**63). A few integer
    operations, where a new generator per seeding cost microseconds (environments reseed every
    episode).

    >>> hand_seed(0, 0) == 0xE220A8397B1DCDAF >> 1  # SplitMix64's first output from 0
    True
    >>> hand_seed(0, 0), hand_seed(0, 1) != hand_seed(1, 0)
    (8147104208329303767, True)
    """
    return _mixed(as_int(seed, "seed", low=0, high=_BITS64), as_int(k, "k", low=0))


def _mixed(seed: int, k: int) -> int:
    z = (seed + (k + 1) * 0x9E3779B97F4A7C15) & _BITS64
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _BITS64
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _BITS64
    return (z ^ (z >> 31)) >> 1


REWARD_UNITS = ("chips", "big_blinds", "allin_adjusted", "allin_adjusted_big_blinds")
"""How rewards are counted: net chips, or chips divided by the big blind (the first round's
bet in a game without blinds); the ``allin_adjusted`` ones pay a hand whose betting closed on
an all-in before the last card or draw by the seats' equity then
(:func:`~pokerules.engine.allin.allin_adjusted`, seeded by the hand's seed), which keeps the
expectation and takes out the luck of the cards to come."""


class Table:
    """A table of ``players`` dealing ``games`` in turn (one game, or a rotation changing
    every orbit), each hand from ``stacks``.

    Use :meth:`make` to build one from names and options, with every input checked.
    """

    __slots__ = (
        "_mask", "_mask_key", "_seed", "deals", "game_index", "games", "hand", "layout",
        "players", "space", "stacks", "tracker", "unit",
    )  # fmt: skip

    def __init__(
        self, games: Sequence[Game], players: int, stacks: tuple[int, ...], seed: int | None,
        raise_fractions: Sequence[float] = (), reward_unit: str = "chips",
    ) -> None:  # fmt: skip
        self.games = tuple(games)
        self.players = players
        self.stacks = stacks
        self.space = ActionSpace(games, raise_fractions)
        self.layout = Layout(games, players)
        if reward_unit not in REWARD_UNITS:
            raise InvalidArgumentError(
                f"reward_unit is one of {', '.join(REWARD_UNITS)}, not {reward_unit!r:.40}"
            )
        self.unit = reward_unit
        self._seed = 0
        self.deals = 0
        self.reseed(seed)
        self.game_index = 0
        self.hand: Hand = None  # type: ignore[assignment]  # dealt by deal()
        self.tracker: Tracker = self.layout.tracker()
        self._mask_key: tuple[Hand, int] | None = None
        self._mask = np.zeros(self.space.size, dtype=np.int8)

    @classmethod
    def make(
        cls, game: str | Game, players: int = 6, stacks: int | Sequence[int] = 200,
        seed: int | None = None, raise_fractions: Sequence[float] = (),
        reward_unit: str = "chips", **options: Any,
    ) -> Table:  # fmt: skip
        """A table of a game or mix by name (``"triple-draw"``, ``"horse"``) with its
        ``options``; a bad name, option or table size is an
        :class:`~pokerules.errors.InvalidGameError`, a bad count an
        :class:`~pokerules.errors.InvalidArgumentError`."""
        games = _games(game, options)
        players = as_int(players, "players", low=2, high=10)
        for g in games:
            if not g.min_players <= players <= g.max_players:
                raise InvalidGameError(
                    f"{g.name} seats {g.min_players} to {g.max_players} players, not {players}"
                )
        if isinstance(stacks, int | np.integer):
            stacks = [int(stacks)] * players
        chips = tuple(as_int(s, "a stack", low=1) for s in stacks)
        if len(chips) != players:
            raise InvalidArgumentError(f"stacks lists {len(chips)} stacks for {players} players")
        return cls(games, players, chips, seed, raise_fractions, reward_unit)

    def reseed(self, seed: int | None) -> None:
        """Start the table's stream of hands again from ``seed`` (0 to 2**64 - 1; ``None``
        for one from the system's entropy): the first deal, button 0."""
        if seed is None:
            self._seed = secrets.randbits(64)
        else:
            self._seed = as_int(seed, "seed", low=0, high=_BITS64)
        self.deals = 0

    def deal(self) -> Hand:
        """Deal the next hand: its seed :func:`hand_seed`, the button moving one seat a hand,
        the rotation's game changing every orbit."""
        n, k = self.players, self.deals
        self.game_index = (k // n) % len(self.games)
        game = self.games[self.game_index]
        self.hand = Hand(game, self.stacks, button=k % n, seed=_mixed(self._seed, k))
        self.tracker = self.layout.tracker()
        self.deals += 1
        return self.hand

    def observe(self, seat: int) -> npt.NDArray[np.float32]:
        """``seat``'s observation of the live hand."""
        return self.layout.encode(self.hand, seat, self.tracker, self.game_index)

    def mask(self, seat: int) -> npt.NDArray[np.int8]:
        """The legal actions of ``seat``: the space's mask when it is to act, else all 0."""
        if self.hand.actor != seat:
            return np.zeros(self.space.size, dtype=np.int8)
        return self._legal().copy()

    def play(self, action: int) -> Record:
        """Play ``action`` for the seat to act; a masked-out one raises
        :class:`~pokerules.errors.IllegalActionError` and changes nothing."""
        return self.space.apply(self.hand, action, self._legal())

    def _legal(self) -> npt.NDArray[np.int8]:
        # The mask of the state, kept until the hand moves on (or is replaced): an environment
        # asks for it to observe and again to check the action. Read-only (shared).
        hand = self.hand
        key = (hand, len(hand.history))
        if self._mask_key != key:
            self._mask_key, self._mask = key, self.space.shared_mask(hand)
        return self._mask

    def rewards(self) -> npt.NDArray[np.float32]:
        """Each seat's net result of the hand, in the table's reward unit."""
        hand = self.hand
        adjusted = None
        if self.unit.startswith("allin_adjusted"):
            adjusted = allin_adjusted(hand, seed=hand.setup.seed or 0)
        result = adjusted.adjusted if adjusted is not None else hand.payoffs
        payoffs = np.array(result, dtype=np.float32)
        if self.unit.endswith("big_blinds"):
            game = self.hand.game
            payoffs /= game.blinds[-1] if game.blinds else game.round_sizes[0]
        return payoffs


def _games(game: str | Game, options: dict[str, Any]) -> tuple[Game, ...]:
    if isinstance(game, Game):
        if options:
            return (game.with_options(**options),)
        return (game,)
    if isinstance(game, Rotation):
        mix: Rotation | None = game
    else:
        mix = find_mix(game) if isinstance(game, str) else None
    if mix is not None:
        if options:
            raise InvalidGameError(
                f"{mix.name} is a mix: its games' options are its own, so options "
                f"({', '.join(options)}) are not taken"
            )
        return mix.games
    return (find_game(game, **options),)
