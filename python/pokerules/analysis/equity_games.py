"""Equity of the stud and draw games, and of board games with unseen hole cards.

Each hand is read as the cards its player holds, ``??`` standing for a card the asker cannot
see, and the core deals every unseen card from the unseen deck (`rust/equity/completion/`):

* **Stud** (``stud``, ``razz``, ``stud8``, ``dead-deuce``): the cards dealt so far in dealing
  order, two down, the upcards, the seventh card down; every player on the same street.
* **Draw** (``nl-draw``, ``deuces-wild``, ``diablo``, ``triple-draw``, ``nl-single-draw``,
  ``badugi``): the cards each player keeps; the rest are drawn.
* **Board** (``holdem``, ``omaha``, ``omaha8``): hole cards with ``??`` (``"AhAs????"``), and
  Omaha hands of five or six cards; ``omaha5``, ``omaha6``, ``omaha5-8`` and ``omaha6-8``
  always, each with its own number of hole cards.

>>> from pokerules import equity
>>> razz = equity(["Ah 2c 3d 4s 5h", "Kd Kc Qs Jd Tc"], game="razz", exact=True)
>>> razz.runouts, round(razz.equity[0], 4)
(671580, 1.0)
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from pokerules import _core
from pokerules.analysis.equity_result import Equity, result_of
from pokerules.cards import CARDS, Card, CardLike, parse_hand
from pokerules.errors import InvalidArgumentError, InvalidHandError, PokerulesError
from pokerules.games import Game
from pokerules.games.spec import DealBoard, DrawRound
from pokerules.validate import as_int, shown

__all__ = ["Family", "Plan", "deal_equity", "family_of", "hand_tokens"]

Plan = str | Callable[[int, tuple[Card, ...], int], Iterable[CardLike]]
"""How players draw after the first draw: ``"best"``, ``"pat"`` or ``plan(seat, cards,
draws_left) -> discard``."""

UNSEEN = "??"
"""The token of a card the asker cannot see."""

STUD_CARDS = (3, 7)
"""Fewest and most cards a stud player may hold: third street to seventh."""

_STUD_UP_PLACES = range(2, 6)  # third to sixth card: the upcards
_SCORING = {"high": "high", "a5": "a5", "low27": "low27", "badugi": "badugi", "wild": "wild"}


@dataclass(frozen=True)
class Family:
    """How :func:`deal_equity` reads a game: its family, hand size and draws."""

    kind: str  # "stud", "draw" or "board"
    hand_size: int
    draws: int
    most_thrown: int


def family_of(game: Game) -> Family:
    """The family of ``game``: board games deal a board, draw games draw, the rest are stud."""
    draws = [street for street in game.streets if isinstance(street, DrawRound)]
    if any(isinstance(street, DealBoard) for street in game.streets):
        return Family("board", game.hand_size, 0, 0)
    if draws:
        return Family("draw", game.hand_size, len(draws), draws[0].max_discard)
    return Family("stud", game.hand_size, 0, 0)


def hand_tokens(hand: object, player: int) -> list[Card | None]:
    """A hand's cards in order, ``None`` for each ``??``; text or a list of cards."""
    if isinstance(hand, str):
        tokens: list[Card | None] = []
        for piece in re.split(r"(\?\?)", hand):
            if piece == UNSEEN:
                tokens.append(None)
            elif piece.strip(" ,"):
                if "?" in piece:
                    raise InvalidHandError(
                        f"player {player + 1}'s hand {hand!r} has a lone '?': an unseen card "
                        'is written "??"'
                    )
                tokens.extend(parse_hand(piece))
        return tokens
    if isinstance(hand, Iterable) and not isinstance(hand, bytes):
        items = list(hand)
        return [None if item == UNSEEN else parse_hand([item])[0] for item in items]
    raise InvalidHandError(
        f'player {player + 1}\'s hand must be cards such as "Ah Kd ?? 7c", got {shown(hand)}'
    )


def _randoms_unseen(players: Sequence[object]) -> list[object]:
    """Board hands with ``"random"`` as that many ``??``: as many as the other hands hold."""
    sizes = set()
    for hand in players:
        if isinstance(hand, str) and hand.strip().lower() != "random":
            try:
                sizes.add(len(hand_tokens(hand, 0)))
            except PokerulesError:
                continue
    size = sizes.pop() if len(sizes) == 1 else 0
    return [
        UNSEEN * size if isinstance(h, str) and h.strip().lower() == "random" and size else h
        for h in players
    ]


def _shown(tokens: Sequence[Card | None], board_game: bool) -> str:
    """A hand as the result names it: run together in a board game, as hold'em hands are
    (``"AhAs????"``), spaced in stud and draw games (``"?? ?? Kd 7c"``)."""
    text = (UNSEEN if card is None else str(card) for card in tokens)
    return ("" if board_game else " ").join(text)


