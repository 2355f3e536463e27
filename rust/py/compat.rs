//! Bindings for the drop-in modules (`pokerules.compat`): a peer library's card objects read
//! in one call, so a drop-in costs no more than the library it replaces.

use pyo3::intern;
use pyo3::prelude::*;
use pyo3::types::{PyList, PyTuple};

use super::errors::{card_error, invalid_card, invalid_hand};
use crate::cards::{self, CardId};
use crate::eval;

/// The most cards a high hand holds.
const MOST: usize = 7;

/// The high class (1 = royal flush … 7,462) of 5 to 7 cards given as objects with eval7's
/// `mask` attribute (one bit, `1 << (suit * 13 + rank)`), in a list or tuple. Raises
/// InvalidCardError for an item without such a mask and InvalidHandError for a wrong count
/// or a repeated card (both ValueErrors).
#[pyfunction]
fn high_class_of_masks(cards: &Bound<'_, PyAny>) -> PyResult<u16> {
    let name = intern!(cards.py(), "mask");
    let mut ids = [0 as CardId; MOST];
    let mut count = 0;
    let mut read = |item: Bound<'_, PyAny>| -> PyResult<()> {
        if count == MOST {
            return Err(too_many());
        }
        ids[count] = item
            .getattr(name)
            .ok()
            .and_then(|mask| mask.extract::<u64>().ok())
            .and_then(cards::from_suit_major_bit)
            .ok_or_else(|| {
                invalid_card(
                    "expected an eval7 Card: an object whose mask is one of 52 bits".into(),
                )
            })?;
        count += 1;
        Ok(())
    };
    // A list is read item by item as it stands (a mask property could change it).
    if let Ok(list) = cards.cast::<PyList>() {
        list.iter().try_for_each(&mut read)?;
    } else if let Ok(tuple) = cards.cast::<PyTuple>() {
        tuple.iter().try_for_each(&mut read)?;
    } else {
        return Err(invalid_hand(
            "cards must be a list or tuple of eval7 Cards".into(),
        ));
    }
    if count < 5 {
        return Err(invalid_hand(format!(
            "got {count} cards: eval7's evaluate takes 5 to 7 cards"
        )));
    }
    eval::evaluate_high(&ids[..count]).map_err(card_error)
}

fn too_many() -> PyErr {
    invalid_hand("more than 7 cards: eval7's evaluate takes 5 to 7 cards".into())
}

/// Adds the drop-in bindings to the module.
pub fn install(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(high_class_of_masks, m)?)
}
