"""The eval7 API on pokerules: change ``import eval7`` to
``from pokerules.compat import eval7`` and nothing else.

Everything public in eval7 0.1.11, backed by pokerules' evaluator and equity core:
``Card``, ``Deck``, ``ranks`` and ``suits`` (:mod:`.cards`), ``evaluate`` and ``handtype``
(:mod:`.evaluate`), ``HandRange`` (:mod:`.handrange`), the range strings
(:mod:`.rangestring`) and ``py_hand_vs_range_monte_carlo``, ``py_hand_vs_range_exact`` and
``py_all_hands_vs_range`` (:mod:`.equity`). eval7's random generator (``xorshift_rand``)
is internal to its sampling and has no counterpart: the equity functions sample with the
core's seeded streams.

>>> from pokerules.compat import eval7
>>> hand = [eval7.Card(c) for c in ("As", "Ks", "Qs", "Js", "Ts", "2c", "2d")]
>>> eval7.handtype(eval7.evaluate(hand))
'Straight Flush'
>>> len(eval7.HandRange("QQ+, AKs"))
22
"""

from pokerules.compat.eval7 import rangestring
from pokerules.compat.eval7.cards import Card, Deck, ranks, suits
from pokerules.compat.eval7.equity import (
    py_all_hands_vs_range,
    py_hand_vs_range_exact,
    py_hand_vs_range_monte_carlo,
)
from pokerules.compat.eval7.evaluate import HAND_TYPES, evaluate, handtype
from pokerules.compat.eval7.handrange import HandRange

__all__ = [
    "HAND_TYPES",
    "Card",
    "Deck",
    "HandRange",
    "evaluate",
    "handtype",
    "py_all_hands_vs_range",
    "py_hand_vs_range_exact",
    "py_hand_vs_range_monte_carlo",
    "rangestring",
    "ranks",
    "suits",
]
