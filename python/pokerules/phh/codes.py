"""PHH variant codes: the official code of a game where it fits, else a ``_`` extension code.

Deuce-to-Seven Triple Draw is the official ``F2L3D`` when its rules fit it (fixed limit, sizes
small, small, big, big; five cards; three draws; blinds). PHH has no code for the other games,
so they get extension codes that start with an underscore, like user-defined fields, then the
betting letter (``F`` fixed, ``N`` no limit, ``P`` pot limit) and the game:

================= ==========================================================
``_N5CD``         five-card draw, high hands (``nl-draw``)
``_F5CDW``        five-card draw with wild cards (``deuces-wild``)
``_F5CDWDIABLO``  Diablo: deuces wild draw, the losing opener pays (``diablo``)
``_F7SDD``        seven card stud, face-up deuces wild, a roll (``dead-deuce``)
``_F2L3D``        triple draw whose rules do not fit ``F2L3D``
``_F7S``, ``_FR`` stud, razz and stud eight-or-better (``_F7S/8``) whose rules do not fit
                  ``F7S``, ``FR`` and ``F7S/8``
``_PT``, ``_NO``  hold'em or Omaha with another betting structure than their codes'
``_PO5``          five-card Omaha (``omaha5``); ``_PO6``, six-card (``omaha6``)
``_PO5/8``        five-card Omaha eight-or-better (``omaha5-8``); ``_PO6/8`` (``omaha6-8``)
================= ==========================================================

Seven-card stud, razz and stud eight-or-better are the official ``F7S``, ``FR`` and ``F7S/8``
when they fit (fixed limit, sizes small, small, big, big, big; a bring-in; no open-pair big bet
on fourth street). Hold'em, Omaha and Omaha eight-or-better get the official ``NT``, ``FT``,
``PO`` and ``FO/8`` when their rules fit.

>>> from pokerules import NoLimit, find_game
>>> variant_code(find_game("triple-draw")), variant_code(find_game("nl-draw"))
('F2L3D', '_N5CD')
>>> extension_game("_P5CD")
('nl-draw', 'P')
"""

from __future__ import annotations

import re

from pokerules.betting.structures import BettingStructure, FixedLimit, PotLimit
from pokerules.errors import InvalidArgumentError
from pokerules.games import find_game
from pokerules.games.spec import Game

__all__ = ["BODIES", "extension_game", "variant_code"]

BODIES = {
    "nl-draw": "5CD",
    "deuces-wild": "5CDW",
    "diablo": "5CDWDIABLO",
    "dead-deuce": "7SDD",
    "triple-draw": "2L3D",
    "holdem": "T",
    "omaha": "O",
    "omaha8": "O/8",
    "omaha5": "O5",
    "omaha6": "O6",
    "omaha5-8": "O5/8",
    "omaha6-8": "O6/8",
    "nl-single-draw": "2L1D",
    "badugi": "B",
    "stud": "7S",
    "razz": "R",
    "stud8": "7S/8",
}
"""The body of each registry game's extension code (after ``_`` and the betting letter)."""

_GAMES_BY_BODY = {body: name for name, body in BODIES.items()}


def betting_letter(betting: BettingStructure) -> str:
    """``F`` for fixed limit, ``P`` for pot limit, ``N`` for no limit."""
    if isinstance(betting, FixedLimit):
        return "F"
    return "P" if isinstance(betting, PotLimit) else "N"


def _fits_f2l3d(game: Game) -> bool:
    betting = game.betting
    return (
        isinstance(betting, FixedLimit)
        and len(betting.bets) == 4
        and betting.bets[0] == betting.bets[1]
        and betting.bets[2] == betting.bets[3]
        and game.evaluation == "low27"
        and game.streets == find_game("triple-draw").streets
        and game.blinds is not None
        and not game.wild_cards
        and game.opening == "none"
    )


# The official board codes: the game and the betting structure each fits.
_BOARD_CODES = {("holdem", "N"): "NT", ("holdem", "F"): "FT", ("omaha", "P"): "PO",
                ("omaha8", "F"): "FO/8"}  # fmt: skip


