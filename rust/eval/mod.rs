//! The evaluators' checked entry points, single hands and batches.
//!
//! Everything here validates its input (ids, counts, duplicates) and reports a [`CardError`];
//! the `*_unchecked` functions in the submodules are the hot paths behind them.

pub mod badugi;
pub mod checked_omaha_a5_badugi;
pub mod classes;
pub mod high;
pub mod high_hand;
pub mod low_a5;
pub mod lowball27;
pub mod omaha;
pub mod parallel_five_card;
pub mod parallel_omaha_a5_badugi;
pub mod perfect_hash;
pub mod tables;
pub mod wild;

use std::marker::PhantomData;

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
        return Err(CardError::BadId(bad.into()));
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
    let mut best: Option<(u16, [CardId; 5])> = None;
    lowball27::for_each_five(cards, |five| {
        if let Ok(five) = <[CardId; 5]>::try_from(five) {
            let value = value_of(&five);
            if best.is_none_or(|(top, _)| value < top) {
                best = Some((value, five));
            }
        }
    });
    let (_, mut five) = best.ok_or(CardError::BadCount {
        got: cards.len(),
        min: MIN_CARDS,
        max: MAX_CARDS,
    })?;
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
    wild::best_hand(cards, positions, may_duplicate).ok_or(CardError::Internal(
        "no five cards reach the best wild value; please report this hand",
    ))
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
    /// The id as a signed number (a `u64` above `i64::MAX` wraps negative: still out of range).
    fn id(self) -> i64;
    /// The id exactly, for error messages.
    fn exact(self) -> i128;
}

macro_rules! id_like {
    ($($t:ty),*) => {$(
        impl IdLike for $t {
            #[inline(always)]
            fn id(self) -> i64 {
                self as i64
            }

            fn exact(self) -> i128 {
                self as i128
            }
        }
    )*};
}
id_like!(u8, i8, u16, i16, u32, i32, u64, i64);

/// Memory that another thread may write while a batch reads it: a numpy array the caller
/// keeps changing while the interpreter is released. A batch reads each element exactly once,
/// with a volatile load into its own copy of the row, then checks and evaluates that copy; so
/// a race may give a stale answer, but never a panic or an error about a card the row never
/// held, and the compiler cannot assume the memory stays unchanged.
#[derive(Debug, Clone, Copy)]
pub struct Shared<'a, T> {
    start: *const T,
    len: usize,
    _borrowed: PhantomData<&'a [T]>,
}

// SAFETY: a `Shared` only ever reads `Copy` values through its pointer, and whoever built it
// promised the memory stays valid for `'a` (see `from_raw`).
unsafe impl<T: Sync> Send for Shared<'_, T> {}
unsafe impl<T: Sync> Sync for Shared<'_, T> {}

impl<'a, T: Copy> Shared<'a, T> {
    /// A slice nobody else can write while it is borrowed.
    pub fn new(slice: &'a [T]) -> Self {
        Shared {
            start: slice.as_ptr(),
            len: slice.len(),
            _borrowed: PhantomData,
        }
    }

    /// Memory owned elsewhere (a Python buffer).
    ///
    /// # Safety
    ///
    /// `start` must be aligned and valid for reads of `len` values of `T` for all of `'a`.
    /// Other threads may write those values meanwhile: every read is volatile.
    pub unsafe fn from_raw(start: *const T, len: usize) -> Self {
        Shared {
            start,
            len,
            _borrowed: PhantomData,
        }
    }

    /// How many values there are.
    pub fn len(&self) -> usize {
        self.len
    }

