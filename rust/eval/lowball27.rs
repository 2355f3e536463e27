//! The deuce-to-seven lowball evaluator: best five-card low of 5, 6 or 7 cards, 1..7,462.

use super::high::{flush_suit, hand_key, suit_ranks, RANK_BITS};
use super::tables::{low27, Low27Tables};
use crate::cards::CardId;

/// The five-card choices of six and seven cards, by position.
const FIVES_OF_SIX: [[usize; 5]; 6] = [
    [1, 2, 3, 4, 5],
    [0, 2, 3, 4, 5],
    [0, 1, 3, 4, 5],
    [0, 1, 2, 4, 5],
    [0, 1, 2, 3, 5],
    [0, 1, 2, 3, 4],
];

#[inline(always)]
fn evaluate_five(tables: &Low27Tables, cards: &[CardId]) -> u16 {
    let key = hand_key(cards);
    match flush_suit(key) {
        Some(suit) => tables.flush5[(suit_ranks(cards, suit) & 0x1fff) as usize],
        None => tables.nonflush.get(key & RANK_BITS),
    }
}

/// The low class of 5 to 7 distinct valid cards. Unchecked: callers validate first.
#[inline(always)]
pub fn evaluate_unchecked(tables: &Low27Tables, cards: &[CardId]) -> u16 {
    let key = hand_key(cards);
    if flush_suit(key).is_none() {
        // No five share a suit, so no choice of five is a flush: rank counts decide.
        return tables.nonflush.get(key & RANK_BITS);
    }
    if cards.len() == 5 {
        return evaluate_five(tables, cards);
    }
    // A flush hurts a low hand, and the best low may have to leave a suited card out; the
    // rank table cannot see suits, so try each choice of five (at most 21, and rare).
    let mut best = u16::MAX;
    for_each_five(cards, |five| best = best.min(evaluate_five(tables, five)));
    best
}

/// Calls `f` with each choice of five of the cards (5 to 7 of them).
pub(crate) fn for_each_five(cards: &[CardId], mut f: impl FnMut(&[CardId])) {
    match cards.len() {
        5 => f(cards),
        6 => {
            for pick in FIVES_OF_SIX {
                f(&pick.map(|i| cards[i]));
            }
        }
        7 => {
            for skip_a in 0..7 {
                for skip_b in skip_a + 1..7 {
                    let mut five = [0; 5];
                    let mut at = 0;
                    for (i, &c) in cards.iter().enumerate() {
                        if i != skip_a && i != skip_b {
                            five[at] = c;
                            at += 1;
                        }
                    }
                    f(&five);
                }
            }
        }
        // Callers pass 5 to 7 cards; any other count has no five to offer.
        _ => {}
    }
}

/// The tables, built on first use.
pub fn tables() -> &'static Low27Tables {
    low27()
}
