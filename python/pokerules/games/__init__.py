"""The games: draw, stud and board variants and mixed games, found by name in a registry.

Each game is a function of its house options returning a frozen :class:`Game`; the defaults
are the rules each game's docstring states.

>>> from pokerules.games import find_game, game_names
>>> game_names()  # doctest: +NORMALIZE_WHITESPACE
['badugi', 'dead-deuce', 'deuces-wild', 'diablo', 'holdem', 'nl-draw', 'nl-single-draw',
 'omaha', 'omaha5', 'omaha5-8', 'omaha6', 'omaha6-8', 'omaha8', 'razz', 'stud', 'stud8',
 'triple-draw']
>>> find_game("2-7 triple draw").title
'Deuce-to-Seven Triple Draw'
>>> find_game("deuces-wild", max_draw=4).max_draw
4
>>> find_game("omaha").title
'Omaha'
>>> find_game("chess")  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
pokerules.errors.InvalidGameError: unknown game 'chess'; the games are badugi, dead-deuce, ...
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from pokerules.errors import InvalidGameError
from pokerules.games.badugi_game import badugi
from pokerules.games.big_omaha import omaha5, omaha5_8, omaha6, omaha6_8
from pokerules.games.dead_deuce import dead_deuce
from pokerules.games.deuces_wild import deuces_wild
from pokerules.games.diablo import diablo
from pokerules.games.holdem import holdem
from pokerules.games.nl_draw import nl_draw
from pokerules.games.omaha import omaha
from pokerules.games.omaha8 import omaha8
from pokerules.games.single_draw import nl_single_draw
from pokerules.games.spec import Betting, DealBoard, DealCards, DrawRound, Game, RollCard
from pokerules.games.stud import razz, stud, stud8
from pokerules.games.triple_draw import triple_draw

__all__ = [
    "GAMES",
    "Betting",
    "DealBoard",
    "DealCards",
    "DrawRound",
    "Game",
    "RollCard",
    "badugi",
    "dead_deuce",
    "deuces_wild",
    "diablo",
    "find_game",
    "game_names",
    "holdem",
    "nl_draw",
    "nl_single_draw",
    "omaha",
    "omaha5",
    "omaha5_8",
    "omaha6",
    "omaha6_8",
    "omaha8",
    "razz",
    "stud",
    "stud8",
    "triple_draw",
]

GAMES: dict[str, Callable[..., Game]] = {
    "dead-deuce": dead_deuce,
    "deuces-wild": deuces_wild,
    "diablo": diablo,
    "holdem": holdem,
    "nl-draw": nl_draw,
    "omaha": omaha,
    "omaha8": omaha8,
    "omaha5": omaha5,
    "omaha6": omaha6,
    "omaha5-8": omaha5_8,
    "omaha6-8": omaha6_8,
    "triple-draw": triple_draw,
    "nl-single-draw": nl_single_draw,
    "badugi": badugi,
    "stud": stud,
    "razz": razz,
    "stud8": stud8,
}
"""Each game's builder by registry name."""

