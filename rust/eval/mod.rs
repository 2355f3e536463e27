//! The evaluators' checked entry points, single hands and batches.
//!
//! Everything here validates its input (ids, counts, duplicates) and reports a [`CardError`];
//! the `*_unchecked` functions in the submodules are the hot paths behind them.

pub mod badugi;
pub mod checked_more;
pub mod classes;
pub mod high;
pub mod high_hand;
pub mod low_a5;
pub mod lowball27;
pub mod omaha;
pub mod parallel;
pub mod perfect_hash;
pub mod tables;
pub mod wild;

use crate::cards::{check_count, check_distinct, CardError, CardId, DECK_SIZE};
use classes::Shape;

/// Fewest and most cards an evaluator takes.
pub const MIN_CARDS: usize = 5;
pub const MAX_CARDS: usize = 7;

/// The four deuces as a card set (bit c = card id c).
pub const DEUCES: u64 = 0b1111;

/// Which way hands are judged.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Game {
    /// Best five-card high hand, 1..7,462.
    High,
    /// Best five-card deuce-to-seven low, 1..7,462.
    Low27,
    /// Best high hand with wild cards, on the wild scale (five of a kind from -12).
    Wild { may_duplicate: bool },
}

/// Which cards of a hand are wild.
#[derive(Debug, Clone, Copy)]
pub enum Wilds<'a> {
    /// Every card of this set (bit c = card id c) is wild wherever it appears.
    Cards(u64),
    /// One flag per card of the hand; with `within`, a flag may only mark a card of that set.
    Mask {
        flags: &'a [bool],
        within: Option<u64>,
    },
}

/// Checks the number of cards, their ids and that none repeats.
pub fn check_hand(cards: &[CardId]) -> Result<(), CardError> {
    check_count(cards, MIN_CARDS, MAX_CARDS)?;
    if let Some(&bad) = cards.iter().find(|&&c| c >= DECK_SIZE) {
        return Err(CardError::BadId(bad as i64));
    }
    check_distinct(cards)
}

/// The high class (1 = royal flush … 7,462 = 7-5-4-3-2) of the best five of 5 to 7 cards.
pub fn evaluate_high(cards: &[CardId]) -> Result<u16, CardError> {
    check_hand(cards)?;
    Ok(high::evaluate_unchecked(high::tables(), cards))
}

/// The deuce-to-seven class (1 = 7-5-4-3-2 … 7,462 = royal flush) of the best low five.
pub fn evaluate_low27(cards: &[CardId]) -> Result<u16, CardError> {
    check_hand(cards)?;
    Ok(lowball27::evaluate_unchecked(lowball27::tables(), cards))
}

/// The positions of the wild cards in `cards`, validated against the hand.
pub fn wild_positions(cards: &[CardId], wilds: Wilds<'_>) -> Result<u8, CardError> {
    match wilds {
        Wilds::Cards(set) => Ok(wild::positions_in(cards, set)),
        Wilds::Mask { flags, within } => {
            if flags.len() != cards.len() {
                return Err(CardError::MaskLength {
                    cards: cards.len(),
                    mask: flags.len(),
                });
            }
            let mut positions = 0u8;
            for (i, (&flag, &card)) in flags.iter().zip(cards).enumerate() {
                if flag {
                    if let Some(set) = within {
                        if set >> card & 1 == 0 {
                            return Err(CardError::NotWild(card));
                        }
                    }
                    positions |= 1 << i;
                }
            }
            Ok(positions)
        }
    }
}

/// The wild-scale value of the best five of 5 to 7 cards.
pub fn evaluate_wild(
    cards: &[CardId],
    wilds: Wilds<'_>,
    may_duplicate: bool,
) -> Result<i16, CardError> {
    check_hand(cards)?;
    let positions = wild_positions(cards, wilds)?;
    Ok(wild::evaluate_unchecked(
        tables::wild(),
        cards,
        positions,
        may_duplicate,
    ))
}

/// The five cards that make the best high hand (or best low, with `low`), best first.
pub fn best_five(cards: &[CardId], low: bool) -> Result<[CardId; 5], CardError> {
    check_hand(cards)?;
    let value_of = |five: &[CardId]| {
        if low {
            lowball27::evaluate_unchecked(lowball27::tables(), five)
        } else {
            high::evaluate_unchecked(high::tables(), five)
        }
    };
    let target = value_of(cards);
    let mut found = None;
    lowball27::for_each_five(cards, |five| {
        if found.is_none() && value_of(five) == target {
            found = Some(<[CardId; 5]>::try_from(five).expect("five cards"));
        }
    });
    let mut five = found.expect("the best value comes from some five cards");
    // Order by rank, high first, for display.
    five.sort_unstable_by(|a, b| b.cmp(a));
    Ok(five)
}

