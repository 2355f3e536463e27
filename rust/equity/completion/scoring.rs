//! How a completed hand is scored: the games of the completion engine as [`Scoring`]s.
//!
//! A player's cards are gathered into a [`Scoring::Part`] one card at a time, each with the
//! [`Place`] it was dealt to, so a scoring can tell a face-up card from a face-down one (Dead
//! Deuce's deuces are wild only face up). Values compare lower-is-better, as every evaluator
//! of the crate does; a low of 0 means "no qualifying low".

use crate::cards::CardId;
use crate::eval::badugi::{self, BadugiTables};
use crate::eval::high_hand::{FastTables, HighHand};
use crate::eval::low_a5::{self, LowA5Tables, EIGHT_OR_BETTER};
use crate::eval::omaha::{self, OmahaTables};
use crate::eval::tables::{self, Low27Tables, WildTables};
use crate::eval::wild;
use crate::eval::{high, lowball27};

/// Where a card of a player's hand was dealt.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Place {
    /// Face down (hole cards, stud down cards, draw hands).
    Down,
    /// Face up: a stud upcard, where Dead Deuce's deuces are wild.
    Up,
}

/// Most cards a player's part holds (seven-card stud).
pub const MOST_CARDS: usize = 7;

/// A player's cards, in the order they were added.
#[derive(Clone, Copy, Debug)]
pub struct Cards {
    cards: [CardId; MOST_CARDS],
    len: u8,
    /// Bit i set where `cards[i]` plays as a wild card.
    wild: u8,
}

impl Cards {
    const EMPTY: Cards = Cards {
        cards: [0; MOST_CARDS],
        len: 0,
        wild: 0,
    };

    #[inline(always)]
    fn with(mut self, card: CardId, wild: bool) -> Cards {
        let at = (self.len as usize).min(MOST_CARDS - 1);
        self.cards[at] = card;
        self.wild |= (wild as u8) << at;
        self.len = (at + 1) as u8;
        self
    }

    /// The cards held.
    #[inline(always)]
    pub fn held(&self) -> &[CardId] {
        &self.cards[..self.len as usize]
    }
}

/// A game's scoring of completed hands.
pub trait Scoring: Sync {
    /// A player's cards prepared for valuing, built card by card.
    type Part: Copy + Send + Sync;
    /// Whether pots split between a high and a qualifying low.
    const HI_LO: bool = false;

    /// No cards yet.
    fn empty(&self) -> Self::Part;
    /// The part with one more card, dealt to `place`.
    fn add(&self, part: Self::Part, card: CardId, place: Place) -> Self::Part;
    /// The value (lower is better) of a player's whole hand with the board (empty in games
    /// without one).
    fn value(&self, part: &Self::Part, board: &[CardId]) -> u32;
    /// The best qualifying low (1 upwards, lower is better), or 0 for none.
    fn low(&self, _part: &Self::Part, _board: &[CardId]) -> u32 {
        0
    }
}

/// The best five-card high hand of five to seven cards: stud, five-card draw, hold'em.
pub struct High {
    tables: &'static FastTables,
}

impl High {
    pub fn new() -> High {
        High {
            tables: &tables::high().fast,
        }
    }
}

impl Default for High {
    fn default() -> High {
        High::new()
    }
}

impl Scoring for High {
    type Part = HighHand;

    #[inline(always)]
    fn empty(&self) -> HighHand {
        HighHand::EMPTY
    }

    #[inline(always)]
    fn add(&self, part: HighHand, card: CardId, _: Place) -> HighHand {
        part.with(card)
    }

    #[inline(always)]
    fn value(&self, part: &HighHand, board: &[CardId]) -> u32 {
        part.combine(HighHand::part(board)).value(self.tables) as u32
    }
}

/// The best ace-to-five low of five to seven cards (razz): no qualifier.
pub struct LowA5 {
    tables: &'static LowA5Tables,
}

impl LowA5 {
    pub fn new() -> LowA5 {
        LowA5 {
            tables: low_a5::tables(),
        }
    }
}

impl Default for LowA5 {
    fn default() -> LowA5 {
        LowA5::new()
    }
}

/// A low hand as its rank counts (three bits a rank), the key of the ace-to-five table: kept
/// in a register, where an array of cards would be stored and reloaded byte by byte.
impl Scoring for LowA5 {
    type Part = u64;

    fn empty(&self) -> u64 {
        0
    }

    #[inline(always)]
    fn add(&self, part: u64, card: CardId, _: Place) -> u64 {
        part + low_a5::rank_counts(&[card])
    }

    #[inline(always)]
    fn value(&self, part: &u64, _: &[CardId]) -> u32 {
        self.tables.classes.get(*part) as u32
    }
}

/// Seven-card stud eight-or-better: the best high hand, and the best ace-to-five low of five
/// distinct ranks eight or lower.
pub struct StudHiLo {
    high: High,
    low: LowA5,
}

impl StudHiLo {
    pub fn new() -> StudHiLo {
        StudHiLo {
            high: High::new(),
            low: LowA5::new(),
        }
    }
}

impl Default for StudHiLo {
    fn default() -> StudHiLo {
        StudHiLo::new()
    }
}

impl Scoring for StudHiLo {
    type Part = (HighHand, u64);
    const HI_LO: bool = true;

    fn empty(&self) -> (HighHand, u64) {
        (HighHand::EMPTY, 0)
    }

    #[inline(always)]
    fn add(&self, part: (HighHand, u64), card: CardId, place: Place) -> (HighHand, u64) {
        (part.0.with(card), self.low.add(part.1, card, place))
    }

    #[inline(always)]
    fn value(&self, part: &(HighHand, u64), board: &[CardId]) -> u32 {
        self.high.value(&part.0, board)
    }

