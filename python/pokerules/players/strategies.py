"""Heuristic strategies: a simple, sensible bot for every game of the registry.

:class:`HeuristicBot` follows the :class:`~pokerules.players.bots.Bot` protocol. It bets by its
hand's equity against random hands at that street (:mod:`pokerules.players.equity_sense`, from
:func:`pokerules.equity`), read against the pot odds by the rules of
:mod:`pokerules.players.equity_betting`. It draws in 2-7 and badugi by the model
:func:`pokerules.best_discards` ranks by, with the draws left, and in the high games to the
obvious hands (made groups and wild cards, four-card flushes and open-ended straights); it
rolls a deuce in Dead Deuce. Every random choice (a rare bluff) comes from its own seeded
generator, and every equity from a seed of its spot, so a seeded game replays exactly.

The pure helpers :func:`high_discards`, :func:`low27_discards` (from
:mod:`pokerules.players.draw_plans`) and :func:`stud_roll` hold the rule-of-thumb card choices,
so they can be tried without a hand.

>>> from pokerules import Hand, find_game
>>> from pokerules.players.bots import RandomBot, play_hand
>>> hand = Hand(find_game("triple-draw"), [100] * 3, seed=4)
>>> play_hand(hand, [HeuristicBot(seed=1), RandomBot(seed=2), HeuristicBot(seed=3)]).is_over
True
"""

from __future__ import annotations

import functools
import random
from collections.abc import Collection, Sequence

from pokerules.betting.structures import FixedLimit
from pokerules.cards import Card, parse_hand
from pokerules.engine.hand import Hand, LegalActions
from pokerules.errors import IllegalActionError, InvalidArgumentError, PokerulesError
from pokerules.evaluation.five_card import (
    HandCategory,
    Scale,
    evaluate,
    evaluate_low27,
    evaluate_wild,
    hand_shape,
)
from pokerules.games.spec import DrawRound, Game
from pokerules.players.board_strength import board_strength
from pokerules.players.bots import checked_hand
from pokerules.players.draw_plans import (
    _card_set,
    _flush_draw,
    _high_discards,
    _low27_cached,
    _straight_draw,
    high_discards,
    low27_discards,
)

# The draw plans live in draw_plans; the bot calls their checked, cached forms.
from pokerules.players.equity_betting import equity_decision
from pokerules.players.equity_sense import MODEL_GAMES, model_discards, seat_equity
from pokerules.players.plans import (
    badugi_discards,
    badugi_strength,
    fallback_strength,
    stud_low_strength,
    unplanned_decision,
)
from pokerules.records import Record
from pokerules.validate import as_flag, as_int, as_list, as_number, as_seed

__all__ = ["HeuristicBot", "high_discards", "low27_discards", "stud_roll"]

_DEUCES = (0, 1, 2, 3)

# Strength tables: for each hand category (five of a kind = 0 … high card = 9), a base and a
# spread scaled by the rank of the hand's main group (0 = deuce … 12 = ace). The numbers are a
# rough chance of holding the best hand against one opponent at that point of the hand.
_Table = tuple[tuple[float, float], ...]
_HIGH_FINAL: _Table = (
    (0.999, 0.0),  # five of a kind (not possible without wild cards)
    (0.995, 0.005),  # straight flush
    (0.98, 0.01),  # four of a kind
    (0.94, 0.03),  # full house
    (0.89, 0.03),  # flush
    (0.86, 0.03),  # straight
    (0.76, 0.06),  # three of a kind
    (0.62, 0.08),  # two pair
    (0.25, 0.30),  # one pair
    (0.02, 0.10),  # high card
)
_HIGH_BEFORE_DRAW: _Table = (
    *_HIGH_FINAL[:6],
    (0.84, 0.06),
    (0.70, 0.06),
    (0.35, 0.25),
    (0.05, 0.15),
)
_WILD_FINAL: _Table = (
    (0.99, 0.01),
    (0.95, 0.03),
    (0.86, 0.06),
    (0.80, 0.04),
    (0.72, 0.04),
    (0.66, 0.04),
    (0.42, 0.18),
    (0.30, 0.10),
    (0.08, 0.17),
    (0.01, 0.04),
)
_WILD_BEFORE_DRAW: _Table = (
    *_WILD_FINAL[:2],
    (0.90, 0.05),
    (0.84, 0.04),
    (0.78, 0.04),
    (0.72, 0.04),
    (0.55, 0.20),
    (0.40, 0.10),
    (0.15, 0.20),
    (0.03, 0.05),
)
# 2-7 made hands by top card (index = rank of the highest card; pairs and worse separately).
_LOW_MADE = (0.97, 0.97, 0.97, 0.97, 0.97, 0.95, 0.85, 0.68, 0.55, 0.40, 0.30, 0.22, 0.15)
# Stud before five cards: base and spread by the most of a kind held (none, one, two, three).
_STUD_GROUPS: _Table = ((0.15, 0.15), (0.15, 0.15), (0.40, 0.20), (0.72, 0.08))
_FLUSH_DRAW = 0.40
_STRAIGHT_DRAW = 0.36

