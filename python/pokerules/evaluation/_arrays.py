"""Integer arrays of card ids for the batch evaluators: checked, native-endian, C-contiguous."""

from __future__ import annotations

from collections.abc import Collection
from typing import TYPE_CHECKING, Any

from pokerules.errors import InvalidCardError, InvalidHandError
from pokerules.validate import as_int

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt

__all__ = ["as_array", "common_ids", "id_array", "thread_count", "widths_text"]

MAX_THREADS = 1024
"""Most threads a batch may be given (the core's limit)."""


def thread_count(threads: object) -> int | None:
    """A batch's ``threads=`` checked: a whole number 1 to 1024, or None for all cores.

    >>> thread_count(2), thread_count(None)
    (2, None)
    >>> thread_count(0)
    Traceback (most recent call last):
    ...
    pokerules.errors.InvalidArgumentError: threads must be from 1 to 1024, not 0
    """
    if threads is None:
        return None
    return as_int(threads, "threads", low=1, high=MAX_THREADS)


def widths_text(widths: Collection[int]) -> str:
    """``(N, 4)``, or ``(N, 4), (N, 5) or (N, 6)``: the shapes a batch takes, for messages."""
    shapes = [f"(N, {w})" for w in sorted(widths)]
    return shapes[0] if len(shapes) == 1 else ", ".join(shapes[:-1]) + " or " + shapes[-1]


def as_array(ids: npt.ArrayLike, name: str) -> np.ndarray[Any, Any]:
    """``ids`` as a numpy array, or an :class:`InvalidHandError` naming ``name``."""
    import numpy as np

    try:
        return np.asarray(ids)
    except (ValueError, TypeError, OverflowError) as error:
        raise InvalidHandError(f"{name} must be an integer array of card ids: {error}") from None


def id_array(ids: npt.ArrayLike, widths: Collection[int], name: str) -> np.ndarray[Any, Any]:
    """``ids`` as a 2-D integer array whose rows have one of ``widths`` cards.

    Any integer dtype is kept as it is (the core reads them all); the array is made
    native-endian, aligned and C-contiguous, copying only when it is not already.

    >>> import numpy as np
    >>> id_array([[0, 1, 2, 3]], (4,), "hands").dtype == np.array([0]).dtype
    True
    >>> id_array([[0.5, 1, 2, 3]], (4,), "hands")
    Traceback (most recent call last):
    ...
    pokerules.errors.InvalidHandError: hands must be an integer array of card ids, got dtype float64
    """
    import numpy as np

    array = as_array(ids, name)
    if array.dtype.kind not in "iu":
        raise InvalidHandError(
            f"{name} must be an integer array of card ids, got dtype {array.dtype}"
        )
    if array.ndim != 2 or array.shape[1] not in widths:
        raise InvalidHandError(f"{name} must have shape {widths_text(widths)}, got {array.shape}")
    return np.require(array, array.dtype.newbyteorder("="), ("C_CONTIGUOUS", "ALIGNED"))


def common_ids(
    first: np.ndarray[Any, Any], second: np.ndarray[Any, Any]
) -> tuple[np.ndarray[Any, Any], np.ndarray[Any, Any]]:
    """Two id arrays in one integer dtype, without changing any value.

    numpy promotes ``uint64`` with a signed type to ``float64``; such ids are read as ``int64``
    after checking that none is too large for it (no card id is).

    >>> import numpy as np
    >>> a, b = common_ids(np.array([[1]], np.uint8), np.array([[2]], np.int64))
    >>> a.dtype == b.dtype == np.int64
    True
    """
    import numpy as np

    if first.dtype == second.dtype:
        return first, second
    common = np.promote_types(first.dtype, second.dtype)
    if common.kind not in "iu":
        common = np.dtype(np.int64)
        for array in (first, second):
            if array.dtype == np.uint64 and array.size and array.max() > np.iinfo(np.int64).max:
                raise InvalidCardError(f"card id {int(array.max())} is out of range: ids are 0..51")
    return first.astype(common, copy=False), second.astype(common, copy=False)
