"""Declare-hands showdowns (rules-notes 2.14): in showdown order, each seat states its hand
or concedes.

A :class:`Declarations` keeps who has spoken and what they claimed; the arithmetic of who
loses a pot by an over-call is :func:`pokerules.engine.showdown.dead_by_declarations`.

>>> declarations = Declarations([2, 0, 1], low=1, high=7462)
>>> declarations.declare(2, 100), declarations.concede(0)
(None, None)
>>> declarations.actor, declarations.excluded({0: 3000, 1: 5000, 2: 4000})
(1, {0, 2})
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, TypeVar

from pokerules import evaluation
from pokerules.engine.hand_state import HandState
from pokerules.engine.showdown import dead_by_declarations
from pokerules.errors import IllegalActionError
from pokerules.records import Concede, Declare, Record
from pokerules.validate import is_integer

if TYPE_CHECKING:
    pass

__all__ = ["DeclarationCommands", "Declarations"]

_R = TypeVar("_R", bound=Record)


class Declarations:
    """The declarations of one showdown: ``order`` is the showdown order of the seats in;
    claims are values from ``low`` to ``high`` on the game's scale."""

    __slots__ = ("conceded", "declared", "high", "low", "order", "spoken")

    def __init__(self, order: Sequence[int], low: int, high: int) -> None:
        self.order = tuple(order)
        self.low = low
        self.high = high
        self.spoken: list[int] = []
        self.declared: dict[int, int] = {}
        self.conceded: list[int] = []

    @property
    def actor(self) -> int | None:
        """The next seat to speak, or ``None`` when the declarations are over: all have
        spoken, or everyone but one conceded."""
        remaining = [s for s in self.order if s not in self.conceded]
        if len(self.spoken) >= len(self.order) or len(remaining) <= 1:
            return None
        return self.order[len(self.spoken)]

    def check_value(self, seat: int, value: object) -> int:
        """``value`` as a claim, or an error saying what a claim may be."""
        if not is_integer(value) or not self.low <= value <= self.high:  # type: ignore[operator]
            raise IllegalActionError(
                f"seat {seat} must declare a hand value from {self.low} to {self.high}, "
                f"not {value!r}"
            )
        return int(value)  # type: ignore[call-overload,no-any-return]

    def declare(self, seat: int, value: int) -> None:
        """``seat`` claims a hand of ``value`` (checked with :meth:`check_value`)."""
        self.declared[seat] = self.check_value(seat, value)
        self.spoken.append(seat)

    def concede(self, seat: int) -> None:
        """``seat`` gives up without showing."""
        self.conceded.append(seat)
        self.spoken.append(seat)

    def claim(self, seat: int, value: int, binding: bool) -> int:
        """The value ``seat``'s hand plays as: an under-call binds only when ``binding``."""
        declared = self.declared.get(seat, value)
        return declared if binding and declared > value else value

    def excluded(self, actual: Mapping[int, int]) -> set[int]:
        """Seats whose hands cannot win, given every live seat's real value."""
        if not self.conceded:
            return set()
        return dead_by_declarations(self.spoken, self.declared, self.conceded, actual)

    def snapshot(self) -> tuple[object, ...]:
        """A hashable picture of what has been said."""
        return tuple(self.spoken), tuple(sorted(self.declared.items())), tuple(self.conceded)


class DeclarationCommands(HandState):
    """The declare and concede commands of a :class:`~pokerules.engine.hand.Hand` (games with a
    declare-hands showdown)."""

    # The hand holds the slots; hidden from mypy, which then checks writes against the annotations.
    if not TYPE_CHECKING:
        __slots__ = ()

    _showdown: Callable[[], None]

    def declare(self, value: int) -> Declare:
        """Declare-hands showdown (rules-notes 2.14): state a hand, as a value on the game's
        scale (use :func:`pokerules.evaluate` and friends on the hand you claim).

        An over-call that makes a later player concede a hand at least as good as the
        over-caller's real one kills the over-caller's hand; otherwise cards speak (an
        under-call too, unless the game's ``undercall_binding`` is on).
        """
        declarations = self._declarations
        if self._phase != "declare" or declarations is None:
            raise IllegalActionError(f"no declarations now: the hand is in its {self._phase} phase")
        seat: int = self._actor  # type: ignore[assignment]
        claim = declarations.check_value(seat, value)
        game = self.game
        text = evaluation.describe(claim, game.evaluation, may_duplicate=game.may_duplicate)
        declarations.declare(seat, claim)
        return self._spoken(Declare(seat, claim, text))

    def concede(self) -> Concede:
        """Declare-hands showdown: give up the pot without showing."""
        declarations = self._declarations
        if self._phase != "declare" or declarations is None:
            raise IllegalActionError(f"nothing to concede: the hand is in its {self._phase} phase")
        seat: int = self._actor  # type: ignore[assignment]
        declarations.concede(seat)
        return self._spoken(Concede(seat))

    def _spoken(self, record: _R) -> _R:
        self._history.append(record)
        self._actor = self._declarations.actor  # type: ignore[union-attr]
        if self._actor is None:
            # All have spoken, or everyone else conceded: show down what is left.
            self._showdown()
        return record
