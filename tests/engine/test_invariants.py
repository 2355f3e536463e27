"""Property tests of the hand engine over all five games.

Hypothesis picks a game, a table (2 to the game's maximum of players, stacks from 0 chips to
deep, any button), seeds and sometimes a deck stacked so that every player holds the same
ranks (for split pots); each example then plays a short session of hands with a random
strategy that likes boundary amounts and all-ins. The tests check, at every step, that chips
and cards are conserved and that illegal commands are refused without changing anything; at
every step of some hands, that every action ``legal_actions`` lists (each kind, both ends of
each range, each discard-count boundary, every roll) is accepted, each on its own replayed
copy; at the end, that the hands shown are the hands the records give (stud: wild only face
up), that the pots went to the best of them and no mucked hand could have won, that replaying
the decisions reproduces the history, and that the history obeys the betting, draw, acting
order (stud: the highest hand showing, by brute force) and showdown rules of the seeds (an
audit that keeps its own books).
"""

from __future__ import annotations

import itertools
import random
from collections import Counter
from collections.abc import Callable, Iterator

import pokerules
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from low_oracles import a5_key, eight_or_better
from pokerules import Hand, IllegalActionError, evaluation, find_game
from pokerules.betting.pots import build_pots, split_pot
from pokerules.betting.structures import FixedLimit, PotLimit
from pokerules.cards import CARDS, RANKS, SUITS
from pokerules.evaluation.ace_to_five import evaluate_low_a5
from pokerules.games.spec import Game
from pokerules.players.bots import RandomBot, play_hand
from pokerules.records import (
    Award,
    Bet,
    BringIn,
    Burn,
    Call,
    Check,
    Deal,
    Draw,
    Fold,
    Muck,
    PassOut,
    Post,
    Raise,
    Reshuffle,
    ReturnUncalled,
    Reveal,
    Roll,
    Show,
    Street,
)
from stud_helpers import check_split_awards, shows_pair, stud_first

VARIANTS: list[tuple[str, dict]] = [
    ("nl-draw", {}),
    ("nl-draw", {"betting": PotLimit(min_bet=2)}),
    ("triple-draw", {}),
    ("deuces-wild", {}),
    ("deuces-wild", {"opening": "none", "max_draw": 5}),
    ("diablo", {}),
    ("dead-deuce", {}),
    ("dead-deuce", {"burn": True}),
    ("nl-single-draw", {"big_blind_ante": 2}),
    ("nl-single-draw", {"big_blind_ante": 3, "big_blind_ante_first": False}),
    ("badugi", {}),
    ("badugi", {"big_blind_ante": 2}),
    ("stud", {}),
    ("stud", {"open_pair_big_bet": True, "burn": False}),
    ("razz", {}),
    ("stud8", {}),
]
VARIANTS += [("holdem", {}), ("holdem", {"limit": "fixed"}), ("omaha", {}), ("omaha8", {})]
VARIANTS += [("omaha8", {"hole": 5})]
VARIANTS += [("omaha6", {}), ("omaha5-8", {})]
VARIANTS += [("nl-draw", {"limit": "fixed"}), ("nl-draw", {"limit": "pot"})]
GAMES: dict[int, Game] = {i: find_game(name, **opts) for i, (name, opts) in enumerate(VARIANTS)}

Table = tuple[int, list[int], int, int, bool]
EVERY_ACTION_EXAMPLES = 80


@st.composite
def tables(draw: st.DrawFn) -> Table:
    """(variant index, stacks, button, seed, tied deck)."""
    variant = draw(st.sampled_from(sorted(GAMES)))
    game = GAMES[variant]
    n = draw(st.integers(game.min_players, game.max_players))
    stack = st.one_of(st.integers(0, 6), st.integers(1, 30), st.integers(30, 300))
    stacks = draw(st.lists(stack, min_size=n, max_size=n))
    if sum(1 for s in stacks if s > 0) < 2:
        stacks[0] = stacks[-1] = 5
    button = draw(st.integers(0, n - 1))
    seed = draw(st.integers(0, 2**48))
    tied = n <= len(SUITS) and draw(st.integers(0, 3)) == 0
    return variant, stacks, button, seed, tied


def tied_deck(game: Game, n: int, rng: random.Random) -> str:
    """A deck that deals every seat the same ranks (no deuces, no flushes): each round of
    the deal is one rank in n different suits."""
    ranks = rng.sample(RANKS[1:], game.hand_size)
    cards = [
        f"{rank}{SUITS[(k + r) % len(SUITS)]}" for r, rank in enumerate(ranks) for k in range(n)
    ]
    return " ".join(cards)


def session(table: Table, hands: int) -> Iterator[tuple[Hand, random.Random, int]]:
    """Deal ``hands`` hands in a row, the stacks carrying over and the button moving left;
    yields each fresh hand with the strategy's random source and the chips on the table."""
    variant, stacks, button, seed, tied = table
    game = GAMES[variant]
    rng = random.Random(seed)
    dead = 0
    for deal in range(hands):
        deck = tied_deck(game, len(stacks), rng) if tied else None
        hand = Hand(game, stacks, button=button, seed=seed + deal, deck=deck, dead_money=dead)
        total = sum(stacks) + dead
        yield hand, rng, total
        assert hand.is_over
        stacks = list(hand.stacks)
        dead = hand.carried
        if sum(1 for s in stacks if s > 0) < 2:
            stacks = [rng.randint(1, 40) for _ in stacks]
            dead = 0
        button = (button + 1) % len(stacks)


