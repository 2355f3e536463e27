"""What a game is: a frozen description of its streets, betting, evaluation and house options.

The hand state machine (:mod:`pokerules.state`) plays any :class:`Game`; the modules beside
this one build the five seeded games from their options.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass, field, replace
from typing import Any, Literal, TypeAlias

from pokerules.betting import BettingStructure, FixedLimit, NoLimit, PotLimit
from pokerules.cards import Card
from pokerules.shortage import SHORTAGE_POLICIES, ShortageName, ShortagePolicy, shortage_policy
from pokerules.upcards import ExposedWild

__all__ = [
    "BettingRound",
    "DealCards",
    "DrawRound",
    "Evaluation",
    "Game",
    "RollCard",
    "StreetSpec",
]

Evaluation: TypeAlias = Literal["high", "low27", "wild"]
"""How showdown hands are ranked: high hands, deuce-to-seven lowball, or high with wild cards."""


@dataclass(frozen=True, slots=True)
class DealCards:
    """Deal ``down`` face-down then ``up`` face-up cards to every seat still in, one at a time."""

    down: int = 0
    up: int = 0
    name: str = "deal"


@dataclass(frozen=True, slots=True)
class RollCard:
    """Stud roll: each seat picks one face-down card to turn up; all are revealed together."""

    name: str = "roll"


@dataclass(frozen=True, slots=True)
class BettingRound:
    """A betting round; its sizes come from the game's betting structure, in round order."""

    name: str = "betting round"


@dataclass(frozen=True, slots=True)
class DrawRound:
    """Each seat still in, in turn, discards 0 to ``max_discard`` cards and gets as many."""

    max_discard: int = 5
    name: str = "draw"


StreetSpec: TypeAlias = DealCards | RollCard | BettingRound | DrawRound
"""One stage of a hand."""

OpeningRule: TypeAlias = Literal["none", "jacks_or_better"]
FirstToAct: TypeAlias = Literal["left_of_button", "opener", "high_showing"]
ShowdownFirst: TypeAlias = Literal["left_of_button", "opener", "first_actor"]
OddChip: TypeAlias = Literal["left_of_button", "high_card_by_suit"]
Unopened: TypeAlias = Literal["play_out", "pass_out"]


