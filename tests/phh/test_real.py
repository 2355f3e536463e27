"""Real hands from the public PHH dataset (tests/data/phh, unmodified): they import and end on
the recorded stacks, write back to files pokerkit replays, and replay from the command line.
"""

from __future__ import annotations

import tomllib
import warnings
from pathlib import Path

import pytest
from pokerkit_oracle import RESHUFFLE_WARNINGS, pokerkit_stacks
from pokerules import Card, HandHistoryError
from pokerules.cards import UNSEEN
from pokerules.cli.commands import main
from pokerules.phh import ImportedHand, dump, from_phh, load, to_phh, variant_code
from pokerules.phh.export import phh_order
from pokerules.records import BringIn, Burn, Deal, Draw, Muck, Post, Raise, Show, Street

DATA = Path(__file__).parents[1] / "data" / "phh"
DAY5 = DATA / "wsop" / "2023" / "43" / "5"
TRIPLE_DRAW = [*(DAY5 / f"{n}.phh" for n in range(55, 62)), DATA / "arieh-yockey-2019.phh"]
SINGLE_DRAW = [DAY5 / f"{n}.phh" for n in range(41, 48)]  # N2L1D, with a big-blind ante
STUD = [DAY5 / f"{n}.phh" for n in (5, 6, 7, 8, 9, 10, 11, 69, 71, 72, 73, 74, 75)]
RAZZ = [DAY5 / f"{n}.phh" for n in (20, 21, 22)]
STUD8 = [DAY5 / f"{n}.phh" for n in (48, 49, 50)]
STUD_GAMES = {"F7S": "stud", "FR": "razz", "F7S/8": "stud8"}


def read(path: Path) -> dict[str, object]:
    return tomllib.loads(path.read_text(encoding="utf-8"))


@pytest.mark.parametrize(
    "path", [*TRIPLE_DRAW, *SINGLE_DRAW, *STUD, *RAZZ, *STUD8], ids=lambda p: p.name
)
def test_every_file_reads_as_its_variant_with_its_metadata(path: Path) -> None:
    data = read(path)
    (hand,) = list(load(path))
    # The game written back is the file's variant; the fields about the hand, not the game,
    # are kept as they were.
    assert variant_code(hand.game) == data["variant"]
    about = ("author", "event", "city", "region", "country", "day", "month", "year", "hand")
    kept = {key: data[key] for key in about if key in data}
    assert "author" in kept and {k: hand.metadata.get(k) for k in kept} == kept


@pytest.mark.parametrize("path", TRIPLE_DRAW, ids=lambda p: p.name)
def test_every_triple_draw_file_ends_on_its_recorded_stacks(path: Path) -> None:
    (hand,) = list(load(path))
    data = read(path)
    assert hand.is_over
    stacks = [hand.stacks[s] for s in phh_order(hand)]
    # The dataset's own record where it has one, else pokerkit's replay of the same file.
    expected = data.get("finishing_stacks") or pokerkit_stacks(path.read_text(encoding="utf-8"))
    assert stacks == expected
    assert hand.finishing_stacks == (tuple(expected) if "finishing_stacks" in data else None)
    assert [hand.starting_stacks[s] for s in phh_order(hand)] == data["starting_stacks"]
    players: list[str] = data["players"]  # type: ignore[assignment]
    assert list(hand.players or ()) == [players[phh_order(hand).index(s)] for s in range(hand.n)]
    assert hand.game.blinds == tuple(data["blinds_or_straddles"][:2])  # type: ignore[index]


