"""Forced bets: the antes and blinds a deal starts with, as data the hand posts.

:func:`forced_bets` lists what is due, seat by seat, from the game's options; the hand posts
each (a seat short of chips posts what it has and is all-in). A dead bet (an ante) goes to the
pot without counting toward the round's bets; a live one (a blind) is the seat's first bet of
the round. A new kind of forced bet is one more entry here: a big-blind ante is a dead bet
posted by the big blind for the table, a per-seat ante a different amount per seat.

>>> from pokerules.games import find_game
>>> for due in forced_bets(find_game("triple-draw"), n=3, button=0):
...     print(due)
ForcedBet(seat=1, kind='small blind', amount=1, live=True, main_pot=False)
ForcedBet(seat=2, kind='big blind', amount=2, live=True, main_pot=False)
>>> [(due.seat, due.kind) for due in forced_bets(find_game("nl-draw"), n=2, button=1)]
[(0, 'ante'), (1, 'ante')]
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from pokerules.games.spec import Game
from pokerules.records import Post, Record

__all__ = ["ForcedBet", "forced_bets", "post_forced_bets"]

_new = tuple.__new__


class ForcedBet(NamedTuple):
    """One forced bet due: ``live`` bets count toward the seat's bets in the first round;
    ``main_pot`` ones are dead money in the main pot, no seat's contribution."""

    seat: int
    kind: str
    amount: int
    live: bool
    main_pot: bool = False


def forced_bets(game: Game, n: int, button: int, antes: bool = True) -> list[ForcedBet]:
    """The forced bets of a deal, in posting order: antes from the left of the button, then
    the blinds (heads-up the button posts the small blind)."""
    due: list[ForcedBet] = []
    if antes and game.ante:
        due += [
            _new(ForcedBet, ((button + 1 + i) % n, "ante", game.ante, False, False))
            for i in range(n)
        ]
    if game.blinds:
        small, big = game.blinds
        first = button if n == 2 else button + 1
        big_seat = (first + 1) % n
        blinds = [
            _new(ForcedBet, (first % n, "small blind", small, True, False)),
            _new(ForcedBet, (big_seat, "big blind", big, True, False)),
        ]
        if antes and game.big_blind_ante:
            ante = _new(ForcedBet, (big_seat, "big blind ante", game.big_blind_ante, False, True))
            blinds.insert(0 if game.big_blind_ante_first else 2, ante)
        due += blinds
    return due


def post_forced_bets(
    due: Sequence[ForcedBet],
    stacks: list[int],
    contributions: list[int],
    bets: list[int],
    log: list[Record],
    dead: list[int] | None = None,
) -> int:
    """Post ``due`` from ``stacks`` into ``contributions`` (live bets into ``bets`` too, the
    first round's bets), logging a :class:`~pokerules.records.Post` each; returns the bet
    the first round starts at. Main-pot bets (a big-blind ante) are added to ``dead[0]``.

    A seat with no chips is dealt in all-in without paying an ante (a Diablo opener who paid
    everything); the bet to match is the full largest live bet, even posted short (2.32).
    """
    to_match = 0
    for seat, kind, amount, live, main_pot in due:
        chips = stacks[seat]
        paid = amount if chips > amount else chips
        if not paid and not live:
            continue
        stacks[seat] = chips - paid
        if main_pot and dead is not None:
            dead[0] += paid
        else:
            contributions[seat] += paid
        log.append(_new(Post, (seat, kind, paid, chips <= amount)))
        if live:
            bets[seat] += paid
            if amount > to_match:
                to_match = amount
    return to_match
