//! Reading cards, hands and wild-card sets out of Python arguments.

use pyo3::prelude::*;
use pyo3::types::{PyInt, PyString, PyTuple};

use super::errors::{card_error, invalid_card};
use crate::cards::{self, card_from_id, CardError, CardId};
use crate::eval::{DEUCES, MAX_CARDS};

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
                min: crate::eval::MIN_CARDS,
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

/// One card from an int id (or a `Card`, which is an int), or card text.
pub fn card_from(obj: &Bound<'_, PyAny>) -> PyResult<CardId> {
    if let Ok(text) = obj.cast::<PyString>() {
        return cards::parse_card(&text.to_cow()?).map_err(card_error);
    }
    match obj.extract::<i64>() {
        Ok(id) => card_from_id(id).map_err(card_error),
        Err(_) => Err(invalid_card(format!(
            "expected a card (an id 0..51, text such as \"As\", or a Card), got {}",
            type_name(obj)
        ))),
    }
}

/// The cards of `*cards` arguments: each a card, or one argument holding a whole hand (text
/// such as "As Kd Qh Jc Ts", or any iterable of cards).
pub fn hand_from_args(args: &Bound<'_, PyTuple>) -> PyResult<Hand> {
    let mut hand = Hand::new();
    if args.len() == 1 {
        let only = args.get_item(0)?;
        if let Ok(text) = only.cast::<PyString>() {
            for card in cards::parse_hand(&text.to_cow()?).map_err(card_error)? {
                hand.push(card);
            }
            return Ok(hand);
        }
        // A check, not a failed extraction: building the error would cost more than the call.
        if !only.is_instance_of::<PyInt>() {
            let items = only.try_iter().map_err(|_| {
                invalid_card(format!(
                    "expected cards or one iterable of cards, got {}",
                    type_name(&only)
                ))
            })?;
            for item in items {
                hand.push(card_from(&item?)?);
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
        let text = text.to_cow()?;
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
    let items = wild.try_iter().map_err(|_| {
        invalid_card(format!(
            "wild must be a rank or a collection of cards, got {}",
            type_name(wild)
        ))
    })?;
    let mut set = 0u64;
    for item in items {
        set |= 1 << card_from(&item?)?;
    }
    Ok(set)
}

/// One flag per card from any iterable of truthy values.
pub fn mask_from(mask: &Bound<'_, PyAny>) -> PyResult<Vec<bool>> {
    let items = mask.try_iter().map_err(|_| {
        invalid_card(format!(
            "wild_mask must be a sequence of booleans, one per card, got {}",
            type_name(mask)
        ))
    })?;
    items.map(|item| item?.is_truthy()).collect()
}
