//! Equity of hands completed from the unseen deck: stud, razz, the draw games, and board games
//! with unseen hole cards.
//!
//! A [`Spot`] gives each player's known cards and its *groups* of unseen cards: stud's down
//! cards the asker cannot see and the streets still to come, a draw game's replacements, a
//! hole card shown as `??`. Groups of the board complete a shared board. Every group is filled
//! from the unseen deck (52 cards minus every known and dead card) as a *set*, so an exact
//! answer counts each way of giving every group its cards once: heads-up stud on fifth street
//! is C(42,2) * C(40,2) = 671,580 runouts.
//!
//! - **Exact** ([`exact`]): the groups are enumerated card by card, each player's value taken
//!   as soon as its last card is known, and the work shared between threads by the first card
//!   dealt. Counts are whole numbers, so the answer never depends on the threads.
//! - **Sampled** ([`sampled`]): seeded chunks as in the board engine (`super::run_sampled`);
//!   each sample deals the groups from a partial shuffle of the unseen deck. Games with more
//!   than one draw play the later draws by a [`Plan`] in the same sampler (`draws.rs`).

mod draws;
mod enumerate;
pub mod scoring;

use std::fmt;

pub use draws::{Drawing, Plan};
use scoring::{Place, Scoring};

use super::sample::{chunk_seed, CHUNK};
use super::{errors_of_shares, run_sampled, Counts, EquityError, Mode, Sampling};
use super::{DEFAULT_MOST_SAMPLES, MOST_SAMPLED_HANDS};
use crate::cards::{card_name, CardId, DECK_SIZE};
use crate::shuffle::SplitMix64;
use crate::threads::Pool;

/// Most players a spot may have: the dense tallies of a hi-lo game grow as 4^players.
pub const MOST_PLAYERS: usize = 10;
/// Exact by default when the runouts times the players valued number at most this (about
/// 0.1 s on one core): heads-up stud from fifth street, three-way from sixth.
pub const EXACT_DEFAULT_WORK: f64 = 2e7;
/// Exact enumeration is refused beyond this many hands valued (runouts times players), about
/// ten seconds on two cores; counted before the run, so every machine refuses the same spots.
pub const EXACT_MOST_WORK: f64 = 4e9;

/// Who an unseen group belongs to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Owner {
    Player(usize),
    Board,
}

/// Cards to deal from the unseen deck to one owner, as a set.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Group {
    pub owner: Owner,
    pub place: Place,
    pub size: usize,
}

/// A question: the known cards, the unseen groups, the dead cards.
#[derive(Clone, Debug)]
pub struct Spot {
    /// Each player's known cards and where each was dealt.
    pub players: Vec<Vec<(CardId, Place)>>,
    /// The known board cards.
    pub board: Vec<CardId>,
    pub dead: Vec<CardId>,
    /// The unseen groups, in any order (the engine orders them).
    pub groups: Vec<Group>,
}

/// What can be wrong with a completion question the Python layer has not already refused.
#[derive(Clone, Debug, PartialEq)]
pub enum SpotError {
    PlayerCount(usize),
    BadCard(CardId),
    /// A card given twice: where it was first and where again, in words ("on the board").
    Repeated {
        card: CardId,
        first: String,
        second: String,
    },
    TooManyCards {
        needed: usize,
    },
    TooMuchWork {
        runouts: f64,
        players: usize,
    },
}

impl fmt::Display for SpotError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SpotError::PlayerCount(n) => {
                write!(f, "equity takes 2 to {MOST_PLAYERS} players, got {n}")
            }
            SpotError::BadCard(id) => write!(f, "card id {id} is out of range: ids are 0..51"),
            SpotError::Repeated {
                card,
                first,
                second,
            } => {
                if first == second {
                    write!(f, "{} is given twice {first}", card_name(*card))
                } else {
                    write!(
                        f,
                        "{} is both {first} and {second}: every card can be in one place only",
                        card_name(*card)
                    )
                }
            }
            SpotError::TooManyCards { needed } => write!(
                f,
                "the hands, the board and the dead cards need {needed} cards, but the deck has 52"
            ),
            SpotError::TooMuchWork { runouts, players } => write!(
                f,
                "exact enumeration would value {:.1e} hands ({runouts:.1e} runouts, {players} \
                 hands each); the limit is {EXACT_MOST_WORK:.0e}, about ten seconds on two \
                 cores: sample instead (exact=False)",
                runouts * *players as f64
            ),
        }
    }
}

impl std::error::Error for SpotError {}

