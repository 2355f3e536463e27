"""The ``declare`` and ``concede`` commands of a :class:`~pokerules.engine.hand.Hand`, for games
with a declare-hands showdown; the rules of what is said are :mod:`pokerules.engine.declarations`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, TypeVar

from pokerules.engine.hand_state import HandState
from pokerules.errors import IllegalActionError
from pokerules.evaluation import five_card
from pokerules.records import Concede, Declare, Record

__all__ = ["DeclarationCommands"]

_R = TypeVar("_R", bound=Record)


class DeclarationCommands(HandState):
    """The declare and concede commands of a :class:`~pokerules.engine.hand.Hand` (games with a
    declare-hands showdown)."""

    # The hand holds the slots; hidden from mypy, which then checks writes against the annotations.
    if not TYPE_CHECKING:
        __slots__ = ()

    _showdown: Callable[[], None]

    def declare(self, value: int) -> Declare:
        """Declare-hands showdown: state a hand, as a value on the game's
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
        text = five_card.describe(claim, game.evaluation, may_duplicate=game.may_duplicate)
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
