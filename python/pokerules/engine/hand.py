"""The hand state machine: one deal of any game, driven one decision at a time.

A :class:`Hand` deals, posts, runs the betting, draws, rolls and showdown of one game. The
dealer's work happens by itself; the hand stops whenever a player must decide. Ask who acts
(:attr:`Hand.actor`), what they may do (:meth:`Hand.legal_actions`), then command it. Each
command returns the record of what happened; a command the rules do not allow raises
:class:`~pokerules.errors.IllegalActionError` and changes nothing.

The hand sets up its parts, says who acts and keeps the records and the public API; every
rule has one owner it composes: :class:`~pokerules.betting.rounds.BettingRound` (a round of
betting, no cards), :class:`~pokerules.engine.dealer.Dealer` (every card, and the game's shortage
procedure), :class:`~pokerules.engine.exchanges.Exchanges`, :class:`~pokerules.engine.rolls.Rolls`,
:class:`~pokerules.engine.declarations.Declarations`, :class:`~pokerules.engine.openers.Openers`,
:mod:`pokerules.engine.forced` (antes and blinds), :class:`~pokerules.engine.streets.Streets` (the
streets
in order, opening and closing the betting rounds) and :class:`~pokerules.engine.end.HandEnd`
(the pot to the last seat in, or the showdown).

>>> from pokerules import Hand, find_game
>>> game = find_game("triple-draw")
>>> hand = Hand(game, stacks=[100, 100, 100], button=0, seed=7)
>>> hand.actor, hand.legal_actions()
(0, LegalActions(seat=0, fold=True, check=False, call=2, raise_kind='raise', min_to=4, max_to=4))
>>> hand.raise_to(4)
Raise(seat=0, to=4, added=4, all_in=False, completes=False)
>>> hand.raise_to(5)
Traceback (most recent call last):
...
pokerules.errors.IllegalActionError: seat 1 may not raise to 5: in fixed limit the raise is to 6
>>> hand.fold(), hand.fold()
(Fold(seat=1), Fold(seat=2))
>>> hand.is_over, hand.stacks
(True, (103, 99, 98))
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import TypeVar

from pokerules.betting.ledger import Chips
from pokerules.betting.rounds import BettingRound, LegalActions
from pokerules.cards import CardLike
from pokerules.engine.bring_in import BringInCommands
from pokerules.engine.dealer import Dealer
from pokerules.engine.declaration_commands import DeclarationCommands
from pokerules.engine.declarations import Declarations
from pokerules.engine.end import HandEnd
from pokerules.engine.exchanges import Exchanges
from pokerules.engine.inputs import HandSetup, checked_inputs
from pokerules.engine.openers import Openers
from pokerules.engine.plan import plan_for, turn_order
from pokerules.engine.queries import HandQueries
from pokerules.engine.rolls import Rolls
from pokerules.engine.streets import Streets
from pokerules.errors import IllegalActionError, InvalidArgumentError
from pokerules.games.spec import Game
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
    Raise,
    Record,
    Roll,
    new_record,
)  # fmt: skip
from pokerules.validate import is_integer

__all__ = ["Hand", "HandSetup", "LegalActions"]

_R = TypeVar("_R", bound=Record)


# The parts that work on the hand's own state (queries, streets, the end, the bring-in and the
# declarations' commands) are mixins over its slots: calling one costs what calling a method of
# Hand costs, where a separate object would need that state passed in or shared.
class Hand(HandQueries, Streets, HandEnd, BringInCommands, DeclarationCommands):
    """One deal of a :class:`~pokerules.games.Game`, from the antes to the last chip awarded.

    Args:
        game: the game to deal (a :class:`~pokerules.games.Game` or a registry name).
        stacks: each seat's chips, in seat order (seat 0 is left of seat ``n - 1``).
        button: the dealer or button seat.
        seed: the seed of the shuffle (and of any reshuffle); the same seed deals the same
            cards on any machine. ``None`` picks one at random and records it in
            :attr:`setup`, so the hand can still be replayed.
        deck: an exact card order to deal from, top card first, instead of a shuffle. It may
            be a partial deck: the cards not listed follow in a shuffle by ``seed``.
        dead_money: chips already in the pot from earlier deals (a passed-out pot, a Diablo
            payment); they go to the main pot.
        antes: whether the game's ante is posted (a Diablo follow-on hand has none).
        unopened: override the game's rule for a first round nobody opens.

    Seat numbers run clockwise; "left of X" is seat ``(X + 1) % n``.
    """

    __slots__ = (
        "_actor", "_chips", "_dealer", "_declarations", "_draw_limit", "_draws",
        "_history", "_in_hand", "_in_turn", "_live", "_openers", "_phase", "_plan", "_ring",
        "_rolls", "_round", "_round_index", "_shown", "_street", "carried", "game", "n",
        "setup",
    )  # fmt: skip

    def __init__(
        self,
        game: Game | str,
        stacks: Sequence[int],
        *,
        button: int = 0,
        seed: int | None = None,
        deck: Iterable[CardLike] | str | None = None,
        dead_money: int = 0,
        antes: bool = True,
        unopened: str | None = None,
    ) -> None:
        game, stacks, button, seed, order, dead_money, antes, rule = checked_inputs(
            game, stacks, button, seed, deck, dead_money, antes, unopened
        )
        n = len(stacks)
        self.game = game
        self.n = n
        setup = (game, stacks, button, seed, order, dead_money, antes, rule)
        self.setup: HandSetup = new_record(HandSetup, setup)
        self.carried = 0
        plan = self._plan = plan_for(game)
        self._ring = turn_order(n, button)
        self._history: list[Record] = []
        self._dealer = Dealer(n, seed, plan.policy, self._history, order)
        self._openers = Openers(game.opening == "jacks_or_better", plan.valuer.wild_list)
        self._round: BettingRound | None = None
        self._draws: Exchanges | None = None
        self._draw_limit = 0  # the draw in progress's, else 0
        self._rolls: Rolls | None = None
        self._declarations: Declarations | None = None
        # Every chip of the hand: stacks, bets, contributions, folds and the dead money in the
        # main pot (carried in, plus any main-pot forced bet such as a big-blind ante).
        chips = self._chips = Chips(stacks, dead_money)
        # The seats in, by seat and from the button's left: made when asked, after each fold.
        self._in_hand: tuple[int, ...] | None = None
        self._in_turn: tuple[int, ...] | None = self._ring
        self._live = n
        self._phase = "deal"
        self._actor: int | None = None
        self._street = 0
        self._round_index = -1
        self._shown: dict[int, int] = {}
        posting = plan.posting(n, button, antes)
        posting.post(chips, self._history)
        self._advance()

    def legal_actions(self) -> LegalActions:
        """What the seat to act may do in the current betting round.

        Raises :class:`IllegalActionError` outside a betting round.
        """
        if self._phase != "betting":
            raise _not_now("betting", self._phase)
        return self._round.legal  # type: ignore[union-attr,return-value]

    # ------------------------------------------------------------------ commands

    # The commands most decisions use repeat _acted's lines rather than call it (a tenth of a
    # decision's cost).

    def fold(self) -> Fold:
        """The seat to act folds. Not allowed when it could check for free."""
        rnd = self._round
        if self._phase != "betting" or rnd is None:
            raise _not_now("betting", self._phase)
        record = rnd.fold()
        self._live -= 1
        self._in_hand = self._in_turn = None
        self._dealer.muck_hand(record[0])
        self._history.append(record)
        if rnd.actor is not None:
            self._actor = rnd.actor
        elif not self._close_round():
            self._next_street()
        return record

    def check(self) -> Check:
        """The seat to act checks."""
        rnd = self._round
        if self._phase != "betting" or rnd is None:
            raise _not_now("betting", self._phase)
        record = rnd.check()
        self._history.append(record)
        if rnd.actor is not None:
            self._actor = rnd.actor
        elif not self._close_round():
            self._next_street()
        return record

    def call(self) -> Call:
        """The seat to act calls the bet (all-in if it has fewer chips)."""
        rnd = self._round
        if self._phase != "betting" or rnd is None:
            raise _not_now("betting", self._phase)
        record = rnd.call()
        self._history.append(record)
        if rnd.actor is not None:
            self._actor = rnd.actor
        elif not self._close_round():
            self._next_street()
        return record

    def bet(self, to: int) -> Bet | Raise:
        """The seat to act makes the first bet of the round, of ``to`` chips."""
        return self._wagered(self._betting().bet(to))

    def raise_to(self, to: int) -> Bet | Raise:
        """The seat to act raises the round total to ``to`` chips."""
        return self._wagered(self._betting().raise_to(to))

    def bet_or_raise(self, to: int) -> Bet | Raise:
        """Bet or raise to ``to``, whichever the situation calls for."""
        rnd = self._round
        if self._phase != "betting" or rnd is None:
            raise _not_now("betting", self._phase)
        record = rnd.bet_or_raise(to)
        if self._round_index == 0 and self._openers.seat is None:
            self._openers.open(record[0], self._dealer.hands[record[0]])
        self._history.append(record)
        if rnd.actor is not None:
            self._actor = rnd.actor
        elif not self._close_round():
            self._next_street()
        return record

    def complete(self) -> Bet | Raise:
        """Fixed limit: raise an incomplete all-in bet or raise to the full amount."""
        return self._wagered(self._betting().complete())

    def all_in(self) -> Call | Bet | Raise:
        """Put every remaining chip in: a call, bet or raise, as the rules allow."""
        record = self._betting().all_in()
        return self._acted(record) if isinstance(record, Call) else self._wagered(record)

    def draw(self, discards: Iterable[CardLike] | str = ()) -> Draw:
        """The seat to act discards ``discards`` (none to stand pat) and gets as many cards."""
        draws = self._draws
        if self._phase != "draw" or draws is None:
            raise _not_now("draw", self._phase)
        record = draws.draw(self._actor, discards)  # type: ignore[arg-type]
        if draws.order:
            self._actor = draws.order[0]
        else:
            self._draws = None
            self._draw_limit = 0
            self._next_street()
        return record

    def roll(self, card: CardLike) -> Roll:
        """Stud: the seat to act chooses which face-down card to turn up (revealed with all)."""
        rolls = self._rolls
        if self._phase != "roll" or rolls is None:
            raise _not_now("roll", self._phase)
        seat: int = self._actor  # type: ignore[assignment]
        record = rolls.choose(seat, card, self._dealer.face_down(seat))
        self._history.append(record)
        self._actor = rolls.actor
        if self._actor is None:
            reveal = rolls.reveal()
            for s, chosen in reveal.cards:
                self._dealer.turn_up(s, chosen)
            self._history.append(reveal)
            self._rolls = None
            self._next_street()
        return record

    def time_out(self) -> Record:
        """The seat to act ran out of time: the least committal choice is made for it.

        Betting: check when free, else fold (a stud bring-in seat brings in). Draw: stand pat.
        Stud roll: the first face-down card is turned up. Declaring: concede.
        """
        phase = self._phase
        if phase == "betting":
            legal = self.legal_actions()
            if legal.bring_in:
                return self.bring_in()
            return self.check() if legal.check else self.fold()
        if phase == "draw":
            return self.draw(())
        if phase == "roll":
            return self.roll(self._dealer.face_down(self._actor)[0])  # type: ignore[arg-type]
        if phase == "declare":
            return self.concede()
        raise IllegalActionError("nobody is to act: the hand is over")

    def act(self, decision: Decision) -> Record:
        """Apply a decision record (from a history) as a command: the heart of :meth:`replay`."""
        kind = next((k for k in _COMMANDS if isinstance(decision, k)), None)
        if kind is None:
            raise IllegalActionError(f"{decision!r} is not a player decision")
        if not is_integer(decision.seat):
            raise IllegalActionError(
                f"a decision's seat is a seat number, not {decision.seat!r:.40}"
            )
        if decision.seat != self._actor:
            raise IllegalActionError(
                f"seat {decision.seat} is out of turn: seat {self._actor} is to act"
                if self._actor is not None
                else f"seat {decision.seat} cannot act: the hand is over"
            )
        return _COMMANDS[kind](self, decision)

    @classmethod
    def replay(cls, setup: HandSetup, decisions: Iterable[Decision]) -> Hand:
        """Deal ``setup`` again and apply ``decisions``: the same hand, record for record."""
        if not isinstance(setup, HandSetup):
            raise InvalidArgumentError(f"setup must be a HandSetup, not {type(setup).__name__}")
        if isinstance(decisions, str | bytes | Mapping) or not isinstance(decisions, Iterable):
            raise InvalidArgumentError(
                f"decisions must be an iterable of decisions, not {type(decisions).__name__}"
            )
        hand = cls(
            setup.game, setup.stacks, button=setup.button, seed=setup.seed, deck=setup.deck,
            dead_money=setup.dead_money, antes=setup.antes, unopened=setup.unopened,
        )  # fmt: skip
        for decision in decisions:
            hand.act(decision)
        return hand

    # ------------------------------------------------------------------ betting bookkeeping

    def _betting(self) -> BettingRound:
        if self._phase != "betting":
            raise _not_now("betting", self._phase)
        return self._round  # type: ignore[return-value]

    def _wagered(self, record: Bet | Raise) -> Bet | Raise:
        if self._round_index == 0 and self._openers.seat is None:
            self._openers.open(record.seat, self._dealer.hands[record.seat])
        return self._acted(record)

    def _acted(self, record: _R) -> _R:
        self._history.append(record)
        actor = self._round.actor  # type: ignore[union-attr]
        if actor is not None:
            self._actor = actor
        elif not self._close_round():
            self._next_street()
        return record


def _not_now(wanted: str, phase: str) -> IllegalActionError:
    return IllegalActionError(f"no {wanted} now: the hand is in its {phase} phase")


_COMMANDS: dict[type, Callable[[Hand, Decision], Record]] = {
    Fold: lambda hand, d: hand.fold(),
    Check: lambda hand, d: hand.check(),
    Call: lambda hand, d: hand.call(),
    Bet: lambda hand, d: hand.bet(d.to),  # type: ignore[union-attr]
    Raise: lambda hand, d: hand.raise_to(d.to),  # type: ignore[union-attr]
    Draw: lambda hand, d: hand.draw(d.discarded),  # type: ignore[union-attr]
    Roll: lambda hand, d: hand.roll(d.card),  # type: ignore[union-attr]
    Declare: lambda hand, d: hand.declare(d.value),  # type: ignore[union-attr]
    Concede: lambda hand, d: hand.concede(),
    BringIn: lambda hand, d: hand.bring_in(),
}
