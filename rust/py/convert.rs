//! Reading cards, hands, wild-card sets, masks and flags out of Python arguments.
//!
//! The rules: a card is card text, a `Card` or an integer id, and an integer is an `int` or a
//! numpy integer, never a bool. A hand or a wild set is text or an iterable of cards, never
//! bytes or a mapping, and is read only as far as it can be valid, so an endless iterator is
//! refused rather than followed. A mask holds booleans or 0/1. Text that cannot be encoded (a
//! lone surrogate) is simply not a card.

use std::borrow::Cow;
use std::marker::PhantomData;

use pyo3::prelude::*;
use pyo3::sync::PyOnceLock;
use pyo3::types::{
    PyBool, PyByteArray, PyBytes, PyInt, PyMapping, PyMemoryView, PyString, PyTuple, PyType,
};

use super::errors::{card_error, invalid_argument, invalid_card, invalid_hand};
use crate::cards::{self, card_from_id, CardError, CardId};
use crate::eval::{DEUCES, MAX_CARDS, MIN_CARDS};

/// The most items a wild-card list is read for: more than a deck, with repeats to spare.
const MAX_WILD_ITEMS: usize = 256;

/// Up to seven cards on the stack, plus how many were given in all (to report too many).
pub struct Hand {
    cards: [CardId; MAX_CARDS],
    given: usize,
}

impl Hand {
    fn new() -> Hand {
        Hand {
            cards: [0; MAX_CARDS],
            given: 0,
        }
    }

    fn push(&mut self, card: CardId) {
        if self.given < MAX_CARDS {
            self.cards[self.given] = card;
        }
        self.given += 1;
    }

    /// The cards, or a count error when more than seven were given.
    pub fn cards(&self) -> Result<&[CardId], CardError> {
        if self.given > MAX_CARDS {
            Err(CardError::BadCount {
                got: self.given,
                min: MIN_CARDS,
                max: MAX_CARDS,
            })
        } else {
            Ok(&self.cards[..self.given])
        }
    }
}

fn type_name(obj: &Bound<'_, PyAny>) -> String {
    obj.get_type()
        .name()
        .map(|n| n.to_string())
        .unwrap_or_else(|_| "object".into())
}

/// The text of a Python string; a lone surrogate becomes U+FFFD, which names no card.
fn text_of<'a>(text: &'a Bound<'_, PyString>) -> Cow<'a, str> {
    text.to_cow().unwrap_or_else(|_| text.to_string_lossy())
}

static INTEGRAL: PyOnceLock<Py<PyType>> = PyOnceLock::new();

/// Whether `obj` is an integer: an `int` that is not a bool, or a numpy integer (numpy
/// registers its integer types as `numbers.Integral`).
pub fn is_integer(obj: &Bound<'_, PyAny>) -> PyResult<bool> {
    if obj.is_instance_of::<PyBool>() {
        return Ok(false);
    }
    if obj.is_instance_of::<PyInt>() {
        return Ok(true);
    }
    let integral = INTEGRAL.import(obj.py(), "numbers", "Integral")?;
    obj.is_instance(integral)
}

/// Whether `obj` is a numpy bool scalar (`numpy.bool`, `numpy.bool_` before numpy 2).
fn is_numpy_bool(obj: &Bound<'_, PyAny>) -> bool {
    let kind = obj.get_type();
    let named_bool = kind
        .name()
        .is_ok_and(|name| name.to_cow().is_ok_and(|n| n == "bool" || n == "bool_"));
    named_bool
        && kind
            .module()
            .is_ok_and(|module| module.to_cow().is_ok_and(|m| m == "numpy"))
}

/// A bool argument: `True`/`False` or a numpy bool, nothing merely truthy (not `None`).
fn flag_from(obj: &Bound<'_, PyAny>, what: &str) -> PyResult<bool> {
    if let Ok(flag) = obj.cast::<PyBool>() {
        return Ok(flag.is_true());
    }
    if is_numpy_bool(obj) {
        return obj.is_truthy();
    }
    Err(invalid_argument(format!(
        "{what} must be True or False, not {}",
        type_name(obj)
    )))
}

