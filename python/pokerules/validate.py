"""Argument checks shared by every public entry point: one rule for each kind of value.

* An integer is an ``int`` or a numpy integer, never a ``bool`` (nor a float, however
  whole). Chips, seats, seeds and counts are integers.
* A flag is ``True`` or ``False`` (or a numpy bool), never something merely truthy.
* A list argument is read only as far as it can be valid, so an endless iterator is refused
  instead of followed; text, bytes and mappings are not lists.

Each check returns the value in its plain form or raises an
:class:`~pokerules.errors.InvalidArgumentError` (or the error class given) whose message names
the argument, what it got and what is allowed.

>>> as_int(3, "players", low=2, high=6)
3
>>> as_int(True, "players")
Traceback (most recent call last):
...
pokerules.errors.InvalidArgumentError: players must be a whole number (an int), not bool True
>>> as_chips(2.5, "ante")
Traceback (most recent call last):
...
pokerules.errors.InvalidArgumentError: ante must be a whole number of chips (an int), not float 2.5
"""

from __future__ import annotations

import itertools
import math
import numbers
import operator
import os
import sys
from collections.abc import Callable, Collection, Mapping
from pathlib import Path
from typing import Any, TypeVar, overload

from pokerules.errors import InvalidArgumentError, PokerulesError

__all__ = [
    "as_chips",
    "as_choice",
    "as_flag",
    "as_int",
    "as_list",
    "as_number",
    "as_path",
    "as_seat",
    "as_seed",
    "as_text",
    "is_integer",
    "shown",
]

_T = TypeVar("_T")


def shown(value: object) -> str:
    """A short description of a value for a message: its type and a clipped repr."""
    kind = type(value).__name__
    try:
        text = repr(value)
    except Exception:  # a repr that fails (an int too long to print) still gets a message
        return kind
    if len(text) > 40:
        text = text[:37] + "..."
    return f"{kind} {text}"


def is_integer(value: object) -> bool:
    """Whether ``value`` is an integer: an ``int`` that is not a bool, or a numpy integer.

    >>> import numpy as np
    >>> is_integer(5), is_integer(np.int8(5)), is_integer(True), is_integer(5.0)
    (True, True, False, False)
    """
    kind = type(value)
    if kind is int:
        return True
    if kind is bool:
        return False
    # numpy registers its integer types (never its bool) as numbers.Integral.
    return isinstance(value, numbers.Integral) and not isinstance(value, bool)


def _bounds(low: int | None, high: int | None) -> str:
    if low is not None and high is not None:
        return f"from {low} to {high}"
    if low is not None:
        return f"at least {low}"
    return f"at most {high}"


def as_int(
    value: object,
    what: str,
    *,
    low: int | None = None,
    high: int | None = None,
    error: type[PokerulesError] = InvalidArgumentError,
    unit: str = "",
) -> int:
    """``value`` as an ``int`` within ``low``..``high`` (either may be open)."""
    if type(value) is not int:
        if not is_integer(value):
            raise error(f"{what} must be a whole number{unit} (an int), not {shown(value)}")
        value = operator.index(value)  # type: ignore[arg-type]
    assert isinstance(value, int)
    if (low is not None and value < low) or (high is not None and value > high):
        raise error(f"{what} must be {_bounds(low, high)}, not {value}")
    return value


def as_chips(
    value: object, what: str, *, error: type[PokerulesError] = InvalidArgumentError
) -> int:
    """A whole number of chips, 0 or more (fractions are refused, never rounded)."""
    return as_int(value, what, low=0, error=error, unit=" of chips")


def as_seat(value: object, seats: int, what: str = "seat") -> int:
    """A seat number from 0 to ``seats - 1``."""
    return as_int(value, what, low=0, high=seats - 1)


def as_seed(value: object, what: str = "seed") -> int:
    """A seed: any integer."""
    return as_int(value, what)


