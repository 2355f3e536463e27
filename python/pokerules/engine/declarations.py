"""Declare-hands showdowns: in showdown order, each seat states its hand
or concedes.

A :class:`Declarations` keeps who has spoken and what they claimed; the arithmetic of who
loses a pot by an over-call, the kill rule, is :func:`dead_by_declarations`. The ``declare``
and ``concede`` commands are :meth:`pokerules.engine.hand.Hand.declare` and
:meth:`~pokerules.engine.hand.Hand.concede`.

>>> declarations = Declarations([2, 0, 1], low=1, high=7462)
>>> declarations.declare(2, 100), declarations.concede(0)
(None, None)
>>> declarations.actor, declarations.excluded({0: 3000, 1: 5000, 2: 4000})
(1, {0, 2})
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence

from pokerules.errors import IllegalActionError
from pokerules.validate import is_integer

__all__ = ["Declarations", "dead_by_declarations"]


class Declarations:
    """The declarations of one showdown: ``order`` is the showdown order of the seats in;
    claims are values from ``low`` to ``high`` on the game's scale."""

    __slots__ = ("conceded", "declared", "high", "low", "order", "spoken")

    phase = "declare"  # the hand's phase while this step waits for a decision

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


def dead_by_declarations(
    spoken: Sequence[int],
    declared: Mapping[int, int],
    conceded: Collection[int],
    actual: Mapping[int, int],
) -> set[int]:
    """Seats whose hands cannot win in a declare-hands showdown.

    ``spoken`` is the order in which seats declared or conceded; ``declared`` their claims and
    ``actual`` their real values (lower is better). A conceded hand cannot win, and neither
    can an over-caller whose claim made a later seat concede a hand at least as good as the
    over-caller's real one. If that leaves nobody, the hands conceded because of an over-call
    are intact and come back.

    >>> dead_by_declarations([1, 0], {1: 100}, [0], {0: 3000, 1: 4000})   # 1 over-called
    {1}
    >>> dead_by_declarations([1, 0], {1: 4000}, [0], {0: 5000, 1: 4000})  # honest claim
    {0}
    """
    if not conceded:
        return set()
    dead: set[int] = set()
    victims: set[int] = set()
    for position, seat in enumerate(spoken):
        if seat not in conceded:
            continue
        for earlier in spoken[:position]:
            claim = declared.get(earlier)
            overcalled = claim is not None and claim < actual[earlier]
            if overcalled and actual[seat] <= actual[earlier]:
                dead.add(earlier)
                victims.add(seat)
    excluded = dead | set(conceded)
    if all(s in excluded for s in actual):
        excluded -= victims
    return excluded
