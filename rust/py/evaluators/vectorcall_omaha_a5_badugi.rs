//! Raw vectorcall entry points for the Omaha, ace-to-five and badugi single-hand evaluators,
//! in the manner of `py/vectorcall_five_card.rs`: plain int ids (given as the arguments, or as a list or
//! tuple) are read directly, and every other call is forwarded to the PyO3 function of the
//! same name, which owns every conversion and error message.

use std::ffi::{c_long, CStr};

use pyo3::ffi;
use pyo3::prelude::*;

use crate::eval::checked_omaha_a5_badugi::Qualifier;
use crate::eval::{badugi, low_a5, omaha};
use crate::py::vectorcall_five_card::{forward, ids_of, ids_of_args, install, Entry, Ids};

/// This file's slots among `py/vectorcall_five_card.rs`'s fallbacks.
const OMAHA: usize = 3;
const OMAHA_HILO: usize = 4;
const LOW_A5: usize = 5;
const BADUGI: usize = 6;

/// A new int, or NULL with an exception set.
unsafe fn int(value: u16) -> *mut ffi::PyObject {
    ffi::PyLong_FromLong(value as c_long)
}

/// A new reference to `None`, or to an int for a non-zero class.
unsafe fn class_or_none(class: Option<u16>) -> *mut ffi::PyObject {
    match class {
        Some(class) => int(class),
        None => {
            let none = ffi::Py_None();
            ffi::Py_IncRef(none);
            none
        }
    }
}

/// The hole and board of an Omaha call with two plain arguments, or `None`.
unsafe fn omaha_cards(
    args: *const *mut ffi::PyObject,
    nargs: ffi::Py_ssize_t,
    kwnames: *mut ffi::PyObject,
    hole: &mut Ids,
    board: &mut Ids,
) -> Option<(usize, usize)> {
    if nargs != 2 || !kwnames.is_null() {
        return None;
    }
    let mut seen = 0;
    let holes = (omaha::HOLE_MIN, omaha::HOLE_MAX);
    let h = ids_of(*args, holes, &mut seen, hole)?;
    let boards = (omaha::BOARD_MIN, omaha::BOARD_MAX);
    let b = ids_of(*args.offset(1), boards, &mut seen, board)?;
    Some((h, b))
}

unsafe extern "C" fn evaluate_omaha(
    _module: *mut ffi::PyObject,
    args: *const *mut ffi::PyObject,
    nargs: ffi::Py_ssize_t,
    kwnames: *mut ffi::PyObject,
) -> *mut ffi::PyObject {
    let (mut hole, mut board) = ([0; 7], [0; 7]);
    match omaha_cards(args, nargs, kwnames, &mut hole, &mut board) {
        Some((h, b)) => int(omaha::evaluate_unchecked(
            omaha::tables(),
            &hole[..h],
            &board[..b],
        )),
        None => forward(OMAHA, args, nargs, kwnames),
    }
}

unsafe extern "C" fn evaluate_omaha_hilo(
    _module: *mut ffi::PyObject,
    args: *const *mut ffi::PyObject,
    nargs: ffi::Py_ssize_t,
    kwnames: *mut ffi::PyObject,
) -> *mut ffi::PyObject {
    let (mut hole, mut board) = ([0; 7], [0; 7]);
    let Some((h, b)) = omaha_cards(args, nargs, kwnames, &mut hole, &mut board) else {
        return forward(OMAHA_HILO, args, nargs, kwnames);
    };
    let tables = omaha::tables();
    let (hole, board) = (&hole[..h], &board[..b]);
    let low = omaha::low_unchecked(tables, hole, board);
    let pair = ffi::PyTuple_New(2);
    if pair.is_null() {
        return pair;
    }
    let high = int(omaha::evaluate_unchecked(tables, hole, board));
    let low = class_or_none((low != 0).then_some(low as u16));
    if high.is_null() || low.is_null() {
        for item in [high, low] {
            if !item.is_null() {
                ffi::Py_DecRef(item);
            }
        }
        ffi::Py_DecRef(pair);
        return std::ptr::null_mut();
    }
    // PyTuple_SetItem steals the references.
    ffi::PyTuple_SetItem(pair, 0, high);
    ffi::PyTuple_SetItem(pair, 1, low);
    pair
}

/// The qualifier of a call whose only keyword is `qualify`, given as None or a plain int;
/// `Err` to take the slow path.
unsafe fn plain_qualifier(
    args: *const *mut ffi::PyObject,
    nargs: ffi::Py_ssize_t,
    kwnames: *mut ffi::PyObject,
) -> Result<Option<Qualifier>, ()> {
    if kwnames.is_null() {
        return Ok(None);
    }
    if ffi::PyTuple_Size(kwnames) != 1 {
        return Err(());
    }
    let name = ffi::PyTuple_GetItem(kwnames, 0);
    if name.is_null() || ffi::PyUnicode_CompareWithASCIIString(name, c"qualify".as_ptr()) != 0 {
        return Err(());
    }
    let value = *args.offset(nargs);
    if value == ffi::Py_None() {
        return Ok(None);
    }
    if ffi::PyLong_Check(value) == 0 || ffi::PyBool_Check(value) != 0 {
        return Err(());
    }
    let top = ffi::PyLong_AsLong(value);
    if top == -1 && !ffi::PyErr_Occurred().is_null() {
        ffi::PyErr_Clear();
        return Err(());
    }
    Qualifier::new(top as i64).map(Some).ok_or(())
}

unsafe extern "C" fn evaluate_low_a5(
    _module: *mut ffi::PyObject,
    args: *const *mut ffi::PyObject,
    nargs: ffi::Py_ssize_t,
    kwnames: *mut ffi::PyObject,
) -> *mut ffi::PyObject {
    let mut cards = [0; 7];
    if let Ok(qualify) = plain_qualifier(args, nargs, kwnames) {
        if let Some(n) = ids_of_args(args, nargs, (5, 7), &mut cards) {
            let class = low_a5::evaluate_unchecked(low_a5::tables(), &cards[..n]);
            return class_or_none(match qualify {
                Some(q) => q.apply(class),
                None => Some(class),
            });
        }
    }
    forward(LOW_A5, args, nargs, kwnames)
}

unsafe extern "C" fn evaluate_badugi(
    _module: *mut ffi::PyObject,
    args: *const *mut ffi::PyObject,
    nargs: ffi::Py_ssize_t,
    kwnames: *mut ffi::PyObject,
) -> *mut ffi::PyObject {
    let mut cards = [0; 7];
    if kwnames.is_null() && ids_of_args(args, nargs, (4, 4), &mut cards).is_some() {
        let four = [cards[0], cards[1], cards[2], cards[3]];
        return int(badugi::evaluate_unchecked(badugi::tables(), four));
    }
    forward(BADUGI, args, nargs, kwnames)
}

/// Installs the fast entries over the PyO3 functions of the same names.
pub fn install_all(module: &Bound<'_, PyModule>) -> PyResult<()> {
    let entries: [(&'static CStr, usize, Entry); 4] = [
        (c"evaluate_omaha", OMAHA, evaluate_omaha),
        (c"evaluate_omaha_hilo", OMAHA_HILO, evaluate_omaha_hilo),
        (c"evaluate_low_a5", LOW_A5, evaluate_low_a5),
        (c"evaluate_badugi", BADUGI, evaluate_badugi),
    ];
    for (name, slot, entry) in entries {
        install(module, name, slot, entry)?;
    }
    Ok(())
}
