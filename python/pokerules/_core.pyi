"""Typed surface of the compiled extension ``pokerules._core`` (see ``rust/py/``)."""

from collections.abc import Callable, Iterable, Sequence
from typing import Any, TypeVar, final, overload

_T = TypeVar("_T")

__all__ = [
    "ObservationEncoder",
    "best_badugi",
    "best_five",
    "best_five_low_a5",
    "best_hand_wild",
    "best_omaha_hand",
    "deck_histogram",
    "discard_histograms",
    "draw_chances_exact",
    "draw_chances_sample",
    "draw_histogram",
    "equity",
    "equity_deals",
    "equity_hilo",
    "evaluate",
    "evaluate_badugi",
    "evaluate_badugi_batch",
    "evaluate_batch",
    "evaluate_low27",
    "evaluate_low_a5",
    "evaluate_low_a5_batch",
    "evaluate_omaha",
    "evaluate_omaha_batch",
    "evaluate_omaha_hilo",
    "evaluate_wild",
    "hand_shape",
    "high_class_of_masks",
    "parse_card",
    "parse_hand",
    "plan_discard",
    "plan_worths",
    "sample_chunks",
    "scale_shape",
    "shuffle",
    "shuffle_items",
    "video_poker_analyze",
    "video_poker_deals",
    "video_poker_holds",
    "video_poker_pay_classes",
    "warm_up",
    "wild_cards",
]

_Card = int | str
_Cards = _Card | Iterable[_Card]
_Wild = str | Iterable[_Card] | None

def evaluate(*cards: _Cards) -> int:
    """Best five-card high class (1 = royal flush, 7462 = 7-5-4-3-2) of 5 to 7 cards."""

def evaluate_low27(*cards: _Cards) -> int:
    """Best five-card deuce-to-seven class (1 = 7-5-4-3-2, 7462 = royal flush)."""

def evaluate_wild(
    *cards: _Cards,
    wild: _Wild = None,
    wild_mask: Iterable[Any] | None = None,
    may_duplicate: bool = False,
) -> int:
    """Best five-card high value with wild cards (five of a kind from -12)."""

def best_five(*cards: _Cards, low: bool = False) -> list[int]:
    """Ids of the five cards of the best high (or, with ``low``, 2-7 low) hand."""

def best_hand_wild(
    *cards: _Cards,
    wild: _Wild = None,
    wild_mask: Iterable[Any] | None = None,
    may_duplicate: bool = False,
) -> tuple[int, list[tuple[int, int]]]:
    """The best wild hand's value and its five (card held, card shown) pairs."""

def wild_cards(wild: _Wild = None) -> int:
    """The card set (bit c = card id c) that ``wild`` names; ``None`` is the deuces."""

def hand_shape(value: int, scale: str = "high", may_duplicate: bool = False) -> tuple[int, bytes]:
    """Category number and compared ranks (one byte each) of a value on a scale."""

def parse_card(card: _Card) -> int:
    """The id of one card given as an id or text."""

def parse_hand(text: str) -> list[int]:
    """The ids of the cards written in ``text``."""

def shuffle(cards: list[int], seed: int) -> list[int]:
    """The ids shuffled by SplitMix64 seeded with ``seed`` (0 <= seed < 2**64)."""

def high_class_of_masks(cards: list[Any] | tuple[Any, ...]) -> int:
    """The high class of 5 to 7 cards given as objects with eval7's one-bit ``mask``."""

def shuffle_items(items: tuple[_T, ...], seed: int) -> list[_T]:
    """``items`` in the order :func:`shuffle` gives their positions (0 <= seed < 2**64)."""

def evaluate_batch(
    hands: Any,
    out: Any,
    scale: str,
    wild_cards: int = 15,
    masks: Any | None = None,
    may_duplicate: bool = False,
    threads: int | None = ...,
) -> None:
    """Evaluates the rows of a 2-D integer buffer into a fresh int32 buffer; masks may only
    mark cards of ``wild_cards``. Each row is read once (other threads may write it)."""

def warm_up() -> None:
    """Builds every lookup table now rather than on first use."""

