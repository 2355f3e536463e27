"""The streets of a hand, in order: the dealer's steps between decisions and the betting rounds.

:class:`Streets` walks the game's streets (:attr:`~pokerules.engine.plan.GamePlan.kinds`): it
deals, burns and turns the board by itself, and stops at the first step where a player must
decide, which :meth:`Streets.advance` returns: a betting round someone can act in
(:class:`~pokerules.betting.rounds.BettingRound`), a draw
(:class:`~pokerules.engine.exchanges.Exchanges`), a stud roll
(:class:`~pokerules.engine.rolls.Rolls`) or, past the last street, the declarations
(:class:`~pokerules.engine.declarations.Declarations`). Each step says its ``phase`` and its
``actor``. ``None`` means the hand is to end: one seat left, a pass-out, or the showdown.

It owns the street and betting-round indices, the last betting round opened and who is still
in; it lends the chips ledger's lists to each round it opens and returns the uncalled chips
through the ledger when the round closes.

>>> from pokerules import Hand, find_game
>>> hand = Hand(find_game("holdem"), [50, 50], deck="Ah Kh Qs Qd 2c 7h 8h 9h 3d Th")
>>> hand.call(), hand.check()  # the pre-flop round closes: burn, flop, the next round opens
(Call(seat=0, added=1, all_in=False), Check(seat=1))
>>> hand.history[-1], hand.board, hand.actor
(Street(name='second betting round'), (Card('7h'), Card('8h'), Card('9h')), 1)
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pokerules.betting.rounds import BettingRound, allow_free_folds
from pokerules.engine.bring_in import bring_in_seat, stud_round
from pokerules.engine.declarations import Declarations
from pokerules.engine.exchanges import Exchanges
from pokerules.engine.order import first_to_act, first_to_show, next_in, seats_in_from
from pokerules.engine.rolls import Rolls
from pokerules.engine.upcards import high_showing, low_showing
from pokerules.records import ReturnUncalled, Street, new_record

if TYPE_CHECKING:
    from pokerules.betting.ledger import Chips
    from pokerules.engine.dealer import Dealer
    from pokerules.engine.openers import Openers
    from pokerules.engine.plan import GamePlan
    from pokerules.games.spec import DealCards
    from pokerules.records import Record

__all__ = ["DEALING", "OVER", "Between", "Step", "Streets"]

# A step that needs a decision: each has a ``phase`` and an ``actor``.
Step = BettingRound | Exchanges | Rolls | Declarations


class Between:
    """The step of a hand with no decision waiting: being dealt, or over."""

    __slots__ = ("phase",)
    actor = None
    legal = None

    def __init__(self, phase: str) -> None:
        self.phase = phase

    def snapshot(self) -> None:
        """Nothing of its own to picture."""
        return None


DEALING, OVER = Between("deal"), Between("over")

_JACKS = "opening needs a pair of jacks or better; only check is allowed"
_DECLARATIONS = Street("declarations")


class Streets:
    """The street sequencing of one hand (see the module docstring).

    Args:
        plan: the game's plan.
        chips: the hand's chips ledger (the rounds borrow its lists).
        dealer: deals, burns and mucks.
        openers: the opener of a jacks-or-better game.
        log: the hand's history, which the streets and their steps append to.
        ring: the seats clockwise from the button's left.
        button: the button seat.
        pass_out: whether a first round nobody opens passes the hand out.
    """

    __slots__ = (
        "button", "chips", "dealer", "declarations", "in_hand", "in_turn", "log", "n", "openers",
        "pass_out", "passed_out", "plan", "ring", "round", "round_index", "straddle", "street",
    )  # fmt: skip

    def __init__(
        self,
        plan: GamePlan,
        chips: Chips,
        dealer: Dealer,
        openers: Openers,
        log: list[Record],
        ring: tuple[int, ...],
        button: int,
        pass_out: bool,
    ) -> None:
        self.plan = plan
        self.chips = chips
        self.dealer = dealer
        self.openers = openers
        self.log = log
        self.ring = ring
        self.button = button
        self.pass_out = pass_out
        self.passed_out = False
        self.street = 0
        self.round_index = -1
        self.round: BettingRound | None = None  # the last betting round opened
        self.declarations: Declarations | None = None
        # The last straddle's seat and amount, and the straddles' count (Hand's posts).
        self.straddle: tuple[int, int, int] | None = None
        self.n = len(ring)
        # The seats in, by seat and from the button's left, made again when asked after a fold:
        # a list is still right while it has as many seats as are in (seats only leave).
        self.in_hand: tuple[int, ...] = tuple(range(self.n))
        self.in_turn: tuple[int, ...] = ring

    def seats_left(self) -> int:
        """How many seats are still in: only a betting round folds a seat, and each round
        counts them."""
        rnd = self.round
        return rnd.live if rnd is not None else self.n

    def next_street(self) -> Step | None:
        """The step in progress is done: on to the next street."""
        self.street += 1
        return self.advance()

    def rolled(self, rolls: Rolls) -> Step | None:
        """Every seat has chosen its roll: turn the cards up together, then the next street."""
        reveal = rolls.reveal()
        for seat, chosen in reveal.cards:
            self.dealer.turn_up(seat, chosen)
        self.log.append(reveal)
        return self.next_street()

    def round_over(self) -> Step | None:
        """The betting round is over: return the uncalled chips and go on to the next street,
        unless the hand is to end (``None``: one seat left, or a pass-out)."""
        if self._closed(self.round):  # type: ignore[arg-type]
            return None
        self.street += 1
        return self.advance()

    def _closed(self, rnd: BettingRound) -> bool:
        """Close the betting round ``rnd``: return its uncalled chips; True if the hand is to
        end (one seat left, or a pass-out)."""
        # The round knows whether two seats reached its bet; the ledger gives back the rest.
        returned = None if rnd.matched >= 2 else self.chips.return_uncalled()
        if returned is not None:
            self.log.append(new_record(ReturnUncalled, returned))
        if rnd.live == 1:
            return True
        # A pass-out needs a round someone could have opened; when nobody could bet (all but
        # one all-in on the antes) the hand is played out instead, as when betting ends early.
        if (
            self.round_index == 0
            and self.openers.seat is None
            and self.pass_out
            and rnd.anyone_acted
        ):
            self.passed_out = True
            return True
        return False

    def advance(self) -> Step | None:
        """Run the dealer's steps until a player must decide (that step) or the hand is to
        end (``None``)."""
        plan = self.plan
        streets = plan.streets
        kinds = plan.kinds  # 0 deal, 1 roll, 2 betting, 3 draw, 4 board
        street, end = self.street, len(kinds)
        while street < end:
            rnd = self.round
            if rnd is not None and rnd.live == 1:
                return None
            kind = kinds[street]
            if street:
                self.log.append(plan.names[street])
            if kind == 2:
                rnd = self._open_round()
                if rnd.actor is not None:
                    return rnd
                # Nobody can act in it (all but one all-in): it is over as it opens.
                if self._closed(rnd):
                    return None
                street = self.street = street + 1
                continue
            if kind == 4:
                self.dealer.deal_board(streets[street].cards, plan.burn)  # type: ignore[union-attr]
                street = self.street = street + 1
                continue
            live = self.in_turn  # turn_order() inline: a list is right while none folded
            if len(live) != (rnd.live if rnd is not None else self.n):
                live = self.turn_order()
            if kind == 0:
                if street and plan.burn:
                    self.dealer.burn(len(live))
                deal: DealCards = streets[street]  # type: ignore[assignment]
                self.dealer.deal(live, deal.down, deal.up)
                street = self.street = street + 1
                continue
            if kind == 3:
                if plan.burn:
                    self.dealer.burn(0)
                limit = streets[street].max_discard  # type: ignore[union-attr]
                return Exchanges(live, limit, self.dealer, self.openers, self.log)
            return Rolls(live)
        game = plan.game
        if game.declare_hands and self.seats_left() >= 2:
            self.log.append(_DECLARATIONS)
            scale = (-12, 7462) if game.evaluation == "wild" else (1, 7462)
            declarations = self.declarations = Declarations(self.showdown_order(), *scale)
            return declarations
        return None

    def snapshot(self, step: object = None) -> tuple[object, ...]:
        """A hashable picture: the street, the round index, and the pictures of the last
        betting round, of ``step`` if it is a draw or a roll, and of the declarations."""
        phase = getattr(step, "phase", None)
        draws = step if phase == "draw" else None
        rolls = step if phase == "roll" else None
        parts = (self.round, draws, rolls, self.declarations)
        pictures = tuple(part.snapshot() if part is not None else None for part in parts)  # type: ignore[attr-defined]
        return self.street, self.round_index, pictures

    def showdown_order(self) -> list[int]:
        """The seats still in, in the order they show (or declare)."""
        rnd = self.round
        folded = self.chips.folded
        first = first_to_show(
            self.plan.game.showdown_first, rnd.last_aggressor if rnd else None, folded,
            self.button, self.openers.seat, rnd.first if rnd else None,
        )  # fmt: skip
        return seats_in_from(folded, first)

    def turn_order(self) -> tuple[int, ...]:
        """The seats still in, clockwise from the button's left."""
        seats = self.in_turn
        rnd = self.round
        if len(seats) != (rnd.live if rnd is not None else self.n):  # seats_left(), inline
            folded = self.chips.folded
            seats = self.in_turn = tuple([s for s in self.ring if not folded[s]])
        return seats

    def seats_in(self) -> tuple[int, ...]:
        """The seats still in, in seat order."""
        seats = self.in_hand
        if len(seats) != self.seats_left():
            folded = self.chips.folded
            seats = self.in_hand = tuple([s for s in range(len(folded)) if not folded[s]])
        return seats

    def _open_round(self) -> BettingRound:
        """Open the next betting round (its ``actor`` is ``None`` when nobody can act)."""
        plan = self.plan
        chips = self.chips
        r = self.round_index = self.round_index + 1
        first = (
            self._stud_first(r) if plan.stud else first_to_act(
                r, self.n, self.button, chips.folded, plan.blind_posts,
                self.openers.seat, plan.opener_first,
            )
        )  # fmt: skip
        if r and type(self.round) is BettingRound and not (r == 1 and plan.open_pair_big):
            # A later street after a plain round (the usual case, and every street of an
            # all-in run-out): the same round object starts again, with a new bets list.
            rnd = self.round
            rnd.reopen(plan.sizes[r], chips.new_round(), first, chips.dead)
            return rnd
        if r == 0 and plan.big_blind is not None:
            bets = chips.bets
            current, raises = plan.big_blind, 1  # the full big blind is the first bet (2.32)
            if self.straddle is not None:  # a blind raise: its left begins, it acts last
                last, current, straddles = self.straddle
                first, raises = next_in(chips.folded, last + 1), 1 + straddles
        else:
            bets = chips.new_round()
            current = raises = 0
        opening = None
        if r == 0 and self.openers.required:
            may_open, hands = self.openers.may_open, self.dealer.hands
            opening = (lambda s: may_open(hands[s]), _JACKS)
        # Positional arguments: keywords cost a call a third more.
        # Stud's own rounds: the bring-in round, and fourth street with the open-pair option.
        if plan.stud and ((r == 0 and plan.bring_in) or (r == 1 and plan.open_pair_big)):
            rnd = stud_round(
                plan, r, chips.stacks, bets, chips.folded, first,
                chips.contributions, chips.dead, self.dealer.showing,
            )  # fmt: skip
        else:
            rnd = BettingRound(
                plan.betting, plan.sizes[r], chips.stacks, bets, chips.folded,
                first, current, raises, chips.contributions, chips.dead,
                opening,
            )  # fmt: skip
        if plan.fold_instead_of_check:
            allow_free_folds(rnd)
        self.round = rnd
        return rnd

    def _stud_first(self, round_index: int) -> int:
        """The seat that begins a stud round: the bring-in, then the best hand showing."""
        plan = self.plan
        showing = self.dealer.shown.__getitem__  # each seat's upcards, a tuple
        order = self.turn_order()
        if round_index == 0 and plan.bring_in:
            return bring_in_seat(order, showing, plan.highest_brings_in)
        if plan.low_showing:
            return low_showing(order, showing)
        game = plan.game
        return high_showing(order, showing, game.wild_cards, game.exposed_wild_counts)
