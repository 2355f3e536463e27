//! Raw vectorcall entry points for the three single-hand evaluators.
//!
//! A call such as `evaluate(51, 47, 43, 39, 35, 0, 5)` is the hot path of engines that
//! swap pokerules in for phevaluator, so it must cost less than their C function. PyO3's
//! `*args` handling builds a tuple and wraps every argument; here CPython hands the
//! arguments over as a plain array (METH_FASTCALL, stable ABI since 3.10), plain int ids are
//! read directly, and anything else (text, iterables, keywords, bad input) is forwarded to
//! the PyO3 function of the same name, which owns every conversion and error message.

use std::ffi::{c_int, CStr};
use std::ptr;
use std::sync::atomic::{AtomicPtr, Ordering};

use pyo3::ffi;
use pyo3::prelude::*;

use crate::cards::CardId;
use crate::eval::{high, lowball27, tables, wild, DEUCES};

/// The PyO3 function each fast entry forwards to, by entry: 0..3 here, 3..7 in
/// `evaluators/vectorcall_omaha_a5_badugi.rs`.
static FALLBACKS: [AtomicPtr<ffi::PyObject>; 7] = [const { AtomicPtr::new(ptr::null_mut()) }; 7];

const HIGH: usize = 0;
const LOW27: usize = 1;
const WILD: usize = 2;

/// Up to seven cards read from plain ints.
pub(super) type Ids = [CardId; 7];

/// Reads `min..=max` distinct plain-int ids (bools excluded) from `item(0..n)` (borrowed
/// references), none of them in `seen`; adds them to `seen`. Gives up with `None`, leaving no
/// Python error set.
#[inline(always)]
unsafe fn ids_from(
    n: ffi::Py_ssize_t,
    item: impl Fn(ffi::Py_ssize_t) -> *mut ffi::PyObject,
    (min, max): (usize, usize),
    seen: &mut u64,
    cards: &mut Ids,
) -> Option<usize> {
    let n = usize::try_from(n)
        .ok()
        .filter(|n| (min..=max).contains(n))?;
    for (i, slot) in cards.iter_mut().take(n).enumerate() {
        let obj = item(i as ffi::Py_ssize_t);
        // A bool is an int to CPython, but never a card here: the slow path refuses it.
        if obj.is_null() || ffi::PyLong_Check(obj) == 0 || ffi::PyBool_Check(obj) != 0 {
            return None;
        }
        let id = ffi::PyLong_AsLong(obj);
        if !(0..52).contains(&id) {
            if id == -1 && !ffi::PyErr_Occurred().is_null() {
                ffi::PyErr_Clear();
            }
            return None;
        }
        if *seen >> id & 1 == 1 {
            return None;
        }
        *seen |= 1 << id;
        *slot = id as CardId;
    }
    Some(n)
}

/// Reads plain-int ids from a list or tuple.
#[inline(always)]
pub(super) unsafe fn ids_of(
    obj: *mut ffi::PyObject,
    counts: (usize, usize),
    seen: &mut u64,
    cards: &mut Ids,
) -> Option<usize> {
    if ffi::PyList_Check(obj) != 0 {
        let n = ffi::PyList_Size(obj);
        return ids_from(n, |i| ffi::PyList_GetItem(obj, i), counts, seen, cards);
    }
    if ffi::PyTuple_Check(obj) != 0 {
        let n = ffi::PyTuple_Size(obj);
        return ids_from(n, |i| ffi::PyTuple_GetItem(obj, i), counts, seen, cards);
    }
    None
}

/// Reads `*cards` arguments of plain-int ids: the arguments themselves, or one list or tuple.
#[inline(always)]
pub(super) unsafe fn ids_of_args(
    args: *const *mut ffi::PyObject,
    nargs: ffi::Py_ssize_t,
    counts: (usize, usize),
    cards: &mut Ids,
) -> Option<usize> {
    let mut seen = 0;
    if nargs == 1 {
        if let Some(n) = ids_of(*args, counts, &mut seen, cards) {
            return Some(n);
        }
    }
    ids_from(nargs, |i| *args.offset(i), counts, &mut seen, cards)
}

/// Calls the PyO3 function behind `entry` with the same arguments.
pub(super) unsafe fn forward(
    entry: usize,
    args: *const *mut ffi::PyObject,
    nargs: ffi::Py_ssize_t,
    kwnames: *mut ffi::PyObject,
) -> *mut ffi::PyObject {
    let function = FALLBACKS[entry].load(Ordering::Acquire);
    let positional = ffi::PyTuple_New(nargs);
    if positional.is_null() {
        return ptr::null_mut();
    }
    for i in 0..nargs {
        let arg = *args.offset(i);
        ffi::Py_IncRef(arg);
        ffi::PyTuple_SetItem(positional, i, arg);
    }
    let mut keywords = ptr::null_mut();
    if !kwnames.is_null() {
        keywords = ffi::PyDict_New();
        if keywords.is_null() {
            ffi::Py_DecRef(positional);
            return ptr::null_mut();
        }
        for j in 0..ffi::PyTuple_Size(kwnames) {
            let name = ffi::PyTuple_GetItem(kwnames, j);
            if ffi::PyDict_SetItem(keywords, name, *args.offset(nargs + j)) < 0 {
                ffi::Py_DecRef(positional);
                ffi::Py_DecRef(keywords);
                return ptr::null_mut();
            }
        }
    }
    let result = ffi::PyObject_Call(function, positional, keywords);
    ffi::Py_DecRef(positional);
    if !keywords.is_null() {
        ffi::Py_DecRef(keywords);
    }
    result
}

