//! The equity engine for Python: one call, the interpreter released while Rust works.

use pyo3::prelude::*;

use super::errors::{invalid_argument, invalid_hand, invalid_range};
use crate::cards::CardId;
use crate::equity::{
    equity as run_equity, equity_hilo as run_equity_hilo, Combo, EquityError, Holdem, Mode, Omaha,
    Sampling,
};

/// The games `equity` plays.
const GAMES: [&str; 2] = ["holdem", "omaha"];
/// The games `equity_hilo` plays.
const HILO_GAMES: [&str; 1] = ["omaha8"];

/// The Python exception for an equity error: the ranges' faults are range errors, wrong
/// options are argument errors, and the rest (cards) hand errors.
pub(super) fn equity_error(error: EquityError) -> PyErr {
    use EquityError::*;
    let message = error.to_string();
    match error {
        EmptyRange { .. }
        | NoDeal
        | RangesClash
        | WeightsTooLarge
        | RepeatedCombo { .. }
        | ZeroWeight { .. } => invalid_range(message),
        TooManyDeals
        | TooMuchWork { .. }
        | TooManySamples { .. }
        | BadThreads(_)
        | BadStderr
        | NoSamples
        | Stopped
        | BadDiscard { .. }
        | DeckShort { .. } => invalid_argument(message),
        Completion(crate::equity::completion::SpotError::TooMuchWork { .. }) => {
            invalid_argument(message)
        }
        _ => invalid_hand(message),
    }
}

/// One player's (cards, weight) pairs as Python sends them; `None` for every combination.
type PlayerRange = Option<Vec<(Vec<CardId>, u32)>>;

/// The outcome: counts by winner set (index bit i = player i), whether exact, each player's
/// combinations after card removal, and each player's standard error when sampled.
type Answer = (Vec<u128>, bool, Vec<usize>, Option<Vec<f64>>);

/// Equity of hold'em or Omaha hands or ranges; see `pokerules.equity` for the meaning of everything.
///
/// `players` holds, per player, (cards, weight) pairs, or `None` for every combination of the
/// game's hole cards ("random"); `exact` is True (enumerate), False
/// (sample) or None (enumerate when small); `progress(fraction)` is called between batches
/// with the interpreter held, and Ctrl-C stops the run.
#[pyfunction(signature = (players, board, dead, game = "holdem", exact = None, samples = None,
                          stderr = None, seed = 0, threads = None, progress = None))]
#[allow(clippy::too_many_arguments)]
pub fn equity(
    py: Python<'_>,
    players: Vec<PlayerRange>,
    board: Vec<CardId>,
    dead: Vec<CardId>,
    game: &str,
    exact: Option<bool>,
    samples: Option<u64>,
    stderr: Option<f64>,
    seed: u64,
    threads: Option<usize>,
    progress: Option<Py<PyAny>>,
) -> PyResult<Answer> {
    if !GAMES.contains(&game) {
        return Err(invalid_argument(format!(
            "unknown game {game:?}: equity plays {}",
            GAMES.join(", ")
        )));
    }
    let omaha = game == "omaha";
    let players = combos(players, if omaha { 4 } else { 2 });
    let mode = mode_of(exact, samples, stderr, seed);
    let result = with_progress(py, progress, |report| {
        if omaha {
            run_equity(
                &Omaha::new(),
                &players,
                &board,
                &dead,
                mode,
                threads,
                report,
            )
        } else {
            run_equity(
                &Holdem::new(),
                &players,
                &board,
                &dead,
                mode,
                threads,
                report,
            )
        }
    })?;
    Ok((result.counts, result.exact, result.combos, result.stderr))
}

/// The hi-lo outcome: (high winners, low winners, count) for each split met (bit i = player
/// i; low winners 0 when no hand has a qualifying low), whether exact, each player's
/// combinations after card removal, and each player's standard error when sampled.
type HiLoAnswer = (Vec<(u16, u16, u128)>, bool, Vec<usize>, Option<Vec<f64>>);

/// Equity of Omaha eight-or-better hands: each pot split high and low; see `pokerules.equity`.
///
/// Takes what `equity` takes; answers the runouts counted by who takes each half.
#[pyfunction(signature = (players, board, dead, game = "omaha8", exact = None, samples = None,
                          stderr = None, seed = 0, threads = None, progress = None))]