_BET = 0.55  # bet (or open) at this effective strength or more
_DIABLO_OPEN = 0.60  # opening a Diablo hand makes you the one who pays when you lose
_RAISE = 0.72  # raise a bet at this effective strength
_RERAISE = 0.90  # keep raising (past two bets, or against a re-raise in no limit)
_CALL_MARGIN = 0.02  # call when the effective strength beats the pot odds by this much


# Hand categories as plain ints (HandCategory values): enum comparisons cost more.
_FOUR_OF_A_KIND = int(HandCategory.FOUR_OF_A_KIND)
_ONE_PAIR = int(HandCategory.ONE_PAIR)
_HIGH_CARD = int(HandCategory.HIGH_CARD)


@functools.lru_cache(maxsize=65536)
def _shape(value: int, scale: Scale, may_duplicate: bool) -> tuple[int, int]:
    """Category number and main rank of a value (cached: bots rate the same values often)."""
    kind, ranks = hand_shape(value, scale, may_duplicate=may_duplicate)
    return int(kind), (ranks[0] if ranks else 0)


def _from_table(table: _Table, kind: int, rank: int) -> float:
    base, spread = table[kind]
    return base + spread * rank / 12


def stud_roll(
    cards: Sequence[Card], face_up: Sequence[bool], wild: Collection[int] = range(4)
) -> Card:
    """The face-down card to turn up on the Dead Deuce roll.

    A deuce first (it is wild once face up); otherwise the lowest card not part of a pair, so
    the strength stays hidden (the lowest card of all when every card is paired).

    >>> from pokerules.cards import parse_hand
    >>> stud_roll(parse_hand("Ks 2d 9h"), [False] * 3)
    Card('2d')
    >>> stud_roll(parse_hand("4s 4d 9h"), [False] * 3)
    Card('9h')
    """
    cards = parse_hand(cards)
    flags = as_list(face_up, "face_up", limit=len(cards),
                    item=lambda up: as_flag(up, "a face_up flag"))  # fmt: skip
    if len(flags) != len(cards):
        raise InvalidArgumentError(f"give one face_up flag per card ({len(cards)})")
    wild = _card_set(wild)
    if all(flags):
        raise InvalidArgumentError("no face-down card to roll")
    return _roll_card(cards, tuple(flags), wild)


@functools.lru_cache(maxsize=65536)
def _roll_card(cards: tuple[Card, ...], face_up: tuple[bool, ...], wild: frozenset[int]) -> Card:
    """:func:`stud_roll` on checked cards (cached: the bot calls it with the hand's tuples)."""
    down = [c for c, up in zip(cards, face_up, strict=True) if not up]
    for c in down:
        if c in wild:
            return c
    ranks = [c >> 2 for c in down]
    singles = [c for c in down if ranks.count(c >> 2) == 1]
    return min(singles or down)


@functools.lru_cache(maxsize=65536)
def _shown_group(exposed: tuple[Card, ...], wild: frozenset[int]) -> int:
    """The most of a kind a seat's face-up cards make, face-up wild cards included."""
    if len(exposed) < 2:
        return len(exposed)
    counts = [0] * 13
    wilds = 0
    for c in exposed:
        if c in wild:
            wilds += 1
        else:
            counts[c >> 2] += 1
    return max(counts) + wilds


