"""The ``pokerules`` command line (also ``python -m pokerules``).

* ``pokerules simulate GAME --hands N --players K --seed S [--workers W]``: bots play
  sessions; prints results tables, and hand histories with ``--history``. GAME may be a mix
  (``HORSE``, ``8-game``, ``PPC``), or ``--games A,B,... [--every N|orbit]`` a rotation.
* ``pokerules play GAME`` (or ``--games A,B,...``): play a session at the terminal against bots.
* ``pokerules eval CARDS [--game high|low27|deuces-wild|a5|razz|badugi|stud8|GAME]``: judge
  one hand; ``--game omaha|omaha8 --board BOARD`` judges CARDS as Omaha hole cards.
* ``pokerules bench``: evaluator and engine throughput against the peers installed.
* ``pokerules equity HANDS... [--board B] [--dead D] [--game G] [--draws N] [--plan P]
  [--exact | --samples N] [--seed S]``: each hand's equity as a table, in any game (stud
  hands in dealing order with ``??`` for an unseen card, draw hands as the cards kept).
* ``pokerules replay FILE.phh|FILE.phhs [--check]``: replay PHH hand histories; given site
  files (a PokerStars file, folder or glob), a table of the hands or the story of one.
* ``pokerules import FILES... --to out.phhs``: site hand histories to PHH, per game.

Every command has ``--help``; it exits 0 on success (and when ``play`` ends because its input
did), 2 on a usage error, and 130 when interrupted.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Sequence

from pokerules.cards import parse_hand
from pokerules.cli import equity as cli_equity
from pokerules.cli import mixed as cli_mixed
from pokerules.cli import odds as cli_odds
from pokerules.cli import replay as cli_replay
from pokerules.cli import site_hands as cli_site_hands
from pokerules.cli.evaluators import EVALUATOR_GAMES, evaluate_text
from pokerules.errors import InvalidArgumentError, PokerulesError
from pokerules.evaluation.five_card import (
    best_five,
    best_five_low27,
    best_wild_hand,
    category,
    describe,
    evaluate,
    evaluate_low27,
)
from pokerules.games import find_game, game_names

__all__ = ["main"]

SCALES = ("high", "low27", "deuces-wild", *EVALUATOR_GAMES)
"""The scales ``pokerules eval`` can judge a hand on; game names map to their scale."""


def _at_least(least: int) -> Callable[[str], int]:
    """An argument type: a whole number, ``least`` or more."""

    def whole_number(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
        if value < least:
            raise argparse.ArgumentTypeError(f"must be at least {least}, not {value}")
        return value

    whole_number.__name__ = "whole number"  # argparse names the type in its messages
    return whole_number


_positive = _at_least(1)
_players = _at_least(2)


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="pokerules", description="Poker rules engine and hand evaluator."
    )
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    games = ", ".join(game_names())

    sim = commands.add_parser(
        "simulate",
        help="let bots play sessions of a game and report the results",
        description=f"Bots play sessions of GAME ({games}) and the results are tabled.",
    )
    sim.add_argument("game", nargs="?", type=cli_mixed.game_name_or_mix,
                     help=f"the game: {games} (or an alias), or HORSE, 8-game, PPC")  # fmt: skip
    cli_mixed.add_arguments(sim)
    sim.add_argument("--hands", type=_positive, default=None,
                     help="hands to deal at least (default: one session, 10 deals)")  # fmt: skip
    sim.add_argument("--players", type=_players, default=4, help="players (default 4)")
    sim.add_argument("--seed", type=int, default=0, help="seed of everything random")
    sim.add_argument("--workers", type=_positive, default=1, help="worker processes")
    sim.add_argument("--bots", default="heuristic,random",
                     help="strategies round the table, comma separated "
                          "(random, heuristic; default heuristic,random)")  # fmt: skip
    sim.add_argument("--history", action="store_true",
                     help="print the first session's hand histories and standings")  # fmt: skip
    sim.add_argument("--plot", metavar="FILE.png", default=None,
                     help="chart showdown categories and pot sizes (matplotlib)")  # fmt: skip
    sim.add_argument("--phh", metavar="FILE.phhs", default=None,
                     help="write the first session's hands as a PHH file: FILE.phhs for "
                          "several hands, FILE.phh for one (--hands 1)")  # fmt: skip
    sim.add_argument("--no-progress", action="store_true", help="no progress bar")
    sim.add_argument("--no-allin-ev", action="store_true",
                     help="skip the all-in adjusted results (each all-in pot paid by equity; "
                          "faster when bots go all-in often)")  # fmt: skip

    play = commands.add_parser(
        "play",
        help="play a session at the terminal against bots",
        description=f"Play GAME ({games}) against bots; type 'help' at any prompt.",
    )
    play.add_argument("game", nargs="?", type=cli_mixed.game_name_or_mix,
                      help=f"the game: {games} (or an alias), or HORSE, 8-game, PPC")  # fmt: skip
    cli_mixed.add_arguments(play)
    play.add_argument("--players", type=_players, default=4, help="players, you included")
    play.add_argument("--seed", type=int, default=None, help="seed (default: random)")
    play.add_argument("--deals", type=_positive, default=None, help="deals in the session")
    play.add_argument("--bot", choices=("heuristic", "random"), default="heuristic",
                      help="the opponents' strategy")  # fmt: skip

    evaluate_command = commands.add_parser(
        "eval",
        help="evaluate a hand of 5 to 7 cards",
        description="Print the class number, category, description and best five cards.",
    )
    evaluate_command.add_argument("cards", nargs="+", help='cards, such as "As Kd Qh Jc Ts"')
    evaluate_command.add_argument(
        "--game",
        type=_eval_scale,
        default="high",
        help="how to judge the hand: high, low27, deuces-wild, a5 (razz), badugi, stud8 (hi-lo), "
        "omaha, omaha8 (hi-lo), or a game name (default: high)",
    )
    evaluate_command.add_argument(
        "--board",
        default=None,
        help='omaha and omaha8 only: the board cards, such as "Ts 9s 2s 3d 4h"; CARDS are the hole',
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

    bench = commands.add_parser(
        "bench",
        help="measure evaluator and engine throughput against installed peers",
        description="Time pokerules and whichever of phevaluator, treys, eval7 and pokerkit "
        "are installed, in this process, and print the ratios.",
    )
    bench.add_argument("--quick", action="store_true", help="fewer repetitions")
    cli_equity.add_parser(commands)
    cli_odds.add_parser(commands)
    cli_replay.add_parser(commands)
    cli_site_hands.add_parser(commands)
    return parser


def _eval_scale(text: str) -> str:
    if text in SCALES:
        return text
    try:
        game = find_game(text)
    except PokerulesError:
        choices = ", ".join(repr(s) for s in SCALES)
        raise argparse.ArgumentTypeError(
            f"invalid choice: {text!r} (choose from {choices} or a game: {', '.join(game_names())})"
        ) from None
    return {"high": "high", "low27": "low27", "wild": "deuces-wild"}[game.evaluation]


def _evaluate(args: argparse.Namespace) -> str:
    if args.game != "deuces-wild" and (args.wild is not None or args.wild_mask is not None):
        raise InvalidArgumentError(
            f"--wild and --wild-mask apply to --game deuces-wild (or a wild game), not {args.game}"
        )
    if args.game in EVALUATOR_GAMES or args.board is not None:
        return evaluate_text(args.game, " ".join(args.cards), args.board)
    cards = parse_hand(" ".join(args.cards))
    lines = [f"cards:       {' '.join(card.symbol for card in cards)}", f"game:        {args.game}"]
    if args.game == "deuces-wild":
        mask = None
        if args.wild_mask is not None:
            if set(args.wild_mask) - {"0", "1"}:
                raise InvalidArgumentError("--wild-mask takes one 0 or 1 per card, such as 10010")
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


def _simulate(args: argparse.Namespace) -> None:
    from pokerules.cli.report import print_simulation

    print_simulation(args)


def _play(args: argparse.Namespace) -> None:
    from pokerules.cli.terminal import play_session

    game = cli_mixed.game_from_args(args)
    play_session(game, players=args.players, seed=args.seed, deals=args.deals, bot=args.bot)


def _bench(args: argparse.Namespace) -> None:
    from pokerules.cli.report import print_bench

    print_bench(quick=args.quick)


def main(argv: Sequence[str] | None = None) -> int:
    """Runs the command line; returns the exit status (0 success, 2 usage error)."""
    parser = _parser()
    try:
        args = parser.parse_args(argv)
    except SystemExit as stop:
        return int(stop.code or 0)
    try:
        if args.command == "eval":
            print(_evaluate(args))
        elif args.command == "simulate":
            _simulate(args)
        elif args.command == "play":
            _play(args)
        elif args.command == "equity":
            cli_equity.run(args)
        elif args.command in cli_odds.COMMANDS:
            cli_odds.run(args)
        elif args.command == "replay":
            return cli_replay.run(args)
        elif args.command == "import":
            return cli_site_hands.run_import(args)
        else:
            _bench(args)
    except PokerulesError as error:
        print(f"pokerules: error: {error}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("pokerules: interrupted", file=sys.stderr)
        return 130
    return 0
