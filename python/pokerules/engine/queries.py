"""What a hand can tell you: chips, cards, the opener and the history, read from its parts.

:class:`HandQueries` holds the read-only part of :class:`~pokerules.engine.hand.Hand`'s public API,
so the hand's own module is about sequencing the streets. It owns no state: every query reads
the parts the hand composes (its chips, :class:`~pokerules.engine.dealer.Dealer`,
:class:`~pokerules.engine.openers.Openers`, the betting round in progress) and returns immutable
copies, so nothing a caller does with an answer can change the hand.

>>> from pokerules import Hand, find_game
>>> hand = Hand(find_game("nl-draw"), [50, 50, 50], button=2, seed=1)
>>> hand.contributions, hand.pot_total, hand.in_hand(), len(hand.cards(0))
((1, 1, 1), 3, (0, 1, 2), 5)
"""

from __future__ import annotations

from operator import attrgetter
from typing import TYPE_CHECKING

from pokerules.betting.pots import Pot
from pokerules.cards import Card
from pokerules.engine.hand_state import HandState
from pokerules.errors import IllegalActionError
from pokerules.records import (
    Bet,
    BringIn,
    Call,
    Check,
    Concede,
    Decision,
    Declare,
    Draw,
    Fold,
    PassOut,
    Raise,
    Record,
    Roll,
)
from pokerules.validate import as_int

__all__ = ["HandQueries"]

_DECISIONS = (Fold, Check, Call, Bet, Raise, Draw, Roll, Declare, Concede, BringIn)


