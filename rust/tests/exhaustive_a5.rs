//! Every five-card hand through the ace-to-five evaluator, against a comparator written from
//! the rule (aces low, straights and flushes ignored, pairs count against), sharing no code with
//! the evaluator's tables; larger hands and the eight-or-better qualifier against brute force.

use std::collections::HashMap;

use _core::eval::checked_omaha_a5_badugi::{evaluate_low_a5, Qualifier};
use _core::eval::low_a5::{evaluate_unchecked, tables, CLASSES, EIGHT_OR_BETTER};

mod common;

use common::each_hand;

/// The rule as a sort key, smaller is better. Ranks count ace as 1 up to king as 13. First how
/// the hand pairs (no pair, one pair, two pair, three of a kind, full house, four of a kind),
/// then the ranks as they are compared: the biggest group first, groups of equal size from the
/// highest rank down, each lower rank being better.
fn rule_key(cards: &[u8; 5]) -> Vec<u8> {
    let mut counts = [0u8; 14];
    for &c in cards {
        let rank = if c >> 2 == 12 { 1 } else { (c >> 2) + 2 };
        counts[rank as usize] += 1;
    }
    let mut sizes: Vec<u8> = counts.iter().copied().filter(|&n| n > 0).collect();
    sizes.sort_unstable_by(|a, b| b.cmp(a));
    let pairing = match sizes.as_slice() {
        [1, 1, 1, 1, 1] => 0,
        [2, 1, 1, 1] => 1,
        [2, 2, 1] => 2,
        [3, 1, 1] => 3,
        [3, 2] => 4,
        [4, 1] => 5,
        other => panic!("five cards cannot pair as {other:?}"),
    };
    let mut key = vec![pairing];
    for size in (1..=4).rev() {
        for rank in (1..=13).rev() {
            if counts[rank] == size {
                key.extend(std::iter::repeat_n(rank as u8, size as usize));
            }
        }
    }
    key
}

fn is_eight_or_better(cards: &[u8; 5]) -> bool {
    let low = |c: u8| if c >> 2 == 12 { 1 } else { (c >> 2) + 2 };
    let mut ranks: Vec<u8> = cards.iter().map(|&c| low(c)).collect();
    ranks.sort_unstable();
    ranks.dedup();
    ranks.len() == 5 && ranks[4] <= 8
}

#[test]
fn all_five_card_hands_order_exactly_as_the_rule_says() {
    let t = tables();
    let mut class_of_key: HashMap<Vec<u8>, u16> = HashMap::new();
    let mut hands = 0u32;
    let mut eight_or_better = 0u32;
    each_hand(|[a, b, c, d, e]: [u8; 5]| {
        let hand = [a, b, c, d, e];
        let class = evaluate_unchecked(t, &hand);
        let previous = class_of_key.insert(rule_key(&hand), class);
        assert!(previous.is_none_or(|p| p == class), "{hand:?}");
        let qualifies = is_eight_or_better(&hand);
        assert_eq!(qualifies, class <= EIGHT_OR_BETTER, "{hand:?}");
        eight_or_better += qualifies as u32;
        hands += 1;
    });
    assert_eq!(hands, 2_598_960);
    // 56 sets of five ranks from ace to eight, each in 4^5 suit patterns.
    assert_eq!(eight_or_better, 56 * 1024);
    // Equal under the rule means an equal class; better under the rule must mean a lower class,
    // with no gaps: the classes are exactly 1..=6175 in the rule's order.
    let mut pairs: Vec<(Vec<u8>, u16)> = class_of_key.into_iter().collect();
    pairs.sort_unstable();
    assert_eq!(pairs.len(), CLASSES as usize);
    for (i, (_, class)) in pairs.iter().enumerate() {
        assert_eq!(*class as usize, i + 1);
    }
}

#[test]
fn six_and_seven_card_lows_take_the_best_five_and_qualify_as_brute_force_says() {
    let t = tables();
    let mut state = 0x9E37_79B9_7F4A_7C15u64;
    let mut next = || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    for n in [5usize, 6, 7] {
        let mut qualified = 0;
        for _ in 0..200_000 {
            let mut deck: Vec<u8> = (0..52).collect();
            let hand: Vec<u8> = (0..n)
                .map(|_| deck.swap_remove((next() % deck.len() as u64) as usize))
                .collect();
            let mut best = u16::MAX;
            let mut any_eight = false;
            for skip in 0..(1u32 << n) {
                if skip.count_ones() as usize != n - 5 {
                    continue;
                }
                let five: Vec<u8> = (0..n)
                    .filter(|i| skip >> i & 1 == 0)
                    .map(|i| hand[i])
                    .collect();
                let five: [u8; 5] = five.try_into().unwrap();
                best = best.min(evaluate_unchecked(t, &five));
                any_eight |= is_eight_or_better(&five);
            }
            assert_eq!(evaluate_unchecked(t, &hand), best, "{hand:?}");
            let low8 = evaluate_low_a5(&hand, Some(Qualifier::EIGHT)).unwrap();
            assert_eq!(low8, any_eight.then_some(best), "{hand:?}");
            assert_eq!(evaluate_low_a5(&hand, None).unwrap(), Some(best));
            qualified += any_eight as u32;
        }
        // Both outcomes are well represented (2.2% of five-card hands qualify, more of larger).
        assert!(qualified > 2_000 && qualified < 150_000, "{n}: {qualified}");
    }
}
