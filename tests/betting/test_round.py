"""The betting round on its own, rule by rule, with no hand and no cards around it.

Each test builds a :class:`BettingRound` from stacks and bets, drives it, and checks what the
seeds and rules-notes say (sections cited): who acts, what each seat may do, the amounts, and
when the round ends. The numbers are worked out from the rule texts, not read back from the
engine.
"""

from __future__ import annotations

import pytest
from pokerules import IllegalActionError
from pokerules.betting.rounds import BettingRound, LegalActions
from pokerules.betting.structures import FixedLimit, NoLimit, PotLimit
from pokerules.records import Bet, Call, Check, Fold, Raise

NL = NoLimit(min_bet=2)
TD = FixedLimit(bets=(2, 2, 4, 4), cap_raises=3)


def new_round(
    structure: object,
    size: int,
    stacks: list[int],
    *,
    bets: list[int] | None = None,
    folded: list[bool] | None = None,
    first: int = 0,
    current: int = 0,
    raises: int = 0,
    opening: object = None,
) -> BettingRound:
    n = len(stacks)
    return BettingRound(
        structure,  # type: ignore[arg-type]
        size,
        stacks,
        bets if bets is not None else [0] * n,
        folded if folded is not None else [False] * n,
        first,
        current,
        raises,
        opening=opening,  # type: ignore[arg-type]
    )


def refused(rnd: BettingRound, command, *args, match: str | None = None) -> None:
    """A refused command raises and leaves the round exactly as it was."""
    before = (rnd.snapshot(), list(rnd.stacks), list(rnd.bets), list(rnd.folded))
    with pytest.raises(IllegalActionError, match=match):
        command(*args)
    assert (rnd.snapshot(), list(rnd.stacks), list(rnd.bets), list(rnd.folded)) == before


def choices(rnd: BettingRound) -> tuple[object, ...]:
    legal = rnd.legal
    assert legal is not None
    return legal.seat, legal.call, legal.raise_kind, legal.min_to, legal.max_to


# ---------------------------------------------------------------------------------- no limit


def test_nl5_2_a_raise_adds_at_least_the_last_full_raise() -> None:
    # NL5-2 (seed 001 rule 7): bet 2, raise to 6 (adds 4): the next raise is to 10 or more,
    # and 9 is refused.
    rnd = new_round(NL, 2, [100, 100, 100])
    assert choices(rnd) == (0, 0, "bet", 2, 100)
    refused(rnd, rnd.bet, 1, match="minimum is 2")
    assert rnd.bet(2) == Bet(0, 2, 2, False)
    assert choices(rnd) == (1, 2, "raise", 4, 100)
    assert rnd.raise_to(6) == Raise(1, 6, 6, False)
    assert choices(rnd) == (2, 6, "raise", 10, 100)
    refused(rnd, rnd.raise_to, 9, match="minimum is 10")
    assert rnd.raise_to(10) == Raise(2, 10, 10, False)
    # The last full raise added 4 (6 to 10): seat 0, with 2 in, calls 8 or raises to 14+.
    assert choices(rnd) == (0, 8, "raise", 14, 100)


def test_nl5_2_raise_short_of_the_minimum_only_all_in() -> None:
    # NL5-2: a raise to 9 after 2 and 6 is legal only as an all-in (9 is everything).
    rnd = new_round(NL, 2, [100, 100, 9])
    rnd.bet(2)
    rnd.raise_to(6)
    assert choices(rnd) == (2, 6, "raise", 9, 9)
    assert rnd.all_in() == Raise(2, 9, 9, True)


def test_nl5_2_the_minimum_resets_to_the_round_size() -> None:
    # Seed 001 rule 7: every round starts again from a minimum bet of 2, whatever the
    # increments of the round before.
    stacks = [80, 80, 80]
    rnd = new_round(NL, 2, stacks)
    rnd.bet(2)
    rnd.raise_to(20)
    rnd.call()
    rnd.call()
    assert rnd.actor is None
    following = new_round(NL, 2, stacks)
    assert choices(following) == (0, 0, "bet", 2, 60)


def test_nl5_3_a_short_all_in_does_not_reopen_for_players_who_acted() -> None:
    # Seed 001 rule 12, TDA 47: seat 0 bets 10, seat 1 is all-in for 15 (+5 < 10). Seat 2,
    # yet to act, may make a full raise (to 25); seat 0, facing only the short 5, may not.
    rnd = new_round(NL, 2, [100, 15, 100])
    rnd.bet(10)
    assert rnd.all_in() == Raise(1, 15, 15, True)
    assert choices(rnd) == (2, 15, "raise", 25, 100)
    assert rnd.call() == Call(2, 15, False)
    assert choices(rnd) == (0, 5, None, 0, 0)
    refused(rnd, rnd.raise_to, 25, match="not reopened")
    refused(rnd, rnd.all_in)
    assert rnd.call() == Call(0, 5, False)
    assert rnd.actor is None


