//! Every five-card hand through the deuce-to-seven evaluator, against a comparator that
//! applies seed 002's ranking rules directly (no shared code with the evaluator's tables).

use std::collections::HashMap;

use _core::eval::lowball27::{evaluate_unchecked, tables};

mod common;

use common::each_hand;

/// Seed 002 §02 as a sort key, smaller is better: the category in the seed's order (unpaired,
/// one pair, two pair, trips, straight, flush, full house, quads, straight flush), then the
/// ranks compared in the seed's order, each lower being better.
fn seed_key(cards: &[u8; 5]) -> u64 {
    let ranks: Vec<u64> = cards.iter().map(|c| (c >> 2) as u64 + 2).collect(); // 2..14, ace 14
    let flush = cards.iter().all(|c| c & 3 == cards[0] & 3);
    let mut by_count: Vec<(usize, u64)> = (2..=14u64)
        .map(|r| (ranks.iter().filter(|&&x| x == r).count(), r))
        .filter(|&(n, _)| n > 0)
        .collect();
    // Repeated ranks first, then the rest descending.
    by_count.sort_by(|a, b| b.cmp(a));
    let pattern: Vec<usize> = by_count.iter().map(|g| g.0).collect();
    let mut sorted = ranks.clone();
    sorted.sort_unstable_by(|a, b| b.cmp(a));
    // The ace is always high: only five consecutive ranks make a straight, never A-2-3-4-5.
    let straight = pattern.len() == 5 && sorted[0] - sorted[4] == 4;
    let category = match (pattern.as_slice(), straight, flush) {
        (_, true, true) => 8,
        ([4, 1], _, _) => 7,
        ([3, 2], _, _) => 6,
        (_, false, true) => 5,
        (_, true, false) => 4,
        ([3, 1, 1], _, _) => 3,
        ([2, 2, 1], _, _) => 2,
        ([2, 1, 1, 1], _, _) => 1,
        _ => 0,
    };
    let compared: Vec<u64> = if straight {
        vec![sorted[0]]
    } else {
        by_count
            .iter()
            .flat_map(|&(n, r)| std::iter::repeat_n(r, n))
            .collect()
    };
    compared.iter().fold(category, |key, &r| key * 16 + r) << (4 * (5 - compared.len()))
}

#[test]
fn all_five_card_hands_order_exactly_as_seed_002_says() {
    let t = tables();
    let mut class_of_key: HashMap<u64, u16> = HashMap::new();
    each_hand(|[a, b, c, d, e]: [u8; 5]| {
        let hand = [a, b, c, d, e];
        let class = evaluate_unchecked(t, &hand);
        let previous = class_of_key.insert(seed_key(&hand), class);
        assert!(previous.is_none_or(|p| p == class), "{hand:?}");
    });
    // Equal under the seed means equal class; now better under the seed must mean a lower
    // class, with no gaps: the classes are exactly 1..=7462 in the seed's order.
    let mut pairs: Vec<(u64, u16)> = class_of_key.into_iter().collect();
    pairs.sort_unstable();
    assert_eq!(pairs.len(), 7462);
    for (i, &(_, class)) in pairs.iter().enumerate() {
        assert_eq!(class as usize, i + 1);
    }
}

#[test]
fn six_and_seven_card_lows_take_the_best_five() {
    // Brute force over the choices of five on a deterministic sample of larger hands.
    let t = tables();
    let mut state = 0x2545_F491_4F6C_DD1Du64;
    let mut next = || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    for n in [6usize, 7] {
        for _ in 0..200_000 {
            let mut deck: Vec<u8> = (0..52).collect();
            let mut hand = Vec::with_capacity(n);
            for _ in 0..n {
                let at = (next() % deck.len() as u64) as usize;
                hand.push(deck.swap_remove(at));
            }
            let mut best = u16::MAX;
            for skip in 0..(1u32 << n) {
                if skip.count_ones() as usize != n - 5 {
                    continue;
                }
                let five: Vec<u8> = (0..n)
                    .filter(|i| skip >> i & 1 == 0)
                    .map(|i| hand[i])
                    .collect();
                best = best.min(evaluate_unchecked(t, &five));
            }
            assert_eq!(evaluate_unchecked(t, &hand), best, "{hand:?}");
        }
    }
}