@pytest.mark.parametrize("path", SINGLE_DRAW, ids=lambda p: p.name)
def test_every_single_draw_file_ends_on_its_recorded_stacks(path: Path) -> None:
    (hand,) = list(load(path))
    data = read(path)
    assert hand.is_over and hand.game.name == "nl-single-draw"
    assert [hand.stacks[s] for s in phh_order(hand)] == data["finishing_stacks"]
    assert [hand.starting_stacks[s] for s in phh_order(hand)] == data["starting_stacks"]
    antes: list[int] = data["antes"]  # type: ignore[assignment]
    assert hand.game.big_blind_ante == antes[1] > 0 and hand.game.ante == 0
    assert hand.game.blinds == tuple(data["blinds_or_straddles"][:2])  # type: ignore[index]
    big_blind = phh_order(hand)[1]  # p2 posts the big blind and antes for the table
    posts = [(r.seat, r.kind, r.amount) for r in hand.history if isinstance(r, Post)]
    assert (big_blind, "big blind ante", antes[1]) in posts
    # The independent replay agrees, and so does the file written back.
    text = path.read_text(encoding="utf-8")
    assert pokerkit_stacks(text) == data["finishing_stacks"]
    written = to_phh(hand)
    again = tomllib.loads(written)
    for key in ("variant", "antes", "blinds_or_straddles", "min_bet", "ante_trimming_status"):
        assert again.get(key) == data.get(key), key
    assert pokerkit_stacks(written) == data["finishing_stacks"]
    assert from_phh(written).stacks == hand.stacks


@pytest.mark.parametrize("path", TRIPLE_DRAW, ids=lambda p: p.name)
def test_written_back_the_hand_replays_in_pokerkit_and_here(path: Path) -> None:
    hand = from_phh(path.read_text(encoding="utf-8"))
    text = to_phh(hand)
    data = tomllib.loads(text)
    original = read(path)
    for key in ("variant", "antes", "blinds_or_straddles", "small_bet", "big_bet", "players"):
        assert data[key] == original[key]
    for key in ("event", "author", "day", "month", "year", "city"):
        assert data[key] == original[key]
    assert "_seed" not in data and "_deck" not in data  # stand-ins are never written
    assert pokerkit_stacks(text) == [hand.stacks[s] for s in phh_order(hand)]
    again = from_phh(text)
    assert again.decisions() == hand.decisions() and again.stacks == hand.stacks
    assert again.metadata == hand.metadata and again.players == hand.players


def test_unknown_cards_stand_in_but_never_show() -> None:
    path = DAY5 / "60.phh"  # p1's hand is ??????????; p2 holds one ?? and discards it
    hand = next(load(path))
    named = {c for text in read(path)["actions"] for c in _cards(text)}  # type: ignore[attr-defined]
    p1, p2 = phh_order(hand)[:2]
    dealt = {r.seat: r.cards for r in hand.history if isinstance(r, Deal)}
    assert dealt[p1] == (UNSEEN,) * 5
    assert dealt[p2].count(UNSEEN) == 1
    assert {str(c) for cards in dealt.values() for c in cards} <= named | {"??"}
    draws = [r for r in hand.history if isinstance(r, Draw) and r.seat == p2 and r.discarded]
    assert draws[0].discarded[0].symbol == "K♥" and draws[0].discarded[1] is UNSEEN
    shown = {c for r in hand.history if isinstance(r, Show) for c in r.cards}
    burned = {r.card for r in hand.history if isinstance(r, Burn)}
    assert UNSEEN not in shown and burned == {UNSEEN}
    assert any(isinstance(r, Muck) and r.seat == p2 for r in hand.history)  # 'p2 sm'
    actions = tomllib.loads(to_phh(hand))["actions"]
    assert "d dh p1 ??????????" in actions and "p2 sd Kh??" in actions


def _cards(action: str) -> set[str]:
    words = action.split("#")[0].split()
    text = words[-1] if words and words[-2:-1] != ["cbr"] else ""
    return {text[i : i + 2] for i in range(0, len(text), 2)} - {"??"}


def test_a_show_matches_in_any_order() -> None:
    hand = next(load(DATA / "arieh-yockey-2019.phh"))  # 'p4 sm 2h4d7c5c3c'
    p4 = phh_order(hand)[3]
    show = next(r for r in hand.history if isinstance(r, Show) and r.seat == p4)
    assert "".join(map(str, show.cards)) != "2h4d7c5c3c"
    assert sorted(map(str, show.cards)) == sorted(["2h", "4d", "7c", "5c", "3c"])