# ---------------------------------------------------------------------------------- helpers


def located_cards(hand: Hand) -> list[int]:
    return sorted(card for cards in hand.card_locations().values() for card in cards)


ALL_IDS = list(range(52))


def check_conservation(hand: Hand, total: int) -> None:
    if hand.is_over:
        assert sum(hand.stacks) + hand.carried == total
        assert hand.pot_total == 0
    else:
        assert sum(hand.stacks) + hand.pot_total == total
        assert sum(p.amount for p in hand.pots()) == hand.pot_total
        assert all(s >= 0 for s in hand.stacks)
        live = set(hand.in_hand())
        for pot in hand.pots():
            assert set(pot.eligible) <= live
    assert located_cards(hand) == ALL_IDS


def all_in_allowed(hand: Hand) -> bool:
    """Whether ``all_in`` is one of the legal actions listed: a call for at most everything,
    or a bet or raise whose largest allowed total is everything."""
    legal = hand.legal_actions()
    seat = legal.seat
    everything = hand.round_bets[seat] + hand.stacks[seat]
    if legal.call and everything <= hand.current_bet:
        return True
    return legal.raise_kind is not None and legal.max_to == everything


Option = tuple[str, Callable[[], object]]


def legal_options(hand: Hand, rng: random.Random, pat: bool = False) -> list[Option]:
    """Every action the legal-action API lists for the seat to act, with amounts at both ends
    of the range and one in between (on a draw: one random discard, or none if ``pat``)."""
    if hand.phase == "betting":
        legal = hand.legal_actions()
        options: list[Option] = []
        if legal.fold:
            options.append(("fold", hand.fold))
        if legal.check:
            options.append(("check", hand.check))
        if legal.call:
            options.append(("call", hand.call))
        if legal.bring_in:
            options.append(("bring_in", hand.bring_in))
        if legal.raise_kind is not None:
            amounts = {legal.min_to, legal.max_to}
            if not isinstance(hand.game.betting, FixedLimit):  # fixed: the two ends only
                amounts.add(rng.randint(legal.min_to, legal.max_to))
            command = hand.bet if legal.raise_kind == "bet" else hand.raise_to
            for amount in sorted(amounts):
                options.append((f"{legal.raise_kind} {amount}", lambda a=amount: command(a)))
                options.append((f"bet_or_raise {amount}", lambda a=amount: hand.bet_or_raise(a)))
        if all_in_allowed(hand):
            options.append(("all_in", hand.all_in))
        return options
    seat = hand.actor
    assert seat is not None
    cards = hand.cards(seat)
    if hand.phase == "draw":
        limit = min(hand.draw_limit, len(cards))
        count = 0 if pat else rng.choice([0, limit, rng.randint(0, limit)])
        chosen = tuple(rng.sample(cards, count))
        return [(f"draw {len(chosen)}", lambda: hand.draw(chosen))]
    assert hand.phase == "roll"
    down = [c for c, up in zip(cards, hand.face_up(seat), strict=True) if not up]
    return [(f"roll {c}", lambda c=c: hand.roll(c)) for c in down]


WEIGHTS = {"fold": 1, "check": 4, "call": 4, "all_in": 2}


def choose(options: list[Option], rng: random.Random) -> Option:
    weights = [WEIGHTS.get(name, 2) for name, _ in options]
    return rng.choices(options, weights)[0]


