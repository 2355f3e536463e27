"""What a game is: a frozen description of its streets, betting, evaluation and house options.

The hand state machine (:mod:`pokerules.engine.hand`) plays any :class:`Game`; the modules beside
this one build the five seeded games from their options.
"""

from __future__ import annotations

import dataclasses
import functools
from dataclasses import dataclass, field, replace
from typing import Any, Literal, TypeAlias, get_args

from pokerules.betting.structures import BettingStructure, FixedLimit, NoLimit, PotLimit
from pokerules.cards import Card
from pokerules.errors import InvalidGameError
from pokerules.games.shortage import (
    SHORTAGE_POLICIES,
    ShortageName,
    ShortagePolicy,
    shortage_policy,
)
from pokerules.validate import as_chips, as_choice, as_flag, as_int, as_list, as_text

__all__ = [
    "Betting",
    "DealBoard",
    "DealCards",
    "DrawRound",
    "Evaluation",
    "ExposedWild",
    "Game",
    "RollCard",
    "StreetSpec",
]

Evaluation: TypeAlias = Literal["high", "low27", "wild", "badugi", "a5"]
"""How showdown hands are ranked: high hands, deuce-to-seven lowball, high with wild cards,
badugi (:mod:`pokerules.evaluation.badugi`), or ace-to-five lowball (``"a5"``, razz)."""


ExposedWild: TypeAlias = Literal["wild", "natural_two", "natural_first"]
"""How a face-up wild card counts when comparing hands showing: ``"wild"`` (wilds make the
best hand), ``"natural_two"`` (wilds count at their own rank) or ``"natural_first"`` (as
``"wild"``, but a natural hand beats an equal one made with wilds)."""


@dataclass(frozen=True, slots=True)
class DealCards:
    """Deal ``down`` face-down then ``up`` face-up cards to every seat still in, one at a time."""

    down: int = 0
    up: int = 0
    name: str = "deal"

    def __post_init__(self) -> None:
        _set(self, "down", as_int(self.down, "down", low=0, high=7, error=InvalidGameError))
        _set(self, "up", as_int(self.up, "up", low=0, high=7, error=InvalidGameError))
        as_text(self.name, "a street's name", error=InvalidGameError)
        if not 0 < self.down + self.up <= 7:
            raise InvalidGameError(f"a deal gives 1 to 7 cards, not {self.down + self.up}")


@dataclass(frozen=True, slots=True)
class DealBoard:
    """Burn a card (when the game burns) and turn ``cards`` community cards face up in the
    middle: the flop (3), the turn (1) and the river (1) of hold'em and Omaha.

    Board cards belong to every seat still in; :attr:`~pokerules.engine.hand.Hand.board` lists them.
    """

    cards: int = 1
    name: str = "board"

    def __post_init__(self) -> None:
        _set(self, "cards", as_int(self.cards, "cards", low=1, high=5, error=InvalidGameError))
        as_text(self.name, "a street's name", error=InvalidGameError)


@dataclass(frozen=True, slots=True)
class RollCard:
    """Stud roll: each seat picks one face-down card to turn up; all are revealed together."""

    name: str = "roll"

    def __post_init__(self) -> None:
        as_text(self.name, "a street's name", error=InvalidGameError)


@dataclass(frozen=True, slots=True)
class Betting:
    """A betting round; its sizes come from the game's betting structure, in round order."""

    name: str = "betting round"

    def __post_init__(self) -> None:
        as_text(self.name, "a street's name", error=InvalidGameError)


@dataclass(frozen=True, slots=True)
class DrawRound:
    """Each seat still in, in turn, discards 0 to ``max_discard`` cards and gets as many."""

    max_discard: int = 5
    name: str = "draw"

    def __post_init__(self) -> None:
        _set(self, "max_discard", as_int(self.max_discard, "max_discard", low=0, high=5,
                                         error=InvalidGameError))  # fmt: skip
        as_text(self.name, "a street's name", error=InvalidGameError)


def _set(spec: object, name: str, value: object) -> None:
    """Store a checked value (an int from a numpy int) in a frozen dataclass."""
    if getattr(spec, name) is not value:
        object.__setattr__(spec, name, value)


