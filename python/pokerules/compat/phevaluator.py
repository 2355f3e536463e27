"""The phevaluator API on pokerules: ``from pokerules.compat.phevaluator import evaluate_cards``.

Cards are what phevaluator takes: its integer ids (``rank * 4 + suit``, ranks 0 = deuce to
12 = ace, suits clubs 0, diamonds 1, hearts 2, spades 3 — the same ids pokerules uses), texts
such as ``"Ah"`` or ``"AH"``, and :class:`Card` objects, phevaluator's own included. The
functions return phevaluator's numbers: 1 (royal flush) to 7462, lower is better.

Unlike phevaluator, 5- and 6-card Omaha always work (phevaluator needs a special build), a
bool is not a card, and bad input raises a :class:`~pokerules.errors.PokerulesError` (a
``ValueError``) saying what is wrong.

>>> from pokerules.compat.phevaluator import Card, evaluate_cards, evaluate_omaha_cards
>>> evaluate_cards("Ac", "Ad", "Ah", "As", "Kc")
11
>>> evaluate_cards(48, 49, 50, 51, 44, 0, 5) == evaluate_cards("Ac", "Ad", "Ah", "As", "Kc")
True
>>> evaluate_omaha_cards("3c", "9c", "3h", "9h", "6h", "Ac", "Kc", "Qc", "Jc")  # board, hole
4431
>>> Card("Kd").id_, Card(45).describe_card()
(45, 'Kd')
"""

from __future__ import annotations

import random
from typing import Any, Final

from pokerules import _core
from pokerules.errors import InvalidCardError, InvalidHandError
from pokerules.validate import is_integer

__all__ = [
    "Card",
    "evaluate_5cards",
    "evaluate_6cards",
    "evaluate_7cards",
    "evaluate_cards",
    "evaluate_omaha_cards",
    "evaluate_plo4_cards",
    "evaluate_plo5_cards",
    "evaluate_plo6_cards",
    "sample_cards",
]

_RANKS: Final = "23456789TJQKA"
_SUITS: Final = "cdhs"
# Every text phevaluator reads: an upper-case rank, then a suit in either case.
_TEXT_IDS: Final[dict[str, int]] = {
    rank + suit: r * 4 + s
    for r, rank in enumerate(_RANKS)
    for s, lower in enumerate(_SUITS)
    for suit in (lower, lower.upper())
}
_BOARD: Final = 5


def _id(card: object) -> int:
    """A card as phevaluator reads it: its id, checked."""
    if type(card) is str:
        found = _TEXT_IDS.get(card)
        if found is None:
            raise InvalidCardError(
                f"{card!r:.40} is not a phevaluator card: a rank from {_RANKS} then a suit "
                "c d h s (or C D H S)"
            )
        return found
    if type(card) is Card:
        return card._card_id
    if is_integer(card):
        number: int = int(card)  # type: ignore[call-overload]
        if not 0 <= number < 52:
            raise InvalidCardError(f"card id {number} is out of range: ids are 0..51")
        return number
    # phevaluator's own Card, or anything else that carries an id the same way.
    held: Any = getattr(card, "id_", None)
    if is_integer(held) and type(card).__name__ == "Card":
        return _id(int(held))
    raise InvalidCardError(
        f"expected a phevaluator card (an id 0..51, text such as 'Ah', or a Card), "
        f"got {type(card).__name__}"
    )


def _ids(cards: tuple[object, ...]) -> list[int]:
    """The ids of cards in any accepted form."""
    try:
        # Plain ints go straight to the core, which checks their range; texts by one lookup.
        return [c if type(c) is int else _TEXT_IDS[c] for c in cards]  # type: ignore[index]
    except (KeyError, TypeError):
        return [_id(card) for card in cards]


def _count_error(got: int, allowed: str) -> InvalidHandError:
    return InvalidHandError(f"got {got} cards: {allowed}")


