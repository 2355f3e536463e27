//! The Omaha evaluators: exactly two of 4, 5 or 6 hole cards with exactly three of 3, 4 or 5
//! board cards, for the high hand (the 1..7,462 high scale, phevaluator's
//! `evaluate_omaha_cards` numbers) and for the eight-or-better low (the ace-to-five scale).
//!
//! No choice of five is tried at evaluation time. The high hand is the better of two parts:
//! * without flushes, the best hand depends only on the board's rank counts and the two hole
//!   ranks played: one table row per board rank multiset (8,450 of 3 to 5 cards), one entry per
//!   pair of hole ranks (91), so a hand costs one hash probe and one load per hole pair;
//! * a flush needs two hole and three board cards of one suit, and at most one suit has three
//!   board cards. Flushes compare from the top card down and the hole and board ranks of a suit
//!   never overlap, so the best plain flush takes the two highest suited hole ranks and the
//!   three highest suited board ranks: two small lookups and a five-rank table. Only a straight
//!   flush can beat it, and a five-rank run in the suit is rare enough to check on a slow path.
//!
//! The eight-or-better low depends only on the sets of low ranks (ace to eight) on the board
//! and in the hole: one table of 256 x 256 entries.

use std::sync::OnceLock;

use super::classes::{count_of, multisets, rank_key, CountKey};
use super::high;
use super::low_a5::{colex, low_rank};
use super::perfect_hash::PerfectHash;
use crate::cards::CardId;

/// Fewest and most hole and board cards.
pub const HOLE_MIN: usize = 4;
pub const HOLE_MAX: usize = 6;
pub const BOARD_MIN: usize = 3;
pub const BOARD_MAX: usize = 5;

/// Pairs of hole ranks: 78 of two different ranks (indices 0..78), then 13 pocket pairs.
const DISTINCT_PAIRS: usize = 78;
const RANK_PAIRS: usize = 91;

/// The value of a table entry no valid hand reaches (five cards of a rank, say).
const IMPOSSIBLE: u16 = u16::MAX;

/// `PAIR_INDEX[a * 13 + b]`: the column of the hole ranks `a` and `b`, either order.
static PAIR_INDEX: [u8; 169] = {
    let mut table = [0u8; 169];
    let mut next = 0;
    let mut a = 0;
    while a < 13 {
        let mut b = a + 1;
        while b < 13 {
            table[a * 13 + b] = next;
            table[b * 13 + a] = next;
            next += 1;
            b += 1;
        }
        table[a * 14] = DISTINCT_PAIRS as u8 + a as u8;
        a += 1;
    }
    table
};

/// A board card's contribution to its key: its rank count (three bits a rank) and its suit
/// count (four bits a suit from bit 40). Padded to 64 entries for unchecked `card & 63`.
static BOARD_KEYS: [u64; 64] = {
    let mut keys = [0u64; 64];
    let mut card = 0;
    while card < 52 {
        keys[card] = (1u64 << (3 * (card / 4))) + (1u64 << (40 + 4 * (card % 4)));
        card += 1;
    }
    keys
};

const RANK_BITS: u64 = (1 << 39) - 1;
/// Suit counts start at five, so three or more board cards of a suit set the nibble's top bit.
const SUIT_BIAS: u64 = 0x5555 << 40;
const THREE_OF_A_SUIT: u64 = 0x8888 << 40;

/// A card's low-rank bit for the eight-or-better low (ace to eight), 0 for nine and up.
static LOW_BITS: [u8; 64] = {
    let mut bits = [0u8; 64];
    let mut card = 0;
    while card < 52 {
        let low = low_rank(card as CardId);
        if low < 8 {
            bits[card] = 1 << low;
        }
        card += 1;
    }
    bits
};

/// The Omaha tables.
pub struct OmahaTables {
    /// Row number of each board rank multiset (3 to 5 cards).
    board_rows: PerfectHash<u16>,
    /// `nonflush[row * 91 + pair]`: best high class ignoring suits of a board row with two hole
    /// ranks.
    nonflush: Vec<u16>,
    /// The flush class of five ranks of one suit (bit r = rank r); `IMPOSSIBLE` for any other
    /// number of ranks.
    flush5: Vec<u16>,
    /// The two and the three highest ranks of a rank set (all of them if fewer).
    top2: Vec<u16>,
    top3: Vec<u16>,
    /// `low[board << 8 | hole]`: best eight-or-better class from these low-rank sets, 0 if none.
    low: Vec<u8>,
}

