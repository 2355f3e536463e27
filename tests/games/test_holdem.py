"""Hold'em, Omaha and Omaha eight-or-better: the rules, each driven by an exact deck.

Rules-notes 4.3 and 4.4: blinds; a burn before the flop (three cards), the turn and the river;
heads-up the button posts the small blind, acts first before the flop and last after it; the
best five of seven in hold'em; exactly two hole cards and three board cards in Omaha, for each
half separately in omaha8, whose pots split between the best high and the best qualifying
low. Every number in the comments is worked by hand.
"""

from __future__ import annotations

from itertools import combinations

import pytest
from deck_helpers import awards, deal_deck, of_type, play_out, showdown_order
from pokerules import Card, Hand, NoLimit, PotLimit, equity, evaluate, find_game
from pokerules.analysis.draws import draw_odds
from pokerules.errors import InvalidGameError, InvalidHandError
from pokerules.phh import from_phh, to_phh
from pokerules.players.views import seat_view
from pokerules.records import Burn, Deal, Post, Show, Street


def board_deck(holes: list[str | None], button: int, board: str, burns: str = "") -> str:
    """A deck dealing ``holes`` (by seat; the seat left of the button is dealt first), then a
    burn before each of the flop (the first three ``board`` cards), the turn and the river.
    Without ``burns`` the burned cards are three the test names nowhere else."""
    named = {c for h in holes if h for c in h.split()} | set(board.split())
    spare = [
        c for c in ["8d", "9h", "6s", "7s", "Ts", "Jc", "Qc", "3s", "4h", "5h"] if c not in named
    ]
    b, c = board.split(), (burns.split() or spare[:3])
    then = " ".join([c[0], *b[:3], c[1], b[3], c[2], b[4]])
    size = len((next(h for h in holes if h) or "").split())
    return deal_deck(holes, button, then, size=size)


def cards(text: str) -> tuple[Card, ...]:
    return tuple(Card(c) for c in text.split())


def check_down(hand: Hand) -> Hand:
    """Call or check to the end."""
    return play_out(hand)


# ---------------------------------------------------------------- dealing


def test_burn_before_flop_turn_and_river_and_every_card_in_one_place() -> None:
    holes = ["As Kd", "7c 7d", "Qh Jh"]
    deck = board_deck(holes, 2, "Ah 7h 2s 9s Td", burns="3c 4c 5c")
    hand = Hand(find_game("holdem"), [50, 50, 50], button=2, deck=deck)
    # Seat 0 is left of the button: dealt first, one card at a time.
    assert hand.cards(0) == cards("As Kd") and hand.cards(2) == cards("Qh Jh")
    assert hand.board == ()
    seen_boards = []
    while not hand.is_over:
        seen_boards.append(hand.board)
        places = hand.card_locations()
        assert sorted(c for where in places.values() for c in where) == sorted(
            Card(c) for c in deck.split()
        )
        assert places["community"] == hand.board
        hand.check() if hand.legal_actions().check else hand.call()
    assert hand.board == cards("Ah 7h 2s 9s Td")
    assert set(seen_boards) == {(), cards("Ah 7h 2s"), cards("Ah 7h 2s 9s"), hand.board}
    # The history: each street's name, its burn, then its board cards face up in the middle.
    history = hand.history
    for name, burn, dealt in (
        ("flop", "3c", "Ah 7h 2s"),
        ("turn", "4c", "9s"),
        ("river", "5c", "Td"),
    ):
        at = history.index(Street(name))
        assert history[at + 1] == Burn(Card(burn))
        assert history[at + 2] == Deal(-1, cards(dealt), True)
    assert hand.card_locations()["burns"] == cards("3c 4c 5c")


def test_board_is_public_in_views_and_snapshots() -> None:
    deck = board_deck(["As Kd", "7c 7d"], 0, "Ah 7h 2s 9s Td")
    hand = Hand(find_game("holdem"), [50, 50], button=0, deck=deck)
    before = hand.snapshot()
    hand.call()
    hand.check()
    assert hand.snapshot() != before
    for seat in (0, 1):
        view = seat_view(hand, seat)
        assert Deal(-1, cards("Ah 7h 2s"), True) in view.history
        assert view.cards == hand.cards(seat)
        assert view.board == hand.board == cards("Ah 7h 2s")
    other = seat_view(hand, 1).history
    assert Deal(0, hand.cards(0), False) not in other  # the other seat's cards stay hidden


