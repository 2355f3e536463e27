//! The published returns of three pay tables, reproduced exactly by optimal play over every
//! deal: the proof that the draw counts and the wild evaluator are exact.

use _core::videopoker::analysis::{analyze, DRAW_LCM};
use _core::videopoker::deals::canonical_deals;
use _core::videopoker::subsets::pay_counts;
use _core::videopoker::{Machine, PAY_CLASSES};

/// The return in millionths, rounded half up, from the exact sums.
fn return_in_millionths(machine: Machine, pays: [u64; PAY_CLASSES]) -> u128 {
    let analysis = analyze(pay_counts(machine), &pays, 0..canonical_deals().len()).unwrap();
    assert_eq!(analysis.deals, 2_598_960);
    let denominator = 2_598_960 * DRAW_LCM;
    // The frequencies of the final hands add up to one.
    assert_eq!(analysis.frequency.iter().sum::<u128>(), denominator);
    (analysis.returned * 2_000_000 + denominator) / (2 * denominator)
}

#[test]
fn jacks_or_better_9_6_returns_99_5439_percent() {
    let pays = [800, 0, 0, 0, 50, 25, 9, 6, 4, 3, 2, 1, 0, 0];
    assert_eq!(return_in_millionths(Machine::Natural, pays), 995_439);
}

#[test]
fn jacks_or_better_8_5_returns_97_2984_percent() {
    let pays = [800, 0, 0, 0, 50, 25, 8, 5, 4, 3, 2, 1, 0, 0];
    assert_eq!(return_in_millionths(Machine::Natural, pays), 972_984);
}

#[test]
fn full_pay_deuces_wild_returns_100_7620_percent() {
    let pays = [800, 200, 25, 15, 9, 5, 3, 2, 2, 1, 0, 0, 0, 0];
    assert_eq!(return_in_millionths(Machine::DeucesWild, pays), 1_007_620);
}
