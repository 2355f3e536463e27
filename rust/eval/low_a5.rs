//! The ace-to-five low evaluator (razz, and the low half of eight-or-better games): the best
//! five-card low of 5, 6 or 7 cards on the 1..6,175 scale.
//!
//! Aces are low, straights and flushes do not count, and pairs count against a hand, so a hand
//! is decided by its rank multiset alone and the scale has one class per multiset of five:
//! first the 1,287 unpaired hands (1 = 5-4-3-2-A, compared from the highest card down), then one
//! pair, two pair, three of a kind, full house and four of a kind, each compared like a high
//! hand's groups (bigger groups first) but with lower ranks better. Because the unpaired classes
//! come first in that order, an unpaired low of five ranks no higher than N (ace = 1) is exactly
//! a class up to C(N, 5): the 56 eight-or-better lows are classes 1..=56.

use std::collections::HashMap;
use std::sync::OnceLock;

use super::classes::{count_of, multisets, rank_key, Category, CountKey, Shape};
use super::perfect_hash::PerfectHash;
use crate::cards::CardId;

/// Number of classes on the ace-to-five scale: the rank multisets of five cards.
pub const CLASSES: u16 = 6175;

/// The worst eight-or-better low (8-7-6-5-4) is class 56 = C(8, 5).
pub const EIGHT_OR_BETTER: u16 = 56;

/// Lowest and highest top card a qualifier may name (5: only the wheel; 13: any unpaired low).
pub const QUALIFY_MIN: u8 = 5;
pub const QUALIFY_MAX: u8 = 13;

/// A card's low rank: ace 0, deuce 1, ..., king 12.
#[inline(always)]
pub const fn low_rank(card: CardId) -> u8 {
    ((card >> 2) + 1) % 13
}

/// Binomial coefficients C(n, k) for n < 64, k <= 5, as a table the evaluators index.
pub(crate) const BINOMIAL: [[u32; 6]; 64] = {
    let mut table = [[0u32; 6]; 64];
    let mut n = 0;
    while n < 64 {
        table[n][0] = 1;
        let mut k = 1;
        while k < 6 {
            table[n][k] = if n == 0 {
                0
            } else {
                table[n - 1][k - 1] + table[n - 1][k]
            };
            k += 1;
        }
        n += 1;
    }
    table
};

/// The colex position of a set of low ranks (bit r = low rank r) among the sets of its size:
/// sets compare by their highest member first, lower being earlier.
pub fn colex(set: u16) -> u16 {
    let mut index = 0;
    let mut k = 1;
    let mut rest = set;
    while rest != 0 {
        let r = rest.trailing_zeros() as usize;
        index += BINOMIAL[r][k] as u16;
        k += 1;
        rest &= rest - 1;
    }
    index
}

/// The best class an N-or-better low may have: C(N, 5), for N in 5..=13 (ace = 1).
pub fn qualifying_limit(top: u8) -> Option<u16> {
    (QUALIFY_MIN..=QUALIFY_MAX)
        .contains(&top)
        .then(|| BINOMIAL[top as usize][5] as u16)
}

/// The ace-to-five tables.
pub struct LowA5Tables {
    /// Best class of any five of 5, 6 or 7 cards, by their rank counts.
    pub classes: PerfectHash<u16>,
    /// The shape of each class, class 1 first: category and ranks (card ranks, 12 = ace) in
    /// the order they are compared.
    pub shapes: Vec<Shape>,
}

/// Each card's rank count: three bits a rank, as in `classes.rs`. Padded to 64 entries so that
/// `card & 63` needs no bounds check.
static RANK_KEYS: [u64; 64] = {
    let mut keys = [0u64; 64];
    let mut card = 0;
    while card < 52 {
        keys[card] = 1u64 << (3 * (card / 4));
        card += 1;
    }
    keys
};

/// The rank counts of some cards.
#[inline(always)]
pub(crate) fn rank_counts(cards: &[CardId]) -> CountKey {
    cards
        .iter()
        .fold(0, |key, &c| key + RANK_KEYS[(c & 63) as usize])
}

/// The class of the best low of 5 to 7 distinct valid cards. Unchecked: callers validate.
#[inline(always)]
pub fn evaluate_unchecked(tables: &LowA5Tables, cards: &[CardId]) -> u16 {
    tables.classes.get(rank_counts(cards))
}

/// The tables, built on first use.
pub fn tables() -> &'static LowA5Tables {
    static TABLES: OnceLock<LowA5Tables> = OnceLock::new();
    TABLES.get_or_init(build)
}

