"""Why a betting round refuses an action, in words that say what the seat may do instead.

The texts read the round's state through :class:`RoundFacts`, so this module needs nothing of
:class:`~pokerules.betting.rounds.BettingRound` but what a refusal explains.
"""

from __future__ import annotations

from typing import Protocol

from pokerules.betting.legal import LegalActions, OpeningCheck
from pokerules.errors import IllegalActionError

__all__ = ["RoundFacts", "refused", "why_no_raise", "why_not"]


class RoundFacts(Protocol):
    """What a refusal reads of a betting round."""

    stacks: list[int]
    bets: list[int]
    acted: list[int]
    current: int
    capped: bool
    fixed: bool
    first_bettor: int | None
    opening: OpeningCheck | None


def refused(round_: RoundFacts, legal: LegalActions | None, action: str) -> IllegalActionError:
    """Why the seat to act may not ``action``, with what it may do."""
    if legal is None:
        return IllegalActionError("nobody is to act: the betting round is over")
    seat = legal.seat
    if action == "fold":
        return IllegalActionError(
            f"seat {seat} may not fold: there is no bet to call, so check instead"
        )
    if action == "check":
        return IllegalActionError(
            f"seat {seat} may not check: {legal.call} to call; legal: {legal.describe()}"
        )
    if action == "call":
        return IllegalActionError(
            f"seat {seat} may not call: there is no bet to call; legal: {legal.describe()}"
        )
    word = "raise" if action == "bet or raise" else action
    return IllegalActionError(f"seat {seat} may not {action}: {why_no_raise(round_, legal, word)}")


def why_no_raise(round_: RoundFacts, legal: LegalActions, word: str) -> str:
    """Why the seat to act may not bet or raise (``word``) at all now."""
    seat = legal.seat
    options = "legal: " + legal.describe()
    if legal.raise_kind is not None:
        return f"it should {legal.raise_kind}, not {word}; {options}"
    opening = round_.opening
    if opening is not None and round_.first_bettor is None and not opening[0](seat):
        return opening[1]
    if round_.capped:
        return f"the betting is capped this round; {options}"
    if round_.stacks[seat] <= round_.current - round_.bets[seat]:
        return f"it has only enough chips to call; {options}"
    acted = round_.acted[seat]
    if acted >= 0 and round_.current > acted:
        return f"the betting was not reopened (an all-in smaller than a full raise); {options}"
    return f"no other player can call a raise; {options}"


def why_not(round_: RoundFacts, legal: LegalActions, to: int, kind: str) -> str:
    """Why the seat to act may not bet or raise (``kind``) to ``to``: the size is wrong."""
    everything = round_.bets[legal.seat] + round_.stacks[legal.seat]
    if round_.fixed:
        return f"in fixed limit the {kind} is to {legal.min_to}"
    if to > everything:
        return f"that is over its stack: it has only {everything} in total"
    if to > legal.max_to:
        return f"the most is {legal.max_to}"
    reason = f"the minimum is {legal.min_to}"
    if legal.min_to != legal.max_to:
        reason += f" (up to {legal.max_to})"
    return reason