# Exact draw odds and video poker (rust/py/draws.rs). Cards are integer ids; histograms come
# as (best value, width, bytes of little-endian uint32 counts, rows x width).

def draw_histogram(
    hand: list[int],
    discard: list[int],
    dead: list[int],
    scale: str,
    wild_cards: int = 15,
    may_duplicate: bool = False,
) -> tuple[int, int, bytes]:
    """The final hands of one draw, by class value from the best of the scale."""

def discard_histograms(
    hand: list[int],
    dead: list[int],
    scale: str,
    wild_cards: int = 15,
    may_duplicate: bool = False,
    threads: int | None = None,
) -> tuple[int, int, bytes]:
    """The final hands of each of the 32 discards (row = discard mask; 16 for "badugi")."""

def deck_histogram(
    scale: str, wild_cards: int = 15, may_duplicate: bool = False
) -> tuple[int, int, bytes]:
    """Every five-card hand of the deck (four-card on "badugi"), by class value from the best."""

def draw_chances_exact(
    hand: list[int],
    discard: list[int],
    dead: list[int],
    scale: str,
    wild_cards: int,
    may_duplicate: bool,
    target: int,
    draws: int,
) -> tuple[list[int], int] | None:
    """Exact (cumulative made counts, total) over 1..draws draws, or None if sampling is needed."""

def draw_chances_sample(
    hand: list[int],
    discard: list[int],
    dead: list[int],
    scale: str,
    wild_cards: int,
    may_duplicate: bool,
    target: int,
    draws: int,
    seed: int,
    samples: int,
    first_chunk: int,
    end_chunk: int,
    threads: int | None = None,
) -> list[int]:
    """Trials of chunks first_chunk..end_chunk that first reach the target at each draw."""

def sample_chunks(samples: int) -> int:
    """The number of fixed sampling chunks a run of ``samples`` trials makes."""

def plan_discard(game: str, hand: list[int], draws_left: int) -> int:
    """The discard mask the multi-draw model plays ("low27" or "badugi")."""

def plan_worths(game: str, hand: list[int], dead: list[int], draws_left: int) -> list[float]:
    """The multi-draw model's worth of every discard, indexed by discard mask."""

def video_poker_pay_classes() -> list[str]:
    """The pay class names, best first."""

def video_poker_deals() -> int:
    """The number of deals up to suit permutation (134,459)."""

def video_poker_analyze(
    machine: str, pays: list[int], start: int, end: int, threads: int | None = None
) -> tuple[int, list[int], int, int]:
    """Optimal play over deals start..end: (return sum, frequency sums, deals, scale)."""

def video_poker_holds(machine: str, hand: list[int]) -> list[list[int]]:
    """Final hands by pay class for each of the 32 discards of a hand (row = discard mask)."""

# Omaha, ace-to-five and badugi (rust/py/evaluators.rs).

_Part = str | Iterable[_Card]

def evaluate_omaha(hole: _Part, board: _Part) -> int:
    """Omaha high class of two of 4 to 6 hole cards and three of 3 to 5 board cards."""

def evaluate_omaha_hilo(hole: _Part, board: _Part) -> tuple[int, int | None]:
    """Omaha high class and eight-or-better low class (None without a qualifying low)."""

def best_omaha_hand(hole: _Part, board: _Part, low: bool = False) -> bytes | None:
    """Ids of the two hole and three board cards of the best high (or eight-or-better) hand."""

@overload
def evaluate_low_a5(*cards: _Cards, qualify: None = None) -> int: ...
@overload
def evaluate_low_a5(*cards: _Cards, qualify: int) -> int | None: ...
def best_five_low_a5(*cards: _Cards) -> bytes:
    """Ids of the five cards of the best ace-to-five low, highest first (ace last)."""

def evaluate_badugi(*cards: _Cards) -> int:
    """Badugi class (1 = 4-3-2-A of four suits, 1092 = a lone king) of four cards."""

def best_badugi(*cards: _Cards) -> bytes:
    """Ids of the cards of the best badugi, highest first (aces low)."""

def scale_shape(value: int, scale: str) -> tuple[int, bytes]:
    """Category (badugi: number of cards) and compared ranks of a value on "a5" or "badugi"."""

