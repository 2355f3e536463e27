"""Reading PHH files: any standard hand of a game pokerules plays, and pokerules' own files.

The game comes from the variant table (:mod:`pokerules.phh.variants`), the seats and stacks
from ``seats`` and ``starting_stacks``, the deal from ``_seed`` (pokerules' own files) or from
the recorded cards (:mod:`pokerules.phh.replay`); the players' actions are then played in
order. What the file says about the result must agree with the replay (:mod:`.checks`).
"""

from __future__ import annotations

import os
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import Any

from pokerules.cards import Card
from pokerules.engine.forced import BlindPost
from pokerules.errors import HandHistoryError, InvalidArgumentError, PokerulesError
from pokerules.games.spec import Game
from pokerules.phh.actions import parse_actions, parse_cards
from pokerules.phh.checks import check_finishing_stacks, check_showdown, reveal_shown_cards
from pokerules.phh.export import hand_fields
from pokerules.phh.fields import Fields, StandardFields, shown
from pokerules.phh.imported import ImportedHand
from pokerules.phh.replay import Plan, replay_recorded, replay_seeded
from pokerules.phh.toml import parse, tables
from pokerules.phh.variants import game_for
from pokerules.validate import as_path

__all__ = ["from_phh", "from_phh_all", "import_hand", "load", "read"]

# Fields the replay recomputes: a pokerules file must agree with them where it has them.
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
_GAME_FIELDS = _DERIVED[:6]  # the fields a game alone decides, before any card is dealt
# Fields the importer reads; every other field is metadata, kept and written back.
_READ = frozenset(
    (
        *_DERIVED,
        "ante_trimming_status",
        "bring_in",
        "starting_stacks",
        "actions",
        "players",
        "seats",
        "_game",
        "_game_options",
        "_wild_cards",
        "_wild_face_up_only",
        "_seed",
        "_deck",
        "_dead_money",
        "_post_antes",
        "_unopened",
        "_runs",
        "_rolls",
    )
)


def import_hand(
    data: Mapping[str, Any], game: Game | None = None, label: str | None = None
) -> ImportedHand:
    """Replay one hand's fields (a parsed TOML table); ``label`` is its ``.phhs`` table.

    Every problem is a :class:`HandHistoryError`; when another error stopped the replay (an
    illegal action, a bad game option), that error is its ``__cause__``.
    """
    _check_game(game)
    try:
        return _import(Fields(data), game, label)
    except HandHistoryError:
        raise
    except PokerulesError as error:
        raise HandHistoryError(str(error)) from error
    except RecursionError:
        raise HandHistoryError("the file's values nest too deeply to read") from None


def _check_game(game: object) -> None:
    if game is not None and not isinstance(game, Game):
        raise InvalidArgumentError(f"game must be a Game or None, not {type(game).__name__}")


def _import(fields: Fields, game: Game | None, label: str | None) -> ImportedHand:
    standard = StandardFields.read(fields)
    played = game_for(fields, standard, game)
    n = standard.players
    seat_of, table_seats = _seats(fields, n)
    stacks = [0] * n
    for i, chips in enumerate(standard.starting_stacks):
        stacks[seat_of[i]] = chips
    names = fields.strings("players", length=n) if "players" in fields else None
    _check_seat_count(fields, n, table_seats)
    recorded = fields.get("actions")
    # A missing field is a hand with no actions; an empty value of another type ({}, "", 0,
    # false) is refused by parse_actions, not read as none.
    plan = Plan.build(parse_actions([] if recorded is None else recorded, n), seat_of)
    plan.rolls = _rolls(fields, n, seat_of)
    button = seat_of[-1]
    dead_money = fields.integer("_dead_money", default=0)
    post_antes = fields.boolean("_post_antes", True)
    unopened = fields.string("_unopened")
    runs = fields.integer("_runs", default=1)
    posts = [
        BlindPost(seat_of[i], live, dead, straddle) for i, live, dead, straddle in standard.posts
    ]

    def make(deck: list[Card] | str | None, seed: int) -> ImportedHand:
        try:
            return ImportedHand(
                played,
                stacks,
                button=button,
                seed=seed,
                deck=deck,
                dead_money=dead_money,
                antes=post_antes,
                unopened=unopened,
                posts=posts,
                runs=runs,
            )
        except PokerulesError as error:
            raise HandHistoryError(str(error)) from error

    exact = game is not None or "_game" in fields
    if exact:  # the game's own fields first: a wrong game fails here, not at some action
        _check_derived(make(None, 0), fields, _GAME_FIELDS)
    if "_seed" in fields:
        seed, deck = _seed(fields), fields.string("_deck")
        hand, masked, stand_ins = replay_seeded(lambda: make(deck, seed), plan, seat_of)
        unknown = frozenset(masked)
    else:
        reveal = reveal_shown_cards(plan)
        shape = (id(played), played, n, button, tuple(plan.shape))
        hand, masked, stand_ins = replay_recorded(
            lambda cards: make(cards, 0), plan, seat_of, reveal, shape
        )
        hand.from_record = True
        unknown = stand_ins
    check_showdown(hand, plan, stand_ins)
    if "finishing_stacks" in fields:
        expected = fields.integers("finishing_stacks", length=n)
        check_finishing_stacks(hand, expected, seat_of, names)
        hand.finishing_stacks = tuple(expected)
    if exact:  # a deal rebuilt from the record burns stand-ins: no _burns to compare
        keys = (*_DERIVED[:-3], "_carried") if hand.from_record else _DERIVED
        _check_derived(hand, fields, keys)
    if names is not None:
        by_seat = [""] * n
        for i, name in enumerate(names):
            by_seat[seat_of[i]] = name
        hand.players = tuple(by_seat)
    hand.table_seats = table_seats
    hand.metadata = {key: value for key, value in fields.data.items() if key not in _READ}
    hand._hide(unknown)
    hand.label = label
    return hand


