"""Video poker: the exact return of a pay table under optimal play, and the best hold of any
hand.

:func:`video_poker` analyses every one of the 2,598,960 deals of five-card draw and each
deal's 32 holds, exactly, in the Rust core (inclusion-exclusion over held cards, deals taken
up to a permutation of suits), and returns the return rate as a :class:`~fractions.Fraction`
and the frequency of every final hand under optimal play.

>>> from pokerules import video_poker
>>> analysis = video_poker("jacks-or-better-9-6")
>>> f"{float(analysis.return_rate):.4%}"
'99.5439%'
>>> hold = analysis.best_hold("Ah Kh Qh Jh 9c")
>>> [str(card) for card in hold.keep], hold.expected  # (800 + 8 * 6 + 3 * 4 + 12) / 47
(['Ah', 'Kh', 'Qh', 'Jh'], Fraction(872, 47))
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from fractions import Fraction
from types import MappingProxyType

from pokerules import _core
from pokerules.analysis.draw_setup import CategoryPays, cards_of, given_twice, number, whole
from pokerules.analysis.draws import MAX_THREADS, Progress
from pokerules.cards import Card, CardLike
from pokerules.errors import InvalidArgumentError, InvalidHandError
from pokerules.evaluation.five_card import HandCategory
from pokerules.validate import as_flag, shown

__all__ = [
    "PAY_CATEGORIES",
    "PAY_TABLES",
    "WILD_CATEGORIES",
    "PayTable",
    "VideoPokerAnalysis",
    "VideoPokerHold",
    "video_poker",
]

PAY_CATEGORIES: tuple[str, ...] = (
    "natural-royal-flush",
    "four-deuces",
    "wild-royal-flush",
    "five-of-a-kind",
    "straight-flush",
    "four-of-a-kind",
    "full-house",
    "flush",
    "straight",
    "three-of-a-kind",
    "two-pair",
    "jacks-or-better",
    "low-pair",
    "nothing",
)
"""The final-hand categories a pay table pays, best first. ``natural-royal-flush`` is a royal
flush without wild cards (every royal on a natural machine; ``royal-flush`` is an alias);
``straight-flush`` excludes royals; ``jacks-or-better`` is a pair of jacks, queens, kings or
aces, ``low-pair`` any lower pair; ``nothing`` is everything else."""

WILD_CATEGORIES = frozenset({"four-deuces", "wild-royal-flush", "five-of-a-kind"})
"""Categories only a deuces-wild machine has; a table naming one is a deuces-wild table."""

_ALIASES = {"royal-flush": "natural-royal-flush", "natural-royal": "natural-royal-flush"}
_FROM_HAND_CATEGORY = {
    HandCategory.FIVE_OF_A_KIND: "five-of-a-kind",
    HandCategory.STRAIGHT_FLUSH: "straight-flush",
    HandCategory.FOUR_OF_A_KIND: "four-of-a-kind",
    HandCategory.FULL_HOUSE: "full-house",
    HandCategory.FLUSH: "flush",
    HandCategory.STRAIGHT: "straight",
    HandCategory.THREE_OF_A_KIND: "three-of-a-kind",
    HandCategory.TWO_PAIR: "two-pair",
    HandCategory.HIGH_CARD: "nothing",
}
_DEALS = 2_598_960


def _category(key: object) -> str:
    if isinstance(key, HandCategory):
        if key not in _FROM_HAND_CATEGORY:
            raise InvalidArgumentError(
                "a pay table pays pairs as 'jacks-or-better' or 'low-pair', not ONE_PAIR"
            )
        return _FROM_HAND_CATEGORY[key]
    if not isinstance(key, str):
        raise InvalidArgumentError(f"pay table keys are category names, not {type(key).__name__}")
    name = "-".join(key.strip().lower().replace("_", " ").split())
    name = _ALIASES.get(name, name)
    if name not in PAY_CATEGORIES:
        raise InvalidArgumentError(
            f"unknown pay table category {key!r}; the categories are {', '.join(PAY_CATEGORIES)}"
        )
    return name


@dataclass(frozen=True)
class PayTable:
    """What each final hand pays per unit bet, and whether the deuces are wild.

    Build a custom one with :meth:`custom`; :data:`PAY_TABLES` holds the named ones. Royal
    flushes pay the five-coin rate per coin (800).

    >>> PAY_TABLES["jacks-or-better-9-6"].pays["full-house"]
    Fraction(9, 1)
    >>> PayTable.custom({"royal flush": 800, "flush": 6}).deuces_wild
    False
    """

    name: str
    pays: Mapping[str, Fraction] = field(hash=False)
    deuces_wild: bool

    def __post_init__(self) -> None:
        # Built directly, a table is checked as custom() checks it: its pays are read by name.
        if not isinstance(self.name, str):
            raise InvalidArgumentError(f"a pay table's name is text, not {shown(self.name)}")
        if self.deuces_wild is not True and self.deuces_wild is not False:
            # A numpy bool is kept as a plain one, so equal tables compare and hash equal.
            object.__setattr__(self, "deuces_wild", as_flag(self.deuces_wild, "deuces_wild"))
        if not isinstance(self.pays, Mapping):
            raise InvalidArgumentError(f"pays maps categories to payouts, not {shown(self.pays)}")
        for key, pay in self.pays.items():
            if not isinstance(key, str) or key not in PAY_CATEGORIES:
                raise InvalidArgumentError(
                    f"pays has the key {shown(key)}; the categories are {', '.join(PAY_CATEGORIES)}"
                )
            if not isinstance(pay, Fraction) or pay < 0:
                raise InvalidArgumentError(
                    f"the payout for {key} must be a Fraction of at least 0, not {shown(pay)} "
                    "(PayTable.custom takes ints, floats and Decimals)"
                )
            if key in WILD_CATEGORIES and not self.deuces_wild:
                raise InvalidArgumentError(f"{key} needs wild deuces: deuces_wild=True")

    @classmethod
    def custom(
        cls,
        pays: CategoryPays,
        *,
        deuces_wild: bool | None = None,
        name: str = "custom",
    ) -> PayTable:
        """A pay table from ``{category: payout}``; categories not listed pay 0.

        Categories are the names of :data:`PAY_CATEGORIES` (any case; spaces or underscores
        for dashes) or :class:`~pokerules.HandCategory` members other than ``ONE_PAIR``.
        Payouts are non-negative ints, Fractions, Decimals or floats (taken exactly). The deuces
        are wild when a wild-only category is named, unless ``deuces_wild`` says so.
        """
        if not isinstance(pays, Mapping):
            raise InvalidArgumentError(f"a pay table maps categories to payouts, not {shown(pays)}")
        if not isinstance(name, str):
            raise InvalidArgumentError(f"a pay table's name is text, not {shown(name)}")
        table: dict[str, Fraction] = {}
        spelled: dict[str, object] = {}
        for key, pay in pays.items():
            category = _category(key)
            if category in spelled:
                raise given_twice(category, spelled[category], key)
            spelled[category] = key
            amount = number(pay, f"the payout for {category}")
            if amount < 0:
                raise InvalidArgumentError(
                    f"the payout for {category} is {amount}: payouts are >= 0"
                )
            table[category] = amount
        wild_named = sorted(WILD_CATEGORIES & table.keys())
        if deuces_wild is None:
            deuces_wild = bool(wild_named)
        deuces_wild = as_flag(deuces_wild, "deuces_wild")
        if wild_named and not deuces_wild:
            raise InvalidArgumentError(
                f"{', '.join(wild_named)} need wild deuces: leave deuces_wild unset or True"
            )
        ordered = {c: table[c] for c in PAY_CATEGORIES if c in table}
        return cls(name, MappingProxyType(ordered), deuces_wild)

    @property
    def categories(self) -> tuple[str, ...]:
        """The categories a final hand can fall in on this table's machine, best first."""
        if self.deuces_wild:
            return PAY_CATEGORIES
        return tuple(c for c in PAY_CATEGORIES if c not in WILD_CATEGORIES)

    def pay(self, category: str) -> Fraction:
        """The payout of a category (0 if the table does not list it)."""
        return self.pays.get(_category(category), Fraction(0))

    @property
    def _machine(self) -> str:
        return "deuces-wild" if self.deuces_wild else "natural"

    def _integer_pays(self) -> tuple[list[int], int]:
        """The payouts over their common denominator, in the core's class order."""
        denominator = math.lcm(*(p.denominator for p in self.pays.values()), 1)
        return [int(self.pay(c) * denominator) for c in PAY_CATEGORIES], denominator


