"""Collects each benchmark's best round and prints, per group, every entry's ratio to pokerules.

Rounds repeat a call many times, so the timer's own cost vanishes; the fastest round is the
one least disturbed by other work on the (shared) machine.
"""

from __future__ import annotations

from collections import defaultdict
from typing import Any

import pytest

RESULTS: dict[str, dict[str, float]] = defaultdict(dict)


@pytest.fixture
def record(benchmark: Any) -> Any:
    """Runs ``benchmark`` and files its fastest round under its group and name."""

    def run(
        group: str, name: str, func: Any, *args: Any, per_call: int = 1, repeat: int | None = None
    ) -> Any:
        benchmark.group = group
        benchmark.name = name
        # Single calls repeat 2,000 times a round; batches (per_call > 1) once; `repeat`
        # asks for that many rounds of one call each (for slow calls).
        iterations = 2000 if per_call == 1 and repeat is None else 1
        result = benchmark.pedantic(
            func, args=args, iterations=iterations, rounds=repeat or 30, warmup_rounds=2
        )
        if benchmark.stats is not None:
            RESULTS[group][name] = benchmark.stats.stats.min / per_call
        return result

    return run


def pytest_terminal_summary(terminalreporter: Any) -> None:
    if not RESULTS:
        return
    write = terminalreporter.write_line
    write("")
    write("| benchmark | implementation | time per hand | pokerules is faster by |")
    write("|---|---|---|---|")
    for group, entries in RESULTS.items():
        ours = entries.get("pokerules")
        for name, seconds in sorted(entries.items(), key=lambda kv: kv[1]):
            ratio = f"{seconds / ours:.1f}x" if ours and name != "pokerules" else ""
            write(f"| {group} | {name} | {seconds * 1e9:.1f} ns | {ratio} |")
