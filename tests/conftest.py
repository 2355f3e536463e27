"""Shared test helpers: a seeded random source and random hands."""

from __future__ import annotations

import random

import pytest


@pytest.fixture
def rng() -> random.Random:
    """A random source with a fixed seed, so every run checks the same hands."""
    return random.Random(20261130)


def random_hands(rng: random.Random, count: int, size: int) -> list[list[int]]:
    """``count`` hands of ``size`` distinct card ids."""
    deck = list(range(52))
    return [rng.sample(deck, size) for _ in range(count)]