def illegal_attempts(hand: Hand, rng: random.Random) -> list[Option]:
    """Commands the rules do not allow now."""
    seat = hand.actor
    assert seat is not None
    others = [s for s in range(hand.n) if s != seat]
    other = rng.choice(others)
    attempts: list[Option] = []
    cards = hand.cards(seat)
    not_held = [c for c in CARDS if c not in cards]
    stranger = rng.choice(not_held)
    if hand.phase == "betting":
        legal = hand.legal_actions()
        everything = hand.round_bets[seat] + hand.stacks[seat]
        if not legal.check:
            attempts.append(("check facing a bet", hand.check))
        if not legal.fold:
            attempts.append(("fold when check is free", hand.fold))
        if not legal.call:
            attempts.append(("call with nothing to call", hand.call))
        if legal.raise_kind is None:
            amount = rng.randint(1, everything + 5)
            attempts.append(("raise when not allowed", lambda: hand.bet_or_raise(amount)))
            attempts.append(("raise_to when not allowed", lambda: hand.raise_to(amount)))
            attempts.append(("bet when not allowed", lambda: hand.bet(amount)))
        else:
            low = legal.min_to - rng.randint(1, 4)
            high = legal.max_to + rng.randint(1, 10)
            attempts.append((f"below minimum {low}", lambda: hand.bet_or_raise(low)))
            attempts.append((f"above maximum {high}", lambda: hand.bet_or_raise(high)))
            attempts.append(("fractional amount", lambda: hand.bet_or_raise(legal.min_to + 0.5)))
            if legal.raise_kind == "bet":
                attempts.append(("raise with no bet", lambda: hand.raise_to(legal.min_to)))
            else:
                attempts.append(("bet facing a bet", lambda: hand.bet(legal.min_to)))
        if not all_in_allowed(hand):
            attempts.append(("all-in beyond the limit", hand.all_in))
        if not isinstance(hand.game.betting, FixedLimit):
            attempts.append(("complete outside fixed limit", hand.complete))
        attempts.append(("fold out of turn", lambda: hand.act(Fold(other))))
        attempts.append(("check out of turn", lambda: hand.act(Check(other))))
        attempts.append(("call out of turn", lambda: hand.act(Call(other, 1, False))))
        attempts.append(("bet out of turn", lambda: hand.act(Bet(other, 2, 2, False))))
        attempts.append(("raise out of turn", lambda: hand.act(Raise(other, 4, 4, False))))
        attempts.append(("draw while betting", lambda: hand.draw(cards[:1])))
        attempts.append(("roll while betting", lambda: hand.roll(cards[0])))
        return attempts
    betting_commands = [
        ("check", hand.check),
        ("fold", hand.fold),
        ("call", hand.call),
        ("bet", lambda: hand.bet(2)),
        ("raise_to", lambda: hand.raise_to(4)),
        ("all_in", hand.all_in),
        ("complete", hand.complete),
        ("legal_actions", hand.legal_actions),
    ]
    attempts += [(f"{name} during {hand.phase}", command) for name, command in betting_commands]
    if hand.phase == "draw":
        limit = hand.draw_limit
        attempts.append(("discard a card not held", lambda: hand.draw([stranger])))
        too_many = cards[: limit + 1] if len(cards) > limit else (*cards, stranger)
        attempts.append((f"discard {len(too_many)} > {limit}", lambda: hand.draw(too_many)))
        if cards:
            twice = (cards[0], cards[0])
            attempts.append(("discard a card twice", lambda: hand.draw(twice)))
        attempts.append(("discard a bad card", lambda: hand.draw("Zz 9x")))
        attempts.append(("draw out of turn", lambda: hand.act(Draw(other, (), ()))))
        attempts.append(("roll during a draw", lambda: hand.roll(cards[0])))
        return attempts
    assert hand.phase == "roll"
    ups = [c for c, up in zip(cards, hand.face_up(seat), strict=True) if up]
    if ups:
        attempts.append(("roll a face-up card", lambda: hand.roll(ups[0])))
    attempts.append(("roll a card not held", lambda: hand.roll(stranger)))
    attempts.append(("roll a bad card", lambda: hand.roll("Zz")))
    down = [c for c in cards if c not in ups]
    attempts.append(("roll out of turn", lambda: hand.act(Roll(other, down[0]))))
    attempts.append(("draw during the roll", lambda: hand.draw(())))
    return attempts


def try_illegal(hand: Hand, name: str, command: Callable[[], object]) -> None:
    before = hand.snapshot()
    history = hand.history
    with pytest.raises(IllegalActionError):
        command()
        pytest.fail(f"accepted an illegal command: {name}")
    assert hand.snapshot() == before, name
    assert hand.history == history, name


def main_pot_antes(hand: Hand) -> list[int]:
    """Each seat's big-blind ante: dead money for the main pot, no seat's contribution."""
    antes = [0] * hand.n
    for record in hand.history:
        if isinstance(record, Post) and record.kind == "big blind ante":
            antes[record.seat] += record.amount
    return antes


def contributions_from_history(hand: Hand) -> list[int]:
    paid = [0] * hand.n
    for record in hand.history:
        if isinstance(record, Post) and record.kind == "big blind ante":
            continue
        if isinstance(record, Post):
            paid[record.seat] += record.amount
        elif isinstance(record, (Bet, Raise, Call)):
            paid[record.seat] += record.added
        elif isinstance(record, BringIn):
            paid[record.seat] += record.amount
        elif isinstance(record, ReturnUncalled):
            paid[record.seat] -= record.amount
    return paid


