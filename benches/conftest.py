"""Collects each benchmark's median and prints, per group, every entry's ratio to pokerules."""

from __future__ import annotations

from collections import defaultdict
from typing import Any

import pytest

RESULTS: dict[str, dict[str, float]] = defaultdict(dict)


@pytest.fixture
def record(benchmark: Any) -> Any:
    """Runs ``benchmark`` and files its median under its group and name."""

    def run(group: str, name: str, func: Any, *args: Any, per_call: int = 1) -> Any:
        benchmark.group = group
        benchmark.name = name
        result = benchmark(func, *args)
        if benchmark.stats is not None:
            RESULTS[group][name] = benchmark.stats.stats.median / per_call
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
