"""``pokerules eval``: one hand judged on any scale, as text or (``--json``) one JSON document.

``--game`` names the scale: ``high``, ``low27``, ``deuces-wild``, ``dead-deuce`` (deuces wild
only face up: ``--up`` names the face-up cards), ``a5`` (or ``razz``), ``badugi`` (four cards),
``stud8`` (high and eight-or-better low), ``omaha`` and ``omaha8`` (the hole cards as CARDS,
the board with ``--board``), or any registry game, which judges on its own scale. Categories
are in each scale's words (:func:`~pokerules.evaluation.low_names.category_name`): a 2-7 or
ace-to-five low is a seven-low, not a high card.

>>> print(as_text(judge("a5", "7c 5d 4h 2s Ac Kd")))
cards:       7♣ 5♦ 4♥ 2♠ A♣ K♦
game:        a5
class:       9
category:    Seven-low
description: Seven-five low: 7-5-4-2-A
best five:   7♣ 5♦ 4♥ 2♠ A♣
>>> print(as_text(judge("omaha8", "Ac 2d Kh Ks", board="3c 4d 5h Qs 9c")))
hole:        A♣ 2♦ K♥ K♠
board:       3♣ 4♦ 5♥ Q♠ 9♣
game:        omaha8
class:       1609
category:    Straight
description: Five-high straight
best five:   A♣ 2♦ 5♥ 4♦ 3♣
low:         1 (Five-low)
low hand:    Five-four low: 5-4-3-2-A
best low:    2♦ A♣ 5♥ 4♦ 3♣
>>> face_up = judge("dead-deuce", "2c Kd Kh Ks 2h 8d 9s", up="2h Kh 8d 9s")  # 2c is face down
>>> face_up["description"], face_up["wild"]
('Four of a kind, kings', {'2h': 'Kc'})
"""

from __future__ import annotations

import argparse
from collections.abc import Sequence
from typing import Any

from pokerules.cards import Card, parse_hand
from pokerules.errors import InvalidArgumentError, PokerulesError
from pokerules.evaluation.ace_to_five import best_five_low_a5, evaluate_low_a5
from pokerules.evaluation.badugi import best_badugi, evaluate_badugi
from pokerules.evaluation.five_card import (
    best_five,
    best_five_low27,
    best_wild_hand,
    describe,
    evaluate,
    evaluate_low27,
)
from pokerules.evaluation.low_names import category_name
from pokerules.evaluation.omaha import best_omaha_hand, best_omaha_low, evaluate_omaha_hilo
from pokerules.games import Game, find_game, game_names

__all__ = ["EVAL_GAMES", "add_parser", "as_text", "eval_game", "judge", "run"]

EVAL_GAMES = ("high", "low27", "deuces-wild", "dead-deuce", "a5", "razz", "badugi", "stud8",
              "omaha", "omaha8")  # fmt: skip
"""The ``--game`` names of ``pokerules eval``; a registry game maps to one of them."""

_OMAHA = ("omaha", "omaha8")
_WILD = ("deuces-wild", "dead-deuce")


def add_parser(commands: Any) -> None:
    """Registers ``eval`` on the command line's subparsers."""
    command = commands.add_parser(
        "eval",
        help="judge one hand: 5 to 7 cards (4 in badugi; Omaha hole cards with --board)",
        description="Print the class number, category, description and best five cards "
        "(with --json, one JSON document).",
    )
    command.add_argument("cards", nargs="+", help='cards, such as "As Kd Qh Jc Ts"')
    command.add_argument("--game", type=eval_game, default="high",
                         help="how to judge the hand: high, low27, deuces-wild, dead-deuce "
                              "(with --up), a5 (razz), badugi, stud8 (hi-lo), omaha, omaha8 "
                              "(hi-lo), or a game name (default: high)")  # fmt: skip
    command.add_argument("--board", default=None,
                         help='omaha and omaha8 only: the board cards, such as "Ts 9s 2s 3d 4h";'
                              " CARDS are the hole cards")  # fmt: skip
    command.add_argument("--wild", default=None,
                         help='deuces-wild only: the wild cards, a rank ("5") or cards '
                              '("Js Jh"); default deuces')  # fmt: skip
    command.add_argument("--wild-mask", default=None,
                         help="deuces-wild only: one 0/1 per card marking exactly which cards "
                              "are wild")  # fmt: skip
    command.add_argument("--up", default=None,
                         help="dead-deuce only: the face-up cards among CARDS; the deuces among "
                              "them are wild, the others natural")  # fmt: skip
    command.add_argument("--json", action="store_true", help="print one JSON document")


