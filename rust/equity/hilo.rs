//! Hi-lo equity (Omaha eight-or-better): each pot split between the best high hand and the
//! best qualifying low, counted by who takes each half.
//!
//! A runout's result is a [`Split`]: the players tied for the best high hand and those tied for
//! the best qualifying low (none when no hand qualifies, and the high takes the whole pot).
//! The questions are checked, the deals grouped by suit symmetry and the samples drawn exactly
//! as for the high games (`mod.rs`, `deal.rs`, `sample.rs`); only the counting differs.
//!
//! Exact runs of up to [`FAST_MOST_PLAYERS`] players use the enumerator of `enumerate.rs`,
//! whose shortcuts hold for the low as well: the low depends on ranks alone, so cards of a suit
//! nobody can flush in stay interchangeable, and a relabelling of suits changes no low. It
//! counts into a dense table, one entry per split (4^players). Larger deals are enumerated
//! board by board ([`Runouts`], also the reference the tests hold the shortcuts to).

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

use super::deal::{DealClasses, Table};
use super::enumerate::Spot;
use super::rules::{HiLo, Rules};
use super::sample::Sampler;
use super::{
    errors_of_shares, prepare, run_sampled, Combo, Counts, EquityError, Mode, Plan, Tally, BATCH,
    SPLIT_BELOW_RANK,
};
use crate::cards::CardId;
use crate::threads::Pool;

/// Who takes each half of a pot (bit i = player i): `high` the players tied for the best high
/// hand, `low` those tied for the best qualifying low, 0 when no hand qualifies.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct Split {
    pub high: u16,
    pub low: u16,
}

impl Split {
    fn key(self) -> u32 {
        self.high as u32 | (self.low as u32) << 16
    }

    fn from_key(key: u32) -> Split {
        Split {
            high: key as u16,
            low: (key >> 16) as u16,
        }
    }

    /// Player `player`'s share of the pot: half of each half it ties for, divided evenly among
    /// the tied hands, or the whole pot split among the best high hands when nobody has a low.
    pub fn share(self, player: usize) -> f64 {
        let part = |set: u16| {
            if set >> player & 1 == 1 {
                1.0 / set.count_ones() as f64
            } else {
                0.0
            }
        };
        if self.low == 0 {
            part(self.high)
        } else {
            0.5 * part(self.high) + 0.5 * part(self.low)
        }
    }
}

/// The split of a pot on a full board.
#[inline(always)]
pub fn split_of<R: HiLo>(rules: &R, board: &R::Board, holes: &[R::Hole]) -> Split {
    let (mut best_high, mut high) = (u16::MAX, 0u16);
    let (mut best_low, mut low) = (u8::MAX, 0u16);
    for (i, hole) in holes.iter().enumerate() {
        let value = rules.value(board, hole);
        if value < best_high {
            (best_high, high) = (value, 1 << i);
        } else if value == best_high {
            high |= 1 << i;
        }
        let value = rules.low(board, hole);
        if value != 0 {
            if value < best_low {
                (best_low, low) = (value, 1 << i);
            } else if value == best_low {
                low |= 1 << i;
            }
        }
    }
    Split { high, low }
}

/// Deals of at most this many players are enumerated with the shortcuts of `enumerate.rs`
/// (a dense table of 4^6 = 4,096 counts a task at most); larger ones board by board.
pub const FAST_MOST_PLAYERS: usize = 6;

/// A hi-lo game as the enumerator of `enumerate.rs` sees it: a board's outcome is its split,
/// `high | low << players`.
pub struct BySplit<'r, R: HiLo>(pub &'r R);

