//! The `pokerules._core` extension module: the only place that names PyO3.

mod batch;
mod compat;
mod convert;
mod draws;
mod equity;
mod equity_games;
mod errors;
mod evaluators;
mod tensors;
mod vectorcall_five_card;

use pyo3::prelude::*;
use pyo3::types::{PyList, PyString, PyTuple};

use crate::cards::{self, CardId};
use crate::eval::{self, Game, Wilds};
use convert::{card_from, hand_from_args, mask_from, wild_set, Flag, Low, MayDuplicate};
use errors::{card_error, invalid_card, invalid_hand};

/// Best five-card high class (1 = royal flush, 7462 = 7-5-4-3-2) of 5 to 7 cards.
///
/// Cards are ids (0..51, `rank * 4 + suit`), text ("As", "10d", "K♥") or Cards, given one
/// per argument or as one iterable or string. The number equals phevaluator's
/// `evaluate_cards` and treys' `Evaluator.evaluate`; lower is better. Raises
/// InvalidCardError or InvalidHandError (both ValueErrors) on bad input.
#[pyfunction(signature = (*cards))]
fn evaluate(cards: &Bound<'_, PyTuple>) -> PyResult<u16> {
    let hand = hand_from_args(cards)?;
    eval::evaluate_high(hand.cards().map_err(card_error)?).map_err(card_error)
}

/// Best five-card deuce-to-seven class (1 = 7-5-4-3-2, 7462 = royal flush) of 5 to 7 cards.
///
/// Aces are always high, A-2-3-4-5 is no straight, and straights and flushes count against
/// the hand. Cards are given as for `evaluate`; lower is better.
#[pyfunction(signature = (*cards))]
fn evaluate_low27(cards: &Bound<'_, PyTuple>) -> PyResult<u16> {
    let hand = hand_from_args(cards)?;
    eval::evaluate_low27(hand.cards().map_err(card_error)?).map_err(card_error)
}

fn wilds_for<'a>(wild: Option<&Bound<'_, PyAny>>, mask: Option<&'a [bool]>) -> PyResult<Wilds<'a>> {
    let explicit = wild.is_some_and(|w| !w.is_none());
    let set = wild_set(wild)?;
    Ok(match mask {
        Some(flags) => Wilds::Mask {
            flags,
            within: explicit.then_some(set),
        },
        None => Wilds::Cards(set),
    })
}

/// Best five-card high value of 5 to 7 cards with wild cards; lower is better.
///
/// Hands equal to a natural hand get its `evaluate` number; five of a kind goes below 1,
/// from 0 (five deuces) to -12 (five aces). `wild` names the wild cards: None for the four
/// deuces, a rank ("5"), or cards (["Js", "Jh"] or "Js Jh"). `wild_mask` gives one flag per
/// card and then decides alone which cards are wild; given with `wild`, it may only mark
/// cards `wild` names (a face-down deuce stays natural by leaving its flag off). A wild never
/// copies a held card except to make five of a kind; `may_duplicate=True` lets wilds in a
/// flush copy held cards (the double-ace flush rule) and scores on the duplicate scale.
#[pyfunction(signature = (*cards, wild = None, wild_mask = None, may_duplicate = Flag::OFF))]
#[pyo3(text_signature = "(*cards, wild=None, wild_mask=None, may_duplicate=False)")]
fn evaluate_wild(
    cards: &Bound<'_, PyTuple>,
    wild: Option<&Bound<'_, PyAny>>,
    wild_mask: Option<&Bound<'_, PyAny>>,
    may_duplicate: Flag<MayDuplicate>,
) -> PyResult<i16> {
    let may_duplicate = may_duplicate.0;
    let hand = hand_from_args(cards)?;
    let mask = wild_mask.map(mask_from).transpose()?;
    let wilds = wilds_for(wild, mask.as_deref())?;
    eval::evaluate_wild(hand.cards().map_err(card_error)?, wilds, may_duplicate).map_err(card_error)
}

/// The five cards of the best high hand (or best low with `low=True`), as ids.
#[pyfunction(signature = (*cards, low = Flag::OFF))]
#[pyo3(text_signature = "(*cards, low=False)")]
fn best_five(cards: &Bound<'_, PyTuple>, low: Flag<Low>) -> PyResult<Vec<CardId>> {
    let low = low.0;
    let hand = hand_from_args(cards)?;
    eval::best_five(hand.cards().map_err(card_error)?, low)
        .map(|five| five.to_vec())
        .map_err(card_error)
}

