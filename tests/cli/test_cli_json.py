"""``--json`` on ``eval``, ``equity``, ``odds`` and ``videopoker``: one JSON document each,
valid against the schema the command-line page documents, with the Python API's numbers."""

from __future__ import annotations

import json
import re
from fractions import Fraction
from itertools import combinations
from pathlib import Path
from typing import Any

import pokerules
import pytest
from jsonschema import Draft202012Validator
from pokerules import category_name
from pokerules.analysis.draws import best_discards, draw_odds
from pokerules.analysis.videopoker import video_poker
from pokerules.cli.commands import main

CLI_PAGE = Path(__file__).parents[2] / "docs" / "cli.md"


def _documented_schemas() -> dict[str, dict[str, Any]]:
    """The JSON schemas of docs/cli.md, by their title."""
    blocks = re.findall(r"```json\n(.*?)\n```", CLI_PAGE.read_text(encoding="utf-8"), re.S)
    schemas = [json.loads(block) for block in blocks]
    return {schema["title"]: schema for schema in schemas if "title" in schema}


SCHEMAS = _documented_schemas()


def run_json(capsys: pytest.CaptureFixture[str], *argv: str) -> dict[str, Any]:
    """Run a command with --json; its whole output is one document, valid by its schema."""
    assert main([*argv, "--json"]) == 0
    captured = capsys.readouterr()
    document: dict[str, Any] = json.loads(captured.out)  # nothing else on stdout
    Draft202012Validator(SCHEMAS[f"pokerules {argv[0]} --json"]).validate(document)
    return document


def test_the_page_documents_a_valid_schema_for_each_command() -> None:
    for command in ("eval", "equity", "odds", "videopoker"):
        Draft202012Validator.check_schema(SCHEMAS[f"pokerules {command} --json"])


def test_a_schema_refuses_what_it_should() -> None:
    validator = Draft202012Validator(SCHEMAS["pokerules eval --json"])
    good = {"command": "eval", "game": "high", "cards": ["As", "Ks", "Qs", "Js", "Ts"],
            "board": None, "scale": "high", "class": 1, "category": "Straight flush",
            "description": "Royal flush", "best": ["As", "Ks", "Qs", "Js", "Ts"]}  # fmt: skip
    validator.validate(good)
    assert not validator.is_valid({**good, "cards": ["A♠"]})
    assert not validator.is_valid({**good, "extra": 1})
    assert not validator.is_valid({key: value for key, value in good.items() if key != "best"})


@pytest.mark.parametrize(
    ("game", "cards", "scale", "evaluate", "best"),
    [
        ("high", "As Ks 7d 7h 7c 2d 3h", "high", pokerules.evaluate, pokerules.best_five),
        ("low27", "8d 6c 4h 3s 2c Kd", "low27", pokerules.evaluate_low27,
         pokerules.best_five_low27),
        ("razz", "Kc 7d 5h 4s 2c Ad 5s", "a5", pokerules.evaluate_low_a5,
         pokerules.best_five_low_a5),
        ("badugi", "Kc 7d 5h 2s", "badugi", pokerules.evaluate_badugi, pokerules.best_badugi),
    ],
)  # fmt: skip
def test_eval_json_holds_the_evaluators_numbers(
    capsys: pytest.CaptureFixture[str], game: str, cards: str, scale: str, evaluate: Any,
    best: Any,
) -> None:  # fmt: skip
    document = run_json(capsys, "eval", cards, "--game", game)
    value = evaluate(cards)
    assert document["class"] == value and document["scale"] == scale
    assert document["category"] == category_name(value, scale)  # type: ignore[arg-type]
    assert document["description"] == pokerules.describe(value, scale)  # type: ignore[arg-type]
    assert document["best"] == [str(card) for card in best(cards)]
    assert document["cards"] == [str(card) for card in pokerules.parse_hand(cards)]


def test_eval_json_of_the_split_and_wild_games(capsys: pytest.CaptureFixture[str]) -> None:
    stud8 = run_json(capsys, "eval", "9c 8d 7h 6s 5c 4d 3s", "--game", "stud8")
    low = pokerules.evaluate_low_a5("9c 8d 7h 6s 5c 4d 3s", qualify=8)
    assert stud8["low"]["class"] == low and stud8["low"]["category"] == "Seven-low"
    no_low = run_json(capsys, "eval", "Ac Ad Kh Ks", "--game", "omaha8", "--board",
                      "3c 4d 5h Qs 9c")  # fmt: skip
    assert no_low["low"] is None and no_low["board"] == ["3c", "4d", "5h", "Qs", "9c"]
    assert no_low["class"] == pokerules.evaluate_omaha("Ac Ad Kh Ks", "3c 4d 5h Qs 9c")
    assert "low" not in run_json(capsys, "eval", "As Ks Qs Js Ts")
    wild = run_json(capsys, "eval", "Ah 2s 9h 6h 4h", "--game", "deuces-wild")
    assert wild["wild"] == {"2s": "Kh"} and wild["class"] == pokerules.evaluate("Ah Kh 9h 6h 4h")
    # Dead Deuce: the face-down 2c stays a deuce, the face-up 2h is the fourth king.
    dead = run_json(capsys, "eval", "2c Kd Kh Ks 2h 8d 9s", "--game", "dead-deuce", "--up",
                    "2h Kh 8d 9s")  # fmt: skip
    assert dead["wild"] == {"2h": "Kc"} and dead["description"] == "Four of a kind, kings"


