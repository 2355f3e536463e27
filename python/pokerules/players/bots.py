"""Bots: strategies that make a hand's decisions, and the protocol to write your own.

A bot is any object with a ``play(hand)`` method that makes exactly one decision for
``hand.actor`` by calling one of the hand's commands, and returns the record. Every random
choice comes from the bot's own seeded generator, so a seeded simulation replays exactly.

The hand knows every card. A fair strategy decides from what its seat can see,
:func:`pokerules.players.views.seat_view` ``(hand, hand.actor)``: its own cards, the face-up cards,
the
chips and the history without other players' secrets.

>>> from pokerules import Hand, find_game
>>> from pokerules.players.bots import RandomBot, play_hand
>>> hand = Hand(find_game("nl-draw"), [100] * 3, seed=1)
>>> play_hand(hand, [RandomBot(seed=s) for s in range(3)]).is_over
True
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Protocol, runtime_checkable

from pokerules.betting.structures import FixedLimit
from pokerules.engine.hand import Hand
from pokerules.errors import IllegalActionError, InvalidArgumentError
from pokerules.records import Record
from pokerules.validate import as_list, as_seed, shown

__all__ = ["Bot", "RandomBot", "play_hand", "play_random", "random_decision"]


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
    turns up a random face-down card. :func:`play_random` plays a whole hand by the same
    policy from one generator.
    """

    __slots__ = ("rng",)

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(None if seed is None else as_seed(seed))

    def play(self, hand: Hand) -> Record:
        """Make a random legal decision."""
        if type(hand) is not Hand:
            hand = checked_hand(hand)
        phase = hand.phase
        if phase == "betting":
            return _random_bet(hand, self.rng.random)
        if phase == "draw":
            return _random_draw(hand, hand.actor, self.rng.random)  # type: ignore[arg-type]
        return random_decision(hand, self.rng)


def random_decision(hand: Hand, rng: random.Random) -> Record:
    """One decision of :class:`RandomBot`'s policy for the seat to act, drawing from ``rng``.

    >>> from pokerules import Hand, find_game
    >>> hand = Hand(find_game("triple-draw"), [50, 50], seed=3)
    >>> random_decision(hand, random.Random(1))  # fold, call or raise: random() < 1/3 folds
    Fold(seat=0)
    """
    if type(hand) is not Hand:
        hand = checked_hand(hand)
    if not isinstance(rng, random.Random):
        raise InvalidArgumentError(f"rng must be a random.Random, not {shown(rng)}")
    phase = hand.phase
    if phase == "betting":
        return _random_bet(hand, rng.random)
    seat = hand.actor
    assert seat is not None
    if phase == "draw":
        return _random_draw(hand, seat, rng.random)
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


def _random_bet(hand: Hand, random: Callable[[], float]) -> Record:
    _, fold, _, call, kind, low, high, bring_in, _ = hand.legal_actions()
    # Fold and check never both apply, so the kinds are: fold or check, call, raise; the
    # kind is the whole part of choice. A stud bring-in stands where fold or check would.
    choice = random() * (1 + (call > 0) + (kind is not None))
    if choice < 1:
        if bring_in:
            return hand.bring_in()
        return hand.fold() if fold else hand.check()
    if choice < 2 and call:
        return hand.call()
    to = low + int(random() * (high - low + 1))
    if hand.game.open_pair_big_bet and to != high and isinstance(hand.game.betting, FixedLimit):
        to = low if to - low < high - to else high  # the open pair: the small or the big bet
    return hand.bet_or_raise(to)


def _random_draw(hand: Hand, seat: int, random: Callable[[], float]) -> Record:
    pool = list(hand.cards(seat))
    limit = min(hand.draw_limit, len(pool))
    count = int(random() * (limit + 1))
    if not count:
        return hand.draw(())
    return hand.draw([pool.pop(int(random() * len(pool))) for _ in range(count)])