impl<R: HiLo> Rules for BySplit<'_, R> {
    type Board = R::Board;
    type Hole = R::Hole;

    fn name(&self) -> &'static str {
        self.0.name()
    }

    fn hole_cards(&self) -> usize {
        self.0.hole_cards()
    }

    fn exact_cost(&self) -> f64 {
        self.0.exact_cost()
    }

    fn board_cards_for_flush(&self, hole_of_suit: u32) -> Option<u32> {
        self.0.board_cards_for_flush(hole_of_suit)
    }

    fn empty_board(&self) -> R::Board {
        self.0.empty_board()
    }

    #[inline(always)]
    fn add_to_board(&self, board: R::Board, card: CardId) -> R::Board {
        self.0.add_to_board(board, card)
    }

    fn hole(&self, cards: &[CardId]) -> R::Hole {
        self.0.hole(cards)
    }

    #[inline(always)]
    fn value(&self, board: &R::Board, hole: &R::Hole) -> u16 {
        self.0.value(board, hole)
    }

    fn outcomes(&self, players: usize) -> usize {
        1 << (2 * players)
    }

    #[inline(always)]
    fn outcome(&self, board: &R::Board, holes: &[R::Hole]) -> usize {
        let split = split_of(self.0, board, holes);
        split.high as usize | (split.low as usize) << holes.len()
    }
}

/// The splits counted in a dense tally of [`BySplit`] outcomes.
fn from_dense(dense: &Tally, players: usize) -> SplitTally {
    let mut tally = SplitTally::new(players);
    for (outcome, &count) in dense.counts().iter().enumerate() {
        if count > 0 {
            let split = Split {
                high: (outcome & ((1 << players) - 1)) as u16,
                low: (outcome >> players) as u16,
            };
            tally.add(split, count);
        }
    }
    tally
}

/// One deal's enumeration: with the shortcuts, or board by board for many players.
enum Enumeration<'r, R: HiLo> {
    Fast(Spot<'r, BySplit<'r, R>>),
    Plain(Runouts<'r, R>),
}

impl<'r, R: HiLo> Enumeration<'r, R> {
    fn new(
        by_split: &'r BySplit<'r, R>,
        holes: &[&[CardId]],
        board: &[CardId],
        dead: &[CardId],
    ) -> Self {
        if holes.len() <= FAST_MOST_PLAYERS {
            Enumeration::Fast(Spot::new(by_split, holes, board, dead))
        } else {
            Enumeration::Plain(Runouts::new(by_split.0, holes, board, dead))
        }
    }

    fn players(&self) -> usize {
        match self {
            Enumeration::Fast(spot) => spot.players(),
            Enumeration::Plain(runouts) => runouts.holes.len(),
        }
    }

    /// Every runout, the enumeration cut into parts that the threads share.
    fn shared(
        &self,
        pool: &Pool,
        progress: &mut dyn FnMut(f64) -> bool,
    ) -> Result<SplitTally, EquityError> {
        let players = self.players();
        match self {
            Enumeration::Fast(spot) => {
                let run = |task| {
                    let mut dense = Tally::sized(1 << (2 * players));
                    spot.run(task, &mut dense);
                    from_dense(&dense, players)
                };
                share(spot.tasks(SPLIT_BELOW_RANK), run, players, pool, progress)
            }
            Enumeration::Plain(runouts) => {
                let run = |first| {
                    let mut tally = SplitTally::new(players);
                    runouts.run(first, &mut tally);
                    tally
                };
                share(runouts.parts(), run, players, pool, progress)
            }
        }
    }

    fn tally(&self) -> SplitTally {
        match self {
            Enumeration::Fast(spot) => from_dense(&spot.tally(), self.players()),
            Enumeration::Plain(runouts) => runouts.tally(),
        }
    }
}

/// The parts of one deal's enumeration counted by `run` on the threads, in batches with a
/// progress report after each.
fn share<P: Send>(
    parts: Vec<P>,
    run: impl Fn(P) -> SplitTally + Send + Sync,
    players: usize,
    pool: &Pool,
    progress: &mut dyn FnMut(f64) -> bool,
) -> Result<SplitTally, EquityError> {
    let total = parts.len().max(1);
    let mut parts = parts.into_iter().peekable();
    let mut done = 0;
    let mut tally = SplitTally::new(players);
    while parts.peek().is_some() {
        let batch: Vec<P> = parts.by_ref().take(BATCH * 8).collect();
        done += batch.len();
        for part in &pool.map(batch, &run) {
            tally.merge(part);
        }
        if !progress(done as f64 / total as f64) {
            return Err(EquityError::Stopped);
        }
    }
    Ok(tally)
}

/// A cheap deterministic hash for the 32-bit split keys (Fibonacci hashing).
#[derive(Default)]
struct KeyHasher(u64);

