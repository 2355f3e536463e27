//! Every four-card badugi hand against a brute-force oracle written from the rule: the largest
//! set of cards with no repeated rank or suit, then the lowest by ranks from the top, aces low.

use std::collections::HashMap;

use _core::eval::badugi::{evaluate_unchecked, tables, CLASSES};
use _core::eval::checked_omaha_a5_badugi::best_badugi;

mod common;

use common::each_hand;

/// The rule's best hand as a sort key, smaller is better: more cards first, then the ranks
/// (ace 1 … king 13) from the highest down, each lower being better.
fn oracle_key(hand: [u8; 4]) -> (usize, Vec<u8>) {
    let low = |c: u8| if c >> 2 == 12 { 1 } else { (c >> 2) + 2 };
    let mut best: Option<(usize, Vec<u8>)> = None;
    // Every non-empty subset, by its membership bits.
    for pick in 1..16usize {
        let chosen: Vec<u8> = (0..4)
            .filter(|i| pick >> i & 1 == 1)
            .map(|i| hand[i])
            .collect();
        let valid = chosen.iter().enumerate().all(|(i, &x)| {
            chosen[i + 1..]
                .iter()
                .all(|&y| x >> 2 != y >> 2 && x & 3 != y & 3)
        });
        if !valid {
            continue;
        }
        let mut ranks: Vec<u8> = chosen.iter().map(|&c| low(c)).collect();
        ranks.sort_unstable_by(|a, b| b.cmp(a));
        let key = (4 - chosen.len(), ranks);
        if best.as_ref().is_none_or(|b| key < *b) {
            best = Some(key);
        }
    }
    best.expect("one card alone is always a badugi")
}

#[test]
fn all_four_card_hands_agree_with_the_oracle() {
    let t = tables();
    let mut class_of_key: HashMap<(usize, Vec<u8>), u16> = HashMap::new();
    let mut by_size = [0u32; 5];
    let mut hands = 0;
    each_hand(|[a, b, c, d]: [u8; 4]| {
        // Shuffled argument order: the evaluator must not depend on it.
        let hand = [c, a, d, b];
        let class = evaluate_unchecked(t, hand);
        let key = oracle_key(hand);
        by_size[4 - key.0] += 1;
        let previous = class_of_key.insert(key.clone(), class);
        assert!(previous.is_none_or(|p| p == class), "{hand:?}");
        // The best-hand helper shows cards of the hand that make the oracle's ranks.
        let best = best_badugi(&hand).unwrap();
        assert!(best.iter().all(|c| hand.contains(c)));
        let low = |c: u8| if c >> 2 == 12 { 1 } else { (c >> 2) + 2 };
        let shown: Vec<u8> = best.iter().map(|&c| low(c)).collect();
        assert_eq!(shown, key.1, "{hand:?}");
        assert!(best
            .iter()
            .enumerate()
            .all(|(i, &x)| best[i + 1..].iter().all(|&y| x & 3 != y & 3)));
        hands += 1;
    });
    assert_eq!(hands, 270_725);
    // 17,160 four-card badugis: four ranks (715 ways) in four different suits (24 ways).
    assert_eq!(by_size[4], 715 * 24);
    assert_eq!(by_size.iter().sum::<u32>(), 270_725);
    let mut pairs: Vec<((usize, Vec<u8>), u16)> = class_of_key.into_iter().collect();
    pairs.sort_unstable();
    assert_eq!(pairs.len(), CLASSES as usize);
    for (i, (_, class)) in pairs.iter().enumerate() {
        assert_eq!(*class as usize, i + 1);
    }
}