/// A spot checked and laid out for dealing.
pub struct Prepared<'s, S: Scoring> {
    scoring: &'s S,
    players: usize,
    /// Each player's known cards, and its part holding them.
    known: Vec<Vec<CardId>>,
    base: Vec<S::Part>,
    board: [CardId; 5],
    board_len: usize,
    /// The groups, each player's together and in player order, the board's last.
    groups: Vec<Group>,
    /// After group `g`, the player whose hand is complete (its value can be taken), if any.
    completes: Vec<Option<usize>>,
    /// Whether values wait for the board.
    on_board: bool,
    /// The unseen deck, in increasing order.
    stub: Vec<CardId>,
}

/// Checks a spot: players, card ids, repeats, and that the deck holds enough cards.
pub fn prepare<'s, S: Scoring>(scoring: &'s S, spot: &Spot) -> Result<Prepared<'s, S>, SpotError> {
    let players = spot.players.len();
    if !(2..=MOST_PLAYERS).contains(&players) {
        return Err(SpotError::PlayerCount(players));
    }
    let mut seen: [Option<String>; 64] = std::array::from_fn(|_| None);
    let mut place = |card: CardId, here: String| -> Result<(), SpotError> {
        if card >= DECK_SIZE {
            return Err(SpotError::BadCard(card));
        }
        if let Some(first) = seen[card as usize].replace(here.clone()) {
            return Err(SpotError::Repeated {
                card,
                first,
                second: here,
            });
        }
        Ok(())
    };
    for (p, cards) in spot.players.iter().enumerate() {
        for &(card, _) in cards {
            place(card, format!("in player {}'s hand", p + 1))?;
        }
    }
    for &card in &spot.board {
        place(card, "on the board".into())?;
    }
    for &card in &spot.dead {
        place(card, "among the dead cards".into())?;
    }
    let known: usize =
        spot.players.iter().map(Vec::len).sum::<usize>() + spot.board.len() + spot.dead.len();
    let unseen: usize = spot.groups.iter().map(|g| g.size).sum();
    if known + unseen > DECK_SIZE as usize {
        return Err(SpotError::TooManyCards {
            needed: known + unseen,
        });
    }
    let mut groups: Vec<Group> = spot
        .groups
        .iter()
        .copied()
        .filter(|g| g.size > 0 && matches!(g.owner, Owner::Player(p) if p < players))
        .collect();
    groups.sort_by_key(|g| match g.owner {
        Owner::Player(p) => p,
        Owner::Board => usize::MAX,
    });
    let board_missing: usize = spot
        .groups
        .iter()
        .filter(|g| g.owner == Owner::Board)
        .map(|g| g.size)
        .sum();
    if board_missing > 0 {
        groups.push(Group {
            owner: Owner::Board,
            place: Place::Down,
            size: board_missing,
        });
    }
    let on_board = !spot.board.is_empty() || board_missing > 0;
    let completes = (0..groups.len())
        .map(|g| match groups[g].owner {
            Owner::Player(p)
                if !on_board && groups.get(g + 1).map(|n| n.owner) != Some(Owner::Player(p)) =>
            {
                Some(p)
            }
            _ => None,
        })
        .collect();
    let base = spot
        .players
        .iter()
        .map(|cards| {
            cards
                .iter()
                .fold(scoring.empty(), |part, &(c, at)| scoring.add(part, c, at))
        })
        .collect();
    let mut board = [0; 5];
    for (slot, &card) in board.iter_mut().zip(&spot.board) {
        *slot = card;
    }
    let stub = (0..DECK_SIZE)
        .filter(|&c| seen[c as usize].is_none())
        .collect();
    Ok(Prepared {
        scoring,
        players,
        known: spot
            .players
            .iter()
            .map(|cards| cards.iter().map(|&(c, _)| c).collect())
            .collect(),
        base,
        board,
        board_len: spot.board.len().min(5),
        groups,
        completes,
        on_board,
        stub,
    })
}

impl<S: Scoring> Prepared<'_, S> {
    /// The number of runouts: every way to give each group its set of cards.
    pub fn runouts(&self) -> f64 {
        let mut left = self.stub.len() as f64;
        let mut total = 1.0;
        for g in &self.groups {
            total *= choose(left, g.size);
            left -= g.size as f64;
        }
        total
    }

    /// Refuses exact work beyond [`EXACT_MOST_WORK`].
    pub fn check_exact(&self) -> Result<(), SpotError> {
        let runouts = self.runouts();
        if runouts * self.players as f64 > EXACT_MOST_WORK {
            return Err(SpotError::TooMuchWork {
                runouts,
                players: self.players,
            });
        }
        Ok(())
    }

    /// Whether the default answer enumerates.
    pub fn small(&self) -> bool {
        self.runouts() * self.players as f64 <= EXACT_DEFAULT_WORK
    }

    /// The value and low of every player, their cards complete.
    #[inline(always)]
    fn score(&self, parts: &[S::Part], board: &[CardId], values: &mut [(u32, u32)]) {
        for (value, part) in values.iter_mut().zip(parts) {
            *value = (
                self.scoring.value(part, board),
                self.scoring.low(part, board),
            );
        }
    }
}

