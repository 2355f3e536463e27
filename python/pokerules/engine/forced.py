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

from collections.abc import Iterable, Sequence
from typing import NamedTuple

from pokerules.betting.ledger import Chips
from pokerules.betting.structures import FixedLimit
from pokerules.errors import InvalidArgumentError
from pokerules.games.spec import Game
from pokerules.records import Post, Record, new_record

__all__ = [
    "BlindPost",
    "ForcedBet",
    "Posting",
    "blind_posts",
    "checked_posts",
    "forced_bets",
    "post_blinds",
    "post_forced_bets",
]


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
    :meth:`~pokerules.betting.ledger.Chips.post_in_full`, a few operations a paying seat. A table
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

    __slots__ = ("due", "main_pot", "most", "moves", "posts", "to_match")

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
        # Only the seats that pay: a blinds game moves two seats' chips, not every seat's.
        self.moves = tuple(
            (seat, owed[seat], paid[seat], live[seat]) for seat in range(n) if owed[seat]
        )
        self.main_pot, self.to_match = main_pot, to_match
        self.most = max(owed)  # a table whose smallest stack is above this pays in full
        self.posts = tuple(
            new_record(Post, (seat, kind, amount, False)) for seat, kind, amount, _, _ in self.due
        )

    def post(self, chips: Chips, log: list[Record]) -> int:
        """:func:`post_forced_bets` of ``due``: the same changes, the same return value."""
        if min(chips.stacks) <= self.most:
            return post_forced_bets(self.due, chips, log)
        chips.post_in_full(self.moves, self.main_pot)
        log += self.posts
        return self.to_match


class BlindPost(NamedTuple):
    """A blind one seat posts beyond the game's own small and big blind, as card rooms and the
    online sites deal them (a :class:`~pokerules.engine.hand.Hand`'s ``posts``).

    * A new player's, or a returning player's, big blind: ``BlindPost(seat, live=big)``. It is
      live: it counts as the seat's bet, and the seat acts in its turn, checking if nobody
      raised (the big blind's option). It does not move the first seat to act.
    * A missed small blind, posted dead: ``dead=small`` (with the live big blind, or alone).
      Dead money goes to the main pot; it is no bet and no seat's contribution.
    * A straddle: ``BlindPost(seat, live=amount, straddle=True)``, a blind raise by the seat
      left of the big blind (then the seat left of that straddle, for a second one). The
      first round begins left of the last straddle, which acts last; the next raise is by at
      least the straddle (a straddle of 4 over a big blind of 2: the minimum raise is to 8).
      No-limit and pot-limit games (heads-up both seats post the blinds: no straddle).
    """

    seat: int
    live: int = 0
    dead: int = 0
    straddle: bool = False


def checked_posts(posts: object, game: Game, n: int, button: int) -> tuple[BlindPost, ...]:
    """``posts`` checked against the game and the table, straddles first, each kind in seat
    order from the button's left (see :class:`BlindPost`); an
    :class:`~pokerules.errors.InvalidArgumentError` names what is wrong.

    >>> from pokerules.games import find_game
    >>> checked_posts([(4, 2, 1)], find_game("holdem"), n=6, button=0)
    (BlindPost(seat=4, live=2, dead=1, straddle=False),)
    >>> checked_posts([(1, 2)], find_game("holdem"), n=6, button=0)
    Traceback (most recent call last):
    ...
    pokerules.errors.InvalidArgumentError: posts: seat 1 posts the game's small blind already
    """
    if game.blinds is None:
        raise InvalidArgumentError(f"posts: {game.title} has no blinds to post beside")
    if isinstance(posts, str | bytes) or not isinstance(posts, Iterable):
        raise InvalidArgumentError(
            f"posts must be a list of BlindPost(seat, live, dead, straddle), not {posts!r:.60}"
        )
    own = {due.seat: due.kind for due in forced_bets(game, n, button, antes=False)}
    big = game.blinds[-1]
    checked: list[BlindPost] = []
    for post in posts:
        post = _one_post(post, n)
        seat, live, _, straddle = post
        if seat in own:
            raise InvalidArgumentError(f"posts: seat {seat} posts the game's {own[seat]} already")
        if any(seat == other.seat for other in checked):
            raise InvalidArgumentError(f"posts: seat {seat} posts twice")
        if not straddle and live > big:
            raise InvalidArgumentError(
                f"posts: seat {seat} posts {live} live, more than the big blind ({big}); "
                "a larger blind is a straddle (straddle=True)"
            )
        checked.append(post)
    straddles = sorted((p for p in checked if p.straddle), key=lambda p: (p.seat - button) % n)
    if straddles:
        big_seat = next(seat for seat, kind in own.items() if kind == "big blind")
        _check_straddles(straddles, game, n, big_seat)
    others = sorted((p for p in checked if not p.straddle), key=lambda p: (p.seat - button) % n)
    return (*straddles, *others)


