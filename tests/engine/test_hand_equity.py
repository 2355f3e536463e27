"""Hand.equity: on seeded hands of every game, at several points of the hand, the equity of the
live hand equals pokerules.equity called on the same cards, read here from the hand's public
views (cards, face_up, board, card_locations, draws_left, history), for the truth and for each
seat's point of view; and its refusals."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable
from typing import Any

import pokerules
import pytest
from pokerules import Card, Hand, IllegalActionError, InvalidArgumentError, find_game, game_names
from pokerules.records import Deal, Draw, Fold, Reshuffle, Reveal, Street

SAMPLED = {"samples": 300, "seed": 11, "threads": 1}


def drive(hand: Hand, rng: random.Random) -> Iterable[None]:
    """Play ``hand`` to the end with a few folds, calls and draws, yielding at every decision
    before it is made."""
    while hand.actor is not None:
        yield None
        phase = hand.phase
        if phase == "betting":
            legal = hand.legal_actions()
            if legal.bring_in:
                hand.bring_in()
            elif legal.fold and len(hand.in_hand()) > 2 and rng.random() < 0.15:
                hand.fold()
            elif legal.raise_kind == "bet" and rng.random() < 0.3:  # opens jacks-or-better
                hand.bet(legal.min_to)
            elif legal.check:
                hand.check()
            else:
                hand.call()
        elif phase == "draw":
            held = hand.cards(hand.actor)
            hand.draw(rng.sample(held, min(hand.draw_limit, rng.randint(0, 3))))
        elif phase == "roll":
            cards, ups = hand.cards(hand.actor), hand.face_up(hand.actor)
            down = [c for c, up in zip(cards, ups, strict=True) if not up]
            hand.roll(rng.choice(down))
        else:
            hand.time_out()


def family(game: pokerules.Game) -> str:
    if game.is_stud:
        return "stud"
    return "draw" if "draw" in " ".join(game.street_names) else "board"


def stud_order(cards: tuple[Card, ...], ups: tuple[bool, ...]) -> list[tuple[Card, bool]]:
    """Dealing order: the first three cards' down ones, their up one, then the rest."""
    first = list(zip(cards[:3], ups[:3], strict=True))
    rest = list(zip(cards[3:], ups[3:], strict=True))
    return [p for p in first if not p[1]] + [p for p in first if p[1]] + rest


def current_draw(hand: Hand) -> set[int]:
    """The seats that have drawn in the draw under way."""
    served: set[int] = set()
    if hand.phase != "draw":
        return served
    for record in reversed(hand.history):
        if isinstance(record, Street):
            break
        if isinstance(record, Draw):
            served.add(record.seat)
    return served


def seen_out(hand: Hand, seat: int) -> list[Card]:
    """What ``seat`` saw go out of play: its own discards, and the face-up cards of folded
    seats (not shuffled back in since)."""
    up: dict[int, list[Card]] = {}
    gone: list[Card] = []
    for record in hand.history:
        if isinstance(record, Deal) and record.face_up and record.seat >= 0:
            up.setdefault(record.seat, []).extend(record.cards)
        elif isinstance(record, Reveal):
            for owner, card in record.cards:
                up.setdefault(owner, []).append(card)
        elif isinstance(record, Draw):
            up.pop(record.seat, None)
            if record.seat == seat:
                gone += record.discarded
        elif isinstance(record, Fold):
            gone += up.get(record.seat, [])
        elif isinstance(record, Reshuffle):
            gone = [c for c in gone if c not in record.cards]
    return gone


def expected_call(hand: Hand, seat: int | None, keep: Callable[..., Any]) -> dict[str, Any]:
    """The arguments of pokerules.equity for the live ``hand`` seen by ``seat``."""
    game, live = hand.game, hand.in_hand()
    kind = family(game)
    draws = hand.draws_left if kind == "draw" else 0
    served = current_draw(hand)
    players = []
    thrown: list[Card] = []  # what the players throw at the draw under way: dead
    for player, s in enumerate(live):
        cards, ups = hand.cards(s), hand.face_up(s)
        pairs = stud_order(cards, ups) if kind == "stud" else list(zip(cards, ups, strict=True))
        shown = [c if seat in (None, s) or up else None for c, up in pairs]
        if kind == "draw" and draws and s not in served and None not in shown:
            kept = list(keep(player, tuple(shown), draws))
            thrown += [c for c in shown if c not in kept]
            shown = kept
        players.append(" ".join("??" if c is None else str(c) for c in shown))
    if seat is None:
        places = hand.card_locations()
        held = {c for s in live for c in hand.cards(s)}
        dead = set(pokerules.CARDS) - set(places["stub"]) - held - set(hand.board)
    else:
        dead = set(seen_out(hand, seat))
    call: dict[str, Any] = {
        "players": players,
        "board": list(hand.board),
        "dead": sorted(dead | set(thrown)),
        "game": game,
    }
    if draws > 1:
        call["draws"] = draws
    return call


def same(one: pokerules.Equity, other: pokerules.Equity) -> bool:
    return (one.equity, one.wins, one.ties, one.runouts, one.exact) == (
        other.equity,
        other.wins,
        other.ties,
        other.runouts,
        other.exact,
    )


