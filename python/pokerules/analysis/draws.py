"""Exact draw odds: what every discard of a five-card hand can make, and which is best.

:func:`draw_odds` enumerates every set of replacement cards for one discard, exactly, in the
Rust core: the final hands by class value and by category, the chance to finish at a value or
better, the expected payout of a pay table. With ``draws=2`` or ``3`` it gives the chance to
reach a target within that many draws, keeping the same cards. :func:`best_discards` ranks all
32 discards of a hand (16 of a badugi hand), for the last draw or, in 2-7 and badugi, with
draws still to come.

>>> from pokerules import draw_odds, best_discards
>>> odds = draw_odds("7h 5d 3c 2s Kd", "Kd", game="low27")
>>> odds.outcomes, odds.p_at_least("7-6-5-4-2")  # 47 cards; 4-x, 6-x (x not 5 or 7) make a seven
(47, Fraction(8, 47))
>>> best_discards("As Ah Kd 7c 2s", payout={"two pair": 2, "three of a kind": 3})[0].discard
(Card('Kd'), Card('7c'), Card('2s'))
"""

from __future__ import annotations

import functools
import math
from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from fractions import Fraction
from types import MappingProxyType
from typing import Literal, TypeAlias

import numpy as np

from pokerules import _core
from pokerules.analysis.draw_counts import ClassCounts, dense_rows, expectations
from pokerules.analysis.draw_setup import (
    DrawScale,
    Payout,
    Target,
    cards_of,
    draw_scale,
    pay_function,
    whole,
)
from pokerules.cards import Card, CardLike
from pokerules.errors import InvalidArgumentError, InvalidGameError
from pokerules.evaluation.badugi import BadugiCategory
from pokerules.evaluation.five_card import HandCategory, WildSpec
from pokerules.games import Game
from pokerules.validate import is_integer, shown

__all__ = [
    "DEFAULT_SAMPLES",
    "MAX_DRAWS_LEFT",
    "DiscardChoice",
    "DrawOdds",
    "DrawScale",
    "Progress",
    "best_discards",
    "draw_odds",
]

DEFAULT_SAMPLES = 1_000_000
"""Trials when a multi-draw chance must be sampled (three or more cards drawn)."""

MAX_SAMPLES = 1_000_000_000
"""The most trials one call may ask for."""

MAX_THREADS = 1024
"""The most threads one call may ask for."""

MAX_DRAWS_LEFT = 3
"""The most draws :func:`best_discards` plans for (triple draw)."""

Progress: TypeAlias = Callable[[int, int], None]
"""A progress callback: called with (steps done, steps in all) as long work advances."""

_SEED_MASK = (1 << 64) - 1
_PROGRESS_STEPS = 32

Criterion: TypeAlias = Literal[
    "expected payout", "chance of target", "strength", "strength over draws"
]


