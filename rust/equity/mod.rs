//! Equity: how often each player's hand wins, by exact enumeration or seeded sampling.
//!
//! [`equity`] takes each player's combinations of hole cards (one combination for exact hole
//! cards, many for a range), the board so far and dead cards, and counts the outcomes by the
//! set of players who hold the best hand. The game comes in through [`Rules`].
//!
//! - **Exact:** every deal of one combination a player (no card twice) and every completion
//!   of the board. Deals that differ by a relabelling of suits are counted once and weighted
//!   (`deal.rs`); the boards of one deal are enumerated with the shortcuts of `enumerate.rs`.
//! - **Sampled:** seeded Monte Carlo in fixed chunks (`sample.rs`), stopped at a sample count
//!   or when every player's standard error reaches a target, checked after each chunk in
//!   order, so the answer depends on the seed and never on the number of threads.

pub mod completion;
pub mod deal;
pub mod enumerate;
pub mod hilo;
pub mod rules;
pub mod sample;
pub mod symmetry;

use std::fmt;

use crate::cards::{card_name, CardId};
use crate::threads::{Pool, MAX_THREADS};
use deal::{count_deals, deal_classes, some_deal_exists, Table};
pub use deal::{Combo, Place};
use enumerate::Spot;
pub use hilo::{equity_hilo, HiLoOutcome, Split};
pub use rules::{HiLo, Holdem, Omaha, Rules};
use sample::{Sampler, CHUNK};

/// Outcomes counted by the set of players holding the best hand (bit i = player i).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tally {
    counts: Vec<u64>,
}

impl Tally {
    pub fn new(players: usize) -> Tally {
        Tally::sized(1 << players)
    }

    /// A tally of `outcomes` outcomes (a power of two).
    pub fn sized(outcomes: usize) -> Tally {
        Tally {
            counts: vec![0; outcomes],
        }
    }

    /// Count of outcomes for each set of winners, indexed by the set's bits.
    pub fn counts(&self) -> &[u64] {
        &self.counts
    }

    pub fn counts_mut(&mut self) -> &mut [u64] {
        &mut self.counts
    }

    pub fn add(&mut self, other: &Tally) {
        for (a, b) in self.counts.iter_mut().zip(&other.counts) {
            *a += b;
        }
    }

    pub fn total(&self) -> u64 {
        self.counts.iter().sum()
    }
}

/// Everything that can be wrong with an equity question.
#[derive(Clone, Debug, PartialEq)]
pub enum EquityError {
    PlayerCount(usize),
    BoardSize(usize),
    BadCard(CardId),
    Repeated {
        card: CardId,
        first: Place,
        second: Place,
    },
    HoleSize {
        player: usize,
        got: usize,
        want: usize,
    },
    RepeatedInCombo {
        player: usize,
    },
    RepeatedCombo {
        player: usize,
    },
    ZeroWeight {
        player: usize,
    },
    EmptyRange {
        player: usize,
    },
    NoDeal,
    TooManyCards {
        players: usize,
        needed: usize,
    },
    WeightsTooLarge,
    TooManyDeals,
    TooMuchWork {
        runouts: f64,
        work: f64,
        players: usize,
    },
    TooManySamples {
        samples: u64,
        players: usize,
    },
    RangesClash,
    BadThreads(usize),
    BadStderr,
    NoSamples,
    /// The progress callback asked to stop (the caller knows why).
    Stopped,
    /// A completion spot (stud, draw, unseen hole cards) that cannot be dealt.
    Completion(completion::SpotError),
    /// A plan threw cards it does not hold, or more than the game allows.
    BadDiscard {
        seat: usize,
        mask: u32,
        most: u32,
    },
    /// Too few cards left to serve a player's draw, even after reshuffling the discards.
    DeckShort {
        seat: usize,
    },
}

fn place_name(place: Place) -> String {
    match place {
        Place::Board => "on the board".into(),
        Place::Dead => "among the dead cards".into(),
        Place::Player(p) => format!("in player {}'s hand", p + 1),
    }
}

