"""Readable hand histories: a hand's records as text, one line per event.

>>> from pokerules import Hand, find_game
>>> from pokerules.engine.history import format_hand
>>> hand = Hand(find_game("nl-draw"), [50, 50], seed=3)
>>> _ = hand.bet(10), hand.fold()
>>> print(format_hand(hand, ["Ann", "Bob"]))  # doctest: +NORMALIZE_WHITESPACE
No-limit Five-Card Draw, button Ann
Ann 50, Bob 50
Bob antes 1
Ann antes 1
Bob is dealt 6♣ K♦ 2♣ 5♣ 4♦
Ann is dealt A♥ 4♣ 5♥ 2♥ 7♥
-- first betting round --
Bob bets 10
Ann folds
Bob gets 10 back (uncalled)
Bob wins 2
"""

from __future__ import annotations

from collections.abc import Sequence

from pokerules.cards import Card
from pokerules.engine.hand import Hand
from pokerules.records import (
    Award,
    Bet,
    BringIn,
    Burn,
    Call,
    Check,
    Deal,
    Draw,
    Fold,
    Muck,
    PassOut,
    Post,
    ProveOpeners,
    Raise,
    Record,
    Reshuffle,
    ReturnUncalled,
    Reveal,
    Roll,
    Show,
    SplitOpeners,
    Street,
)

__all__ = ["format_hand", "format_record"]


def _cards(cards: Sequence[Card]) -> str:
    return " ".join(c.symbol for c in cards) if cards else "nothing"


# Third person to second, for a player named "You" (the terminal's human player).
_SECOND_PERSON = {
    "antes": "ante", "posts": "post", "is": "are", "folds": "fold", "checks": "check",
    "calls": "call", "bets": "bet", "raises": "raise", "completes": "complete",
    "stands": "stand", "discards": "discard", "gets": "get", "shows": "show", "mucks": "muck",
    "wins": "win", "splits": "split", "proves": "prove",
}  # fmt: skip


def _addressed(line: str) -> str:
    """A line about "You" in the second person: "You call 2", "You stand pat"."""
    verb, _, rest = line[4:].partition(" ")
    line = f"You {_SECOND_PERSON.get(verb, verb)} {rest}".rstrip()
    return line.replace(" and is all-in", " and are all-in").replace(", draws ", ", draw ")


def format_record(
    record: Record, names: Sequence[str], pots: int = 1, viewer: int | None = None
) -> str | None:
    """One record as a line of text (``None`` for records not worth a line).

    With ``viewer`` set, face-down cards of every other seat stay hidden, as a player at the
    table would see the hand. A player named ``"You"`` is addressed in the second person.

    >>> from pokerules.records import Call, Draw
    >>> format_record(Call(0, 2, False), ["You", "Bot 1"]), format_record(Draw(0, (), ()), ["You"])
    ('You call 2', 'You stand pat')
    """
    line = _line(record, names, pots, viewer)
    if line is not None and line.startswith("You ") and "You" in names:
        return _addressed(line)
    return line


def _line(record: Record, names: Sequence[str], pots: int, viewer: int | None) -> str | None:
    hidden = viewer is not None
    match record:
        case Post(seat, kind, amount, all_in):
            verb = "antes" if kind == "ante" else f"posts the {kind}"
            return f"{names[seat]} {verb} {amount}" + (" and is all-in" if all_in else "")
        case Deal(seat, cards, face_up):
            if seat < 0:
                return f"Community card{'s' if len(cards) > 1 else ''}: {_cards(cards)}"
            if hidden and not face_up and seat != viewer:
                return f"{names[seat]} is dealt {len(cards)} card(s)"
            how = "face up" if face_up else ""
            return f"{names[seat]} is dealt {_cards(cards)} {how}".rstrip()
        case Street(name):
            return f"-- {name} --"
        case BringIn(seat, amount, all_in):
            return f"{names[seat]} brings in for {amount}" + (" and is all-in" if all_in else "")
        case Fold(seat):
            return f"{names[seat]} folds"
        case Check(seat):
            return f"{names[seat]} checks"
        case Call(seat, added, all_in):
            return f"{names[seat]} calls {added}" + (" and is all-in" if all_in else "")
        case Bet(seat, to, _, all_in):
            return f"{names[seat]} bets {to}" + (" and is all-in" if all_in else "")
        case Raise(seat, to, _, all_in, completes):
            verb = "completes to" if completes else "raises to"
            return f"{names[seat]} {verb} {to}" + (" and is all-in" if all_in else "")
        case Draw(seat, discarded, received):
            if not discarded:
                return f"{names[seat]} stands pat"
            if hidden and seat != viewer:
                return f"{names[seat]} discards {len(discarded)} and draws {len(received)}"
            return (
                f"{names[seat]} discards {len(discarded)}: {_cards(discarded)}, "
                f"draws {_cards(received)}"
            )
        case Roll():
            return None
        case Reveal(cards):
            return "Rolled up: " + ", ".join(f"{names[s]} {c.symbol}" for s, c in cards)
        case Burn():
            return "A card is burned"
        case Reshuffle(cards):
            return f"The stub is short: {len(cards)} cards are reshuffled ({_cards(cards)})"
        case SplitOpeners(seat, cards):
            return f"{names[seat]} splits openers, keeping {_cards(cards)} aside"
        case ProveOpeners(seat, cards):
            return f"{names[seat]} proves openers: {_cards(cards)}"
        case ReturnUncalled(seat, amount):
            return f"{names[seat]} gets {amount} back (uncalled)"
        case Show(seat, cards, _, description):
            return f"{names[seat]} shows {_cards(cards)}: {description}"
        case Muck(seat):
            return f"{names[seat]} mucks"
        case Award(seat, amount, pot):
            where = (
                "" if pots == 1 else (" from the main pot" if pot == 0 else f" from side pot {pot}")
            )
            return f"{names[seat]} wins {amount}{where}"
        case PassOut(carried):
            return f"Nobody opens: {carried} stays in the pot for the next deal"
    return None


def format_hand(hand: Hand, names: Sequence[str] | None = None, title: str = "") -> str:
    """The hand's whole history as text, seats named by ``names``: by default the hand's own
    ``players`` when it has them (an imported hand names the file's players), else "Seat 1"..."""
    if names is None:
        names = getattr(hand, "players", None)
    seat_names = list(names) if names is not None else [f"Seat {s + 1}" for s in range(hand.n)]
    head = title or hand.game.title
    lines = [f"{head}, button {seat_names[hand.button]}"]
    lines.append(", ".join(f"{seat_names[s]} {c}" for s, c in enumerate(hand.starting_stacks)))
    if hand.dead_money:
        lines.append(f"{hand.dead_money} in the pot from earlier deals")
    pots = 1 + max((r.pot for r in hand.history if isinstance(r, Award)), default=0)
    for record in hand.history:
        line = format_record(record, seat_names, pots)
        if line is not None:
            lines.append(line)
    return "\n".join(lines)