def eval_game(text: str) -> str:
    """An argument type: an ``eval`` scale, or a registry game read as the scale it plays.

    >>> eval_game("triple-draw"), eval_game("FO/8"), eval_game("dead-deuce"), eval_game("FR")
    ('low27', 'omaha8', 'dead-deuce', 'a5')
    """
    if text in EVAL_GAMES:
        return text
    try:
        game = find_game(text)
    except PokerulesError:
        choices = ", ".join(repr(name) for name in EVAL_GAMES)
        raise argparse.ArgumentTypeError(
            f"invalid choice: {text!r} (choose from {choices} or a game: {', '.join(game_names())})"
        ) from None
    return _scale_of(game)


def _scale_of(game: Game) -> str:
    split = game.hi_lo != "none"
    if game.hole_cards == "exactly_two":
        return "omaha8" if split else "omaha"
    if split:
        return "stud8"
    if game.evaluation == "wild":
        return "dead-deuce" if game.wild_face_up_only else "deuces-wild"
    return game.evaluation  # high, low27, a5, badugi


def run(args: argparse.Namespace) -> None:
    """Judges the hand of the parsed arguments and prints the report (text or JSON)."""
    report = judge(args.game, " ".join(args.cards), board=args.board, wild=args.wild,
                   wild_mask=args.wild_mask, up=args.up)  # fmt: skip
    if args.json:
        import json

        print(json.dumps({"command": "eval", **report}, indent=2))
    else:
        print(as_text(report))


def _ids(cards: Sequence[Card]) -> list[str]:
    return [str(card) for card in cards]


def _checked_options(game: str, board: str | None, wild: str | None, mask: str | None,
                     up: str | None) -> None:  # fmt: skip
    """Refuse options that do not go with the game, each saying where it belongs."""
    if (board is not None) != (game in _OMAHA):
        raise InvalidArgumentError(
            "--board goes with --game omaha or omaha8, which take the hole cards as CARDS "
            "and the board cards (3 to 5) with --board"
            if board is not None
            else f"--game {game} needs the board: CARDS are the hole cards, --board the board"
        )
    if game != "deuces-wild" and (wild is not None or mask is not None):
        raise InvalidArgumentError(
            f"--wild and --wild-mask apply to --game deuces-wild (or a wild game), not {game}"
            + ("; in dead-deuce --up decides which deuces are wild" if game == "dead-deuce" else "")
        )
    if up is not None and game != "dead-deuce":
        raise InvalidArgumentError(f"--up applies to --game dead-deuce, not {game}")
    if up is None and game == "dead-deuce":
        raise InvalidArgumentError(
            "in Dead Deuce a deuce is wild only while face up: name the face-up cards with "
            '--up, such as --up "2h Kh 8d" (the deuces among them are wild), or use --game '
            "deuces-wild for every deuce wild"
        )


