"""Replaying a PHH file's actions through a :class:`Hand`, dealing the cards the file recorded.

The engine deals by itself; the file says which cards each player and the board received.
Every card the engine deals is paired with the file's next card for that player (or the
board), in order, so the importer never needs to know how a game deals.

Two ways to get the cards right:

* **From a seed** (:func:`replay_seeded`): pokerules' own files carry ``_seed`` (and
  ``_deck``); the deal is rebuilt exactly and every recorded card must match it.
* **From the record** (:func:`replay_recorded`): any other file. The deck is built so the
  engine deals what the file shows. Which deck position feeds which player follows from the
  engine itself: each pass deals from the current deck, learns where the file's cards must go,
  and starts again until nothing is left to learn (at most once per card). A ``??`` card, and
  any burned card, gets a stand-in: a real card the file never names, never shown.
"""

from __future__ import annotations

from collections import Counter, deque
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import partial
from typing import Any

from pokerules.cards import CARDS, Card
from pokerules.engine.hand import Hand
from pokerules.errors import HandHistoryError, PokerulesError
from pokerules.phh.actions import Action, Token
from pokerules.phh.imported import ImportedHand
from pokerules.records import Burn, Deal, Draw, Reshuffle

__all__ = ["BOARD", "Plan", "replay_recorded", "replay_seeded"]

BOARD = -1
"""The stream key of board (community) cards, beside the players' seats."""


class _Restart(Exception):
    """The pass learned where cards go; deal again from the corrected deck."""


@dataclass
class Plan:
    """A file's actions sorted for the replay, by pokerules seat.

    ``streams`` holds each seat's recorded cards in the order dealt (``BOARD`` for the board),
    each with the action that dealt it; ``commands`` the players' decisions in order;
    ``shows`` each seat's show or muck; ``rolls`` the stud roll choices (``_rolls``).
    """

    labels: dict[int, str]
    commands: list[Action] = field(default_factory=list)
    streams: dict[int, list[tuple[Token, Action]]] = field(default_factory=dict)
    shows: dict[int, Action] = field(default_factory=dict)
    rolls: list[tuple[int, Card, str]] = field(default_factory=list)
    mentioned: set[Card] = field(default_factory=set)
    shape: list[tuple[str, int, int]] = field(default_factory=list)  # deals and draws, in order

    @classmethod
    def build(cls, actions: list[Action], seat_of: list[int]) -> Plan:
        """The plan of ``actions``; ``seat_of[i]`` is the pokerules seat of player ``i``."""
        plan = cls({seat: f"p{i + 1}" for i, seat in enumerate(seat_of)})
        for action in actions:
            seat = BOARD if action.player is None else seat_of[action.player]
            for card in action.cards or ():
                if card is not None:
                    plan.mentioned.add(card)
            if action.verb in ("dh", "db", "sd"):
                plan.shape.append((action.verb, seat, len(action.cards or ())))
            if action.verb in ("dh", "db"):
                plan.streams.setdefault(seat, []).extend(
                    (card, action) for card in action.cards or ()
                )
            elif action.verb == "sm":
                if seat in plan.shows:
                    raise HandHistoryError(
                        f"{plan.labels[seat]} shows or mucks twice", action=action.where
                    )
                plan.shows[seat] = action
            else:
                plan.commands.append(action)
        return plan


