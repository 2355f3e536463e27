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

from pokerules.betting.ledger import Chips
from pokerules.games.spec import Game
from pokerules.records import Post, Record, new_record

__all__ = ["ForcedBet", "Posting", "forced_bets", "post_forced_bets"]


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
            new_record(ForcedBet, ((button + 1 + i) % n, "ante", game.ante, False, False))
            for i in range(n)
        ]
    if game.blinds:
        big = game.blinds[-1]
        if len(game.blinds) == 1:
            # A lone big blind: the small blind's seat is empty, so the first seat left of
            # the button posts the big blind (heads-up too: the button posts nothing).
            big_seat = (button + 1) % n
            blinds = [new_record(ForcedBet, (big_seat, "big blind", big, True, False))]
        else:
            first = button if n == 2 else button + 1
            big_seat = (first + 1) % n
            blinds = [
                new_record(ForcedBet, (first % n, "small blind", game.blinds[0], True, False)),
                new_record(ForcedBet, (big_seat, "big blind", big, True, False)),
            ]
        if antes and game.big_blind_ante:
            ante = new_record(
                ForcedBet, (big_seat, "big blind ante", game.big_blind_ante, False, True)
            )
            blinds.insert(0 if game.big_blind_ante_first else len(blinds), ante)
        due += blinds
    return due


def post_forced_bets(due: Sequence[ForcedBet], chips: Chips, log: list[Record]) -> int:
    """Post ``due`` through the ledger ``chips`` (live bets count as the first round's bets,
    main-pot bets such as a big-blind ante are dead money), logging a
    :class:`~pokerules.records.Post` each; returns the bet the first round starts at.

    A seat with no chips is dealt in all-in without paying an ante (a Diablo opener who paid
    everything); the bet to match is the full largest live bet, even posted short (2.32).
    """
    to_match = 0
    stacks = chips.stacks
    for seat, kind, amount, live, main_pot in due:
        if not stacks[seat] and not live:
            continue
        all_in = stacks[seat] <= amount
        paid = chips.post(seat, amount, live, main_pot)
        log.append(new_record(Post, (seat, kind, paid, all_in)))
        if live and amount > to_match:
            to_match = amount
    return to_match


class Posting:
    """The forced bets ``due`` at one table size and button, ready to post at every deal.

    When every seat has more chips than it owes, nobody is short: each seat pays in full and
    the :class:`~pokerules.records.Post` records are the same at every deal, so they and the
    chips each seat moves are worked out once, and :meth:`post` applies them through
    :meth:`~pokerules.betting.ledger.Chips.post_in_full` with a few list operations. A table
    where a seat may be short goes through :func:`post_forced_bets`, seat by seat; the two give
    the same stacks, bets, records and dead money.

    >>> from pokerules.betting.ledger import Chips
    >>> from pokerules.games import find_game
    >>> posting = Posting(forced_bets(find_game("triple-draw"), n=3, button=0), n=3)
    >>> chips, log = Chips([50, 1, 50]), []
    >>> posting.post(chips, log), chips.stacks, chips.bets
    (2, [50, 0, 48], [0, 1, 2])
    >>> log[0]  # seat 1 is short: posted seat by seat
    Post(seat=1, kind='small blind', amount=1, all_in=True)
    """

    __slots__ = ("due", "live", "main_pot", "most", "owed", "paid", "posts", "to_match")

    def __init__(self, due: Sequence[ForcedBet], n: int) -> None:
        self.due = tuple(due)
        owed, paid, live = [0] * n, [0] * n, [0] * n
        main_pot = to_match = 0
        for seat, _, amount, is_live, to_main_pot in self.due:
            owed[seat] += amount
            if to_main_pot:
                main_pot += amount
            else:
                paid[seat] += amount
            if is_live:
                live[seat] += amount
                to_match = max(to_match, amount)
        self.owed, self.paid = owed, paid
        self.live: list[int] | None = live if to_match else None  # None: no blinds to add
        self.main_pot, self.to_match = main_pot, to_match
        self.most = max(owed)  # a table whose smallest stack is above this pays in full
        self.posts = tuple(
            new_record(Post, (seat, kind, amount, False)) for seat, kind, amount, _, _ in self.due
        )

    def post(self, chips: Chips, log: list[Record]) -> int:
        """:func:`post_forced_bets` of ``due``: the same changes, the same return value."""
        if min(chips.stacks) <= self.most:
            return post_forced_bets(self.due, chips, log)
        chips.post_in_full(self.owed, self.paid, self.live, self.main_pot)
        log += self.posts
        return self.to_match