def pat(player: int, cards: tuple[Card, ...], draws_left: int) -> tuple[Card, ...]:
    return cards


@pytest.mark.parametrize("name", game_names())
def test_hand_equity_equals_the_equity_of_the_cards(name: str) -> None:
    game = find_game(name)
    players = min(4, game.max_players)
    checked = 0
    for seed in (1, 2):
        rng = random.Random(seed)
        hand = Hand(game, [400] * players, button=seed % players, seed=seed)
        for step, _ in enumerate(drive(hand, rng)):
            if step % 3 or hand.phase == "roll":
                continue
            for seat in (None, *hand.in_hand()[:2]):
                call = expected_call(hand, seat, lambda p, cards, d: cards)
                plan = {"plan": "pat"} if family(game) == "draw" else {}
                if "draws" in call:
                    call["plan"] = "pat"
                got = hand.equity(seat, **plan, **SAMPLED)
                assert same(got, pokerules.equity(**call, **SAMPLED)), (name, step, seat, call)
                checked += 1
    assert checked >= 6


@pytest.mark.parametrize("name", ["nl-draw", "diablo", "triple-draw", "badugi"])
def test_the_draw_under_way_follows_the_plan(name: str) -> None:
    """Before a draw each player keeps what the plan keeps: best_discards' first choice (one
    the game allows), or a callable plan's."""
    game = find_game(name)
    for seed in range(5, 50):  # a deal where someone opens (Diablo needs jacks or better)
        hand = Hand(game, [400] * 3, button=0, seed=seed)
        while hand.phase == "betting":
            legal = hand.legal_actions()
            if legal.raise_kind == "bet":
                hand.bet(legal.min_to)
            else:
                hand.check() if legal.check else hand.call()
        if hand.phase == "draw":
            break
    limit = hand.draw_limit
    draws = hand.draws_left

    def best(player: int, cards: tuple[Card, ...], left: int) -> tuple[Card, ...]:
        later = {"draws_left": left} if left > 1 else {}
        choices = pokerules.best_discards(cards, game=game, **later)
        return next(c.keep for c in choices if len(c.discard) <= limit)

    call = expected_call(hand, None, best)
    if draws > 1:
        call["plan"] = "best"
    assert same(hand.equity(**SAMPLED), pokerules.equity(**call, **SAMPLED))

    def throw_first(player: int, cards: tuple[Card, ...], left: int) -> tuple[Card, ...]:
        return cards[:1]

    call = expected_call(hand, None, lambda p, cards, d: cards[1:])
    if draws > 1:
        call["plan"] = throw_first
    got = hand.equity(plan=throw_first, **SAMPLED)
    assert same(got, pokerules.equity(**call, **SAMPLED))


def test_a_dead_deuce_rolled_card_is_the_third() -> None:
    hand = Hand(find_game("dead-deuce"), [50, 50], button=1, deck="9s 8h 2d Kc Ks Qd")
    hand.roll("2d")
    with pytest.raises(IllegalActionError, match="roll is under way"):
        hand.equity()
    hand.roll("Kc")
    # Seat 0 turned up its deuce: in the third place it is wild; seat 1's king shows.
    expected = pokerules.equity(["9s Ks 2d", "8h Qd Kc"], game="dead-deuce", **SAMPLED)
    assert same(hand.equity(**SAMPLED), expected)
    seen = pokerules.equity(["9s Ks 2d", "?? ?? Kc"], game="dead-deuce", **SAMPLED)
    assert same(hand.equity(0, **SAMPLED), seen)


def test_the_refusals() -> None:
    hand = Hand(find_game("holdem"), [100, 100, 100], button=0, seed=3)
    with pytest.raises(InvalidArgumentError, match="seat"):
        hand.equity(3)
    with pytest.raises(InvalidArgumentError, match="gives board itself"):
        hand.equity(board="Ks 7h 2c")
    with pytest.raises(InvalidArgumentError, match="plan"):
        hand.equity(plan="pat")  # hold'em has no draw to plan
    drawing = Hand(find_game("nl-draw"), [100, 100], button=0, seed=3)
    with pytest.raises(InvalidArgumentError, match='plan must be "best", "pat" or a function'):
        drawing.equity(plan="greedy")
    hand.fold()
    with pytest.raises(IllegalActionError, match="seat 0 has folded"):
        hand.equity(0)
    hand.fold()
    assert hand.is_over
    with pytest.raises(IllegalActionError, match="the hand is over"):
        hand.equity()
    from pokerules.engine.equity_view import equity_view

    with pytest.raises(IllegalActionError, match="only seat 2 is still in"):
        equity_view(hand.game, hand.n, hand.history)


def test_a_deck_too_short_for_the_equity_call() -> None:
    """Eight stud hands need 56 cards: the engine deals the last one face up in the middle for
    every seat, which the equity call does not play."""
    hand = Hand(find_game("stud"), [1000] * 8, button=0, seed=1)
    with pytest.raises(IllegalActionError, match="32 cards to come from 28 unseen"):
        hand.equity()
    while not hand.board:
        legal = hand.legal_actions()
        hand.bring_in() if legal.bring_in else hand.check() if legal.check else hand.call()
    with pytest.raises(IllegalActionError, match="face up in the middle for every seat"):
        hand.equity()
