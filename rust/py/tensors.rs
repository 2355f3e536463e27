//! The observation encoder of `pokerules.envs`: the Python layer hands over the state, this
//! writes the vector (see `crate::tensors::observation`).

use pyo3::buffer::PyBuffer;
use pyo3::prelude::*;
use pyo3::types::PyTuple;

use super::errors::invalid_argument;
use crate::tensors::observation::{
    encode, Action, BettingHistory, ObservationLayout, PrivateState, PublicState, TensorError,
};

fn to_py(error: TensorError) -> PyErr {
    invalid_argument(error.0)
}

/// The integers of a tuple (the engine's state comes as tuples: read item by item, without
/// the generic sequence protocol), or of any other sequence.
fn ints(obj: &Bound<'_, PyAny>) -> PyResult<Vec<i64>> {
    let read = match obj.cast::<PyTuple>() {
        Ok(tuple) => tuple.iter().map(|item| item.extract::<i64>()).collect(),
        Err(_) => obj.extract(),
    };
    read.map_err(|_| invalid_argument("the encoder takes sequences of integers".into()))
}

fn chips(obj: &Bound<'_, PyAny>) -> PyResult<Vec<f32>> {
    Ok(ints(obj)?.into_iter().map(|v| v as f32).collect())
}

/// Card ids (0..51, checked where they are written) of a tuple or sequence.
fn card_ids(obj: &Bound<'_, PyAny>) -> PyResult<Vec<u8>> {
    ints(obj)?
        .into_iter()
        .map(|v| u8::try_from(v).map_err(|_| invalid_argument("a card id is 0 to 51".into())))
        .collect()
}

/// One hand's observation encoder: the layout, the betting and draws so far, and the public
/// state last set. `pokerules.envs.observation.Layout` drives it.
#[pyclass(module = "pokerules._core")]
#[derive(Clone)]
pub struct ObservationEncoder {
    layout: ObservationLayout,
    history: BettingHistory,
    public: PublicState,
    scratch: Vec<f32>,
}

#[pymethods]
impl ObservationEncoder {
    #[new]
    #[pyo3(signature = (players, held, rounds, draws, slots, games, rolls))]
    fn new(
        players: usize,
        held: usize,
        rounds: usize,
        draws: usize,
        slots: usize,
        games: usize,
        rolls: bool,
    ) -> PyResult<Self> {
        let layout = ObservationLayout::new(players, held, rounds, draws, slots, games, rolls)
            .map_err(to_py)?;
        let history = BettingHistory::new(&layout);
        let scratch = vec![0.0; layout.size];
        Ok(Self {
            layout,
            history,
            public: PublicState::default(),
            scratch,
        })
    }

    /// The length of the vector.
    #[getter]
    fn size(&self) -> usize {
        self.layout.size
    }

    /// A copy with its own records (states are cloned, as OpenSpiel does).
    fn __copy__(&self) -> Self {
        self.clone()
    }

    /// The same as `__copy__`: the encoder holds no Python objects.
    fn __deepcopy__(&self, _memo: &Bound<'_, PyAny>) -> Self {
        self.clone()
    }

    /// Record a betting action of `kind` (an index of KINDS) by `seat` in betting round `round`.
    fn add_action(&mut self, round: usize, seat: u8, kind: u8, added: i64) -> PyResult<()> {
        let action = Action {
            seat,
            kind,
            added: added as f32,
        };
        self.history.add_action(round, action).map_err(to_py)
    }

    /// Record that `seat` threw `count` cards in draw `draw`.
    fn add_draw(&mut self, draw: usize, seat: usize, count: u32) -> PyResult<()> {
        self.history.add_draw(draw, seat, count).map_err(to_py)
    }

