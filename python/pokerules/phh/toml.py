"""TOML for PHH files: reading a file's fields, splitting a ``.phhs`` file hand by hand, writing.

PHH files are TOML. Reading goes through :mod:`tomllib`, with every failure (a syntax error,
nesting too deep for the parser) turned into a :class:`~pokerules.errors.HandHistoryError`. A
``.phhs`` file holds one hand per table (``[1]``, ``[2]``, ...); :func:`tables` yields them as
the lines come, so a large file is never held whole.

>>> parse("variant = 'F2L3D'\\nantes = [0, 0]")
{'variant': 'F2L3D', 'antes': [0, 0]}
>>> [label for label, _ in tables(["[1]\\n", "a = 1\\n", "[2]\\n", "a = 2\\n"])]
['1', '2']
>>> print(render({"players": ["Ann", 'Bob "B"'], "time": parse("t = 00:00:26")["t"]}))
players = ["Ann", "Bob \\"B\\""]
time = 00:00:26
"""

from __future__ import annotations

import datetime
import math
import re
import tomllib
from collections.abc import Iterable, Iterator, Mapping
from typing import Any

from pokerules.errors import HandHistoryError

__all__ = ["parse", "render", "render_value", "tables"]

_HEADER = re.compile(r"[ \t]*\[(?!\[)(?P<name>[^\[\]]*)\][ \t]*(#.*)?\r?\n?\Z")
_BARE_KEY = re.compile(r"[A-Za-z0-9_-]+\Z")
_TRIPLE = re.compile(r"\"\"\"|'''")


def parse(text: object) -> dict[str, Any]:
    """The fields of one TOML document, or a :class:`HandHistoryError` saying why not."""
    if not isinstance(text, str):
        raise HandHistoryError(f"a PHH file is text, not {type(text).__name__}")
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        raise HandHistoryError(f"not a PHH file: {error}") from None
    except RecursionError:
        raise HandHistoryError("not a PHH file: its values nest too deeply to read") from None


def tables(lines: Iterable[str]) -> Iterator[tuple[str, dict[str, Any]]]:
    """Each table of a ``.phhs`` file as ``(name, fields)``, read as the lines come.

    Lines are gathered up to the next table header outside a multi-line string, and each
    gathered chunk is parsed on its own. Fields before the first table are an error: a
    ``.phhs`` file is all tables.
    """
    chunk: list[str] = []
    quote: str | None = None  # the delimiter of the multi-line string we are inside, if any
    for line in lines:
        if quote is None and chunk and _HEADER.match(line):
            yield from _chunk_tables(chunk)
            chunk = []
        chunk.append(line)
        for match in _TRIPLE.finditer(line):
            if quote is None:
                quote = match.group()
            elif quote == match.group():
                quote = None
    if chunk:
        yield from _chunk_tables(chunk)


def _chunk_tables(chunk: list[str]) -> Iterator[tuple[str, dict[str, Any]]]:
    data = parse("".join(chunk))
    for name, value in data.items():
        if not isinstance(value, dict):
            raise HandHistoryError(
                f"a .phhs file holds one hand per table ([1], [2], ...), but {name!r} is a "
                "field outside any table"
            )
        yield name, value


def render_value(value: object) -> str:
    """One value as TOML text: booleans, integers, floats, strings, dates and times, lists
    and tables (inline)."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, float):
        if math.isnan(value):
            return "nan"
        if math.isinf(value):
            return "inf" if value > 0 else "-inf"
        return repr(value)
    if isinstance(value, str):
        return _string(value)
    if isinstance(value, datetime.date | datetime.time):  # datetime is a date
        return value.isoformat()
    if isinstance(value, list | tuple):
        return "[" + ", ".join(render_value(item) for item in value) + "]"
    if isinstance(value, Mapping):
        items = (f"{_key(key)} = {render_value(item)}" for key, item in value.items())
        return "{" + ", ".join(items) + "}"
    raise HandHistoryError(f"cannot write {value!r} in a PHH file")


def render(fields: Mapping[str, object]) -> str:
    """A PHH document: one ``key = value`` line per field; ``actions`` one action a line."""
    lines = []
    for key, value in fields.items():
        if key == "actions" and isinstance(value, list) and value:
            lines.append("actions = [")
            lines.extend(f"  {render_value(action)}," for action in value)
            lines.append("]")
        else:
            lines.append(f"{_key(key)} = {render_value(value)}")
    return "\n".join(lines)


def _key(key: object) -> str:
    text = str(key)
    return text if _BARE_KEY.match(text) else _string(text)


def _string(text: str) -> str:
    out = ['"']
    for ch in text:
        if ch in '"\\':
            out.append("\\" + ch)
        elif ord(ch) < 0x20 or ord(ch) == 0x7F:
            out.append(f"\\u{ord(ch):04x}")
        elif 0xD800 <= ord(ch) <= 0xDFFF:
            raise HandHistoryError(f"cannot write the lone surrogate {ch!r} in a PHH file")
        else:
            out.append(ch)
    out.append('"')
    return "".join(out)
