//! The Omaha, ace-to-five and badugi batches shared between threads, as [`super::parallel_five_card`]
//! shares the high, deuce-to-seven and wild ones: fixed blocks of rows, the first bad row
//! reported exactly as one thread reports it.

use super::checked_omaha_a5_badugi::{
    evaluate_badugi_batch, evaluate_low_a5_batch, evaluate_omaha_batch, BatchIds, Qualifier,
};
use super::parallel_five_card::BLOCK_ROWS;
use super::{CardError, IdLike};
use crate::threads::Pool;

/// The rows of a batch from row `first` on: one block's view, whatever the row width.
struct FromRow<'a, S: ?Sized> {
    ids: &'a S,
    first: usize,
    width: usize,
}

impl<T, S: BatchIds<T> + ?Sized> BatchIds<T> for FromRow<'_, S> {
    fn len(&self) -> usize {
        self.ids
            .len()
            .saturating_sub(self.first.saturating_mul(self.width))
    }

    #[inline(always)]
    fn row<const N: usize>(&self, row: usize) -> Option<[T; N]> {
        self.ids.row::<N>(self.first.checked_add(row)?)
    }
}

/// One block: its first row and its outputs.
type Block<'a> = (usize, &'a mut [i32], Option<&'a mut [i32]>);

/// Runs `work(first_row, out, second)` over all rows at once, or over fixed blocks of
/// [`BLOCK_ROWS`] rows on `threads` threads (`None`: all cores). When a block fails, the whole
/// batch runs again on the calling thread, so the error is the one a single thread reports
/// (the lowest bad row). `Err(Ok(n))` reports a bad thread count.
fn in_blocks<W>(
    threads: Option<usize>,
    out: &mut [i32],
    second: Option<&mut [i32]>,
    work: W,
) -> Result<(), Result<usize, CardError>>
where
    W: Fn(usize, &mut [i32], Option<&mut [i32]>) -> Result<(), CardError> + Sync,
{
    let pool = Pool::new(threads).map_err(Ok)?;
    if second.as_ref().is_some_and(|s| s.len() != out.len()) {
        return Err(Err(CardError::Internal(
            "the two outputs of a batch differ in length",
        )));
    }
    if pool.is_calling() || out.len() <= BLOCK_ROWS {
        return work(0, out, second).map_err(Err);
    }
    let mut second = second;
    let blocks: Vec<Block<'_>> = match second.as_deref_mut() {
        Some(s) => out
            .chunks_mut(BLOCK_ROWS)
            .zip(s.chunks_mut(BLOCK_ROWS))
            .enumerate()
            .map(|(i, (o, s))| (i * BLOCK_ROWS, o, Some(s)))
            .collect(),
        None => out
            .chunks_mut(BLOCK_ROWS)
            .enumerate()
            .map(|(i, o)| (i * BLOCK_ROWS, o, None))
            .collect(),
    };
    let failed = pool
        .map(blocks, |(first, o, s)| work(first, o, s).is_err())
        .into_iter()
        .any(|failed| failed);
    if failed {
        // Again on one thread, for the exact error a single thread gives.
        return work(0, out, second).map_err(Err);
    }
    Ok(())
}

/// [`evaluate_omaha_batch`] with `threads` threads: the same values and the same error.
pub fn evaluate_omaha_batch_threads<T: IdLike, S: BatchIds<T> + Sync + ?Sized>(
    holes: &S,
    hole_width: usize,
    boards: &S,
    board_width: usize,
    high: &mut [i32],
    low: Option<&mut [i32]>,
    threads: Option<usize>,
) -> Result<(), Result<usize, CardError>> {
    in_blocks(threads, high, low, |first, high, low| {
        let holes = FromRow {
            ids: holes,
            first,
            width: hole_width,
        };
        let boards = FromRow {
            ids: boards,
            first,
            width: board_width,
        };
        evaluate_omaha_batch(&holes, hole_width, &boards, board_width, high, low)
    })
}

/// [`evaluate_low_a5_batch`] with `threads` threads: the same values and the same error.
pub fn evaluate_low_a5_batch_threads<T: IdLike, S: BatchIds<T> + Sync + ?Sized>(
    ids: &S,
    width: usize,
    qualify: Option<Qualifier>,
    out: &mut [i32],
    threads: Option<usize>,
) -> Result<(), Result<usize, CardError>> {
    in_blocks(threads, out, None, |first, out, _| {
        let rows = FromRow { ids, first, width };
        evaluate_low_a5_batch(&rows, width, qualify, out)
    })
}

