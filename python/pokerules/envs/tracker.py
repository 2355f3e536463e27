"""What a hand's records say that its state no longer shows: the betting so far, the draws,
each seat's own discards, and which betting round is under way.

A :class:`Tracker` follows one :class:`~pokerules.engine.hand.Hand`, reading only the records
added since its last look. It hands each betting action and draw, and the hand's public state
once per state, to the core's observation encoder (:attr:`Tracker.encoder`), which writes the
vectors of :mod:`pokerules.envs.observation`; it keeps the same records as Python lists for
anyone reading them.

>>> from pokerules import Hand, find_game
>>> hand = Hand(find_game("triple-draw"), [100, 100, 100], seed=7)
>>> tracker = Tracker(3, held=5, rounds=4, draws=3, slots=9)
>>> _ = hand.call(), hand.call(), hand.check()
>>> tracker.update(hand)
>>> tracker.round, [KINDS[kind] for _seat, kind, _added in tracker.actions[0]]
(0, ['call', 'call', 'check'])
"""

from __future__ import annotations

from typing import Any

from pokerules import _core
from pokerules.engine.hand import Hand
from pokerules.records import Bet, BringIn, Call, Check, Draw, Fold, Raise, Roll, Street

__all__ = ["KINDS", "PHASES", "Tracker"]

KINDS = ("fold", "check", "call", "bet", "raise", "bring in")
"""The kinds of betting action in the action history, in the order of their one-hot."""

PHASES = ("betting", "draw", "roll", "declare", "over")
"""The phases of a hand, in the order of the ``phase`` one-hot."""

_PHASE = {name: i for i, name in enumerate(PHASES)}
_KIND: dict[type, int] = {Fold: 0, Check: 1, Call: 2, Bet: 3, Raise: 4, BringIn: 5}


class Tracker:
    """The running record of one hand: betting actions, draws and discards.

    Args:
        players: seats at the table.
        held: the most cards a seat holds.
        rounds, draws: the most betting rounds and draws a hand of the game(s) has.
        slots: action places kept per betting round in the vector; past that the latest
            ``slots`` stay (:attr:`actions` keeps them all).
        games: the games of the rotation (1 for one game).
        rolls: whether a game has a roll (the vector then has an ``own_roll`` field).

    Attributes:
        actions: per betting round, each action as ``(seat, kind, chips added)``, ``kind`` an
            index of :data:`KINDS`.
        drawn: per draw, the cards each seat threw (``None`` until it has drawn).
        discards: each seat's own discarded card ids.
        rolled: each seat's own roll choice (a card id), secret from the others until revealed.
        round, draw: the betting round and draw under way (-1 before the first).
        encoder: the core's encoder, holding the same records and the public state.
    """

    __slots__ = (
        "_pending", "_public_at", "_read", "_shape", "actions", "discards", "draw", "drawn",
        "encoder", "players", "rolled", "round",
    )  # fmt: skip

    def __init__(
        self, players: int, *, held: int, rounds: int, draws: int, slots: int, games: int = 1,
        rolls: bool = False,
    ) -> None:  # fmt: skip
        self.players = players
        self._shape = {"held": held, "rounds": rounds, "draws": draws, "slots": slots}
        self._shape |= {"games": games, "rolls": rolls}
        self.encoder = _core.ObservationEncoder(players, held, rounds, draws, slots, games, rolls)
        self.actions: list[list[tuple[int, int, int]]] = [[] for _ in range(rounds)]
        self.drawn: list[list[int | None]] = [[None] * players for _ in range(draws)]
        self.discards: list[list[int]] = [[] for _ in range(players)]
        self.rolled: list[int | None] = [None] * players
        self.round = -1
        self.draw = -1
        self._pending = True  # a new street began: the next decision tells which kind
        self._read = 0  # the records read
        self._public_at = -1  # the history's length when the public state was last set

    def __reduce__(self) -> tuple[Any, ...]:
        # The core's encoder does not pickle: a copy is rebuilt from the records kept here
        # (OpenSpiel serialises states), and sets the public state at its first update.
        records = (self.actions, self.drawn, self.discards, self.rolled, self.round, self.draw)
        return (_rebuilt, (self.players, self._shape, records, self._pending, self._read))

    def update(self, hand: Hand, game: int = 0) -> None:
        """Read the records ``hand`` added since the last update, and hand the encoder the
        public state if it moved; ``game`` is the rotation's game index."""
        history = hand.history
        if len(history) == self._public_at:
            return
        encoder = self.encoder
        read = self._read
        for record in history[read:] if read else history:
            kind = _KIND.get(type(record))
            if kind is not None:
                if self._pending:
                    self.round, self._pending = self.round + 1, False
                seat = record.seat  # type: ignore[union-attr]
                added = record.amount if kind == 5 else getattr(record, "added", 0)  # type: ignore[union-attr]
                self.actions[self.round].append((seat, kind, added))
                encoder.add_action(self.round, seat, kind, added)
            elif type(record) is Street:
                self._pending = True
            elif type(record) is Draw:
                if self._pending:
                    self.draw, self._pending = self.draw + 1, False
                count = len(record.discarded)
                self.drawn[self.draw][record.seat] = count
                encoder.add_draw(self.draw, record.seat, count)
                self.discards[record.seat] += record.discarded
            elif type(record) is Roll:
                self.rolled[record.seat] = record.card
        self._read = self._public_at = len(history)
        actor = hand.actor
        encoder.set_public(
            hand.showing(), hand.board, hand.in_hand(), hand.button,
            -1 if actor is None else actor, _PHASE[hand.phase], self.round, game, hand.stacks,
            hand.round_bets, hand.contributions, hand.current_bet, hand.pot_total,
        )  # fmt: skip


def _rebuilt(
    players: int, shape: dict[str, Any], records: tuple[Any, ...], pending: bool, read: int
) -> Tracker:
    tracker = Tracker(players, **shape)
    actions, drawn, discards, rolled, tracker.round, tracker.draw = records
    for r, round_actions in enumerate(actions):
        for seat, kind, added in round_actions:
            tracker.encoder.add_action(r, seat, kind, added)
    for d, counts in enumerate(drawn):
        for seat, count in enumerate(counts):
            if count is not None:
                tracker.encoder.add_draw(d, seat, count)
    tracker.actions, tracker.drawn, tracker.discards, tracker.rolled = (
        actions,
        drawn,
        discards,
        rolled,
    )
    tracker._pending, tracker._read = pending, read
    return tracker
