//! Packing game state into tensors for learning code: encoding, not rules.
//!
//! The rules stay in Python; these modules only write numbers the Python layer hands over into
//! flat `f32` vectors, at native speed.

pub mod observation;
