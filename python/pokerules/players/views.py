"""What one seat may know: a read-only view of a hand without the other players' secrets.

A :class:`~pokerules.engine.hand.Hand` knows every card; a player does not. :func:`seat_view` gives
a seat its own cards, everybody's face-up cards, the chips, and the history as that seat saw
it: other players' face-down cards and the cards they drew are replaced by counts, and stud
roll choices stay hidden until they are revealed. Strategies that decide from a view cannot
peek, whatever engine they run in.

>>> from pokerules import Hand, find_game
>>> from pokerules.players.views import seat_view
>>> hand = Hand(find_game("nl-draw"), [50, 50, 50], seed=3)
>>> view = seat_view(hand, 1)
>>> len(view.cards), view.others_cards
(5, {0: 5, 2: 5})
>>> view.history[-1]
Street(name='first betting round')
"""

from __future__ import annotations

from dataclasses import dataclass

from pokerules.betting.pots import Pot
from pokerules.cards import Card
from pokerules.engine.hand import Hand, LegalActions
from pokerules.errors import InvalidArgumentError
from pokerules.records import Burn, Deal, Draw, Record, Reshuffle, Roll, SplitOpeners
from pokerules.validate import as_int

__all__ = ["Hidden", "SeatView", "seat_view"]


@dataclass(frozen=True, slots=True)
class Hidden:
    """A record whose cards this seat did not see: ``what`` happened to ``count`` cards.

    ``what`` is ``"deal"`` (another seat's face-down cards), ``"draw"`` (another seat threw
    away and drew ``count``), ``"burn"``, ``"reshuffle"`` or ``"split openers"``; ``seat`` is
    -1 for the dealer's own work.
    """

    what: str
    seat: int
    count: int


@dataclass(frozen=True, slots=True)
class SeatView:
    """A seat's knowledge of the hand at one moment.

    Attributes:
        seat: whose view this is.
        phase: the hand's phase (``"betting"``, ``"draw"``, ...).
        actor: the seat to act, or ``None``.
        button: the dealer or button seat.
        cards: this seat's cards, with ``face_up`` flags.
        exposed: every seat's face-up cards.
        others_cards: how many cards each other seat still holds.
        folded: which seats have folded.
        stacks, round_bets, contributions: the chips, per seat.
        current_bet: the round total a seat must reach to stay in.
        pots: main and side pots as they stand.
        legal: what this seat may do, when it is to act in a betting round.
        draw_limit, draws_left: the draw rules in force.
        history: the records this seat has seen.
        board: the community cards in the middle (hold'em and Omaha), seen by every seat.
    """

    seat: int
    phase: str
    actor: int | None
    button: int
    cards: tuple[Card, ...]
    face_up: tuple[bool, ...]
    exposed: tuple[tuple[Card, ...], ...]
    others_cards: dict[int, int]
    folded: tuple[bool, ...]
    stacks: tuple[int, ...]
    round_bets: tuple[int, ...]
    contributions: tuple[int, ...]
    current_bet: int
    pots: tuple[Pot, ...]
    legal: LegalActions | None
    draw_limit: int
    draws_left: int
    history: tuple[Record | Hidden, ...]
    board: tuple[Card, ...] = ()

    @property
    def to_act(self) -> bool:
        """Whether this seat must decide now."""
        return self.actor == self.seat


def _visible(record: Record, seat: int) -> Record | Hidden | None:
    if isinstance(record, Deal):
        if record.face_up or record.seat in (seat, -1):
            return record
        return Hidden("deal", record.seat, len(record.cards))
    if isinstance(record, Draw) and record.seat != seat and record.discarded:
        return Hidden("draw", record.seat, len(record.discarded))
    if isinstance(record, Roll) and record.seat != seat:
        return None  # rolls are secret until the Reveal record shows them all
    if isinstance(record, Burn):
        return Hidden("burn", -1, 1)
    if isinstance(record, Reshuffle):
        return Hidden("reshuffle", -1, len(record.cards))
    if isinstance(record, SplitOpeners) and record.seat != seat:
        return Hidden("split openers", record.seat, len(record.cards))
    return record


def seat_view(hand: Hand, seat: int) -> SeatView:
    """What ``seat`` can see of ``hand`` now."""
    if not isinstance(hand, Hand):
        raise InvalidArgumentError(f"expected a Hand, not {type(hand).__name__}")
    n = hand.n
    seat = as_int(seat, "seat", low=0, high=n - 1)
    seen = []
    for record in hand.history:
        shown = _visible(record, seat)
        if shown is not None:
            seen.append(shown)
    legal = None
    if hand.phase == "betting" and hand.actor == seat:
        legal = hand.legal_actions()
    return SeatView(
        seat=seat,
        phase=hand.phase,
        actor=hand.actor,
        button=hand.button,
        cards=hand.cards(seat),
        face_up=hand.face_up(seat),
        exposed=tuple(hand.exposed(s) for s in range(n)),
        others_cards={s: len(hand.cards(s)) for s in range(n) if s != seat},
        folded=tuple(hand.folded(s) for s in range(n)),
        stacks=hand.stacks,
        round_bets=hand.round_bets,
        contributions=hand.contributions,
        current_bet=hand.current_bet,
        pots=tuple(hand.pots()),
        legal=legal,
        draw_limit=hand.draw_limit,
        draws_left=hand.draws_left,
        history=tuple(seen),
        board=hand.board,
    )