def judge(
    game: str,
    cards_text: str,
    *,
    board: str | None = None,
    wild: str | None = None,
    wild_mask: str | None = None,
    up: str | None = None,
) -> dict[str, Any]:
    """The ``pokerules eval`` report of a hand: the fields of its JSON document.

    ``game`` is one of :data:`EVAL_GAMES`. The report holds ``game``, ``scale``, ``cards``,
    ``board`` (Omaha, else ``None``), ``class``, ``category``, ``description``, ``best`` (the
    cards played, as held), ``wild`` (each wild card played and the card it stands for, wild
    games only), and in the hi-lo games ``low`` (``None`` without an eight-or-better low).

    >>> report = judge("low27", "7c 7d 4h 3s 2c")
    >>> report["class"], report["category"], report["best"]
    (2379, 'One pair', ['7d', '7c', '4h', '3s', '2c'])
    """
    _checked_options(game, board, wild, wild_mask, up)
    cards = parse_hand(cards_text)
    report: dict[str, Any] = {"game": game, "cards": _ids(cards), "board": None}
    if board is not None:
        board_cards = parse_hand(board)
        high, low = evaluate_omaha_hilo(cards, board_cards)
        report["board"] = _ids(board_cards)
        report |= _fields(high, "high", best_omaha_hand(cards, board_cards))
        if game == "omaha8":
            report["low"] = None if low is None else _fields(
                low, "a5", best_omaha_low(cards, board_cards) or ()
            )  # fmt: skip
        return report
    if game in _WILD:
        flags = _wild_flags(cards, wild_mask, up)
        hand = best_wild_hand(cards, wild=wild, wild_mask=flags)
        report |= _fields(hand.value, "wild", [held for held, _ in hand.cards])
        report["wild"] = {str(card): str(shown) for card, shown in hand.substitutions.items()}
    elif game == "low27":
        report |= _fields(evaluate_low27(cards), "low27", best_five_low27(cards))
    elif game in ("a5", "razz"):
        report |= _fields(evaluate_low_a5(cards), "a5", best_five_low_a5(cards))
    elif game == "badugi":
        report |= _fields(evaluate_badugi(cards), "badugi", best_badugi(cards))
    else:
        report |= _fields(evaluate(cards), "high", best_five(cards))
        if game == "stud8":
            low = evaluate_low_a5(cards, qualify=8)
            report["low"] = None if low is None else _fields(low, "a5", best_five_low_a5(cards))
    return report


def _fields(value: int, scale: Any, best: Sequence[Card]) -> dict[str, Any]:
    return {
        "scale": scale,
        "class": value,
        "category": category_name(value, scale),
        "description": describe(value, scale),
        "best": _ids(best),
    }


def _wild_flags(cards: Sequence[Card], mask: str | None, up: str | None) -> list[bool] | None:
    """Which cards are wild: from ``--wild-mask``, or the face-up deuces of ``--up``."""
    if mask is not None:
        if set(mask) - {"0", "1"} or len(mask) != len(cards):
            raise InvalidArgumentError(
                f"--wild-mask takes one 0 or 1 per card ({len(cards)} here), such as "
                + "1" + "0" * (len(cards) - 1)
            )  # fmt: skip
        return [flag == "1" for flag in mask]
    if up is None:
        return None
    face_up = parse_hand(up) if up.strip() else ()
    stray = [card.symbol for card in face_up if card not in cards]
    if stray:
        raise InvalidArgumentError(f"--up names cards that are not in the hand: {' '.join(stray)}")
    return [card in face_up and card.rank == 0 for card in cards]


def as_text(report: dict[str, Any]) -> str:
    """The report as the lines ``pokerules eval`` prints, cards as suit symbols."""

    def shown(ids: Sequence[str]) -> str:
        return " ".join(Card(card).symbol for card in ids)

    if report["board"] is None:
        lines = [f"cards:       {shown(report['cards'])}"]
    else:
        lines = [f"hole:        {shown(report['cards'])}", f"board:       {shown(report['board'])}"]
    lines += [
        f"game:        {report['game']}",
        f"class:       {report['class']}",
        f"category:    {report['category']}",
        f"description: {report['description']}",
    ]
    best = shown(report["best"])
    if "wild" in report:  # each wild card with the card it stands for
        stands = report["wild"]
        best = " ".join(
            f"{Card(card).symbol} as {Card(stands[card]).symbol}" if card in stands else
            Card(card).symbol for card in report["best"]
        )  # fmt: skip
    lines.append(f"{'best hand:' if report['scale'] == 'badugi' else 'best five:':<13}{best}")
    if "low" in report:
        low = report["low"]
        if low is None:
            lines.append("low:         none (no eight-or-better low)")
        else:
            lines += [
                f"low:         {low['class']} ({low['category']})",
                f"low hand:    {low['description']}",
                f"best low:    {shown(low['best'])}",
            ]
    return "\n".join(lines)
