"""The package's layers, as the import graph has them: no cycles, and nothing below the root
package reaches up into it. The direction between the layers is import-linter's contract in
pyproject.toml, which CI runs as ``lint-imports``; it is run here too."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import grimp
import pokerules

PACKAGE = Path(pokerules.__file__).parent


def import_graph() -> dict[str, set[str]]:
    """Each pokerules module and the modules it imports, type-checking imports included, less
    ``from pokerules import _core``, which names the compiled core through the root."""
    graph = grimp.build_graph("pokerules", exclude_type_checking_imports=False)
    return {
        module: {m for m in graph.find_modules_directly_imported_by(module) if m != "pokerules"}
        for module in graph.modules
    }


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[list[str]] = []

    def visit(module: str) -> None:
        index[module] = low[module] = len(index)
        stack.append(module)
        for other in graph[module]:
            if other not in index:
                visit(other)
                low[module] = min(low[module], low[other])
            elif other in stack:
                low[module] = min(low[module], index[other])
        if low[module] == index[module]:
            component = []
            while True:
                other = stack.pop()
                component.append(other)
                if other == module:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for module in sorted(graph):
        if module not in index:
            visit(module)
    return found


def test_the_import_graph_has_no_cycles() -> None:
    graph = import_graph()
    assert "pokerules.engine.hand" in graph and "pokerules.phh.variants" in graph
    assert cycles(graph) == []
    # The check itself finds a cycle when there is one.
    assert cycles({"a": {"b"}, "b": {"a"}, "c": {"a"}}) == [["a", "b"]]


def test_no_module_below_the_root_imports_from_it_but_the_core() -> None:
    offenders = []
    for path in PACKAGE.rglob("*.py"):
        if path.parent == PACKAGE and path.name == "__init__.py":
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.module == "pokerules" and node.level == 0:
                names = {alias.name for alias in node.names}
                if names - {"_core"}:
                    offenders.append(f"{path.relative_to(PACKAGE)}: {sorted(names)}")
    assert offenders == []


def test_the_layers_contract_holds() -> None:
    # The contracts are in pyproject.toml, found from the working directory: the tests' parent
    # folder, in the source tree and in the wheel check's copy of it alike.
    root = Path(__file__).resolve().parent.parent
    done = subprocess.run(
        [sys.executable, "-c", "import sys; from importlinter.cli import lint_imports_command; "
         "sys.exit(lint_imports_command())"],
        cwd=root, capture_output=True, text=True, check=False,
    )  # fmt: skip
    assert done.returncode == 0, done.stdout + done.stderr
    assert "Contracts: 2 kept, 0 broken." in done.stdout


# Small modules with one job each: a module that outgrows these is several modules, a class
# that does is several parts.
MODULE_LINES = 600
CLASS_LINES = 400


def test_modules_and_classes_stay_small() -> None:
    too_big = []
    for path in sorted(PACKAGE.rglob("*.py")):
        source = path.read_text(encoding="utf-8")
        name = path.relative_to(PACKAGE).as_posix()
        if len(source.splitlines()) > MODULE_LINES:
            too_big.append(f"{name}: {len(source.splitlines())} lines")
        for node in ast.walk(ast.parse(source)):
            if isinstance(node, ast.ClassDef) and node.end_lineno is not None:
                size = node.end_lineno - node.lineno + 1
                if size > CLASS_LINES:
                    too_big.append(f"{name}: class {node.name}, {size} lines")
    assert too_big == []
