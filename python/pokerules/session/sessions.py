"""Sessions: many deals of one game, dealer's choice, or a rotation (a mixed game).

A session owns the players' chips between hands. It deals each hand with the players who can
still play, moves the button, carries passed-out pots, runs Diablo rounds to their end and
drops players who run out of chips (no rebuys). Drive it hand by hand with
:meth:`Session.next_hand` and :meth:`Session.finish_hand`, or let bots play it all with
:meth:`Session.play`.

>>> from pokerules import Session
>>> from pokerules.players.bots import RandomBot
>>> session = Session("triple-draw", ["Ann", "Bob", "Cy"], seed=5, deals=3)
>>> result = session.play([RandomBot(seed=n) for n in range(3)])
>>> result.deals_played, sum(p.chips for p in result.standings)
(3, 300)
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field

from pokerules.engine.allin import allin_adjusted
from pokerules.engine.hand import Hand
from pokerules.errors import IllegalActionError, InvalidArgumentError, InvalidGameError
from pokerules.games import Game, find_game
from pokerules.players.bots import Bot, checked_bots, play_turn
from pokerules.records import Award
from pokerules.session.results import PlayerResults, Tally
from pokerules.session.rotation import Rotation, RotationClock
from pokerules.validate import as_chips, as_flag, as_int, as_list, as_seed, as_text, is_integer

__all__ = ["DealLog", "DiabloPayment", "Session", "SessionResult", "Standing"]


@dataclass(frozen=True, slots=True)
class Standing:
    """A player's final place (tied players share it) and chips."""

    place: int
    name: str
    chips: int


@dataclass(frozen=True, slots=True)
class DiabloPayment:
    """A Diablo opener who did not win pays ``amount`` into a new pot (``owed`` was due)."""

    player: str
    amount: int
    owed: int


@dataclass(frozen=True, slots=True)
class DealLog:
    """One hand of the session: its number, game, players by seat, and the hand itself."""

    number: int
    game: Game
    players: tuple[str, ...]
    hand: Hand
    counted: bool
    notes: tuple[str, ...] = ()
    diablo_payment: DiabloPayment | None = None
    adjusted: tuple[float, ...] = ()
    """Each seat's result with the hand's all-in pots paid by equity (its chips after less
    before where there was no all-in, or the session's ``allin_ev`` is off)."""
    allin: bool = False
    """Whether the betting closed all-in with cards or draws to come (``allin_ev`` on)."""


@dataclass(frozen=True, slots=True)
class SessionResult:
    """How a session ended: standings, deals played (pass-outs excluded), every hand, and
    each player's results (:meth:`Session.statistics`)."""

    standings: tuple[Standing, ...]
    deals_played: int
    hands_dealt: int
    log: tuple[DealLog, ...] = field(repr=False)
    statistics: tuple[PlayerResults, ...] = field(default=(), repr=False)


