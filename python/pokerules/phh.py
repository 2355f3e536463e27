"""Poker Hand History (PHH) files: export any hand, import it again to the same chips.

PHH (phh.readthedocs.io) is a TOML file of named fields; pokerkit reads and writes it. A hand
exported here is a standard PHH file that :func:`from_phh` turns back into the same hand,
record for record. The standard fields describe the deal the way every PHH reader expects;
fields whose names start with an underscore (the spec's convention for user-defined fields,
which readers ignore) carry what PHH has no words for.

**Players.** PHH lists players by position: ``p1`` is the first seat left of the button (the
small blind, or the first dealt in), the button is last. Seat ``s`` of a hand with button
``b`` is player ``(s - b - 1) % n + 1``; the standard ``seats`` field gives each player's
pokerules seat plus one, so the seat numbers survive the trip. Heads-up, ``p1`` is the big
blind and ``p2`` the button, which posts the small blind (PHH reverses the blinds heads-up).

**Variant codes.** Deuce-to-Seven Triple Draw is the official ``F2L3D`` when its rules fit it
(fixed limit, sizes small, small, big, big; five cards; three draws). PHH has no code for the
other games, so they get extension codes that start with an underscore, like user-defined
fields, then the betting letter (``F`` fixed, ``N`` no limit, ``P`` pot limit) and the game:

================= ==========================================================
``_N5CD``         five-card draw, high hands (``nl-draw``)
``_F5CDW``        five-card draw with wild cards (``deuces-wild``)
``_F5CDWDIABLO``  Diablo: deuces wild draw, the losing opener pays (``diablo``)
``_F7SDD``        seven card stud, face-up deuces wild, a roll (``dead-deuce``)
``_F2L3D``        triple draw whose rules do not fit ``F2L3D``
================= ==========================================================

**Actions.** ``d dh pN cards`` deals (down or up), ``d db card`` deals a stud community card,
``pN f``, ``pN cc`` (check or call), ``pN cbr to`` (bet or raise to a round total), ``pN sd
cards`` (discard; no cards to stand pat), ``pN sm cards`` (show; no cards to muck). As in
PHH, the cards drawn in a draw round are dealt after every player has discarded. Blinds,
antes, burns and awards are the dealer's automatic work; burns, rolls, reshuffles, openers and
pass-outs also appear as commentary no-ops (``# burn 7c``) where they happen (PHH has no burn
action: ``d db`` deals a board card). A game with an ante writes ``ante_trimming_status =
true``: a short ante wins only what it matched, as pokerules builds side pots.

**pokerkit** replays the ``F2L3D`` files to the same final stacks, except where its rules
differ from pokerules' defaults: pokerules caps the raises only with three or more players
(``uncapped_heads_up``), lets an all-in of half a bet reopen the betting and a short all-in
bet be completed to the full bet, and makes players call the full big blind when it was
posted short; pokerkit does none of these.

**Extension fields**, all optional except ``_game`` and ``_seed`` for :func:`from_phh`:

``_game``            the pokerules game (registry name)
``_game_options``    the game's rules that differ from the registry game, as an inline
                     table of :class:`~pokerules.games.Game` fields (``{}`` stands for
                     ``None``; betting and streets are tables)
``_wild_cards``      the wild cards (``"2c2d2h2s"``), for games with wild cards
``_wild_face_up_only`` whether wild cards are wild only face up (Dead Deuce)
``_seed``            the hand's seed: the shuffle and any reshuffle
``_deck``            the exact deck order, top first, when the hand was dealt from one
``_dead_money``      chips in the pot from earlier deals (a pass-out, a Diablo payment)
``_post_antes``      ``false`` when the ante was not posted (a Diablo follow-on hand)
``_unopened``        ``"play_out"`` or ``"pass_out"`` when not the game's rule
``_rolls``           the stud roll choices in the order made (``["p1 Ah", "p2 7c"]``)
``_opener``          the player who made the first bet of the first round
``_opening_cards``   the cards that qualified the opener (jacks or better)
``_split_openers``   the openers the opener threw away on the draw, kept aside
``_burns``           the burned cards, in order
``_reshuffles``      for each reshuffle, the cards shuffled into the new stub
``_carried``         when nobody opened: the chips carried to the next deal
``_diablo_payment``  from a session: what the Diablo opener paid after this hand
``_notes``           from a session: the session's notes on the deal

>>> from pokerules import Hand, find_game
>>> hand = Hand(find_game("triple-draw"), [100, 100, 100], button=2, seed=7)
>>> _ = hand.raise_to(4), hand.fold(), hand.fold()
>>> text = to_phh(hand, ["Ann", "Bob", "Cy"])
>>> print(text)
variant = "F2L3D"
antes = [0, 0, 0]
blinds_or_straddles = [1, 2, 0]
small_bet = 2
big_bet = 4
starting_stacks = [100, 100, 100]
actions = [
  "d dh p1 Th6hAc9h5d",
  "d dh p2 3hQd4c6c2h",
  "d dh p3 5s7hAh6sKc",
  "p3 cbr 4",
  "p1 f",
  "p2 f",
]
seats = [1, 2, 3]
seat_count = 3
players = ["Ann", "Bob", "Cy"]
finishing_stacks = [99, 98, 103]
winnings = [0, 0, 5]
_game = "triple-draw"
_seed = 7
>>> from_phh(text).history == hand.history
True
"""