StreetSpec: TypeAlias = DealCards | RollCard | Betting | DrawRound | DealBoard
"""One stage of a hand."""

OpeningRule: TypeAlias = Literal["none", "jacks_or_better"]
FirstToAct: TypeAlias = Literal["left_of_button", "opener", "high_showing", "low_showing"]
ShowdownFirst: TypeAlias = Literal["left_of_button", "opener", "first_actor"]
OddChip: TypeAlias = Literal["left_of_button", "high_card_by_suit"]
Unopened: TypeAlias = Literal["play_out", "pass_out"]
BringInBy: TypeAlias = Literal["lowest_upcard", "highest_upcard"]
HiLoRule: TypeAlias = Literal["none", "eight_or_better"]
HoleCardsRule: TypeAlias = Literal["any", "exactly_two"]


@dataclass(frozen=True)
class Game:
    """A poker game the engine can deal: streets, betting, forced bets, ranking and options.

    Every field is a documented rule; the games in :mod:`pokerules.games` set them to
    each game's usual rules. Use :meth:`with_options` to change a rule.

    Attributes:
        name: registry name, such as ``"triple-draw"``.
        title: the name people use, such as ``"Deuce-to-Seven Triple Draw"``.
        streets: the stages of a hand, in order.
        betting: the betting structure.
        evaluation: ``"high"``, ``"low27"`` or ``"wild"``.
        ante: chips each seat antes before the deal (0 for none).
        blinds: ``(small, big)`` or ``None``; heads-up the button posts the small blind.
            ``(big,)`` is a lone big blind, the small blind's seat being empty (a dead small
            blind): the first seat left of the button posts it and keeps its option, and the
            seat after it begins.
        big_blind_ante: chips the big blind antes for the whole table (0 for none; needs
            blinds). The ante is dead money in the main pot, which every seat still in may win
            whatever it put in (see :mod:`pokerules.engine.forced`).
        big_blind_ante_first: a big blind short of both posts the ante before the blind
            (TDA 2019, pokerkit); off posts the blind first (the WSOP's rule).
        wild_cards: the cards that are wild (ids), empty for a natural game.
        wild_face_up_only: wild cards are wild only while face up (Dead Deuce).
        exposed_wild_counts: how a face-up wild counts for the stud acting order: ``"wild"``,
            ``"natural_two"`` or ``"natural_first"`` (see :data:`ExposedWild`).
        may_duplicate: a wild may duplicate a natural card in any hand (the double-ace flush);
            off means only for five of a kind.
        natural_beats_wild: between equal hands, one without wild cards wins.
        opening: ``"jacks_or_better"`` to need a pair of jacks or better to make the first bet.
        unopened: when nobody bets in the first round: ``"pass_out"`` (throw in, antes stay,
            deal again) or ``"play_out"`` (go on to the draw).
        later_rounds_first: who begins betting after the first round: ``"left_of_button"``,
            ``"opener"`` (or the next seat still in), or ``"high_showing"`` (stud; a stud game
            always begins with the highest hand showing unless this is ``"low_showing"``,
            razz's lowest hand showing, pairs counting against it).
        showdown_first: who shows first when the final round had no bet or raise.
        odd_chip: who gets an indivisible chip: ``"left_of_button"`` (first tied winner left
            of the dealer or button) or ``"high_card_by_suit"``.
        burn: burn a card before each draw (and each stud street).
        recycle_burns: burned cards may join a reshuffle.
        reserve_bottom_card: never deal the stub's last card; reshuffle instead.
        recycle_split_openers: an opener's split cards may join a reshuffle.
        shortage: the procedure when the stub runs short, by name (see
            :mod:`pokerules.games.shortage`): ``"seed-001"``, ``"seed-002"``, ``"rules-notes-2.8"``
            or ``"stud-2.26"``; ``None`` picks ``"stud-2.26"`` for stud and
            ``"rules-notes-2.8"`` otherwise. The three options above apply on top of it.
        muck_losers: at the showdown, a seat that can no longer win throws its hand away.
        declare_hands: players state their hands in showdown order before showing
            (:meth:`~pokerules.engine.hand.Hand.declare`,
            :meth:`~pokerules.engine.hand.Hand.concede`);
            off means cards speak.
        undercall_binding: a hand declared worse than it is plays as declared.
        fold_instead_of_check: a player may fold where it could check for free, giving up the
            pot (the online sites allow it; off, such a fold is refused).
        min_players, max_players: how many may play.
        starting_stack: chips each player starts a session with.
        deals: deals in a session. Pass-outs do not count; Diablo follow-on hands do, but a
            Diablo round always finishes before the session ends.
        diablo: the losing opener pays the pot just won into a new pot.
        diablo_opener: ``"persistent"`` (the first hand's opener pays until they win) or
            ``"per_hand"`` (each hand's opener pays).
        diablo_max_followon_hands: safety cap on a Diablo round's follow-on hands; past it
            the payment stays with the opener and the round ends.
        bring_in: stud: chips the seat with the bring-in card posts to start the first round
            (0 for none: the hand showing best begins, and may check); fixed limit only, less
            than the first round's bet (:mod:`pokerules.engine.bring_in`).
        bring_in_by: ``"lowest_upcard"`` (stud) or ``"highest_upcard"`` (razz: king high, ace
            low); ties by suit, clubs lowest, then diamonds, hearts, spades.
        open_pair_big_bet: stud: an open pair showing on fourth street lets any bet or raise
            there be the big bet (the largest round size); after a big one all raises are big.
        hi_lo: ``"eight_or_better"`` splits each pot between the best high hand and the best
            ace-to-five low of five different ranks eight or lower
            (:mod:`pokerules.engine.split_pot`); ``"none"`` for a high or low game.
        hole_cards: ``"exactly_two"`` makes a hand of exactly two hole cards and three board
            cards (Omaha); ``"any"`` takes the best five of all the seat's cards.
    """

    name: str
    title: str
    streets: tuple[StreetSpec, ...]
    betting: BettingStructure
    evaluation: Evaluation
    ante: int = 0
    blinds: tuple[int, int] | tuple[int] | None = None
    big_blind_ante: int = 0
    big_blind_ante_first: bool = True
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
    fold_instead_of_check: bool = False
    min_players: int = 2
    max_players: int = 6
    starting_stack: int = 100
    deals: int = 10
    diablo: bool = False
    diablo_opener: Literal["persistent", "per_hand"] = "persistent"
    diablo_max_followon_hands: int = 20
    bring_in: int = 0
    bring_in_by: BringInBy = "lowest_upcard"
    open_pair_big_bet: bool = False
    hi_lo: HiLoRule = "none"
    hole_cards: HoleCardsRule = "any"

    def __post_init__(self) -> None:
        # Every field is checked and stored in its plain form, so a game is playable or
        # refused here, never half-accepted and failing in the middle of a hand.
        _check_fields(self)
        cards_needed = self.max_players * self.hand_size + self.board_size
        if self.is_stud and self.shortage_policy.community_card:
            # Stud: the last street may be one community card for everyone.
            cards_needed = self.max_players * (self.hand_size - 1) + 1
        if self.board_size and self.burn:
            cards_needed += sum(isinstance(s, DealBoard) for s in self.streets)
        if cards_needed > 52:
            raise InvalidGameError(
                f"{self.max_players} players need {cards_needed} cards; the deck has 52"
            )
        if (
            isinstance(self.betting, FixedLimit)
            and self.blinds
            and self.blinds[-1] > self.betting.size(0)
        ):
            raise InvalidGameError("the big blind may not exceed the first round's bet")
        if self.big_blind_ante and self.blinds is None:
            raise InvalidGameError("a big-blind ante needs blinds (blinds=(small, big))")
        if self.shortage is not None:
            as_choice(self.shortage, "shortage", tuple(SHORTAGE_POLICIES), error=InvalidGameError)
        if self.bring_in and not (self.is_stud and isinstance(self.betting, FixedLimit)):
            raise InvalidGameError("a bring-in needs a fixed-limit stud game (cards dealt face up)")
        if self.bring_in and self.bring_in >= self.betting.size(0):  # type: ignore[union-attr]
            raise InvalidGameError(
                f"the bring-in ({self.bring_in}) must be less than the first round's bet "
                f"({self.betting.size(0)})"  # type: ignore[union-attr]
            )
        _check_board_rules(self)

    @functools.cached_property
    def hand_size(self) -> int:
        """Cards each seat ends up holding."""
        return sum(s.down + s.up for s in self.streets if isinstance(s, DealCards))

    @functools.cached_property
    def board_size(self) -> int:
        """Community cards dealt to the middle in all (5 in hold'em and Omaha, else 0)."""
        return sum(s.cards for s in self.streets if isinstance(s, DealBoard))

    @functools.cached_property
    def betting_rounds(self) -> int:
        """How many betting rounds a hand has."""
        return sum(isinstance(s, Betting) for s in self.streets)

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
        """Each street as a small code (0 deal, 1 roll, 2 betting, 3 draw, 4 board) for fast
        dispatch."""
        codes = {DealCards: 0, RollCard: 1, Betting: 2, DrawRound: 3, DealBoard: 4}
        return tuple(codes[type(street)] for street in self.streets)

    @functools.cached_property
    def street_names(self) -> tuple[str, ...]:
        """Each street's name in a hand history: "first betting round", "draw 2"..."""
        names = []
        bets = draws = 0
        for street in self.streets:
            if isinstance(street, Betting):
                names.append(f"{_ORDINALS[bets]} {street.name}")
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

        Raises :class:`~pokerules.errors.InvalidGameError` for an unknown field or a value
        that does not make a playable game.

        >>> from pokerules.games import find_game
        >>> game = find_game("deuces-wild").with_options(ante=2)
        >>> game.ante
        2
        """
        unknown = sorted(set(changes) - _FIELD_NAMES)
        if unknown:
            raise InvalidGameError(
                f"unknown option(s) {', '.join(unknown)}; the options are "
                f"{', '.join(sorted(_FIELD_NAMES - {'name', 'title', 'streets'}))}"
            )
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
            if len(self.blinds) == 1:
                forced.append(f"a lone big blind {self.blinds[0]} (no small blind)")
            else:
                forced.append(f"blinds {self.blinds[0]}/{self.blinds[1]}")
        if self.big_blind_ante:
            forced.append(f"big-blind ante {self.big_blind_ante}")
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


MAX_STREETS = 24
"""The most streets a game may have (the seeded games have 8 to 11)."""

_ORDINALS = (
    *("first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth"),
    *("tenth", "eleventh", "twelfth"),
    *(f"{n}th" for n in range(13, MAX_STREETS + 1)),
)
_FIELD_NAMES = frozenset(f.name for f in dataclasses.fields(Game))
_FLAGS = ("wild_face_up_only", "may_duplicate", "natural_beats_wild", "burn", "recycle_burns",
          "reserve_bottom_card", "recycle_split_openers", "muck_losers", "declare_hands",
          "undercall_binding", "diablo", "big_blind_ante_first", "open_pair_big_bet",
          "fold_instead_of_check")  # fmt: skip
_CHOICES: dict[str, tuple[str, ...]] = {
    "evaluation": get_args(Evaluation),
    "exposed_wild_counts": get_args(ExposedWild),
    "opening": get_args(OpeningRule),
    "unopened": get_args(Unopened),
    "later_rounds_first": get_args(FirstToAct),
    "showdown_first": get_args(ShowdownFirst),
    "odd_chip": get_args(OddChip),
    "diablo_opener": ("persistent", "per_hand"),
    "bring_in_by": get_args(BringInBy),
    "hi_lo": get_args(HiLoRule),
    "hole_cards": get_args(HoleCardsRule),
}


def _check_fields(game: Game) -> None:
    """Check every field of a new game and store it in its plain form (tuples, ints)."""
    error = InvalidGameError

    def count(name: str, low: int, high: int | None = None) -> None:
        _set(game, name, as_int(getattr(game, name), name, low=low, high=high, error=error))

    as_text(game.name, "name", error=error)
    as_text(game.title, "title", error=error)
    for name in _FLAGS:
        _set(game, name, as_flag(getattr(game, name), name, error=error))
    for name, choices in _CHOICES.items():
        as_choice(getattr(game, name), name, choices, error=error)
    if not isinstance(game.betting, FixedLimit | NoLimit | PotLimit):
        kind = type(game.betting).__name__
        raise error(f"betting must be FixedLimit, NoLimit or PotLimit, not {kind}")
    _set(game, "ante", as_chips(game.ante, "ante", error=error))
    _set(game, "big_blind_ante", as_chips(game.big_blind_ante, "big_blind_ante", error=error))
    _set(game, "bring_in", as_chips(game.bring_in, "bring_in", error=error))
    if game.blinds is not None:
        blind = functools.partial(as_int, what="a blind", low=1, error=error)
        blinds = as_list(game.blinds, "blinds", limit=2, item=blind, error=error)
        if not blinds or blinds[0] > blinds[-1]:
            raise error(
                f"blinds must be (small, big) with 0 < small <= big, or (big,) for a lone big "
                f"blind, not {blinds}"
            )
        _set(game, "blinds", tuple(blinds))
    card = functools.partial(as_int, what="a wild card id", low=0, high=51, error=error)
    wild = as_list(game.wild_cards, "wild_cards", limit=52, item=card, error=error)
    _set(game, "wild_cards", frozenset(wild))
    count("min_players", 2)
    count("max_players", game.min_players, 52)
    count("starting_stack", 1)
    count("deals", 1)
    count("diablo_max_followon_hands", 0)
    _set(game, "streets", _checked_streets(game.streets))


def _check_board_rules(game: Game) -> None:
    """The hand-making rules fit the cards: the evaluators judge the best five of 5 to 7
    cards, or Omaha's exactly two of 4 to 6 hole cards with three of 3 to 5 board cards."""
    error = InvalidGameError
    hole, board = game.hand_size, game.board_size
    if game.hole_cards == "exactly_two":
        if not (4 <= hole <= 6 and 3 <= board <= 5):
            raise error(
                f"hole_cards='exactly_two' (Omaha) needs 4 to 6 hole cards and 3 to 5 board "
                f"cards, not {hole} and {board}"
            )
        if game.evaluation != "high":
            raise error("hole_cards='exactly_two' plays high hands: evaluation must be 'high'")
    elif hole + board > 7:
        raise error(
            f"a hand is the best five of at most 7 cards, not {hole} hole and {board} board "
            "cards; more need hole_cards='exactly_two'"
        )
    if game.hi_lo != "none" and game.evaluation != "high":
        raise error(f"hi_lo={game.hi_lo!r} splits high against low: evaluation must be 'high'")


