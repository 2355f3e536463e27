"""eval7's own test suite (tests/data/eval7_suite/, see SOURCE.md there) run on the drop-in.

Each vendored file is loaded while ``import eval7`` resolves to ``pokerules.compat.eval7``;
the real eval7 is put back at once, for the other tests that use it as their oracle. Its test
classes are then collected from this module, so pytest runs them as ``TestEquity`` and so on.
"""

from __future__ import annotations

import contextlib
import importlib.util
import sys
import unittest
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import eval7
from pokerules.compat import eval7 as drop_in

SUITE = Path(__file__).parents[1] / "data" / "eval7_suite"

NOT_RUN = {
    "eval7_test_xorshift_rand.py": "tests eval7's private xorshift random generator; the "
    "drop-in samples with the Rust core's seeded streams and has no such module",
}
"""The vendored files not run, each with the reason (docs/evaluation.md lists them too)."""


@contextlib.contextmanager
def _eval7_is_the_drop_in() -> Iterator[None]:
    names = ("eval7", "eval7.rangestring")
    saved = {name: sys.modules[name] for name in names if name in sys.modules}
    sys.modules["eval7"] = drop_in
    sys.modules["eval7.rangestring"] = drop_in.rangestring
    try:
        yield
    finally:
        for name in names:
            sys.modules.pop(name, None)
        sys.modules.update(saved)


def _load(path: Path) -> ModuleType:
    name = f"eval7_suite_{path.stem}"
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module  # so that tracebacks and pytest find the source
    with _eval7_is_the_drop_in():
        spec.loader.exec_module(module)
    return module


VENDORED = sorted(SUITE.glob("eval7_test_*.py"))
LOADED = [_load(path) for path in VENDORED if path.name not in NOT_RUN]


def _test_classes(module: ModuleType) -> dict[str, type[unittest.TestCase]]:
    return {
        name: value
        for name, value in vars(module).items()
        if isinstance(value, type) and issubclass(value, unittest.TestCase)
    }


# Collected by pytest from here: TestCards, TestEquity, TestEvaluate, RangeStringTestCase.
globals().update({name: cls for module in LOADED for name, cls in _test_classes(module).items()})


def test_every_vendored_file_runs_or_is_listed_with_a_reason() -> None:
    assert len(VENDORED) == 5
    run = {Path(m.__file__ or "").name for m in LOADED}
    assert run | set(NOT_RUN) == {path.name for path in VENDORED}
    assert not run & set(NOT_RUN)


def test_the_vendored_tests_saw_the_drop_in_and_the_real_eval7_is_back() -> None:
    for module in LOADED:
        seen = vars(module).get("eval7") or vars(module).get("rangestring")
        assert seen in (drop_in, drop_in.rangestring), module.__name__
    assert sys.modules["eval7"] is eval7 is not drop_in
    assert hasattr(eval7, "xorshift_rand")
