"""One hand read from a site's file: what it says, and its replay through the engine.

An :class:`ImportedHand` holds the hand as the file tells it (the seats, the button, the
stacks, the forced bets, the cards seen, the actions, the shows and what each player
collected) and, when it can be read, its standard PHH hand. :meth:`ImportedHand.replay`
plays the PHH hand through :mod:`pokerules.phh` and reconciles it: every player must end on
what the file says they had, put in and collected, the rake aside. A hand that cannot be read,
is of a game pokerules does not play, or does not reconcile keeps its reason in ``error``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from pokerules.errors import HandHistoryError, PokerulesError
from pokerules.hand_histories.convert import Cancelled, convert
from pokerules.hand_histories.phh_hand import PhhHand
from pokerules.hand_histories.record import SiteRecord
from pokerules.phh.importer import import_hand
from pokerules.phh.toml import render

if TYPE_CHECKING:
    from pokerules.phh.imported import ImportedHand as PhhImportedHand

__all__ = ["ImportedHand", "from_record", "reconcile"]


@dataclass(slots=True)
class ImportedHand:
    """A site hand: what its file says, its PHH hand, and why it cannot replay (if it cannot).

    Amounts are whole chips: cash amounts times ``scale`` (100, cents), tournament chips as
    they are. ``cards`` gives each player's cards as the file shows them, ``"??"`` for the
    others; ``actions`` the PHH actions (``"p1 cbr 30"``); ``shown`` the hands shown and
    mucked at the end (``None``: mucked unseen); ``collected`` what the file says each player
    collected; ``notes`` what the importer inferred; ``error`` the
    :class:`~pokerules.errors.HandHistoryError` :meth:`replay` raises, else ``None``.
    """

    number: str
    site: str
    path: str | None
    line: int
    game: str | None
    game_text: str
    players: tuple[str, ...] = ()
    seats: tuple[int, ...] = ()
    button: int | None = None
    stacks: tuple[int, ...] = ()
    blinds: tuple[int, ...] = ()
    antes: tuple[int, ...] = ()
    bring_in: int | None = None
    currency: str = ""
    scale: int = 1
    rake: int | None = None
    cards: dict[str, str] = field(default_factory=dict)
    actions: tuple[str, ...] = ()
    shown: dict[str, str | None] = field(default_factory=dict)
    collected: dict[str, int] = field(default_factory=dict)
    notes: tuple[str, ...] = ()
    error: HandHistoryError | None = None
    skipped: bool = False
    phh: PhhHand | None = field(default=None, repr=False)

    @property
    def fields(self) -> dict[str, Any]:
        """The PHH fields of the hand (``{}`` when it could not be read)."""
        return {} if self.phh is None else self.phh.fields

    def replay(self) -> PhhImportedHand:
        """The finished hand, replayed through :func:`pokerules.phh.from_phh`'s importer and
        reconciled with the file; else the hand's :class:`HandHistoryError`."""
        if self.error is not None:
            raise self.error
        assert self.phh is not None
        try:
            hand = import_hand(self.phh.fields)
            reconcile(hand, self.phh)
        except HandHistoryError as error:
            raise self._located(error) from error.__cause__
        except PokerulesError as error:
            raise self._located(HandHistoryError(str(error))) from error
        return hand

    def _located(self, error: HandHistoryError) -> HandHistoryError:
        action = error.action
        if action is not None and action.startswith("action ") and self.phh is not None:
            number = int(action.split()[1])
            if 0 < number <= len(self.phh.lines):
                action = f"line {self.phh.lines[number - 1]} ({action})"
        located = HandHistoryError(error.reason, path=self.path, hand=self.number, action=action)
        located.__cause__ = error.__cause__
        return located

    def to_phh(self) -> str:
        """The hand as standard PHH text (pokerkit reads it), with its finishing stacks."""
        if self.error is not None:
            raise self.error
        hand = self.replay()
        fields = dict(self.fields)
        rank = {number: seat for seat, number in enumerate(sorted(fields["seats"]))}
        fields["finishing_stacks"] = [hand.stacks[rank[number]] for number in fields["seats"]]
        return render(fields)


def reconcile(hand: PhhImportedHand, phh: PhhHand) -> None:
    """Check the replay against the file: each player ends on their stack, less what the file
    says they put in, plus what they collected; the winners' surplus is the rake."""
    if not hand.is_over:
        raise HandHistoryError("the file's actions end before the hand is over")
    numbers = phh.fields["seats"]
    rank = {number: seat for seat, number in enumerate(sorted(numbers))}
    final = {name: hand.stacks[rank[numbers[i]]] for i, name in enumerate(phh.order)}
    surplus: dict[str, int] = {}
    for name in phh.order:
        expected = phh.starting[name] - phh.put_in[name] + phh.collected[name]
        surplus[name] = final[name] - expected
    rake = phh.rake or 0
    wrong = [
        name for name, extra in surplus.items() if extra < 0 or (extra and not phh.collected[name])
    ]
    if wrong or sum(surplus.values()) != rake:
        name = wrong[0] if wrong else max(surplus, key=lambda n: abs(surplus[n]))
        expected = phh.starting[name] - phh.put_in[name] + phh.collected[name]
        line = phh.collect_lines.get(name, phh.summary_line)
        raise HandHistoryError(
            f"{name} ends with {final[name]} in pokerules' replay but "
            f"{expected} in the file (stack {phh.starting[name]}, put in {phh.put_in[name]}, "
            f"collected {phh.collected[name]}; rake {rake}, the replay's surplus "
            f"{sum(surplus.values())})",
            action=f"line {line}",
        )


def from_record(record: SiteRecord) -> ImportedHand:
    """The imported hand of a site record (converted to PHH; the error kept if it cannot)."""
    imported = ImportedHand(
        number=record.number,
        site=record.site,
        path=record.path,
        line=record.first_line,
        game=record.game,
        game_text=record.game_text,
        currency=record.currency,
        scale=record.scale,
        rake=record.rake,
        button=record.button,
    )
    try:
        phh = convert(record)
    except Cancelled as error:
        imported.skipped = True
        imported.notes = (error.reason,)
        imported.error = HandHistoryError(error.reason, path=record.path, hand=record.number)
        return imported
    except HandHistoryError as error:
        imported.error = HandHistoryError(
            error.reason, path=record.path, hand=record.number, action=error.action
        )
        return imported
    fields = phh.fields
    imported.phh = phh
    imported.players = tuple(phh.order)
    imported.seats = tuple(fields["seats"])
    imported.stacks = tuple(fields["starting_stacks"])
    imported.blinds = tuple(fields.get("blinds_or_straddles", ()))
    imported.antes = tuple(fields["antes"])
    imported.bring_in = fields.get("bring_in")
    imported.cards = {n: "".join(c or "??" for c in phh.known[n]) for n in phh.order}
    imported.actions = tuple(fields["actions"])
    imported.collected = dict(phh.collected)
    imported.shown = {
        str(e.name): None if e.kind == "muck" and not e.cards else "".join(map(str, e.cards or ()))
        for e in record.events
        if e.kind in ("show", "muck") and e.name in phh.collected
    }
    imported.notes = tuple(record.notes + phh.notes)
    return imported
