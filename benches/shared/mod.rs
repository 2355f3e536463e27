//! What the native benches share: blocks of pseudo-random hands, the same on every run.

/// Hands per timed block: too many for the branch predictor to learn.
pub const HANDS: usize = 1 << 16;

/// `HANDS` hands of `N` distinct cards each, from a xorshift stream seeded by `seed`.
pub fn random_hands<const N: usize>(seed: u64) -> Vec<[u8; N]> {
    let mut state = seed;
    let mut next = move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    (0..HANDS)
        .map(|_| {
            let mut hand = [0u8; N];
            let mut used = 0u64;
            for slot in hand.iter_mut() {
                loop {
                    let card = (next() % 52) as u8;
                    if used >> card & 1 == 0 {
                        used |= 1 << card;
                        *slot = card;
                        break;
                    }
                }
            }
            hand
        })
        .collect()
}
