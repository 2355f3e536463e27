//! The completion equity engine for Python: stud, razz, the draw games and unseen hole cards.

use std::sync::Mutex;

use pyo3::prelude::*;

use super::equity::{mode_of, with_progress};
use super::errors::invalid_argument;
use crate::cards::CardId;
use crate::draw::plan::{self, PlanGame};
use crate::equity::completion::scoring::{
    Badugi, High, Low27, LowA5, OmahaHand, Place, Scoring, StudHiLo, Wild,
};
use crate::equity::completion::{self, Answer, Drawing, Group, Owner, Plan, Spot};
use crate::equity::{EquityError, Mode};

/// A player as Python sends it: its known cards with a face-up flag, and its unseen groups as
/// (face up, size).
type Player = (Vec<(CardId, bool)>, Vec<(bool, usize)>);

/// (high winners, low winners, count) for each outcome met, whether exact, and each player's
/// standard error when sampled.
type Outcome = (Vec<(u16, u16, u64)>, bool, Option<Vec<f64>>);

/// How hands are judged: the scoring's name and, for wild games, its wild cards (bit c = card
/// id c), may_duplicate, face_up_only and natural_beats_wild.
#[derive(FromPyObject)]
pub struct Judging(String, u64, bool, bool, bool);

/// The scorings `equity_deals` knows.
const SCORINGS: [&str; 8] = [
    "high", "a5", "stud8", "wild", "low27", "badugi", "omaha", "omaha8",
];

fn place(up: bool) -> Place {
    if up {
        Place::Up
    } else {
        Place::Down
    }
}

/// Equity of completed hands; see `pokerules.equity` for the meaning of everything.
///
/// `judging` is (name, wild cards, may_duplicate, face_up_only, natural_beats_wild) with name
/// one of high, a5, stud8, wild, low27, badugi, omaha, omaha8. `later_draws` draws follow the
/// first (dealt by the groups), each player throwing at most `most_thrown` cards: by the model's
/// best discard when `best` names its game ("low27" or "badugi"), by `plan(seat, card ids,
/// draws_left) -> discard mask` when given, else by standing pat.
#[pyfunction(signature = (judging, players, board, board_missing, dead, exact = None,
                          samples = None, stderr = None, seed = 0, threads = None,
                          progress = None, later_draws = 0, most_thrown = 5, plan = None,
                          best = None))]
#[allow(clippy::too_many_arguments)]
pub fn equity_deals(
    py: Python<'_>,
    judging: Judging,
    players: Vec<Player>,
    board: Vec<CardId>,
    board_missing: usize,
    dead: Vec<CardId>,
    exact: Option<bool>,
    samples: Option<u64>,
    stderr: Option<f64>,
    seed: u64,
    threads: Option<usize>,
    progress: Option<Py<PyAny>>,
    later_draws: u32,
    most_thrown: u32,
    plan: Option<Py<PyAny>>,
    best: Option<&str>,
) -> PyResult<Outcome> {
    let best = match best {
        None => None,
        Some("low27") => Some(PlanGame::Low27),
        Some("badugi") => Some(PlanGame::Badugi),
        Some(other) => {
            return Err(invalid_argument(format!(
                "the best plan is for low27 or badugi, not {other:?}"
            )))
        }
    };
    if best.is_some() && plan.is_some() {
        return Err(invalid_argument(
            "give the best plan or a plan function, not both".into(),
        ));
    }
    if let Some(game) = best {
        // Build the model's tables before the clock of the first chunk starts.
        plan::prepare(game);
    }
    if !SCORINGS.contains(&judging.0.as_str()) {
        return Err(invalid_argument(format!(
            "unknown scoring {:?}: expected one of {}",
            judging.0,
            SCORINGS.join(", ")
        )));
    }
    let mut groups = Vec::new();
    for (p, (_, unseen)) in players.iter().enumerate() {
        for &(up, size) in unseen {
            groups.push(Group {
                owner: Owner::Player(p),
                place: place(up),
                size,
            });
        }
    }
    groups.push(Group {
        owner: Owner::Board,
        place: Place::Down,
        size: board_missing,
    });
    let spot = Spot {
        players: players
            .iter()
            .map(|(known, _)| known.iter().map(|&(c, up)| (c, place(up))).collect())
            .collect(),
        board,
        dead,
        groups,
    };
    let mode = mode_of(exact, samples, stderr, seed);
    // An error raised by the plan, kept to be raised once the run has stopped.
    let failure: Mutex<Option<PyErr>> = Mutex::new(None);
    let choose = |seat: usize, hand: &[CardId], draws_left: u32| -> Result<u32, EquityError> {
        if let Some(game) = best {
            return Ok(plan::best_discard(game, hand, draws_left));
        }
        let Some(plan) = &plan else {
            return Ok(0);
        };
        Python::attach(|py| {
            plan.call1(py, (seat, hand.to_vec(), draws_left))
                .and_then(|mask| mask.extract::<u32>(py))
                .map_err(|error| {
                    failure
                        .lock()
                        .unwrap_or_else(|poisoned| poisoned.into_inner())
                        .get_or_insert(error);
                    EquityError::Stopped
                })
        })
    };
    let drawing = Drawing {
        later: later_draws,
        most_thrown,
        plan: if plan.is_some() || best.is_some() {
            Plan::Choose(&choose)
        } else {
            Plan::Pat
        },
    };
    let drawing = (later_draws > 0).then_some(&drawing);
    let result = with_progress(py, progress, |report| {
        run(&judging, &spot, mode, drawing, threads, report)
    });
    if let Some(error) = failure
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
        .take()
    {
        return Err(error);
    }
    let answer = result?;
    Ok((answer.splits, answer.exact, answer.stderr))
}

fn run(
    judging: &Judging,
    spot: &Spot,
    mode: Mode,
    drawing: Option<&Drawing<'_>>,
    threads: Option<usize>,
    report: &mut dyn FnMut(f64) -> bool,
) -> Result<Answer, EquityError> {
    fn go<S: Scoring>(
        scoring: &S,
        spot: &Spot,
        mode: Mode,
        drawing: Option<&Drawing<'_>>,
        threads: Option<usize>,
        report: &mut dyn FnMut(f64) -> bool,
    ) -> Result<Answer, EquityError> {
        completion::equity(scoring, spot, mode, drawing, threads, report)
    }
    match judging.0.as_str() {
        "high" => go(&High::new(), spot, mode, drawing, threads, report),
        "a5" => go(&LowA5::new(), spot, mode, drawing, threads, report),
        "stud8" => go(&StudHiLo::new(), spot, mode, drawing, threads, report),
        "low27" => go(&Low27::new(), spot, mode, drawing, threads, report),
        "badugi" => go(&Badugi::new(), spot, mode, drawing, threads, report),
        "omaha" => go(
            &OmahaHand::<false>::new(),
            spot,
            mode,
            drawing,
            threads,
            report,
        ),
        "omaha8" => go(
            &OmahaHand::<true>::new(),
            spot,
            mode,
            drawing,
            threads,
            report,
        ),
        "wild" => {
            let wild = Wild::new(judging.1, judging.2, judging.3, judging.4);
            go(&wild, spot, mode, drawing, threads, report)
        }
        other => unreachable!("scoring {other} passed the check of equity_deals"),
    }
}

pub fn install(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(equity_deals, m)?)
}
