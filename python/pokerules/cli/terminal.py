"""Playing at the terminal: ``pokerules play GAME`` against bots, with a rich table view.

The human sits in seat "You" (player 1); bots fill the other seats. Each hand opens with a
"Hand N" banner; at each decision the screen shows the table as you see it (the board, your
cards, the others' face-up cards, the chips and the pot, :mod:`pokerules.cli.table_screen`)
and what you may do; type ``help`` for the commands. The running log and each hand's result
come from your seat's view (:mod:`pokerules.players.views`), so no card you could not see is
ever printed: a folded or mucked hand stays secret, a hand shown down is shown. In split games
the result says who took each half. The standings close the session.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from rich.console import Console
from rich.rule import Rule

from pokerules.betting.structures import FixedLimit
from pokerules.cards import Card
from pokerules.cli.table_log import pot_count, seen_lines
from pokerules.cli.table_result import net_line, pot_lines
from pokerules.cli.table_screen import status_screen
from pokerules.engine.hand import Hand
from pokerules.errors import (
    IllegalActionError,
    InvalidArgumentError,
    InvalidCardError,
    PokerulesError,
)
from pokerules.games import Game
from pokerules.players.bots import Bot
from pokerules.players.views import seat_view
from pokerules.session.rotation import Rotation
from pokerules.session.sessions import Session, SessionResult
from pokerules.session.simulate import make_bot

__all__ = ["HELP", "apply_command", "in_table_words", "play_session"]

HELP = """Commands (case does not matter):
  betting: f | fold, k | check, c | call, b N | bet N, r N | raise N (to N in total this
           round; in fixed limit 'b' or 'r' alone), complete (fixed limit), a | allin,
           bring (stud: post the bring-in)
  draw:    d CARDS | discard CARDS (e.g. d 9s Kd; 'd' alone asks which),
           pat | stand pat to keep all your cards
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
        if verb in _PAT:
            return hand.draw(())
        if verb in ("d", "discard", "draw"):
            if not rest:
                # Never a silent pat: standing pat is its own command.
                raise IllegalActionError(_WHICH_CARDS)
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
        amount = _amount(hand, verb, rest)
        return hand.bet(amount) if verb in ("b", "bet") else hand.raise_to(amount)
    raise IllegalActionError(f"unknown command {verb!r}; type 'help' for the commands")


_BETTING = frozenset(
    {"f", "fold", "k", "check", "c", "call", "a", "allin", "all-in", "shove", "complete"}
    | {"b", "bet", "r", "raise", "bring", "bringin", "bring-in"}
)
_PAT = frozenset({"p", "pat", "stand"})
_DRAWING = frozenset({"d", "discard", "draw"}) | _PAT
_WHICH_CARDS = "say which cards to discard, such as 'd 9s Kd'; to keep them all, type 'pat'"


def _amount(hand: Hand, verb: str, rest: list[str]) -> int:
    """The total a bet or raise goes to: the number typed, or the only one allowed."""
    if len(rest) == 1 and rest[0].isdigit():
        return int(rest[0])
    legal = hand.legal_actions()
    if not rest and legal.raise_kind is not None and legal.min_to == legal.max_to:
        return legal.min_to  # fixed limit: there is one size, no need to say it
    how_much = f"say how much: '{verb} N', N the total for this round"
    if legal.raise_kind is None:
        raise IllegalActionError(how_much)
    low, high = legal.min_to, legal.max_to
    # Fixed limit offers two sizes only on stud's open-pair fourth street: one or the other.
    joint = "or" if isinstance(hand.game.betting, FixedLimit) else "to"
    raise IllegalActionError(f"{how_much}: {low} {joint} {high}")


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


