//! Where parallel work runs: the calling thread, rayon's global pool, or a pool of its own.

use std::sync::{Arc, Mutex, OnceLock};

use rayon::prelude::*;

/// Most threads a caller may ask for.
pub const MAX_THREADS: usize = 1024;

/// A place to run work: `None` threads means all cores (rayon's global pool), one means the
/// calling thread alone.
pub enum Pool {
    Calling,
    Global,
    Own(Arc<rayon::ThreadPool>),
}

/// A pool kept for reuse and its size.
type Kept = (usize, Arc<rayon::ThreadPool>);

/// Pools already built, by size: starting threads costs more than a small job, so a caller
/// who asks for the same count again gets the same pool. Only the first few sizes are kept.
fn kept(threads: usize) -> Result<Arc<rayon::ThreadPool>, usize> {
    const MOST_KEPT: usize = 8;
    static POOLS: OnceLock<Mutex<Vec<Kept>>> = OnceLock::new();
    let pools = POOLS.get_or_init(|| Mutex::new(Vec::new()));
    let mut pools = pools
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner());
    if let Some((_, pool)) = pools.iter().find(|(n, _)| *n == threads) {
        return Ok(Arc::clone(pool));
    }
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .build()
        .map(Arc::new)
        .map_err(|_| threads)?;
    if pools.len() < MOST_KEPT {
        pools.push((threads, Arc::clone(&pool)));
    }
    Ok(pool)
}

impl Pool {
    /// A pool of `threads` threads; `Err(n)` for a count outside 1..=[`MAX_THREADS`].
    pub fn new(threads: Option<usize>) -> Result<Pool, usize> {
        match threads {
            None => Ok(Pool::Global),
            Some(1) => Ok(Pool::Calling),
            Some(n) if (2..=MAX_THREADS).contains(&n) => kept(n).map(Pool::Own),
            Some(n) => Err(n),
        }
    }

    /// Whether the work runs on the calling thread alone.
    pub fn is_calling(&self) -> bool {
        matches!(self, Pool::Calling)
    }

    /// `work` applied to every item, the results in the items' order.
    pub fn map<I, T, F>(&self, items: Vec<I>, work: F) -> Vec<T>
    where
        I: Send,
        T: Send,
        F: Fn(I) -> T + Send + Sync,
    {
        match self {
            Pool::Calling => items.into_iter().map(work).collect(),
            Pool::Global => items.into_par_iter().map(work).collect(),
            Pool::Own(pool) => pool.install(|| items.into_par_iter().map(work).collect()),
        }
    }
}
