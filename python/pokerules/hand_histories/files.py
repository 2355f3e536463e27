"""Site hand-history files, read lazily: which files, which encoding, and where each hand starts.

A file is opened only when its turn comes and read a line at a time; a hand is the lines from
one header (``PokerStars Hand #...``, ``Full Tilt Poker Game #...``) to the next. A line longer
than :data:`MAX_LINE` is cut there (no hand has one) and the hand it falls in is marked bad,
so a 50 MB line costs one hand, not the file.

The encoding is told from the first bytes: a UTF-16 LE byte-order mark (or a NUL in every
other byte), a UTF-8 one, text that decodes as UTF-8, else Windows-1252.

>>> detect_encoding(b"\\xff\\xfeP\\x00o\\x00"), detect_encoding(b"\\xef\\xbb\\xbfPoker")
('utf-16-le', 'utf-8-sig')
>>> detect_encoding("Stars €1".encode("cp1252")), detect_encoding(b"P\\x00o\\x00k\\x00")
('cp1252', 'utf-16-le')
>>> [(hand.first_line, hand.site) for hand in split_hands(
...     ["junk", "PokerStars Hand #1:  Hold'em", "x", "", "PokerStars Hand #2:  Razz"])]
[(2, 'pokerstars'), (5, 'pokerstars')]
"""

from __future__ import annotations

import codecs
import glob
import io
import os
import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

from pokerules.errors import HandHistoryError

__all__ = [
    "MAX_LINE",
    "SITES",
    "HandText",
    "detect_encoding",
    "detect_site",
    "file_lines",
    "paths",
    "split_hands",
]

MAX_LINE = 10_000
"""The longest line read whole; real lines are under 300 characters."""

SITES = {
    "pokerstars": re.compile(r"\ufeff?PokerStars (?:Zoom )?(?:Hand|Game) #"),
    "fulltilt": re.compile(r"\ufeff?Full ?Tilt ?Poker Game #"),
}
"""Each site's hand header, matched at the start of a line."""

_SNIFF = 4096


@dataclass(slots=True)
class HandText:
    """One hand's lines as the file has them, with where it starts and what was wrong reading.

    ``first_line`` is the header's line number in the file (from 1); ``problem`` says why the
    text cannot be trusted (a line cut short, bytes that are no text), else ``None``.
    """

    site: str
    first_line: int
    lines: list[str] = field(default_factory=list)
    path: str | None = None
    problem: str | None = None


def detect_encoding(head: bytes) -> str:
    """The encoding of a file from its first bytes (see the module's rules)."""
    if head.startswith(codecs.BOM_UTF16_LE):
        return "utf-16-le"
    if head.startswith(codecs.BOM_UTF8):
        return "utf-8-sig"
    sample = head[:200]
    if len(sample) >= 4 and sample[1::2].count(0) >= len(sample[1::2]) * 3 // 4:
        return "utf-16-le"
    try:
        head.decode("utf-8")
    except UnicodeDecodeError as error:
        if error.reason != "unexpected end of data":  # not a character cut by the sample's end
            return "cp1252"
    return "utf-8"


def _cp1252_fallback(error: UnicodeError) -> tuple[str, int]:
    """Bytes that are not UTF-8 in a file that began as UTF-8 (or ASCII) read as
    Windows-1252: a file of ASCII whose first euro sign comes late is no UTF-8 file."""
    assert isinstance(error, UnicodeDecodeError)
    bad = error.object[error.start : error.end]
    return bytes(bad).decode("cp1252", errors="replace"), error.end


codecs.register_error("pokerules-cp1252", _cp1252_fallback)


def _utf16_tail(error: UnicodeError) -> tuple[str, int]:
    """A UTF-16 file's odd last byte (Full Tilt's files have one) is no character."""
    assert isinstance(error, UnicodeDecodeError)
    return ("" if error.reason == "truncated data" else "\ufffd"), error.end


codecs.register_error("pokerules-utf16", _utf16_tail)


def detect_site(line: str) -> str | None:
    """The site whose hand header ``line`` is, else ``None``."""
    for site, header in SITES.items():
        if header.match(line):
            return site
    return None


def paths(target: str | os.PathLike[str]) -> Iterator[Path]:
    """The files of a path, a folder (every file under it, sorted) or a glob pattern."""
    text = os.fspath(target)
    path = Path(text)
    if path.is_dir():
        yield from sorted(p for p in path.rglob("*") if p.is_file())
    elif path.exists():
        yield path
    elif glob.has_magic(text):
        yield from sorted(Path(p) for p in glob.glob(text, recursive=True) if Path(p).is_file())
    else:
        raise HandHistoryError("no such file, folder or pattern", path=text)


def file_lines(path: Path) -> Iterator[str]:
    """The lines of a file, decoded in its own encoding, each cut at :data:`MAX_LINE`
    characters (a cut line ends with ``"\\x00"``, which no hand history holds)."""
    with path.open("rb") as raw:
        encoding = detect_encoding(raw.read(_SNIFF))
        raw.seek(0)
        errors = "pokerules-cp1252" if encoding.startswith("utf-8") else "replace"
        errors = "pokerules-utf16" if encoding == "utf-16-le" else errors
        text = io.TextIOWrapper(raw, encoding=encoding, errors=errors, newline=None)
        yield from _cut_lines(text)


def _cut_lines(text: io.TextIOBase) -> Iterator[str]:
    while True:
        line = text.readline(MAX_LINE)
        if not line:
            return
        if len(line) >= MAX_LINE and not line.endswith("\n"):
            while True:  # skip the rest of the long line without holding it
                rest = text.readline(MAX_LINE)
                if not rest or rest.endswith("\n"):
                    break
            yield line[:80] + "\x00"
        else:
            yield line.rstrip("\r\n")


def split_hands(lines: Iterable[str], site: str | None = None) -> Iterator[HandText]:
    """The hands of a file's lines, from each header to the next; text before the first header
    is skipped. ``site`` limits the headers looked for to one site."""
    headers = SITES if site is None else {site: SITES[site]}
    hand: HandText | None = None
    for number, line in enumerate(lines, 1):
        found = None
        if line[:1] in "\ufeffPF":
            found = next((name for name, h in headers.items() if h.match(line)), None)
        if found is not None:
            if hand is not None:
                yield hand
            hand = HandText(found, number, [line.lstrip("\ufeff")])
        elif hand is not None:
            if line.endswith("\x00"):
                hand.problem = (
                    f"line {number}: longer than {MAX_LINE} characters, which no hand holds"
                )
                line = line[:-1] + "..."
            elif "\ufffd" in line and hand.problem is None:
                hand.problem = f"line {number}: bytes that are not text"
            hand.lines.append(line)
    if hand is not None:
        yield hand