from __future__ import annotations

import contextlib
import dataclasses
import re
import tomllib
from collections import deque
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from functools import partial
from typing import Any, TypeVar

from pokerules.betting import BettingStructure, FixedLimit, NoLimit, PotLimit
from pokerules.cards import Card, parse_hand
from pokerules.errors import InvalidArgumentError, InvalidCardError, InvalidPhhError, PokerulesError
from pokerules.games import GAMES, find_game
from pokerules.games.spec import BettingRound, DealCards, DrawRound, Game, RollCard, StreetSpec
from pokerules.records import (
    Award,
    Bet,
    Burn,
    Call,
    Check,
    Deal,
    Draw,
    Fold,
    Muck,
    PassOut,
    ProveOpeners,
    Raise,
    Record,
    Reshuffle,
    Reveal,
    Roll,
    Show,
    SplitOpeners,
)
from pokerules.session import DealLog
from pokerules.state import Hand
from pokerules.validate import as_list, as_text

__all__ = ["from_phh", "from_phh_all", "to_phh", "to_phh_all", "variant_code"]

_BODIES = {
    "nl-draw": "5CD",
    "deuces-wild": "5CDW",
    "diablo": "5CDWDIABLO",
    "dead-deuce": "7SDD",
    "triple-draw": "2L3D",
}
_WILD_FIELDS = ("wild_cards", "wild_face_up_only")
# Fields computed from the replay: an imported file must agree with them where it has them.
_DERIVED = (
    "variant",
    "antes",
    "blinds_or_straddles",
    "small_bet",
    "big_bet",
    "min_bet",
    "finishing_stacks",
    "winnings",
    "_opener",
    "_opening_cards",
    "_split_openers",
    "_burns",
    "_reshuffles",
    "_carried",
)
_INT64 = range(-(2**63), 2**63)
_T = TypeVar("_T")
_PLAYER = re.compile(r"p([1-9][0-9]*)\Z")


# ---------------------------------------------------------------------------- variant codes


def _letter(betting: BettingStructure) -> str:
    if isinstance(betting, FixedLimit):
        return "F"
    return "P" if isinstance(betting, PotLimit) else "N"


def _fits_f2l3d(game: Game) -> bool:
    betting = game.betting
    return (
        isinstance(betting, FixedLimit)
        and len(betting.bets) == 4
        and betting.bets[0] == betting.bets[1]
        and betting.bets[2] == betting.bets[3]
        and game.evaluation == "low27"
        and game.streets == find_game("triple-draw").streets
        and game.blinds is not None
        and not game.wild_cards
        and game.opening == "none"
    )


