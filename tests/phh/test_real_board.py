"""Real hold'em and Omaha eight-or-better hands from the public PHH dataset (unmodified, see
tests/data/phh/README.md): they import, end on the recorded stacks, and write back to text
that pokerules and pokerkit both replay to the same stacks."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest
from pokerkit_oracle import pokerkit_stacks
from pokerules.phh import from_phh, load, to_phh
from pokerules.phh.export import phh_order
from pokerules.records import Show

DATA = Path(__file__).parents[1] / "data" / "phh"
DAY5 = DATA / "wsop" / "2023" / "43" / "5"
OMAHA8 = [DAY5 / f"{n}.phh" for n in range(12, 19)]
HOLDEM = [DAY5 / f"{n}.phh" for n in range(34, 41)]
# No-limit hold'em and pot-limit Omaha, with the big blind's ante for the table.
NO_LIMIT = [DAY5 / f"{n}.phh" for n in (1, 2, 3, 4)]
POT_LIMIT_OMAHA = [DAY5 / f"{n}.phh" for n in (27, 28, 29, 30)]
DWAN_IVEY = DATA / "dwan-ivey-2009.phh"


def read(path: Path) -> dict[str, object]:
    return tomllib.loads(path.read_text(encoding="utf-8"))


@pytest.mark.parametrize("path", OMAHA8 + HOLDEM + NO_LIMIT + POT_LIMIT_OMAHA, ids=lambda p: p.name)
def test_every_wsop_board_hand_ends_on_its_recorded_stacks(path: Path) -> None:
    data = read(path)
    (hand,) = list(load(path))
    assert hand.is_over and data["author"] == "Juho Kim"
    assert (
        hand.game.name
        == {"FO/8": "omaha8", "FT": "holdem", "NT": "holdem", "PO": "omaha"}[data["variant"]]
    )  # type: ignore[index]
    assert [hand.stacks[s] for s in phh_order(hand)] == data["finishing_stacks"]
    assert [hand.starting_stacks[s] for s in phh_order(hand)] == data["starting_stacks"]
    board = [c for action in data["actions"] if action.startswith("d db")  # type: ignore[attr-defined]
             for c in (action[5:][i : i + 2] for i in range(0, len(action) - 5, 2))]  # fmt: skip
    assert [str(c) for c in hand.board] == board
    text = to_phh(hand)
    again = from_phh(text)
    assert again.stacks == hand.stacks and again.board == hand.board
    assert pokerkit_stacks(text) == data["finishing_stacks"]
    if data["variant"] in ("NT", "PO"):
        antes: list[int] = data["antes"]  # type: ignore[assignment]
        assert hand.game.big_blind_ante == antes[1] > 0


def test_a_real_omaha8_pot_is_split_high_and_low() -> None:
    # Hand 18: Kristopher Tong's A-K-Q-9 wins high (aces and queens, no low) and Talal
    # Shakerchi's 6-5-4-2 the low (8-5-4-2-A): 2,500,000 (1,200,000 each and a folded small
    # blind of 100,000) split 1,250,000 and 1,250,000.
    (hand,) = list(load(DAY5 / "18.phh"))
    shows = {hand.players[r.seat]: r.description for r in hand.history if type(r) is Show}  # type: ignore[index]
    assert shows["Kristopher Tong"] == "Two pair, aces and queens; no low"
    assert shows["Talal Shakerchi"].endswith("low Eight-five low: 8-5-4-2-A")
    won = {hand.players[s]: hand.payoffs[s] for s in range(hand.n)}  # type: ignore[index]
    assert won["Kristopher Tong"] == won["Talal Shakerchi"] == 1_250_000 - 1_200_000


def test_the_dwan_ivey_pot_matches_pokerkit() -> None:
    (hand,) = list(load(DWAN_IVEY))
    expected = pokerkit_stacks(DWAN_IVEY.read_text(encoding="utf-8"))
    assert [hand.stacks[s] for s in phh_order(hand)] == expected
    # Dwan's 7-6 made a straight on the turn; the river Jh changed nothing: he wins 1,109,500.
    assert max(hand.stacks) == 1_997_500 and hand.stacks[phh_order(hand)[2]] == 1_109_500
    assert pokerkit_stacks(to_phh(hand)) == expected
