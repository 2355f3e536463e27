"""The action space of a game: one ``Discrete`` numbering of every decision, with its mask.

An environment's actions are integers ``0 .. n - 1``; :class:`ActionSpace` says what each one
means for a game (or a mixed rotation, whose space is the union of its games'), which are
legal now (:meth:`ActionSpace.mask`, read from the engine's
:meth:`~pokerules.engine.hand.Hand.legal_actions` and draw, roll and declaration state) and
plays one on a :class:`~pokerules.engine.hand.Hand` (:meth:`ActionSpace.apply`).

In order: fold, check or call, bring in and complete (stud), the raise sizes (fixed limit:
the one size, and the open-pair big bet in stud; no and pot limit: the minimum, half the pot,
the pot, all-in, then each fraction of ``raise_fractions``), every discard as a bitmask over
the hand (bit ``i`` throws the ``i``-th card held, 32 masks for five cards, 16 for four), the
roll (which face-down card, by place among the face-down cards), and declare or concede.

>>> from pokerules import Hand, find_game
>>> space = ActionSpace([find_game("triple-draw")])
>>> space.size, space.names[:3], space.names[3], space.names[-1]
(35, ('fold', 'check/call', 'raise'), 'discard 0b00000', 'discard 0b11111')
>>> hand = Hand(find_game("triple-draw"), [100, 100, 100], seed=7)
>>> [space.names[a] for a in space.mask(hand).nonzero()[0]]
['fold', 'check/call', 'raise']
>>> space.apply(hand, 2)
Raise(seat=0, to=4, added=4, all_in=False, completes=False)
>>> space.apply(hand, 5)  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
pokerules.errors.IllegalActionError: action 5 (discard 0b00010) is not legal now: ...
"""

from __future__ import annotations

import operator
from collections.abc import Callable, Sequence
from typing import Any, SupportsIndex, cast

import numpy as np
import numpy.typing as npt

from pokerules.betting.structures import FixedLimit
from pokerules.engine.hand import Hand
from pokerules.errors import IllegalActionError, InvalidArgumentError, InvalidGameError
from pokerules.games import DealCards, DrawRound, Game, RollCard
from pokerules.records import Record
from pokerules.validate import is_integer

__all__ = ["DEFAULT_FRACTIONS", "ActionSpace"]

DEFAULT_FRACTIONS: tuple[float, ...] = ()
"""No extra no-limit raise sizes unless asked: min, half pot, pot and all-in always exist."""

# The kinds of action, in the order their blocks come in the space.
FOLD, CALL, BRING_IN, COMPLETE, RAISE, DISCARD, ROLL, DECLARE, CONCEDE = range(9)


