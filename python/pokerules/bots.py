"""Bots: strategies that make a hand's decisions, and the protocol to write your own.

A bot is any object with a ``play(hand)`` method that makes exactly one decision for
``hand.actor`` by calling one of the hand's commands, and returns the record. Every random
choice comes from the bot's own seeded generator, so a seeded simulation replays exactly.

The hand knows every card. A fair strategy decides from what its seat can see,
:func:`pokerules.views.seat_view` ``(hand, hand.actor)``: its own cards, the face-up cards, the
chips and the history without other players' secrets.

>>> from pokerules import Hand, find_game
>>> from pokerules.bots import RandomBot, play_hand
>>> hand = Hand(find_game("nl-draw"), [100] * 3, seed=1)
>>> play_hand(hand, [RandomBot(seed=s) for s in range(3)]).is_over
True
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Protocol, runtime_checkable

from pokerules.errors import IllegalActionError, InvalidArgumentError
from pokerules.records import Record
from pokerules.state import Hand
from pokerules.validate import as_list, as_seed, shown

__all__ = ["Bot", "RandomBot", "play_hand"]


@runtime_checkable
class Bot(Protocol):
    """The strategy protocol: make one legal decision for the seat to act."""

    def play(self, hand: Hand) -> Record:
        """Call one command on ``hand`` for ``hand.actor`` and return its record."""
        ...


class RandomBot:
    """Chooses uniformly among the legal kinds of action, then a uniform amount or discard.

    In a betting round it picks fold, check, call or bet/raise with equal chance among those
    allowed, and a bet uniformly between the minimum and maximum. On a draw it discards a
    uniformly random number of cards (0 to the limit) chosen at random; on a stud roll it
    turns up a random face-down card.
    """

    __slots__ = ("_random", "rng")

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(None if seed is None else as_seed(seed))
        self._random = self.rng.random

    def play(self, hand: Hand) -> Record:
        """Make a random legal decision."""
        if type(hand) is not Hand:
            hand = checked_hand(hand)
        random = self._random
        phase = hand.phase
        if phase == "betting":
            _, fold, _, call, kind, low, high = hand.legal_actions()
            # Fold and check never both apply, so the kinds are: fold or check, call, raise.
            options = 1 + (call > 0) + (kind is not None)
            choice = int(random() * options)
            if choice == 0:
                return hand.fold() if fold else hand.check()
            if choice == 1 and call:
                return hand.call()
            return hand.bet_or_raise(low + int(random() * (high - low + 1)))
        rng = self.rng
        seat = hand.actor
        assert seat is not None
        if phase == "draw":
            cards = hand.cards(seat)
            count = int(random() * (min(hand.draw_limit, len(cards)) + 1))
            if not count:
                return hand.draw(())
            pool = list(cards)
            thrown = [pool.pop(int(random() * len(pool))) for _ in range(count)]
            return hand.draw(thrown)
        if phase == "declare":
            if rng.random() < 0.25:
                return hand.concede()
            value = hand.hand_value(seat)
            # Mostly the truth, sometimes an over-call or an under-call by a few classes.
            return hand.declare(max(1 if hand.game.evaluation != "wild" else -12,
                                    value + rng.choice((0, 0, 0, -3, 3))))  # fmt: skip
        if phase == "roll":
            cards, face_up = hand.cards(seat), hand.face_up(seat)
            down = [c for c, up in zip(cards, face_up, strict=True) if not up]
            return hand.roll(rng.choice(down))
        raise IllegalActionError(f"nothing to decide: the hand is {phase}")


def play_hand(hand: Hand, bots: Sequence[Bot]) -> Hand:
    """Let ``bots[seat]`` decide for each seat until the hand is over; returns the hand.

    An exception a bot raises passes through unchanged; a bot that makes no decision is an
    :class:`~pokerules.errors.IllegalActionError` (rather than a loop that never ends).
    """
    hand = checked_hand(hand)
    players = checked_bots(bots, hand.n)
    actor = hand.actor
    while actor is not None:
        play_turn(players[actor], hand)
        actor = hand.actor
    return hand


def checked_hand(hand: object) -> Hand:
    """``hand`` if it is a :class:`~pokerules.state.Hand`."""
    if not isinstance(hand, Hand):
        raise InvalidArgumentError(f"expected a Hand, not {shown(hand)}")
    return hand


def checked_bots(bots: object, count: int) -> list[Bot]:
    """``count`` bots, each with a ``play`` method."""
    players: list[Bot] = as_list(bots, "bots", limit=count)
    if len(players) != count:
        raise InvalidArgumentError(f"need one bot per player ({count}), not {len(players)}")
    for bot in players:
        if not callable(getattr(bot, "play", None)):
            raise InvalidArgumentError(f"a bot has a play(hand) method; {shown(bot)} has none")
    return players


def play_turn(bot: Bot, hand: Hand) -> None:
    """Let ``bot`` decide for the seat to act; a bot that leaves the hand as it was is refused."""
    made = len(hand._history)
    bot.play(hand)
    if len(hand._history) == made:
        raise IllegalActionError(f"{shown(bot)} made no decision for seat {hand.actor}")
