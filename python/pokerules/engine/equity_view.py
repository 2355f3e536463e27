"""A live hand as :func:`pokerules.equity` reads it: whose cards, which board, what is dead.

:meth:`Hand.equity <pokerules.engine.hand.Hand.equity>` asks the analysis for the equity of the
seats still in. This module reads the hand's history up to a point and says what each live
seat holds, in the order the equity call wants, with each card the viewer cannot see as
``"??"``:

* the stud games list a seat's cards in dealing order, two down cards, the up cards, the
  seventh card (down). A Dead Deuce seat's rolled card is its third: the first places of
  the equity call's hand are the face-down ones, the third to sixth the face-up ones, so a
  deuce there is wild, as the engine scores it;
* the draw games give the cards each seat keeps for the next draw (see :class:`EquityView`);
* hold'em and Omaha give the hole cards, with the board beside them.

Two points of view:

* the engine's truth (no viewer): every live hand, the board, and as dead cards every card
  out of play: the folded hands, the discards, the burns and an opener's kept-aside cards.
  Only the stub is unseen, so the answer is the chance of each result over the orders the
  stub could be in, given everything the dealer knows;
* a seat's (``viewer``): its own cards, the other seats' face-up cards where they lie
  (``"??"`` for the rest), the board, and as dead cards the seat's own discards and the
  face-up cards of the seats that folded (a stud player sees them go). A draw-game opponent
  shows nothing: all its cards are ``"??"``, a hand from the unseen cards (which draws
  nothing known at the draw under way, and follows the plan at the later ones).

>>> from pokerules import Hand, find_game
>>> hand = Hand(find_game("stud"), [100, 100], button=0, deck="Ah Kd 7c 7s Qs Kh")
>>> view = equity_view(hand.game, hand.n, hand.history)
>>> view.seats, view.players(), view.dead
((0, 1), ['Kd 7s Kh', 'Ah 7c Qs'], ())
>>> equity_view(hand.game, hand.n, hand.history, viewer=1).players()
['?? ?? Kh', 'Ah 7c Qs']
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from math import comb
from typing import Any, Literal, TypeAlias

from pokerules import _core
from pokerules.analysis.draws import best_discards
from pokerules.analysis.equity import Equity, equity
from pokerules.cards import Card, CardLike, parse_hand
from pokerules.errors import IllegalActionError, InvalidArgumentError, PokerulesError
from pokerules.games.spec import DrawRound, Game
from pokerules.records import Burn, Deal, Draw, Fold, Record, Reshuffle, Reveal, Street
from pokerules.validate import as_int, shown

__all__ = ["EquityRequest", "EquityView", "Family", "Plan", "equity_view", "family", "hand_equity"]

Family: TypeAlias = Literal["stud", "draw", "board"]
"""How :func:`pokerules.equity` reads a game's hands: stud strings, kept cards, hole cards."""

Plan: TypeAlias = str | Callable[[int, tuple[Card, ...], int], Iterable[CardLike]]
"""A draw plan: ``"best"``, ``"pat"``, or ``plan(player, cards, draws_left) -> discard``."""

_UNSEEN = "??"
_STUD_CARDS = 7
_OWN_ARGUMENTS = ("players", "board", "dead", "game", "draws")
"""The equity call's arguments the hand gives itself: an option naming one is refused."""


def family(game: Game) -> Family:
    """The equity family of ``game``: its hand strings are read by this.

    >>> from pokerules.games import find_game
    >>> family(find_game("razz")), family(find_game("badugi")), family(find_game("omaha8"))
    ('stud', 'draw', 'board')
    """
    if game.is_stud:
        return "stud"
    return "draw" if 3 in game.street_kinds else "board"


