"""Every game as an OpenSpiel (pyspiel) Python game, ``pokerules_<name>`` (dashes become
underscores: ``pokerules_triple_draw``; the mixes are not games and are not registered).

Chance nodes deal: before the first decision, chance picks the deck's cards one at a time,
as many as a hand can use (every deal, burn, board card and drawn card; the whole deck in the
draw games), each uniformly from those left; the engine then deals from that order, so every
card a player sees, drawn cards included, was a chance outcome (but for a reshuffle of the
discards when a draw game's stub runs out: the engine's shuffle with a fixed seed). Players
act with the action space of :mod:`pokerules.envs.actions`; the tensors are those of
:mod:`pokerules.envs.observation` (the same vector for the information state and the
observation: it holds the whole betting history the seat saw). Returns are net chips, zero-sum
(general-sum where a passed-out pot carries antes away). A state is cloned by replaying its
decisions on a new :class:`~pokerules.engine.hand.Hand`, never a deepcopy of the engine.

Parameters: ``players`` (2 by default), ``stacks`` (200) and ``capped_heads_up`` (fixed
limit: keep the raise cap heads-up, so the game tree is bounded; off by default).

>>> import pyspiel
>>> from pokerules.envs import register_openspiel
>>> "pokerules_triple_draw" in register_openspiel()
True
>>> game = pyspiel.load_game("pokerules_triple_draw", {"players": 2})
>>> state = game.new_initial_state()
>>> state.is_chance_node(), len(state.chance_outcomes())
(True, 52)
"""

from __future__ import annotations

import dataclasses
from typing import Any

import numpy as np
import numpy.typing as npt
import pyspiel

from pokerules.betting.structures import FixedLimit
from pokerules.engine.hand import Hand
from pokerules.envs.actions import ActionSpace
from pokerules.envs.observation import Layout
from pokerules.envs.tracker import Tracker
from pokerules.errors import InvalidArgumentError, InvalidGameError
from pokerules.games import DealBoard, DrawRound, Game, find_game, game_names
from pokerules.players.views import seat_view

__all__ = ["PokerulesGame", "PokerulesState", "register"]

_CHANCE, _TERMINAL = int(pyspiel.PlayerId.CHANCE), int(pyspiel.PlayerId.TERMINAL)
_DEFAULTS = {"players": 2, "stacks": 200, "capped_heads_up": False}
_REGISTERED: list[str] = []
# Each chance outcome made once: _OUTCOMES[n][card] is (card, 1 / n), the card's outcome when
# n cards are left (a chance node picks from these instead of making up to 52 tuples).
_OUTCOMES = [tuple((card, 1.0 / n) for card in range(52)) for n in range(1, 53)]


def register() -> list[str]:
    """Register every registry game with pyspiel (once); the names registered."""
    if not _REGISTERED:
        for name in game_names():
            short = "pokerules_" + name.replace("-", "_")
            pyspiel.register_game(_game_type(short, find_game(name)), _factory(name))
            _REGISTERED.append(short)
    return list(_REGISTERED)


def _factory(name: str) -> type[PokerulesGame]:
    """A subclass per game, as pyspiel registers a class (a registered closure would be freed
    after the interpreter's end and crash it)."""

    def __init__(self: PokerulesGame, params: dict[str, Any] | None = None) -> None:
        PokerulesGame.__init__(self, name, params or {})

    return type(f"PokerulesGame_{name.replace('-', '_')}", (PokerulesGame,), {"__init__": __init__})


def _game_type(short: str, game: Game) -> Any:
    utility = pyspiel.GameType.Utility
    return pyspiel.GameType(
        short_name=short,
        long_name=f"pokerules {game.title}",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
        information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
        utility=utility.GENERAL_SUM if game.unopened == "pass_out" else utility.ZERO_SUM,
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=game.max_players,
        min_num_players=game.min_players,
        provides_information_state_string=True,
        provides_information_state_tensor=True,
        provides_observation_string=True,
        provides_observation_tensor=True,
        parameter_specification=_DEFAULTS,
    )


