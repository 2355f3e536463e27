//! What the exhaustive proofs share: every hand of `N` distinct cards, in one fixed order.

/// Calls `visit` on every set of `N` distinct card ids from `0..52`, each sorted ascending,
/// in lexicographic order (the order of `N` nested loops `a < b < ...`).
pub fn each_hand<const N: usize>(mut visit: impl FnMut([u8; N])) {
    let mut hand: [u8; N] = std::array::from_fn(|i| i as u8);
    loop {
        visit(hand);
        // Advance the rightmost card that can still move, then pack the rest behind it.
        let Some(i) = (0..N).rev().find(|&i| usize::from(hand[i]) < 52 - N + i) else {
            return;
        };
        hand[i] += 1;
        for j in i + 1..N {
            hand[j] = hand[j - 1] + 1;
        }
    }
}
