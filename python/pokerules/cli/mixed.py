"""Mixed games on the command line: ``--games A,B,... [--every N|orbit]`` for ``simulate``
and ``play``, and the named mixes (``HORSE``, ``8-game``, ``PPC``) as a GAME.

>>> import argparse
>>> parser = argparse.ArgumentParser()
>>> _ = parser.add_argument("game", nargs="?")
>>> add_arguments(parser)
>>> game_from_args(parser.parse_args(["--games", "nl-single-draw,badugi", "--every", "6"]))
Rotation('nl-single-draw/badugi', every=6)
>>> game_from_args(parser.parse_args(["N2L1D"])).name
'nl-single-draw'
>>> mix = game_from_args(parser.parse_args(["--games", "FT,razz"]))  # FT: fixed-limit hold'em
>>> mix, type(mix.games[0].betting).__name__
(Rotation('FT/razz', every='orbit'), 'FixedLimit')
"""

from __future__ import annotations

import argparse

from pokerules.errors import InvalidArgumentError, PokerulesError
from pokerules.games import Game, find_game
from pokerules.session.rotation import Every, Rotation, find_mix

__all__ = ["add_arguments", "game_from_args", "game_or_mix"]


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Add ``--games`` and ``--every`` to a command whose GAME is optional."""
    parser.add_argument(
        "--games",
        default=None,
        metavar="A,B,...",
        help="a mixed game: these games in turn, comma separated (or HORSE, 8-game, PPC)",
    )
    parser.add_argument(
        "--every",
        type=_every,
        default=None,
        metavar="N|orbit",
        help="a mixed game changes every N hands, or at each orbit (the default)",
    )


def game_or_mix(text: str) -> Game | Rotation:
    """A registry game (any alias) or a named mix, from its name."""
    mix = find_mix(text)
    return mix if mix is not None else find_game(text)


def game_from_args(args: argparse.Namespace) -> Game | Rotation:
    """The game or mixed game that ``GAME``, ``--games`` and ``--every`` ask for."""
    given, games, every = args.game, args.games, args.every
    if given is not None and games is not None:
        raise InvalidArgumentError("give a GAME or --games, not both")
    if given is None and games is None:
        raise InvalidArgumentError("give a GAME, or a mixed game with --games A,B,...")
    if games is not None:
        names = [name.strip() for name in games.split(",") if name.strip()]
        if len(names) == 1 and find_mix(names[0]) is not None:
            chosen: Game | Rotation = game_or_mix(names[0])
        else:
            if not names:
                raise InvalidArgumentError("--games needs at least one game name")
            # The games themselves, not their registry names: an alias with options (FT is
            # fixed-limit hold'em) would lose them on the way.
            games_given = [find_game(name) for name in names]
            label = "/".join(
                _label(name, game) for name, game in zip(names, games_given, strict=True)
            )
            chosen = Rotation(games_given, name=label)
    else:
        chosen = game_or_mix(given)
    if every is not None:
        if not isinstance(chosen, Rotation):
            raise InvalidArgumentError("--every applies to a mixed game (--games or a mix)")
        chosen = chosen.changing(every)
    if isinstance(chosen, Rotation):
        chosen.games  # noqa: B018 - look the games up now: an unknown name is a usage error
    return chosen


def _label(given: str, game: Game) -> str:
    """The game's registry name, or the name given when it chose options (``FT``)."""
    return game.name if find_game(game.name) == game else given


def _every(text: str) -> Every:
    if text.strip().lower() == "orbit":
        return "orbit"
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(
            f"{text!r} is neither a number of hands nor 'orbit'"
        ) from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be at least 1, not {value}")
    return value


def game_name_or_mix(text: str) -> str:
    """An argparse type: a game's registry name, or a mix's name, as given."""
    try:
        game_or_mix(text)
    except PokerulesError as error:
        raise argparse.ArgumentTypeError(str(error)) from None
    return text
