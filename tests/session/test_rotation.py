"""Mixed-game sessions: a Rotation of games changing every N hands or at each orbit, in
Session, simulate, and on the command line (``--games``, ``--every``, named mixes).

These tests use the games this branch registers. A test of HORSE itself needs hold'em, Omaha
eight-or-better, razz, stud and stud eight-or-better registered (see the README).
"""

from __future__ import annotations

import itertools
import re

import pytest
from pokerules import InvalidArgumentError, InvalidGameError, NoLimit, Session, find_game
from pokerules.cli.commands import main
from pokerules.players.bots import RandomBot
from pokerules.players.strategies import HeuristicBot
from pokerules.records import Post
from pokerules.session.rotation import EIGHT_GAME, HORSE, PPC, Rotation, RotationClock, find_mix
from pokerules.session.simulate import simulate

DRAWS = ["nl-single-draw", "badugi", "triple-draw"]


def play(session: Session, seed: int = 0) -> list[str]:
    result = session.play([RandomBot(seed=seed + i) for i in range(len(session.names))])
    return [entry.game.name for entry in result.log]


def test_every_n_hands_in_order_round_and_round() -> None:
    session = Session(Rotation(DRAWS, every=2), 3, seed=1, deals=9)
    names = play(session)
    assert names == ["nl-single-draw"] * 2 + ["badugi"] * 2 + ["triple-draw"] * 2 + [
        "nl-single-draw"
    ] * 2 + ["badugi"]
    assert sum(session.chips) == 300  # chips carry across the games


def test_each_orbit_is_as_many_hands_as_players_dealt_in() -> None:
    session = Session(Rotation(DRAWS), ["A", "B", "C", "D"], seed=2)
    assert session.deals == 12  # by default one full turn of the rotation
    names = play(session)
    # Each game deals once from every button while all four have chips.
    runs = [(name, len(list(group))) for name, group in itertools.groupby(names)]
    assert [name for name, _ in runs] == [DRAWS[i % 3] for i in range(len(runs))]
    assert runs[0][1] == 4 and all(1 <= length <= 4 for _, length in runs)


def test_an_orbit_shrinks_when_a_player_is_out() -> None:
    clock = RotationClock(Rotation(["nl-draw", "badugi"]))
    seen = []
    for players in (3, 3, 3, 2, 2, 2, 2):  # a player busts in the third hand
        seen.append(clock.game(players).name)
        clock.hand_counted()
    # The orbit is fixed at its first hand: three hands of nl-draw, then two of badugi.
    assert seen == ["nl-draw"] * 3 + ["badugi"] * 2 + ["nl-draw"] * 2


def test_stakes_come_from_each_games_options() -> None:
    big = ("nl-single-draw", {"blinds": (5, 10), "big_blind_ante": 10})
    session = Session(Rotation([big, "badugi"], every=1), 3, seed=3, deals=4, stacks=500)
    result = session.play([RandomBot(seed=i) for i in range(3)])
    for entry in result.log:
        posts = {p.kind: p.amount for p in entry.hand.history if isinstance(p, Post)}
        if entry.game.name == "nl-single-draw":
            assert posts["big blind"] == 10 and posts["big blind ante"] == 10
            assert entry.game.betting == NoLimit(min_bet=10)
        else:
            assert posts == {"small blind": 1, "big blind": 2}
    assert sum(session.chips) == 1500


def test_the_same_seed_plays_the_same_session() -> None:
    def decisions(seed: int) -> list[object]:
        session = Session(Rotation(DRAWS, every=3), 4, seed=seed)
        bots = [HeuristicBot(seed=i) for i in range(4)]
        return [e.hand.decisions() for e in session.play(bots).log]

    assert decisions(7) == decisions(7)
    assert decisions(7) != decisions(8)


def test_a_rotation_of_game_objects_and_a_diablo_round_counting_as_one_hand() -> None:
    rotation = Rotation([find_game("diablo"), find_game("nl-draw")], every=1)
    followons = 0
    for seed in range(40):
        session = Session(rotation, 3, seed=seed, deals=12)
        log = session.play([RandomBot(seed=seed + i) for i in range(3)]).log
        names = [entry.game.name for entry in log if entry.counted]
        # A Diablo round (the first hand and its follow-ons) is one turn: nl-draw comes next.
        for before, after in itertools.pairwise(log):
            if before.game.name == "nl-draw":
                assert after.game.name == "diablo"
            elif not before.counted or before.diablo_payment is not None:
                assert after.game.name == "diablo"  # a carried pot, or the opener paid
            elif "safety cap" not in " ".join(before.notes):  # the round is over
                assert after.game.name == "nl-draw"
            followons += before.diablo_payment is not None
        assert names[0] == "diablo" and "nl-draw" in names
    assert followons > 3


