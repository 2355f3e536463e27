//! The high-hand evaluator: best five of 5, 6 or 7 cards on the 1..7,462 scale.

use super::high_hand::evaluate_cards;
use super::tables::{high, HighTables};
use crate::cards::CardId;

/// Bits 0..39 of a hand key hold its rank counts (three bits a rank).
pub(crate) const RANK_BITS: u64 = (1 << 39) - 1;
/// Bits 40..55 count suits, four bits a suit, starting at three so that a count of five or
/// more sets the top bit of its nibble.
pub(crate) const SUIT_BIAS: u64 = 0x3333 << 40;
pub(crate) const FLUSH_BITS: u64 = 0x8888 << 40;

/// Each card's contribution to a hand key: its rank count and its suit count. Padded to 64
/// entries so that indexing with `card & 63` needs no bounds check.
pub(crate) static CARD_KEYS: [u64; 64] = {
    let mut keys = [0u64; 64];
    let mut card = 0;
    while card < 52 {
        keys[card] = (1u64 << (3 * (card / 4))) + (1u64 << (40 + 4 * (card % 4)));
        card += 1;
    }
    keys
};

/// The hand key of some cards: rank counts plus biased suit counts.
#[inline(always)]
pub(crate) fn hand_key(cards: &[CardId]) -> u64 {
    cards
        .iter()
        .fold(SUIT_BIAS, |key, &c| key + CARD_KEYS[(c & 63) as usize])
}

/// The suit with five or more cards in a hand key, if any.
#[inline(always)]
pub(crate) fn flush_suit(key: u64) -> Option<u8> {
    let flush = key & FLUSH_BITS;
    (flush != 0).then(|| ((flush.trailing_zeros() - 43) / 4) as u8)
}

/// The ranks held in `suit` (bit r = rank r).
#[inline(always)]
pub(crate) fn suit_ranks(cards: &[CardId], suit: u8) -> u16 {
    cards
        .iter()
        .filter(|&&c| c & 3 == suit)
        .fold(0, |bits, &c| bits | 1 << (c >> 2))
}

/// The class of 5 to 7 distinct valid cards. Unchecked: callers validate first.
///
/// Runs the fast evaluator of `high_hand.rs`; [`evaluate_by_counts`] is the rank-count
/// evaluator it replaced, kept as its independent check.
#[inline(always)]
pub fn evaluate_unchecked(tables: &HighTables, cards: &[CardId]) -> u16 {
    evaluate_cards(&tables.fast, cards)
}

/// The class of 5 to 7 distinct valid cards by the rank-count key and its perfect hash: the
/// tables every other table is derived from, and the reference the fast evaluator is proven
/// against on every seven-card hand.
#[inline(always)]
pub fn evaluate_by_counts(tables: &HighTables, cards: &[CardId]) -> u16 {
    let key = hand_key(cards);
    match flush_suit(key) {
        // Five cards of one suit among seven leave too few for anything better than a flush.
        Some(suit) => tables.flush[(suit_ranks(cards, suit) & 0x1fff) as usize],
        None => tables.nonflush.get(key & RANK_BITS),
    }
}

/// The class of seven cards given as an array; the form the benchmarks and batch loops use.
#[inline(always)]
pub fn evaluate7(tables: &HighTables, cards: [CardId; 7]) -> u16 {
    evaluate_unchecked(tables, &cards)
}

/// The tables, built on first use.
pub fn tables() -> &'static HighTables {
    high()
}
