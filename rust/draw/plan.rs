//! A model of good play over several draws: which discard to make with one, two or three
//! draws to come, in deuce-to-seven lowball and badugi.
//!
//! # The model
//!
//! * **Hands are abstracted.** In 2-7 a hand is its multiset of ranks (6,175 of them):
//!   straights count, and flushes count only on the draw being decided (a flush held now, or
//!   made by this draw, is valued as the flush it is; later draws ignore suits). In badugi a
//!   hand is its four cards up to relabelling of the suits (16,432 classes).
//! * **A draw** replaces the cards thrown from the deck less the hand (and, for the draw being
//!   decided, less the dead cards given). Cards thrown at earlier draws are not tracked: they
//!   count as unseen. The tables hold draws from the deck less the kept cards only, and the
//!   draw from the deck less the whole hand is recovered from them exactly by
//!   inclusion-exclusion over the cards thrown.
//! * **Final strength.** With one draw left it is the chance, ties half, to beat a random hand
//!   of the deck: the strength `pokerules.best_discards` ranks one draw by, which the model
//!   then reproduces exactly. With two or three, it is the chance to beat the final hand of an
//!   opponent who holds the better (by the model's worth) of [`FIELD`] random deals and plays
//!   this same model with as many draws. That opponent is found by iteration from random
//!   hands, [`ROUNDS`] times; the plans and values are then taken against the last one.
//! * **Values** are by expectimax: with `j` draws left a hand is worth the best, over its
//!   discards, of the expected worth of the hand drawn with `j - 1` draws left; with none
//!   left, its final strength. [`best_discard`] plays the discard of highest worth; ties go to
//!   fewer cards thrown, then to the discard whose cards have the lowest ids, the order
//!   `pokerules.best_discards` sorts ties in.
//!
//! The tables for each game and number of draws are built on first use (0.05 to 0.5 s) and
//! shared; every sum runs in a fixed order, so the model is deterministic.

mod badugi;
mod low27;
mod solver;

use std::fmt;
use std::sync::OnceLock;

use super::DrawError;
use crate::cards::{CardError, CardId, DECK_SIZE};
use solver::Model;
pub use solver::{FIELD, ROUNDS};

/// The most draws the model plans for (triple draw).
pub const MAX_DRAWS_LEFT: u32 = 3;

/// A game the model plans for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PlanGame {
    /// Deuce-to-seven lowball (triple draw, single draw): five cards.
    Low27,
    /// Badugi: four cards.
    Badugi,
}

impl PlanGame {
    /// Cards in a hand.
    pub fn hand_size(self) -> usize {
        match self {
            PlanGame::Low27 => 5,
            PlanGame::Badugi => 4,
        }
    }

    /// The game's name in messages.
    pub fn name(self) -> &'static str {
        match self {
            PlanGame::Low27 => "deuce-to-seven",
            PlanGame::Badugi => "badugi",
        }
    }
}

/// Everything that can be wrong with a question to the model.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PlanError {
    /// A hand with the wrong number of cards for the game.
    HandSize { game: PlanGame, got: usize },
    /// A number of draws left other than 1 to 3.
    DrawsLeft(u32),
    /// Bad or repeated cards, a dead card in the hand, too few unseen cards.
    Draw(DrawError),
}

impl fmt::Display for PlanError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PlanError::HandSize { game, got } => write!(
                f,
                "a {} hand has {} cards, got {got}",
                game.name(),
                game.hand_size()
            ),
            PlanError::DrawsLeft(draws) => write!(
                f,
                "draws_left must be 1, 2 or 3 (this draw and those after it), not {draws}"
            ),
            PlanError::Draw(error) => error.fmt(f),
        }
    }
}

impl std::error::Error for PlanError {}

impl From<DrawError> for PlanError {
    fn from(error: DrawError) -> Self {
        PlanError::Draw(error)
    }
}

/// A game's model at one number of draws, and the tables the fast path reads.
pub(crate) struct Plans {
    pub model: Model,
    /// Badugi: the best discard of each hand by the colex index of its cards, as a mask over
    /// them in increasing id order.
    pub first: Vec<u8>,
    /// 2-7: the worth of each discard mask of each rank multiset, flushes aside.
    pub base: Vec<f64>,
    /// 2-7: by rank multiset, the discard masks in decreasing order of `base`.
    pub by_worth: Vec<[u8; 32]>,
    /// 2-7: the flush gains of every set of ranks (see `low27::worths`).
    pub flush_gain: Vec<f64>,
}

fn plans(game: PlanGame, draws_left: u32) -> &'static Plans {
    static TABLES: [[OnceLock<Plans>; MAX_DRAWS_LEFT as usize]; 2] = [
        [OnceLock::new(), OnceLock::new(), OnceLock::new()],
        [OnceLock::new(), OnceLock::new(), OnceLock::new()],
    ];
    let d = draws_left.clamp(1, MAX_DRAWS_LEFT) as usize;
    match game {
        PlanGame::Low27 => TABLES[0][d - 1].get_or_init(|| low27::plans(d)),
        PlanGame::Badugi => TABLES[1][d - 1].get_or_init(|| badugi::plans(d)),
    }
}

