//! pokerules' core: card encoding and table-driven hand evaluation, with Python bindings.
//!
//! `cards` and `eval` are plain Rust; `py` (behind the `python` feature) is the only module
//! that knows about Python.

pub mod cards;
pub mod eval;

#[cfg(feature = "python")]
mod py;
