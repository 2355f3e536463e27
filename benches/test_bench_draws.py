"""Draw analysis speed: pokerules against what users write today, a Python loop around an
evaluator, in the same run.

No peer library analyses draws, so the rival is the status quo the README describes: a Python
loop over the replacement sets calling phevaluator's C function (or pokerules' own
``evaluate_low27`` for lowball, which phevaluator lacks). Times are per final hand evaluated
(``best_discards`` evaluates all 2,598,960 final hands of the 32 discards) or per sampled
trial. Each rival's answer is checked against pokerules before it is timed.

Run with ``pytest benches/test_bench_draws.py --benchmark-enable``. Video poker is timed warm
(the per-machine counts already built; ``cargo bench --bench draws`` times cold runs).
"""

from __future__ import annotations

import random
from collections import Counter
from itertools import combinations
from typing import Any

import pokerules
import pytest
from phevaluator import _pheval

HAND = [int(c) for c in pokerules.parse_hand("7h 5d 3c 2s Kd")]
DEUCES_HAND = [int(c) for c in pokerules.parse_hand("2h 9s Th Jh 5c")]
FINAL_HANDS = 2_598_960


@pytest.mark.parametrize(
    ("name", "game", "hand"),
    [("high", "high", HAND), ("low27", "low27", HAND), ("deuces wild", "deuces-wild", DEUCES_HAND)],
)
@pytest.mark.parametrize("threads", [1, None])
def test_best_discards(record: Any, name: str, game: str, hand: list[int], threads: Any) -> None:
    label = f"pokerules {name}, {'1 thread' if threads == 1 else 'all cores'}"
    if name == "high" and threads is None:
        label = "pokerules"
    choices = record("best_discards, per final hand", label, lambda: pokerules.best_discards(
        hand, game=game, payout={"flush": 6, "full house": 9}, threads=threads),
        per_call=FINAL_HANDS)  # fmt: skip
    assert len(choices) == 32


def test_best_discards_phevaluator_loop(record: Any) -> None:
    # One discard of three cards (16,215 final hands) in a Python loop; the rate per hand
    # is what all 32 discards would cost.
    kept = HAND[:2]
    unseen = [c for c in range(52) if c not in HAND]
    evaluate = _pheval.evaluate_5cards

    def loop() -> Counter[int]:
        return Counter(evaluate(*kept, *extra) for extra in combinations(unseen, 3))

    ours = pokerules.draw_odds(HAND, HAND[2:])
    assert loop() == Counter(dict(ours.classes))
    record("best_discards, per final hand", "phevaluator C, Python loop", loop, per_call=16_215)


def test_triple_draw_sampling(record: Any) -> None:
    odds = record("triple draw sampling, per trial", "pokerules", lambda: pokerules.draw_odds(
        HAND, "Kd 3c 2s", game="low27", target="8-6-5-4-2", draws=3,
        samples=1_000_000), per_call=1_000_000)  # fmt: skip
    assert not odds.exact


def test_triple_draw_python_loop(record: Any) -> None:
    kept = [int(c) for c in pokerules.parse_hand("7h 5d")]
    unseen = [c for c in range(52) if c not in HAND]
    target = pokerules.evaluate_low27("8h 6d 5c 4s 2h")
    evaluate = pokerules.evaluate_low27
    rng = random.Random(1)

    def loop() -> int:
        made = 0
        for _ in range(20_000):
            drawn = rng.sample(unseen, 9)
            for d in range(3):
                if evaluate(kept + drawn[3 * d : 3 * d + 3]) <= target:
                    made += 1
                    break
        return made

    record("triple draw sampling, per trial", "evaluate_low27, Python loop", loop,
           per_call=20_000)  # fmt: skip


@pytest.mark.parametrize("paytable", ["jacks-or-better-9-6", "deuces-wild-full-pay"])
@pytest.mark.parametrize("threads", [1, None])
def test_video_poker_warm(benchmark: Any, paytable: str, threads: Any) -> None:
    pokerules.video_poker(paytable)  # build the counts first
    benchmark.group = "video poker, whole pay table (warm)"
    benchmark.name = f"{paytable}, {'1 thread' if threads == 1 else 'all cores'}"
    analysis = benchmark.pedantic(
        pokerules.video_poker, args=(paytable,), kwargs={"threads": threads}, rounds=3
    )
    assert analysis.deals == 2_598_960
