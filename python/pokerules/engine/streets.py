"""The streets of a hand, in order: the dealer's steps between decisions and the betting rounds.

:class:`Streets` holds the part of :class:`~pokerules.engine.hand.Hand` that walks the game's
streets (:attr:`~pokerules.engine.plan.GamePlan.kinds`): it deals, burns and turns the board by
itself, and stops at the first street where a player must decide (a betting round someone can
act in, a draw, a stud roll) or, past the last street, at the declarations or the showdown.
It opens each betting round with the seat that acts first and closes it, returning the
uncalled chips. It owns no state: it reads and sets the hand's slots.

>>> from pokerules import Hand, find_game
>>> hand = Hand(find_game("holdem"), [50, 50], deck="Ah Kh Qs Qd 2c 7h 8h 9h 3d Th")
>>> hand.call(), hand.check()  # the pre-flop round closes: burn, flop, the next round opens
(Call(seat=0, added=1, all_in=False), Check(seat=1))
>>> hand.history[-1], hand.board, hand.actor
(Street(name='second betting round'), (Card('7h'), Card('8h'), Card('9h')), 1)
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from pokerules.betting.rounds import BettingRound
from pokerules.engine.bring_in import bring_in_seat, stud_round
from pokerules.engine.declarations import Declarations
from pokerules.engine.exchanges import Exchanges
from pokerules.engine.hand_state import HandState
from pokerules.engine.order import first_to_act
from pokerules.engine.rolls import Rolls
from pokerules.engine.upcards import high_showing, low_showing
from pokerules.records import PassOut, ReturnUncalled, Street, new_record

if TYPE_CHECKING:
    from pokerules.games.spec import DealCards

__all__ = ["Streets"]

_JACKS = "opening needs a pair of jacks or better; only check is allowed"


class Streets(HandState):
    """The street sequencing of a :class:`~pokerules.engine.hand.Hand` (see the module
    docstring)."""

    # The hand holds the slots; hidden from mypy, which then checks writes to the hand's state
    # against the annotations below.
    if not TYPE_CHECKING:
        __slots__ = ()

    # How the hand ends (pokerules.engine.end.HandEnd).
    _finish_uncontested: Callable[[], None]
    _showdown: Callable[[], None]
    _showdown_order: Callable[[], list[int]]
    _close: Callable[[], None]

    if TYPE_CHECKING:

        @property
        def pot_total(self) -> int:
            """HandQueries's."""

    def _next_street(self) -> None:
        self._street += 1
        self._advance()

    def _advance(self) -> None:
        """Run the dealer's steps until a player must decide or the hand ends."""
        plan = self._plan
        streets = plan.streets
        kinds = plan.kinds  # 0 deal, 1 roll, 2 betting, 3 draw, 4 board
        street = self._street
        while street < len(kinds):
            if self._live == 1:
                self._finish_uncontested()
                return
            kind = kinds[street]
            if street:
                self._history.append(plan.names[street])
            if kind == 2:
                if self._open_round() or self._close_round():
                    return
                street = self._street = street + 1
                continue
            if kind == 4:
                self._dealer.deal_board(streets[street].cards, plan.burn)  # type: ignore[union-attr]
                street = self._street = street + 1
                continue
            live = self._turn_order()
            if kind == 0:
                if street and plan.burn:
                    self._dealer.burn(len(live))
                deal: DealCards = streets[street]  # type: ignore[assignment]
                self._dealer.deal(live, deal.down, deal.up)
                street = self._street = street + 1
                continue
            if kind == 3:
                if plan.burn:
                    self._dealer.burn(0)
                limit = streets[street].max_discard  # type: ignore[union-attr]
                self._draws = Exchanges(live, limit, self._dealer, self._openers, self._history)
                self._draw_limit = limit
                self._phase, self._actor = "draw", live[0]
            else:
                self._rolls = Rolls(live)
                self._phase, self._actor = "roll", live[0]
            return
        game = self.game
        if game.declare_hands and self._live >= 2:
            self._history.append(Street("declarations"))
            scale = (-12, 7462) if game.evaluation == "wild" else (1, 7462)
            self._declarations = Declarations(self._showdown_order(), *scale)
            self._phase, self._actor = "declare", self._declarations.actor
            return
        self._showdown()

    def _open_round(self) -> bool:
        """Open the next betting round; False when nobody can act in it."""
        plan = self._plan
        r = self._round_index = self._round_index + 1
        chips = self._chips
        if r == 0 and plan.big_blind is not None:
            bets = chips.bets
            current, raises = plan.big_blind, 1  # the full big blind is the first bet (2.32)
        else:
            bets = chips.new_round()
            current = raises = 0
        opening = None
        if r == 0 and self._openers.required:
            may_open, hands = self._openers.may_open, self._dealer.hands
            opening = (lambda s: may_open(hands[s]), _JACKS)
        # Positional arguments: keywords cost a call a third more.
        # Stud's own rounds: the bring-in round, and fourth street with the open-pair option.
        if plan.stud and ((r == 0 and plan.bring_in) or (r == 1 and plan.open_pair_big)):
            rnd = stud_round(
                plan, r, chips.stacks, bets, chips.folded, self._first_to_act(r),
                chips.contributions, chips.dead, self._dealer.showing,
            )  # fmt: skip
        else:
            rnd = BettingRound(
                plan.betting, plan.sizes[r], chips.stacks, bets, chips.folded,
                self._first_to_act(r), current, raises, chips.contributions, chips.dead,
                opening,
            )  # fmt: skip
        self._round = rnd
        if rnd.actor is None:
            return False
        self._phase, self._actor = "betting", rnd.actor
        return True

    def _close_round(self) -> bool:
        """The betting round is over: return uncalled chips; True if that ended the hand."""
        rnd: BettingRound = self._round  # type: ignore[assignment]
        self._actor = None
        # The round knows whether two seats reached its bet; the ledger gives back the rest.
        returned = None if rnd.matched >= 2 else self._chips.return_uncalled()
        if returned is not None:
            self._history.append(new_record(ReturnUncalled, returned))
        if self._live == 1:
            self._finish_uncontested()
            return True
        # A pass-out needs a round someone could have opened; when nobody could bet (all but
        # one all-in on the antes) the hand is played out instead, as when betting ends early.
        if (
            self._round_index == 0
            and self._openers.seat is None
            and self.setup.unopened == "pass_out"
            and rnd.anyone_acted
        ):
            self.carried = self.pot_total
            for seat in range(self.n):
                self._dealer.muck_hand(seat)
            self._history.append(PassOut(self.carried))
            self._close()
            return True
        return False

    def _first_to_act(self, round_index: int) -> int:
        plan = self._plan
        if plan.stud:
            game = self.game
            showing = self._dealer.shown.__getitem__  # each seat's upcards, a tuple
            order = self._turn_order()
            if round_index == 0 and plan.bring_in:
                return bring_in_seat(order, showing, plan.highest_brings_in)
            if plan.low_showing:
                return low_showing(order, showing)
            return high_showing(order, showing, game.wild_cards, game.exposed_wild_counts)
        return first_to_act(
            round_index, self.n, self.setup.button, self._chips.folded, plan.big_blind is not None,
            self._openers.seat, plan.opener_first,
        )  # fmt: skip

    def _turn_order(self) -> tuple[int, ...]:
        """The seats still in, clockwise from the button's left."""
        seats = self._in_turn
        if seats is None:
            folded = self._chips.folded
            seats = self._in_turn = tuple([s for s in self._ring if not folded[s]])
        return seats
