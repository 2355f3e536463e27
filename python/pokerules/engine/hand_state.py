"""The state a hand's parts share, declared once.

:class:`~pokerules.engine.hand.Hand` holds its state in slots and is composed of parts that read
and set it (the queries, the street sequencing, the end of the hand, the bring-in and
declaration commands). Each part derives from :class:`HandState`, which names that state and
its types for the type checker, so the parts stay small and a type error in any of them is
caught.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from pokerules.betting.ledger import Chips
    from pokerules.betting.rounds import BettingRound
    from pokerules.engine.dealer import Dealer
    from pokerules.engine.declarations import Declarations
    from pokerules.engine.exchanges import Exchanges
    from pokerules.engine.inputs import HandSetup
    from pokerules.engine.openers import Openers
    from pokerules.engine.plan import GamePlan
    from pokerules.engine.rolls import Rolls
    from pokerules.games.spec import Game
    from pokerules.records import Record

__all__ = ["HandState"]


class HandState:
    """The slots of a :class:`~pokerules.engine.hand.Hand`, for the parts it is made of.

    The hand holds the slots; this class only declares them. The empty ``__slots__`` is
    hidden from mypy, which then checks every part's writes against the annotations.

    >>> from pokerules import Hand, find_game
    >>> isinstance(Hand(find_game("nl-draw"), [50, 50], seed=1), HandState)
    True
    """

    if not TYPE_CHECKING:
        __slots__ = ()

    game: Game
    n: int
    setup: HandSetup
    carried: int
    _phase: str
    _actor: int | None
    _chips: Chips
    _in_hand: tuple[int, ...] | None
    _in_turn: tuple[int, ...] | None
    _ring: tuple[int, ...]
    _live: int
    _street: int
    _round_index: int
    _history: list[Record]
    _dealer: Dealer
    _openers: Openers
    _plan: GamePlan
    _round: BettingRound | None
    _draws: Exchanges | None
    _draw_limit: int
    _rolls: Rolls | None
    _declarations: Declarations | None
    _shown: dict[int, int]
