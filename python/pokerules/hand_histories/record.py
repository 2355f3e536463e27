"""What a site's hand history says, site-neutral: the seats, the game and the lines, in chips.

A site reader (:mod:`pokerules.hand_histories.pokerstars`, and Full Tilt's later) turns one
hand's text into a :class:`SiteRecord`; everything after it (the PHH hand, the replay, the
reconciliation) reads only the record. Amounts are whole chips: cash amounts times the
``scale`` (100: cents), tournament chips as they are. Every event keeps its line number in
the file, so an error can name the line.

>>> seat = Seat(number=3, name="Ann", stack=1000)
>>> Event(line=12, kind="raise", name="Ann", amount=60).kind
'raise'
"""

from __future__ import annotations

from dataclasses import dataclass, field

__all__ = ["EVENT_KINDS", "Event", "Seat", "SiteRecord"]

EVENT_KINDS = frozenset(
    {
        "small_blind",  # a live small blind
        "big_blind",  # a live big blind (the first one posted; any other is extra)
        "dead_blind",  # a dead post (the small part of "small & big blinds")
        "ante",
        "bring_in",
        "fold",
        "check",
        "call",
        "bet",  # amount: what it adds
        "raise",  # amount: the round total it raises to
        "complete",  # amount: the round total (stud's completion of the bring-in)
        "discard",  # cards: the discarded cards, or count unknown ones
        "deal",  # cards: the cards a player receives now (None: unseen), in order
        "board",  # cards: board cards dealt now; run: which run of the board (1, 2)
        "show",  # cards: the shown cards
        "muck",  # cards: the mucked cards when the file names them, else None
        "returned",  # amount: an uncalled bet returned
        "collect",  # amount: what a player collected from a pot
        "cash_out",  # amount: a cash-out paid instead of playing on
        "street",  # extra: the street's name, as the site writes it
    }
)
"""Every kind of :class:`Event` a site reader produces."""


@dataclass(frozen=True, slots=True)
class Seat:
    """A seat at the table: its number, the player's name and stack (chips), and whether the
    file says the player sits out."""

    number: int
    name: str
    stack: int
    sitting_out: bool = False


@dataclass(frozen=True, slots=True)
class Event:
    """One line of the hand that matters to the replay (see :data:`EVENT_KINDS`)."""

    line: int
    kind: str
    name: str | None = None
    amount: int | None = None
    cards: tuple[str | None, ...] | None = None
    count: int = 0
    all_in: bool = False
    run: int = 1
    extra: str = ""


@dataclass(slots=True)
class SiteRecord:
    """One hand as its site wrote it, in chips, every line numbered.

    ``game`` is the registry game (``None`` when pokerules does not play it, with the reason in
    ``refused``); ``betting`` is ``"N"``, ``"P"`` or ``"F"``; ``stakes`` the two amounts of the
    header (the blinds, or the small and big bet in fixed limit); ``level_ante`` a header's ante.
    """

    site: str
    number: str
    first_line: int
    path: str | None = None
    game_text: str = ""
    game: str | None = None
    betting: str = "N"
    refused: str | None = None
    tournament: str | None = None
    currency: str = ""
    scale: int = 1
    stakes: tuple[int, int] | None = None
    table: str | None = None
    seat_count: int | None = None
    button: int | None = None
    time: str | None = None
    seats: list[Seat] = field(default_factory=list)
    events: list[Event] = field(default_factory=list)
    rake: int | None = None
    total_pot: int | None = None
    summary_collected: dict[str, int] = field(default_factory=dict)
    summary_mucked: dict[str, tuple[str, ...]] = field(default_factory=dict)
    cancelled: bool = False
    notes: list[str] = field(default_factory=list)
    last_line: int = 0

    def line_of(self, index: int) -> int:
        """The file's line number of the hand's ``index``-th line (0: the header)."""
        return self.first_line + index