_JACKS = {
    "royal flush": 800,
    "straight flush": 50,
    "four of a kind": 25,
    "straight": 4,
    "three of a kind": 3,
    "two pair": 2,
    "jacks or better": 1,
}
_DEUCES_FULL_PAY = {
    "natural royal flush": 800,
    "four deuces": 200,
    "wild royal flush": 25,
    "five of a kind": 15,
    "straight flush": 9,
    "four of a kind": 5,
    "full house": 3,
    "flush": 2,
    "straight": 2,
    "three of a kind": 1,
}

PAY_TABLES: Mapping[str, PayTable] = MappingProxyType(
    {
        name: PayTable.custom(pays, deuces_wild=wild, name=name)
        for name, pays, wild in (
            ("jacks-or-better-9-6", {**_JACKS, "full house": 9, "flush": 6}, False),
            ("jacks-or-better-8-5", {**_JACKS, "full house": 8, "flush": 5}, False),
            ("deuces-wild-full-pay", _DEUCES_FULL_PAY, True),
        )
    }
)
"""The named pay tables: 9/6 and 8/5 Jacks or Better (full house / flush), Full Pay Deuces
Wild. Published returns under optimal play: 99.5439%, 97.2984% and 100.7620%."""


@dataclass(frozen=True)
class VideoPokerHold:
    """One hold of a dealt hand: the cards kept, its exact expected payout, and how many of its
    ``outcomes`` (replacement sets) end in each category."""

    keep: tuple[Card, ...]
    discard: tuple[Card, ...]
    expected: Fraction
    outcomes: int
    categories: Mapping[str, int] = field(hash=False, repr=False)

    def __str__(self) -> str:
        held = " ".join(card.symbol for card in self.keep) or "nothing"
        return f"keep {held}: {float(self.expected):.6f}"


