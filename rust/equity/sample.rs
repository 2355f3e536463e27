//! Seeded Monte Carlo: deals drawn at random, in fixed chunks with streams of their own.
//!
//! Chunk `i` of a run with seed `s` draws its random numbers from SplitMix64 seeded with
//! [`chunk_seed`]`(s, i)`, whichever thread runs it, so a seed gives the same answer with any
//! number of threads. Each sample deals every player a combination and completes the board:
//!
//! - players whose range is every combination at equal weight ("random") are dealt from the
//!   cards left, after the others;
//! - the other players get a deal drawn with probability proportional to the product of the
//!   weights among the deals where no card repeats: from the list of those deals when it is
//!   short, otherwise by drawing each combination by weight and starting again on a clash
//!   (which gives the same distribution);
//! - the board is completed from the cards left.

use super::deal::{visit_deals, Hole, Table};
use super::rules::Rules;
use super::{EquityError, Tally};
use crate::cards::CardId;
use crate::shuffle::SplitMix64;

/// Samples in a chunk, the unit of work and of the stopping rule.
pub const CHUNK: u64 = 1 << 14;

/// Deals of the ranged players listed up to this many; more are drawn by rejection.
const MOST_LISTED_DEALS: u64 = 1 << 20;

/// Clashing draws in a row after which the ranges are judged too tangled to sample.
const MOST_CLASHES: u32 = 100_000;

/// The seed of chunk `chunk` of a run seeded with `seed`.
pub fn chunk_seed(seed: u64, chunk: u64) -> u64 {
    SplitMix64::new(seed ^ chunk.wrapping_mul(0xD1B5_4A32_D192_ED03)).next_u64()
}

/// How the ranged players' combinations are drawn.
enum Picker {
    /// Every deal (an index into each ranged player's range) and the running total of their
    /// weights.
    Listed {
        deals: Vec<Vec<u32>>,
        running: Vec<u128>,
    },
    /// Each player's running total of weights; a clash starts the draw again.
    Rejection { running: Vec<Vec<u64>> },
}

/// Everything a chunk needs, prepared once.
pub struct Sampler<'r, R: Rules> {
    rules: &'r R,
    table: &'r Table,
    /// Players drawn from their ranges, and those dealt from the deck.
    ranged: Vec<usize>,
    dealt: Vec<usize>,
    picker: Picker,
    /// Each player's combinations prepared for valuing.
    prepared: Vec<Vec<R::Hole>>,
    board: R::Board,
    /// When every player holds exact cards: the cards left to complete the board from.
    fixed_deck: Option<Vec<CardId>>,
}

/// Whether a range is every combination of the cards not on the board, dead or in an exact
/// hand, at one weight: such a player can be dealt from the deck. (Card removal has already
/// taken those cards out of the range, and a range holds no combination twice.)
fn is_everything(range: &[Hole], table: &Table) -> bool {
    let exact = table
        .ranges
        .iter()
        .filter(|r| r.len() == 1)
        .fold(0, |set, r| set | r[0].set);
    let live = 52 - (table.fixed | exact).count_ones() as u64;
    let all = (0..table.hole_cards as u64).fold(1, |c, i| c * (live - i) / (i + 1));
    range.len() > 1
        && range.len() as u64 == all
        && range.iter().all(|h| h.weight == range[0].weight)
}

