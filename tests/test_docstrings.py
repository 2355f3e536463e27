"""Every public name has a docstring: each module, each name in a module's ``__all__``, and
each public method and property of a public class."""

from __future__ import annotations

import importlib
import inspect
import pkgutil

import pokerules

MODULES = sorted(
    info.name
    for info in pkgutil.walk_packages(pokerules.__path__, "pokerules.")
    if not info.name.endswith("__main__")
)


def undocumented() -> list[str]:
    """The public names without a docstring, as dotted paths."""
    missing = []
    for name in MODULES:
        module = importlib.import_module(name)
        if not module.__doc__ and name != "pokerules._core":
            missing.append(name)
        for public in getattr(module, "__all__", ()):
            obj = getattr(module, public)
            documented = inspect.isclass(obj) or inspect.isroutine(obj)
            if documented and not obj.__doc__:
                missing.append(f"{name}.{public}")
            if inspect.isclass(obj):
                for attribute, value in vars(obj).items():
                    routine = inspect.isfunction(value) or isinstance(value, property)
                    if not attribute.startswith("_") and routine and not value.__doc__:
                        missing.append(f"{name}.{public}.{attribute}")
    return missing


def test_every_public_name_has_a_docstring() -> None:
    assert undocumented() == []


def test_the_check_sees_a_missing_docstring() -> None:
    def bare() -> None:
        pass

    pokerules.cards.__all__.append("_bare_for_test")  # type: ignore[attr-defined]
    pokerules.cards._bare_for_test = bare  # type: ignore[attr-defined]
    try:
        assert undocumented() == ["pokerules.cards._bare_for_test"]
    finally:
        pokerules.cards.__all__.remove("_bare_for_test")  # type: ignore[attr-defined]
        del pokerules.cards._bare_for_test  # type: ignore[attr-defined]
