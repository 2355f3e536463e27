//! Turning core errors into the exception classes of `pokerules.errors`.
//!
//! The classes are defined once, in Python; the extension looks them up on first use.

use pyo3::prelude::*;
use pyo3::sync::PyOnceLock;
use pyo3::types::PyType;

use crate::cards::CardError;

static INVALID_CARD: PyOnceLock<Py<PyType>> = PyOnceLock::new();
static INVALID_HAND: PyOnceLock<Py<PyType>> = PyOnceLock::new();
static INVALID_ARGUMENT: PyOnceLock<Py<PyType>> = PyOnceLock::new();
static INVALID_RANGE: PyOnceLock<Py<PyType>> = PyOnceLock::new();

fn raise(cell: &'static PyOnceLock<Py<PyType>>, name: &str, message: String) -> PyErr {
    Python::attach(|py| match cell.import(py, "pokerules.errors", name) {
        Ok(class) => PyErr::from_type(class.clone(), message),
        Err(import_failed) => import_failed,
    })
}

/// An `InvalidCardError` with this message.
pub fn invalid_card(message: String) -> PyErr {
    raise(&INVALID_CARD, "InvalidCardError", message)
}

/// An `InvalidHandError` with this message.
pub fn invalid_hand(message: String) -> PyErr {
    raise(&INVALID_HAND, "InvalidHandError", message)
}

/// An `InvalidArgumentError` with this message.
pub fn invalid_argument(message: String) -> PyErr {
    raise(&INVALID_ARGUMENT, "InvalidArgumentError", message)
}

/// An `InvalidRangeError` with this message.
pub fn invalid_range(message: String) -> PyErr {
    raise(&INVALID_RANGE, "InvalidRangeError", message)
}

/// The Python exception for a core error: bad card text or ids are card errors, the rest
/// (counts, duplicates, masks) are hand errors.
pub fn card_error(error: CardError) -> PyErr {
    let about_a_card = match &error {
        CardError::Row { error, .. } => {
            matches!(**error, CardError::BadText(_) | CardError::BadId(_))
        }
        e => matches!(e, CardError::BadText(_) | CardError::BadId(_)),
    };
    if about_a_card {
        invalid_card(error.to_string())
    } else {
        invalid_hand(error.to_string())
    }
}