impl<'r, R: Rules> Sampler<'r, R> {
    pub fn new(rules: &'r R, table: &'r Table) -> Result<Self, EquityError> {
        let players = table.ranges.len();
        let (dealt, ranged): (Vec<usize>, Vec<usize>) =
            (0..players).partition(|&p| is_everything(&table.ranges[p], table));
        let bound: f64 = ranged
            .iter()
            .map(|&p| table.ranges[p].len() as f64)
            .product();
        let picker = if bound <= MOST_LISTED_DEALS as f64 {
            let mut deals = Vec::new();
            let mut running = Vec::new();
            let mut total = 0u128;
            let mut overflow = false;
            visit_deals(
                table,
                &ranged,
                table.fixed,
                1,
                &mut Vec::new(),
                &mut |deal, w| {
                    match total.checked_add(w) {
                        Some(t) => total = t,
                        None => overflow = true,
                    }
                    deals.push(deal.iter().map(|&i| i as u32).collect());
                    running.push(total);
                    !overflow
                },
            )?;
            if overflow {
                return Err(EquityError::WeightsTooLarge);
            }
            if deals.is_empty() {
                return Err(EquityError::NoDeal);
            }
            Picker::Listed { deals, running }
        } else {
            let running = ranged
                .iter()
                .map(|&p| {
                    let mut total = 0u64;
                    table.ranges[p]
                        .iter()
                        .map(|h| {
                            total += h.weight as u64;
                            total
                        })
                        .collect()
                })
                .collect();
            Picker::Rejection { running }
        };
        let prepared = table
            .ranges
            .iter()
            .map(|range| range.iter().map(|h| rules.hole(h.cards())).collect())
            .collect();
        let board = table
            .board
            .iter()
            .fold(rules.empty_board(), |b, &c| rules.add_to_board(b, c));
        let fixed_deck = table.ranges.iter().all(|r| r.len() == 1).then(|| {
            let used = table.ranges.iter().fold(table.fixed, |u, r| u | r[0].set);
            (0..52).filter(|&c| used >> c & 1 == 0).collect()
        });
        Ok(Sampler {
            rules,
            table,
            ranged,
            dealt,
            picker,
            prepared,
            board,
            fixed_deck,
        })
    }

    /// Runs `samples` samples of chunk `chunk` of a run seeded with `seed`, counted by the set
    /// of players with the best hand.
    pub fn chunk(&self, seed: u64, chunk: u64, samples: u64) -> Result<Tally, EquityError> {
        let mut tally = Tally::new(self.table.ranges.len());
        let counts = tally.counts_mut();
        let mask = counts.len() - 1;
        self.chunk_with(seed, chunk, samples, |board, holes| {
            counts[self.rules.winners(board, holes) & mask] += 1;
        })?;
        Ok(tally)
    }

    /// Runs `samples` samples of chunk `chunk` of a run seeded with `seed`, handing each
    /// complete board and the players' hole cards to `record`.
    #[inline(always)]
    pub fn chunk_with(
        &self,
        seed: u64,
        chunk: u64,
        samples: u64,
        mut record: impl FnMut(&R::Board, &[R::Hole]),
    ) -> Result<(), EquityError> {
        let mut rng = SplitMix64::new(chunk_seed(seed, chunk));
        let players = self.table.ranges.len();
        if let Some(deck) = &self.fixed_deck {
            self.fixed_chunk(&mut rng, deck.clone(), samples, record);
            return Ok(());
        }
        let mut holes: Vec<R::Hole> = (0..players).map(|p| self.prepared[p][0]).collect();
        let mut cards = [0 as CardId; 4];
        for _ in 0..samples {
            let mut used = self.pick(&mut rng, &mut holes)?;
            for &player in &self.dealt {
                for card in cards.iter_mut().take(self.table.hole_cards) {
                    *card = draw(&mut rng, &mut used);
                }
                holes[player] = self.rules.hole(&cards[..self.table.hole_cards]);
            }
            let mut board = self.board;
            for _ in 0..self.table.to_deal {
                board = self.rules.add_to_board(board, draw(&mut rng, &mut used));
            }
            record(&board, &holes);
        }
        Ok(())
    }