def variant_code(game: Game) -> str:
    """The PHH variant code of ``game``: ``F2L3D`` where it fits, else an extension code.

    Extension codes start with an underscore, then the betting letter and the game (see the
    module's table); a game outside the registry uses its name in capitals.

    >>> from pokerules import NoLimit, find_game
    >>> variant_code(find_game("triple-draw")), variant_code(find_game("nl-draw"))
    ('F2L3D', '_N5CD')
    >>> variant_code(find_game("triple-draw", betting=NoLimit(min_bet=2)))
    '_N2L3D'
    """
    if not isinstance(game, Game):
        raise InvalidArgumentError(f"expected a Game, not {type(game).__name__}")
    if game.name == "triple-draw" and _fits_f2l3d(game):
        return "F2L3D"
    body = _BODIES.get(game.name) or re.sub(r"[^A-Z0-9]", "", game.name.upper())
    return f"_{_letter(game.betting)}{body}"


# ---------------------------------------------------------------------------- TOML writing


def _toml(value: object) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, str):
        return _string(value)
    if isinstance(value, list | tuple):
        return "[" + ", ".join(_toml(item) for item in value) + "]"
    if isinstance(value, dict):
        return "{" + ", ".join(f"{key} = {_toml(item)}" for key, item in value.items()) + "}"
    raise PokerulesError(f"cannot write {value!r} in a PHH file")


def _string(text: str) -> str:
    out = ['"']
    for ch in text:
        if ch in '"\\':
            out.append("\\" + ch)
        elif ord(ch) < 0x20 or ord(ch) == 0x7F:
            out.append(f"\\u{ord(ch):04x}")
        else:
            out.append(ch)
    out.append('"')
    return "".join(out)


def _render(fields: dict[str, object]) -> str:
    lines = []
    for key, value in fields.items():
        if key == "actions" and isinstance(value, list) and value:
            lines.append("actions = [")
            lines.extend(f"  {_toml(action)}," for action in value)
            lines.append("]")
        else:
            lines.append(f"{key} = {_toml(value)}")
    return "\n".join(lines)


# ---------------------------------------------------------------------------- game options


def _encode(value: object) -> object:
    if value is None:
        return {}
    if isinstance(value, bool | int | str):
        return value
    if isinstance(value, FixedLimit):
        table: dict[str, object] = {"structure": "fixed-limit", "bets": list(value.bets)}
        if value.cap_raises is not None:
            table["cap_raises"] = value.cap_raises
        table["uncapped_heads_up"] = value.uncapped_heads_up
        return table
    if isinstance(value, NoLimit | PotLimit):
        kind = "no-limit" if isinstance(value, NoLimit) else "pot-limit"
        return {"structure": kind, "min_bet": value.min_bet}
    if isinstance(value, DealCards):
        return {"street": "deal", "down": value.down, "up": value.up, "name": value.name}
    if isinstance(value, BettingRound):
        return {"street": "bet", "name": value.name}
    if isinstance(value, DrawRound):
        return {"street": "draw", "max_discard": value.max_discard, "name": value.name}
    if isinstance(value, RollCard):
        return {"street": "roll", "name": value.name}
    if isinstance(value, frozenset):
        return _card_text(Card(c) for c in sorted(value))
    if isinstance(value, tuple | list):
        return [_encode(item) for item in value]
    raise PokerulesError(f"cannot write the game option {value!r} in a PHH file")


def _decode(value: Any) -> Any:
    if isinstance(value, list):
        return tuple(_decode(item) for item in value)
    if not isinstance(value, dict):
        return value
    if not value:
        return None
    table = dict(value)
    try:
        if "structure" in table:
            kind = table.pop("structure")
            if kind == "fixed-limit":
                return FixedLimit(
                    bets=tuple(table.pop("bets")),
                    cap_raises=table.pop("cap_raises", None),
                    uncapped_heads_up=table.pop("uncapped_heads_up", True),
                )
            if kind in ("no-limit", "pot-limit"):
                cls = NoLimit if kind == "no-limit" else PotLimit
                return cls(min_bet=table.pop("min_bet"))
            raise PokerulesError(f"unknown betting structure {kind!r}")
        if "street" in table:
            kind = table.pop("street")
            street: StreetSpec
            if kind == "deal":
                street = DealCards(**table)
            elif kind == "bet":
                street = BettingRound(**table)
            elif kind == "draw":
                street = DrawRound(**table)
            elif kind == "roll":
                street = RollCard(**table)
            else:
                raise PokerulesError(f"unknown street {kind!r}")
            return street
    except (KeyError, TypeError, ValueError) as error:
        raise PokerulesError(f"bad game option {value!r}: {error}") from None
    raise PokerulesError(f"bad game option {value!r}")


