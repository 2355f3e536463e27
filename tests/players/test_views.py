"""A seat's view never shows another player's secret cards."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest
from pokerules import Card, Hand, find_game
from pokerules.players.bots import RandomBot
from pokerules.players.views import Hidden, seat_view
from pokerules.records import Deal, Draw, ProveOpeners, Reveal, Show

GAMES = ["deuces-wild", "nl-draw", "triple-draw", "diablo", "dead-deuce"]


def _cards_in(value: object) -> Iterator[Card]:
    if isinstance(value, Card):
        yield value
    elif isinstance(value, tuple | list):
        for item in value:
            yield from _cards_in(item)
    elif isinstance(value, dict):
        for item in value.values():
            yield from _cards_in(item)
    elif hasattr(value, "__slots__") and not isinstance(value, int | str):
        for name in value.__slots__:  # type: ignore[attr-defined]
            yield from _cards_in(getattr(value, name))


def _public_or_own(hand: Hand, seat: int) -> set[Card]:
    """Cards ``seat`` may legitimately know: its own, face-up ones and those shown."""
    known: set[Card] = set(hand.cards(seat))
    for record in hand.history:
        if isinstance(record, Deal) and (record.face_up or record.seat == seat):
            known.update(record.cards)
        elif isinstance(record, Draw) and record.seat == seat:
            known.update(record.discarded + record.received)
        elif isinstance(record, Show | ProveOpeners):
            known.update(record.cards)
        elif isinstance(record, Reveal):
            known.update(card for _, card in record.cards)
    return known


@pytest.mark.parametrize("name", GAMES)
def test_views_hide_other_players_secrets(name: str) -> None:
    game = find_game(name)
    rng = random.Random(name)
    views = 0
    for number in range(120):
        players = rng.randint(2, game.max_players)
        hand = Hand(game, [rng.randint(5, 60) for _ in range(players)], seed=number,
                    button=rng.randrange(players))  # fmt: skip
        bots = [RandomBot(seed=number * 7 + p) for p in range(players)]
        while True:
            seat = rng.randrange(players)
            view = seat_view(hand, seat)
            views += 1
            leaked = set(_cards_in(view)) - _public_or_own(hand, seat)
            assert not leaked, f"seat {seat} sees {leaked}"
            assert view.to_act == (hand.actor == seat)
            assert (view.legal is not None) == (view.to_act and hand.phase == "betting")
            assert sum(view.others_cards.values()) + len(view.cards) == sum(
                len(hand.cards(s)) for s in range(players)
            )
            if hand.actor is None:
                break
            bots[hand.actor].play(hand)
    assert views > 1000


def test_hidden_records_count_what_was_not_seen() -> None:
    hand = Hand(find_game("triple-draw"), [50, 50, 50], seed=4)
    while hand.phase == "betting":
        hand.call() if hand.legal_actions().call else hand.check()
    hand.draw(hand.cards(hand.actor)[:2])
    view = seat_view(hand, (hand.actor + 1) % 3)
    hidden = [r for r in view.history if isinstance(r, Hidden)]
    assert [h.what for h in hidden].count("deal") == 2
    assert Hidden("burn", -1, 1) in hidden
    assert any(h.what == "draw" and h.count == 2 for h in hidden)