    /// Samples with every player's cards fixed: the board is completed by a partial
    /// Fisher-Yates shuffle of the cards left (the deck need not be put back in order: any
    /// order of it gives uniform draws), with 32-bit draws.
    #[inline(always)]
    fn fixed_chunk(
        &self,
        rng: &mut SplitMix64,
        mut deck: Vec<CardId>,
        samples: u64,
        mut record: impl FnMut(&R::Board, &[R::Hole]),
    ) {
        let holes: Vec<R::Hole> = self.prepared.iter().map(|p| p[0]).collect();
        let mut draws = Draws::new(rng);
        let n = deck.len() as u32;
        for _ in 0..samples {
            let mut board = self.board;
            for i in 0..self.table.to_deal {
                let j = i + draws.below(n - i);
                deck.swap(i as usize, j as usize);
                board = self.rules.add_to_board(board, deck[i as usize]);
            }
            record(&board, &holes);
        }
    }

    /// Draws the ranged players' combinations into `holes`; returns the cards in use.
    #[inline]
    fn pick(&self, rng: &mut SplitMix64, holes: &mut [R::Hole]) -> Result<u64, EquityError> {
        let table = self.table;
        match &self.picker {
            Picker::Listed { deals, running } => {
                let total = *running.last().expect("some deal");
                let r = below_u128(rng, total);
                let at = running.partition_point(|&t| t <= r);
                let mut used = table.fixed;
                for (&player, &i) in self.ranged.iter().zip(&deals[at]) {
                    used |= table.ranges[player][i as usize].set;
                    holes[player] = self.prepared[player][i as usize];
                }
                Ok(used)
            }
            Picker::Rejection { running } => {
                'draw: for _ in 0..MOST_CLASHES {
                    let mut used = table.fixed;
                    for (&player, running) in self.ranged.iter().zip(running) {
                        let total = *running.last().expect("ranges are not empty");
                        let r = rng.below(total);
                        let i = running.partition_point(|&t| t <= r);
                        let set = table.ranges[player][i].set;
                        if set & used != 0 {
                            continue 'draw;
                        }
                        used |= set;
                        holes[player] = self.prepared[player][i];
                    }
                    return Ok(used);
                }
                Err(EquityError::RangesClash)
            }
        }
    }
}

/// Uniform 32-bit draws, two from each 64 bits of the generator.
struct Draws<'a> {
    rng: &'a mut SplitMix64,
    spare: Option<u32>,
}

impl<'a> Draws<'a> {
    fn new(rng: &'a mut SplitMix64) -> Self {
        Draws { rng, spare: None }
    }

    #[inline(always)]
    fn next_u32(&mut self) -> u32 {
        match self.spare.take() {
            Some(half) => half,
            None => {
                let bits = self.rng.next_u64();
                self.spare = Some((bits >> 32) as u32);
                bits as u32
            }
        }
    }

    /// A uniform integer in `0..bound` (`bound` > 0), without bias (Lemire's method).
    #[inline(always)]
    fn below(&mut self, bound: u32) -> u32 {
        let mut product = self.next_u32() as u64 * bound as u64;
        if (product as u32) < bound {
            let threshold = bound.wrapping_neg() % bound;
            while (product as u32) < threshold {
                product = self.next_u32() as u64 * bound as u64;
            }
        }
        (product >> 32) as u32
    }
}

/// A card not in `used`, uniformly, which joins `used`. The caller leaves some card free.
#[inline(always)]
fn draw(rng: &mut SplitMix64, used: &mut u64) -> CardId {
    loop {
        let card = rng.below(52);
        if *used >> card & 1 == 0 {
            *used |= 1 << card;
            return card as CardId;
        }
    }
}

/// A uniform integer in `0..bound` (`bound` > 0) from 128 random bits, without bias.
fn below_u128(rng: &mut SplitMix64, bound: u128) -> u128 {
    if let Ok(small) = u64::try_from(bound) {
        return rng.below(small) as u128;
    }
    // Reject the top partial block so every residue is equally likely.
    let zone = u128::MAX - (u128::MAX - bound + 1) % bound;
    loop {
        let x = (rng.next_u64() as u128) << 64 | rng.next_u64() as u128;
        if x <= zone {
            return x % bound;
        }
    }
}