def as_flag(
    value: object, what: str, *, error: type[PokerulesError] = InvalidArgumentError
) -> bool:
    """``True`` or ``False`` (a numpy bool too); nothing merely truthy."""
    if value is True or value is False:
        return value
    kind = type(value)
    if kind.__module__ == "numpy" and kind.__name__ in ("bool", "bool_"):
        return bool(value)
    raise error(f"{what} must be True or False, not {shown(value)}")


def as_text(value: object, what: str, *, error: type[PokerulesError] = InvalidArgumentError) -> str:
    """A ``str``."""
    if not isinstance(value, str):
        raise error(f"{what} must be text (a str), not {shown(value)}")
    return value


def as_choice(
    value: object,
    what: str,
    choices: Collection[str],
    *,
    error: type[PokerulesError] = InvalidArgumentError,
) -> str:
    """One of the strings ``choices``."""
    if not isinstance(value, str) or value not in choices:
        listed = ", ".join(repr(c) for c in choices)
        raise error(f"{what} must be one of {listed}, not {shown(value)}")
    return value


def as_number(value: object, what: str, *, low: float, high: float) -> float:
    """A finite real number (an int or a float, never a bool) within ``low``..``high``."""
    if isinstance(value, bool) or not isinstance(value, numbers.Real):
        raise InvalidArgumentError(f"{what} must be a number, not {shown(value)}")
    number = float(value)
    if not (math.isfinite(number) and low <= number <= high):
        raise InvalidArgumentError(f"{what} must be from {low} to {high}, not {value!r}")
    return number


def as_path(
    value: object, what: str = "path", *, error: type[PokerulesError] = InvalidArgumentError
) -> Path:
    """A file path (a ``str`` or an ``os.PathLike`` of text) that the system can be given.

    Refused before any file is touched: bytes, a NUL character and text the file system's
    encoding cannot spell (a lone surrogate), which ``open`` would reject with a bare
    ``ValueError`` or ``UnicodeEncodeError``.

    >>> as_path("hands.phhs").name
    'hands.phhs'
    >>> as_path(5, "the file")
    Traceback (most recent call last):
    ...
    pokerules.errors.InvalidArgumentError: the file must be text or a path, not int 5
    """
    if not isinstance(value, str | os.PathLike):
        raise error(f"{what} must be text or a path, not {shown(value)}")
    text = os.fspath(value)
    if not isinstance(text, str):
        raise error(f"{what} must be text or a path of text, not {shown(text)}")
    if "\0" in text:
        raise error(f"{what} must not contain a NUL character, not {text!r}")
    try:
        os.fsencode(text)
    except UnicodeError:
        raise error(
            f"{what} {text!r} cannot be spelled in the file system's encoding "
            f"({sys.getfilesystemencoding()})"
        ) from None
    return Path(text)


@overload
def as_list(
    value: object,
    what: str,
    *,
    limit: int,
    item: None = None,
    error: type[PokerulesError] = InvalidArgumentError,
) -> list[Any]: ...


@overload
def as_list(
    value: object,
    what: str,
    *,
    limit: int,
    item: Callable[[Any], _T],
    error: type[PokerulesError] = InvalidArgumentError,
) -> list[_T]: ...


def as_list(
    value: object,
    what: str,
    *,
    limit: int,
    item: Callable[[Any], _T] | None = None,
    error: type[PokerulesError] = InvalidArgumentError,
) -> list[_T] | list[Any]:
    """The items of an iterable (not text, bytes or a mapping), at most ``limit`` of them.

    Only ``limit + 1`` items are ever read, so an endless iterator is refused. ``item``, if
    given, checks and converts each one.
    """
    if isinstance(value, str | bytes | bytearray | memoryview | Mapping) or value is None:
        raise error(f"{what} must be a list or another iterable, not {shown(value)}")
    try:
        items = iter(value)  # type: ignore[call-overload]
    except TypeError:
        raise error(f"{what} must be a list or another iterable, not {shown(value)}") from None
    taken = list(itertools.islice(items, limit + 1))
    if len(taken) > limit:
        raise error(f"{what} may hold at most {limit} items")
    if item is None:
        return taken
    return [item(x) for x in taken]
