"""An imported hand: a :class:`~pokerules.engine.hand.Hand` that remembers what its file said.

Beyond the hand itself, a PHH file names the players, may number the seats its own way, carries
metadata (the event, the date, ...) and may hide cards (``??``). An :class:`ImportedHand` keeps
all of it, so writing the hand again (:func:`~pokerules.phh.to_phh`,
:func:`~pokerules.phh.dump`) gives back the same standard fields and never reveals a card the
file did not show.

Where the file has ``??``, the replay deals a stand-in: a real card the file never names, which
the engine needs to play on. The stand-ins stay inside the replay: the hand's
:attr:`~ImportedHand.history`, its cards (:meth:`~ImportedHand.cards`,
:meth:`~ImportedHand.exposed`, :meth:`~ImportedHand.showing`, :attr:`~ImportedHand.board`,
:meth:`~ImportedHand.card_locations`), and so :func:`~pokerules.engine.history.format_hand`,
the seats' views and the exports, show :data:`~pokerules.cards.UNSEEN` (``??``) in their place.

>>> from pokerules import find_game
>>> from pokerules.phh import from_phh
>>> hand = from_phh('''variant = "F2L3D"
... antes = [0, 0]
... blinds_or_straddles = [1, 2]
... small_bet = 2
... big_bet = 4
... starting_stacks = [20, 20]
... actions = ["d dh p1 ??????????", "d dh p2 7c5d4h3s2c", "p2 f"]
... players = ["Ann", "Bob"]''')
>>> hand.players, hand.cards(0)
(('Ann', 'Bob'), (Card('??'), Card('??'), Card('??'), Card('??'), Card('??')))
>>> from pokerules.engine.history import format_hand
>>> print(format_hand(hand, hand.players).splitlines()[4])
Ann is dealt ?? ?? ?? ?? ??
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from pokerules.analysis.equity import Equity
from pokerules.cards import UNSEEN, Card, CardLike
from pokerules.engine.equity_view import hand_equity
from pokerules.engine.forced import BlindPost
from pokerules.engine.hand import Hand
from pokerules.games.spec import Game
from pokerules.records import Decision, Record

__all__ = ["ImportedHand"]


class ImportedHand(Hand):
    """A hand read from a PHH file: the hand, plus the players, seats, metadata and hidden cards.

    Attributes:
        players: the players' names by pokerules seat (``None`` when the file names nobody).
        table_seats: the file's ``seats`` (the seat numbers at the table, in PHH order), or
            ``None`` when the file has none.
        metadata: the file's other fields (``event``, ``day``, ``hand``, ``table``, user
            fields, ...), in file order, to be written back as they were.
        label: the hand's table name in a ``.phhs`` file (``"3"`` for ``[3]``), else ``None``.
        from_record: whether the deal was rebuilt from the recorded cards (no ``_seed``).
        finishing_stacks: the file's ``finishing_stacks`` (PHH order), which the replay
            matched, or ``None`` when the file records none.
    """

    __slots__ = (
        "_masked",
        "_stand_ins",
        "finishing_stacks",
        "from_record",
        "label",
        "metadata",
        "players",
        "table_seats",
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
        posts: Iterable[BlindPost] = (),
        runs: int = 1,
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
            posts=posts,
            runs=runs,
        )
        self.players: tuple[str, ...] | None = None
        self.table_seats: tuple[int, ...] | None = None
        self.metadata: dict[str, Any] = {}
        self._stand_ins: frozenset[Card] = frozenset()  # the replay's cards for ``??``
        self._masked: list[Record] = []  # the history as shown, extended as it grows
        self.label: str | None = None
        self.from_record = False
        self.finishing_stacks: tuple[int, ...] | None = None

    def _hide(self, stand_ins: frozenset[Card]) -> None:
        """Show ``stand_ins``, the cards the replay dealt where the file has ``??``, as
        :data:`~pokerules.cards.UNSEEN` on every public surface from now on (the importer's
        last step)."""
        self._stand_ins = frozenset(stand_ins)
        self._masked = []

    @property
    def history(self) -> tuple[Record, ...]:
        """Every record so far, in order, ``??`` where the file has ``??``."""
        truth = self._history
        if not self._stand_ins:
            return tuple(truth)
        masked = self._masked
        masked.extend(map(self._mask, truth[len(masked) :]))
        return tuple(masked)

    def equity(self, seat: int | None = None, **options: Any) -> Equity:
        """:meth:`Hand.equity <pokerules.engine.hand.Hand.equity>`, with every card the file
        hides (``??``) unseen: the replay's stand-ins are not the cards that were dealt."""
        over = self.is_over
        return hand_equity(self.game, self.n, self._history, over, seat, options, self._stand_ins)

    def decisions(self) -> list[Decision]:
        """The players' decisions so far, ``??`` where the file has ``??``."""
        return [self._mask(d) for d in super().decisions()]

    def cards(self, seat: int) -> tuple[Card, ...]:
        """The cards ``seat`` holds, in the order received, ``??`` where the file has ``??``."""
        return self._cards(super().cards(seat))

    def exposed(self, seat: int) -> tuple[Card, ...]:
        """The face-up cards of ``seat``, ``??`` where the file has ``??``."""
        return self._cards(super().exposed(seat))

    def showing(self) -> tuple[tuple[Card, ...], ...]:
        """Every seat's face-up cards, by seat, ``??`` where the file has ``??``."""
        return tuple(map(self._cards, super().showing()))

    @property
    def board(self) -> tuple[Card, ...]:
        """The community cards in the middle, ``??`` where the file has ``??``."""
        return self._cards(super().board)

    def card_locations(self) -> dict[str, tuple[Card, ...]]:
        """Where every card is, ``??`` for each stand-in."""
        locations = super().card_locations()
        return {place: self._cards(cards) for place, cards in locations.items()}

    def _cards(self, cards: tuple[Card, ...]) -> tuple[Card, ...]:
        hidden = self._stand_ins
        if not hidden or hidden.isdisjoint(cards):
            return cards
        return tuple(UNSEEN if card in hidden else card for card in cards)

    def _mask(self, record: Any) -> Any:
        """``record`` (a named tuple, or a tuple inside one) with each stand-in as ``??``."""
        hidden = self._stand_ins
        values = tuple(
            (UNSEEN if value in hidden else value)
            if type(value) is Card
            else self._mask(value)
            if isinstance(value, tuple)
            else value
            for value in record
        )
        return values if type(record) is tuple else tuple.__new__(type(record), values)
