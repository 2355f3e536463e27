"""A stable path: :mod:`pokerules.players.strategies` under the name the README has always shown."""

from pokerules.players.strategies import (
    HeuristicBot,
    high_discards,
    low27_discards,
    stud_roll,
)

__all__ = [
    "HeuristicBot",
    "high_discards",
    "low27_discards",
    "stud_roll",
]
