"""Hand evaluation: the facades over the Rust core's lookup tables, one module a scale.

* :mod:`~pokerules.evaluation.five_card`: high hands, deuce-to-seven and wild cards (5 to 7
  cards), class numbers read back as categories and words;
* :mod:`~pokerules.evaluation.ace_to_five`: ace-to-five lowball and the eight-or-better low;
* :mod:`~pokerules.evaluation.badugi`: badugi;
* :mod:`~pokerules.evaluation.omaha`: Omaha high and hi-lo (two hole and three board cards);
* :mod:`~pokerules.evaluation.low_names`: each scale's category names (seven-low, ...).

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
from pokerules.evaluation.low_names import category_name, category_names

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
    "category_name",
    "category_names",
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