def test_nl5_4_short_all_ins_that_add_up_to_a_full_raise_reopen() -> None:
    # Rules-notes 2.30: 10, all-in to 15 (+5), all-in to 20 (+5): seat 0 faces 10 in all, a
    # full raise, so it may raise again; the minimum raise stays the last full one, 10.
    rnd = new_round(NL, 2, [100, 15, 20, 100])
    rnd.bet(10)
    rnd.all_in()
    assert choices(rnd) == (2, 15, "raise", 20, 20)  # short of 25: all-in only
    rnd.all_in()
    rnd.call()
    assert choices(rnd) == (0, 10, "raise", 30, 100)
    refused(rnd, rnd.raise_to, 29)
    assert rnd.raise_to(30) == Raise(0, 30, 20, False)


@pytest.mark.parametrize("later", ["call", "raise"])
def test_one_chip_all_in_bet(later: str) -> None:
    # Rules-notes 2.29: with 1 chip a player bets all-in 1; later players call 1 or raise to
    # at least 1 + 2 = 3; a player who checked before may only call unless it faces 2 more.
    rnd = new_round(NL, 2, [100, 1, 100])
    assert rnd.check() == Check(0)
    assert choices(rnd) == (1, 0, "bet", 1, 1)
    assert rnd.bet(1) == Bet(1, 1, 1, True)
    assert choices(rnd) == (2, 1, "raise", 3, 100)
    if later == "call":
        rnd.call()
        assert choices(rnd) == (0, 1, None, 0, 0)
    else:
        rnd.raise_to(3)
        assert choices(rnd) == (0, 3, "raise", 5, 100)


def test_pot_limit_maximum_is_the_pot_after_calling() -> None:
    # The card-room rule: the largest raise is to the current bet plus the pot once the
    # raiser has called. Antes of 3 are in the middle (contributions); dead money 2 counts.
    stacks = [97, 97, 97]
    rnd = BettingRound(PotLimit(2), 2, stacks, [0, 0, 0], [False] * 3, 0, 0, 0, [1, 1, 1], 2)
    assert choices(rnd) == (0, 0, "bet", 2, 5)  # pot 3 + 2
    rnd.bet(5)
    # Seat 1 calls 5 (pot 15), then raises 15: to 20.
    assert choices(rnd) == (1, 5, "raise", 10, 20)


# ---------------------------------------------------------------------------------- fixed limit


def test_td12_a_half_bet_all_in_reopens_and_counts_as_a_raise() -> None:
    # TD-12 (seed 002 rule 25): big-bet round of 4. P1 bets 4, P2 is all-in to 6 (+2, half a
    # bet): P3 may raise to 10, and when the action returns P1 may re-raise to 14. The
    # all-in is raise 1 toward the cap: bet, all-in, P3's raise and P1's re-raise are four
    # bets, so the round is capped after P1.
    rnd = new_round(TD, 4, [100, 6, 100, 100], first=0)
    assert rnd.bet(4) == Bet(0, 4, 4, False)
    assert rnd.all_in() == Raise(1, 6, 6, True, False)
    assert choices(rnd) == (2, 6, "raise", 10, 10)
    rnd.raise_to(10)
    rnd.call()  # seat 3
    assert choices(rnd) == (0, 6, "raise", 14, 14)
    rnd.raise_to(14)
    assert rnd.capped
    assert choices(rnd) == (2, 4, None, 0, 0)


def test_td13_a_short_all_in_under_half_a_bet_does_not_reopen() -> None:
    # Seed 002 rules 25-26: after a bet of 4, an all-in to 5 (+1, less than half) does not
    # reopen for the bettor; a player yet to act may complete it to 8, which is a raise.
    rnd = new_round(TD, 4, [100, 5, 100, 100])
    rnd.bet(4)
    rnd.all_in()
    assert choices(rnd) == (2, 5, "raise", 8, 8)
    assert rnd.complete() == Raise(2, 8, 8, False, True)
    rnd.call()  # seat 3
    # Seat 0 faces 4 more since it bet (the completion): a full bet, so reopened.
    assert choices(rnd) == (0, 4, "raise", 12, 12)


