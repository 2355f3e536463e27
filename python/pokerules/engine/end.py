"""How a hand ends: one seat left takes the pot, the seats still in show down, or a pass-out.

:class:`Showdown` owns the end of a :class:`~pokerules.engine.hand.Hand`: the showdown itself
(values, who shows or mucks, the opener's proof) run by
:func:`~pokerules.engine.showdown.show_down` or, in eight-or-better games,
:func:`~pokerules.engine.split_pot.split_show_down`, the split pots and their odd chips, and
the awards, paid through the chips ledger. Each way to end returns the awards (a pass-out has
none); the values shown and the chips carried to the next deal stay here, for the hand's
queries.

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

from pokerules.betting.pots import Pot
from pokerules.engine.showdown import award_pots, show_down
from pokerules.engine.split_pot import HiLo, award_split_pots, split_show_down
from pokerules.records import Award, Burn, Deal, PassOut, ReturnUncalled, Show, Street, new_record

if TYPE_CHECKING:
    from pokerules.betting.ledger import Chips
    from pokerules.engine.dealer import Dealer
    from pokerules.engine.declarations import Declarations
    from pokerules.engine.openers import Openers
    from pokerules.engine.plan import GamePlan
    from pokerules.engine.streets import Streets
    from pokerules.records import Record

__all__ = ["Showdown", "board_runout"]

_SHOWDOWN = Street("showdown")


class Showdown:
    """The end of one hand (see the module docstring); ``log`` is the hand's history, and
    ``ring`` the seats from the button's left (the odd-chip order)."""

    __slots__ = ("carried", "chips", "dealer", "log", "openers", "plan", "ring", "runs", "shown")

    def __init__(
        self,
        plan: GamePlan,
        chips: Chips,
        dealer: Dealer,
        openers: Openers,
        log: list[Record],
        ring: tuple[int, ...],
        runs: int = 1,
    ) -> None:
        self.plan = plan
        self.chips = chips
        self.dealer = dealer
        self.openers = openers
        self.log = log
        self.ring = ring
        self.runs = runs  # how many times an all-in hand's board is run
        self.shown: dict[int, int] = {}  # each shown hand's value
        self.carried = 0  # chips a pass-out leaves for the next deal

    def finish(self, streets: Streets) -> list[Award]:
        """End the hand the way ``streets`` stopped: a pass-out, one seat left, or a showdown
        in the streets' showdown order."""
        if streets.passed_out:
            return self.pass_out()
        if streets.seats_left() == 1:
            return self.uncontested()
        return self.show_down(streets.showdown_order(), streets.declarations)

    def uncontested(self) -> list[Award]:
        """One seat is left: it takes every pot (an opener shows its openers first)."""
        chips = self.chips
        winner = chips.folded.index(False)
        proof = self.openers.proof()
        if proof is not None:
            self.log.append(proof)
        total = chips.pot_total
        chips.award(winner, total)
        return [new_record(Award, (winner, total, 0))]

    def pass_out(self) -> list[Award]:
        """Nobody opened: every hand is mucked and the pot carries to the next deal."""
        self.carried = self.chips.pot_total
        for seat in range(len(self.ring)):
            self.dealer.muck_hand(seat)
        self.log.append(PassOut(self.carried))
        return []

    def show_down(self, order: list[int], declarations: Declarations | None) -> list[Award]:
        """The seats in ``order`` show down (what ``declarations`` said, in a declare-hands
        game): each shows or mucks, and the pots go to the best hands."""
        game = self.plan.game
        dealer = self.dealer
        log = self.log
        runout = board_runout(log) if self.runs > 1 else []
        if runout:
            return self._run_boards(order, runout)
        log.append(_SHOWDOWN)
        pots = self.chips.pots()
        proof = self.openers.proof()
        if proof is not None:
            log.append(proof)
        # An opener in the showdown must show the whole hand.
        must_show = (proof.seat,) if proof is not None else ()
        holdings = dealer.holdings(order)
        valuer = self.plan.valuer
        hands: dict[int, HiLo] = {}
        keys: dict[int, int] = {}
        if valuer.split:
            records, hands = split_show_down(
                order, pots, holdings, valuer.value_split, valuer.describe_high, game.muck_losers
            )
        else:
            records, keys = show_down(
                order, pots, holdings, valuer, declarations, must_show,
                game.muck_losers, game.undercall_binding,
            )  # fmt: skip
        for record in records:
            if type(record) is Show:
                self.shown[record.seat] = record.value
            else:
                dealer.muck_hand(record.seat)
            log.append(record)
        odd = self._odd_chip_order()
        awards = award_split_pots(pots, hands, odd) if hands else award_pots(pots, keys, odd)
        award = self.chips.award
        paid_out: list[Award] = []
        for paid in awards:
            award(paid[0], paid[1])
            paid_out.append(new_record(Award, paid))
        return paid_out

    def _odd_chip_order(self) -> list[int]:
        """The seats in the order indivisible chips go: from the button's left, or by each
        seat's highest card by suit where the game says so."""
        odd = list(self.ring)
        if self.plan.game.odd_chip == "high_card_by_suit":
            hands = self.dealer.hands
            odd.sort(key=lambda s: -max(hands[s], default=-1))
        return odd

    def _run_boards(self, order: list[int], runout: list[int]) -> list[Award]:
        """An all-in hand run :attr:`runs` times: the board cards dealt after the last
        decision (``runout``, cards a street) are dealt again for each further run, and each
        pot is shared between the runs (its odd chips to the first), each share going to the
        best hands on that run's board. A hand shows on each board where it could still win;
        one that shows on none is mucked."""
        game, dealer, log, chips = self.plan.game, self.dealer, self.log, self.chips
        valuer = self.plan.valuer
        pots = chips.pots()
        runs = self.runs
        kept = dealer.community[: len(dealer.community) - sum(runout)]
        boards = [list(dealer.community)]
        for run in range(2, runs + 1):
            log.append(Street(f"run {run}"))
            boards.append(kept + dealer.deal_run(runout, game.burn))
        odd = self._odd_chip_order()
        paid_out: list[Award] = []
        for run, board in enumerate(boards):
            log.append(_SHOWDOWN if not run else Street(f"showdown, run {run + 1}"))
            shares = [
                Pot(amount // runs + (amount % runs if not run else 0), eligible)
                for amount, eligible in pots
            ]
            holdings = {
                seat: (dealer.hands[seat] + board, dealer.up[seat] + [False] * len(board))
                for seat in order
            }
            if valuer.split:
                records, hands = split_show_down(
                    order, shares, holdings, valuer.value_split, valuer.describe_high,
                    game.muck_losers,
                )  # fmt: skip
                awards = award_split_pots(shares, hands, odd)
            else:
                records, keys = show_down(
                    order, shares, holdings, valuer, None, (), game.muck_losers
                )
                awards = award_pots(shares, keys, odd)
            for record in records:
                if type(record) is Show:
                    self.shown.setdefault(record.seat, record.value)
                log.append(record)
            for paid in awards:
                chips.award(paid[0], paid[1])
                paid_out.append(new_record(Award, paid))
        for seat in order:
            if seat not in self.shown:
                dealer.muck_hand(seat)
        return paid_out


def board_runout(log: list[Record]) -> list[int]:
    """The board cards dealt after the hand's last decision, in cards a street (``[3, 1,
    1]`` for an all-in before the flop); empty when the board was complete before it."""
    counts: list[int] = []
    for record in reversed(log):
        if isinstance(record, Deal) and record.seat < 0:
            counts.append(len(record.cards))
        elif type(record) not in (Burn, Street, ReturnUncalled):
            break
    counts.reverse()
    return counts