# ---------------------------------------------------------------- blinds and acting order


def test_heads_up_button_posts_small_blind_acts_first_preflop_and_last_after() -> None:
    deck = board_deck(["As Kd", "7c 7d"], 0, "Ah 7h 2s 9s Td")
    hand = Hand(find_game("holdem"), [50, 50], button=0, deck=deck)
    posts = of_type(hand, Post)
    assert [(p.seat, p.kind, p.amount) for p in posts] == [
        (0, "small blind", 1),
        (1, "big blind", 2),
    ]
    assert hand.actor == 0  # the button, on the small blind, first before the flop
    hand.call()
    assert hand.actor == 1  # the big blind's option
    hand.check()
    for _street in ("flop", "turn", "river"):
        assert hand.actor == 1  # after the flop the button acts last
        hand.check()
        assert hand.actor == 0
        hand.check()
    assert hand.is_over


def test_three_handed_blinds_and_order() -> None:
    hand = Hand(find_game("holdem"), [50, 50, 50], button=0, seed=3)
    posts = of_type(hand, Post)
    assert [(p.seat, p.kind) for p in posts] == [(1, "small blind"), (2, "big blind")]
    assert hand.actor == 0  # left of the big blind: the button
    hand.call()
    hand.call()
    hand.check()
    assert hand.actor == 1  # after the flop: the small blind, first left of the button


# ---------------------------------------------------------------- hold'em hands


def test_best_five_of_seven() -> None:
    deck = board_deck(["As Kd", "7c 7d"], 0, "Ah 7h 2s 9s Td")
    hand = check_down(Hand(find_game("holdem"), [50, 50], button=0, deck=deck))
    shows = {r.seat: r.description for r in of_type(hand, Show)}
    # Seat 1 (left of the button) shows first: three sevens; the aces cannot win and muck.
    assert shows == {1: "Three of a kind, sevens"}
    assert awards(hand) == {1: 4}


def test_playing_the_board_splits_with_the_odd_chip_left_of_the_button() -> None:
    # Board: a royal flush. Seat 0 (small blind) folds; seats 1 and 2 play the board.
    deck = board_deck(["3c 4d", "5h 6h", "8d 9d"], 2, "Ts Js Qs Ks As")
    hand = Hand(find_game("holdem"), [50, 50, 50], button=2, deck=deck)
    hand.call()  # seat 2 (the button) calls 2
    hand.fold()  # seat 0 folds its small blind: the pot is 5
    play_out(hand)
    assert showdown_order(hand) == [1, 2]
    # 5 split: 3 to seat 1, the first tied winner left of the button, 2 to seat 2.
    assert awards(hand) == {1: 3, 2: 2}
    assert hand.stacks == (49, 51, 50)


# ---------------------------------------------------------------- Omaha hands


def test_omaha_needs_two_hole_cards_for_a_flush() -> None:
    board = "Ah Kh Qh Jh 2c"
    holes = ["Th 3s 4d 5c", "6h 7h 8c 9c"]  # one heart (the royal's ten) v two small hearts
    hand = check_down(
        Hand(find_game("omaha"), [50, 50], button=1, deck=board_deck(holes, 1, board))
    )
    shows = {r.seat: r.description for r in of_type(hand, Show)}
    # Seat 0 plays exactly two hole cards: no flush and no straight, only ace high. Seat 1's
    # two hearts with three board hearts make an ace-high flush and win.
    assert shows == {0: "Ace-high", 1: "Ace-high flush"}
    assert awards(hand) == {1: 4}
    # In hold'em the same ten of hearts would make a royal flush.
    assert evaluate(cards("Th 3s") + cards(board)) == 1


