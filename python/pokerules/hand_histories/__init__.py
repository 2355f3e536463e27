"""Real hand histories from the sites: PokerStars and Full Tilt text in, PHH and Hands out.

:func:`read` takes a file, a folder, a glob pattern or the text itself and yields an
:class:`ImportedHand` for every hand header it meets, lazily, one hand at a time. It tells the
site and the encoding (ASCII, UTF-8 with or without a byte-order mark, UTF-16 LE,
Windows-1252) and never stops at a bad hand: a hand that cannot be read, of a game pokerules
does not play, keeps its :class:`~pokerules.errors.HandHistoryError` in ``error``, which
:meth:`ImportedHand.replay` raises; the other hands read on.

>>> text = '''PokerStars Hand #7: Hold'em No Limit ($0.05/$0.10 USD) - 2020/01/01 1:00:00 ET
... Table 'T' 6-max Seat #2 is the button
... Seat 1: Ann ($10 in chips)
... Seat 2: Bob ($5 in chips)
... Bob: posts small blind $0.05
... Ann: posts big blind $0.10
... *** HOLE CARDS ***
... Bob: raises $0.20 to $0.30
... Ann: folds
... Uncalled bet ($0.20) returned to Bob
... Bob collected $0.20 from pot
... *** SUMMARY ***
... Total pot $0.20 | Rake $0'''
>>> hand = next(read(text))
>>> hand.number, hand.game, hand.players, hand.stacks, hand.actions[-2:]
('7', 'holdem', ('Ann', 'Bob'), (1000, 500), ('p2 cbr 30', 'p1 f'))
>>> hand.replay().stacks  # Ann, the big blind, is p1 heads-up
(990, 510)
"""

from __future__ import annotations

import os
from collections.abc import Iterator

from pokerules.errors import HandHistoryError
from pokerules.hand_histories.files import HandText, file_lines, paths, split_hands
from pokerules.hand_histories.fulltilt import read_hand as read_fulltilt
from pokerules.hand_histories.imported import ImportedHand, from_record
from pokerules.hand_histories.pokerstars import read_hand

__all__ = ["READERS", "ImportedHand", "read", "read_text"]

READERS = {"pokerstars": read_hand, "fulltilt": read_fulltilt}
"""Each site's reader: one hand's lines and first line number to its record."""


def read(source: str | os.PathLike[str], site: str | None = None) -> Iterator[ImportedHand]:
    """Every hand of a file, folder or glob (or of the text itself, when ``source`` is text
    with a line break), lazily. ``site`` limits the hands to one site (``"pokerstars"``,
    ``"fulltilt"``)."""
    if site is not None and site not in READERS:
        raise HandHistoryError(f"unknown site {site!r}; pokerules reads {', '.join(READERS)}")
    if isinstance(source, str) and "\n" in source:
        yield from read_text(source, site)
        return
    for path in paths(source):
        yield from _hands(split_hands(file_lines(path), site), str(path))


def read_text(text: str, site: str | None = None) -> Iterator[ImportedHand]:
    """Every hand of a hand-history text."""
    yield from _hands(split_hands(text.lstrip("\ufeff").splitlines(), site), None)


def _hands(texts: Iterator[HandText], path: str | None) -> Iterator[ImportedHand]:
    for text in texts:
        yield _hand(text, path)


def _hand(text: HandText, path: str | None) -> ImportedHand:
    try:
        record = READERS[text.site](text.lines, text.first_line, path)
        if text.problem is not None:
            raise HandHistoryError(text.problem)
    except HandHistoryError as error:
        number = text.lines[0].split("#", 1)[-1].split(":", 1)[0].strip()
        reason, action = error.reason, error.action
        if reason.startswith("line ") and action is None:
            where, _, reason = reason.partition(": ")
            action = where
        return ImportedHand(
            number=number,
            site=text.site,
            path=path,
            line=text.first_line,
            game=None,
            game_text="",
            error=HandHistoryError(reason, path=path, hand=number, action=action),
        )
    return from_record(record)