def play_random(hand: Hand, rng: random.Random | Sequence[random.Random]) -> Hand:
    """Play ``hand`` to the end with :class:`RandomBot`'s policy: the loop the benchmarks
    time. Returns the hand.

    ``rng`` is one generator for every seat, or one per seat (``rng[seat]``). Either way
    the decisions are those :func:`play_hand` gets from :class:`RandomBot` s with the same
    generators, one call at a time.

    >>> from pokerules import Hand, find_game
    >>> play_random(Hand(find_game("nl-draw"), [100] * 3, seed=1), random.Random(2)).is_over
    True
    """
    if type(hand) is not Hand:
        hand = checked_hand(hand)
    per_seat = not isinstance(rng, random.Random)
    if per_seat:
        if type(rng) is not list:
            rng = as_list(rng, "rng", limit=hand.n)
        # map, not a generator: this runs once a hand, and the generator cost a call a seat.
        if len(rng) != hand.n or not all(map(isinstance, rng, [random.Random] * hand.n)):
            raise InvalidArgumentError(
                f"rng must be a random.Random or one for each of the {hand.n} seats"
            )
    draws = [r.random for r in rng] if per_seat else [rng.random] * hand.n  # type: ignore[union-attr]
    # The public API alone, as a user's bot would drive it; the bound methods fetched once.
    legal_actions, cards_of = hand.legal_actions, hand.cards
    fold, check, call_, bet_or_raise = hand.fold, hand.check, hand.call, hand.bet_or_raise
    bring_in_, exchange = hand.bring_in, hand.draw
    # Fixed limit allows one total, or two with the open-pair option (the small or big bet).
    two_sizes = hand.game.open_pair_big_bet and isinstance(hand.game.betting, FixedLimit)
    while True:
        phase = hand.phase
        if phase == "betting":
            # _random_bet, inline: the betting decisions are most of a hand. The seat to act
            # comes with its legal actions.
            seat, may_fold, _, call, kind, low, high, bring_in, _ = legal_actions()
            draw = draws[seat]
            choice = draw() * (1 + (call > 0) + (kind is not None))
            if choice < 1:
                bring_in_() if bring_in else fold() if may_fold else check()
            elif choice < 2 and call:
                call_()
            else:
                spread = draw() * (high - low + 1)
                to = low if low == high else low + int(spread)
                if two_sizes and to != high:
                    to = low if to - low < high - to else high  # the open pair: small or big
                bet_or_raise(to)
            continue
        actor = hand.actor
        if actor is None:
            return hand
        if phase == "draw":
            # _random_draw, inline: a draw game's second most common decision.
            pool = list(cards_of(actor))
            limit = hand.draw_limit
            if limit > len(pool):
                limit = len(pool)
            draw = draws[actor]
            count = int(draw() * (limit + 1))
            if count:
                thrown = []
                for _ in range(count):  # a loop, not a comprehension: no function call
                    thrown.append(pool.pop(int(draw() * len(pool))))
                exchange(thrown)
            else:
                exchange(())
        else:
            random_decision(hand, rng[actor] if per_seat else rng)  # type: ignore[index,arg-type]


def play_hand(hand: Hand, bots: Sequence[Bot]) -> Hand:
    """Let ``bots[seat]`` decide for each seat until the hand is over; returns the hand.

    An exception a bot raises passes through unchanged; a bot that makes no decision is an
    :class:`~pokerules.errors.IllegalActionError` (rather than a loop that never ends).
    """
    hand = checked_hand(hand)
    players = checked_bots(bots, hand.n)
    history = hand._history  # the list itself: play_turn's check without a call a decision
    actor = hand.actor
    while actor is not None:
        made = len(history)
        players[actor].play(hand)
        if len(history) == made:
            raise no_decision(players[actor], actor)
        actor = hand.actor
    return hand


def checked_hand(hand: object) -> Hand:
    """``hand`` if it is a :class:`~pokerules.engine.hand.Hand`."""
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
        raise no_decision(bot, hand.actor)


def no_decision(bot: object, seat: int | None) -> IllegalActionError:
    """The refusal of a bot that left the hand as it was (a loop would never end)."""
    return IllegalActionError(f"{shown(bot)} made no decision for seat {seat}")