def test_a_day_of_hands_in_one_phhs_file(tmp_path: Path) -> None:
    hands = [next(load(path)) for path in TRIPLE_DRAW]
    target = tmp_path / "day5.phhs"
    assert dump(hands, target) == 8
    again = load(target)
    first = next(again)  # lazily: one hand at a time
    assert isinstance(first, ImportedHand) and first.label == "1"
    rest = list(again)
    assert [h.stacks for h in [first, *rest]] == [h.stacks for h in hands]
    assert [h.metadata.get("hand") for h in rest] == [56, 57, 58, 59, 60, 61, None]
    # pokerkit reads the file we wrote, every hand to our final stacks.
    pokerkit = pytest.importorskip("pokerkit")
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        replays = [list(h) for h in pokerkit.HandHistory.loads_all(target.read_text("utf-8"))]
    assert all(any(w in str(c.message) for w in RESHUFFLE_WARNINGS) for c in caught)
    assert all(not states[-1].status for states in replays)  # every hand played to its end
    theirs = [list(states[-1].stacks) for states in replays]
    assert theirs == [[h.stacks[s] for s in phh_order(h)] for h in hands]


def test_a_bad_hand_in_a_phhs_file_is_named(tmp_path: Path) -> None:
    texts = [path.read_text(encoding="utf-8") for path in TRIPLE_DRAW[:3]]
    texts[1] = texts[1].replace("'p5 cbr 500000'", "'p5 cbr 400000'")
    target = tmp_path / "bad.phhs"
    target.write_text("\n".join(f"[{i}]\n{t}\n" for i, t in enumerate(texts, 1)), "utf-8")
    hands = load(target)
    assert next(hands).stacks  # the first hand reads before the second is even parsed
    with pytest.raises(HandHistoryError) as caught:
        next(hands)
    assert str(caught.value).startswith(f"{target}: hand [2]: action 8 'p5 cbr 400000': ")
    assert caught.value.hand == "[2]" and caught.value.path == str(target)


def test_replay_prints_histories_and_final_stacks(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["replay", str(DAY5 / "60.phh")]) == 0
    out = capsys.readouterr().out
    assert "James Obst is dealt ?? ?? ?? ?? ??" in out
    assert "Talal Shakerchi discards 2: K♥ ??, draws 5♠ 3♦" in out
    assert "Brian Rast shows" in out and "Talal Shakerchi mucks" in out
    assert "Final stacks: James Obst 4625000, Talal Shakerchi 2500000, Brian Rast 17425000" in out