def _seats(fields: Fields, n: int) -> tuple[list[int], tuple[int, ...] | None]:
    """Each player's pokerules seat (``p1`` first), and the file's own seat numbers."""
    if "seats" not in fields:
        return list(range(n)), None
    seats = fields.integers("seats", length=n, minimum=1)
    rank = {seat: r for r, seat in enumerate(sorted(set(seats)))}
    seat_of = [rank[seat] for seat in seats]
    # p1 .. pn sit clockwise from the button's left, so their seat numbers rise round the table.
    if len(rank) != n or any((seat_of[i + 1] - seat_of[i]) % n != 1 for i in range(n - 1)):
        raise HandHistoryError(
            f"seats {seats} must give each player a different seat, rising clockwise from p1 "
            "(left of the button) round to the button"
        )
    return seat_of, tuple(seats)


def _check_seat_count(fields: Fields, n: int, seats: tuple[int, ...] | None) -> None:
    """``seat_count``, the table's seats, kept as metadata: enough for the players and seats."""
    if "seat_count" not in fields:
        return
    count = fields.integer("seat_count", minimum=1)
    least = max((n, *(seats or ())))  # seats is None when the file has no seats field
    if count < least:
        held = f"seat {least}" if seats and least > n else f"{n} players"
        raise HandHistoryError(f"seat_count is {count} but the hand has {held}")


def _seed(fields: Fields) -> int:
    seed = fields.get("_seed")
    if isinstance(seed, str):
        try:
            return int(seed)
        except ValueError:
            pass
    elif isinstance(seed, int) and not isinstance(seed, bool):
        return seed
    raise HandHistoryError(f"_seed must be a whole number, not {shown(seed)}")


def _rolls(fields: Fields, n: int, seat_of: list[int]) -> list[tuple[int, Card, str]]:
    values = fields.get("_rolls")
    if values is None:
        return []
    rolls = []
    for text in fields.strings("_rolls"):
        words = text.split()
        if len(words) == 2:
            try:  # the player, read as the player of an action, and the card
                actions = parse_actions([f"{words[0]} f"], n)
                cards = parse_cards(words[1])
            except HandHistoryError as error:
                raise HandHistoryError(f"roll {text!r}: {error.reason}") from None
            if actions and len(cards) == 1 and cards[0] is not None:
                assert actions[0].player is not None
                rolls.append((seat_of[actions[0].player], cards[0], text))
                continue
        raise HandHistoryError(f"a roll is a player and a card, such as 'p1 Ah', not {text!r}")
    return rolls


def _check_derived(hand: ImportedHand, fields: Fields, keys: tuple[str, ...]) -> None:
    expected = hand_fields(hand)
    for key in keys:
        if key in fields and fields.get(key) != expected.get(key):
            raise HandHistoryError(
                f"the file's {key} is {shown(fields.get(key))} but the replay gives "
                f"{shown(expected.get(key))}"
            )