/// The shape of five cards with these rank counts, and a key that orders shapes on the scale
/// (smaller is better): the category, then the compared ranks, ace low.
fn shape_and_order(key: CountKey) -> (Shape, u64) {
    // Groups by size, then by low rank, both descending: the order of comparison.
    let mut groups: Vec<(u8, u8, u8)> = (0..13u8)
        .filter(|&r| count_of(key, r) > 0)
        .map(|r| (count_of(key, r), (r + 1) % 13, r))
        .collect();
    groups.sort_by_key(|&(count, low, _)| std::cmp::Reverse((count, low)));
    let pattern: Vec<u8> = groups.iter().map(|g| g.0).collect();
    let category = match pattern.as_slice() {
        [1, 1, 1, 1, 1] => Category::HighCard,
        [2, 1, 1, 1] => Category::OnePair,
        [2, 2, 1] => Category::TwoPair,
        [3, 1, 1] => Category::ThreeOfAKind,
        [3, 2] => Category::FullHouse,
        _ => Category::FourOfAKind,
    };
    // Worse categories order later: high card, pair, two pair, trips, full house, quads.
    let category_order: u64 = match category {
        Category::HighCard => 0,
        Category::OnePair => 1,
        Category::TwoPair => 2,
        Category::ThreeOfAKind => 3,
        Category::FullHouse => 4,
        _ => 5,
    };
    let mut ranks = [0u8; 5];
    let mut order = category_order;
    let mut at = 0;
    for &(count, low, rank) in &groups {
        for _ in 0..count {
            ranks[at] = rank;
            order = order << 4 | low as u64;
            at += 1;
        }
    }
    (Shape { category, ranks }, order)
}

/// The best (lowest) class among the five-card sub-multisets of `key`, memoised.
fn best_of_fives(
    key: CountKey,
    class_of: &HashMap<CountKey, u16>,
    memo: &mut HashMap<CountKey, u16>,
) -> u16 {
    if let Some(&class) = class_of.get(&key) {
        return class;
    }
    if let Some(&class) = memo.get(&key) {
        return class;
    }
    let best = (0..13u8)
        .filter(|&r| count_of(key, r) > 0)
        .map(|r| best_of_fives(key - rank_key(r), class_of, memo))
        .min()
        .unwrap_or(u16::MAX);
    memo.insert(key, best);
    best
}

fn build() -> LowA5Tables {
    let mut fives: Vec<(u64, CountKey, Shape)> = multisets(5, 4)
        .into_iter()
        .map(|key| {
            let (shape, order) = shape_and_order(key);
            (order, key, shape)
        })
        .collect();
    fives.sort_unstable_by_key(|f| f.0);
    let class_of: HashMap<CountKey, u16> = fives
        .iter()
        .enumerate()
        .map(|(i, f)| (f.1, i as u16 + 1))
        .collect();
    let mut memo = HashMap::new();
    let entries: Vec<(u64, u16)> = (5..=7u8)
        .flat_map(|n| multisets(n, 4))
        .map(|key| (key, best_of_fives(key, &class_of, &mut memo)))
        .collect();
    LowA5Tables {
        classes: PerfectHash::build(&entries, 17, 13),
        shapes: fives.into_iter().map(|f| f.2).collect(),
    }
}

impl LowA5Tables {
    /// The shape of a class, if it is on the scale.
    pub fn shape(&self, class: i32) -> Option<Shape> {
        usize::try_from(class - 1)
            .ok()
            .and_then(|i| self.shapes.get(i).copied())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_scale_has_one_class_per_multiset_in_category_blocks() {
        let t = tables();
        assert_eq!(t.shapes.len(), CLASSES as usize);
        // Category sizes: C(13,5), 13*C(12,3), C(13,2)*11, 13*C(12,2), 13*12, 13*12.
        let sizes = [1287, 2860, 858, 858, 156, 156];
        let mut first = 1;
        for (size, category) in sizes.into_iter().zip([
            Category::HighCard,
            Category::OnePair,
            Category::TwoPair,
            Category::ThreeOfAKind,
            Category::FullHouse,
            Category::FourOfAKind,
        ]) {
            let block = first..first + size;
            assert!(block
                .clone()
                .all(|c| t.shape(c).unwrap().category == category));
            first += size;
        }
        assert_eq!(first - 1, CLASSES as i32);
        assert_eq!(t.shape(0), None);
        assert_eq!(t.shape(CLASSES as i32 + 1), None);
    }

    #[test]
    fn unpaired_classes_are_the_colex_order_of_low_ranks() {
        let t = tables();
        for class in 1..=1287 {
            let shape = t.shape(class).unwrap();
            let set = shape
                .ranks
                .iter()
                .fold(0u16, |s, &r| s | 1 << ((r + 1) % 13));
            assert_eq!(colex(set) as i32 + 1, class);
        }
        assert_eq!(qualifying_limit(8), Some(EIGHT_OR_BETTER));
        assert_eq!(qualifying_limit(5), Some(1));
        assert_eq!(qualifying_limit(13), Some(1287));
        assert_eq!(qualifying_limit(4), None);
        assert_eq!(qualifying_limit(14), None);
    }
}
