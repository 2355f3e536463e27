//! The lookup tables behind the evaluators, built once on first use.
//!
//! Every table is derived from the class numbering in `classes.rs` by taking the best
//! five-card choice among more cards, so the tables cannot disagree with the scales.
//! Building all of them takes a few milliseconds; each is built only when first needed.

use std::collections::HashMap;
use std::sync::OnceLock;

use super::classes::{
    count_of, key_of_bits, multisets, rank_key, rank_sets, shape_of, size_of, Category, CountKey,
    Scale, Shape,
};
use super::high_hand::{rank_sum, FastTables, RankTable};
use super::perfect_hash::PerfectHash;

/// Rank bit sets have 13 bits.
pub const RANK_SETS: usize = 1 << 13;

/// The value of "no such hand" in tables of the wild scale.
pub const NO_HAND: i16 = i16::MAX;

/// Tables for the high scale.
pub struct HighTables {
    pub scale: Scale,
    /// Best class of a flush whose suit holds these ranks (0 below five ranks).
    pub flush: Vec<u16>,
    /// Best class ignoring suits, for every rank count of 5, 6 or 7 cards.
    pub nonflush: PerfectHash<u16>,
    /// The same classes keyed for the fast evaluator (`high_hand.rs`).
    pub fast: FastTables,
}

/// Tables for the deuce-to-seven scale.
pub struct Low27Tables {
    pub scale: Scale,
    /// Low class of a five-card flush with these ranks (0 unless exactly five ranks).
    pub flush5: Vec<u16>,
    /// Best low class ignoring suits, for every rank count of 5, 6 or 7 cards.
    pub nonflush: PerfectHash<u16>,
}

/// Tables for wild-card hands on the wild scale (five of a kind below 1).
pub struct WildTables {
    /// Best value ignoring suits for natural rank counts plus `w` wilds (0 to 4), keyed by
    /// [`wild_key`].
    pub nonflush: PerfectHash<i16>,
    /// `flush[w << 13 | ranks]`: best straight flush or flush from the natural ranks of one
    /// suit plus `w` wilds (0 to 4), no wild copying a held card; [`NO_HAND`] if fewer than
    /// five cards.
    pub flush: Vec<i16>,
    /// As `flush`, but wilds may copy held cards (the "double-ace flush" rule), on the
    /// duplicate scale (see `wild.rs`).
    pub flush_dup: Vec<i16>,
    /// Number of classes the duplicate scale adds (flushes with repeated ranks).
    pub dup_flush_classes: i16,
    /// The duplicate scale's flushes, best first: class `323 + i` is `dup_flush_shapes[i]`.
    pub dup_flush_shapes: Vec<Shape>,
}

/// The key of natural rank counts plus `wilds` wild cards.
#[inline(always)]
pub fn wild_key(natural: CountKey, wilds: u32) -> u64 {
    natural | (wilds as u64) << 40
}

/// The high tables, built on first call.
pub fn high() -> &'static HighTables {
    static TABLES: OnceLock<HighTables> = OnceLock::new();
    TABLES.get_or_init(build_high)
}

/// The deuce-to-seven tables, built on first call.
pub fn low27() -> &'static Low27Tables {
    static TABLES: OnceLock<Low27Tables> = OnceLock::new();
    TABLES.get_or_init(build_low27)
}

/// The wild tables, built on first call.
pub fn wild() -> &'static WildTables {
    static TABLES: OnceLock<WildTables> = OnceLock::new();
    TABLES.get_or_init(build_wild)
}

/// The best (lowest) value of any five-card sub-multiset of `key`, memoised.
fn best_of_fives<T: Copy + Ord>(
    key: CountKey,
    base: &impl Fn(CountKey) -> T,
    memo: &mut HashMap<CountKey, T>,
) -> T {
    if let Some(&v) = memo.get(&key) {
        return v;
    }
    let value = if size_of(key) == 5 {
        base(key)
    } else {
        (0..13u8)
            .filter(|&r| count_of(key, r) > 0)
            .map(|r| best_of_fives(key - rank_key(r), base, memo))
            .min()
            .expect("a hand of more than five cards has a rank to drop")
    };
    memo.insert(key, value);
    value
}