def from_phh(text: str, *, game: Game | None = None) -> ImportedHand:
    """Replay one hand of a PHH file: any standard hand of a game pokerules plays.

    The game comes from ``game`` if given, else pokerules' extension fields, else the
    ``variant`` and the standard fields (the official ``F2L3D`` plays 2-7 triple draw with
    the tournament cap of one bet and four raises, even heads-up). The deal comes from
    ``_seed`` in pokerules' own files, else from the recorded cards, with stand-ins for
    ``??``. The players' actions are played in order; a show matches in any card order,
    a muck is a muck, and ``finishing_stacks`` must match. Anything the replay cannot follow
    raises :class:`~pokerules.errors.HandHistoryError`, naming the action or the field.

    >>> from pokerules import Hand, find_game
    >>> from pokerules.phh import to_phh
    >>> hand = Hand(find_game("dead-deuce"), [40, 40], seed=11)
    >>> _ = hand.roll(hand.cards(1)[0]), hand.roll(hand.cards(0)[2])
    >>> _ = hand.bet(2), hand.call(), hand.check(), hand.check()
    >>> again = from_phh(to_phh(hand))
    >>> again.history == hand.history, again.setup == hand.setup
    (True, True)
    >>> from_phh(to_phh(hand).replace("_seed = 11", "_seed = 12"))  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    pokerules.errors.HandHistoryError: action 1 ...: the file deals p1 ... _seed and _deck deal ...
    """
    _check_game(game)
    return import_hand(_one_hand(parse(text)), game)


def _one_hand(data: dict[str, Any]) -> dict[str, Any]:
    if "variant" not in data and data and all(isinstance(v, dict) for v in data.values()):
        raise HandHistoryError(
            "this holds several hands (tables [1], [2], ...): read it with from_phh_all, or "
            "load it from a .phhs file"
        )
    return data


def from_phh_all(text: str, *, game: Game | None = None) -> list[ImportedHand]:
    """Replay every hand of a file of tables ``[1]``, ``[2]``, ... (see ``to_phh_all``).

    >>> from pokerules import Hand, find_game
    >>> from pokerules.phh import to_phh_all
    >>> hands = [Hand(find_game("nl-draw"), [20, 20, 20], seed=s) for s in (1, 2)]
    >>> [h.setup.seed for h in from_phh_all(to_phh_all(hands))]
    [1, 2]
    """
    if not isinstance(text, str):
        raise HandHistoryError(f"a PHH file is text, not {type(text).__name__}")
    _check_game(game)
    hands = []
    for label, table in tables(text.splitlines(keepends=True)):
        try:
            hands.append(import_hand(table, game, label))
        except HandHistoryError as error:
            raise error.located(hand=f"[{label}]") from None
    return hands


def load(path: str | os.PathLike[str], *, game: Game | None = None) -> Iterator[ImportedHand]:
    """The hands of a ``.phh`` file (one hand) or a ``.phhs`` file (tables ``[1]``, ...).

    The file is read lazily, one hand at a time, as the iterator is consumed. An error names
    the file, the hand and the action (:class:`~pokerules.errors.HandHistoryError`).

    >>> import os, tempfile
    >>> from pokerules import Hand, find_game
    >>> from pokerules.phh import dump
    >>> path = os.path.join(tempfile.mkdtemp(), "hands.phhs")
    >>> dump([Hand(find_game("triple-draw"), [30, 30], seed=s) for s in (4, 5)], path)
    2
    >>> hands = load(path)  # nothing is read yet
    >>> next(hands).setup.seed
    4
    """
    target = as_path(path, error=HandHistoryError)
    _check_game(game)
    if target.suffix not in (".phh", ".phhs"):
        raise HandHistoryError(
            "a PHH file ends in .phh (one hand) or .phhs (several)", path=str(target)
        )
    return _check_errors(read(target, game))


def _check_errors(results: Iterator[ImportedHand | HandHistoryError]) -> Iterator[ImportedHand]:
    for result in results:
        if isinstance(result, HandHistoryError):
            raise result
        yield result


def read(target: Path, game: Game | None = None) -> Iterator[ImportedHand | HandHistoryError]:
    """Each hand of a file, or the error that hand raised, located; reading goes on after a
    bad hand (a file that cannot be read or parsed ends with its error)."""
    where = str(target)
    try:
        if target.suffix == ".phhs":
            with target.open(encoding="utf-8") as lines:
                for label, table in tables(lines):
                    try:
                        yield import_hand(table, game, label)
                    except HandHistoryError as error:
                        yield error.located(path=where, hand=f"[{label}]")
        else:
            data = _one_hand(parse(target.read_text(encoding="utf-8")))
            try:
                yield import_hand(data, game)
            except HandHistoryError as error:
                number = data.get("hand")
                yield error.located(path=where, hand=None if number is None else str(number))
    except HandHistoryError as error:
        yield error.located(path=where)
    except OSError as error:
        yield HandHistoryError(f"cannot read it: {error.strerror or error}", path=where)
    except UnicodeDecodeError:
        yield HandHistoryError("not UTF-8 text", path=where)
