"""The ``_game_options`` extension field: a game's rules that differ from its registry game.

Options are :class:`~pokerules.games.Game` fields written as TOML: ``{}`` stands for ``None``,
betting structures and streets are tables, card sets are card text.

>>> from pokerules import NoLimit, find_game
>>> options = game_options(find_game("triple-draw", ante=1, betting=NoLimit(min_bet=2)))
>>> options
{'betting': {'structure': 'no-limit', 'min_bet': 2}, 'ante': 1}
>>> decode(options["betting"])
NoLimit(min_bet=2)
"""

from __future__ import annotations

import dataclasses
from typing import Any

from pokerules.betting.structures import BettingStructure, FixedLimit, NoLimit, PotLimit
from pokerules.cards import CARDS
from pokerules.errors import HandHistoryError, InvalidCardError
from pokerules.games import GAMES, find_game
from pokerules.games.spec import (
    Betting,
    DealBoard,
    DealCards,
    DrawRound,
    Game,
    RollCard,
    StreetSpec,
)
from pokerules.phh.fields import shown

__all__ = ["WILD_FIELDS", "card_set", "decode", "encode", "game_options"]

WILD_FIELDS = ("wild_cards", "wild_face_up_only")
"""Game fields written as their own extension fields (``_wild_cards``, ...), not as options."""


def encode(value: object) -> object:
    """A game option as a TOML value."""
    if value is None:
        return {}
    if isinstance(value, bool | int | str):
        return value
    if isinstance(value, FixedLimit):
        table: dict[str, object] = {"structure": "fixed-limit", "bets": list(value.bets)}
        if value.cap_raises is not None:
            table["cap_raises"] = value.cap_raises
        table["uncapped_heads_up"] = value.uncapped_heads_up
        if value.short_all_in_completes:  # written only when on: older files stay as they were
            table["short_all_in_completes"] = True
        return table
    if isinstance(value, NoLimit | PotLimit):
        kind = "no-limit" if isinstance(value, NoLimit) else "pot-limit"
        return {"structure": kind, "min_bet": value.min_bet}
    if isinstance(value, DealCards):
        return {"street": "deal", "down": value.down, "up": value.up, "name": value.name}
    if isinstance(value, Betting):
        return {"street": "bet", "name": value.name}
    if isinstance(value, DrawRound):
        return {"street": "draw", "max_discard": value.max_discard, "name": value.name}
    if isinstance(value, RollCard):
        return {"street": "roll", "name": value.name}
    if isinstance(value, DealBoard):
        return {"street": "board", "cards": value.cards, "name": value.name}
    if isinstance(value, frozenset):
        return "".join(str(CARDS[c]) for c in sorted(value))
    if isinstance(value, tuple | list):
        return [encode(item) for item in value]
    raise HandHistoryError(f"cannot write the game option {value!r} in a PHH file")


def decode(value: Any) -> Any:
    """A TOML value as a game option (the inverse of :func:`encode`)."""
    if isinstance(value, list):
        return tuple(decode(item) for item in value)
    if not isinstance(value, dict):
        return value
    if not value:
        return None
    table = dict(value)
    try:
        if "structure" in table:
            kind = table.pop("structure")
            betting: BettingStructure
            if kind == "fixed-limit":
                betting = FixedLimit(
                    bets=tuple(table.pop("bets")),
                    cap_raises=table.pop("cap_raises", None),
                    uncapped_heads_up=table.pop("uncapped_heads_up", True),
                    short_all_in_completes=table.pop("short_all_in_completes", False),
                )
            elif kind in ("no-limit", "pot-limit"):
                cls = NoLimit if kind == "no-limit" else PotLimit
                betting = cls(min_bet=table.pop("min_bet"))
            else:
                raise HandHistoryError(f"unknown betting structure {shown(kind)}")
            if table:
                raise HandHistoryError(f"unknown betting option(s) {', '.join(map(str, table))}")
            _check_ints(betting)
            return betting
        if "street" in table:
            kind = table.pop("street")
            street: StreetSpec
            if kind == "deal":
                street = DealCards(**table)
            elif kind == "bet":
                street = Betting(**table)
            elif kind == "draw":
                street = DrawRound(**table)
            elif kind == "roll":
                street = RollCard(**table)
            elif kind == "board":
                street = DealBoard(**table)
            else:
                raise HandHistoryError(f"unknown street {shown(kind)}")
            _check_ints(street)
            return street
    except (KeyError, TypeError, ValueError) as error:
        if isinstance(error, HandHistoryError):
            raise HandHistoryError(f"bad game option {shown(value)}: {error.reason}") from None
        raise HandHistoryError(f"bad game option {shown(value)}: {error}") from None
    raise HandHistoryError(f"bad game option {shown(value)}")


def _check_ints(option: object) -> None:
    # Rule objects trust their types; a file may not: sizes are whole numbers, names text.
    for spec in dataclasses.fields(option):  # type: ignore[arg-type]
        value = getattr(option, spec.name)
        if spec.name == "name":
            ok = isinstance(value, str)
        elif spec.name in ("uncapped_heads_up", "short_all_in_completes"):
            ok = isinstance(value, bool)
        elif spec.name == "bets":
            ok = all(_whole(size) for size in value)
        elif spec.name == "cap_raises":
            ok = value is None or _whole(value)
        else:
            ok = _whole(value)
        if not ok:
            raise TypeError(f"{spec.name} may not be {shown(value)}")


def _whole(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def game_options(game: Game) -> dict[str, object]:
    """The fields of ``game`` that differ from its registry game, encoded."""
    if game.name not in GAMES:
        return {}
    base = find_game(game.name)
    options: dict[str, object] = {}
    for spec in dataclasses.fields(Game):
        name = spec.name
        if name == "name" or name in WILD_FIELDS:
            continue
        value = getattr(game, name)
        if value != getattr(base, name):
            options[name] = encode(value)
    return options


def card_set(text: object, field: str) -> frozenset[int]:
    """A set of cards written as card text (``"2c2d2h2s"``)."""
    from pokerules.cards import parse_hand

    if not isinstance(text, str):
        raise HandHistoryError(f"{field} must be card text such as '2c2d2h2s', not {shown(text)}")
    try:
        return frozenset(int(c) for c in parse_hand(text))
    except InvalidCardError as error:
        raise HandHistoryError(f"bad {field}: {error}") from None
