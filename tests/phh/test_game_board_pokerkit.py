"""pokerkit replays our hold'em, Omaha and Omaha eight-or-better hands to our stacks.

Random legal play (random bots, varied tables and stacks, short stacks for all-ins and side
pots) through pokerules; each hand is exported as PHH (``NT``, ``FT``, ``PO``, ``FO/8``) and
replayed by pokerkit's ``HandHistory`` (``NoLimitTexasHoldem``, ``FixedLimitTexasHoldem``,
``PotLimitOmahaHoldem``, ``FixedLimitOmahaHoldemHighLowSplitEightOrBetter``) with the same
cards and the same decisions; both must end on the same stacks.

Every showdown's awards are checked against the pot rule written out here from the rules
(:func:`rule_awards`: pots built by contribution level, each divided separately, hands judged
by phevaluator and a brute-force low). Where pokerkit's own rule (:func:`pokerkit_awards`)
pays a hand differently (odd chips, a side pot without a low), the hand is not left out: its
pokerules stacks must be exactly what pokerules' rule gives, pokerkit's replay must end on
exactly what pokerkit's rule gives, and an odd-chip difference may move no more chips than
the two rules leave odd. A hand is left out only where a betting rule of pokerules knowingly
differs from pokerkit's (:func:`betting_differences`), and those hands are counted.
``test_the_differences_are_real`` shows pokerkit really ends elsewhere on them.
"""

from __future__ import annotations

import os
import random
from collections import Counter
from collections.abc import Mapping, Sequence
from itertools import combinations

import pytest
from low_oracles import best_eight_low, omaha_fives
from pokerkit_oracle import pokerkit_replay, pokerkit_stacks
from pokerules import Hand, find_game
from pokerules.betting.pots import Pot
from pokerules.betting.structures import FixedLimit
from pokerules.games import Game
from pokerules.phh import to_phh
from pokerules.phh.export import phh_order
from pokerules.records import (
    Award,
    Bet,
    Call,
    Check,
    Fold,
    Post,
    Raise,
    ReturnUncalled,
    Show,
    Street,
)  # fmt: skip
from test_phh import random_hand
from test_pokerkit import differences

pokerkit = pytest.importorskip("pokerkit")
phevaluator = pytest.importorskip("phevaluator")

GAMES = {
    "NT": find_game("holdem"),
    "FT": find_game("FT"),
    "PO": find_game("omaha"),
    "FO/8": find_game("omaha8"),
    # The WSOP's no-limit and pot-limit structure: the big blind antes for the table.
    "NT big-blind ante": find_game("holdem", big_blind_ante=2),
    "PO big-blind ante": find_game("omaha", big_blind_ante=2),
}
# Hands per game in the suite; POKERULES_DIFFERENTIAL_HANDS raises it for a reported run.
HANDS = int(os.environ.get("POKERULES_DIFFERENTIAL_HANDS", "250"))


def contributions(hand: Hand) -> tuple[list[int], list[bool], list[int]]:
    """Each seat's chips in the finished hand, whether it folded, and its dead money (a
    big-blind ante, which belongs to the main pot), from the history."""
    paid, folded, dead = [0] * hand.n, [False] * hand.n, [0] * hand.n
    for record in hand.history:
        kind = type(record)
        if kind is Post and record.kind == "big blind ante":
            dead[record.seat] += record.amount
        elif kind is Post:
            paid[record.seat] += record.amount
        elif kind in (Call, Bet, Raise):
            paid[record.seat] += record.added
        elif kind is ReturnUncalled:
            paid[record.seat] -= record.amount
        elif kind is Fold:
            folded[record.seat] = True
    return paid, folded, dead


def card_id(card: object) -> int:
    """The id low_oracles reads (rank * 4 + suit, the deuce rank 0), from the card's text."""
    rank, suit = str(card)
    return "23456789TJQKA".index(rank) * 4 + "cdhs".index(suit)


def shown_hands(hand: Hand) -> dict[int, tuple[int, tuple[int, ...] | None]]:
    """Each shown hand's (high, low-or-None), lower better, judged without pokerules: the
    high by phevaluator (the best five of seven, or in Omaha the best of the 60 choices of two
    hole and three board cards), the eight-or-better low by brute force (low_oracles)."""
    hole = hand.game.hand_size
    hands: dict[int, tuple[int, tuple[int, ...] | None]] = {}
    for record in hand.history:
        if type(record) is Show:
            texts = [str(card) for card in record.cards]
            if hand.game.hole_cards == "exactly_two":
                assert len(texts) == hole + 5
                high = min(
                    phevaluator.evaluate_cards(*two, *three)
                    for two in combinations(texts[:hole], 2)
                    for three in combinations(texts[hole:], 3)
                )
                ids = [card_id(card) for card in record.cards]
                low = best_eight_low(omaha_fives(ids[:hole], ids[hole:]))
            else:
                assert len(texts) == 7
                high, low = phevaluator.evaluate_cards(*texts), None
            hands[record.seat] = (high, low if hand.game.hi_lo != "none" else None)
    return hands