def test_td13_the_bettor_facing_only_the_short_all_in_may_not_raise() -> None:
    rnd = new_round(TD, 4, [100, 5, 100])
    rnd.bet(4)
    rnd.all_in()
    rnd.call()  # seat 2 calls 5
    assert choices(rnd) == (0, 1, None, 0, 0)
    refused(rnd, rnd.raise_to, 8, match="not reopened")
    refused(rnd, rnd.complete)
    rnd.call()
    assert rnd.actor is None


def test_td14_the_cap_counts_the_big_blind_as_the_first_bet() -> None:
    # Seed 002 rule 17, rules-notes 2.32: one bet and three raises; the big blind is the bet.
    # Blinds 1/2 posted, the first seat left of the big blind acts.
    stacks = [100, 99, 98, 100, 100]
    rnd = new_round(TD, 2, stacks, bets=[0, 1, 2, 0, 0], first=3, current=2, raises=1)
    assert choices(rnd) == (3, 2, "raise", 4, 4)
    rnd.raise_to(4)
    rnd.raise_to(6)
    rnd.raise_to(8)  # raise 3: capped
    assert rnd.capped
    assert choices(rnd) == (1, 7, None, 0, 0)
    refused(rnd, rnd.raise_to, 10, match="capped")


def test_td14_no_cap_heads_up() -> None:
    # Seed 002 rule 17: with two players the raises are unlimited.
    rnd = new_round(TD, 2, [100, 100])
    for to in range(2, 22, 2):
        assert rnd.bet_or_raise(to).to == to
    assert not rnd.capped


def test_td14_a_fold_to_heads_up_before_the_cap_lifts_it() -> None:
    # Rules-notes 2.31: once exactly two players are left, no cap in this round or later.
    rnd = new_round(TD, 2, [100, 100, 100])
    rnd.bet(2)
    rnd.raise_to(4)
    assert rnd.fold() == Fold(2)
    for to in (6, 8, 10, 12):
        rnd.raise_to(to)
    assert not rnd.capped
    following = new_round(TD, 4, [80, 80, 80], folded=[False, False, True])
    for to in range(4, 28, 4):
        following.bet_or_raise(to)
    assert not following.capped


def test_td14_a_cap_reached_is_not_undone_by_a_fold() -> None:
    # Seed 002 rule 17: "A cap already reached is not undone by a later fold."
    rnd = new_round(TD, 2, [100, 100, 100])
    rnd.bet(2)
    rnd.raise_to(4)
    rnd.raise_to(6)
    rnd.raise_to(8)
    assert rnd.capped
    rnd.fold()  # seat 1: two players left
    assert choices(rnd) == (2, 2, None, 0, 0)


def test_no_cap_structure_never_caps() -> None:
    rnd = new_round(FixedLimit(bets=(2,), cap_raises=None), 2, [100, 100, 100])
    for to in range(2, 30, 2):
        rnd.bet_or_raise(to)
    assert not rnd.capped


def test_fixed_limit_cannot_shove_beyond_the_limit() -> None:
    # Seed 002 rule 24.
    rnd = new_round(TD, 2, [100, 100])
    assert choices(rnd) == (0, 0, "bet", 2, 2)
    refused(rnd, rnd.all_in, match="most this seat may make it is 2")
    refused(rnd, rnd.bet, 4, match="in fixed limit the bet is to 2")


# ---------------------------------------------------------------------------------- turns


def test_the_big_blind_keeps_its_option() -> None:
    # Seed 002 rule 12: when everyone only calls, the big blind may still raise.
    rnd = new_round(TD, 2, [98, 99, 98], bets=[0, 1, 2], first=0, current=2, raises=1)
    rnd.call()
    rnd.call()
    assert choices(rnd) == (2, 0, "raise", 4, 4)
    assert rnd.check() == Check(2)
    assert rnd.actor is None


def test_everyone_checks_and_the_round_ends() -> None:
    rnd = new_round(NL, 2, [50, 50, 50], first=1)
    assert [rnd.check().seat for _ in range(3)] == [1, 2, 0]
    assert rnd.actor is None and rnd.anyone_acted


def test_folds_to_one_end_the_round_and_return_the_uncalled_bet() -> None:
    # Seed 001 rule 10 and 16: the last player takes the pot; nobody called the 20.
    stacks = [100, 100, 100]
    rnd = new_round(NL, 2, stacks)
    rnd.bet(20)
    rnd.fold()
    rnd.fold()
    assert rnd.actor is None
    assert rnd.return_uncalled() == (0, 20)
    assert stacks == [100, 100, 100] and rnd.bets == [0, 0, 0]


def test_uncalled_excess_over_a_short_call_comes_back() -> None:
    # NL5-6: A bets 50 all-in, B has 20 and calls all-in: 30 goes back to A.
    stacks = [50, 20]
    rnd = new_round(NL, 2, stacks)
    rnd.bet(50)
    assert rnd.call() == Call(1, 20, True)
    assert rnd.actor is None
    assert rnd.return_uncalled() == (0, 30)
    assert stacks == [30, 0] and rnd.bets == [20, 20]


