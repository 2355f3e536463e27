//! Shuffling any Python objects with the seeded card shuffle, so a deck of `Card`s needs no
//! conversion to ids and back.

use pyo3::prelude::*;
use pyo3::types::PyList;

/// The items of a sequence as a new list, in the order the seeded shuffle gives: the same
/// permutation `shuffle` applies to card ids with the same seed (0 <= seed < 2**64).
#[pyfunction]
fn permuted<'py>(
    py: Python<'py>,
    mut items: Vec<Bound<'py, PyAny>>,
    seed: u64,
) -> PyResult<Bound<'py, PyList>> {
    crate::shuffle::shuffle(&mut items, seed);
    PyList::new(py, items)
}

/// Adds this file's functions to the module.
pub fn install(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(permuted, m)?)
}
