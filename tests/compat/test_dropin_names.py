"""The drop-ins hold every public name of eval7 0.1.11 and treys 0.1.8, module by module and
class by class, less a short list of eval7 internals, each with the reason."""

from __future__ import annotations
import __future__

import importlib
import inspect
from types import ModuleType

import eval7
import pytest
import treys
from pokerules.compat import eval7 as eval7_shim
from pokerules.compat import treys as treys_shim

NOT_CARRIED = {
    "eval7.xorshift_rand": "eval7's private random generator: the drop-in samples in Rust",
    "eval7.rangestring.make_parser": "builds eval7's pyparsing grammar; the drop-in has its own",
    "eval7.rangestring.parser": "eval7's pyparsing grammar object",
}
"""eval7's public names the drop-in leaves out (docs/evaluation.md lists them too)."""


def _own(thing: object, value: object) -> bool:
    """Whether ``value`` is part of the API ``thing`` defines: not a module, a ``__future__``
    flag, or anything a module merely imports (``Random``, ``Sequence``, a pyparsing object);
    a package's own re-exports count at its top level, a submodule's own definitions in it."""
    if isinstance(value, ModuleType | __future__._Feature):
        return False
    home = getattr(value, "__module__", None)
    if not isinstance(thing, ModuleType) or home is None:
        return True  # a class's attributes; plain data such as eval7's `ranks`
    if "." not in thing.__name__:
        return bool(home.startswith(thing.__name__))
    return bool(home == thing.__name__)


def _public(thing: object) -> set[str]:
    return {
        name
        for name in dir(thing)
        if not name.startswith("_") and _own(thing, getattr(thing, name))
    }


def _modules(package: ModuleType, names: tuple[str, ...]) -> list[tuple[str, ModuleType]]:
    return [(name, importlib.import_module(f"{package.__name__}.{name}")) for name in names]


@pytest.mark.parametrize(
    ("theirs", "ours", "submodules"),
    [
        (eval7, eval7_shim, ("cards", "equity", "evaluate", "handrange", "rangestring")),
        (treys, treys_shim, ("card", "deck", "evaluator", "lookup")),
    ],
)
def test_every_public_name_is_there(
    theirs: ModuleType, ours: ModuleType, submodules: tuple[str, ...]
) -> None:
    places = [("", theirs, ours)] + [
        (f".{name}", module, importlib.import_module(f"{ours.__name__}.{name}"))
        for name, module in _modules(theirs, submodules)
    ]
    checked = 0
    for suffix, their_module, our_module in places:
        for name in sorted(_public(their_module) | {s for s in submodules if not suffix}):
            qualified = f"{theirs.__name__}{suffix}.{name}"
            if qualified in NOT_CARRIED:
                continue
            assert hasattr(our_module, name), qualified
            theirs_obj, ours_obj = getattr(their_module, name), getattr(our_module, name)
            checked += 1
            if inspect.isclass(theirs_obj):
                missing = _public(theirs_obj) - _public(ours_obj)
                assert not missing, f"{qualified} lacks {sorted(missing)}"
                checked += len(_public(theirs_obj))
    assert checked >= 30


def test_the_names_not_carried_are_eval7s() -> None:
    for qualified in NOT_CARRIED:
        module_name, _, name = qualified.rpartition(".")
        assert hasattr(importlib.import_module(module_name), name), qualified
