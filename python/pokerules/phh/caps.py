"""The fixed-limit structures PHH's standard files are played with: tournament caps.

The dataset's hands come from tournaments (the WSOP's), which cap every fixed-limit round,
heads-up too. Both variant tables (:mod:`~pokerules.phh.variants` and
:mod:`~pokerules.phh.board_variants`) build their fixed-limit games here.
"""

from __future__ import annotations

from pokerules.betting.structures import FixedLimit
from pokerules.phh.fields import StandardFields

__all__ = ["STUD_TOURNAMENT_CAP", "TOURNAMENT_CAP", "tournament_limit"]

TOURNAMENT_CAP = 4
"""Raises allowed after the first bet in a fixed-limit round of a standard file.

Tournaments cap a round at one bet and four raises, even heads-up; the blind counts as the
first bet. This accepts every round pokerkit accepts (it allows four bets and raises after the
blinds)."""

STUD_TOURNAMENT_CAP = 3
"""Raises allowed after the first bet (the completion) in a stud round of a standard file:
one bet and three raises, even heads-up; the four bets a round pokerkit allows. The bring-in
is no bet."""


def tournament_limit(fields: StandardFields, *, stud: bool = False) -> FixedLimit:
    """The file's small and big bets as a capped fixed limit: the small bet for the first two
    rounds, the big bet after (stud: third and fourth street small, then big)."""
    small, big = fields.require("small_bet"), fields.require("big_bet")
    if stud:
        return FixedLimit(
            (small, small, big, big, big), STUD_TOURNAMENT_CAP, uncapped_heads_up=False
        )
    return FixedLimit((small, small, big, big), TOURNAMENT_CAP, uncapped_heads_up=False)