class _Deals:
    """Pairs each card the engine deals with the file's, record by record."""

    def __init__(self, plan: Plan) -> None:
        self.plan = plan
        self.counts: Counter[int] = Counter()
        self.seen = 0
        self.masked: set[Card] = set()  # cards dealt where the file has ``??``
        self.reshuffled = False
        self.changed = False
        # The file's window for what the engine deals now: after the decision last applied
        # (``after``, 0 for none) and before the next betting decision (``before``). A draw's
        # replacements may follow the other players' discards, as pokerkit writes them.
        self.after: Action | None = None
        self.before: Action | None = None

    def absorb(self, hand: Hand) -> None:
        history = hand.history
        for record in history[self.seen :]:
            if isinstance(record, Deal):
                for card in record.cards:
                    self._dealt(record.seat, card, record.face_up)
            elif isinstance(record, Draw):
                for card in record.received:
                    self._dealt(record.seat, card)
            elif isinstance(record, Burn):
                self.hidden(record.card, None)
            elif isinstance(record, Reshuffle):
                self.reshuffled = True
        self.seen = len(history)

    def _dealt(self, seat: int, card: Card, face_up: bool = False) -> None:
        stream = self.plan.streams.get(seat, ())
        index = self.counts[seat]
        self.counts[seat] += 1
        token, action = stream[index] if index < len(stream) else (None, None)
        self.placed(seat, index, card)
        if token is None:
            if self.revealed(card):
                return
            self.masked.add(card)
            self.hidden(card, action)
            if face_up:
                self.face_up(card)
        else:
            assert action is not None
            self.recorded(seat, card, token, action)
        if action is not None:
            self.in_order(seat, action)

    def in_order(self, seat: int, action: Action) -> None:
        """Refuse a recorded deal on the wrong side of a player's decision (a preflop action
        before the hole cards, a flop bet before the flop)."""
        who = "the board's cards" if seat == BOARD else f"{self.plan.labels[seat]}'s cards"
        wrong = None
        if self.after is not None and action.number < self.after.number:
            wrong = f"before {self.after.where}, but the hand deals them after it"
        elif self.before is not None and action.number > self.before.number:
            wrong = f"after {self.before.where}, but the hand deals them before it"
        if wrong is not None:
            raise HandHistoryError(f"the file deals {who} {wrong}", action=action.where)

    def recorded(self, seat: int, card: Card, token: Card, action: Action) -> None:
        raise NotImplementedError

    def placed(self, seat: int, index: int, card: Card) -> None:
        """The engine dealt ``card`` as ``seat``'s ``index``-th card (0-based)."""

    def revealed(self, card: Card) -> bool:
        """Whether a card dealt as ``??`` is one the file shows later (a show, a discard)."""
        return False

    def hidden(self, card: Card, action: Action | None) -> None:
        """A card dealt that the file does not show (``??``, a burn, an unrecorded deal)."""

    def face_up(self, card: Card) -> None:
        """A ``??`` card dealt face up (a stud upcard the recorder did not see)."""

    def missing(self, seat: int, card: Card, hand: Hand, action: Action) -> None:
        """A known card the file discards but the seat does not hold."""

    def discards(self, hand: Hand, seat: int, action: Action) -> list[Card]:
        """The engine's cards for a recorded discard; ``??`` is a card the file hid."""
        held = hand.cards(seat)
        chosen: list[Card] = []
        for token in action.cards or ():
            if token is None:
                pick = next((c for c in held if c in self.masked and c not in chosen), None)
                if pick is None:
                    raise HandHistoryError(
                        f"{self.plan.labels[seat]} discards an unknown card (??) but holds no "
                        "card the file hid",
                        action=action.where,
                    )
                chosen.append(pick)
            else:
                if token not in held:
                    self.missing(seat, token, hand, action)
                chosen.append(token)
        return chosen

    def leftover(self) -> None:
        """Refuse recorded cards the hand never dealt."""
        for seat, stream in self.plan.streams.items():
            dealt = self.counts[seat]
            if len(stream) > dealt:
                who = "the board" if seat == BOARD else self.plan.labels[seat]
                raise HandHistoryError(
                    f"the file deals {who} {len(stream)} cards in all, but the hand deals {dealt}",
                    action=stream[dealt][1].where,
                )


class _SeededDeals(_Deals):
    def recorded(self, seat: int, card: Card, token: Card, action: Action) -> None:
        if card != token:
            who = "the board" if seat == BOARD else self.plan.labels[seat]
            raise HandHistoryError(
                f"the file deals {who} {token} but _seed and _deck deal {card}",
                action=action.where,
            )


