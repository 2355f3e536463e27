"""An imported hand: a :class:`~pokerules.engine.hand.Hand` that remembers what its file said.

Beyond the hand itself, a PHH file names the players, may number the seats its own way, carries
metadata (the event, the date, ...) and may hide cards (``??``). An :class:`ImportedHand` keeps
all of it, so writing the hand again (:func:`~pokerules.phh.to_phh`,
:func:`~pokerules.phh.dump`) gives back the same standard fields and never reveals a card the
file did not show.

>>> from pokerules import find_game
>>> hand = ImportedHand(find_game("triple-draw"), [20, 20], seed=1)
>>> hand.players, hand.metadata, hand.unknown_cards
(None, {}, frozenset())
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from pokerules.cards import Card, CardLike
from pokerules.engine.hand import Hand
from pokerules.games.spec import Game

__all__ = ["ImportedHand"]


class ImportedHand(Hand):
    """A hand read from a PHH file: the hand, plus the players, seats, metadata and hidden cards.

    Attributes:
        players: the players' names by pokerules seat (``None`` when the file names nobody).
        table_seats: the file's ``seats`` (the seat numbers at the table, in PHH order), or
            ``None`` when the file has none.
        metadata: the file's other fields (``event``, ``day``, ``hand``, ``table``, user
            fields, ...), in file order, to be written back as they were.
        unknown_cards: stand-in cards the importer dealt where the file has ``??``; they are
            never shown, and writing the hand prints them as ``??`` again.
        label: the hand's table name in a ``.phhs`` file (``"3"`` for ``[3]``), else ``None``.
        from_record: whether the deal was rebuilt from the recorded cards (no ``_seed``).
        finishing_stacks: the file's ``finishing_stacks`` (PHH order), which the replay
            matched, or ``None`` when the file records none.
    """

    __slots__ = (
        "finishing_stacks",
        "from_record",
        "label",
        "metadata",
        "players",
        "table_seats",
        "unknown_cards",
    )

    def __init__(
        self,
        game: Game,
        stacks: Sequence[int],
        *,
        button: int = 0,
        seed: int | None = None,
        deck: Iterable[CardLike] | str | None = None,
        dead_money: int = 0,
        antes: bool = True,
        unopened: str | None = None,
    ) -> None:
        super().__init__(
            game,
            stacks,
            button=button,
            seed=seed,
            deck=deck,
            dead_money=dead_money,
            antes=antes,
            unopened=unopened,
        )
        self.players: tuple[str, ...] | None = None
        self.table_seats: tuple[int, ...] | None = None
        self.metadata: dict[str, Any] = {}
        self.unknown_cards: frozenset[Card] = frozenset()
        self.label: str | None = None
        self.from_record = False
        self.finishing_stacks: tuple[int, ...] | None = None
