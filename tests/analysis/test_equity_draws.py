"""Equity over several draws: the plans, their seeds, and what they may throw."""

from __future__ import annotations

import pokerules
import pytest
from pokerules import Card

SPOT = ["7h 5d 3c 2s", "9s 8d 6c 4h 3s"]
SAMPLED = {"samples": 40_000, "seed": 11}


@pytest.mark.parametrize("game", ["triple-draw", "badugi"])
@pytest.mark.parametrize("draws", [2, 3])
def test_standing_pat_after_the_first_draw_is_the_one_draw_answer(game: str, draws: int) -> None:
    players = SPOT if game == "triple-draw" else ["5c 3d 2h", "7s 6d 4c"]
    once = pokerules.equity(players, game=game, exact=False, **SAMPLED)
    pat = pokerules.equity(players, game=game, draws=draws, plan="pat", **SAMPLED)
    assert (pat.splits, pat.runouts) == (once.splits, once.runouts)
    assert (pat.draws, pat.plan, once.draws, once.plan) == (draws, "pat", 1, None)


def test_a_callable_plan_is_asked_for_every_player_at_every_later_draw() -> None:
    asked: list[tuple[int, int, int]] = []

    def stand(seat: int, cards: tuple[Card, ...], draws_left: int) -> list[Card]:
        assert all(isinstance(card, Card) for card in cards) and len(set(cards)) == 5
        asked.append((seat, len(cards), draws_left))
        return []

    result = pokerules.equity(SPOT, game="triple-draw", draws=3, plan=stand, samples=100, seed=1)
    assert result.plan == "stand" and result.runouts == 100
    # Two later draws, two players, a hundred samples, in seat order, draws left counting down.
    assert len(asked) == 2 * 2 * 100
    assert asked[:4] == [(0, 5, 2), (1, 5, 2), (0, 5, 1), (1, 5, 1)]


def test_a_callable_plan_changes_the_hands_it_draws_for() -> None:
    nuts = ["7h 5d 4c 3s 2h", "Kc Qd"]

    def break_the_nuts(seat: int, cards: tuple[Card, ...], draws_left: int) -> tuple[Card, ...]:
        return cards if seat == 0 and draws_left == 1 else ()

    few = {"samples": 10_000, "seed": 11}
    kept = pokerules.equity(nuts, game="triple-draw", draws=2, plan="pat", **few)
    broken = pokerules.equity(nuts, game="triple-draw", draws=2, plan=break_the_nuts, **few)
    assert kept.equity[0] == 1.0  # seven-five-four-three-two cannot lose
    assert broken.equity[0] < 0.6  # five new cards against a three-card draw and a draw more
    assert broken.plan == "break_the_nuts"


def test_a_plan_is_seeded_and_the_same_on_any_thread_count() -> None:
    def first_card(seat: int, cards: tuple[Card, ...], draws_left: int) -> tuple[Card, ...]:
        return cards[:1]

    few = {"samples": 4_000, "seed": 11}  # a Python plan is called 16,000 times
    one = pokerules.equity(SPOT, game="triple-draw", draws=3, plan=first_card, threads=1, **few)
    two = pokerules.equity(SPOT, game="triple-draw", draws=3, plan=first_card, threads=2, **few)
    other = pokerules.equity(SPOT, game="triple-draw", draws=3, plan=first_card, samples=4_000)
    assert one.splits == two.splits
    assert other.splits != one.splits  # another seed (0), another sample


@pytest.mark.parametrize(
    ("plan", "words"),
    [
        (lambda seat, cards, left: ["As"], "some of the cards held"),
        (lambda seat, cards, left: [cards[0], cards[0]], "each once"),
        (lambda seat, cards, left: 3, "some of the cards held"),
        (lambda seat, cards, left: None, "some of the cards held"),
    ],
)
def test_an_illegal_discard_is_refused_with_the_hand(plan: object, words: str) -> None:
    with pytest.raises(pokerules.InvalidArgumentError, match=words):
        pokerules.equity(SPOT, game="triple-draw", draws=2, plan=plan, samples=10)  # type: ignore[arg-type]


def test_an_error_inside_a_plan_comes_out_as_raised() -> None:
    def broken(seat: int, cards: tuple[Card, ...], draws_left: int) -> list[Card]:
        raise KeyError("the plan's own bug")

    with pytest.raises(KeyError, match="own bug"):
        pokerules.equity(SPOT, game="triple-draw", draws=2, plan=broken, samples=10)


@pytest.mark.parametrize(
    ("options", "words"),
    [
        ({"draws": 3, "exact": True}, "more than one draw is sampled"),
        ({"draws": 4, "samples": 10}, "beyond triple-draw's 3 draws"),
        ({"draws": 0, "samples": 10}, "draws"),
        ({"draws": True, "samples": 10}, "draws"),
        ({"plan": "pat", "samples": 10}, "draws after the first"),
        ({"draws": 2, "plan": "wild", "samples": 10}, 'plan must be "best", "pat"'),
        ({"draws": 2, "plan": 7, "samples": 10}, 'plan must be "best", "pat"'),
    ],
)
def test_bad_draw_options_are_refused(options: dict[str, object], words: str) -> None:
    with pytest.raises(pokerules.PokerulesError, match=words):
        pokerules.equity(SPOT, game="triple-draw", **options)  # type: ignore[arg-type]


def test_a_one_draw_game_has_no_later_draws() -> None:
    with pytest.raises(pokerules.InvalidArgumentError, match="beyond nl-draw's 1 draw: give 1"):
        pokerules.equity(["Ah Kd", "Qs Qd"], game="nl-draw", draws=2)


@pytest.mark.parametrize(
    ("game", "players"),
    [("triple-draw", ["Kd 7h 5c 3s 2d", "8h 6d 4s 3c"]), ("badugi", ["5c 3d 2h Kh", "7s 4d"])],
)
def test_the_best_plan_throws_what_best_discards_ranks_first(game: str, players: list[str]) -> None:
    """The core's "best" plan against the public ranking it stands for, asked hand by hand
    (slow, so a few dozen samples): the same seed must give the same runouts."""

    def ranked_first(seat: int, cards: tuple[Card, ...], draws_left: int) -> tuple[Card, ...]:
        return pokerules.best_discards(cards, game=game, draws_left=draws_left)[0].discard

    few = {"samples": 40, "seed": 5}
    best = pokerules.equity(players, game=game, draws=2, **few)
    asked = pokerules.equity(players, game=game, draws=2, plan=ranked_first, **few)
    assert best.plan == "best" and best.draws == 2
    assert best.splits == asked.splits


def test_the_best_plan_plays_the_later_draws() -> None:
    """K-7-5-3-2 against a one-card draw to an eight: standing pat after the first draw leaves
    the eight draw one card, the best plan gives both players two more draws (and breaks the
    king), which moves the equity by far more than the sampling error."""
    spot = ["Kd 7h 5c 3s 2d", "8h 6d 4s 3c"]
    pat = pokerules.equity(spot, game="triple-draw", draws=3, plan="pat", samples=100_000)
    best = pokerules.equity(spot, game="triple-draw", draws=3, samples=100_000)
    assert pat.stderr is not None and best.stderr is not None
    assert abs(best.equity[0] - pat.equity[0]) > 8 * (best.stderr[0] + pat.stderr[0])