/// The body every fast entry shares: plain ids straight to `value_of`, the rest forwarded.
#[inline(always)]
unsafe fn fast_or_forward(
    entry: usize,
    args: *const *mut ffi::PyObject,
    nargs: ffi::Py_ssize_t,
    kwnames: *mut ffi::PyObject,
    value_of: impl Fn(&[CardId]) -> i32,
) -> *mut ffi::PyObject {
    let mut cards = [0; 7];
    match ids_of_args(args, nargs, (5, 7), &mut cards) {
        Some(n) if kwnames.is_null() => ffi::PyLong_FromLong(value_of(&cards[..n]).into()),
        _ => forward(entry, args, nargs, kwnames),
    }
}

unsafe extern "C" fn evaluate(
    _module: *mut ffi::PyObject,
    args: *const *mut ffi::PyObject,
    nargs: ffi::Py_ssize_t,
    kwnames: *mut ffi::PyObject,
) -> *mut ffi::PyObject {
    fast_or_forward(HIGH, args, nargs, kwnames, |hand| {
        high::evaluate_unchecked(high::tables(), hand).into()
    })
}

unsafe extern "C" fn evaluate_low27(
    _module: *mut ffi::PyObject,
    args: *const *mut ffi::PyObject,
    nargs: ffi::Py_ssize_t,
    kwnames: *mut ffi::PyObject,
) -> *mut ffi::PyObject {
    fast_or_forward(LOW27, args, nargs, kwnames, |hand| {
        lowball27::evaluate_unchecked(lowball27::tables(), hand).into()
    })
}

unsafe extern "C" fn evaluate_wild(
    _module: *mut ffi::PyObject,
    args: *const *mut ffi::PyObject,
    nargs: ffi::Py_ssize_t,
    kwnames: *mut ffi::PyObject,
) -> *mut ffi::PyObject {
    // Without keywords the deuces are wild and nothing is duplicated.
    fast_or_forward(WILD, args, nargs, kwnames, |hand| {
        let positions = wild::positions_in(hand, DEUCES);
        wild::evaluate_unchecked(tables::wild(), hand, positions, false).into()
    })
}

pub(super) type Entry = unsafe extern "C" fn(
    *mut ffi::PyObject,
    *const *mut ffi::PyObject,
    ffi::Py_ssize_t,
    *mut ffi::PyObject,
) -> *mut ffi::PyObject;

/// Replaces the module's PyO3 function `name` with a fast entry that forwards to it.
pub(super) fn install(
    module: &Bound<'_, PyModule>,
    name: &'static CStr,
    entry: usize,
    function: Entry,
) -> PyResult<()> {
    let py = module.py();
    let key = name
        .to_str()
        .map_err(|_| pyo3::exceptions::PyValueError::new_err("entry names are ASCII"))?;
    let fallback = module.getattr(key)?;
    let doc: Option<String> = fallback.getattr("__doc__")?.extract()?;
    let signature: Option<String> = fallback
        .getattr("__text_signature__")
        .ok()
        .and_then(|s| s.extract().ok());
    // CPython reads a signature from the docstring's first line when it ends with "--".
    let text = format!(
        "{key}{}\n--\n\n{}",
        signature.unwrap_or_else(|| "(*cards)".into()),
        doc.unwrap_or_default()
    );
    let doc = Box::leak(std::ffi::CString::new(text)?.into_boxed_c_str());
    // The method table must outlive the module, which lives until the interpreter exits.
    let def = Box::leak(Box::new(ffi::PyMethodDef {
        ml_name: name.as_ptr(),
        ml_meth: ffi::PyMethodDefPointer {
            PyCFunctionFastWithKeywords: function,
        },
        ml_flags: (ffi::METH_FASTCALL | ffi::METH_KEYWORDS) as c_int,
        ml_doc: doc.as_ptr(),
    }));
    FALLBACKS[entry].store(fallback.clone().unbind().into_ptr(), Ordering::Release);
    let module_name = module.name()?;
    // SAFETY: `def` is 'static; PyCFunction_NewEx returns a new reference or NULL with an
    // exception set, which `from_owned_ptr_or_err` turns into a PyErr.
    let fast = unsafe {
        Bound::from_owned_ptr_or_err(
            py,
            ffi::PyCFunction_NewEx(def, ptr::null_mut(), module_name.as_ptr()),
        )?
    };
    module.setattr(key, fast)
}

/// Installs the fast entries over `evaluate`, `evaluate_low27` and `evaluate_wild`.
pub fn install_all(module: &Bound<'_, PyModule>) -> PyResult<()> {
    install(module, c"evaluate", HIGH, evaluate)?;
    install(module, c"evaluate_low27", LOW27, evaluate_low27)?;
    install(module, c"evaluate_wild", WILD, evaluate_wild)
}
