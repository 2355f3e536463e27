"""The treys API on pokerules: change ``import treys`` to ``from pokerules.compat import treys``.

Everything public in treys 0.1.8: ``Card`` (:mod:`.card`: cards are treys' 32-bit integers),
``Deck`` (:mod:`.deck`: the same seeded deals), ``Evaluator`` and ``PLOEvaluator``
(:mod:`.evaluator`: the same 1..7462 numbers, ``hand_summary``'s same text) and
``LookupTable`` (:mod:`.lookup`: its constants and tables), on pokerules' evaluators.

>>> from pokerules.compat.treys import Card, Evaluator
>>> board = [Card.new("Ah"), Card.new("Kd"), Card.new("Jc")]
>>> hand = [Card.new("Qs"), Card.new("Th")]
>>> evaluator = Evaluator()
>>> score = evaluator.evaluate(hand, board)
>>> score, evaluator.class_to_string(evaluator.get_rank_class(score))
(1600, 'Straight')
>>> Card.int_to_str(hand[0])
'Qs'
"""

from pokerules.compat.treys.card import Card
from pokerules.compat.treys.deck import Deck
from pokerules.compat.treys.evaluator import Evaluator, PLOEvaluator
from pokerules.compat.treys.lookup import LookupTable

__all__ = ["Card", "Deck", "Evaluator", "LookupTable", "PLOEvaluator"]