impl Hasher for KeyHasher {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0 ^ b as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        }
    }

    fn write_u32(&mut self, key: u32) {
        self.0 = (key as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    }
}

/// Runouts counted by split. Sparse: of the 4^players possible splits, a spot meets a few.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SplitTally {
    players: usize,
    counts: HashMap<u32, u64, BuildHasherDefault<KeyHasher>>,
}

impl SplitTally {
    pub fn new(players: usize) -> SplitTally {
        SplitTally {
            players,
            counts: HashMap::default(),
        }
    }

    #[inline(always)]
    pub fn add(&mut self, split: Split, count: u64) {
        *self.counts.entry(split.key()).or_insert(0) += count;
    }

    /// The count of each split met, in split order.
    pub fn sorted(&self) -> Vec<(Split, u64)> {
        let mut list: Vec<(Split, u64)> = self
            .counts
            .iter()
            .map(|(&key, &count)| (Split::from_key(key), count))
            .collect();
        list.sort_unstable();
        list
    }

    pub fn total(&self) -> u64 {
        self.counts.values().sum()
    }
}

impl Counts for SplitTally {
    fn merge(&mut self, other: &SplitTally) {
        for (&key, &count) in &other.counts {
            *self.counts.entry(key).or_insert(0) += count;
        }
    }

    fn standard_errors(&self) -> Vec<f64> {
        // In split order, so the floating-point sums never depend on the hash map's layout.
        let sorted = self.sorted();
        errors_of_shares(sorted.iter().copied(), self.players, Split::share)
    }
}

/// The answer for a hi-lo game: runouts counted by split, and how they were got.
#[derive(Clone, Debug, PartialEq)]
pub struct HiLoOutcome {
    /// Runouts (exact, each weighted by the product of the combinations' weights) or samples
    /// of each split met, in split order.
    pub splits: Vec<(Split, u128)>,
    pub exact: bool,
    /// Each player's combinations left after card removal.
    pub combos: Vec<usize>,
    /// Each player's standard error of equity, when sampled.
    pub stderr: Option<Vec<f64>>,
}

/// Answers a hi-lo equity question, as [`super::equity`] does for a high game.
pub fn equity_hilo<R: HiLo>(
    rules: &R,
    players: &[Vec<Combo>],
    board: &[CardId],
    dead: &[CardId],
    mode: Mode,
    threads: Option<usize>,
    progress: &mut dyn FnMut(f64) -> bool,
) -> Result<HiLoOutcome, EquityError> {
    let (pool, table, plan) = prepare(rules, players, board, dead, mode, threads)?;
    let combos = table.ranges.iter().map(Vec::len).collect();
    let count = table.ranges.len();
    match plan {
        Plan::Exact(classes) => Ok(HiLoOutcome {
            splits: run_exact(rules, &table, classes, &pool, progress)?,
            exact: true,
            combos,
            stderr: None,
        }),
        Plan::Sample(sampling) => {
            let sampler = Sampler::new(rules, &table)?;
            let chunk = |seed, index, samples| {
                let mut tally = SplitTally::new(count);
                sampler.chunk_with(seed, index, samples, |board, holes| {
                    tally.add(split_of(rules, board, holes), 1);
                })?;
                Ok(tally)
            };
            let (tally, stderr) =
                run_sampled(sampling, &pool, progress, SplitTally::new(count), chunk)?;
            Ok(HiLoOutcome {
                splits: tally
                    .sorted()
                    .into_iter()
                    .map(|(split, c)| (split, c as u128))
                    .collect(),
                exact: false,
                combos,
                stderr: Some(stderr),
            })
        }
    }
}

/// One deal of hole cards with the cards left to complete the board from.
pub struct Runouts<'r, R: HiLo> {
    rules: &'r R,
    holes: Vec<R::Hole>,
    board: R::Board,
    deck: Vec<CardId>,
    to_deal: usize,
}

