"""The status screen of the terminal table: what the human player sees when it is their turn.

Everything here is drawn from a :class:`~pokerules.players.views.SeatView`, the seat's own
knowledge of the hand, so the screen cannot show a card its viewer could not see: other
seats' face-down cards are ``##``, and a folded seat's cards are gone from the table.

The board is shown in the games that have one (hold'em, Omaha); in the games that deal cards
face up (stud, razz, Dead Deuce) each seat's down and up cards have their own columns.

>>> from rich.console import Console
>>> from pokerules import Hand, find_game
>>> from pokerules.players.views import seat_view
>>> hand = Hand(find_game("holdem"), [100, 100], seed=3)
>>> _ = hand.call(), hand.check()
>>> console = Console(width=80, color_system=None)
>>> with console.capture() as captured:
...     console.print(status_screen(seat_view(hand, 1), ["Bot 1", "You"], 2))
>>> print(captured.get().splitlines()[1])
Board: 5♥ 5♣ 2♥
"""

from __future__ import annotations

from collections.abc import Sequence

from rich import box
from rich.console import Group
from rich.table import Table
from rich.text import Text

from pokerules.cards import Card
from pokerules.engine.plan import plan_for
from pokerules.engine.split_pot import describe_split
from pokerules.games import Game
from pokerules.games.spec import DealBoard, DealCards, RollCard
from pokerules.players.views import SeatView
from pokerules.records import Street

__all__ = ["card_text", "cards_text", "has_board", "has_upcards", "status_screen", "your_hand"]


def has_board(game: Game) -> bool:
    """Whether ``game`` turns community cards in the middle (hold'em and Omaha).

    >>> from pokerules import find_game
    >>> has_board(find_game("omaha")), has_board(find_game("razz"))
    (True, False)
    """
    return any(isinstance(street, DealBoard) for street in game.streets)


def has_upcards(game: Game) -> bool:
    """Whether a seat's own cards may be face up in ``game`` (stud, razz, Dead Deuce's rolls).

    >>> from pokerules import find_game
    >>> has_upcards(find_game("stud")), has_upcards(find_game("holdem"))
    (True, False)
    """
    return any(
        isinstance(street, RollCard) or (isinstance(street, DealCards) and street.up > 0)
        for street in game.streets
    )


_RED = {"h", "d"}


def card_text(card: Card) -> Text:
    """One card as styled text: hearts and diamonds in red, as on a real deck.

    >>> from pokerules.cards import Card
    >>> card_text(Card("Ah")).plain
    'A♥'
    """
    return Text(card.symbol, style="bold red" if str(card)[-1] in _RED else "bold")


def cards_text(cards: Sequence[Card], hidden: int = 0) -> Text:
    """Cards side by side, then ``hidden`` face-down cards shown as ``##``.

    >>> from pokerules.cards import parse_hand
    >>> cards_text(parse_hand("Ks 7d"), hidden=2).plain
    'K♠ 7♦ ## ##'
    """
    text = Text()
    for card in cards:
        if text:
            text.append(" ")
        text.append_text(card_text(card))
    for _ in range(hidden):
        text.append(" ##" if text else "##", style="dim")
    return text