@dataclass(frozen=True, slots=True)
class EquityView:
    """What one point of view knows of a live hand, ready for :func:`pokerules.equity`.

    Player ``i`` of the equity call is seat ``seats[i]``: the seats still in, in seat order.
    ``cards[i]`` are its cards in the equity call's order, ``None`` for a card the viewer
    cannot see. ``draws_left`` counts the draws still to come in a draw game, the one under
    way included (0 in the other games); ``served[i]`` says whether player ``i`` has already
    drawn in the draw under way.

    The draws left: a draw game's equity call takes the cards each player keeps for the next
    draw, and ``draws=`` the draws it plays. With no draw left each player keeps its whole
    hand, which draws nothing: the showdown as it stands. With draws left, a player that has
    drawn in the draw under way keeps its hand (its draw is taken); any other player keeps
    what the plan keeps of its hand now (``"best"``: the first choice of
    :func:`pokerules.best_discards` with that many draws left; ``"pat"``: everything; a
    callable plan is called with the player's number, its cards and the draws left), the cards
    it throws are dead, and the later draws follow the same plan inside the equity call.

    The unseen deck must hold the cards still to come (and, with later draws, a whole hand a
    player more). When it cannot, the discards and the rest of :attr:`reserve` go back to it,
    as the dealer's reshuffle would put them; when it still cannot hold the cards to come
    (stud's shared last card), :meth:`request` refuses with
    :class:`~pokerules.errors.IllegalActionError`.
    """

    game: Game
    seats: tuple[int, ...]
    cards: tuple[tuple[Card | None, ...], ...]
    board: tuple[Card, ...]
    dead: tuple[Card, ...]
    draws_left: int
    served: tuple[bool, ...]
    viewer: int | None = None
    reserve: tuple[Card, ...] = ()
    """Dead cards the dealer shuffles back into the stub when it runs short (the truth only):
    the equity call gives them back to the unseen deck when the stub cannot supply the cards
    still to come."""
    stub: int = 52
    """Cards the viewer has not seen (for the truth, the stub)."""

    @property
    def family(self) -> Family:
        """How the equity call reads this game's hands."""
        return family(self.game)

    def kept(
        self, plan: Plan = "best", keep: Mapping[int, Sequence[Card]] | None = None
    ) -> list[tuple[Card | None, ...]]:
        """Each player's cards as the equity call takes them: in a draw game with draws left,
        what each player keeps for the next draw by ``plan`` (see the class docstring), or
        ``keep[seat]`` when given for its seat."""
        if self.family != "draw" or not self.draws_left:
            return list(self.cards)
        kept: list[tuple[Card | None, ...]] = []
        for player, (cards, served) in enumerate(zip(self.cards, self.served, strict=True)):
            seat = self.seats[player]
            if served or None in cards:  # a hand the viewer cannot see draws nothing known
                kept.append(cards)
            elif keep is not None and seat in keep:
                kept.append(tuple(keep[seat]))
            else:
                known = tuple(c for c in cards if c is not None)
                kept.append(_keep(self.game, player, known, self.draws_left, plan))
        return kept

    def request(
        self, plan: Plan = "best", keep: Mapping[int, Sequence[Card]] | None = None
    ) -> EquityRequest:
        """The equity call of this view, with ``plan`` deciding the draw under way (and the
        later ones), but for the seats whose cards kept at the draw under way ``keep`` gives."""
        kept = self.kept(plan, keep)
        draw = self.family == "draw"
        players = [" ".join(_UNSEEN if c is None else str(c) for c in cards) for cards in kept]
        # The cards thrown at the draw under way go to the discards: out of play.
        thrown = [
            c
            for held, k in zip(self.cards, kept, strict=True)
            for c in held
            if c is not None and c not in k
        ]
        dead = tuple(sorted(self.dead + tuple(thrown)))
        unseen = self.stub  # the thrown cards leave the hands for the discards
        groups = _groups(self, kept)
        need = sum(groups)
        # A later draw may take a whole hand a player: the equity call reshuffles its own
        # discards when short, but knows nothing of the discards made before it.
        later = len(kept) * _hand_size(self.game) if draw and self.draws_left > 1 else 0
        if need + later > unseen and (self.reserve or thrown):
            # The dealer shuffles the discards (and what else the game recycles) back in when
            # the stub runs out.
            back = set(self.reserve) | set(thrown)
            dead = tuple(c for c in dead if c not in back)
            unseen = 52 - len(dead) - len(self.board) - sum(c is not None for h in kept for c in h)
        if need > unseen:
            raise IllegalActionError(
                f"the deck runs short: {need} cards to come from {unseen} unseen, and the "
                "equity call deals each from one unseen deck (the dealer will reshuffle the "
                "discards, or deal stud's last card face up in the middle for every seat)"
            )
        arguments: dict[str, Any] = {
            "players": players,
            "board": " ".join(map(str, self.board)),
            "dead": " ".join(map(str, dead)),
            "game": self.game,
        }
        if draw and self.draws_left > 1:
            arguments["draws"] = self.draws_left
            arguments["plan"] = plan
        completions = 1
        for size in groups:
            completions *= comb(unseen, size)
            unseen -= size
        return EquityRequest(arguments, completions, draw and self.draws_left > 1)

    def players(self, plan: Plan = "best") -> list[str]:
        """Each player's hand string: cards in order, ``"??"`` for an unseen card; in a draw
        game the cards kept for the next draw."""
        players: list[str] = self.request(plan).arguments["players"]
        return players

    def equity(self, **options: Any) -> Equity:
        """:func:`pokerules.equity` of this view; ``options`` (``samples``, ``seed``,
        ``exact``, ``plan``...) pass through."""
        clash = sorted(set(options) & set(_OWN_ARGUMENTS))
        if clash:
            raise InvalidArgumentError(
                f"the hand gives {', '.join(clash)} itself; pass only the equity call's options "
                "(exact, samples, stderr, seed, threads, progress, plan)"
            )
        if self.family != "draw":  # no draw to plan: the equity call refuses a plan itself
            return equity(**self.request().arguments, **options)
        plan = options.pop("plan", "best")
        if plan not in ("best", "pat") and not callable(plan):
            raise InvalidArgumentError(
                f'plan must be "best", "pat" or a function plan(player, cards, draws_left) -> '
                f"discard, got {shown(plan)}"
            )
        return equity(**self.request(plan).arguments, **options)


