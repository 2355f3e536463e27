//! Bindings for exact draw odds, the multi-draw model and video poker analysis (`rust/draw`,
//! `rust/videopoker`).
//!
//! Cards come in as integer ids (the Python facade `pokerules.draws` parses text and Cards);
//! every function validates them here too, so calling `_core` directly cannot panic. The
//! long computations run with the interpreter released.

use pyo3::prelude::*;
use pyo3::types::PyBytes;

use super::errors::{card_error, invalid_argument, invalid_hand};
use crate::cards::{card_from_id, CardId};
use crate::draw::multi::{self, chunk_count, exact_chances, sample};
use crate::draw::parallel::with_threads;
use crate::draw::plan::{self, PlanError, PlanGame, MAX_DRAWS_LEFT};
use crate::draw::{
    all_discards, badugi, deck_histogram, histogram, holding, DrawError, Histogram, Judge,
};
use crate::videopoker::analysis::{analyze, hold_counts, VideoPokerError, DRAW_LCM};
use crate::videopoker::deals::canonical_deals;
use crate::videopoker::subsets::pay_counts;
use crate::videopoker::{Machine, PAY_CLASSES, PAY_CLASS_NAMES};

fn draw_error(error: DrawError) -> PyErr {
    match error {
        DrawError::Card(error) => card_error(error),
        DrawError::HandSize(_)
        | DrawError::NotInHand(_)
        | DrawError::DeadInHand(_)
        | DrawError::TooFewUnseen { .. } => invalid_hand(error.to_string()),
        DrawError::Draws(_)
        | DrawError::Samples(_)
        | DrawError::Threads(_)
        | DrawError::ThreadPool(_) => invalid_argument(error.to_string()),
    }
}

fn plan_error(error: PlanError) -> PyErr {
    match error {
        PlanError::Draw(error) => draw_error(error),
        PlanError::HandSize { .. } => invalid_hand(error.to_string()),
        PlanError::DrawsLeft(_) => invalid_argument(error.to_string()),
    }
}

fn plan_game(game: &str) -> PyResult<PlanGame> {
    match game {
        "low27" => Ok(PlanGame::Low27),
        "badugi" => Ok(PlanGame::Badugi),
        other => Err(invalid_argument(format!(
            "unknown game {other:?} for the multi-draw model: expected \"low27\" or \"badugi\""
        ))),
    }
}

fn draws_left(draws: i64) -> PyResult<u32> {
    u32::try_from(draws)
        .ok()
        .filter(|d| (1..=MAX_DRAWS_LEFT).contains(d))
        .ok_or_else(|| {
            invalid_argument(format!(
                "draws_left must be 1, 2 or 3 (this draw and those after it), not {draws}"
            ))
        })
}

fn video_poker_error(error: VideoPokerError) -> PyErr {
    match error {
        VideoPokerError::Hand(error) => draw_error(error),
        other => invalid_argument(other.to_string()),
    }
}

fn ids(cards: Vec<i64>) -> PyResult<Vec<CardId>> {
    cards
        .into_iter()
        .map(|id| card_from_id(id).map_err(card_error))
        .collect()
}

fn judge(scale: &str, wild_cards: u64, may_duplicate: bool) -> PyResult<Judge> {
    match scale {
        "high" => Ok(Judge::High),
        "low27" => Ok(Judge::Low27),
        "wild" if wild_cards >> 52 != 0 => Err(invalid_argument(format!(
            "wild_cards {wild_cards:#x} names cards beyond the 52 of the deck (bit c = card id c)"
        ))),
        "wild" => Ok(Judge::Wild {
            cards: wild_cards,
            may_duplicate,
        }),
        other => Err(invalid_argument(format!(
            "unknown scale {other:?}: expected \"high\", \"low27\" or \"wild\""
        ))),
    }
}

fn machine(name: &str) -> PyResult<Machine> {
    Machine::from_name(name).ok_or_else(|| {
        invalid_argument(format!(
            "unknown machine {name:?}: expected \"natural\" or \"deuces-wild\""
        ))
    })
}

/// Histograms as one block of little-endian `u32` counts (`rows` x `width`), for numpy: the
/// best value of the scale, the width, and the bytes. Counts are at most C(52, 5).
fn dense<'py>(py: Python<'py>, rows: &[Histogram]) -> (i32, usize, Bound<'py, PyBytes>) {
    let best = rows.first().map_or(0, |h| h.best);
    let width = rows.first().map_or(0, |h| h.counts.len());
    let bytes: Vec<u8> = rows
        .iter()
        .flat_map(|h| h.counts.iter().flat_map(|&n| (n as u32).to_le_bytes()))
        .collect();
    (best, width, PyBytes::new(py, &bytes))
}

