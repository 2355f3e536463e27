"""pokerkit, an independent engine, replays our exported stud, razz and stud eight-or-better
hands (PHH ``F7S``, ``FR``, ``F7S/8``) to our stacks.

Random legal play (all-ins, short stacks, bring-ins posted short, completions, capped rounds,
side pots, splits) through pokerules, written as PHH and replayed by pokerkit's
``FixedLimitSevenCardStud``, ``FixedLimitRazz`` and
``FixedLimitSevenCardStudHighLowSplitEightOrBetter``, ends on the same stacks. A hand is left
out only where a pokerules rule knowingly differs from pokerkit's (:func:`differences`), and
:func:`test_the_differences_are_real` shows pokerkit really ends elsewhere on those.
"""

from __future__ import annotations

import itertools
import random
from collections import Counter

import pytest
from pokerkit_oracle import REFUSALS, pokerkit_agrees, pokerkit_stacks
from pokerules import FixedLimit, Hand, find_game
from pokerules.betting.pots import build_pots
from pokerules.evaluation.ace_to_five import evaluate_low_a5
from pokerules.phh import from_phh, to_phh
from pokerules.phh.export import phh_order
from pokerules.records import (
    Award,
    Bet,
    BringIn,
    Call,
    Check,
    Fold,
    Post,
    Raise,
    ReturnUncalled,
    Show,
    Street,
)
from test_phh import random_hand

pokerkit = pytest.importorskip("pokerkit")

# What the standard files play: one bet and three raises, even heads-up (pokerkit's four
# bets a round); seven players, as many as the deck serves without a community card.
PHH_CAP = FixedLimit((2, 2, 4, 4, 4), 3, uncapped_heads_up=False)
GAMES = {
    name: find_game(name, betting=PHH_CAP, max_players=7) for name in ("stud", "razz", "stud8")
}


def differences(hand: Hand) -> set[str]:
    """The pokerules rules this hand used that pokerkit lacks.

    * ``short all-in reopens``: an all-in of half a bet or more reopens the betting for seats
      that already acted (rules-notes 2.31); pokerkit reopens only on a full bet.
    * ``completion``: after a smaller all-in bet, the next raise completes to the full bet
      (2.31); pokerkit raises a full bet on top. (Completing a bring-in is the same in both.)
    * ``lowless side pot`` (stud8): a pot none of whose shown hands has a low goes all to the
      high hand (rules-notes 4.3, each pot separately); pokerkit splits every pot once any
      hand has a low, sharing that pot's low half among its hands.
    * ``ante-only pot split`` (stud8): a seat all-in on its ante makes a pot of the antes
      alone; pokerkit pools that pot with the first bets, so its odd chips fall elsewhere.
    * ``pots pokerkit merges`` (stud8): side pots made by a seat that then loses (mucks, or
      shows a hand that wins nothing) have the same winners; pokerkit kills the losing hands
      first and splits such pots as one, we split each separately, so the odd chips of the
      halves can fall elsewhere.
    """
    found: set[str] = set()
    sizes = hand.game.round_sizes
    current = 0
    acted_at: dict[int, int] = {}  # the bet each seat last acted on
    wagered = False
    round_index = -1
    for record in hand.history:
        kind = type(record)
        if kind is Street and record.name.endswith("betting round"):
            round_index += 1
            current, acted_at, wagered = 0, {}, False
        elif kind is BringIn:
            current, acted_at[record.seat] = record.amount, 0
        elif kind in (Fold, Check, Call):
            acted_at[record.seat] = current
        elif kind in (Bet, Raise):
            since = acted_at.get(record.seat)
            if since is not None and current - since < sizes[round_index]:
                found.add("short all-in reopens")  # reopened by less than a full bet
            if kind is Raise and record.completes and wagered:
                found.add("completion")
            wagered = True
            current = acted_at[record.seat] = record.to
    if hand.game.hi_lo != "none":
        found |= _split_differences(hand)
    return found