class ActionSpace:
    """The ``Discrete`` action numbering of one game, or the union of a rotation's games.

    Args:
        games: the games the environment deals (one, or a rotation's).
        raise_fractions: extra no- and pot-limit raise sizes, as fractions of the pot (the
            raise is to the current bet plus the fraction times the pot after a call).
    """

    __slots__ = (
        "_big_bet",
        "_discard_bits",
        "_kinds",
        "_masks",
        "_popcount",
        "_raises",
        "names",
        "size",
        "where",
    )

    def __init__(self, games: Sequence[Game], raise_fractions: Sequence[float] = ()) -> None:
        fractions = _checked_fractions(raise_fractions)
        fixed = any(isinstance(g.betting, FixedLimit) for g in games)
        big = any(g.open_pair_big_bet for g in games)
        unlimited = any(not isinstance(g.betting, FixedLimit) for g in games)
        stud = any(g.bring_in for g in games)
        held = max((g.hand_size for g in games if _draws(g)), default=0)
        rolls = max((_down_before_roll(g) for g in games), default=0)
        declare = any(g.declare_hands for g in games)
        names: list[str] = ["fold", "check/call"]
        kinds: list[tuple[int, float]] = [(FOLD, 0), (CALL, 0)]
        if stud:
            names += ["bring in", "complete"]
            kinds += [(BRING_IN, 0), (COMPLETE, 0)]
        # A raise is (RAISE, x): x = -1 the minimum, -2 the maximum (all-in, or the open-pair
        # big bet), a fraction of the pot otherwise.
        if fixed or unlimited:
            names.append("raise" if not unlimited else "raise min")
            kinds.append((RAISE, -1))
        if big and not unlimited:
            names.append("raise big bet")
            kinds.append((RAISE, -2))
        if unlimited:
            for fraction, label in ((0.5, "raise half pot"), (1.0, "raise pot")):
                names.append(label)
                kinds.append((RAISE, fraction))
            names.append("all-in")
            kinds.append((RAISE, -2))
            for fraction in fractions:
                names.append(f"raise {fraction:g} pot")
                kinds.append((RAISE, fraction))
        self.where: dict[str, int] = {}
        self.where["discard"] = len(names)
        names += [f"discard 0b{bits:0{held}b}" for bits in range(2**held if held else 0)]
        kinds += [(DISCARD, bits) for bits in range(2**held if held else 0)]
        self.where["roll"] = len(names)
        names += [f"roll face-down card {i}" for i in range(rolls)]
        kinds += [(ROLL, i) for i in range(rolls)]
        if declare:
            names += ["declare", "concede"]
            kinds += [(DECLARE, 0), (CONCEDE, 0)]
        self.names: tuple[str, ...] = tuple(names)
        """What each action does, by number."""
        self.size: int = len(names)
        """How many actions there are: the ``n`` of ``Discrete(n)``."""
        self._kinds = tuple(kinds)
        self._raises = [a for a, (k, _) in enumerate(kinds) if k == RAISE]
        self._big_bet = names.index("raise big bet") if "raise big bet" in names else None
        bits = np.arange(2**held if held else 0)
        self._discard_bits = bits
        self._popcount = np.array([int(b).bit_count() for b in bits], dtype=np.int64)
        self._masks: dict[tuple[object, ...], npt.NDArray[np.int8]] = {}

    def mask(self, hand: Hand) -> npt.NDArray[np.int8]:
        """1 for each action the seat to act may take now, else 0 (all 0 once it is over)."""
        return self.shared_mask(hand).copy()

    def shared_mask(self, hand: Hand) -> npt.NDArray[np.int8]:
        """:meth:`mask` without the copy: the array may be shared with other states of the
        same legal actions, so it is read-only."""
        # A mask depends on a few facts of the state only: each is built once, then shared.
        phase = hand.phase
        key: tuple[object, ...]
        if phase == "betting":
            legal = hand.legal_actions()
            key = (
                phase, legal.fold, legal.check or legal.call > 0, legal.bring_in > 0,
                legal.complete_to > 0, legal.raise_kind is not None, legal.max_to != legal.min_to,
            )  # fmt: skip
        elif phase == "draw":  # the cards held and the most that may go
            key = (phase, len(hand.cards(hand.actor)), hand.draw_limit)  # type: ignore[arg-type]
        elif phase == "roll":  # the face-down cards
            key = (phase, hand.face_up(hand.actor).count(False))  # type: ignore[arg-type]
        else:
            key = (phase,)
        mask = self._masks.get(key)
        if mask is None:
            mask = self._masks[key] = self._built(key)
            mask.flags.writeable = False
        return mask

    def _built(self, key: tuple[Any, ...]) -> npt.NDArray[np.int8]:
        """The mask of a :meth:`shared_mask` key."""
        mask = np.zeros(self.size, dtype=np.int8)
        phase = key[0]
        if phase == "betting":
            fold, call, bring_in, complete, raises, choice = key[1:]
            mask[0], mask[1] = fold, call
            if bring_in:
                mask[2] = 1
            if complete:
                mask[3] = 1
            if raises:
                mask[self._raises] = 1
                if self._big_bet is not None:  # stud's open-pair choice, only when it exists
                    mask[self._big_bet] = choice
        elif phase == "draw":
            held, limit = key[1:]
            start = self.where["discard"]
            ok = (self._popcount <= limit) & (self._discard_bits < 2**held)
            mask[start : start + len(ok)] = ok
        elif phase == "roll":
            start = self.where["roll"]
            mask[start : start + key[1]] = 1
        elif phase == "declare":
            mask[-2:] = 1
        return mask

    def apply(self, hand: Hand, action: int, mask: npt.NDArray[np.int8] | None = None) -> Record:
        """Play ``action`` for the seat to act; a masked-out one raises
        :class:`~pokerules.errors.IllegalActionError` and changes nothing. ``mask`` is
        :meth:`mask` of this very state, when the caller has it already."""
        action = self.checked(action)
        if not (self.shared_mask(hand) if mask is None else mask)[action]:
            raise self.refusal(hand, action)
        kind, x = self._kinds[action]
        if kind == CALL:
            return hand.call() if hand.legal_actions().call else hand.check()
        if kind == RAISE:
            return hand.bet_or_raise(self.raise_to(hand, x))
        if kind == DISCARD:
            cards = hand.cards(hand.actor)  # type: ignore[arg-type]
            return hand.draw([c for i, c in enumerate(cards) if int(x) >> i & 1])
        if kind == ROLL:
            seat: int = hand.actor  # type: ignore[assignment]
            down = [c for c, up in zip(hand.cards(seat), hand.face_up(seat), strict=True) if not up]
            return hand.roll(down[int(x)])
        if kind == DECLARE:
            return hand.declare(hand.hand_value(hand.actor))  # type: ignore[arg-type]
        return _SIMPLE[kind](hand)

    def raise_to(self, hand: Hand, x: float) -> int:
        """The round total a raise action of parameter ``x`` makes now (-1 the minimum, -2 the
        maximum, else that fraction of the pot after a call), within the legal range."""
        legal = hand.legal_actions()
        if x == -1:
            return legal.min_to
        if x == -2:
            return legal.max_to
        current = hand.current_bet
        to = current + int(x * (hand.pot_total + legal.call))
        return min(max(to, legal.min_to), legal.max_to)

    def checked(self, action: object) -> int:
        """``action`` as an action number, or :class:`~pokerules.errors.InvalidArgumentError`."""
        if type(action) is int and 0 <= action < self.size:  # the common case, at once
            return action
        number = operator.index(cast(SupportsIndex, action)) if is_integer(action) else -1
        if not 0 <= number < self.size:
            raise InvalidArgumentError(
                f"an action is an integer from 0 to {self.size - 1}, not {action!r:.40}"
            )
        return number

    def refusal(self, hand: Hand, action: int) -> IllegalActionError:
        """The error for a masked-out ``action``: what it was and which are legal."""
        if hand.is_over:
            return IllegalActionError(f"action {action} ({self.names[action]}): the hand is over")
        legal = ", ".join(f"{a} ({self.names[a]})" for a in self.mask(hand).nonzero()[0])
        return IllegalActionError(
            f"action {action} ({self.names[action]}) is not legal now: legal are {legal}"
        )


_SIMPLE: dict[int, Callable[[Hand], Record]] = {
    FOLD: Hand.fold,
    BRING_IN: Hand.bring_in,
    COMPLETE: Hand.complete,
    CONCEDE: Hand.concede,
}


def _draws(game: Game) -> bool:
    return any(isinstance(s, DrawRound) for s in game.streets)


def _down_before_roll(game: Game) -> int:
    """Face-down cards a seat holds when it rolls one (0 for games without a roll)."""
    down = 0
    for street in game.streets:
        if isinstance(street, RollCard):
            return down
        if isinstance(street, DealCards):
            down += street.down
    return 0


def _checked_fractions(fractions: Sequence[float]) -> tuple[float, ...]:
    try:
        values = tuple(float(f) for f in fractions)
    except (TypeError, ValueError):
        raise InvalidGameError(
            f"raise_fractions is a list of positive pot fractions, not {fractions!r:.60}"
        ) from None
    if any(not 0 < f <= 100 for f in values) or len(values) > 16:
        raise InvalidGameError(
            f"raise_fractions takes up to 16 pot fractions above 0 and at most 100, not {values}"
        )
    return values
