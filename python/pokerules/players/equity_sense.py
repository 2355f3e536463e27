"""The heuristic bot's sense of a hand: its equity at this street against random hands.

:func:`seat_equity` asks :func:`pokerules.equity` (the Rust core) for the share of the pot a
seat's hand wins against a random hand for each other seat still in, from what that seat can
see (:func:`pokerules.engine.equity_view.equity_view`): in stud the others' upcards where they
lie and the folded upcards dead, in hold'em and Omaha the board, in the draw games the cards
the seat keeps for the next draw against unseen hands. A random opponent's final hand in a
draw game is a random hand whatever it throws, so the opponents stand pat on unseen cards
while the seat draws by the core's draw model (:func:`model_discards`); with two draws or
more to come, every hand plays the later draws by that model.

The answer is sampled (:data:`SAMPLES` deals, one thread) with a seed derived from the spot
itself, so it is the same for every bot and every run, and cached: a seat asks again at each
of its decisions on a street, and the same spots recur across a simulation.

>>> from pokerules import Hand, find_game
>>> hand = Hand(find_game("stud"), [100, 100], button=0, deck="Ah Kd 7c 7s Qs Kh")
>>> round(seat_equity(hand, 0), 2), round(seat_equity(hand, 1), 2)  # kings up vs ace up
(0.75, 0.48)
"""

from __future__ import annotations

import functools
import zlib
from collections.abc import Sequence
from typing import Any

from pokerules import _core
from pokerules.analysis.equity import equity
from pokerules.cards import Card, parse_hand
from pokerules.engine.equity_view import equity_view
from pokerules.engine.hand import Hand
from pokerules.errors import InvalidArgumentError
from pokerules.games.spec import DrawRound, Game
from pokerules.records import Deal
from pokerules.validate import as_int

__all__ = ["MODEL_GAMES", "SAMPLES", "model_discards", "seat_equity"]

SAMPLES = 300
"""Deals sampled for one equity: a standard error of at most 0.03, ample for a decision, at a
few tenths of a millisecond."""

MODEL_GAMES = ("low27", "badugi")
"""The scales whose draws the core's multi-draw model plays: the first choice of
:func:`pokerules.best_discards` with the draws left, in about a microsecond."""


def model_discards(cards: Sequence[Card], scale: str, draws_left: int) -> tuple[Card, ...]:
    """The cards :func:`pokerules.best_discards` ranks first to throw from ``cards`` with
    ``draws_left`` draws to come (this one included), on a ``scale`` of :data:`MODEL_GAMES`.

    It reads the core's model directly (``_core.plan_discard``), the one ``best_discards``
    ranks by, in about a microsecond rather than its tens of milliseconds: a bot draws
    thousands of times a second.

    >>> from pokerules.cards import parse_hand
    >>> model_discards(parse_hand("Kd 7h 5c 3s 2d"), "low27", 3)
    (Card('Kd'),)
    >>> model_discards(parse_hand("5c 3d 2h Kh"), "badugi", 3)
    (Card('Kh'),)
    """
    if scale not in MODEL_GAMES:
        raise InvalidArgumentError(
            f"the draw model plays {' and '.join(MODEL_GAMES)}, not {scale!r}"
        )
    return _model_discards(
        tuple(parse_hand(cards)), scale, as_int(draws_left, "draws_left", low=1, high=3)
    )


def _model_discards(held: tuple[Card, ...], scale: str, left: int) -> tuple[Card, ...]:
    """:func:`model_discards` of checked cards (the core builds its tables on first use, a
    fraction of a second; each call after is about a microsecond)."""
    mask = _core.plan_discard(scale, [int(c) for c in held], left)
    return tuple(card for i, card in enumerate(held) if mask >> i & 1)


def seat_equity(
    hand: Hand, seat: int, keep: Sequence[Card] | None = None, samples: int = SAMPLES
) -> float:
    """``seat``'s share of the pot against a random hand for each other seat still in, from
    what it can see; ``keep`` is what it keeps at the draw to come (a draw game with draws
    left; by default the core's model where it plays the game, else the whole hand).

    Raises :class:`~pokerules.errors.PokerulesError` where the equity call has no answer (a
    Dead Deuce roll under way, a stud deck run short into a shared card).
    """
    game = hand.game
    if not game.wild_cards and (game.is_stud or game.board_size):
        spot = _table_spot(hand, seat)  # read off the table: no replay of the history
        return _equity(game, spot, samples)
    if hand.phase == "betting" and _draw_game(game):
        return _equity(game, _draw_spot(hand, seat, keep), samples)
    view = equity_view(game, hand.n, hand._history, viewer=seat)
    me = view.seats.index(seat)
    keeps = None if keep is None or not view.draws_left else {seat: tuple(keep)}
    # Two draws or more to come: every hand plays the later draws by the model ("best").
    arguments = view.request("best" if view.draws_left > 1 else "pat", keeps).arguments
    spot = (
        tuple(arguments["players"]),
        arguments["board"],
        arguments["dead"],
        arguments.get("draws", 0),
        me,
    )
    return _equity(hand.game, spot, samples)


