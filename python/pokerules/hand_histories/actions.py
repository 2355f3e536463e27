"""A site record's events as PHH actions, and what the file says each player put in and won.

Two passes. The first gathers every card the file shows, for each player (the hero's deal, a
show, a muck named in the summary, a card folded face up; stud cards by the street they came
on), and refuses a card shown for two players. The second writes the actions in the file's
order: deals where the game deals (``??`` for a card nobody saw), ``f``, ``cc``, ``cbr`` to a
round total, ``pb`` for stud's bring-in, ``sd`` for a draw and ``sm`` at the showdown.
"""

from __future__ import annotations

from pokerules.errors import HandHistoryError
from pokerules.hand_histories.phh_hand import PhhHand
from pokerules.hand_histories.record import Event, SiteRecord

__all__ = ["DRAW_GAMES", "STUD_GAMES", "write_actions"]

STUD_GAMES = frozenset({"stud", "stud8", "razz"})
"""Games dealt by street, cards down and up, with a bring-in."""
DRAW_GAMES = frozenset({"nl-draw", "triple-draw", "nl-single-draw", "badugi"})
"""Games with draws."""

_STUD_STREETS = {"3rd STREET": 0, "4th STREET": 3, "5th STREET": 4, "6th STREET": 5, "RIVER": 6}
_Tokens = list[str | None]


def _text(cards: _Tokens) -> str:
    return "".join("??" if card is None else card for card in cards)


class _Known:
    """Every card the file shows, by player, and where (a card for two players is refused)."""

    def __init__(self, hand: PhhHand, hole: int, stud: bool) -> None:
        self.hand = hand
        self.hole = hole
        self.stud = stud
        self.cards: dict[str, _Tokens] = {
            name: [None] * (7 if stud else hole) for name in hand.order
        }
        self.owner: dict[str, tuple[str, int]] = {}

    def own(self, card: str | None, who: str, line: int) -> None:
        if card is None:
            return
        held = self.owner.setdefault(card, (who, line))
        if held[0] != who:
            raise HandHistoryError(
                f"{card} is dealt twice: to {held[0]} (line {held[1]}) and to {who}",
                action=f"line {line}",
            )

    def hole_cards(self, name: str, cards: tuple[str | None, ...], line: int) -> None:
        slots = self.cards[name]
        for card in cards:
            self.own(card, name, line)
            if card is not None and card not in slots and None in slots:
                slots[slots.index(None)] = card

    def stud_cards(self, name: str, cards: tuple[str | None, ...], start: int, line: int) -> None:
        slots = self.cards[name]
        for offset, card in enumerate(cards):
            self.own(card, name, line)
            if start + offset < len(slots) and card is not None:
                slots[start + offset] = card


def _gather(record: SiteRecord, hand: PhhHand, hole: int) -> _Known:
    name = hand.game.name
    stud, draw = name in STUD_GAMES, name in DRAW_GAMES
    known = _Known(hand, hole, stud)
    street = 0
    first_deal: set[str] = set()
    for event in record.events:
        if event.kind == "board" and event.cards:
            for card in event.cards:
                known.own(card, f"the board (run {event.run})" if event.run > 1 else "the board",
                          event.line)  # fmt: skip
        elif event.kind == "street" and stud:
            street = _STUD_STREETS.get(event.extra, street)
        if event.name not in known.cards or event.cards is None:
            continue
        who = str(event.name)
        if stud and event.kind == "deal":
            cards = event.cards
            if street == 0 and len(cards) == 1:
                cards = (None, None, *cards)
            known.stud_cards(who, cards, street if len(cards) == 1 else 0, event.line)
        elif stud and event.kind in ("show", "muck") and len(event.cards) >= 3:
            known.stud_cards(who, event.cards, 0, event.line)
        elif draw:
            if event.kind == "deal" and who not in first_deal:
                first_deal.add(who)
                known.hole_cards(who, event.cards, event.line)
        elif event.kind in ("deal", "fold", "muck") or (
            event.kind == "show" and len(event.cards) == hole
        ):
            known.hole_cards(who, event.cards, event.line)
    for who, cards in record.summary_mucked.items():
        if who in known.cards and not draw:
            if stud:
                known.stud_cards(who, cards, 0, record.last_line)
            elif len(cards) == hole:
                known.hole_cards(who, cards, record.last_line)
    return known


