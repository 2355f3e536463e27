//! Hand categories and the numbering of five-card hands into equivalence classes.
//!
//! The high scale numbers the 7,462 distinct five-card hands from 1 (royal flush) to 7,462
//! (7-5-4-3-2 unsuited), the numbering Cactus Kev's evaluator made standard and phevaluator and
//! treys share. The deuce-to-seven scale is the same set of shapes judged the other way round:
//! aces only high, so A-5-4-3-2 is no straight, and the worst high hand is the best low hand.

use std::collections::HashMap;

/// The category of a hand, numbered like treys' rank classes (1 = straight flush).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[repr(u8)]
pub enum Category {
    FiveOfAKind = 0,
    StraightFlush = 1,
    FourOfAKind = 2,
    FullHouse = 3,
    Flush = 4,
    Straight = 5,
    ThreeOfAKind = 6,
    TwoPair = 7,
    OnePair = 8,
    HighCard = 9,
}

/// A five-card hand reduced to what decides it: its category and its ranks (0 = deuce,
/// 12 = ace) in the order they are compared. Straights list their five ranks from the top,
/// with the ace of a wheel last.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Shape {
    pub category: Category,
    pub ranks: [u8; 5],
}

/// Rank counts of a hand packed three bits a rank; adding two keys adds the counts.
pub type CountKey = u64;

/// The count key of one card of `rank`.
#[inline(always)]
pub const fn rank_key(rank: u8) -> CountKey {
    1 << (3 * rank as u32)
}

/// The count of `rank` in a count key.
#[inline(always)]
pub const fn count_of(key: CountKey, rank: u8) -> u8 {
    ((key >> (3 * rank as u32)) & 7) as u8
}

/// The number of cards in a count key.
pub fn size_of(key: CountKey) -> u8 {
    (0..13).map(|r| count_of(key, r)).sum()
}

/// The top rank of the straight in a set of ranks (bit r = rank r), if the set is exactly
/// five consecutive ranks; with `wheel`, A-2-3-4-5 counts as a five-high straight.
pub fn straight_top(rank_bits: u16, wheel: bool) -> Option<u8> {
    if rank_bits.count_ones() != 5 {
        return None;
    }
    let low = rank_bits.trailing_zeros() as u8;
    if rank_bits >> low == 0b11111 {
        return Some(low + 4);
    }
    if wheel && rank_bits == 0b1_0000_0000_1111 {
        return Some(3);
    }
    None
}

/// The shape of five cards with the given rank counts (summing to five, each at most five).
pub fn shape_of(key: CountKey, flush: bool, wheel: bool) -> Shape {
    let mut groups: Vec<(u8, u8)> = (0..13u8)
        .rev()
        .filter(|&r| count_of(key, r) > 0)
        .map(|r| (count_of(key, r), r))
        .collect();
    // Bigger groups first, then higher ranks: the order in which hands are compared.
    groups.sort_by(|a, b| b.cmp(a));
    let mut ranks = [0u8; 5];
    let mut at = 0;
    for &(count, rank) in &groups {
        for _ in 0..count {
            ranks[at] = rank;
            at += 1;
        }
    }
    let counts: Vec<u8> = groups.iter().map(|g| g.0).collect();
    let category = match counts.as_slice() {
        [5] => Category::FiveOfAKind,
        [4, 1] => Category::FourOfAKind,
        [3, 2] => Category::FullHouse,
        [3, 1, 1] => Category::ThreeOfAKind,
        [2, 2, 1] => Category::TwoPair,
        [2, 1, 1, 1] => Category::OnePair,
        _ => {
            let bits = groups.iter().fold(0u16, |b, &(_, r)| b | 1 << r);
            match (straight_top(bits, wheel), flush) {
                (Some(top), true) => return straight_shape(Category::StraightFlush, top),
                (Some(top), false) => return straight_shape(Category::Straight, top),
                (None, true) => Category::Flush,
                (None, false) => Category::HighCard,
            }
        }
    };
    Shape { category, ranks }
}

fn straight_shape(category: Category, top: u8) -> Shape {
    let mut ranks = [0u8; 5];
    for (i, r) in ranks.iter_mut().enumerate() {
        // The wheel's lowest card is the ace.
        *r = if top == 3 && i == 4 {
            12
        } else {
            top - i as u8
        };
    }
    Shape { category, ranks }
}