class BettingAudit:
    """Reads a finished hand's history and checks each record against the betting rules:
    the seed 001 no-limit rules (with rules-notes 2.29-2.30), pot limit, and the seed 002
    fixed-limit rules (cap, heads-up, half-bet all-ins, 2.31-2.32). It keeps its own books and
    never asks the engine."""

    def __init__(self, hand: Hand) -> None:
        self.hand = hand
        self.game = hand.game
        self.betting = hand.game.betting
        self.fixed = isinstance(self.betting, FixedLimit)
        self.n = n = hand.n
        self.stacks = list(hand.starting_stacks)
        self.paid = [0] * n
        self.folded = [False] * n
        self.bets = [0] * n
        self.acted: list[int | None] = [None] * n
        self.current = 0
        self.round = -1
        self.in_round = False
        self.expected: int | None = None
        self.uncapped = False
        self.opener: int | None = None
        self.draw_queue: list[int] = []
        self.last_round_aggressor: int | None = None
        self.burns: set[int] = set()
        self.reshuffled: set[int] = set()
        self.exposed: list[list[int]] = [[] for _ in range(n)]

    def live(self) -> int:
        return self.n - sum(self.folded)

    def holders(self) -> int:
        return sum(1 for s in range(self.n) if not self.folded[s] and self.stacks[s] > 0)

    def needs(self, s: int) -> bool:
        if self.folded[s] or self.stacks[s] == 0:
            return False
        return self.bets[s] < self.current or (self.acted[s] is None and self.holders() >= 2)

    def next_from(self, start: int) -> int | None:
        for i in range(self.n):
            s = (start + i) % self.n
            if self.needs(s):
                return s
        return None

    def next_live(self, start: int) -> int:
        return next(
            (start + i) % self.n for i in range(self.n) if not self.folded[(start + i) % self.n]
        )

    def close_round(self) -> None:
        if self.in_round and self.live() > 1:
            assert self.next_from(0) is None, "the betting round ended with a player to act"
        self.in_round = False

    def start_round(self) -> None:
        game, n, button = self.game, self.n, self.hand.button
        self.round += 1
        blinds_round = self.round == 0 and game.blinds is not None
        if blinds_round:
            self.current = game.blinds[1]  # the full big blind, even if posted short (2.32)
        else:
            self.bets = [0] * n
            self.current = 0
        self.acted = [None] * n
        self.last_round_aggressor = None
        if self.fixed:
            self.size = self.betting.size(self.round)
            self.full = self.current
            self.raises = 1 if blinds_round else 0  # the big blind is the first bet
            self.capped = False
            if self.live() <= 2 and self.betting.uncapped_heads_up:
                self.uncapped = True
        else:
            self.inc = max(self.betting.min_bet, self.current)
        if game.is_stud and (game.bring_in or game.open_pair_big_bet):
            # Rules-notes 4.1-4.2: the bring-in card begins, then the best hand showing.
            self.expected = self.next_from(stud_first(self))
            self.open_pair = (
                self.round == 1
                and game.open_pair_big_bet
                and any(shows_pair(self.exposed[s]) for s in range(n) if not self.folded[s])
            )
        elif game.is_stud:
            # Rules-notes 2.24-2.25: the highest hand showing begins, ties to the first seat
            # left of the dealer; a seat that cannot act passes it on.
            self.expected = self.next_from(self.high_showing())
        else:
            if self.round == 0:
                start = button + 1 if game.blinds is None else button if n == 2 else button + 3
            elif game.later_rounds_first == "opener" and self.opener is not None:
                start = self.opener
            else:
                start = button + 1
            self.expected = self.next_from(self.next_live(start % n))
        self.in_round = True

    def high_showing(self) -> int:
        order = [(self.hand.button + 1 + i) % self.n for i in range(self.n)]
        live = [s for s in order if not self.folded[s]]
        game = self.game
        strength = {
            s: shown_strength(self.exposed[s], game.wild_cards, game.exposed_wild_counts)
            for s in live
        }
        return max(live, key=lambda s: (strength[s], -order.index(s)))

    def pay(self, seat: int, amount: int) -> None:
        assert 0 <= amount <= self.stacks[seat]
        self.stacks[seat] -= amount
        self.paid[seat] += amount

    def decision(self, record) -> None:
        seat = record.seat
        assert self.in_round, f"{record} outside a betting round"
        if self.expected is not None:
            assert seat == self.expected, f"{record}: seat {self.expected} should act"
        else:
            assert self.needs(seat), f"{record}: seat {seat} has nothing to do"
        owed = self.current - self.bets[seat]
        if isinstance(record, BringIn):
            assert self.round == 0 and self.current == 0, f"{record}: only the first decision"
            assert record.amount == min(self.game.bring_in, self.stacks[seat]), record
            self.pay(seat, record.amount)
            self.bets[seat] = self.current = record.amount
            assert record.all_in == (self.stacks[seat] == 0)
            self.acted[seat] = 0  # below a full bet: a completion reopens the betting to it
        elif isinstance(record, Fold):
            assert owed > 0, "fold when checking is free"
            self.folded[seat] = True
            if self.fixed and self.live() == 2 and self.betting.uncapped_heads_up:
                self.uncapped = True
        elif isinstance(record, Check):
            assert owed <= 0, "check facing a bet"
            self.acted[seat] = self.current
        elif isinstance(record, Call):
            assert owed > 0
            assert record.added == min(owed, self.stacks[seat])
            self.pay(seat, record.added)
            self.bets[seat] += record.added
            assert record.all_in == (self.stacks[seat] == 0)
            self.acted[seat] = self.current
        else:
            self.wager(record, owed)
        self.expected = self.next_from(seat + 1) if self.live() > 1 else None

    def wager(self, record, owed: int) -> None:
        seat = record.seat
        assert isinstance(record, Bet) == (self.current == 0), record
        assert record.added == record.to - self.bets[seat]
        assert record.to > self.current
        assert record.all_in == (record.added == self.stacks[seat]), record
        acted = self.acted[seat]
        if self.fixed:
            assert not self.capped, f"{record}: the round is capped"
            target = self.full + self.size
            big = max(self.game.round_sizes)
            if getattr(self, "open_pair", False) and record.to == self.full + big:
                # The open-pair option: a big bet on fourth street; then every raise is big.
                target, self.size = record.to, big
            elif getattr(self, "open_pair", False) and self.size < big and record.all_in:
                target = self.full + big  # an all-in may fall anywhere short of the big bet
            if record.all_in:
                assert record.to <= target, record
            else:
                assert record.to == target, f"{record}: fixed limit makes it {target}"
            completes = getattr(record, "completes", False)
            assert completes == (self.current > self.full and record.to == target), record
            if acted is not None:
                # a player who acted may raise again only if what it faces since is at least
                # half a bet (TD27 rule 25; rules-notes 2.31)
                assert 2 * (self.current - acted) >= self.size, f"{record}: not reopened"
            if 2 * (record.to - self.full) >= self.size:
                self.full = record.to
                self.raises += 1
                cap = self.betting.cap_raises
                if cap is not None and not self.uncapped and self.raises >= 1 + cap:
                    self.capped = True
        else:
            step = record.to - self.current
            if not record.all_in:
                assert step >= self.inc, f"{record}: a raise adds at least {self.inc}"
            if isinstance(self.betting, PotLimit):
                pot = sum(self.paid) + self.hand.setup.dead_money
                assert record.to <= self.current + pot + owed, f"{record}: over the pot"
            if acted is not None:
                # TDA 47 / NL5 rule 12: reopened only by a full raise in total
                assert self.current - acted >= self.inc, f"{record}: not reopened"
            if step >= self.inc:
                self.inc = step
        self.pay(seat, record.added)
        self.bets[seat] = record.to
        self.current = record.to
        self.acted[seat] = record.to
        self.last_round_aggressor = seat
        if self.round == 0 and self.opener is None:
            self.opener = seat

    def run(self) -> None:
        hand, game = self.hand, self.game
        showdown_order: list[int] = []
        for record in hand.history:
            if isinstance(record, (Fold, Check, Call, Bet, Raise, BringIn)):
                self.decision(record)
                continue
            if self.in_round and not isinstance(record, (Draw, Roll)):
                self.close_round()
            if isinstance(record, Street):
                if record.name.endswith("betting round"):
                    self.start_round()
                elif record.name.startswith("draw"):
                    self.draw_queue = [
                        (hand.button + 1 + i) % self.n
                        for i in range(self.n)
                        if not self.folded[(hand.button + 1 + i) % self.n]
                    ]
            elif isinstance(record, Post):
                if record.kind == "ante":
                    expected = game.ante
                elif record.kind == "big blind ante":
                    expected = game.big_blind_ante
                else:
                    expected = game.blinds[0 if record.kind == "small blind" else 1]
                assert record.amount == min(expected, self.stacks[record.seat])
                self.pay(record.seat, record.amount)
                assert record.all_in == (self.stacks[record.seat] == 0)
                if record.kind not in ("ante", "big blind ante"):
                    self.bets[record.seat] += record.amount
            elif isinstance(record, Draw):
                assert record.seat == self.draw_queue.pop(0), "draws go clockwise from the button"
                assert len(record.received) == len(record.discarded) <= game.max_draw
                # NL5 rule 14, TD27 rule 23: the current player's discards are never reshuffled
                # into what it receives
                assert not set(record.received) & set(record.discarded)
                assert not self.reshuffled & set(record.discarded)
                self.reshuffled = set()
            elif isinstance(record, Deal) and record.face_up and record.seat >= 0:
                self.exposed[record.seat] += record.cards
            elif isinstance(record, Reveal):
                for seat, card in record.cards:
                    self.exposed[seat].append(card)
            elif isinstance(record, Burn):
                self.burns.add(record.card)
            elif isinstance(record, Reshuffle):
                self.reshuffled = set(record.cards)
                if not game.is_stud and not game.recycle_burns:
                    # TD27 rule 23, rules-notes 2.8: burn cards stay out
                    assert not self.burns & self.reshuffled
            elif isinstance(record, ReturnUncalled):
                self.bets[record.seat] -= record.amount
                self.paid[record.seat] -= record.amount
                self.stacks[record.seat] += record.amount
            elif isinstance(record, Award):
                self.stacks[record.seat] += record.amount
            elif isinstance(record, (Show, Muck)):
                showdown_order.append(record.seat)
        assert tuple(self.stacks) == hand.stacks
        if showdown_order:
            self.check_showdown_order(showdown_order)

    def check_showdown_order(self, order: list[int]) -> None:
        """NL5 rule 20, TD27 rule 28: the last bettor or raiser of the final round shows first;
        without one, the rule's first seat (left of the button, or the opener); then clockwise."""
        first = order[0]
        rule = self.game.showdown_first
        aggressor = self.last_round_aggressor
        if aggressor is not None and not self.folded[aggressor]:
            assert first == aggressor, f"the last aggressor {aggressor} shows first"
        elif rule == "left_of_button" or (rule == "opener" and self.opener is None):
            assert first == self.next_live(self.hand.button + 1)
        elif rule == "opener":
            assert first == self.next_live(self.opener)
        live = [(first + i) % self.n for i in range(self.n)]
        assert order == [s for s in live if not self.folded[s]]