    /// Whether there are none.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The `len` values from `start` on; `None` past the end.
    pub fn part(&self, start: usize, len: usize) -> Option<Shared<'a, T>> {
        if start.checked_add(len)? > self.len {
            return None;
        }
        Some(Shared {
            // SAFETY: `start + len <= self.len`, so the part lies within the memory `self`
            // vouches for.
            start: unsafe { self.start.add(start) },
            len,
            _borrowed: PhantomData,
        })
    }

    /// A copy of row `row` of width `N`, each value read once; `None` past the end.
    #[inline(always)]
    pub fn row<const N: usize>(&self, row: usize) -> Option<[T; N]> {
        let first = row.checked_mul(N)?;
        if first.checked_add(N)? > self.len {
            return None;
        }
        let start = self.start;
        // SAFETY: `first + N <= len`: the row lies within the memory `self` vouches for.
        // Volatile, because another thread may be writing it.
        Some(std::array::from_fn(|i| unsafe {
            start.add(first + i).read_volatile()
        }))
    }

    /// The whole rows of width `N`, in order, each a copy whose values were read once.
    #[inline(always)]
    pub fn rows<const N: usize>(&self) -> impl Iterator<Item = [T; N]> + 'a {
        let start = self.start;
        let count = self.len.checked_div(N).unwrap_or(0);
        (0..count).map(move |row| {
            // SAFETY: `row < len / N`, so the row's `N` values lie within the `len` that
            // `from_raw`'s caller (or `new`'s borrow) vouches for. Volatile, because another
            // thread may be writing them.
            std::array::from_fn(|i| unsafe { start.add(row * N + i).read_volatile() })
        })
    }
}

/// Evaluates `out.len()` hands of `width` cards stored row after row in `rows`, writing each
/// value to `out`. `masks`, for wild games, holds one flag per card (non-zero = wild) in the
/// same layout, and may only mark cards of `wild_cards`; without masks `wild_cards` says
/// which cards are wild.
pub fn evaluate_batch<T: IdLike>(
    rows: &[T],
    width: usize,
    game: Game,
    wild_cards: u64,
    masks: Option<&[u8]>,
    out: &mut [i32],
) -> Result<(), CardError> {
    evaluate_batch_shared(
        Shared::new(rows),
        width,
        game,
        wild_cards,
        masks.map(Shared::new),
        out,
    )
}

/// [`evaluate_batch`] over memory other threads may write meanwhile (see [`Shared`]).
pub fn evaluate_batch_shared<T: IdLike>(
    rows: Shared<'_, T>,
    width: usize,
    game: Game,
    wild_cards: u64,
    masks: Option<Shared<'_, u8>>,
    out: &mut [i32],
) -> Result<(), CardError> {
    check_batch_shape(rows.len(), width, out.len(), masks.map(|m| m.len()))?;
    match width {
        5 => batch_rows::<5, T>(rows, game, wild_cards, masks, out),
        6 => batch_rows::<6, T>(rows, game, wild_cards, masks, out),
        _ => batch_rows::<7, T>(rows, game, wild_cards, masks, out),
    }
}

/// Checks that `ids` ids fill `rows` rows of `width` (5 to 7) cards, and that the masks, if
/// any, hold one flag per id.
pub fn check_batch_shape(
    ids: usize,
    width: usize,
    rows: usize,
    masks: Option<usize>,
) -> Result<(), CardError> {
    if !(MIN_CARDS..=MAX_CARDS).contains(&width) {
        return Err(CardError::BadCount {
            got: width,
            min: MIN_CARDS,
            max: MAX_CARDS,
        });
    }
    if Some(ids) != width.checked_mul(rows) {
        return Err(CardError::BatchLength { ids, rows, width });
    }
    match masks {
        Some(mask) if mask != ids => Err(CardError::MaskLength { cards: ids, mask }),
        _ => Ok(()),
    }
}