impl<'r, R: HiLo> Runouts<'r, R> {
    /// The runouts of `holes` (one per player, all cards distinct and valid: the caller
    /// checks) on `board`, with `dead` cards out of the deck.
    pub fn new(rules: &'r R, holes: &[&[CardId]], board: &[CardId], dead: &[CardId]) -> Self {
        let used = holes
            .iter()
            .flat_map(|h| h.iter())
            .chain(board)
            .chain(dead)
            .fold(0u64, |set, &c| set | 1 << c);
        Runouts {
            rules,
            holes: holes.iter().map(|h| rules.hole(h)).collect(),
            board: board
                .iter()
                .fold(rules.empty_board(), |b, &c| rules.add_to_board(b, c)),
            deck: (0..52).filter(|&c| used >> c & 1 == 0).collect(),
            to_deal: 5usize.saturating_sub(board.len()),
        }
    }

    /// The parts the enumeration splits into for threads: the lowest card dealt (an index
    /// into the deck), or the one part of a complete board.
    pub fn parts(&self) -> Vec<usize> {
        if self.to_deal == 0 {
            return vec![0];
        }
        (0..=self.deck.len().saturating_sub(self.to_deal)).collect()
    }

    /// Adds the runouts whose lowest dealt card is `self.deck[part]` to `tally`.
    pub fn run(&self, part: usize, tally: &mut SplitTally) {
        if self.to_deal == 0 {
            tally.add(split_of(self.rules, &self.board, &self.holes), 1);
            return;
        }
        let board = self.rules.add_to_board(self.board, self.deck[part]);
        self.complete(board, part + 1, self.to_deal - 1, tally);
    }

    /// Every runout, counted by split.
    pub fn tally(&self) -> SplitTally {
        let mut tally = SplitTally::new(self.holes.len());
        for part in self.parts() {
            self.run(part, &mut tally);
        }
        tally
    }

    fn complete(&self, board: R::Board, from: usize, left: usize, tally: &mut SplitTally) {
        if left == 0 {
            tally.add(split_of(self.rules, &board, &self.holes), 1);
            return;
        }
        for i in from..=self.deck.len().saturating_sub(left) {
            let next = self.rules.add_to_board(board, self.deck[i]);
            self.complete(next, i + 1, left - 1, tally);
        }
    }
}

/// Every runout of every class of deals, each class's counts weighted by its multiplicity.
fn run_exact<R: HiLo>(
    rules: &R,
    table: &Table,
    classes: DealClasses,
    pool: &Pool,
    progress: &mut dyn FnMut(f64) -> bool,
) -> Result<Vec<(Split, u128)>, EquityError> {
    let by_split = BySplit(rules);
    let enumeration = |deal: &[usize]| {
        let holes: Vec<&[CardId]> = deal
            .iter()
            .enumerate()
            .map(|(p, &i)| table.ranges[p][i].cards())
            .collect();
        Enumeration::new(&by_split, &holes, &table.board, &table.dead)
    };
    let mut totals: HashMap<u32, u128> = HashMap::new();
    let mut add = |tally: &SplitTally, multiplicity: u128| -> Result<(), EquityError> {
        for (split, count) in tally.sorted() {
            let total = totals.entry(split.key()).or_insert(0);
            *total = (count as u128)
                .checked_mul(multiplicity)
                .and_then(|m| total.checked_add(m))
                .ok_or(EquityError::WeightsTooLarge)?;
        }
        Ok(())
    };
    if classes.deals.len() == 1 {
        // One deal: share its runouts between the threads.
        let tally = enumeration(&classes.deals[0]).shared(pool, progress)?;
        add(&tally, classes.multiplicity[0])?;
    } else {
        let total = classes.deals.len();
        for (start, deals) in classes.deals.chunks(BATCH).enumerate() {
            let tallies = pool.map(deals.iter().collect(), |deal| enumeration(deal).tally());
            for (i, part) in tallies.iter().enumerate() {
                add(part, classes.multiplicity[start * BATCH + i])?;
            }
            if !progress((start * BATCH + deals.len()) as f64 / total as f64) {
                return Err(EquityError::Stopped);
            }
        }
    }
    let mut splits: Vec<(Split, u128)> = totals
        .into_iter()
        .map(|(key, count)| (Split::from_key(key), count))
        .collect();
    splits.sort_unstable();
    Ok(splits)
}

#[cfg(test)]
#[path = "hilo_tests.rs"]
mod tests;
