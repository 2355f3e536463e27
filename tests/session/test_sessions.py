"""Sessions: standings, chip conservation, eliminations, the moving deal, dealer's choice.

Rules: NL5 1B.22, TD27 1C.9 and 1C.31, DW 1A.14, DB 1E.9-1E.13, rules-notes 2.6, 2.18-2.23
and 2.34. Random sessions are played by seeded bots; the checks are relations every session
must satisfy whatever the cards.
"""

from __future__ import annotations

import pytest
from deck_helpers import deal_deck, of_type, play_out, session_decks
from pokerules import Hand, Session, find_game
from pokerules.players.bots import RandomBot
from pokerules.records import Award, Post

GAMES = ["deuces-wild", "nl-draw", "triple-draw", "diablo", "dead-deuce"]
DRAW_GAMES = ["deuces-wild", "nl-draw", "triple-draw", "diablo"]


def _chips_in_play(session: Session, hand: Hand | None) -> int:
    total = sum(session.chips) + session.pending_pot
    if hand is not None and not hand.is_over:
        total += sum(hand.stacks) + hand.pot_total
    elif hand is not None:
        total += sum(hand.stacks) + hand.carried  # a passed-out pot waits for the next deal
    return total


def _standing_places_ok(session: Session) -> None:
    standings = session.standings()
    chips = [s.chips for s in standings]
    assert chips == sorted(chips, reverse=True)
    for s in standings:
        assert s.place == 1 + sum(1 for c in chips if c > s.chips)


def _next_clockwise(start: int, among: set[int], n: int) -> int:
    for step in range(1, n + 1):
        p = (start + step) % n
        if p in among:
            return p
    raise AssertionError("nobody to deal to")


# ----------------------------------------------------------------------------- standings


def test_standings_share_tied_places():
    session = Session("nl-draw", ["Ann", "Bob", "Cy", "Di"], stacks=[100, 50, 100, 20])
    places = {(s.place, s.name, s.chips) for s in session.standings()}
    assert places == {(1, "Ann", 100), (1, "Cy", 100), (3, "Bob", 50), (4, "Di", 20)}


def test_standings_after_a_session_share_ties():
    session = Session("nl-draw", 3, seed=1, deals=2)
    while (hand := session.next_hand()) is not None:
        play_out(hand)  # everyone checks down: antes change hands only
        session.finish_hand(hand)
    _standing_places_ok(session)
    result = session.result()
    assert result.deals_played == 2
    assert sum(s.chips for s in result.standings) == 300


# ----------------------------------------------------------------------------- random sessions


def _play_checked_session(game, players: int, seed: int, stacks=None) -> tuple[Session, int]:
    """Play a whole session with a random bot, checking the session rules after every step."""
    session = Session(game, players, seed=seed, stacks=stacks)
    start_total = session.total_chips()
    n = len(session.names)
    bot = RandomBot(seed=seed)
    previous_button: int | None = None
    previous_payer: int | None = None
    hands = 0
    while True:
        pending = session.pending_pot
        before = list(session.chips)
        in_diablo_round = (
            pending > 0 and bool(session.log) and session.log[-1].diablo_payment is not None
        )
        hand = session.next_hand()
        if hand is None:
            break
        hands += 1
        game_played = hand.game
        seated = {p for p in range(n) if before[p] > 0}
        # Only players with chips are dealt in, except a Diablo opener funding the pot (2.20).
        assert hand.n >= len(seated)
        assert hand.n - len(seated) <= (1 if game_played.diablo else 0)
        assert hand.dead_money == pending
        if in_diablo_round:
            assert not any(p.kind == "ante" for p in of_type(hand, Post))  # 1E.11
        # The deal passes left to the next player who is dealt in (NL5 1B.22, TD27 1C.9).
        if previous_button is not None and len(session.games) == 1:
            dealt = {p for p in range(n) if before[p] > 0} | (
                {previous_payer} if previous_payer is not None else set()
            )
            assert session.button == _next_clockwise(previous_button, dealt, n)
        previous_button = session.button
        while hand.actor is not None:
            bot.play(hand)
            assert _chips_in_play(session, hand) == start_total
            places = hand.card_locations()
            assert sorted(c for cards in places.values() for c in cards) == list(range(52))
        entry = session.finish_hand(hand)
        assert session.total_chips() == start_total
        assert entry.counted == (not hand.passed_out)
        if hand.passed_out:
            assert not of_type(hand, Award)
            assert session.pending_pot == hand.carried
        previous_payer = None
        payment = entry.diablo_payment
        if payment is not None:
            payer = entry.players.index(payment.player)
            others = sum(r.amount for r in of_type(hand, Award) if r.seat != payer)
            assert payment.owed == others  # rules-notes 2.21
            assert 0 < payment.amount <= payment.owed
            payer_chips = session.chips[session.names.index(payment.player)]
            if session.pending_pot:  # not the safety cap (2.22)
                assert session.pending_pot == payment.amount
                # Rules-notes 2.20: a short opener pays everything they have.
                assert payment.amount == payment.owed or payer_chips == 0
            previous_payer = session.names.index(payment.player)
        assert all(c >= 0 for c in session.chips)
    assert session.pending_pot == 0
    assert session.deals_played == sum(1 for e in session.log if e.counted)
    with_chips = sum(1 for c in session.chips if c > 0)
    assert session.deals_played >= session.deals or with_chips <= 1
    _standing_places_ok(session)
    return session, hands


