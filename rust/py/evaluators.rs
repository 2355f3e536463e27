//! Bindings of the Omaha, ace-to-five and badugi evaluators: single hands (with the
//! interpreter held; `evaluators/vectorcall_omaha_a5_badugi.rs` reads plain int ids directly)
//! and batches over buffers (with it released).

mod vectorcall_omaha_a5_badugi;

use std::ptr::NonNull;

use pyo3::buffer::{PyBuffer, PyUntypedBuffer};
use pyo3::prelude::*;
use pyo3::types::{PyBool, PyByteArray, PyBytes, PyInt, PyMapping, PyString, PyTuple};

use super::batch::shared_of;
use super::convert::{card_from, is_integer};
use super::errors::{card_error, invalid_card, invalid_hand};
use crate::cards::{self, CardError, CardId};
use crate::eval::checked_omaha_a5_badugi::{self as checked, Qualifier};
use crate::eval::parallel_omaha_a5_badugi;
use crate::eval::{badugi, low_a5, omaha};

/// How many cards a part of a hand may hold, and what to call it in messages.
#[derive(Clone, Copy)]
struct Part {
    game: &'static str,
    what: &'static str,
    min: usize,
    max: usize,
}

const HOLE: Part = Part {
    game: "Omaha",
    what: "hole card",
    min: omaha::HOLE_MIN,
    max: omaha::HOLE_MAX,
};
const BOARD: Part = Part {
    game: "Omaha",
    what: "board card",
    min: omaha::BOARD_MIN,
    max: omaha::BOARD_MAX,
};
const LOW_HAND: Part = Part {
    game: "ace-to-five low",
    what: "card",
    min: 5,
    max: 7,
};
const BADUGI_HAND: Part = Part {
    game: "badugi",
    what: "card",
    min: 4,
    max: 4,
};

/// The most cards any part holds; parts are read into stack arrays of this size.
const MOST: usize = 7;

/// Up to `MOST` cards read from Python.
struct Cards {
    cards: [CardId; MOST],
    len: usize,
}

impl Cards {
    fn as_slice(&self) -> &[CardId] {
        &self.cards[..self.len]
    }
}

impl Part {
    fn count_error(self, got: usize) -> CardError {
        CardError::CountFor {
            game: self.game,
            what: self.what,
            got,
            min: self.min,
            max: self.max,
        }
    }

    fn too_many(self, got: usize) -> PyErr {
        card_error(self.count_error(got))
    }
}

fn type_name(obj: &Bound<'_, PyAny>) -> String {
    obj.get_type()
        .name()
        .map(|n| n.to_string())
        .unwrap_or_else(|_| "object".into())
}

/// The cards of one part of a hand: card text ("As Kd Qh Jc"), or an iterable of cards (ids,
/// text or Cards), read for at most one card more than the part holds.
fn part_from(obj: &Bound<'_, PyAny>, part: Part) -> PyResult<Cards> {
    let mut out = Cards {
        cards: [0; MOST],
        len: 0,
    };
    let plural = format!("{}s", part.what);
    if let Ok(text) = obj.cast::<PyString>() {
        // A lone surrogate cannot be encoded; as U+FFFD it names no card and is reported so.
        let text = text.to_cow().unwrap_or_else(|_| text.to_string_lossy());
        let parsed = cards::parse_hand(&text).map_err(card_error)?;
        if parsed.len() > part.max {
            return Err(part.too_many(parsed.len()));
        }
        out.cards[..parsed.len()].copy_from_slice(&parsed);
        out.len = parsed.len();
        return Ok(out);
    }
    // One card where a hand is expected, and iterables of something other than cards (bytes
    // iterate as small ints, mappings as their keys), are mistakes, not hands.
    if obj.is_instance_of::<PyInt>()
        || obj.is_instance_of::<PyBool>()
        || obj.is_instance_of::<PyBytes>()
        || obj.is_instance_of::<PyByteArray>()
        || obj.cast::<PyMapping>().is_ok()
    {
        return Err(invalid_card(format!(
            "{} must be card text such as \"As Kd\" or an iterable of cards, not {}",
            plural,
            type_name(obj)
        )));
    }
    if let Some(got) = obj.len().ok().filter(|&n| n > part.max) {
        return Err(part.too_many(got));
    }
    let items = obj.try_iter().map_err(|_| {
        invalid_card(format!(
            "{} must be card text such as \"As Kd\" or an iterable of cards, not {}",
            plural,
            type_name(obj)
        ))
    })?;
    for item in items {
        if out.len == part.max {
            // Not read further: the iterable may never end. The message is the count error's
            // with "more than" for the number.
            let message = part.count_error(part.max + 1).to_string();
            let rest = message.split_once(": ").map_or("", |(_, rest)| rest);
            return Err(invalid_hand(format!(
                "got more than {} {plural}: {rest}",
                part.max
            )));
        }
        let item = item?;
        // A bool is an int to Python, but never a card.
        if item.is_instance_of::<PyBool>() {
            return Err(invalid_card(
                "expected a card (an id 0..51, text such as \"As\", or a Card), got bool".into(),
            ));
        }
        out.cards[out.len] = card_from(&item)?;
        out.len += 1;
    }
    Ok(out)
}