def _one_post(post: object, n: int) -> BlindPost:
    """One post of :func:`checked_posts`, as a :class:`BlindPost` of plain values."""
    if not isinstance(post, tuple) or not 2 <= len(post) <= 4:
        raise InvalidArgumentError(
            f"posts: each post is BlindPost(seat, live, dead, straddle), not {post!r:.60}"
        )
    seat, live, dead, straddle = BlindPost(*post)
    for name, value in (("seat", seat), ("live", live), ("dead", dead)):
        if type(value) is not int or value < 0:
            raise InvalidArgumentError(f"posts: {name} must be a whole number >= 0, not {value!r}")
    if seat >= n:
        raise InvalidArgumentError(f"posts: seat {seat} is not at the table (seats 0 to {n - 1})")
    if straddle is not True and straddle is not False:
        raise InvalidArgumentError(f"posts: straddle must be True or False, not {straddle!r}")
    if not live + dead:
        raise InvalidArgumentError(f"posts: seat {seat} posts nothing (live and dead are 0)")
    if straddle and (dead or not live):
        raise InvalidArgumentError(f"posts: seat {seat}'s straddle must be live, with no dead part")
    return BlindPost(seat, live, dead, straddle)


def _check_straddles(straddles: list[BlindPost], game: Game, n: int, big_seat: int) -> None:
    """Straddles are blind raises in turn from the big blind's left, each larger."""
    if isinstance(game.betting, FixedLimit):
        raise InvalidArgumentError("posts: a straddle needs a no-limit or pot-limit game")
    level = game.blinds[-1]  # type: ignore[index]
    for k, (seat, live, _, _) in enumerate(straddles):
        if seat != (big_seat + 1 + k) % n:
            raise InvalidArgumentError(
                f"posts: seat {seat} may not straddle; straddles come from the big blind's "
                f"left in turn (seat {(big_seat + 1 + k) % n} next)"
            )
        if live <= level:
            raise InvalidArgumentError(
                f"posts: seat {seat}'s straddle of {live} must be more than the {level} before it"
            )
        level = live


def blind_posts(posts: Sequence[BlindPost]) -> list[ForcedBet]:
    """The forced bets of checked ``posts``, in posting order: each live part (a straddle or
    a blind), then its dead part."""
    due: list[ForcedBet] = []
    for seat, live, dead, straddle in posts:
        if live:
            due.append(ForcedBet(seat, "straddle" if straddle else "blind", live, True))
        if dead:
            due.append(ForcedBet(seat, "dead blind", dead, False, True))
    return due


def post_blinds(
    posts: Sequence[BlindPost], chips: Chips, log: list[Record]
) -> tuple[int, int, int] | None:
    """Post checked ``posts`` after the game's forced bets; return the last straddle's seat
    and amount and the straddles' count (the first round starts left of it), or ``None``."""
    post_forced_bets(blind_posts(posts), chips, log)
    straddles = [post for post in posts if post.straddle]
    if not straddles:
        return None
    return straddles[-1].seat, straddles[-1].live, len(straddles)
