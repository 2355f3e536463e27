"""What a hand history reads from a session's log of one deal, as protocols.

A session (:mod:`pokerules.session`) sits above hand histories: it writes them. So the
history names only the shape of a logged deal, and :class:`~pokerules.session.sessions.DealLog`
is one such deal without either module importing the other upward.
"""

from __future__ import annotations

from typing import Protocol, runtime_checkable

from pokerules.engine.hand import Hand

__all__ = ["LoggedDeal", "LoggedPayment"]


class LoggedPayment(Protocol):
    """A Diablo payment: the opener who did not win pays ``amount`` (``owed`` was due)."""

    @property
    def player(self) -> str:
        """The opener who pays."""
        ...

    @property
    def amount(self) -> int:
        """The chips paid into the new pot."""
        ...

    @property
    def owed(self) -> int:
        """The chips that were due (more than ``amount`` when the opener ran short)."""
        ...


@runtime_checkable
class LoggedDeal(Protocol):
    """One deal of a session: its number, the players by seat, the hand and its notes."""

    @property
    def number(self) -> int:
        """The deal's number in the session, from 1."""
        ...

    @property
    def players(self) -> tuple[str, ...]:
        """The players' names, by seat."""
        ...

    @property
    def hand(self) -> Hand:
        """The hand played."""
        ...

    @property
    def notes(self) -> tuple[str, ...]:
        """What the session noted about the deal (a pass-out carried on, a Diablo round ending)."""
        ...

    @property
    def diablo_payment(self) -> LoggedPayment | None:
        """The Diablo payment the deal ended with, if any."""
        ...
