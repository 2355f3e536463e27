"""What a hand's records say that its state no longer shows: the betting so far, the draws,
each seat's own discards, and which betting round is under way.

A :class:`Tracker` follows one :class:`~pokerules.engine.hand.Hand`, reading only the records
added since its last look. It keeps them as numpy arrays by absolute seat, and also already
encoded from each seat's point of view (:attr:`Tracker.action_views`,
:attr:`Tracker.draw_views`), so an observation copies one block per field instead of encoding
the history again at every step (:mod:`pokerules.envs.observation`).

>>> from pokerules import Hand, find_game
>>> hand = Hand(find_game("triple-draw"), [100, 100, 100], seed=7)
>>> tracker = Tracker(3, rounds=4, draws=3, slots=9)
>>> _ = hand.call(), hand.call(), hand.check()
>>> tracker.update(hand)
>>> tracker.round, [int(k) for k in tracker.kind[0, :3]], tracker.count.tolist()
(0, [2, 2, 1], [3, 0, 0, 0])
"""

from __future__ import annotations

from typing import Any

import numpy as np

from pokerules.engine.hand import Hand
from pokerules.records import Bet, BringIn, Call, Check, Draw, Fold, Raise, Roll, Street

__all__ = ["KINDS", "Tracker"]

KINDS = ("fold", "check", "call", "bet", "raise", "bring in")
"""The kinds of betting action in the action history, in the order of their one-hot."""

_KIND: dict[type, int] = {Fold: 0, Check: 1, Call: 2, Bet: 3, Raise: 4, BringIn: 5}
_BETTING = (Fold, Check, Call, Bet, Raise, BringIn)


class Tracker:
    """The running record of one hand: betting actions, draws and discards, in numpy arrays.

    Args:
        players: seats at the table.
        rounds, draws: the most betting rounds and draws a hand of the game(s) has.
        slots: action places kept per betting round; past that the latest ``slots`` stay.

    Attributes:
        seat, kind, added: per betting round and place: who acted (-1 for an empty place),
            the kind (an index of :data:`KINDS`), the chips the action put in.
        count: the actions each betting round has had (may exceed ``slots``).
        drawn, drew: per draw and seat, the cards it threw and whether it has drawn yet.
        discards: each seat's own discarded card ids.
        rolled: each seat's own roll choice (a card id), secret from the others until revealed.
        round, draw: the betting round and draw under way (-1 before the first).
        action_views: per observer, the ``actions`` field of its observation.
        draw_views: per observer, the ``drawn`` then ``drew`` fields of its observation.
    """

    __slots__ = (
        "_pending", "_public", "_seen", "action_views", "added", "count", "discards", "draw",
        "draw_views", "drawn", "drew", "kind", "players", "rolled", "round", "seat", "slots",
        "width",
    )  # fmt: skip

    def __init__(self, players: int, *, rounds: int, draws: int, slots: int) -> None:
        n = self.players = players
        self.slots = slots
        self.width = n + len(KINDS) + 1  # one place: the actor's place, the kind, the chips
        self.seat = np.full((rounds, slots), -1, dtype=np.int64)
        self.kind = np.zeros((rounds, slots), dtype=np.int64)
        self.added = np.zeros((rounds, slots), dtype=np.float32)
        self.count = np.zeros(rounds, dtype=np.int64)
        self.drawn = np.zeros((max(draws, 1), n), dtype=np.float32)
        self.drew = np.zeros((max(draws, 1), n), dtype=np.float32)
        self.discards: list[list[int]] = [[] for _ in range(n)]
        self.rolled: list[int | None] = [None] * n
        self.action_views = np.zeros((n, rounds * slots * self.width), dtype=np.float32)
        self.draw_views = np.zeros((n, 2 * draws * n), dtype=np.float32)
        self.round = -1
        self.draw = -1
        self._pending = True  # a new street began: the next decision tells which kind
        self._seen = 0
        self._public: tuple[Any, ...] | None = None

    def public(self, hand: Hand) -> tuple[Any, ...]:
        """What every seat sees of ``hand`` now, read once per state (every observer of the
        same state shares it): the face-up cards, board, seats in, button, actor, phase,
        stacks, round bets, contributions, current bet and pot. Call after :meth:`update`."""
        if self._public is None:
            self._public = (
                hand.showing(), hand.board, hand.in_hand(), hand.button, hand.actor, hand.phase,
                hand.stacks, hand.round_bets, hand.contributions, hand.current_bet,
                hand.pot_total,
            )  # fmt: skip
        return self._public

    def update(self, hand: Hand) -> None:
        """Read the records ``hand`` added since the last update."""
        history = hand.history
        if len(history) == self._seen:
            return
        self._public = None  # the hand moved: its public state is read again
        for record in history[self._seen :]:
            if isinstance(record, Street):
                self._pending = True
            elif isinstance(record, Draw):
                if self._pending:
                    self.draw, self._pending = self.draw + 1, False
                self._drew(record.seat, len(record.discarded))
                self.discards[record.seat] += record.discarded
            elif isinstance(record, Roll):
                self.rolled[record.seat] = record.card
            elif isinstance(record, _BETTING):
                if self._pending:
                    self.round, self._pending = self.round + 1, False
                kind = _KIND[type(record)]
                added = (
                    record.amount if isinstance(record, BringIn) else getattr(record, "added", 0)
                )
                self._add(record.seat, kind, added)
        self._seen = len(history)

    def _drew(self, seat: int, count: int) -> None:
        d, n, views = self.draw, self.players, self.draw_views
        self.drawn[d, seat] = count
        self.drew[d, seat] = 1
        drew = self.drawn.shape[0] * n
        for observer in range(n):
            place = d * n + (seat - observer) % n
            views[observer, place] = count
            views[observer, drew + place] = 1

    def _add(self, seat: int, kind: int, added: int) -> None:
        r, used, width = self.round, int(self.count[self.round]), self.width
        start = r * self.slots * width
        if used >= self.slots:  # full: drop the oldest place, keep the order
            self.seat[r, :-1], self.kind[r, :-1] = self.seat[r, 1:], self.kind[r, 1:]
            self.added[r, :-1] = self.added[r, 1:]
            end = start + self.slots * width
            views = self.action_views
            views[:, start : end - width] = views[:, start + width : end]
            views[:, end - width : end] = 0
            used = self.slots - 1
        self.seat[r, used], self.kind[r, used], self.added[r, used] = seat, kind, added
        self.count[r] += 1
        base = start + used * width
        n, views = self.players, self.action_views
        for observer in range(n):  # scalar writes: cheaper than numpy's fancy indexing here
            views[observer, base + (seat - observer) % n] = 1
        views[:, base + n + kind] = 1
        views[:, base + width - 1] = added
