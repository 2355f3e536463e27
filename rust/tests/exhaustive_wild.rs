//! Every five-card deuces-wild hand through the wild evaluator, against a brute-force oracle
//! that tries every legal card for each wild and scores the result with the natural evaluator.

use _core::eval::classes::Category;
use _core::eval::high::{evaluate_unchecked as natural, tables as high_tables};
use _core::eval::tables::wild as wild_tables;
use _core::eval::wild::{category, evaluate_unchecked, positions_in};

mod common;

use common::each_hand;

const DEUCES: u64 = 0b1111;

/// The best value of `naturals` plus `wilds` wild cards by substitution: every set of distinct
/// cards not held naturally (no wild copies a held card), and five of a kind whenever all
/// naturals share a rank (the one case a copy is allowed).
fn oracle(naturals: &[u8], wilds: usize) -> i16 {
    let t = high_tables();
    if wilds == 0 {
        return natural(t, naturals) as i16;
    }
    let mut best = i16::MAX;
    if naturals.iter().all(|c| c >> 2 == naturals[0] >> 2) {
        best = -((naturals[0] >> 2) as i16);
    }
    let free: Vec<u8> = (0..52).filter(|c| !naturals.contains(c)).collect();
    let mut hand = naturals.to_vec();
    fn choose(free: &[u8], k: usize, hand: &mut Vec<u8>, best: &mut i16) {
        if k == 0 {
            *best = (*best).min(natural(high_tables(), hand) as i16);
            return;
        }
        for (i, &c) in free.iter().enumerate() {
            hand.push(c);
            choose(&free[i + 1..], k - 1, hand, best);
            hand.pop();
        }
    }
    choose(&free, wilds, &mut hand, &mut best);
    best
}

#[test]
fn all_five_card_deuces_wild_hands_agree_with_the_oracle() {
    let w = wild_tables();
    // Five of a kind, straight flush, quads, full house, flush, straight, trips, two pair,
    // pair, high card, as counted by the oracle and by the evaluator.
    let mut by_oracle = [0u64; 10];
    let mut by_evaluator = [0u64; 10];
    each_hand(|[a, b, c, d, e]: [u8; 5]| {
        let hand = [a, b, c, d, e];
        let naturals: Vec<u8> = hand
            .iter()
            .copied()
            .filter(|&x| DEUCES >> x & 1 == 0)
            .collect();
        let expected = oracle(&naturals, 5 - naturals.len());
        let got = evaluate_unchecked(w, &hand, positions_in(&hand, DEUCES), false);
        assert_eq!(got, expected, "{hand:?}");
        by_oracle[category(expected, false).unwrap() as usize] += 1;
        by_evaluator[category(got, false).unwrap() as usize] += 1;
    });
    assert_eq!(by_oracle, by_evaluator);
    assert_eq!(by_oracle.iter().sum::<u64>(), 2_598_960);
    // 672 five-of-a-kind hands with four wild deuces (Alspach, "Wild Cards in Profusion").
    assert_eq!(by_oracle[Category::FiveOfAKind as usize], 672);
    // A wild always makes at least a pair, so high cards are deuce-free, unpaired, unsuited
    // and not a straight: 784 rank sets of 3..A (C(12,5) = 792 less 8 straights) times
    // 1,020 suit patterns (4^5 less the 4 flushes).
    assert_eq!(by_oracle[Category::HighCard as usize], 784 * 1020);
    println!("deuces-wild category counts: {by_oracle:?}");
}