def test_replay_check(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    target = tmp_path / "day5.phhs"
    dump([next(load(path)) for path in TRIPLE_DRAW], target)
    assert main(["replay", str(target), "--check"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == 9 and lines[-1] == "8 hand(s) replayed"
    assert lines[0] == f"{target}: hand [1]: ends on the recorded finishing_stacks: " + ", ".join(
        map(str, read(TRIPLE_DRAW[0])["finishing_stacks"])  # type: ignore[call-overload]
    )


def test_replay_errors_name_the_file_hand_and_action(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    original = (DAY5 / "57.phh").read_text(encoding="utf-8")
    target = tmp_path / "57.phh"
    target.write_text(original.replace("'p5 cbr 1000000'", "'p5 cc'"), encoding="utf-8")
    assert main(["replay", str(target), "--check"]) == 2
    err = capsys.readouterr().err
    assert f"pokerules: error: {target}: hand 57: action 31 'p2 cc': the hand is over" in err
    target.write_text(original.replace(", 2325000,", ", 2325001,"), encoding="utf-8")
    assert main(["replay", str(target)]) == 2
    assert (
        f"{target}: hand 57: finishing_stacks: p2 (Matthew Ashton) ends with 2325001 in the "
        "file but 2325000 in pokerules' replay"
    ) in capsys.readouterr().err
    assert main(["replay", str(tmp_path / "missing.phh")]) == 2
    assert "missing.phh: cannot read it" in capsys.readouterr().err
    assert main(["replay", str(tmp_path / "hands.txt")]) == 2
    assert main(["replay", "--help"]) == 0


def test_a_game_given_must_fit_the_file(tmp_path: Path) -> None:
    from pokerules import find_game

    text = (DAY5 / "55.phh").read_text(encoding="utf-8")
    with pytest.raises(HandHistoryError, match="blinds_or_straddles is \\[125000, 250000"):
        from_phh(text, game=find_game("triple-draw"))
    tournament = from_phh(text).game
    assert from_phh(text, game=tournament).stacks == from_phh(text).stacks
    several = tmp_path / "two.phh"
    several.write_text(f"[1]\n{text}\n[2]\n{text}\n", encoding="utf-8")
    with pytest.raises(HandHistoryError, match=r"two\.phh: this holds several hands"):
        next(load(several))


def test_the_razz_and_stud8_files_are_here() -> None:
    assert [read(p)["variant"] for p in RAZZ + STUD8] == ["FR"] * 3 + ["F7S/8"] * 3


@pytest.mark.parametrize("path", STUD + RAZZ + STUD8, ids=lambda p: p.name)
def test_every_stud_file_ends_on_its_recorded_stacks(path: Path) -> None:
    (hand,) = list(load(path))
    data = read(path)
    razz = data["variant"] == "FR"
    assert hand.is_over and hand.game.name == STUD_GAMES[data["variant"]]  # type: ignore[index]
    assert [hand.stacks[s] for s in phh_order(hand)] == data["finishing_stacks"]
    assert hand.finishing_stacks == tuple(data["finishing_stacks"])  # type: ignore[arg-type]
    assert hand.game.bring_in == data["bring_in"] and hand.game.ante == data["antes"][0]  # type: ignore[index]
    sizes = hand.game.round_sizes
    assert sizes == (data["small_bet"],) * 2 + (data["big_bet"],) * 3
    # pokerules opens third street with the seat showing the lowest upcard (razz: the highest,
    # ace low), ties by suit: it brings in, or completes at once instead. An upcard the file
    # hides (??) shows as ?? and never brings in.
    upcards: dict[int, Card] = {}
    for record in hand.history:
        if isinstance(record, Deal) and record.face_up and record.seat not in upcards:
            upcards[record.seat] = record.cards[0]
        if isinstance(record, Street) and "betting" in record.name:
            break
    assert sorted(upcards) == list(range(hand.n))
    order = "A23456789TJQK" if razz else "23456789TJQKA"
    key = {
        s: (order.index(str(c)[0]), "cdhs".index(str(c)[1]))
        for s, c in upcards.items()
        if c is not UNSEEN
    }
    expected = (max if razz else min)(key, key=key.__getitem__)
    start = next(i for i, r in enumerate(hand.history) if isinstance(r, Street))
    opener = next(r for r in hand.history[start:] if isinstance(r, (BringIn, Raise)))
    assert opener.seat == expected
    assert isinstance(opener, BringIn) or opener.completes
    assert pokerkit_stacks(path.read_text(encoding="utf-8")) == data["finishing_stacks"]


@pytest.mark.parametrize("path", STUD + RAZZ + STUD8, ids=lambda p: p.name)
def test_written_back_a_stud_hand_replays_in_pokerkit_and_here(path: Path) -> None:
    hand = from_phh(path.read_text(encoding="utf-8"))
    text = to_phh(hand)
    data = tomllib.loads(text)
    original = read(path)
    for key in ("variant", "antes", "bring_in", "small_bet", "big_bet", "players"):
        assert data[key] == original[key]
    assert pokerkit_stacks(text) == [hand.stacks[s] for s in phh_order(hand)]
    again = from_phh(text)
    assert again.decisions() == hand.decisions() and again.stacks == hand.stacks