@dataclass(frozen=True)
class VideoPokerAnalysis:
    """Optimal play of a pay table over all 2,598,960 deals.

    ``return_rate`` is the exact expected payout per unit bet; ``frequencies`` the exact
    chance of ending in each category. Among holds of equal expectation the one with fewer
    discards is played, then the one whose discards, in increasing card id order, come first;
    the rule changes the frequencies of such ties, never the return.
    """

    paytable: PayTable
    return_rate: Fraction
    frequencies: Mapping[str, Fraction] = field(hash=False)
    deals: int = _DEALS
    deal_classes: int = 134_459

    def holds(self, hand: str | Iterable[CardLike]) -> list[VideoPokerHold]:
        """All 32 holds of a five-card hand, best first (ties as in the class docstring)."""
        cards = dealt_hand(hand)
        table = self.paytable
        counts = _core.video_poker_holds(table._machine, [int(c) for c in cards])
        pays = [table.pay(c) for c in PAY_CATEGORIES]
        holds = []
        for mask, by_class in enumerate(counts):
            thrown = tuple(card for i, card in enumerate(cards) if mask >> i & 1)
            kept = tuple(card for card in cards if card not in thrown)
            outcomes = sum(by_class)
            paid = sum((p * n for p, n in zip(pays, by_class, strict=True)), Fraction(0))
            shown = {c: n for c, n in zip(PAY_CATEGORIES, by_class, strict=True) if n}
            holds.append(
                VideoPokerHold(kept, thrown, paid / outcomes, outcomes, MappingProxyType(shown))
            )
        holds.sort(key=lambda h: (-h.expected, len(h.discard), sorted(int(c) for c in h.discard)))
        return holds

    def best_hold(self, hand: str | Iterable[CardLike]) -> VideoPokerHold:
        """The hold optimal play keeps from a five-card hand."""
        return self.holds(hand)[0]

    def __str__(self) -> str:
        lines = [
            f"{self.paytable.name}: return {float(self.return_rate):.4%} under optimal play",
            f"  {'final hand':<20} {'pays':>6} {'frequency':>12} {'return':>10}",
        ]
        for category, chance in self.frequencies.items():
            pay = self.paytable.pay(category)
            lines.append(
                f"  {category:<20} {float(pay):>6g} {float(chance):>12.8f} "
                f"{float(pay * chance):>10.6f}"
            )
        return "\n".join(lines)