/// The final hands of one draw: (best value, width, `u32` counts by value from the best).
#[pyfunction(signature = (hand, discard, dead, scale, wild_cards = 0b1111, may_duplicate = false))]
fn draw_histogram<'py>(
    py: Python<'py>,
    hand: Vec<i64>,
    discard: Vec<i64>,
    dead: Vec<i64>,
    scale: &str,
    wild_cards: u64,
    may_duplicate: bool,
) -> PyResult<(i32, usize, Bound<'py, PyBytes>)> {
    let judge = judge(scale, wild_cards, may_duplicate)?;
    let plan = holding(&ids(hand)?, &ids(discard)?, &ids(dead)?).map_err(draw_error)?;
    let counts = py.detach(|| histogram(judge, &plan));
    Ok(dense(py, &[counts]))
}

/// The final hands of each of the 32 discards (row = discard mask, bit i = `hand[i]`
/// thrown): (best value, width, 32 rows of `u32` counts by value from the best). The scale
/// "badugi" takes four-card hands and gives 16 rows.
#[pyfunction(signature = (hand, dead, scale, wild_cards = 0b1111, may_duplicate = false, threads = None))]
fn discard_histograms<'py>(
    py: Python<'py>,
    hand: Vec<i64>,
    dead: Vec<i64>,
    scale: &str,
    wild_cards: u64,
    may_duplicate: bool,
    threads: Option<usize>,
) -> PyResult<(i32, usize, Bound<'py, PyBytes>)> {
    let (hand, dead) = (ids(hand)?, ids(dead)?);
    if scale == "badugi" {
        let all = py
            .detach(|| with_threads(threads, || badugi::all_discards(&hand, &dead)))
            .map_err(draw_error)?
            .map_err(plan_error)?;
        return Ok(dense(py, &all));
    }
    let judge = judge(scale, wild_cards, may_duplicate)?;
    let all = py
        .detach(|| with_threads(threads, || all_discards(judge, &hand, &dead)).and_then(|r| r))
        .map_err(draw_error)?;
    Ok(dense(py, &all))
}

/// Every five-card hand of the deck on a scale (four-card hands on "badugi"): (best value,
/// width, `u32` counts).
#[pyfunction(name = "deck_histogram", signature = (scale, wild_cards = 0b1111, may_duplicate = false))]
fn deck_histogram_dense<'py>(
    py: Python<'py>,
    scale: &str,
    wild_cards: u64,
    may_duplicate: bool,
) -> PyResult<(i32, usize, Bound<'py, PyBytes>)> {
    if scale == "badugi" {
        return Ok(dense(py, &[py.detach(badugi::deck_histogram)]));
    }
    let judge = judge(scale, wild_cards, may_duplicate)?;
    let counts = py.detach(|| deck_histogram(judge));
    Ok(dense(py, &[counts]))
}

/// The exact chances of reaching `target` within 1..=`draws` draws, as (cumulative made
/// counts, total sequences), or None when they must be sampled.
#[allow(clippy::too_many_arguments)]
#[pyfunction(signature = (hand, discard, dead, scale, wild_cards, may_duplicate, target, draws))]
fn draw_chances_exact(
    py: Python<'_>,
    hand: Vec<i64>,
    discard: Vec<i64>,
    dead: Vec<i64>,
    scale: &str,
    wild_cards: u64,
    may_duplicate: bool,
    target: i32,
    draws: usize,
) -> PyResult<Option<(Vec<u64>, u64)>> {
    let judge = judge(scale, wild_cards, may_duplicate)?;
    let plan = holding(&ids(hand)?, &ids(discard)?, &ids(dead)?).map_err(draw_error)?;
    py.detach(|| exact_chances(judge, &plan, target, draws))
        .map(|found| found.map(|c| (c.made, c.total)))
        .map_err(draw_error)
}

/// Sampled chunks `first_chunk..end_chunk` of a run of `samples` trials: how many trials
/// first reach the target at each draw. Any split of the chunks adds up to the same counts.
#[allow(clippy::too_many_arguments)]
#[pyfunction(signature = (hand, discard, dead, scale, wild_cards, may_duplicate, target, draws, seed, samples, first_chunk, end_chunk, threads = None))]
fn draw_chances_sample(
    py: Python<'_>,
    hand: Vec<i64>,
    discard: Vec<i64>,
    dead: Vec<i64>,
    scale: &str,
    wild_cards: u64,
    may_duplicate: bool,
    target: i32,
    draws: usize,
    seed: u64,
    samples: u64,
    first_chunk: u64,
    end_chunk: u64,
    threads: Option<usize>,
) -> PyResult<Vec<u64>> {
    let judge = judge(scale, wild_cards, may_duplicate)?;
    let plan = holding(&ids(hand)?, &ids(discard)?, &ids(dead)?).map_err(draw_error)?;
    py.detach(|| {
        with_threads(threads, || {
            sample(
                judge,
                &plan,
                target,
                draws,
                seed,
                samples,
                first_chunk..end_chunk,
            )
        })
        .and_then(|r| r)
    })
    .map_err(draw_error)
}

