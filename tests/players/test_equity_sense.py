"""The heuristic bot's equity and draws against their oracles: the engine's seat view, a long
independent equity run, and best_discards."""

from __future__ import annotations

import random

import pytest
from pokerules import Hand, best_discards, equity, find_game
from pokerules.cards import CARDS, Card, parse_hand
from pokerules.engine.equity_view import equity_view
from pokerules.errors import InvalidArgumentError
from pokerules.evaluation.badugi import evaluate_badugi
from pokerules.evaluation.five_card import evaluate_low27
from pokerules.players.bots import RandomBot
from pokerules.players.draw_plans import high_discards
from pokerules.players.equity_sense import (
    SAMPLES,
    _draw_spot,
    _relabelled,
    _table_spot,
    model_discards,
    seat_equity,
)
from pokerules.players.strategies import HeuristicBot
from pokerules.session.simulate import simulate


def _checked_spots(name: str, hands: int, players: int = 5) -> int:
    """Checks the table spot at each betting decision of random play; returns how many."""
    spots = 0
    for seed in range(hands):
        hand = Hand(find_game(name), [100] * players, seed=seed)
        bots = [RandomBot(seed=seed * 10 + s) for s in range(players)]
        while hand.actor is not None:
            if hand.phase == "betting" and len(hand.in_hand()) > 1:
                spots += 1
                view = equity_view(hand.game, hand.n, hand.history, viewer=hand.actor)
                arguments = view.request().arguments
                want = (tuple(arguments["players"]), arguments["board"], arguments["dead"])
                got = _table_spot(hand, hand.actor)
                assert got[:3] == want and got[4] == view.seats.index(hand.actor)
            bots[hand.actor].play(hand)
    return spots


@pytest.mark.parametrize("name", ["stud", "razz", "stud8", "holdem", "omaha8", "omaha6"])
def test_the_table_spot_is_what_the_seat_view_reads(name: str) -> None:
    # The bot reads stud and board spots off the table; the oracle replays the history.
    assert _checked_spots(name, 25) > 100


def test_the_sampled_equity_agrees_with_a_long_run() -> None:
    # Stud, a seat's view: two down cards and an upcard against the others' upcards.
    hand = Hand(find_game("stud"), [100] * 3, button=0, deck="Ah Kd 7c 7s Qs Kh 9d 2c 3h")
    for seat in range(3):
        players, _, dead, _, me = _table_spot(hand, seat)
        oracle = equity(list(players), dead=dead, game="stud", samples=200_000, seed=9)
        # 300 samples: a standard error of at most 0.029; four of them is a safe bound.
        assert abs(seat_equity(hand, seat) - oracle.equity[me]) < 4 * (0.25 / SAMPLES) ** 0.5


@pytest.mark.parametrize(("game", "scale"), [("triple-draw", "low27"), ("badugi", "badugi")])
def test_the_draws_are_best_discards_first_choice(game: str, scale: str) -> None:
    rng = random.Random(game)
    size = 4 if scale == "badugi" else 5
    for _ in range(6):
        cards = rng.sample(CARDS, size)
        for left in (1, 3):
            first = best_discards(cards, game=game, draws_left=left)[0]
            assert sorted(model_discards(cards, scale, left)) == sorted(first.discard)


def test_the_draw_model_refuses_other_games() -> None:
    with pytest.raises(InvalidArgumentError, match="low27 and badugi"):
        model_discards(CARDS[:5], "high", 1)


def test_the_bot_draws_the_model_in_triple_draw() -> None:
    hand = Hand(find_game("triple-draw"), [50, 50], button=0, deck="2c 9h 3d Th 4h Jh 7s Qh Kc Ah")
    hand.call()
    hand.check()
    assert list(HeuristicBot(seed=1).discards(hand)) == list(
        best_discards(hand.cards(1), game="triple-draw", draws_left=3)[0].discard
    )


def test_a_simulation_with_the_bot_is_the_same_for_a_seed() -> None:
    # The equity's seed is the spot's own and the cache holds answers, not generators: a
    # second run (the cache now warm) plays the very same hands.
    def run() -> tuple[object, ...]:
        result = simulate("omaha8", hands=60, players=3, seed=4, strategies=["heuristic"])
        return tuple((s.net_chips, s.net_squares, s.hands_won) for s in result.seats)

    assert run() == run()


def test_relabelled_suits_name_one_hand_for_every_suit_permutation() -> None:
    rng = random.Random(3)
    for _ in range(300):
        cards = rng.sample(CARDS, rng.randint(1, 5))
        perm = rng.sample(range(4), 4)
        moved = [Card((c >> 2) << 2 | perm[c & 3]) for c in cards]
        assert _relabelled(moved) == _relabelled(cards)
        if len(cards) == 5:
            assert evaluate_low27(_relabelled(cards)) == evaluate_low27(cards)
        if len(cards) == 4:
            assert evaluate_badugi(_relabelled(cards)) == evaluate_badugi(cards)


@pytest.mark.parametrize("name", ["triple-draw", "badugi", "nl-draw", "deuces-wild"])
def test_the_draw_spot_is_what_the_seat_view_reads_up_to_suits(name: str) -> None:
    # The oracle: the engine's seat view given the same kept cards; the draw spot differs
    # only by the suits' names and the dead discards.
    game = find_game(name)
    limit = 3 if game.wild_cards else 5
    checked = 0
    for seed in range(10):
        hand = Hand(game, [100] * 4, seed=seed)
        bots = [RandomBot(seed=seed * 10 + s) for s in range(4)]
        while hand.actor is not None:
            seat = hand.actor
            if hand.phase == "betting" and len(hand.in_hand()) > 1:
                cards, left = hand.cards(seat), hand.draws_left
                keep = None
                if left:
                    if game.evaluation in ("low27", "badugi"):
                        thrown = model_discards(cards, game.evaluation, left)
                    else:
                        thrown = tuple(high_discards(cards, wild=game.wild_cards, limit=limit))
                    keep = [c for c in cards if c not in thrown]
                view = equity_view(game, hand.n, hand.history, viewer=seat)
                plan = "best" if view.draws_left > 1 else "pat"
                arguments = view.request(plan, None if keep is None else {seat: keep}).arguments
                players, board, dead, draws, me = _draw_spot(hand, seat, keep)
                assert dead == ""  # the discards stay in the unseen deck
                mine = parse_hand(arguments["players"][view.seats.index(seat)])
                assert players[me] == " ".join(map(str, _relabelled(mine)))
                assert len(players) == len(arguments["players"])
                assert draws == arguments.get("draws", 0) and board == arguments["board"] == ""
                checked += 1
            bots[seat].play(hand)
    assert checked > 40