@dataclass(frozen=True)
class DrawOdds:
    """The exact outcome of one discard: every final hand, counted over every replacement set.

    ``classes`` counts the final hands by class value (best first on the game's scale) and
    ``outcomes`` is the number of replacement sets, C(unseen cards, cards drawn). With a
    ``target``, ``target_chance`` is the chance to reach it or better within ``draws`` draws,
    and ``chance_by_draw`` the chance within 1, 2, ... draws: exact Fractions when ``exact``
    (one draw, or one or two cards drawn), otherwise floats from ``samples`` seeded trials
    with the standard error ``stderr``. ``classes`` and ``categories`` always describe one
    draw.

    >>> odds = draw_odds("Ah Kh Qh Jh 2c", "2c")
    >>> odds.outcomes, odds.categories[HandCategory.STRAIGHT_FLUSH]
    (47, 1)
    >>> odds.p_at_least(HandCategory.FLUSH), odds.expected({"flush": 6, "straight flush": 800})
    (Fraction(9, 47), Fraction(848, 47))
    """

    hand: tuple[Card, ...]
    discard: tuple[Card, ...]
    scale: DrawScale
    outcomes: int
    classes: ClassCounts = field(hash=False, repr=False)
    draws: int = 1
    target: int | None = None
    target_chance: Fraction | float | None = None
    chance_by_draw: tuple[Fraction | float, ...] = ()
    exact: bool = True
    stderr: float | None = None
    samples: int | None = None
    seed: int | None = None

    @property
    def keep(self) -> tuple[Card, ...]:
        """The cards kept, in the hand's order."""
        return tuple(card for card in self.hand if card not in self.discard)

    @property
    def categories(self) -> Mapping[HandCategory | BadugiCategory, int]:
        """The final hands by category, best first on the game's scale (by
        :class:`~pokerules.evaluation.badugi.BadugiCategory` on the badugi scale)."""
        return MappingProxyType(self.scale.categories_of(self.classes.array))

    def p_at_least(self, value: Target) -> Fraction:
        """The exact chance to finish at ``value`` or better on the game's scale.

        ``value`` is a class value, a category (meaning its worst hand), five cards, five ranks
        (``"8-6-5-4-2"``) or a category name.
        """
        return Fraction(self.classes.at_least(self.scale.threshold(value)), self.outcomes)

    def expected(self, payout: Payout) -> Fraction:
        """The exact expected payout: ``payout`` maps categories to numbers (those not listed
        pay 0) or is a function of the class value."""
        row = self.classes.array[np.newaxis, :]
        return expectations(row, self.classes.best, pay_function(payout, self.scale))[0]

    def __str__(self) -> str:
        held = " ".join(card.symbol for card in self.keep) or "nothing"
        lines = [f"keep {held}, draw {len(self.discard)}: {self.outcomes:,} outcomes"]
        for kind, count in self.categories.items():
            lines.append(f"  {kind.label:<16} {count:>10,}  {count / self.outcomes:8.4%}")
        if self.target is not None and self.target_chance is not None:
            how = "exact" if self.exact else f"± {self.stderr:.4%}, {self.samples:,} samples"
            lines.append(
                f"  {self.scale.describe(self.target)} or better within {self.draws} "
                f"draw(s): {float(self.target_chance):.4%} ({how})"
            )
        return "\n".join(lines)


@dataclass(frozen=True)
class DiscardChoice:
    """One of the 32 discards of a hand (16 in badugi), with the number it is ranked by.

    ``score`` is, as ``criterion`` says, the exact expected payout, the exact chance of
    reaching the target, the exact strength (the chance the final hand beats a random hand of
    as many cards, ties counting half), or the strength over draws of the multi-draw model
    (see :func:`best_discards`; a float's exact value). ``odds`` holds the whole distribution
    of the hand after this draw.
    """

    keep: tuple[Card, ...]
    discard: tuple[Card, ...]
    score: Fraction
    criterion: Criterion
    odds: DrawOdds = field(repr=False)

    def __str__(self) -> str:
        held = " ".join(card.symbol for card in self.keep) or "nothing"
        return f"keep {held}: {self.criterion} {float(self.score):.6g}"


def _scale_and_cards(
    hand: str | Iterable[CardLike],
    game: str | Game,
    dead: str | Iterable[CardLike] | None,
    wild: WildSpec,
) -> tuple[DrawScale, tuple[Card, ...], tuple[Card, ...]]:
    return draw_scale(game, wild), cards_of(hand, "hand"), cards_of(dead, "dead")


def _threads(threads: int | None) -> int | None:
    return None if threads is None else whole(threads, "threads", 1, MAX_THREADS)


def _check_progress(progress: object) -> None:
    if progress is not None and not callable(progress):
        raise InvalidArgumentError(
            f"progress must be a function of (done, total) or None, not {shown(progress)}"
        )