/// C(n, k) as a float.
fn choose(n: f64, k: usize) -> f64 {
    (0..k).fold(1.0, |c, i| c * (n - i as f64) / (i as f64 + 1.0))
}

/// The outcome of one runout: the players with the best high (bits) and the best qualifying
/// low (bits, 0 when nobody qualifies), as one index `high | low << players`.
#[inline(always)]
fn outcome(values: &[(u32, u32)], players: usize) -> usize {
    let (mut best, mut high) = (u32::MAX, 0usize);
    let (mut best_low, mut low) = (u32::MAX, 0usize);
    for (i, &(value, low_value)) in values.iter().enumerate() {
        if value < best {
            (best, high) = (value, 1 << i);
        } else if value == best {
            high |= 1 << i;
        }
        if low_value != 0 {
            if low_value < best_low {
                (best_low, low) = (low_value, 1 << i);
            } else if low_value == best_low {
                low |= 1 << i;
            }
        }
    }
    high | low << players
}

/// Outcomes counted by index (`high | low << players`); dense up to [`DENSE_MOST_PLAYERS`]
/// players in a hi-lo game, by map beyond.
#[derive(Clone, Debug)]
pub struct Outcomes {
    players: usize,
    dense: Vec<u64>,
    sparse: std::collections::BTreeMap<usize, u64>,
}

/// Hi-lo tallies are dense up to this many players (4^8 counters).
const DENSE_MOST_PLAYERS: usize = 8;

impl Outcomes {
    pub fn new(players: usize, hi_lo: bool) -> Outcomes {
        let size = if !hi_lo {
            1 << players
        } else if players <= DENSE_MOST_PLAYERS {
            1 << (2 * players)
        } else {
            0
        };
        Outcomes {
            players,
            dense: vec![0; size],
            sparse: Default::default(),
        }
    }

    #[inline(always)]
    pub fn add(&mut self, index: usize, count: u64) {
        match self.dense.get_mut(index) {
            Some(slot) => *slot += count,
            None => *self.sparse.entry(index).or_insert(0) += count,
        }
    }

    /// Every outcome met: (high winners, low winners, count).
    pub fn splits(&self) -> Vec<(u16, u16, u64)> {
        let mask = (1usize << self.players) - 1;
        let dense = self.dense.iter().enumerate().map(|(i, &c)| (i, c));
        let sparse = self.sparse.iter().map(|(&i, &c)| (i, c));
        dense
            .chain(sparse)
            .filter(|&(_, c)| c > 0)
            .map(|(i, c)| ((i & mask) as u16, (i >> self.players) as u16, c))
            .collect()
    }

    pub fn total(&self) -> u64 {
        self.dense.iter().sum::<u64>() + self.sparse.values().sum::<u64>()
    }
}

impl Counts for Outcomes {
    fn merge(&mut self, other: &Outcomes) {
        for (a, b) in self.dense.iter_mut().zip(&other.dense) {
            *a += b;
        }
        for (&i, &c) in &other.sparse {
            *self.sparse.entry(i).or_insert(0) += c;
        }
    }

    fn standard_errors(&self) -> Vec<f64> {
        let splits = self.splits();
        errors_of_shares(
            splits.iter().map(|&(h, l, c)| ((h, l), c)),
            self.players,
            |(high, low), p| {
                let part = |set: u16| {
                    if set >> p & 1 == 1 {
                        1.0 / set.count_ones() as f64
                    } else {
                        0.0
                    }
                };
                if low == 0 {
                    part(high)
                } else {
                    0.5 * part(high) + 0.5 * part(low)
                }
            },
        )
    }
}

/// The answer: outcomes, whether exact, and each player's standard error when sampled.
#[derive(Clone, Debug)]
pub struct Answer {
    pub splits: Vec<(u16, u16, u64)>,
    pub exact: bool,
    pub stderr: Option<Vec<f64>>,
}

