"""Playing at the terminal: ``pokerules play GAME`` against bots, with a rich table view.

The human sits in seat "You" (player 1); bots fill the other seats. At each decision the
screen shows the table, your cards, the pot and what you may do; type ``help`` for the
commands. Every hand's history is printed when it ends, and the standings at the end.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from rich.console import Console
from rich.table import Table

from pokerules.cards import Card
from pokerules.engine.hand import Hand
from pokerules.engine.history import format_hand, format_record
from pokerules.errors import IllegalActionError, InvalidCardError, PokerulesError
from pokerules.games import Game
from pokerules.players.bots import Bot
from pokerules.session.rotation import Rotation
from pokerules.session.sessions import Session, SessionResult
from pokerules.session.simulate import make_bot

__all__ = ["HELP", "apply_command", "in_table_words", "play_session"]

HELP = """Commands (case does not matter):
  betting: f | fold, k | check, c | call, b N | bet N, r N | raise N (to N in total this
           round), complete (fixed limit), a | allin, bring (stud: post the bring-in)
  draw:    d CARDS | discard CARDS (e.g. d 9s Kd), p | pat to keep all your cards
  roll:    the card to turn up, e.g. 7h
  help     this text; quit to leave"""
"""The command summary shown by ``help``."""


def apply_command(hand: Hand, text: str) -> object:
    """Apply one typed command for the seat to act; returns the record.

    Raises :class:`~pokerules.errors.IllegalActionError` with a helpful message for anything
    that is not a legal command now.

    >>> from pokerules import Hand, find_game
    >>> hand = Hand(find_game("nl-draw"), [100, 100], seed=4)
    >>> apply_command(hand, "bet 6")
    Bet(seat=1, to=6, added=6, all_in=False)
    >>> apply_command(hand, "raise 7")
    Traceback (most recent call last):
    ...
    pokerules.errors.IllegalActionError: seat 0 may not raise to 7: the minimum is 12 (up to 99)
    """
    words = text.strip().lower().split()
    if not words:
        raise IllegalActionError("type a command, or 'help'")
    verb, rest = words[0], words[1:]
    phase = hand.phase
    if phase == "draw":
        if verb in ("p", "pat", "stand"):
            return hand.draw(())
        if verb in ("d", "discard", "draw"):
            return hand.draw(" ".join(rest))
        if verb in _BETTING:
            raise IllegalActionError("it is not time to bet: draw with 'd CARDS' or 'pat'")
        try:
            return hand.draw(" ".join(words))
        except IllegalActionError as error:
            raise IllegalActionError(f"{error} (draw with 'd CARDS' or 'pat')") from None
    if phase == "roll":
        if verb in _BETTING or verb in _DRAWING:
            raise IllegalActionError("it is time to roll: name the card to turn up, such as 7h")
        try:
            return hand.roll(Card(" ".join(words)))
        except InvalidCardError:
            raise IllegalActionError("name the card to turn up, such as 7h") from None
    if verb in _DRAWING:
        raise IllegalActionError(
            f"it is not time to draw: the hand is in its {phase} phase; "
            f"{_options(hand) if phase == 'betting' else 'wait for the draw'}"
        )
    if verb in ("f", "fold"):
        return hand.fold()
    if verb in ("k", "check"):
        return hand.check()
    if verb in ("c", "call"):
        return hand.call()
    if verb in ("a", "allin", "all-in", "shove"):
        return hand.all_in()
    if verb == "complete":
        return hand.complete()
    if verb in ("bring", "bringin", "bring-in"):
        return hand.bring_in()
    if verb in ("b", "bet", "r", "raise"):
        if len(rest) != 1 or not rest[0].isdigit():
            raise IllegalActionError(f"say how much: '{verb} N', N the total for this round")
        amount = int(rest[0])
        return hand.bet(amount) if verb in ("b", "bet") else hand.raise_to(amount)
    raise IllegalActionError(f"unknown command {verb!r}; type 'help' for the commands")


_BETTING = frozenset(
    {"f", "fold", "k", "check", "c", "call", "a", "allin", "all-in", "shove", "complete"}
    | {"b", "bet", "r", "raise", "bring", "bringin", "bring-in"}
)
_DRAWING = frozenset({"d", "discard", "draw", "p", "pat", "stand"})


def in_table_words(message: str, names: Sequence[str]) -> str:
    """An engine message with seat numbers replaced by the names the table shows, and the
    player called "You" addressed as such.

    >>> in_table_words("seat 0 does not hold 9s; it holds A♠ K♦", ["You", "Bot 1"])
    'You do not hold 9s; you hold A♠ K♦'
    >>> in_table_words("seat 1 is out of turn: seat 0 is to act", ["You", "Bot 1"])
    'Bot 1 is out of turn: You are to act'
    """

    def name(match: re.Match[str]) -> str:
        seat = int(match.group(1))
        return names[seat] if seat < len(names) else match.group(0)

    text = re.sub(r"\bseat (\d+)", name, message)
    if text.startswith("You "):
        # The engine speaks of the seat to act in the third person.
        for third, second in _ABOUT_YOU:
            text = text.replace(third, second)
    return (
        text.replace("You has ", "You have ")
        .replace("You does ", "You do ")
        .replace("You is ", "You are ")
    )


_ABOUT_YOU = (
    ("; it holds ", "; you hold "),
    ("it should ", "you should "),
    ("it has only ", "you have only "),
    ("one of its face-down", "one of your face-down"),
    ("this seat", "you"),
)


def _table(hand: Hand, names: list[str], you: int) -> Table:
    table = Table(title=f"{hand.game.title}: {hand.phase}, pot {hand.pot_total}")
    for column in ("seat", "chips", "this round", "cards", ""):
        table.add_column(column)
    for seat, name in enumerate(names):
        marks = []
        if seat == hand.button:
            marks.append("button")
        if hand.folded(seat):
            marks.append("folded")
        elif hand.stacks[seat] == 0:
            marks.append("all-in")
        if seat == hand.actor:
            marks.append("to act")
        cards = hand.cards(seat)
        if seat == you:
            shown = " ".join(c.symbol for c in cards)
        else:
            shown = " ".join(
                c.symbol if up else "##" for c, up in zip(cards, hand.face_up(seat), strict=True)
            )
        bet = str(hand.round_bets[seat]) if hand.phase == "betting" else ""
        table.add_row(name, str(hand.stacks[seat]), bet, shown, ", ".join(marks))
    return table


def _options(hand: Hand) -> str:
    if hand.phase == "draw":
        return f"discard up to {hand.draw_limit} (d CARDS) or stand pat (p)"
    if hand.phase == "roll":
        return "choose a face-down card to turn up"
    return hand.legal_actions().describe()


def play_session(
    game_name: str | Game | Rotation,
    *,
    players: int = 4,
    seed: int | None = None,
    deals: int | None = None,
    bot: str = "heuristic",
    read: Callable[[str], str] = input,
    console: Console | None = None,
) -> SessionResult:
    """Play a session at the terminal; ``read`` supplies your commands (``input`` by default).

    Typing ``quit``, or the end of the input, ends the session at once: the hand in progress
    is called off (everyone gets back what they had before it) and the standings are shown.
    ``game_name`` may be a game, its name, or a mixed game (a
    :class:`~pokerules.session.rotation.Rotation`): each hand's title then names its game.
    """
    import random

    out = console or Console(highlight=False)
    if isinstance(game_name, Game | Rotation):
        game: Game | Rotation = game_name
    else:
        from pokerules.cli.mixed import game_or_mix

        game = game_or_mix(game_name)
    if seed is None:
        seed = random.SystemRandom().randrange(1 << 31)
    names = ["You"] + [f"Bot {i}" for i in range(1, players)]
    session = Session(game, names, seed=seed, deals=deals, button=seed % players)
    bots: list[Bot | None] = [None] + [make_bot(bot, seed * 31 + i) for i in range(1, players)]
    if isinstance(game, Rotation):
        change = "each orbit" if game.every == "orbit" else f"every {game.every} hands"
        about = f"{game.title}, changing {change}"
    else:
        about = game.describe()
    out.print(f"{about}\nseed {seed}; type 'help' for the commands", markup=False)
    while True:
        hand = session.next_hand()
        if hand is None:
            break
        seated = list(session.current_players)
        seat_names = [names[p] for p in seated]
        you = seated.index(0) if 0 in seated else -1
        shown = len(hand.history)
        while hand.actor is not None:
            for record in hand.history[shown:]:
                line = format_record(record, seat_names, viewer=you)
                if line:
                    out.print(line, markup=False)
            shown = len(hand.history)
            player = seated[hand.actor]
            actor_bot = bots[player]
            if actor_bot is not None:
                actor_bot.play(hand)
                continue
            out.print(_table(hand, seat_names, you))
            out.print(f"you may: {_options(hand)}", markup=False)
            while True:
                try:
                    text = read("> ")
                except EOFError:
                    text = None
                if text is None or text.strip().lower() in ("quit", "exit", "q"):
                    why = "the input ended" if text is None else "you left"
                    session.abandon_hand(hand)
                    out.print(f"\n{why}: the hand is called off and the session ends", markup=False)
                    return _standings(session, out)
                if text.strip().lower() in ("help", "h", "?"):
                    out.print(HELP, markup=False)
                    continue
                try:
                    apply_command(hand, text)
                    break
                except (IllegalActionError, PokerulesError) as error:
                    message = in_table_words(str(error), seat_names)
                    out.print(f"not allowed: {message}", markup=False)
        session.finish_hand(hand)
        out.print()
        title = f"Hand {session.hands_dealt}"
        if isinstance(game, Rotation):
            title += f": {hand.game.title}"
        out.print(format_hand(hand, seat_names, title=title), markup=False)
        out.print()
    return _standings(session, out)


def _standings(session: Session, out: Console) -> SessionResult:
    out.print("Standings:", markup=False)
    for standing in session.standings():
        out.print(f"  {standing.place}. {standing.name} {standing.chips}", markup=False)
    return session.result()
