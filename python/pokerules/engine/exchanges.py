"""One draw: who exchanges in which order, how many cards each may throw, and the exchange.

An :class:`Exchanges` is made when a draw begins, with the seats still in (clockwise from the
button's left, all-in players included) and the street's limit. Each exchange is checked in
full before anything moves: the cards must be held, listed once, no more than the limit, and
the deck must be able to supply them. An opener's split cards are kept aside unless the
shortage policy recycles them; the dealer does the rest.

>>> from pokerules.engine.dealer import Dealer
>>> from pokerules.cards import CARDS
>>> from pokerules.engine.openers import Openers
>>> from pokerules.games.shortage import SHORTAGE_POLICIES
>>> log = []
>>> dealer = Dealer(2, 1, SHORTAGE_POLICIES["seed-001"], log, order=CARDS)
>>> dealer.deal([0, 1], down=5)
>>> draws = Exchanges([1, 0], 3, dealer, Openers(required=False), log)
>>> draws.draw(1, "2d 2s"), draws.actor
(Draw(seat=1, discarded=(Card('2d'), Card('2s')), received=(Card('4h'), Card('4s'))), 0)
>>> draws.draw(0, "Ac")
Traceback (most recent call last):
...
pokerules.errors.IllegalActionError: seat 0 does not hold A♣; it holds 2♣ 2♥ 3♣ 3♥ 4♣
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from pokerules.cards import Card, CardLike, parse_hand
from pokerules.engine.dealer import Dealer
from pokerules.engine.openers import Openers
from pokerules.errors import IllegalActionError, InvalidCardError
from pokerules.records import Draw, Record, SplitOpeners, new_record

__all__ = ["Exchanges"]


class Exchanges:
    """The exchanges of one draw, in ``order``, each of at most ``limit`` cards."""

    __slots__ = ("dealer", "limit", "log", "openers", "order")

    phase = "draw"  # the hand's phase while this step waits for a decision

    def __init__(
        self,
        order: Sequence[int],
        limit: int,
        dealer: Dealer,
        openers: Openers,
        log: list[Record],
    ) -> None:
        self.order = list(order)
        self.limit = limit
        self.dealer = dealer
        self.openers = openers
        self.log = log

    @property
    def actor(self) -> int | None:
        """The next seat to draw, or ``None`` when all have."""
        return self.order[0] if self.order else None

    def draw(self, seat: int, discards: Iterable[CardLike] | str = ()) -> Draw:
        """``seat`` (the next to draw) throws ``discards`` and gets as many cards; logged."""
        # Standing pat is an empty list, tuple or string; None and other empties are refused.
        if (type(discards) is tuple or type(discards) is list or type(discards) is str) and (
            not discards
        ):
            record: Draw = new_record(Draw, (seat, (), ()))
        else:
            thrown = tuple(discards) if type(discards) is list else discards
            if type(thrown) is tuple:
                for card in thrown:
                    if type(card) is not Card:
                        thrown = _as_cards(discards, seat)
                        break
            else:
                thrown = _as_cards(discards, seat)
            dealer = self.dealer
            held = dealer.hands[seat]
            need = len(thrown)
            distinct = set(thrown)
            if need > self.limit or len(distinct) != need or not distinct.issubset(held):
                _reject(seat, thrown, held, self.limit)
            if len(dealer.stub) <= need and not dealer.can_supply(need):
                raise IllegalActionError(
                    f"the deck cannot supply {need} cards even after a reshuffle"
                )
            # Checked; now change the state.
            split = self.openers.split(seat, thrown) if self.openers.cards else ()
            if split:
                self.log.append(SplitOpeners(seat, split))
                if dealer.policy.recycle_split_openers:
                    split = ()
            received = dealer.exchange(seat, thrown, split)
            record = new_record(Draw, (seat, thrown, received))
        self.log.append(record)
        del self.order[0]
        return record

    def snapshot(self) -> tuple[object, ...]:
        """A hashable picture of who is still to draw."""
        return tuple(self.order), self.limit


def _as_cards(cards: Iterable[CardLike] | str, seat: int) -> tuple[Card, ...]:
    try:
        return parse_hand(cards)
    except InvalidCardError as error:
        raise IllegalActionError(f"seat {seat} named a bad card: {error}") from None


def _reject(seat: int, thrown: tuple[Card, ...], held: list[Card], limit: int) -> None:
    missing = [c for c in thrown if c not in held]
    if missing:
        hand = " ".join(c.symbol for c in held)
        wrong = " ".join(c.symbol for c in missing)
        raise IllegalActionError(f"seat {seat} does not hold {wrong}; it holds {hand}")
    if len(set(thrown)) != len(thrown):
        listed = " ".join(c.symbol for c in thrown)
        raise IllegalActionError(f"seat {seat} listed a card twice: {listed}")
    raise IllegalActionError(f"seat {seat} may discard at most {limit} cards, not {len(thrown)}")
