"""The ``pokerules`` command line.

``pokerules eval CARDS [--game high|low27|deuces-wild] [--wild W] [--wild-mask 1001000]``
prints the class number, category, description and best five cards of a hand.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from pokerules.cards import parse_hand
from pokerules.errors import PokerulesError
from pokerules.evaluation import (
    best_five,
    best_five_low27,
    best_wild_hand,
    category,
    describe,
    evaluate,
    evaluate_low27,
)

__all__ = ["main"]

GAMES = ("high", "low27", "deuces-wild")
"""The scales ``pokerules eval`` can judge a hand on."""


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="pokerules", description="Poker rules engine and hand evaluator."
    )
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    evaluate_command = commands.add_parser(
        "eval",
        help="evaluate a hand of 5 to 7 cards",
        description="Print the class number, category, description and best five cards.",
    )
    evaluate_command.add_argument("cards", nargs="+", help='cards, such as "As Kd Qh Jc Ts"')
    evaluate_command.add_argument(
        "--game", choices=GAMES, default="high", help="how to judge the hand (default: high)"
    )
    evaluate_command.add_argument(
        "--wild",
        default=None,
        help='deuces-wild only: the wild cards, a rank ("5") or cards ("Js Jh"); default deuces',
    )
    evaluate_command.add_argument(
        "--wild-mask",
        default=None,
        help="deuces-wild only: one 0/1 per card marking exactly which cards are wild",
    )
    return parser


def _evaluate(args: argparse.Namespace) -> str:
    cards = parse_hand(" ".join(args.cards))
    lines = [f"cards:       {' '.join(card.symbol for card in cards)}", f"game:        {args.game}"]
    if args.game == "deuces-wild":
        mask = None
        if args.wild_mask is not None:
            if set(args.wild_mask) - {"0", "1"}:
                raise PokerulesError("--wild-mask takes one 0 or 1 per card, such as 10010")
            mask = [flag == "1" for flag in args.wild_mask]
        hand = best_wild_hand(cards, wild=args.wild, wild_mask=mask)
        value, best, shown = hand.value, str(hand), hand.description
        kind = hand.category
    elif args.game == "low27":
        value = evaluate_low27(cards)
        best = " ".join(card.symbol for card in best_five_low27(cards))
        shown, kind = describe(value, "low27"), category(value, "low27")
    else:
        value = evaluate(cards)
        best = " ".join(card.symbol for card in best_five(cards))
        shown, kind = describe(value), category(value)
    lines += [
        f"class:       {value}",
        f"category:    {kind.label}",
        f"description: {shown}",
        f"best five:   {best}",
    ]
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    """Runs the command line; returns the exit status (0 success, 2 usage error)."""
    args = _parser().parse_args(argv)
    try:
        print(_evaluate(args))
    except PokerulesError as error:
        print(f"pokerules: error: {error}", file=sys.stderr)
        return 2
    return 0