impl fmt::Display for EquityError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use EquityError::*;
        match self {
            PlayerCount(n) => write!(f, "equity takes 2 to 10 players, got {n}"),
            BoardSize(n) => write!(
                f,
                "the board has {n} cards: give 0 (preflop), 3 (flop), 4 (turn) or 5 (river)"
            ),
            BadCard(id) => write!(f, "card id {id} is out of range: ids are 0..51"),
            Repeated {
                card,
                first,
                second,
            } => {
                if first == second {
                    write!(
                        f,
                        "{} is given twice {}",
                        card_name(*card),
                        place_name(*first)
                    )
                } else {
                    write!(
                        f,
                        "{} is both {} and {}: every card can be in one place only",
                        card_name(*card),
                        place_name(*first),
                        place_name(*second)
                    )
                }
            }
            HoleSize { player, got, want } => write!(
                f,
                "player {} has a hand of {got} cards: this game deals {want} hole cards",
                player + 1
            ),
            RepeatedInCombo { player } => {
                write!(f, "player {} has a hand that repeats a card", player + 1)
            }
            RepeatedCombo { player } => write!(
                f,
                "player {}'s range lists the same combination twice",
                player + 1
            ),
            ZeroWeight { player } => write!(
                f,
                "player {}'s range gives a combination weight 0: leave it out instead",
                player + 1
            ),
            EmptyRange { player } => write!(
                f,
                "player {}'s range has no combination left once the board, the dead cards and \
                 the other players' exact hands are taken out",
                player + 1
            ),
            NoDeal => write!(
                f,
                "the ranges cannot be dealt together: every choice of hands repeats a card"
            ),
            TooManyCards { players, needed } => write!(
                f,
                "{players} players, the board and the dead cards need {needed} cards, but the \
                 deck has 52"
            ),
            WeightsTooLarge => write!(
                f,
                "the range weights multiply beyond exact counting; use fewer distinct weights"
            ),
            TooManyDeals => write!(
                f,
                "the ranges make too many deals for exact enumeration (over {CLASSING_LIMIT}); \
                 sample instead (exact=False, with samples= or stderr=)"
            ),
            TooMuchWork {
                runouts,
                work,
                players,
            } => write!(
                f,
                "exact enumeration would take about {work:.1e} units of work ({runouts:.1e} \
                 runouts up to suit symmetry, {players} hands each); the limit is \
                 {EXACT_MOST_WORK:.0e}, about {EXACT_MOST_SECONDS} seconds on two cores: sample \
                 instead (exact=False)"
            ),
            TooManySamples { samples, players } => write!(
                f,
                "{samples} samples of {players} hands deal {} hands; the limit is \
                 {MOST_SAMPLED_HANDS:.0e} hands ({} samples for {players} players), a standard \
                 error far below any question's need",
                *samples as u128 * *players as u128,
                MOST_SAMPLED_HANDS / *players as u64
            ),
            RangesClash => write!(
                f,
                "the ranges clash so often that sampling cannot deal them; use exact=True"
            ),
            BadThreads(n) => write!(f, "threads must be 1 to {MAX_THREADS}, got {n}"),
            BadStderr => write!(f, "stderr must be a positive number"),
            NoSamples => write!(f, "samples must be at least 1"),
            Stopped => write!(f, "stopped"),
            Completion(error) => error.fmt(f),
            BadDiscard { seat, mask, most } => write!(
                f,
                "the plan's discard for player {} (mask {mask:#b}) is not a set of at most \
                 {most} of the cards the player holds",
                seat + 1
            ),
            DeckShort { seat } => write!(
                f,
                "too few cards are left to serve player {}'s draw, even after reshuffling the \
                 discards: fewer players or dead cards",
                seat + 1
            ),
        }
    }
}

impl std::error::Error for EquityError {}

/// How to answer.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Mode {
    /// Enumerate exactly, however long it takes (up to [`EXACT_MOST_WORK`]).
    Exact,
    /// Sample, never enumerate.
    Sample(Sampling),
    /// Enumerate when the work is at most [`EXACT_DEFAULT_RUNOUTS`], else sample.
    Auto(Sampling),
}

/// When sampling stops: after `samples` samples, or once every player's standard error is at
/// most `stderr`, whichever comes first; with neither, at [`DEFAULT_STDERR`] or
/// [`DEFAULT_MOST_SAMPLES`].
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Sampling {
    pub samples: Option<u64>,
    pub stderr: Option<f64>,
    pub seed: u64,
}

