//! Checked entry points of the Omaha, ace-to-five and badugi evaluators, single hands and
//! batches.
//!
//! Everything here validates its input (ids, counts, repeated cards, qualifiers) and reports a
//! [`CardError`]; the `*_unchecked` functions of `omaha`, `low_a5` and `badugi` are the hot
//! paths behind them. Batch rows are read once into a local copy and only the copy is checked
//! and evaluated, so a buffer changing under a batch can give odd values but never a panic.

use super::{badugi, high, low_a5, omaha, IdLike, Shared};
use crate::cards::{CardError, CardId, DECK_SIZE};

/// An N-or-better qualifier for lows: five different ranks, none above N (ace = 1).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Qualifier {
    /// The worst qualifying class on the ace-to-five scale.
    pub limit: u16,
}

impl Qualifier {
    /// The qualifier "`top` or better", for `top` in 5..=13; `None` otherwise.
    pub fn new(top: i64) -> Option<Qualifier> {
        u8::try_from(top)
            .ok()
            .and_then(low_a5::qualifying_limit)
            .map(|limit| Qualifier { limit })
    }

    /// Eight or better, the split games' qualifier.
    pub const EIGHT: Qualifier = Qualifier {
        limit: low_a5::EIGHT_OR_BETTER,
    };

    /// The class if it qualifies.
    #[inline(always)]
    pub fn apply(self, class: u16) -> Option<u16> {
        (class <= self.limit).then_some(class)
    }
}

/// The error for an id outside the deck, named exactly (any 64-bit id, signed or not).
fn bad_id(id: impl Into<i128>) -> CardError {
    CardError::BadId(id.into())
}

/// Checks a part of a hand: its size, each id, and that no card repeats within it or within
/// `seen` (the cards of the other parts, bit c = card c). Returns `seen` plus this part.
fn check_part(
    cards: &[CardId],
    seen: u64,
    game: &'static str,
    what: &'static str,
    (min, max): (usize, usize),
) -> Result<u64, CardError> {
    if !(min..=max).contains(&cards.len()) {
        return Err(CardError::CountFor {
            game,
            what,
            got: cards.len(),
            min,
            max,
        });
    }
    let mut seen = seen;
    for &card in cards {
        if card >= DECK_SIZE {
            return Err(bad_id(card));
        }
        if seen >> card & 1 == 1 {
            return Err(CardError::Duplicate(card));
        }
        seen |= 1 << card;
    }
    Ok(seen)
}

fn check_omaha(hole: &[CardId], board: &[CardId]) -> Result<(), CardError> {
    let seen = check_part(
        hole,
        0,
        "Omaha",
        "hole card",
        (omaha::HOLE_MIN, omaha::HOLE_MAX),
    )?;
    check_part(
        board,
        seen,
        "Omaha",
        "board card",
        (omaha::BOARD_MIN, omaha::BOARD_MAX),
    )
    .map(|_| ())
}

fn check_low_hand(cards: &[CardId]) -> Result<(), CardError> {
    check_part(cards, 0, "ace-to-five low", "card", (5, 7)).map(|_| ())
}

fn check_badugi(cards: &[CardId]) -> Result<[CardId; 4], CardError> {
    check_part(cards, 0, "badugi", "card", (4, 4))?;
    Ok([cards[0], cards[1], cards[2], cards[3]])
}

/// The Omaha high class (1..7,462) of exactly two of 4 to 6 hole cards and three of 3 to 5
/// board cards.
pub fn evaluate_omaha(hole: &[CardId], board: &[CardId]) -> Result<u16, CardError> {
    check_omaha(hole, board)?;
    Ok(omaha::evaluate_unchecked(omaha::tables(), hole, board))
}