def _judging(game: Game) -> tuple[str, int, bool, bool, bool]:
    if game.hi_lo != "none":
        name = "omaha8" if game.board_size else "stud8"
    elif game.board_size and game.hole_cards == "exactly_two":
        name = "omaha"
    else:
        name = _SCORING[game.evaluation]
    wild = sum(1 << card for card in game.wild_cards) if game.evaluation == "wild" else 0
    return (
        name,
        wild,
        game.may_duplicate,
        game.wild_face_up_only,
        game.natural_beats_wild,
    )


def _stud_players(
    hands: list[list[Card | None]], game: Game
) -> list[tuple[list[tuple[int, bool]], list[tuple[bool, int]]]]:
    sizes = {len(tokens) for tokens in hands}
    if len(sizes) != 1:
        counts = ", ".join(str(len(tokens)) for tokens in hands)
        raise InvalidHandError(
            f"the players hold {counts} cards: in {game.name} every player must hold the same "
            f"number of dealt cards, {STUD_CARDS[0]} to {STUD_CARDS[1]} (the table is on one "
            "street)"
        )
    (size,) = sizes
    if not STUD_CARDS[0] <= size <= STUD_CARDS[1]:
        raise InvalidHandError(
            f"each player holds {size} cards: {game.name} hands hold {STUD_CARDS[0]} to "
            f"{STUD_CARDS[1]} cards, dealt so far in dealing order (two down, the upcards, "
            "the seventh down)"
        )
    players = []
    for tokens in hands:
        places = [i in _STUD_UP_PLACES for i in range(STUD_CARDS[1])]
        known = [(int(c), places[i]) for i, c in enumerate(tokens) if c is not None]
        unseen = [places[i] for i, c in enumerate(tokens) if c is None]
        unseen += places[size:]
        if not game.wild_face_up_only:
            # Where a card lands matters only to wild cards that are wild face up: elsewhere a
            # player's unseen cards are one set.
            unseen = [False] * len(unseen)
        groups = [(up, unseen.count(up)) for up in (False, True) if unseen.count(up)]
        players.append((known, groups))
    return players


def _draw_players(
    hands: list[list[Card | None]], game: Game, family: Family
) -> list[tuple[list[tuple[int, bool]], list[tuple[bool, int]]]]:
    players = []
    fewest = family.hand_size - family.most_thrown
    for p, tokens in enumerate(hands):
        # A ?? is a kept card the asker cannot see: it counts against the draw limit, and the
        # core deals it from the unseen deck like a drawn card.
        kept = [card for card in tokens if card is not None]
        if len(tokens) > family.hand_size:
            raise InvalidHandError(
                f"player {p + 1} keeps {_cards_word(len(tokens))}: a {game.name} hand has "
                f"{family.hand_size}, so a player keeps 0 to {family.hand_size}"
            )
        if len(tokens) < fewest:
            raise InvalidHandError(
                f"player {p + 1} keeps {_cards_word(len(tokens))}: {game.name} draws at most "
                f"{family.most_thrown}, so a player keeps {fewest} to {family.hand_size}"
            )
        missing = family.hand_size - len(kept)
        players.append(([(int(c), False) for c in kept], [(False, missing)] if missing else []))
    return players


def _cards_word(count: int) -> str:
    return f"{count} card" if count == 1 else f"{count} cards"


def _board_players(
    hands: list[list[Card | None]], game: Game
) -> list[tuple[list[tuple[int, bool]], list[tuple[bool, int]]]]:
    sizes = {len(tokens) for tokens in hands}
    allowed = (2,) if game.hole_cards != "exactly_two" else (4, 5, 6)
    if game.hole_cards == "exactly_two" and game.hand_size != 4:
        allowed = (game.hand_size,)  # five- and six-card Omaha: their own hand size only
    if len(sizes) != 1 or not sizes <= set(allowed):
        counts = ", ".join(str(len(tokens)) for tokens in hands)
        holes = " or ".join(map(str, allowed))
        raise InvalidHandError(
            f"the players hold {counts} hole cards: in {game.name} every player holds {holes}, "
            "all the same number"
        )
    players = []
    for tokens in hands:
        known = [(int(c), False) for c in tokens if c is not None]
        missing = tokens.count(None)
        players.append((known, [(False, missing)] if missing else []))
    return players


def _plan(plan: object, family: Family, game: Game) -> tuple[str, Any]:
    """The plan's name for the result and what the core plays: the best plan's game (a
    string), a function, or ``None`` to stand pat."""
    if plan is None or plan == "best":
        return "best", _best_plan(game)
    if plan == "pat":
        return "pat", None
    if isinstance(plan, str) or not callable(plan):
        raise InvalidArgumentError(
            f'plan must be "best", "pat" or a function plan(seat, cards, draws_left) -> '
            f"discard, got {shown(plan)}"
        )
    return getattr(plan, "__name__", "plan"), _checked_plan(plan, family, game)