def check_accounts(hand: Hand, total: int) -> None:
    """A finished hand: chips add up record by record, the pots went to the best hands shown,
    and every command is now refused."""
    check_conservation(hand, total)
    history = hand.history
    paid = contributions_from_history(hand)
    awarded = [0] * hand.n
    for record in history:
        if isinstance(record, Award):
            awarded[record.seat] += record.amount
    antes = main_pot_antes(hand)
    dead = hand.setup.dead_money + sum(antes)
    assert sum(awarded) + hand.carried == sum(paid) + dead
    for seat in range(hand.n):
        spent = paid[seat] + antes[seat]
        assert hand.stacks[seat] == hand.starting_stacks[seat] - spent + awarded[seat]
    if any(isinstance(r, PassOut) for r in history):
        assert hand.carried == sum(paid) + dead
        assert not any(awarded)
    else:
        assert hand.carried == 0
        folded = [hand.folded(s) for s in range(hand.n)]
        assert all(not folded[r.seat] for r in history if isinstance(r, Award))
        shown = {r.seat: r.value for r in history if isinstance(r, Show)}
        mucked = {r.seat for r in history if isinstance(r, Muck)}
        live = [s for s in range(hand.n) if not folded[s]]
        if len(live) == 1:
            # the last player takes the pot at once, unseen (NL5 rule 10, TD27 rule 19)
            assert not shown and not mucked
            assert Street("showdown") not in history
            assert awarded[live[0]] == sum(paid) + dead
        else:
            check_awards(hand, paid, folded, shown, mucked, live)
    for command in (hand.check, hand.fold, hand.call, hand.legal_actions, hand.draw):
        try_illegal(hand, "command after the end", command)
    try_illegal(hand, "act after the end", lambda: hand.act(Fold(0)))