@dataclasses.dataclass(frozen=True)
class Spec:
    """What every state of one game and parameters shares: the engine's game, the table, the
    action space, the tensor layout and the cards chance deals."""

    engine_game: Game
    players: int
    stack: int
    space: ActionSpace
    layout: Layout
    cards_used: int
    zeros: list[float] = dataclasses.field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        # The all-zero tensor as a list, which each tensor pyspiel returns starts from.
        object.__setattr__(self, "zeros", [0.0] * self.layout.size)


_SPECS: dict[tuple[str, int, int, bool], Spec] = {}


def spec_of(short_name: str, params: dict[str, Any]) -> Spec:
    """The :class:`Spec` of a registered game and its parameters (built once)."""
    values = {**_DEFAULTS, **params}
    players, stacks = int(values["players"]), int(values["stacks"])
    key = (short_name, players, stacks, bool(values["capped_heads_up"]))
    if key not in _SPECS:
        name = short_name.removeprefix("pokerules_").replace("_", "-")
        game = find_game(name)
        if not game.min_players <= players <= game.max_players:
            raise InvalidGameError(
                f"{short_name} seats {game.min_players} to {game.max_players} players, "
                f"not {players}"
            )
        if stacks < 1:
            raise InvalidArgumentError(f"stacks is at least 1 chip, not {stacks}")
        if key[3] and isinstance(game.betting, FixedLimit):
            game = game.with_options(
                betting=dataclasses.replace(game.betting, uncapped_heads_up=False)
            )
        space, layout = ActionSpace([game]), Layout([game], players)
        _SPECS[key] = Spec(game, players, stacks, space, layout, _cards_used(game, players))
    return _SPECS[key]


class PokerulesGame(pyspiel.Game):  # type: ignore[misc]
    """One registry game for pyspiel, with its table size and stacks."""

    def __init__(self, name: str, params: dict[str, Any]) -> None:
        short = "pokerules_" + name.replace("-", "_")
        spec = self.spec = spec_of(short, params)
        game, n, stack = spec.engine_game, spec.players, spec.stack
        super().__init__(
            _game_type(short, game),
            pyspiel.GameInfo(
                num_distinct_actions=spec.space.size,
                max_chance_outcomes=52,
                num_players=n,
                min_utility=-float(stack),
                max_utility=float(stack * (n - 1)),
                utility_sum=0.0 if game.unopened != "pass_out" else None,
                max_game_length=spec.cards_used + _decisions_bound(game, n, stack),
            ),
            params,
        )

    def new_initial_state(self) -> PokerulesState:
        """The state before the deal: a chance node."""
        # Kept cheap: pyspiel makes one for every tensor it returns through C++ (to learn the
        # tensor's shape) and for every clone.
        return PokerulesState(self, self.spec)

    def make_py_observer(self, iig_obs_type: Any = None, params: Any = None) -> Observer:
        """The observer of :mod:`pokerules.envs.observation`'s tensor."""
        return Observer(self.spec, iig_obs_type)


class _Deal:
    """Everything a state holds but the player to act: the chance-chosen deck so far, then
    the live hand, its tracker and the legal actions once asked.

    One object, as pyspiel clones a Python state by deep-copying each attribute of its
    ``__dict__`` (``PyState::Clone``, never the state's own ``__deepcopy__``): this one's
    deepcopy replays the decisions on a new hand instead of copying the engine.
    """

    __slots__ = ("deck", "hand", "left", "legal", "mask", "spec", "tracker")

    def __init__(self, spec: Spec) -> None:
        self.spec = spec
        self.deck: list[int] = []
        self.left = list(range(52))  # the cards chance may still deal, in order
        self.hand: Hand | None = None
        # Made with the hand: pyspiel makes many initial states that never deal.
        self.tracker: Tracker | None = None
        # The mask of the seat to act and its actions, worked out once a state: pyspiel asks
        # for the legal actions, then applying one checks it against the same mask.
        self.mask: npt.NDArray[np.int8] | None = None
        self.legal: list[int] | None = None

    def __deepcopy__(self, memo: dict[int, Any]) -> _Deal:
        copy = _Deal(self.spec)
        copy.deck, copy.left = list(self.deck), list(self.left)
        if self.hand is not None:
            copy.hand = Hand.replay(self.hand.setup, self.hand.decisions())
            copy.tracker = self.spec.layout.tracker()
        return copy