#[allow(clippy::too_many_arguments)]
pub fn equity_hilo(
    py: Python<'_>,
    players: Vec<PlayerRange>,
    board: Vec<CardId>,
    dead: Vec<CardId>,
    game: &str,
    exact: Option<bool>,
    samples: Option<u64>,
    stderr: Option<f64>,
    seed: u64,
    threads: Option<usize>,
    progress: Option<Py<PyAny>>,
) -> PyResult<HiLoAnswer> {
    if !HILO_GAMES.contains(&game) {
        return Err(invalid_argument(format!(
            "unknown hi-lo game {game:?}: equity_hilo plays {}",
            HILO_GAMES.join(", ")
        )));
    }
    let players = combos(players, 4);
    let mode = mode_of(exact, samples, stderr, seed);
    let result = with_progress(py, progress, |report| {
        run_equity_hilo(
            &Omaha::new(),
            &players,
            &board,
            &dead,
            mode,
            threads,
            report,
        )
    })?;
    let splits = result
        .splits
        .iter()
        .map(|(split, count)| (split.high, split.low, *count))
        .collect();
    Ok((splits, result.exact, result.combos, result.stderr))
}

/// The players' combinations; `None` is every combination of `hole` cards, made here once
/// rather than sent from Python (270,725 of them in Omaha).
fn combos(players: Vec<PlayerRange>, hole: usize) -> Vec<Vec<Combo>> {
    let mut every: Option<Vec<Combo>> = None;
    players
        .into_iter()
        .map(|range| match range {
            Some(range) => range
                .into_iter()
                .map(|(cards, weight)| Combo { cards, weight })
                .collect(),
            None => every.get_or_insert_with(|| every_combo(hole)).clone(),
        })
        .collect()
}

/// Every set of `hole` cards from the deck, in increasing order, each of weight 1.
fn every_combo(hole: usize) -> Vec<Combo> {
    let mut all = Vec::new();
    let mut cards: Vec<CardId> = (0..hole as CardId).collect();
    loop {
        all.push(Combo {
            cards: cards.clone(),
            weight: 1,
        });
        // The next combination in lexicographic order: bump the last card that can move.
        let Some(i) = (0..hole)
            .rev()
            .find(|&i| (cards[i] as usize) < 52 - hole + i)
        else {
            return all;
        };
        cards[i] += 1;
        for j in i + 1..hole {
            cards[j] = cards[j - 1] + 1;
        }
    }
}

pub(super) fn mode_of(
    exact: Option<bool>,
    samples: Option<u64>,
    stderr: Option<f64>,
    seed: u64,
) -> Mode {
    let sampling = Sampling {
        samples,
        stderr,
        seed,
    };
    match exact {
        Some(true) => Mode::Exact,
        Some(false) => Mode::Sample(sampling),
        None => Mode::Auto(sampling),
    }
}

/// Runs `work` with the interpreter released, handing it a progress report that calls
/// `progress(fraction)` with the interpreter held and stops the run on Ctrl-C or an error in
/// the callback (which is then raised).
pub(super) fn with_progress<T: Send>(
    py: Python<'_>,
    progress: Option<Py<PyAny>>,
    work: impl FnOnce(&mut dyn FnMut(f64) -> bool) -> Result<T, EquityError> + Send,
) -> PyResult<T> {
    let mut failure: Option<PyErr> = None;
    let result = py.detach(|| {
        let mut report = |fraction: f64| {
            Python::attach(|py| {
                let outcome = py.check_signals().and_then(|()| match &progress {
                    Some(callback) => callback.call1(py, (fraction,)).map(drop),
                    None => Ok(()),
                });
                match outcome {
                    Ok(()) => true,
                    Err(error) => {
                        failure = Some(error);
                        false
                    }
                }
            })
        };
        work(&mut report)
    });
    match result {
        Err(EquityError::Stopped) => Err(failure
            .take()
            .unwrap_or_else(|| equity_error(EquityError::Stopped))),
        Err(error) => Err(equity_error(error)),
        Ok(value) => Ok(value),
    }
}

pub fn install(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(equity, m)?)?;
    m.add_function(wrap_pyfunction!(equity_hilo, m)?)
}