def _game_options(game: Game) -> dict[str, object]:
    if game.name not in GAMES:
        return {}
    base = find_game(game.name)
    options: dict[str, object] = {}
    for spec in dataclasses.fields(Game):
        name = spec.name
        if name == "name" or name in _WILD_FIELDS:
            continue
        value = getattr(game, name)
        if value != getattr(base, name):
            options[name] = _encode(value)
    return options


# ---------------------------------------------------------------------------- export


def _card_text(cards: Iterable[Card]) -> str:
    return "".join(str(c) for c in cards)


def _order(hand: Hand) -> list[int]:
    return [(hand.button + 1 + i) % hand.n for i in range(hand.n)]


def _labels(hand: Hand) -> dict[int, str]:
    return {seat: f"p{i + 1}" for i, seat in enumerate(_order(hand))}


def _fields(hand: Hand, names: Sequence[str] | None, deal: DealLog | None) -> dict[str, object]:
    game, setup, n = hand.game, hand.setup, hand.n
    order = _order(hand)
    label = _labels(hand)
    start = hand.starting_stacks
    fields: dict[str, object] = {"variant": variant_code(game)}
    posts = game.ante if setup.antes else 0
    antes = [posts if start[s] > 0 else 0 for s in order]
    if any(antes):
        # A short ante wins only what it matched: PHH's trimmed antes.
        fields["ante_trimming_status"] = True
    fields["antes"] = antes
    if game.blinds is not None:
        fields["blinds_or_straddles"] = [*game.blinds, *[0] * (n - 2)]
    betting = game.betting
    if isinstance(betting, FixedLimit):
        fields["small_bet"] = betting.bets[0]
        fields["big_bet"] = betting.bets[-1]
    else:
        fields["min_bet"] = betting.min_bet
    fields["starting_stacks"] = [start[s] for s in order]
    fields["actions"] = _actions(hand.history, label)
    if deal is not None:
        fields["hand"] = deal.number
    fields["seats"] = [s + 1 for s in order]
    fields["seat_count"] = n
    if names is not None:
        names = _names(names, n)
        fields["players"] = [names[s] for s in order]
    fields["finishing_stacks"] = [hand.stacks[s] for s in order]
    won = [0] * n
    for record in hand.history:
        if isinstance(record, Award):
            won[record.seat] += record.amount
    fields["winnings"] = [won[s] for s in order]

    fields["_game"] = game.name
    options = _game_options(game)
    if options:
        fields["_game_options"] = options
    base_wild = find_game(game.name).wild_cards if game.name in GAMES else frozenset()
    if game.wild_cards or base_wild:
        fields["_wild_cards"] = _encode(game.wild_cards)
        fields["_wild_face_up_only"] = game.wild_face_up_only
    seed = setup.seed
    fields["_seed"] = seed if seed in _INT64 else str(seed)
    if setup.deck is not None:
        fields["_deck"] = _card_text(setup.deck)
    if setup.dead_money:
        fields["_dead_money"] = setup.dead_money
    if not setup.antes:
        fields["_post_antes"] = False
    if setup.unopened != game.unopened:
        fields["_unopened"] = setup.unopened
    _extras(hand, label, fields)
    if deal is not None:
        if deal.diablo_payment is not None:
            payment = deal.diablo_payment
            fields["_diablo_payment"] = {
                "player": payment.player,
                "amount": payment.amount,
                "owed": payment.owed,
            }
        if deal.notes:
            fields["_notes"] = list(deal.notes)
    return fields


