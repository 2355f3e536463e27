"""HORSE and the other named mixes on the merged tree: every game they name is registered.

Nothing here is skipped: a game missing from the registry fails the test.
"""

from __future__ import annotations

from pokerules import FixedLimit, NoLimit, PotLimit, Session
from pokerules.players.bots import RandomBot
from pokerules.players.strategies import HeuristicBot
from pokerules.session.rotation import EIGHT_GAME, HORSE, PPC
from pokerules.session.simulate import simulate


def test_horse_is_its_five_games_with_limit_holdem() -> None:
    assert [g.name for g in HORSE.games] == ["holdem", "omaha8", "razz", "stud", "stud8"]
    assert all(isinstance(g.betting, FixedLimit) for g in HORSE.games)
    assert HORSE.games[0].betting == FixedLimit((2, 2, 4, 4))


def test_horse_changes_game_each_orbit_and_keeps_the_chips() -> None:
    session = Session(HORSE, 5, seed=1)
    assert session.deals == 25  # one orbit of each game
    result = session.play([RandomBot(seed=i) for i in range(5)])
    names = [entry.game.name for entry in result.log if entry.counted]
    assert names[:5] == ["holdem"] * 5 and names[5] == "omaha8"
    assert sum(session.chips) == 500


def test_horse_every_n_hands_with_heuristic_bots() -> None:
    session = Session(HORSE.changing(2), 4, seed=2, deals=10)
    result = session.play([HeuristicBot(seed=i) for i in range(4)])
    names = [entry.game.name for entry in result.log if entry.counted]
    assert names == [g for g in ("holdem", "omaha8", "razz", "stud", "stud8") for _ in (0, 1)]


def test_the_eight_game_and_ppc_mixes_play_through_simulate() -> None:
    assert isinstance(EIGHT_GAME.games[6].betting, NoLimit)
    assert isinstance(EIGHT_GAME.games[7].betting, PotLimit)
    assert PPC.games[-1].name == "nl-single-draw" and len(PPC.games) == 9
    for mix in (EIGHT_GAME, PPC):
        result = simulate(mix, hands=80, players=4, seed=3, strategies=["heuristic", "random"])
        assert result.hands >= 80 and sum(s.net_chips for s in result.seats) == 0
        played = {label.split(":")[0] for label in result.categories}
        assert len(played) >= 4
