"""Writing hands as PHH: the standard fields any reader replays, ``_`` fields for the rest.

The standard fields describe the game and the deal the way every PHH reader expects
(``variant``, ``antes``, ``blinds_or_straddles``, ``small_bet``/``big_bet`` or ``min_bet``,
``starting_stacks``, ``actions``, ``seats``, ``players``, ``finishing_stacks``,
``winnings``); fields whose names start with an underscore carry what PHH has no words for
(wild cards, rolls, openers, Diablo payments, pokerules' exact deal). An imported hand is
written back with its metadata, and its unknown cards as ``??``.
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import Iterable, Mapping, Sequence

from pokerules.betting.structures import FixedLimit
from pokerules.cards import Card
from pokerules.engine.hand import Hand
from pokerules.errors import HandHistoryError, InvalidArgumentError
from pokerules.games import GAMES, find_game
from pokerules.phh.codes import variant_code
from pokerules.phh.imported import ImportedHand
from pokerules.phh.logged import LoggedDeal
from pokerules.phh.options import encode, game_options
from pokerules.phh.toml import render
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
    ProveOpeners,
    Raise,
    Record,
    Reshuffle,
    Reveal,
    Roll,
    Show,
    SplitOpeners,
)
from pokerules.validate import as_list, as_path, as_text

__all__ = ["dump", "hand_fields", "phh_order", "to_phh", "to_phh_all"]

_INT64 = range(-(2**63), 2**63)


def phh_order(hand: Hand) -> list[int]:
    """The seats in PHH player order: ``p1`` left of the button, the button last."""
    return [(hand.button + 1 + i) % hand.n for i in range(hand.n)]


def _cards(cards: Iterable[Card], hidden: frozenset[Card]) -> str:
    return "".join("??" if card in hidden else str(card) for card in cards)


def hand_fields(
    hand: Hand, names: Sequence[str] | None = None, deal: LoggedDeal | None = None
) -> dict[str, object]:
    """The PHH fields of ``hand``, in the order they are written."""
    game, setup, n = hand.game, hand.setup, hand.n
    imported = hand if isinstance(hand, ImportedHand) else None
    order = phh_order(hand)
    label = {seat: f"p{i + 1}" for i, seat in enumerate(order)}
    start = hand.starting_stacks
    fields: dict[str, object] = {"variant": variant_code(game)}
    posts = game.ante if setup.antes else 0
    antes = [posts if start[s] > 0 else 0 for s in order]
    if any(antes):
        # A short ante wins only what it matched: PHH's trimmed antes.
        fields["ante_trimming_status"] = True
    elif game.big_blind_ante and setup.antes:
        # The big blind (p2; heads-up p1, reading antes[1]) antes for the table: dead money
        # in the main pot, which is PHH's untrimmed ante.
        antes[1] = game.big_blind_ante
        fields["ante_trimming_status"] = False
    fields["antes"] = antes  # the dead blinds below are added to this list
    if game.blinds is not None:
        blinds = [*game.blinds, *[0] * (n - len(game.blinds))]
        for seat, live, dead, straddle in setup.posts:
            # A straddle is positive; any other live blind negative, as pokerkit reads it:
            # posted, but the action still starts left of the big blind. Dead is an ante.
            blinds[order.index(seat)] = live if straddle else -live
            antes[order.index(seat)] += dead
        fields["blinds_or_straddles"] = blinds
    if game.bring_in:
        fields["bring_in"] = game.bring_in
    betting = game.betting
    if isinstance(betting, FixedLimit):
        fields["small_bet"] = betting.bets[0]
        fields["big_bet"] = betting.bets[-1]
    else:
        fields["min_bet"] = betting.min_bet
    fields["starting_stacks"] = [start[s] for s in order]
    fields["actions"] = _actions(hand.history, label)  # an imported hand's shows ??
    if deal is not None:
        fields["hand"] = deal.number
    if imported is not None:  # written back as the file had them
        for key, value in imported.metadata.items():
            fields.setdefault(key, value)
        if imported.table_seats is not None:
            fields["seats"] = list(imported.table_seats)
    else:
        fields["seats"] = [s + 1 for s in order]
        fields["seat_count"] = n
    if names is None and imported is not None:
        names = imported.players
    if names is not None:
        listed = _names(names, n)
        fields["players"] = [listed[s] for s in order]
    if hand.is_over:  # an unfinished hand has no finishing stacks yet
        fields["finishing_stacks"] = [hand.stacks[s] for s in order]
        won = [0] * n
        for record in hand.history:
            if type(record) is Award:
                won[record.seat] += record.amount
        fields["winnings"] = [won[s] for s in order]
    _game_fields(hand, fields)
    _extras(hand, label, fields, exact=imported is None or not imported.from_record)
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


def _names(names: object, n: int) -> list[str]:
    """One player name (text) per seat."""
    listed = as_list(names, "names", limit=n, item=lambda name: as_text(name, "a player's name"))
    if len(listed) != n:
        raise InvalidArgumentError(f"give one name per seat ({n}), not {len(listed)}")
    return listed


def _game_fields(hand: Hand, fields: dict[str, object]) -> None:
    game, setup = hand.game, hand.setup
    fields["_game"] = game.name
    options = game_options(game)
    if options:
        fields["_game_options"] = options
    base_wild = find_game(game.name).wild_cards if game.name in GAMES else frozenset()
    if game.wild_cards or base_wild:
        fields["_wild_cards"] = encode(game.wild_cards)
        fields["_wild_face_up_only"] = game.wild_face_up_only
    if not (isinstance(hand, ImportedHand) and hand.from_record):
        # The exact deal; a deal rebuilt from a file's cards holds stand-ins, never written.
        seed = setup.seed
        fields["_seed"] = seed if seed in _INT64 else str(seed)
        if setup.deck is not None:
            fields["_deck"] = "".join(str(c) for c in setup.deck)
    if setup.dead_money:
        fields["_dead_money"] = setup.dead_money
    if not setup.antes:
        fields["_post_antes"] = False
    if setup.unopened != game.unopened:
        fields["_unopened"] = setup.unopened
    if setup.runs != 1:
        fields["_runs"] = setup.runs


def _extras(hand: Hand, label: dict[int, str], fields: dict[str, object], exact: bool) -> None:
    history = hand.history
    rolls = [f"{label[r.seat]} {r.card}" for r in history if type(r) is Roll]
    if rolls:
        fields["_rolls"] = rolls
    if hand.opener is not None and (hand.game.opening != "none" or hand.game.diablo):
        fields["_opener"] = label[hand.opener]
        if hand.opening_cards:
            fields["_opening_cards"] = "".join(str(c) for c in hand.opening_cards)
    split = [c for r in history if type(r) is SplitOpeners for c in r.cards]
    if split:
        fields["_split_openers"] = "".join(str(c) for c in split)
    if exact:
        burns = [r.card for r in history if type(r) is Burn]
        if burns:
            fields["_burns"] = "".join(str(c) for c in burns)
        reshuffles = ["".join(map(str, r.cards)) for r in history if type(r) is Reshuffle]
        if reshuffles:
            fields["_reshuffles"] = reshuffles
    if hand.passed_out:
        fields["_carried"] = hand.carried


def _actions(
    history: Iterable[Record], label: dict[int, str], hidden: frozenset[Card] = frozenset()
) -> list[str]:
    actions: list[str] = []
    pending: list[str] = []  # cards drawn, dealt once every player has discarded
    community: set[Card] = set()
    # A hand run twice shows (or mucks) on each board; PHH shows it once, or mucks it once
    # when it showed on no board.
    spoken: set[int] = set()
    records = list(history)
    showing = {record.seat for record in records if type(record) is Show}
    for record in records:
        if pending and not isinstance(record, Draw | Reshuffle | SplitOpeners):
            actions.extend(pending)
            pending.clear()
        match record:
            case Deal(seat, cards, _):
                if seat < 0:
                    community.update(cards)
                    actions.append(f"d db {_cards(cards, hidden)}")
                else:
                    actions.append(f"d dh {label[seat]} {_cards(cards, hidden)}")
            case BringIn(seat):
                actions.append(f"{label[seat]} pb")
            case Fold(seat):
                actions.append(f"{label[seat]} f")
            case Check(seat) | Call(seat):
                actions.append(f"{label[seat]} cc")
            case Bet(seat, to) | Raise(seat, to):
                actions.append(f"{label[seat]} cbr {to}")
            case Draw(seat, discarded, received):
                actions.append(f"{label[seat]} sd {_cards(discarded, hidden)}".rstrip())
                if received:
                    pending.append(f"d dh {label[seat]} {_cards(received, hidden)}")
            case Show(seat, cards) if seat not in spoken:
                spoken.add(seat)
                held = [c for c in cards if c not in community]
                actions.append(f"{label[seat]} sm {_cards(held, hidden)}")
            case Muck(seat) if seat not in spoken and seat not in showing:
                spoken.add(seat)
                actions.append(f"{label[seat]} sm")
            case Burn(card):
                actions.append(f"# burn {_cards((card,), hidden)}")
            case Reveal(cards):
                ordered = sorted(cards, key=lambda item: int(label[item[0]][1:]))
                shown = ", ".join(f"{label[s]} {c}" for s, c in ordered)
                actions.append(f"# rolled up: {shown}")
            case Reshuffle(cards):
                actions.append(f"# reshuffle of {len(cards)} cards")
            case SplitOpeners(seat, cards):
                actions.append(f"# {label[seat]} splits openers, keeping {_cards(cards, hidden)}")
            case ProveOpeners(seat, cards):
                actions.append(f"# {label[seat]} proves openers {_cards(cards, hidden)}")
            case PassOut(carried):
                actions.append(f"# nobody opens: {carried} carried to the next deal")
    actions.extend(pending)
    return actions


def to_phh(hand: Hand | LoggedDeal, names: Sequence[str] | None = None) -> str:
    """The hand as a PHH file (TOML text), finished or not.

    ``names`` are the players by pokerules seat, written to the ``players`` field. A
    :class:`~pokerules.session.sessions.DealLog` from a session adds its player names, its number
    (``hand``), its notes and any Diablo payment; an imported hand keeps its players, seats
    and metadata, and writes its unknown cards as ``??``.

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
    deal = hand if isinstance(hand, LoggedDeal) else None
    played = hand.hand if isinstance(hand, LoggedDeal) else hand
    if not isinstance(played, Hand):
        raise InvalidArgumentError(f"expected a Hand or a DealLog, not {type(hand).__name__}")
    if names is None and deal is not None:
        names = deal.players
    return render(hand_fields(played, names, deal))


