"""The checks a new :class:`~pokerules.engine.hand.Hand` runs on its arguments, in one place.

Every argument is either accepted in its plain form (ints, a tuple of stacks, a full deck
order) or refused with an :class:`~pokerules.errors.InvalidArgumentError` or
:class:`~pokerules.errors.InvalidGameError` naming what is allowed, before any state exists.
The checked arguments are kept as the hand's :class:`HandSetup`, all a replay needs.

>>> from pokerules.games import find_game
>>> checked_inputs("nl-draw", [100, 100], 0, 7, None, 0, True, None)[1:4]
((100, 100), 0, 7)
>>> checked_inputs("nl-draw", [100, 1.5], 0, 7, None, 0, True, None)  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
pokerules.errors.InvalidArgumentError: a stack must be a whole number of chips ...
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING, NamedTuple

from pokerules.cards import Card, CardLike
from pokerules.engine.dealer import deck_order
from pokerules.engine.forced import BlindPost
from pokerules.errors import InvalidArgumentError, InvalidGameError
from pokerules.games.spec import DealBoard, DealCards, Game
from pokerules.validate import as_chips, as_choice, as_flag, as_int, as_list, as_seed

__all__ = [
    "MOST_RUNS",
    "CheckedInputs",
    "HandSetup",
    "check_replay",
    "checked_inputs",
    "checked_runs",
]

_INT_ONLY = {int}  # the types of a table's stacks in the common case

_INT_ONLY = {int}  # the types of a table's stacks in the common case

CheckedInputs = tuple[Game, tuple[int, ...], int, int, "tuple[Card, ...] | None", int, bool, str]
"""game, stacks, button, seed, deck order, dead money, antes, unopened rule."""


class HandSetup(NamedTuple):
    """Everything needed to deal a hand again: replaying its decisions reproduces it."""

    game: Game
    stacks: tuple[int, ...]
    button: int
    seed: int | None
    deck: tuple[Card, ...] | None
    dead_money: int
    antes: bool
    unopened: str
    posts: tuple[BlindPost, ...] = ()
    runs: int = 1


def checked_inputs(
    game: object,
    stacks: object,
    button: object,
    seed: object,
    deck: Iterable[CardLike] | str | None,
    dead_money: object,
    antes: object,
    unopened: object,
) -> CheckedInputs:
    """A hand's arguments checked and in their plain form (see the module docstring)."""
    if not isinstance(game, Game):
        game = _game_named(game)
    # The common case (a list or tuple of ints) costs a type test per item.
    if type(stacks) is not list and type(stacks) is not tuple:
        stacks = as_list(stacks, "stacks", limit=game.max_players + 1)
    if TYPE_CHECKING:  # the type checker's narrowing; at run time the checks above hold it
        assert isinstance(stacks, list | tuple)
    n = len(stacks)
    if not game.min_players <= n <= game.max_players:
        raise InvalidArgumentError(
            f"{game.title} takes {game.min_players} to {game.max_players} players, not {n}"
        )
    chips = tuple(stacks)
    # Two C-level passes rather than a generator, which costs a call a seat on every deal.
    if set(map(type, chips)) != _INT_ONLY or min(chips) < 0:
        chips = tuple(as_chips(c, "a stack") for c in chips)
    if type(dead_money) is not int or dead_money < 0:
        dead_money = as_chips(dead_money, "dead_money")
    if max(chips) == 0 and dead_money == 0:
        raise InvalidArgumentError("nobody has chips to play")
    if type(button) is not int or not 0 <= button < n:
        button = as_int(button, "button", low=0, high=n - 1)
    if antes is not True and antes is not False:
        antes = bool(as_flag(antes, "antes"))
    rule = game.unopened if unopened is None else unopened
    if type(rule) is not str or rule not in ("play_out", "pass_out"):
        rule = str(as_choice(rule, "unopened", ("play_out", "pass_out")))
    if seed is None:
        seed = random.SystemRandom().getrandbits(63)
    elif type(seed) is not int:
        seed = as_seed(seed)
    if TYPE_CHECKING:  # as above: antes is a bool and rule a str by now, too
        assert isinstance(seed, int) and isinstance(dead_money, int) and isinstance(button, int)
        assert isinstance(antes, bool) and isinstance(rule, str)
    order = None if deck is None else deck_order(deck, seed)
    return game, chips, button, seed, order, dead_money, antes, rule


MOST_RUNS = 3
"""The most times an all-in hand's board may be run (``Hand(runs=...)``)."""


def checked_runs(runs: object, game: Game, n: int) -> int:
    """How many times an all-in hand's board is run: 1 to :data:`MOST_RUNS`, more than once
    only in a game with a board, and only if the deck holds every run's cards."""
    if type(runs) is not int or not 1 <= runs <= MOST_RUNS:
        runs = as_int(runs, "runs", low=1, high=MOST_RUNS)
    assert isinstance(runs, int)
    if runs == 1:
        return runs
    board = [street for street in game.streets if isinstance(street, DealBoard)]
    if not board:
        raise InvalidArgumentError(f"runs: {game.title} has no board to run again")
    holes = sum(s.down + s.up for s in game.streets if isinstance(s, DealCards))
    each_run = sum(street.cards for street in board) + (len(board) if game.burn else 0)
    if n * holes + runs * each_run > 52:
        raise InvalidArgumentError(
            f"runs: {n} players and {runs} runs of the board need {n * holes + runs * each_run} "
            "cards, more than the deck holds"
        )
    return runs


def _game_named(game: object) -> Game:
    """The game a ``Hand`` is given by name (any registry name or alias)."""
    if not isinstance(game, str):
        raise InvalidGameError(f"game must be a Game or a game's name, not {type(game).__name__}")
    from pokerules.games import find_game

    return find_game(game)


def check_replay(setup: object, decisions: object) -> None:
    """Refuse what :meth:`~pokerules.engine.hand.Hand.replay` cannot replay."""
    if not isinstance(setup, HandSetup):
        raise InvalidArgumentError(f"setup must be a HandSetup, not {type(setup).__name__}")
    if isinstance(decisions, str | bytes | Mapping) or not isinstance(decisions, Iterable):
        raise InvalidArgumentError(
            f"decisions must be an iterable of decisions, not {type(decisions).__name__}"
        )