def level_pots(paid: Sequence[int], folded: Sequence[bool], dead: int) -> list[Pot]:
    """Main and side pots from the rule, not from pokerules' ``build_pots``: one pot for each
    contribution level of the seats still in, holding every seat's chips between the previous
    level and this one, won by the seats still in that reached it; chips above the top level
    join the last pot, dead money the first."""
    live = [s for s in range(len(paid)) if not folded[s]]
    layers: list[list] = []
    previous = 0
    for level in sorted({paid[s] for s in live}):
        amount = sum(min(p, level) - min(p, previous) for p in paid)
        layers.append([amount, tuple(s for s in live if paid[s] >= level)])
        previous = level
    layers[-1][0] += sum(max(p - previous, 0) for p in paid)
    layers[0][0] += dead
    return [Pot(amount, eligible) for amount, eligible in layers if amount]


def rule_awards(
    pots: Sequence[Pot], hands: Mapping[int, tuple], order: Sequence[int]
) -> tuple[dict[int, int], int]:
    """What pokerules' documented rule pays (rules-notes 2.27, 4.3), and how many chips it
    leaves odd: each pot separately goes half to its best high hand and half to its best
    qualifying low, all to the high without a low among its shown hands; the odd chip between
    the halves goes high; a part's odd chips go one each to its tied winners from the button's
    left (``order``). A pot with no shown hand goes to the seats that may win it, split."""
    total: dict[int, int] = {}
    odd_chips = 0

    def share(amount: int, winners: list[int]) -> None:
        nonlocal odd_chips
        each, odd = divmod(amount, len(winners))
        odd_chips += odd
        for k, s in enumerate(winners):
            total[s] = total.get(s, 0) + each + (1 if k < odd else 0)

    for pot in pots:
        seats = [s for s in order if s in pot.eligible and s in hands]
        if not seats:
            share(pot.amount, [s for s in order if s in pot.eligible])
            continue
        best = min(hands[s][0] for s in seats)
        high = [s for s in seats if hands[s][0] == best]
        lows = [hands[s][1] for s in seats if hands[s][1] is not None]
        if not lows:
            share(pot.amount, high)
            continue
        odd_chips += pot.amount % 2
        share(pot.amount - pot.amount // 2, high)
        share(pot.amount // 2, [s for s in seats if hands[s][1] == min(lows)])
    return {s: chips for s, chips in total.items() if chips}, odd_chips


def pokerkit_awards(
    pots: Sequence[Pot], hands: Mapping[int, tuple], order: Sequence[int]
) -> tuple[dict[int, int], int]:
    """What pokerkit pays, modelled from its source, and how many chips it leaves odd: shown
    hands that win nothing are killed;
    pots left with the same contenders are merged; every pot is cut into the hand types any
    hand left at the table has (high, and low when anyone has one), the odd chip high; each
    part goes to its best hands, the whole remainder to the first in ``order``. A pot whose
    contenders have no low gives its low part to all of them, as ties."""
    odd_chips = [0]

    def per_pot(amount: int, seats: list[int], types: list[int], count: int) -> dict[int, int]:
        paid: dict[int, int] = {}
        share, odd = divmod(amount, len(types))
        odd_chips[0] += odd * count
        for half in types:
            chips = share + (odd if half == types[0] else 0)
            values = [hands[s][half] for s in seats if hands[s][half] is not None]
            best = min(values) if values else None
            winners = [s for s in seats if hands[s][half] == best]
            each, rest = divmod(chips, len(winners))
            odd_chips[0] += rest * count
            for k, s in enumerate(winners):
                paid[s] = paid.get(s, 0) + each + (rest if k == 0 else 0)
        return paid

    def types_of(seats: Sequence[int]) -> list[int]:
        return [0, 1] if any(hands[s][1] is not None for s in seats) else [0]

    contenders = [[s for s in order if s in pot.eligible and s in hands] for pot in pots]
    live: set[int] = set()
    for pot, seats in zip(pots, contenders, strict=True):
        paid = per_pot(pot.amount, seats, types_of(seats), 0)
        live |= {s for s, chips in paid.items() if chips}
    types = types_of([s for s in order if s in live])
    merged: dict[tuple[int, ...], int] = {}
    for pot, seats in zip(pots, contenders, strict=True):
        key = tuple(s for s in seats if s in live) or tuple(seats)
        merged[key] = merged.get(key, 0) + pot.amount
    total: dict[int, int] = {}
    for seats_left, amount in merged.items():
        for s, chips in per_pot(amount, list(seats_left), types, 1).items():
            total[s] = total.get(s, 0) + chips
    return {s: chips for s, chips in total.items() if chips}, odd_chips[0]


def our_awards(hand: Hand) -> dict[int, int]:
    total: dict[int, int] = {}
    for record in hand.history:
        if type(record) is Award:
            total[record.seat] = total.get(record.seat, 0) + record.amount
    return total


def reopened_by_short_all_ins(hand: Hand) -> bool:
    """Whether a seat raised in no or pot limit after short all-ins that add up to a full raise
    reopened the betting for it (TDA 47A, rules-notes 2.30). pokerkit lets a seat that has
    acted raise again only after one full raise."""
    big = hand.game.blinds[1] if hand.game.blinds else 0
    current = full = 0
    acted: set[int] = set()
    for record in hand.history:
        kind = type(record)
        if kind is Street and "betting" in record.name:
            first = record.name.startswith("first")
            current, full, acted = (big, big, set()) if first else (0, 0, set())
        elif kind in (Bet, Raise):
            if record.seat in acted:
                return True
            if record.to - current >= max(full, hand.game.betting.min_bet):
                full, acted = record.to - current, set()
            current = max(current, record.to)
            acted.add(record.seat)
        elif kind in (Call, Check, Fold):
            acted.add(record.seat)
    return False


def betting_differences(hand: Hand) -> set[str]:
    """The pokerules betting rules this hand used that pokerkit's variant lacks.

    * ``short big blind``: a big blind posted short must still be called in full
      (rules-notes 2.32); pokerkit lets players call what was posted.
    * ``short all-ins reopen``: in no and pot limit, short all-ins that add up to a full
      raise reopen the betting for seats that already acted (TDA 47A, rules-notes 2.30);
      pokerkit reopens only on one full raise.
    * fixed limit, as in triple draw (:func:`test_pokerkit.differences`): ``short all-in
      reopens`` (2.31), ``completion`` (2.31) and ``fifth bet`` (no cap heads-up).
    """
    found: set[str] = set()
    if isinstance(hand.game.betting, FixedLimit):
        found |= differences(hand)
    elif reopened_by_short_all_ins(hand):
        found.add("short all-ins reopen")
    big = hand.game.blinds[1] if hand.game.blinds else 0
    for record in hand.history:
        if type(record) is Post and record.kind == "big blind" and record.amount < big:
            found.add("short big blind")
    return found


def payout_difference(hand: Hand) -> tuple[str | None, list[int]]:
    """Checks ``hand``'s awards against pokerules' rule (:func:`rule_awards`) and returns how
    pokerkit's rule pays it differently, with the stacks pokerkit's rule ends on (PHH order).

    * ``odd chips``: each pot is divided separately and a half's odd chips go one each to the
      tied winners from the button's left (rules-notes 2.27, 4.3); pokerkit merges pots left
      with the same contenders before dividing, and gives a half's whole remainder to the
      first winner. The two rules may then place differently at most the chips they leave odd.
    * ``side pot without a low``: a pot none of whose contenders has a qualifying low goes
      to its high hand (rules-notes 4.3); when another pot has a low, pokerkit still cuts this
      one in two and gives the low half to its contenders as if they tied.
    * None: both rules pay the hand alike.
    """
    paid, folded, dead = contributions(hand)
    order = phh_order(hand)
    start = hand.starting_stacks
    pots = level_pots(paid, folded, sum(dead))
    hands = shown_hands(hand)
    if not hands:  # everyone else folded: the last seat in takes every pot
        (winner,) = [s for s in range(hand.n) if not folded[s]]
        ours, theirs = {winner: sum(pot.amount for pot in pots)}, {}
        ours_odd = theirs_odd = 0
        theirs = dict(ours)
    else:
        ours, ours_odd = rule_awards(pots, hands, order)
        theirs, theirs_odd = pokerkit_awards(pots, hands, order)
    text = to_phh(hand)
    assert our_awards(hand) == ours, text
    assert list(hand.stacks) == [
        start[s] - paid[s] - dead[s] + ours.get(s, 0) for s in range(hand.n)
    ]
    expected = [start[s] - paid[s] - dead[s] + theirs.get(s, 0) for s in order]
    if theirs == ours:
        return None, expected
    assert sum(theirs.values()) == sum(ours.values()), text
    some_low = any(low is not None for _, low in hands.values())
    lowless = any(all(hands[s][1] is None for s in pot.eligible if s in hands) for pot in pots)
    if some_low and lowless:
        return "side pot without a low", expected
    moved = sum(max(chips - theirs.get(s, 0), 0) for s, chips in ours.items())
    assert 0 < moved <= ours_odd + theirs_odd, (text, ours, theirs)
    return "odd chips", expected


def coverage(hand: Hand) -> set[str]:
    """What a hand exercises: all-ins, side pots, showdowns, split pots, scoops."""
    seen = set()
    awards = [r for r in hand.history if type(r) is Award]
    if any(getattr(r, "all_in", False) for r in hand.history):
        seen.add("all-in")
    if any(r.pot > 0 for r in awards):
        seen.add("side pot")
    shows = [r for r in hand.history if type(r) is Show]
    if len(shows) > 1:
        seen.add("showdown")
    per_pot = Counter(r.pot for r in awards)
    if any(count > 1 for count in per_pot.values()):
        seen.add("split pot")
    if len(hand.board) == 5:
        seen.add("river")
    return seen


def play(game: Game, rng: random.Random) -> Hand:
    return random_hand(game, rng, extras=False)


@pytest.mark.parametrize("code", GAMES)
def test_pokerkit_replays_our_board_hands(code: str) -> None:
    game = GAMES[code]
    rng = random.Random(f"pokerkit board {code}")
    checked: Counter[str] = Counter()
    left_out: Counter[str] = Counter()
    for _ in range(HANDS):
        hand = play(game, rng)
        # Every hand's awards follow pokerules' rule, whatever pokerkit does with the hand.
        payout, expected = payout_difference(hand)
        found = betting_differences(hand)
        if found:
            left_out.update(found)
            continue
        text = to_phh(hand)
        assert text.startswith(f'variant = "{code.split()[0]}"')
        # Where the two pot rules differ, pokerkit must end on exactly what its rule gives.
        assert pokerkit_stacks(text) == expected, text
        checked.update(coverage(hand) | {"hands"} | ({payout} if payout else set()))
    print(code, dict(checked), "left out:", dict(left_out))
    assert checked["hands"] > 0.8 * HANDS
    for kind in ("all-in", "side pot", "showdown", "river"):
        assert checked[kind] > HANDS // 50, (kind, checked)
    # Ties are rare in high games; in FO/8 most showdowns with a low split.
    assert checked["split pot"] > (HANDS // 10 if game.hi_lo != "none" else 2), checked
    allowed = {"short big blind", "short all-in reopens", "completion", "fifth bet"}
    assert left_out.keys() <= allowed | {"short all-ins reopen"}


@pytest.mark.parametrize("code", ["NT", "PO", "FO/8"])
def test_the_differences_are_real(code: str) -> None:
    """Where the pot rules differ, pokerkit ends on other stacks than ours, and on exactly
    those its rule gives; where :func:`betting_differences` leaves a hand out, pokerkit
    refuses it or ends on other stacks (or, counted apart, the rule changed nothing)."""
    game = GAMES[code]
    rng = random.Random(f"pokerkit board differences {code}")
    refused: Counter[str] = Counter()
    for _ in range(600):
        hand = play(game, rng)
        payout, expected = payout_difference(hand)
        found = betting_differences(hand)
        if not (found or payout):
            continue
        stacks = pokerkit_replay(hand)  # None where pokerkit refuses the hand
        ours = [hand.stacks[s] for s in phh_order(hand)]
        if payout and not found:
            assert stacks == expected != ours
        elif stacks == ours:
            # The hand used a rule pokerkit lacks without it changing the end: a short big
            # blind nobody had to call past what was posted, say.
            continue
        refused.update(found | ({payout} if payout else set()))
    assert refused["short big blind"] > 5
    if code == "FO/8":
        assert refused["odd chips"] + refused["side pot without a low"] > 0


def test_pokerkit_agrees_on_a_quartered_omaha8_pot() -> None:
    # Heads-up, button 0: seat 1 gets the first card. Both hold A-2 for 7-4-3-2-A (a tie);
    # seat 1's kings make trips for high. Blinds 1 and 2, the button calls, the big blind
    # checks it down: pot 4, high 2 to seat 1, low 2 split 1 and 1. Seat 1 is quartered in.
    hole = {1: "Ah 2c Kd Ks", 0: "Ad 2d 9s 9c"}
    deck = [hole[s].split()[k] for k in range(4) for s in (1, 0)]
    deck += ["Qc", "3h", "4s", "Kh", "Jc", "7d", "Jd", "Tc"]  # burn, flop, burn, turn, burn, river
    hand = Hand(GAMES["FO/8"], [40, 40], button=0, deck=deck)
    while not hand.is_over:
        hand.check() if hand.legal_actions().check else hand.call()
    assert hand.board == tuple(find_card(c) for c in ("3h", "4s", "Kh", "7d", "Tc"))
    assert our_awards(hand) == {1: 3, 0: 1}  # 2 high + 1 low, and 1 low
    assert pokerkit_stacks(to_phh(hand)) == [hand.stacks[s] for s in phh_order(hand)]
    assert hand.stacks == (39, 41)


def find_card(text: str) -> object:
    from pokerules import Card

    return Card(text)