/// Answers a completion question: exactly or sampled as `mode` says, later draws (if any)
/// played by `drawing`. Multi-draw questions are always sampled.
pub fn equity<S: Scoring>(
    scoring: &S,
    spot: &Spot,
    mode: Mode,
    drawing: Option<&Drawing<'_>>,
    threads: Option<usize>,
    progress: &mut dyn FnMut(f64) -> bool,
) -> Result<Answer, EquityError> {
    let prepared = prepare(scoring, spot).map_err(EquityError::Completion)?;
    let pool = Pool::new(threads).map_err(EquityError::BadThreads)?;
    let sampling = match mode {
        Mode::Exact => None,
        Mode::Sample(s) => Some(s),
        Mode::Auto(s) => (drawing.is_some() || !prepared.small()).then_some(s),
    };
    let Some(sampling) = sampling else {
        prepared.check_exact().map_err(EquityError::Completion)?;
        let outcomes = enumerate::exact(&prepared, &pool, progress)?;
        return Ok(Answer {
            splits: outcomes.splits(),
            exact: true,
            stderr: None,
        });
    };
    check_sampling(&sampling, prepared.players)?;
    let (outcomes, errors) = run_sampled(
        sampling,
        &pool,
        progress,
        Outcomes::new(prepared.players, S::HI_LO),
        |seed, chunk, samples| sampled(&prepared, drawing, chunk_seed(seed, chunk), samples),
    )?;
    Ok(Answer {
        splits: outcomes.splits(),
        exact: false,
        stderr: Some(errors),
    })
}

fn check_sampling(s: &Sampling, players: usize) -> Result<(), EquityError> {
    if s.stderr.is_some_and(|e| !(e > 0.0 && e.is_finite())) {
        return Err(EquityError::BadStderr);
    }
    if s.samples == Some(0) {
        return Err(EquityError::NoSamples);
    }
    let samples = s.samples.unwrap_or(DEFAULT_MOST_SAMPLES);
    if samples.saturating_mul(players as u64) > MOST_SAMPLED_HANDS {
        return Err(EquityError::TooManySamples { samples, players });
    }
    Ok(())
}

/// One chunk of `samples` samples drawn with the generator seeded `seed`.
///
/// Each sample draws every group's cards, in group order, by a partial Fisher-Yates shuffle of
/// the unseen deck (the deck is not put back in order between samples: a partial shuffle of
/// any order draws uniformly). With later draws, the players then draw by the plan from what
/// is left (`draws.rs`); a plan that stands pat draws no random numbers, so it gives exactly
/// the one-draw answer of the same seed.
fn sampled<S: Scoring>(
    prepared: &Prepared<'_, S>,
    drawing: Option<&Drawing<'_>>,
    seed: u64,
    samples: u64,
) -> Result<Outcomes, EquityError> {
    debug_assert!(samples <= CHUNK);
    let players = prepared.players;
    let mut rng = SplitMix64::new(seed);
    let mut deck = prepared.stub.clone();
    let mut outcomes = Outcomes::new(players, S::HI_LO);
    let mut parts = prepared.base.clone();
    let mut values = vec![(0u32, 0u32); players];
    let dealt: usize = prepared.groups.iter().map(|g| g.size).sum();
    let mut hands: Vec<Vec<CardId>> = vec![Vec::with_capacity(8); players];
    for _ in 0..samples {
        for i in 0..dealt {
            let j = i + rng.below((deck.len() - i) as u64) as usize;
            deck.swap(i, j);
        }
        let mut board = prepared.board;
        let mut board_len = prepared.board_len;
        parts.copy_from_slice(&prepared.base);
        if drawing.is_some() {
            for (hand, known) in hands.iter_mut().zip(&prepared.known) {
                hand.clear();
                hand.extend_from_slice(known);
            }
        }
        let mut next = 0;
        for g in &prepared.groups {
            let cards = &deck[next..next + g.size];
            next += g.size;
            match g.owner {
                Owner::Player(p) => {
                    for &c in cards {
                        parts[p] = prepared.scoring.add(parts[p], c, g.place);
                    }
                    if drawing.is_some() {
                        hands[p].extend_from_slice(cards);
                    }
                }
                Owner::Board => {
                    board[board_len..board_len + g.size].copy_from_slice(cards);
                    board_len += g.size;
                }
            }
        }
        if let Some(drawing) = drawing {
            drawing.play(prepared, &deck[dealt..], &mut hands, &mut rng, &mut parts)?;
        }
        prepared.score(&parts, &board[..board_len], &mut values);
        outcomes.add(outcome(&values, players), 1);
    }
    Ok(outcomes)
}

#[cfg(test)]
mod tests;