def _extras(hand: Hand, label: dict[int, str], fields: dict[str, object]) -> None:
    history = hand.history
    rolls = [f"{label[r.seat]} {r.card}" for r in history if isinstance(r, Roll)]
    if rolls:
        fields["_rolls"] = rolls
    if hand.opener is not None and (hand.game.opening != "none" or hand.game.diablo):
        fields["_opener"] = label[hand.opener]
        if hand.opening_cards:
            fields["_opening_cards"] = _card_text(hand.opening_cards)
    split = [c for r in history if isinstance(r, SplitOpeners) for c in r.cards]
    if split:
        fields["_split_openers"] = _card_text(split)
    burns = [r.card for r in history if isinstance(r, Burn)]
    if burns:
        fields["_burns"] = _card_text(burns)
    reshuffles = [_card_text(r.cards) for r in history if isinstance(r, Reshuffle)]
    if reshuffles:
        fields["_reshuffles"] = reshuffles
    if hand.passed_out:
        fields["_carried"] = hand.carried


def _actions(history: Iterable[Record], label: dict[int, str]) -> list[str]:
    actions: list[str] = []
    pending: list[str] = []  # cards drawn, dealt once every player has discarded
    community: set[Card] = set()
    for record in history:
        if pending and not isinstance(record, Draw | Reshuffle | SplitOpeners):
            actions.extend(pending)
            pending.clear()
        match record:
            case Deal(seat, cards, _):
                if seat < 0:
                    community.update(cards)
                    actions.append(f"d db {_card_text(cards)}")
                else:
                    actions.append(f"d dh {label[seat]} {_card_text(cards)}")
            case Fold(seat):
                actions.append(f"{label[seat]} f")
            case Check(seat) | Call(seat):
                actions.append(f"{label[seat]} cc")
            case Bet(seat, to) | Raise(seat, to):
                actions.append(f"{label[seat]} cbr {to}")
            case Draw(seat, discarded, received):
                actions.append(f"{label[seat]} sd {_card_text(discarded)}".rstrip())
                if received:
                    pending.append(f"d dh {label[seat]} {_card_text(received)}")
            case Show(seat, cards):
                held = [c for c in cards if c not in community]
                actions.append(f"{label[seat]} sm {_card_text(held)}")
            case Muck(seat):
                actions.append(f"{label[seat]} sm")
            case Burn(card):
                actions.append(f"# burn {card}")
            case Reveal(cards):
                ordered = sorted(cards, key=lambda item: int(label[item[0]][1:]))
                shown = ", ".join(f"{label[s]} {c}" for s, c in ordered)
                actions.append(f"# rolled up: {shown}")
            case Reshuffle(cards):
                actions.append(f"# reshuffle of {len(cards)} cards")
            case SplitOpeners(seat, cards):
                actions.append(f"# {label[seat]} splits openers, keeping {_card_text(cards)}")
            case ProveOpeners(seat, cards):
                actions.append(f"# {label[seat]} proves openers {_card_text(cards)}")
            case PassOut(carried):
                actions.append(f"# nobody opens: {carried} carried to the next deal")
    actions.extend(pending)
    return actions


def to_phh(hand: Hand | DealLog, names: Sequence[str] | None = None) -> str:
    """The hand as a PHH file (TOML text), finished or not.

    ``names`` are the players by pokerules seat, written to the ``players`` field. A
    :class:`~pokerules.session.DealLog` from a session adds its player names, its number
    (``hand``), its notes and any Diablo payment.

    >>> from pokerules import Hand, find_game
    >>> hand = Hand(find_game("nl-draw"), [50, 50], seed=3)
    >>> _ = hand.bet(10), hand.fold()
    >>> print(to_phh(hand))
    variant = "_N5CD"
    ante_trimming_status = true
    antes = [1, 1]
    min_bet = 2
    starting_stacks = [50, 50]
    actions = [
      "d dh p1 6cKd2c5c4d",
      "d dh p2 Ah4c5h2h7h",
      "p1 cbr 10",
      "p2 f",
    ]
    seats = [2, 1]
    seat_count = 2
    finishing_stacks = [51, 49]
    winnings = [2, 0]
    _game = "nl-draw"
    _seed = 3
    """
    deal = hand if isinstance(hand, DealLog) else None
    played = hand.hand if isinstance(hand, DealLog) else hand
    if not isinstance(played, Hand):
        raise InvalidArgumentError(f"expected a Hand or a DealLog, not {type(hand).__name__}")
    if names is None and deal is not None:
        names = deal.players
    return _render(_fields(played, names, deal))


