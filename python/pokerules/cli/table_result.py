"""The end of a hand at the terminal table: who won each pot, and in split games each half.

Worked out from what the table saw: the awards, and the hands shown down (a shown hand's
cards give its high and its eight-or-better low, valued by the game's own
:class:`~pokerules.engine.valuation.Valuer`). Mucked and folded hands play no part.

>>> from pokerules.records import Award, Show
>>> from pokerules.cards import parse_hand
>>> from pokerules import evaluate, find_game
>>> held = [parse_hand("As 2d 3c 4h 8s Kd Kc"), parse_hand("Qs Qd Qc 7h 9d Jc Ts")]
>>> shows = [Show(seat, cards, evaluate(cards), "") for seat, cards in enumerate(held)]
>>> records = shows + [Award(1, 11, 0), Award(0, 10, 0)]
>>> for line in pot_lines(records, ["You", "Bot 1"], find_game("stud8")):
...     print(line)
Pot of 21: high 11 to Bot 1 (Three of a kind, queens), low 10 to You (Eight-four low: 8-4-3-2-A)
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from pokerules.engine.plan import plan_for
from pokerules.evaluation.five_card import describe
from pokerules.games import Game
from pokerules.players.views import Hidden
from pokerules.records import Award, Record, Show

__all__ = ["net_line", "pot_lines"]


def pot_lines(entries: Iterable[Record | Hidden], names: Sequence[str], game: Game) -> list[str]:
    """A line per pot won at a showdown of a split game (eight or better): the high half
    and the low half, each with its winners, chips and hand; or who scoops it and why.

    Other games and pots won without a showdown give no lines: the log's awards say it all.
    """
    if game.hi_lo == "none":
        return []
    entries = list(entries)
    shows = {e.seat: e for e in entries if isinstance(e, Show)}
    pots: dict[int, dict[int, int]] = {}
    for e in entries:
        if isinstance(e, Award):
            won = pots.setdefault(e.pot, {})
            won[e.seat] = won.get(e.seat, 0) + e.amount
    valuer = plan_for(game).valuer
    lines = []
    for index in sorted(pots):
        won = pots[index]
        amount = sum(won.values())
        label = f"Pot of {amount}" if len(pots) == 1 else _pot_name(index, amount)
        if not all(seat in shows for seat in won):
            continue  # not a showdown: an uncontested pot
        hands = {
            seat: valuer.value_split(shows[seat].cards, [False] * len(shows[seat].cards))
            for seat in won
        }
        # Every winner was eligible, and the best hands among the eligible win: the best
        # high among the winners took the high half, the best low among them the low half.
        top = min(high for high, _ in hands.values())
        high = [seat for seat, (value, _) in hands.items() if value == top]
        lows = [low for _, low in hands.values() if low is not None]
        high_hand = valuer.describe_high(top)
        if not lows:
            who = _names(high, names)
            lines.append(f"{label}: no low qualifies, {who} {_scoop(high, who)} it ({high_hand})")
            continue
        best = min(lows)
        low = [seat for seat, (_, value) in hands.items() if value == best]
        low_half = amount // 2
        if high == low and len(high) == 1:
            who = names[high[0]]
            lines.append(
                f"{label}: {who} {_scoop(high, who)} it, high ({high_hand}) "
                f"and low ({describe(best, 'a5')})"
            )
            continue
        lines.append(
            f"{label}: high {amount - low_half} to {_names(high, names)} "
            f"({high_hand}), low {low_half} to {_names(low, names)} "
            f"({describe(best, 'a5')})"
        )
    return lines


def net_line(net: int, name: str = "You") -> str:
    """What the hand did to a player's chips, in words.

    >>> net_line(12), net_line(-4), net_line(0, "Bot 2")
    ('You won 12 this hand', 'You lost 4 this hand', 'Bot 2 broke even this hand')
    """
    if net > 0:
        return f"{name} won {net} this hand"
    if net < 0:
        return f"{name} lost {-net} this hand"
    return f"{name} broke even this hand"


def _scoop(seats: Sequence[int], who: str) -> str:
    """The verb for taking a whole pot, agreeing with its subject ("You scoop")."""
    if len(seats) > 1:
        return "share"
    return "scoop" if who == "You" else "scoops"


def _pot_name(index: int, amount: int) -> str:
    return f"Main pot of {amount}" if index == 0 else f"Side pot {index} of {amount}"


def _names(seats: Sequence[int], names: Sequence[str]) -> str:
    listed = [names[seat] for seat in seats]
    return listed[0] if len(listed) == 1 else ", ".join(listed[:-1]) + " and " + listed[-1]