/// The default enumerates when the deals (up to suit symmetry) times the board completions
/// number at most this: about 30 heads-up preflop spots.
pub const EXACT_DEFAULT_RUNOUTS: f64 = 5e7;
/// Exact enumeration is refused beyond this much work, in units of one hold'em hand valued
/// on one board: for each deal up to suit symmetry, its board completions times its players
/// times the game's [`Rules::exact_cost`], plus [`DEAL_COST`]. It is counted before the run,
/// so the same question is refused on every machine.
pub const EXACT_MOST_WORK: f64 = 1e10;
/// About how long [`EXACT_MOST_WORK`] takes on two cores (measured: 9e8 units a second).
pub const EXACT_MOST_SECONDS: u32 = 10;
/// What an Omaha hand costs the enumerator against a hold'em one ([`Rules::exact_cost`]);
/// measured, as the work of a deal, on Omaha spots of many deals.
pub const OMAHA_COST: f64 = 5.0;
/// The work of setting up one deal's enumeration, whatever its boards (about 3 us).
pub const DEAL_COST: f64 = 3000.0;
/// Sampling deals at most this many hands (samples times players): 10^9 samples heads-up,
/// 2 * 10^8 ten-handed, about a minute on two cores at most.
pub const MOST_SAMPLED_HANDS: u64 = 2_000_000_000;
/// Deals grouped for exact enumeration at most.
pub const CLASSING_LIMIT: u64 = 4_000_000;
/// The standard error sampling stops at when given neither `samples` nor `stderr`.
pub const DEFAULT_STDERR: f64 = 5e-4;
/// The samples sampling stops at when given no `samples`.
pub const DEFAULT_MOST_SAMPLES: u64 = 20_000_000;
/// Work units (deals, board subtrees or sample chunks) run between two progress reports.
const BATCH: usize = 32;
/// Exact work on one deal is split into the subtrees below this rank (after the aces, kings
/// and queens are chosen), so threads can share it.
const SPLIT_BELOW_RANK: usize = 10;

/// The answer: outcome counts by the set of winners, and how they were got.
#[derive(Clone, Debug, PartialEq)]
pub struct Outcome {
    /// Runouts (exact, each weighted by the product of the combinations' weights) or samples
    /// won by each set of players (index bit i = player i).
    pub counts: Vec<u128>,
    pub exact: bool,
    /// Each player's combinations left after card removal.
    pub combos: Vec<usize>,
    /// Each player's standard error of equity, when sampled.
    pub stderr: Option<Vec<f64>>,
}

/// Answers an equity question. `progress(fraction)` is called on the calling thread between
/// batches of work; returning false stops the run with [`EquityError::Stopped`].
pub fn equity<R: Rules>(
    rules: &R,
    players: &[Vec<Combo>],
    board: &[CardId],
    dead: &[CardId],
    mode: Mode,
    threads: Option<usize>,
    progress: &mut dyn FnMut(f64) -> bool,
) -> Result<Outcome, EquityError> {
    let (pool, table, plan) = prepare(rules, players, board, dead, mode, threads)?;
    let combos = table.ranges.iter().map(Vec::len).collect();
    match plan {
        Plan::Exact(classes) => {
            let counts = run_exact(rules, &table, classes, &pool, progress)?;
            Ok(Outcome {
                counts,
                exact: true,
                combos,
                stderr: None,
            })
        }
        Plan::Sample(s) => {
            let sampler = Sampler::new(rules, &table)?;
            let players = table.ranges.len();
            let (tally, stderr) = run_sampled(
                s,
                &pool,
                progress,
                Tally::new(players),
                |seed, chunk, samples| sampler.chunk(seed, chunk, samples),
            )?;
            Ok(Outcome {
                counts: tally.counts().iter().map(|&c| c as u128).collect(),
                exact: false,
                combos,
                stderr: Some(stderr),
            })
        }
    }
}

/// How a checked question is answered: by enumerating these classes of deals, or sampling.
pub(crate) enum Plan {
    Exact(deal::DealClasses),
    Sample(Sampling),
}

