"""pokerkit as an independent oracle: its replay of a PHH text, and whether it agrees with ours.

Shared by the tests that replay pokerules hands (random or from the PHH dataset) through
pokerkit's ``HandHistory``. pokerkit is imported only when a replay is asked for, so a module
that uses these helpers for some tests still runs its other tests without pokerkit.
"""

from __future__ import annotations

import warnings

import pytest
from pokerules import Hand
from pokerules.phh import to_phh
from pokerules.phh.export import phh_order

# pokerkit deals a reshuffled stub's cards as recorded and warns that they were mucked.
RESHUFFLE_WARNINGS = ("Returning reserved", "is not recommended to be dealt")
# How pokerkit refuses a hand it cannot follow: its own ValueError, our assertions on its
# replay (a warning, an unfinished hand), or a warning raised as an error.
Refusals = tuple[type[Exception], ...]
REFUSALS: Refusals = (ValueError, AssertionError, UserWarning)


def pokerkit_stacks(text: str, allowed: tuple[str, ...] = ()) -> list[int]:
    """pokerkit's final stacks for a PHH text, in PHH seat order.

    The replay must end the hand, and any warning whose message contains none of ``allowed``
    fails.
    """
    pokerkit = pytest.importorskip("pokerkit")
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        states = list(pokerkit.HandHistory.loads(text))
    for warning in caught:
        assert any(part in str(warning.message) for part in allowed), warning.message
    assert states and not states[-1].status
    return list(states[-1].stacks)


def pokerkit_replay(hand: Hand, refusals: Refusals = REFUSALS) -> list[int] | None:
    """pokerkit's final stacks for ``hand`` written as PHH, or None where it refuses the hand
    (raises one of ``refusals``)."""
    try:
        return pokerkit_stacks(to_phh(hand))
    except refusals:
        return None


def pokerkit_agrees(hand: Hand, refusals: Refusals = REFUSALS) -> bool:
    """Whether pokerkit replays ``hand`` to our final stacks (False where it refuses it)."""
    return pokerkit_replay(hand, refusals) == [hand.stacks[s] for s in phh_order(hand)]
