//! Batch evaluation over buffers (numpy arrays), with the interpreter released.
//!
//! While the interpreter is released, other Python threads may write the very arrays being
//! read. The buffers are therefore never borrowed as Rust slices: they are read through
//! [`Shared`], which copies each row once with volatile loads and checks only the copy.

use pyo3::buffer::{Element, PyBuffer, PyUntypedBuffer};
use pyo3::prelude::*;

use super::errors::{card_error, invalid_hand};
use super::parse_game;
use crate::eval::{self, Shared};

/// The elements of a C-contiguous buffer of `T`, as memory other threads may write.
pub(super) fn shared_of<'a, T: Element + Copy>(
    buffer: &'a PyBuffer<T>,
    what: &str,
) -> PyResult<Shared<'a, T>> {
    if !buffer.is_c_contiguous() {
        return Err(invalid_hand(format!("{what} must be C-contiguous")));
    }
    // SAFETY: the buffer stays acquired, so its memory stays alive, while `buffer` is
    // borrowed; `PyBuffer::<T>` checked the item size, format and alignment; a contiguous
    // buffer holds `item_count` items from `buf_ptr`. Other threads may write it meanwhile,
    // which `Shared` allows for by reading each value once, with a volatile load.
    Ok(unsafe { Shared::from_raw(buffer.buf_ptr() as *const T, buffer.item_count()) })
}

/// Evaluates the rows of `hands` (a C-contiguous 2-D integer buffer of card ids) into `out`
/// (a fresh int32 buffer with one entry per row). `masks`, for the wild scale, is a uint8
/// buffer of the same shape whose non-zero entries mark wild cards, each of which must be in
/// `wild_cards` (a card set); without masks `wild_cards` says which cards are wild.
/// `threads` (default 1; None: all cores) shares the rows between threads.
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
    let raw = PyUntypedBuffer::get(hands)
        .map_err(|_| invalid_hand("hands must be an array of card ids".into()))?;
    if raw.dimensions() != 2 {
        return Err(invalid_hand(format!(
            "hands must be a 2-D array of card ids (rows of 5 to 7), got {} dimension(s)",
            raw.dimensions()
        )));
    }
    let (rows, width) = (raw.shape()[0], raw.shape()[1]);
    let out_error = || {
        invalid_hand(format!(
            "out must be a writable int32 array of {rows} entries"
        ))
    };
    let out_buffer = PyBuffer::<i32>::get(out).map_err(|_| out_error())?;
    if out_buffer.readonly() || out_buffer.item_count() != rows {
        return Err(out_error());
    }
    let mask_buffer = masks
        .map(PyBuffer::<u8>::get)
        .transpose()
        .map_err(|_| invalid_hand("wild_mask must be a uint8 array".into()))?;
    let mask_rows = match &mask_buffer {
        Some(m) if m.item_count() != rows * width => {
            return Err(invalid_hand(format!(
                "wild_mask must have the same shape as hands ({rows}, {width})"
            )))
        }
        Some(m) => Some(shared_of(m, "wild_mask")?),
        None => None,
    };
    let out_ptr = out_buffer
        .as_slice_ptr()
        .filter(|_| out_buffer.is_c_contiguous())
        .ok_or_else(|| invalid_hand("out must be C-contiguous".into()))?;
    // SAFETY: `out_buffer` holds the writable buffer for the whole call and no other slice of
    // it exists; the Python facade allocates it fresh, so no other thread can see it.
    let out_slice: &mut [i32] = unsafe { &mut *out_ptr.as_ptr() };

    macro_rules! run_as {
        ($($t:ty),*) => {$(
            if let Ok(typed) = raw.as_typed::<$t>() {
                let ids = shared_of(typed, "hands")?;
                return py
                    .detach(|| {
                        eval::parallel_five_card::evaluate_batch_shared_threads(
                            ids, width, game, wild_cards, mask_rows, out_slice, threads,
                        )
                    })
                    .map_err(|error| match error {
                        Ok(n) => invalid_hand(format!(
                            "threads must be 1 to {}, got {n}",
                            crate::threads::MAX_THREADS
                        )),
                        Err(error) => card_error(error),
                    });
            }
        )*};
    }
    run_as!(u8, i8, u16, i16, u32, i32, u64, i64);
    Err(invalid_hand(format!(
        "hands must hold aligned integers, got buffer format {:?}",
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
