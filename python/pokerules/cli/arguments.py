"""Argument types every command shares, so a seed or a count means the same everywhere.

Each type refuses a bad value with argparse's usage error (exit status 2), naming the range
allowed.

>>> seed("7"), MAX_SEED == 2**64 - 1, whole_number(1)("12")
(7, True, 12)
>>> seed("-1")
Traceback (most recent call last):
...
argparse.ArgumentTypeError: seeds are whole numbers from 0 to 2**64 - 1, not -1
>>> whole_number(1, MAX_HANDS)("1e22")
Traceback (most recent call last):
...
argparse.ArgumentTypeError: '1e22' is not a whole number
"""

from __future__ import annotations

import argparse
from collections.abc import Callable

__all__ = ["MAX_HANDS", "MAX_SEED", "positive_number", "seed", "whole_number"]

MAX_SEED = 2**64 - 1
"""The largest seed: every command takes seeds from 0 to 2**64 - 1, the seeds of the core's
generator (``simulate``, ``play``, ``equity`` and ``odds`` alike)."""

MAX_HANDS = 1_000_000_000
"""The most hands ``simulate --hands`` deals: a billion, days of work on one core."""


def _whole(text: str) -> int:
    try:
        return int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None


def seed(text: str) -> int:
    """An argument type: a seed, 0 to :data:`MAX_SEED`."""
    value = _whole(text)
    if not 0 <= value <= MAX_SEED:
        raise argparse.ArgumentTypeError(
            f"seeds are whole numbers from 0 to 2**64 - 1, not {value}"
        )
    return value


def whole_number(least: int, most: int | None = None) -> Callable[[str], int]:
    """An argument type: a whole number from ``least`` to ``most`` (no bound when ``None``).

    >>> whole_number(2, 10)("11")
    Traceback (most recent call last):
    ...
    argparse.ArgumentTypeError: must be 2 to 10, not 11
    """

    def checked(text: str) -> int:
        value = _whole(text)
        if value < least:
            raise argparse.ArgumentTypeError(f"must be at least {least}, not {value}")
        if most is not None and value > most:
            raise argparse.ArgumentTypeError(f"must be {least:,} to {most:,}, not {value:,}")
        return value

    checked.__name__ = "whole number"  # argparse names the type in its messages
    return checked


def positive_number(text: str) -> float:
    """An argument type: a number above 0."""
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number") from None
    if not value > 0:
        raise argparse.ArgumentTypeError(f"must be above 0, not {value}")
    return value
