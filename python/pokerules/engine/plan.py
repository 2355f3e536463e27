"""What every hand of one game shares, worked out once per game object.

A :class:`~pokerules.games.Game` is a frozen description; a hand needs some of it in a form
that is quick to read at every street: the street records, the bet sizes, the forced bets
of each table size and button, the valuer. :func:`plan_for` makes a :class:`GamePlan` the
first time a game object deals and hands it out again after that.

>>> from pokerules.games import find_game
>>> plan = plan_for(find_game("triple-draw"))
>>> plan.names[1], plan.big_blind, plan_for(plan.game) is plan
(Street(name='first betting round'), 2, True)
>>> turn_order(6, 4)
(5, 0, 1, 2, 3, 4)
"""

from __future__ import annotations

from pokerules.engine.forced import Posting, forced_bets
from pokerules.engine.valuation import Valuer
from pokerules.games.spec import Game
from pokerules.records import Street

__all__ = ["GamePlan", "plan_for", "turn_order"]


class GamePlan:
    """One game's rules as the hand reads them, street after street."""

    __slots__ = (
        "betting",
        "big_blind",
        "blind_posts",
        "bring_in",
        "burn",
        "draws_from",
        "fold_instead_of_check",
        "forced",
        "game",
        "highest_brings_in",
        "kinds",
        "low_showing",
        "names",
        "open_pair_big",
        "opener_first",
        "policy",
        "sizes",
        "streets",
        "stud",
        "valuer",
    )  # fmt: skip

    def __init__(self, game: Game) -> None:
        self.game = game
        self.valuer = Valuer(game)
        self.names = tuple(Street(name) for name in game.street_names)
        self.forced: dict[tuple[int, int, bool], Posting] = {}
        # Slots: a Game is a dataclass with a __dict__, slower to read.
        self.streets = game.streets
        self.kinds = game.street_kinds  # 0 deal, 1 roll, 2 betting, 3 draw
        self.burn = game.burn
        self.betting = game.betting
        self.sizes = game.round_sizes
        self.big_blind = game.blinds[-1] if game.blinds is not None else None
        self.blind_posts = len(game.blinds) if game.blinds is not None else 0
        self.fold_instead_of_check = game.fold_instead_of_check
        self.stud = game.is_stud
        self.opener_first = game.later_rounds_first == "opener"
        self.policy = game.shortage_policy
        # The draws at or after each street.
        draws = [kind == 3 for kind in self.kinds]
        self.draws_from = tuple(sum(draws[i:]) for i in range(len(draws) + 1))
        # Stud (pokerules.engine.bring_in): the bring-in, razz's order, the open-pair big bet.
        self.bring_in = game.bring_in
        self.highest_brings_in = game.bring_in_by == "highest_upcard"
        self.low_showing = game.later_rounds_first == "low_showing"
        self.open_pair_big = max(self.sizes) if game.open_pair_big_bet and self.stud else 0

    def posting(self, n: int, button: int, antes: bool) -> Posting:
        """The forced bets of a deal at ``n`` seats with the button at ``button``, ready to
        post."""
        posting = self.forced.get((n, button, antes))
        if posting is None:
            posting = self.forced[n, button, antes] = Posting(
                forced_bets(self.game, n, button, antes), n
            )
        return posting


_PLANS: dict[int, GamePlan] = {}
_ORDERS: dict[tuple[int, int], tuple[int, ...]] = {}


def plan_for(game: Game) -> GamePlan:
    """The plan of ``game``, made on its first deal."""
    plan = _PLANS.get(id(game))
    if plan is None or plan.game is not game:
        if len(_PLANS) > 256:
            _PLANS.clear()  # games made on the fly (with_options) should not pile up
        plan = _PLANS[id(game)] = GamePlan(game)
    return plan


def turn_order(n: int, button: int) -> tuple[int, ...]:
    """The seats clockwise from the button's left, the button last."""
    order = _ORDERS.get((n, button))
    if order is None:
        order = _ORDERS[n, button] = tuple((button + 1 + i) % n for i in range(n))
    return order
