"""PHH actions: each action string parsed once into who does what, with which cards.

The dealer deals hole cards (``d dh p1 AsKs``) and board cards (``d db 7c``); a player folds
(``p2 f``), checks or calls (``cc``), completes, bets or raises to a total (``cbr 300``),
posts the bring-in (``pb``), discards (``sd Kh??``; no cards to stand pat) and shows (``sm
2h4d``), mucks (``sm``) or shows whatever it holds (``sm -``). ``??`` is a card the recorder
did not see. Text after ``#`` is commentary.

>>> [a.verb for a in parse_actions(["d dh p1 7h6c??", "p2 cbr 300  # raise", "p1 sm"], 2)]
['dh', 'cbr', 'sm']
>>> parse_actions(["d dh p1 7h6c??"], 2)[0].cards
(Card('7h'), Card('6c'), None)
>>> parse_actions(["p3 f"], 2)
Traceback (most recent call last):
...
pokerules.errors.HandHistoryError: action 1 'p3 f': 'p3' is not a player; the players are p1 to p2
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import NamedTuple, TypeAlias

from pokerules.cards import CARDS, Card
from pokerules.errors import HandHistoryError
from pokerules.phh.fields import shown

__all__ = ["MAX_ACTIONS", "Action", "Token", "parse_actions", "parse_cards"]

MAX_ACTIONS = 2000
"""A hand's longest action list; real hands have well under 200, and each import replays it."""

Token: TypeAlias = Card | None
"""A recorded card, or ``None`` for ``??``: a card the recorder did not see."""

_CARDS = {str(card): card for card in CARDS}
_PLAYER = re.compile(r"p([1-9][0-9]{0,3})\Z")
_AMOUNT = re.compile(r"[0-9]+\Z")
_MOST_DIGITS = 4300
"""The longest amount read: Python's own limit on reading an int from text, so TOML's stacks
are no longer (chips are Python ints, so any stack the file can give is played exactly)."""


class Action(NamedTuple):
    """One parsed action; ``player`` is PHH's player index from 0 (``p1``), ``None`` for the
    dealer. ``cards`` is ``None`` when the action names none (a stand-pat, a muck). A named
    tuple: an import makes one an action, and a frozen dataclass costs three times as much."""

    number: int
    text: str
    player: int | None
    verb: str
    cards: tuple[Token, ...] | None = None
    amount: int | None = None
    show_all: bool = False

    @property
    def where(self) -> str:
        """The action as error messages name it: ``action 12 'p2 sd Kh??'``."""
        return f"action {self.number} {shown(self.text, 80)}"


def parse_cards(text: str) -> tuple[Token, ...]:
    """Card text in PHH's form (``"Kh??7c"``): two characters a card, ``??`` for unknown."""
    if len(text) % 2 or not text:
        raise HandHistoryError(f"{shown(text)} is not PHH card text (two characters a card)")
    tokens: list[Token] = []
    for i in range(0, len(text), 2):
        word = text[i : i + 2]
        if "?" in word:
            tokens.append(None)
            continue
        card = _CARDS.get(word) or _CARDS.get(word[0].upper() + word[1].lower())
        if card is None:
            raise HandHistoryError(f"{word!r} in {shown(text)} is not a card")
        tokens.append(card)
    return tuple(tokens)


def parse_actions(values: object, players: int) -> list[Action]:
    """The ``actions`` field parsed; commentary-only entries are dropped."""
    if not isinstance(values, list) or not all(isinstance(v, str) for v in values):
        raise HandHistoryError(f"actions must be a list of strings, not {shown(values)}")
    if len(values) > MAX_ACTIONS:
        raise HandHistoryError(f"actions lists {len(values)} actions; at most {MAX_ACTIONS}")
    actions = []
    for number, text in enumerate(values, 1):
        try:
            parsed = _parsed(text, players)
        except HandHistoryError as error:
            raise HandHistoryError(
                error.reason, action=f"action {number} {shown(text, 80)}"
            ) from None
        if parsed is not None:
            actions.append(Action(number, text, *parsed))
    return actions


_Parsed = tuple["int | None", str, "tuple[Token, ...] | None", "int | None", bool]


@lru_cache(maxsize=8192)
def _parsed(text: str, players: int) -> _Parsed | None:
    """An action's fields after its number and text (``None`` for commentary alone): hands
    repeat the same few actions ("p2 f", "p1 cc"), so each text is parsed once."""
    words = text.split("#", 1)[0].split()
    if not words:
        return None
    action = _parse(0, text, words, players)
    return action.player, action.verb, action.cards, action.amount, action.show_all


def _parse(number: int, text: str, words: list[str], players: int) -> Action:
    match words:
        case ["d", "dh", who, cards]:
            return Action(number, text, _player(who, players), "dh", parse_cards(cards))
        case ["d", "db", cards]:
            return Action(number, text, None, "db", parse_cards(cards))
        case [who, ("f" | "cc" | "pb") as verb]:
            return Action(number, text, _player(who, players), verb)
        case [who, "cbr", amount]:
            if not _AMOUNT.match(amount):
                raise HandHistoryError(f"{shown(amount)} is not a whole number of chips")
            if len(amount.lstrip("0")) > _MOST_DIGITS:
                raise HandHistoryError(
                    f"the amount has {len(amount.lstrip('0'))} digits: it is over the stack "
                    f"(no stack has more than {_MOST_DIGITS})"
                )
            return Action(number, text, _player(who, players), "cbr", amount=int(amount))
        case [who, "sd"]:
            return Action(number, text, _player(who, players), "sd", ())
        case [who, "sd", cards]:
            return Action(number, text, _player(who, players), "sd", parse_cards(cards))
        case [who, "sm"]:
            return Action(number, text, _player(who, players), "sm")
        case [who, "sm", "-"]:
            return Action(number, text, _player(who, players), "sm", show_all=True)
        case [who, "sm", cards]:
            return Action(number, text, _player(who, players), "sm", parse_cards(cards))
    raise HandHistoryError(
        "pokerules cannot play this action; PHH actions are 'd dh pN cards', 'd db cards', "
        "'pN f', 'pN cc', 'pN cbr amount', 'pN pb', 'pN sd [cards]' and 'pN sm [cards|-]'"
    )


def _player(word: str, players: int) -> int:
    match = _PLAYER.match(word)
    if match is None or int(match.group(1)) > players:
        raise HandHistoryError(f"{shown(word)} is not a player; the players are p1 to p{players}")
    return int(match.group(1)) - 1