def test_omaha_one_suited_hole_and_one_suited_board_card_make_no_flush() -> None:
    board = "Ts 2c 3d 4h 9h"
    holes = ["As Ks Qs Js", "Ac Kc 5c 6d"]
    hand = check_down(
        Hand(find_game("omaha"), [50, 50], button=1, deck=board_deck(holes, 1, board))
    )
    shown = of_type(hand, Show)
    shows = {r.seat: r.description for r in shown}
    # Four spades in the hole and one on the board: no flush, ace-king high. Seat 1: 5-6 with
    # 2-3-4 is a six-high straight.
    assert shows[1] == "Six-high straight"
    # Seat 0 shows first (first left of the button after a check-down): its best is A-K with
    # T-9-4, valued by phevaluator, the peer; a spade flush would be far better.
    phevaluator = pytest.importorskip("phevaluator")
    assert [r.seat for r in shown] == [0, 1] and shows[0] == "Ace-high"
    assert shown[0].value == phevaluator.evaluate_cards("As", "Ks", "Ts", "9h", "4h")
    assert awards(hand) == {1: 4}


def test_pot_limit_omaha_sizes() -> None:
    hand = Hand(find_game("omaha"), [100, 100, 100], button=0, seed=1)
    legal = hand.legal_actions()
    # Blinds 1 and 2: the button calls 2 and raises the pot after the call, 5: to 7.
    assert (legal.call, legal.min_to, legal.max_to) == (2, 4, 7)


def test_fixed_limit_holdem_sizes() -> None:
    hand = Hand(find_game("FT"), [100, 100, 100], button=0, seed=1)
    assert (hand.legal_actions().min_to, hand.legal_actions().max_to) == (4, 4)
    hand.call()
    hand.call()
    hand.check()
    for bet in (2, 4, 4):  # flop small bet; turn and river big bets
        assert hand.legal_actions().min_to == bet
        hand.check()
        hand.check()
        hand.check()


# ---------------------------------------------------------------- omaha8 splits

BOARD8 = "3h 5d 9c Kd 2s"  # three low cards: 2, 3, 5


def test_omaha8_side_pots_split_separately() -> None:
    # Button 2: seat 0 posts 1, seat 1 posts 2. Seat 0 holds 3 chips in all.
    holes = ["Ac 4c Jh Jd", "Kc Ks 7h 8h", "Ad 6d Qh Qs"]
    deck = board_deck(holes, 2, BOARD8)
    hand = Hand(find_game("omaha8"), [3, 40, 40], button=2, deck=deck)
    hand.raise_to(4)  # seat 2
    hand.call()  # seat 0 is all-in for 3
    hand.call()  # seat 1: main pot 9 (3 each), side pot 2 (seats 1 and 2)
    hand.check()  # flop: seat 1
    hand.bet(2)  # seat 2
    hand.call()  # seat 1: the side pot is 6
    play_out(hand)
    # Main pot 9: seat 0's A-4 with 2-3-5 is a five-high straight for high and the wheel for
    # low: it scoops 9. Side pot 6 (seats 1 and 2): trip kings win high, 3; seat 2's
    # 6-5-3-2-A beats seat 1's 8-7-5-3-2 for low, 3.
    assert hand.stacks == (9, 37, 37)
    assert sorted(
        (r.pot, r.seat, r.amount) for r in hand.history if type(r).__name__ == "Award"
    ) == [
        (0, 0, 9),
        (1, 1, 3),
        (1, 2, 3),
    ]


def test_omaha8_quartered_pot_and_odd_chip_within_a_half() -> None:
    # Everyone calls the big blind and checks down: pot 6. Seat 1's kings win high alone,
    # 3 chips; seats 0 and 2 tie the low with 6-5-3-2-A and share 3: the odd chip to seat 0,
    # first left of the button (2), then 1 to seat 2.
    holes = ["Ac 6c Jh Jd", "Kc Ks 7h 8h", "Ad 6d Th Tc"]
    hand = Hand(find_game("omaha8"), [100] * 3, button=2, deck=board_deck(holes, 2, BOARD8))
    check_down(hand)
    assert awards(hand) == {1: 3, 0: 2, 2: 1}
    assert hand.stacks == (100, 101, 99)