class HandQueries(HandState):
    """The read-only queries of a :class:`~pokerules.engine.hand.Hand`."""

    __slots__ = ()

    @property
    def button(self) -> int:
        """The dealer or button seat."""
        return self.setup.button

    if TYPE_CHECKING:

        @property
        def draw_limit(self) -> int:
            """The most cards the seat to act may discard (during a draw)."""

        @property
        def actor(self) -> int | None:
            """The seat that must act now, or ``None`` when the hand is over."""

        @property
        def phase(self) -> str:
            """``"betting"``, ``"draw"``, ``"roll"``, ``"declare"`` or ``"over"``."""

    else:
        # Read by every bot before every decision: a getter in C costs a third of a Python one.
        draw_limit = property(
            attrgetter("_draw_limit"),
            doc="The most cards the seat to act may discard (during a draw).",
        )
        actor = property(
            attrgetter("_actor"),
            doc="The seat that must act now, or ``None`` when the hand is over.",
        )
        phase = property(
            attrgetter("_phase"),
            doc='``"betting"``, ``"draw"``, ``"roll"``, ``"declare"`` or ``"over"``.',
        )

    @property
    def is_over(self) -> bool:
        """Whether the hand has ended (pot awarded, or passed out)."""
        return self._phase == "over"

    @property
    def passed_out(self) -> bool:
        """Whether nobody opened and the pot carries to the next deal."""
        return self._phase == "over" and type(self._history[-1]) is PassOut

    @property
    def stacks(self) -> tuple[int, ...]:
        """Each seat's chips behind (not in the pot)."""
        return tuple(self._chips.stacks)

    @property
    def starting_stacks(self) -> tuple[int, ...]:
        """Each seat's chips before the hand."""
        return self.setup.stacks

    @property
    def payoffs(self) -> tuple[int, ...]:
        """Each seat's net result so far: chips behind now minus chips before the hand."""
        return tuple(
            now - then for now, then in zip(self._chips.stacks, self.setup.stacks, strict=True)
        )

    @property
    def contributions(self) -> tuple[int, ...]:
        """Chips each seat has put in this hand (antes and blinds included)."""
        return tuple(self._chips.contributions)

    @property
    def round_bets(self) -> tuple[int, ...]:
        """Chips each seat has put in during the current betting round."""
        return tuple(self._chips.bets)

    @property
    def current_bet(self) -> int:
        """The round total a seat must reach to stay in."""
        return self._round.current if self._round is not None else max(self._chips.bets)

    @property
    def dead_money(self) -> int:
        """Chips carried in from earlier deals."""
        return self.setup.dead_money

    @property
    def pot_total(self) -> int:
        """All chips in the middle: contributions plus dead money."""
        if self._phase == "over":
            return 0
        return self._chips.pot_total

    def pots(self) -> list[Pot]:
        """Main and side pots as they stand, with the seats eligible for each."""
        if self._phase == "over":
            return []
        return self._chips.pots()

    def folded(self, seat: int) -> bool:
        """Whether ``seat`` has folded."""
        return self._chips.folded[self._seat(seat)]

    def in_hand(self) -> tuple[int, ...]:
        """Seats that have not folded, in seat order."""
        seats = self._in_hand
        if seats is None:
            folded = self._chips.folded
            seats = tuple([s for s in range(self.n) if not folded[s]])
            self._in_hand = seats
        return seats

    def cards(self, seat: int) -> tuple[Card, ...]:
        """The cards ``seat`` holds, in the order received (private and exposed)."""
        if type(seat) is int and 0 <= seat < self.n:
            return tuple(self._dealer.hands[seat])
        return tuple(self._dealer.hands[self._seat(seat)])

    def exposed(self, seat: int) -> tuple[Card, ...]:
        """The face-up cards of ``seat``: what every other player can see."""
        if type(seat) is int and 0 <= seat < self.n:
            return self._dealer.exposed(seat)
        return self._dealer.exposed(self._seat(seat))

    def showing(self) -> tuple[tuple[Card, ...], ...]:
        """Every seat's face-up cards, by seat: what the whole table sees.

        >>> from pokerules import Hand, find_game
        >>> hand = Hand(find_game("dead-deuce"), [50, 50], button=1, deck="9s 8h 2d Kc Ks Qd")
        >>> hand.roll("2d"), hand.roll("Kc")
        (Roll(seat=0, card=Card('2d')), Roll(seat=1, card=Card('Kc')))
        >>> hand.showing()
        ((Card('2d'),), (Card('Kc'),))
        """
        return self._dealer.showing()

    @property
    def board(self) -> tuple[Card, ...]:
        """The community cards in the middle, in the order dealt: the flop, turn and river
        of hold'em and Omaha (and stud's shared river card when the deck runs short).

        >>> from pokerules import Hand, find_game
        >>> hand = Hand(find_game("holdem"), [50, 50], deck="Ah Kh Qs Qd 2c 7h 8h 9h 3d Th")
        >>> hand.call(), hand.check(), hand.board    # the 2c is burned before the flop
        (Call(seat=0, added=1, all_in=False), Check(seat=1), (Card('7h'), Card('8h'), Card('9h')))
        """
        return tuple(self._dealer.community)

    def face_up(self, seat: int) -> tuple[bool, ...]:
        """For each card of ``seat``, whether it is face up."""
        if type(seat) is int and 0 <= seat < self.n:
            return tuple(self._dealer.up[seat])
        return tuple(self._dealer.up[self._seat(seat)])

    @property
    def opener(self) -> int | None:
        """The seat that made the first bet of the first round, if any."""
        return self._openers.seat

    @property
    def opening_cards(self) -> tuple[Card, ...]:
        """The cards that qualified the opener (jacks or better games), else empty."""
        return self._openers.cards

    @property
    def draws_left(self) -> int:
        """Draws still to come, the one in progress included."""
        return self._plan.draws_from[self._street]

    @property
    def stub_size(self) -> int:
        """Undealt cards left."""
        return len(self._dealer.stub)

    @property
    def history(self) -> tuple[Record, ...]:
        """Every record so far, in order."""
        return tuple(self._history)

    def decisions(self) -> list[Decision]:
        """The players' decisions so far: feed them to :meth:`replay` to play the hand again."""
        return [r for r in self._history if type(r) in _DECISIONS]  # type: ignore[misc]

    def card_locations(self) -> dict[str, tuple[Card, ...]]:
        """Where every card is: the stub, each seat, discards, burns, muck and kept-aside
        openers. Each of the 52 cards appears exactly once."""
        return self._dealer.locations()

    def hand_value(self, seat: int) -> int:
        """The value of ``seat``'s best hand now, on the game's scale (lower is better).

        Needs a full hand (five cards or more; four in badugi); what a player could claim
        when declaring.
        """
        s = self._seat(seat)
        cards, ups = self._dealer.holding(s)
        if self._chips.folded[s] or len(cards) < (4 if self.game.evaluation == "badugi" else 5):
            raise IllegalActionError(f"seat {s} has no full hand to value")
        return self._plan.valuer.value(cards, ups)

    def showdown_values(self) -> dict[int, int]:
        """Each shown hand's value on the game's scale (lower is better)."""
        return dict(self._shown)

    def snapshot(self) -> tuple[object, ...]:
        """A hashable picture of the whole state, for tests that check nothing changed."""
        parts = (self._round, self._draws, self._rolls, self._declarations)
        return (
            (self._phase, self._actor, self._street, self._round_index, len(self._history)),
            self._chips.snapshot()[:4],
            (self._dealer.snapshot(), self._openers.seat),
            tuple(part.snapshot() if part is not None else None for part in parts),
        )

    def _seat(self, seat: int) -> int:
        if type(seat) is not int or not 0 <= seat < self.n:
            seat = as_int(seat, "seat", low=0, high=self.n - 1)
        return seat