/// The Omaha high class and the eight-or-better low class (1..=56 on the ace-to-five scale),
/// each from its own two hole and three board cards; no low without a qualifying one.
pub fn evaluate_omaha_hilo(
    hole: &[CardId],
    board: &[CardId],
) -> Result<(u16, Option<u16>), CardError> {
    check_omaha(hole, board)?;
    let tables = omaha::tables();
    let low = omaha::low_unchecked(tables, hole, board);
    Ok((
        omaha::evaluate_unchecked(tables, hole, board),
        (low != 0).then_some(low as u16),
    ))
}

/// Calls `f(two, three)` with each choice of two hole cards and three board cards.
fn for_each_omaha_five(hole: &[CardId], board: &[CardId], mut f: impl FnMut([CardId; 5])) {
    for (i, &a) in hole.iter().enumerate() {
        for &b in &hole[i + 1..] {
            for (j, &c) in board.iter().enumerate() {
                for (k, &d) in board.iter().enumerate().skip(j + 1) {
                    for &e in &board[k + 1..] {
                        f([a, b, c, d, e]);
                    }
                }
            }
        }
    }
}

/// Sorts cards by rank, highest first (ace high, or ace low with `ace_low`); ties by suit,
/// highest first.
fn sort_for_display(cards: &mut [CardId], ace_low: bool) {
    let order = |c: &CardId| {
        let rank = if ace_low {
            low_a5::low_rank(*c)
        } else {
            c >> 2
        };
        std::cmp::Reverse((rank, c & 3))
    };
    cards.sort_unstable_by_key(order);
}

/// The five cards of the best Omaha high hand (or, with `low`, the best eight-or-better low,
/// `None` without one): the two hole cards, then the three board cards, each part highest
/// first.
pub fn best_omaha(
    hole: &[CardId],
    board: &[CardId],
    low: bool,
) -> Result<Option<[CardId; 5]>, CardError> {
    check_omaha(hole, board)?;
    let mut best: Option<(u16, [CardId; 5])> = None;
    if low {
        let tables = low_a5::tables();
        for_each_omaha_five(hole, board, |five| {
            let class = low_a5::evaluate_unchecked(tables, &five);
            if Qualifier::EIGHT.apply(class).is_some() && best.is_none_or(|(b, _)| class < b) {
                best = Some((class, five));
            }
        });
    } else {
        let tables = high::tables();
        for_each_omaha_five(hole, board, |five| {
            let class = high::evaluate_unchecked(tables, &five);
            if best.is_none_or(|(b, _)| class < b) {
                best = Some((class, five));
            }
        });
    }
    Ok(best.map(|(_, mut five)| {
        sort_for_display(&mut five[..2], low);
        sort_for_display(&mut five[2..], low);
        five
    }))
}

/// The ace-to-five class (1 = 5-4-3-2-A … 6,175) of the best five of 5 to 7 cards; with a
/// qualifier, `None` unless that low qualifies.
pub fn evaluate_low_a5(
    cards: &[CardId],
    qualify: Option<Qualifier>,
) -> Result<Option<u16>, CardError> {
    check_low_hand(cards)?;
    let class = low_a5::evaluate_unchecked(low_a5::tables(), cards);
    Ok(match qualify {
        Some(q) => q.apply(class),
        None => Some(class),
    })
}

/// The five cards of the best ace-to-five low, highest first (ace last).
pub fn best_five_low_a5(cards: &[CardId]) -> Result<[CardId; 5], CardError> {
    check_low_hand(cards)?;
    let tables = low_a5::tables();
    let mut five = [cards[0], cards[1], cards[2], cards[3], cards[4]];
    let mut best = low_a5::evaluate_unchecked(tables, &five);
    super::lowball27::for_each_five(cards, |choice| {
        let class = low_a5::evaluate_unchecked(tables, choice);
        if class < best {
            best = class;
            five.copy_from_slice(choice);
        }
    });
    sort_for_display(&mut five, true);
    Ok(five)
}

/// The badugi class (1 = 4-3-2-A of four suits … 1,092) of four cards.
pub fn evaluate_badugi(cards: &[CardId]) -> Result<u16, CardError> {
    let four = check_badugi(cards)?;
    Ok(badugi::evaluate_unchecked(badugi::tables(), four))
}

