"""A site record into a standard PHH hand: the players in PHH order, the game, the actions.

PHH lists the players from the button's left: ``p1`` posts the small blind, ``p2`` the big
blind (heads-up, ``p1`` is the big blind and the button posts the small). Players the file
seats but who take no part (sitting out, waiting for the big blind) are left out. Every card
the file shows anywhere (the hero's hand, a show, a muck in the summary, a card folded face up)
is dealt where it was dealt; the rest are ``??``.

What the replay needs and the file does not say is inferred here and written in the notes;
what pokerules cannot play yet is refused, naming the line. The result is a :class:`PhhHand`:
the PHH fields, the game, and what the file says each player put in and collected, for the
reconciliation.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from pokerules.betting.structures import FixedLimit, NoLimit, PotLimit
from pokerules.errors import HandHistoryError, PokerulesError
from pokerules.games import find_game, game_names
from pokerules.games.spec import DealCards, Game
from pokerules.hand_histories.actions import DRAW_GAMES, STUD_GAMES, write_actions
from pokerules.hand_histories.phh_hand import PhhHand
from pokerules.hand_histories.record import Event, SiteRecord
from pokerules.phh import variant_code
from pokerules.phh.options import game_options

__all__ = ["CAP_RAISES", "DRAW_GAMES", "STUD_GAMES", "Cancelled", "convert"]

CAP_RAISES = 4
"""Raises after the first bet allowed in a fixed-limit round: the sites' tournament cap, and
more than any cash game in the files needs (heads-up play is uncapped)."""


class Cancelled(HandHistoryError):
    """A hand the site cancelled: nothing to replay."""


def _fail(line: int, reason: str) -> HandHistoryError:
    return HandHistoryError(reason, action=f"line {line}")


def _participants(record: SiteRecord) -> list[str]:
    named = {event.name for event in record.events if event.name is not None}
    named |= record.summary_collected.keys()
    return [
        seat.name for seat in sorted(record.seats, key=lambda s: s.number) if seat.name in named
    ]


def _first(record: SiteRecord, kind: str) -> Event | None:
    return next((event for event in record.events if event.kind == kind), None)


def _order(record: SiteRecord, players: list[str], blinds: bool) -> list[str]:
    """The players in PHH order: from the small blind (heads-up, the big blind) round to the
    button. Without blinds (stud), from the lowest seat."""
    if not blinds:
        return players
    small, big = _first(record, "small_blind"), _first(record, "big_blind")
    if big is None and small is not None and len(players) > 2:
        start = players.index(str(small.name))
        order = players[start:] + players[:start]
        if order[1] in _all_in_on_ante(record):  # nothing left to post the big blind with
            return order
    if big is None and small is None and set(players) <= _all_in_on_ante(record):
        # Everyone is all in on the ante (a Flipout tournament's first hand): no blind is
        # posted and nobody acts; the players sit from the button's left.
        seats = {seat.name: seat.number for seat in record.seats}
        later = [name for name in players if seats[name] > (record.button or 0)]
        return later + [name for name in players if name not in later]
    if big is None or big.name not in players:
        raise _fail(record.first_line, "a game with blinds, but nobody posts the big blind")
    if small is None:  # heads-up, the button all-in on its ante; else a dead small blind
        start = players.index(str(big.name))
        return players[start:] + players[:start]
    start = players.index(str(small.name))
    order = players[start:] + players[:start]
    if len(order) == 2:
        order.reverse()  # heads-up: p1 is the big blind, the button posts the small
    expected = order[0] if len(order) == 2 else order[1]
    if expected != big.name:
        raise _fail(
            big.line,
            f"{big.name} posts the big blind but {expected} sits there: a blind out of turn "
            "needs per-seat blinds, which pokerules cannot post yet",
        )
    return order


def _all_in_on_ante(record: SiteRecord) -> set[str]:
    return {str(e.name) for e in record.events if e.kind == "ante" and e.all_in}


def _extra_posts(record: SiteRecord, order: list[str], fields: dict[str, Any]) -> None:
    """Blinds beyond the small and big blind, in PHH's terms: a new or returning player's
    live big blind is a negative ``blinds_or_straddles`` entry (posted, but the action still
    starts left of the big blind), a missed small blind posted dead is added to that player's
    ``antes`` (dead money, as an ante is)."""
    regular = {id(_first(record, "small_blind")), id(_first(record, "big_blind"))}
    for event in record.events:
        if event.kind not in ("big_blind", "dead_blind") or id(event) in regular:
            continue
        if event.name not in order:
            raise _fail(event.line, f"{event.name} posts a blind but takes no part in the hand")
        i, amount = order.index(str(event.name)), event.amount or 0
        if event.kind == "big_blind":
            fields["blinds_or_straddles"][i] -= amount
        else:
            fields["antes"][i] += amount
        what = "a big blind out of turn, live" if event.kind == "big_blind" else "a blind dead"
        record.notes.append(f"line {event.line}: {event.name} posts {what} ({amount})")


def _game(record: SiteRecord, order: list[str]) -> tuple[Game, dict[str, Any]]:
    """The registry game with the file's stakes, and the PHH fields that say them."""
    name = str(record.game)
    if name not in _playable():
        raise _fail(
            record.first_line,
            f"{record.game_text}: pokerules has no {name!r} game yet (the registry gains the "
            "five- and six-card Omaha games with issue 24)",
        )
    base = _registry_game(name, ())[0]
    n = len(order)
    antes = _posted(record, "ante", order)
    small = _first(record, "small_blind")
    big = _first(record, "big_blind")
    stakes = record.stakes or (0, 0)
    fields: dict[str, Any] = {}
    options: dict[str, Any] = {"max_players": max(base.max_players, n)}
    if small is None and big is not None and not (n == 2 and order[1] in _all_in_on_ante(record)):
        bb = _level(big, stakes[1] if record.betting != "F" else 0)
        options["blinds"] = (bb,)  # a lone big blind, left of the button: a dead small blind
        fields["blinds_or_straddles"] = [bb] + [0] * (n - 1)
    elif big is not None or small is not None:
        level = stakes[0] if record.betting != "F" else max(1, stakes[0] // 2)
        sb = _level(small, stakes[0] if record.betting != "F" else 0) or level
        bb = _level(big, stakes[1] if record.betting != "F" else 0) or stakes[1]
        options["blinds"] = (sb, bb)
        fields["blinds_or_straddles"] = [sb, bb] + [0] * (n - 2)
    elif base.blinds is not None:
        options["blinds"] = None
    ante = max(antes)
    short = _all_in_on_ante(record)
    odd = [name for name, posted in zip(order, antes, strict=True) if posted not in (0, ante)
           and name not in short]  # fmt: skip
    if odd or (ante and 0 in antes):
        raise _fail(record.first_line, f"the players post different antes: {antes}")
    options["ante"] = ante
    fields["antes"] = [ante] * n
    if ante:
        fields["ante_trimming_status"] = True
    if record.betting == "F":
        small_bet, big_bet = stakes
        sizes = tuple(small_bet if i < 2 else big_bet for i in range(_rounds(base)))
        if name == "nl-draw":
            sizes = (small_bet, big_bet)
        # PokerStars completes a short all-in raise (LBad-USD-MTT8-201011.txt: an all-in to
        # 150 over a raise to 120, small bet 60, and the next raise is to 180).
        stars = record.site == "pokerstars"
        options["betting"] = FixedLimit(sizes, CAP_RAISES, True, short_all_in_completes=stars)
        fields["small_bet"], fields["big_bet"] = small_bet, big_bet
    else:
        minimum = options["blinds"][-1] if options.get("blinds") else stakes[1]
        structure = NoLimit if record.betting == "N" else PotLimit
        options["betting"] = structure(min_bet=minimum)
        fields["min_bet"] = minimum
    if name == "stud":
        # Both sites' seven-card stud: an open pair on fourth street lets any player bet
        # the big bet (PokerStars hand 35874334277 does); their hi-lo and razz have no such rule.
        options["open_pair_big_bet"] = True
    if name in STUD_GAMES:
        bring = _first(record, "bring_in")
        options["bring_in"] = bring.amount if bring and not bring.all_in else max(1, stakes[0] // 4)
        fields["bring_in"] = options["bring_in"]
    try:
        game, code = _registry_game(name, tuple(sorted(options.items())))
    except PokerulesError as error:
        raise _fail(record.first_line, f"the file's stakes do not make a game: {error}") from error
    completes = isinstance(game.betting, FixedLimit) and game.betting.short_all_in_completes
    if game.open_pair_big_bet or completes:  # house rules no variant code says: own fields
        return game, {"variant": code, **fields, "_game": name, "_game_options": game_options(game)}
    return game, {"variant": code, **fields}


@lru_cache(maxsize=512)
def _registry_game(name: str, options: tuple[tuple[str, Any], ...]) -> tuple[Game, str]:
    """A registry game with options, and its PHH variant code: a file's hands share a few."""
    game = find_game(name).with_options(**dict(options)) if options else find_game(name)
    return game, variant_code(game)


@lru_cache(maxsize=1)
def _playable() -> frozenset[str]:
    return frozenset(game_names())


def _rounds(game: Game) -> int:
    return sum(1 for street in game.streets if type(street).__name__ == "Betting")


def _level(post: Event | None, level: int) -> int:
    if post is None:
        return 0
    assert post.amount is not None
    return level if post.all_in and level else post.amount


def _posted(record: SiteRecord, kind: str, order: list[str]) -> list[int]:
    amounts = dict.fromkeys(order, 0)
    for event in record.events:
        if event.kind == kind and event.name in amounts:
            amounts[event.name] = max(amounts[event.name], event.amount or 0)
    return [amounts[name] for name in order]


def _hole_count(game: Game) -> int:
    first = game.streets[0]
    return first.down + first.up if isinstance(first, DealCards) else 0


def convert(record: SiteRecord) -> PhhHand:
    """The PHH hand of ``record``, or a :class:`HandHistoryError` naming the line at fault."""
    if record.cancelled:
        raise Cancelled("the site cancelled the hand; nothing to replay")
    if record.refused is not None:
        raise _fail(record.first_line, record.refused)
    players = _participants(record)
    if len(players) < 2:
        raise _fail(record.first_line, "fewer than two players take part in the hand")
    blinds = record.game not in STUD_GAMES
    order = _order(record, players, blinds)
    game, fields = _game(record, order)
    if blinds:
        _extra_posts(record, order, fields)
    stacks = {seat.name: seat.stack for seat in record.seats}
    hand = PhhHand(
        fields,
        game,
        order,
        {name: stacks[name] for name in order},
        dict.fromkeys(order, 0),
        dict.fromkeys(order, 0),
        record.rake,
    )
    seats = {seat.name: seat.number for seat in record.seats}
    write_actions(record, hand, _hole_count(game))
    fields["starting_stacks"] = [stacks[name] for name in order]
    fields["players"] = list(order)
    fields["seats"] = [seats[name] for name in order]
    fields["seat_count"] = max(record.seat_count or 0, *fields["seats"])
    fields["venue"] = {"fulltilt": "Full Tilt Poker"}.get(record.site, "PokerStars")
    fields["hand"] = int(record.number)
    if record.table is not None:
        fields["table"] = record.table
    if record.currency:
        fields["currency"] = record.currency
    if record.rake:
        fields["_rake"] = record.rake
    if record.scale != 1:
        fields["_scale"] = record.scale
    return hand
