"""The recorded replay tries first the deck layout a hand of the same shape settled into: it
must give the same hand as the passes from nothing, whatever order the hands come in."""

from __future__ import annotations

from pathlib import Path

import pytest
from pokerules.errors import HandHistoryError
from pokerules.hand_histories import ImportedHand, read
from pokerules.phh import replay as replay_module
from pokerules.phh.importer import import_hand

DATA = Path(__file__).parents[1] / "data" / "hand_histories"
FILES = [
    "cash/Stars/Flop/NLHE-6max-USD-0.05-0.10-200911.txt",  # hold'em, many shapes
    "cash/Stars/Stud/7-Stud-USD-0.04-0.08-200911.txt",  # upcards, folds change the deals
    "tour/Stars/Draw/LBad-USD-MTT8-201011.txt",  # draws
]


@pytest.mark.parametrize("name", FILES)
def test_a_layout_from_another_hand_deals_the_same_hand(name: str) -> None:
    fields = [hand.fields for hand in read(DATA / name) if _replays(hand)]
    replay_module._LAYOUTS.clear()
    fresh = []
    for data in fields:  # each hand from nothing: the cache is emptied before every one
        replay_module._LAYOUTS.clear()
        fresh.append(import_hand(data).history)
    replay_module._LAYOUTS.clear()
    guided = [import_hand(data).history for data in reversed(fields)]
    assert len(fields) > 5 and replay_module._LAYOUTS
    assert guided[::-1] == fresh


def _replays(hand: ImportedHand) -> bool:
    try:
        hand.replay()
    except HandHistoryError:
        return False
    return True
