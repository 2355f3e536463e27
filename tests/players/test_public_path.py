"""The random policy plays through the public API a user's bot has, so the engine benchmark
times what users pay (issue 22): no private attribute of the hand is read on the way."""

from __future__ import annotations

import ast
import inspect

import pokerules.players.bots as bots

# The functions that make a random decision or play a hand by the random policy.
DECIDING = ("play_random", "_random_bet", "_random_draw", "random_decision")


def _private_reads(tree: ast.AST) -> list[str]:
    """``hand._x`` attribute reads in ``tree``."""
    return [
        f"line {node.lineno}: hand.{node.attr}"
        for node in ast.walk(tree)
        if isinstance(node, ast.Attribute)
        and isinstance(node.value, ast.Name)
        and node.value.id == "hand"
        and node.attr.startswith("_")
    ]


def test_random_policy_reads_no_private_attribute_of_the_hand() -> None:
    module = ast.parse(inspect.getsource(bots))
    functions = {node.name: node for node in module.body if isinstance(node, ast.FunctionDef)}
    random_bot = next(
        node for node in module.body if isinstance(node, ast.ClassDef) and node.name == "RandomBot"
    )
    functions["RandomBot.play"] = next(
        node
        for node in random_bot.body
        if isinstance(node, ast.FunctionDef) and node.name == "play"
    )
    for name in (*DECIDING, "RandomBot.play"):
        assert _private_reads(functions[name]) == [], name


def test_the_check_finds_a_private_read() -> None:
    """The check above can fail: it sees ``hand._step``."""
    assert _private_reads(ast.parse("def f(hand):\n    return hand._step.legal\n")) == [
        "line 2: hand._step"
    ]
