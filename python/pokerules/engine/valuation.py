"""How a game values a seat's cards: the evaluator, the wild cards, and the words for a hand.

A :class:`Valuer` is built once per hand from the :class:`~pokerules.games.Game`; the hand
gives it a seat's cards with their face-up flags (wild cards may count only face up) and gets
a value on the game's scale (lower is better), a showdown key (a natural hand may beat an
equal wild one) or a description.

>>> from pokerules.games import find_game
>>> from pokerules.cards import parse_hand
>>> valuer = Valuer(find_game("dead-deuce"))
>>> cards, ups = list(parse_hand("Kh Ks 2h 2c 8d 9s 3c")), [0, 1, 1, 0, 1, 1, 0]
>>> value = valuer.value(cards, ups)  # the face-up 2h is wild, the face-down 2c is a two
>>> valuer.describe(cards, ups, value)
'Three of a kind, kings (K♥ K♠ 2♥ as K♦ 8♦ 9♠)'
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Mapping, Sequence

from pokerules.cards import Card
from pokerules.engine.split_pot import HiLo
from pokerules.errors import IllegalActionError
from pokerules.evaluation import ace_to_five as lowball
from pokerules.evaluation import five_card as evaluation
from pokerules.evaluation.ace_to_five import evaluate_low_a5
from pokerules.evaluation.badugi import evaluate_badugi
from pokerules.evaluation.omaha import evaluate_omaha, evaluate_omaha_hilo
from pokerules.games.spec import Game

__all__ = ["Valuer"]

_DEUCES = frozenset(range(4))


class Valuer:
    """Values and describes hands for one game."""

    __slots__ = (
        "fast",
        "fast_face_up",
        "game",
        "hole",
        "scale",
        "split",
        "tiebreak",
        "wild",
        "wild_list",
    )

    def __init__(self, game: Game) -> None:
        self.game = game
        self.scale = game.evaluation
        self.wild = game.wild_cards
        # None is the evaluator's fast default, the four deuces.
        self.wild_list: list[int] | None = None if self.wild == _DEUCES else sorted(self.wild)
        self.tiebreak = game.natural_beats_wild and game.evaluation == "wild"
        self.fast = _fast_evaluator(game)
        # Omaha: a seat's first ``hole`` cards are its own, the rest the board's.
        self.hole = game.hand_size if game.hole_cards == "exactly_two" else 0
        self.split = game.hi_lo != "none"
        # Deuces wild face up only (Dead Deuce): a hand whose every deuce is face up has the
        # value the plain deuces-wild evaluator gives, without building a mask.
        self.fast_face_up = (
            self.fast is None
            and self.scale == "wild"
            and self.wild == _DEUCES
            and game.wild_face_up_only
            and not game.may_duplicate
        )

    def value_split(self, cards: Sequence[Card], ups: Sequence[bool]) -> HiLo:
        """The ``(high, low or None)`` pair of a split-pot game (:mod:`pokerules.engine.split_pot`):
        the eight-or-better low on the a5 scale, each half its own best five cards."""
        hole = self.hole
        if hole:
            high, low = evaluate_omaha_hilo(cards[:hole], cards[hole:])
            return int(high), low
        return self.value(cards, ups), evaluate_low_a5(cards, qualify=8)

    def full_hand(self, seat: int, cards: Sequence[Card], ups: Sequence[bool]) -> int:
        """:meth:`value` of ``seat``'s cards, which must make a full hand: five cards or more,
        four in badugi (what a player could claim when declaring)."""
        if len(cards) < (4 if self.scale == "badugi" else 5):
            raise IllegalActionError(f"seat {seat} has no full hand to value")
        return self.value(cards, ups)

    def claimed(self, value: int) -> str:
        """A declared value in words, as the game reads it (five of a kind where wilds may
        duplicate)."""
        return _described(value, self.scale, self.game.may_duplicate)

    def describe_high(self, value: int) -> str:
        """The high half of a split hand in words."""
        return evaluation.describe(value, self.scale)

    def value(self, cards: Sequence[Card], ups: Sequence[bool]) -> int:
        """The value of the best hand in ``cards`` on the game's scale (lower is better)."""
        fast = self.fast
        if fast is not None:
            return int(fast(cards))
        if self.hole:
            return int(evaluate_omaha(cards[: self.hole], cards[self.hole :]))
        if self.fast_face_up and _all_up(cards, ups, _DEUCES):
            return int(evaluation.evaluate_wild(cards))
        game = self.game
        if self.scale == "low27":
            return int(evaluation.evaluate_low27(cards))
        if self.scale == "high":
            return int(evaluation.evaluate(cards))
        return int(
            evaluation.evaluate_wild(
                cards,
                wild=self.wild_list,
                wild_mask=self._mask(cards, ups),
                may_duplicate=game.may_duplicate,
            )
        )

    def values(
        self, seats: Sequence[int], holdings: Mapping[int, tuple[Sequence[Card], Sequence[bool]]]
    ) -> dict[int, int]:
        """:meth:`value` of each of ``seats``' holdings (cards and face-up flags), by seat."""
        fast = self.fast
        if fast is not None:  # the cards alone decide: one evaluator call a seat (an int)
            return {seat: fast(holdings[seat][0]) for seat in seats}
        value = self.value
        return {seat: value(*holdings[seat]) for seat in seats}

    def key(self, cards: Sequence[Card], ups: Sequence[bool], value: int) -> int:
        """A showdown key: twice the value, plus one for a wild hand when naturals win ties."""
        return 2 * value + (1 if self.tiebreak and self.uses_wild(cards, ups) else 0)

    def uses_wild(self, cards: Sequence[Card], ups: Sequence[bool]) -> bool:
        """Whether any card in ``cards`` plays as a wild card."""
        wild = self.wild
        if self.game.wild_face_up_only:
            return any(c in wild and up for c, up in zip(cards, ups, strict=False))
        return any(c in wild for c in cards)

    def describe(self, cards: Sequence[Card], ups: Sequence[bool], value: int) -> str:
        """The hand in words, with the cards a wild hand stands for."""
        game = self.game
        if self.scale != "wild":
            return _described(value, self.scale, False)
        text = _described(value, "wild", game.may_duplicate)
        if self.uses_wild(cards, ups):
            best = evaluation.best_wild_hand(
                cards,
                wild=self.wild_list,
                wild_mask=self._mask(cards, ups),
                may_duplicate=game.may_duplicate,
            )
            text += f" ({best})"
        return text

    def _mask(self, cards: Sequence[Card], ups: Sequence[bool]) -> list[bool] | None:
        if not self.game.wild_face_up_only:
            return None
        wild = self.wild
        return [c in wild and up for c, up in zip(cards, ups, strict=False)]


