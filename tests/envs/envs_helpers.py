"""Random legal play through the environments' action space, for the envs tests."""

from __future__ import annotations

import numpy as np
from pokerules.envs import Table


def random_action(rng: np.random.Generator, mask: np.ndarray) -> int:
    """A uniformly random legal action of ``mask``."""
    return int(rng.choice(np.flatnonzero(mask)))


def play_hands(table: Table, hands: int, seed: int):  # type: ignore[no-untyped-def]
    """Deal ``hands`` hands at ``table`` and play them with random legal actions, yielding
    the hand before each decision."""
    rng = np.random.default_rng(seed)
    for _ in range(hands):
        hand = table.deal()
        while not hand.is_over:
            yield hand
            table.space.apply(hand, random_action(rng, table.space.mask(hand)))
