"""Five-Card Draw: no limit with the defaults of a home game, or fixed and pot limit with
blinds, as PokerStars and Full Tilt deal it."""

from __future__ import annotations

from typing import Any

from pokerules.betting.structures import BettingStructure, FixedLimit, NoLimit, PotLimit
from pokerules.errors import InvalidGameError
from pokerules.games._build import build, draw_streets, validate_draw
from pokerules.games.spec import Game
from pokerules.validate import as_choice, as_int

__all__ = ["nl_draw"]

_TITLES: dict[type, str] = {NoLimit: "No-limit", FixedLimit: "Fixed-limit", PotLimit: "Pot-limit"}


def nl_draw(
    *,
    max_draw: int = 5,
    limit: str = "no",
    blinds: tuple[int, int] | None = None,
    ante: int | None = None,
    betting: BettingStructure | None = None,
    **rules: Any,
) -> Game:
    """Five-Card Draw: five down, bet, one draw of 0-5, bet, showdown.

    Options:

    * ``max_draw=5``: any number of cards may be exchanged; no ace needs showing.
    * ``limit="no"``, the home game: ``ante=1``, no blinds, ``NoLimit(min_bet=2)`` (the big
      blind when ``blinds`` are given).
    * ``limit="fixed"``, the sites' "5 Card Draw Limit": ``blinds=(1, 2)``, ``ante=0``,
      ``FixedLimit((big, 2 * big), cap_raises=3)``: the big blind's size before the draw,
      twice it after, one bet and three raises a round (the big blind is the first bet), no
      cap heads-up; the aliases ``limit-5-card-draw``, ``F5CD``.
    * ``limit="pot"``, the sites' "5 Card Draw Pot Limit": ``blinds=(1, 2)``, ``ante=0``,
      ``PotLimit(min_bet=big blind)``; the aliases ``pot-limit-5-card-draw``, ``P5CD``.
    * ``blinds=``, ``ante=`` and ``betting=`` any structure override these; any :class:`Game`
      field; the session profile is ``starting_stack=100``, ``deals=10``. 2 to 6 players.

    The title follows the betting structure. No opening requirement, no wild cards, no burns.
    Without blinds both rounds begin left of the dealer; with blinds the first begins left of
    the big blind (heads-up the button posts the small blind and acts first), the second left
    of the dealer. The last bettor or raiser shows first, else the first player left of the
    dealer. The shortage rule reshuffles the stub with other players' discards and folded
    hands, never the current player's discards or live hands.

    >>> from pokerules.games import find_game
    >>> find_game("nl-draw").describe()
    'No-limit Five-Card Draw; no limit, minimum bet 2; ante 1; 1 draw(s) of up to 5; 2-6 players'
    >>> find_game("5 Card Draw Limit").describe()  # doctest: +NORMALIZE_WHITESPACE
    'Fixed-limit Five-Card Draw; fixed limit 2/4, one bet and 3 raises a round, no cap
     heads-up; blinds 1/2; 1 draw(s) of up to 5; 2-6 players'
    >>> find_game("nl-draw", limit="pot", blinds=(5, 10)).betting
    PotLimit(min_bet=10)
    """
    validate_draw(max_draw)
    as_choice(limit, "limit", ("no", "pot", "fixed"), error=InvalidGameError)
    if blinds is None and limit != "no":
        blinds = (1, 2)
    if ante is None:
        ante = 1 if limit == "no" else 0
    if betting is None:
        betting = _betting(limit, blinds)
    game = Game(
        name="nl-draw",
        title=" ".join(filter(None, (_TITLES.get(type(betting)), "Five-Card Draw"))),
        streets=draw_streets(5, draws=1, max_discard=max_draw),
        betting=betting,
        evaluation="high",
        ante=ante,
        blinds=blinds,
        max_players=6,
        shortage="seed-001",
    )
    return build(game, rules)


def _betting(limit: str, blinds: object) -> BettingStructure:
    """The structure ``limit`` names, sized from the big blind (2 without blinds)."""
    big = 2
    if blinds is not None:
        if not isinstance(blinds, tuple | list) or not blinds:
            raise InvalidGameError(f"blinds must be (small, big), not {blinds!r}")
        big = as_int(blinds[-1], "the big blind", low=1, error=InvalidGameError)
    if limit == "fixed":
        return FixedLimit((big, 2 * big), cap_raises=3)
    return PotLimit(min_bet=big) if limit == "pot" else NoLimit(min_bet=big)
