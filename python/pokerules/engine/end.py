"""How a hand ends: one seat left takes the pot, or the seats still in show down.

:class:`HandEnd` holds the end of :class:`~pokerules.engine.hand.Hand`: who shows first
(:func:`~pokerules.engine.order.first_to_show`), the showdown itself (values, who shows or mucks,
the
opener's proof) run by :func:`~pokerules.engine.showdown.show_down` or, in eight-or-better games,
:func:`~pokerules.engine.split_pot.split_show_down`, and the awards with their odd chips, recorded
in
order. It owns no state: it reads and sets the hand's slots.

>>> from pokerules import Hand, find_game
>>> hand = Hand(find_game("holdem"), [50, 50], deck="Ah Kh Qs Qd 2c 7h 8h 9h 3d Th 4c 2d")
>>> while not hand.is_over:
...     _ = hand.check() if hand.legal_actions().check else hand.call()
>>> [type(record).__name__ for record in hand.history[-4:]]  # Ah Qs makes a flush
['Street', 'Show', 'Muck', 'Award']
>>> hand.history[-1], hand.showdown_values()
(Award(seat=1, amount=4, pot=0), {1: 691})
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pokerules.engine.hand_state import HandState
from pokerules.engine.order import first_to_show, seats_in_from
from pokerules.engine.showdown import award_pots, show_down
from pokerules.engine.split_pot import HiLo, award_split_pots, split_show_down
from pokerules.records import Award, Show, Street, new_record

__all__ = ["HandEnd"]

_SHOWDOWN = Street("showdown")


class HandEnd(HandState):
    """The end of a :class:`~pokerules.engine.hand.Hand` (see the module docstring)."""

    # The hand holds the slots; hidden from mypy, which then checks writes to the hand's state
    # against the annotations below.
    if not TYPE_CHECKING:
        __slots__ = ()

    if TYPE_CHECKING:

        @property
        def pot_total(self) -> int:
            """HandQueries's."""

    def _showdown_order(self) -> list[int]:
        rnd = self._round
        first = first_to_show(
            self.game.showdown_first, rnd.last_aggressor if rnd else None, self._chips.folded,
            self.setup.button, self._openers.seat, rnd.first if rnd else None,
        )  # fmt: skip
        return seats_in_from(self._chips.folded, first)

    def _finish_uncontested(self) -> None:
        winner = self._chips.folded.index(False)
        proof = self._openers.proof()
        if proof is not None:
            self._history.append(proof)
        total = self.pot_total
        self._chips.award(winner, total)
        self._history.append(new_record(Award, (winner, total, 0)))
        self._close()

    def _showdown(self) -> None:
        self._phase = "showdown"
        game = self.game
        dealer = self._dealer
        history = self._history
        history.append(_SHOWDOWN)
        pots = self._chips.pots()
        order = self._showdown_order()
        proof = self._openers.proof()
        if proof is not None:
            history.append(proof)
        # An opener in the showdown must show the whole hand.
        must_show = (proof.seat,) if proof is not None else ()
        holdings = dealer.holdings(order)
        valuer = self._plan.valuer
        hands: dict[int, HiLo] = {}
        keys: dict[int, int] = {}
        if valuer.split:
            records, hands = split_show_down(
                order, pots, holdings, valuer.value_split, valuer.describe_high, game.muck_losers
            )
        else:
            records, keys = show_down(
                order, pots, holdings, valuer, self._declarations, must_show,
                game.muck_losers, game.undercall_binding,
            )  # fmt: skip
        for record in records:
            if type(record) is Show:
                self._shown[record.seat] = record.value
            else:
                dealer.muck_hand(record.seat)
            history.append(record)
        odd = list(self._ring)
        if game.odd_chip == "high_card_by_suit":
            odd.sort(key=lambda s: -max(dealer.hands[s], default=-1))
        awards = award_split_pots(pots, hands, odd) if hands else award_pots(pots, keys, odd)
        for seat, amount, index in awards:
            self._chips.award(seat, amount)
            history.append(new_record(Award, (seat, amount, index)))
        self._close()

    def _close(self) -> None:
        self._chips.close()
        self._phase = "over"
        self._actor = None