class _RecordedDeals(_Deals):
    """Learns, pass after pass, which deck position holds which recorded card."""

    def __init__(self, plan: Plan, known: dict[int, Card], unknown: set[int], up: set[int]) -> None:
        super().__init__(plan)
        self.known = known  # deck position -> the card the file puts there
        self.unknown = unknown  # positions the file does not show: stand-ins go there
        self.up = up  # of those, the ones dealt face up (stud upcards nobody recorded)
        self.deck = self._deck()
        self.position = {card: i for i, card in enumerate(self.deck)}
        self.slots: dict[tuple[int, int], int] = {}  # (seat, index) -> deck position

    def placed(self, seat: int, index: int, card: Card) -> None:
        self.slots[seat, index] = self.position[card]

    def _deck(self) -> list[Card]:
        deck: list[Card | None] = [None] * 52
        placed = set(self.known.values())
        for position, card in self.known.items():
            deck[position] = card
        spare = [c for c in CARDS if c not in placed and c not in self.plan.mentioned]
        named = [c for c in CARDS if c not in placed and c in self.plan.mentioned]
        # A hidden upcard gets a middle rank first: the lowest (or in razz the highest) upcard
        # brings in and the best board acts first, and the file's actions say who did.
        hidden_up = sorted((self.up - self.known.keys()) & self.unknown)
        if hidden_up:  # sorting the spare cards costs a tenth of a replay: only when needed
            middle = sorted(spare, key=lambda c: (abs(2 * c.rank - 12), c.rank, c.suit))
            for position, card in zip(hidden_up, middle, strict=False):
                deck[position] = card
                spare.remove(card)
        spare.reverse()
        named.reverse()
        # Stand-ins first, from cards the file never names; then everything else.
        order = sorted(self.unknown - self.known.keys() - {p for p, c in enumerate(deck) if c})
        order += [p for p in range(52) if p not in self.known and p not in self.unknown]
        for position in order:
            deck[position] = spare.pop() if spare else named.pop()
        return [card for card in deck if card is not None]

    def recorded(self, seat: int, card: Card, token: Card, action: Action) -> None:
        self._no_reshuffle(action)
        position = self.position[card]
        if card == token:
            self.known.setdefault(position, token)  # right by chance: keep it there
        else:
            self._learn(position, token, action)

    def revealed(self, card: Card) -> bool:
        return self.known.get(self.position[card]) == card

    def face_up(self, card: Card) -> None:
        position = self.position[card]
        if position not in self.up:  # deal again with a middle card there
            self.up.add(position)
            self.changed = True

    def hidden(self, card: Card, action: Action | None) -> None:
        if action is not None:
            self._no_reshuffle(action)
        position = self.position[card]
        if position not in self.unknown:
            self.unknown.add(position)
            self.changed |= card in self.plan.mentioned

    def missing(self, seat: int, card: Card, hand: Hand, action: Action) -> None:
        if self.changed:
            raise _Restart
        stand_in = next((c for c in hand.cards(seat) if c in self.masked), None)
        if stand_in is not None:  # the discard shows what a ``??`` card was
            self.reveal(stand_in, card, action)
            raise _Restart

    def reveal(self, stand_in: Card, card: Card, action: Action) -> None:
        """The file shows that ``stand_in``'s ``??`` was ``card``."""
        position = self.position[stand_in]
        self.unknown.discard(position)
        self._learn(position, card, action)

    def _learn(self, position: int, card: Card, action: Action) -> None:
        for other, placed in self.known.items():
            if placed == card and other != position:
                raise HandHistoryError(f"the file deals {card} twice", action=action.where)
        self.known[position] = card
        self.changed = True

    def _no_reshuffle(self, action: Action) -> None:
        if self.reshuffled:
            raise HandHistoryError(
                "the deck ran out and pokerules reshuffled it; a reshuffled stub comes from "
                "pokerules' seed, so it cannot deal the cards the file recorded",
                action=action.where,
            )

    def stand_ins(self) -> frozenset[Card]:
        cards = frozenset(self.deck[p] for p in self.unknown)
        if cards & self.plan.mentioned:
            raise HandHistoryError(
                "the file names so many cards that too few are left to stand in for its "
                "unknown (??) and burned cards"
            )
        return cards


def _play(hand: Hand, plan: Plan, deals: _Deals, seat_of: list[int]) -> None:
    """Apply the file's decisions in order, pairing every card dealt as it comes."""
    commands = plan.commands
    # The next betting decision from each index on: a draw's dealing may come after it.
    next_bet: list[Action | None] = [None] * (len(commands) + 1)
    for index in range(len(commands) - 1, -1, -1):
        betting = commands[index].verb != "sd"
        next_bet[index] = commands[index] if betting else next_bet[index + 1]
    deals.before = next_bet[0]
    deals.absorb(hand)
    rolls = deque(plan.rolls)
    for index, action in enumerate(commands):
        _roll(hand, rolls, deals)
        if hand.phase == "roll":
            raise HandHistoryError(
                "the hand needs a roll but _rolls has no more", action=action.where
            )
        seat = seat_of[action.player]  # type: ignore[index]
        if hand.actor is None:
            raise HandHistoryError("the hand is over, but the file goes on", action=action.where)
        if hand.actor != seat:
            raise HandHistoryError(
                f"{plan.labels[seat]} acts out of turn: {plan.labels[hand.actor]} is to act",
                action=action.where,
            )
        _apply(action, partial(_perform, hand, action, seat, deals))
        deals.after, deals.before = action, next_bet[index + 1]
        deals.absorb(hand)
    _roll(hand, rolls, deals)
    if rolls:
        raise HandHistoryError(f"the hand is over, but _rolls goes on: {rolls[0][2]!r}")


def _roll(hand: Hand, rolls: deque[tuple[int, Card, str]], deals: _Deals) -> None:
    while hand.phase == "roll" and rolls:
        seat, card, text = rolls.popleft()
        if seat != hand.actor:
            who = deals.plan.labels.get(hand.actor or 0, "?")
            raise HandHistoryError(f"the roll {text!r} is out of turn: {who} rolls now")
        _apply(None, partial(hand.roll, card), text)
        deals.absorb(hand)


