//! Running work on a chosen number of threads (rayon), or on the global pool.

use super::DrawError;

/// The most threads a caller may ask for.
pub const MAX_THREADS: usize = 1024;

/// Runs `work` on a pool of `threads` threads, or on rayon's global pool (one thread a core)
/// with `None`. Results never depend on the thread count: callers split work into fixed
/// pieces and combine them in a fixed order.
pub fn with_threads<R: Send>(
    threads: Option<usize>,
    work: impl FnOnce() -> R + Send,
) -> Result<R, DrawError> {
    match threads {
        None => Ok(work()),
        Some(n) if n == 0 || n > MAX_THREADS => Err(DrawError::Threads(n)),
        Some(n) => {
            let pool = rayon::ThreadPoolBuilder::new()
                .num_threads(n)
                .build()
                .map_err(|e| DrawError::ThreadPool(e.to_string()))?;
            Ok(pool.install(work))
        }
    }
}