@dataclass(frozen=True, slots=True)
class EquityRequest:
    """One equity call: its ``arguments`` for :func:`pokerules.equity` (players, board, dead,
    game, and ``draws`` and ``plan`` when two draws or more are left), the ``completions`` an
    exact answer would count, and whether it is a multi-draw, which is only ever sampled."""

    arguments: dict[str, Any]
    completions: int
    multi_draw: bool


def equity_view(
    game: Game,
    n: int,
    history: Sequence[Record],
    *,
    viewer: int | None = None,
    upto: int | None = None,
    hidden: frozenset[Card] = frozenset(),
) -> EquityView:
    """The view of a hand of ``game`` at ``n`` seats from its ``history`` (the first ``upto``
    records: the whole of it by default), for the truth (``viewer=None``) or one seat.

    Raises :class:`~pokerules.errors.IllegalActionError` when fewer than two seats are in,
    while a Dead Deuce roll is under way (which card each seat turns up is not known yet),
    when the viewer has folded, and when a stud deck ran short into a shared card, which the
    equity call does not play.
    """
    table = _Table(game, n)
    for record in history[:upto]:
        table.read(record)
    return table.view(viewer, hidden)


def hand_equity(
    game: Game,
    n: int,
    history: Sequence[Record],
    over: bool,
    seat: object,
    options: Mapping[str, Any],
    hidden: frozenset[Card] = frozenset(),
) -> Equity:
    """:meth:`Hand.equity <pokerules.engine.hand.Hand.equity>` of a hand with these parts;
    ``hidden`` are cards nobody knows though the history names them (an imported hand's
    stand-ins for the file's ``??``), unseen wherever they are."""
    if over:
        raise IllegalActionError("the hand is over: equity is for a hand still being played")
    viewer = None if seat is None else as_int(seat, "seat", low=0, high=n - 1)
    return equity_view(game, n, history, viewer=viewer, hidden=hidden).equity(**options)