_ALIASES = {
    "dd": "dead-deuce",
    "deaddeuce": "dead-deuce",
    "dw": "deuces-wild",
    "deuceswild": "deuces-wild",
    "deuceswilddraw": "deuces-wild",
    "fivecarddrawdeuceswild": "deuces-wild",
    "5carddrawdeuceswild": "deuces-wild",
    "db": "diablo",
    "diablopoker": "diablo",
    "nl5": "nl-draw",
    "nldraw": "nl-draw",
    "fivecarddraw": "nl-draw",
    "5carddraw": "nl-draw",
    "nolimitfivecarddraw": "nl-draw",
    "nolimitdraw": "nl-draw",
    "5carddrawnolimit": "nl-draw",
    "nolimit5carddraw": "nl-draw",
    "n5cd": "nl-draw",
    "td27": "triple-draw",
    "27td": "triple-draw",
    "tripledraw": "triple-draw",
    "27tripledraw": "triple-draw",
    "deucetoseventripledraw": "triple-draw",
    "2to7tripledraw": "triple-draw",
    "f2l3d": "triple-draw",
    "n2l1d": "nl-single-draw",
    "nl27singledraw": "nl-single-draw",
    "nl27sd": "nl-single-draw",
    "27singledraw": "nl-single-draw",
    "singledraw": "nl-single-draw",
    "deucetosevensingledraw": "nl-single-draw",
    "nolimit27singledraw": "nl-single-draw",
    "nolimitdeucetosevensingledraw": "nl-single-draw",
    "nolimitdeucetosevenlowballsingledraw": "nl-single-draw",
    "2to7singledraw": "nl-single-draw",
    "fb": "badugi",
    "fixedlimitbadugi": "badugi",
    "limitbadugi": "badugi",
    "f7s": "stud",
    "sevencardstud": "stud",
    "7cardstud": "stud",
    "7stud": "stud",
    "fr": "razz",
    "f7s8": "stud8",
    "studhilo": "stud8",
    "stud8orbetter": "stud8",
    "studeight": "stud8",
    "sevencardstudhilo": "stud8",
    "sevencardstudeightorbetter": "stud8",
    "texasholdem": "holdem",
    "nt": "holdem",
    "nlhe": "holdem",
    "nlholdem": "holdem",
    "nolimitholdem": "holdem",
    "nolimittexasholdem": "holdem",
    "po": "omaha",
    "plo": "omaha",
    "potlimitomaha": "omaha",
    "fo8": "omaha8",
    "o8": "omaha8",
    "omahahilo": "omaha8",
    "omahahighlow": "omaha8",
    "omaha8orbetter": "omaha8",
    "omahahilo8": "omaha8",
    "omahaeightorbetter": "omaha8",
    "omahahiloeightorbetter": "omaha8",
    "fixedlimitomahahilo": "omaha8",
    # Five- and six-card Omaha, as the sites name them ("5 Card Omaha Pot Limit", "PL 6 Card
    # Omaha Hi", "5 Card Omaha Hi/Lo Pot Limit").
    **{
        alias: f"omaha{n}"
        for n, word in ((5, "five"), (6, "six"))
        for alias in (
            f"plo{n}",
            f"po{n}",
            f"{n}cardomaha",
            f"{word}cardomaha",
            f"{n}cardplo",
            f"{word}cardplo",
            f"{n}cardomahahi",
            f"{n}cardomahapotlimit",
            f"potlimit{n}cardomaha",
            f"pl{n}cardomahahi",
            f"{word}cardpotlimitomaha",
        )
    },
    **{
        alias: f"omaha{n}-8"
        for n, word in ((5, "five"), (6, "six"))
        for alias in (
            f"plo{n}8",
            f"{n}cardplo8",
            f"{n}cardomaha8",
            f"{word}cardomaha8",
            f"{n}cardomahahilo",
            f"{word}cardomahahilo",
            f"{n}cardomahahilopotlimit",
            f"{n}cardomahahilo8",
            f"{word}cardomahaeightorbetter",
            f"{word}cardomahahiloeightorbetter",
        )
    },
    "bigo": "omaha5-8",
}

# Aliases that name a game with an option: the PHH code FT is fixed-limit hold'em.
_PRESETS: dict[str, tuple[str, dict[str, Any]]] = {
    "ft": ("holdem", {"limit": "fixed"}),
    "flhe": ("holdem", {"limit": "fixed"}),
    "limitholdem": ("holdem", {"limit": "fixed"}),
    "fixedlimitholdem": ("holdem", {"limit": "fixed"}),
    "fixedlimittexasholdem": ("holdem", {"limit": "fixed"}),
    # Five-card draw as the sites deal it: "5 Card Draw Limit", "Pot Limit 5 Card Draw".
    **{
        alias: ("nl-draw", {"limit": limit})
        for limit, words in (("fixed", ("limit", "fixedlimit", "fl")), ("pot", ("potlimit", "pl")))
        for word in words
        for alias in (f"{word}5carddraw", f"5carddraw{word}", f"{word}fivecarddraw", f"{word}draw")
    },
    "f5cd": ("nl-draw", {"limit": "fixed"}),
    "p5cd": ("nl-draw", {"limit": "pot"}),
}


def game_names() -> list[str]:
    """The registry names, sorted."""
    return sorted(GAMES)


def _key(name: str) -> str:
    return "".join(ch for ch in name.lower() if ch.isalnum())


def find_game(name: str, **options: Any) -> Game:
    """The game called ``name`` (any alias, any case or punctuation), built with ``options``.

    Raises :class:`~pokerules.errors.InvalidGameError` for an unknown name or option, listing
    what exists.
    """
    if not isinstance(name, str):
        raise InvalidGameError(f"a game is named by text, not {type(name).__name__}")
    key = _key(name)
    if key in _PRESETS:
        target, preset = _PRESETS[key]
        key, options = _key(target), {**preset, **options}
    canonical = next((g for g in GAMES if _key(g) == key), None) or _ALIASES.get(key)
    if canonical is None:
        raise InvalidGameError(f"unknown game {name!r}; the games are {', '.join(game_names())}")
    builder = GAMES[canonical]
    try:
        return builder(**options)
    except (TypeError, InvalidGameError) as error:
        raise InvalidGameError(f"{canonical}: {error}") from None
