"""MkDocs hooks: show the docstrings' doctest examples as code.

The docstrings carry plain doctest examples (``>>>`` lines and their output, no code fences),
which Markdown would otherwise read as block quotes and bracketed output as links. This hook
adds a Markdown preprocessor that fences each such example as ``pycon`` code, leaving
examples already inside a fenced block (as on the documentation pages) alone.
"""

from __future__ import annotations

from typing import Any

from markdown import Extension, Markdown
from markdown.preprocessors import Preprocessor

FENCE = "```"


class _FenceDoctests(Preprocessor):
    def run(self, lines: list[str]) -> list[str]:
        out: list[str] = []
        in_fence = False
        in_example = False
        indent = 0  # the example's own indentation, removed so the fence starts the line
        for line in lines:
            stripped = line.strip()
            if in_example and not stripped:
                out.append(FENCE)
                in_example = False
            if not in_example and stripped.startswith(FENCE):
                in_fence = not in_fence
            elif not in_fence and not in_example and stripped.startswith(">>>"):
                out.append(FENCE + "pycon")
                in_example = True
                indent = len(line) - len(line.lstrip())
            out.append(line[indent:] if in_example else line)
        if in_example:
            out.append(FENCE)
        return out


class _FenceDoctestsExtension(Extension):
    def extendMarkdown(self, md: Markdown) -> None:  # the name Markdown calls
        # Above the fenced-code preprocessors (priority 25), so they see the new fences.
        md.preprocessors.register(_FenceDoctests(md), "fence_doctests", 30)


def on_config(config: Any) -> Any:
    config.markdown_extensions.append(_FenceDoctestsExtension())
    return config
