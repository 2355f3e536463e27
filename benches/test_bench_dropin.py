"""The drop-in modules against the libraries they stand in for, in the same run.

Each group times the same call written against the peer's API: once through
``pokerules.compat.<peer>`` (the entry named "pokerules") and once through the peer itself.
Run with ``pytest benches --benchmark-enable``; answers are compared before anything is timed.
"""

from __future__ import annotations

from typing import Any

import eval7
import phevaluator
import treys
from pokerules.compat import eval7 as eval7_shim
from pokerules.compat import phevaluator as phevaluator_shim
from pokerules.compat import treys as treys_shim

SEVEN_IDS = [51, 47, 43, 39, 35, 0, 5]  # As Ks Qs Js Ts 2c 3d
SEVEN_TEXT = ["As", "Ks", "Qs", "Js", "Ts", "2c", "3d"]
OMAHA = ["Ts", "9s", "2s", "3d", "4h", "As", "Ks", "Qh", "Jh"]  # board, then hole


def test_dropins_agree_before_they_race() -> None:
    assert phevaluator_shim.evaluate_cards(*SEVEN_IDS) == phevaluator.evaluate_cards(*SEVEN_IDS)
    assert phevaluator_shim.evaluate_cards(*SEVEN_TEXT) == phevaluator.evaluate_cards(*SEVEN_TEXT)
    assert phevaluator_shim.evaluate_omaha_cards(*OMAHA) == phevaluator.evaluate_omaha_cards(*OMAHA)
    cards = [eval7.Card(t) for t in SEVEN_TEXT]
    assert eval7_shim.evaluate(cards) == eval7.evaluate(cards)
    ours = [treys_shim.Card.new(t) for t in SEVEN_TEXT]
    theirs = [treys.Card.new(t) for t in SEVEN_TEXT]
    assert treys_shim.Evaluator().evaluate(ours[:2], ours[2:]) == treys.Evaluator().evaluate(
        theirs[:2], theirs[2:]
    )


def test_phevaluator_ids(record: Any) -> None:
    record("phevaluator evaluate_cards, 7 ids", "pokerules",
           phevaluator_shim.evaluate_cards, *SEVEN_IDS)  # fmt: skip


def test_phevaluator_ids_peer(record: Any) -> None:
    record("phevaluator evaluate_cards, 7 ids", "phevaluator",
           phevaluator.evaluate_cards, *SEVEN_IDS)  # fmt: skip


def test_phevaluator_text(record: Any) -> None:
    record("phevaluator evaluate_cards, 7 texts", "pokerules",
           phevaluator_shim.evaluate_cards, *SEVEN_TEXT)  # fmt: skip


def test_phevaluator_text_peer(record: Any) -> None:
    record("phevaluator evaluate_cards, 7 texts", "phevaluator",
           phevaluator.evaluate_cards, *SEVEN_TEXT)  # fmt: skip


def test_phevaluator_omaha(record: Any) -> None:
    record("phevaluator evaluate_omaha_cards, 9 texts", "pokerules",
           phevaluator_shim.evaluate_omaha_cards, *OMAHA)  # fmt: skip


def test_phevaluator_omaha_peer(record: Any) -> None:
    record("phevaluator evaluate_omaha_cards, 9 texts", "phevaluator",
           phevaluator.evaluate_omaha_cards, *OMAHA)  # fmt: skip


def test_eval7(record: Any) -> None:
    record("eval7 evaluate, 7 Cards", "pokerules", eval7_shim.evaluate,
           [eval7.Card(t) for t in SEVEN_TEXT])  # fmt: skip


def test_eval7_peer(record: Any) -> None:
    record("eval7 evaluate, 7 Cards", "eval7", eval7.evaluate,
           [eval7.Card(t) for t in SEVEN_TEXT])  # fmt: skip


def test_treys(record: Any) -> None:
    cards = [treys_shim.Card.new(t) for t in SEVEN_TEXT]
    record("treys Evaluator.evaluate, 2 + 5 cards", "pokerules",
           treys_shim.Evaluator().evaluate, cards[:2], cards[2:])  # fmt: skip


def test_treys_peer(record: Any) -> None:
    cards = [treys.Card.new(t) for t in SEVEN_TEXT]
    record("treys Evaluator.evaluate, 2 + 5 cards", "treys",
           treys.Evaluator().evaluate, cards[:2], cards[2:])  # fmt: skip
