//! Batch evaluation shared between threads: fixed blocks of rows, the first bad row reported.
//!
//! Each block runs [`evaluate_batch`] on its own rows (each row read once, checked and
//! evaluated from its copy, as there). When any block fails, the whole batch is run again on
//! one thread to report exactly the error one thread reports.

use super::{check_batch_shape, evaluate_batch_shared, CardError, Game, IdLike, Shared};
use crate::threads::Pool;

/// One block's rows, wild masks and outputs.
type Block<'a, T> = (Shared<'a, T>, Option<Shared<'a, u8>>, &'a mut [i32]);

/// Rows per block: large enough that a block's work dwarfs handing it to a thread.
pub(super) const BLOCK_ROWS: usize = 1 << 14;

/// [`evaluate_batch`](super::evaluate_batch) with `threads` threads (`None`: all cores),
/// giving the same values and, for bad input, the same error. `Err(Ok(n))` reports a bad
/// thread count.
pub fn evaluate_batch_threads<T: IdLike>(
    rows: &[T],
    width: usize,
    game: Game,
    wild_cards: u64,
    masks: Option<&[u8]>,
    out: &mut [i32],
    threads: Option<usize>,
) -> Result<(), Result<usize, CardError>> {
    let masks = masks.map(Shared::new);
    evaluate_batch_shared_threads(
        Shared::new(rows),
        width,
        game,
        wild_cards,
        masks,
        out,
        threads,
    )
}

/// [`evaluate_batch_threads`] over memory other threads may write meanwhile (see [`Shared`]):
/// each block reads its rows once, as one thread does.
pub fn evaluate_batch_shared_threads<T: IdLike>(
    rows: Shared<'_, T>,
    width: usize,
    game: Game,
    wild_cards: u64,
    masks: Option<Shared<'_, u8>>,
    out: &mut [i32],
    threads: Option<usize>,
) -> Result<(), Result<usize, CardError>> {
    let pool = Pool::new(threads).map_err(Ok)?;
    check_batch_shape(rows.len(), width, out.len(), masks.map(|m| m.len())).map_err(Err)?;
    let whole = |out: &mut [i32]| {
        evaluate_batch_shared(rows, width, game, wild_cards, masks, out).map_err(Err)
    };
    if pool.is_calling() || out.len() <= BLOCK_ROWS {
        return whole(out);
    }
    // The shape was checked: every block's ids and flags lie within `rows` and `masks`.
    let blocks: Option<Vec<Block<'_, T>>> = out
        .chunks_mut(BLOCK_ROWS)
        .enumerate()
        .map(|(i, out_block)| {
            let (start, len) = (i * BLOCK_ROWS * width, out_block.len() * width);
            let mask_block = match masks {
                Some(m) => Some(m.part(start, len)?),
                None => None,
            };
            Some((rows.part(start, len)?, mask_block, out_block))
        })
        .collect();
    let Some(blocks) = blocks else {
        return Err(Err(CardError::Internal(
            "a batch block lies outside the batch",
        )));
    };
    let failed = pool
        .map(blocks, |(block, mask_block, out_block)| {
            evaluate_batch_shared(block, width, game, wild_cards, mask_block, out_block).is_err()
        })
        .into_iter()
        .any(|failed| failed);
    if failed {
        // Run again on one thread for the exact error a single thread gives. A row another
        // thread rewrote meanwhile may pass now: then the batch succeeds with its new values.
        return whole(out);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::eval::evaluate_batch;

    fn rows(n: usize) -> Vec<u8> {
        (0..n)
            .flat_map(|i| {
                let start = (i * 7) % 45;
                (start..start + 7).map(|c| c as u8)
            })
            .collect()
    }

    #[test]
    fn threads_give_the_same_values_and_the_same_first_error() {
        let n = 3 * BLOCK_ROWS + 17;
        let mut cards = rows(n);
        let mut one = vec![0; n];
        let mut many = vec![0; n];
        evaluate_batch(&cards, 7, Game::High, 0, None, &mut one).unwrap();
        evaluate_batch_threads(&cards, 7, Game::High, 0, None, &mut many, Some(3)).unwrap();
        assert_eq!(one, many);
        // Bad rows in different blocks: the error is the one a single thread reports.
        let (early, late) = (BLOCK_ROWS + 5, 2 * BLOCK_ROWS + 9);
        cards[early * 7 + 1] = cards[early * 7];
        let single = evaluate_batch(&cards, 7, Game::High, 0, None, &mut one).unwrap_err();
        let threaded =
            evaluate_batch_threads(&cards, 7, Game::High, 0, None, &mut many, Some(4)).unwrap_err();
        assert_eq!(threaded, Err(single.clone()));
        assert!(matches!(single, CardError::Row { row, .. } if row == early));
        cards[late * 7] = 60;
        let single = evaluate_batch(&cards, 7, Game::High, 0, None, &mut one).unwrap_err();
        let threaded =
            evaluate_batch_threads(&cards, 7, Game::High, 0, None, &mut many, Some(2)).unwrap_err();
        assert_eq!(threaded, Err(single));
        assert_eq!(
            evaluate_batch_threads(&cards, 7, Game::High, 0, None, &mut many, Some(0)),
            Err(Ok(0))
        );
    }
}
