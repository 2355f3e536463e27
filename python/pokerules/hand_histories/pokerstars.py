"""PokerStars text: one hand's lines into a :class:`~.record.SiteRecord`, every line numbered.

The header gives the game and stakes (:mod:`.pokerstars_header`); the seat lines the players
and stacks; each action line (``Name: raises $2 to $3``) one event; the summary the rake and
the mucked hands. Lines that do not change the hand (chat, joins, timeouts) are passed over.
Names may hold any character, colons too: a line belongs to the longest seated name it
starts with.

>>> lines = ["PokerStars Hand #1: Hold'em No Limit (5/10) - 2020/01/01 1:00:00 ET",
...          "Table 'T' 6-max Seat #1 is the button", "Seat 1: Ann (1000 in chips)",
...          "Seat 2: Bo: b (500 in chips)", "Ann: posts small blind 5",
...          "Bo: b: posts big blind 10", "*** HOLE CARDS ***", "Ann: raises 20 to 30",
...          "Bo: b: folds", "Uncalled bet (20) returned to Ann",
...          "Ann collected 20 from pot", "*** SUMMARY ***", "Total pot 20 | Rake 0"]
>>> record = read_hand(lines, 1)
>>> [(e.kind, e.name, e.amount) for e in record.events if e.kind != "street"][1:4]
[('big_blind', 'Bo: b', 10), ('raise', 'Ann', 30), ('fold', 'Bo: b', None)]
>>> record.rake, [s.name for s in record.seats]
(0, ['Ann', 'Bo: b'])
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from pokerules.errors import HandHistoryError
from pokerules.hand_histories.pokerstars_header import chips, read_header, read_table
from pokerules.hand_histories.record import Event, Seat, SiteRecord
from pokerules.hand_histories.seating import Seating, all_text, check_text

__all__ = ["read_hand"]

_AMOUNT = r"[^\d\s]{0,3}\d[\d,]*(?:\.\d+)?"
_SEAT = re.compile(rf"Seat (\d+): (.+?) \(({_AMOUNT}) in chips(?:[^)]*)\)(.*)\Z")
_CARDS = re.compile(r"\[([^\]]*)\]")
_STREET = re.compile(r"\*\*\* (?:(FIRST|SECOND|THIRD) )?([A-Za-z0-9 -]+?) \*\*\*(.*)\Z")
_RETURNED = re.compile(rf"Uncalled bet \(({_AMOUNT})\) returned to (.+)\Z")
_COLLECTED = re.compile(rf"(.+) collected ({_AMOUNT}) from (?:main |side )?pot(?:-\d+)?\s*\Z")
_CASH_OUT = re.compile(rf"(.+) cashed out the hand for ({_AMOUNT})")
_TOTAL = re.compile(rf"Total pot ({_AMOUNT}).*?\| Rake ({_AMOUNT})")
_SUMMARY_SEAT = re.compile(r"Seat \d+: (.+?) (?:\((?:button|small blind|big blind)\) )*"
                           r"(showed|mucked|collected|folded|lost|didn't)(.*)\Z")  # fmt: skip
_WON = re.compile(rf"(?:won|collected) \(({_AMOUNT})\)")
_ALL_IN = " and is all-in"
_UNSEEN = frozenset({"XX", "X", "??"})  # a card an export tool hid
_RUNS = {"FIRST": 1, "SECOND": 2, "THIRD": 3}
_BOARD_STREETS = {"FLOP", "TURN", "RIVER"}


def _cards(text: str) -> list[tuple[str | None, ...]]:
    """Each bracketed group of cards in ``text``: ``"[Ah Kd] [7c]"``."""
    return [
        tuple(None if card in _UNSEEN else card for card in group.split())
        for group in _CARDS.findall(text)
    ]


class _Reader:
    """Reads one hand's lines into its record; ``state`` is where in the hand the line is."""

    def __init__(self, record: SiteRecord) -> None:
        self.record = record
        self.seating = Seating(record)
        self.summary = False
        self.dealt = False
        self.street = ""

    def amount(self, text: str) -> int:
        return chips(text, self.record.scale)

    def add(self, line: int, kind: str, name: str | None = None, **values: object) -> None:
        self.record.events.append(Event(line, kind, name, **values))  # type: ignore[arg-type]

    def who(self, text: str) -> tuple[str, str] | None:
        """The seated name a line starts with (``Name: ...``) and the rest, else ``None``."""
        return self.seating.named(text, ": ")

    def seat(self, number: int, text: str) -> bool:
        match = _SEAT.match(text)
        if match is None or self.dealt:
            return False
        seat = Seat(
            int(match.group(1)),
            match.group(2),
            self.amount(match.group(3)),
            "sitting out" in match.group(4) or "out of hand" in match.group(4),
        )
        self.seating.take(number, seat)
        return True

    def line(self, number: int, text: str) -> None:
        if text.startswith("*** "):
            self.marker(number, text)
        elif self.summary:
            self.summary_line(text)
        elif text.startswith("Seat ") and self.seat(number, text):
            pass
        elif text.startswith("Dealt to "):
            self.deal(number, text[9:])
        elif text.startswith("Uncalled bet"):
            match = _RETURNED.match(text)
            if match:
                self.add(number, "returned", match.group(2), amount=self.amount(match.group(1)))
        elif text.startswith("Hand cancelled"):
            self.record.cancelled = True
        else:
            acted = self.who(text)
            if acted is not None:
                self.action(number, *acted)
            else:
                self.other(number, text)

    def other(self, number: int, text: str) -> None:
        collected = _COLLECTED.match(text)
        if collected and collected.group(1) in self.seating.names:
            self.add(number, "collect", collected.group(1), amount=self.amount(collected.group(2)))
            return
        cashed = _CASH_OUT.match(text)
        if cashed and cashed.group(1) in self.seating.names:
            self.add(number, "cash_out", cashed.group(1), amount=self.amount(cashed.group(2)))

    def marker(self, number: int, text: str) -> None:
        match = _STREET.match(text)
        if match is None:
            return
        run, street, rest = _RUNS.get(match.group(1) or "", 1), match.group(2), match.group(3)
        if street == "SUMMARY":
            self.summary = True
            return
        self.dealt = True
        self.street = street
        groups = _cards(rest)
        if street in _BOARD_STREETS and groups:
            self.add(number, "board", cards=groups[-1], run=run)
        else:
            self.add(number, "street", extra=f"{match.group(1) or ''} {street}".strip(), run=run)

    def deal(self, number: int, text: str) -> None:
        for name in self.seating.longest:
            if text.startswith(name + " ["):
                groups = _cards(text[len(name) :])
                if groups:
                    self.add(number, "deal", name, cards=groups[-1], count=len(groups))
                return

    def action(self, number: int, name: str, text: str) -> None:
        all_in = _ALL_IN in text
        words = text.split()
        if not words:
            return
        verb = words[0]
        if verb == "posts":
            self.post(number, name, text)
        elif verb in ("folds", "checks"):
            groups = _cards(text)
            self.add(number, verb[:-1] if verb == "checks" else "fold", name,
                     cards=groups[0] if groups else None)  # fmt: skip
        elif verb in ("calls", "bets") and len(words) > 1:
            self.add(number, verb[:-1], name, amount=self.amount(words[1]), all_in=all_in)
        elif verb == "raises" and len(words) > 3 and words[2] == "to":
            self.add(number, "raise", name, amount=self.amount(words[3]), all_in=all_in)
        elif verb == "brings" and len(words) > 3:
            self.add(number, "bring_in", name, amount=self.amount(words[3]), all_in=all_in)
        elif verb == "completes" and len(words) > 3:
            self.add(number, "complete", name, amount=self.amount(words[3]), all_in=all_in)
        elif verb == "discards" and len(words) > 1:
            groups = _cards(text)
            cards = groups[0] if groups and groups[0] else None
            self.add(number, "discard", name, cards=cards, count=int(words[1]))
        elif verb == "stands":
            self.add(number, "discard", name, cards=(), count=0)
        elif verb == "shows":
            groups = _cards(text)
            self.add(number, "show", name, cards=groups[0] if groups else ())
        elif verb == "mucks":
            groups = _cards(text)
            self.add(number, "muck", name, cards=groups[0] if groups else None)

    def post(self, number: int, name: str, text: str) -> None:
        amount = self.amount(text.split()[-1] if _ALL_IN not in text else
                             text.replace(_ALL_IN, "").split()[-1])  # fmt: skip
        all_in = _ALL_IN in text
        if text.startswith("posts small & big blinds"):
            small = (self.record.stakes or (0, 0))[0]
            self.add(number, "big_blind", name, amount=amount - small, all_in=all_in)
            self.add(number, "dead_blind", name, amount=small)
        elif text.startswith("posts small blind"):
            # A second small blind is a missed one, posted dead by a returning player.
            second = any(event.kind == "small_blind" for event in self.record.events)
            kind = "dead_blind" if second else "small_blind"
            self.add(number, kind, name, amount=amount, all_in=all_in)
        elif text.startswith("posts big blind"):
            self.add(number, "big_blind", name, amount=amount, all_in=all_in)
        elif text.startswith("posts the ante"):
            self.add(number, "ante", name, amount=amount, all_in=all_in)
        else:
            raise HandHistoryError(f"line {number}: pokerules cannot post {text!r}")

    def summary_line(self, text: str) -> None:
        record = self.record
        total = _TOTAL.match(text)
        if total:
            record.total_pot = self.amount(total.group(1))
            record.rake = self.amount(total.group(2))
            return
        seat = _SUMMARY_SEAT.match(text)
        if seat is None or seat.group(1) not in self.seating.names:
            return
        name, rest = seat.group(1), seat.group(3)
        if seat.group(2) == "mucked":
            groups = _cards(rest)
            if groups:
                record.summary_mucked[name] = tuple(str(card) for card in groups[0])
        for won in _WON.findall(text):
            record.summary_collected[name] = record.summary_collected.get(name, 0) + self.amount(
                won
            )


def read_hand(lines: Sequence[str], first_line: int, path: str | None = None) -> SiteRecord:
    """The record of one PokerStars hand: ``lines`` from its header, which is line
    ``first_line`` of the file. A line the hand cannot hold raises a
    :class:`~pokerules.errors.HandHistoryError` naming it."""
    record = SiteRecord("pokerstars", "", first_line, path)
    read_header(record, lines[0])
    if record.refused is not None:  # a game pokerules does not play: its lines are not read
        return record
    if len(lines) > 1:
        read_table(record, lines[1])
    reader = _Reader(record)
    clean = all_text(lines)  # else each line is checked, to name the first that is not text
    for index in range(1, len(lines)):
        text = lines[index].strip()
        if text:
            try:
                if not clean:
                    check_text(first_line + index, text)
                reader.line(first_line + index, text)
            except HandHistoryError as error:
                if error.reason.startswith("line "):
                    raise
                raise HandHistoryError(
                    f"line {first_line + index}: {error.reason}"
                ) from error.__cause__
    record.last_line = first_line + len(lines) - 1
    if not reader.summary and not record.cancelled:
        raise HandHistoryError(
            f"line {record.last_line}: the hand ends before its summary (a truncated file?)"
        )
    return record
