"""After the replay: does the hand end as the file says? Its shows, mucks and final stacks.

A show matches in any card order; a muck is a muck. A hand that reaches the showdown holding
cards the file never shows (``??``) must be mucked in the file and mucked by pokerules too:
pokerules shows every hand that could still win (cards speak), and a stand-in card is never
shown or compared in the open.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence

from pokerules.cards import Card
from pokerules.engine.hand import Hand
from pokerules.errors import HandHistoryError
from pokerules.phh.actions import Action
from pokerules.phh.replay import Plan
from pokerules.records import Award, Deal, Draw, Fold, Muck, Record, Show

__all__ = ["check_finishing_stacks", "check_showdown", "holdings", "reveal_shown_cards"]


def holdings(history: Iterable[Record]) -> dict[int, list[Card]]:
    """Each seat's own cards at the end (the board aside), folded seats included."""
    held: dict[int, list[Card]] = {}
    for record in history:
        if type(record) is Deal and record.seat >= 0:
            held.setdefault(record.seat, []).extend(record.cards)
        elif type(record) is Draw:
            cards = held.setdefault(record.seat, [])
            for card in record.discarded:
                cards.remove(card)
            cards.extend(record.received)
    return held


def _text(cards: Iterable[Card | None]) -> str:
    return "".join("??" if card is None else str(card) for card in cards)


def reveal_shown_cards(
    plan: Plan,
) -> Callable[[Hand, set[Card], Callable[[Card, Card, Action], None]], None]:
    """A show of cards that were ``??`` when dealt says what they were: tell the dealer."""

    def reveal(hand: Hand, masked: set[Card], learn: Callable[[Card, Card, Action], None]) -> None:
        held = holdings(hand.history)
        for seat, action in plan.shows.items():
            cards = held.get(seat, [])
            hidden = [c for c in cards if c in masked]
            if not hidden or action.cards is None:
                continue
            named = [c for c in cards if c not in masked]
            shown = [c for c in action.cards if c is not None]
            revealed = [c for c in shown if c not in named]
            for stand_in, card in zip(hidden, revealed, strict=False):
                learn(stand_in, card, action)

    return reveal


def check_showdown(hand: Hand, plan: Plan, stand_ins: frozenset[Card]) -> None:
    """The file's shows and mucks against the replay's showdown."""
    history = hand.history
    held = holdings(history)
    showed = {r.seat for r in history if type(r) is Show}
    mucked = {r.seat for r in history if type(r) is Muck}
    winners = {r.seat for r in history if type(r) is Award}
    for seat in sorted(showed | mucked):
        action = plan.shows.get(seat)
        who = plan.labels[seat]
        where = None if action is None else action.where
        if any(card in stand_ins for card in held.get(seat, ())):
            if seat in showed:
                raise HandHistoryError(
                    f"{who} reaches the showdown holding cards the file does not show (??); "
                    "pokerules shows every hand that could still win (cards speak), so the "
                    f"file must show them ('{who} sm <cards>')",
                    action=where,
                )
            if action is None:
                raise HandHistoryError(
                    f"{who} reaches the showdown holding cards the file does not show (??), "
                    "and the file neither shows nor mucks them"
                )
        mucks = action is not None and action.cards is None and not action.show_all
        if mucks and seat in showed and seat in winners:
            raise HandHistoryError(
                f"{who} mucks, but its hand wins in pokerules: cards speak, and pokerules has "
                "no way to give up a winning hand at the showdown",
                action=where,
            )
    folded = {r.seat for r in history if type(r) is Fold}
    for seat, action in plan.shows.items():
        who = plan.labels[seat]
        if seat in folded:
            raise HandHistoryError(f"{who} folded: it has no hand to show", action=action.where)
        cards = held.get(seat, [])
        if action.show_all and any(card in stand_ins for card in cards):
            raise HandHistoryError(
                f"{who} shows its hand, but the file never says what it holds (??)",
                action=action.where,
            )
        if action.cards is not None:
            _match_show(who, action, cards, stand_ins)


def _match_show(who: str, action: Action, cards: list[Card], stand_ins: frozenset[Card]) -> None:
    assert action.cards is not None
    left = list(cards)
    for card in action.cards:
        if card is not None:
            if card not in left:
                raise HandHistoryError(
                    f"the file shows {card}, but {who} holds {_text(cards)}", action=action.where
                )
            left.remove(card)
    unnamed = sum(card is None for card in action.cards)
    if unnamed != len(left):
        raise HandHistoryError(
            f"the file shows {len(action.cards)} cards, but {who} holds {len(cards)}",
            action=action.where,
        )
    if any(card in stand_ins for card in left):
        raise HandHistoryError(
            f"{who} shows cards the file does not name (??): pokerules cannot judge them",
            action=action.where,
        )


def check_finishing_stacks(
    hand: Hand, expected: Sequence[int], order: Sequence[int], names: Sequence[str] | None
) -> None:
    """``finishing_stacks`` (PHH order) against the replay: a difference names the seat."""
    if not hand.is_over:
        raise HandHistoryError(
            "the file has finishing_stacks, but its actions end before the hand is over"
        )
    for i, seat in enumerate(order):
        if hand.stacks[seat] != expected[i]:
            who = f"p{i + 1}" + (f" ({names[i]})" if names is not None else "")
            raise HandHistoryError(
                f"finishing_stacks: {who} ends with {expected[i]} in the file but "
                f"{hand.stacks[seat]} in pokerules' replay"
            )
