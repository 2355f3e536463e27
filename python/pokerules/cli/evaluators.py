"""``pokerules eval`` on the ace-to-five, badugi, Omaha and eight-or-better scales.

``--game a5`` (or ``razz``) judges 5 to 7 cards as an ace-to-five low, ``badugi`` four cards,
``stud8`` 5 to 7 cards high and eight-or-better low; ``omaha`` and ``omaha8`` (hi-lo) take
the hole cards as CARDS and the board with ``--board``.

>>> print(evaluate_text("a5", "7c 5d 4h 2s Ac Kd", None))
cards:       7♣ 5♦ 4♥ 2♠ A♣ K♦
game:        a5
class:       9
category:    High card
description: Seven-five low: 7-5-4-2-A
best five:   7♣ 5♦ 4♥ 2♠ A♣
>>> print(evaluate_text("omaha8", "Ac 2d Kh Ks", "3c 4d 5h Qs 9c"))
hole:        A♣ 2♦ K♥ K♠
board:       3♣ 4♦ 5♥ Q♠ 9♣
game:        omaha8
class:       1609
category:    Straight
description: Five-high straight
best five:   A♣ 2♦ 5♥ 4♦ 3♣
low:         1
low hand:    Five-four low: 5-4-3-2-A
best low:    2♦ A♣ 5♥ 4♦ 3♣
"""

from __future__ import annotations

from collections.abc import Sequence

from pokerules.cards import Card, parse_hand
from pokerules.errors import PokerulesError
from pokerules.evaluation.ace_to_five import best_five_low_a5, evaluate_low_a5
from pokerules.evaluation.badugi import best_badugi, evaluate_badugi
from pokerules.evaluation.five_card import best_five, category, describe, evaluate
from pokerules.evaluation.omaha import best_omaha_hand, best_omaha_low, evaluate_omaha_hilo

__all__ = ["EVALUATOR_GAMES", "evaluate_text"]

EVALUATOR_GAMES = ("a5", "razz", "badugi", "stud8", "omaha", "omaha8")
"""The ``--game`` names this module judges; ``razz`` is ace-to-five."""

_OMAHA = ("omaha", "omaha8")


def _shown(cards: Sequence[Card]) -> str:
    return " ".join(card.symbol for card in cards)


def _high_lines(value: int, five: Sequence[Card]) -> list[str]:
    return [
        f"class:       {value}",
        f"category:    {category(value).label}",
        f"description: {describe(value)}",
        f"best five:   {_shown(five)}",
    ]


def _low_lines(low: int | None, five: Sequence[Card] | None) -> list[str]:
    if low is None or five is None:
        return ["low:         none (no eight-or-better low)"]
    return [
        f"low:         {low}",
        f"low hand:    {describe(low, 'a5')}",
        f"best low:    {_shown(five)}",
    ]


def evaluate_text(game: str, cards_text: str, board_text: str | None) -> str:
    """The ``pokerules eval`` report of a hand on one of :data:`EVALUATOR_GAMES`."""
    if (board_text is not None) != (game in _OMAHA):
        raise PokerulesError(
            "--board goes with --game omaha or omaha8, which take the hole cards as CARDS "
            "and the board cards (3 to 5) with --board"
            if board_text is not None
            else f"--game {game} needs the board: CARDS are the hole cards, --board the board"
        )
    cards = parse_hand(cards_text)
    if board_text is not None:
        board = parse_hand(board_text)
        high, low = evaluate_omaha_hilo(cards, board)
        lines = [
            f"hole:        {_shown(cards)}",
            f"board:       {_shown(board)}",
            f"game:        {game}",
        ]
        lines += _high_lines(high, best_omaha_hand(cards, board))
        if game == "omaha8":
            lines += _low_lines(low, best_omaha_low(cards, board))
        return "\n".join(lines)
    lines = [f"cards:       {_shown(cards)}", f"game:        {game}"]
    if game == "badugi":
        value = evaluate_badugi(cards)
        lines += [
            f"class:       {value}",
            f"category:    {category(value, 'badugi').label}",
            f"description: {describe(value, 'badugi')}",
            f"best hand:   {_shown(best_badugi(cards))}",
        ]
    elif game == "stud8":
        lines += _high_lines(evaluate(cards), best_five(cards))
        low = evaluate_low_a5(cards, qualify=8)
        lines += _low_lines(low, None if low is None else best_five_low_a5(cards))
    else:
        value = evaluate_low_a5(cards)
        lines += [
            f"class:       {value}",
            f"category:    {category(value, 'a5').label}",
            f"description: {describe(value, 'a5')}",
            f"best five:   {_shown(best_five_low_a5(cards))}",
        ]
    return "\n".join(lines)
