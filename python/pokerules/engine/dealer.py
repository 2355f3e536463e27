"""The dealer of one hand: the stub, the seats' cards, burns, discards, muck and the rest.

A :class:`Dealer` owns every card of a hand and knows where each one is: in the stub, in a
seat's hand (face up or down), among the discards, burns or mucked cards, kept aside as an
opener's split cards, or in the middle as a community card. It deals streets, burns,
exchanges cards on a draw and turns cards up, and when the stub runs short it follows the
game's :class:`~pokerules.games.shortage.ShortagePolicy`. Each of its steps appends its record
(:class:`~pokerules.records.Deal`, :class:`~pokerules.records.Burn`,
:class:`~pokerules.records.Reshuffle`) to the log it was given.

>>> from pokerules.games.shortage import SHORTAGE_POLICIES
>>> log = []
>>> dealer = Dealer(2, seed=1, policy=SHORTAGE_POLICIES["seed-002"], log=log, order=CARDS)
>>> dealer.deal([0, 1], down=5)
>>> dealer.hands[0], dealer.stub_size
([Card('2c'), Card('2h'), Card('3c'), Card('3h'), Card('4c')], 42)
>>> log[1]
Deal(seat=1, cards=(Card('2d'), Card('2s'), Card('3d'), Card('3s'), Card('4d')), face_up=False)
>>> sorted(len(cards) for cards in dealer.locations().values())
[0, 0, 0, 0, 0, 5, 5, 42]
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from itertools import compress

from pokerules.cards import CARDS, Card, CardLike, parse_hand, shuffled, shuffled_deck
from pokerules.errors import InvalidArgumentError, InvalidCardError, PokerulesError
from pokerules.games.shortage import ShortagePolicy
from pokerules.records import Burn, Deal, Record, Reshuffle, new_record

__all__ = ["Dealer", "deck_order"]

# Each reshuffle draws from its own stream of the hand's seed.
_STREAM = 0x9E3779B97F4A7C15


class Dealer:
    """Every card of one hand, in exactly one place.

    Args:
        n: seats at the table.
        seed: the seed of the shuffle and of every reshuffle.
        policy: what to do when the stub runs short.
        log: the hand history; the dealer appends its records to it.
        order: the deck, top card first, instead of a shuffle by ``seed``.

    The lists are the dealer's own; read them, never change them from outside.
    """

    __slots__ = (
        "burns",
        "community",
        "discards",
        "hands",
        "kept_aside",
        "log",
        "muck",
        "policy",
        "reserve",
        "reshuffles",
        "runs",
        "seed",
        "shown",
        "stub",
        "up",
    )

    def __init__(
        self,
        n: int,
        seed: int,
        policy: ShortagePolicy,
        log: list[Record],
        order: Sequence[Card] | None = None,
    ) -> None:
        if order is None:
            cards = shuffled_deck(seed)
        else:
            cards = list(order)
            if sorted(cards) != list(CARDS) or any(type(c) is not Card for c in cards):
                raise InvalidArgumentError("a deck order must hold each of the 52 Cards once")
        cards.reverse()  # the top card is popped from the end
        self.stub = cards
        self.seed = seed
        self.policy = policy
        self.reserve = 1 if policy.reserve_bottom_card else 0  # cards never dealt from the stub
        self.log = log
        self.reshuffles = 0
        # One shared empty list to start: a seat's list is replaced, never changed in place,
        # until cards are dealt to it (deal builds new lists).
        self.hands: list[list[Card]] = [[]] * n
        self.up: list[list[bool]] = [[]] * n
        self.discards: list[Card] = []
        self.burns: list[Card] = []
        self.muck: list[Card] = []
        self.kept_aside: list[Card] = []
        self.community: list[Card] = []
        self.runs: list[list[Card]] = []  # the board cards of each further run (run 2 first)
        # Each seat's face-up cards, kept as cards arrive, turn up or go to the muck, so that
        # stud's acting order never gathers them again from the hands.
        self.shown: list[tuple[Card, ...]] = [()] * n

    # ------------------------------------------------------------------ queries

    @property
    def stub_size(self) -> int:
        """Undealt cards left."""
        return len(self.stub)

    def holding(self, seat: int) -> tuple[list[Card], list[bool]]:
        """The seat's cards for the showdown, with face-up flags, a community card included."""
        community = self.community
        if community:
            return self.hands[seat] + community, self.up[seat] + [False] * len(community)
        return self.hands[seat], self.up[seat]

    def holdings(self, seats: Sequence[int]) -> dict[int, tuple[list[Card], list[bool]]]:
        """:meth:`holding` of each of ``seats``, by seat (the showdown's)."""
        hands, up, community = self.hands, self.up, self.community
        if community:  # holding() inline: a call a seat costs as much as the lists
            down = [False] * len(community)
            return {seat: (hands[seat] + community, up[seat] + down) for seat in seats}
        return {seat: (hands[seat], up[seat]) for seat in seats}

    def exposed(self, seat: int) -> tuple[Card, ...]:
        """The seat's face-up cards, in the order received."""
        return self.shown[seat]

    def showing(self) -> tuple[tuple[Card, ...], ...]:
        """Every seat's face-up cards, by seat."""
        return tuple(self.shown)

    def face_down(self, seat: int) -> list[Card]:
        """The seat's face-down cards, in the order received."""
        return [c for c, up in zip(self.hands[seat], self.up[seat], strict=True) if not up]

    def locations(self) -> dict[str, tuple[Card, ...]]:
        """Where every card is: the stub (top first), discards, burns, muck, kept-aside
        openers, community cards, each further run's board and each seat's hand."""
        places: dict[str, tuple[Card, ...]] = {
            "stub": tuple(reversed(self.stub)),
            "discards": tuple(self.discards),
            "burns": tuple(self.burns),
            "muck": tuple(self.muck),
            "openers": tuple(self.kept_aside),
            "community": tuple(self.community),
        }
        for run, cards in enumerate(self.runs, 2):
            places[f"run {run}"] = tuple(cards)
        for seat, cards in enumerate(self.hands):
            places[f"seat {seat}"] = tuple(cards)
        return places

    def snapshot(self) -> tuple[object, ...]:
        """A hashable picture of where the cards are."""
        return (
            tuple(tuple(c) for c in self.hands),
            tuple(tuple(u) for u in self.up),
            tuple(self.stub),
            tuple(self.discards),
            tuple(self.burns),
            tuple(self.muck),
            tuple(self.kept_aside),
            tuple(self.community),
            self.reshuffles,
            tuple(tuple(run) for run in self.runs),
        )

    # ------------------------------------------------------------------ streets

    def deal(self, seats: Sequence[int], down: int = 0, up: int = 0) -> None:
        """Deal ``down`` face-down then ``up`` face-up cards to each of ``seats``, one at a
        time round the table in the order given."""
        need = len(seats) * (down + up)
        if not need:
            return
        policy = self.policy
        if len(self.stub) < need and policy.burns_for_streets and self.burns:
            # Stud: earlier burns are used before falling back to a community card.
            pool = self.stub + self.burns
            self.burns = []
            self._restock(pool)
        stub = self.stub
        if len(stub) < need:
            self._deal_community(down + up)
            return
        # One card at a time round the table: seat k gets every m-th card from the top.
        m = len(seats)
        row = tuple(stub[-1 : -need - 1 : -1])  # the top card first
        del stub[-need:]
        hands = self.hands
        ups = self.up
        shown = self.shown
        log = self.log
        if down and up:
            # Stud's first street: the down cards go round first, then the up cards.
            split = down * m
            flags = [False] * down + [True] * up
            for k, s in enumerate(seats):
                hidden = row[k:split:m]
                faced = row[split + k :: m]
                held = hands[s]
                if held:
                    hands[s] = [*held, *hidden, *faced]
                    ups[s] = ups[s] + flags
                else:  # the shared empty list: replaced, never extended
                    hands[s] = [*hidden, *faced]
                    ups[s] = flags.copy()
                shown[s] += faced
                log.append(new_record(Deal, (s, hidden, False)))
                log.append(new_record(Deal, (s, faced, True)))
            return
        face = up > 0
        if need == m and hands[seats[0]]:
            # One more card to each seat (stud's later streets): append to their own lists.
            if face:
                for s, card in zip(seats, row, strict=True):
                    one = (card,)
                    hands[s].append(card)
                    ups[s].append(True)
                    shown[s] += one
                    log.append(new_record(Deal, (s, one, True)))
            else:
                for s, card in zip(seats, row, strict=True):
                    hands[s].append(card)
                    ups[s].append(False)
                    log.append(new_record(Deal, (s, (card,), False)))
            return
        flags = [face] * (down + up)
        if not face and not hands[seats[0]]:
            # The first cards of a hand, face down (every game but stud): each seat's list is
            # the shared empty one, so each gets a new list.
            for k, s in enumerate(seats):
                cards = row[k::m]
                hands[s] = list(cards)
                ups[s] = flags[:]
                log.append(new_record(Deal, (s, cards, False)))
            return
        for k, s in enumerate(seats):
            cards = row[k::m]
            held = hands[s]
            if held:  # never the shared empty list: it is replaced, not extended
                held += cards
                ups[s] += flags
            else:
                hands[s] = list(cards)
                ups[s] = flags[:]
            if face:
                shown[s] += cards
            log.append(new_record(Deal, (s, cards, face)))

    def _deal_community(self, per_seat: int) -> None:
        # Only stud can run short: one card dealt face up to the middle
        # counts as every seat's card. It stands in for a face-down card, so a wild card
        # there is natural.
        if not self.policy.community_card or per_seat != 1 or not self.stub:
            raise PokerulesError("the deck ran out of cards")
        card = self.stub.pop()
        self.community.append(card)
        self.log.append(Deal(-1, (card,), True))

    def deal_board(self, count: int, burn: bool = False) -> None:
        """Burn a card first if ``burn``, then turn ``count`` cards face up in the middle:
        board cards shared by every seat (the flop, turn and river)."""
        self.community += self._turn_board(count, burn)

    def deal_run(self, counts: Sequence[int], burn: bool) -> list[Card]:
        """Deal the board's last streets again for one more run of an all-in hand: ``counts``
        cards a street, each after a burn if ``burn``. The cards make a run of their own
        (:attr:`runs`), not community cards, and are logged as board cards."""
        run: list[Card] = []
        self.runs.append(run)
        for count in counts:
            run += self._turn_board(count, burn)
        return run

    def _turn_board(self, count: int, burn: bool) -> list[Card]:
        """Burn if ``burn``, take ``count`` cards off the stub and log them as board cards."""
        if burn:
            self.burn(0)
        stub = self.stub
        if len(stub) - self.reserve < count:  # a run of the board: checked by the hand
            raise PokerulesError("the deck ran out of cards for the board")
        cards = stub[-count:]
        cards.reverse()
        del stub[-count:]
        self.log.append(new_record(Deal, (-1, tuple(cards), True)))
        return cards

    def burn(self, serving: int = 0) -> None:
        """Burn a card before a street or a draw that serves ``serving`` seats."""
        if self.policy.skip_short_burns and len(self.stub) < serving + 1:
            # Stud: skip a burn that would leave the street short.
            return
        if not self.stub:
            # The burn falls due on an empty stub, so reshuffle first.
            self.reshuffle()
            if not self.stub:
                return
        card = self.stub.pop()
        self.burns.append(card)
        self.log.append(new_record(Burn, (card,)))

    def turn_up(self, seat: int, card: Card) -> None:
        """Turn one of the seat's face-down cards face up."""
        self.up[seat][self.hands[seat].index(card)] = True
        self.shown[seat] = tuple(compress(self.hands[seat], self.up[seat]))

    def muck_hand(self, seat: int) -> None:
        """The seat's cards go to the muck (a fold, a lost showdown, a pass-out)."""
        self.muck += self.hands[seat]
        self.hands[seat] = []
        self.up[seat] = []
        self.shown[seat] = ()

    # ------------------------------------------------------------------ draws

    def can_supply(self, need: int) -> bool:
        """Whether ``need`` replacement cards can be dealt, after a reshuffle if need be."""
        stub = len(self.stub) - self.reserve
        if stub >= need:
            return True
        burns = len(self.burns) if self.policy.recycle_burns else 0
        return stub + len(self.discards) + len(self.muck) + burns >= need

    def exchange(
        self, seat: int, thrown: Sequence[Card], set_aside: Sequence[Card] = ()
    ) -> tuple[Card, ...]:
        """Take ``thrown`` from the seat (``set_aside`` of them kept aside, the rest to the
        discards) and deal as many replacements, reshuffling first if the stub is short.

        The seat's own discards join the discards only once it is served, so a reshuffle
        never gives them back. Check :meth:`can_supply` first.
        """
        need = len(thrown)
        if not need:
            return ()
        held = self.hands[seat]
        for card in thrown:
            held.remove(card)
        if set_aside:
            self.kept_aside += set_aside
            thrown = [c for c in thrown if c not in set_aside]
        if len(self.stub) - self.reserve < need:
            self.reshuffle()
        stub = self.stub
        received = stub[-need:]
        received.reverse()
        del stub[-need:]
        held += received
        if True in self.up[seat]:
            self.up[seat] = [False] * len(held)  # the hand is a fresh face-down one
            self.shown[seat] = ()
        self.discards += thrown
        return tuple(received)

    def reshuffle(self) -> None:
        """Shuffle the stub with the discards and folded hands (and the burns, if the policy
        recycles them) into a new stub."""
        pool = self.stub + self.discards + self.muck
        if self.policy.recycle_burns:
            pool += self.burns
            self.burns = []
        self._restock(pool)
        self.discards = []
        self.muck = []

    def _restock(self, pool: list[Card]) -> None:
        """Shuffle ``pool`` into a new stub and record which cards it holds."""
        self.reshuffles += 1
        self.stub = shuffled(pool, self.seed + _STREAM * self.reshuffles)
        self.log.append(Reshuffle(tuple(sorted(pool))))


def deck_order(deck: Iterable[CardLike] | str | None, seed: int) -> tuple[Card, ...] | None:
    """A full deck from a partial order: the cards listed, then the rest shuffled by ``seed``.

    >>> deck_order("As Kd", seed=3)[:2], len(deck_order("As Kd", seed=3))
    ((Card('As'), Card('Kd')), 52)
    """
    if deck is None:
        return None
    if type(deck) is list and len(deck) <= 52 and all(type(c) is Card for c in deck):
        cards: tuple[Card, ...] = tuple(deck)  # Card objects already (a replay's deck)
    else:
        try:
            cards = parse_hand(deck)
        except InvalidCardError as error:
            raise InvalidArgumentError(f"bad deck: {error}") from None
    listed = set(cards)
    if len(listed) != len(cards):
        raise InvalidArgumentError("bad deck: a card is listed twice")
    if len(cards) == 52:
        return cards
    return cards + tuple(shuffled([c for c in CARDS if c not in listed], seed))
