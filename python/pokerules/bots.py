"""A stable path: :mod:`pokerules.players.bots` under the name the README has always shown."""

from pokerules.players.bots import (
    Bot,
    RandomBot,
    play_hand,
    play_random,
    random_decision,
)

__all__ = [
    "Bot",
    "RandomBot",
    "play_hand",
    "play_random",
    "random_decision",
]
