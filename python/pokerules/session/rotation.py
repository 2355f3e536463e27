"""Mixed games: a rotation of games played in turn, changing every N hands or each orbit.

A :class:`Rotation` is a list of games (registry names, ``(name, options)`` pairs or
:class:`~pokerules.games.Game` objects) and when the game changes: ``every=N`` counted hands,
or ``every="orbit"`` (the default, as in most card rooms' mixed games): once the deal has gone
round the table, that is after as many hands as players were dealt into the first hand of the
game's turn. Pass it to :class:`~pokerules.session.sessions.Session` (or
:func:`~pokerules.session.simulate`)
in place of a game. Chips carry from game to game; each game's stakes are its own options.

The usual mixes are constants whose games are looked up when first played: :data:`HORSE`
(limit hold'em, Omaha eight-or-better, razz, stud, stud eight-or-better), :data:`EIGHT_GAME`
and :data:`PPC` (the nine games of the WSOP Poker Players Championship).

>>> from pokerules import Session
>>> from pokerules.players.bots import RandomBot
>>> mix = Rotation(["nl-single-draw", "badugi", "triple-draw"], every=2)
>>> session = Session(mix, 3, seed=4, deals=6)
>>> result = session.play([RandomBot(seed=n) for n in range(3)])
>>> [entry.game.name for entry in result.log]
['nl-single-draw', 'nl-single-draw', 'badugi', 'badugi', 'triple-draw', 'triple-draw']
>>> sum(session.chips)
300
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Literal, TypeAlias

from pokerules.betting.structures import FixedLimit, NoLimit, PotLimit
from pokerules.errors import InvalidGameError
from pokerules.games import Game, find_game
from pokerules.validate import as_int, as_list, as_text, shown

__all__ = ["EIGHT_GAME", "HORSE", "MIXES", "PPC", "Rotation", "RotationClock", "find_mix"]

GameEntry: TypeAlias = Game | str | tuple[str, Mapping[str, Any]]
"""One game of a rotation: a game, a registry name, or a name with its options."""

Every: TypeAlias = int | Literal["orbit"]

MAX_EVERY = 10_000
"""The most hands a rotation may play one game before changing."""


class Rotation:
    """Games played in turn, changing every ``every`` counted hands or at each orbit.

    Args:
        games: the games in order (names, ``(name, options)`` pairs or games); 1 to 64.
        every: hands per game, or ``"orbit"`` (the default): as many hands as players were
            dealt into the first hand of the game's turn, so each player deals (has the
            button) once.
        name: what to call the mix (``"HORSE"``); by default the games' names joined.

    Every name and option is checked at once (an unknown one is an
    :class:`~pokerules.errors.InvalidGameError`). The named mixes of this module look their
    games up when first played instead, so they may name games registered later.
    """

    __slots__ = ("_games", "entries", "every", "name")

    def __init__(
        self, games: Sequence[GameEntry], *, every: Every = "orbit", name: str | None = None
    ) -> None:
        entries = as_list(games, "games", limit=64, error=InvalidGameError)
        if not entries:
            raise InvalidGameError("a rotation needs at least one game")
        for entry in entries:
            _check_entry(entry)
        self.entries: tuple[GameEntry, ...] = tuple(entries)
        self.every: Every = _checked_every(every)
        if name is None:
            name = "/".join(e.name if isinstance(e, Game) else _entry_name(e) for e in entries)
        self.name = as_text(name, "a rotation's name", error=InvalidGameError)
        self._games: tuple[Game, ...] | None = None
        _check_table_sizes(self.games)  # every name and option is checked now, too

    @classmethod
    def _deferred(cls, games: Sequence[GameEntry], name: str) -> Rotation:
        """A named mix whose games are looked up when first played (see :data:`HORSE`)."""
        mix = cls.__new__(cls)
        mix.entries, mix.every, mix.name, mix._games = tuple(games), "orbit", name, None
        return mix

    def __repr__(self) -> str:
        return f"Rotation({self.name!r}, every={self.every!r})"

    @property
    def games(self) -> tuple[Game, ...]:
        """The games, built from their names and options on first use."""
        if self._games is None:
            self._games = tuple(_resolve(entry) for entry in self.entries)
        return self._games

    @property
    def title(self) -> str:
        """The mix in words: its name and its games' titles."""
        return f"{self.name} ({', '.join(game.title for game in self.games)})"

    @property
    def min_players(self) -> int:
        """The fewest players every game of the mix takes."""
        return max(game.min_players for game in self.games)

    @property
    def max_players(self) -> int:
        """The most players every game of the mix takes."""
        return min(game.max_players for game in self.games)

    @property
    def starting_stack(self) -> int:
        """The first game's starting stack (chips carry across the games)."""
        return self.games[0].starting_stack

    def deals_for(self, players: int) -> int:
        """Deals in one full turn of the rotation at a table of ``players``."""
        players = as_int(players, "players", low=1, high=52, error=InvalidGameError)
        per_game = players if self.every == "orbit" else self.every
        return len(self.entries) * per_game

    def changing(self, every: Every) -> Rotation:
        """The same games, changing every ``every`` hands (or ``"orbit"``)."""
        every = _checked_every(every)
        if self._games is None:  # a named mix stays deferred
            mix = Rotation._deferred(self.entries, self.name)
            mix.every = every
            return mix
        return Rotation(self.games, every=every, name=self.name)