/// The cards of `*cards` arguments: each argument a card, or one argument holding them all.
fn cards_from_args(args: &Bound<'_, PyTuple>, part: Part) -> PyResult<Cards> {
    if args.len() == 1 {
        let only = args.get_item(0)?;
        if !only.is_instance_of::<PyInt>() {
            return part_from(&only, part);
        }
    }
    if args.len() > part.max {
        return Err(part.too_many(args.len()));
    }
    part_from(args.as_any(), part)
}

/// The qualifier named by `qualify`: None, or an int from 5 to 13 (8 for eight or better).
fn qualifier_from(qualify: Option<&Bound<'_, PyAny>>) -> PyResult<Option<Qualifier>> {
    let Some(qualify) = qualify.filter(|q| !q.is_none()) else {
        return Ok(None);
    };
    let bad = || {
        invalid_hand(format!(
            "qualify must be None or the highest rank a qualifying low may hold, 5 to 13 (8 for \
             eight or better; ace = 1, jack 11, queen 12, king 13), not {}",
            qualify
                .repr()
                .map(|r| r.to_string().chars().take(40).collect::<String>())
                .unwrap_or_else(|_| type_name(qualify))
        ))
    };
    // An int or a numpy integer; never a bool, nor an object that merely has `__index__`.
    if !is_integer(qualify)? {
        return Err(bad());
    }
    let top: i64 = qualify.extract().map_err(|_| bad())?;
    Qualifier::new(top).map(Some).ok_or_else(bad)
}

/// Omaha high class (1 = royal flush … 7462): two of 4-6 hole cards, three of 3-5 board cards.
///
/// The number is phevaluator's `evaluate_omaha_cards` number; lower is better. `hole` and
/// `board` are each card text ("As Kd Qh Jc") or an iterable of cards (ids, text or Cards).
#[pyfunction]
fn evaluate_omaha(hole: &Bound<'_, PyAny>, board: &Bound<'_, PyAny>) -> PyResult<u16> {
    let hole = part_from(hole, HOLE)?;
    let board = part_from(board, BOARD)?;
    checked::evaluate_omaha(hole.as_slice(), board.as_slice()).map_err(card_error)
}

/// Omaha hi-lo: the high class and the eight-or-better low class (None without a low).
///
/// Each half uses its own two hole and three board cards; the low is on the ace-to-five
/// scale (1 = 5-4-3-2-A … 56 = 8-7-6-5-4). Cards are given as for `evaluate_omaha`.
#[pyfunction]
fn evaluate_omaha_hilo(
    hole: &Bound<'_, PyAny>,
    board: &Bound<'_, PyAny>,
) -> PyResult<(u16, Option<u16>)> {
    let hole = part_from(hole, HOLE)?;
    let board = part_from(board, BOARD)?;
    checked::evaluate_omaha_hilo(hole.as_slice(), board.as_slice()).map_err(card_error)
}