def _best_plan(game: Game) -> str:
    """The ``"best"`` plan, played in the core: the discard :func:`~pokerules.best_discards`
    ranks first for the hand and the draws left (the same model, to the bit)."""
    return "badugi" if game.evaluation == "badugi" else "low27"


def _checked_plan(
    plan: Callable[..., Any], family: Family, game: Game
) -> Callable[[int, list[int], int], int]:
    def discard_mask(seat: int, ids: list[int], draws_left: int) -> int:
        cards = tuple(CARDS[i] for i in ids)
        thrown = plan(seat, cards, draws_left)
        try:
            discard = parse_hand(thrown) if thrown is not None else None
        except PokerulesError:
            discard = None
        if discard is None or len(set(discard)) != len(discard) or not set(discard) <= set(cards):
            raise InvalidArgumentError(
                f"the plan threw {shown(thrown)} for player {seat + 1} holding "
                f"{' '.join(map(str, cards))}: a discard is some of the cards held, each once"
            )
        if len(discard) > family.most_thrown:
            raise InvalidArgumentError(
                f"the plan threw {len(discard)} cards for player {seat + 1}: {game.name} draws "
                f"at most {family.most_thrown}"
            )
        return sum(1 << cards.index(card) for card in discard)

    return discard_mask


def deal_equity(
    players: Sequence[object],
    board: tuple[Card, ...],
    dead: tuple[Card, ...],
    game: Game,
    options: dict[str, Any],
    draws: int | None,
    plan: object,
) -> Equity:
    """Equity of a stud, draw or unseen-card board spot; ``options`` are the checked sampling
    options of :func:`~pokerules.equity` (exact, samples, stderr, seed, threads, progress)."""
    family = family_of(game)
    if not 2 <= len(players) <= game.max_players:
        raise InvalidHandError(
            f"equity takes 2 to {game.max_players} players in {game.name}, got {len(players)}"
        )
    if family.kind == "board":
        players = _randoms_unseen(players)
    try:
        hands = [hand_tokens(hand, p) for p, hand in enumerate(players)]
    except PokerulesError as error:
        if family.kind == "board":
            raise InvalidHandError(
                f"{error} (a spot with ?? cards or Omaha hands of 5 or 6 cards takes cards, ?? "
                'for an unseen one, or "random": ranges play only with exact hands and ranges)'
            ) from None
        raise InvalidHandError(
            f"{error} (in {game.name} a hand is cards, ?? for an unseen one; ranges are for "
            "hold'em)"
        ) from None
    if family.kind != "board" and board:
        raise InvalidHandError(
            f"{game.name} deals no board: give the cards seen out of play as dead cards"
        )
    if family.kind == "stud":
        seats = _stud_players(hands, game)
    elif family.kind == "draw":
        seats = _draw_players(hands, game, family)
    else:
        seats = _board_players(hands, game)
    if draws is not None and family.kind != "draw":
        raise InvalidArgumentError(f"draws is for draw games; {game.name} has no draw")
    later, plan_name, chooser = 0, None, None
    if family.kind == "draw":
        draws = 1 if draws is None else as_int(draws, "draws", low=1)
        if draws > family.draws:
            raise InvalidArgumentError(
                f"draws={draws} is beyond {game.name}'s {family.draws} draw"
                f"{'s' if family.draws > 1 else ''}: give 1 to {family.draws}"
            )
        if draws > 1:
            if options["exact"]:
                raise InvalidArgumentError(
                    "more than one draw is sampled: drop exact=True (give samples= or stderr=)"
                )
            later = draws - 1
            plan_name, chooser = _plan(plan, family, game)
    if plan is not None and later == 0:
        raise InvalidArgumentError(
            "plan plays the draws after the first: give draws=2 or 3 in a game with them"
        )
    if family.kind == "board":
        board_missing = 5 - len(board)
        if len(board) not in (0, 3, 4, 5):
            raise InvalidHandError(
                f"the board has {_cards_word(len(board))}: give 0 (preflop), 3 (flop), 4 (turn) "
                "or 5 (river)"
            )
    else:
        board_missing = 0
    splits, is_exact, errors = _core.equity_deals(
        _judging(game),
        seats,
        [int(c) for c in board],
        board_missing,
        [int(c) for c in dead],
        later_draws=later,
        most_thrown=family.most_thrown or 5,
        plan=None if isinstance(chooser, str) else chooser,
        best=chooser if isinstance(chooser, str) else None,
        **options,
    )
    unseen = 52 - sum(len(known) for known, _ in seats) - len(board) - len(dead)
    combos = [math.comb(unseen, tokens.count(None)) for tokens in hands]
    return result_of(
        [_shown(tokens, family.kind == "board") for tokens in hands],
        splits,
        is_exact,
        combos,
        errors,
        board,
        dead,
        game.name,
        options["seed"],
        draws=draws if family.kind == "draw" else None,
        plan=plan_name,
    )
