"""The observation tensor decodes back to the engine's seat view, and shows no hidden card."""

from __future__ import annotations

import numpy as np
import pytest
from envs_helpers import play_hands
from pokerules import Hand
from pokerules.cards import shuffled_deck
from pokerules.envs import PHASES, Table, decode
from pokerules.games import game_names
from pokerules.records import Draw, Roll
from pokerules.views import seat_view

GAMES = [*game_names(), "horse"]


def places(view_tuple: tuple, seat: int) -> list:  # type: ignore[type-arg]
    """A per-seat tuple seen from ``seat`` (place 0 is ``seat``)."""
    n = len(view_tuple)
    return [view_tuple[(seat + j) % n] for j in range(n)]


def check_against_view(table: Table, seat: int) -> None:
    hand = table.hand
    vector = table.observe(seat)
    assert vector.dtype == np.float32 and vector.shape == (table.layout.size,)
    seen = decode(table.layout, vector)
    view = seat_view(hand, seat)
    n = hand.n
    assert seen["own_cards"] == tuple(int(c) for c in view.cards)
    assert seen["own_up"] == view.face_up
    assert seen["seen_up"] == [{int(c) for c in up} for up in places(view.exposed, seat)[1:]]
    assert seen["board"] == {int(c) for c in view.board}
    mine = [r for r in view.history if isinstance(r, Draw) and r.seat == seat]
    assert seen["own_discards"] == {int(c) for r in mine for c in r.discarded}
    rolls = [r.card for r in view.history if isinstance(r, Roll) and r.seat == seat]
    held = rolls and rolls[0] in view.cards  # a folded seat holds no cards
    assert seen["own_roll"] == (view.cards.index(rolls[0]) if held else None)
    for name in ("stacks", "round_bets", "contributions"):
        assert seen[name].tolist() == places(getattr(view, name), seat)
    assert seen["folded"] == tuple(places(view.folded, seat))
    assert seen["pot"] == sum(pot.amount for pot in view.pots)
    assert seen["current_bet"] == view.current_bet
    assert seen["button"] == (view.button - seat) % n
    assert seen["actor"] == (None if view.actor is None else (view.actor - seat) % n)
    assert PHASES[seen["phase"]] == view.phase
    if view.legal is not None:
        assert seen["to_call"] == view.legal.call
    # Every card in the tensor is one this seat can see.
    visible = (
        set(seen["own_cards"]) | seen["board"] | seen["own_discards"]
        | {int(c) for up in view.exposed for c in up}
    )  # fmt: skip
    in_tensor = set(seen["own_cards"]) | seen["board"] | seen["own_discards"]
    in_tensor |= set().union(*seen["seen_up"]) if seen["seen_up"] else set()
    assert in_tensor <= visible


@pytest.mark.parametrize("game", GAMES)
def test_the_tensor_is_the_seat_view(game: str) -> None:
    table = Table.make(game, players=3, stacks=60, seed=9)
    for hand in play_hands(table, hands=4, seed=1):
        for seat in range(hand.n):
            check_against_view(table, seat)
    for seat in range(3):  # and once the hand is over
        check_against_view(table, seat)


@pytest.mark.parametrize("game", ["triple-draw", "stud", "omaha", "dead-deuce"])
def test_other_seats_hidden_cards_never_change_the_tensor(game: str) -> None:
    # Two deals that differ only in seat 1's face-down cards give seat 0 the same tensor:
    # the second deck swaps them with the deck's last cards, which nobody is dealt yet.
    deck = shuffled_deck(21)
    a = Hand(game, [100] * 3, button=0, deck=deck)
    hidden = [c for c, up in zip(a.cards(1), a.face_up(1), strict=True) if not up]
    swapped = list(deck)
    for k, card in enumerate(hidden):
        i, j = swapped.index(card), len(swapped) - 1 - k
        swapped[i], swapped[j] = swapped[j], swapped[i]
    b = Hand(game, [100] * 3, button=0, deck=swapped)
    assert a.cards(0) == b.cards(0) and a.cards(1) != b.cards(1)
    assert a.exposed(1) == b.exposed(1)
    first, second = Table.make(game, players=3), Table.make(game, players=3)
    first.hand, second.hand = a, b
    assert np.array_equal(first.observe(0), second.observe(0))
    assert not np.array_equal(first.observe(1), second.observe(1))


def test_the_size_is_the_same_in_every_state() -> None:
    table = Table.make("horse", players=4, seed=2)
    sizes = {table.observe(h.actor).shape for h in play_hands(table, hands=10, seed=3)}
    assert sizes == {(table.layout.size,)}


def test_the_core_encoder_refuses_what_does_not_fit() -> None:
    from pokerules._core import ObservationEncoder
    from pokerules.errors import InvalidArgumentError

    with pytest.raises(InvalidArgumentError, match="players is 2 to 10"):
        ObservationEncoder(11, 5, 4, 3, 9, 1, False)
    encoder = ObservationEncoder(3, 5, 4, 3, 9, 1, False)
    assert encoder.size == 881  # triple draw at three seats, as Layout says
    out = np.zeros(encoder.size, dtype=np.float32)
    with pytest.raises(InvalidArgumentError, match="set_public comes before encode"):
        encoder.encode(out, 0, [1, 2], [False, False], [], -1)
    with pytest.raises(InvalidArgumentError, match="round 4 is past the layout's 4 rounds"):
        encoder.add_action(4, 0, 1, 0)
    with pytest.raises(InvalidArgumentError, match="not seat 3 kind 1"):
        encoder.add_action(0, 3, 1, 0)
    with pytest.raises(InvalidArgumentError, match="not draw 3 by seat 0"):
        encoder.add_draw(3, 0, 1)
    public = ([[], [], []], [], [0, 1, 2], 0, 1, 0, 0, 0, [9, 9, 9], [0, 1, 2], [0, 1, 2], 2, 3)
    with pytest.raises(InvalidArgumentError, match="a seat in the hand is below 3, not 5"):
        encoder.set_public(*public[:2], [5], *public[3:])
    with pytest.raises(InvalidArgumentError, match="a card id is 0 to 51"):
        encoder.set_public(public[0], [52], *public[2:])
    for at, bad in ((0, "ab"), (1, "x"), (8, [1.5, 2, 3])):
        with pytest.raises(InvalidArgumentError, match="sequence"):
            encoder.set_public(*public[:at], bad, *public[at + 1 :])
    encoder.set_public(*public)
    with pytest.raises(InvalidArgumentError, match="face_up is a sequence of booleans"):
        encoder.encode(out, 0, [1, 2], "xy", [], -1)
    with pytest.raises(InvalidArgumentError, match="sequences of integers"):
        encoder.encode(out, 0, "As Kd", [False, False], [], -1)
    refusal = "writable C-contiguous float32 array of 881"
    for bad in (np.zeros(10, np.float32), np.zeros(881, np.float64), out[::-1], b"x" * 3524):
        with pytest.raises(InvalidArgumentError, match=refusal):
            encoder.encode(bad, 0, [1, 2], [False, False], [], -1)
    with pytest.raises(InvalidArgumentError, match="a card id is 0 to 51"):
        encoder.encode(out, 0, [1, 60], [False, False], [], -1)
    out[:] = 7
    encoder.encode(out, 1, [1, 2], [False, True], [3], -1)
    assert out.sum() > 0 and not (out == 7).any()  # every entry written
    assert out[52 + 2] == 1 and out[5 * 52 + 1] == 1  # card 2 second, face up