/// [`evaluate_badugi_batch`] with `threads` threads: the same values and the same error.
pub fn evaluate_badugi_batch_threads<T: IdLike, S: BatchIds<T> + Sync + ?Sized>(
    ids: &S,
    out: &mut [i32],
    threads: Option<usize>,
) -> Result<(), Result<usize, CardError>> {
    in_blocks(threads, out, None, |first, out, _| {
        let rows = FromRow {
            ids,
            first,
            width: 4,
        };
        evaluate_badugi_batch(&rows, out)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `n` rows of `width` distinct ids below `top`, varied from row to row.
    fn rows(n: usize, width: usize, top: usize) -> Vec<u8> {
        (0..n)
            .flat_map(|i| {
                let start = (i * 7) % (top - width);
                (start..start + width).map(|c| c as u8)
            })
            .collect()
    }

    #[test]
    fn omaha_blocks_give_the_values_and_the_first_error_of_one_thread() {
        let n = 2 * BLOCK_ROWS + 11;
        let mut holes = rows(n, 4, 44);
        let boards: Vec<u8> = (0..n).flat_map(|_| [44u8, 45, 46, 47, 48]).collect();
        let (mut one, mut one_low) = (vec![0; n], vec![0; n]);
        let (mut many, mut many_low) = (vec![0; n], vec![0; n]);
        evaluate_omaha_batch(&holes[..], 4, &boards[..], 5, &mut one, Some(&mut one_low)).unwrap();
        evaluate_omaha_batch_threads(
            &holes[..],
            4,
            &boards[..],
            5,
            &mut many,
            Some(&mut many_low),
            Some(3),
        )
        .unwrap();
        assert_eq!((&one, &one_low), (&many, &many_low));
        // A repeat in the last block and a bad id in an earlier one: the earlier is named.
        let (early, late) = (BLOCK_ROWS + 3, 2 * BLOCK_ROWS + 5);
        holes[late * 4] = holes[late * 4 + 1];
        holes[early * 4 + 2] = 99;
        let single = evaluate_omaha_batch(&holes[..], 4, &boards[..], 5, &mut many, None);
        let threaded =
            evaluate_omaha_batch_threads(&holes[..], 4, &boards[..], 5, &mut many, None, Some(2));
        assert!(matches!(single, Err(CardError::Row { row, .. }) if row == early));
        assert_eq!(threaded, single.map_err(Err));
    }

    #[test]
    fn low_and_badugi_blocks_match_one_thread() {
        let n = 3 * BLOCK_ROWS + 1;
        let mut sevens = rows(n, 7, 52);
        let mut fours = rows(n, 4, 52);
        let (mut one, mut many) = (vec![0; n], vec![0; n]);
        evaluate_low_a5_batch(&sevens[..], 7, Qualifier::new(8), &mut one).unwrap();
        evaluate_low_a5_batch_threads(&sevens[..], 7, Qualifier::new(8), &mut many, None).unwrap();
        assert_eq!(one, many);
        evaluate_badugi_batch(&fours[..], &mut one).unwrap();
        evaluate_badugi_batch_threads(&fours[..], &mut many, Some(4)).unwrap();
        assert_eq!(one, many);
        sevens[(2 * BLOCK_ROWS + 7) * 7] = 52;
        fours[(BLOCK_ROWS + 1) * 4 + 3] = fours[(BLOCK_ROWS + 1) * 4];
        let single = evaluate_low_a5_batch(&sevens[..], 7, None, &mut one);
        let threaded = evaluate_low_a5_batch_threads(&sevens[..], 7, None, &mut many, Some(2));
        assert!(single.is_err());
        assert_eq!(threaded, single.map_err(Err));
        let single = evaluate_badugi_batch(&fours[..], &mut one);
        let threaded = evaluate_badugi_batch_threads(&fours[..], &mut many, Some(3));
        assert!(single.is_err());
        assert_eq!(threaded, single.map_err(Err));
        assert_eq!(
            evaluate_badugi_batch_threads(&fours[..], &mut many, Some(0)),
            Err(Ok(0))
        );
    }
}
