//! The equity engine for Python: one call, the interpreter released while Rust works.

use pyo3::prelude::*;
use pyo3::sync::PyOnceLock;
use pyo3::types::PyType;

use crate::cards::CardId;
use crate::equity::{equity as run_equity, Combo, EquityError, Holdem, Mode, Omaha, Sampling};

static INVALID_HAND: PyOnceLock<Py<PyType>> = PyOnceLock::new();
static INVALID_RANGE: PyOnceLock<Py<PyType>> = PyOnceLock::new();
static INVALID_OPTION: PyOnceLock<Py<PyType>> = PyOnceLock::new();

/// The games `equity` plays.
const GAMES: [&str; 2] = ["holdem", "omaha"];

fn raise(
    py: Python<'_>,
    cell: &'static PyOnceLock<Py<PyType>>,
    name: &str,
    message: String,
) -> PyErr {
    match cell.import(py, "pokerules.errors", name) {
        Ok(class) => PyErr::from_type(class.clone(), message),
        Err(import_failed) => import_failed,
    }
}

/// The Python exception for an equity error: the ranges' faults are range errors, wrong
/// options are option errors, and the rest (cards) hand errors.
fn equity_error(py: Python<'_>, error: EquityError) -> PyErr {
    use EquityError::*;
    let message = error.to_string();
    match error {
        EmptyRange { .. }
        | NoDeal
        | RangesClash
        | WeightsTooLarge
        | RepeatedCombo { .. }
        | ZeroWeight { .. } => raise(py, &INVALID_RANGE, "InvalidRangeError", message),
        TooManyDeals | TooMuchWork { .. } | BadThreads(_) | BadStderr | NoSamples | Stopped => {
            raise(py, &INVALID_OPTION, "InvalidOptionError", message)
        }
        _ => raise(py, &INVALID_HAND, "InvalidHandError", message),
    }
}

/// The outcome: counts by winner set (index bit i = player i), whether exact, each player's
/// combinations after card removal, and each player's standard error when sampled.
type Answer = (Vec<u128>, bool, Vec<usize>, Option<Vec<f64>>);

/// Equity of hold'em or Omaha hands or ranges; see `pokerules.equity` for the meaning of everything.
///
/// `players` holds, per player, (cards, weight) pairs; `exact` is True (enumerate), False
/// (sample) or None (enumerate when small); `progress(fraction)` is called between batches
/// with the interpreter held, and Ctrl-C stops the run.
#[pyfunction(signature = (players, board, dead, game = "holdem", exact = None, samples = None,
                          stderr = None, seed = 0, threads = None, progress = None))]
#[allow(clippy::too_many_arguments)]
pub fn equity(
    py: Python<'_>,
    players: Vec<Vec<(Vec<CardId>, u32)>>,
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
        return Err(raise(
            py,
            &INVALID_OPTION,
            "InvalidOptionError",
            format!("unknown game {game:?}: equity plays {}", GAMES.join(", ")),
        ));
    }
    let players: Vec<Vec<Combo>> = players
        .into_iter()
        .map(|range| {
            range
                .into_iter()
                .map(|(cards, weight)| Combo { cards, weight })
                .collect()
        })
        .collect();
    let sampling = Sampling {
        samples,
        stderr,
        seed,
    };
    let mode = match exact {
        Some(true) => Mode::Exact,
        Some(false) => Mode::Sample(sampling),
        None => Mode::Auto(sampling),
    };
    let mut failure: Option<PyErr> = None;
    let omaha = game == "omaha";
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
        if omaha {
            run_equity(
                &Omaha::new(),
                &players,
                &board,
                &dead,
                mode,
                threads,
                &mut report,
            )
        } else {
            run_equity(
                &Holdem::new(),
                &players,
                &board,
                &dead,
                mode,
                threads,
                &mut report,
            )
        }
    });
    match result {
        Ok(out) => Ok((out.counts, out.exact, out.combos, out.stderr)),
        Err(EquityError::Stopped) => Err(failure
            .take()
            .unwrap_or_else(|| equity_error(py, EquityError::Stopped))),
        Err(error) => Err(equity_error(py, error)),
    }
}

pub fn install(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(equity, m)?)
}