def _chunk_ranges(chunks: int) -> Iterator[tuple[int, int]]:
    step = max(1, -(-chunks // _PROGRESS_STEPS))
    for start in range(0, chunks, step):
        yield start, min(chunks, start + step)


def draw_odds(
    hand: str | Iterable[CardLike],
    discard: str | Iterable[CardLike] | None = "",
    *,
    game: str | Game = "high",
    dead: str | Iterable[CardLike] | None = "",
    wild: WildSpec = None,
    target: Target | None = None,
    draws: int = 1,
    samples: int = DEFAULT_SAMPLES,
    seed: int = 0,
    threads: int | None = None,
    progress: Progress | None = None,
) -> DrawOdds:
    """The exact odds of discarding ``discard`` from the five-card ``hand`` and drawing as many.

    Every set of replacement cards from the unseen cards (52 minus the hand minus ``dead``) is
    enumerated; a ``discard`` of ``""`` or ``None`` stands pat. ``game`` is ``"high"``,
    ``"low27"``, ``"wild"``, any game name (its evaluation, wild cards and duplicate rule) or a
    :class:`~pokerules.games.Game`; ``wild`` overrides the wild cards of a wild game, as in
    :func:`~pokerules.evaluate_wild`.

    With a ``target`` (see :meth:`DrawOdds.p_at_least`) and ``draws`` of 2 or 3, the chance to
    reach the target within that many draws: the kept cards stay, the rest are drawn again,
    drawing stops once the target is made, and thrown cards are dead (no reshuffle). It is
    exact when one or two cards are drawn, and otherwise sampled: ``samples`` trials seeded
    by ``seed`` (any int, taken modulo 2**64), the same result whatever ``threads``.
    ``progress(done, total)`` is called as sampling advances.

    >>> odds = draw_odds("7h 5d 3c 2s Kd", "Kd", game="triple-draw", target="7-6-5-4-2", draws=3)
    >>> odds.exact, odds.chance_by_draw  # 1 - (39/47)(38/46)... : 39 of 47 cards miss
    (True, (Fraction(8, 47), Fraction(340, 1081), Fraction(7076, 16215)))
    """
    scale, cards, dead_cards = _scale_and_cards(hand, game, dead, wild)
    if scale.scale == "badugi":
        raise InvalidGameError(
            "draw_odds is for five-card hands; for badugi, best_discards ranks every discard "
            "and gives each one's odds"
        )
    thrown = cards_of(discard, "discard")
    draws = whole(draws, "draws", 1, 3)
    samples = whole(samples, "samples", 1, MAX_SAMPLES)
    seed_bits = whole(seed, "seed", None) & _SEED_MASK
    thread_count = _threads(threads)
    _check_progress(progress)
    threshold = None if target is None else scale.threshold(target)
    if draws > 1 and threshold is None:
        raise InvalidArgumentError(
            f"draws={draws} needs a target: the chance to reach it within {draws} draws is what "
            "repeated draws answer"
        )
    ids = ([int(c) for c in cards], [int(c) for c in thrown], [int(c) for c in dead_cards])
    core_scale = (scale.scale, scale.wild_bits, scale.may_duplicate)
    best, width, data = _core.draw_histogram(*ids, *core_scale)
    classes = ClassCounts(best, dense_rows(width, data)[0])
    odds = DrawOdds(cards, thrown, scale, classes.total, classes)
    if threshold is None:
        return odds
    found = _core.draw_chances_exact(*ids, *core_scale, threshold, draws)
    if found is not None:
        made, total = found
        chances: tuple[Fraction | float, ...] = tuple(Fraction(m, total) for m in made)
        return _with_chances(odds, draws, threshold, chances)
    chunks = _core.sample_chunks(samples)
    first_made = [0] * draws
    ranges = list(_chunk_ranges(chunks))
    for step, (start, end) in enumerate(ranges):
        part = _core.draw_chances_sample(
            *ids, *core_scale, threshold, draws, seed_bits, samples, start, end, thread_count
        )
        first_made = [a + b for a, b in zip(first_made, part, strict=True)]
        if progress is not None:
            progress(step + 1, len(ranges))
    cumulative = [sum(first_made[: j + 1]) / samples for j in range(draws)]
    p = cumulative[-1]
    return _with_chances(
        odds,
        draws,
        threshold,
        tuple(cumulative),
        stderr=math.sqrt(p * (1 - p) / samples),
        samples=samples,
        seed=seed_bits,
    )


def _with_chances(
    odds: DrawOdds,
    draws: int,
    threshold: int,
    chances: tuple[Fraction | float, ...],
    stderr: float | None = None,
    samples: int | None = None,
    seed: int | None = None,
) -> DrawOdds:
    return DrawOdds(
        odds.hand,
        odds.discard,
        odds.scale,
        odds.outcomes,
        odds.classes,
        draws=draws,
        target=threshold,
        target_chance=chances[-1],
        chance_by_draw=chances,
        exact=stderr is None,
        stderr=stderr,
        samples=samples,
        seed=seed,
    )


@functools.lru_cache(maxsize=16)
def _strength(scale: str, wild_bits: int, may_duplicate: bool) -> Mapping[int, Fraction]:
    """For each value, the chance it beats a random hand of the full deck (five cards; four on
    the badugi scale), ties counting half."""
    best, width, data = _core.deck_histogram(scale, wild_bits, may_duplicate)
    deck = ClassCounts(best, dense_rows(width, data)[0])
    total = deck.total
    strength: dict[int, Fraction] = {}
    better_or_equal = 0
    for value, count in deck.items():
        better_or_equal += count
        strength[value] = Fraction(2 * (total - better_or_equal) + count, 2 * total)
    return MappingProxyType(strength)


def _check_draws_left(draws_left: object, scale: DrawScale, payout: object, target: object) -> int:
    """``draws_left`` checked against the game and the ranking asked for."""
    if not is_integer(draws_left):
        raise InvalidArgumentError(
            f"draws_left must be a whole number from 1 to {MAX_DRAWS_LEFT} (this draw and those "
            f"after it), not {shown(draws_left)}"
        )
    draws = whole(draws_left, "draws_left", 1, MAX_DRAWS_LEFT)
    if draws > 1 and scale.scale not in ("low27", "badugi"):
        raise InvalidArgumentError(
            f"draws_left={draws} is modelled for deuce-to-seven (triple-draw, nl-single-draw, "
            f"low27) and badugi; {scale.name} draws once: give draws_left=1"
        )
    if draws > 1 and (payout is not None or target is not None):
        raise InvalidArgumentError(
            f"draws_left={draws} ranks by strength over the draws to come; payout and target "
            "rank one draw: leave them out, or give draws_left=1"
        )
    return draws


def best_discards(
    hand: str | Iterable[CardLike],
    *,
    game: str | Game = "high",
    dead: str | Iterable[CardLike] | None = "",
    wild: WildSpec = None,
    payout: Payout | None = None,
    target: Target | None = None,
    threads: int | None = None,
    draws_left: int = 1,
) -> list[DiscardChoice]:
    """All discards of a hand (keep all … throw all), best first: 32 of a five-card hand, 16
    of a four-card badugi hand.

    With ``draws_left=1`` (the default: this is the last draw) the ranking is exact, by the
    expected ``payout`` (categories to numbers, or a function of the class value), or by the
    chance of reaching ``target`` or better; with neither, by **strength**: the chance the
    final hand beats a random hand of as many cards from the whole deck, ties counting half.
    ``game``, ``dead`` and ``wild`` are as in :func:`draw_odds`; ``game="badugi"`` takes four
    cards.

    With ``draws_left=2`` or ``3`` (this draw and the ones after it) the ranking is by
    **strength over draws**, a model of good play, for deuce-to-seven (``"triple-draw"``,
    ``"nl-single-draw"``, ``"low27"``) and badugi; the high and wild games draw once, and
    refuse it, as do ``payout`` and ``target``. A discard's score is the expected final
    strength when every later draw is played by the model:

    * A 2-7 hand is its ranks (straights count); flushes count exactly on this draw (a flush
      held or drawn now is valued as one) and are ignored after it. A badugi hand is its cards
      up to relabelling of the suits.
    * This draw comes from the deck less the hand and ``dead``. The later draws come from the
      deck less the cards then held: earlier discards count as unseen.
    * Final strength is the chance, ties half, to beat the final hand of an opponent who holds
      the better (by the model's worth) of two random deals and plays the same model with as
      many draws; that opponent is found by iterating from random hands 24 times.
    * With ``j`` draws left a hand is worth the best, over its discards, of the expected worth
      of the hand drawn with ``j - 1`` left; with none left, its final strength.

    ``_core.plan_discard`` (the Rust ``draw::plan::best_discard``) plays the first choice in
    well under a microsecond, from tables built on first use: with two or three draws it
    reads the same worths; with one, the same model against a random hand is the exact
    strength in floats, and it agreed with this ranking on all of 3,000 random hands of each
    game. Ties keep fewer discards first, then the discard whose cards, in increasing id
    order (``2c`` = 0 … ``As`` = 51), come first.

    >>> choices = best_discards("7h 5d 3c 2s Kd", game="low27", target="7-6-5-4-2")
    >>> [str(card) for card in choices[0].discard], choices[0].score
    (['Kd'], Fraction(8, 47))
    >>> choices[-1].score, [str(c) for c in choices[-1].keep]  # a kept king never makes a seven
    (Fraction(0, 1), ['Kd'])
    >>> [str(c) for c in best_discards("Kd 7h 5c 3s 2d", game="triple-draw")[0].discard]
    []
    >>> three = best_discards("Kd 7h 5c 3s 2d", game="triple-draw", draws_left=3)
    >>> [str(c) for c in three[0].discard], three[0].criterion
    (['Kd'], 'strength over draws')
    >>> [str(c) for c in best_discards("5c 3d 2h Kh", game="badugi", draws_left=3)[0].keep]
    ['5c', '3d', '2h']
    """
    if payout is not None and target is not None:
        raise InvalidArgumentError("rank by payout or by target, not both")
    scale, cards, dead_cards = _scale_and_cards(hand, game, dead, wild)
    draws = _check_draws_left(draws_left, scale, payout, target)
    hand_ids, dead_ids = [int(c) for c in cards], [int(c) for c in dead_cards]
    best, width, data = _core.discard_histograms(
        hand_ids, dead_ids, scale.scale, scale.wild_bits, scale.may_duplicate, _threads(threads)
    )
    rows = dense_rows(width, data)
    totals = [int(t) for t in rows.sum(axis=1, dtype=np.uint64)]
    criterion: Criterion
    scores: list[Fraction]
    if draws > 1:
        criterion = "strength over draws"
        worths = _core.plan_worths(scale.scale, hand_ids, dead_ids, draws)
        scores = [Fraction(worth) for worth in worths]
    elif target is not None:
        criterion = "chance of target"
        end = max(0, scale.threshold(target) - best + 1)
        made = rows[:, :end].sum(axis=1, dtype=np.uint64)
        scores = [Fraction(int(m), t) for m, t in zip(made, totals, strict=True)]
    elif payout is not None:
        criterion = "expected payout"
        scores = expectations(rows, best, pay_function(payout, scale))
    else:
        criterion = "strength"
        strength = _strength(scale.scale, scale.wild_bits, scale.may_duplicate)
        scores = expectations(rows, best, strength.__getitem__)
    choices = []
    for mask, score in enumerate(scores):
        thrown = tuple(card for i, card in enumerate(cards) if mask >> i & 1)
        odds = DrawOdds(cards, thrown, scale, totals[mask], ClassCounts(best, rows[mask]))
        choices.append(DiscardChoice(odds.keep, thrown, score, criterion, odds))
    choices.sort(key=lambda c: (-c.score, len(c.discard), sorted(int(x) for x in c.discard)))
    return choices