def _options(hand: Hand) -> str:
    if hand.phase == "draw":
        return f"discard up to {hand.draw_limit} (d CARDS) or stand pat (pat)"
    if hand.phase == "roll":
        seat = hand.actor if hand.actor is not None else 0
        down = [
            c.symbol for c, up in zip(hand.cards(seat), hand.face_up(seat), strict=True) if not up
        ]
        return f"turn up one of {', '.join(down)} (type it, such as {down[0]})"
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
    The session also ends when you have no chips left. ``game_name`` may be a game, its name,
    or a mixed game (a :class:`~pokerules.session.rotation.Rotation`): each hand's banner
    names its game. A player count the game does not take is refused
    (:class:`~pokerules.errors.InvalidArgumentError`) before anything is dealt.
    """
    import random

    out = console or Console(highlight=False)
    if isinstance(game_name, Game | Rotation):
        game: Game | Rotation = game_name
    else:
        from pokerules.cli.mixed import game_or_mix

        game = game_or_mix(game_name)
    if not game.min_players <= players <= game.max_players:
        low, high = game.min_players, game.max_players
        raise InvalidArgumentError(f"{game.title} takes {low} to {high} players, not {players}")
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
        if 0 not in seated:
            # You are out of chips: what is left would be bots playing with nobody watching.
            session.abandon_hand(hand)
            out.print("\nYou have no chips left: the session ends", markup=False)
            break
        table = _Seen(hand, [names[p] for p in seated], seated.index(0))
        number = session.hands_dealt
        out.print()
        out.print(Rule(f"Hand {number} · {hand.game.title}", characters="═", style="bold"))
        out.print(_seating(hand, table.names), markup=False)
        while hand.actor is not None:
            table.log(out)
            actor_bot = bots[seated[hand.actor]]
            if actor_bot is not None:
                actor_bot.play(hand)
                continue
            out.print()
            out.print(status_screen(seat_view(hand, table.you), table.names, number, hand.game))
            out.print(f"you may: {_options(hand)}", markup=False)
            if not _your_turn(hand, table.names, read, out):
                session.abandon_hand(hand)
                return _standings(session, out)
        session.finish_hand(hand)
        table.log(out)
        table.result(out, number)
    return _standings(session, out)


class _Seen:
    """The human seat's window on one hand: the log lines printed so far, and the result."""

    def __init__(self, hand: Hand, names: list[str], you: int) -> None:
        self.hand, self.names, self.you = hand, names, you
        self.printed = 0  # entries of the seat's view history already printed

    def log(self, out: Console) -> None:
        """Print what happened since the last call, as the human seat saw it."""
        history = seat_view(self.hand, self.you).history
        pots = pot_count(history) if self.hand.actor is None else 1
        for line in seen_lines(history[self.printed :], self.names, pots):
            out.print(line, markup=False)
        self.printed = len(history)

    def result(self, out: Console, number: int) -> None:
        """Print the hand's result: each split pot's halves, and the human's net."""
        history = seat_view(self.hand, self.you).history
        lines = pot_lines(history, self.names, self.hand.game)
        lines.append(net_line(self.hand.payoffs[self.you]))
        out.print(Rule(f"End of hand {number}", style="dim"))
        for line in lines:
            out.print(line, markup=False)


def _seating(hand: Hand, names: list[str]) -> str:
    chips = zip(names, hand.starting_stacks, strict=True)
    return f"button {names[hand.button]}; " + ", ".join(f"{name} {n}" for name, n in chips)


def _your_turn(hand: Hand, names: list[str], read: Callable[[str], str], out: Console) -> bool:
    """Read commands until one is played; ``False`` when the player leaves or input ends."""
    while True:
        text = _read(read, "> ")
        if text is not None and _asks_which_cards(hand, text):
            text = _which_cards(read)
        if text is None or text.strip().lower() in _LEAVE:
            why = "the input ended" if text is None else "you left"
            out.print(f"\n{why}: the hand is called off and the session ends", markup=False)
            return False
        command = text.strip().lower()
        if command in ("help", "h", "?"):
            out.print(HELP, markup=False)
            continue
        if not command:
            continue
        try:
            apply_command(hand, text)
            return True
        except PokerulesError as error:
            out.print(f"not allowed: {in_table_words(str(error), names)}", markup=False)


_LEAVE = frozenset({"quit", "exit", "q"})


def _read(read: Callable[[str], str], prompt: str) -> str | None:
    try:
        return read(prompt)
    except EOFError:
        return None


def _which_cards(read: Callable[[str], str]) -> str | None:
    """After a bare ``d``: ask which cards, and make the answer a command (empty: none)."""
    answer = _read(read, "discard which cards? (such as 9s Kd; 'pat' keeps them all) ")
    if answer is None:
        return None
    words = answer.strip().lower().split()
    if not words or words[0] in _PAT or words[0] in _LEAVE or words[0] in ("d", "discard"):
        return answer
    return f"d {answer}"


def _asks_which_cards(hand: Hand, text: str) -> bool:
    return hand.phase == "draw" and text.strip().lower() in ("d", "discard", "draw")


def _standings(session: Session, out: Console) -> SessionResult:
    out.print("Standings:", markup=False)
    for standing in session.standings():
        out.print(f"  {standing.place}. {standing.name} {standing.chips}", markup=False)
    return session.result()
