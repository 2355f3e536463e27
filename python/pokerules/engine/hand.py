"""The hand state machine: one deal of any game, driven one decision at a time.

A :class:`Hand` deals, posts, runs the betting, draws, rolls and showdown of one game. The
dealer's work happens by itself; the hand stops whenever a player must decide. Ask who acts
(:attr:`Hand.actor`), what they may do (:meth:`Hand.legal_actions`), then command it. Each
command returns the record of what happened; a command the rules do not allow raises
:class:`~pokerules.errors.IllegalActionError` and changes nothing.

The hand coordinates parts that each own their state, and keeps the records, the seat to act
(it is the one writer of :attr:`Hand.actor`) and the public API:
:class:`~pokerules.betting.ledger.Chips` (every chip), :class:`~pokerules.engine.dealer.Dealer`
(every card, and the game's shortage procedure), :class:`~pokerules.engine.streets.Streets`
(the streets in order, the betting rounds they open and close), the step waiting for a
decision (a :class:`~pokerules.betting.rounds.BettingRound`,
:class:`~pokerules.engine.exchanges.Exchanges`, :class:`~pokerules.engine.rolls.Rolls` or
:class:`~pokerules.engine.declarations.Declarations`), :class:`~pokerules.engine.openers.Openers`
and, once the hand ends, :class:`~pokerules.engine.end.Showdown` (the awards). Forced bets are
:mod:`pokerules.engine.forced`'s.

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

from collections.abc import Callable, Iterable, Sequence
from operator import attrgetter
from typing import TYPE_CHECKING, Any, TypeVar

from pokerules.analysis.equity import Equity
from pokerules.betting.ledger import Chips
from pokerules.betting.pots import Pot
from pokerules.betting.rounds import BettingRound, LegalActions
from pokerules.cards import Card, CardLike
from pokerules.engine.bring_in import BringInRound, no_bring_in
from pokerules.engine.dealer import Dealer
from pokerules.engine.declarations import Declarations
from pokerules.engine.end import Showdown
from pokerules.engine.equity_view import hand_equity
from pokerules.engine.exchanges import Exchanges
from pokerules.engine.forced import BlindPost, checked_posts, post_blinds
from pokerules.engine.inputs import HandSetup, check_replay, checked_inputs, checked_runs
from pokerules.engine.openers import Openers
from pokerules.engine.plan import plan_for, turn_order
from pokerules.engine.rolls import Rolls
from pokerules.engine.streets import DEALING, OVER, Between, Step, Streets
from pokerules.errors import IllegalActionError
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
    PassOut,
    Raise,
    Record,
    Roll,
    new_record,
)  # fmt: skip
from pokerules.validate import as_int, is_integer

__all__ = ["Hand", "HandSetup", "LegalActions"]

_R = TypeVar("_R", bound=Record)
_S = TypeVar("_S")  # a kind of step
_DECISIONS = (Fold, Check, Call, Bet, Raise, Draw, Roll, Declare, Concede, BringIn)


_ACTOR = "The seat that must act now, or ``None`` when the hand is over."
_PHASE = '``"betting"``, ``"draw"``, ``"roll"``, ``"declare"`` or ``"over"``.'
_IS_OVER = "Whether the hand has ended (pot awarded, or passed out)."


class Hand:
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
        posts: extra blinds and straddles (:class:`~pokerules.engine.forced.BlindPost`).
        runs: how many times to run the board of a hand all in before it is complete (1-3).

    Seat numbers run clockwise; "left of X" is seat ``(X + 1) % n``.
    """

    __slots__ = (
        "_actor", "_chips", "_dealer", "_history", "_openers", "_over", "_plan", "_result",
        "_step", "_streets", "game", "n", "setup",
    )  # fmt: skip

    def __init__(
        self, game: Game | str, stacks: Sequence[int], *, button: int = 0,
        seed: int | None = None, deck: Iterable[CardLike] | str | None = None,
        dead_money: int = 0, antes: bool = True, unopened: str | None = None,
        posts: Iterable[BlindPost] = (), runs: int = 1,
    ) -> None:  # fmt: skip
        game, stacks, button, seed, order, dead_money, antes, rule = checked_inputs(
            game, stacks, button, seed, deck, dead_money, antes, unopened
        )
        self.game, self.n, self._over = game, (n := len(stacks)), False
        posts = checked_posts(posts, game, n, button) if posts else ()
        runs = runs if runs == 1 else checked_runs(runs, game, n)
        setup = (game, stacks, button, seed, order, dead_money, antes, rule, posts, runs)
        self.setup: HandSetup = new_record(HandSetup, setup)
        plan = self._plan = plan_for(game)
        history: list[Record] = []
        self._history = history
        dealer = self._dealer = Dealer(n, seed, plan.policy, history, order)
        openers = self._openers = Openers(game.opening == "jacks_or_better", plan.valuer.wild_list)
        # Every chip: stacks, bets, contributions, folds, dead money (and main-pot forced bets).
        chips = self._chips = Chips(stacks, dead_money)
        self._streets = Streets(
            plan, chips, dealer, openers, history, turn_order(n, button), button,
            rule == "pass_out",
        )  # fmt: skip
        self._step: Step | Between = DEALING
        self._actor: int | None = None
        self._result: Showdown | None = None  # the end of the hand, once it has ended
        plan.posting(n, button, antes).post(chips, history)
        if posts:
            self._streets.straddle = post_blinds(posts, chips, history)
        self._moved_on(self._streets.advance())

    def legal_actions(self) -> LegalActions:
        """What the seat to act may do in this betting round (else an IllegalActionError)."""
        step = self._step
        if step.phase != "betting":
            raise _not_now("no betting now", step.phase)
        return step.legal  # type: ignore[union-attr,return-value]

    # The commands most decisions use check the phase inline: _betting() would cost a call.

    def fold(self) -> Fold:
        """The seat to act folds. Not allowed when it could check for free."""
        rnd = self._step
        if rnd.phase != "betting":
            raise _not_now("no betting now", rnd.phase)
        record: Fold = rnd.fold()  # type: ignore[union-attr]
        self._dealer.muck_hand(record[0])
        return self._acted(record)

    def check(self) -> Check:
        """The seat to act checks."""
        rnd = self._step
        if rnd.phase != "betting":
            raise _not_now("no betting now", rnd.phase)
        return self._acted(rnd.check())  # type: ignore[union-attr]

    def call(self) -> Call:
        """The seat to act calls the bet (all-in if it has fewer chips)."""
        rnd = self._step
        if rnd.phase != "betting":
            raise _not_now("no betting now", rnd.phase)
        return self._acted(rnd.call())  # type: ignore[union-attr]

    def bet(self, to: int) -> Bet | Raise:
        """The seat to act makes the first bet of the round, of ``to`` chips."""
        return self._wagered(self._betting().bet(to))

    def raise_to(self, to: int) -> Bet | Raise:
        """The seat to act raises the round total to ``to`` chips."""
        return self._wagered(self._betting().raise_to(to))

    def bet_or_raise(self, to: int) -> Bet | Raise:
        """Bet or raise to ``to``, whichever the situation calls for."""
        rnd = self._step
        if rnd.phase != "betting":
            raise _not_now("no betting now", rnd.phase)
        return self._wagered(rnd.bet_or_raise(to))  # type: ignore[union-attr]

    def complete(self) -> Bet | Raise:
        """Fixed limit: raise an incomplete all-in bet or raise to the full amount."""
        return self._wagered(self._betting().complete())

    def all_in(self) -> Call | Bet | Raise:
        """Put every remaining chip in: a call, bet or raise, as the rules allow."""
        record = self._betting().all_in()
        return self._acted(record) if isinstance(record, Call) else self._wagered(record)

    def bring_in(self) -> BringIn:
        """Stud: the bring-in seat posts the bring-in (all its chips if fewer), on its first
        decision only; :meth:`complete` is the other choice (:mod:`pokerules.engine.bring_in`)."""
        rnd = self._step
        if not isinstance(rnd, BringInRound):
            raise no_bring_in(rnd.phase)
        return self._acted(rnd.post_bring_in())

    def draw(self, discards: Iterable[CardLike] | str = ()) -> Draw:
        """The seat to act discards ``discards`` (none to stand pat) and gets as many cards."""
        draws: Exchanges = self._step  # type: ignore[assignment]
        if draws.phase != "draw":
            raise _not_now("no draw now", draws.phase)
        record = draws.draw(self._actor, discards)  # type: ignore[arg-type]
        if draws.order:
            self._actor = draws.order[0]
        else:
            self._moved_on(self._streets.next_street())
        return record

    def roll(self, card: CardLike) -> Roll:
        """Stud: the seat to act chooses which face-down card to turn up (revealed with all)."""
        rolls = self._waiting(Rolls, "roll", "no roll now")
        seat: int = self._actor  # type: ignore[assignment]
        record = rolls.choose(seat, card, self._dealer.face_down(seat))
        self._history.append(record)
        self._actor = rolls.actor
        if self._actor is None:
            self._moved_on(self._streets.rolled(rolls))
        return record

    def declare(self, value: int) -> Declare:
        """Declare-hands showdown: state a hand, as a value on the game's scale (of
        :func:`pokerules.evaluate` and friends); an over-call may kill the hand
        (:func:`~pokerules.engine.declarations.dead_by_declarations`), else cards speak."""
        declarations = self._waiting(Declarations, "declare", "no declarations now")
        seat: int = self._actor  # type: ignore[assignment]
        claim = declarations.check_value(seat, value)
        declarations.declare(seat, claim)
        return self._spoken(Declare(seat, claim, self._plan.valuer.claimed(claim)))

    def concede(self) -> Concede:
        """Declare-hands showdown: give up the pot without showing."""
        seat: int = self._actor  # type: ignore[assignment]
        self._waiting(Declarations, "declare", "nothing to concede").concede(seat)
        return self._spoken(Concede(seat))

    def time_out(self) -> Record:
        """The seat to act ran out of time: the least committal choice is made for it. Betting:
        check when free, else fold (a stud bring-in seat brings in). Draw: stand pat. Stud roll:
        the first face-down card is turned up. Declaring: concede."""
        return _time_out(self)

    def act(self, decision: Decision) -> Record:
        """Apply a decision record (from a history) as a command: the heart of :meth:`replay`."""
        return _command(decision, self._actor)(self, decision)

    @classmethod
    def replay(cls, setup: HandSetup, decisions: Iterable[Decision]) -> Hand:
        """Deal ``setup`` again and apply ``decisions``: the same hand, record for record."""
        return _replayed(cls, setup, decisions)

    if TYPE_CHECKING:

        @property
        def actor(self) -> int | None:
            """The seat that must act now, or ``None`` when the hand is over."""

        @property
        def phase(self) -> str:
            """``"betting"``, ``"draw"``, ``"roll"``, ``"declare"`` or ``"over"``."""

        @property
        def is_over(self) -> bool:
            """Whether the hand has ended (pot awarded, or passed out)."""

    else:
        # Read by every bot before every decision: a getter in C costs a third of a Python one.
        actor = property(attrgetter("_actor"), doc=_ACTOR)
        phase = property(attrgetter("_step.phase"), doc=_PHASE)
        is_over = property(attrgetter("_over"), doc=_IS_OVER)  # every loop's test: kept by _end

    @property
    def draw_limit(self) -> int:
        """The most cards the seat to act may discard (during a draw)."""
        step = self._step
        return step.limit if step.phase == "draw" else 0  # type: ignore[union-attr]

    @property
    def button(self) -> int:
        """The dealer or button seat."""
        return self.setup.button

    @property
    def carried(self) -> int:
        """Chips a pass-out leaves in the pot for the next deal."""
        return self._result.carried if self._result is not None else 0

    @property
    def passed_out(self) -> bool:
        """Whether nobody opened and the pot carries to the next deal."""
        return self._step is OVER and type(self._history[-1]) is PassOut

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
        return tuple(map(int.__sub__, self._chips.stacks, self.setup.stacks))

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
        rnd = self._streets.round
        return rnd.current if rnd is not None else max(self._chips.bets)

    @property
    def dead_money(self) -> int:
        """Chips carried in from earlier deals."""
        return self.setup.dead_money

    @property
    def pot_total(self) -> int:
        """All chips in the middle: contributions plus dead money."""
        return 0 if self._step is OVER else self._chips.pot_total

    def pots(self) -> list[Pot]:
        """Main and side pots as they stand, with the seats eligible for each."""
        return [] if self._step is OVER else self._chips.pots()

    def folded(self, seat: int) -> bool:
        """Whether ``seat`` has folded."""
        return self._chips.folded[self._seat(seat)]

    def in_hand(self) -> tuple[int, ...]:
        """Seats that have not folded, in seat order."""
        return self._streets.seats_in()

    def cards(self, seat: int) -> tuple[Card, ...]:
        """The cards ``seat`` holds, in the order received (private and exposed)."""
        return tuple(self._dealer.hands[self._seat(seat)])

    def exposed(self, seat: int) -> tuple[Card, ...]:
        """The face-up cards of ``seat``: what every other player can see."""
        return self._dealer.exposed(self._seat(seat))

    def showing(self) -> tuple[tuple[Card, ...], ...]:
        """Every seat's face-up cards, by seat: what the whole table sees."""
        return self._dealer.showing()

    @property
    def board(self) -> tuple[Card, ...]:
        """The community cards in the order dealt (stud's too, when the deck runs short)."""
        return tuple(self._dealer.community)

    def face_up(self, seat: int) -> tuple[bool, ...]:
        """For each card of ``seat``, whether it is face up."""
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
        return self._plan.draws_from[self._streets.street]

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
        """Where every card is (the stub, seats, discards, burns, muck, openers, the board and
        its further runs); each of the 52 cards appears exactly once."""
        return self._dealer.locations()

    def hand_value(self, seat: int) -> int:
        """The value of ``seat``'s best hand now, on the game's scale (lower is better): a
        full hand is needed (five cards or more; four in badugi), as a declaration claims."""
        return _hand_value(self, self._seat(seat))

    def equity(self, seat: int | None = None, **options: Any) -> Equity:
        """:func:`pokerules.equity` of the seats in (:meth:`in_hand`), from the engine's truth or
        what ``seat`` knows; ``options`` pass through (:mod:`pokerules.engine.equity_view`)."""
        return hand_equity(self.game, self.n, self._history, self._step is OVER, seat, options)

    def showdown_values(self) -> dict[int, int]:
        """Each shown hand's value on the game's scale (lower is better)."""
        return dict(self._result.shown) if self._result is not None else {}

    def snapshot(self) -> tuple[object, ...]:
        """A hashable picture of the whole state, for tests that check nothing changed."""
        return _snapshot(self)

    def _seat(self, seat: int) -> int:
        if type(seat) is not int or not 0 <= seat < self.n:
            seat = as_int(seat, "seat", low=0, high=self.n - 1)
        return seat

    def _betting(self) -> BettingRound:
        return self._waiting(BettingRound, "betting", "no betting now")

    def _waiting(self, kind: type[_S], phase: str, refusal: str) -> _S:
        """The step in progress, a ``kind`` in ``phase``; else ``refusal``, and why."""
        step = self._step
        if step.phase != phase:
            raise _not_now(refusal, step.phase)
        return step  # type: ignore[return-value]

    def _wagered(self, record: Bet | Raise) -> Bet | Raise:
        if self._openers.seat is None and self._streets.round_index == 0:
            self._openers.open(record.seat, self._dealer.hands[record.seat])
        return self._acted(record)

    def _acted(self, record: _R) -> _R:
        self._history.append(record)
        actor = self._step.actor
        if actor is not None:
            self._actor = actor
        else:
            self._moved_on(self._streets.round_over())
        return record

    def _spoken(self, record: _R) -> _R:
        self._history.append(record)
        self._actor = self._step.actor
        if self._actor is None:  # all have spoken, or all but one conceded
            self._end()
        return record

    def _moved_on(self, step: Step | None) -> None:
        """The streets stopped at ``step``, a decision to make, or at the end (``None``)."""
        if step is None:
            self._end()
        else:
            self._step = step
            self._actor = step.actor

    def _end(self) -> None:
        streets = self._streets
        result = self._result = Showdown(
            self._plan, self._chips, self._dealer, self._openers, self._history, streets.ring,
            self.setup.runs,
        )  # fmt: skip
        self._history += result.finish(streets)
        self._chips.close()
        self._step, self._over = OVER, True
        self._actor = None


