"""The standard PHH fields of one hand, read and checked: every error names the field and why.

:class:`Fields` reads any field with the type it must have. :class:`StandardFields` holds the
fields that describe the game (the ``variant``, forced bets and bet sizes), which the variant
table (:mod:`pokerules.phh.variants`) turns into a :class:`~pokerules.games.Game`.

>>> fields = Fields({"antes": [0, 0, 0], "small_bet": 2, "players": ["A", True]})
>>> fields.integers("antes")
[0, 0, 0]
>>> fields.integer("small_bet", minimum=1)
2
>>> fields.strings("players")
Traceback (most recent call last):
...
pokerules.errors.HandHistoryError: players must be a list of strings, not ['A', True]
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from pokerules.errors import HandHistoryError

__all__ = ["MAX_PLAYERS", "Fields", "StandardFields", "shown"]

MAX_PLAYERS = 52
"""More players than cards in the deck is no hand at all; longer lists are refused early."""


def shown(value: object, limit: int = 60) -> str:
    """``repr(value)``, cut short: error messages quote what they refuse, never a whole file."""
    text = repr(value)
    return text if len(text) <= limit else text[: limit - 3] + "..."


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


class Fields:
    """A hand's fields (a TOML table) with typed readers; a wrong type names the field."""

    def __init__(self, data: Mapping[str, Any]) -> None:
        self.data = data

    def __contains__(self, name: str) -> bool:
        return name in self.data

    def get(self, name: str) -> Any:
        """The raw value of a field, ``None`` when absent."""
        return self.data.get(name)

    def integer(self, name: str, *, default: int | None = None, minimum: int = 0) -> int:
        """A whole number of at least ``minimum``; ``default`` when absent (else required)."""
        value = self.data.get(name)
        if value is None:
            if default is None:
                raise HandHistoryError(f"the file has no {name} field")
            return default
        if not _is_int(value) or value < minimum:
            raise HandHistoryError(
                f"{name} must be a whole number of at least {minimum}, not {shown(value)}"
            )
        return int(value)

    def optional_integer(self, name: str, *, minimum: int = 0) -> int | None:
        """A whole number, or ``None`` when the field is absent."""
        return None if name not in self.data else self.integer(name, minimum=minimum)

    def integers(self, name: str, *, length: int | None = None, minimum: int = 0) -> list[int]:
        """A list of whole numbers of at least ``minimum`` (``length`` of them if given)."""
        value = self.data.get(name)
        if value is None:
            raise HandHistoryError(f"the file has no {name} field")
        if (
            not isinstance(value, list)
            or not all(_is_int(item) and item >= minimum for item in value)
            or len(value) > MAX_PLAYERS
        ):
            raise HandHistoryError(
                f"{name} must be a list of whole numbers of at least {minimum}, one per "
                f"player, not {shown(value)}"
            )
        if length is not None and len(value) != length:
            raise HandHistoryError(
                f"{name} must have one entry per player ({length}), not {len(value)}: "
                f"{shown(value)}"
            )
        return [int(item) for item in value]

    def strings(self, name: str, *, length: int | None = None) -> list[str]:
        """A list of strings (``length`` of them if given)."""
        value = self.data.get(name)
        if not isinstance(value, list) or not all(isinstance(item, str) for item in value):
            raise HandHistoryError(f"{name} must be a list of strings, not {shown(value)}")
        if length is not None and len(value) != length:
            raise HandHistoryError(
                f"{name} must have one entry per player ({length}), not {len(value)}"
            )
        return list(value)

    def string(self, name: str) -> str | None:
        """A string, or ``None`` when the field is absent."""
        value = self.data.get(name)
        if value is not None and not isinstance(value, str):
            raise HandHistoryError(f"{name} must be a string, not {shown(value)}")
        return value

    def boolean(self, name: str, default: bool) -> bool:
        """``true`` or ``false``; ``default`` when absent."""
        value = self.data.get(name, default)
        if not isinstance(value, bool):
            raise HandHistoryError(f"{name} must be true or false, not {shown(value)}")
        return value