def check_awards(
    hand: Hand,
    paid: list[int],
    folded: list[bool],
    shown: dict[int, int],
    mucked: set[int],
    live: list[int],
) -> None:
    """Every live hand is shown or mucked; each pot (built from the contributions in the
    history) goes to the best eligible hands shown, split with odd chips to the first winners
    left of the button (NL5 rules 16 and 21, TD27 rules 27 and 29, rules-notes 2.15, 2.27)."""
    assert set(shown) | mucked == set(live)
    assert not set(shown) & mucked
    if hand.game.hi_lo != "none":
        if hand.game.board_size:
            check_board_split_awards(hand, paid, folded, shown, mucked)
        else:
            check_split_awards(hand, paid, folded, mucked)  # rules-notes 4.3, by its own books
        return
    assert hand.game.odd_chip == "left_of_button"
    assert not hand.game.natural_beats_wild
    for seat, value in shown.items():
        # the value shown is the hand the records give the seat (stud: wilds face up only)
        assert value == final_value(hand, seat), f"seat {seat} shows {value}"
    pots = build_pots(paid, folded, hand.setup.dead_money + sum(main_pot_antes(hand)))
    expected: list[tuple[int, int, int]] = []
    order = [(hand.button + 1 + i) % hand.n for i in range(hand.n)]
    for index, pot in enumerate(pots):
        if not pot.amount:
            continue
        contenders = [s for s in pot.eligible if s in shown]
        assert contenders, f"nobody showed for pot {index}"
        best = min(shown[s] for s in contenders)
        winners = [s for s in order if s in contenders and shown[s] == best]
        expected += [(seat, amount, index) for seat, amount in split_pot(pot.amount, winners)]
        for seat in mucked & set(pot.eligible):
            # a hand may be mucked only if it could not win: strictly worse than the best
            # hand shown for every pot it could claim (ties must be shown to split)
            value = final_value(hand, seat)
            assert value > best, f"seat {seat} mucked a hand that wins pot {index}"
    got = [(r.seat, r.amount, r.pot) for r in hand.history if isinstance(r, Award)]
    assert sorted(got) == sorted(expected)


def board_value(hand: Hand, seat: int) -> tuple[int, tuple[int, ...] | None]:
    """A board game seat's (high value, eight-or-better low key or None), by brute force over
    the choices of five: any five of hole and board, or exactly two hole and three board
    cards (Omaha), for each half separately."""
    game = hand.game
    hole = [c for r in hand.history if isinstance(r, Deal) and r.seat == seat for c in r.cards]
    board = [c for r in hand.history if isinstance(r, Deal) and r.seat < 0 for c in r.cards]
    assert len(hole) == game.hand_size and len(board) == game.board_size
    if game.hole_cards == "exactly_two":
        fives = [(*h, *b) for h in itertools.combinations(hole, 2)
                 for b in itertools.combinations(board, 3)]  # fmt: skip
    else:
        fives = list(itertools.combinations(hole + board, 5))
    high = min(int(evaluation.evaluate(five)) for five in fives)
    lows = [a5_key(five) for five in fives if eight_or_better(five)]
    return high, (min(lows) if lows else None)