    /// Set what every seat sees now, by absolute seat: `seats_in` are those not folded;
    /// `actor` and `round` are -1 for none.
    #[pyo3(signature = (showing, board, seats_in, button, actor, phase, round, game, stacks, round_bets, contributions, current_bet, pot))]
    #[allow(clippy::too_many_arguments)]
    fn set_public(
        &mut self,
        showing: &Bound<'_, PyAny>,
        board: &Bound<'_, PyAny>,
        seats_in: &Bound<'_, PyAny>,
        button: usize,
        actor: i64,
        phase: usize,
        round: i64,
        game: usize,
        stacks: &Bound<'_, PyAny>,
        round_bets: &Bound<'_, PyAny>,
        contributions: &Bound<'_, PyAny>,
        current_bet: i64,
        pot: i64,
    ) -> PyResult<()> {
        let showing = match showing.cast::<PyTuple>() {
            Ok(tuple) => tuple
                .iter()
                .map(|up| card_ids(&up))
                .collect::<PyResult<_>>()?,
            Err(_) => showing.extract().map_err(|_| {
                invalid_argument("showing is a sequence of card-id sequences".into())
            })?,
        };
        let mut folded = vec![true; self.layout.players];
        for seat in ints(seats_in)? {
            match usize::try_from(seat).ok().and_then(|s| folded.get_mut(s)) {
                Some(flag) => *flag = false,
                None => {
                    return Err(invalid_argument(format!(
                        "a seat in the hand is below {}, not {seat}",
                        self.layout.players
                    )))
                }
            }
        }
        let public = PublicState {
            showing,
            board: card_ids(board)?,
            folded,
            button,
            actor: usize::try_from(actor).ok(),
            phase,
            round: usize::try_from(round).ok(),
            game,
            stacks: chips(stacks)?,
            round_bets: chips(round_bets)?,
            contributions: chips(contributions)?,
            current_bet: current_bet as f32,
            pot: pot as f32,
        };
        public.check(&self.layout).map_err(to_py)?;
        self.public = public;
        Ok(())
    }

    /// Write `seat`'s observation into `out` (a writable float32 array of `size` entries):
    /// its cards in order, their face-up flags, its discards and the place among its cards
    /// of the card it rolled (-1 for none), with the public state last set.
    #[pyo3(signature = (out, seat, cards, face_up, discards, rolled))]
    #[allow(clippy::too_many_arguments)]
    fn encode(
        &mut self,
        py: Python<'_>,
        out: &Bound<'_, PyAny>,
        seat: usize,
        cards: &Bound<'_, PyAny>,
        face_up: &Bound<'_, PyAny>,
        discards: &Bound<'_, PyAny>,
        rolled: i64,
    ) -> PyResult<()> {
        let (cards, discards) = (card_ids(cards)?, card_ids(discards)?);
        let face_up = match face_up.cast::<PyTuple>() {
            Ok(tuple) => tuple
                .iter()
                .map(|up| up.extract::<bool>())
                .collect::<PyResult<_>>(),
            Err(_) => face_up.extract(),
        }
        .map_err(|_| invalid_argument("face_up is a sequence of booleans".into()))?;
        if self.public.stacks.is_empty() {
            return Err(invalid_argument("set_public comes before encode".into()));
        }
        let private = PrivateState {
            seat,
            cards,
            face_up,
            discards,
            rolled: usize::try_from(rolled).ok(),
        };
        encode(
            &self.layout,
            &self.history,
            &self.public,
            &private,
            &mut self.scratch,
        )
        .map_err(to_py)?;
        let size = self.layout.size;
        let bad = || {
            invalid_argument(format!(
                "out is a writable C-contiguous float32 array of {size} entries"
            ))
        };
        let buffer = PyBuffer::<f32>::get(out).map_err(|_| bad())?;
        if buffer.readonly() || !buffer.is_c_contiguous() || buffer.item_count() != size {
            return Err(bad());
        }
        buffer.copy_from_slice(py, &self.scratch).map_err(|_| bad())
    }
}

pub fn install(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<ObservationEncoder>()
}