@dataclass(frozen=True, slots=True)
class StandardFields:
    """The fields that say which game a hand is: the variant, forced bets and bet sizes.

    Every list has one entry per player, in PHH order (``p1`` first). Builders in the variant
    table read what their game needs; :meth:`require`, :meth:`uniform_ante` and
    :meth:`blinds` refuse what the game cannot express, naming the field.
    """

    variant: str
    antes: tuple[int, ...]
    ante_trimming: bool
    blinds_or_straddles: tuple[int, ...] | None
    bring_in: int | None
    small_bet: int | None
    big_bet: int | None
    min_bet: int | None
    starting_stacks: tuple[int, ...]
    posts: tuple[tuple[int, int, int, bool], ...] = ()
    """Blinds beyond the small and big blind: ``(player index, live, dead, straddle)``, taken
    out of ``blinds_or_straddles`` and ``antes`` by :meth:`read`."""

    @classmethod
    def read(cls, fields: Fields) -> StandardFields:
        """The standard fields of a file, each checked for its type and length."""
        variant = fields.string("variant")
        if variant is None:
            raise HandHistoryError("the file has no variant field (such as 'F2L3D')")
        stacks = fields.integers("starting_stacks")
        n = len(stacks)
        if n < 2:
            raise HandHistoryError(f"starting_stacks must list two players or more, not {n}")
        antes = fields.integers("antes", length=n) if "antes" in fields else [0] * n
        blinds = None
        posts: dict[int, list[int]] = {}
        if "blinds_or_straddles" in fields:
            raw = fields.integers("blinds_or_straddles", length=n, minimum=-_MOST)
            blinds, posts = _blinds_and_posts(raw, antes)
        return cls(
            posts=tuple(
                (i, live, dead, bool(straddle)) for i, (live, dead, straddle) in posts.items()
            ),
            variant=variant,
            antes=tuple(antes),
            ante_trimming=fields.boolean("ante_trimming_status", False),
            blinds_or_straddles=blinds,
            bring_in=fields.optional_integer("bring_in", minimum=1),
            small_bet=fields.optional_integer("small_bet", minimum=1),
            big_bet=fields.optional_integer("big_bet", minimum=1),
            min_bet=fields.optional_integer("min_bet", minimum=1),
            starting_stacks=tuple(stacks),
        )

    @property
    def players(self) -> int:
        """How many players the hand has."""
        return len(self.starting_stacks)

    def require(self, name: str) -> int:
        """A bet size this variant needs: ``small_bet``, ``big_bet``, ``min_bet`` or
        ``bring_in``."""
        value = getattr(self, name)
        if value is None:
            raise HandHistoryError(f"{self.variant} needs the {name} field")
        return int(value)

    def uniform_ante(self) -> int:
        """The one ante every player posts (0 for none).

        Different antes for different seats (a big-blind ante) are refused, as is an ante
        that a short stack could post only in part without ``ante_trimming_status``: pokerules
        posts one ante for every seat and builds side pots from every chip.
        """
        antes = self.antes
        if any(ante != antes[0] for ante in antes):
            raise HandHistoryError(
                f"antes {list(antes)} gives the players different antes (such as a big-blind "
                "ante); pokerules posts one ante for every seat, the same for all"
            )
        ante = antes[0]
        short = [i + 1 for i, chips in enumerate(self.starting_stacks) if 0 < chips < ante]
        if short and not self.ante_trimming:
            raise HandHistoryError(
                f"ante_trimming_status is false, but p{short[0]} cannot post the whole ante: "
                "pokerules trims a short ante (it wins only what it matched), so the file "
                "needs ante_trimming_status = true"
            )
        return ante

    def antes_with_blinds(self) -> dict[str, int]:
        """The antes of a blinds game as :func:`~pokerules.games.find_game` options:
        ``{"ante": A}`` for one ante from every player, ``{"big_blind_ante": A}`` for an
        ante from the big blind alone (PHH's ``p2``; heads-up ``p1``, the big blind, posts
        ``antes[1]`` as in pokerkit), ``{}`` for none.

        A big-blind ante is dead money for the main pot, which is what
        ``ante_trimming_status = false`` says; a file that sets it true is refused.

        >>> fields = StandardFields.read(Fields({
        ...     "variant": "N2L1D", "antes": [0, 225, 0], "starting_stacks": [9, 9, 9]}))
        >>> fields.antes_with_blinds()
        {'big_blind_ante': 225}
        """
        antes = self.antes
        if not any(antes):
            return {}
        if all(ante == 0 for i, ante in enumerate(antes) if i != 1) and antes[0] != antes[1]:
            if self.ante_trimming:
                raise HandHistoryError(
                    f"antes {list(antes)} is a big-blind ante, dead money for the main pot; "
                    "ante_trimming_status must be false"
                )
            return {"big_blind_ante": antes[1]}
        return {"ante": self.uniform_ante()}

    def blinds(self) -> tuple[int, int] | tuple[int] | None:
        """The small and big blind, ``(big,)`` for a lone big blind, or ``None`` for a game
        without blinds.

        ``blinds_or_straddles`` lists the small blind then the big blind (heads-up, PHH's
        ``p1`` is the big blind and the button posts the small blind, as in pokerules). A lone
        first entry (``[250000, 0, 0, 0]``) is a big blind posted by the seat left of the
        button, the small blind's seat being empty (a dead small blind). Straddles and other
        posts are :attr:`posts`, taken out of the list by :meth:`read`.
        """
        posts = self.blinds_or_straddles
        if posts is None or not any(posts):
            return None
        small, big, *rest = posts
        if small > 0 and not big and not any(rest):
            return (small,)
        if any(rest):
            raise HandHistoryError(
                f"blinds_or_straddles {list(posts)} has a straddle; pokerules plays a small "
                "and a big blind, or a lone big blind, only"
            )
        if not 0 < small <= big:
            raise HandHistoryError(
                f"blinds_or_straddles {list(posts)} must start with a small blind then a big "
                "blind, 0 < small <= big, or be a lone big blind first"
            )
        return small, big


_MOST = 1 << 62  # the largest blind a file may write, negative or positive


def _blinds_and_posts(
    raw: list[int], antes: list[int]
) -> tuple[tuple[int, ...], dict[int, list[int]]]:
    """``blinds_or_straddles`` as the small and big blind alone, and the other posts by
    player index as ``[live, dead, straddle]``; ``antes`` loses the dead parts, in place.

    PHH writes a straddle as a positive entry after ``p2`` (``p3`` first, in turn), and
    pokerkit reads a negative entry as a blind posted that does not move the action (a new
    player's big blind): the first round still begins left of the big blind. A missed blind
    posted dead is dead money before the deal, which is what an ante is: an ante above the
    table's (the smallest) is a dead blind. A big-blind ante (``p2`` alone) stays an ante.
    """
    posts: dict[int, list[int]] = {}
    blinds = list(raw)
    for i, amount in enumerate(raw):
        if amount < 0 or (i >= 2 and amount > 0):
            posts[i] = [abs(amount), 0, int(amount > 0)]
            blinds[i] = 0
    big_blind_ante = all(a == 0 for i, a in enumerate(antes) if i != 1)
    if any(raw) and not big_blind_ante:
        table = min(antes)
        for i, ante in enumerate(antes):
            if ante > table:
                posts.setdefault(i, [0, 0, 0])[1] += ante - table
                antes[i] = table
    return tuple(blinds), dict(sorted(posts.items()))