    #[inline(always)]
    fn low(&self, part: &(HighHand, u64), board: &[CardId]) -> u32 {
        let low = self.low.value(&part.1, board);
        if low <= EIGHT_OR_BETTER as u32 {
            low
        } else {
            0
        }
    }
}

/// High hands with wild cards: deuces wild draw, Diablo, and Dead Deuce (`face_up_only`: a
/// wild card is wild only where it was dealt face up).
pub struct Wild {
    tables: &'static WildTables,
    /// The wild cards (bit c = card id c).
    pub cards: u64,
    pub may_duplicate: bool,
    pub face_up_only: bool,
    /// A natural hand beats an equal hand that holds a wild card.
    pub natural_beats_wild: bool,
}

/// Wild-scale values start at five aces, -12: shifted so every value is positive.
const WILD_OFFSET: i32 = 64;

impl Wild {
    pub fn new(
        cards: u64,
        may_duplicate: bool,
        face_up_only: bool,
        natural_beats_wild: bool,
    ) -> Wild {
        Wild {
            tables: tables::wild(),
            cards,
            may_duplicate,
            face_up_only,
            natural_beats_wild,
        }
    }
}

impl Scoring for Wild {
    type Part = Cards;

    fn empty(&self) -> Cards {
        Cards::EMPTY
    }

    #[inline(always)]
    fn add(&self, part: Cards, card: CardId, place: Place) -> Cards {
        let wild = self.cards >> card & 1 == 1 && (place == Place::Up || !self.face_up_only);
        part.with(card, wild)
    }

    #[inline(always)]
    fn value(&self, part: &Cards, _: &[CardId]) -> u32 {
        let value =
            wild::evaluate_unchecked(self.tables, part.held(), part.wild, self.may_duplicate);
        // Twice the value, plus one for a hand holding a wild card when naturals win ties:
        // the engine's showdown key.
        let tiebreak = self.natural_beats_wild && part.wild != 0;
        2 * (value as i32 + WILD_OFFSET) as u32 + tiebreak as u32
    }
}

/// Deuce-to-seven lowball of five cards: triple draw and single draw.
pub struct Low27 {
    tables: &'static Low27Tables,
}

impl Low27 {
    pub fn new() -> Low27 {
        Low27 {
            tables: lowball27::tables(),
        }
    }
}

impl Default for Low27 {
    fn default() -> Low27 {
        Low27::new()
    }
}

/// A five-card hand as the high evaluator's key (rank and suit counts) and its rank set: the
/// key decides unless the five cards share a suit, and then the ranks are the flush's. Both
/// stay in registers. Five cards only: the 2-7 games are draw games.
impl Scoring for Low27 {
    type Part = (u64, u16);

    fn empty(&self) -> (u64, u16) {
        (high::SUIT_BIAS, 0)
    }

    #[inline(always)]
    fn add(&self, part: (u64, u16), card: CardId, _: Place) -> (u64, u16) {
        (
            part.0 + high::CARD_KEYS[(card & 63) as usize],
            part.1 | 1 << (card >> 2),
        )
    }

    #[inline(always)]
    fn value(&self, part: &(u64, u16), _: &[CardId]) -> u32 {
        let (key, ranks) = *part;
        match high::flush_suit(key) {
            Some(_) => self.tables.flush5[(ranks & 0x1fff) as usize] as u32,
            None => self.tables.nonflush.get(key & high::RANK_BITS) as u32,
        }
    }
}

/// Badugi: four cards, the best set of distinct suits and ranks.
pub struct Badugi {
    tables: &'static BadugiTables,
}

impl Badugi {
    pub fn new() -> Badugi {
        Badugi {
            tables: badugi::tables(),
        }
    }
}

impl Default for Badugi {
    fn default() -> Badugi {
        Badugi::new()
    }
}

impl Scoring for Badugi {
    type Part = Cards;

    fn empty(&self) -> Cards {
        Cards::EMPTY
    }

    #[inline(always)]
    fn add(&self, part: Cards, card: CardId, _: Place) -> Cards {
        part.with(card, false)
    }

    #[inline(always)]
    fn value(&self, part: &Cards, _: &[CardId]) -> u32 {
        let c = &part.cards;
        badugi::evaluate_unchecked(self.tables, [c[0], c[1], c[2], c[3]]) as u32
    }
}

/// Omaha with four to six hole cards: exactly two of them with exactly three of the board;
/// `hi_lo` adds the eight-or-better low (Omaha eight).
pub struct OmahaHand<const HI_LO: bool> {
    tables: &'static OmahaTables,
}

impl<const HI_LO: bool> OmahaHand<HI_LO> {
    pub fn new() -> Self {
        OmahaHand {
            tables: omaha::tables(),
        }
    }
}

impl<const HI_LO: bool> Default for OmahaHand<HI_LO> {
    fn default() -> Self {
        Self::new()
    }
}

impl<const HI_LO_: bool> Scoring for OmahaHand<HI_LO_> {
    type Part = Cards;
    const HI_LO: bool = HI_LO_;

    fn empty(&self) -> Cards {
        Cards::EMPTY
    }

    #[inline(always)]
    fn add(&self, part: Cards, card: CardId, _: Place) -> Cards {
        part.with(card, false)
    }

    #[inline(always)]
    fn value(&self, part: &Cards, board: &[CardId]) -> u32 {
        omaha::evaluate_unchecked(self.tables, part.held(), board) as u32
    }

    #[inline(always)]
    fn low(&self, part: &Cards, board: &[CardId]) -> u32 {
        if HI_LO_ {
            omaha::low_unchecked(self.tables, part.held(), board) as u32
        } else {
            0
        }
    }
}