class Card:
    """phevaluator's immutable card: built from an id, a text such as ``"9h"``, or a Card.

    >>> Card("2C") == Card(0) == 0, str(Card(51)), repr(Card("ah".capitalize()))
    (True, 'As', 'Card("Ah")')
    """

    __slots__ = ("_card_id",)
    _card_id: int

    def __init__(self, other: int | str | Card) -> None:
        object.__setattr__(self, "_card_id", _id(other))

    @property
    def id_(self) -> int:
        """The card's id, ``rank * 4 + suit``."""
        return self._card_id

    @staticmethod
    def to_id(other: int | str | Card) -> int:
        """The id of a card given in any accepted form."""
        return _id(other)

    def describe_rank(self) -> str:
        """The rank character, such as ``"A"``."""
        return _RANKS[self._card_id // 4]

    def describe_suit(self) -> str:
        """The suit character, such as ``"h"``."""
        return _SUITS[self._card_id % 4]

    def describe_card(self) -> str:
        """The card as text, such as ``"Ah"``."""
        return self.describe_rank() + self.describe_suit()

    def __eq__(self, other: object) -> bool:
        # phevaluator compares a Card with ids, texts and Cards alike.
        try:
            return self._card_id == _id(other)
        except InvalidCardError:
            return False

    def __hash__(self) -> int:
        return self._card_id

    def __int__(self) -> int:
        return self._card_id

    def __str__(self) -> str:
        return self.describe_card()

    def __repr__(self) -> str:
        return f'Card("{self.describe_card()}")'

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("a Card is immutable")

    def __delattr__(self, name: str) -> None:
        raise AttributeError("a Card is immutable")


def evaluate_cards(*cards: int | str | Card) -> int:
    """The class of the best five of 5 to 7 cards: 1 (royal flush) to 7462.

    >>> evaluate_cards("As", "Ks", "Qs", "Js", "Ts", "2c", "2d")
    1
    """
    if not 5 <= len(cards) <= 7:
        raise _count_error(len(cards), "phevaluator's evaluate_cards takes 5 to 7 cards")
    return int(_core.evaluate(*_ids(cards)))


def evaluate_5cards(
    a: int | str | Card, b: int | str | Card, c: int | str | Card, d: int | str | Card,
    e: int | str | Card,
) -> int:  # fmt: skip
    """The class of five cards."""
    return evaluate_cards(a, b, c, d, e)


def evaluate_6cards(
    a: int | str | Card, b: int | str | Card, c: int | str | Card, d: int | str | Card,
    e: int | str | Card, f: int | str | Card,
) -> int:  # fmt: skip
    """The class of the best five of six cards."""
    return evaluate_cards(a, b, c, d, e, f)


def evaluate_7cards(
    a: int | str | Card, b: int | str | Card, c: int | str | Card, d: int | str | Card,
    e: int | str | Card, f: int | str | Card, g: int | str | Card,
) -> int:  # fmt: skip
    """The class of the best five of seven cards."""
    return evaluate_cards(a, b, c, d, e, f, g)


def _omaha(cards: tuple[int | str | Card, ...], hole: int, name: str) -> int:
    if len(cards) != _BOARD + hole:
        raise _count_error(
            len(cards), f"{name} takes {_BOARD + hole}: 5 board cards, then {hole} hole cards"
        )
    ids = _ids(cards)
    return int(_core.evaluate_omaha(ids[_BOARD:], ids[:_BOARD]))


def evaluate_omaha_cards(*cards: int | str | Card) -> int:
    """The Omaha class of five board cards then four hole cards (phevaluator's order):
    exactly two hole cards and three board cards play.

    >>> evaluate_omaha_cards("As", "Ks", "Qs", "2d", "3h", "Js", "Ts", "4c", "4d")
    1
    """
    return _omaha(cards, 4, "evaluate_omaha_cards")


def evaluate_plo4_cards(*cards: int | str | Card) -> int:
    """The same as :func:`evaluate_omaha_cards`."""
    return _omaha(cards, 4, "evaluate_plo4_cards")


def evaluate_plo5_cards(*cards: int | str | Card) -> int:
    """5-card Omaha: five board cards then five hole cards.

    >>> evaluate_plo5_cards("As", "Ks", "Qs", "2d", "3h", "Js", "Ts", "4c", "4d", "4h")
    1
    """
    return _omaha(cards, 5, "evaluate_plo5_cards")


def evaluate_plo6_cards(*cards: int | str | Card) -> int:
    """6-card Omaha: five board cards then six hole cards."""
    return _omaha(cards, 6, "evaluate_plo6_cards")


def sample_cards(size: int) -> list[int]:
    """``size`` distinct random card ids from the :mod:`random` module's generator, as
    phevaluator draws them (the same ids for the same ``random.seed``).

    >>> random.seed(3)
    >>> first = sample_cards(5)
    >>> random.seed(3)
    >>> sample_cards(5) == first, len(set(first))
    (True, 5)
    """
    if not is_integer(size) or not 0 <= int(size) <= 52:
        raise InvalidHandError(f"size must be a whole number 0 to 52, got {size!r:.40}")
    return random.sample(range(52), k=int(size))
