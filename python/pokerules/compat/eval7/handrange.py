"""eval7's ``HandRange``: a weighted range of two-card hands read from a range string.

>>> from pokerules.compat.eval7 import HandRange
>>> villain = HandRange("AA, 50%(AKs)")
>>> len(villain), villain.tokens
(10, [('AA', 1.0), ('AKs', 0.5)])
>>> villain.hands[0]
((Card("Ad"), Card("Ac")), 1.0)
"""

from __future__ import annotations

from collections.abc import Iterator

from pokerules.compat.eval7 import rangestring
from pokerules.compat.eval7.cards import Card

__all__ = ["HandRange"]


class HandRange:
    """A weighted range of hands, made from a range string such as ``"55+, 87o, K9s-KJs"``
    (see :mod:`pokerules.compat.eval7.rangestring`).

    ``string`` is the text given, ``tokens`` its (token, weight) pairs and ``hands`` its
    ((card, card), weight) pairs; iterating over the range gives the ``hands``. A string that
    is not a range raises :class:`~pokerules.compat.eval7.rangestring.RangeStringError`.

    >>> HandRange("JJ+, AT+, 80%(A8s+)").string
    'JJ+, AT+, 80%(A8s+)'
    """

    def __init__(self, s: str) -> None:
        self.string = s
        self.tokens = rangestring.string_to_tokens(s)
        self.hands: list[tuple[tuple[Card, Card], float]] = rangestring.string_to_hands(s)

    def __iter__(self) -> Iterator[tuple[tuple[Card, Card], float]]:
        return iter(self.hands)

    def __len__(self) -> int:
        return len(self.hands)

    def __repr__(self) -> str:
        return f"HandRange({self.string!r})"