def evaluate_omaha_batch(
    holes: Any,
    boards: Any,
    high_out: Any,
    low_out: Any | None = None,
    threads: int | None = ...,
) -> None:
    """Omaha high (and eight-or-better low, 0 for none) classes of rows of two id buffers."""

def evaluate_low_a5_batch(
    hands: Any, out: Any, qualify: int | None = None, threads: int | None = ...
) -> None:
    """Ace-to-five classes of the rows of an id buffer (0 for no qualifying low)."""

def evaluate_badugi_batch(hands: Any, out: Any, threads: int | None = ...) -> None:
    """Badugi classes of the rows of an (N, 4) id buffer."""

# Equity (rust/py/equity.rs)

def equity(
    players: list[list[tuple[list[int], int]] | None],
    board: list[int],
    dead: list[int],
    game: str = "holdem",
    exact: bool | None = None,
    samples: int | None = None,
    stderr: float | None = None,
    seed: int = 0,
    threads: int | None = None,
    progress: Callable[[float], object] | None = None,
) -> tuple[list[int], bool, list[int], list[float] | None]:
    """Outcome counts by winner set, whether exact, combos per player, standard errors.

    A player ``None`` holds every combination of the game's hole cards ("random").
    """

def equity_hilo(
    players: list[list[tuple[list[int], int]] | None],
    board: list[int],
    dead: list[int],
    game: str = "omaha8",
    exact: bool | None = None,
    samples: int | None = None,
    stderr: float | None = None,
    seed: int = 0,
    threads: int | None = None,
    progress: Callable[[float], object] | None = None,
) -> tuple[list[tuple[int, int, int]], bool, list[int], list[float] | None]:
    """(High winners, low winners, count) per split met, whether exact, combos, stderrs."""

def equity_deals(
    judging: tuple[str, int, bool, bool, bool],
    players: list[tuple[list[tuple[int, bool]], list[tuple[bool, int]]]],
    board: list[int],
    board_missing: int,
    dead: list[int],
    exact: bool | None = None,
    samples: int | None = None,
    stderr: float | None = None,
    seed: int = 0,
    threads: int | None = None,
    progress: Callable[[float], object] | None = None,
    later_draws: int = 0,
    most_thrown: int = 5,
    plan: Callable[[int, list[int], int], int] | None = None,
    best: str | None = None,
) -> tuple[list[tuple[int, int, int]], bool, list[float] | None]:
    """Completion equity (stud, draw, unseen cards): (high, low, count) per outcome, whether
    exact, stderrs."""

@final
class ObservationEncoder:
    """One hand's observation encoder for ``pokerules.envs``: the layout, the betting and
    draws so far, and the public state last set."""

    def __new__(
        cls, players: int, held: int, rounds: int, draws: int, slots: int, games: int,
        rolls: bool,
    ) -> ObservationEncoder: ...  # fmt: skip
    @property
    def size(self) -> int:
        """The length of the vector."""
    def __copy__(self) -> ObservationEncoder:
        """A copy with its own records."""
    def __deepcopy__(self, memo: Any, /) -> ObservationEncoder:
        """The same as ``__copy__``."""
    def add_action(self, round: int, seat: int, kind: int, added: int) -> None:
        """Record a betting action."""
    def add_draw(self, draw: int, seat: int, count: int) -> None:
        """Record that ``seat`` threw ``count`` cards in draw ``draw``."""
    def set_public(
        self, showing: Sequence[Sequence[int]], board: Sequence[int], seats_in: Sequence[int],
        button: int, actor: int, phase: int, round: int, game: int, stacks: Sequence[int],
        round_bets: Sequence[int], contributions: Sequence[int], current_bet: int, pot: int,
    ) -> None:  # fmt: skip
        """Set what every seat sees now, by absolute seat."""
    def encode(
        self, out: Any, seat: int, cards: Sequence[int], face_up: Sequence[bool],
        discards: Sequence[int], rolled: int,
    ) -> None:  # fmt: skip
        """Write ``seat``'s observation into ``out``."""