fn batch_rows<const N: usize, T: IdLike>(
    rows: Shared<'_, T>,
    game: Game,
    wild_cards: u64,
    masks: Option<Shared<'_, u8>>,
    out: &mut [i32],
) -> Result<(), CardError> {
    // One loop per game, so the choice of game is made once, not once a row. Each loop reads
    // a row once and checks as it goes: a separate pass over the ids would read them twice.
    match game {
        Game::High => high_rows::<N, T>(rows, out),
        Game::Low27 => {
            let low = lowball27::tables();
            each_row::<N, T>(rows, out, |hand| {
                Ok(lowball27::evaluate_unchecked(low, hand) as i32)
            })
        }
        Game::Wild { may_duplicate } => {
            let wilds = tables::wild();
            // Separate loops for the two ways of marking wilds keep each loop branch-free.
            match masks {
                Some(flags) => {
                    // The mask rows go along with the hand rows (the lengths were checked).
                    let mut marks = flags.rows::<N>();
                    each_row::<N, T>(rows, out, |hand| {
                        let row_marks = marks.next().unwrap_or([0; N]);
                        let positions = marked_positions(&row_marks, hand, wild_cards)?;
                        Ok(wild::evaluate_unchecked(wilds, hand, positions, may_duplicate) as i32)
                    })
                }
                None => each_row::<N, T>(rows, out, |hand| {
                    let positions = wild::positions_in(hand, wild_cards);
                    Ok(wild::evaluate_unchecked(wilds, hand, positions, may_duplicate) as i32)
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
fn high_rows<const N: usize, T: IdLike>(
    rows: Shared<'_, T>,
    out: &mut [i32],
) -> Result<(), CardError> {
    let fast = &high::tables().fast;
    // `evaluate_batch_shared` checked that there are `out.len()` whole rows.
    for (row, (raw, value)) in rows.rows::<N>().zip(out.iter_mut()).enumerate() {
        let ids: [i64; N] = raw.map(IdLike::id);
        *value = match high_hand::checked_value(fast, &ids) {
            Some(class) => class as i32,
            // The slow check says what is wrong; should it find nothing wrong (it cannot, with
            // a true copy), the row is valued as it reads.
            None => match checked_row(&raw) {
                Ok(hand) => high_hand::evaluate_cards(fast, &hand) as i32,
                Err(error) => {
                    return Err(CardError::Row {
                        row,
                        error: Box::new(error),
                    })
                }
            },
        };
    }
    Ok(())
}

/// The wild positions a row's mask marks, each of them one of `allowed` (a card set); a
/// marked card that is not allowed is the error.
#[inline(always)]
fn marked_positions<const N: usize>(
    marks: &[u8; N],
    hand: &[CardId; N],
    allowed: u64,
) -> Result<u8, CardId> {
    let mut positions = 0u8;
    let mut marked = 0u64;
    for (i, (&flag, &card)) in marks.iter().zip(hand).enumerate() {
        let on = (flag != 0) as u8;
        positions |= on << i;
        marked |= (on as u64) << card;
    }
    let stray = marked & !allowed;
    if stray != 0 {
        // The lowest marked card that is not allowed: a card of this very row.
        return Err(stray.trailing_zeros() as CardId);
    }
    Ok(positions)
}

/// Runs `evaluate(hand)` over the rows, failing on the first row with a bad id or a repeated
/// card, or a card the evaluation refuses (`Err(card)`: a mask marking a card that may not be
/// wild). Each row is copied out once (see [`Shared`]); the checks are branch-free bit
/// arithmetic on the copy, and an error is described from the same copy.
#[inline(always)]
fn each_row<const N: usize, T: IdLike>(
    rows: Shared<'_, T>,
    out: &mut [i32],
    mut evaluate: impl FnMut(&[CardId; N]) -> Result<i32, CardId>,
) -> Result<(), CardError> {
    let at_row = |row: usize| {
        move |error: CardError| CardError::Row {
            row,
            error: Box::new(error),
        }
    };
    // `evaluate_batch_shared` checked that there are `out.len()` whole rows.
    for (row, (raw, value)) in rows.rows::<N>().zip(out.iter_mut()).enumerate() {
        let mut hand = [0u8; N];
        let mut seen = 0u64;
        let mut out_of_range = 0u64;
        for (slot, &id) in hand.iter_mut().zip(&raw) {
            let id = id.id();
            // Negative ids become huge and ids of 64 or more keep a bit above the sixth.
            out_of_range |= id as u64 >> 6;
            *slot = (id & 63) as CardId;
            seen |= 1 << *slot;
        }
        // Ids 52..63 land above the deck's 52 bits; a repeat leaves fewer than N bits.
        if out_of_range != 0 || seen >> DECK_SIZE != 0 || seen.count_ones() as usize != N {
            hand = checked_row(&raw).map_err(at_row(row))?;
        }
        *value = evaluate(&hand).map_err(|card| at_row(row)(CardError::NotWild(card)))?;
    }
    Ok(())
}

/// The cards of a row copy that failed the fast checks, or what is wrong with it.
#[cold]
fn checked_row<const N: usize, T: IdLike>(raw: &[T; N]) -> Result<[CardId; N], CardError> {
    let mut hand = [0u8; N];
    for (slot, &id) in hand.iter_mut().zip(raw) {
        *slot = u8::try_from(id.exact())
            .ok()
            .filter(|&card| card < DECK_SIZE)
            .ok_or(CardError::BadId(id.exact()))?;
    }
    check_distinct(&hand)?;
    Ok(hand)
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

    #[test]
    fn batch_errors_instead_of_panicking_on_a_bad_shape() {
        let rows: Vec<u8> = (0..9).collect();
        let mut out = [0; 2];
        assert_eq!(
            evaluate_batch(&rows, 5, Game::High, 0, None, &mut out),
            Err(CardError::BatchLength {
                ids: 9,
                rows: 2,
                width: 5
            })
        );
        let rows: Vec<u8> = (0..10).collect();
        let flags = [0u8; 9];
        assert!(matches!(
            evaluate_batch(&rows, 5, Game::High, 0, Some(&flags), &mut out),
            Err(CardError::MaskLength { .. })
        ));
    }

    #[test]
    fn batch_masks_may_only_mark_allowed_cards() {
        let rows: Vec<u8> = vec![0, 1, 20, 21, 22];
        let wild = Game::Wild {
            may_duplicate: false,
        };
        let mut out = [0; 1];
        let marks = [1u8, 1, 0, 0, 0];
        assert_eq!(
            evaluate_batch(&rows, 5, wild, DEUCES, Some(&marks), &mut out),
            Ok(())
        );
        assert_eq!(out[0], -5); // two wild deuces and three sevens: five sevens
        let stray = [0u8, 0, 1, 0, 0];
        assert_eq!(
            evaluate_batch(&rows, 5, wild, DEUCES, Some(&stray), &mut out),
            Err(CardError::Row {
                row: 0,
                error: Box::new(CardError::NotWild(20))
            })
        );
    }

    #[test]
    fn batch_reports_ids_exactly() {
        let rows: Vec<u64> = vec![u64::MAX, 1, 2, 3, 4];
        let mut out = [0; 1];
        assert_eq!(
            evaluate_batch(&rows, 5, Game::High, 0, None, &mut out),
            Err(CardError::Row {
                row: 0,
                error: Box::new(CardError::BadId(u64::MAX.into()))
            })
        );
    }

    /// An id whose every read may differ, as memory another thread writes would: the batch
    /// must neither panic nor name a value the id never had.
    #[derive(Clone, Copy)]
    struct Flaky<'a> {
        reads: &'a std::sync::atomic::AtomicUsize,
        values: [i64; 2],
    }

    impl IdLike for Flaky<'_> {
        fn id(self) -> i64 {
            let read = self
                .reads
                .fetch_add(1, std::sync::atomic::Ordering::Relaxed);
            self.values[read % 2]
        }

        fn exact(self) -> i128 {
            self.id().into()
        }
    }

    #[test]
    fn a_row_that_changes_between_reads_never_panics_or_lies() {
        for values in [[5, 60], [60, 5], [60, 61], [1, 5], [5, 1], [1, 61]] {
            let reads = std::sync::atomic::AtomicUsize::new(0);
            let steady = |id: i64| Flaky {
                reads: &reads,
                values: [id, id],
            };
            let rows = [
                Flaky {
                    reads: &reads,
                    values,
                },
                steady(1),
                steady(2),
                steady(3),
                steady(4),
            ];
            let mut out = [0; 1];
            match evaluate_batch(&rows, 5, Game::High, 0, None, &mut out) {
                Ok(()) => assert!((1..=7462).contains(&out[0])),
                Err(CardError::Row { row: 0, error }) => match *error {
                    CardError::BadId(id) => assert!(values.contains(&(id as i64)), "{id}"),
                    CardError::Duplicate(card) => {
                        assert!(card <= 4 || values.contains(&card.into()))
                    }
                    other => panic!("unexpected {other:?}"),
                },
                Err(other) => panic!("unexpected {other:?}"),
            }
        }
    }
}
