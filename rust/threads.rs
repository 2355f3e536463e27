//! Where parallel work runs: the calling thread, rayon's global pool, or a pool of its own.

use rayon::prelude::*;

/// Most threads a caller may ask for.
pub const MAX_THREADS: usize = 1024;

/// A place to run work: `None` threads means all cores (rayon's global pool), one means the
/// calling thread alone.
pub enum Pool {
    Calling,
    Global,
    Own(rayon::ThreadPool),
}

impl Pool {
    /// A pool of `threads` threads; `Err(n)` for a count outside 1..=[`MAX_THREADS`].
    pub fn new(threads: Option<usize>) -> Result<Pool, usize> {
        match threads {
            None => Ok(Pool::Global),
            Some(1) => Ok(Pool::Calling),
            Some(n) if (2..=MAX_THREADS).contains(&n) => rayon::ThreadPoolBuilder::new()
                .num_threads(n)
                .build()
                .map(Pool::Own)
                .map_err(|_| n),
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