impl OmahaTables {
    /// Bytes held by the tables.
    pub fn memory_bytes(&self) -> usize {
        self.board_rows.memory_bytes()
            + 2 * (self.nonflush.len() + self.flush5.len() + self.top2.len() + self.top3.len())
            + self.low.len()
    }
}

/// The high class of 2 of `hole` with 3 of `board`, for distinct valid cards, 4 to 6 hole and
/// 3 to 5 board cards. Unchecked: callers validate first.
#[inline(always)]
pub fn evaluate_unchecked(tables: &OmahaTables, hole: &[CardId], board: &[CardId]) -> u16 {
    let mut key = SUIT_BIAS;
    let mut board_suits = 0u64;
    for &card in board {
        key += BOARD_KEYS[(card & 63) as usize];
        board_suits |= 1 << ((card & 3) * 16 + (card >> 2));
    }
    let row = tables.board_rows.get(key & RANK_BITS) as usize * RANK_PAIRS;
    let nonflush = &tables.nonflush[row..row + RANK_PAIRS];
    let mut best = IMPOSSIBLE;
    for (i, &a) in hole.iter().enumerate() {
        let a = (a >> 2) as usize * 13;
        for &b in &hole[i + 1..] {
            best = best.min(nonflush[PAIR_INDEX[a + (b >> 2) as usize] as usize]);
        }
    }
    let suited = key & THREE_OF_A_SUIT;
    if suited != 0 {
        // Measured: a branch here beats computing the flush lookups for every hand.
        let suit = (suited.trailing_zeros() - 43) / 4;
        let hole_suits = hole
            .iter()
            .fold(0u64, |bits, &c| bits | 1 << ((c & 3) * 16 + (c >> 2)));
        let board = (board_suits >> (16 * suit)) as usize & 0x1fff;
        let hole = (hole_suits >> (16 * suit)) as usize & 0x1fff;
        // Fewer than two suited hole ranks leave fewer than five ranks: no hand in `flush5`.
        best = best.min(tables.flush5[(tables.top2[hole] | tables.top3[board]) as usize]);
        if has_five_in_a_row(board | hole) {
            best = best.min(straight_flush(tables, board, hole));
        }
    }
    best
}

/// Whether a rank set (bit r = rank r) holds five consecutive ranks, the ace also below the
/// deuce.
#[inline(always)]
fn has_five_in_a_row(ranks: usize) -> bool {
    let ranks = ranks << 1 | ranks >> 12 & 1;
    ranks & ranks >> 1 & ranks >> 2 & ranks >> 3 & ranks >> 4 != 0
}

/// The best straight flush from exactly two suited hole ranks and three suited board ranks.
#[cold]
fn straight_flush(tables: &OmahaTables, board: usize, hole: usize) -> u16 {
    // The ace-to-five run first, then the runs topped by six up to ace.
    let wheel = 0b1_0000_0000_1111;
    let runs = std::iter::once(wheel).chain((0..9).map(|low| 0b11111 << low));
    runs.filter(|&run| (run & board).count_ones() == 3 && (run & hole).count_ones() == 2)
        .map(|run| tables.flush5[run])
        .min()
        .unwrap_or(IMPOSSIBLE)
}

/// The eight-or-better low class (1..=56 on the ace-to-five scale) of 2 of `hole` with 3 of
/// `board`, or 0 if there is none. Unchecked: callers validate first.
#[inline(always)]
pub fn low_unchecked(tables: &OmahaTables, hole: &[CardId], board: &[CardId]) -> u8 {
    let low_set = |cards: &[CardId]| {
        cards
            .iter()
            .fold(0usize, |set, &c| set | LOW_BITS[(c & 63) as usize] as usize)
    };
    tables.low[low_set(board) << 8 | low_set(hole)]
}

/// The tables, built on first use.
pub fn tables() -> &'static OmahaTables {
    static TABLES: OnceLock<OmahaTables> = OnceLock::new();
    TABLES.get_or_init(build)
}

/// The high class of five cards of these ranks, suited or not, from the high evaluator.
fn high_class(ranks: [u8; 5], flush: bool) -> u16 {
    // Consecutive cards get consecutive suits, so equal ranks never share a suit and five
    // unsuited cards never make a flush.
    let mut cards = [0; 5];
    for (i, (card, &rank)) in cards.iter_mut().zip(&ranks).enumerate() {
        let suit = if flush { 0 } else { i as u8 % 4 };
        *card = rank * 4 + suit;
    }
    high::evaluate_unchecked(high::tables(), &cards)
}