/// The best value over five-rank subsets of each rank set, for every set of five or more.
fn best_of_five_ranks(value_of_five: impl Fn(u16) -> u16) -> Vec<u16> {
    let mut table = vec![0u16; RANK_SETS];
    // Sets in order of size, so the subsets of a set are done before it.
    let mut sets: Vec<u16> = (0..RANK_SETS as u16)
        .filter(|s| s.count_ones() >= 5)
        .collect();
    sets.sort_by_key(|s| s.count_ones());
    for set in sets {
        table[set as usize] = if set.count_ones() == 5 {
            value_of_five(set)
        } else {
            (0..13)
                .filter(|r| set >> r & 1 == 1)
                .map(|r| table[(set & !(1 << r)) as usize])
                .min()
                .unwrap()
        };
    }
    table
}

fn natural_keys() -> impl Iterator<Item = CountKey> {
    (5..=7).flat_map(|n| multisets(n, 4))
}

/// The best class ignoring suits for every rank count of 5, 6 or 7 cards, on `scale`.
fn nonflush_table(scale: &Scale, wheel: bool) -> PerfectHash<u16> {
    let mut memo = HashMap::new();
    let base = |key| scale.class_of(key, false, wheel);
    let entries: Vec<(u64, u16)> = natural_keys()
        .map(|key| (key, best_of_fives(key, &base, &mut memo)))
        .collect();
    PerfectHash::build(&entries, 17, 13)
}

fn build_high() -> HighTables {
    let scale = Scale::high();
    let flush = best_of_five_ranks(|set| scale.class_of(key_of_bits(set), true, true));
    let nonflush = nonflush_table(&scale, true);
    let by_sum: Vec<(u32, u16)> = natural_keys()
        .map(|key| (rank_sum(key), nonflush.get(key)))
        .collect();
    let fast = FastTables {
        flush: flush.clone(),
        ranks: RankTable::build(&by_sum),
    };
    HighTables {
        scale,
        flush,
        nonflush,
        fast,
    }
}

fn build_low27() -> Low27Tables {
    let scale = Scale::low27();
    let mut flush5 = vec![0u16; RANK_SETS];
    for set in rank_sets(5) {
        flush5[set as usize] = scale.class_of(key_of_bits(set), true, false);
    }
    // Only five-card flushes need a class: given more cards, `lowball27.rs` picks the five.
    let nonflush = nonflush_table(&scale, false);
    Low27Tables {
        scale,
        flush5,
        nonflush,
    }
}

/// The wild-scale value of five cards that may hold five of one rank.
fn wild_five_value(scale: &Scale, key: CountKey) -> i16 {
    match (0..13u8).find(|&r| count_of(key, r) == 5) {
        Some(rank) => -(rank as i16),
        None => scale.class_of(key, false, true) as i16,
    }
}

/// Best value when `wilds` more cards of any rank join `key` (a rank may reach five only as
/// five of a kind, which `wild_five_value` scores).
fn best_with_wilds(
    key: CountKey,
    wilds: u32,
    scale: &Scale,
    fives: &mut HashMap<CountKey, i16>,
    memo: &mut HashMap<u64, i16>,
) -> i16 {
    if wilds == 0 {
        return best_of_fives(key, &|k| wild_five_value(scale, k), fives);
    }
    let memo_key = wild_key(key, wilds);
    if let Some(&v) = memo.get(&memo_key) {
        return v;
    }
    let value = (0..13u8)
        .filter(|&r| count_of(key, r) < 5)
        .map(|r| best_with_wilds(key + rank_key(r), wilds - 1, scale, fives, memo))
        .min()
        .expect("some rank is below five");
    memo.insert(memo_key, value);
    value
}

fn build_wild() -> WildTables {
    let high = high();
    let scale = &high.scale;
    let mut fives = HashMap::new();
    let mut memo = HashMap::new();
    // Natural hands too (no wilds), so a wild-scale lookup is one probe whatever the hand.
    let mut entries: Vec<(u64, i16)> = natural_keys()
        .map(|key| (wild_key(key, 0), high.nonflush.get(key) as i16))
        .collect();
    for wilds in 1..=4u32 {
        for naturals in (5 - wilds as u8)..=(7 - wilds as u8) {
            for key in multisets(naturals, 4) {
                let value = best_with_wilds(key, wilds, scale, &mut fives, &mut memo);
                entries.push((wild_key(key, wilds), value));
            }
        }
    }
    let nonflush = PerfectHash::build(&entries, 17, 15);

    // Without duplicates a wild fills a rank missing from the suit, so the best flush with `w`
    // wilds is the best over adding one missing rank to the best with `w - 1`.
    let mut flush: Vec<i16> = Vec::with_capacity(5 * RANK_SETS);
    let mut previous: Vec<i16> = high
        .flush
        .iter()
        .map(|&c| if c == 0 { NO_HAND } else { c as i16 })
        .collect();
    flush.extend_from_slice(&previous);
    for _ in 1..=4 {
        let next: Vec<i16> = (0..RANK_SETS)
            .map(|set| {
                (0..13)
                    .filter(|r| set >> r & 1 == 0)
                    .map(|r| previous[set | 1 << r])
                    .min()
                    .unwrap_or(NO_HAND)
            })
            .collect();
        flush.extend_from_slice(&next);
        previous = next;
    }

    let (flush_dup, dup_flush_shapes) = build_duplicate_flushes(scale);
    WildTables {
        nonflush,
        flush,
        flush_dup,
        dup_flush_classes: (dup_flush_shapes.len() - 1277) as i16,
        dup_flush_shapes,
    }
}