def to_phh_all(hands: Iterable[Hand | DealLog]) -> str:
    """Many hands in one file: each hand's fields under a table ``[1]``, ``[2]``, ...

    This is the layout of pokerkit's ``HandHistory.dumps_all``; pass a session's log to keep
    its player names and notes.

    >>> from pokerules import Session
    >>> from pokerules.bots import RandomBot
    >>> session = Session("deuces-wild", ["Ann", "Bob", "Cy"], seed=2, deals=2)
    >>> result = session.play([RandomBot(seed=n) for n in range(3)])
    >>> text = to_phh_all(result.log)
    >>> [h.stacks for h in from_phh_all(text)] == [d.hand.stacks for d in result.log]
    True
    """
    if isinstance(hands, str | bytes | Mapping) or not isinstance(hands, Iterable):
        raise InvalidArgumentError(
            f"hands must be an iterable of hands, not {type(hands).__name__}"
        )
    return "\n\n".join(f"[{i}]\n{to_phh(hand)}" for i, hand in enumerate(hands, 1))


# ---------------------------------------------------------------------------- import


def _names(names: object, n: int) -> list[str]:
    """One player name (text) per seat."""
    listed = as_list(names, "names", limit=n, item=lambda name: as_text(name, "a player's name"))
    if len(listed) != n:
        raise InvalidArgumentError(f"give one name per seat ({n}), not {len(listed)}")
    return listed


def _flag(data: dict[str, Any], key: str, default: bool) -> bool:
    value = data.get(key, default)
    if not isinstance(value, bool):
        raise PokerulesError(f"{key} must be true or false, not {value!r}")
    return value