class PokerulesState(pyspiel.State):  # type: ignore[misc]
    """A hand in progress: the chance-chosen deck so far, then the live hand.

    pyspiel calls into Python several times a step (``current_player`` alone about ten
    times a decision), and each answer crossing from Python to C++ and back costs more than
    working it out: so the player to act is kept, and the queries a Python caller makes
    most (:meth:`is_chance_node`, :meth:`legal_actions`, :meth:`observation_tensor`) are
    answered here, without the round trip, the same as pyspiel's own would.
    """

    def __init__(self, game: PokerulesGame, spec: Spec | None = None) -> None:
        super().__init__(game)
        # The spec, not the game: pyspiel may hand back a game wrapper without our fields.
        self._deal = _Deal(spec if spec is not None else _spec(game))
        self._player = _CHANCE  # an int: the clone's deepcopy of it costs nothing

    @property
    def hand(self) -> Hand | None:
        """The live hand, once chance has chosen every card it may deal."""
        return self._deal.hand

    @property
    def deck(self) -> list[int]:
        """The cards chance chose, in order: the engine deals from the top."""
        return self._deal.deck

    @property
    def tracker(self) -> Tracker | None:
        """The hand's :class:`~pokerules.envs.tracker.Tracker`, made with the hand."""
        return self._deal.tracker

    def current_player(self) -> int:
        """The seat to act, the chance player while dealing, or terminal."""
        return self._player

    def is_chance_node(self) -> bool:
        """Whether chance deals next (pyspiel's own asks :meth:`current_player` from C++)."""
        return self._player == _CHANCE

    def is_terminal(self) -> bool:
        """Whether the hand is over (the engine has no seat to act only then)."""
        return self._player == _TERMINAL

    def legal_actions(self, player: int | None = None) -> list[int]:
        """The legal actions of ``player`` (the one to act by default): pyspiel's answer
        (the chance outcomes at a chance node, none for a seat not to act), without its
        five calls back into Python."""
        current = self._player
        if player is None:
            player = current
        if current == _TERMINAL:
            return []
        if current == _CHANCE:
            return list(self._deal.left)
        if player == current:
            return list(self._legal_actions(player))
        if player < 0:  # pyspiel's own error for a pseudo-player
            return pyspiel.State.legal_actions(self, player)  # type: ignore[no-any-return]
        return []

    def _legal_actions(self, player: int) -> list[int]:
        deal = self._deal
        if deal.legal is None:
            deal.mask = deal.spec.space.shared_mask(deal.hand)  # type: ignore[arg-type]
            deal.legal = deal.mask.nonzero()[0].tolist()
        return deal.legal

    def observation_tensor(self, player: int | None = None) -> list[float]:
        """``player``'s tensor (the one to act by default), as pyspiel's; pyspiel's own
        makes an initial state and writes a tensor on it first, to learn its size."""
        if player is None:
            player = self._player
        deal = self._deal
        if not 0 <= player < deal.spec.players:  # pyspiel's own error
            return pyspiel.State.observation_tensor(self, player)  # type: ignore[no-any-return]
        hand, tracker, layout = deal.hand, deal.tracker, deal.spec.layout
        if hand is None or tracker is None:
            return list(deal.spec.zeros)
        vector = layout.encode(hand, player, tracker)
        return _as_list(vector, deal.spec.zeros)

    # The information state holds the whole history the seat saw: the same vector.
    information_state_tensor = observation_tensor

    def chance_outcomes(self) -> list[tuple[int, float]]:
        """The cards not yet in the deck, each equally likely."""
        left = self._deal.left
        outcome = _OUTCOMES[len(left) - 1]
        return [outcome[card] for card in left]

    def _apply_action(self, action: int) -> None:
        deal = self._deal
        hand = deal.hand
        if hand is not None:
            deal.spec.space.apply(hand, action, deal.mask)
            deal.mask = deal.legal = None
            actor = hand.actor
            self._player = _TERMINAL if actor is None else actor
            return
        deal.left.remove(action)  # first: a card dealt already is refused, nothing changed
        deal.deck.append(action)
        spec = deal.spec
        if len(deal.deck) == spec.cards_used:
            stacks = [spec.stack] * spec.players
            hand = deal.hand = Hand(spec.engine_game, stacks, button=0, seed=0, deck=deal.deck)
            deal.tracker = spec.layout.tracker()
            actor = hand.actor
            self._player = _TERMINAL if actor is None else actor

    def _action_to_string(self, player: int, action: int) -> str:
        if player == pyspiel.PlayerId.CHANCE:
            return f"deal {action}"
        return self._deal.spec.space.names[action]

    def returns(self) -> list[float]:
        """Each seat's net chips (0 until the hand ends)."""
        hand = self._deal.hand
        if hand is None or not hand.is_over:
            return [0.0] * self._deal.spec.players
        return [float(p) for p in hand.payoffs]

    def __deepcopy__(self, memo: dict[int, Any]) -> PokerulesState:
        # pyspiel's clone: a new state, the deal replayed, pyspiel's history copied.
        return self.clone()  # type: ignore[no-any-return]

    def __str__(self) -> str:
        deal = self._deal
        if deal.hand is None:
            return f"dealing: {len(deal.deck)} of {deal.spec.cards_used} cards chosen"
        return "\n".join(map(repr, deal.hand.history))