def _split_differences(hand: Hand) -> set[str]:
    shows = {r.seat: r.cards for r in hand.history if type(r) is Show}
    lows = {seat: evaluate_low_a5(cards, qualify=8) for seat, cards in shows.items()}
    if all(low is None for low in lows.values()):
        return set()
    found = set()
    if any(type(r) is Post and r.all_in for r in hand.history):
        found.add("ante-only pot split")
    paid, folded = [0] * hand.n, [False] * hand.n
    for record in hand.history:
        kind = type(record)
        if kind is Post or kind is BringIn:
            paid[record.seat] += record.amount
        elif kind in (Call, Bet, Raise):
            paid[record.seat] += record.added
        elif kind is ReturnUncalled:
            paid[record.seat] -= record.amount
        elif kind is Fold:
            folded[record.seat] = True
    contenders = []
    winners = {r.seat for r in hand.history if type(r) is Award}
    for pot in build_pots(paid, folded, 0):
        shown = [s for s in pot.eligible if s in shows]
        if len(shown) >= 2 and all(lows[s] is None for s in shown):
            found.add("lowless side pot")
        # pokerkit kills the hands that win nothing before it pays: their pots merge.
        contenders.append([s for s in shown if s in winners])
    if any(a == b for a, b in itertools.pairwise(contenders)):
        found.add("pots pokerkit merges")
    return found


def coverage(hand: Hand) -> set[str]:
    """What a hand exercises."""
    seen = set()
    history = hand.history
    for i, record in enumerate(history):
        kind = type(record)
        if kind is BringIn:
            seen.add("bring-in all-in" if record.all_in else "bring-in")
        elif kind is Raise and record.completes:
            seen.add("completion of the bring-in")
        elif kind is Bet and history[i - 1] == Street("first betting round"):
            seen.add("bring-in seat completes")  # its first decision: a bet, no bring-in
        if getattr(record, "all_in", False) and kind is not Post:
            seen.add("all-in")
        if kind is Post and record.all_in:
            seen.add("all-in on the ante")
        elif kind is Award and record.pot > 0:
            seen.add("side pot")
        elif kind is Show:
            seen.add("showdown")
    awards = Counter(r.pot for r in history if type(r) is Award)
    if any(count > 1 for count in awards.values()):
        seen.add("split pot")
    return seen


def differential(name: str, hands: int, seed: str) -> tuple[Counter[str], Counter[str]]:
    game = GAMES[name]
    rng = random.Random(seed)
    checked: Counter[str] = Counter()
    left_out: Counter[str] = Counter()
    for _ in range(hands):
        hand = random_hand(game, rng, extras=False)
        found = differences(hand)
        if found:
            left_out.update(found)
            continue
        text = to_phh(hand)
        assert pokerkit_stacks(text) == [hand.stacks[s] for s in phh_order(hand)], text
        checked.update(coverage(hand) | {"hands"})
    return checked, left_out


@pytest.mark.parametrize("name", sorted(GAMES))
def test_pokerkit_replays_every_exported_hand(name: str) -> None:
    checked, left_out = differential(name, 300, f"pokerkit {name}")
    print(name, dict(checked), "left out:", dict(left_out))
    assert checked["hands"] > 250
    for kind in ("bring-in", "completion of the bring-in", "showdown"):
        assert checked[kind] > 10, (kind, checked)
    assert checked["bring-in all-in"] >= 5
    for kind in ("bring-in seat completes", "all-in", "side pot"):
        assert checked[kind] > 10, (kind, checked)
    assert checked["all-in on the ante"] >= 5
    if name == "stud8":
        assert checked["split pot"] > 5
    allowed = {"short all-in reopens", "completion", "lowless side pot", "ante-only pot split"}
    allowed.add("pots pokerkit merges")
    assert left_out.keys() <= allowed


def test_the_differences_are_real() -> None:
    """Where :func:`differences` leaves a hand out, pokerkit refuses it or ends elsewhere."""
    refused: Counter[str] = Counter()
    for name in ("stud", "stud8"):
        rng = random.Random(f"pokerkit differences {name}")
        for _ in range(2500):
            hand = random_hand(GAMES[name], rng, extras=False)
            found = differences(hand)
            if not found:
                continue
            # pokerkit refuses the hand (or fails on what it cannot follow: a KeyError)
            if not pokerkit_agrees(hand, (*REFUSALS, KeyError)):
                refused.update(found)
    assert refused["short all-in reopens"] >= 3
    assert refused["lowless side pot"] >= 3
    assert refused["ante-only pot split"] >= 1 and refused["pots pokerkit merges"] >= 1


def test_pokerkit_output_of_a_real_file_imports_again() -> None:
    game = GAMES["razz"]
    rng = random.Random(5)
    for _ in range(20):
        hand = random_hand(game, rng, extras=False)
        text = to_phh(hand)
        again = from_phh(text)
        assert again.stacks == hand.stacks and again.decisions() == hand.decisions()
