"""A Full Tilt Poker hand's header: the hand number, the table or tournament, the game, the stakes.

Full Tilt writes one line, its parts split by `` - ``: the table (``Table Slaw (6 max)``) or
the tournament (``$26 Super Turbo Matrix (244669447), Match 4``), then the stakes and the game
in either order (``$0.10/$0.20 Ante $0.05 - No Limit 2-7 Single Draw``, newer files
``NL Hold'em - $0.01/$0.02``), then the time. Older archives write ``FullTiltPoker Game #``.
Tournament stakes may say thousands as ``K``.

>>> from pokerules.hand_histories.record import SiteRecord
>>> record = SiteRecord("fulltilt", "", 1)
>>> read_header(record, "Full Tilt Poker Game #29178537030: Table Broadridge (6 max) - "
...             "$0.10/$0.20 Ante $0.05 - No Limit 2-7 Single Draw - 01:27:48 ET - 2011/03/20")
>>> record.number, record.game, record.betting, record.scale, record.stakes, record.seat_count
('29178537030', 'nl-single-draw', 'N', 100, (10, 20), 6)
>>> read_header(record, "Full Tilt Poker Game #7: Table T (6 max) - $2/$4 - No Limit Irish - "
...             "00:56:40 ET - 2013/04/07")
>>> record.game, record.refused
(None, "Full Tilt's No Limit Irish: a game pokerules does not play")
"""

from __future__ import annotations

import re
from decimal import Decimal

from pokerules.errors import HandHistoryError
from pokerules.hand_histories.pokerstars_header import chips
from pokerules.hand_histories.record import SiteRecord

__all__ = ["GAMES", "HEADER", "STRUCTURES", "read_header"]

HEADER = re.compile(r"\ufeff?Full ?Tilt ?Poker Game #(\d+):\s*")
"""The start of a Full Tilt hand: ``Full Tilt Poker Game #N:`` (archives: ``FullTiltPoker``)."""

GAMES: dict[str, str | None] = {
    "hold'em": "holdem",
    "omaha": "omaha",
    "omaha hi": "omaha",
    "omaha h/l": "omaha8",
    "5 card omaha hi": "omaha5",
    "5 card omaha h/l": "omaha5-8",
    "6 card omaha hi": "omaha6",
    "6 card omaha h/l": "omaha6-8",
    "stud hi": "stud",
    "stud h/l": "stud8",
    "razz": "razz",
    "5 card draw": "nl-draw",
    "2-7 triple draw": "triple-draw",
    "2-7 single draw": "nl-single-draw",
    "badugi": "badugi",
}
"""Full Tilt's game names (lower case) and the registry game each is; any other name (Irish,
Courchevel, A-5 triple draw, 5 card stud...) is a game pokerules does not play."""

STRUCTURES = {"no limit": "N", "nl": "N", "pot limit": "P", "pl": "P", "limit": "F"}
"""Full Tilt's betting structures (spelled out or short) and the PHH betting letter of each."""

_GAME = re.compile(
    r"(?:(?P<cap>[$€£]?\d[\d,.]*) )?(?P<structure>no limit|pot limit|limit|nl|pl) (?P<game>.+)",
    re.IGNORECASE,
)
_AMOUNT = r"[$€£]?\d[\d,]*(?:\.\d+)?[KMB]?"
_STAKES = re.compile(rf"(?P<small>{_AMOUNT})/(?P<big>{_AMOUNT})(?: Ante (?P<ante>{_AMOUNT}))?\Z")
_TABLE = re.compile(r"Table (?P<name>.+?)(?: \((?P<options>[^()]*)\))?\Z")
_TOURNAMENT = re.compile(r".*\((?P<id>\d+)\)(?:,\s*(?P<table>.*))?\Z")
_TIME = re.compile(r"\d{1,2}:\d\d(?::\d\d)? [A-Z]{2,4}\Z")
_SYMBOLS = {"$": "USD", "€": "EUR", "£": "GBP"}
_MULTIPLIERS = {"K": 1_000, "M": 1_000_000, "B": 1_000_000_000}


def _amount(text: str, scale: int) -> int:
    unit = _MULTIPLIERS.get(text[-1:])
    if unit is None:
        return chips(text, scale)
    return int(Decimal(text[:-1].lstrip("$€£").replace(",", "")) * unit * scale)


def _table(record: SiteRecord, part: str) -> None:
    table = _TABLE.match(part)
    if table is not None:
        record.table = table.group("name")
        for option in (table.group("options") or "").split(","):
            size = re.match(r"\s*(\d+) max", option)
            if size:
                record.seat_count = int(size.group(1))
            elif option.strip() == "heads up":
                record.seat_count = 2
        return
    tournament = _TOURNAMENT.match(part)
    if tournament is not None:
        record.tournament = tournament.group("id")
        name = tournament.group("table") or ""
        record.table = name[6:] if name.startswith("Table ") else name or None


def read_header(record: SiteRecord, line: str) -> None:
    """Fill ``record`` from the header line; a game pokerules does not play leaves ``refused``
    naming it, a line that is no Full Tilt header raises a
    :class:`~pokerules.errors.HandHistoryError`."""
    header = HEADER.match(line)
    if header is None:
        raise HandHistoryError("not a Full Tilt Poker hand header")
    record.number = header.group(1)
    parts = [part.strip() for part in line[header.end() :].split(" - ")]
    if parts and parts[-1].endswith("(partial)"):
        record.notes.append("the file marks the hand partial")
    game = stakes = None
    for index, part in enumerate(parts):
        if index == 0:
            _table(record, part)
        elif _TIME.match(part):
            record.time = " - ".join(parts[index:])
            break
        elif stakes is None and _STAKES.search(part):
            stakes = _STAKES.search(part)
        elif game is None and _GAME.fullmatch(part):
            game = _GAME.fullmatch(part)
    if game is None:
        record.game_text = line[header.end() :][:60]
        record.refused = f"unknown game in the header: {record.game_text!r}"
        return
    structure, name = game.group("structure").lower(), game.group("game")
    record.game_text = f"{game.group('structure')} {name}"
    record.betting = STRUCTURES[structure]
    record.game = GAMES.get(name.lower())
    cash = record.tournament is None
    if stakes is not None:
        small, big = stakes.group("small"), stakes.group("big")
        symbol = small[0] if small[0] in _SYMBOLS else ""
        record.currency = _SYMBOLS.get(symbol, "") if cash else ""
        record.scale = 100 if cash and (symbol or "." in small + big) else 1
        record.stakes = (_amount(small, record.scale), _amount(big, record.scale))
    if record.game is None:
        record.refused = f"Full Tilt's {record.game_text}: a game pokerules does not play"
    elif game.group("cap"):
        record.game_text = f"{game.group('cap')} {record.game_text}"
        record.refused = (
            f"Full Tilt's {record.game_text}: a capped game (no player puts in more than "
            f"{game.group('cap')} a hand), which pokerules does not play"
        )