/// The name of a flag argument, for its error message.
pub trait FlagName {
    const NAME: &'static str;
}

/// A `True`/`False` argument named `N::NAME`, off unless given.
pub struct Flag<N>(pub bool, PhantomData<N>);

impl<N> Flag<N> {
    /// The flag when the argument is not given.
    pub const OFF: Flag<N> = Flag(false, PhantomData);
}

impl<'a, 'py, N: FlagName> FromPyObject<'a, 'py> for Flag<N> {
    type Error = PyErr;

    fn extract(obj: Borrowed<'a, 'py, PyAny>) -> PyResult<Self> {
        flag_from(&obj, N::NAME).map(|on| Flag(on, PhantomData))
    }
}

/// `may_duplicate`: wilds in a flush may copy held cards.
pub struct MayDuplicate;

impl FlagName for MayDuplicate {
    const NAME: &'static str = "may_duplicate";
}

/// `low`: the deuce-to-seven low rather than the high hand.
pub struct Low;

impl FlagName for Low {
    const NAME: &'static str = "low";
}

/// The text of an integer for a message (a huge one may be too long to print).
fn int_text(obj: &Bound<'_, PyAny>) -> String {
    obj.str()
        .map(|text| text_of(&text).into_owned())
        .unwrap_or_else(|_| "with too many digits to print".into())
}

/// One card from an integer id (a `Card` is one), or card text.
pub fn card_from(obj: &Bound<'_, PyAny>) -> PyResult<CardId> {
    if let Ok(text) = obj.cast::<PyString>() {
        return cards::parse_card(&text_of(text)).map_err(card_error);
    }
    if is_integer(obj)? {
        return match obj.extract::<i64>() {
            Ok(id) => card_from_id(id).map_err(card_error),
            Err(_) => Err(invalid_card(format!(
                "card id {} is out of range: ids are 0..51",
                int_text(obj)
            ))),
        };
    }
    Err(invalid_card(format!(
        "expected a card (an id 0..51, text such as \"As\", or a Card), got {}",
        type_name(obj)
    )))
}

/// Refuses the iterables that hold something other than cards or flags: bytes (an iterable
/// of small ints, easily passed by mistake) and mappings (an iterable of keys).
fn refuse_non_sequence(obj: &Bound<'_, PyAny>, what: &str, expected: &str) -> PyResult<()> {
    if obj.is_instance_of::<PyBytes>()
        || obj.is_instance_of::<PyByteArray>()
        || obj.is_instance_of::<PyMemoryView>()
        || obj.cast::<PyMapping>().is_ok()
    {
        return Err(invalid_card(format!(
            "{what} must be {expected}, not {}",
            type_name(obj)
        )));
    }
    Ok(())
}

/// The length of `obj` if it has one; a failing `len()` counts as none.
fn known_length(obj: &Bound<'_, PyAny>) -> Option<usize> {
    obj.len().ok()
}

/// The cards of `*cards` arguments: each a card, or one argument holding a whole hand (text
/// such as "As Kd Qh Jc Ts", or any iterable of cards, read for at most eight).
pub fn hand_from_args(args: &Bound<'_, PyTuple>) -> PyResult<Hand> {
    let mut hand = Hand::new();
    if args.len() == 1 {
        let only = args.get_item(0)?;
        if let Ok(text) = only.cast::<PyString>() {
            for card in cards::parse_hand(&text_of(text)).map_err(card_error)? {
                hand.push(card);
            }
            return Ok(hand);
        }
        // A check, not a failed extraction: building the error would cost more than the call.
        if !only.is_instance_of::<PyInt>() {
            refuse_non_sequence(&only, "cards", "card text or an iterable of cards")?;
            let items = only.try_iter().map_err(|_| {
                invalid_card(format!(
                    "expected cards or one iterable of cards, got {}",
                    type_name(&only)
                ))
            })?;
            if let Some(got) = known_length(&only).filter(|&n| n > MAX_CARDS) {
                return Err(card_error(CardError::BadCount {
                    got,
                    min: MIN_CARDS,
                    max: MAX_CARDS,
                }));
            }
            for item in items {
                hand.push(card_from(&item?)?);
                if hand.given > MAX_CARDS {
                    // Not read further: the iterable may never end.
                    return Err(card_error(CardError::TooMany {
                        min: MIN_CARDS,
                        max: MAX_CARDS,
                    }));
                }
            }
            return Ok(hand);
        }
    }
    for item in args.iter() {
        hand.push(card_from(&item)?);
    }
    Ok(hand)
}

