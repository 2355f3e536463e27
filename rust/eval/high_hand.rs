//! The fast high evaluator: cards add into one key and one mask, and one lookup values them.
//!
//! A hand's key holds, in its low 32 bits, the sum of a multiplier per card rank, and above
//! them a four-bit counter per suit. The multipliers ([`RANK_MULTIPLIERS`]) are the smallest
//! increasing numbers for which every multiset of at most seven ranks (at most four of each)
//! has its own sum, so the sum names the rank counts. Each suit counter starts at three, so a
//! fifth card of a suit sets the counter's top bit: one test finds a flush. The mask holds
//! each suit's ranks in its own 16 bits.
//!
//! Adding a card is one add and one or, so equity enumeration builds a board once and adds
//! each player's hole cards for the price of two cards. A hand with no suit at five is valued
//! by one probe of a row-displacement table over the rank sums ([`RankTable`]); otherwise its
//! flush suit's ranks index the flush table (five suited cards among seven leave no room for
//! a full house or four of a kind, so the flush is the best hand).

use super::classes::{count_of, CountKey};
use crate::cards::CardId;

/// Per-rank multipliers, deuce first: found by a greedy search (each the smallest number
/// above the previous that keeps all sums of up to seven ranks, at most four of a rank,
/// distinct); `every_small_rank_multiset_has_its_own_sum` checks the property.
pub const RANK_MULTIPLIERS: [u32; 13] = [
    1, 5, 24, 112, 521, 2247, 9244, 30823, 103066, 250154, 667453, 1526359, 3453520,
];

/// The largest rank sum of seven cards: four aces and three kings.
pub const MAX_RANK_SUM: u32 = 4 * RANK_MULTIPLIERS[12] + 3 * RANK_MULTIPLIERS[11];

/// Bits of the suit counters: four a suit from bit 32.
const SUIT_SHIFT: u32 = 32;
/// Every counter starts at three, so that its top bit is set by a fifth card of the suit.
const SUIT_BIAS: u64 = 0x3333 << SUIT_SHIFT;
/// The top bit of every suit counter.
const FLUSH_BITS: u64 = 0x8888 << SUIT_SHIFT;
/// The flush bit of suit 0; suit `s` has bit `FIRST_FLUSH_BIT + 4 * s`.
const FIRST_FLUSH_BIT: u32 = SUIT_SHIFT + 3;

/// Some cards as a key and a mask; see the module documentation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HighHand {
    key: u64,
    mask: u64,
}

/// Each card alone, without the suit bias; 256 entries (empty past the deck), so that a `u8`
/// id indexes it with neither a mask nor a bounds check.
static CARDS: [HighHand; 256] = {
    let mut cards = [HighHand { key: 0, mask: 0 }; 256];
    let mut card = 0;
    while card < 52 {
        cards[card] = HighHand {
            key: RANK_MULTIPLIERS[card / 4] as u64 + (1u64 << (SUIT_SHIFT + 4 * (card % 4) as u32)),
            mask: 1u64 << (16 * (card % 4) + card / 4),
        };
        card += 1;
    }
    cards
};

/// The key alone of each card, for loops that need no mask; 256 entries (0 past the deck), so
/// that a `u8` id indexes it with neither a mask nor a bounds check.
static CARD_KEYS: [u64; 256] = {
    let mut keys = [0u64; 256];
    let mut card = 0;
    while card < 64 {
        keys[card] = CARDS[card].key;
        card += 1;
    }
    keys
};

impl HighHand {
    /// No cards: the start of a hand that will be valued.
    pub const EMPTY: HighHand = HighHand {
        key: SUIT_BIAS,
        mask: 0,
    };

    /// No cards and no bias: the start of a part (hole cards) to [`combine`](Self::combine)
    /// with a hand that started from [`EMPTY`](Self::EMPTY).
    pub const PART: HighHand = HighHand { key: 0, mask: 0 };

    /// The hand of these cards (distinct, valid ids), ready to value.
    #[inline(always)]
    pub fn of(cards: &[CardId]) -> HighHand {
        cards.iter().fold(Self::EMPTY, |hand, &c| hand.with(c))
    }

    /// A part holding these cards, to add to hands with [`combine`](Self::combine).
    #[inline(always)]
    pub fn part(cards: &[CardId]) -> HighHand {
        cards.iter().fold(Self::PART, |hand, &c| hand.with(c))
    }