/// The five cards (two hole cards, then three board cards) of the best Omaha high hand, or
/// with `low=True` of the best eight-or-better low (None without one).
#[pyfunction(signature = (hole, board, low = false))]
fn best_omaha_hand(
    hole: &Bound<'_, PyAny>,
    board: &Bound<'_, PyAny>,
    low: bool,
) -> PyResult<Option<Vec<CardId>>> {
    let hole = part_from(hole, HOLE)?;
    let board = part_from(board, BOARD)?;
    checked::best_omaha(hole.as_slice(), board.as_slice(), low)
        .map(|five| five.map(|f| f.to_vec()))
        .map_err(card_error)
}

/// Ace-to-five low class (1 = 5-4-3-2-A … 6175) of the best five of 5 to 7 cards.
///
/// Aces are low, straights and flushes do not count. With `qualify=8` (or another top rank
/// from 5 to 13), None unless the low has five different ranks, none above it. Cards are
/// given as for `evaluate`; lower is better.
#[pyfunction(signature = (*cards, qualify = None))]
fn evaluate_low_a5(
    cards: &Bound<'_, PyTuple>,
    qualify: Option<&Bound<'_, PyAny>>,
) -> PyResult<Option<u16>> {
    let qualify = qualifier_from(qualify)?;
    let hand = cards_from_args(cards, LOW_HAND)?;
    checked::evaluate_low_a5(hand.as_slice(), qualify).map_err(card_error)
}

/// The five cards of the best ace-to-five low, highest first (ace last).
#[pyfunction(signature = (*cards))]
fn best_five_low_a5(cards: &Bound<'_, PyTuple>) -> PyResult<Vec<CardId>> {
    let hand = cards_from_args(cards, LOW_HAND)?;
    checked::best_five_low_a5(hand.as_slice())
        .map(|five| five.to_vec())
        .map_err(card_error)
}

/// Badugi class (1 = 4-3-2-A of four suits … 1092 = a lone king) of four cards.
///
/// A hand plays its largest set with no repeated rank or suit; more cards beat fewer, then
/// the lowest from the top card down, aces low. Cards are given as for `evaluate`.
#[pyfunction(signature = (*cards))]
fn evaluate_badugi(cards: &Bound<'_, PyTuple>) -> PyResult<u16> {
    let hand = cards_from_args(cards, BADUGI_HAND)?;
    checked::evaluate_badugi(hand.as_slice()).map_err(card_error)
}

/// The cards of the best badugi in four cards, highest first (aces low).
#[pyfunction(signature = (*cards))]
fn best_badugi(cards: &Bound<'_, PyTuple>) -> PyResult<Vec<CardId>> {
    let hand = cards_from_args(cards, BADUGI_HAND)?;
    checked::best_badugi(hand.as_slice()).map_err(card_error)
}

/// The category (as `hand_shape`: 6 = three of a kind … 9 = high card; for badugi, the number
/// of cards) and compared ranks (0 = deuce … 12 = ace) of a value on the "a5" or "badugi"
/// scale.
#[pyfunction]
fn scale_shape(value: i64, scale: &str) -> PyResult<(u8, Vec<u8>)> {
    let class = i32::try_from(value).unwrap_or(0);
    let shape = match scale {
        "a5" => checked::low_a5_shape(class).map(|s| (s.category as u8, s.ranks.to_vec())),
        "badugi" => checked::badugi_ranks(class).map(|ranks| (ranks.len() as u8, ranks)),
        other => {
            return Err(invalid_hand(format!(
                "unknown scale {other:?}: expected \"a5\" or \"badugi\""
            )))
        }
    };
    let last = if scale == "a5" {
        low_a5::CLASSES
    } else {
        badugi::CLASSES
    };
    shape.ok_or_else(|| {
        invalid_hand(format!(
            "{value} is not a hand value on the {scale} scale (1..{last})"
        ))
    })
}

/// The memory of a writable int32 buffer of `len` entries.
fn out_memory(buffer: &PyBuffer<i32>, len: usize, what: &str) -> PyResult<NonNull<[i32]>> {
    let error = || {
        invalid_hand(format!(
            "{what} must be a writable int32 array of {len} entries"
        ))
    };
    if buffer.readonly() || buffer.item_count() != len {
        return Err(error());
    }
    buffer
        .as_slice_ptr()
        .filter(|_| buffer.is_c_contiguous())
        .ok_or_else(error)
}

