//! Video poker: exact optimal-play analysis of a five-card draw pay table over every deal.
//!
//! Each final hand falls into one pay class (natural royal flush, four deuces, ..., nothing).
//! For every set of 0 to 4 cards, [`subsets::PayCounts`] counts the five-card hands that
//! contain it, by pay class. The final hands of a hold are the hands that contain the held
//! cards and none of the discarded ones, so inclusion-exclusion over the held cards' supersets
//! within the deal gives every hold's counts from 32 lookups. The 2,598,960 deals reduce to
//! 134,459 up to a permutation of suits ([`deals`]); [`analysis`] finds each one's best hold
//! and adds up the return and the final-hand frequencies exactly.

pub mod analysis;
pub mod deals;
pub mod subsets;

use crate::cards::CardId;
use crate::eval::classes::Category;
use crate::eval::{high, shape_of, tables, wild, Game};

/// The pay classes a final hand can fall into, best first.
pub const PAY_CLASSES: usize = 14;

/// The pay classes' names, as pay tables spell them.
pub const PAY_CLASS_NAMES: [&str; PAY_CLASSES] = [
    "natural-royal-flush",
    "four-deuces",
    "wild-royal-flush",
    "five-of-a-kind",
    "straight-flush",
    "four-of-a-kind",
    "full-house",
    "flush",
    "straight",
    "three-of-a-kind",
    "two-pair",
    "jacks-or-better",
    "low-pair",
    "nothing",
];

const NATURAL_ROYAL: u8 = 0;
const FOUR_DEUCES: u8 = 1;
const WILD_ROYAL: u8 = 2;
const FIVE_OF_A_KIND: u8 = 3;

/// Pay classes padded to 16 lanes, so a count vector is one aligned block.
pub type ClassCounts<T> = [T; 16];

/// The machine's deck: natural cards, or the four deuces wild.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Machine {
    Natural,
    DeucesWild,
}

impl Machine {
    /// The machine named `"natural"` or `"deuces-wild"`.
    pub fn from_name(name: &str) -> Option<Machine> {
        match name {
            "natural" => Some(Machine::Natural),
            "deuces-wild" => Some(Machine::DeucesWild),
            _ => None,
        }
    }
}

/// The pay class of every five-card hand of a machine.
pub struct Classifier {
    machine: Machine,
    /// The class of each value of the wild scale, `by_value[value + 12]`, for hands whose
    /// class depends on the value alone.
    by_value: Vec<u8>,
}

impl Classifier {
    /// The classifier of a machine; builds the tables it needs.
    pub fn new(machine: Machine) -> Classifier {
        let by_value = (wild::FIVE_ACES as i32..=7462)
            .map(|value| {
                if value <= 0 {
                    return FIVE_OF_A_KIND;
                }
                if value == 1 {
                    return NATURAL_ROYAL;
                }
                let shape = shape_of(Game::High, value).expect("values 1..=7462 are hands");
                match shape.category {
                    Category::FiveOfAKind => FIVE_OF_A_KIND,
                    Category::StraightFlush => 4,
                    Category::FourOfAKind => 5,
                    Category::FullHouse => 6,
                    Category::Flush => 7,
                    Category::Straight => 8,
                    Category::ThreeOfAKind => 9,
                    Category::TwoPair => 10,
                    // Rank 9 is the jack.
                    Category::OnePair if shape.ranks[0] >= 9 => 11,
                    Category::OnePair => 12,
                    Category::HighCard => 13,
                }
            })
            .collect();
        Classifier { machine, by_value }
    }

    /// The pay class of five distinct valid cards.
    #[inline]
    pub fn class_of(&self, five: &[CardId; 5]) -> u8 {
        match self.machine {
            Machine::Natural => {
                self.by_value[high::evaluate_unchecked(high::tables(), five) as usize + 12]
            }
            Machine::DeucesWild => {
                let positions = wild::positions_in(five, crate::eval::DEUCES);
                let deuces = positions.count_ones();
                if deuces == 4 {
                    return FOUR_DEUCES;
                }
                let value = wild::evaluate_unchecked(tables::wild(), five, positions, false);
                match (value, deuces) {
                    (1, 0) => NATURAL_ROYAL,
                    (1, _) => WILD_ROYAL,
                    _ => self.by_value[(value + 12) as usize],
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::parse_hand;

    fn class(machine: Machine, text: &str) -> &'static str {
        let cards = parse_hand(text).unwrap();
        let five = [cards[0], cards[1], cards[2], cards[3], cards[4]];
        PAY_CLASS_NAMES[Classifier::new(machine).class_of(&five) as usize]
    }

    #[test]
    fn classes_follow_the_pay_tables() {
        use Machine::*;
        assert_eq!(class(Natural, "As Ks Qs Js Ts"), "natural-royal-flush");
        assert_eq!(class(Natural, "Jc Jd 7h 4s 2c"), "jacks-or-better");
        assert_eq!(class(Natural, "Tc Td 7h 4s 2c"), "low-pair");
        assert_eq!(class(Natural, "2c 2d 2h 2s Ac"), "four-of-a-kind");
        assert_eq!(class(DeucesWild, "2c 2d 2h 2s Ac"), "four-deuces");
        assert_eq!(class(DeucesWild, "As Ks Qs Js Ts"), "natural-royal-flush");
        assert_eq!(class(DeucesWild, "As Ks 2d Js Ts"), "wild-royal-flush");
        assert_eq!(class(DeucesWild, "7s 7d 2d 2s 7h"), "five-of-a-kind");
        assert_eq!(class(DeucesWild, "Jc 2d 7h 4s 9c"), "jacks-or-better");
        assert_eq!(class(DeucesWild, "8c 2d 7h 4s 9c"), "low-pair");
        assert_eq!(class(DeucesWild, "8c 2d 7h 6s 9c"), "straight");
        assert_eq!(class(DeucesWild, "Kc Kd 7h 7s 9c"), "two-pair");
    }
}
