"""Typed surface of the compiled extension ``pokerules._core`` (see ``rust/py/``)."""

from collections.abc import Iterable
from typing import Any

__all__ = [
    "best_five",
    "best_hand_wild",
    "evaluate",
    "evaluate_batch",
    "evaluate_low27",
    "evaluate_wild",
    "hand_shape",
    "parse_card",
    "parse_hand",
    "shuffle",
    "warm_up",
    "wild_cards",
]

_Card = int | str
_Cards = _Card | Iterable[_Card]
_Wild = str | Iterable[_Card] | None

def evaluate(*cards: _Cards) -> int:
    """Best five-card high class (1 = royal flush, 7462 = 7-5-4-3-2) of 5 to 7 cards."""

def evaluate_low27(*cards: _Cards) -> int:
    """Best five-card deuce-to-seven class (1 = 7-5-4-3-2, 7462 = royal flush)."""

def evaluate_wild(
    *cards: _Cards,
    wild: _Wild = None,
    wild_mask: Iterable[Any] | None = None,
    may_duplicate: bool = False,
) -> int:
    """Best five-card high value with wild cards (five of a kind from -12)."""

def best_five(*cards: _Cards, low: bool = False) -> list[int]:
    """Ids of the five cards of the best high (or, with ``low``, 2-7 low) hand."""

def best_hand_wild(
    *cards: _Cards,
    wild: _Wild = None,
    wild_mask: Iterable[Any] | None = None,
    may_duplicate: bool = False,
) -> tuple[int, list[tuple[int, int]]]:
    """The best wild hand's value and its five (card held, card shown) pairs."""

def wild_cards(wild: _Wild = None) -> int:
    """The card set (bit c = card id c) that ``wild`` names; ``None`` is the deuces."""

def hand_shape(value: int, scale: str = "high", may_duplicate: bool = False) -> tuple[int, bytes]:
    """Category number and compared ranks (one byte each) of a value on a scale."""

def parse_card(card: _Card) -> int:
    """The id of one card given as an id or text."""

def parse_hand(text: str) -> list[int]:
    """The ids of the cards written in ``text``."""

def shuffle(cards: list[int], seed: int) -> list[int]:
    """The ids shuffled by SplitMix64 seeded with ``seed`` (0 <= seed < 2**64)."""

def evaluate_batch(
    hands: Any,
    out: Any,
    scale: str,
    wild_cards: int = 15,
    masks: Any | None = None,
    may_duplicate: bool = False,
) -> None:
    """Evaluates the rows of a 2-D integer buffer into an int32 buffer."""

def warm_up() -> None:
    """Builds every lookup table now rather than on first use."""
