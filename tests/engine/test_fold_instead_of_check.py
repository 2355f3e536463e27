"""The house rule ``fold_instead_of_check``: a seat may fold where it could check for free, as
the online sites allow; off (the default) such a fold is refused and changes nothing."""

from __future__ import annotations

import pokerules
import pytest
from pokerules import Hand, find_game
from pokerules.phh import from_phh, to_phh


def _to_flop(game_options: dict[str, object]) -> Hand:
    hand = Hand(find_game("holdem", **game_options), [100, 100, 100], button=0, seed=5)
    while hand.phase == "betting" and not hand.board:
        legal = hand.legal_actions()
        hand.check() if legal.check else hand.call()
    return hand


def test_off_a_free_fold_is_refused_and_the_hand_unchanged() -> None:
    hand = _to_flop({})
    before = (hand.history, hand.stacks, hand.actor)
    assert hand.legal_actions().check and not hand.legal_actions().fold
    with pytest.raises(pokerules.IllegalActionError, match="check instead"):
        hand.fold()
    assert (hand.history, hand.stacks, hand.actor) == before


def test_on_a_seat_may_fold_where_it_could_check_on_every_street() -> None:
    hand = _to_flop({"fold_instead_of_check": True})
    assert hand.legal_actions().check and hand.legal_actions().fold
    folder = hand.actor
    hand.fold()
    assert folder not in hand.in_hand()
    # The next street's round (the same round object, reopened) keeps the rule.
    while not hand.is_over and len(hand.board) < 4:
        hand.check()
    if not hand.is_over:
        assert hand.legal_actions().fold
    assert sum(hand.stacks) + hand.pot_total == 300


def test_a_free_fold_round_trips_through_phh() -> None:
    hand = _to_flop({"fold_instead_of_check": True})
    hand.fold()
    while not hand.is_over:
        hand.check()
    again = from_phh(to_phh(hand))
    assert again.game.fold_instead_of_check and again.stacks == hand.stacks


def test_a_site_field_turns_the_rule_on_for_a_standard_variant() -> None:
    lines = [
        'variant = "NT"',
        "antes = [0, 0]",
        "blinds_or_straddles = [1, 2]",
        "min_bet = 2",
        "starting_stacks = [200, 200]",
        'actions = ["d dh p1 AhAs", "d dh p2 KdKc", "p2 cc", "p1 cc", "d db 2c3d4h", "p1 f"]',
    ]
    with pytest.raises(pokerules.HandHistoryError, match="check instead"):
        from_phh("\n".join(lines))
    hand = from_phh("\n".join([*lines, "_fold_instead_of_check = true"]))
    assert hand.is_over and hand.stacks == (198, 202)
