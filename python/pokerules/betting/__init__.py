"""Betting: structures, pots and the betting round. It knows no cards and no game.

* :mod:`~pokerules.betting.structures`: no limit, pot limit, fixed limit;
* :mod:`~pokerules.betting.rounds`: one betting round, its legal actions and commands;
* :mod:`~pokerules.betting.pots`: the main and side pots of a hand's contributions;
* :mod:`~pokerules.betting.ledger`: a hand's chips (stacks, bets, contributions, folds, dead
  money), which the betting round borrows.

``pokerules.betting`` keeps the names it had as a module, re-exported here from
:mod:`~pokerules.betting.structures`.
"""

from pokerules.betting.structures import (
    BettingStructure,
    FixedLimit,
    NoLimit,
    PotLimit,
)

__all__ = [
    "BettingStructure",
    "FixedLimit",
    "NoLimit",
    "PotLimit",
]
