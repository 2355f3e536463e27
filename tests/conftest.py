"""Shared test helpers: a seeded random source and random hands."""

# The tests mirror the package's layers (tests/evaluation/, tests/engine/, ...; the whole-package
# tests stay here), with no __init__.py anywhere under tests/ and pytest's default "prepend"
# import mode. That mode puts this file's folder, tests/, and each test file's own folder on
# sys.path, which is what lets any test import the helpers here by name (`from deck_helpers
# import ...`, `from conftest import random_hands`) and a test import a neighbour in its folder
# (`from test_phh import random_hand` in tests/phh/). The price is that every test file's
# basename must be unique across the whole tree (hence tests/games/test_game_badugi.py beside
# tests/evaluation/test_badugi.py, and tests/cli/test_cli_equity.py beside
# tests/analysis/test_equity.py). --import-mode=importlib would drop the sys.path entries and
# break those imports; __init__.py files in the folders would make them regular top-level
# packages named `cli`, `compat`, `session`, ... (shadowing any module of those names), and one
# in tests/ itself would take tests/ off sys.path.

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
