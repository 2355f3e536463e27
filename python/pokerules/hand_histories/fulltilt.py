"""Full Tilt Poker text: one hand's lines into a :class:`~.record.SiteRecord`, every line numbered.

The header gives the game and stakes (:mod:`.fulltilt_header`); the seat lines the players and
stacks; each action line (``Ann raises to $3``: no colon after the name, which may hold spaces)
one event, in the same shape as the PokerStars reader's, so everything after the record is
shared. Full Tilt's own ways are evened out here:

- a hand shown before the board is run out (an all-in) is kept for the showdown;
- a winner's "mucks" when nobody is left to show to is no showdown;
- the hero's new cards after a draw follow the hero's discard;
- ``posts a dead small blind`` is a dead blind, a bare ``posts $1`` a second big blind;
- a hand dealt to nobody (every player sat out) is a cancelled hand;
- a partial hand (only its summary) or an observed one without stacks cannot be replayed.

Chat (``Ann: gl``), observers, joins, time-outs and chips added for the next hand are passed
over.

>>> lines = ["Full Tilt Poker Game #1: Table T (6 max) - 5/10 - No Limit Hold'em - 1:00:00 ET "
...          "- 2012/01/01", "Seat 1: Ann (1,000)", "Seat 2: Bo B (500)",
...          "Ann posts the small blind of 5", "Bo B posts the big blind of 10",
...          "The button is in seat #1", "*** HOLE CARDS ***", "Ann raises to 30", "Bo B folds",
...          "Uncalled bet of 20 returned to Ann", "Ann mucks", "Ann wins the pot (20)",
...          "*** SUMMARY ***", "Total pot 20 | Rake 0"]
>>> record = read_hand(lines, 1)
>>> [(e.kind, e.name, e.amount) for e in record.events if e.kind != "street"][1:4]
[('big_blind', 'Bo B', 10), ('raise', 'Ann', 30), ('fold', 'Bo B', None)]
>>> record.button, record.rake, [s.name for s in record.seats]
(1, 0, ['Ann', 'Bo B'])
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from pokerules.errors import HandHistoryError
from pokerules.hand_histories.actions import DRAW_GAMES
from pokerules.hand_histories.fulltilt_header import read_header
from pokerules.hand_histories.pokerstars_header import chips
from pokerules.hand_histories.record import Event, Seat, SiteRecord
from pokerules.hand_histories.seating import Seating, check_text

__all__ = ["read_hand"]

_AMOUNT = r"[$€£]?\d[\d,]*(?:\.\d+)?"
_SEAT = re.compile(rf"Seat (\d+): (.+?) \(({_AMOUNT})\)(.*)\Z")
_SEATS = re.compile(r"Seats: (\d+)\Z")
_BUTTON = re.compile(r"The button is in seat #(\d+)")
_CARDS = re.compile(r"\[([^\]]*)\]")
_MARKER = re.compile(r"\*\*\* ([A-Z0-9 -]+?)(?: (\d))? \*\*\*(.*)\Z")
_RETURNED = re.compile(rf"Uncalled bet of ({_AMOUNT}) returned to (.+)\Z")
_WON = re.compile(
    rf"(?:wins|ties for) (?:the )?(?:high |low )?(?:main |side )?pot(?: \d+)? \(({_AMOUNT})\)"
)
_TOTAL = re.compile(rf"Total pot ({_AMOUNT}).*?\| Rake ({_AMOUNT})")
_SUMMARY_WON = re.compile(rf"(?:won|collected) \(({_AMOUNT})\)")
_ALL_IN = ", and is all in"
_STREETS = {
    "HOLE CARDS": "HOLE CARDS",
    "3RD STREET": "3rd STREET",
    "4TH STREET": "4th STREET",
    "5TH STREET": "5th STREET",
    "6TH STREET": "6th STREET",
    "7TH STREET": "RIVER",
    "DRAW": "DRAW",
    "FIRST DRAW": "FIRST DRAW",
    "SECOND DRAW": "SECOND DRAW",
    "THIRD DRAW": "THIRD DRAW",
}
"""Full Tilt's street markers and the street names the shared writer knows (PokerStars')."""
_SHOWDOWNS = {"": "SHOW DOWN", "1": "FIRST SHOW DOWN", "2": "SECOND SHOW DOWN"}
_BOARDS = frozenset({"FLOP", "TURN", "RIVER"})


def _cards(text: str) -> list[tuple[str | None, ...]]:
    """Each bracketed group of cards in ``text``: ``"[Ah Kd] [7c]"``."""
    return [tuple(group.split()) for group in _CARDS.findall(text)]


class _Reader:
    """Reads one hand's lines into its record; the flags say where in the hand the line is."""

    def __init__(self, record: SiteRecord) -> None:
        self.record = record
        self.seating = Seating(record)
        self.summary = False
        self.dealt = False
        self.showdown = False
        self.street = ""
        self.held: list[Event] = []  # hands shown before the showdown
        self.discarded: dict[str, int] = {}  # where each player's discard is, in the events
        self.folded: dict[str, int] = {}  # who the summary says folded, and on which line
        self.board: tuple[int, tuple[str | None, ...]] | None = None  # the summary's board

    def amount(self, text: str) -> int:
        return chips(text, self.record.scale)

    def add(self, line: int, kind: str, name: str | None = None, **values: object) -> None:
        self.record.events.append(Event(line, kind, name, **values))  # type: ignore[arg-type]

    def who(self, text: str) -> tuple[str, str] | None:
        """The seated name a line starts with (``Name verb ...``) and the rest, else ``None``."""
        return self.seating.named(text, " ")

    def seat(self, number: int, text: str) -> bool:
        match = _SEAT.match(text)
        if match is None or self.dealt:
            return False
        seat = Seat(
            int(match.group(1)),
            match.group(2),
            self.amount(match.group(3)),
            "sitting out" in match.group(4),
        )
        self.seating.take(number, seat)
        return True

    def line(self, number: int, text: str) -> None:
        check_text(number, text)
        if text.startswith("*** "):
            self.marker(number, text)
        elif self.summary:
            self.summary_line(number, text)
        elif text.startswith("Seat ") and self.seat(number, text):
            pass
        elif text.startswith("Dealt to "):
            self.deal(number, text[9:])
        elif text.startswith("Uncalled bet of "):
            match = _RETURNED.match(text)
            if match and match.group(2) in self.seating.names:
                self.add(number, "returned", match.group(2), amount=self.amount(match.group(1)))
        elif text.startswith("The button is in seat #"):
            self.record.button = int(_BUTTON.match(text).group(1))  # type: ignore[union-attr]
        elif text.startswith("Seats: ") and _SEATS.match(text):
            self.record.seat_count = int(text[7:])
        else:
            acted = self.who(text)
            if acted is not None:
                self.action(number, *acted)

    def marker(self, number: int, text: str) -> None:
        match = _MARKER.match(text)
        if match is None:
            return
        street, run, rest = match.group(1), match.group(2) or "", match.group(3)
        if street == "SUMMARY":
            self.show_held(number)
            self.summary = True
        elif street == "SHOW DOWN":
            self.showdown = True
            self.add(number, "street", extra=_SHOWDOWNS.get(run, "SHOW DOWN"), run=int(run or 1))
            self.show_held(number)
        elif street in _BOARDS and _cards(rest):
            self.dealt = True
            self.add(number, "board", cards=_cards(rest)[-1], run=int(run or 1))
        elif street in _STREETS:
            self.dealt = True
            self.street = street
            self.add(number, "street", extra=_STREETS[street])
        else:
            raise HandHistoryError(f"line {number}: pokerules does not know the street {text!r}")

    def show_held(self, number: int) -> None:
        """The hands shown before the board was run out, now at the showdown."""
        if not self.held:
            return
        if not self.showdown and len({event.name for event in self.held}) > 1:
            self.showdown = True
            self.add(number, "street", extra="SHOW DOWN")
        self.record.events.extend(self.held)
        self.held.clear()

    def deal(self, number: int, text: str) -> None:
        for name in self.seating.longest:
            if text.startswith(name + " ["):
                groups = _cards(text[len(name) :])
                if not groups:
                    return
                cards = groups[-1]
                if self.street == "3RD STREET":  # the hero's down cards and upcard
                    cards = tuple(card for group in groups for card in group)
                event = Event(number, "deal", name, cards=cards, count=len(groups))
                where = self.discarded.pop(name, None)
                if where is not None and len(groups) > 1:  # a draw: right after the discard
                    self.record.events.insert(where + 1, event)
                else:
                    self.record.events.append(event)
                return

    def action(self, number: int, name: str, text: str) -> None:
        all_in = _ALL_IN in text
        words = text.replace(",", " ").split()
        amounts = re.findall(_AMOUNT + r"(?=,|\s|\Z)", text)
        verb = words[0]
        amount = self.amount(amounts[-1]) if amounts else None
        if verb in ("folds", "checks"):
            self.add(number, "fold" if verb == "folds" else "check", name)
        elif verb in ("calls", "bets") and amount is not None:
            self.add(number, verb[:-1], name, amount=amount, all_in=all_in)
        elif verb == "raises" and amount is not None:
            self.add(number, "raise", name, amount=amount, all_in=all_in)
        elif verb == "brings" and amount is not None:
            self.add(number, "bring_in", name, amount=amount, all_in=all_in)
        elif verb == "completes" and amount is not None:
            self.add(number, "complete", name, amount=amount, all_in=all_in)
        elif verb == "antes" and amount is not None:
            self.add(number, "ante", name, amount=amount, all_in=all_in)
        elif verb == "posts" and amount is not None:
            self.post(number, name, text, amount, all_in)
        elif verb == "discards" and len(words) > 1 and words[1].isdigit():
            groups = _cards(text)
            self.discarded[name] = len(self.record.events)
            self.add(number, "discard", name, cards=groups[0] if groups else None,
                     count=int(words[1]))  # fmt: skip
        elif verb == "stands" and text.startswith("stands pat"):
            self.add(number, "discard", name, cards=(), count=0)
        elif verb == "shows":
            self.show(number, name, text)
        elif verb == "mucks" and self.showdown:
            self.add(number, "muck", name, cards=None)
        elif verb in ("wins", "ties"):
            won = _WON.match(text)
            if won:
                self.show_held(number)
                self.add(number, "collect", name, amount=self.amount(won.group(1)))

    def show(self, number: int, name: str, text: str) -> None:
        groups = _cards(text)
        if not groups:
            return  # "Ann shows two pair": the hand's name, its cards shown before
        event = Event(number, "show", name, cards=groups[0])
        if self.showdown:
            self.record.events.append(event)
        else:
            self.held.append(event)

    def post(self, number: int, name: str, text: str, amount: int, all_in: bool) -> None:
        if text.startswith("posts the small blind"):
            self.add(number, "small_blind", name, amount=amount, all_in=all_in)
        elif text.startswith("posts the big blind"):
            self.add(number, "big_blind", name, amount=amount, all_in=all_in)
        elif text.startswith("posts a dead small blind"):
            self.add(number, "dead_blind", name, amount=amount)
        else:  # "posts $1": a new player's or a missed big blind, live
            self.add(number, "big_blind", name, amount=amount, all_in=all_in)

    def summary_line(self, number: int, text: str) -> None:
        record = self.record
        total = _TOTAL.match(text)
        if total:
            record.total_pot = self.amount(total.group(1))
            record.rake = self.amount(total.group(2))
            return
        if text.startswith("Board: ") and self.board is None:
            self.board = (number, _cards(text)[0] if _cards(text) else ())
        if not text.startswith("Seat "):
            return
        rest = text.split(": ", 1)[-1]
        name = next((n for n in self.seating.longest if rest.startswith(n + " ")), None)
        if name is None:
            return
        rest = rest[len(name) :]
        if "folded" in rest:
            self.folded.setdefault(name, number)
        if " mucked [" in rest:
            groups = _cards(rest)
            if groups:
                record.summary_mucked[name] = tuple(str(card) for card in groups[0])
        for won in _SUMMARY_WON.findall(rest):
            record.summary_collected[name] = record.summary_collected.get(name, 0) + self.amount(
                won
            )