@pytest.mark.parametrize("game", GAMES)
def test_random_sessions_keep_every_invariant(game):
    # Random no-limit play can bust a table in a few deals: play sessions until at least
    # 30 hands have been checked (the seeds make it the same sessions every run).
    hands = sessions = 0
    while hands < 30 and sessions < 40:
        _, played = _play_checked_session(game, 4, sessions, stacks=60)
        hands += played
        sessions += 1
    assert hands >= 30


@pytest.mark.parametrize("game", DRAW_GAMES)
def test_chips_are_conserved_over_a_whole_session(game):
    session = Session(game, 5, seed=99, stacks=40)
    bots = [RandomBot(seed=i) for i in range(5)]
    result = session.play(bots)
    assert sum(s.chips for s in result.standings) == 200
    assert session.pending_pot == 0


def test_a_few_hundred_random_deals_in_all():
    total = 0
    for game in DRAW_GAMES:
        for seed in range(10, 16):
            session = Session(game, 6, seed=seed, stacks=25)
            result = session.play([RandomBot(seed=seed * 7 + i) for i in range(6)])
            assert sum(s.chips for s in result.standings) == 150
            total += result.hands_dealt
    assert total >= 200


# ----------------------------------------------------------------------------- eliminations


def test_eliminated_player_is_skipped_by_the_button():
    # Bob has one chip: all-in for the ante with the worst hand, he is out after deal 1.
    first = deal_deck(["Ac Ad Kh Ks 4d", "7c 5d 4h 3s 9c", "Qc Qd 8h 8s 6c", "Jc Jd 9h 9s 3c"], 0)
    with session_decks([first]):
        session = Session("nl-draw", ["Ann", "Bob", "Cy", "Di"], seed=6, stacks=[100, 1, 100, 100])
        hand = session.next_hand()
        play_out(hand)
        session.finish_hand(hand)
    assert session.chips[1] == 0
    hand = session.next_hand()
    assert session.button == 2  # Cy, not Bob
    assert hand.n == 3
    play_out(hand)
    entry = session.finish_hand(hand)
    assert "Bob" not in entry.players
    session.next_hand()
    assert session.button == 3


def test_session_ends_when_fewer_than_two_can_play():
    session = Session("nl-draw", 3, seed=5, stacks=[1, 1, 100])
    result = session.play([RandomBot(seed=i) for i in range(3)])
    with_chips = [s for s in result.standings if s.chips > 0]
    assert len(with_chips) == 1 or result.deals_played == 10


@pytest.mark.parametrize("game", ["deuces-wild", "diablo"])
def test_rules_notes_2_34_ten_played_deals(game):
    session = Session(game, 3, seed=21)
    counted = 0
    while (hand := session.next_hand()) is not None:
        # Whoever may bet first bets; everyone else calls: no pass-outs, few eliminations.
        while hand.actor is not None:
            if hand.phase == "draw":
                hand.draw("")
                continue
            legal = hand.legal_actions()
            if legal.raise_kind == "bet" and hand.opener is None:
                hand.bet(legal.min_to)
            elif legal.check:
                hand.check()
            else:
                hand.call()
        entry = session.finish_hand(hand)
        counted += entry.counted
    assert session.deals_played == counted
    assert session.deals_played >= 10
    assert session.pending_pot == 0


# ----------------------------------------------------------------------------- dealer's choice


def test_dealers_choice_plays_every_game():
    names = set()
    hands = 0
    for seed in range(6):
        session = Session(GAMES, 4, seed=seed, stacks=60)
        start = session.total_chips()
        bots = [RandomBot(seed=seed * 4 + i) for i in range(4)]
        result = session.play(bots)
        assert sum(s.chips for s in result.standings) == start
        names |= {entry.game.name for entry in result.log}
        hands += result.hands_dealt
    assert names == set(GAMES)
    assert hands >= 30


def test_dealers_choice_game_list_accepts_game_objects():
    games = [find_game("deuces-wild", max_draw=4), find_game("triple-draw")]
    session = Session(games, 3, seed=2)
    result = session.play([RandomBot(seed=i) for i in range(3)])
    assert {entry.game.name for entry in result.log} <= {"deuces-wild", "triple-draw"}
    assert result.deals_played >= 1