def _as_list(vector: npt.NDArray[np.float32], zeros: list[float]) -> list[float]:
    """``vector.tolist()`` at half the cost: a few dozen of its thousand-odd entries are not
    zero, and copying a list of zeros then setting those beats making a float per entry."""
    out = zeros.copy()
    at = vector.nonzero()[0]
    for i, x in zip(at.tolist(), vector[at].tolist(), strict=True):
        out[i] = x
    return out


def _spec(game: Any) -> Spec:
    return spec_of(game.get_type().short_name, game.get_parameters())


class Observer:
    """pyspiel's Python observer: the tensor of :mod:`pokerules.envs.observation`."""

    def __init__(self, game: Spec, iig_obs_type: Any) -> None:
        self._game = game
        self._perfect_recall = iig_obs_type is None or iig_obs_type.perfect_recall
        self.tensor = np.zeros(game.layout.size, dtype=np.float32)
        self.dict = {"observation": self.tensor}

    def set_from(self, state: PokerulesState, player: int) -> None:
        """Fill the tensor with ``player``'s view of ``state``."""
        deal = state._deal
        if deal.hand is None or deal.tracker is None:
            self.tensor.fill(0)
        else:  # the encoder writes every entry
            self._game.layout.encode(deal.hand, player, deal.tracker, out=self.tensor)

    def string_from(self, state: PokerulesState, player: int) -> str:
        """``player``'s view in text: with perfect recall every record it saw, in order;
        otherwise its cards, what is face up and the chips now."""
        hand = state.hand
        if hand is None:
            return f"p{player} dealing"
        if self._perfect_recall:
            return f"p{player} " + "|".join(map(repr, seat_view(hand, player).history))
        showing = " ".join(f"{s}:{''.join(map(str, up))}" for s, up in enumerate(hand.showing()))
        cards = "".join(map(str, hand.cards(player)))
        return (
            f"p{player} {cards} up {showing} board {''.join(map(str, hand.board))} "
            f"stacks {hand.stacks} bets {hand.round_bets} {hand.phase} {hand.actor}"
        )


def _cards_used(game: Game, players: int) -> int:
    """The most cards one hand can take from the deck, at most 52."""
    dealt = players * game.hand_size + game.board_size
    burns = sum(isinstance(s, DealBoard | DrawRound) for s in game.streets) if game.burn else 0
    drawn = sum(s.max_discard for s in game.streets if isinstance(s, DrawRound)) * players
    studs = len(game.streets) if game.is_stud and game.burn else 0
    return min(52, dealt + burns + drawn + studs)


def _decisions_bound(game: Game, players: int, stack: int) -> int:
    """An upper bound on a hand's decisions: each round every seat acts once more than the
    raises, which the chips (or the cap) limit; then draws, rolls and declarations."""
    rounds = game.betting_rounds
    smallest = min(game.round_sizes) if game.round_sizes else 1
    raises = stack * players // max(smallest, 1) + rounds
    betting = rounds * players + raises * players
    draws = sum(isinstance(s, DrawRound) for s in game.streets) * players
    return betting + draws + 2 * players