def test_omaha8_odd_chip_between_the_halves_goes_high() -> None:
    holes = ["Ac 6c Jh Jd", "Kc Ks 7h 8h", "Ad 4d Th Tc"]
    hand = Hand(find_game("omaha8"), [100] * 3, button=2, deck=board_deck(holes, 2, BOARD8))
    hand.call()  # seat 2 calls 2
    hand.fold()  # seat 0's small blind stays: pot 5
    check_down(hand)
    # Seat 2's A-4 makes a five-high straight (high) and the wheel (low): it scoops 5.
    assert awards(hand) == {2: 5}
    holes = ["Ac 6c Jh Jd", "Kc Ks 7h 8h", "Ad 6d Th Tc"]
    hand = Hand(find_game("omaha8"), [100] * 3, button=2, deck=board_deck(holes, 2, BOARD8))
    hand.call()
    hand.fold()
    check_down(hand)
    # Pot 5: high (trip kings, seat 1) takes 3 with the odd chip, low (seat 2) takes 2.
    assert awards(hand) == {1: 3, 2: 2}


def test_omaha8_without_a_qualifying_low_high_scoops() -> None:
    board = "Kh Qd 9c 8s 2h"  # only two low cards: no low is possible
    holes = ["Ac 2c 3d 4d", "Kc Ks 7h 6h", "Ad 5d Th Tc"]
    hand = Hand(find_game("omaha8"), [100] * 3, button=2, deck=board_deck(holes, 2, board))
    check_down(hand)
    assert awards(hand) == {1: 6}  # trip kings take the whole pot
    shows = [r.description for r in of_type(hand, Show)]
    assert shows and all(text.endswith("no low") for text in shows)


def test_omaha8_low_needs_two_hole_cards() -> None:
    # The board has four low cards; seat 0 holds one low card only and has no low.
    board = "Ah 2d 3c 4s Kd"
    holes = ["5c Qc Qd Js", "9c 9d 7h 8h"]
    hand = Hand(find_game("omaha8"), [100, 100], button=1, deck=board_deck(holes, 1, board))
    check_down(hand)
    # Seat 0: 5 with any two of A-2-3-4 is a straight, but Q-5 must both play: Q-5 + A-2-3 is
    # queen-high, Q-Q + A-K-x pair of queens. Seat 1: 8-7 with A-2-3 is an 8-7 low; high a
    # pair of nines. Seat 0 wins high (queens), seat 1 low: 2 each.
    assert awards(hand) == {0: 2, 1: 2}


# ---------------------------------------------------------------- options and names


def test_options() -> None:
    assert find_game("holdem", blinds=(5, 10)).betting == NoLimit(min_bet=10)
    assert find_game("holdem", limit="pot").betting == PotLimit(min_bet=2)
    assert find_game("omaha", limit="no").betting == NoLimit(min_bet=2)
    assert find_game("holdem", ante=1).ante == 1
    assert find_game("NT").name == find_game("Texas Hold'em").name == "holdem"
    assert find_game("PLO").name == "omaha" and find_game("FO/8").name == "omaha8"
    with pytest.raises(InvalidGameError, match="limit"):
        find_game("holdem", limit="spread")
    with pytest.raises(InvalidGameError, match="blinds"):
        find_game("holdem", blinds=5)


def test_board_games_in_equity_and_draw_odds() -> None:
    by_name = equity(["AhKh", "QQ"], board="Qh 7h 2c", game="NT", exact=True)
    assert by_name.equity == equity(["AhKh", "QQ"], board="Qh 7h 2c", exact=True).equity
    # The PHH code plays the registry's game: the same samples for a seed, the same splits.
    coded = equity(["AhAsKdKc", "QsQh2c3d"], game="FO/8", samples=1000, seed=4)
    named = equity(["AhAsKdKc", "QsQh2c3d"], game="omaha8", samples=1000, seed=4)
    assert coded.game == "omaha8" and coded.splits == named.splits and coded.runouts == 1000
    assert any(low for _, low, _ in coded.splits)  # 2c3d can make a low: some boards give one
    with pytest.raises(InvalidHandError, match="ranges are for hold'em"):
        equity(["AhAsKdKc", "random"], game="razz")
    with pytest.raises(InvalidGameError, match="no draw"):
        draw_odds("7h 5d 3c 2s Kd", "Kd", game="holdem")


def test_standard_phh_fields_alone_replay_a_board_hand() -> None:
    holes = ["Ac 6c Jh Jd", "Kc Ks 7h 8h", "Ad 6d Th Tc"]
    hand = check_down(
        Hand(find_game("omaha8"), [100] * 3, button=2, deck=board_deck(holes, 2, BOARD8))
    )
    text = to_phh(hand)
    standard = "\n".join(line for line in text.splitlines() if not line.startswith("_"))
    again = from_phh(standard)
    assert again.stacks == hand.stacks and again.board == hand.board
    assert again.game.hi_lo == "eight_or_better" and again.game.hole_cards == "exactly_two"