def _board_code(game: Game) -> str | None:
    """``NT``, ``FT``, ``PO`` or ``FO/8`` when ``game`` plays as the official code says."""
    letter = betting_letter(game.betting)
    code = _BOARD_CODES.get((game.name, letter))
    if code is None:
        return None
    base = find_game(game.name)
    betting = game.betting
    if isinstance(betting, FixedLimit) and not (
        len(betting.bets) == 4
        and betting.bets[0] == betting.bets[1]
        and betting.bets[2] == betting.bets[3]
    ):
        return None
    fits = (
        _fits_blinds_game(game, base)
        and game.hi_lo == base.hi_lo
        and game.hole_cards == base.hole_cards
    )
    return code if fits else None


def _fits_blinds_game(game: Game, official: Game) -> bool:
    """The rules PHH's standard fields can say for a blinds game, against the official one.

    PHH has one ``antes`` list: one ante from every player or a big-blind ante (dead money,
    posted before the blind as pokerkit reads it), not both.
    """
    return (
        game.streets == official.streets
        and game.evaluation == official.evaluation
        and game.blinds is not None
        and not game.wild_cards
        and game.opening == "none"
        and not (game.ante and game.big_blind_ante)
        and game.big_blind_ante_first
    )


def _fits_official(game: Game) -> str | None:
    """``N2L1D`` or ``FB`` when ``game`` is that game as PHH describes it."""
    betting = game.betting
    if game.name == "nl-single-draw" and not isinstance(betting, FixedLimit | PotLimit):
        return "N2L1D" if _fits_blinds_game(game, find_game("nl-single-draw")) else None
    if game.name == "badugi" and isinstance(betting, FixedLimit):
        bets = betting.bets
        sizes = len(bets) == 4 and bets[0] == bets[1] and bets[2] == bets[3]
        return "FB" if sizes and _fits_blinds_game(game, find_game("badugi")) else None
    return None


def _fits_stud(game: Game) -> bool:
    """Whether a stud or razz game is PHH's ``F7S`` or ``FR`` (what pokerkit plays)."""
    betting = game.betting
    base = find_game(game.name)
    return (
        isinstance(betting, FixedLimit)
        and len(betting.bets) == 5
        and betting.bets[0] == betting.bets[1]
        and betting.bets[2] == betting.bets[3] == betting.bets[4]
        and game.streets == base.streets
        and game.evaluation == base.evaluation
        and game.bring_in > 0
        and game.bring_in_by == base.bring_in_by
        and game.later_rounds_first == base.later_rounds_first
        and game.hi_lo == base.hi_lo
        and game.blinds is None
        and not game.wild_cards
        and not game.open_pair_big_bet
    )


_STUD_CODES = {"stud": "F7S", "razz": "FR", "stud8": "F7S/8"}


def variant_code(game: Game) -> str:
    """The PHH variant code of ``game``: ``F2L3D`` where it fits, else an extension code.

    Extension codes start with an underscore, then the betting letter and the game (see the
    module's table); a game outside the registry uses its name in capitals.

    >>> from pokerules import NoLimit, find_game
    >>> variant_code(find_game("triple-draw", betting=NoLimit(min_bet=2)))
    '_N2L3D'
    """
    if not isinstance(game, Game):
        raise InvalidArgumentError(f"expected a Game, not {type(game).__name__}")
    if game.name == "triple-draw" and _fits_f2l3d(game):
        return "F2L3D"
    official = _fits_official(game) or _board_code(game)
    if official is not None:
        return official
    if game.name in _STUD_CODES and _fits_stud(game):
        return _STUD_CODES[game.name]
    body = BODIES.get(game.name) or re.sub(r"[^A-Z0-9]", "", game.name.upper())
    return f"_{betting_letter(game.betting)}{body}"


def extension_game(code: str) -> tuple[str, str] | None:
    """The registry game and betting letter of a pokerules extension code, else ``None``."""
    if len(code) < 3 or code[0] != "_" or code[1] not in "FNP":
        return None
    name = _GAMES_BY_BODY.get(code[2:])
    return None if name is None else (name, code[1])