def _perform(hand: Hand, action: Action, seat: int, deals: _Deals) -> object:
    verb = action.verb
    if verb == "f":
        return hand.fold()
    if verb == "cc":
        return hand.check() if hand.legal_actions().check else hand.call()
    if verb == "cbr":
        assert action.amount is not None
        return hand.bet_or_raise(action.amount)
    if verb == "sd":
        return hand.draw(deals.discards(hand, seat, action))
    bring_in: Callable[[], object] | None = getattr(hand, "bring_in", None)
    if bring_in is None:
        raise HandHistoryError("pokerules has no bring-in to post in this game")
    return bring_in()


def _apply(action: Action | None, command: Callable[[], Any], text: str | None = None) -> Any:
    try:
        return command()
    except HandHistoryError as error:
        if error.action is None and action is not None:
            raise HandHistoryError(error.reason, action=action.where) from error.__cause__
        raise
    except PokerulesError as error:
        # The rules' own error (an IllegalActionError, say) stays as the cause.
        where = action.where if action is not None else f"roll {text!r}"
        raise HandHistoryError(str(error), action=where) from error


def replay_seeded(
    make: Callable[[], ImportedHand], plan: Plan, seat_of: list[int]
) -> tuple[ImportedHand, set[Card], frozenset[Card]]:
    """Deal from the file's seed and deck, and check every recorded card against it."""
    hand = make()
    deals = _SeededDeals(plan)
    _play(hand, plan, deals, seat_of)
    deals.leftover()
    return hand, deals.masked, frozenset()


def replay_recorded(
    make: Callable[[list[Card]], ImportedHand],
    plan: Plan,
    seat_of: list[int],
    resolve_shows: Callable[[ImportedHand, set[Card], Callable[[Card, Card, Action], None]], None],
    shape: tuple[Any, ...] | None = None,
) -> tuple[ImportedHand, set[Card], frozenset[Card]]:
    """Deal the recorded cards: pass after pass, until every recorded card is in its place.

    ``shape`` names the deal (the game object, the table and the file's deals and draws in
    order): the layout a hand of the same shape settled into is tried first, so most hands
    deal once. A layout that does not fit is dropped and the passes start from nothing."""
    layout = _LAYOUTS.get(shape) if shape is not None else None
    known, unknown, up = _seeded(layout, plan) if layout is not None else ({}, set(), set())
    for attempt in range(160):  # each new pass learns where a card goes, that it is unknown or up
        deals = _RecordedDeals(plan, known, unknown, up)
        try:
            hand = make(deals.deck)
            _play(hand, plan, deals, seat_of)
            if not deals.changed:
                resolve_shows(hand, deals.masked, deals.reveal)
        except _Restart:
            if layout is not None and attempt == 0:
                known, unknown, up = {}, set(), set()
            continue
        except HandHistoryError:
            if layout is not None and attempt == 0:
                known, unknown, up = {}, set(), set()
                continue
            if deals.changed:
                continue
            raise
        if deals.changed and layout is not None and attempt == 0:
            known, unknown, up = {}, set(), set()
            continue
        if not deals.changed:
            deals.leftover()
            if shape is not None:
                _remember(shape, deals)
            return hand, deals.masked, deals.stand_ins()
    raise HandHistoryError("the recorded cards do not settle into one deck")  # pragma: no cover


_Layout = tuple[dict[tuple[int, int], int], frozenset[int], frozenset[int]]
_LAYOUTS: dict[tuple[Any, ...], _Layout] = {}
"""Per deal shape: each dealt card's deck position, the burns' positions, the hidden upcards'."""


def _seeded(layout: _Layout, plan: Plan) -> tuple[dict[int, Card], set[int], set[int]]:
    """The ``known``, ``unknown`` and ``up`` positions a pass starts from, guessed from the
    layout of a hand of the same shape (checked by the pass like any other guess)."""
    slots, burns, up = layout
    known: dict[int, Card] = {}
    unknown = set(burns)
    for (seat, index), position in slots.items():
        stream = plan.streams.get(seat, ())
        token = stream[index][0] if index < len(stream) else None
        if token is None:
            unknown.add(position)
        else:
            known[position] = token
    return known, unknown, set(up & unknown)


def _remember(shape: tuple[Any, ...], deals: _RecordedDeals) -> None:
    if len(_LAYOUTS) > 4096:
        _LAYOUTS.clear()  # a bound, not a policy: layouts are cheap to learn again
    dealt = set(deals.slots.values())
    burns = frozenset(p for p in deals.unknown if p not in dealt)
    _LAYOUTS[shape] = (dict(deals.slots), burns, frozenset(deals.up))