def test_nobody_acts_when_all_but_one_are_all_in() -> None:
    # A seat facing nothing need not act when nobody is left to bet against.
    rnd = new_round(NL, 2, [0, 0, 40], bets=[0, 0, 0])
    assert rnd.actor is None


def test_all_in_players_and_folded_seats_are_skipped() -> None:
    rnd = new_round(NL, 2, [0, 30, 30, 30], folded=[False, False, True, False], first=0)
    assert rnd.actor == 1
    rnd.bet(2)
    assert rnd.actor == 3


def test_no_raise_when_nobody_could_call_it() -> None:
    # A raise needs someone who could put in more than the current bet.
    rnd = new_round(NL, 2, [100, 10])
    rnd.bet(10)  # seat 1 is all-in to call
    rnd.call()
    assert rnd.actor is None
    rnd2 = new_round(NL, 2, [100, 10, 10])
    rnd2.bet(30)
    assert choices(rnd2) == (1, 10, None, 0, 0)


def test_opening_rule_limits_the_first_bet_only() -> None:
    # Jacks or better (seed 000 rules 12-13): until someone opens, only checks; the round is
    # told who may open, never why (it knows no cards).
    may_open = (lambda seat: seat == 1, "opening needs a pair of jacks or better")
    rnd = new_round(FixedLimit(bets=(2, 4), cap_raises=4), 2, [50, 50, 50], opening=may_open)
    assert choices(rnd) == (0, 0, None, 0, 0)
    refused(rnd, rnd.bet, 2, match="jacks or better")
    rnd.check()
    assert choices(rnd) == (1, 0, "bet", 2, 2)
    rnd.bet(2)
    assert choices(rnd) == (2, 2, "raise", 4, 4)  # once open, anyone may raise


def test_refused_commands_change_nothing() -> None:
    rnd = new_round(NL, 2, [100, 100])
    refused(rnd, rnd.fold, match="no bet to call")
    refused(rnd, rnd.call, match="no bet to call")
    refused(rnd, rnd.raise_to, 4, match="should bet")
    refused(rnd, rnd.bet, 2.5)
    refused(rnd, rnd.bet, True)
    refused(rnd, rnd.complete, match="fixed-limit")
    rnd.bet(2)
    refused(rnd, rnd.check, match="2 to call")
    refused(rnd, rnd.bet, 4, match="should raise")


def test_legal_actions_describe_themselves() -> None:
    assert LegalActions(3, False, True, 0, "bet", 2, 2).describe() == "check, bet to 2"


def test_a_round_needs_matching_seats_and_a_known_structure() -> None:
    from pokerules import PokerulesError

    with pytest.raises(PokerulesError, match="first seat"):
        BettingRound(NL, 2, [10, 10], [0, 0], [False, False], 2)
    with pytest.raises(PokerulesError, match="for each"):
        BettingRound(NL, 2, [10, 10], [0], [False, False], 0)
    with pytest.raises(PokerulesError, match="unknown betting structure"):
        BettingRound("no limit", 2, [10, 10], [0, 0], [False, False], 0)  # type: ignore[arg-type]


@pytest.mark.parametrize(("completes", "next_to"), [(False, 210), (True, 180)])
def test_a_short_all_in_raise_is_a_raise_or_is_completed(completes: bool, next_to: int) -> None:
    # Small bet 60 (LBad-USD-MTT8-201011.txt, hand 52476877655): seat 0 bets 60, seat 1
    # raises to 120, seat 2 goes all in to 150, half a bet over: it reopens the betting for
    # seat 1 either way. The half-bet rule makes 150 the level (the next raise is to 210);
    # PokerStars' rule keeps 120 and the next raise completes it to 180.
    structure = FixedLimit(bets=(60,), cap_raises=4, short_all_in_completes=completes)
    rnd = new_round(structure, 60, [1000, 1000, 150, 1000])
    rnd.bet(60)
    rnd.raise_to(120)
    rnd.raise_to(150)
    rnd.call()  # seat 3
    rnd.call()  # seat 0
    legal = rnd.legal
    assert legal is not None and legal.seat == 1 and legal.raise_kind == "raise"
    assert legal.min_to == legal.max_to == next_to
    record = rnd.raise_to(next_to)
    assert record == Raise(seat=1, to=next_to, added=next_to - 120, all_in=False,
                           completes=completes)  # fmt: skip
    assert ("short all-in raise is completed" in structure.describe()) is completes