def dealt_hand(hand: str | Iterable[CardLike]) -> tuple[Card, ...]:
    """The five different cards of a dealt hand, checked before any work is done.

    >>> try:
    ...     dealt_hand("Ah Kh")
    ... except InvalidHandError as error:
    ...     print(error)
    a video poker hand has 5 cards, got 2: give the five cards dealt
    """
    cards = cards_of(hand, "hand")
    if len(cards) != 5:
        raise InvalidHandError(
            f"a video poker hand has 5 cards, got {len(cards)}: give the five cards dealt"
        )
    repeated = next((card for card in cards if cards.count(card) > 1), None)
    if repeated is not None:
        raise InvalidHandError(f"card {repeated} appears more than once in the hand")
    return cards


def _paytable(paytable: str | PayTable | CategoryPays) -> PayTable:
    if isinstance(paytable, PayTable):
        return paytable
    if isinstance(paytable, str):
        found = PAY_TABLES.get(paytable.strip().lower())
        if found is None:
            raise InvalidArgumentError(
                f"unknown pay table {paytable!r}; the pay tables are {', '.join(PAY_TABLES)}, "
                "or give a mapping of category to payout"
            )
        return found
    return PayTable.custom(paytable)


_MAX_PAY = 1 << 40


def video_poker(
    paytable: str | PayTable | CategoryPays,
    *,
    threads: int | None = None,
    progress: Progress | None = None,
) -> VideoPokerAnalysis:
    """The exact analysis of a pay table under optimal play.

    ``paytable`` is a name from :data:`PAY_TABLES`, a :class:`PayTable`, or a mapping of
    category to payout (see :meth:`PayTable.custom`). The work runs in Rust on ``threads``
    threads (default: all cores); ``progress(done, total)`` is called as it advances. The
    per-category counts behind the analysis are built once per machine and kept.

    >>> royals_only = video_poker({"royal flush": 800})
    >>> royals_only.best_hold("As Ks 7d 7h 2c").keep  # the pair pays nothing here
    (Card('As'), Card('Ks'))
    """
    table = _paytable(paytable)
    thread_count = None if threads is None else whole(threads, "threads", 1, MAX_THREADS)
    if progress is not None and not callable(progress):
        raise InvalidArgumentError(
            f"progress must be a function of (done, total) or None, not {shown(progress)}"
        )
    pays, denominator = table._integer_pays()
    if max(pays) > _MAX_PAY:
        raise InvalidArgumentError(
            f"the payouts are too large or too finely divided: over their common denominator "
            f"{denominator} they reach {max(pays)}, above {_MAX_PAY}"
        )
    deal_classes = _core.video_poker_deals()
    step = -(-deal_classes // 32)
    returned, frequency, deals, scale = 0, [0] * len(PAY_CATEGORIES), 0, 1
    for start in range(0, deal_classes, step):
        end = min(deal_classes, start + step)
        part = _core.video_poker_analyze(table._machine, pays, start, end, thread_count)
        returned += part[0]
        frequency = [a + b for a, b in zip(frequency, part[1], strict=True)]
        deals += part[2]
        scale = part[3]
        if progress is not None:
            progress(end, deal_classes)
    rate = Fraction(returned, deals * scale * denominator)
    frequencies = {
        c: Fraction(n, deals * scale)
        for c, n in zip(PAY_CATEGORIES, frequency, strict=True)
        if c in table.categories
    }
    return VideoPokerAnalysis(table, rate, MappingProxyType(frequencies), deals, deal_classes)
