"""The hand state machine: one deal of any game, driven one decision at a time.

A :class:`Hand` deals, posts, runs the betting, draws, rolls and showdown of one game. The
dealer's work happens by itself; the hand stops whenever a player must decide. Ask who acts
(:attr:`Hand.actor`), what they may do (:meth:`Hand.legal_actions`), then command it. Each
command returns the record of what happened; a command the rules do not allow raises
:class:`~pokerules.errors.IllegalActionError` and changes nothing.

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

import functools
import random
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import NamedTuple, cast

from pokerules import evaluation
from pokerules.betting import FixedLimit, PotLimit
from pokerules.cards import CARDS, Card, CardLike, parse_hand, shuffled
from pokerules.errors import (
    IllegalActionError,
    InvalidArgumentError,
    InvalidCardError,
    InvalidGameError,
    PokerulesError,
)
from pokerules.games.spec import DealCards, DrawRound, Game
from pokerules.openers import qualifying_cards
from pokerules.pots import Pot, build_pots
from pokerules.records import (
    Award,
    Bet,
    Burn,
    Call,
    Check,
    Concede,
    Deal,
    Decision,
    Declare,
    Draw,
    Fold,
    Muck,
    PassOut,
    Post,
    ProveOpeners,
    Raise,
    Record,
    Reshuffle,
    ReturnUncalled,
    Reveal,
    Roll,
    Show,
    SplitOpeners,
    Street,
)
from pokerules.showdown import award_pots, could_win, dead_by_declarations
from pokerules.upcards import exposed_strength
from pokerules.validate import as_chips, as_choice, as_flag, as_int, as_list, as_seed, is_integer

__all__ = ["Hand", "HandSetup", "LegalActions"]

_STREAM = 0x9E3779B97F4A7C15
# Records are named tuples; building them through tuple.__new__ skips the generated
# __new__'s Python frame on the hot path.
_new = tuple.__new__
_DEUCES = frozenset(range(4))
_SHOWDOWN = Street("showdown")


class LegalActions(NamedTuple):
    """What the seat to act may do in a betting round.

    ``call`` is the chips a call adds (0 when checking is free or calling is not possible);
    ``raise_kind`` is ``"bet"``, ``"raise"`` or ``None`` when the seat may not increase, with
    the allowed totals for this round in ``min_to``..``max_to`` (one value in fixed limit).
    """

    seat: int
    fold: bool
    check: bool
    call: int
    raise_kind: str | None
    min_to: int
    max_to: int

    def describe(self) -> str:
        """The choices in words.

        >>> LegalActions(0, True, False, 2, "raise", 6, 99).describe()
        'fold, call 2, raise to 6..99'
        """
        parts = []
        if self.fold:
            parts.append("fold")
        if self.check:
            parts.append("check")
        if self.call:
            parts.append(f"call {self.call}")
        if self.raise_kind is not None:
            low, high = self.min_to, self.max_to
            span = str(low) if low == high else f"{low}..{high}"
            parts.append(f"{self.raise_kind} to {span}")
        return ", ".join(parts)


class HandSetup(NamedTuple):
    """Everything needed to deal a hand again: replaying its decisions reproduces it."""

    game: Game
    stacks: tuple[int, ...]
    button: int
    seed: int | None
    deck: tuple[Card, ...] | None
    dead_money: int
    antes: bool
    unopened: str


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

    Seat numbers run clockwise; "left of X" is seat ``(X + 1) % n``.
    """

    __slots__ = (
        "_acted",
        "_actor",
        "_bet_round",
        "_burns",
        "_button",
        "_capped",
        "_cards",
        "_community",
        "_conceded",
        "_contrib",
        "_current",
        "_declare_order",
        "_declared",
        "_discards",
        "_draw_limit",
        "_draw_order",
        "_evaluator",
        "_first_actor",
        "_fixed",
        "_folded",
        "_full_level",
        "_history",
        "_holders",
        "_kept_aside",
        "_last_aggressor",
        "_legal",
        "_live",
        "_min_increment",
        "_muck",
        "_names",
        "_needs_openers",
        "_opener",
        "_opening_cards",
        "_phase",
        "_raises",
        "_reshuffles",
        "_roll_choices",
        "_round_bets",
        "_showdown_values",
        "_stacks",
        "_start_stacks",
        "_street",
        "_stub",
        "_uncapped",
        "_up",
        "_wild_ids",
        "carried",
        "game",
        "n",
        "setup",
    )

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
        if not isinstance(game, Game):
            game = _game_named(game)
        if type(stacks) is not list and type(stacks) is not tuple:
            stacks = as_list(stacks, "stacks", limit=game.max_players + 1)
        n = len(stacks)
        if not game.min_players <= n <= game.max_players:
            raise InvalidArgumentError(
                f"{game.title} takes {game.min_players} to {game.max_players} players, not {n}"
            )
        for chips in stacks:
            if type(chips) is not int or chips < 0:
                stacks = [as_chips(c, "a stack") for c in stacks]
                break
        if type(dead_money) is not int or dead_money < 0:
            dead_money = as_chips(dead_money, "dead_money")
        if max(stacks) == 0 and dead_money == 0:
            raise InvalidArgumentError("nobody has chips to play")
        if type(button) is not int or not 0 <= button < n:
            button = as_int(button, "button", low=0, high=n - 1)
        if antes is not True and antes is not False:
            antes = as_flag(antes, "antes")
        rule = game.unopened if unopened is None else unopened
        if type(rule) is not str or rule not in ("play_out", "pass_out"):
            rule = as_choice(rule, "unopened", ("play_out", "pass_out"))
        if seed is None:
            seed = random.SystemRandom().getrandbits(63)
        elif type(seed) is not int:
            seed = as_seed(seed)
        order = _deck_order(deck, seed)
        self.game = game
        self.n = n
        self._button = button
        self._names: tuple[Street, ...] = _street_records(game.street_names)
        self.setup = HandSetup(game, tuple(stacks), button, seed, order, dead_money, antes, rule)
        self.carried = 0
        self._reshuffles = 0
        cards = shuffled(CARDS, seed) if order is None else list(order)
        cards.reverse()  # the top card is popped from the end
        self._stub = cards
        self._fixed = isinstance(game.betting, FixedLimit)
        # Jacks or better: until someone opens the first round, a bet needs openers.
        self._needs_openers = game.opening == "jacks_or_better"
        self._stacks = list(stacks)
        self._start_stacks = tuple(stacks)
        self._contrib = [0] * n
        self._round_bets = [0] * n
        self._folded = [False] * n
        self._live = n
        self._cards: list[list[Card]] = [[] for _ in range(n)]
        self._up: list[list[bool]] = [[] for _ in range(n)]
        self._discards: list[Card] = []
        self._burns: list[Card] = []
        self._muck: list[Card] = []
        self._kept_aside: list[Card] = []
        self._community: list[Card] = []
        self._history: list[Record] = []
        self._wild_ids = game.wild_cards
        self._evaluator = _fast_evaluator(game)
        self._phase = "deal"
        self._actor: int | None = None
        self._street = 0
        self._bet_round = -1
        self._current = 0
        self._min_increment = 0
        self._full_level = 0
        self._raises = 0
        self._capped = False
        self._uncapped = False
        self._acted = [-1] * n
        self._last_aggressor: int | None = None
        self._first_actor: int | None = None
        self._opener: int | None = None
        self._opening_cards: tuple[Card, ...] = ()
        self._draw_order: list[int] = []
        self._draw_limit = 0
        self._roll_choices: dict[int, Card] = {}
        self._showdown_values: dict[int, int] = {}
        self._declare_order: list[int] = []
        self._declared: dict[int, int] = {}
        self._conceded: list[int] = []
        self._legal: LegalActions | None = None
        self._post_forced_bets(button, dead_money, antes)
        # Antes and blinds may have put seats all-in.
        self._holders = sum(1 for chips in self._stacks if chips > 0)
        self._advance()

    # ------------------------------------------------------------------ queries

    @property
    def button(self) -> int:
        """The dealer or button seat."""
        return self._button

    @property
    def actor(self) -> int | None:
        """The seat that must act now, or ``None`` when the hand is over."""
        return self._actor

    @property
    def phase(self) -> str:
        """``"betting"``, ``"draw"``, ``"roll"``, ``"declare"`` or ``"over"``."""
        return self._phase

    @property
    def is_over(self) -> bool:
        """Whether the hand has ended (pot awarded, or passed out)."""
        return self._phase == "over"

    @property
    def passed_out(self) -> bool:
        """Whether nobody opened and the pot carries to the next deal."""
        return self._phase == "over" and isinstance(self._history[-1], PassOut)

    @property
    def stacks(self) -> tuple[int, ...]:
        """Each seat's chips behind (not in the pot)."""
        return tuple(self._stacks)

    @property
    def starting_stacks(self) -> tuple[int, ...]:
        """Each seat's chips before the hand."""
        return self._start_stacks

    @property
    def payoffs(self) -> tuple[int, ...]:
        """Each seat's net result so far: chips behind now minus chips before the hand."""
        return tuple(
            now - then for now, then in zip(self._stacks, self._start_stacks, strict=False)
        )

    @property
    def contributions(self) -> tuple[int, ...]:
        """Chips each seat has put in this hand (antes and blinds included)."""
        return tuple(self._contrib)

    @property
    def round_bets(self) -> tuple[int, ...]:
        """Chips each seat has put in during the current betting round."""
        return tuple(self._round_bets)

    @property
    def current_bet(self) -> int:
        """The round total a seat must reach to stay in."""
        return self._current

    @property
    def dead_money(self) -> int:
        """Chips carried in from earlier deals."""
        return self.setup.dead_money

    @property
    def pot_total(self) -> int:
        """All chips in the middle: contributions plus dead money."""
        return sum(self._contrib) + self.setup.dead_money if self._phase != "over" else 0

    def pots(self) -> list[Pot]:
        """Main and side pots as they stand, with the seats eligible for each."""
        if self._phase == "over":
            return []
        return build_pots(self._contrib, self._folded, self.setup.dead_money)

    def folded(self, seat: int) -> bool:
        """Whether ``seat`` has folded."""
        return self._folded[self._seat(seat)]

    def in_hand(self) -> tuple[int, ...]:
        """Seats that have not folded, in seat order."""
        return tuple(s for s in range(self.n) if not self._folded[s])

    def cards(self, seat: int) -> tuple[Card, ...]:
        """The cards ``seat`` holds, in the order received (private and exposed)."""
        return tuple(self._cards[self._seat(seat)])

    def exposed(self, seat: int) -> tuple[Card, ...]:
        """The face-up cards of ``seat``: what every other player can see."""
        s = self._seat(seat)
        return tuple(c for c, up in zip(self._cards[s], self._up[s], strict=False) if up)

    def face_up(self, seat: int) -> tuple[bool, ...]:
        """For each card of ``seat``, whether it is face up."""
        return tuple(self._up[self._seat(seat)])

    @property
    def opener(self) -> int | None:
        """The seat that made the first bet of the first round, if any."""
        return self._opener

    @property
    def opening_cards(self) -> tuple[Card, ...]:
        """The cards that qualified the opener (jacks or better games), else empty."""
        return self._opening_cards

    @property
    def draw_limit(self) -> int:
        """The most cards the seat to act may discard (during a draw)."""
        return self._draw_limit if self._phase == "draw" else 0

    @property
    def draws_left(self) -> int:
        """Draws still to come, the one in progress included."""
        return sum(1 for s in self.game.streets[self._street :] if isinstance(s, DrawRound))

    @property
    def stub_size(self) -> int:
        """Undealt cards left."""
        return len(self._stub)

    @property
    def history(self) -> tuple[Record, ...]:
        """Every record so far, in order."""
        return tuple(self._history)

    def decisions(self) -> list[Decision]:
        """The players' decisions so far: feed them to :meth:`replay` to play the hand again."""
        kinds = (Fold, Check, Call, Bet, Raise, Draw, Roll, Declare, Concede)
        return [r for r in self._history if isinstance(r, kinds)]

    def card_locations(self) -> dict[str, tuple[Card, ...]]:
        """Where every card is: the stub, each seat, discards, burns, muck and kept-aside
        openers. Each of the 52 cards appears exactly once."""
        places: dict[str, tuple[Card, ...]] = {
            "stub": tuple(reversed(self._stub)),
            "discards": tuple(self._discards),
            "burns": tuple(self._burns),
            "muck": tuple(self._muck),
            "openers": tuple(self._kept_aside),
            "community": tuple(self._community),
        }
        for seat in range(self.n):
            places[f"seat {seat}"] = tuple(self._cards[seat])
        return places

    def hand_value(self, seat: int) -> int:
        """The value of ``seat``'s best hand now, on the game's scale (lower is better).

        Needs a full hand (five cards or more); what a player could claim when declaring.
        """
        s = self._seat(seat)
        if self._folded[s] or len(self._holding(s)[0]) < 5:
            raise IllegalActionError(f"seat {s} has no full hand to value")
        return self._value(s)

    def showdown_values(self) -> dict[int, int]:
        """Each shown hand's value on the game's scale (lower is better)."""
        return dict(self._showdown_values)

    def snapshot(self) -> tuple[object, ...]:
        """A hashable picture of the whole state, for tests that check nothing changed."""
        return (
            self._phase,
            self._actor,
            self._street,
            self._bet_round,
            tuple(self._stacks),
            tuple(self._contrib),
            tuple(self._round_bets),
            tuple(self._folded),
            tuple(tuple(c) for c in self._cards),
            tuple(tuple(u) for u in self._up),
            tuple(self._stub),
            tuple(self._discards),
            tuple(self._burns),
            tuple(self._muck),
            tuple(self._kept_aside),
            tuple(self._community),
            len(self._history),
            self._current,
            self._min_increment,
            self._full_level,
            self._raises,
            self._capped,
            self._uncapped,
            tuple(self._acted),
            self._last_aggressor,
            self._opener,
            tuple(sorted(self._roll_choices.items())),
            self._reshuffles,
        )

    def legal_actions(self) -> LegalActions:
        """What the seat to act may do in the current betting round.

        Raises :class:`IllegalActionError` outside a betting round.
        """
        legal = self._legal
        if legal is not None:
            # Cached for the seat to act; every change of turn or phase clears it.
            return legal
        if self._phase != "betting":
            raise IllegalActionError(f"no betting now: the hand is in its {self._phase} phase")
        legal = self._legal = self._compute_legal()
        return legal

    # ------------------------------------------------------------------ betting commands

    def fold(self) -> Fold:
        """The seat to act folds. Not allowed when it could check for free."""
        legal = self.legal_actions()
        if not legal.fold:
            raise IllegalActionError(
                f"seat {legal.seat} may not fold: there is no bet to call, so check instead"
            )
        seat = legal.seat
        self._folded[seat] = True
        self._live -= 1
        if self._stacks[seat] > 0:
            self._holders -= 1
        self._muck.extend(self._cards[seat])
        self._cards[seat] = []
        self._up[seat] = []
        if self._live == 2 and self._uses_heads_up_rule():
            self._uncapped = True
        record: Fold = _new(Fold, (seat,))
        self._history.append(record)
        self._after_action(seat)
        return record

    def check(self) -> Check:
        """The seat to act checks."""
        legal = self.legal_actions()
        if not legal.check:
            raise IllegalActionError(
                f"seat {legal.seat} may not check: {legal.call} to call; {self._options(legal)}"
            )
        seat = legal.seat
        self._acted[seat] = self._current
        record: Check = _new(Check, (seat,))
        self._history.append(record)
        self._after_action(seat)
        return record

    def call(self) -> Call:
        """The seat to act calls the bet (all-in if it has fewer chips)."""
        legal = self.legal_actions()
        if not legal.call:
            raise IllegalActionError(
                f"seat {legal.seat} may not call: there is no bet to call; {self._options(legal)}"
            )
        seat = legal.seat
        added = legal.call
        self._stacks[seat] -= added
        self._contrib[seat] += added
        self._round_bets[seat] += added
        self._acted[seat] = self._current
        all_in = self._stacks[seat] == 0
        if all_in:
            self._holders -= 1
        record: Call = _new(Call, (seat, added, all_in))
        self._history.append(record)
        self._after_action(seat)
        return record

    def bet(self, to: int) -> Bet | Raise:
        """The seat to act makes the first bet of the round, of ``to`` chips."""
        legal = self.legal_actions()
        if legal.raise_kind != "bet":
            raise IllegalActionError(
                f"seat {legal.seat} may not bet: {self._why_no_raise(legal, 'bet')}"
            )
        return self._wager(legal, to, "bet")

    def raise_to(self, to: int) -> Bet | Raise:
        """The seat to act raises the round total to ``to`` chips."""
        legal = self.legal_actions()
        if legal.raise_kind != "raise":
            raise IllegalActionError(
                f"seat {legal.seat} may not raise: {self._why_no_raise(legal, 'raise')}"
            )
        return self._wager(legal, to, "raise")

    def bet_or_raise(self, to: int) -> Bet | Raise:
        """Bet or raise to ``to``, whichever the situation calls for."""
        legal = self.legal_actions()
        if legal.raise_kind is None:
            raise IllegalActionError(
                f"seat {legal.seat} may not bet or raise: {self._why_no_raise(legal, 'raise')}"
            )
        return self._wager(legal, to, legal.raise_kind)

    def complete(self) -> Bet | Raise:
        """Fixed limit: raise an incomplete all-in bet or raise to the full amount."""
        legal = self.legal_actions()
        if not isinstance(self.game.betting, FixedLimit):
            raise IllegalActionError("complete is a fixed-limit action; use raise_to instead")
        if self._current <= self._full_level:
            raise IllegalActionError(
                f"seat {legal.seat} has nothing to complete: the bet of {self._current} "
                f"is already a full bet; {self._options(legal)}"
            )
        if legal.raise_kind is None:
            raise IllegalActionError(
                f"seat {legal.seat} may not complete: {self._why_no_raise(legal, 'raise')}"
            )
        return self._wager(legal, legal.max_to, legal.raise_kind)

    def all_in(self) -> Call | Bet | Raise:
        """Put every remaining chip in: a call, bet or raise, as the rules allow."""
        legal = self.legal_actions()
        seat = legal.seat
        everything = self._round_bets[seat] + self._stacks[seat]
        if legal.call and everything <= self._current:
            return self.call()
        if legal.raise_kind is not None and legal.max_to == everything:
            return self._wager(legal, everything, legal.raise_kind)
        if legal.raise_kind is None:
            reason = self._why_no_raise(legal, "raise")
        else:
            reason = f"the most this seat may make it is {legal.max_to}, not all {everything}"
        raise IllegalActionError(f"seat {seat} may not go all-in: {reason}")

    def time_out(self) -> Record:
        """The seat to act ran out of time: the least committal choice is made for it.

        Betting: check when free, else fold. Draw: stand pat. Stud roll: the first face-down
        card is turned up (rules-notes 2.28). Declaring: concede.
        """
        phase = self._phase
        if phase == "betting":
            return self.check() if self.legal_actions().check else self.fold()
        if phase == "draw":
            return self.draw(())
        if phase == "roll":
            seat = self._actor
            assert seat is not None
            first = next(
                c for c, up in zip(self._cards[seat], self._up[seat], strict=True) if not up
            )
            return self.roll(first)
        if phase == "declare":
            return self.concede()
        raise IllegalActionError("nobody is to act: the hand is over")

    def act(self, decision: Decision) -> Record:
        """Apply a decision record (from a history) as a command: the heart of :meth:`replay`."""
        if isinstance(decision, Fold):
            self._expect_actor(decision.seat)
            return self.fold()
        if isinstance(decision, Check):
            self._expect_actor(decision.seat)
            return self.check()
        if isinstance(decision, Call):
            self._expect_actor(decision.seat)
            return self.call()
        if isinstance(decision, Bet):
            self._expect_actor(decision.seat)
            return self.bet(decision.to)
        if isinstance(decision, Raise):
            self._expect_actor(decision.seat)
            return self.raise_to(decision.to)
        if isinstance(decision, Draw):
            self._expect_actor(decision.seat)
            return self.draw(decision.discarded)
        if isinstance(decision, Roll):
            self._expect_actor(decision.seat)
            return self.roll(decision.card)
        if isinstance(decision, Declare):
            self._expect_actor(decision.seat)
            return self.declare(decision.value)
        if isinstance(decision, Concede):
            self._expect_actor(decision.seat)
            return self.concede()
        raise IllegalActionError(f"{decision!r} is not a player decision")

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
            setup.game,
            setup.stacks,
            button=setup.button,
            seed=setup.seed,
            deck=setup.deck,
            dead_money=setup.dead_money,
            antes=setup.antes,
            unopened=setup.unopened,
        )
        for decision in decisions:
            hand.act(decision)
        return hand

    # ------------------------------------------------------------------ draw and roll

    def draw(self, discards: Iterable[CardLike] | str = ()) -> Draw:
        """The seat to act discards ``discards`` (none to stand pat) and gets as many cards."""
        if self._phase != "draw":
            raise IllegalActionError(f"no draw now: the hand is in its {self._phase} phase")
        seat = self._actor
        assert seat is not None
        thrown = _as_cards(discards, seat)
        hand = self._cards[seat]
        need = len(thrown)
        if need:
            if need > self._draw_limit or len(set(thrown)) != need or not set(thrown) <= set(hand):
                self._reject_discards(seat, thrown)
            reserve = 1 if self.game.reserve_bottom_card else 0
            if len(self._stub) - reserve < need and len(self._recycle_pool()) - reserve < need:
                raise IllegalActionError(
                    f"the deck cannot supply {need} cards even after a reshuffle"
                )
        else:
            reserve = 0
        # Checked; now change the state.
        stub = self._stub
        if need:
            kept = [c for c in hand if c not in thrown]
            pending: Sequence[Card] = thrown
            if seat == self._opener and self._opening_cards:
                split = [c for c in thrown if c in self._opening_cards]
                if split:
                    if not self.game.recycle_split_openers:
                        pending = [c for c in thrown if c not in split]
                        self._kept_aside.extend(split)
                    self._history.append(SplitOpeners(seat, tuple(split)))
            if len(stub) - reserve < need:
                self._reshuffle()
                stub = self._stub
            received = stub[-need:]
            received.reverse()
            del stub[-need:]
            self._cards[seat] = kept + received
            self._up[seat] = [False] * len(self._cards[seat])
            self._discards.extend(pending)
            record: Draw = _new(Draw, (seat, thrown, tuple(received)))
        else:
            record = _new(Draw, (seat, (), ()))
        self._history.append(record)
        self._draw_order.pop(0)
        if self._draw_order:
            self._actor = self._draw_order[0]
        else:
            self._street += 1
            self._advance()
        return record

    def _reject_discards(self, seat: int, thrown: tuple[Card, ...]) -> None:
        hand = self._cards[seat]
        missing = [c for c in thrown if c not in hand]
        if missing:
            held = " ".join(c.symbol for c in hand)
            wrong = " ".join(c.symbol for c in missing)
            raise IllegalActionError(f"seat {seat} does not hold {wrong}; it holds {held}")
        if len(set(thrown)) != len(thrown):
            listed = " ".join(c.symbol for c in thrown)
            raise IllegalActionError(f"seat {seat} listed a card twice: {listed}")
        raise IllegalActionError(
            f"seat {seat} may discard at most {self._draw_limit} cards, not {len(thrown)}"
        )

    def roll(self, card: CardLike) -> Roll:
        """Stud: the seat to act chooses which face-down card to turn up (revealed with all)."""
        if self._phase != "roll":
            raise IllegalActionError(f"no roll now: the hand is in its {self._phase} phase")
        seat = self._actor
        assert seat is not None
        try:
            chosen = Card(card)
        except InvalidCardError as error:
            raise IllegalActionError(f"seat {seat} cannot roll: {error}") from None
        down = [c for c, up in zip(self._cards[seat], self._up[seat], strict=False) if not up]
        if chosen not in down:
            held = " ".join(c.symbol for c in down)
            raise IllegalActionError(
                f"seat {seat} may roll one of its face-down cards {held}, not {chosen.symbol}"
            )
        self._roll_choices[seat] = chosen
        record = Roll(seat, chosen)
        self._history.append(record)
        waiting = [s for s in self._seats_from(self._button + 1) if not self._folded[s]]
        pending = [s for s in waiting if s not in self._roll_choices]
        if pending:
            self._actor = pending[0]
            return record
        revealed = []
        for s in waiting:
            chosen_card = self._roll_choices[s]
            index = self._cards[s].index(chosen_card)
            self._up[s][index] = True
            revealed.append((s, chosen_card))
        self._history.append(Reveal(tuple(sorted(revealed))))
        self._roll_choices = {}
        self._street += 1
        self._advance()
        return record

    # ------------------------------------------------------------------ declaring hands

    def declare(self, value: int) -> Declare:
        """Declare-hands showdown (rules-notes 2.14): state a hand, as a value on the game's
        scale (use :func:`pokerules.evaluate` and friends on the hand you claim).

        An over-call that makes a later player concede a hand at least as good as the
        over-caller's real one kills the over-caller's hand; otherwise cards speak (an
        under-call too, unless the game's ``undercall_binding`` is on).
        """
        if self._phase != "declare":
            raise IllegalActionError(f"no declarations now: the hand is in its {self._phase} phase")
        seat = self._actor
        assert seat is not None
        low, high = (-12, 7462) if self.game.evaluation == "wild" else (1, 7462)
        if not is_integer(value) or not low <= value <= high:
            raise IllegalActionError(
                f"seat {seat} must declare a hand value from {low} to {high}, not {value!r}"
            )
        scale = self.game.evaluation
        value = int(value)
        text = evaluation.describe(value, scale, may_duplicate=self.game.may_duplicate)
        self._declared[seat] = value
        record = Declare(seat, value, text)
        self._history.append(record)
        self._next_declarer()
        return record

    def concede(self) -> Concede:
        """Declare-hands showdown: give up the pot without showing."""
        if self._phase != "declare":
            raise IllegalActionError(f"nothing to concede: the hand is in its {self._phase} phase")
        seat = self._actor
        assert seat is not None
        self._conceded.append(seat)
        record = Concede(seat)
        self._history.append(record)
        self._next_declarer()
        return record

    def _start_declarations(self) -> None:
        self._phase = "declare"
        self._history.append(Street("declarations"))
        first = self._showdown_first()
        self._declare_order = [s for s in self._seats_from(first) if not self._folded[s]]
        self._actor = self._declare_order[0]

    def _next_declarer(self) -> None:
        self._declare_order.pop(0)
        remaining = [s for s in self.in_hand() if s not in self._conceded]
        if self._declare_order and len(remaining) > 1:
            self._actor = self._declare_order[0]
            return
        # All have spoken, or everyone else conceded: show down what is left.
        self._declare_order = []
        self._actor = None
        self._showdown()

    def _excluded_by_declarations(self) -> set[int]:
        if not self._conceded:
            return set()
        spoken = [e.seat for e in self._history if isinstance(e, Declare | Concede)]
        actual = {s: self._value(s) for s in self.in_hand()}
        return dead_by_declarations(spoken, self._declared, self._conceded, actual)

    # ------------------------------------------------------------------ internals

    def _seat(self, seat: int) -> int:
        if type(seat) is not int or not 0 <= seat < self.n:
            seat = as_int(seat, "seat", low=0, high=self.n - 1)
        return seat

    def _expect_actor(self, seat: int) -> None:
        if not is_integer(seat):
            raise IllegalActionError(f"a decision's seat is a seat number, not {seat!r:.40}")
        if seat != self._actor:
            raise IllegalActionError(
                f"seat {seat} is out of turn: seat {self._actor} is to act"
                if self._actor is not None
                else f"seat {seat} cannot act: the hand is over"
            )

    def _seats_from(self, start: int) -> list[int]:
        n = self.n
        return [(start + i) % n for i in range(n)]

    def _uses_heads_up_rule(self) -> bool:
        betting = self.game.betting
        return isinstance(betting, FixedLimit) and betting.uncapped_heads_up

    def _post_forced_bets(self, button: int, dead_money: int, antes: bool) -> None:
        game = self.game
        stacks = self._stacks
        n = self.n
        # A seat with no chips is dealt in all-in (a Diablo opener who paid everything);
        # sessions drop every other broke player before the deal.
        if antes and game.ante:
            for seat in self._seats_from(button + 1):
                if stacks[seat] == 0:
                    continue
                amount = min(game.ante, stacks[seat])
                stacks[seat] -= amount
                self._contrib[seat] += amount
                self._history.append(_new(Post, (seat, "ante", amount, stacks[seat] == 0)))
        if game.blinds:
            small, big = game.blinds
            if n == 2:
                sb_seat, bb_seat = button, (button + 1) % n
            else:
                sb_seat, bb_seat = (button + 1) % n, (button + 2) % n
            for seat, kind, amount in (
                (sb_seat, "small blind", small),
                (bb_seat, "big blind", big),
            ):
                paid = min(amount, stacks[seat])
                stacks[seat] -= paid
                self._contrib[seat] += paid
                self._round_bets[seat] += paid
                self._history.append(_new(Post, (seat, kind, paid, stacks[seat] == 0)))
            # Players must call the full big blind even if it was posted short (2.32).
            self._current = big

    def _advance(self) -> None:
        """Run the dealer's steps until a player must decide or the hand ends."""
        streets = self.game.streets
        kinds = self.game.street_kinds
        while self._street < len(streets):
            if self._live == 1:
                self._finish_uncontested()
                return
            street = streets[self._street]
            kind = kinds[self._street]
            if kind == 2:
                if self._start_betting():
                    return
                self._end_betting_round()
                if self._phase == "over":
                    return
                self._street += 1
                continue
            if kind == 0:
                self._deal(street)  # type: ignore[arg-type]
                self._street += 1
                continue
            if kind == 3:
                self._start_draw(street)  # type: ignore[arg-type]
                return
            if kind == 1:
                self._phase = "roll"
                self._history.append(Street("roll"))
                self._actor = next(
                    s for s in self._seats_from(self._button + 1) if not self._folded[s]
                )
                return
        if self.game.declare_hands and self._live >= 2:
            self._start_declarations()
            return
        self._showdown()

    def _deal(self, street: DealCards) -> None:
        folded = self._folded
        seats = [s for s in self._seats_from(self._button + 1) if not folded[s]]
        if self._street > 0:
            self._history.append(self._names[self._street])
            if self.game.burn:
                self._burn(len(seats))
        up_count, down_count = street.up, street.down
        need = len(seats) * (down_count + up_count)
        if len(self._stub) < need and self._burns:
            # Rules-notes 2.26: earlier burns are used before falling back to a community card.
            pool = self._stub + self._burns
            self._burns = []
            self._restock(pool)
        stub = self._stub
        if len(stub) < need:
            self._deal_community(street)
            return
        # One card at a time round the table: seat k gets every m-th card from the top.
        m = len(seats)
        block = stub[-need:]
        block.reverse()
        del stub[-need:]
        history = self._history
        if not up_count and self._street == 0:
            # The first deal, all face down (every draw game): each seat's cards are new.
            flags = [False] * down_count
            for k, s in enumerate(seats):
                cards = block[k::m]
                self._cards[s] = cards
                self._up[s] = flags[:]
                history.append(_new(Deal, (s, tuple(cards), False)))
            return
        for k, s in enumerate(seats):
            cards = block[k::m]
            if down_count:
                self._cards[s].extend(cards[:down_count])
                self._up[s].extend([False] * down_count)
                self._history.append(_new(Deal, (s, tuple(cards[:down_count]), False)))
            if up_count:
                self._cards[s].extend(cards[down_count:])
                self._up[s].extend([True] * up_count)
                self._history.append(_new(Deal, (s, tuple(cards[down_count:]), True)))

    def _deal_community(self, street: DealCards) -> None:
        # Only stud can run short (rules-notes 2.26): one card dealt face up to the middle
        # counts as every seat's card. It stands in for a face-down card, so a wild card
        # there is natural.
        if street.down + street.up != 1 or not self._stub:
            raise PokerulesError("the deck ran out of cards")
        card = self._stub.pop()
        self._community.append(card)
        self._history.append(Deal(-1, (card,), True))

    def _burn(self, seats_to_serve: int) -> None:
        # Skip a stud burn that would leave too few cards for the street (rules-notes 2.26).
        if self.game.is_stud and len(self._stub) < seats_to_serve + 1:
            return
        if not self._stub:
            self._reshuffle()
        card = self._stub.pop()
        self._burns.append(card)
        self._history.append(Burn(card))

    def _restock(self, pool: list[Card]) -> None:
        """Shuffle ``pool`` into a new stub and record which cards it holds."""
        # Each reshuffle draws from its own stream of the hand's seed.
        self._reshuffles += 1
        assert self.setup.seed is not None
        self._stub = shuffled(pool, self.setup.seed + _STREAM * self._reshuffles)
        self._history.append(Reshuffle(tuple(sorted(pool))))

    def _recycle_pool(self) -> list[Card]:
        pool = list(self._stub) + self._discards + self._muck
        if self.game.recycle_burns:
            pool += self._burns
        return pool

    def _reshuffle(self) -> None:
        self._restock(self._recycle_pool())
        self._discards = []
        self._muck = []
        if self.game.recycle_burns:
            self._burns = []

    def _start_draw(self, street: DrawRound) -> None:
        self._phase = "draw"
        self._actor = None
        self._legal = None
        self._draw_limit = street.max_discard
        self._history.append(self._names[self._street])
        if self.game.burn:
            self._burn(0)
        folded = self._folded
        n = self.n
        start = self._button + 1
        self._draw_order = order = [
            (start + i) % n for i in range(n) if not folded[(start + i) % n]
        ]
        self._actor = order[0]

    def _start_betting(self) -> bool:
        """Open the next betting round; False when nobody can act in it."""
        game = self.game
        n = self.n
        self._bet_round += 1
        r = self._bet_round
        self._history.append(self._names[self._street])
        blinds_round = r == 0 and game.blinds is not None
        if not blinds_round:
            self._round_bets = [0] * n
            self._current = 0
        size = game.round_sizes[r]
        # Fixed limit: every increment is the round's size. Otherwise the first bet's minimum,
        # or the big blind if larger.
        self._min_increment = size if self._fixed or size > self._current else self._current
        self._full_level = self._current
        self._raises = 1 if blinds_round else 0
        self._capped = False
        if self._live <= 2 and self._uses_heads_up_rule():
            self._uncapped = True
        self._acted = [-1] * n
        self._last_aggressor = None
        first = self._first_to_act(r)
        self._first_actor = first
        self._phase = "betting"
        self._legal = None
        folded = self._folded
        stacks = self._stacks
        bets = self._round_bets
        current = self._current
        open_to_all = self._holders >= 2
        for step in range(n):
            s = (first + step) % n
            if folded[s] or stacks[s] == 0:
                continue
            if bets[s] < current or open_to_all:
                self._actor = s
                return True
        return False

    def _first_to_act(self, round_index: int) -> int:
        game = self.game
        n = self.n
        button = self._button
        if game.is_stud:
            return self._high_showing()
        if round_index == 0:
            if game.blinds is not None:
                start = button if n == 2 else (button + 3) % n
            else:
                start = (button + 1) % n
        elif game.later_rounds_first == "opener" and self._opener is not None:
            start = self._opener
        else:
            start = (button + 1) % n
        return self._next_live(start)

    def _next_live(self, start: int) -> int:
        n = self.n
        folded = self._folded
        for step in range(n):
            s = (start + step) % n
            if not folded[s]:
                return s
        return start

    def _high_showing(self) -> int:
        best_seat = -1
        best: tuple[int, ...] = ()
        for s in self._seats_from(self._button + 1):
            if self._folded[s]:
                continue
            strength = exposed_strength(
                self.exposed(s), self.game.wild_cards, self.game.exposed_wild_counts
            )
            if best_seat < 0 or strength > best:
                best_seat, best = s, strength
        return best_seat

    def _compute_legal(self) -> LegalActions:
        seat = self._actor
        assert seat is not None
        stacks = self._stacks
        bets = self._round_bets
        stack = stacks[seat]
        mine = bets[seat]
        current = self._current
        owed = current - mine
        if owed > 0:
            call = owed if owed < stack else stack
            can_check = False
        else:
            call = 0
            can_check = True
        kind: str | None = None
        min_to = max_to = 0
        if stack > owed and self._may_raise(seat):
            everything = mine + stack
            if self._fixed:
                target = self._full_level + self._min_increment
                min_to = max_to = target if target < everything else everything
            else:
                min_to = current + self._min_increment
                if isinstance(self.game.betting, PotLimit):
                    pot = sum(self._contrib) + self.setup.dead_money + owed
                    max_to = current + pot
                    if max_to > everything:
                        max_to = everything
                else:
                    max_to = everything
                if min_to > max_to:
                    min_to = max_to
            kind = "bet" if current == 0 else "raise"
        legal: LegalActions = _new(
            LegalActions, (seat, not can_check, can_check, call, kind, min_to, max_to)
        )
        return legal

    def _may_raise(self, seat: int) -> bool:
        if self._capped or self._holders < 2:
            return False
        current = self._current
        acted = self._acted[seat]
        if acted >= 0:
            # Already acted: only a full raise (fixed limit: half a bet) since reopens it.
            faced = current - acted
            if (2 * faced if self._fixed else faced) < self._min_increment:
                return False
        if (
            self._needs_openers
            and self._opener is None
            and self._bet_round == 0
            and not self._qualifies(seat)
        ):
            return False
        # A raise needs someone who could put in more than the current bet; otherwise it
        # would only come back as an uncalled bet.
        stacks = self._stacks
        bets = self._round_bets
        folded = self._folded
        for other in range(self.n):
            if other != seat and not folded[other] and bets[other] + stacks[other] > current:
                return True
        return False

    def _qualifies(self, seat: int) -> bool:
        wild = self._wild_list()
        return evaluation.is_jacks_or_better(self._cards[seat], wild=wild)

    def _wild_list(self) -> list[int] | None:
        # None is the evaluator's fast default, the four deuces.
        ids = self._wild_ids
        return None if ids == _DEUCES else sorted(ids)

    def _why_no_raise(self, legal: LegalActions, word: str) -> str:
        seat = legal.seat
        if legal.raise_kind is not None:
            return f"it should {legal.raise_kind}, not {word}; {self._options(legal)}"
        if (
            self._bet_round == 0
            and self._opener is None
            and self.game.opening == "jacks_or_better"
            and not self._qualifies(seat)
        ):
            return "opening needs a pair of jacks or better; only check is allowed"
        if self._capped:
            return f"the betting is capped this round; {self._options(legal)}"
        if self._stacks[seat] <= self._current - self._round_bets[seat]:
            return f"it has only enough chips to call; {self._options(legal)}"
        acted = self._acted[seat]
        if acted >= 0 and self._current > acted:
            return (
                f"the betting was not reopened (an all-in smaller than a full raise); "
                f"{self._options(legal)}"
            )
        return f"no other player can call a raise; {self._options(legal)}"

    def _options(self, legal: LegalActions) -> str:
        return "legal: " + legal.describe()

    def _wager(self, legal: LegalActions, to: int, kind: str) -> Bet | Raise:
        seat = legal.seat
        if type(to) is not int:
            to = as_chips(to, f"seat {seat}: the amount", error=IllegalActionError)
        if not legal.min_to <= to <= legal.max_to:
            everything = self._round_bets[seat] + self._stacks[seat]
            if isinstance(self.game.betting, FixedLimit):
                reason = f"in fixed limit the {kind} is to {legal.min_to}"
            elif to > everything:
                reason = f"it has only {everything} in total"
            elif to > legal.max_to:
                reason = f"the most is {legal.max_to}"
            else:
                reason = f"the minimum is {legal.min_to}"
                if legal.min_to != legal.max_to:
                    reason += f" (up to {legal.max_to})"
            raise IllegalActionError(f"seat {seat} may not {kind} to {to}: {reason}")
        betting = self.game.betting
        current = self._current
        before_full = self._full_level
        added = to - self._round_bets[seat]
        self._stacks[seat] -= added
        self._contrib[seat] += added
        self._round_bets[seat] = to
        if self._fixed:
            full = 2 * (to - before_full) >= self._min_increment
            if full:
                self._full_level = to
            completes = current > before_full and to == before_full + self._min_increment
        else:
            full = to - current >= self._min_increment
            if full:
                self._min_increment = to - current
            completes = False
        if full:
            self._raises += 1
            if (
                isinstance(betting, FixedLimit)
                and betting.cap_raises is not None
                and not self._uncapped
                and self._raises >= 1 + betting.cap_raises
            ):
                self._capped = True
        self._current = to
        self._acted[seat] = to
        self._last_aggressor = seat
        all_in = self._stacks[seat] == 0
        if all_in:
            self._holders -= 1
        record: Bet | Raise
        if kind == "bet":
            record = _new(Bet, (seat, to, added, all_in))
        else:
            record = _new(Raise, (seat, to, added, all_in, completes))
        if self._opener is None and self._bet_round == 0:
            self._open(seat)
        self._history.append(record)
        self._after_action(seat)
        return record

    def _open(self, seat: int) -> None:
        self._opener = seat
        if self.game.opening == "jacks_or_better":
            self._opening_cards = qualifying_cards(self._cards[seat], self._wild_list())

    def _after_action(self, seat: int) -> None:
        self._legal = None
        if self._live == 1:
            self._finish_uncontested()
            return
        n = self.n
        folded = self._folded
        stacks = self._stacks
        bets = self._round_bets
        acted = self._acted
        current = self._current
        open_to_all = self._holders >= 2
        for step in range(1, n + 1):
            s = (seat + step) % n
            if folded[s] or stacks[s] == 0:
                continue
            if bets[s] < current or (acted[s] < 0 and open_to_all):
                self._actor = s
                return
        self._end_betting_round()
        if self._phase != "over":
            self._street += 1
            self._advance()

    def _end_betting_round(self) -> None:
        self._return_uncalled()
        self._actor = None
        # A pass-out needs a round someone could have opened; when nobody could bet (all but
        # one all-in on the antes) the hand is played out instead, as when betting ends early.
        if (
            self._bet_round == 0
            and self._opener is None
            and self.setup.unopened == "pass_out"
            and max(self._acted) >= 0
        ):
            self._pass_out()

    def _return_uncalled(self) -> None:
        bets = self._round_bets
        top = 0
        high = second = -1
        for s, b in enumerate(bets):
            if b > high:
                top, high, second = s, b, high
            elif b > second:
                second = b
        excess = high - second
        if excess > 0:
            bets[top] -= excess
            self._contrib[top] -= excess
            self._stacks[top] += excess
            self._history.append(ReturnUncalled(top, excess))
            folded = self._folded
            self._holders = sum(
                1 for s, chips in enumerate(self._stacks) if chips > 0 and not folded[s]
            )

    def _pass_out(self) -> None:
        self.carried = sum(self._contrib) + self.setup.dead_money
        for seat in range(self.n):
            self._muck.extend(self._cards[seat])
            self._cards[seat] = []
            self._up[seat] = []
        self._history.append(PassOut(self.carried))
        self._contrib = [0] * self.n
        self._round_bets = [0] * self.n
        self._phase = "over"
        self._actor = None

    def _finish_uncontested(self) -> None:
        if self._phase == "betting":
            self._return_uncalled()
        winner = next(s for s in range(self.n) if not self._folded[s])
        self._prove_openers()
        total = sum(self._contrib) + self.setup.dead_money
        self._stacks[winner] += total
        self._history.append(Award(winner, total, 0))
        self._close()

    def _prove_openers(self) -> None:
        if self._opener is not None and self._opening_cards:
            self._history.append(ProveOpeners(self._opener, self._opening_cards))

    def _close(self) -> None:
        self._contrib = [0] * self.n
        self._round_bets = [0] * self.n
        self._phase = "over"
        self._actor = None
        self._legal = None

    def _holding(self, seat: int) -> tuple[list[Card], list[bool]]:
        """The seat's cards for the showdown, a community card included."""
        if self._community:
            return self._cards[seat] + self._community, self._up[seat] + [False]
        return self._cards[seat], self._up[seat]

    def _value(self, seat: int) -> int:
        fast = self._evaluator
        if fast is not None and not self._community:
            return int(fast(self._cards[seat]))
        game = self.game
        cards, ups = self._holding(seat)
        if game.evaluation == "low27":
            return int(evaluation.evaluate_low27(cards))
        if game.evaluation == "high":
            return int(evaluation.evaluate(cards))
        if game.wild_face_up_only:
            wild = self._wild_ids
            mask = [c in wild and up for c, up in zip(cards, ups, strict=False)]
            return int(
                evaluation.evaluate_wild(
                    cards,
                    wild=self._wild_list(),
                    wild_mask=mask,
                    may_duplicate=game.may_duplicate,
                )
            )
        return int(
            evaluation.evaluate_wild(
                cards, wild=self._wild_list(), may_duplicate=game.may_duplicate
            )
        )

    def _uses_wild(self, seat: int) -> bool:
        wild = self._wild_ids
        cards, ups = self._holding(seat)
        if self.game.wild_face_up_only:
            return any(c in wild and up for c, up in zip(cards, ups, strict=False))
        return any(c in wild for c in cards)

    def _showdown_first(self) -> int:
        aggressor = self._last_aggressor
        if aggressor is not None and not self._folded[aggressor]:
            return aggressor
        rule = self.game.showdown_first
        if rule == "opener" and self._opener is not None:
            return self._next_live(self._opener)
        if rule == "first_actor" and self._first_actor is not None:
            return self._next_live(self._first_actor)
        return self._next_live(self._button + 1)

    def _showdown(self) -> None:
        self._phase = "showdown"
        self._history.append(_SHOWDOWN)
        pots = build_pots(self._contrib, self._folded, self.setup.dead_money)
        game = self.game
        tiebreak = game.natural_beats_wild and game.evaluation == "wild"
        keys: dict[int, int] = {}
        best: list[int | None] = [None] * len(pots)
        first = self._showdown_first()
        self._prove_openers()
        excluded = self._excluded_by_declarations()
        binding = game.undercall_binding
        muck_losers = game.muck_losers
        opener = self._opener
        proving = bool(self._opening_cards)
        single = len(pots) == 1 and len(pots[0].eligible) == self._live
        zero = (0,)
        for seat in self._seats_from(first):
            if self._folded[seat]:
                continue
            if seat in excluded:
                self._muck.extend(self._cards[seat])
                self._cards[seat] = []
                self._up[seat] = []
                self._history.append(Muck(seat))
                continue
            value = self._value(seat)
            if binding and self._declared.get(seat, value) > value:
                value = self._declared[seat]
            key = 2 * value + (1 if tiebreak and self._uses_wild(seat) else 0)
            claims: Sequence[int]
            if single:
                claims = zero
                can_win = best[0] is None or key <= best[0]
            else:
                claims = [i for i, pot in enumerate(pots) if seat in pot.eligible]
                can_win = could_win(key, claims, best)
            # An opener in the showdown must show the whole hand (rules-notes 2.2).
            must_show = seat == opener and proving
            if can_win or must_show or not muck_losers:
                keys[seat] = key
                for i in claims:
                    if best[i] is None or key < best[i]:  # type: ignore[operator]
                        best[i] = key
                self._showdown_values[seat] = value
                cards = tuple(self._holding(seat)[0])
                text = self._describe(seat, value)
                self._history.append(_new(Show, (seat, cards, value, text)))
            else:
                self._muck.extend(self._cards[seat])
                self._cards[seat] = []
                self._up[seat] = []
                self._history.append(_new(Muck, (seat,)))
        for seat, amount, index in award_pots(pots, keys, self._odd_chip_order()):
            self._stacks[seat] += amount
            self._history.append(_new(Award, (seat, amount, index)))
        self._close()

    def _odd_chip_order(self) -> list[int]:
        order = self._seats_from(self._button + 1)
        if self.game.odd_chip == "high_card_by_suit":
            order.sort(key=lambda s: -max(self._cards[s], default=-1))
        return order

    def _describe(self, seat: int, value: int) -> str:
        game = self.game
        if game.evaluation == "wild":
            text = evaluation.describe(value, "wild", may_duplicate=game.may_duplicate)
            if self._uses_wild(seat):
                wild = self._wild_list()
                cards, ups = self._holding(seat)
                if game.wild_face_up_only:
                    mask = [c in self._wild_ids and up for c, up in zip(cards, ups, strict=False)]
                    best = evaluation.best_wild_hand(
                        cards, wild=wild, wild_mask=mask, may_duplicate=game.may_duplicate
                    )
                else:
                    best = evaluation.best_wild_hand(
                        cards, wild=wild, may_duplicate=game.may_duplicate
                    )
                text += f" ({best})"
            return text
        return evaluation.describe(value, game.evaluation)


