"""The stud roll: each seat secretly picks a face-down card, then all turn up together.

The roll is simultaneous, so no player can react to another's choice. A
:class:`Rolls` keeps the choices until the last seat has chosen; the hand then reveals them.

>>> from pokerules.cards import parse_hand
>>> rolls = Rolls([1, 0])
>>> rolls.choose(1, "Kd", parse_hand("Kd 2s 9h"))
Roll(seat=1, card=Card('Kd'))
>>> rolls.actor, rolls.choose(0, "2c", parse_hand("5d 2c 7h")), rolls.actor
(0, Roll(seat=0, card=Card('2c')), None)
>>> rolls.reveal()
Reveal(cards=((0, Card('2c')), (1, Card('Kd'))))

In a hand, the cards rolled show in :meth:`~pokerules.engine.hand.Hand.showing` once all have
chosen:

>>> from pokerules import Hand, find_game
>>> hand = Hand(find_game("dead-deuce"), [50, 50], button=1, deck="9s 8h 2d Kc Ks Qd")
>>> hand.roll("2d"), hand.roll("Kc")
(Roll(seat=0, card=Card('2d')), Roll(seat=1, card=Card('Kc')))
>>> hand.showing()
((Card('2d'),), (Card('Kc'),))
"""

from __future__ import annotations

from collections.abc import Sequence

from pokerules.cards import Card, CardLike
from pokerules.errors import IllegalActionError, InvalidCardError
from pokerules.records import Reveal, Roll, new_record

__all__ = ["Rolls"]


class Rolls:
    """The choices of one roll, made in ``order`` (the seats still in, left of the dealer
    first)."""

    __slots__ = ("choices", "order")

    phase = "roll"  # the hand's phase while this step waits for a decision

    def __init__(self, order: Sequence[int]) -> None:
        self.order = tuple(order)
        self.choices: dict[int, Card] = {}

    @property
    def actor(self) -> int | None:
        """The next seat to choose, or ``None`` when all have chosen."""
        chosen = len(self.choices)
        return self.order[chosen] if chosen < len(self.order) else None

    def choose(self, seat: int, card: CardLike, face_down: Sequence[Card]) -> Roll:
        """``seat`` picks ``card``, one of its ``face_down`` cards, to turn up."""
        try:
            chosen = Card(card)
        except InvalidCardError as error:
            raise IllegalActionError(f"seat {seat} cannot roll: {error}") from None
        if chosen not in face_down:
            held = " ".join(c.symbol for c in face_down)
            raise IllegalActionError(
                f"seat {seat} may roll one of its face-down cards {held}, not {chosen.symbol}"
            )
        self.choices[seat] = chosen
        return new_record(Roll, (seat, chosen))

    def reveal(self) -> Reveal:
        """Every chosen card, by seat: turn them up now."""
        return Reveal(tuple(sorted(self.choices.items())))

    def snapshot(self) -> tuple[object, ...]:
        """A hashable picture of the choices so far."""
        return tuple(sorted(self.choices.items()))