/// Builds the tables of a game for every number of draws now rather than on first use (a
/// fraction of a second each).
pub fn prepare(game: PlanGame) {
    for d in 1..=MAX_DRAWS_LEFT {
        plans(game, d);
    }
}

/// Sorts a hand's cards by id, remembering where each came from.
#[inline(always)]
pub(crate) fn sorted<const N: usize>(hand: &[CardId]) -> ([CardId; N], [u8; N]) {
    let mut cards = [0; N];
    let mut from = [0; N];
    for i in 0..N {
        cards[i] = hand[i];
        from[i] = i as u8;
    }
    // Insertion sort: four or five cards, no allocation.
    for i in 1..N {
        let mut j = i;
        while j > 0 && cards[j - 1] > cards[j] {
            cards.swap(j - 1, j);
            from.swap(j - 1, j);
            j -= 1;
        }
    }
    (cards, from)
}

/// A mask over sorted positions as a mask over the hand's own positions.
#[inline(always)]
pub(crate) fn unsort(mask: u32, from: &[u8]) -> u32 {
    from.iter()
        .enumerate()
        .filter(|&(i, _)| mask >> i & 1 == 1)
        .fold(0, |out, (_, &at)| out | 1 << at)
}

/// The discard (bit i = `hand[i]` thrown) the model ranks first with `draws_left` draws to come
/// (this draw included), knowing only the hand: the first of [`discard_worths`] with no dead
/// cards, to the bit. Deterministic and thread-safe; once the game's tables for that number of
/// draws are built (on first use, or by [`prepare`]) a call takes about 20 ns in badugi and
/// 90 to 150 ns in 2-7 (the flushes of this draw are worked out for the few discards that
/// could still win).
///
/// `draws_left` above 3 plans as 3; 0 (no draw left) and a hand that is not the game's size or
/// holds an id of 52 or more give 0 (stand pat). Repeated cards are not checked.
pub fn best_discard(game: PlanGame, hand: &[CardId], draws_left: u32) -> u32 {
    if draws_left == 0
        || hand.len() != game.hand_size()
        || hand.iter().any(|&card| card >= DECK_SIZE)
    {
        return 0;
    }
    let plans = plans(game, draws_left);
    match game {
        PlanGame::Low27 => low27::best(plans, hand),
        PlanGame::Badugi => badugi::best(plans, hand),
    }
}

/// Checks a hand and dead cards: the game's size, valid distinct cards, dead cards distinct
/// and out of the hand, and enough unseen cards for a whole new hand.
pub fn check_cards(game: PlanGame, hand: &[CardId], dead: &[CardId]) -> Result<(), PlanError> {
    let mut seen = 0u64;
    for (i, &card) in hand.iter().chain(dead).enumerate() {
        if card >= DECK_SIZE {
            return Err(DrawError::Card(CardError::BadId(card.into())).into());
        }
        if seen >> card & 1 == 1 {
            return Err(if i >= hand.len() && hand.contains(&card) {
                DrawError::DeadInHand(card)
            } else {
                DrawError::Card(CardError::Duplicate(card))
            }
            .into());
        }
        seen |= 1 << card;
    }
    if hand.len() != game.hand_size() {
        return Err(PlanError::HandSize {
            game,
            got: hand.len(),
        });
    }
    let unseen = DECK_SIZE as usize - hand.len() - dead.len();
    if unseen < game.hand_size() {
        return Err(DrawError::TooFewUnseen {
            needed: game.hand_size(),
            unseen,
        }
        .into());
    }
    Ok(())
}

/// The model's worth of every discard of `hand` (index = mask, bit i = `hand[i]` thrown) with
/// `draws_left` draws to come: the expected final strength when the later draws are played by
/// the model. This draw comes from the deck less the hand and the `dead` cards. With no dead
/// cards the worths are the ones [`best_discard`] ranks, to the bit.
pub fn discard_worths(
    game: PlanGame,
    hand: &[CardId],
    dead: &[CardId],
    draws_left: u32,
) -> Result<Vec<f64>, PlanError> {
    if !(1..=MAX_DRAWS_LEFT).contains(&draws_left) {
        return Err(PlanError::DrawsLeft(draws_left));
    }
    check_cards(game, hand, dead)?;
    let plans = plans(game, draws_left);
    Ok(match game {
        PlanGame::Low27 => low27::discard_worths(plans, hand, dead),
        PlanGame::Badugi => badugi::discard_worths(plans, hand, dead),
    })
}

/// Every `k`-card combination of `pool`, in lexicographic order of positions.
pub(crate) fn each_combination(pool: &[CardId], k: usize, mut f: impl FnMut(&[CardId])) {
    let n = pool.len();
    if k > n {
        return;
    }
    let mut at: Vec<usize> = (0..k).collect();
    let mut picked: Vec<CardId> = at.iter().map(|&i| pool[i]).collect();
    loop {
        f(&picked);
        // The last position that can still move right; none left means done.
        let Some(i) = (0..k).rev().find(|&i| at[i] < n - k + i) else {
            return;
        };
        at[i] += 1;
        for j in i + 1..k {
            at[j] = at[j - 1] + 1;
        }
        for j in i..k {
            picked[j] = pool[at[j]];
        }
    }
}

#[cfg(test)]
mod tests;