/// A number that orders shapes: higher is a better high hand.
pub fn high_strength(shape: &Shape) -> u32 {
    let category = 10 - shape.category as u32;
    let top = if matches!(shape.category, Category::Straight | Category::StraightFlush) {
        // A straight is decided by its top card alone.
        [shape.ranks[0], 0, 0, 0, 0]
    } else {
        shape.ranks
    };
    top.iter().fold(category, |acc, &r| (acc << 4) | r as u32)
}

/// Every rank-count key with `size` cards and at most `cap` of a rank.
pub fn multisets(size: u8, cap: u8) -> Vec<CountKey> {
    fn walk(rank: u8, left: u8, cap: u8, key: CountKey, out: &mut Vec<CountKey>) {
        if rank == 13 {
            if left == 0 {
                out.push(key);
            }
            return;
        }
        for n in 0..=left.min(cap) {
            walk(
                rank + 1,
                left - n,
                cap,
                key + n as u64 * rank_key(rank),
                out,
            );
        }
    }
    let mut out = Vec::new();
    walk(0, size, cap, 0, &mut out);
    out
}

/// Every rank set (bit r = rank r) of exactly `size` ranks.
pub fn rank_sets(size: u32) -> impl Iterator<Item = u16> {
    (0u16..1 << 13).filter(move |bits| bits.count_ones() == size)
}

/// The count key of a set of distinct ranks.
pub fn key_of_bits(bits: u16) -> CountKey {
    (0..13u8).filter(|r| bits >> r & 1 == 1).map(rank_key).sum()
}

/// A numbering of the 7,462 five-card hand shapes, from best (1) to worst.
pub struct Scale {
    shapes: Vec<Shape>,
    classes: HashMap<Shape, u16>,
}

impl Scale {
    /// The standard high scale: 1 = royal flush, 7,462 = 7-5-4-3-2.
    pub fn high() -> Scale {
        Scale::ordered(true, true)
    }

    /// The deuce-to-seven scale: 1 = 7-5-4-3-2, 7,462 = royal flush.
    pub fn low27() -> Scale {
        Scale::ordered(false, false)
    }

    fn ordered(wheel: bool, best_first: bool) -> Scale {
        let mut shapes: Vec<Shape> = multisets(5, 4)
            .into_iter()
            .map(|key| shape_of(key, false, wheel))
            .chain(rank_sets(5).map(|bits| shape_of(key_of_bits(bits), true, wheel)))
            .collect();
        shapes.sort_by_key(high_strength);
        if best_first {
            shapes.reverse();
        }
        let classes = shapes
            .iter()
            .enumerate()
            .map(|(i, s)| (*s, i as u16 + 1))
            .collect();
        Scale { shapes, classes }
    }

    /// The class of five cards with these rank counts.
    pub fn class_of(&self, key: CountKey, flush: bool, wheel: bool) -> u16 {
        self.classes[&shape_of(key, flush, wheel)]
    }

    /// The shape of a class number, if it is on the scale.
    pub fn shape(&self, class: i32) -> Option<Shape> {
        usize::try_from(class - 1)
            .ok()
            .and_then(|i| self.shapes.get(i).copied())
    }

    /// The number of classes (7,462).
    pub fn len(&self) -> usize {
        self.shapes.len()
    }

    /// Always false: a scale has 7,462 classes.
    pub fn is_empty(&self) -> bool {
        self.shapes.is_empty()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scale_boundaries_match_the_standard_numbering() {
        let high = Scale::high();
        assert_eq!(high.len(), 7462);
        let first = |c: Category| {
            (1..=7462)
                .find(|&k| high.shape(k).unwrap().category == c)
                .unwrap()
        };
        assert_eq!(first(Category::StraightFlush), 1);
        assert_eq!(first(Category::FourOfAKind), 11);
        assert_eq!(first(Category::FullHouse), 167);
        assert_eq!(first(Category::Flush), 323);
        assert_eq!(first(Category::Straight), 1600);
        assert_eq!(first(Category::ThreeOfAKind), 1610);
        assert_eq!(first(Category::TwoPair), 2468);
        assert_eq!(first(Category::OnePair), 3326);
        assert_eq!(first(Category::HighCard), 6186);
    }

    #[test]
    fn low_scale_has_nine_straights_and_no_wheel() {
        let low = Scale::low27();
        assert_eq!(low.len(), 7462);
        let best = low.shape(1).unwrap();
        assert_eq!(best.category, Category::HighCard);
        assert_eq!(best.ranks, [5, 3, 2, 1, 0]);
        let straights = (1..=7462)
            .filter(|&k| low.shape(k).unwrap().category == Category::Straight)
            .count();
        assert_eq!(straights, 9);
    }
}