/// Checks an equity question (options, cards, ranges) and decides how to answer it, for any
/// game: the threads to use, the spot after card removal, and the plan.
pub(crate) fn prepare<R: Rules>(
    rules: &R,
    players: &[Vec<Combo>],
    board: &[CardId],
    dead: &[CardId],
    mode: Mode,
    threads: Option<usize>,
) -> Result<(Pool, Table, Plan), EquityError> {
    if let Mode::Sample(s) | Mode::Auto(s) = mode {
        if s.stderr.is_some_and(|e| !(e > 0.0 && e.is_finite())) {
            return Err(EquityError::BadStderr);
        }
        if s.samples == Some(0) {
            return Err(EquityError::NoSamples);
        }
        let dealt = players.len().max(1) as u64;
        if let Some(samples) = s
            .samples
            .filter(|&n| n.saturating_mul(dealt) > MOST_SAMPLED_HANDS)
        {
            return Err(EquityError::TooManySamples {
                samples,
                players: players.len(),
            });
        }
    }
    let pool = Pool::new(threads).map_err(EquityError::BadThreads)?;
    let table = deal::table(players, board, dead, rules.hole_cards())?;
    if some_deal_exists(&table, 1_000_000) == Some(false) {
        return Err(EquityError::NoDeal);
    }
    let completions = table.completions() as f64;
    let plan = match mode {
        Mode::Exact => {
            let deals = count_deals(&table, CLASSING_LIMIT)?.ok_or(EquityError::TooManyDeals)?;
            // A relabelling of the four suits maps a deal to at most 24 others: when even that
            // many to a class is too much work, refuse before grouping the deals.
            let fewest_classes = (deals as f64 / 24.0).ceil();
            within_exact_bound(rules, &table, fewest_classes, completions)?;
            let classes = deal_classes(&table, CLASSING_LIMIT)?.ok_or(EquityError::TooManyDeals)?;
            within_exact_bound(rules, &table, classes.deals.len() as f64, completions)?;
            Plan::Exact(classes)
        }
        Mode::Sample(s) => Plan::Sample(s),
        Mode::Auto(s) => {
            // Grouping deals costs time too: skip it when even the most symmetric spot would
            // be over the bound.
            let cheapest = table.deal_bound() / 24.0 * completions;
            let small = if cheapest <= EXACT_DEFAULT_RUNOUTS && table.deal_bound() <= 1e7 {
                deal_classes(&table, CLASSING_LIMIT)?
                    .filter(|c| c.deals.len() as f64 * completions <= EXACT_DEFAULT_RUNOUTS)
            } else {
                None
            };
            match small {
                Some(classes) => Plan::Exact(classes),
                None => Plan::Sample(s),
            }
        }
    };
    Ok((pool, table, plan))
}

/// Refuses an exact run of `classes` deals and `completions` boards each over
/// [`EXACT_MOST_WORK`].
fn within_exact_bound<R: Rules>(
    rules: &R,
    table: &Table,
    classes: f64,
    completions: f64,
) -> Result<(), EquityError> {
    let players = table.ranges.len();
    let runouts = classes * completions;
    let work = runouts * players as f64 * rules.exact_cost() + classes * DEAL_COST;
    if work > EXACT_MOST_WORK {
        return Err(EquityError::TooMuchWork {
            runouts,
            work,
            players,
        });
    }
    Ok(())
}

fn run_exact<R: Rules>(
    rules: &R,
    table: &Table,
    classes: deal::DealClasses,
    pool: &Pool,
    progress: &mut dyn FnMut(f64) -> bool,
) -> Result<Vec<u128>, EquityError> {
    let players = table.ranges.len();
    let spot_of = |deal: &[usize]| {
        let holes: Vec<&[CardId]> = deal
            .iter()
            .enumerate()
            .map(|(p, &i)| table.ranges[p][i].cards())
            .collect();
        Spot::new(rules, &holes, &table.board, &table.dead)
    };
    let mut counts = vec![0u128; 1 << players];
    let mut add = |tally: &Tally, multiplicity: u128| -> Result<(), EquityError> {
        for (total, &c) in counts.iter_mut().zip(tally.counts()) {
            *total = (c as u128)
                .checked_mul(multiplicity)
                .and_then(|m| total.checked_add(m))
                .ok_or(EquityError::WeightsTooLarge)?;
        }
        Ok(())
    };
    if classes.deals.len() == 1 && pool.is_calling() {
        let tally = spot_of(&classes.deals[0]).tally();
        progress(1.0);
        add(&tally, classes.multiplicity[0])?;
    } else if classes.deals.len() == 1 {
        // One deal: share its boards between the threads.
        let spot = spot_of(&classes.deals[0]);
        let tasks = spot.tasks(SPLIT_BELOW_RANK);
        let mut tally = Tally::new(players);
        let mut tasks = tasks.into_iter().peekable();
        let total = tasks.len();
        let mut done = 0;
        while tasks.peek().is_some() {
            let batch: Vec<_> = tasks.by_ref().take(BATCH * 8).collect();
            done += batch.len();
            let parts = pool.map(batch, |task| {
                let mut part = Tally::new(players);
                spot.run(task, &mut part);
                part
            });
            for part in &parts {
                tally.add(part);
            }
            if !progress(done as f64 / total.max(1) as f64) {
                return Err(EquityError::Stopped);
            }
        }
        add(&tally, classes.multiplicity[0])?;
    } else {
        let total = classes.deals.len();
        for (start, deals) in classes.deals.chunks(BATCH).enumerate() {
            let parts = pool.map(deals.iter().collect(), |deal| spot_of(deal).tally());
            for (i, part) in parts.iter().enumerate() {
                add(part, classes.multiplicity[start * BATCH + i])?;
            }
            let done = (start * BATCH + deals.len()) as f64 / total as f64;
            if !progress(done) {
                return Err(EquityError::Stopped);
            }
        }
    }
    Ok(counts)
}