class _Table:
    """Where every card is as the history tells it, record by record."""

    __slots__ = (
        "board", "burns", "discards", "draw_names", "draws", "draws_begun", "folded", "folded_up",
        "game", "hands", "in_draw", "muck", "n", "roll_names", "rolling", "served", "ups",
    )  # fmt: skip

    def __init__(self, game: Game, n: int) -> None:
        self.game, self.n = game, n
        kinds, names = game.street_kinds, game.street_names
        self.draw_names = {name for name, kind in zip(names, kinds, strict=True) if kind == 3}
        self.roll_names = {name for name, kind in zip(names, kinds, strict=True) if kind == 1}
        self.draws = sum(kind == 3 for kind in kinds)
        self.hands: list[list[Card]] = [[] for _ in range(n)]
        self.ups: list[list[bool]] = [[] for _ in range(n)]
        self.board: list[Card] = []
        self.folded = [False] * n
        self.muck: list[Card] = []
        self.folded_up: list[Card] = []
        self.burns: list[Card] = []
        self.discards: list[list[Card]] = [[] for _ in range(n)]
        self.served: set[int] = set()
        self.draws_begun = 0
        self.in_draw = self.rolling = False

    def read(self, record: Record) -> None:
        """Move the cards as ``record`` says (a record that moves none is passed over)."""
        move = _MOVES.get(type(record))
        if move is not None:
            move(self, record)

    def deal(self, record: Deal) -> None:
        """Cards to a seat, or to the board (seat -1)."""
        seat, cards = record.seat, record.cards
        if seat < 0:
            self.board += cards
        else:
            self.hands[seat] += cards
            self.ups[seat] += [record.face_up] * len(cards)

    def draw(self, record: Draw) -> None:
        """A seat's exchange: its discards go out of play."""
        seat = record.seat
        held = self.hands[seat]
        for card in record.discarded:
            held.remove(card)
        held += record.received
        # The dealer's exchange makes a fresh face-down hand of one that showed cards.
        self.ups[seat] = [False] * len(held)
        self.discards[seat] += record.discarded
        self.served.add(seat)

    def fold(self, record: Fold) -> None:
        """A seat's cards go to the muck; the table saw its face-up ones go."""
        seat = record.seat
        self.folded[seat] = True
        self.muck += self.hands[seat]
        self.folded_up += [c for c, up in zip(self.hands[seat], self.ups[seat], strict=True) if up]
        self.hands[seat], self.ups[seat] = [], []

    def burn(self, record: Burn) -> None:
        """A card out of play, unseen by the players."""
        self.burns.append(record.card)

    def reshuffle(self, record: Reshuffle) -> None:
        """Cards out of play go back into the stub."""
        back = set(record.cards)
        self.muck = [c for c in self.muck if c not in back]
        self.folded_up = [c for c in self.folded_up if c not in back]
        self.burns = [c for c in self.burns if c not in back]
        self.discards = [[c for c in cards if c not in back] for cards in self.discards]

    def reveal(self, record: Reveal) -> None:
        """The rolled cards turn up: the roll is over."""
        for seat, card in record.cards:
            self.ups[seat][self.hands[seat].index(card)] = True
        self.rolling = False

    def street(self, record: Street) -> None:
        """A new street: a draw begins (nobody served yet), or a roll."""
        name = record.name
        self.in_draw = name in self.draw_names
        if self.in_draw:
            self.draws_begun += 1
            self.served = set()
        self.rolling = name in self.roll_names

    def view(self, viewer: int | None, hidden: frozenset[Card] = frozenset()) -> EquityView:
        game = self.game
        if hidden and not hidden.isdisjoint(self.board):
            raise IllegalActionError(
                "the board holds a card the hand's file hides (??): equity needs the board"
            )
        seats = tuple(s for s in range(self.n) if not self.folded[s])
        if len(seats) < 2:
            left = f"only seat {seats[0]} is" if seats else "no seat is"
            raise IllegalActionError(f"{left} still in: equity needs two hands or more")
        if self.rolling:
            raise IllegalActionError(
                "the roll is under way: equity waits until the rolled cards are turned up"
            )
        if viewer is not None and self.folded[viewer]:
            raise IllegalActionError(
                f"seat {viewer} has folded: ask for the truth (seat=None) or a seat still in"
            )
        stud = game.is_stud
        if stud and self.board:
            raise IllegalActionError(
                "the deck ran short and a card was dealt face up in the middle for every seat: "
                "the stud equity call plays each seat's own seven cards, not a shared one"
            )
        cards = []
        for seat in seats:
            held, ups = self.hands[seat], self.ups[seat]
            if stud:
                # Dealing order: the first three cards' down ones, then their rolled or dealt
                # up card, then the rest (Dead Deuce turns up one of three down cards).
                first = sorted(range(min(3, len(held))), key=lambda i: ups[i])
                order = first + list(range(len(first), len(held)))
                held, ups = [held[i] for i in order], [ups[i] for i in order]
            seen = viewer is None or viewer == seat
            cards.append(
                tuple(
                    c if (seen or up) and c not in hidden else None
                    for c, up in zip(held, ups, strict=True)
                )
            )
        dead, reserve = self._dead(viewer)
        if hidden:
            # A card the file hides is unseen wherever the replay put its stand-in.
            dead = tuple(c for c in dead if c not in hidden)
            reserve = tuple(c for c in reserve if c not in hidden)
        known = sum(c is not None for hand in cards for c in hand)
        draws_left = self.draws - self.draws_begun + (1 if self.in_draw else 0)
        return EquityView(
            game,
            seats,
            tuple(cards),
            tuple(self.board),
            dead,
            draws_left if self.draws else 0,
            tuple(s in self.served and self.in_draw for s in seats),
            viewer,
            reserve,
            52 - known - len(self.board) - len(dead),
        )

    def _dead(self, viewer: int | None) -> tuple[tuple[Card, ...], tuple[Card, ...]]:
        """The dead cards of a point of view, and those the dealer would shuffle back in."""
        if viewer is not None:
            # What the seat saw go out of play: its own discards, the folded face-up cards.
            return tuple(sorted(self.discards[viewer] + self.folded_up)), ()
        discards = [c for cards in self.discards for c in cards]
        dead = tuple(sorted(self.muck + self.burns + discards))
        policy = self.game.shortage_policy
        if self.game.is_stud:
            reserve = self.burns if policy.burns_for_streets else []
        else:
            reserve = discards + self.muck + (self.burns if policy.recycle_burns else [])
        return dead, tuple(reserve)


