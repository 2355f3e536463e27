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


def test_the_eight_game_and_ppc_mixes_play_their_games_in_order() -> None:
    # The 8-game: 2-7 triple draw, the five HORSE games (limit hold'em first), no-limit
    # hold'em and pot-limit Omaha; the PPC adds no-limit 2-7 single draw. An orbit of each.
    eight = [
        ("triple-draw", FixedLimit), ("holdem", FixedLimit), ("omaha8", FixedLimit),
        ("razz", FixedLimit), ("stud", FixedLimit), ("stud8", FixedLimit),
        ("holdem", NoLimit), ("omaha", PotLimit),
    ]  # fmt: skip
    for mix, games in ((EIGHT_GAME, eight), (PPC, [*eight, ("nl-single-draw", NoLimit)])):
        # Deep stacks: no seat goes broke, so every orbit has four hands.
        session = Session(mix, 4, seed=3, stacks=10_000)
        assert session.deals == 4 * len(games)
        start = sum(session.chips)
        result = session.play([HeuristicBot(seed=i) for i in range(4)])
        played = [entry.game for entry in result.log if entry.counted]
        assert [g.name for g in played] == [name for name, _ in games for _ in range(4)]
        kinds = [kind for _, kind in games for _ in range(4)]
        assert all(type(g.betting) is kind for g, kind in zip(played, kinds, strict=True))
        assert sum(session.chips) == start
        sim = simulate(mix, hands=80, players=4, seed=3, strategies=["heuristic", "random"])
        assert sim.hands >= 80 and sum(s.net_chips for s in sim.seats) == 0
        assert {label.split(":")[0] for label in sim.categories} <= {n for n, _ in games}