    /// This hand with one more card (not already in it).
    #[inline(always)]
    pub fn with(self, card: CardId) -> HighHand {
        self.combine(CARDS[card as usize])
    }

    /// This hand with the cards of a part (none already in it).
    #[inline(always)]
    pub fn combine(self, part: HighHand) -> HighHand {
        HighHand {
            key: self.key + part.key,
            mask: self.mask | part.mask,
        }
    }

    /// The number of distinct cards in the hand (a card added twice counts once).
    #[inline(always)]
    pub fn cards(self) -> u32 {
        self.mask.count_ones()
    }

    /// The number of cards of `suit` (0..4) in the hand.
    #[inline(always)]
    pub fn suit_count(self, suit: u8) -> u32 {
        ((self.key.wrapping_sub(SUIT_BIAS) >> (SUIT_SHIFT + 4 * (suit & 3) as u32)) & 15) as u32
    }

    /// The high class of the hand's best five (5 to 7 cards).
    #[inline(always)]
    pub fn value(self, tables: &FastTables) -> u16 {
        let flush = self.key & FLUSH_BITS;
        if flush == 0 {
            tables.ranks.get(self.key as u32)
        } else {
            let shift = 4 * (flush.trailing_zeros() - FIRST_FLUSH_BIT);
            tables.flush[(self.mask >> shift) as usize & 0x1fff]
        }
    }
}

/// The high class of 5 to 7 distinct valid cards, from their keys alone: the form for whole
/// hands, where building the mask would cost more than the rare flush's second look.
#[inline(always)]
pub fn evaluate_cards(tables: &FastTables, cards: &[CardId]) -> u16 {
    let key = cards
        .iter()
        .fold(SUIT_BIAS, |key, &c| key + CARD_KEYS[c as usize]);
    let flush = key & FLUSH_BITS;
    if flush == 0 {
        return tables.ranks.get(key as u32);
    }
    let suit = ((flush.trailing_zeros() - FIRST_FLUSH_BIT) / 4) as u8;
    let ranks = cards
        .iter()
        .filter(|&&c| c & 3 == suit)
        .fold(0usize, |bits, &c| bits | 1 << (c >> 2));
    tables.flush[ranks & 0x1fff]
}

/// The high class of the cards with these ids, or `None` unless they are `N` distinct valid
/// cards: the batch evaluator's check and evaluation in one pass over a row's copy.
#[inline(always)]
pub fn checked_value<const N: usize>(tables: &FastTables, ids: &[i64; N]) -> Option<u16> {
    let mut out_of_range = 0u64;
    let mut hand = HighHand::EMPTY;
    for &id in ids {
        // Negative ids become huge and ids of 256 or more keep a bit above the eighth; ids
        // 52..255 add nothing to the mask, and a repeat adds no new bit.
        out_of_range |= id as u64 >> 8;
        hand = hand.with(id as u8);
    }
    if out_of_range != 0 || hand.cards() as usize != N {
        return None;
    }
    Some(hand.value(tables))
}

/// The rank sum of some rank counts.
pub fn rank_sum(counts: CountKey) -> u32 {
    (0..13u8)
        .map(|r| count_of(counts, r) as u32 * RANK_MULTIPLIERS[r as usize])
        .sum()
}

/// A row-displacement perfect hash from rank sums to classes.
///
/// A sum's low 13 bits pick its row and the rest its column; each row is shifted by its own
/// offset so that the rows' occupied places interleave without collision in one table of
/// 2^17 places (rows are placed fullest first, each searching from a place of its own for the
/// first offset where it fits). Rows by the low bits spread the hands that differ only in
/// small cards over many rows, so every row is sparse and fits quickly. A lookup is a mask,
/// one load of the offset, a shift, an add and one load of the class; the tables' fixed sizes
/// let the compiler drop every bounds check.
pub struct RankTable {
    offsets: Box<[u32; ROWS]>,
    values: Box<[u16; PLACES]>,
}

const ROW_BITS: u32 = 13;
const ROWS: usize = 1 << ROW_BITS;
/// Places in the table: a power of two, so masking the index proves it in bounds.
const PLACES: usize = 1 << 17;