class _Writer:
    """Writes the PHH actions in the file's order and keeps the chips each player put in."""

    def __init__(self, record: SiteRecord, hand: PhhHand, known: _Known) -> None:
        self.record = record
        self.hand = hand
        self.known = known
        self.actions: list[str] = []
        self.round: dict[str, int] = dict.fromkeys(hand.order, 0)
        self.all_in: set[str] = set()
        self.drawing = False
        self.folded: set[str] = set()
        self.shown: set[str] = set()
        self.dealt = False
        self.drawn: set[str] = set()
        self.showdown = False
        self.name = hand.game.name
        self.later_runs: list[tuple[int, str, int]] = []  # (run, "d db ...", line), run >= 2

    def emit(self, text: str, line: int) -> None:
        self.actions.append(text)
        self.hand.lines.append(line)

    def deal_holes(self, line: int) -> None:
        if self.dealt or self.name in STUD_GAMES:
            return
        self.dealt = True
        for who in self.hand.order:
            self.emit(f"d dh {self.hand.label(who)} {_text(self.known.cards[who])}", line)

    def deal_stud(self, street: int, line: int) -> None:
        count = 3 if street == 0 else 1
        for who in self.hand.order:
            if who not in self.folded:
                cards = self.known.cards[who][street : street + count]
                self.emit(f"d dh {self.hand.label(who)} {_text(cards)}", line)

    def put(self, who: str, chips: int) -> None:
        self.hand.put_in[who] += chips

    def event(self, event: Event) -> None:
        kind, who = event.kind, event.name
        if kind in ("small_blind", "big_blind", "dead_blind", "ante"):
            assert who is not None and event.amount is not None
            self.put(who, event.amount)
            if kind in ("small_blind", "big_blind"):
                self.round[who] += event.amount
            if event.all_in:
                self.all_in.add(who)
            return
        if kind == "street":
            self.street(event)
            return
        if kind == "board":
            self.deal_holes(event.line)
            text = f"d db {''.join(str(c) for c in event.cards or ())}"
            if event.run == 1:
                self.new_round()
                self.emit(text, event.line)
            else:  # a further run's board: the engine deals it after the first run's
                self.later_runs.append((event.run, text, event.line))
            return
        if who is None or who not in self.round:
            return
        if kind in ("returned", "collect", "cash_out"):
            self.chips(kind, who, event)
            return
        self.deal_holes(event.line)
        if kind in ("check", "fold") and who in self.all_in:
            # A player with no chips left is never asked to act; the file's line is noise.
            self.hand.notes.append(f"line {event.line}: {who} is all in; its {kind} is no action")
            return
        if kind in ("bet", "raise", "complete") and self.nobody_can_call(who):
            self.uncallable(event, who)
        else:
            self.player(event, who)
        if event.all_in:
            self.all_in.add(who)

    def nobody_can_call(self, who: str) -> bool:
        """Whether no other player still in could put in more than the bet now (each is
        all-in or short of it): a raise then calls what is due, the rest comes back uncalled
        (the file says so in its own line), as the engine would refuse the raise."""
        current, hand = max(self.round.values()), self.hand
        return all(
            p in self.folded or hand.starting[p] - hand.put_in[p] + bet <= current
            for p, bet in self.round.items()
            if p != who
        )

    def uncallable(self, event: Event, who: str) -> None:
        assert event.amount is not None
        total = self.round[who] + event.amount if event.kind == "bet" else event.amount
        due = max(self.round.values()) - self.round[who]
        self.put(who, total - self.round[who])
        self.round[who] = total
        if due > 0:
            self.emit(f"{self.hand.label(who)} cc", event.line)
        self.hand.notes.append(
            f"line {event.line}: {who} raises where nobody can call; pokerules calls {due}"
        )

    def chips(self, kind: str, who: str, event: Event) -> None:
        assert event.amount is not None
        if kind == "returned":
            self.put(who, -event.amount)
        elif kind == "collect":
            self.hand.collected[who] += event.amount
            self.hand.collect_lines[who] = event.line
        else:
            self.hand.notes.append(
                f"line {event.line}: {who} cashed out the hand for {event.amount}"
            )

    def street(self, event: Event) -> None:
        street = event.extra
        if street in ("SHOW DOWN", "FIRST SHOW DOWN", "SHOWDOWN"):
            self.showdown = True
            return
        if street.endswith("SHOW DOWN") or street in ("SECOND RIVER", "SECOND TURN"):
            return
        if self.name in STUD_GAMES and street in _STUD_STREETS:
            self.new_round()
            self.deal_stud(_STUD_STREETS[street], event.line)
        elif street.endswith("DRAW"):
            self.deal_holes(event.line)
            self.new_round()
        elif street in ("HOLE CARDS", "DEALING HANDS", "PRE-FLOP"):
            self.deal_holes(event.line)

    def return_uncalled(self) -> None:
        """Older files leave out the uncalled bet returned (a walk): infer it."""
        ranked = sorted(self.round.items(), key=lambda item: item[1], reverse=True)
        (top, most), (_, second) = ranked[0], ranked[1]
        if most > second:
            self.put(top, second - most)
            self.hand.notes.append(
                f"the file does not return {top}'s uncalled {most - second}; pokerules does"
            )

    def new_round(self) -> None:
        self.round = dict.fromkeys(self.round, 0)

    def player(self, event: Event, who: str) -> None:
        was_drawing, self.drawing = self.drawing, event.kind in ("discard", "deal")
        label, kind, amount = self.hand.label(who), event.kind, event.amount or 0
        if kind == "fold":
            if self.round[who] >= max(self.round.values()) and not self.drawing:
                # The sites let a player fold where it could check; PHH says so in a field.
                self.hand.fields["_fold_instead_of_check"] = True
                self.hand.notes.append(f"line {event.line}: {who} folds where a check was free")
            self.folded.add(who)
            self.emit(f"{label} f", event.line)
        elif kind in ("check", "call"):
            self.put(who, amount)
            self.round[who] += amount
            self.emit(f"{label} cc", event.line)
        elif kind == "bring_in":
            self.put(who, amount)
            self.round[who] += amount
            self.emit(f"{label} pb", event.line)
        elif kind in ("bet", "raise", "complete"):
            total = self.round[who] + amount if kind == "bet" else amount
            self.put(who, total - self.round[who])
            self.round[who] = total
            self.emit(f"{label} cbr {total}", event.line)
        elif kind == "discard":
            if not was_drawing:  # five-card draw has no marker: the draw starts a new round
                self.new_round()
            self.discard(event, who, label)
        elif kind == "deal" and self.name in DRAW_GAMES and event.count > 1:
            self.emit(f"d dh {label} {_text(list(event.cards or ()))}", event.line)
        elif kind == "show" and self._whole(event) and who not in self.shown:
            self.shown.add(who)
            self.emit(f"{label} sm {_text(list(event.cards or ()))}", event.line)
        elif kind == "muck" and who not in self.shown:
            self.shown.add(who)
            self.emit(f"{label} sm", event.line)

    def _whole(self, event: Event) -> bool:
        """A show of a whole hand (a single card shown is no showdown)."""
        cards = event.cards or ()
        return len(cards) >= (5 if self.name in STUD_GAMES else self.known.hole)

    def discard(self, event: Event, who: str, label: str) -> None:
        cards: _Tokens = list(event.cards) if event.cards else [None] * event.count
        self.emit(f"{label} sd {_text(cards)}".rstrip(), event.line)
        if event.cards is None and event.count:  # nobody saw what came: the deal is ??
            self.emit(f"d dh {label} {'??' * event.count}", event.line)

    def finish(self) -> None:
        for _, text, line in sorted(self.later_runs, key=lambda run: run[0]):
            self.emit(text, line)
        if self.later_runs:
            self.hand.fields["_runs"] = max(run for run, _, _ in self.later_runs)
        if not any(event.kind == "returned" for event in self.record.events):
            self.return_uncalled()
        if not self.showdown:
            return
        for who in self.hand.order:
            if who not in self.folded and who not in self.shown:
                self.shown.add(who)
                self.emit(f"{self.hand.label(who)} sm", self.record.last_line)