def _mucked_shown(record: SiteRecord) -> None:
    """A draw player who mucks at the showdown, and whose cards the summary names, showed
    them: after the draws only the summary says what the hand held."""
    if record.game not in DRAW_GAMES or not record.summary_mucked:
        return
    for index, event in enumerate(record.events):
        cards = record.summary_mucked.get(str(event.name))
        if event.kind == "muck" and event.cards is None and cards:
            record.events[index] = Event(event.line, "show", event.name, cards=cards)


def _missing_folds(record: SiteRecord, folded: dict[str, int]) -> None:
    """A fold the summary tells and the actions leave out (some tournament files drop the last
    fold before a walk): the fold goes before the pot is collected, with a note."""
    acted = {event.name for event in record.events}
    gone = {event.name for event in record.events if event.kind in ("fold", "muck", "show")}
    at = next((i for i, e in enumerate(record.events) if e.kind == "collect"), len(record.events))
    for name, line in folded.items():
        if name in acted and name not in gone:
            record.events.insert(at, Event(line, "fold", name))
            at += 1
            record.notes.append(
                f"line {line}: the summary says {name} folded, which the actions leave out"
            )


def _missing_board(record: SiteRecord, line: int, board: tuple[str | None, ...]) -> None:
    """Board cards the summary shows and no street dealt (a file that leaves out the river
    of an all-in): dealt before the showdown, with a note."""
    dealt = [
        card for e in record.events if e.kind == "board" and e.run == 1 for card in e.cards or ()
    ]
    if len(board) <= len(dealt) or list(board[: len(dealt)]) != dealt:
        return
    at = next(
        (i for i, e in enumerate(record.events) if e.kind in ("show", "muck", "collect")
         or e.extra.endswith("SHOW DOWN")),
        len(record.events),
    )  # fmt: skip
    if any(e.kind in ("show", "muck") and e.cards for e in record.events[:at]):
        at = len(record.events)
    record.events.insert(at, Event(line, "board", cards=board[len(dealt) :]))
    missing = " ".join(map(str, board[len(dealt) :]))
    record.notes.append(f"line {line}: the summary's board deals {missing}, which no street does")