/// The cards of the best badugi in four cards, highest first (aces low).
pub fn best_badugi(cards: &[CardId]) -> Result<Vec<CardId>, CardError> {
    let four = check_badugi(cards)?;
    let (_, pick) = badugi::best_subset(&four);
    let mut used: Vec<CardId> = (0..4)
        .filter(|i| pick >> i & 1 == 1)
        .map(|i| four[i])
        .collect();
    sort_for_display(&mut used, true);
    Ok(used)
}

/// The ids of a batch, row after row. A batch copies each row out once, reading each id
/// exactly once, and checks and evaluates only the copy: a slice is one source, and memory that
/// another thread may write while the batch runs (a Python buffer with the interpreter released)
/// can be another, read with volatile loads.
pub trait BatchIds<T> {
    /// How many ids there are.
    fn len(&self) -> usize;

    /// Whether there are none.
    fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// A copy of row `row` of width `N`; `None` past the end.
    fn row<const N: usize>(&self, row: usize) -> Option<[T; N]>;
}

impl<T: Copy> BatchIds<T> for [T] {
    fn len(&self) -> usize {
        <[T]>::len(self)
    }

    #[inline(always)]
    fn row<const N: usize>(&self, row: usize) -> Option<[T; N]> {
        let first = row.checked_mul(N)?;
        self.get(first..first.checked_add(N)?)?.try_into().ok()
    }
}

impl<T: Copy> BatchIds<T> for Shared<'_, T> {
    fn len(&self) -> usize {
        Shared::len(self)
    }

    #[inline(always)]
    fn row<const N: usize>(&self, row: usize) -> Option<[T; N]> {
        Shared::row(self, row)
    }
}

/// Checks a copied row: every id in 0..52 and no card repeated, within the row or against
/// `seen` (cards already read for this hand). Returns the cards and adds them to `seen`.
#[inline(always)]
fn check_row<T: IdLike, const N: usize>(
    raw: &[T; N],
    seen: &mut u64,
) -> Result<[CardId; N], CardError> {
    // Branch-free checks first; a row that fails them is examined card by card, off the hot
    // path.
    let mut cards = [0u8; N];
    let mut out_of_range = 0u64;
    let mut bits = *seen;
    for (card, value) in cards.iter_mut().zip(raw) {
        let id = value.id();
        out_of_range |= id as u64 >> 6;
        *card = (id & 63) as CardId;
        bits |= 1 << *card;
    }
    if out_of_range != 0
        || bits >> DECK_SIZE != 0
        || bits.count_ones() != seen.count_ones() + N as u32
    {
        return check_row_slowly(raw, seen);
    }
    *seen = bits;
    Ok(cards)
}

/// [`check_row`] card by card, saying what is wrong.
#[cold]
#[inline(never)]
fn check_row_slowly<T: IdLike, const N: usize>(
    raw: &[T; N],
    seen: &mut u64,
) -> Result<[CardId; N], CardError> {
    let mut cards = [0u8; N];
    for (card, value) in cards.iter_mut().zip(raw) {
        let id = value.id();
        if !(0..DECK_SIZE as i64).contains(&id) {
            return Err(bad_id(value.exact()));
        }
        if *seen >> id & 1 == 1 {
            return Err(CardError::Duplicate(id as CardId));
        }
        *seen |= 1 << id;
        *card = id as CardId;
    }
    Ok(cards)
}

/// The cards of row `row`, read from `ids` once and checked.
#[inline(always)]
fn read_row<T: IdLike, S: BatchIds<T> + ?Sized, const N: usize>(
    ids: &S,
    row: usize,
    seen: &mut u64,
) -> Result<[CardId; N], CardError> {
    let raw = ids.row::<N>(row).ok_or_else(|| CardError::CountFor {
        game: "a batch",
        what: "id",
        got: ids.len(),
        min: (row + 1) * N,
        max: (row + 1) * N,
    })?;
    check_row(&raw, seen).map_err(|error| CardError::Row {
        row,
        error: Box::new(error),
    })
}