@dataclass(frozen=True)
class Game:
    """A poker game the engine can deal: streets, betting, forced bets, ranking and options.

    Every field is a documented rule; the games in :mod:`pokerules.games` set them from the
    seeds and ``rules-notes.md``. Use :meth:`with_options` to change a rule.

    Attributes:
        name: registry name, such as ``"triple-draw"``.
        title: the name people use, such as ``"Deuce-to-Seven Triple Draw"``.
        streets: the stages of a hand, in order.
        betting: the betting structure.
        evaluation: ``"high"``, ``"low27"`` or ``"wild"``.
        ante: chips each seat antes before the deal (0 for none).
        blinds: ``(small, big)`` or ``None``; heads-up the button posts the small blind.
        wild_cards: the cards that are wild (ids), empty for a natural game.
        wild_face_up_only: wild cards are wild only while face up (Dead Deuce).
        exposed_wild_counts: how a face-up wild counts for the stud acting order: ``"wild"``,
            ``"natural_two"`` or ``"natural_first"`` (rules-notes 2.25).
        may_duplicate: a wild may duplicate a natural card in any hand (the double-ace flush);
            off means only for five of a kind.
        natural_beats_wild: between equal hands, one without wild cards wins.
        opening: ``"jacks_or_better"`` to need a pair of jacks or better to make the first bet.
        unopened: when nobody bets in the first round: ``"pass_out"`` (throw in, antes stay,
            deal again) or ``"play_out"`` (go on to the draw).
        later_rounds_first: who begins betting after the first round: ``"left_of_button"``,
            ``"opener"`` (or the next seat still in), or ``"high_showing"`` (stud).
        showdown_first: who shows first when the final round had no bet or raise.
        odd_chip: who gets an indivisible chip: ``"left_of_button"`` (first tied winner left
            of the dealer or button) or ``"high_card_by_suit"``.
        burn: burn a card before each draw (and each stud street).
        recycle_burns: burned cards may join a reshuffle.
        reserve_bottom_card: never deal the stub's last card; reshuffle instead.
        recycle_split_openers: an opener's split cards may join a reshuffle.
        shortage: the procedure when the stub runs short, by name (see
            :mod:`pokerules.shortage`): ``"seed-001"``, ``"seed-002"``, ``"rules-notes-2.8"``
            or ``"stud-2.26"``; ``None`` picks ``"stud-2.26"`` for stud and
            ``"rules-notes-2.8"`` otherwise. The three options above apply on top of it.
        muck_losers: at the showdown, a seat that can no longer win throws its hand away.
        declare_hands: players state their hands in showdown order before showing
            (:meth:`~pokerules.state.Hand.declare`, :meth:`~pokerules.state.Hand.concede`);
            off means cards speak (rules-notes 2.14).
        undercall_binding: a hand declared worse than it is plays as declared.
        min_players, max_players: how many may play.
        starting_stack: chips each player starts a session with.
        deals: deals in a session. Pass-outs do not count; Diablo follow-on hands do, but a
            Diablo round always finishes before the session ends (rules-notes 2.22).
        diablo: the losing opener pays the pot just won into a new pot (seed 004).
        diablo_opener: ``"persistent"`` or ``"per_hand"`` (rules-notes 2.19).
        diablo_max_followon_hands: safety cap on a Diablo round (rules-notes 2.22).
    """

    name: str
    title: str
    streets: tuple[StreetSpec, ...]
    betting: BettingStructure
    evaluation: Evaluation
    ante: int = 0
    blinds: tuple[int, int] | None = None
    wild_cards: frozenset[int] = field(default_factory=frozenset)
    wild_face_up_only: bool = False
    exposed_wild_counts: ExposedWild = "wild"
    may_duplicate: bool = False
    natural_beats_wild: bool = False
    opening: OpeningRule = "none"
    unopened: Unopened = "play_out"
    later_rounds_first: FirstToAct = "left_of_button"
    showdown_first: ShowdownFirst = "left_of_button"
    odd_chip: OddChip = "left_of_button"
    burn: bool = False
    recycle_burns: bool = False
    reserve_bottom_card: bool = False
    recycle_split_openers: bool = False
    shortage: ShortageName | None = None
    muck_losers: bool = True
    declare_hands: bool = False
    undercall_binding: bool = False
    min_players: int = 2
    max_players: int = 6
    starting_stack: int = 100
    deals: int = 10
    diablo: bool = False
    diablo_opener: Literal["persistent", "per_hand"] = "persistent"
    diablo_max_followon_hands: int = 20

    def __post_init__(self) -> None:
        if self.ante < 0:
            raise ValueError(f"ante must be 0 or more, not {self.ante}")
        if self.blinds is not None and not 0 < self.blinds[0] <= self.blinds[1]:
            raise ValueError(f"blinds must be (small, big) with 0 < small <= big: {self.blinds}")
        if not 2 <= self.min_players <= self.max_players:
            raise ValueError("need 2 <= min_players <= max_players")
        cards_needed = self.max_players * self.hand_size
        if cards_needed > 52:
            raise ValueError(
                f"{self.max_players} players need {cards_needed} cards; the deck has 52"
            )
        if self.starting_stack < 1 or self.deals < 1:
            raise ValueError("starting_stack and deals must be positive")
        if (
            isinstance(self.betting, FixedLimit)
            and self.blinds
            and self.blinds[1] > self.betting.size(0)
        ):
            raise ValueError("the big blind may not exceed the first round's bet")
        if not isinstance(self.betting, FixedLimit | NoLimit | PotLimit):
            raise TypeError(f"unknown betting structure {self.betting!r}")
        if self.shortage is not None and self.shortage not in SHORTAGE_POLICIES:
            known = ", ".join(repr(name) for name in SHORTAGE_POLICIES)
            raise ValueError(
                f"unknown shortage procedure {self.shortage!r}; the procedures are {known}"
            )

    @functools.cached_property
    def hand_size(self) -> int:
        """Cards each seat ends up holding."""
        return sum(s.down + s.up for s in self.streets if isinstance(s, DealCards))

    @functools.cached_property
    def betting_rounds(self) -> int:
        """How many betting rounds a hand has."""
        return sum(isinstance(s, BettingRound) for s in self.streets)

    @property
    def is_wild(self) -> bool:
        """Whether any card is wild."""
        return bool(self.wild_cards)

    @functools.cached_property
    def is_stud(self) -> bool:
        """Whether any cards are dealt face up."""
        return any(isinstance(s, RollCard) or getattr(s, "up", 0) for s in self.streets)

    @functools.cached_property
    def shortage_policy(self) -> ShortagePolicy:
        """The shortage procedure in force, with the house options applied."""
        name = self.shortage or ("stud-2.26" if self.is_stud else "rules-notes-2.8")
        return shortage_policy(
            name,
            recycle_burns=self.recycle_burns,
            reserve_bottom_card=self.reserve_bottom_card,
            recycle_split_openers=self.recycle_split_openers,
        )

    @functools.cached_property
    def round_sizes(self) -> tuple[int, ...]:
        """Each betting round's bet size (fixed limit) or minimum bet (no and pot limit)."""
        betting = self.betting
        rounds = range(self.betting_rounds)
        if isinstance(betting, FixedLimit):
            return tuple(betting.size(r) for r in rounds)
        return tuple(betting.min_bet for _ in rounds)

    @functools.cached_property
    def street_kinds(self) -> tuple[int, ...]:
        """Each street as a small code (0 deal, 1 roll, 2 betting, 3 draw) for fast dispatch."""
        codes = {DealCards: 0, RollCard: 1, BettingRound: 2, DrawRound: 3}
        return tuple(codes[type(street)] for street in self.streets)

    @functools.cached_property
    def street_names(self) -> tuple[str, ...]:
        """Each street's name in a hand history: "first betting round", "draw 2"..."""
        words = ("first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth")
        names = []
        bets = draws = 0
        for street in self.streets:
            if isinstance(street, BettingRound):
                names.append(f"{words[bets]} {street.name}")
                bets += 1
            elif isinstance(street, DrawRound):
                draws += 1
                names.append(f"{street.name} {draws}")
            else:
                names.append(street.name)
        return tuple(names)

    @functools.cached_property
    def max_draw(self) -> int:
        """The largest discard any draw allows (0 for stud)."""
        return max((s.max_discard for s in self.streets if isinstance(s, DrawRound)), default=0)

    def with_options(self, **changes: Any) -> Game:
        """A copy with some fields changed.

        >>> from pokerules.games import find_game
        >>> game = find_game("deuces-wild").with_options(ante=2)
        >>> game.ante
        2
        """
        return replace(self, **changes)

    def wild_card_list(self) -> tuple[Card, ...]:
        """The wild cards, in id order."""
        from pokerules.cards import CARDS

        return tuple(CARDS[c] for c in sorted(self.wild_cards))

    def describe(self) -> str:
        """A one-paragraph summary of the rules in force."""
        forced = []
        if self.ante:
            forced.append(f"ante {self.ante}")
        if self.blinds:
            forced.append(f"blinds {self.blinds[0]}/{self.blinds[1]}")
        parts = [self.title, self.betting.describe(), ", ".join(forced) or "no forced bets"]
        if self.wild_cards:
            wild = " ".join(c.symbol for c in self.wild_card_list())
            parts.append(f"wild {wild}" + (" when face up" if self.wild_face_up_only else ""))
        if self.opening != "none":
            parts.append("jacks or better to open")
        draws = [s.max_discard for s in self.streets if isinstance(s, DrawRound)]
        if draws:
            parts.append(f"{len(draws)} draw(s) of up to {draws[0]}")
        parts.append(f"{self.min_players}-{self.max_players} players")
        return "; ".join(parts)