@functools.lru_cache(maxsize=65536)
def _stud_own(
    cards: tuple[Card, ...],
    shown: tuple[Card, ...],
    wild: frozenset[int],
    wild_list: tuple[int, ...],
    may_duplicate: bool,
) -> tuple[float, int]:
    """A stud hand's rating and the most of a kind it holds (5: quads or better), before
    what others show. Cached: a seat asks at each of its decisions on a street. A face-up wild
    card is wild; every other card is natural."""
    if len(cards) >= 5:
        if wild_list == _DEUCES and not may_duplicate and all(c in shown for c in cards if c < 4):
            value = evaluate_wild(cards)  # every deuce wild: the fast default, no mask
        else:
            mask = [c in wild and c in shown for c in cards]
            value = evaluate_wild(cards, wild=wild_list, wild_mask=mask,
                                  may_duplicate=may_duplicate)  # fmt: skip
        kind, rank = _shape(value, "wild", may_duplicate)
        rating = _from_table(_WILD_FINAL, kind, rank) + 0.04 * (7 - len(cards))
        return min(rating, 0.995), 5 if kind <= _FOUR_OF_A_KIND else 0
    counts = [0] * 13
    for c in cards:
        counts[c >> 2] += 1
    wilds = 0
    for c in shown:
        if c in wild:
            wilds += 1
            counts[c >> 2] -= 1
    best = max(counts)
    rank = 12 - counts[::-1].index(best)  # the highest rank of the biggest group
    group = best + wilds
    if group >= 4:
        return 0.90, group
    base, spread = _STUD_GROUPS[group]
    return base + spread * rank / 12, group


class _GameInfo:
    """What the bot needs to know about a game, worked out once per game."""

    __slots__ = (
        "diablo", "draws", "fixed", "game", "kind", "limit", "may_duplicate", "wild", "wild_list"
    )  # fmt: skip

    def __init__(self, game: Game) -> None:
        self.game = game
        self.wild = game.wild_cards
        self.wild_list = tuple(sorted(game.wild_cards))
        self.may_duplicate = game.may_duplicate
        self.fixed = isinstance(game.betting, FixedLimit)
        self.diablo = game.diablo
        draws = [s.max_discard for s in game.streets if isinstance(s, DrawRound)]
        self.draws = len(draws)
        self.limit = min(draws, default=0)  # the most cards any of its draws takes
        planned = game.evaluation in ("high", "wild") and (game.is_stud or game.hand_size == 5)
        if game.board_size:
            self.kind: str = "board"  # hold'em and Omaha: board_strength rates them
        elif game.evaluation in ("low27", "badugi"):
            self.kind = game.evaluation
        elif game.evaluation == "a5" and game.is_stud:
            self.kind = "razz"
        elif not planned:
            self.kind = "other"  # a game without a plan here: see bot_plans
        elif game.is_stud:
            self.kind = "stud"
        elif game.wild_cards:
            self.kind = "wild"
        else:
            self.kind = "high"