/// The wild cards named by `wild`: `None` for the deuces, a rank ("5", "J"), text naming
/// cards ("Js Jh"), or an iterable of cards. Returned as a card set (bit c = card id c).
pub fn wild_set(wild: Option<&Bound<'_, PyAny>>) -> PyResult<u64> {
    let Some(wild) = wild else {
        return Ok(DEUCES);
    };
    if wild.is_none() {
        return Ok(DEUCES);
    }
    if let Ok(text) = wild.cast::<PyString>() {
        let text = text_of(text);
        if let Some(rank) = cards::rank_from_text(text.trim()) {
            return Ok(0b1111 << (4 * rank as u32));
        }
        let named = cards::parse_hand(&text).map_err(|_| {
            invalid_card(format!(
                "wild={text:?} is neither a rank (2-9, T or 10, J, Q, K, A) nor a list of cards \
                 such as \"Js Jh\""
            ))
        })?;
        return Ok(named.iter().fold(0, |set, &c| set | 1 << c));
    }
    if wild.is_instance_of::<PyInt>() {
        return Err(invalid_card(
            "wild must be a rank such as \"5\" or a collection of cards such as [\"Js\", \"Jh\"], \
             not a bare number"
                .to_string(),
        ));
    }
    refuse_non_sequence(wild, "wild", "a rank or a collection of cards")?;
    let items = wild.try_iter().map_err(|_| {
        invalid_card(format!(
            "wild must be a rank or a collection of cards, got {}",
            type_name(wild)
        ))
    })?;
    let mut set = 0u64;
    for (count, item) in items.enumerate() {
        if count == MAX_WILD_ITEMS {
            return Err(invalid_card(format!(
                "wild names more than {MAX_WILD_ITEMS} cards; a deck has 52"
            )));
        }
        set |= 1 << card_from(&item?)?;
    }
    Ok(set)
}

/// One flag of a mask: a bool, a numpy bool, or an integer 0 or 1.
fn mask_flag(item: &Bound<'_, PyAny>) -> PyResult<bool> {
    if let Ok(flag) = item.cast::<PyBool>() {
        return Ok(flag.is_true());
    }
    if is_numpy_bool(item) {
        return item.is_truthy();
    }
    if is_integer(item)? {
        match item.extract::<i64>() {
            Ok(0) => return Ok(false),
            Ok(1) => return Ok(true),
            _ => {}
        }
    }
    Err(invalid_hand(format!(
        "wild_mask flags are True/False or 1/0, not {} {}",
        type_name(item),
        item.repr()
            .map(|r| text_of(&r).chars().take(40).collect::<String>())
            .unwrap_or_default()
    )))
}

/// One flag per card, from any iterable of booleans or 0/1 (read for at most eight).
pub fn mask_from(mask: &Bound<'_, PyAny>) -> PyResult<Vec<bool>> {
    let expected = "a sequence of booleans or 0/1, one per card";
    if mask.is_instance_of::<PyString>() {
        return Err(invalid_hand(format!(
            "wild_mask must be {expected}, not text"
        )));
    }
    refuse_non_sequence(mask, "wild_mask", expected)?;
    let items = mask.try_iter().map_err(|_| {
        invalid_hand(format!(
            "wild_mask must be {expected}, got {}",
            type_name(mask)
        ))
    })?;
    if let Some(length) = known_length(mask).filter(|&n| n > MAX_CARDS) {
        return Err(invalid_hand(format!(
            "wild_mask has {length} entries: give one flag per card ({MIN_CARDS} to {MAX_CARDS})"
        )));
    }
    let mut flags = Vec::with_capacity(MAX_CARDS + 1);
    for item in items {
        flags.push(mask_flag(&item?)?);
        if flags.len() > MAX_CARDS {
            // Longer than any hand: the length check reports it; the rest is never read.
            break;
        }
    }
    Ok(flags)
}