_TIMES = {2: "twice", 3: "three times"}


def write_actions(record: SiteRecord, hand: PhhHand, hole: int) -> None:
    """Fill ``hand``'s ``actions`` field, its lines, what each player put in and collected,
    and the cards the file shows for each player."""
    known = _gather(record, hand, hole)
    writer = _Writer(record, hand, known)
    for event in record.events:
        writer.event(event)
    writer.finish()
    _implied_return(record, hand)
    if not any(hand.collected.values()):
        for who, amount in record.summary_collected.items():
            if who in hand.collected:
                hand.collected[who] += amount
    if any(event.kind == "board" and event.run > 1 for event in record.events):
        hand.notes.append(
            f"the hand was run {_TIMES.get(hand.fields['_runs'], 'more than three times')}: "
            "each run's board takes its share of every pot (_runs)"
        )
    hand.fields["actions"] = writer.actions
    hand.summary_line = record.last_line
    hand.known = known.cards


def _implied_return(record: SiteRecord, hand: PhhHand) -> None:
    """An old file (PokerStars, 2005) prints no "Uncalled bet returned" line: where its total
    pot is short of what the players put in by exactly the top bettor's excess over the next,
    that excess went back to the top bettor, as the engine returns it too."""
    if record.total_pot is None or any(e.kind == "returned" for e in record.events):
        return
    put_in = hand.put_in
    over = sum(put_in.values()) - record.total_pot
    ranked = sorted(put_in, key=put_in.__getitem__, reverse=True)
    if over > 0 and len(ranked) > 1 and put_in[ranked[0]] - put_in[ranked[1]] == over:
        put_in[ranked[0]] -= over
        hand.notes.append(
            f"line {record.last_line}: the file returns no uncalled bet, but its total pot "
            f"says {over} went back to {ranked[0]}"
        )
