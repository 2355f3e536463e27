"""Who acts first in a betting round and who shows first at the showdown.

Pure functions over seat numbers, so the rules read as they are written:

* First round: left of the dealer (antes), left of the big blind (blinds), and heads-up the
  button, who posted the small blind.
* Later rounds: left of the dealer, or the opener where the game says so (deuces wild,
  Diablo), the next seat still in if the opener has folded.
* Stud: the highest hand showing, every round (:mod:`pokerules.engine.upcards`).
* Showdown: the last bettor or raiser of the final round; if there was none, the game's rule
  (left of the dealer, the opener, or the first to act in the final round).

>>> first_to_act(0, n=6, button=2, folded=[False] * 6, blinds=2, opener=None)
5
>>> first_to_show("opener", None, [False, True, False], button=0, opener=1, first_actor=0)
2
"""

from __future__ import annotations

from collections.abc import Sequence

__all__ = ["first_to_act", "first_to_show", "next_in", "seats_in_from"]


def next_in(folded: Sequence[bool], start: int) -> int:
    """The first seat still in at or after ``start`` (some seat must be in).

    >>> next_in([True, False, True], 2)
    1
    """
    n = len(folded)
    seat = start % n
    while folded[seat]:
        seat = (seat + 1) % n
    return seat


def seats_in_from(folded: Sequence[bool], start: int) -> list[int]:
    """The seats still in, clockwise from ``start``.

    >>> seats_in_from([False, True, False, False], 3)
    [3, 0, 2]
    """
    n = len(folded)
    return [s % n for s in range(start, start + n) if not folded[s % n]]


def first_to_act(
    round_index: int,
    n: int,
    button: int,
    folded: Sequence[bool],
    blinds: int,
    opener: int | None,
    opener_first: bool = False,
) -> int:
    """The seat that begins betting round ``round_index`` (0-based) of a game without
    upcards, whose first round has ``blinds`` blinds (2, 1 for a lone big blind, 0 for none);
    ``opener_first`` is the rule that the opener begins the later rounds."""
    if round_index == 0 and blinds:
        # Left of the big blind: heads-up with two blinds that is the button, which posts the
        # small blind; a lone big blind sits left of the button, so the seat after it.
        seat = (button if n == 2 and blinds == 2 else button + 1 + blinds) % n
    elif round_index and opener_first and opener is not None:
        seat = opener
    else:
        seat = (button + 1) % n
    while folded[seat]:  # next_in(), inline: every betting round asks
        seat = (seat + 1) % n
    return seat


def first_to_show(
    rule: str,
    aggressor: int | None,
    folded: Sequence[bool],
    button: int,
    opener: int | None = None,
    first_actor: int | None = None,
) -> int:
    """The seat that shows first: the final round's last aggressor if still in, else by
    ``rule`` (``"left_of_button"``, ``"opener"`` or ``"first_actor"``)."""
    if aggressor is not None and not folded[aggressor]:
        return aggressor
    if rule == "opener" and opener is not None:
        return next_in(folded, opener)
    if rule == "first_actor" and first_actor is not None:
        return next_in(folded, first_actor)
    return next_in(folded, button + 1)