impl RankTable {
    /// Builds the table from (rank sum, class) pairs with distinct sums up to
    /// [`MAX_RANK_SUM`].
    pub fn build(entries: &[(u32, u16)]) -> RankTable {
        let mut rows: Vec<Vec<(usize, u16)>> = vec![Vec::new(); ROWS];
        for &(sum, value) in entries {
            assert!(sum <= MAX_RANK_SUM, "rank sum {sum} is out of range");
            rows[sum as usize & (ROWS - 1)].push(((sum >> ROW_BITS) as usize, value));
        }
        let mut order: Vec<usize> = (0..ROWS).filter(|&r| !rows[r].is_empty()).collect();
        order.sort_by_key(|&r| (std::cmp::Reverse(rows[r].len()), r));
        let mut taken = vec![false; PLACES];
        let mut values = vec![0u16; PLACES];
        let mut offsets = vec![0u32; ROWS];
        for r in order {
            let row = &rows[r];
            let span = row.iter().map(|&(c, _)| c).max().unwrap_or(0) + 1;
            let bases = PLACES - span;
            // Each row starts its search somewhere of its own (a fixed scramble of its
            // number), so the rows spread over the table instead of crowding its start.
            let start = (r as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 40;
            let base = (0..bases)
                .map(|i| (start as usize + i) % bases)
                .find(|&base| row.iter().all(|&(c, _)| !taken[base + c]))
                .expect("the table has room for every row");
            for &(column, value) in row {
                taken[base + column] = true;
                values[base + column] = value;
            }
            offsets[r] = base as u32;
        }
        RankTable {
            offsets: offsets.into_boxed_slice().try_into().expect("ROWS offsets"),
            values: values.into_boxed_slice().try_into().expect("PLACES values"),
        }
    }

    /// The class stored for a rank sum; for a sum that was not in the build, some value.
    #[inline(always)]
    pub fn get(&self, sum: u32) -> u16 {
        let place = (sum >> ROW_BITS) + self.offsets[sum as usize & (ROWS - 1)];
        self.values[place as usize & (PLACES - 1)]
    }

    /// Bytes held by the table, padding included.
    pub fn memory_bytes(&self) -> usize {
        ROWS * 4 + PLACES * 2
    }
}

/// The fast evaluator's tables: the flush table and the rank-sum table.
pub struct FastTables {
    /// Best class of a flush whose suit holds these ranks (0 below five ranks).
    pub flush: Vec<u16>,
    /// Best class ignoring suits, by rank sum, for 5, 6 or 7 cards.
    pub ranks: RankTable,
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::parse_hand;
    use crate::eval::classes::multisets;
    use crate::eval::high::{evaluate_by_counts, tables};
    use std::collections::HashSet;

    #[test]
    fn every_small_rank_multiset_has_its_own_sum() {
        let mut sums = HashSet::new();
        let mut count = 0;
        for n in 0..=7 {
            for key in multisets(n, 4) {
                assert!(sums.insert(rank_sum(key)), "two multisets share a sum");
                assert!(rank_sum(key) <= MAX_RANK_SUM);
                count += 1;
            }
        }
        assert_eq!(sums.len(), count);
    }

    #[test]
    fn built_whole_or_in_parts_it_values_as_the_evaluator() {
        let t = tables();
        let fast = &t.fast;
        for text in [
            "As Ks Qs Js Ts 2c 3d",
            "Ah Ad 9c 9s 4h",
            "2h 3h 4h 5h 7h 7c 7d",
            "Ac Ad Ah As Kc Kd",
            "2c 3d 4h 5s 7c",
            "9d 8d 7d 6d 5d 4d 3d",
            "Ac 2c 3c 4c 5c Kd Kh",
        ] {
            let cards = parse_hand(text).unwrap();
            let whole = HighHand::of(&cards);
            let parts = HighHand::of(&cards[2..]).combine(HighHand::part(&cards[..2]));
            assert_eq!(whole, parts);
            assert_eq!(whole.value(fast), evaluate_by_counts(t, &cards), "{text}");
            assert_eq!(evaluate_cards(fast, &cards), evaluate_by_counts(t, &cards));
        }
        let hand = HighHand::of(&parse_hand("2h 3h 4h 5h 7c").unwrap());
        assert_eq!((hand.suit_count(2), hand.suit_count(0)), (4, 1));
    }
}
