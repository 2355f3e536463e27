"""treys' ``Evaluator`` and ``PLOEvaluator``, on pokerules' evaluators.

``Evaluator().evaluate(hand, board)`` scores the best five of 5 to 7 cards from 1 (royal
flush) to 7462, treys' numbers; ``PLOEvaluator`` plays exactly two of the hand with exactly
three of the board. Bad cards, repeated cards and hands of other sizes raise a
:class:`~pokerules.errors.PokerulesError` (a ``ValueError``) where treys raises ``KeyError``
or gives a number.

>>> from pokerules.compat.treys import Card, Evaluator, PLOEvaluator
>>> board = [Card.new(c) for c in ("Ah", "Kd", "Jc")]
>>> evaluator = Evaluator()
>>> score = evaluator.evaluate([Card.new("Qs"), Card.new("Th")], board)
>>> score, evaluator.class_to_string(evaluator.get_rank_class(score))
(1600, 'Straight')
>>> PLOEvaluator().evaluate([Card.new(c) for c in ("Qs", "Th", "2c", "2d")], board)
1600
"""

from __future__ import annotations

import functools
import itertools
from collections.abc import Callable, Sequence

from pokerules import _core
from pokerules.compat.treys.card import card_ids
from pokerules.compat.treys.lookup import LookupTable
from pokerules.errors import InvalidHandError
from pokerules.validate import as_int, as_list

__all__ = ["Evaluator", "PLOEvaluator"]

_STAGES = ("FLOP", "TURN", "RIVER")


class Evaluator:
    """treys' evaluator: ``evaluate(hand, board)`` scores 5 to 7 cards, 1 (best) to 7462.

    ``table`` is treys' :class:`LookupTable` (built on first use, as the evaluation does not
    need it); ``hand_size_map`` maps 5, 6 and 7 to the functions scoring that many cards.
    """

    HAND_LENGTH = 2
    BOARD_LENGTH = 5

    def __init__(self) -> None:
        self.hand_size_map: dict[int, Callable[[Sequence[int]], int]] = {
            5: self._five,
            6: self._six,
            7: self._seven,
        }

    @functools.cached_property
    def table(self) -> LookupTable:
        """treys' lookup table."""
        return LookupTable()

    def evaluate(self, hand: Sequence[int], board: Sequence[int]) -> int:
        """The class number of the best five of ``hand + board``."""
        return int(_core.evaluate(card_ids(hand) + card_ids(board)))

    def _sized(self, cards: Sequence[int], size: int) -> int:
        ids = card_ids(cards)
        if len(ids) != size:
            raise InvalidHandError(f"got {len(ids)} cards: this scores {size}")
        return int(_core.evaluate(ids))

    def _five(self, cards: Sequence[int]) -> int:
        return self._sized(cards, 5)

    def _six(self, cards: Sequence[int]) -> int:
        return self._sized(cards, 6)

    def _seven(self, cards: Sequence[int]) -> int:
        return self._sized(cards, 7)

    def get_rank_class(self, hr: int) -> int:
        """The rank class of a class number: 0 royal flush, 1 straight flush … 9 high card."""
        hr = as_int(hr, "a hand rank", error=InvalidHandError)
        for worst, rank_class in LookupTable.MAX_TO_RANK_CLASS.items():
            if 0 <= hr <= worst:
                return rank_class
        raise InvalidHandError(f"{hr} is not a hand rank: ranks are 1..7462")

    def class_to_string(self, class_int: int) -> str:
        """The name of a rank class, such as ``"Full House"``."""
        class_int = as_int(class_int, "a rank class", low=0, high=9, error=InvalidHandError)
        return LookupTable.RANK_CLASS_TO_STRING[class_int]

    def get_five_card_rank_percentage(self, hand_rank: int) -> float:
        """The class number scaled to 0..1 (1 = the worst hand)."""
        hand_rank = as_int(hand_rank, "a hand rank", low=1, high=7462, error=InvalidHandError)
        return hand_rank / LookupTable.MAX_HIGH_CARD

    def _summary_hands(self, board: Sequence[int], hands: Sequence[Sequence[int]]) -> None:
        if len(card_ids(board)) != self.BOARD_LENGTH:
            raise InvalidHandError(f"hand_summary needs a board of {self.BOARD_LENGTH} cards")
        listed = as_list(hands, "hands", limit=23, error=InvalidHandError)
        if not listed:
            raise InvalidHandError("hand_summary needs at least one hand")
        for hand in listed:
            if len(card_ids(hand)) != self.HAND_LENGTH:
                raise InvalidHandError(f"each hand must hold {self.HAND_LENGTH} cards")
        everything = card_ids(board) + [c for hand in listed for c in card_ids(hand)]
        if len(set(everything)) != len(everything):
            raise InvalidHandError("the board and the hands repeat a card")

    def hand_summary(self, board: list[int], hands: list[list[int]]) -> None:
        """Prints, street by street (flop, turn, river), each hand's class and its share of
        the hands it beats, and who leads; then who wins. The text is treys'."""
        self._summary_hands(board, hands)
        bar = "=" * 10
        for street, stage in enumerate(_STAGES):
            print(f"{bar} {stage} {bar}")
            ranks = [self.evaluate(hand, board[: street + 3]) for hand in hands]
            for player, rank in enumerate(ranks, start=1):
                name = self.class_to_string(self.get_rank_class(rank))
                share = 1.0 - self.get_five_card_rank_percentage(rank)
                print(f"Player {player} hand = {name}, percentage rank among all hands = {share}")
            best = min(ranks)
            leaders = [player for player, rank in enumerate(ranks, start=1) if rank == best]
            if stage != "RIVER":
                if len(leaders) == 1:
                    print(f"Player {leaders[0]} hand is currently winning.\n")
                else:
                    print(f"Players {leaders} are tied for the lead.\n")
                continue
            result = self.class_to_string(self.get_rank_class(best))
            print()
            print(f"{bar} HAND OVER {bar}")
            if len(leaders) == 1:
                print(f"Player {leaders[0]} is the winner with a {result}\n")
            else:
                print(f"Players {leaders} tied for the win with a {result}\n")


class PLOEvaluator(Evaluator):
    """treys' Omaha evaluator: the best hand of exactly two of ``hand`` and exactly three of
    ``board`` (3 to 5 cards). Four to six hole cards go to pokerules' Omaha evaluator in one
    call; other sizes (two, three, seven or more) try every two of them."""

    HAND_LENGTH = 4

    def evaluate(self, hand: Sequence[int], board: Sequence[int]) -> int:
        """The class number of the best two of ``hand`` with three of ``board``."""
        hole, shared = card_ids(hand), card_ids(board)
        if len(hole) < 2 or not 3 <= len(shared) <= 5:
            raise InvalidHandError(
                f"got {len(hole)} hole and {len(shared)} board cards: Omaha plays two of two or "
                "more hole cards with three of 3 to 5 board cards"
            )
        if len(set(hole + shared)) != len(hole) + len(shared):
            raise InvalidHandError("the hand and the board repeat a card")
        if 4 <= len(hole) <= 6:
            return int(_core.evaluate_omaha(hole, shared))
        return min(
            int(_core.evaluate([*two, *three]))
            for two in itertools.combinations(hole, 2)
            for three in itertools.combinations(shared, 3)
        )