class HeuristicBot:
    """A rule-of-thumb player for every game: equity against the pot odds, sensible draws.

    * High and wild draw games (``nl-draw``, ``deuces-wild``, ``diablo``): discards by
      :func:`high_discards` within ``hand.draw_limit``.
    * Deuce-to-seven triple and single draw, badugi: discards what
      :func:`pokerules.best_discards` ranks first with the draws left
      (:func:`~pokerules.players.equity_sense.model_discards`).
    * Dead Deuce: rolls by :func:`stud_roll`.
    * A declare-hands showdown (the ``declare_hands`` house rule): it states its real hand.

    Betting: its share of the pot against a random hand for each other seat still in
    (:meth:`share`), read against the fair share of the table
    (:func:`~pokerules.players.equity_betting.equity_decision`): it raises strong hands, calls
    when the share beats the pot odds, folds otherwise, and bets when nobody has (only where
    the engine allows it: jacks or better to open; a Diablo opener needs more, since a losing
    opener pays the pot). No-limit and pot-limit bets are 60% of the pot up to all of it,
    clamped to the legal range. With chance ``bluff`` it bets a hand it would check. Where no
    equity is to be had (a game added later, a Dead Deuce roll under way) it bets by the
    rough rating of :meth:`strength` instead.

    >>> from pokerules import Hand, find_game
    >>> hand = Hand(find_game("deuces-wild"), [50, 50], button=1,
    ...             deck="Ks Qh Kd Qc 2c 8d 4h 9h 9s Jc")
    >>> bot = HeuristicBot(seed=7)
    >>> bot.play(hand)  # three kings (a deuce is wild) open
    Bet(seat=0, to=2, added=2, all_in=False)
    """

    __slots__ = ("_info", "bluff", "rng")

    def __init__(self, seed: int | None = None, *, bluff: float = 0.03) -> None:
        self.rng = random.Random(None if seed is None else as_seed(seed))
        self.bluff = as_number(bluff, "bluff", low=0.0, high=1.0)
        self._info: _GameInfo | None = None

    # ------------------------------------------------------------------ the protocol

    def play(self, hand: Hand) -> Record:
        """Make one legal decision for ``hand.actor`` and return its record.

        >>> from pokerules import Hand, find_game
        >>> hand = Hand(find_game("dead-deuce"), [50, 50], button=1, deck="9s 8h 2d Kc Ks Qd")
        >>> HeuristicBot(seed=1).play(hand)
        Roll(seat=0, card=Card('2d'))
        """
        if type(hand) is not Hand:
            hand = checked_hand(hand)
        phase = hand.phase
        if self._game_info(hand.game).kind == "other" and phase not in ("draw", "declare"):
            return unplanned_decision(hand, self._bet, self.rng)
        if phase == "betting":
            return self._bet(hand)
        if phase == "draw":
            return hand.draw(self.discards(hand))
        if phase == "roll":
            return hand.roll(self.roll_choice(hand))
        if phase == "declare":  # a declare-hands showdown: always the truth
            return hand.declare(hand.hand_value(self._seat(hand)))
        raise IllegalActionError(f"nothing to decide: the hand is {phase}")

    # ------------------------------------------------------------------ card choices

    def discards(self, hand: Hand) -> list[Card]:
        """The cards the seat to act would throw at this draw (no command is made).

        >>> from pokerules import Hand, find_game
        >>> hand = Hand(find_game("triple-draw"), [50, 50], button=0,
        ...             deck="2c 9h 3d Th 4h Jh 7s Qh Kc Ah")
        >>> hand.call(), hand.check()
        (Call(seat=0, added=1, all_in=False), Check(seat=1))
        >>> hand.actor, HeuristicBot().discards(hand)
        (1, [Card('Kc')])
        """
        seat = self._seat(hand)
        info = self._game_info(hand.game)
        cards = hand.cards(seat)
        limit = hand.draw_limit
        if info.kind in MODEL_GAMES:
            # best_discards' first choice with the draws left (the core's model), within the
            # limit; the rule-of-thumb plan where that throws too many (a short deck).
            left = self._draws_left(hand, seat, info)
            thrown = model_discards(cards, info.kind, left)
            if len(thrown) <= limit:
                return list(thrown)
            if info.kind == "low27":
                return list(_low27_cached(cards, left, limit))
            return badugi_discards(cards, left, limit)
        if info.kind == "other":  # a game without a plan stands pat
            return []
        return _high_discards(cards, info.wild, info.wild_list, limit, info.may_duplicate)

    def roll_choice(self, hand: Hand) -> Card:
        """The face-down card the seat to act would turn up at a stud roll.

        >>> from pokerules import Hand, find_game
        >>> hand = Hand(find_game("dead-deuce"), [50, 50], button=1, deck="9s 8h 4d Kc 4s Qd")
        >>> HeuristicBot().roll_choice(hand)
        Card('9s')
        """
        seat = self._seat(hand)
        face_up = hand.face_up(seat)
        if all(face_up):
            raise InvalidArgumentError("no face-down card to roll")
        return _roll_card(hand.cards(seat), face_up, hand.game.wild_cards)

    # ------------------------------------------------------------------ hand strength

    def strength(self, hand: Hand, seat: int | None = None) -> float:
        """A rough 0-1 rating of ``seat``'s hand (default the seat to act) against one
        opponent: about its chance of being best by the end.

        >>> from pokerules import Hand, find_game
        >>> hand = Hand(find_game("nl-draw"), [50, 50], button=1,
        ...             deck="As 3c Ad 5d Ah 7h Kc 9s 6d Jc")
        >>> round(HeuristicBot().strength(hand), 2)  # three aces before the draw
        0.9
        """
        hand = checked_hand(hand)
        last = hand.n - 1
        seat = self._seat(hand) if seat is None else as_int(seat, "seat", low=0, high=last)
        return self._rate(hand, seat, self._game_info(hand.game), hand.in_hand())

    def _rate(self, hand: Hand, seat: int, info: _GameInfo, in_hand: tuple[int, ...]) -> float:
        """:meth:`strength` of a checked seat."""
        cards = hand.cards(seat)
        if hand.game.board_size:
            game = hand.game
            omaha = game.hole_cards == "exactly_two"
            return board_strength(cards, hand.board, omaha, game.hi_lo != "none")
        if info.kind == "low27":
            return self._low27_strength(hand, seat, cards, info)
        if info.kind == "razz":
            return stud_low_strength(cards, hand.showing(), seat, in_hand)
        if info.kind == "stud":
            showing, wild = hand.showing(), info.wild
            rating, group = _stud_own(cards, showing[seat], wild, info.wild_list,
                                      info.may_duplicate)  # fmt: skip
            # Someone showing more of a kind than this seat holds in all: worth much less.
            if group < 5:
                for other in in_hand:
                    shown = showing[other]  # shows at most as many of a kind as cards
                    if len(shown) > group and other != seat and _shown_group(shown, wild) > group:
                        rating *= 0.6
                        break
            if hand.game.hi_lo != "none":  # stud eight-or-better: a good low plays for half
                rating = max(rating, 0.8 * stud_low_strength(cards, showing, seat, in_hand))
            return rating
        if info.kind == "badugi":
            return badugi_strength(cards, self._draws_left(hand, seat, info))
        if info.kind == "other":
            return fallback_strength(lambda: hand.hand_value(seat), hand.game.evaluation)
        drawing = self._draws_left(hand, seat, info) > 0
        if info.kind == "wild":
            value = evaluate_wild(cards, wild=info.wild_list, may_duplicate=info.may_duplicate)
            kind, rank = _shape(value, "wild", info.may_duplicate)
            table = _WILD_BEFORE_DRAW if drawing else _WILD_FINAL
        else:
            value = evaluate(cards)
            kind, rank = _shape(value, "high", False)
            table = _HIGH_BEFORE_DRAW if drawing else _HIGH_FINAL
        rating = _from_table(table, kind, rank)
        if drawing and kind >= _ONE_PAIR:
            naturals = [c for c in cards if c not in info.wild]
            if _flush_draw(naturals):
                rating = max(rating, _FLUSH_DRAW)
            elif kind == _HIGH_CARD and _straight_draw(naturals):
                rating = max(rating, _STRAIGHT_DRAW)
        return rating

    def _low27_strength(
        self, hand: Hand, seat: int, cards: Sequence[Card], info: _GameInfo
    ) -> float:
        value = evaluate_low27(cards)
        kind, top = _shape(value, "low27", False)
        made = _LOW_MADE[top] if kind == _HIGH_CARD else 0.10 if kind == _ONE_PAIR else 0.03
        draws_left = self._draws_left(hand, seat, info)
        if draws_left <= 0:
            return made
        kept = len(cards) - len(_low27_cached(cards, draws_left, 5))
        if kept >= 5:
            return made
        if kept == 4:
            drawing = 0.42 + 0.06 * draws_left
        elif kept == 3:
            drawing = 0.20 + 0.06 * draws_left
        else:
            drawing = 0.08 + 0.04 * draws_left
        return max(made, drawing)

    # ------------------------------------------------------------------ equity

    def share(self, hand: Hand, seat: int | None = None) -> float | None:
        """``seat``'s share of the pot (default the seat to act) against a random hand for
        each other seat still in, from what it sees, with the cards this bot keeps at a draw
        to come (:func:`~pokerules.players.equity_sense.seat_equity`): the number its
        betting reads. ``None`` where the equity call has no answer (a game it does not play,
        a Dead Deuce roll under way); the bot then bets by :meth:`strength`.

        >>> from pokerules import Hand, find_game
        >>> hand = Hand(find_game("nl-draw"), [50, 50], button=1,
        ...             deck="As 3c Ad 5d Ah 7h Kc 9s 6d Jc")
        >>> round(HeuristicBot().share(hand), 2)  # three aces before the draw
        0.99
        """
        hand = checked_hand(hand)
        last = hand.n - 1
        seat = self._seat(hand) if seat is None else as_int(seat, "seat", low=0, high=last)
        return self._share(hand, seat, self._game_info(hand.game))

    def _share(self, hand: Hand, seat: int, info: _GameInfo) -> float | None:
        if info.kind == "other" or seat not in hand.in_hand():
            return None
        keep = None
        if info.kind in ("high", "wild") and self._draws_left(hand, seat, info) > 0:
            # What this bot keeps at the draw to come, within the game's draw limit.
            cards = hand.cards(seat)
            thrown = _high_discards(cards, info.wild, info.wild_list, info.limit,
                                    info.may_duplicate)  # fmt: skip
            keep = [c for c in cards if c not in thrown]
        try:
            return seat_equity(hand, seat, keep)
        except PokerulesError:
            return None

    # ------------------------------------------------------------------ betting

    def _bet(self, hand: Hand) -> Record:
        seat = self._seat(hand)
        info = self._game_info(hand.game)
        share = self._share(hand, seat, info)
        if share is not None:
            # Diablo: the first bet before the draw makes this seat the opener who pays.
            opening = info.diablo and hand.opener is None and self._draws_left(hand, seat, info) > 0
            return equity_decision(hand, share, self.rng, bluff=self.bluff, opening_pays=opening)
        return self._rated_bet(hand)

    def _rated_bet(self, hand: Hand) -> Record:
        """A betting decision by :meth:`strength`, where no equity is to be had."""
        legal = hand.legal_actions()
        seat = legal.seat
        info = self._game_info(hand.game)
        in_hand = hand.in_hand()
        rating = self._rate(hand, seat, info, in_hand)
        opponents = max(1, len(in_hand) - 1)
        effective = rating ** (0.75 + 0.25 * opponents)
        pot = hand.pot_total
        if legal.call:
            odds = legal.call / (pot + legal.call)
            if legal.raise_kind is not None and self._may_raise(hand, legal, info, effective):
                return hand.bet_or_raise(self._size(hand, legal, info, effective))
            if effective >= odds + _CALL_MARGIN:
                return hand.call()
            return hand.fold()
        if legal.raise_kind is not None:
            # Diablo: the first bet before the draw makes this seat the opener who pays.
            opening = info.diablo and hand.opener is None and self._draws_left(hand, seat, info) > 0
            need = _DIABLO_OPEN if opening else _BET
            if effective >= need or (not opening and self.rng.random() < self.bluff):
                return hand.bet_or_raise(self._size(hand, legal, info, max(effective, _BET)))
        return hand.bring_in() if legal.bring_in else hand.check()

    def _may_raise(
        self, hand: Hand, legal: LegalActions, info: _GameInfo, effective: float
    ) -> bool:
        if effective < _RAISE:
            return False
        if info.fixed:
            size = legal.min_to - hand.current_bet
            if size <= 0:
                return True
            bets = hand.current_bet // size
            return bets < (4 if effective >= _RERAISE else 2)
        # No limit: once this seat has raised, only a very strong hand raises again.
        return hand.round_bets[legal.seat] == 0 or effective >= _RERAISE

    def _size(self, hand: Hand, legal: LegalActions, info: _GameInfo, effective: float) -> int:
        if info.fixed or legal.min_to >= legal.max_to:
            return legal.min_to
        fraction = 0.5 + 0.3 * min(1.0, max(0.0, (effective - _BET) / (1 - _BET)))
        to = hand.current_bet + round(fraction * (hand.pot_total + legal.call))
        if legal.max_to - to < to // 3:  # leaving almost nothing behind: move in
            to = legal.max_to
        return min(max(to, legal.min_to), legal.max_to)

    # ------------------------------------------------------------------ helpers

    def _game_info(self, game: Game) -> _GameInfo:
        info = self._info
        if info is None or info.game is not game:
            info = self._info = _GameInfo(game)
        return info

    @staticmethod
    def _seat(hand: Hand) -> int:
        seat = checked_hand(hand).actor
        if seat is None:
            raise IllegalActionError("nothing to decide: the hand is over")
        return seat

    @staticmethod
    def _draws_left(hand: Hand, seat: int, info: _GameInfo) -> int:
        """Draws still to come for ``seat`` (the current one included while drawing)."""
        return hand.draws_left if info.draws else 0
