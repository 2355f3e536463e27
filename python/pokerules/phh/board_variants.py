"""The PHH board games: hold'em (``NT``, ``FT``), pot-limit Omaha (``PO``) and Omaha
eight-or-better (``FO/8``), built from a file's standard fields.

Fixed-limit files get the tournament cap (:data:`~pokerules.phh.caps.TOURNAMENT_CAP`),
even heads-up, as triple draw does; every file may seat up to its player count; the antes are
one from every player or a big-blind ante (as the WSOP's no-limit and pot-limit hands post).

>>> from pokerules.phh.fields import Fields, StandardFields
>>> fields = StandardFields.read(Fields({
...     "variant": "NT", "antes": [0, 0, 0], "blinds_or_straddles": [5, 10, 0],
...     "min_bet": 10, "starting_stacks": [500, 500, 500]}))
>>> no_limit_holdem(fields).describe()
"Texas Hold'em; no limit, minimum bet 10; blinds 5/10; 2-10 players"
"""

from __future__ import annotations

from pokerules.betting.structures import BettingStructure, NoLimit, PotLimit
from pokerules.games import find_game
from pokerules.games.spec import Game
from pokerules.phh.caps import tournament_limit
from pokerules.phh.fields import StandardFields

__all__ = ["fixed_limit_holdem", "fixed_limit_omaha8", "no_limit_holdem", "pot_limit_omaha"]


def _board_game(name: str, fields: StandardFields, betting: BettingStructure) -> Game:
    return find_game(
        name,
        blinds=fields.blinds(),
        betting=betting,
        max_players=max(10, fields.players),
        **fields.antes_with_blinds(),
    )


def no_limit_holdem(fields: StandardFields) -> Game:
    """``NT``: no-limit Texas hold'em."""
    return _board_game("holdem", fields, NoLimit(min_bet=fields.require("min_bet")))


def fixed_limit_holdem(fields: StandardFields) -> Game:
    """``FT``: fixed-limit Texas hold'em."""
    return _board_game("holdem", fields, tournament_limit(fields))


def pot_limit_omaha(fields: StandardFields) -> Game:
    """``PO``: pot-limit Omaha."""
    return _board_game("omaha", fields, PotLimit(min_bet=fields.require("min_bet")))


def fixed_limit_omaha8(fields: StandardFields) -> Game:
    """``FO/8``: fixed-limit Omaha high-low eight or better."""
    return _board_game("omaha8", fields, tournament_limit(fields))