/// Counts of sampled outcomes that chunks add up and the stopping rule reads.
pub(crate) trait Counts: Send {
    fn merge(&mut self, other: &Self);
    /// Each player's standard error of equity (share of the pot) over the samples counted.
    fn standard_errors(&self) -> Vec<f64>;
}

impl Counts for Tally {
    fn merge(&mut self, other: &Tally) {
        self.add(other);
    }

    fn standard_errors(&self) -> Vec<f64> {
        // A tally has a count for every set of players.
        let players = self.counts.len().trailing_zeros() as usize;
        standard_errors(self, players)
    }
}

/// Each player's standard error of equity (share of the pot) over the samples in `tally`.
pub fn standard_errors(tally: &Tally, players: usize) -> Vec<f64> {
    let weighted_shares = tally
        .counts()
        .iter()
        .enumerate()
        .filter(|&(_, &count)| count > 0)
        .map(|(winners, &count)| (winners, count));
    errors_of_shares(weighted_shares, players, |winners, p| {
        if winners >> p & 1 == 1 {
            1.0 / winners.count_ones() as f64
        } else {
            0.0
        }
    })
}

/// The standard error of each player's mean share over outcomes counted `(outcome, count)`,
/// with `share(outcome, player)` the player's share of the pot in that outcome.
pub(crate) fn errors_of_shares<K: Copy>(
    outcomes: impl Iterator<Item = (K, u64)> + Clone,
    players: usize,
    share: impl Fn(K, usize) -> f64,
) -> Vec<f64> {
    let n: f64 = outcomes.clone().map(|(_, c)| c as f64).sum();
    (0..players)
        .map(|p| {
            if n < 2.0 {
                return f64::INFINITY;
            }
            let (mut sum, mut squares) = (0.0, 0.0);
            for (outcome, count) in outcomes.clone() {
                let s = share(outcome, p);
                sum += count as f64 * s;
                squares += count as f64 * s * s;
            }
            let mean = sum / n;
            let variance = ((squares / n - mean * mean) * n / (n - 1.0)).max(0.0);
            (variance / n).sqrt()
        })
        .collect()
}

/// Samples in fixed chunks, `chunk(seed, index, samples)` giving each chunk's counts, until
/// the sample count or the standard-error target of `sampling` is reached, checked after each
/// chunk in chunk order.
pub(crate) fn run_sampled<T: Counts>(
    sampling: Sampling,
    pool: &Pool,
    progress: &mut dyn FnMut(f64) -> bool,
    mut tally: T,
    chunk: impl Fn(u64, u64, u64) -> Result<T, EquityError> + Send + Sync,
) -> Result<(T, Vec<f64>), EquityError> {
    let target = sampling
        .stderr
        .or(sampling.samples.is_none().then_some(DEFAULT_STDERR));
    let most = sampling.samples.unwrap_or(DEFAULT_MOST_SAMPLES);
    let chunks = most.div_ceil(CHUNK);
    let size = |index: u64| CHUNK.min(most - index * CHUNK);
    let mut next = 0u64;
    while next < chunks {
        let end = (next + BATCH as u64).min(chunks);
        let parts = pool.map((next..end).collect(), |index| {
            chunk(sampling.seed, index, size(index))
        });
        // In chunk order, so the stopping point is the same whatever ran where.
        for part in parts {
            tally.merge(&part?);
            if let Some(target) = target {
                let errors = tally.standard_errors();
                if errors.iter().all(|&e| e <= target) {
                    return Ok((tally, errors));
                }
            }
        }
        next = end;
        let mut done = next as f64 / chunks as f64;
        if let Some(target) = target {
            let worst = tally.standard_errors().into_iter().fold(0.0, f64::max);
            done = done.max((target / worst).powi(2));
        }
        if !progress(done.min(1.0)) {
            return Err(EquityError::Stopped);
        }
    }
    let errors = tally.standard_errors();
    Ok((tally, errors))
}

#[cfg(test)]
mod tests;