@functools.lru_cache(maxsize=65536)
def _described(value: int, scale: evaluation.Scale, may_duplicate: bool) -> str:
    """:func:`pokerules.evaluation.five_card.describe`, cached (showdowns describe the same
    values)."""
    return evaluation.describe(value, scale, may_duplicate=may_duplicate)


def _all_up(cards: Sequence[Card], ups: Sequence[bool], wild: frozenset[int]) -> bool:
    """Whether every one of ``cards`` that ``wild`` names is face up (true with none).

    >>> from pokerules.cards import parse_hand
    >>> _all_up(parse_hand("2h 9s 2c"), [True, False, False], _DEUCES)
    False
    """
    return all(up or card not in wild for card, up in zip(cards, ups, strict=False))


def _fast_evaluator(game: Game) -> Callable[[Sequence[Card]], int] | None:
    """The evaluator to call with a seat's cards alone, when the game needs no options."""
    if game.hole_cards != "any":
        return None
    if game.evaluation == "high":
        return evaluation.evaluate
    if game.evaluation == "low27":
        return evaluation.evaluate_low27
    if game.evaluation == "badugi":
        return evaluate_badugi
    if game.evaluation == "a5":
        return lowball.evaluate_low_a5
    if game.wild_cards == _DEUCES and not game.may_duplicate and not game.wild_face_up_only:
        return evaluation.evaluate_wild
    return None
