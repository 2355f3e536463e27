"""The variant table: how a PHH file's ``variant`` code and standard fields become a Game.

A hand's game comes from, in order: the ``game`` passed to the importer; pokerules' own
extension fields (``_game``, ``_game_options``, ``_wild_cards``, ``_wild_face_up_only``), which
every file pokerules writes carries; else the ``variant`` code, looked up in :data:`VARIANTS`
(the official codes) or read as one of pokerules' extension codes (``_N5CD``, ...).

Teaching the importer a game is one entry in :data:`VARIANTS`: the code, the game in words and
a builder that turns the :class:`~pokerules.phh.fields.StandardFields` into a
:class:`~pokerules.games.Game`, refusing (by naming the field) whatever the game cannot
express. Codes whose builder is ``None`` are PHH games pokerules does not play yet; a file of
one gets an error that says so.

>>> from pokerules.phh.fields import Fields, StandardFields
>>> fields = StandardFields.read(Fields({
...     "variant": "F2L3D", "antes": [0, 0, 0], "blinds_or_straddles": [1, 2, 0],
...     "small_bet": 2, "big_bet": 4, "starting_stacks": [50, 50, 50]}))
>>> VARIANTS["F2L3D"].build(fields).betting  # the tournament cap, even heads-up
FixedLimit(bets=(2, 2, 4, 4), cap_raises=4, uncapped_heads_up=False,
           short_all_in_completes=False)
>>> single_draw = StandardFields.read(Fields({
...     "variant": "N2L1D", "antes": [0, 225, 0], "blinds_or_straddles": [75, 150, 0],
...     "min_bet": 150, "starting_stacks": [5000, 5000, 5000]}))
>>> game = game_for(Fields({}), single_draw, None)
>>> game.name, game.blinds, game.big_blind_ante, game.betting
('nl-single-draw', (75, 150), 225, NoLimit(min_bet=150))
>>> short_deck = StandardFields.read(Fields({"variant": "NS", "starting_stacks": [9, 9]}))
>>> game_for(Fields({}), short_deck, None)  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
pokerules.errors.HandHistoryError: variant 'NS' (no-limit short-deck hold'em) is a PHH game ...
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any

from pokerules.betting.structures import BettingStructure, FixedLimit, NoLimit, PotLimit
from pokerules.errors import HandHistoryError, PokerulesError
from pokerules.games import find_game
from pokerules.games.spec import Game
from pokerules.phh.board_variants import (
    fixed_limit_holdem,
    fixed_limit_omaha8,
    no_limit_holdem,
    pot_limit_omaha,
)
from pokerules.phh.caps import STUD_TOURNAMENT_CAP, TOURNAMENT_CAP, tournament_limit
from pokerules.phh.codes import BODIES, betting_letter, extension_game
from pokerules.phh.fields import Fields, StandardFields, shown
from pokerules.phh.options import WILD_FIELDS, card_set, decode

__all__ = ["STUD_TOURNAMENT_CAP", "TOURNAMENT_CAP", "VARIANTS", "Variant", "game_for"]


@dataclass(frozen=True, slots=True)
class Variant:
    """One PHH variant code: the game in words and how to build it (``None``: not yet)."""

    title: str
    build: Callable[[StandardFields], Game] | None = None


def _triple_draw(fields: StandardFields) -> Game:
    betting = tournament_limit(fields)
    return find_game(
        "triple-draw",
        blinds=fields.blinds(),
        ante=fields.uniform_ante(),
        betting=betting,
        max_players=max(6, fields.players),
    )


def _single_draw(fields: StandardFields) -> Game:
    return find_game(
        "nl-single-draw",
        blinds=fields.blinds(),
        betting=NoLimit(min_bet=fields.require("min_bet")),
        max_players=max(6, fields.players),
        **fields.antes_with_blinds(),
    )


def _badugi(fields: StandardFields) -> Game:
    betting = tournament_limit(fields)
    return find_game(
        "badugi",
        blinds=fields.blinds(),
        betting=betting,
        max_players=max(8, fields.players),
        **fields.antes_with_blinds(),
    )


def _stud(name: str) -> Callable[[StandardFields], Game]:
    def build(fields: StandardFields) -> Game:
        betting = tournament_limit(fields, stud=True)
        if fields.blinds() is not None:
            raise HandHistoryError("blinds_or_straddles: stud games have no blinds")
        return find_game(
            name,
            ante=fields.uniform_ante(),
            bring_in=fields.require("bring_in"),
            betting=betting,
            max_players=max(8, fields.players),
        )

    return build


VARIANTS: dict[str, Variant] = {
    "F2L3D": Variant("fixed-limit 2-7 triple draw", _triple_draw),
    "N2L1D": Variant("no-limit 2-7 single draw", _single_draw),
    "FB": Variant("fixed-limit badugi", _badugi),
    "F7S": Variant("fixed-limit seven card stud", _stud("stud")),
    "F7S/8": Variant("fixed-limit seven card stud eight or better", _stud("stud8")),
    "FR": Variant("fixed-limit razz", _stud("razz")),
    "FT": Variant("fixed-limit Texas hold'em", fixed_limit_holdem),
    "NT": Variant("no-limit Texas hold'em", no_limit_holdem),
    "NS": Variant("no-limit short-deck hold'em"),
    "PO": Variant("pot-limit Omaha", pot_limit_omaha),
    "FO/8": Variant("fixed-limit Omaha eight or better", fixed_limit_omaha8),
}
"""The official PHH variant codes and how pokerules builds each (``None``: not yet)."""


def _playable() -> str:
    codes = [code for code, variant in VARIANTS.items() if variant.build is not None]
    own = [f"_{betting_letter(find_game(name).betting)}{body}" for name, body in BODIES.items()]
    return f"{', '.join(codes)} and pokerules' own extension codes ({', '.join(own)})"


def game_for(fields: Fields, standard: StandardFields, given: Game | None) -> Game:
    """The game of a hand: ``given``, else the extension fields, else the variant code; an
    ``_fold_instead_of_check = true`` field (a site hand that folds where it could check)
    turns that house rule on."""
    if given is not None:
        return given
    game = _game_for(fields, standard)
    if fields.boolean("_fold_instead_of_check", False) and not game.fold_instead_of_check:
        return replace(game, fold_instead_of_check=True)
    return game


def _game_for(fields: Fields, standard: StandardFields) -> Game:
    if "_game" in fields:
        return _extension_game(fields)
    code = standard.variant
    variant = VARIANTS.get(code)
    own = extension_game(code)
    if variant is None and own is None:
        raise HandHistoryError(f"unknown variant {shown(code)}; pokerules plays {_playable()}")
    if variant is not None and variant.build is None:
        raise HandHistoryError(
            f"variant {code!r} ({variant.title}) is a PHH game pokerules does not play yet; "
            f"it plays {_playable()}"
        )
    try:
        if variant is not None and variant.build is not None:
            return _built(variant.build, standard)
        assert own is not None
        return _with_wild_fields(_own_game(*own, standard, fields), fields)
    except HandHistoryError as error:
        raise HandHistoryError(f"variant {code}: {error.reason}") from error.__cause__
    except PokerulesError as error:
        # A game's own checks (blinds against the bets, ...) raise InvalidGameError.
        raise HandHistoryError(f"variant {code}: {error}") from error


_BUILT: dict[tuple[Callable[[StandardFields], Game], StandardFields], Game] = {}
"""Games already built from their standard fields, the stacks zeroed: a file of many hands of
one table builds its game once (building and checking a game costs about 0.3 ms, a third of
importing a site hand). Games are immutable, so a shared one is safe."""

_MOST_BUILT = 256


def _built(build: Callable[[StandardFields], Game], standard: StandardFields) -> Game:
    """``build(standard)``, from :data:`_BUILT` when the same fields built it before."""
    key = (build, replace(standard, starting_stacks=(0,) * len(standard.starting_stacks)))
    game = _BUILT.get(key)
    if game is None:
        game = build(standard)
        if len(_BUILT) >= _MOST_BUILT:
            _BUILT.clear()
        _BUILT[key] = game
    return game


def _own_game(name: str, letter: str, fields: StandardFields, extra: Fields) -> Game:
    """A registry game from its extension code and the standard fields (no ``_game``)."""
    base = find_game(name)
    betting: BettingStructure
    if letter == "F":
        small, big = fields.require("small_bet"), fields.require("big_bet")
        if isinstance(base.betting, FixedLimit):
            pattern = base.betting
            sizes = tuple(small if size == pattern.bets[0] else big for size in pattern.bets)
        else:  # the small bet for the first half of the rounds (hold'em's two), then the big
            pattern, rounds = FixedLimit(), len(base.round_sizes)
            sizes = tuple(small if i < max(1, rounds // 2) else big for i in range(rounds))
        betting = FixedLimit(sizes, pattern.cap_raises, pattern.uncapped_heads_up)
    else:
        structure = NoLimit if letter == "N" else PotLimit
        betting = structure(min_bet=fields.require("min_bet"))
    changes: dict[str, Any] = {
        "betting": betting,
        "max_players": max(base.max_players, fields.players),
    }
    if fields.bring_in is not None:
        changes["bring_in"] = fields.bring_in
    ante = fields.uniform_ante()
    if extra.boolean("_post_antes", True):  # else no ante was posted: the game's stays
        changes["ante"] = ante
    if base.blinds is not None or fields.blinds() is not None:
        changes["blinds"] = fields.blinds()
    return _build(base, changes)


def _extension_game(fields: Fields) -> Game:
    """The game named by ``_game``, with ``_game_options`` and the wild-card fields."""
    name = fields.string("_game")
    assert name is not None
    options = fields.get("_game_options") or {}
    if not isinstance(options, dict):
        raise HandHistoryError(f"_game_options must be a table, not {shown(options)}")
    if "name" in options or any(key in options for key in WILD_FIELDS):
        raise HandHistoryError("_game_options may not set the name or the wild cards")
    # Each option is checked by the game itself (InvalidGameError, kept as the cause).
    changes = {key: decode(value) for key, value in options.items()}
    try:
        game = find_game(name)
    except PokerulesError as error:
        raise HandHistoryError(f"_game: {error}") from error
    return _with_wild_fields(_build(game, changes), fields)


def _with_wild_fields(game: Game, fields: Fields) -> Game:
    changes: dict[str, Any] = {}
    if "_wild_cards" in fields:
        changes["wild_cards"] = card_set(fields.get("_wild_cards"), "_wild_cards")
    if "_wild_face_up_only" in fields:
        changes["wild_face_up_only"] = fields.boolean("_wild_face_up_only", False)
    return _build(game, changes)


def _build(game: Game, changes: dict[str, Any]) -> Game:
    if not changes:
        return game
    try:
        return game.with_options(**changes)
    except PokerulesError as error:
        raise HandHistoryError(f"the game's options do not fit {game.name}: {error}") from error