def _replayed(cls: type[Hand], setup: HandSetup, decisions: Iterable[Decision]) -> Hand:
    """:meth:`Hand.replay`: a new hand from ``setup``, then each decision as a command."""
    check_replay(setup, decisions)
    hand = cls(
        setup.game, setup.stacks, button=setup.button, seed=setup.seed, deck=setup.deck,
        dead_money=setup.dead_money, antes=setup.antes, unopened=setup.unopened,
        posts=setup.posts, runs=setup.runs,
    )  # fmt: skip
    for decision in decisions:
        hand.act(decision)
    return hand


def _snapshot(hand: Hand) -> tuple[object, ...]:
    """:meth:`Hand.snapshot`: the pictures of the hand's parts."""
    step, streets = hand._step, hand._streets
    return (
        (step.phase, hand._actor, *streets.snapshot()[:2], len(hand._history)),
        hand._chips.snapshot()[:4],
        (hand._dealer.snapshot(), hand._openers.seat),
        streets.snapshot(step)[2],
    )


def _hand_value(hand: Hand, seat: int) -> int:
    """:meth:`Hand.hand_value` of a checked seat number."""
    if hand._chips.folded[seat]:
        raise IllegalActionError(f"seat {seat} has folded: no hand to value")
    return hand._plan.valuer.full_hand(seat, *hand._dealer.holding(seat))


