"""Betting structures: no limit, pot limit and fixed limit, as small immutable rule objects.

A game names one structure; the hand state machine asks it for the bet sizes of each round and
how much an increase must add to count as a full raise. The state machine itself keeps the
per-round bookkeeping (who has acted, what they faced), so these objects stay pure data.

>>> from pokerules.betting.structures import FixedLimit, NoLimit
>>> NoLimit(min_bet=2).describe()
'no limit, minimum bet 2'
>>> FixedLimit(bets=(2, 2, 4, 4), cap_raises=3).describe()
'fixed limit 2/2/4/4, one bet and 3 raises a round, no cap heads-up'
>>> FixedLimit(bets=(2, 4)).size(5)  # rounds past the list use the last size
4
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TypeAlias

from pokerules.errors import InvalidGameError
from pokerules.validate import as_flag, as_int, as_list

__all__ = ["BettingStructure", "FixedLimit", "NoLimit", "PotLimit"]


@dataclass(frozen=True, slots=True)
class NoLimit:
    """No-limit betting: bet at least ``min_bet``, raise by at least the last full raise.

    The minimum resets to ``min_bet`` every round, and (as in TDA rule 47) a short all-in
    reopens the betting for players who already acted only once the increases they face
    add up to a full raise.
    """

    min_bet: int = 2

    def __post_init__(self) -> None:
        _set(self, "min_bet", as_int(self.min_bet, "min_bet", low=1, error=InvalidGameError))

    def describe(self) -> str:
        """The structure in words."""
        return f"no limit, minimum bet {self.min_bet}"


@dataclass(frozen=True, slots=True)
class PotLimit:
    """Pot-limit betting: like :class:`NoLimit`, but a bet or raise may add at most the pot.

    The largest raise is to the current bet plus the pot after the raiser has called, the usual
    card-room rule.
    """

    min_bet: int = 2

    def __post_init__(self) -> None:
        _set(self, "min_bet", as_int(self.min_bet, "min_bet", low=1, error=InvalidGameError))

    def describe(self) -> str:
        """The structure in words."""
        return f"pot limit, minimum bet {self.min_bet}"


@dataclass(frozen=True, slots=True)
class FixedLimit:
    """Fixed-limit betting: every bet and raise is the round's size.

    ``bets`` gives the size of each betting round in order (the last size repeats). A round
    allows one bet and ``cap_raises`` raises while three or more players hold cards, and no cap
    once only two remain (``None`` means no cap at all). An all-in of at least half the size
    counts as a raise and reopens the betting; a smaller one does not, and players still to act
    may complete it to the full raise. With ``short_all_in_completes`` (PokerStars' rule) an
    all-in short of a full raise still reopens the betting from half the size, but the next
    raise completes it: a bet of 60, a raise to 120, an all-in to 150, and the next raise is
    to 180, not 210.
    """

    bets: tuple[int, ...] = (2, 4)
    cap_raises: int | None = 3
    uncapped_heads_up: bool = True
    short_all_in_completes: bool = False

    def __post_init__(self) -> None:
        error = InvalidGameError
        bets = as_list(self.bets, "bets", limit=64, error=error,
                       item=lambda b: as_int(b, "a bet size", low=1, error=error))  # fmt: skip
        if not bets:
            raise error("bets must list at least one bet size")
        _set(self, "bets", tuple(bets))
        if self.cap_raises is not None:
            _set(self, "cap_raises", as_int(self.cap_raises, "cap_raises", low=0, error=error))
        _set(self, "uncapped_heads_up",
             as_flag(self.uncapped_heads_up, "uncapped_heads_up", error=error))  # fmt: skip
        completes = as_flag(self.short_all_in_completes, "short_all_in_completes", error=error)
        _set(self, "short_all_in_completes", completes)

    def size(self, round_index: int) -> int:
        """The bet size of betting round ``round_index`` (0-based)."""
        bets = self.bets
        if type(round_index) is not int:
            round_index = as_int(round_index, "round_index")
        if round_index < 0:
            as_int(round_index, "round_index", low=0)
        return bets[round_index] if round_index < len(bets) else bets[-1]

    def describe(self) -> str:
        """The structure in words."""
        sizes = "/".join(str(size) for size in self.bets)
        completed = ", a short all-in raise is completed" if self.short_all_in_completes else ""
        if self.cap_raises is None:
            return f"fixed limit {sizes}, no cap{completed}"
        tail = ", no cap heads-up" if self.uncapped_heads_up else ""
        return f"fixed limit {sizes}, one bet and {self.cap_raises} raises a round{tail}{completed}"


def _set(structure: object, name: str, value: object) -> None:
    """Store a checked value (a tuple from a list, an int from a numpy int)."""
    if getattr(structure, name) is not value:
        object.__setattr__(structure, name, value)


BettingStructure: TypeAlias = NoLimit | PotLimit | FixedLimit
"""Any of the betting structures."""