def _table_spot(hand: Hand, seat: int) -> tuple[Any, ...]:
    """The spot of a stud or board game as ``seat`` sees the table: its own cards, the upcards
    of the others still in where they lie (``??`` for their down cards), the board, and the
    upcards of the seats that folded as dead cards. What
    :func:`~pokerules.engine.equity_view.equity_view` reads from the history, without the
    replay (a Dead Deuce roll moves cards, so wild games go through the view)."""
    in_hand = hand.in_hand()
    players = []
    for other in in_hand:
        if other == seat:
            players.append(" ".join(map(str, hand.cards(seat))))
        else:
            up = zip(hand.cards(other), hand.face_up(other), strict=True)
            players.append(" ".join(str(card) if shown else "??" for card, shown in up))
    dead: list[Card] = []
    if hand.game.is_stud and len(in_hand) < hand.n:  # a folded hand leaves the table
        for record in hand._history:
            if type(record) is Deal and record.face_up and record.seat not in in_hand:
                dead.extend(record.cards)
    board = " ".join(map(str, hand.board))
    return tuple(players), board, " ".join(map(str, sorted(dead))), 0, in_hand.index(seat)


@functools.lru_cache(maxsize=256)
def _draw_game(game: Game) -> bool:
    """Whether ``game`` is a draw game whose hands no suit tells apart: its wild cards, if
    any, are every card of their ranks (the deuces), so relabelling the suits changes no
    hand's value."""
    if game.is_stud or game.board_size or not any(isinstance(s, DrawRound) for s in game.streets):
        return False
    ranks = {card >> 2 for card in game.wild_cards}
    return len(game.wild_cards) == 4 * len(ranks)


def _draw_spot(hand: Hand, seat: int, keep: Sequence[Card] | None) -> tuple[Any, ...]:
    """A draw game's spot at a betting round: the cards ``seat`` keeps at the next draw
    (``keep``, or the core's model, or all of them with no draw to come) against a hand of
    unseen cards for each other seat still in, and the draws to come.

    What :func:`~pokerules.engine.equity_view.equity_view` gives, with two differences that
    let the spot recur from hand to hand, so the cache answers most of them: the suits are
    relabelled in a fixed way (no draw game's value depends on which suit is which), and the
    cards out of play (this seat's earlier discards) are left in the unseen deck."""
    cards = hand.cards(seat)
    left = hand.draws_left
    if left and keep is None and hand.game.evaluation in MODEL_GAMES:
        thrown = _model_discards(cards, hand.game.evaluation, left)
        keep = [card for card in cards if card not in thrown]
    kept = cards if not left or keep is None else tuple(keep)
    others = len(hand.in_hand()) - 1
    unseen = " ".join(["??"] * len(cards))
    players = (" ".join(map(str, _relabelled(kept))), *[unseen] * others)
    return players, "", "", left if left > 1 else 0, 0


def _relabelled(cards: Sequence[Card]) -> list[Card]:
    """``cards`` with the suits renamed in a fixed order (the suit holding the most cards,
    then the higher ranks, first): the same list for every hand that differs by suits alone."""
    ranks = [sorted((card >> 2 for card in cards if card & 3 == suit), reverse=True)
             for suit in range(4)]  # fmt: skip
    order = sorted(range(4), key=lambda suit: (len(ranks[suit]), ranks[suit]), reverse=True)
    name = {suit: new for new, suit in enumerate(order)}
    return sorted(Card((card >> 2) << 2 | name[card & 3]) for card in cards)


@functools.lru_cache(maxsize=1 << 16)
def _equity(game: Game, spot: tuple[Any, ...], samples: int) -> float:
    """The sampled equity of player ``me`` in a spot, cached by the spot."""
    players, board, dead, draws, me = spot
    options: dict[str, Any] = {"draws": draws} if draws else {}
    # The seed is the spot's own: the same answer for every bot, run and process.
    seed = zlib.crc32(repr((game.name, spot, samples)).encode())
    result = equity(
        list(players), board, dead, game=game, samples=samples, seed=seed, threads=1, **options
    )
    return float(result.equity[me])
