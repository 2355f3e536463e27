"""HeuristicBot in the mixed games: badugi and 2-7 single draw plans, and the fallback for a
game it has no plan for (it must never fail, so simulate and play work on any game)."""

from __future__ import annotations

import itertools
import random

import pytest
from pokerules import Hand, best_discards, find_game
from pokerules.cards import CARDS, Card, parse_hand
from pokerules.evaluation.badugi import best_badugi, evaluate_badugi
from pokerules.games import Betting, DealCards, DrawRound
from pokerules.players.bots import RandomBot, play_hand
from pokerules.players.plans import (
    badugi_discards,
    badugi_strength,
    fallback_strength,
    unplanned_decision,
)
from pokerules.players.strategies import HeuristicBot
from pokerules.records import Award, Check, Draw, Show
from pokerules.session.simulate import simulate


def test_badugi_discards_keep_the_best_sets_low_cards() -> None:
    rng = random.Random(16)
    for _ in range(2000):
        hand = tuple(rng.sample(CARDS, 4))
        best = best_badugi(*hand)
        for left in (1, 2, 3):
            thrown = badugi_discards(hand, draws_left=left)
            kept = [c for c in hand if c not in thrown]
            # It keeps part of the best set (never a card that pairs it) and throws the rest.
            assert set(thrown) <= set(hand) and kept and set(kept) <= set(best)
            # A four-card badugi it keeps whole only when it is low enough to stand pat.
            if len(best) == 4 and not thrown:
                assert max((c.rank + 1) % 13 for c in best) <= {1: 10, 2: 10, 3: 8}[left]
    # A king-high badugi with three draws to come keeps only its ten.
    assert badugi_discards(parse_hand("Kc Qd Jh Ts"), draws_left=3) == list(parse_hand("Jh Qd Kc"))
    assert badugi_discards(parse_hand("9c 5d 3h As"), draws_left=3) == []  # a nine stands pat
    assert badugi_discards(parse_hand("Tc 5d 3h As"), draws_left=3) == list(parse_hand("Tc"))
    assert badugi_discards(parse_hand("Tc 5d 3h As"), draws_left=1) == []
    assert badugi_discards(parse_hand("Kc 5d 3h 2h"), draws_left=2, limit=1) == list(
        parse_hand("Kc")
    )


def test_badugi_strength_follows_the_ranking() -> None:
    hands = ["4c 3d 2h As", "9c 8d 7h 6s", "4c 3c 2h Ad", "Kc Kd 5h 5s", "Kc Kd Kh Ks"]
    ratings = [badugi_strength(parse_hand(h), 2) for h in hands]
    values = [evaluate_badugi(h) for h in hands]
    assert values == sorted(values) and ratings == sorted(ratings, reverse=True)
    assert badugi_strength(parse_hand("4c 3c 2h Ad"), 3) > badugi_strength(
        parse_hand("4c 3c 2h Ad"), 0
    )


def test_the_heuristic_bot_draws_sensibly_in_single_draw() -> None:
    game = find_game("nl-single-draw")
    deck = "7c Kh 5d Kd 4h 9s 3s 9c 2c 8h"  # seat 1 is dealt 7-5-4-3-2, seat 0 a pair
    hand = Hand(game, [100, 100], button=0, deck=deck, seed=1)
    bot = HeuristicBot(seed=1)
    while hand.phase == "betting":
        hand.check() if hand.legal_actions().check else hand.call()
    assert hand.actor == 1 and bot.discards(hand) == []  # 7-5-4-3-2 stands pat
    hand.draw("")
    assert hand.cards(0) == parse_hand("Kh Kd 9s 9c 8h")
    # The draw best_discards ranks first for a pair of kings and a pair of nines in 2-7.
    best = best_discards(hand.cards(0), game="nl-single-draw")[0]
    assert sorted(bot.discards(hand)) == sorted(best.discard)
    assert Card("Kh") in best.discard and Card("Kd") in best.discard


SEVEN_CARD_DRAW = find_game("nl-draw").with_options(
    name="seven-card-draw",
    streets=(DealCards(down=7), Betting(), DrawRound(3), Betting()),
)


def test_a_game_without_a_plan_is_still_played() -> None:
    phevaluator = pytest.importorskip("phevaluator")
    assert HeuristicBot(seed=1)._game_info(SEVEN_CARD_DRAW).kind == "other"
    showdowns = 0
    for seed in range(60):
        hand = Hand(SEVEN_CARD_DRAW, [60] * 4, seed=seed)
        play_hand(hand, [HeuristicBot(seed=seed + i) for i in range(4)])
        assert hand.is_over and sum(hand.stacks) == 240
        # It stands pat on draws it has no plan for.
        assert all(not r.discarded for r in hand.history if isinstance(r, Draw))
        # A showdown of seven cards goes to the best five of them, judged by phevaluator: the
        # winners are the best of the hands shown (a hand mucked cannot win).
        shown = {r.seat: r.cards for r in hand.history if isinstance(r, Show)}
        if shown:
            values = {s: phevaluator.evaluate_cards(*map(str, c)) for s, c in shown.items()}
            best = min(values.values())
            won = {r.seat for r in hand.history if isinstance(r, Award)}
            assert won == {s for s, v in values.items() if v == best}
            showdowns += 1
    assert showdowns >= 10
    assert simulate(SEVEN_CARD_DRAW, hands=20, players=3, strategies=["heuristic"]).hands >= 20


