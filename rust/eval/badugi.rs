//! The badugi evaluator: four cards, judged by their best set of cards with no repeated rank
//! or suit, on the 1..1,092 scale.
//!
//! More cards always beat fewer, and hands of the same size compare from their highest card
//! down, aces low. The scale numbers the 715 four-card badugis first (1 = 4-3-2-A), then the
//! 286 three-card, 78 two-card and 13 one-card hands, each size in the colex order of its low
//! ranks (compared from the top, lower better). A hand is one lookup: the 270,725 four-card
//! hands are indexed by the combinatorial number system.

use std::sync::OnceLock;

use super::low_a5::{colex, low_rank, BINOMIAL};
use crate::cards::CardId;

/// Number of classes on the badugi scale.
pub const CLASSES: u16 = 1092;

/// Number of distinct four-card hands.
pub const HANDS: usize = 270_725;

/// The first class of each hand size, indexed by size (1 to 4 cards).
pub const FIRST_CLASS: [u16; 5] = [0, 1080, 1002, 716, 1];

/// The class of a badugi of these low ranks (bit r = low rank r, ace 0), one card a rank.
#[inline]
pub fn class_of_set(set: u16) -> u16 {
    FIRST_CLASS[set.count_ones() as usize] + colex(set)
}

/// The low ranks (bit r = low rank r) of the best badugi in four cards, and which of the
/// cards (bit i = `cards[i]`) make it. Ties between equally good sets go to the first subset
/// found, so the choice is deterministic.
pub fn best_subset(cards: &[CardId; 4]) -> (u16, u8) {
    let mut best = (u16::MAX, 0u16, 0u8);
    for pick in 1u8..16 {
        let mut ranks = 0u16;
        let mut suits = 0u8;
        let mut size = 0;
        for (i, &card) in cards.iter().enumerate() {
            if pick >> i & 1 == 1 {
                ranks |= 1 << low_rank(card);
                suits |= 1 << (card & 3);
                size += 1;
            }
        }
        if ranks.count_ones() == size && suits.count_ones() == size {
            let class = class_of_set(ranks);
            if class < best.0 {
                best = (class, ranks, pick);
            }
        }
    }
    (best.1, best.2)
}

/// The badugi tables.
pub struct BadugiTables {
    /// The class of every four-card hand, by the colex index of its sorted card ids.
    pub by_hand: Vec<u16>,
}

/// The colex index of four card ids in increasing order.
#[inline(always)]
fn hand_index(sorted: [CardId; 4]) -> usize {
    (BINOMIAL[(sorted[0] & 63) as usize][1]
        + BINOMIAL[(sorted[1] & 63) as usize][2]
        + BINOMIAL[(sorted[2] & 63) as usize][3]
        + BINOMIAL[(sorted[3] & 63) as usize][4]) as usize
}

/// Four card ids sorted by a fixed network of five compare-exchanges.
#[inline(always)]
fn sort4(mut c: [CardId; 4]) -> [CardId; 4] {
    for (a, b) in [(0, 1), (2, 3), (0, 2), (1, 3), (1, 2)] {
        let (low, high) = (c[a].min(c[b]), c[a].max(c[b]));
        c[a] = low;
        c[b] = high;
    }
    c
}

/// The class of four distinct valid cards. Unchecked: callers validate first.
#[inline(always)]
pub fn evaluate_unchecked(tables: &BadugiTables, cards: [CardId; 4]) -> u16 {
    // The index of four distinct ids below 52 is below 270,725; the mask-free `get` keeps an
    // unvalidated call from panicking, and such a call is a caller's bug anyway.
    tables
        .by_hand
        .get(hand_index(sort4(cards)))
        .copied()
        .unwrap_or(0)
}

/// The tables, built on first use.
pub fn tables() -> &'static BadugiTables {
    static TABLES: OnceLock<BadugiTables> = OnceLock::new();
    TABLES.get_or_init(build)
}

fn build() -> BadugiTables {
    let mut by_hand = vec![0u16; HANDS];
    for d in 3..52u8 {
        for c in 2..d {
            for b in 1..c {
                for a in 0..b {
                    let hand = [a, b, c, d];
                    by_hand[hand_index(hand)] = class_of_set(best_subset(&hand).0);
                }
            }
        }
    }
    BadugiTables { by_hand }
}

/// The low ranks of a class, highest first (ace = 0), or `None` off the scale.
pub fn low_ranks_of(class: i32) -> Option<Vec<u8>> {
    let class = u16::try_from(class)
        .ok()
        .filter(|c| (1..=CLASSES).contains(c))?;
    let size = (1..=4)
        .rev()
        .find(|&n| FIRST_CLASS[n] <= class && (n == 1 || class < FIRST_CLASS[n - 1]))?;
    // Undo the colex numbering greedily: the largest rank first.
    let mut rest = (class - FIRST_CLASS[size]) as u32;
    let mut ranks = Vec::with_capacity(size);
    for k in (1..=size).rev() {
        let top = (0..13u8).rev().find(|&r| BINOMIAL[r as usize][k] <= rest)?;
        rest -= BINOMIAL[top as usize][k];
        ranks.push(top);
    }
    Some(ranks)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn class_blocks_fill_the_scale() {
        assert_eq!(FIRST_CLASS[3], 1 + 715);
        assert_eq!(FIRST_CLASS[2], FIRST_CLASS[3] + 286);
        assert_eq!(FIRST_CLASS[1], FIRST_CLASS[2] + 78);
        assert_eq!(FIRST_CLASS[1] + 13 - 1, CLASSES);
        // Every class names a set of its size, and the set gives the class back.
        for class in 1..=CLASSES as i32 {
            let ranks = low_ranks_of(class).unwrap();
            let set = ranks.iter().fold(0u16, |s, &r| s | 1 << r);
            assert_eq!(set.count_ones() as usize, ranks.len());
            assert_eq!(class_of_set(set) as i32, class);
        }
        assert_eq!(low_ranks_of(0), None);
        assert_eq!(low_ranks_of(CLASSES as i32 + 1), None);
    }

    #[test]
    fn the_hand_index_is_a_bijection_onto_the_table() {
        let mut seen = vec![false; HANDS];
        for d in 3..52u8 {
            for c in 2..d {
                for b in 1..c {
                    for a in 0..b {
                        let i = hand_index(sort4([c, a, d, b]));
                        assert!(!seen[i]);
                        seen[i] = true;
                    }
                }
            }
        }
        assert!(seen.iter().all(|&s| s));
    }
}