def test_equity_json_exact_counts_every_runout(capsys: pytest.CaptureFixture[str]) -> None:
    document = run_json(capsys, "equity", "AhAs", "KdKc", "--board", "Ks7h2c", "--exact")
    expected = pokerules.equity(["AhAs", "KdKc"], board="Ks7h2c", exact=True)
    assert document["runouts"] == 990 == len(list(combinations(range(45), 2)))
    assert document["seed"] is None and document["exact"] is True
    for player, wins, ties, share in zip(
        document["players"], expected.wins, expected.ties, expected.equity, strict=True
    ):
        assert (player["wins"], player["ties"], player["equity"]) == (wins, ties, share)
        assert player["stderr"] is None
    # Every turn and river, judged by the evaluator alone.
    board = pokerules.parse_hand("Ks7h2c")
    aces, kings = pokerules.parse_hand("AhAs"), pokerules.parse_hand("KdKc")
    deck = [card for card in pokerules.cards.CARDS if card not in {*board, *aces, *kings}]
    aces_win = sum(
        pokerules.evaluate([*aces, *board, *rest]) < pokerules.evaluate([*kings, *board, *rest])
        for rest in combinations(deck, 2)
    )
    assert document["players"][0]["wins"] == aces_win


def test_equity_json_sampled_is_the_seeded_python_result(
    capsys: pytest.CaptureFixture[str],
) -> None:
    argv = ("equity", "--game", "razz", "Ah 2c 3d", "?? ?? Kd", "--samples", "20000",
            "--seed", "11")  # fmt: skip
    document = run_json(capsys, *argv)
    expected = pokerules.equity(["Ah 2c 3d", "?? ?? Kd"], game="razz", samples=20000, seed=11)
    assert document["exact"] is False and document["seed"] == 11
    assert document["game"] == "razz" and document["split_pot"] is False
    assert [p["equity"] for p in document["players"]] == list(expected.equity)
    assert all(p["wins"] is None and p["stderr"] > 0 for p in document["players"])
    assert run_json(capsys, *argv) == document  # the seed decides everything


def _low27_names_by_enumeration(keep: str, dead: str) -> dict[str, int]:
    """Every card the draw can bring, evaluated: the final hands by name."""
    held = list(pokerules.parse_hand(keep))
    out = set(held) | set(pokerules.parse_hand(dead))
    counts: dict[str, int] = {}
    for card in pokerules.cards.CARDS:
        if card not in out:
            name = category_name(pokerules.evaluate_low27([*held, card]), "low27")
            counts[name] = counts.get(name, 0) + 1
    return counts


def test_odds_json_names_the_final_hands_and_chances(capsys: pytest.CaptureFixture[str]) -> None:
    document = run_json(capsys, "odds", "7h 5d 3c 2s Kd", "--discard", "Kd", "--game", "low27",
                        "--draws", "2", "--target", "seven-low")  # fmt: skip
    assert document["kind"] == "discard" and document["outcomes"] == 47
    counts = {row["category"]: row["count"] for row in document["final_hands"]}
    assert counts == _low27_names_by_enumeration("7h 5d 3c 2s", "Kd")
    assert counts["Seven-low"] == 8  # four sixes and four fours
    assert document["final_hands"][-1]["at_least"] == 1.0
    odds = draw_odds("7h 5d 3c 2s Kd", "Kd", game="low27", target="7-6-5-4-2", draws=2)
    target = document["target"]
    assert target["class"] == odds.target and target["exact"] is True
    assert target["chance_by_draw"] == [float(chance) for chance in odds.chance_by_draw]
    assert target["chance_by_draw"][0] == pytest.approx(8 / 47)


def test_odds_json_ladder_and_best(capsys: pytest.CaptureFixture[str]) -> None:
    ladder = run_json(capsys, "odds", "7h 5d 3c 2s Kd", "--discard", "Kd", "--game",
                      "triple-draw", "--draws", "3")  # fmt: skip
    names = [row["target"] for row in ladder["targets"]]
    assert names == [f"{top}-low" for top in ("Seven", "Eight", "Nine", "Ten", "Jack",
                                              "Queen", "King", "Ace")]  # fmt: skip
    exact = draw_odds("7h 5d 3c 2s Kd", "Kd", game="triple-draw", target="8-7-6-5-3", draws=3)
    assert ladder["targets"][1]["chance_by_draw"] == [float(c) for c in exact.chance_by_draw]
    best = run_json(capsys, "odds", "As Ah Kd 7c 2s", "--best", "--payout",
                    "two-pair=2,three-of-a-kind=3,full-house=9,four-of-a-kind=25")  # fmt: skip
    pays = {"two pair": 2, "three of a kind": 3, "full house": 9, "four of a kind": 25}
    ranked = best_discards("As Ah Kd 7c 2s", payout=pays)
    assert len(best["discards"]) == 32 and best["criterion"] == ranked[0].criterion
    assert [row["score"] for row in best["discards"]] == [float(c.score) for c in ranked]
    assert best["discards"][0]["keep"] == [str(card) for card in ranked[0].keep]


def test_videopoker_json_is_the_exact_analysis(capsys: pytest.CaptureFixture[str]) -> None:
    document = run_json(capsys, "videopoker", "jacks-or-better-9-6", "--hold",
                        "As Ah Kd 7c 2s")  # fmt: skip
    analysis = video_poker("jacks-or-better-9-6")
    assert Fraction(document["return_fraction"]) == analysis.return_rate
    assert document["return"] == pytest.approx(0.9954, abs=5e-5)  # the published 99.54%
    assert sum(row["frequency"] for row in document["final_hands"]) == pytest.approx(1.0)
    assert sum(row["return"] for row in document["final_hands"]) == pytest.approx(
        document["return"]
    )
    holds = analysis.holds("As Ah Kd 7c 2s")
    assert [row["expected"] for row in document["holds"]["holds"]] == [
        float(hold.expected) for hold in holds
    ]
    assert document["holds"]["holds"][0]["keep"] == ["As", "Ah"]