/// Omaha high classes of many hands into `high`, and with `low` their eight-or-better classes
/// (0 where there is none): `high.len()` rows of `hole_width` ids in `holes` and of
/// `board_width` in `boards`.
pub fn evaluate_omaha_batch<T: IdLike, S: BatchIds<T> + ?Sized>(
    holes: &S,
    hole_width: usize,
    boards: &S,
    board_width: usize,
    high: &mut [i32],
    low: Option<&mut [i32]>,
) -> Result<(), CardError> {
    let widths_error = |got, what, (min, max)| CardError::CountFor {
        game: "Omaha",
        what,
        got,
        min,
        max,
    };
    if !(omaha::HOLE_MIN..=omaha::HOLE_MAX).contains(&hole_width) {
        let allowed = (omaha::HOLE_MIN, omaha::HOLE_MAX);
        return Err(widths_error(hole_width, "hole card", allowed));
    }
    if !(omaha::BOARD_MIN..=omaha::BOARD_MAX).contains(&board_width) {
        let allowed = (omaha::BOARD_MIN, omaha::BOARD_MAX);
        return Err(widths_error(board_width, "board card", allowed));
    }
    macro_rules! dispatch {
        ($($h:literal, $b:literal);*) => {
            match (hole_width, board_width) {
                $(($h, $b) => omaha_rows::<T, S, $h, $b>(holes, boards, high, low),)*
                _ => Ok(()),
            }
        };
    }
    dispatch!(4, 3; 4, 4; 4, 5; 5, 3; 5, 4; 5, 5; 6, 3; 6, 4; 6, 5)
}

fn omaha_rows<T: IdLike, S: BatchIds<T> + ?Sized, const H: usize, const B: usize>(
    holes: &S,
    boards: &S,
    high: &mut [i32],
    low: Option<&mut [i32]>,
) -> Result<(), CardError> {
    let tables = omaha::tables();
    // Separate loops, so that the high-only one does no work for the low half.
    match low {
        None => {
            for (row, high) in high.iter_mut().enumerate() {
                let mut seen = 0;
                let hole = read_row::<T, S, H>(holes, row, &mut seen)?;
                let board = read_row::<T, S, B>(boards, row, &mut seen)?;
                *high = omaha::evaluate_unchecked(tables, &hole, &board) as i32;
            }
        }
        Some(low) => {
            for (row, (high, low)) in high.iter_mut().zip(low.iter_mut()).enumerate() {
                let mut seen = 0;
                let hole = read_row::<T, S, H>(holes, row, &mut seen)?;
                let board = read_row::<T, S, B>(boards, row, &mut seen)?;
                *high = omaha::evaluate_unchecked(tables, &hole, &board) as i32;
                *low = omaha::low_unchecked(tables, &hole, &board) as i32;
            }
        }
    }
    Ok(())
}

/// Ace-to-five classes of `out.len()` hands of `width` (5 to 7) ids; with a qualifier, 0 for a
/// hand whose low does not qualify.
pub fn evaluate_low_a5_batch<T: IdLike, S: BatchIds<T> + ?Sized>(
    ids: &S,
    width: usize,
    qualify: Option<Qualifier>,
    out: &mut [i32],
) -> Result<(), CardError> {
    // Without a qualifier every class passes.
    let limit = qualify.map_or(u16::MAX, |q| q.limit);
    match width {
        5 => low_rows::<T, S, 5>(ids, limit, out),
        6 => low_rows::<T, S, 6>(ids, limit, out),
        7 => low_rows::<T, S, 7>(ids, limit, out),
        got => Err(CardError::CountFor {
            game: "ace-to-five low",
            what: "card",
            got,
            min: 5,
            max: 7,
        }),
    }
}