def _fast_evaluator(game: Game) -> Callable[[list[Card]], int] | None:
    """The evaluator to call with a seat's cards alone, when the game needs no options."""
    if game.evaluation == "high":
        return evaluation.evaluate
    if game.evaluation == "low27":
        return evaluation.evaluate_low27
    if game.wild_cards == _DEUCES and not game.may_duplicate and not game.wild_face_up_only:
        return evaluation.evaluate_wild
    return None


@functools.cache
def _street_records(names: tuple[str, ...]) -> tuple[Street, ...]:
    return tuple(Street(name) for name in names)


def _as_cards(cards: Iterable[CardLike] | str, seat: int) -> tuple[Card, ...]:
    if type(cards) is list or type(cards) is tuple:
        if not cards:
            return ()
        items = tuple(cards)
        for card in items:
            if type(card) is not Card:
                break
        else:
            return cast("tuple[Card, ...]", items)
    try:
        return parse_hand(cards)
    except InvalidCardError as error:
        raise IllegalActionError(f"seat {seat} named a bad card: {error}") from None


def _deck_order(deck: Iterable[CardLike] | str | None, seed: int) -> tuple[Card, ...] | None:
    if deck is None:
        return None
    try:
        cards = parse_hand(deck)
    except InvalidCardError as error:
        raise InvalidArgumentError(f"bad deck: {error}") from None
    if len(set(cards)) != len(cards):
        raise InvalidArgumentError("bad deck: a card is listed twice")
    listed = set(cards)
    rest = shuffled([c for c in CARDS if c not in listed], seed)
    return tuple(cards) + tuple(rest)


def _game_named(game: object) -> Game:
    """The game a ``Hand`` is given by name (any registry name or alias)."""
    if not isinstance(game, str):
        raise InvalidGameError(f"game must be a Game or a game's name, not {type(game).__name__}")
    from pokerules.games import find_game

    return find_game(game)