def _int(value: Any, what: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise PokerulesError(f"{what} must be a whole number, not {value!r}")
    return value


def _player(word: str, n: int, action: str) -> int:
    match = _PLAYER.match(word)
    if match is None or int(match.group(1)) > n:
        raise PokerulesError(f"{action!r}: {word!r} is not a player p1 to p{n}")
    return int(match.group(1)) - 1


def _words(action: str) -> list[str]:
    return action.split("#", 1)[0].split()


def _cards_match(given: str, actual: str) -> bool:
    if given == "-":
        return True
    if len(given) != len(actual):
        return False
    return all(g == a or g == "?" for g, a in zip(given, actual, strict=True))


def _same_action(given: list[str], actual: list[str]) -> bool:
    if given == actual:
        return True
    if len(given) != len(actual) or len(actual) < 3 or given[:-1] != actual[:-1]:
        return False
    return actual[1] in ("dh", "db", "sd", "sm") and _cards_match(given[-1], actual[-1])


def _setup_game(data: dict[str, Any]) -> Game:
    name = data.get("_game")
    if not isinstance(name, str):
        raise PokerulesError("this PHH file has no _game field: pass the game to use")
    options = data.get("_game_options", {})
    if not isinstance(options, dict):
        raise PokerulesError("_game_options must be a table")
    if "name" in options or any(key in options for key in _WILD_FIELDS):
        raise PokerulesError("_game_options may not set the name or the wild cards")
    changes = {key: _decode(value) for key, value in options.items()}
    if "_wild_cards" in data:
        try:
            changes["wild_cards"] = frozenset(int(c) for c in parse_hand(str(data["_wild_cards"])))
        except InvalidCardError as error:
            raise PokerulesError(f"bad _wild_cards: {error}") from None
    if "_wild_face_up_only" in data:
        changes["wild_face_up_only"] = _flag(data, "_wild_face_up_only", False)
    game = find_game(name)
    try:
        return game.with_options(**changes) if changes else game
    except (TypeError, ValueError) as error:
        kind = type(error) if isinstance(error, PokerulesError) else PokerulesError
        raise kind(f"bad _game_options: {error}") from None


def _hand_from(data: dict[str, Any], game: Game | None) -> Hand:
    played = _setup_game(data) if game is None else game
    stacks_in = data.get("starting_stacks")
    if not isinstance(stacks_in, list) or not stacks_in:
        raise PokerulesError("starting_stacks must be a list with one stack per player")
    n = len(stacks_in)
    if data.get("seat_count", n) != n:
        raise PokerulesError(f"seat_count is {data['seat_count']!r} but there are {n} players")
    if "players" in data:
        _names(data["players"], n)
    seats = data.get("seats", list(range(1, n + 1)))
    if not isinstance(seats, list) or sorted(map(str, seats)) != sorted(map(str, range(1, n + 1))):
        raise PokerulesError(f"seats must number the {n} players 1 to {n}, not {seats!r}")
    seat_of = [_int(s, "a seat") - 1 for s in seats]
    stacks = [0] * n
    for i, chips in enumerate(stacks_in):
        stacks[seat_of[i]] = _int(chips, "a starting stack")
    if "_seed" not in data:
        raise PokerulesError("this PHH file has no _seed field: the deal cannot be rebuilt")
    seed = data["_seed"]
    try:
        seed = int(seed) if isinstance(seed, str) else _int(seed, "_seed")
    except ValueError:
        raise PokerulesError(f"_seed must be a whole number, not {seed!r}") from None
    unopened = data.get("_unopened")
    deck = data.get("_deck")
    if deck is not None and not isinstance(deck, str):
        raise PokerulesError(f"_deck must be a string of cards, not {deck!r}")
    hand = Hand(
        played,
        stacks,
        button=seat_of[-1],
        seed=seed,
        deck=deck,
        dead_money=_int(data.get("_dead_money", 0), "_dead_money"),
        antes=_flag(data, "_post_antes", True),
        unopened=str(unopened) if unopened is not None else None,
    )
    actions = data.get("actions", [])
    if not isinstance(actions, list) or not all(isinstance(a, str) for a in actions):
        raise PokerulesError("actions must be a list of strings")
    _check_deal(hand, actions)
    _play(hand, actions, data.get("_rolls", []), seat_of)
    _verify(hand, data)
    return hand


def _check_deal(hand: Hand, actions: list[str]) -> None:
    """The first cards dealt must be the file's: else the seed or deck is not the file's."""
    dealt = [w for w in (_words(a) for a in _actions(hand.history, _labels(hand))) if w]
    given = [w for w in (_words(a) for a in actions) if w][: len(dealt)]
    for g, a in zip(given, dealt, strict=False):
        if not _same_action(g, a):
            raise PokerulesError(
                f"the file deals {' '.join(g)!r} but _seed and _deck deal {' '.join(a)!r}"
            )


def _play(hand: Hand, actions: list[str], rolls_in: Any, seat_of: list[int]) -> None:
    n = hand.n
    if not isinstance(rolls_in, list):
        raise PokerulesError(f"_rolls must be a list, not {rolls_in!r}")
    rolls: deque[tuple[int, str, str]] = deque()
    for roll in rolls_in:
        words = str(roll).split()
        if len(words) != 2:
            raise PokerulesError(f"a roll is a player and a card, not {roll!r}")
        rolls.append((seat_of[_player(words[0], n, str(roll))], words[1], str(roll)))
    queue: deque[tuple[int, list[str], str]] = deque()
    for action in actions:
        words = _words(action)
        if not words or words[0] == "d":
            continue
        if len(words) < 2:
            raise PokerulesError(f"{action!r} is not a PHH action")
        if words[1] != "sm":
            queue.append((seat_of[_player(words[0], n, action)], words[1:], action))
    while hand.actor is not None:
        if hand.phase == "roll":
            if not rolls:
                raise PokerulesError("the hand needs a roll but _rolls has no more")
            seat, card, text = rolls.popleft()
            _expect(hand, seat, text)
            _apply(text, partial(hand.roll, card))
            continue
        if not queue:
            return
        seat, words, text = queue.popleft()
        _expect(hand, seat, text)
        verb, args = words[0], words[1:]
        if verb == "f" and not args:
            _apply(text, hand.fold)
        elif verb == "cc" and not args:
            legal = _apply(text, hand.legal_actions)
            _apply(text, hand.check if legal.check else hand.call)
        elif verb == "cbr" and len(args) == 1 and re.fullmatch(r"[0-9]+", args[0]):
            to = int(args[0])
            _apply(text, partial(hand.bet_or_raise, to))
        elif verb == "sd" and len(args) <= 1:
            discards = args[0] if args else ""
            _apply(text, partial(hand.draw, discards))
        else:
            raise PokerulesError(f"{text!r}: pokerules cannot play this action")
    if queue or rolls:
        left = queue[0][2] if queue else rolls[0][2]
        raise PokerulesError(f"the hand is over, but the file goes on: {left!r}")


def _expect(hand: Hand, seat: int, text: str) -> None:
    if seat != hand.actor:
        raise PokerulesError(f"{text!r} is out of turn: seat {hand.actor} is to act")


def _apply(text: str, command: Callable[[], _T]) -> _T:
    try:
        return command()
    except PokerulesError as error:
        raise PokerulesError(f"{text!r}: {error}") from None


def _verify(hand: Hand, data: dict[str, Any]) -> None:
    expected = _fields(hand, None, None)
    replayed = _actions(hand.history, _labels(hand))
    for key in _DERIVED:
        if key in data and data[key] != expected.get(key):
            raise PokerulesError(
                f"the file's {key} is {data[key]!r} but the replay gives {expected.get(key)!r}"
            )
    given = [w for w in (_words(a) for a in data.get("actions", [])) if w]
    actual = [w for w in (_words(a) for a in replayed) if w]
    for i, (g, a) in enumerate(zip(given, actual, strict=False)):
        if not _same_action(g, a):
            raise PokerulesError(
                f"action {i + 1} of the file is {' '.join(g)!r}; the replay has {' '.join(a)!r}"
            )
    if len(given) != len(actual):
        raise PokerulesError(
            f"the file has {len(given)} actions (commentary aside); the replay has {len(actual)}"
        )


def from_phh(text: str, *, game: Game | None = None) -> Hand:
    """Replay a PHH file written by :func:`to_phh`: the same setup, the same history.

    The game comes from ``_game``, ``_game_options`` and the ``_wild`` fields, or is
    ``game`` as given (for a game outside the registry); the deal comes from
    ``_seed`` (and ``_deck``), the seats from ``seats`` and ``starting_stacks``; the players'
    actions are then played in order. Everything the replay computes (dealt cards, showdown,
    finishing stacks and the other fields the file has) must agree with the file, else a
    :class:`~pokerules.errors.PokerulesError` says where they differ.

    >>> from pokerules import Hand, find_game
    >>> hand = Hand(find_game("dead-deuce"), [40, 40], seed=11)
    >>> _ = hand.roll(hand.cards(1)[0]), hand.roll(hand.cards(0)[2])
    >>> _ = hand.bet(2), hand.call(), hand.check(), hand.check()
    >>> again = from_phh(to_phh(hand))
    >>> again.history == hand.history, again.setup == hand.setup
    (True, True)
    >>> from_phh(to_phh(hand).replace("_seed = 11", "_seed = 12"))  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    pokerules.errors.InvalidPhhError: the file deals 'd dh p1 ...' but _seed and _deck deal ...
    """
    if game is not None and not isinstance(game, Game):
        raise InvalidArgumentError(f"game must be a Game or None, not {type(game).__name__}")
    with _reading():
        return _hand_from(_parsed(text), game)


def from_phh_all(text: str) -> list[Hand]:
    """Replay every hand of a file of tables ``[1]``, ``[2]``, ... (see :func:`to_phh_all`).

    >>> from pokerules import Hand, find_game
    >>> hands = [Hand(find_game("nl-draw"), [20, 20, 20], seed=s) for s in (1, 2)]
    >>> [h.setup.seed for h in from_phh_all(to_phh_all(hands))]
    [1, 2]
    """
    with _reading():
        data = _parsed(text)
        return [_hand_from(table, None) for table in data.values() if isinstance(table, dict)]


def _parsed(text: object) -> dict[str, Any]:
    if not isinstance(text, str):
        raise InvalidPhhError(f"a PHH file is text (a str), not {type(text).__name__}")
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        raise InvalidPhhError(f"not a PHH file: {error}") from None


@contextlib.contextmanager
def _reading() -> Iterator[None]:
    """Every problem with a file is an InvalidPhhError (the specific error is its cause)."""
    try:
        yield
    except InvalidPhhError:
        raise
    except PokerulesError as error:
        raise InvalidPhhError(str(error)) from error
    except RecursionError:
        raise InvalidPhhError("the file nests tables or arrays too deeply") from None