def check_board_split_awards(
    hand: Hand, paid: list[int], folded: list[bool], shown: dict[int, int], mucked: set[int]
) -> None:
    """Each pot, side pots separately, half to the best high and half to the best qualifying
    low among its shown hands (all to high without a low); the odd chip of the pot goes high,
    a half's odd chips to the tied winners from the button's left (rules-notes 4.3, 2.27). A
    hand mucks only if it could win neither half of any pot it claims."""
    values = {s: board_value(hand, s) for s in set(shown) | mucked}
    order = [(hand.button + 1 + i) % hand.n for i in range(hand.n)]
    expected: dict[int, int] = {}
    for index, pot in enumerate(build_pots(paid, folded, hand.setup.dead_money)):
        contenders = [s for s in order if s in pot.eligible and s in shown]
        assert contenders, f"nobody showed for pot {index}"
        high = min(values[s][0] for s in contenders)
        lows = [low for s in contenders if (low := values[s][1]) is not None]
        halves = [(pot.amount - pot.amount // 2, high, 0)] if lows else [(pot.amount, high, 0)]
        if lows:
            halves.append((pot.amount // 2, min(lows), 1))  # type: ignore[arg-type]
        for amount, best, side in halves:
            winners = [s for s in contenders if values[s][side] == best]
            for seat, chips in split_pot(amount, winners):
                expected[seat] = expected.get(seat, 0) + chips
        for seat in mucked & set(pot.eligible):
            value, low = values[seat]
            assert value > high, f"seat {seat} mucked a high hand that wins pot {index}"
            assert low is None or (lows and low > min(lows)), f"seat {seat} mucked a low"
    got: dict[int, int] = {}
    for record in hand.history:
        if isinstance(record, Award):
            got[record.seat] = got.get(record.seat, 0) + record.amount
    assert got == {s: c for s, c in expected.items() if c}
    for seat, value in shown.items():
        assert value == values[seat][0]


def shown_strength(cards: list[int], wild: frozenset[int], counting: str) -> tuple[int, ...]:
    """How high a seat's face-up cards rank for the acting order (rules-notes 2.24-2.25),
    by brute force: partial hands (quads, trips, two pair, pair, high card; no straights or
    flushes), each face-up wild tried as every rank unless it counts as a natural deuce, and
    with ``natural_first`` a natural hand ahead of an equal one made with wilds."""
    naturals = [c >> 2 for c in cards if counting == "natural_two" or c not in wild]
    wilds = len(cards) - len(naturals)
    best: tuple[int, ...] = ()
    for ranks in itertools.combinations_with_replacement(range(13), wilds):
        counts = Counter([*naturals, *ranks])
        groups = sorted(((count, rank) for rank, count in counts.items()), reverse=True)
        key = tuple(count for count, _ in groups) + tuple(rank for _, rank in groups)
        best = max(best, key)
    if counting == "natural_first":
        best += (0 if wilds else 1,)
    return best


def final_value(hand: Hand, seat: int) -> int:
    """The value of a seat's final hand on the game's scale, rebuilt from the deal, draw and
    roll records: what it could claim at the showdown."""
    game = hand.game
    if game.board_size:
        return board_value(hand, seat)[0]
    if game.is_stud:
        return stud_value(hand, seat)
    cards: list[int] = []
    for record in hand.history:
        if isinstance(record, Deal) and record.seat == seat:
            cards += record.cards
        elif isinstance(record, Draw) and record.seat == seat:
            cards = [c for c in cards if c not in record.discarded] + list(record.received)
    assert len(cards) == game.hand_size
    if game.evaluation == "badugi":
        return int(pokerules.evaluate_badugi(cards))
    if game.evaluation == "high":
        return int(evaluation.evaluate(cards))
    if game.evaluation == "low27":
        return int(evaluation.evaluate_low27(cards))
    wild = sorted(game.wild_cards)
    return int(evaluation.evaluate_wild(cards, wild=wild, may_duplicate=game.may_duplicate))


def stud_value(hand: Hand, seat: int) -> int:
    """A stud seat's seven cards from its deals, any community card and the reveal of its
    roll; a wild card is wild only while face up (a community card stands in for a face-down
    one)."""
    game = hand.game
    cards: list[int] = []
    up: list[bool] = []
    community: list[int] = []
    for record in hand.history:
        if isinstance(record, Deal) and record.seat == seat:
            cards += record.cards
            up += [record.face_up] * len(record.cards)
        elif isinstance(record, Deal) and record.seat < 0:
            community += record.cards
        elif isinstance(record, Reveal):
            for rolled_seat, card in record.cards:
                if rolled_seat == seat:
                    up[cards.index(card)] = True
    assert len(cards) + len(community) == game.hand_size
    if not game.wild_cards:
        if game.evaluation == "a5":
            return int(evaluate_low_a5(cards + community))
        return int(evaluation.evaluate(cards + community))
    wild = sorted(game.wild_cards)
    if game.wild_face_up_only:
        mask = [c in game.wild_cards and face_up for c, face_up in zip(cards, up, strict=True)]
        return int(
            evaluation.evaluate_wild(
                cards + community,
                wild=wild,
                wild_mask=mask + [False] * len(community),
                may_duplicate=game.may_duplicate,
            )
        )
    return int(
        evaluation.evaluate_wild(cards + community, wild=wild, may_duplicate=game.may_duplicate)
    )


def check_replay(hand: Hand) -> None:
    replayed = Hand.replay(hand.setup, hand.decisions())
    assert replayed.history == hand.history
    assert replayed.stacks == hand.stacks
    assert replayed.carried == hand.carried


def every_listed_action(hand: Hand) -> list[tuple[str, Callable[[Hand], object], type]]:
    """Every action the legal-action API lists for the seat to act, at both ends of each
    range, as commands on a hand and the record each must produce: each betting kind, bet or
    raise to the least and the most (also through ``bet_or_raise``), all-in where it is
    listed; on a draw, standing pat, one card and the most cards allowed; on a roll, every
    face-down card."""
    seat = hand.actor
    assert seat is not None
    if hand.phase == "betting":
        legal = hand.legal_actions()
        actions: list[tuple[str, Callable[[Hand], object], type]] = []
        if legal.fold:
            actions.append(("fold", lambda h: h.fold(), Fold))
        if legal.check:
            actions.append(("check", lambda h: h.check(), Check))
        if legal.call:
            actions.append(("call", lambda h: h.call(), Call))
        if legal.bring_in:
            actions.append(("bring_in", lambda h: h.bring_in(), BringIn))
        if legal.raise_kind is not None:
            kind = Bet if legal.raise_kind == "bet" else Raise
            for to in sorted({legal.min_to, legal.max_to}):
                method = legal.raise_kind if legal.raise_kind == "bet" else "raise_to"
                by_name = (f"{method} {to}", lambda h, m=method, t=to: getattr(h, m)(t), kind)
                actions.append(by_name)
                actions.append((f"bet_or_raise {to}", lambda h, t=to: h.bet_or_raise(t), kind))
        if all_in_allowed(hand):
            actions.append(("all_in", lambda h: h.all_in(), object))
        return actions
    cards = hand.cards(seat)
    if hand.phase == "draw":
        limit = min(hand.draw_limit, len(cards))
        counts = sorted({0, min(1, limit), limit})
        return [(f"draw {k}", lambda h, k=k: h.draw(cards[:k]), Draw) for k in counts]
    assert hand.phase == "roll"
    down = [c for c, up in zip(cards, hand.face_up(seat), strict=True) if not up]
    return [(f"roll {c}", lambda h, c=c: h.roll(c), Roll) for c in down]


def check_every_listed_action(hand: Hand) -> None:
    """Each listed action, tried on its own replayed copy of the hand, is accepted and makes
    the record it should."""
    decisions = hand.decisions()
    for name, command, kind in every_listed_action(hand):
        copy = Hand.replay(hand.setup, decisions)
        assert copy.snapshot() == hand.snapshot()
        length = len(copy.history)
        record = command(copy)
        assert record in copy.history[length:], name
        assert kind is object or isinstance(record, kind), (name, record)
        if isinstance(record, Bet | Raise) and name.split()[-1].isdigit():
            assert record.to == int(name.split()[-1]), (name, record)


def play_checked(
    hand: Hand, rng: random.Random, total: int, *, pat: bool = False, every_action: bool = False
) -> None:
    """Play ``hand`` to the end with random legal choices, checking at every step; with
    ``every_action``, every listed action is also tried at every step, each on a copy."""
    steps = 0
    while not hand.is_over:
        check_conservation(hand, total)
        assert hand.actor is not None
        if hand.phase == "betting":
            legal = hand.legal_actions()
            seat = legal.seat
            assert seat == hand.actor
            assert legal.fold != legal.check or (legal.bring_in and not legal.fold)
            assert 0 <= legal.call <= hand.stacks[seat]
            if legal.raise_kind is not None:
                assert legal.min_to <= legal.max_to
                assert legal.max_to <= hand.round_bets[seat] + hand.stacks[seat]
                assert legal.min_to > hand.current_bet
        attempts = illegal_attempts(hand, rng)
        for name, command in rng.sample(attempts, min(2, len(attempts))):
            try_illegal(hand, name, command)
        options = legal_options(hand, rng, pat)
        assert options
        if every_action:
            check_every_listed_action(hand)
        name, command = choose(options, rng)
        length = len(hand.history)
        record = command()
        assert record in hand.history[length:], name
        steps += 1
        assert steps < 500
    check_conservation(hand, total)


def play_fast(hand: Hand, rng: random.Random, *, pat: bool = False) -> None:
    """The same strategy without the checks."""
    while not hand.is_over:
        choose(legal_options(hand, rng, pat), rng)[1]()


# ---------------------------------------------------------------------------------- properties


@settings(
    derandomize=True,
    max_examples=300,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)
@given(table=tables())
def test_every_step_conserves_chips_and_cards_and_refuses_illegal_commands(table: Table) -> None:
    for hand, rng, total in session(table, 8):
        play_checked(hand, rng, total, pat=table[4] and rng.random() < 0.8)
        check_accounts(hand, total)
        check_replay(hand)


@settings(
    derandomize=True,
    max_examples=EVERY_ACTION_EXAMPLES,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)
@given(table=tables())
def test_every_listed_action_is_accepted_at_every_step(table: Table) -> None:
    """Not a sample: at every step of these hands, every listed action (each kind, each end
    of each range, every discard count boundary, every roll) is accepted on its own copy."""
    for hand, rng, total in session(table, 2):
        play_checked(hand, rng, total, pat=table[4] and rng.random() < 0.8, every_action=True)


@settings(
    derandomize=True,
    max_examples=600,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)
@given(table=tables())
def test_histories_follow_the_betting_draw_and_showdown_rules(table: Table) -> None:
    for hand, rng, _ in session(table, 10):
        play_fast(hand, rng, pat=table[4] and rng.random() < 0.8)
        BettingAudit(hand).run()


@settings(derandomize=True, max_examples=120, deadline=None)
@given(table=tables(), count=st.integers(10, 20))
def test_random_bots_keep_the_books(table: Table, count: int) -> None:
    """RandomBot sessions: chips, cards, awards and replays hold hand after hand."""
    for hand, rng, total in session(table, count):
        bots = [RandomBot(rng.randrange(2**32)) for _ in range(hand.n)]
        play_hand(hand, bots)
        check_accounts(hand, total)
        check_replay(hand)


@pytest.mark.parametrize("variant", sorted(GAMES))
@pytest.mark.parametrize("full_table", [False, True])
def test_call_down_with_every_discard(variant: int, full_table: bool) -> None:
    """Everyone calls to the end and throws as many cards as allowed: at a full table the
    stub runs short in the draw games (reshuffles) and Dead Deuce with burns has to skip
    burns; every card stays in one place and the books balance."""
    game = GAMES[variant]
    n = game.max_players if full_table else game.min_players
    hand = Hand(game, [100] * n, button=n - 1, seed=variant)
    total = 100 * n
    while not hand.is_over:
        check_conservation(hand, total)
        seat = hand.actor
        if hand.phase == "betting":
            legal = hand.legal_actions()
            if legal.raise_kind == "bet" and hand.current_bet == 0 and seat == hand.button:
                hand.bet(legal.min_to)
            elif legal.bring_in:
                hand.bring_in()
            elif legal.check:
                hand.check()
            else:
                hand.call()
        elif hand.phase == "draw":
            hand.draw(hand.cards(seat)[: hand.draw_limit])
        else:
            cards, face_up = hand.cards(seat), hand.face_up(seat)
            hand.roll(next(c for c, up in zip(cards, face_up, strict=True) if not up))
    check_accounts(hand, total)
    check_replay(hand)
    BettingAudit(hand).run()
    if not hand.passed_out:
        assert Street("showdown") in hand.history
        assert len([r for r in hand.history if isinstance(r, (Show, Muck))]) == n