class Session:
    """A table of players playing deals of one game, dealer's choice, or a mixed game.

    Args:
        game: a :class:`~pokerules.games.Game`, a registry name, a list of them for
            dealer's choice (each dealer picks one at random from the seed), or a
            :class:`~pokerules.session.rotation.Rotation` (such as
            :data:`~pokerules.session.rotation.HORSE`): its games in turn, changing every N hands or
            at each orbit. Chips carry across games; each game's stakes are its own.
        players: player names in seat order, or a count (names "P1", "P2", ...).
        seed: the seed from which every deal's shuffle derives.
        deals: deals to play (default: the game's, 10; for a rotation, one full turn of it);
            pass-outs do not count, and a carried pot or a Diablo round is always finished
            first.
        stacks: starting chips (default: the game's starting stack), one number or one per
            player.
        button: the first dealer's seat (usually chosen by lot: pass a random one).
        keep_log: keep every :class:`DealLog` (turn off for very long simulations).
        allin_ev: pay each all-in pot by equity too, for the adjusted results of
            :meth:`statistics` (:mod:`pokerules.engine.allin`); off, they equal the real ones.

    The session ends after ``deals`` counted deals, or when fewer than two players have chips.
    A player left with no chips leaves (a Diablo opener who paid everything stays in the round
    they are funding).
    """

    def __init__(
        self,
        game: Game | str | Sequence[Game | str] | Rotation,
        players: Sequence[str] | int,
        *,
        seed: int = 0,
        deals: int | None = None,
        stacks: int | Sequence[int] | None = None,
        button: int = 0,
        keep_log: bool = True,
        allin_ev: bool = True,
    ) -> None:
        self.rotation = game if isinstance(game, Rotation) else None
        self._clock = RotationClock(game) if isinstance(game, Rotation) else None
        if isinstance(game, Rotation):
            games: list[object] = list(game.games)
        elif isinstance(game, Game | str):
            games = [game]
        else:
            games = as_list(game, "game", limit=64, error=InvalidGameError)
        if not games:
            raise InvalidGameError("a session needs at least one game")
        self.games: tuple[Game, ...] = tuple(
            g if isinstance(g, Game) else find_game(g)  # type: ignore[arg-type]
            for g in games
        )
        smallest = min(g.min_players for g in self.games)
        largest = max(g.max_players for g in self.games)
        if is_integer(players):
            count = as_int(players, "players", low=smallest, high=largest)
            names = [f"P{i + 1}" for i in range(count)]
        else:
            names = as_list(players, "players", limit=largest,
                            item=lambda name: as_text(name, "a player's name"))  # fmt: skip
        if len(set(names)) != len(names):
            raise InvalidArgumentError("player names must be different")
        if self.rotation is not None:
            # Every game of a mix is played: each must take the table.
            smallest, largest = self.rotation.min_players, self.rotation.max_players
        if not smallest <= len(names) <= largest:
            raise InvalidArgumentError(f"this session takes {smallest} to {largest} players")
        first = self.games[0]
        if stacks is None:
            chips = [first.starting_stack] * len(names)
        elif is_integer(stacks):
            chips = [as_chips(stacks, "stacks")] * len(names)
        else:
            chips = as_list(stacks, "stacks", limit=len(names),
                            item=lambda c: as_chips(c, "a starting stack"))  # fmt: skip
        if len(chips) != len(names) or any(c < 1 for c in chips):
            raise InvalidArgumentError("give one positive starting stack per player")
        self.names = tuple(names)
        self.chips = chips
        self.seed = as_seed(seed)
        if deals is not None:
            self.deals = as_int(deals, "deals", low=1)
        elif self.rotation is not None:
            self.deals = self.rotation.deals_for(len(names))
        else:
            self.deals = first.deals
        self.button = as_int(button, "button", low=0, high=len(names) - 1)
        self.keep_log = as_flag(keep_log, "keep_log")
        self.allin_ev = as_flag(allin_ev, "allin_ev")
        self._tally = Tally(self.names)
        self.deals_played = 0
        self.hands_dealt = 0
        self.log: list[DealLog] = []
        self._rng = random.Random(self.seed)
        self._dead_money = 0
        self._carry_game: Game | None = None
        self._diablo_opener: int | None = None
        self._diablo_caller: int | None = None
        self._followons = 0
        self._current: tuple[Hand, Game, list[int]] | None = None

    # ------------------------------------------------------------------ queries

    @property
    def is_over(self) -> bool:
        """Whether no more hands will be dealt."""
        if self._current is not None:
            return False
        if self._pending():
            return len(self._seated()) < 2
        return self.deals_played >= self.deals or len(self._with_chips()) < 2

    @property
    def pending_pot(self) -> int:
        """Chips waiting for the next deal: a passed-out pot or a Diablo payment."""
        return self._dead_money

    @property
    def current_players(self) -> tuple[int, ...]:
        """The players (indices into :attr:`names`) dealt into the current hand, by seat."""
        return tuple(self._current[2]) if self._current is not None else ()

    @property
    def rotation_index(self) -> int:
        """In a mixed game, the index in the rotation of the game being played (or dealt
        next); 0 in a session of one game or dealer's choice."""
        return self._clock.index if self._clock is not None else 0

    def total_chips(self) -> int:
        """Every chip in play: stacks plus any pot waiting for the next deal."""
        return sum(self.chips) + self._dead_money

    def standings(self) -> tuple[Standing, ...]:
        """Players by chips, most first; tied players share a place."""
        order = sorted(range(len(self.names)), key=lambda p: -self.chips[p])
        result: list[Standing] = []
        for index, p in enumerate(order):
            tied = index > 0 and self.chips[p] == self.chips[order[index - 1]]
            place = result[-1].place if tied else index + 1
            result.append(Standing(place, self.names[p], self.chips[p]))
        return tuple(result)

    # ------------------------------------------------------------------ playing

    def next_hand(self) -> Hand | None:
        """Deal the next hand (``None`` when the session is over). Finish it, then call
        :meth:`finish_hand`."""
        if self._current is not None:
            raise IllegalActionError("finish the current hand before dealing the next")
        if self.is_over:
            self._settle_leftover()
            return None
        game = self._choose_game()
        seated = self._seated()
        if len(seated) > game.max_players:
            raise InvalidGameError(f"{game.title} takes at most {game.max_players} players")
        if self.button not in seated:
            self.button = self._next_player(self.button, seated)
        button_seat = seated.index(self.button)
        in_diablo = self._diablo_opener is not None
        hand_seed = self._rng.getrandbits(63)
        hand = Hand(
            game,
            [self.chips[p] for p in seated],
            button=button_seat,
            seed=hand_seed,
            dead_money=self._dead_money,
            antes=not in_diablo,
            unopened="play_out" if in_diablo else None,
        )
        self._dead_money = 0
        for p in seated:
            self.chips[p] = 0
        self._current = (hand, game, seated)
        self.hands_dealt += 1
        return hand

    def finish_hand(self, hand: Hand) -> DealLog:
        """Take the result of the finished ``hand``: chips, carried pots, Diablo, the button."""
        if self._current is None or self._current[0] is not hand:
            raise IllegalActionError("that hand is not this session's current hand")
        if not hand.is_over:
            raise IllegalActionError("the hand is not over yet")
        _, game, seated = self._current
        self._current = None
        for p, chips in zip(seated, hand.stacks, strict=True):
            self.chips[p] = chips
        notes: list[str] = []
        payment = None
        passed_out = hand.passed_out
        counted = not passed_out
        if passed_out:
            self._dead_money = hand.carried
            self._carry_game = game
            notes.append(f"passed out: {hand.carried} carried to the next deal")
        else:
            self._carry_game = None
            self.deals_played += 1
            if game.diablo:
                payment = self._settle_diablo(hand, game, seated, notes)
            if self._clock is not None and self._diablo_opener is None:
                self._clock.hand_counted()  # a whole Diablo round counts as one hand
        adjusted, allin = self._count(hand, seated)
        names = tuple(self.names[p] for p in seated)
        entry = DealLog(
            self.hands_dealt, game, names, hand, counted, tuple(notes), payment, adjusted, allin
        )
        if self.keep_log:
            self.log.append(entry)
        self._move_button(game)
        return entry

    def abandon_hand(self, hand: Hand) -> None:
        """Call off the current ``hand``: every player gets back what they had before it, a
        pot carried into it waits for the next deal again, and it does not count.

        >>> session = Session("nl-draw", 2, seed=1)
        >>> hand = session.next_hand()
        >>> _ = hand.bet(20)
        >>> session.abandon_hand(hand)
        >>> session.chips, session.hands_dealt
        ([100, 100], 0)
        """
        if self._current is None or self._current[0] is not hand:
            raise IllegalActionError("that hand is not this session's current hand")
        _, _, seated = self._current
        self._current = None
        for seat, p in enumerate(seated):
            self.chips[p] = hand.starting_stacks[seat]
        self._dead_money = hand.dead_money
        self.hands_dealt -= 1

    def play(self, bots: Sequence[Bot]) -> SessionResult:
        """Let ``bots[player]`` play for each player until the session ends.

        An exception a bot raises passes through unchanged; a bot that makes no decision is
        an :class:`~pokerules.errors.IllegalActionError`.
        """
        players = checked_bots(bots, len(self.names))
        while self.play_hand(players) is not None:
            pass
        return self.result()

    def play_hand(self, bots: Sequence[Bot]) -> DealLog | None:
        """Deal the next hand, let ``bots[player]`` play it, and finish it (``None`` when the
        session is over)."""
        players = checked_bots(bots, len(self.names))
        hand = self.next_hand()
        if hand is None:
            return None
        seated = self.current_players
        actor = hand.actor
        while actor is not None:
            play_turn(players[seated[actor]], hand)
            actor = hand.actor
        return self.finish_hand(hand)

    def result(self) -> SessionResult:
        """The standings, log and statistics so far."""
        return SessionResult(
            self.standings(), self.deals_played, self.hands_dealt, tuple(self.log),
            self.statistics(),
        )  # fmt: skip

    def statistics(self) -> tuple[PlayerResults, ...]:
        """Each player's results over the hands finished so far, in player order: net chips and
        all-in adjusted chips, each a hand with a 95% interval (:mod:`pokerules.session.results`).

        >>> from pokerules.players.bots import RandomBot
        >>> session = Session("holdem", ["Ann", "Bob"], seed=3, deals=20)
        >>> stats = session.play([RandomBot(seed=1), RandomBot(seed=2)]).statistics
        >>> sum(p.net for p in stats), abs(round(sum(p.adjusted for p in stats), 9))
        (0, 0.0)
        """
        return self._tally.results()

    # ------------------------------------------------------------------ internals

    def _count(self, hand: Hand, seated: list[int]) -> tuple[tuple[float, ...], bool]:
        """Tally the finished ``hand``: each player's chips now less before it, and the same
        with an all-in paid by equity (seeded by the hand's seed: one answer a session seed).
        Returns the adjusted results by seat, and whether there was an all-in."""
        allin = allin_adjusted(hand, seed=hand.setup.seed or 0) if self.allin_ev else None
        tally = self._tally
        adjusted: list[float] = []
        for seat, p in enumerate(seated):
            result = self.chips[p] - hand.starting_stacks[seat]
            if allin is None:
                tally.add(p, result, result)
                adjusted.append(result)
            else:
                swing = allin.adjusted[seat] - hand.payoffs[seat]
                tally.add(p, result, result + swing, seat in allin.seats)
                adjusted.append(result + swing)
        return tuple(adjusted), allin is not None

    def _pending(self) -> bool:
        return self._dead_money > 0 or self._diablo_opener is not None

    def _with_chips(self) -> list[int]:
        return [p for p in range(len(self.names)) if self.chips[p] > 0]

    def _seated(self) -> list[int]:
        seated = self._with_chips()
        opener = self._diablo_opener
        if opener is not None and opener not in seated:
            seated = sorted([*seated, opener])
        return seated

    def _next_player(self, start: int, among: Sequence[int]) -> int:
        n = len(self.names)
        for step in range(1, n + 1):
            p = (start + step) % n
            if p in among:
                return p
        return start

    def _choose_game(self) -> Game:
        if self._carry_game is not None:
            return self._carry_game
        if self._diablo_opener is not None:
            return next(g for g in self.games if g.diablo)
        if self._clock is not None:
            game = self._clock.game(len(self._seated()))
        elif len(self.games) == 1:
            game = self.games[0]
        else:
            count = len(self._seated())
            choices = [g for g in self.games if g.min_players <= count <= g.max_players]
            if not choices:
                raise InvalidGameError(f"no game in the session takes {count} players")
            game = choices[self._rng.randrange(len(choices))]
        if game.diablo:
            self._diablo_caller = self.button
        return game

    def _settle_diablo(
        self, hand: Hand, game: Game, seated: list[int], notes: list[str]
    ) -> DiabloPayment | None:
        first_hand = self._diablo_opener is None
        hand_opener = seated[hand.opener] if hand.opener is not None else None
        if (first_hand or game.diablo_opener == "per_hand") and hand_opener is not None:
            self._diablo_opener = hand_opener
        opener = self._diablo_opener
        if opener is None:
            return None
        seat = seated.index(opener)
        awards = [r for r in hand.history if isinstance(r, Award)]
        won_main = any(r.seat == seat and r.pot == 0 for r in awards)
        if won_main:
            notes.append(f"{self.names[opener]}, the opener, won: the Diablo round ends")
            self._end_diablo()
            return None
        owed = sum(r.amount for r in awards if r.seat != seat)
        if self.chips[opener] == 0:
            notes.append(f"{self.names[opener]} cannot pay: the Diablo round ends")
            self._end_diablo()
            return None
        self._followons += 1
        paid = min(owed, self.chips[opener])
        self.chips[opener] -= paid
        payment = DiabloPayment(self.names[opener], paid, owed)
        if self._followons > game.diablo_max_followon_hands:
            # The safety cap returns the opener's money.
            self.chips[opener] += paid
            notes.append("Diablo safety cap reached: the payment stays with the opener")
            self._end_diablo()
            return payment
        self._dead_money = paid
        notes.append(f"{self.names[opener]}, the opener, did not win and pays {paid} (owed {owed})")
        return payment

    def _end_diablo(self) -> None:
        self._diablo_opener = None
        self._followons = 0

    def _move_button(self, game: Game) -> None:
        caller = self._diablo_caller
        if (
            caller is not None
            and self._diablo_opener is None
            and len(self.games) > 1
            and not self._dead_money
        ):
            # Dealer's choice: after a Diablo round the deal goes left of its caller (2.23).
            self._diablo_caller = None
            self.button = self._next_player(caller, self._seated())
            return
        if self._diablo_opener is None:
            self._diablo_caller = None
        self.button = self._next_player(self.button, self._seated())

    def _settle_leftover(self) -> None:
        # A pot left when fewer than two players can go on belongs to whoever has chips.
        if self._dead_money:
            holders = self._seated()
            if holders:
                self.chips[holders[0]] += self._dead_money
                self._dead_money = 0