def test_an_unplanned_decision_falls_back_to_a_legal_random_one() -> None:
    hand = Hand(find_game("triple-draw"), [50, 50, 50], seed=2)
    record = unplanned_decision(hand, lambda h: h.check(), random.Random(1))  # check refused
    assert not isinstance(record, Check) and hand.history[-1] == record
    assert fallback_strength(lambda: hand.hand_value(0), "high") > 0


def test_every_seat_and_every_decision_of_a_rotation_session() -> None:
    # Heuristic bots through many hands of both games: every decision is legal.
    for name, seed in itertools.product(["nl-single-draw", "badugi"], range(30)):
        game = find_game(name, big_blind_ante=2)
        rng = random.Random(seed)
        n = rng.randint(2, game.max_players)
        stacks = [rng.randint(1, 80) for _ in range(n)]
        hand = Hand(game, stacks, seed=seed, button=rng.randrange(n))
        bots = [HeuristicBot(seed=i) if i % 2 else RandomBot(seed=i) for i in range(n)]
        play_hand(hand, bots)
        assert hand.is_over and sum(hand.stacks) == sum(stacks)
        # Every decision the bots made is one the rules accept again, in order, to the same
        # hand: replayed from its setup, record for record.
        again = Hand.replay(hand.setup, hand.decisions())
        assert again.history == hand.history and again.stacks == hand.stacks


# ---------------------------------------------------------------------------- razz and stud 8


def test_razz_bot_completes_a_good_low_and_folds_a_bad_one() -> None:
    from stud_helpers import stud_deck

    # Button 0: seat 2 shows the king of spades and brings in; seat 0 (jacks and a queen)
    # then faces it, and seat 1 (ace, deuce, trey) after seat 0.
    deck = stud_deck(0, [["Jc", "Jd", "Qh"], ["Ac", "2d", "3h"], ["Kc", "Qd", "Ks"]])
    hand = Hand(find_game("razz"), [100] * 3, button=0, deck=" ".join(deck))
    bot = HeuristicBot(seed=3, bluff=0.0)
    assert hand.actor == 2 and hand.legal_actions().bring_in
    assert type(bot.play(hand)).__name__ == "BringIn"  # king-queen-king: no completion
    assert hand.actor == 0 and type(bot.play(hand)).__name__ == "Fold"
    assert hand.actor == 1
    record = bot.play(hand)
    assert type(record).__name__ in ("Bet", "Raise") and record.to == 2  # type: ignore[union-attr]


def test_razz_ratings_order_lows_as_the_rule_does() -> None:
    from pokerules.players.plans import stud_low_strength

    # Against nothing shown: each hand a clear step better than the next.
    ladder = ["Ac 2d 3h", "8c 7d 6h", "Ac 2d Kh", "Ac Ad Kh", "Kc Qd Jh"]
    ratings = [stud_low_strength(parse_hand(text), [()], 0, [0]) for text in ladder]
    assert ratings == sorted(ratings, reverse=True) and len(set(ratings)) == len(ratings)
    # Made lows by their highest card, the five-low best; a pair of the same cards is worse.
    made = ["Ac 2d 3h 4s 5c Kd Ks", "Ac 2d 3h 4s 7c Kd Ks", "Ac 2d 3h 4s 8c Kd Ks"]
    values = [stud_low_strength(parse_hand(text), [()], 0, [0]) for text in made]
    assert values == sorted(values, reverse=True) and len(set(values)) == 3
    assert stud_low_strength(parse_hand("Ac 2d 3h 4s 4c 4d Ks"), [()], 0, [0]) < values[-1]
    # An opponent showing a better start costs the same hand some of its rating.
    # (two up cards of a deuce and a trey beat this seat's best two, an ace and a five).
    mine = parse_hand("Ac 5d 7h 8s")
    alone = stud_low_strength(mine, [(), ()], 0, [0, 1])
    assert stud_low_strength(mine, [(), parse_hand("2c 3d")], 0, [0, 1]) < alone
    assert stud_low_strength(mine, [(), parse_hand("2c 6d")], 0, [0, 1]) == alone
    assert stud_low_strength(mine, [(), parse_hand("2c 3d")], 0, [0]) == alone  # folded