/// The best wild hand: its value and, for each of its five cards, (card held, card shown).
#[pyfunction(signature = (*cards, wild = None, wild_mask = None, may_duplicate = Flag::OFF))]
#[pyo3(text_signature = "(*cards, wild=None, wild_mask=None, may_duplicate=False)")]
fn best_hand_wild(
    cards: &Bound<'_, PyTuple>,
    wild: Option<&Bound<'_, PyAny>>,
    wild_mask: Option<&Bound<'_, PyAny>>,
    may_duplicate: Flag<MayDuplicate>,
) -> PyResult<(i16, Vec<(CardId, CardId)>)> {
    let may_duplicate = may_duplicate.0;
    let hand = hand_from_args(cards)?;
    let mask = wild_mask.map(mask_from).transpose()?;
    let wilds = wilds_for(wild, mask.as_deref())?;
    eval::best_hand_wild(hand.cards().map_err(card_error)?, wilds, may_duplicate)
        .map(|(value, rep)| (value, rep.to_vec()))
        .map_err(card_error)
}

/// The card set (bit c = card id c) that `wild` names; `None` gives the deuces.
#[pyfunction(signature = (wild = None))]
fn wild_cards(wild: Option<&Bound<'_, PyAny>>) -> PyResult<u64> {
    wild_set(wild)
}

fn parse_game(game: &str, may_duplicate: bool) -> PyResult<Game> {
    match game {
        "high" => Ok(Game::High),
        "low27" => Ok(Game::Low27),
        "wild" => Ok(Game::Wild { may_duplicate }),
        other => Err(invalid_hand(format!(
            "unknown scale {other:?}: expected \"high\", \"low27\" or \"wild\""
        ))),
    }
}

/// The category (0 = five of a kind … 9 = high card) and compared ranks (0 = deuce … 12 =
/// ace) of a value on a scale ("high", "low27" or "wild").
#[pyfunction(signature = (value, scale = "high", may_duplicate = false))]
fn hand_shape(value: i64, scale: &str, may_duplicate: bool) -> PyResult<(u8, Vec<u8>)> {
    let game = parse_game(scale, may_duplicate)?;
    i32::try_from(value)
        .ok()
        .and_then(|v| eval::shape_of(game, v))
        .map(|shape| (shape.category as u8, shape.ranks.to_vec()))
        .ok_or_else(|| invalid_hand(format!("{value} is not a hand value on the {scale} scale")))
}

/// The card id named by `text` ("As", "10d", "K♥").
#[pyfunction]
fn parse_card(card: &Bound<'_, PyAny>) -> PyResult<CardId> {
    card_from(card)
}

/// The card ids of a hand written as text ("As Kd Qh", "AsKdQh"), duplicates allowed.
#[pyfunction]
fn parse_hand(text: &Bound<'_, PyAny>) -> PyResult<Vec<CardId>> {
    let text = text
        .cast::<PyString>()
        .map_err(|_| invalid_card("parse_hand takes card text".into()))?;
    // A lone surrogate cannot be encoded; as U+FFFD it names no card and is reported so.
    let text = text.to_cow().unwrap_or_else(|_| text.to_string_lossy());
    cards::parse_hand(&text).map_err(card_error)
}

/// The card ids `cards` shuffled by the SplitMix64 generator seeded with `seed` (any integer
/// 0 <= seed < 2**64): the same seed gives the same order on every machine.
#[pyfunction]
fn shuffle(mut cards: Vec<CardId>, seed: u64) -> Vec<CardId> {
    crate::shuffle::shuffle(&mut cards, seed);
    cards
}

/// The items of `items` in the order `shuffle` gives their positions: the same order as
/// `[items[i] for i in shuffle(list(range(len(items))), seed)]`, made without a Python loop
/// (each new hand shuffles its 52 Card objects).
#[pyfunction]
fn shuffle_items<'py>(items: &Bound<'py, PyTuple>, seed: u64) -> PyResult<Bound<'py, PyList>> {
    let mut order: Vec<usize> = (0..items.len()).collect();
    crate::shuffle::shuffle(&mut order, seed);
    PyList::new(
        items.py(),
        order
            .into_iter()
            .map(|i| items.get_item(i))
            .collect::<PyResult<Vec<_>>>()?,
    )
}

#[pymodule]
fn _core(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(evaluate, m)?)?;
    m.add_function(wrap_pyfunction!(evaluate_low27, m)?)?;
    m.add_function(wrap_pyfunction!(evaluate_wild, m)?)?;
    m.add_function(wrap_pyfunction!(best_five, m)?)?;
    m.add_function(wrap_pyfunction!(best_hand_wild, m)?)?;
    m.add_function(wrap_pyfunction!(wild_cards, m)?)?;
    m.add_function(wrap_pyfunction!(hand_shape, m)?)?;
    m.add_function(wrap_pyfunction!(parse_card, m)?)?;
    m.add_function(wrap_pyfunction!(parse_hand, m)?)?;
    m.add_function(wrap_pyfunction!(shuffle, m)?)?;
    m.add_function(wrap_pyfunction!(shuffle_items, m)?)?;
    m.add_function(wrap_pyfunction!(batch::evaluate_batch, m)?)?;
    m.add_function(wrap_pyfunction!(batch::warm_up, m)?)?;
    equity::install(m)?;
    equity_games::install(m)?;
    compat::install(m)?;
    draws::install(m)?;
    evaluators::install(m)?;
    tensors::install(m)?;
    vectorcall_five_card::install_all(m)
}