def _time_out(hand: Hand) -> Record:
    """:meth:`Hand.time_out`: the least committal choice for the seat to act."""
    phase = hand.phase
    if phase == "betting":
        legal = hand.legal_actions()
        if legal.bring_in:
            return hand.bring_in()
        return hand.check() if legal.check else hand.fold()
    if phase == "draw":
        return hand.draw(())
    if phase == "roll":
        return hand.roll(hand._dealer.face_down(hand.actor)[0])  # type: ignore[arg-type]
    if phase == "declare":
        return hand.concede()
    raise IllegalActionError("nobody is to act: the hand is over")


def _command(decision: Decision, actor: int | None) -> Callable[[Hand, Decision], Record]:
    """The command that applies ``decision``, once it is known to be ``actor``'s to make."""
    kind = next((k for k in _COMMANDS if isinstance(decision, k)), None)
    if kind is None:
        raise IllegalActionError(f"{decision!r} is not a player decision")
    if not is_integer(decision.seat):
        raise IllegalActionError(f"a decision's seat is a seat number, not {decision.seat!r:.40}")
    if decision.seat != actor:
        raise IllegalActionError(
            f"seat {decision.seat} is out of turn: seat {actor} is to act"
            if actor is not None
            else f"seat {decision.seat} cannot act: the hand is over"
        )
    return _COMMANDS[kind]


def _not_now(refusal: str, phase: str) -> IllegalActionError:
    return IllegalActionError(f"{refusal}: the hand is in its {phase} phase")


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
