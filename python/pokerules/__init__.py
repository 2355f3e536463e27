"""pokerules: a poker rules engine and hand evaluator with a Rust core.

>>> import pokerules
>>> pokerules.evaluate("As Ks Qs Js Ts 2c 3d")
1
>>> pokerules.describe(pokerules.evaluate("Ah Ad 9c 9s 4h"))
'Two pair, aces and nines'
"""

from pokerules.betting import BettingStructure, FixedLimit, NoLimit, PotLimit
from pokerules.cards import (
    CARDS,
    RANKS,
    SUIT_SYMBOLS,
    SUITS,
    Card,
    CardId,
    CardLike,
    parse_hand,
)
from pokerules.errors import (
    HandHistoryError,
    IllegalActionError,
    InvalidCardError,
    InvalidHandError,
    PokerulesError,
)
from pokerules.evaluation import (
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
    is_jacks_or_better,
)
from pokerules.games import Game, find_game, game_names
from pokerules.pots import Pot
from pokerules.session import Session, SessionResult, Standing
from pokerules.state import Hand, HandSetup, LegalActions

__version__ = "0.1.0"

__all__ = [
    "CARDS",
    "FIVE_ACES",
    "FIVE_DEUCES",
    "RANKS",
    "SUITS",
    "SUIT_SYMBOLS",
    "BettingStructure",
    "Card",
    "CardId",
    "CardLike",
    "FixedLimit",
    "Game",
    "Hand",
    "HandCategory",
    "HandHistoryError",
    "HandSetup",
    "IllegalActionError",
    "InvalidCardError",
    "InvalidHandError",
    "LegalActions",
    "NoLimit",
    "PokerulesError",
    "Pot",
    "PotLimit",
    "Scale",
    "Session",
    "SessionResult",
    "Standing",
    "WildHand",
    "__version__",
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
    "find_game",
    "game_names",
    "is_jacks_or_better",
    "parse_hand",
]