def to_phh_all(hands: Iterable[Hand | LoggedDeal]) -> str:
    """Many hands in one file: each hand's fields under a table ``[1]``, ``[2]``, ...

    This is the layout of the PHH dataset's ``.phhs`` files and of pokerkit's
    ``HandHistory.dumps_all``; pass a session's log to keep its player names and notes.

    >>> from pokerules import Session
    >>> from pokerules.players.bots import RandomBot
    >>> from pokerules.phh import from_phh_all
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


def dump(
    hands: Hand | LoggedDeal | Iterable[Hand | LoggedDeal], path: str | os.PathLike[str]
) -> int:
    """Write hands to a PHH file; returns how many.

    A ``.phh`` file holds one hand, a ``.phhs`` file any number (tables ``[1]``, ``[2]``,
    ...). The whole text is made before the file is touched, and it replaces the file in one
    step, so a failure leaves any old file as it was.

    >>> import os, tempfile
    >>> from pokerules import Hand, find_game
    >>> from pokerules.phh import load
    >>> hands = [Hand(find_game("nl-draw"), [20, 20], seed=s) for s in (1, 2)]
    >>> path = os.path.join(tempfile.mkdtemp(), "two.phhs")
    >>> dump(hands, path), [h.setup.seed for h in load(path)]
    (2, [1, 2])
    """
    target = as_path(path)
    if isinstance(hands, Hand | LoggedDeal):
        items: list[Hand | LoggedDeal] = [hands]
    elif isinstance(hands, str | bytes | Mapping) or not isinstance(hands, Iterable):
        raise InvalidArgumentError(
            f"hands must be a hand or an iterable of hands, not {type(hands).__name__}"
        )
    else:
        items = []
        for item in hands:  # checked as it comes: an endless iterable of non-hands stops
            if not isinstance(item, Hand | LoggedDeal):
                raise InvalidArgumentError(
                    f"hands must be hands (Hand or DealLog), not {type(item).__name__}"
                )
            items.append(item)
    if target.suffix == ".phh":
        if len(items) != 1:
            raise HandHistoryError(
                f"a .phh file holds one hand, not {len(items)}: write several to a .phhs file",
                path=str(path),
            )
        text = to_phh(items[0])
    elif target.suffix == ".phhs":
        text = to_phh_all(items)
    else:
        raise HandHistoryError(
            "a PHH file ends in .phh (one hand) or .phhs (several)", path=str(path)
        )
    partial = target.with_name(target.name + ".partial")
    try:
        partial.write_text(text + "\n", encoding="utf-8")
        os.replace(partial, target)
    except OSError as error:
        with contextlib.suppress(OSError):
            partial.unlink(missing_ok=True)
        raise HandHistoryError(f"cannot write the file: {error.strerror}", path=str(path)) from None
    return len(items)