def test_heuristic_bot_rates_board_hands() -> None:
    from pokerules.players.strategies import HeuristicBot

    bot = HeuristicBot(seed=1)
    deck = board_deck(["As Ad", "7c 2d"], 0, "Ah 7h 2s 9s Td")
    hand = Hand(find_game("holdem"), [50, 50], button=0, deck=deck)
    assert bot.strength(hand, 0) > 0.8 > bot.strength(hand, 1)
    hand.call()
    hand.check()  # the flop Ah 7h 2s: seat 0 has trip aces, seat 1 two pair
    assert bot.strength(hand, 0) > bot.strength(hand, 1) > 0.5
    low = Hand(
        find_game("omaha8"),
        [50, 50],
        button=1,
        deck=board_deck(["Ac 2c Kh Ks", "7h 7d Tc Td"], 1, "3h 5d 7c Kd 2s"),
    )
    low.call()
    low.check()  # 3h 5d 7c: seat 0 has a 7-5-3-2-A low, seat 1 a set of sevens
    assert bot.strength(low, 0) > 0.8 and bot.strength(low, 1) > 0.7


@pytest.mark.parametrize(
    ("name", "options", "message"),
    [
        ("nl-draw", {"hole_cards": "exactly_two"}, "needs 4 to 6 hole cards and 3 to 5 board"),
        ("omaha", {"hole_cards": "any"}, "best five of at most 7 cards"),
        ("omaha", {"evaluation": "wild"}, "evaluation must be 'high'"),
        ("triple-draw", {"hi_lo": "eight_or_better"}, "evaluation must be 'high'"),
        ("holdem", {"max_players": 23}, "23 players need 54 cards"),
        ("omaha", {"hi_lo": "nine_or_better"}, "hi_lo"),
    ],
)
def test_board_rules_that_cannot_make_a_hand_are_refused(
    name: str, options: dict[str, object], message: str
) -> None:
    with pytest.raises(InvalidGameError, match=message):
        find_game(name, **options)


def omaha_oracle(hole: tuple[Card, ...], board: tuple[Card, ...]) -> int:
    """The best high of exactly two hole cards and three board cards, by brute force over
    every choice, each five judged by phevaluator (the same 1-7462 scale as pokerules)."""
    import phevaluator

    return min(
        phevaluator.evaluate_cards(*map(str, two), *map(str, three))
        for two in combinations(hole, 2)
        for three in combinations(board, 3)
    )


def test_four_five_and_six_card_omaha() -> None:
    shown = 0
    for hole, players in ((4, 10), (5, 8), (6, 7)):
        game = find_game("omaha", hole=hole)
        assert game.hand_size == hole and game.max_players == players
        for seed in range(10):
            hand = check_down(Hand(game, [50] * players, button=0, seed=seed))
            values = {}
            for record in of_type(hand, Show):
                held = record.cards[:hole]
                assert len(held) == hole and record.cards[hole:] == hand.board
                values[record.seat] = omaha_oracle(held, hand.board)
                assert record.value == values[record.seat]
                shown += 1
            # The pot goes to the best of the hands shown, split on a tie.
            best = min(values.values())
            assert set(awards(hand)) == {s for s, v in values.items() if v == best}
    assert shown > 60
    assert find_game("omaha8", hole=5).hi_lo == "eight_or_better"


def test_a_custom_board_game_round_trips_through_phh() -> None:
    from pokerules.games import Betting, DealBoard, DealCards

    # Two hole cards, one betting round, then the whole board at once: a "rabbit hunt" game.
    streets = (DealCards(down=2), Betting(), DealBoard(5, "board"), Betting())
    game = find_game("holdem", streets=streets)
    hand = check_down(Hand(game, [50, 50, 50], button=0, seed=9))
    assert len(hand.board) == 5 and len(of_type(hand, Burn)) == 1
    text = to_phh(hand)
    assert text.startswith('variant = "_NT"')  # not the standard NT any more
    again = from_phh(text)
    assert again.game == game and again.history == hand.history
