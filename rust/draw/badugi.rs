//! Exact one-draw odds for badugi: the final hands of every discard of a four-card hand,
//! counted over every set of replacement cards, and the hands of the whole deck.

use super::plan::{check_cards, each_combination, PlanError, PlanGame};
use super::Histogram;
use crate::cards::{CardId, DECK_SIZE};
use crate::eval::badugi::{self, CLASSES};

/// Cards in a badugi hand.
pub const HAND_SIZE: usize = 4;

fn empty() -> Histogram {
    Histogram {
        best: 1,
        counts: vec![0; CLASSES as usize],
    }
}

/// The histograms of all 16 discards of a four-card hand, indexed by discard mask (bit i set =
/// `hand[i]` thrown), on the badugi scale (1 = 4-3-2-A). Replacements come from the deck less
/// the hand and the `dead` cards.
pub fn all_discards(hand: &[CardId], dead: &[CardId]) -> Result<Vec<Histogram>, PlanError> {
    check_cards(PlanGame::Badugi, hand, dead)?;
    let tables = badugi::tables();
    let unseen: Vec<CardId> = (0..DECK_SIZE)
        .filter(|c| !hand.contains(c) && !dead.contains(c))
        .collect();
    Ok((0..1u32 << HAND_SIZE)
        .map(|mask| {
            let kept: Vec<CardId> = (0..HAND_SIZE)
                .filter(|&i| mask >> i & 1 == 0)
                .map(|i| hand[i])
                .collect();
            let mut counts = empty();
            let mut four = [0; HAND_SIZE];
            four[..kept.len()].copy_from_slice(&kept);
            each_combination(&unseen, HAND_SIZE - kept.len(), |drawn| {
                four[kept.len()..].copy_from_slice(drawn);
                counts.counts[badugi::evaluate_unchecked(tables, four) as usize - 1] += 1;
            });
            counts
        })
        .collect())
}

/// The distribution of all 270,725 four-card hands on the badugi scale.
pub fn deck_histogram() -> Histogram {
    let tables = badugi::tables();
    let deck: Vec<CardId> = (0..DECK_SIZE).collect();
    let mut counts = empty();
    each_combination(&deck, HAND_SIZE, |four| {
        let class = badugi::evaluate_unchecked(tables, [four[0], four[1], four[2], four[3]]);
        counts.counts[class as usize - 1] += 1;
    });
    counts
}
