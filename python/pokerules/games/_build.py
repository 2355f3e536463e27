"""Shared helpers for the game builders: turning house options into a :class:`Game`."""

from __future__ import annotations

import dataclasses
from typing import Any

from pokerules.betting.structures import BettingStructure, FixedLimit, NoLimit, PotLimit
from pokerules.errors import InvalidGameError, PokerulesError
from pokerules.evaluation.five_card import WildSpec, wild_card_ids
from pokerules.games.spec import Betting, DealBoard, DealCards, DrawRound, Game, StreetSpec
from pokerules.validate import as_choice, as_int

_FIELDS = {f.name for f in dataclasses.fields(Game)}


def wild_set(wild: WildSpec) -> frozenset[int]:
    """Card ids from a wild option: ``None``/``"2"`` for deuces, a rank, or a card list."""
    try:
        return wild_card_ids(wild)
    except PokerulesError as error:
        raise InvalidGameError(f"bad wild cards: {error}") from None


def build(game: Game, rules: dict[str, Any]) -> Game:
    """``game`` with extra rule fields applied; unknown names are a clear error."""
    unknown = sorted(set(rules) - _FIELDS)
    if unknown:
        raise InvalidGameError(
            f"unknown option(s) {', '.join(unknown)} for {game.name}; "
            f"the options are {', '.join(sorted(_FIELDS - {'name', 'title', 'streets'}))}"
        )
    return game.with_options(**rules) if rules else game


def validate_draw(max_draw: object) -> None:
    """A draw limit must be 0 to 5."""
    as_int(max_draw, "max_draw", low=0, high=5, error=InvalidGameError)


def check_opening(opening: object) -> None:
    """The opening rule is one of the two the draw games know."""
    as_choice(opening, "opening", ("jacks_or_better", "none"), error=InvalidGameError)


def draw_streets(down: int, *, draws: int, max_discard: int) -> tuple[StreetSpec, ...]:
    """A draw game's streets: ``down`` cards, a betting round, then ``draws`` times a draw of
    0 to ``max_discard`` cards followed by a betting round.

    Five-card draw, 2-7 single draw, Deuces Wild and Diablo draw once; triple draw and badugi
    three times.

    >>> draw_streets(5, draws=1, max_discard=3)
    (DealCards(down=5, up=0, name='deal'), Betting(name='betting round'),
     DrawRound(max_discard=3, name='draw'), Betting(name='betting round'))
    >>> [street.name for street in draw_streets(4, draws=3, max_discard=4)]
    ['deal', 'betting round', 'draw', 'betting round', 'draw', 'betting round',
     'draw', 'betting round']
    """
    return (
        DealCards(down=down),
        Betting(),
        *(street for _ in range(draws) for street in (DrawRound(max_discard), Betting())),
    )


def board_streets(down: int) -> tuple[StreetSpec, ...]:
    """Hold'em's streets: ``down`` hole cards, bet, flop, bet, turn, bet, river, bet."""
    return (
        DealCards(down=down),
        Betting(),
        DealBoard(3, "flop"),
        Betting(),
        DealBoard(1, "turn"),
        Betting(),
        DealBoard(1, "river"),
        Betting(),
    )


def board_betting(
    limit: object, blinds: object, betting: BettingStructure | None = None
) -> BettingStructure:
    """The structure a ``limit`` option names, sized from the big blind: ``"no"`` and
    ``"pot"`` bet at least the big blind; ``"fixed"`` bets it before the turn, twice it
    from the turn on. ``betting``, when given, is the structure instead; ``limit`` is
    checked all the same, so a bad one is never passed over."""
    as_choice(limit, "limit", ("no", "pot", "fixed"), error=InvalidGameError)
    if betting is not None:
        return betting
    if not isinstance(blinds, tuple | list) or len(blinds) not in (1, 2):
        raise InvalidGameError(
            f"blinds must be (small, big), or (big,) for a lone big blind, not {blinds!r}"
        )
    big = as_int(blinds[-1], "the big blind", low=1, error=InvalidGameError)
    if limit == "fixed":
        return FixedLimit((big, big, 2 * big, 2 * big), cap_raises=3)
    return NoLimit(min_bet=big) if limit == "no" else PotLimit(min_bet=big)


def omaha_game(
    name: str,
    title: str,
    *,
    hole: object,
    limit: str,
    blinds: tuple[int, int],
    betting: BettingStructure | None,
    ante: int,
    rules: dict[str, Any],
    **fields: Any,
) -> Game:
    """An Omaha game: ``hole`` cards down (4, or 5 and 6 for the five- and six-card games),
    hold'em's board, and hands of exactly two hole and three board cards; ``fields`` add the
    rest (Omaha 8's split)."""
    down = as_int(hole, "hole", low=4, high=6, error=InvalidGameError)
    game = Game(
        name=name,
        title=title,
        streets=board_streets(down=down),
        betting=board_betting(limit, blinds, betting),
        evaluation="high",
        ante=ante,
        blinds=blinds,
        burn=True,
        max_players=10 if down == 4 else (52 - 8) // down,  # the burns and board: 8 cards
        hole_cards="exactly_two",
        **fields,
    )
    return build(game, rules)


STUD_LATER_STREETS: tuple[StreetSpec, ...] = (
    Betting(),
    DealCards(up=1, name="fourth street"),
    Betting(),
    DealCards(up=1, name="fifth street"),
    Betting(),
    DealCards(up=1, name="sixth street"),
    Betting(),
    DealCards(down=1, name="seventh street"),
    Betting(),
)
"""A seven-card stud game after its first deal: bet, then three cards up and one down, each
followed by a betting round (stud, razz, stud 8 and Dead Deuce)."""
