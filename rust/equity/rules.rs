//! What the equity engine asks of a game: how many hole cards, when a suit can still make a
//! flush, and the value of a player's hole cards on a board.
//!
//! The enumerator and the sampler know nothing else about the game, so a game plugs in by
//! implementing [`Rules`]: hold'em and Omaha here. A game that splits each pot high and low
//! implements [`HiLo`] too: Omaha eight-or-better.

use crate::cards::CardId;
use crate::eval::high_hand::{FastTables, HighHand};
use crate::eval::omaha::{self, OmahaTables};
use crate::eval::tables::high;

/// A poker variant as the equity engine sees it. Values compare lower-is-better.
pub trait Rules: Sync {
    /// A board prepared for valuing hands on it, built card by card.
    type Board: Copy + Send + Sync;
    /// A player's hole cards prepared for valuing.
    type Hole: Copy + Send + Sync;

    /// The game's name, as `pokerules.equity(game=...)` takes it.
    fn name(&self) -> &'static str;
    /// Hole cards each player holds.
    fn hole_cards(&self) -> usize;
    /// Board cards of one suit a player needs for a flush when holding `hole_of_suit` hole
    /// cards of that suit, or `None` if no board can give one. The enumerator treats a suit
    /// that no player can still flush in as interchangeable with other such suits.
    fn board_cards_for_flush(&self, hole_of_suit: u32) -> Option<u32>;
    /// The empty board.
    fn empty_board(&self) -> Self::Board;
    /// The board with one more card.
    fn add_to_board(&self, board: Self::Board, card: CardId) -> Self::Board;
    /// Hole cards prepared for [`value`](Self::value).
    fn hole(&self, cards: &[CardId]) -> Self::Hole;
    /// The value (lower is better) of a player's best hand with these hole cards on a full
    /// board.
    fn value(&self, board: &Self::Board, hole: &Self::Hole) -> u16;

    /// What valuing one hand on one board costs exact enumeration, in hold'em hands: the
    /// weight of a runout in [`super::EXACT_MOST_WORK`].
    fn exact_cost(&self) -> f64 {
        1.0
    }

    /// The number of outcomes a tally of `players` players counts (a power of two): by
    /// default one for each set of winners.
    fn outcomes(&self, players: usize) -> usize {
        1 << players
    }

    /// The outcome of a full board, an index below [`outcomes`](Self::outcomes): by default
    /// the set of players holding the best value.
    #[inline(always)]
    fn outcome(&self, board: &Self::Board, holes: &[Self::Hole]) -> usize {
        if let [first, second] = holes {
            let (a, b) = (self.value(board, first), self.value(board, second));
            return (a <= b) as usize | ((b <= a) as usize) << 1;
        }
        self.winners(board, holes)
    }

    /// The players (bit `i` for `holes[i]`) whose hands tie for the best value on a full
    /// board.
    #[inline(always)]
    fn winners(&self, board: &Self::Board, holes: &[Self::Hole]) -> usize {
        let mut best = u16::MAX;
        let mut winners = 0usize;
        for (i, hole) in holes.iter().enumerate() {
            let value = self.value(board, hole);
            if value < best {
                best = value;
                winners = 1 << i;
            } else if value == best {
                winners |= 1 << i;
            }
        }
        winners
    }
}

/// A game whose pots are split between the best high hand ([`Rules::value`]) and the best
/// qualifying low.
pub trait HiLo: Rules {
    /// The value of a player's best qualifying low on a full board: 1 (best) upwards, or 0 when
    /// the player has none.
    fn low(&self, board: &Self::Board, hole: &Self::Hole) -> u8;
}

/// Texas hold'em: two hole cards, the best five of the seven.
pub struct Holdem {
    tables: &'static FastTables,
}

impl Holdem {
    pub fn new() -> Holdem {
        Holdem {
            tables: &high().fast,
        }
    }
}

impl Default for Holdem {
    fn default() -> Holdem {
        Holdem::new()
    }
}

impl Rules for Holdem {
    type Board = HighHand;
    type Hole = HighHand;

    fn name(&self) -> &'static str {
        "holdem"
    }

    fn hole_cards(&self) -> usize {
        2
    }

    fn board_cards_for_flush(&self, hole_of_suit: u32) -> Option<u32> {
        Some(5 - hole_of_suit.min(2))
    }

    #[inline(always)]
    fn empty_board(&self) -> HighHand {
        HighHand::EMPTY
    }

    #[inline(always)]
    fn add_to_board(&self, board: HighHand, card: CardId) -> HighHand {
        board.with(card)
    }

    fn hole(&self, cards: &[CardId]) -> HighHand {
        HighHand::part(cards)
    }

    #[inline(always)]
    fn value(&self, board: &HighHand, hole: &HighHand) -> u16 {
        board.combine(*hole).value(self.tables)
    }
}

/// Omaha: four hole cards, the best hand using exactly two of them with exactly three of the
/// board (the high hand; `eval/omaha.rs`).
pub struct Omaha {
    tables: &'static OmahaTables,
}

impl Omaha {
    pub fn new() -> Omaha {
        Omaha {
            tables: omaha::tables(),
        }
    }
}

impl Default for Omaha {
    fn default() -> Omaha {
        Omaha::new()
    }
}

/// An Omaha board: up to five cards.
#[derive(Clone, Copy, Debug)]
pub struct OmahaBoard {
    cards: [CardId; 5],
    len: u8,
}

impl OmahaBoard {
    /// The cards on the board.
    #[inline(always)]
    pub fn cards(&self) -> &[CardId] {
        &self.cards[..self.len as usize]
    }
}

impl Rules for Omaha {
    type Board = OmahaBoard;
    type Hole = [CardId; 4];

    fn name(&self) -> &'static str {
        "omaha"
    }

    fn exact_cost(&self) -> f64 {
        super::OMAHA_COST
    }

    fn hole_cards(&self) -> usize {
        4
    }

    fn board_cards_for_flush(&self, hole_of_suit: u32) -> Option<u32> {
        // Exactly two hole cards and three board cards of the suit.
        (hole_of_suit >= 2).then_some(3)
    }

    fn empty_board(&self) -> OmahaBoard {
        OmahaBoard {
            cards: [0; 5],
            len: 0,
        }
    }

    #[inline(always)]
    fn add_to_board(&self, mut board: OmahaBoard, card: CardId) -> OmahaBoard {
        board.cards[(board.len as usize).min(4)] = card;
        board.len = (board.len + 1).min(5);
        board
    }

    fn hole(&self, cards: &[CardId]) -> [CardId; 4] {
        let mut hole = [0; 4];
        for (slot, &card) in hole.iter_mut().zip(cards) {
            *slot = card;
        }
        hole
    }

    #[inline(always)]
    fn value(&self, board: &OmahaBoard, hole: &[CardId; 4]) -> u16 {
        omaha::evaluate_unchecked(self.tables, hole, board.cards())
    }
}

/// Omaha eight-or-better: the high hand as in Omaha, and the best ace-to-five low of five
/// distinct ranks eight or lower, again exactly two hole cards with three of the board.
impl HiLo for Omaha {
    #[inline(always)]
    fn low(&self, board: &OmahaBoard, hole: &[CardId; 4]) -> u8 {
        omaha::low_unchecked(self.tables, hole, board.cards())
    }
}