/// The best wild hand and, for each of its five cards, the card held and the card it stands
/// for.
pub fn best_hand_wild(
    cards: &[CardId],
    wilds: Wilds<'_>,
    may_duplicate: bool,
) -> Result<(i16, wild::Representation), CardError> {
    check_hand(cards)?;
    let positions = wild_positions(cards, wilds)?;
    Ok(wild::best_hand(cards, positions, may_duplicate))
}

/// The shape of a class on a scale; `None` for a number off the scale.
pub fn shape_of(game: Game, value: i32) -> Option<Shape> {
    match game {
        Game::High => high::tables().scale.shape(value),
        Game::Low27 => lowball27::tables().scale.shape(value),
        Game::Wild { may_duplicate } => i16::try_from(value)
            .ok()
            .and_then(|v| wild::shape(v, may_duplicate)),
    }
}

/// A card id read from a batch: any integer type.
pub trait IdLike: Copy + Send + Sync {
    fn id(self) -> i64;
}

macro_rules! id_like {
    ($($t:ty),*) => {$(
        impl IdLike for $t {
            #[inline(always)]
            fn id(self) -> i64 {
                self as i64
            }
        }
    )*};
}
id_like!(u8, i8, u16, i16, u32, i32, u64, i64);

/// Evaluates `out.len()` hands of `width` cards stored row after row in `rows`, writing each
/// value to `out`. `masks`, for wild games, holds one flag per card (non-zero = wild) in the
/// same layout; without it `wild_cards` says which cards are wild.
pub fn evaluate_batch<T: IdLike>(
    rows: &[T],
    width: usize,
    game: Game,
    wild_cards: u64,
    masks: Option<&[u8]>,
    out: &mut [i32],
) -> Result<(), CardError> {
    if !(MIN_CARDS..=MAX_CARDS).contains(&width) {
        return Err(CardError::BadCount {
            got: width,
            min: MIN_CARDS,
            max: MAX_CARDS,
        });
    }
    assert_eq!(rows.len(), width * out.len(), "rows and out disagree");
    match width {
        5 => batch_rows::<5, T>(rows, game, wild_cards, masks, out),
        6 => batch_rows::<6, T>(rows, game, wild_cards, masks, out),
        _ => batch_rows::<7, T>(rows, game, wild_cards, masks, out),
    }
}

fn batch_rows<const N: usize, T: IdLike>(
    rows: &[T],
    game: Game,
    wild_cards: u64,
    masks: Option<&[u8]>,
    out: &mut [i32],
) -> Result<(), CardError> {
    let row_error = |at: usize, error: CardError| CardError::Row {
        row: at / N,
        error: Box::new(error),
    };
    // Ids first, in one pass the compiler can vectorise (no early exit: a search that stops
    // at the first bad id cannot be vectorised); only a bad batch is searched for its place.
    let bad = |raw: &T| !(0..DECK_SIZE as i64).contains(&raw.id());
    if rows.iter().fold(false, |any, raw| any | bad(raw)) {
        let at = rows.iter().position(bad).expect("a bad id was seen");
        return Err(row_error(at, CardError::BadId(rows[at].id())));
    }
    // One loop per game, so the choice of game is made once, not once a row.
    match game {
        Game::High => high_rows::<N, T>(rows, out),
        Game::Low27 => {
            let low = lowball27::tables();
            each_row::<N, T>(rows, out, |_, hand| {
                lowball27::evaluate_unchecked(low, hand) as i32
            })
        }
        Game::Wild { may_duplicate } => {
            let wilds = tables::wild();
            // Separate loops for the two ways of marking wilds keep each loop branch-free.
            match masks {
                Some(flags) => each_row::<N, T>(rows, out, |row, hand| {
                    let positions = flags[row * N..row * N + N]
                        .iter()
                        .enumerate()
                        .fold(0u8, |bits, (i, &f)| bits | ((f != 0) as u8) << i);
                    wild::evaluate_unchecked(wilds, hand, positions, may_duplicate) as i32
                }),
                None => each_row::<N, T>(rows, out, |_, hand| {
                    let positions = wild::positions_in(hand, wild_cards);
                    wild::evaluate_unchecked(wilds, hand, positions, may_duplicate) as i32
                }),
            }
        }
    }
}