def test_every_game_must_take_the_table() -> None:
    with pytest.raises(InvalidArgumentError, match="takes 2 to 6 players"):
        Session(Rotation(["badugi", "triple-draw"]), 7)
    assert Session(Rotation(["badugi"]), 8).deals == 8


@pytest.mark.parametrize(
    ("make", "message"),
    [
        (lambda: Rotation([]), "at least one game"),
        (lambda: Rotation([3]), "a Game, a name or a .name, options. pair, not int 3"),
        (lambda: Rotation(["badugi"], every=0), "every must be from 1 to 10000, not 0"),
        (lambda: Rotation(["badugi"], every=True), "every must be a whole number"),
        (lambda: Rotation(["badugi"], every="weekly"), "number of hands or 'orbit'"),
        (lambda: Rotation("badugi"), "games must be"),
        (lambda: Rotation(["omaha-x"]).games, "unknown game 'omaha-x'"),
        (lambda: Rotation([("badugi", {"bogus": 1})]).games, "unknown option"),
    ],
)
def test_bad_rotations_are_refused_clearly(make, message: str) -> None:
    with pytest.raises(InvalidGameError, match=message):
        make()


def test_the_named_mixes() -> None:
    assert find_mix("HORSE") is HORSE and find_mix("8-Game") is EIGHT_GAME
    assert find_mix("ppc") is PPC and find_mix("nl-draw") is None
    assert [e if isinstance(e, str) else e[0] for e in HORSE.entries] == [
        "holdem", "omaha8", "razz", "stud", "stud8"
    ]  # fmt: skip
    assert len(EIGHT_GAME.entries) == 8 and len(PPC.entries) == 9
    assert PPC.entries[-1] == "nl-single-draw" and HORSE.every == "orbit"
    assert HORSE.changing(8).every == 8 and HORSE.changing(8).name == "HORSE"


def test_simulate_plays_a_rotation_the_same_with_any_workers() -> None:
    mix = Rotation(DRAWS, every=2)
    one = simulate(mix, hands=40, players=3, seed=5, strategies=["heuristic", "random"])
    two = simulate(mix, hands=40, players=3, seed=5, strategies=["heuristic", "random"],
                   workers=2)  # fmt: skip
    assert one == two and one.game == "nl-single-draw/badugi/triple-draw"
    assert sum(s.net_chips for s in one.seats) == 0
    assert {label.split(":")[0] for label in one.categories} <= set(DRAWS)
    with pytest.raises(InvalidArgumentError, match="takes 2 to 6 players"):
        simulate(mix, hands=5, players=7)


def test_the_command_line_takes_games_and_every(capsys: pytest.CaptureFixture[str]) -> None:
    # Fixed limit and random bots: nobody busts before the game changes at the third hand.
    args = ["simulate", "--games", "triple-draw,badugi", "--every", "2", "--hands", "4"]
    assert main([*args, "--players", "3", "--bots", "random", "--history", "--no-progress"]) == 0
    out = capsys.readouterr().out
    assert "Hand 1: Deuce-to-Seven Triple Draw" in out and "Hand 3: Badugi" in out
    assert main(["simulate", "badugi", "--every", "3"]) == 2
    assert "--every applies to a mixed game" in capsys.readouterr().err
    assert main(["simulate", "badugi", "--games", "badugi"]) == 2
    assert main(["simulate", "--games", "badugi", "--every", "0"]) == 2
    assert main(["simulate", "--games", "nl-draw,omaha-x"]) == 2
    assert "unknown game 'omaha-x'" in capsys.readouterr().err
    assert main(["simulate"]) == 2
    assert "give a GAME" in capsys.readouterr().err
    horse = {"holdem", "omaha8", "razz", "stud", "stud8"}
    assert main(["simulate", "HORSE"]) == (0 if horse <= set(_registered()) else 2)


def _registered() -> list[str]:
    from pokerules.games import game_names

    return game_names()


def test_play_a_rotation_at_the_terminal() -> None:
    from pokerules.cli.terminal import play_session
    from rich.console import Console

    answers = itertools.cycle(["k", "c", "p"])
    console = Console(record=True, width=120)
    # Fixed limit: the calls of the answers cannot lose a whole stack before the game changes.
    mix = Rotation(["triple-draw", "badugi"], every=1)
    result = play_session(mix, players=3, seed=4, deals=2, bot="heuristic",
                          read=lambda _prompt: next(answers), console=console)  # fmt: skip
    text = console.export_text()
    assert "triple-draw/badugi (Deuce-to-Seven Triple Draw, Badugi), changing every 1" in text
    # The banner's punctuation is the terminal's ("Hand 1 · ..."): only the order is tested.
    assert re.search(r"Hand 1\W+Deuce-to-Seven Triple Draw", text)
    assert re.search(r"Hand 2\W+Badugi", text)
    assert result.deals_played == 2 and sum(s.chips for s in result.standings) == 300
