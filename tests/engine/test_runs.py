"""Running the board more than once (``Hand(runs=2)``): an all-in hand whose board is not
complete deals the rest again for each further run, and each pot is shared between the runs,
each share to the best hands on that run's board."""

from __future__ import annotations

import random

import pytest
from pokerules import Hand, InvalidArgumentError, evaluate, find_game
from pokerules.phh import from_phh, to_phh
from pokerules.records import Award, Deal, Street

from tests.play_helpers import play_checked

HOLDEM = find_game("holdem")


def _all_in(hand: Hand) -> Hand:
    """Every seat puts its chips in at its first chance."""
    while not hand.is_over:
        legal = hand.legal_actions()
        if legal.raise_kind == "raise" and legal.max_to:
            hand.raise_to(legal.max_to)
        elif legal.raise_kind == "bet" and legal.max_to:
            hand.bet(legal.max_to)
        else:
            hand.call()
    return hand


def _boards(hand: Hand) -> list[list]:
    """Each run's board, read from the history: the first run's five cards, then each
    further run's cards after its marker, on top of the cards dealt before the all-in."""
    boards: list[list] = [[]]
    for record in hand.history:
        if type(record) is Street and record.name.startswith("run "):
            boards.append([])
        elif type(record) is Deal and record.seat < 0:
            boards[-1].extend(record.cards)
    first = boards[0]
    return [first] + [first[: 5 - len(run)] + run for run in boards[1:]]


def test_each_run_pays_its_share_to_its_own_best_hand() -> None:
    split = 0
    for seed in range(60):
        hand = _all_in(Hand(HOLDEM, [50, 50], button=0, seed=seed, runs=2))
        boards = _boards(hand)
        assert len(boards) == 2 and all(len(board) == 5 for board in boards)
        assert boards[0] == list(hand.board)
        # The oracle: evaluate() on each seat's two cards and each board, by hand.
        holes = [list(hand.cards(seat)) for seat in (0, 1)]
        expected = [0, 0]
        for board, share in zip(boards, (50, 50), strict=True):
            values = [evaluate(hole + board) for hole in holes]
            best = min(values)
            winners = [seat for seat in (0, 1) if values[seat] == best]
            for seat in winners:
                expected[seat] += share // len(winners)
        assert list(hand.stacks) == expected, seed
        split += expected == [50, 50] and len({tuple(b) for b in boards}) == 2
    assert split >= 5  # the runs did split some pots between the players


@pytest.mark.parametrize("name", ["holdem", "omaha", "omaha8", "omaha5"])
@pytest.mark.parametrize("runs", [2, 3])
def test_random_hands_run_again_conserve_chips_and_cards(name: str, runs: int) -> None:
    rng = random.Random(runs * 100 + len(name))
    for seed in range(6):
        n = rng.randint(2, 5)
        stacks = [rng.randint(3, 40) for _ in range(n)]
        hand = play_checked(
            Hand(find_game(name), stacks, button=seed % n, seed=seed, runs=runs), rng
        )
        assert sum(hand.stacks) == sum(stacks)
        assert Hand.replay(hand.setup, hand.decisions()).history == hand.history
        again = from_phh(to_phh(hand))
        assert again.stacks == hand.stacks and again.setup.runs == runs
        runs_dealt = [r for r in hand.history if type(r) is Street and r.name.startswith("run ")]
        assert len(runs_dealt) in (0, runs - 1)
        places = hand.card_locations()
        assert sum(len(cards) for cards in places.values()) == 52
        assert len([key for key in places if key.startswith("run ")]) == len(runs_dealt)


def test_a_board_complete_before_the_all_in_is_run_once() -> None:
    hand = Hand(HOLDEM, [50, 50], button=0, seed=3, runs=2)
    hand.call()
    hand.check()
    for _ in range(2):  # flop and turn checked through
        hand.check()
        hand.check()
    hand.bet(48)
    hand.call()
    assert hand.is_over and not any(type(r) is Street and r.name == "run 2" for r in hand.history)
    assert len([r for r in hand.history if type(r) is Award]) >= 1


@pytest.mark.parametrize(
    ("game", "players", "runs", "message"),
    [
        ("holdem", 2, 0, "runs must be"),
        ("holdem", 2, 4, "runs must be"),
        ("holdem", 2, "2", "runs must be"),
        ("stud", 2, 2, "has no board to run again"),
        ("omaha6", 6, 3, "more than the deck holds"),
    ],
)
def test_bad_runs_are_refused(game: str, players: int, runs: object, message: str) -> None:
    with pytest.raises(InvalidArgumentError, match=message):
        Hand(find_game(game), [50] * players, runs=runs)  # type: ignore[arg-type]


def test_a_runs_odd_chip_follows_the_games_rule() -> None:
    # Three all in for 33 (a 99-chip pot: 50 to the first run, 49 to the second); where the
    # tied winners of a run share an odd number of chips, the odd chip goes as the game says:
    # here to the tied seat holding the highest card by suit.
    game = find_game("holdem", odd_chip="high_card_by_suit")
    checked = 0
    for seed in range(400):
        hand = _all_in(Hand(game, [33, 33, 33], button=0, seed=seed, runs=2))
        holes = [list(hand.cards(seat)) for seat in range(3)]
        expected = [0, 0, 0]
        odd_share = False
        for board, share in zip(_boards(hand), (50, 49), strict=True):
            values = [evaluate(hole + board) for hole in holes]
            winners = [seat for seat in range(3) if values[seat] == min(values)]
            each, odd = divmod(share, len(winners))
            for seat in winners:
                expected[seat] += each
            if odd:
                odd_share = True
                ranked = sorted(winners, key=lambda seat: -max(holes[seat]))
                for seat in ranked[:odd]:
                    expected[seat] += 1
        assert list(hand.stacks) == expected, seed
        checked += odd_share
    assert checked >= 3  # some runs did split an odd share
