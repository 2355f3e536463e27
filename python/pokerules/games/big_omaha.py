"""Five- and six-card Omaha, high and hi-lo: pot limit, as the sites deal them.

The same game as :func:`~pokerules.games.omaha` and :func:`~pokerules.games.omaha8` with five
or six hole cards (``find_game("omaha", hole=5)`` builds the same rules under Omaha's name);
each keeps the two-plus-three rule, so more hole cards give more two-card choices, never more
cards in a hand. PokerStars and Full Tilt deal them pot limit, the hi-lo ones too, so each
defaults to pot limit (four-card ``omaha8`` defaults to fixed limit, PHH's ``FO/8``).
"""

from __future__ import annotations

from typing import Any

from pokerules.betting.structures import BettingStructure
from pokerules.games._build import omaha_game
from pokerules.games.spec import Game

__all__ = ["omaha5", "omaha5_8", "omaha6", "omaha6_8"]

_WORDS = {5: "Five", 6: "Six"}


def _big_omaha(
    hole: int,
    hi_lo: bool,
    blinds: tuple[int, int],
    limit: str,
    betting: BettingStructure | None,
    ante: int,
    rules: dict[str, Any],
) -> Game:
    name = f"omaha{hole}-8" if hi_lo else f"omaha{hole}"
    title = f"{_WORDS[hole]}-Card Omaha"
    fields = {"hi_lo": "eight_or_better"} if hi_lo else {}
    return omaha_game(
        name,
        f"{title} Hi-Lo Eight or Better" if hi_lo else title,
        hole=hole,
        limit=limit,
        blinds=blinds,
        betting=betting,
        ante=ante,
        rules=rules,
        **fields,
    )


def omaha5(
    *,
    blinds: tuple[int, int] = (1, 2),
    limit: str = "pot",
    betting: BettingStructure | None = None,
    ante: int = 0,
    **rules: Any,
) -> Game:
    """Five-card Omaha: five cards down, hold'em's flop, turn and river; a hand is exactly two
    hole cards and three board cards.

    Options: ``blinds=(1, 2)``; ``limit="pot"`` (``PotLimit(min_bet=big blind)``; ``"no"`` and
    ``"fixed"`` as in :func:`~pokerules.games.holdem`); ``betting=`` any structure; ``ante=0``;
    any :class:`Game` field. 2 to 8 players (five each, three burns and the board: 48 cards).

    >>> from pokerules.games import find_game
    >>> find_game("omaha5").describe()
    'Five-Card Omaha; pot limit, minimum bet 2; blinds 1/2; 2-8 players'
    >>> find_game("5 Card Omaha Pot Limit").name
    'omaha5'
    """
    return _big_omaha(5, False, blinds, limit, betting, ante, rules)


def omaha6(
    *,
    blinds: tuple[int, int] = (1, 2),
    limit: str = "pot",
    betting: BettingStructure | None = None,
    ante: int = 0,
    **rules: Any,
) -> Game:
    """Six-card Omaha: :func:`omaha5` with six hole cards, 2 to 7 players.

    Options as :func:`omaha5`: ``blinds=(1, 2)``; ``limit="pot"``; ``betting=``; ``ante=0``;
    any :class:`Game` field.

    >>> from pokerules.games import find_game
    >>> find_game("6-card PLO").describe()
    'Six-Card Omaha; pot limit, minimum bet 2; blinds 1/2; 2-7 players'
    """
    return _big_omaha(6, False, blinds, limit, betting, ante, rules)


def omaha5_8(
    *,
    blinds: tuple[int, int] = (1, 2),
    limit: str = "pot",
    betting: BettingStructure | None = None,
    ante: int = 0,
    **rules: Any,
) -> Game:
    """Five-card Omaha high-low, eight or better (Big O): :func:`omaha5`'s deal, each pot split
    as :func:`~pokerules.games.omaha8` splits it, each half with its own two hole cards and
    three board cards.

    Options: ``blinds=(1, 2)``; ``limit="pot"`` (the sites' structure: PokerStars deals
    "5 Card Omaha Hi/Lo Pot Limit"; ``"fixed"`` plays ``FixedLimit((big, big, 2 * big,
    2 * big))``, one bet and three raises, as ``omaha8``); ``betting=``; ``ante=0``; any
    :class:`Game` field. 2 to 8 players.

    >>> from pokerules.games import find_game
    >>> find_game("omaha5-8").describe()
    'Five-Card Omaha Hi-Lo Eight or Better; pot limit, minimum bet 2; blinds 1/2; 2-8 players'
    >>> find_game("Big O").name
    'omaha5-8'
    """
    return _big_omaha(5, True, blinds, limit, betting, ante, rules)


def omaha6_8(
    *,
    blinds: tuple[int, int] = (1, 2),
    limit: str = "pot",
    betting: BettingStructure | None = None,
    ante: int = 0,
    **rules: Any,
) -> Game:
    """Six-card Omaha high-low, eight or better: :func:`omaha5_8` with six hole cards, 2 to 7
    players.

    Options as :func:`omaha5_8`: ``blinds=(1, 2)``; ``limit="pot"``; ``betting=``; ``ante=0``;
    any :class:`Game` field.

    >>> from pokerules.games import find_game
    >>> find_game("omaha6-8").describe()
    'Six-Card Omaha Hi-Lo Eight or Better; pot limit, minimum bet 2; blinds 1/2; 2-7 players'
    """
    return _big_omaha(6, True, blinds, limit, betting, ante, rules)