def _checked_streets(streets: object) -> tuple[StreetSpec, ...]:
    """The streets, as a tuple that deals 4 to 7 cards, bets, and can be played in order."""
    error = InvalidGameError
    checked: list[StreetSpec] = []
    held = face_down = board = 0
    listed: list[object] = as_list(streets, "streets", limit=MAX_STREETS, error=error)
    for street in listed:
        if not isinstance(street, DealCards | RollCard | Betting | DrawRound | DealBoard):
            raise error(
                "streets are DealCards, RollCard, Betting, DrawRound and DealBoard, "
                f"not {type(street).__name__}"
            )
        checked.append(street)
        if isinstance(street, DealBoard):
            if held == 0:
                raise error("a game's first street deals the cards")
            board += street.cards
        elif isinstance(street, DealCards):
            held += street.down + street.up
            face_down += street.down
        elif held == 0:
            raise error("a game's first street deals the cards")
        elif isinstance(street, RollCard):
            if face_down == 0:
                raise error("a roll needs a face-down card to turn up")
            face_down -= 1
        elif isinstance(street, DrawRound) and street.max_discard > held:
            raise error(f"a draw of up to {street.max_discard} comes after only {held} cards")
    if board:
        # A board game: 1 to 6 hole cards and up to 5 board cards make a hand of five or more.
        if board > 5 or not 1 <= held <= 6 or held + board < 5:
            raise error(
                f"a board game deals 1 to 6 hole cards and up to 5 board cards, at least 5 in "
                f"all, not {held} and {board}"
            )
    elif not 4 <= held <= 7:
        raise error(f"a game deals each player 4 to 7 cards in all, not {held}")
    if not any(isinstance(street, Betting) for street in checked):
        raise error("a game needs at least one betting round")
    return tuple(checked)
