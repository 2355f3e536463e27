"""What the dealer does when the stub runs short: each procedure a named, documented policy.

A :class:`~pokerules.games.Game` names its procedure in ``shortage``; the
:class:`~pokerules.engine.dealer.Dealer` follows it. There are four procedures, named by
identifier:

* ``"seed-001"`` (no-limit five-card draw): when the stub cannot supply the player being served,
  shuffle it with other players' earlier discards and folded hands; the player's own
  discards wait until the exchange is done, and live hands are never touched.
* ``"seed-002"`` (2-7 triple draw, 2-7 single draw, badugi): the same pool, discards
  of players already served this draw included; burn cards stay out; a burn that finds the
  stub empty comes after a reshuffle.
* ``"rules-notes-2.8"`` (deuces wild and Diablo, whose own rules are silent on it): the
  ``"seed-001"`` procedure, with the house options those games offer (keep the bottom card
  back, recycle burns, recycle an opener's split cards).
* ``"stud-2.26"`` (the stud games: stud, razz, stud8, Dead Deuce): skip a burn that would
  leave a street short, then take back the earlier burns, and only then deal one face-up
  community card that counts as every player's card.

The game's ``recycle_burns``, ``reserve_bottom_card`` and ``recycle_split_openers`` fields
are house options applied on top of the named procedure.

>>> SHORTAGE_POLICIES["stud-2.26"].community_card, SHORTAGE_POLICIES["seed-002"].recycle_burns
(True, False)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal, TypeAlias

from pokerules.errors import InvalidGameError
from pokerules.validate import as_flag

__all__ = ["SHORTAGE_POLICIES", "ShortageName", "ShortagePolicy", "shortage_policy"]

ShortageName: TypeAlias = Literal["seed-001", "seed-002", "rules-notes-2.8", "stud-2.26"]
"""The names of the shortage procedures."""


@dataclass(frozen=True, slots=True)
class ShortagePolicy:
    """One shortage procedure as data.

    Attributes:
        name: the registry name.
        rule: where the procedure is written down, in words.
        recycle_burns: a reshuffle on a draw takes the burn cards too.
        reserve_bottom_card: never deal the stub's last card; reshuffle instead.
        recycle_split_openers: an opener's split cards are ordinary discards, not kept aside.
        skip_short_burns: skip a burn when the stub holds no more cards than the street needs
            plus one.
        burns_for_streets: a street the stub cannot serve first takes back the earlier burns.
        community_card: a one-card street that still cannot be served gets one face-up card
            in the middle, shared by every player.

    A draw reshuffle always takes the stub, the discards of players already served and the
    folded hands; never the current player's discards or a live hand.
    """

    name: str
    rule: str
    recycle_burns: bool = False
    reserve_bottom_card: bool = False
    recycle_split_openers: bool = False
    skip_short_burns: bool = False
    burns_for_streets: bool = False
    community_card: bool = False


SHORTAGE_POLICIES: dict[str, ShortagePolicy] = {
    policy.name: policy
    for policy in (
        ShortagePolicy("seed-001", "seed 001, NL5 rule 14"),
        ShortagePolicy("seed-002", "seed 002, TD27 rule 23 and rules-notes 2.9"),
        ShortagePolicy("rules-notes-2.8", "rules-notes 2.8 with the house options of 2.1"),
        ShortagePolicy(
            "stud-2.26",
            "rules-notes 2.26",
            skip_short_burns=True,
            burns_for_streets=True,
            community_card=True,
        ),
    )
}
"""The shortage procedures by name."""


def shortage_policy(
    name: str,
    *,
    recycle_burns: bool = False,
    reserve_bottom_card: bool = False,
    recycle_split_openers: bool = False,
) -> ShortagePolicy:
    """The named procedure with a game's house options applied.

    >>> shortage_policy("seed-002", reserve_bottom_card=True).reserve_bottom_card
    True
    """
    try:
        base = SHORTAGE_POLICIES[name]
    except (KeyError, TypeError):
        known = ", ".join(repr(key) for key in SHORTAGE_POLICIES)
        raise InvalidGameError(
            f"unknown shortage procedure {name!r}; the procedures are {known}"
        ) from None
    recycle_burns, reserve_bottom_card, recycle_split_openers = (
        as_flag(value, what, error=InvalidGameError)
        for value, what in (
            (recycle_burns, "recycle_burns"),
            (reserve_bottom_card, "reserve_bottom_card"),
            (recycle_split_openers, "recycle_split_openers"),
        )
    )
    if not (recycle_burns or reserve_bottom_card or recycle_split_openers):
        return base
    return ShortagePolicy(
        base.name,
        base.rule,
        recycle_burns=base.recycle_burns or recycle_burns,
        reserve_bottom_card=base.reserve_bottom_card or reserve_bottom_card,
        recycle_split_openers=base.recycle_split_openers or recycle_split_openers,
        skip_short_burns=base.skip_short_burns,
        burns_for_streets=base.burns_for_streets,
        community_card=base.community_card,
    )