/// The duplicate scale's flush classes. With duplicates allowed a flush is any multiset of five
/// ranks short of five of a kind and not a straight; they are numbered best first from the
/// first flush class (323), and the categories below flush move down by the extra classes.
fn build_duplicate_flushes(scale: &Scale) -> (Vec<i16>, Vec<Shape>) {
    let first_flush = (1..=scale.len() as i32)
        .find(|&c| scale.shape(c).unwrap().category == Category::Flush)
        .unwrap() as i16;
    let mut flushes: Vec<(u32, CountKey, Shape)> = multisets(5, 4)
        .into_iter()
        .map(|key| (key, shape_of(key, true, true)))
        .filter(|(_, s)| s.category != Category::StraightFlush)
        .map(|(key, mut s)| {
            // Compare as a flush: all five ranks from the top, duplicates included.
            s.category = Category::Flush;
            s.ranks.sort_unstable_by(|a, b| b.cmp(a));
            (super::classes::high_strength(&s), key, s)
        })
        .collect();
    flushes.sort_by_key(|f| std::cmp::Reverse(f.0));
    let class_of: HashMap<CountKey, i16> = flushes
        .iter()
        .enumerate()
        .map(|(i, &(_, key, _))| (key, first_flush + i as i16))
        .collect();
    let straight_flushes: Vec<(u16, i16)> = rank_sets(5)
        .filter(|&five| super::classes::straight_top(five, true).is_some())
        .map(|five| (five, scale.class_of(key_of_bits(five), true, true) as i16))
        .collect();

    let mut tables = Vec::with_capacity(5 * RANK_SETS);
    for wilds in 0..=4u32 {
        for set in 0..RANK_SETS as u16 {
            if set.count_ones() + wilds < 5 || set.count_ones() > 7 {
                tables.push(NO_HAND);
                continue;
            }
            // Straight flushes need distinct ranks, as without duplicates.
            let mut best = straight_flushes
                .iter()
                .filter(|(five, _)| (five & !set).count_ones() <= wilds)
                .map(|&(_, class)| class)
                .min()
                .unwrap_or(NO_HAND);
            // Otherwise every wild becomes an ace: the top five of naturals plus aces.
            let mut ranks: Vec<u8> = (0..13u8).filter(|r| set >> r & 1 == 1).collect();
            ranks.extend(std::iter::repeat_n(12, wilds as usize));
            ranks.sort_unstable_by(|a, b| b.cmp(a));
            let key: CountKey = ranks[..5].iter().map(|&r| rank_key(r)).sum();
            if let Some(&class) = class_of.get(&key) {
                best = best.min(class);
            }
            tables.push(best);
        }
    }
    (tables, flushes.into_iter().map(|(_, _, s)| s).collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_evaluators_tables_fit_in_a_mebibyte() {
        let h = high();
        let l = low27();
        let w = wild();
        let high_bytes =
            h.flush.len() * 4 + h.nonflush.memory_bytes() + h.fast.ranks.memory_bytes();
        let low_bytes = l.flush5.len() * 2 + l.nonflush.memory_bytes();
        let wild_bytes = w.nonflush.memory_bytes() + w.flush.len() * 2 + w.flush_dup.len() * 2;
        for bytes in [high_bytes, low_bytes, wild_bytes] {
            assert!(bytes <= 1 << 20, "a table set takes {bytes} bytes");
        }
        println!("table bytes: high {high_bytes}, low27 {low_bytes}, wild {wild_bytes}");
    }
}