_MOVES: dict[type, Callable[[_Table, Any], None]] = {
    Deal: _Table.deal,
    Draw: _Table.draw,
    Fold: _Table.fold,
    Burn: _Table.burn,
    Reshuffle: _Table.reshuffle,
    Reveal: _Table.reveal,
    Street: _Table.street,
}
"""What each kind of record does to the cards; the others move none."""


_PLANNED = {"low27": "low27", "badugi": "badugi"}
"""The scales whose best discard the core's draw model plays (triple draw, single draw,
badugi); the others rank with :func:`~pokerules.best_discards`."""


def _keep(
    game: Game, player: int, cards: tuple[Card, ...], draws_left: int, plan: Plan
) -> tuple[Card, ...]:
    """What ``plan`` keeps of ``cards`` with ``draws_left`` draws to come."""
    if plan == "pat":
        return cards
    limit = min(s.max_discard for s in game.streets if isinstance(s, DrawRound))
    if plan == "best" and game.evaluation in _PLANNED and len(cards) == game.hand_size:
        # The core's model, the one best_discards ranks by, in microseconds rather than the
        # milliseconds of ranking all the discards in Python.
        ids = [int(card) for card in cards]
        mask = _core.plan_discard(_PLANNED[game.evaluation], ids, draws_left)
        return tuple(card for i, card in enumerate(cards) if not mask >> i & 1)
    if plan == "best":
        # The first choice the game allows (Diablo throws two cards at most).
        later: dict[str, Any] = {"draws_left": draws_left} if draws_left > 1 else {}
        choices = best_discards(cards, game=game, **later)
        return next(c.keep for c in choices if len(c.discard) <= limit)
    if not callable(plan):
        raise InvalidArgumentError(f'plan is "best", "pat" or a function, not {shown(plan)}')
    try:
        discard = set(parse_hand(plan(player, cards, draws_left)))
    except PokerulesError as error:
        raise InvalidArgumentError(f"the plan's discard for player {player}: {error}") from None
    if not discard <= set(cards) or len(discard) > limit:
        held = " ".join(map(str, cards))
        raise InvalidArgumentError(
            f"the plan threw {' '.join(map(str, sorted(discard)))} for player {player}: a "
            f"discard is at most {limit} of the cards held ({held})"
        )
    return tuple(c for c in cards if c not in discard)


def _hand_size(game: Game) -> int:
    """The cards of a draw game's hand: four in badugi, five in the others."""
    return 4 if game.evaluation == "badugi" else 5


def _groups(view: EquityView, kept: Sequence[tuple[Card | None, ...]]) -> list[int]:
    """The sizes of the groups of slots an exact answer fills (see the equity API), in a draw
    game for the cards ``kept``."""
    kind, game = view.family, view.game
    groups: list[int] = []
    if kind == "stud":
        for cards in view.cards:
            dealt = len(cards)
            if game.wild_face_up_only:
                # Dead Deuce: the face-up places (third to sixth) apart from the face-down ones.
                up = [i for i in range(dealt) if cards[i] is None and 2 <= i <= 5]
                up_left = len(up) + max(0, 6 - max(dealt, 2))
                groups += [up_left, sum(c is None for c in cards) - len(up) + (dealt < 7)]
            else:
                groups.append(sum(c is None for c in cards) + _STUD_CARDS - dealt)
    elif kind == "draw":
        size = _hand_size(game)
        groups += [size - sum(c is not None for c in cards) for cards in kept]
    else:
        groups += [sum(c is None for c in cards) for cards in view.cards]
        groups.append(5 - len(view.board))
    return [g for g in groups if g]