def _check_table_sizes(games: Sequence[Game]) -> None:
    """Refuse games that no one table size can play all of, naming two that clash: the one
    that needs the most players and the one that takes the fewest."""
    needs_most = max(games, key=lambda game: game.min_players)
    takes_fewest = min(games, key=lambda game: game.max_players)
    if needs_most.min_players > takes_fewest.max_players:
        raise InvalidGameError(
            f"no table size plays every game of the rotation: {needs_most.name} takes "
            f"{needs_most.min_players} to {needs_most.max_players} players and "
            f"{takes_fewest.name} {takes_fewest.min_players} to {takes_fewest.max_players}"
        )


class RotationClock:
    """Which game of a rotation is being played, hand after hand (a session owns one).

    >>> clock = RotationClock(Rotation(["nl-draw", "badugi"], every="orbit"))
    >>> names = []
    >>> for _ in range(5):
    ...     names.append(clock.game(players=2).name)
    ...     clock.hand_counted()
    >>> names
    ['nl-draw', 'nl-draw', 'badugi', 'badugi', 'nl-draw']
    """

    __slots__ = ("hands", "index", "rotation", "turn")

    def __init__(self, rotation: Rotation) -> None:
        if not isinstance(rotation, Rotation):
            raise InvalidGameError(f"a rotation clock needs a Rotation, not {shown(rotation)}")
        self.rotation = rotation
        self.index = 0  # the game being played
        self.hands = 0  # counted hands of it in this turn
        self.turn = 0  # hands this turn lasts; set at its first hand

    def game(self, players: int) -> Game:
        """The game of the next hand, dealt to ``players`` players."""
        players = as_int(players, "players", low=1, high=52, error=InvalidGameError)
        if self.hands == 0:
            every = self.rotation.every
            self.turn = players if every == "orbit" else every
        return self.rotation.games[self.index]

    def hand_counted(self) -> None:
        """A hand of the current game finished (pass-outs do not count)."""
        self.hands += 1
        if self.hands >= self.turn:
            self.index = (self.index + 1) % len(self.rotation.games)
            self.hands = 0


def _entry_name(entry: str | tuple[str, Mapping[str, Any]]) -> str:
    return entry if isinstance(entry, str) else entry[0]


def _check_entry(entry: object) -> None:
    if isinstance(entry, Game | str):
        return
    if (
        isinstance(entry, tuple)
        and len(entry) == 2
        and isinstance(entry[0], str)
        and isinstance(entry[1], Mapping)
    ):
        return
    raise InvalidGameError(
        f"a rotation's game is a Game, a name or a (name, options) pair, not {shown(entry)}"
    )


def _resolve(entry: GameEntry) -> Game:
    if isinstance(entry, Game):
        return entry
    if isinstance(entry, str):
        return find_game(entry)
    name, options = entry
    return find_game(name, **dict(options))


def _checked_every(every: object) -> Every:
    if isinstance(every, str):
        if every == "orbit":
            return "orbit"
        raise InvalidGameError(f"every must be a number of hands or 'orbit', not {every!r}")
    return as_int(every, "every", low=1, high=MAX_EVERY, error=InvalidGameError)


def _limit_holdem() -> GameEntry:
    return ("holdem", {"betting": FixedLimit((2, 2, 4, 4))})


HORSE = Rotation._deferred([_limit_holdem(), "omaha8", "razz", "stud", "stud8"], "HORSE")
"""Limit hold'em, Omaha eight-or-better, razz, seven-card stud and stud eight-or-better."""

EIGHT_GAME = Rotation._deferred(
    [
        "triple-draw",
        _limit_holdem(),
        "omaha8",
        "razz",
        "stud",
        "stud8",
        ("holdem", {"betting": NoLimit(min_bet=2)}),
        ("omaha", {"betting": PotLimit(min_bet=2)}),
    ],
    "8-game",
)
"""2-7 triple draw, the five HORSE games, no-limit hold'em and pot-limit Omaha."""

PPC = Rotation._deferred([*EIGHT_GAME.entries, "nl-single-draw"], "Poker Players Championship")
"""The nine games of the WSOP Poker Players Championship: the eight games and no-limit 2-7
single draw."""

MIXES: dict[str, Rotation] = {"horse": HORSE, "8-game": EIGHT_GAME, "ppc": PPC}
"""The named mixes, by lower-case name."""

_MIX_ALIASES = {"eightgame": "8-game", "8game": "8-game", "pokerplayerschampionship": "ppc"}


def find_mix(name: str) -> Rotation | None:
    """The named mix (``"HORSE"``, ``"8-game"``, ``"PPC"``, any case), else ``None``.

    >>> find_mix("horse").name, find_mix("holdem") is None
    ('HORSE', True)
    """
    key = "".join(ch for ch in as_text(name, "a mix's name").lower() if ch.isalnum())
    for mix_name, mix in MIXES.items():
        if key == "".join(ch for ch in mix_name if ch.isalnum()):
            return mix
    alias = _MIX_ALIASES.get(key)
    return MIXES[alias] if alias is not None else None
