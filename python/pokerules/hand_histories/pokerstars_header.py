"""A PokerStars hand's first two lines: the hand number, the game, the stakes, the table.

The game is looked for anywhere in the header, with its betting structure after it, so a mixed
game's hand (``Mixed Hold'em (Hold'em Limit)``, ``8-Game (Razz Limit, $400/$800 USD)``) reads
as the game it plays. The stakes are the first ``a/b`` pair after the game: the blinds, or the
small and big bet in fixed limit, in chips (cents for cash games).

>>> from pokerules.hand_histories.record import SiteRecord
>>> record = SiteRecord("pokerstars", "", 1)
>>> read_header(record, "PokerStars Hand #81: Hold'em No Limit ($0.05/$0.10 USD) - 2012/12/14")
>>> record.number, record.game, record.betting, record.scale, record.stakes, record.currency
('81', 'holdem', 'N', 100, (5, 10), 'USD')
>>> read_header(record, "PokerStars Hand #9: Tournament #7, $3+$1 USD Courchevel Pot Limit - "
...             "Level I (10/20) - 2017/05/27")
>>> record.game, record.refused, record.scale
(None, "PokerStars' Courchevel (pot limit): a game pokerules does not play", 1)
"""

from __future__ import annotations

import re
from decimal import Decimal, InvalidOperation
from functools import lru_cache

from pokerules.errors import HandHistoryError
from pokerules.hand_histories.record import SiteRecord

__all__ = ["GAMES", "STRUCTURES", "chips", "read_header", "read_table"]

GAMES: dict[str, str | None] = {
    "hold'em": "holdem",
    "omaha": "omaha",
    "omaha hi/lo": "omaha8",
    "5 card omaha": "omaha5",
    "5 card omaha hi/lo": "omaha5-8",
    "6 card omaha": "omaha6",
    "6 card omaha hi/lo": "omaha6-8",
    "7 card stud": "stud",
    "7 card stud hi/lo": "stud8",
    "razz": "razz",
    "5 card draw": "nl-draw",
    "triple draw 2-7 lowball": "triple-draw",
    "single draw 2-7 lowball": "nl-single-draw",
    "badugi": "badugi",
    "courchevel": None,
    "courchevel hi/lo": None,
    "6+ hold'em": None,
    "split hold'em": None,
    "triple stud": None,
}
"""PokerStars' game names (lower case) and the registry game each is; ``None``: not played."""

STRUCTURES = {"no limit": "N", "pot limit": "P", "limit": "F", "fixed limit": "F"}
"""PokerStars' betting structures and the PHH betting letter of each."""

_GAME = re.compile(
    r"(?P<game>(?:[56] card )?omaha(?: hi/lo)?|6\+ hold'em|split hold'em|hold'em|"
    r"courchevel(?: hi/lo)?|7 card stud(?: hi/lo)?|razz|triple stud|5 card draw|"
    r"triple draw 2-7 lowball|single draw 2-7 lowball|badugi)"
    r" (?P<structure>no limit|pot limit|fixed limit|limit)\b",
    re.IGNORECASE,
)
_NUMBER = re.compile(r"PokerStars (?:Zoom )?(?:Hand|Game) #(\d+)")
_TOURNAMENT = re.compile(r"Tournament #(\d+)", re.IGNORECASE)
_AMOUNT = r"\d[\d,]*(?:\.\d+)?"
_STAKES = re.compile(
    rf"(?P<symbol>[^\d\s(/,]{{0,3}})(?P<small>{_AMOUNT})/[^\d\s/]{{0,3}}(?P<big>{_AMOUNT})"
    r"(?: (?P<code>[A-Z]{3}))?"
)
_TIME = re.compile(r" - (\d{4}/\d\d/\d\d \d{1,2}:\d\d:\d\d(?: \w+)?)")
_TABLE = re.compile(
    r"Table (?:ID )?'(?P<table>[^']*)'(?: (?P<max>\d+)-[Mm]ax)?.*?(?:Seat #(?P<button>\d+) is "
    r"the button)?\s*\Z"
)
_SYMBOLS = {"$": "USD", "€": "EUR", "£": "GBP", "₹": "INR"}


@lru_cache(maxsize=4096)  # a file repeats its blinds, bets and stacks
def chips(text: str, scale: int) -> int:
    """An amount of the file (``"$1,250.50"``, ``"€2"``, ``"300"``) in whole chips."""
    digits = text.strip().lstrip("$€£₹").replace(",", "")
    try:
        value = Decimal(digits) * scale
    except InvalidOperation:
        raise HandHistoryError(f"{text!r} is not an amount") from None
    if value != value.to_integral_value() or value < 0:
        raise HandHistoryError(f"{text!r} is not a whole number of chips at scale {scale}")
    return int(value)


def read_header(record: SiteRecord, line: str) -> None:
    """Fill ``record`` from the header line; an unknown game leaves ``refused`` saying so."""
    number = _NUMBER.match(line)
    if number is None:
        raise HandHistoryError("not a PokerStars hand header")
    record.number = number.group(1)
    tournament = _TOURNAMENT.search(line)
    record.tournament = tournament.group(1) if tournament else None
    time = _TIME.search(line)
    record.time = time.group(1) if time else None
    game = _GAME.search(line)
    if game is None:
        record.game_text = line[number.end() :].strip(": ")[:60]
        record.refused = f"unknown game in the header: {record.game_text!r}"
        return
    name = game.group("game").lower()
    structure = game.group("structure").lower()
    record.game_text = f"{game.group('game')} {game.group('structure')}"
    record.betting = STRUCTURES[structure]
    record.game = GAMES[name]
    stakes = _STAKES.search(line, game.end())
    cash = record.tournament is None
    if stakes is not None:
        symbol, code = stakes.group("symbol"), stakes.group("code")
        record.currency = code or _SYMBOLS.get(symbol, "")
        real_money = bool(code or symbol) or "." in stakes.group(0)
        record.scale = 100 if cash and real_money else 1
        record.stakes = (
            chips(stakes.group("small"), record.scale),
            chips(stakes.group("big"), record.scale),
        )
    if not cash:
        record.currency = ""
    if record.game is None:
        record.refused = (
            f"PokerStars' {game.group('game')} ({structure}): a game pokerules does not play"
        )


def read_table(record: SiteRecord, line: str) -> bool:
    """Fill the table's name, size and button from the second line; ``False`` if it is not."""
    table = _TABLE.match(line)
    if table is None:
        return False
    record.table = table.group("table")
    record.seat_count = int(table.group("max")) if table.group("max") else None
    record.button = int(table.group("button")) if table.group("button") else None
    return True