fn low_rows<T: IdLike, S: BatchIds<T> + ?Sized, const N: usize>(
    ids: &S,
    limit: u16,
    out: &mut [i32],
) -> Result<(), CardError> {
    let tables = low_a5::tables();
    for (row, out) in out.iter_mut().enumerate() {
        let hand = read_row::<T, S, N>(ids, row, &mut 0)?;
        let class = low_a5::evaluate_unchecked(tables, &hand);
        *out = if class <= limit { class as i32 } else { 0 };
    }
    Ok(())
}

/// Badugi classes of `out.len()` hands of four ids.
pub fn evaluate_badugi_batch<T: IdLike, S: BatchIds<T> + ?Sized>(
    ids: &S,
    out: &mut [i32],
) -> Result<(), CardError> {
    let tables = badugi::tables();
    for (row, out) in out.iter_mut().enumerate() {
        let hand = read_row::<T, S, 4>(ids, row, &mut 0)?;
        *out = badugi::evaluate_unchecked(tables, hand) as i32;
    }
    Ok(())
}

/// The ace-to-five shape of a class: its category and ranks (12 = ace) in compared order.
pub fn low_a5_shape(class: i32) -> Option<super::classes::Shape> {
    low_a5::tables().shape(class)
}

/// The ranks of a badugi class, highest first (card ranks, 12 = ace, which is lowest).
pub fn badugi_ranks(class: i32) -> Option<Vec<u8>> {
    badugi::low_ranks_of(class).map(|lows| lows.into_iter().map(|r| (r + 12) % 13).collect())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::parse_hand;

    fn cards(text: &str) -> Vec<CardId> {
        parse_hand(text).unwrap()
    }

    #[test]
    fn rejects_bad_hands_with_the_part_named() {
        let err = evaluate_omaha(&cards("As Kd Qh"), &cards("2c 3c 4c")).unwrap_err();
        assert_eq!(
            err.to_string(),
            "got 3 hole cards: Omaha takes 4 to 6 hole cards"
        );
        let err = evaluate_omaha(&cards("As Kd Qh Jh"), &cards("2c 3c 4c 5c 6c 7c")).unwrap_err();
        assert_eq!(
            err.to_string(),
            "got 6 board cards: Omaha takes 3 to 5 board cards"
        );
        let err = evaluate_omaha(&cards("As Kd Qh Jh"), &cards("2c 3c As")).unwrap_err();
        assert_eq!(err, CardError::Duplicate(51));
        let err = evaluate_badugi(&cards("As Kd Qh Jh Tc")).unwrap_err();
        assert_eq!(err.to_string(), "got 5 cards: badugi takes exactly 4 cards");
        assert_eq!(evaluate_badugi(&[0, 1, 2, 52]), Err(bad_id(52)));
        assert!(evaluate_low_a5(&cards("As 2d 3h 4c"), None).is_err());
        assert_eq!(Qualifier::new(4), None);
        assert_eq!(Qualifier::new(8), Some(Qualifier::EIGHT));
    }

    #[test]
    fn batch_rows_report_their_row_and_card() {
        let holes: Vec<i64> = vec![0, 1, 2, 3, 4, 5, 6, 7];
        let boards: Vec<i64> = vec![8, 9, 10, 11, 12, 7];
        let mut high = [0; 2];
        let err = evaluate_omaha_batch(&holes[..], 4, &boards[..], 3, &mut high, None).unwrap_err();
        assert_eq!(
            err,
            CardError::Row {
                row: 1,
                error: Box::new(CardError::Duplicate(7))
            }
        );
        let rows: Vec<i64> = vec![0, 1, 2, -3];
        let err = evaluate_badugi_batch(&rows[..], &mut [0]).unwrap_err();
        assert_eq!(
            err,
            CardError::Row {
                row: 0,
                error: Box::new(bad_id(-3))
            }
        );
    }
}
