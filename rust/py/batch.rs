//! Batch evaluation over buffers (numpy arrays), with the interpreter released.

use pyo3::buffer::{Element, PyBuffer, PyUntypedBuffer};
use pyo3::prelude::*;

use super::errors::{card_error, invalid_hand};
use super::parse_game;
use crate::eval;

/// Borrows a C-contiguous buffer of `T` as a slice, or says why it cannot.
fn slice_of<T: Element>(buffer: &PyBuffer<T>) -> PyResult<&[T]> {
    if !buffer.is_c_contiguous() {
        return Err(invalid_hand("the array must be C-contiguous".into()));
    }
    let ptr = buffer
        .as_slice_ptr()
        .ok_or_else(|| invalid_hand("the array must be C-contiguous".into()))?;
    // SAFETY: the buffer stays acquired (and so the memory alive) while `buffer` is borrowed,
    // and the evaluators only read it.
    Ok(unsafe { ptr.as_ref() })
}

/// Evaluates the rows of `hands` (a C-contiguous 2-D integer buffer of card ids) into `out`
/// (an int32 buffer with one entry per row). `masks`, for the wild scale, is a buffer of the
/// same shape whose non-zero entries mark wild cards; without it `wild_cards` (a card set)
/// says which cards are wild. `threads` (default 1; None: all cores) shares the rows between
/// threads.
#[pyfunction(signature = (hands, out, scale, wild_cards = 0b1111, masks = None, may_duplicate = false, threads = Some(1)))]
#[allow(clippy::too_many_arguments)]
pub fn evaluate_batch(
    py: Python<'_>,
    hands: &Bound<'_, PyAny>,
    out: &Bound<'_, PyAny>,
    scale: &str,
    wild_cards: u64,
    masks: Option<&Bound<'_, PyAny>>,
    may_duplicate: bool,
    threads: Option<usize>,
) -> PyResult<()> {
    let game = parse_game(scale, may_duplicate)?;
    let raw = PyUntypedBuffer::get(hands)?;
    if raw.dimensions() != 2 {
        return Err(invalid_hand(format!(
            "hands must be a 2-D array of card ids (rows of 5 to 7), got {} dimension(s)",
            raw.dimensions()
        )));
    }
    let (rows, width) = (raw.shape()[0], raw.shape()[1]);
    let out_buffer = PyBuffer::<i32>::get(out)?;
    if out_buffer.readonly() || out_buffer.item_count() != rows {
        return Err(invalid_hand(format!(
            "out must be a writable int32 array of {rows} entries"
        )));
    }
    let mask_buffer = masks.map(PyBuffer::<u8>::get).transpose()?;
    let mask_slice = match &mask_buffer {
        Some(m) if m.item_count() != rows * width => {
            return Err(invalid_hand(format!(
                "wild_mask must have the same shape as hands ({rows}, {width})"
            )))
        }
        Some(m) => Some(slice_of(m)?),
        None => None,
    };
    let out_ptr = out_buffer
        .as_slice_ptr()
        .filter(|_| out_buffer.is_c_contiguous())
        .ok_or_else(|| invalid_hand("out must be C-contiguous".into()))?;
    // SAFETY: `out_buffer` holds the writable buffer for the whole call and no other slice of
    // it exists; the Python facade allocates it fresh.
    let out_slice: &mut [i32] = unsafe { &mut *out_ptr.as_ptr() };

    macro_rules! run_as {
        ($($t:ty),*) => {$(
            if let Ok(typed) = raw.as_typed::<$t>() {
                let rows_slice = slice_of(typed)?;
                return py
                    .detach(|| {
                        eval::parallel::evaluate_batch_threads(
                            rows_slice, width, game, wild_cards, mask_slice, out_slice, threads,
                        )
                    })
                    .map_err(|error| match error {
                        Ok(n) => invalid_hand(format!("threads must be 1 to 1024, got {n}")),
                        Err(error) => card_error(error),
                    });
            }
        )*};
    }
    run_as!(u8, i8, u16, i16, u32, i32, u64, i64);
    Err(invalid_hand(format!(
        "hands must hold integers, got buffer format {:?}",
        raw.format()
    )))
}

/// Builds every lookup table now rather than on first use.
#[pyfunction]
pub fn warm_up() {
    let _ = eval::tables::high();
    let _ = eval::tables::low27();
    let _ = eval::tables::wild();
    let _ = eval::omaha::tables();
    let _ = eval::low_a5::tables();
    let _ = eval::badugi::tables();
}