/// The number of sampling chunks `samples` trials make (checked).
#[pyfunction]
fn sample_chunks(samples: u64) -> PyResult<u64> {
    multi::check_samples(samples).map_err(draw_error)?;
    Ok(chunk_count(samples))
}

/// The discard mask (bit i = `hand[i]` thrown) the multi-draw model plays with `draws_left`
/// draws to come: `plan::best_discard`, after checking the hand.
#[pyfunction]
fn plan_discard(py: Python<'_>, game: &str, hand: Vec<i64>, draws_left: i64) -> PyResult<u32> {
    let (game, draws) = (plan_game(game)?, self::draws_left(draws_left)?);
    let hand = ids(hand)?;
    plan::check_cards(game, &hand, &[]).map_err(plan_error)?;
    // The first call for a game and number of draws builds its tables.
    Ok(py.detach(|| plan::best_discard(game, &hand, draws)))
}

/// The multi-draw model's worth of every discard (index = discard mask) with `draws_left`
/// draws to come, this draw from the deck less the hand and the dead cards.
#[pyfunction]
fn plan_worths(
    py: Python<'_>,
    game: &str,
    hand: Vec<i64>,
    dead: Vec<i64>,
    draws_left: i64,
) -> PyResult<Vec<f64>> {
    let (game, draws) = (plan_game(game)?, self::draws_left(draws_left)?);
    let (hand, dead) = (ids(hand)?, ids(dead)?);
    py.detach(|| plan::discard_worths(game, &hand, &dead, draws))
        .map_err(plan_error)
}

/// The pay class names of the video poker analysis, best first.
#[pyfunction]
fn video_poker_pay_classes() -> Vec<&'static str> {
    PAY_CLASS_NAMES.to_vec()
}

/// The number of deals up to suit permutation (134,459).
#[pyfunction]
fn video_poker_deals(py: Python<'_>) -> usize {
    py.detach(|| canonical_deals().len())
}

/// Optimal play over the deals `start..end`: (sum of best expected payouts, sums of pay class
/// chances, deals covered, the common multiple the sums are scaled by).
#[pyfunction(signature = (machine, pays, start, end, threads = None))]
fn video_poker_analyze(
    py: Python<'_>,
    machine: &str,
    pays: Vec<u64>,
    start: usize,
    end: usize,
    threads: Option<usize>,
) -> PyResult<(u128, Vec<u128>, u64, u128)> {
    let machine = self::machine(machine)?;
    let pays: [u64; PAY_CLASSES] = pays.try_into().map_err(|p: Vec<u64>| {
        invalid_argument(format!(
            "give {PAY_CLASSES} payouts, one per pay class, not {}",
            p.len()
        ))
    })?;
    py.detach(|| {
        with_threads(threads, || {
            analyze(pay_counts(machine), &pays, start..end)
                .map(|a| (a.returned, a.frequency.to_vec(), a.deals, DRAW_LCM))
        })
        .map_err(VideoPokerError::Hand)
        .and_then(|r| r)
    })
    .map_err(video_poker_error)
}

/// For each of the 32 discards of a hand (index = discard mask), the final hands by pay class.
#[pyfunction]
fn video_poker_holds(py: Python<'_>, machine: &str, hand: Vec<i64>) -> PyResult<Vec<Vec<u64>>> {
    let machine = self::machine(machine)?;
    let hand = ids(hand)?;
    py.detach(|| hold_counts(pay_counts(machine), &hand))
        .map(|holds| holds.iter().map(|h| h.to_vec()).collect())
        .map_err(video_poker_error)
}

pub fn install(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(draw_histogram, m)?)?;
    m.add_function(wrap_pyfunction!(discard_histograms, m)?)?;
    m.add_function(wrap_pyfunction!(deck_histogram_dense, m)?)?;
    m.add_function(wrap_pyfunction!(draw_chances_exact, m)?)?;
    m.add_function(wrap_pyfunction!(draw_chances_sample, m)?)?;
    m.add_function(wrap_pyfunction!(sample_chunks, m)?)?;
    m.add_function(wrap_pyfunction!(plan_discard, m)?)?;
    m.add_function(wrap_pyfunction!(plan_worths, m)?)?;
    m.add_function(wrap_pyfunction!(video_poker_pay_classes, m)?)?;
    m.add_function(wrap_pyfunction!(video_poker_deals, m)?)?;
    m.add_function(wrap_pyfunction!(video_poker_analyze, m)?)?;
    m.add_function(wrap_pyfunction!(video_poker_holds, m)?)?;
    Ok(())
}