def _inferred(record: SiteRecord) -> None:
    """Notes on what the file implies: players sitting out, a dead button (a blind posted
    out of turn is noted with the PHH hand, for both sites)."""
    seats = {seat.number: seat for seat in record.seats}
    named = {event.name for event in record.events}
    out = [seat.name for seat in record.seats if seat.sitting_out and seat.name not in named]
    if out:
        record.notes.append(f"sitting out, dealt no cards: {', '.join(out)}")
    button = seats.get(record.button or 0)
    if record.button is not None and (button is None or button.sitting_out):
        record.notes.append(f"a dead button: seat {record.button} is empty or sits out")


def read_hand(lines: Sequence[str], first_line: int, path: str | None = None) -> SiteRecord:
    """The record of one Full Tilt Poker hand: ``lines`` from its header, which is line
    ``first_line`` of the file. A line the hand cannot hold raises a
    :class:`~pokerules.errors.HandHistoryError` naming it."""
    record = SiteRecord("fulltilt", "", first_line, path)
    read_header(record, lines[0])
    if record.refused is not None:  # a game pokerules does not play: its lines are not read
        return record
    reader = _Reader(record)
    for index in range(1, len(lines)):
        text = lines[index].strip()
        if text:
            try:
                reader.line(first_line + index, text)
            except HandHistoryError as error:
                if error.reason.startswith("line "):
                    raise
                raise HandHistoryError(
                    f"line {first_line + index}: {error.reason}"
                ) from error.__cause__
    record.last_line = first_line + len(lines) - 1
    if not reader.summary:
        raise HandHistoryError(
            f"line {record.last_line}: the hand ends before its summary (a truncated file?)"
        )
    if not record.seats:
        raise HandHistoryError(
            f"line {first_line}: the file gives no seats and stacks before the summary (a "
            "partial hand, or one watched without stacks): nothing to replay"
        )
    _mucked_shown(record)
    _missing_folds(record, reader.folded)
    if reader.board is not None:
        _missing_board(record, *reader.board)
    _inferred(record)
    if not reader.dealt and not any(e.kind in ("fold", "check", "raise") for e in record.events):
        record.cancelled = True
        record.notes.append("no cards were dealt (the players sat out): a cancelled hand")
    return record
