"""The immutable records a hand produces: its history is the list of them, in order.

Player decisions (:class:`Fold`, :class:`Check`, :class:`Call`, :class:`Bet`, :class:`Raise`,
:class:`Draw`, :class:`Roll`) can be fed back to a fresh hand to replay it; the other records
report what the dealer did (posting, dealing, burning, reshuffling) and how the hand ended.
Records are named tuples: cheap to make, safe to share, and printable.

>>> from pokerules.records import Raise
>>> Raise(seat=2, to=6, added=4, all_in=False)
Raise(seat=2, to=6, added=4, all_in=False, completes=False)
"""

from __future__ import annotations

from typing import NamedTuple, TypeAlias

from pokerules.cards import Card

__all__ = [
    "Award",
    "Bet",
    "BringIn",
    "Burn",
    "Call",
    "Check",
    "Concede",
    "Deal",
    "Decision",
    "Declare",
    "Draw",
    "Fold",
    "Muck",
    "PassOut",
    "Post",
    "ProveOpeners",
    "Raise",
    "Record",
    "Reshuffle",
    "ReturnUncalled",
    "Reveal",
    "Roll",
    "Show",
    "SplitOpeners",
    "Street",
    "new_record",
]

new_record = tuple.__new__
"""``new_record(Bet, (seat, to, added, all_in))``: a record (any named tuple) made from its
fields without the generated ``__new__``'s Python frame, for the engine's hot paths, which
make millions. The fields are not checked: the caller builds them right."""


class Post(NamedTuple):
    """A forced bet: ``kind`` is ``"ante"``, ``"small blind"``, ``"big blind"``,
    ``"big blind ante"``, or a post beyond the game's own (a new player's ``"blind"``, a
    ``"dead blind"``, a ``"straddle"``: :class:`~pokerules.engine.forced.BlindPost`)."""

    seat: int
    kind: str
    amount: int
    all_in: bool


class Deal(NamedTuple):
    """Cards dealt to a seat, face down or face up."""

    seat: int
    cards: tuple[Card, ...]
    face_up: bool


class Street(NamedTuple):
    """A new stage begins: ``name`` is ``"betting round 2"``, ``"draw 1"``, ``"fourth street"``…"""

    name: str


class Fold(NamedTuple):
    """A seat gives up its claim to every pot."""

    seat: int


class Check(NamedTuple):
    """A seat passes without betting."""

    seat: int


class Call(NamedTuple):
    """A seat matches the bet, putting in ``added`` chips."""

    seat: int
    added: int
    all_in: bool


class Bet(NamedTuple):
    """The first bet of a round, to ``to`` chips (this round), adding ``added``."""

    seat: int
    to: int
    added: int
    all_in: bool


class Raise(NamedTuple):
    """A raise to ``to`` chips this round; ``completes`` marks a fixed-limit completion."""

    seat: int
    to: int
    added: int
    all_in: bool
    completes: bool = False


class BringIn(NamedTuple):
    """Stud: the seat with the bring-in card posts the bring-in, ``amount`` chips (all it has
    when that is less); a bet below the full small bet, which later seats call or complete."""

    seat: int
    amount: int
    all_in: bool


class Draw(NamedTuple):
    """A seat's exchange: the cards it threw away and the cards it received, in order."""

    seat: int
    discarded: tuple[Card, ...]
    received: tuple[Card, ...]


class Roll(NamedTuple):
    """A stud player's choice of which of the first three cards to turn up (hidden until all
    have chosen; see :class:`Reveal`)."""

    seat: int
    card: Card


class Reveal(NamedTuple):
    """The rolled cards turned up together, one per seat in seat order."""

    cards: tuple[tuple[int, Card], ...]


class Burn(NamedTuple):
    """A card dealt face down to the burn pile."""

    card: Card


class Reshuffle(NamedTuple):
    """The stub ran short: ``cards`` (the stub's rest, discards and mucked cards allowed by the
    game's shortage rule) were shuffled to form a new stub."""

    cards: tuple[Card, ...]


class SplitOpeners(NamedTuple):
    """The opener threw away part of the opening hand; the cards are kept aside to prove it."""

    seat: int
    cards: tuple[Card, ...]


class ProveOpeners(NamedTuple):
    """The opener shows the cards that qualified the opening."""

    seat: int
    cards: tuple[Card, ...]


class ReturnUncalled(NamedTuple):
    """Chips nobody matched go back to the seat that bet them."""

    seat: int
    amount: int


class Show(NamedTuple):
    """A seat shows its hand at the showdown; ``value`` is its class on the game's scale."""

    seat: int
    cards: tuple[Card, ...]
    value: int
    description: str


class Declare(NamedTuple):
    """In a declare-hands showdown, a seat states its hand (a value on the game's scale)."""

    seat: int
    value: int
    description: str


class Concede(NamedTuple):
    """In a declare-hands showdown, a seat gives up without showing."""

    seat: int


class Muck(NamedTuple):
    """A seat that could no longer win throws its hand away unseen."""

    seat: int


class Award(NamedTuple):
    """Chips from pot ``pot`` (0 is the main pot) go to a seat."""

    seat: int
    amount: int
    pot: int


class PassOut(NamedTuple):
    """Nobody opened: the cards are thrown in and ``carried`` chips stay for the next deal."""

    carried: int


Decision: TypeAlias = Fold | Check | Call | Bet | Raise | Draw | Roll | Declare | Concede | BringIn
"""The records made by a player's choice: the ones a replay feeds back."""

Record: TypeAlias = (
    Post
    | Deal
    | Street
    | Fold
    | Check
    | Call
    | Bet
    | Raise
    | Draw
    | Roll
    | Reveal
    | Burn
    | Reshuffle
    | SplitOpeners
    | ProveOpeners
    | ReturnUncalled
    | Declare
    | Concede
    | Show
    | Muck
    | Award
    | PassOut
    | BringIn
)
"""Anything that can appear in a hand history."""