/// The ranks of a count key, lowest first, one entry a card.
fn ranks_of(key: CountKey) -> Vec<u8> {
    (0..13u8)
        .flat_map(|r| std::iter::repeat_n(r, count_of(key, r) as usize))
        .collect()
}

/// The distinct three-card sub-multisets of a board's ranks.
fn board_triples(key: CountKey) -> Vec<[u8; 3]> {
    let ranks = ranks_of(key);
    let mut triples = Vec::new();
    for i in 0..ranks.len() {
        for j in i + 1..ranks.len() {
            for k in j + 1..ranks.len() {
                triples.push([ranks[i], ranks[j], ranks[k]]);
            }
        }
    }
    triples.sort_unstable();
    triples.dedup();
    triples
}

/// Each pair column's hole ranks.
fn pair_ranks() -> [(u8, u8); RANK_PAIRS] {
    let mut pairs = [(0, 0); RANK_PAIRS];
    for a in 0..13u8 {
        for b in a..13u8 {
            pairs[PAIR_INDEX[a as usize * 13 + b as usize] as usize] = (a, b);
        }
    }
    pairs
}

fn build() -> OmahaTables {
    let pairs = pair_ranks();

    let boards: Vec<CountKey> = (3..=5).flat_map(|n| multisets(n, 4)).collect();
    let mut nonflush = Vec::with_capacity(boards.len() * RANK_PAIRS);
    let mut rows = Vec::with_capacity(boards.len());
    for (row, &board) in boards.iter().enumerate() {
        rows.push((board, row as u16));
        let triples = board_triples(board);
        for &(a, b) in &pairs {
            let all = board + rank_key(a) + rank_key(b);
            let possible = (0..13).all(|r| count_of(all, r) <= 4);
            let best = triples
                .iter()
                .filter(|_| possible)
                .map(|t| high_class([a, b, t[0], t[1], t[2]], false))
                .min()
                .unwrap_or(IMPOSSIBLE);
            nonflush.push(best);
        }
    }
    let board_rows = PerfectHash::build(&rows, 14, 12);

    let mut flush5 = vec![IMPOSSIBLE; 1 << 13];
    let mut top2 = vec![0u16; 1 << 13];
    let mut top3 = vec![0u16; 1 << 13];
    for set in 0..1usize << 13 {
        let ranks: Vec<u8> = (0..13).rev().filter(|r| set >> r & 1 == 1).collect();
        if let [a, b, c, d, e] = ranks[..] {
            flush5[set] = high_class([a, b, c, d, e], true);
        }
        let top = |n: usize| ranks.iter().take(n).fold(0u16, |bits, &r| bits | 1 << r);
        top2[set] = top(2);
        top3[set] = top(3);
    }

    OmahaTables {
        board_rows,
        nonflush,
        flush5,
        top2,
        top3,
        low: build_low(),
    }
}

/// The eight-or-better table. Given the two hole ranks played, the best three board ranks are
/// the three lowest the hole does not already hold: unpaired lows compare from the top, so
/// lower members never make a worse set.
fn build_low() -> Vec<u8> {
    let mut table = vec![0u8; 1 << 16];
    for board in 0usize..256 {
        for hole in 0usize..256 {
            let mut best = 0u8;
            for a in 0..8 {
                for b in a + 1..8 {
                    let pair = 1 << a | 1 << b;
                    if hole & pair != pair {
                        continue;
                    }
                    let mut rest = board & !pair;
                    if rest.count_ones() < 3 {
                        continue;
                    }
                    let mut set = pair;
                    for _ in 0..3 {
                        set |= rest & rest.wrapping_neg();
                        rest &= rest - 1;
                    }
                    let class = colex(set as u16) as u8 + 1;
                    if best == 0 || class < best {
                        best = class;
                    }
                }
            }
            table[board << 8 | hole] = best;
        }
    }
    table
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pair_columns_cover_every_pair_once() {
        let pairs = pair_ranks();
        for a in 0..13u8 {
            for b in 0..13u8 {
                let (x, y) = pairs[PAIR_INDEX[a as usize * 13 + b as usize] as usize];
                assert_eq!((x, y), (a.min(b), a.max(b)));
            }
        }
    }

    #[test]
    fn the_tables_fit_in_two_mebibytes() {
        let bytes = tables().memory_bytes();
        assert!(bytes <= 2 << 20, "{bytes} bytes");
        println!("omaha table bytes: {bytes}");
    }
}
