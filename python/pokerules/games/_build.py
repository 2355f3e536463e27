"""Shared helpers for the game builders: turning house options into a :class:`Game`."""

from __future__ import annotations

import dataclasses
from typing import Any

from pokerules.errors import InvalidCardError, PokerulesError
from pokerules.evaluation import WildSpec, wild_card_ids
from pokerules.games.spec import Game

_FIELDS = {f.name for f in dataclasses.fields(Game)}


def wild_set(wild: WildSpec) -> frozenset[int]:
    """Card ids from a wild option: ``None``/``"2"`` for deuces, a rank, or a card list."""
    try:
        return wild_card_ids(wild)
    except (InvalidCardError, ValueError) as error:
        raise PokerulesError(f"bad wild cards {wild!r}: {error}") from None


def build(game: Game, rules: dict[str, Any]) -> Game:
    """``game`` with extra rule fields applied; unknown names are a clear error."""
    unknown = sorted(set(rules) - _FIELDS)
    if unknown:
        raise PokerulesError(
            f"unknown option(s) {', '.join(unknown)} for {game.name}; "
            f"the options are {', '.join(sorted(_FIELDS - {'name', 'title', 'streets'}))}"
        )
    try:
        return game.with_options(**rules) if rules else game
    except (TypeError, ValueError) as error:
        raise PokerulesError(f"{game.name}: {error}") from None


def validate_draw(max_draw: int) -> None:
    """A draw limit must be 0 to 5."""
    if not isinstance(max_draw, int) or not 0 <= max_draw <= 5:
        raise PokerulesError(f"max_draw must be 0 to 5, not {max_draw!r}")