/// The rows and width of a 2-D buffer of ids.
fn shape_of(raw: &PyUntypedBuffer, what: &str) -> PyResult<(usize, usize)> {
    match raw.shape() {
        [rows, width] => Ok((*rows, *width)),
        shape => Err(invalid_hand(format!(
            "{what} must be a 2-D array of card ids, got {} dimension(s)",
            shape.len()
        ))),
    }
}

/// A threaded batch's failure as a Python error: a bad thread count or a bad card.
fn batch_error(error: Result<usize, CardError>) -> PyErr {
    match error {
        Ok(n) => invalid_hand(format!(
            "threads must be 1 to {}, got {n}",
            crate::threads::MAX_THREADS
        )),
        Err(error) => card_error(error),
    }
}

/// Omaha high classes of the rows of `holes` (N x 4..6) with `boards` (N x 3..5), both of the
/// same integer type, into `high_out`, and eight-or-better lows (0 for none) into `low_out`.
/// `threads` (default 1; None: all cores) shares the rows between threads.
#[pyfunction(signature = (holes, boards, high_out, low_out = None, threads = Some(1)))]
fn evaluate_omaha_batch(
    py: Python<'_>,
    holes: &Bound<'_, PyAny>,
    boards: &Bound<'_, PyAny>,
    high_out: &Bound<'_, PyAny>,
    low_out: Option<&Bound<'_, PyAny>>,
    threads: Option<usize>,
) -> PyResult<()> {
    let hole_raw = PyUntypedBuffer::get(holes)?;
    let board_raw = PyUntypedBuffer::get(boards)?;
    let (rows, hole_width) = shape_of(&hole_raw, "holes")?;
    let (board_rows, board_width) = shape_of(&board_raw, "boards")?;
    if board_rows != rows {
        return Err(invalid_hand(format!(
            "holes has {rows} rows but boards has {board_rows}: give one board per hand"
        )));
    }
    let high_buffer = PyBuffer::<i32>::get(high_out)?;
    let high_memory = out_memory(&high_buffer, rows, "high_out")?;
    let low_buffer = low_out.map(PyBuffer::<i32>::get).transpose()?;
    let low_memory = match &low_buffer {
        Some(buffer) => Some(out_memory(buffer, rows, "low_out")?),
        None => None,
    };
    if low_memory.is_some_and(|low| std::ptr::addr_eq(low.as_ptr(), high_memory.as_ptr())) {
        return Err(invalid_hand(
            "high_out and low_out must be different arrays".into(),
        ));
    }
    // SAFETY: each buffer is writable and held for the whole call, they are different arrays,
    // and the Python facade allocates both fresh, so nothing else holds a slice of them.
    let high: &mut [i32] = unsafe { &mut *high_memory.as_ptr() };
    let low: Option<&mut [i32]> = low_memory.map(|low| unsafe { &mut *low.as_ptr() });
    macro_rules! run_as {
        ($($t:ty),*) => {$(
            if let (Ok(h), Ok(b)) = (hole_raw.as_typed::<$t>(), board_raw.as_typed::<$t>()) {
                let (h, b) = (shared_of(h, "holes")?, shared_of(b, "boards")?);
                return py
                    .detach(|| {
                        parallel_omaha_a5_badugi::evaluate_omaha_batch_threads(
                            &h, hole_width, &b, board_width, high, low, threads,
                        )
                    })
                    .map_err(batch_error);
            }
        )*};
    }
    run_as!(u8, i8, u16, i16, u32, i32, u64, i64);
    Err(invalid_hand(format!(
        "holes and boards must hold integers of one type, got buffer formats {:?} and {:?}",
        hole_raw.format(),
        board_raw.format()
    )))
}

