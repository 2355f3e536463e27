//! pokerules' core: card encoding and table-driven hand evaluation, with Python bindings.
//!
//! `cards`, `eval` and `shuffle` are plain Rust; `py` (behind the `python` feature) is the only module
//! that knows about Python.

pub mod cards;
pub mod draw;
pub mod equity;
pub mod eval;
pub mod shuffle;
pub mod tensors;
pub mod threads;
pub mod videopoker;

#[cfg(feature = "python")]
mod py;
