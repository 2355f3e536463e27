"""Hand evaluation: the facades over the Rust core's lookup tables, one module a scale.

* :mod:`~pokerules.evaluation.five_card`: high hands, deuce-to-seven and wild cards (5 to 7
  cards), class numbers read back as categories and words;
* :mod:`~pokerules.evaluation.ace_to_five`: ace-to-five lowball and the eight-or-better low;
* :mod:`~pokerules.evaluation.badugi`: badugi;
* :mod:`~pokerules.evaluation.omaha`: Omaha high and hi-lo (two hole and three board cards).

This layer knows cards (the vocabulary) and nothing above it. ``pokerules.evaluation`` keeps
the names it had as a module, re-exported here from :mod:`~pokerules.evaluation.five_card`.
"""

from pokerules.evaluation.five_card import (
    FIVE_ACES,
    FIVE_DEUCES,
    HandCategory,
    Scale,
    WildHand,
    best_five,
    best_five_low27,
    best_wild_hand,
    category,
    describe,
    evaluate,
    evaluate_low27,
    evaluate_low27_many,
    evaluate_many,
    evaluate_wild,
    evaluate_wild_many,
    hand_shape,
    is_jacks_or_better,
    wild_card_ids,
)

__all__ = [
    "FIVE_ACES",
    "FIVE_DEUCES",
    "HandCategory",
    "Scale",
    "WildHand",
    "best_five",
    "best_five_low27",
    "best_wild_hand",
    "category",
    "describe",
    "evaluate",
    "evaluate_low27",
    "evaluate_low27_many",
    "evaluate_many",
    "evaluate_wild",
    "evaluate_wild_many",
    "hand_shape",
    "is_jacks_or_better",
    "wild_card_ids",
]