def status_screen(
    view: SeatView, names: Sequence[str], number: int, game: Game | None = None
) -> Group:
    """The table as ``view.seat`` sees it, in hand ``number``: the street and the pot, the
    board when the game has one, and a row per seat (chips, this round's bet, cards, marks).

    ``game`` is the hand's game (needed for the layout: a board, up and down cards); when
    ``None`` it is read from what the view shows.
    """
    street = _street(view)
    pot = sum(pot.amount for pot in view.pots)
    board = has_board(game) if game is not None else bool(view.board)
    up_and_down = has_upcards(game) if game is not None else any(any(e) for e in view.exposed)
    title = f"Hand {number} · {game.title} · {street}" if game else f"Hand {number} · {street}"
    parts: list[Text | Table] = [Text(f"{title} · pot {pot}", style="bold")]
    if board:
        shown = cards_text(view.board) if view.board else Text("no cards yet", style="dim")
        parts.append(Text("Board: ", style="bold").append_text(shown))
    table = Table(box=box.SIMPLE_HEAD, pad_edge=False, show_edge=False)
    columns = ["seat", "chips", "bet"] + (["down", "up"] if up_and_down else ["cards"]) + [""]
    for column in columns:
        table.add_column(column, justify="right" if column in ("chips", "bet") else "left")
    for seat, name in enumerate(names):
        row: list[Text | str] = [name, str(view.stacks[seat])]
        bet = view.round_bets[seat] if view.phase == "betting" else 0
        row.append(str(bet) if bet else "")
        row += _seat_cards(view, seat, up_and_down)
        row.append(_marks(view, seat))
        style = "dim" if view.folded[seat] else ("bold" if seat == view.seat else "")
        table.add_row(*row, style=style)
    parts.append(table)
    best = your_hand(view, game) if game is not None else None
    if best is not None:
        parts.append(Text("Your hand: ", style="bold").append(best))
    return Group(*parts)


def your_hand(view: SeatView, game: Game) -> str | None:
    """The viewer's best hand now, in words (the high and the low in split games), valued by
    the game's own rules from the viewer's cards and the board; ``None`` before a full hand.

    >>> from pokerules import Hand, find_game
    >>> from pokerules.players.views import seat_view
    >>> hand = Hand(find_game("triple-draw"), [100, 100], seed=7)
    >>> your_hand(seat_view(hand, 0), hand.game)
    'Nine-seven low: 9-7-6-4-3'
    """
    if view.folded[view.seat]:
        return None
    cards = list(view.cards) + list(view.board)
    ups = list(view.face_up) + [True] * len(view.board)
    if game.hole_cards == "exactly_two" and len(view.board) < 3:
        return None  # Omaha plays three board cards: nothing to value before the flop
    if len(cards) < (4 if game.evaluation == "badugi" else 5):
        return None
    valuer = plan_for(game).valuer
    if valuer.split:
        return describe_split(valuer.value_split(cards, ups), valuer.describe_high)
    return valuer.describe(cards, ups, valuer.value(cards, ups))


def _street(view: SeatView) -> str:
    """Where the hand stands: the last street dealt, and the betting round on it if any
    ("flop, second betting round", "sixth street, fourth betting round")."""
    names = [r.name for r in view.history if isinstance(r, Street)]
    if not names:
        return "the deal"
    last = names[-1]
    dealt = [name for name in names[:-1] if "betting" not in name]
    if "betting" in last and len(names) > 1 and dealt and names[-2] == dealt[-1]:
        return f"{dealt[-1]}, {last}"
    return last


def _seat_cards(view: SeatView, seat: int, up_and_down: bool) -> list[Text | str]:
    """A seat's cards as ``view.seat`` sees them: one column, or the down and the up cards."""
    if view.folded[seat]:
        return ["", ""] if up_and_down else [""]
    if seat == view.seat:
        down = [c for c, up in zip(view.cards, view.face_up, strict=True) if not up]
        up = [c for c, face_up in zip(view.cards, view.face_up, strict=True) if face_up]
        if up_and_down:
            return [cards_text(down), cards_text(up)]
        return [cards_text(view.cards)]
    up = list(view.exposed[seat])
    hidden = view.others_cards[seat] - len(up)
    if up_and_down:
        return [cards_text((), hidden), cards_text(up)]
    return [cards_text(up, hidden)]


def _marks(view: SeatView, seat: int) -> str:
    marks = []
    if seat == view.button:
        marks.append("button")
    if view.folded[seat]:
        marks.append("folded")
    elif view.stacks[seat] == 0:
        marks.append("all-in")
    if seat == view.actor:
        marks.append("to act")
    return ", ".join(marks)