/// The high batch loop, checking and evaluating in one pass: each row is read once into a
/// local copy, and the copy's cards go into a [`high_hand::HighHand`], whose per-suit rank
/// mask holds one bit per distinct valid card. So a row is good exactly when no id is out of
/// range and the mask has `N` bits; the same hand is then valued with no second look at the
/// cards. A bad row's error is built from the copy, never from a second read.
#[inline(never)]
fn high_rows<const N: usize, T: IdLike>(rows: &[T], out: &mut [i32]) -> Result<(), CardError> {
    let fast = &high::tables().fast;
    for (row, (chunk, value)) in rows.chunks_exact(N).zip(out.iter_mut()).enumerate() {
        let mut ids = [0i64; N];
        for (id, &raw) in ids.iter_mut().zip(chunk) {
            *id = raw.id();
        }
        match high_hand::checked_value(fast, &ids) {
            Some(class) => *value = class as i32,
            None => {
                return Err(CardError::Row {
                    row,
                    error: Box::new(copy_error(&ids)),
                })
            }
        }
    }
    Ok(())
}

/// What is wrong with a row's copy that failed the checks: its first bad id, or else its
/// first repeated card.
fn copy_error(ids: &[i64]) -> CardError {
    match ids.iter().find(|id| !(0..DECK_SIZE as i64).contains(id)) {
        Some(&id) => CardError::BadId(id),
        None => {
            let hand: Vec<CardId> = ids.iter().map(|&id| id as CardId).collect();
            check_distinct(&hand).expect_err("a row that fails the checks repeats a card")
        }
    }
}

/// Runs `evaluate(row, hand)` over the rows, failing on the first row with a bad id or a
/// repeated card. The checks are branch-free bit arithmetic, done as the row is read.
#[inline(always)]
fn each_row<const N: usize, T: IdLike>(
    rows: &[T],
    out: &mut [i32],
    mut evaluate: impl FnMut(usize, &[CardId; N]) -> i32,
) -> Result<(), CardError> {
    for (row, (chunk, value)) in rows.chunks_exact(N).zip(out.iter_mut()).enumerate() {
        let mut hand = [0u8; N];
        let mut seen = 0u64;
        let mut out_of_range = 0u64;
        for (slot, &raw) in hand.iter_mut().zip(chunk) {
            let id = raw.id();
            // Negative ids become huge and ids of 64 or more keep a bit above the sixth.
            out_of_range |= id as u64 >> 6;
            *slot = (id & 63) as CardId;
            seen |= 1 << *slot;
        }
        // Ids 52..63 land above the deck's 52 bits; a repeat leaves fewer than N bits.
        if out_of_range != 0 || seen >> DECK_SIZE != 0 || seen.count_ones() as usize != N {
            return Err(CardError::Row {
                row,
                error: Box::new(row_error(chunk)),
            });
        }
        *value = evaluate(row, &hand);
    }
    Ok(())
}

/// What is wrong with a row that failed the batch checks.
fn row_error<T: IdLike>(chunk: &[T]) -> CardError {
    match chunk
        .iter()
        .map(|raw| raw.id())
        .find(|id| !(0..DECK_SIZE as i64).contains(id))
    {
        Some(id) => CardError::BadId(id),
        None => {
            let hand: Vec<CardId> = chunk.iter().map(|raw| raw.id() as CardId).collect();
            check_distinct(&hand).expect_err("a row that fails the checks repeats a card")
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::parse_hand;

    fn hand(text: &str) -> Vec<CardId> {
        parse_hand(text).unwrap()
    }

    #[test]
    fn rejects_bad_hands() {
        assert!(matches!(
            evaluate_high(&hand("As Ks Qs Js")),
            Err(CardError::BadCount { got: 4, .. })
        ));
        assert_eq!(
            evaluate_high(&hand("As Ks Qs Js As")),
            Err(CardError::Duplicate(51))
        );
        assert_eq!(evaluate_high(&[0, 1, 2, 3, 60]), Err(CardError::BadId(60)));
    }

    #[test]
    fn batch_reports_the_failing_row() {
        let rows: Vec<i64> = vec![0, 1, 2, 3, 4, 0, 1, 2, 3, 3];
        let mut out = [0; 2];
        let err = evaluate_batch(&rows, 5, Game::High, 0, None, &mut out).unwrap_err();
        assert_eq!(
            err,
            CardError::Row {
                row: 1,
                error: Box::new(CardError::Duplicate(3))
            }
        );
    }
}
