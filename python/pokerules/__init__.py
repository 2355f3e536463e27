"""pokerules: a poker rules engine and hand evaluator with a Rust core.

>>> import pokerules
>>> pokerules.evaluate("As Ks Qs Js Ts 2c 3d")
1
>>> pokerules.describe(pokerules.evaluate("Ah Ad 9c 9s 4h"))
'Two pair, aces and nines'
"""

from pokerules.analysis.draws import DiscardChoice, DrawOdds, best_discards, draw_odds
from pokerules.analysis.equity import Equity, PlayerEquity, equity
from pokerules.analysis.ranges import RangeCombo, parse_range
from pokerules.analysis.videopoker import PayTable, VideoPokerAnalysis, video_poker
from pokerules.betting.pots import Pot
from pokerules.betting.structures import BettingStructure, FixedLimit, NoLimit, PotLimit
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
from pokerules.engine.hand import Hand, HandSetup, LegalActions
from pokerules.errors import (
    HandHistoryError,
    IllegalActionError,
    InvalidArgumentError,
    InvalidCardError,
    InvalidGameError,
    InvalidHandError,
    InvalidRangeError,
    PokerulesError,
)
from pokerules.evaluation.ace_to_five import (
    EIGHT_OR_BETTER,
    NO_LOW,
    best_five_low_a5,
    evaluate_low_a5,
    evaluate_low_a5_many,
)
from pokerules.evaluation.badugi import (
    BadugiCategory,
    best_badugi,
    evaluate_badugi,
    evaluate_badugi_many,
)
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
    is_jacks_or_better,
)
from pokerules.evaluation.low_names import category_name, category_names
from pokerules.evaluation.omaha import (
    best_omaha_hand,
    best_omaha_low,
    evaluate_omaha,
    evaluate_omaha_hilo,
    evaluate_omaha_hilo_many,
    evaluate_omaha_many,
)
from pokerules.games import Game, find_game, game_names
from pokerules.session.rotation import Rotation
from pokerules.session.sessions import Session, SessionResult, Standing

__version__ = "0.1.0"

__all__ = [
    "CARDS",
    "EIGHT_OR_BETTER",
    "FIVE_ACES",
    "FIVE_DEUCES",
    "NO_LOW",
    "RANKS",
    "SUITS",
    "SUIT_SYMBOLS",
    "BadugiCategory",
    "BettingStructure",
    "Card",
    "CardId",
    "CardLike",
    "DiscardChoice",
    "DrawOdds",
    "Equity",
    "FixedLimit",
    "Game",
    "Hand",
    "HandCategory",
    "HandHistoryError",
    "HandSetup",
    "IllegalActionError",
    "InvalidArgumentError",
    "InvalidCardError",
    "InvalidGameError",
    "InvalidHandError",
    "InvalidRangeError",
    "LegalActions",
    "NoLimit",
    "PayTable",
    "PlayerEquity",
    "PokerulesError",
    "Pot",
    "PotLimit",
    "RangeCombo",
    "Rotation",
    "Scale",
    "Session",
    "SessionResult",
    "Standing",
    "VideoPokerAnalysis",
    "WildHand",
    "__version__",
    "best_badugi",
    "best_discards",
    "best_five",
    "best_five_low27",
    "best_five_low_a5",
    "best_omaha_hand",
    "best_omaha_low",
    "best_wild_hand",
    "category",
    "category_name",
    "category_names",
    "describe",
    "draw_odds",
    "equity",
    "evaluate",
    "evaluate_badugi",
    "evaluate_badugi_many",
    "evaluate_low27",
    "evaluate_low27_many",
    "evaluate_low_a5",
    "evaluate_low_a5_many",
    "evaluate_many",
    "evaluate_omaha",
    "evaluate_omaha_hilo",
    "evaluate_omaha_hilo_many",
    "evaluate_omaha_many",
    "evaluate_wild",
    "evaluate_wild_many",
    "find_game",
    "game_names",
    "is_jacks_or_better",
    "parse_hand",
    "parse_range",
    "video_poker",
]