/// Ace-to-five classes of the rows of `hands` (N x 5..7 ids) into `out`; with `qualify`, 0 for
/// a hand without a qualifying low. `threads` (default 1; None: all cores) shares the rows
/// between threads.
#[pyfunction(signature = (hands, out, qualify = None, threads = Some(1)))]
fn evaluate_low_a5_batch(
    py: Python<'_>,
    hands: &Bound<'_, PyAny>,
    out: &Bound<'_, PyAny>,
    qualify: Option<&Bound<'_, PyAny>>,
    threads: Option<usize>,
) -> PyResult<()> {
    let qualify = qualifier_from(qualify)?;
    let raw = PyUntypedBuffer::get(hands)?;
    let (rows, width) = shape_of(&raw, "hands")?;
    let out_buffer = PyBuffer::<i32>::get(out)?;
    let out_memory = out_memory(&out_buffer, rows, "out")?;
    // SAFETY: the buffer is writable and held for the whole call; the Python facade allocates
    // it fresh, so nothing else holds a slice of it.
    let out: &mut [i32] = unsafe { &mut *out_memory.as_ptr() };
    macro_rules! run_as {
        ($($t:ty),*) => {$(
            if let Ok(typed) = raw.as_typed::<$t>() {
                let ids = shared_of(typed, "hands")?;
                return py
                    .detach(|| {
                        parallel_omaha_a5_badugi::evaluate_low_a5_batch_threads(
                            &ids, width, qualify, out, threads,
                        )
                    })
                    .map_err(batch_error);
            }
        )*};
    }
    run_as!(u8, i8, u16, i16, u32, i32, u64, i64);
    Err(invalid_hand(format!(
        "hands must hold integers, got buffer format {:?}",
        raw.format()
    )))
}

/// Badugi classes of the rows of `hands` (N x 4 ids) into `out`. `threads` (default 1; None:
/// all cores) shares the rows between threads.
#[pyfunction(signature = (hands, out, threads = Some(1)))]
fn evaluate_badugi_batch(
    py: Python<'_>,
    hands: &Bound<'_, PyAny>,
    out: &Bound<'_, PyAny>,
    threads: Option<usize>,
) -> PyResult<()> {
    let raw = PyUntypedBuffer::get(hands)?;
    let (rows, width) = shape_of(&raw, "hands")?;
    if width != 4 {
        return Err(BADUGI_HAND.too_many(width));
    }
    let out_buffer = PyBuffer::<i32>::get(out)?;
    let out_memory = out_memory(&out_buffer, rows, "out")?;
    // SAFETY: the buffer is writable and held for the whole call; the Python facade allocates
    // it fresh, so nothing else holds a slice of it.
    let out: &mut [i32] = unsafe { &mut *out_memory.as_ptr() };
    macro_rules! run_as {
        ($($t:ty),*) => {$(
            if let Ok(typed) = raw.as_typed::<$t>() {
                let ids = shared_of(typed, "hands")?;
                return py
                    .detach(|| parallel_omaha_a5_badugi::evaluate_badugi_batch_threads(&ids, out, threads))
                    .map_err(batch_error);
            }
        )*};
    }
    run_as!(u8, i8, u16, i16, u32, i32, u64, i64);
    Err(invalid_hand(format!(
        "hands must hold integers, got buffer format {:?}",
        raw.format()
    )))
}

/// Adds this module's functions to `pokerules._core`.
pub fn install(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(evaluate_omaha, m)?)?;
    m.add_function(wrap_pyfunction!(evaluate_omaha_hilo, m)?)?;
    m.add_function(wrap_pyfunction!(best_omaha_hand, m)?)?;
    m.add_function(wrap_pyfunction!(evaluate_low_a5, m)?)?;
    m.add_function(wrap_pyfunction!(best_five_low_a5, m)?)?;
    m.add_function(wrap_pyfunction!(evaluate_badugi, m)?)?;
    m.add_function(wrap_pyfunction!(best_badugi, m)?)?;
    m.add_function(wrap_pyfunction!(scale_shape, m)?)?;
    m.add_function(wrap_pyfunction!(evaluate_omaha_batch, m)?)?;
    m.add_function(wrap_pyfunction!(evaluate_low_a5_batch, m)?)?;
    m.add_function(wrap_pyfunction!(evaluate_badugi_batch, m)?)?;
    vectorcall_omaha_a5_badugi::install_all(m)
}
