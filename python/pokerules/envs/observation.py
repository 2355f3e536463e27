"""The observation tensor: one fixed-size ``float32`` vector per seat, the same size for every
state of a game (or rotation) and table size.

Seats are seen from the observer: place ``j`` is the seat ``j`` to the observer's left
(``(seat + j) % players``), place 0 the observer itself. The fields, in order (``M`` cards held
at most, ``n`` players, ``R`` betting rounds, ``D`` draws, ``L`` action places a round, ``G``
games of a rotation):

========================  =================  ================================================
field                     shape              what it holds
========================  =================  ================================================
``own_cards``             ``M x 52``         the observer's cards in the order held, one-hot
``own_up``                ``M``              1 where that card is face up
``seen_up``               ``(n - 1) x 52``   each other place's face-up cards
``board``                 ``52``             the community cards
``own_discards``          ``52``             the cards the observer threw away
``own_roll``              ``M``              one-hot: the card the observer chose to roll
                                             (games with a roll only)
``stacks``                ``n``              chips behind, by place
``round_bets``            ``n``              chips put in this betting round, by place
``contributions``         ``n``              chips put in this hand, by place
``pot``, ``to_call``      ``1``, ``1``       chips in the middle; what the observer must add
``current_bet``           ``1``              the round total a seat must reach
``folded``                ``n``              1 for each place that folded
``button``, ``actor``     ``n``, ``n``       one-hot: the button's place, the place to act
``phase``                 ``5``              one-hot: betting, draw, roll, declare, over
``round``                 ``R``              one-hot: the betting round under way
``drawn``, ``drew``       ``D x n`` each     per draw and place: cards thrown, has drawn
``actions``               ``R x L x (n+7)``  per round and place in order: the actor's place
                                             (one-hot), the kind (one-hot of fold, check,
                                             call, bet, raise, bring in), the chips it added
``game``                  ``G``              one-hot: the rotation's game (only if ``G > 1``)
========================  =================  ================================================

Chips are raw chip counts (exact in ``float32`` up to 16 million). Only what the observer
can see is in it: its own cards, everybody's face-up cards, the board, its own discards and
the public betting and draw counts (:func:`decode` turns it back, for tests and debugging).

>>> from pokerules import Hand, find_game
>>> game = find_game("triple-draw")
>>> layout = Layout([game], players=3)
>>> layout.size, layout.fields["stacks"]
(881, (473, (3,)))
>>> hand = Hand(game, [100, 100, 100], seed=7)
>>> tracker = layout.tracker()
>>> vector = layout.encode(hand, 1, tracker)
>>> vector.dtype, vector.shape
(dtype('float32'), (881,))
>>> seen = decode(layout, vector)
>>> seen["own_cards"] == tuple(hand.cards(1)), seen["stacks"].tolist(), seen["actor"]
(True, [99.0, 98.0, 100.0], 2)
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np
import numpy.typing as npt

from pokerules.engine.hand import Hand
from pokerules.envs.tracker import KINDS, PHASES, Tracker
from pokerules.games import DrawRound, Game, RollCard

__all__ = ["PHASES", "Layout", "decode"]


class Layout:
    """Where each field sits in the observation of ``games`` (one, or a rotation's) at a table
    of ``players``; :meth:`encode` fills it for one seat.

    Attributes:
        size: the length of the vector.
        fields: each field's offset and shape, in order.
    """

    __slots__ = ("draws", "fields", "games", "held", "players", "rolls", "rounds", "size", "slots")

    def __init__(self, games: Sequence[Game], players: int, slots: int | None = None) -> None:
        n = self.players = players
        self.games = tuple(games)
        m = self.held = max(g.hand_size for g in games)
        r = self.rounds = max(g.betting_rounds for g in games)
        d = self.draws = max(sum(isinstance(s, DrawRound) for s in g.streets) for g in games)
        self.slots = slots_ = slots if slots is not None else 3 * n
        self.rolls = any(isinstance(s, RollCard) for g in games for s in g.streets)
        shapes: list[tuple[str, tuple[int, ...]]] = [
            ("own_cards", (m, 52)), ("own_up", (m,)), ("seen_up", (n - 1, 52)), ("board", (52,)),
            ("own_discards", (52,)), *([("own_roll", (m,))] if self.rolls else []),
            ("stacks", (n,)), ("round_bets", (n,)),
            ("contributions", (n,)), ("pot", (1,)), ("to_call", (1,)), ("current_bet", (1,)),
            ("folded", (n,)), ("button", (n,)), ("actor", (n,)), ("phase", (len(PHASES),)),
            ("round", (r,)), ("drawn", (d, n)), ("drew", (d, n)),
            ("actions", (r, slots_, n + len(KINDS) + 1)),
        ]  # fmt: skip
        if len(games) > 1:
            shapes.append(("game", (len(games),)))
        self.fields: dict[str, tuple[int, tuple[int, ...]]] = {}
        offset = 0
        for name, shape in shapes:
            self.fields[name] = (offset, shape)
            offset += int(np.prod(shape))
        self.size = offset

    def tracker(self) -> Tracker:
        """A new :class:`~pokerules.envs.tracker.Tracker` sized for this layout."""
        return Tracker(
            self.players, held=self.held, rounds=self.rounds, draws=self.draws, slots=self.slots,
            games=len(self.games), rolls=self.rolls,
        )  # fmt: skip

    def encode(
        self, hand: Hand, seat: int, tracker: Tracker, game: int = 0,
        out: npt.NDArray[np.float32] | None = None,
    ) -> npt.NDArray[np.float32]:  # fmt: skip
        """The observation of ``seat`` (the tracker is brought up to date first); ``game`` is
        the rotation's game index; ``out`` a float32 vector of :attr:`size` to fill (every
        entry is written) instead of a new one."""
        # The core writes the vector (pokerules._core.ObservationEncoder): the tracker handed
        # it the records and the public state; here go the seat's own cards and choices.
        tracker.update(hand, game)
        obs = np.empty(self.size, dtype=np.float32) if out is None else out
        cards = hand.cards(seat)
        rolled = tracker.rolled[seat]
        # Its own secret roll choice, kept after the reveal, as a place among its cards.
        place = cards.index(rolled) if rolled is not None and rolled in cards else -1
        tracker.encoder.encode(obs, seat, cards, hand.face_up(seat), tracker.discards[seat], place)
        return obs


def decode(layout: Layout, vector: npt.NDArray[np.float32]) -> dict[str, Any]:
    """Read an observation back into its fields, as the observer knows them (places relative
    to the observer): cards as card-id tuples or sets, chips as arrays, one-hots as indices
    (``None`` when empty), actions as ``(round, place, kind, chips, actor place)`` tuples."""
    field = {
        name: vector[at : at + int(np.prod(shape))].reshape(shape)
        for name, (at, shape) in layout.fields.items()
    }
    own = field["own_cards"]
    held = int(own.sum())
    actions = field["actions"]
    n = layout.players
    filled = np.argwhere(actions[:, :, :n].sum(axis=2) > 0)
    return {
        "own_cards": tuple(int(np.argmax(row)) for row in own[:held]),
        "own_up": tuple(bool(u) for u in field["own_up"][:held]),
        "seen_up": [set(np.nonzero(row)[0].tolist()) for row in field["seen_up"]],
        "board": set(np.nonzero(field["board"])[0].tolist()),
        "own_discards": set(np.nonzero(field["own_discards"])[0].tolist()),
        "own_roll": _index(field["own_roll"]) if "own_roll" in field else None,
        **{k: field[k].copy() for k in ("stacks", "round_bets", "contributions", "drawn", "drew")},
        **{k: float(field[k][0]) for k in ("pot", "to_call", "current_bet")},
        "folded": tuple(bool(f) for f in field["folded"]),
        **{k: _index(field[k]) for k in ("button", "actor", "phase", "round")},
        "actions": [
            (
                int(r),
                int(p),
                KINDS[int(np.argmax(actions[r, p, n : n + len(KINDS)]))],
                float(actions[r, p, -1]),
                int(np.argmax(actions[r, p, :n])),
            )
            for r, p in filled
        ],
        "game": _index(field["game"]) if "game" in field else 0,
    }


def _index(one_hot: npt.NDArray[np.float32]) -> int | None:
    hot = np.nonzero(one_hot)[0]
    return int(hot[0]) if len(hot) else None
