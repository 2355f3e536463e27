//! The five-card deals up to a permutation of suits: 134,459 of them, each with the number of
//! deals it stands for.
//!
//! A deal is four rank sets, one per suit; permuting suits permutes the sets. Sorting the
//! sets gives one representative per class, and the class has 4! / (product of the factorials
//! of the repeated sets' multiplicities) deals.

use std::sync::OnceLock;

use crate::cards::{make_card, CardId};

/// A deal standing for `weight` deals that differ from it by a permutation of suits.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Deal {
    /// The cards, in increasing id order.
    pub cards: [CardId; 5],
    pub weight: u32,
}

/// The 24 permutations of the four suits.
pub fn suit_permutations() -> Vec<[u8; 4]> {
    let mut perms = Vec::with_capacity(24);
    for a in 0..4u8 {
        for b in (0..4).filter(|&b| b != a) {
            for c in (0..4).filter(|&c| c != a && c != b) {
                perms.push([a, b, c, 6 - a - b - c]);
            }
        }
    }
    perms
}

/// One deal for each class of deals equal up to suits, built on first use.
pub fn canonical_deals() -> &'static [Deal] {
    static DEALS: OnceLock<Vec<Deal>> = OnceLock::new();
    DEALS.get_or_init(build)
}

fn build() -> Vec<Deal> {
    // Rank sets of 1 to 5 ranks, largest first and then by mask, so that a non-increasing
    // choice of four (with empty sets after) is the sorted form of a deal's suits.
    let mut sets: Vec<u16> = (1..1u16 << 13).filter(|s| s.count_ones() <= 5).collect();
    sets.sort_by_key(|&s| std::cmp::Reverse((s.count_ones(), s)));
    let mut deals = Vec::with_capacity(134_459);
    let mut chosen = Vec::with_capacity(4);
    choose(&sets, 0, 5, &mut chosen, &mut deals);
    deals
}

fn choose(sets: &[u16], start: usize, left: u32, chosen: &mut Vec<u16>, deals: &mut Vec<Deal>) {
    if left == 0 {
        deals.push(deal_of(chosen));
        return;
    }
    if chosen.len() == 4 {
        return;
    }
    // Sets are sorted largest first: skip those with more ranks than are left.
    let first_fitting = sets.partition_point(|s| s.count_ones() > left);
    for i in start.max(first_fitting)..sets.len() {
        chosen.push(sets[i]);
        choose(sets, i, left - sets[i].count_ones(), chosen, deals);
        chosen.pop();
    }
}

fn deal_of(suits: &[u16]) -> Deal {
    let mut cards = Vec::with_capacity(5);
    for (suit, &ranks) in suits.iter().enumerate() {
        cards.extend(
            (0..13u8)
                .filter(|r| ranks >> r & 1 == 1)
                .map(|r| make_card(r, suit as u8)),
        );
    }
    cards.sort_unstable();
    // Suits holding the same set (empty ones included) can be swapped without a new deal.
    let mut all = suits.to_vec();
    all.resize(4, 0);
    let mut repeats = 1u32;
    let mut run = 1u32;
    for i in 1..4 {
        run = if all[i] == all[i - 1] { run + 1 } else { 1 };
        repeats *= run;
    }
    Deal {
        cards: [cards[0], cards[1], cards[2], cards[3], cards[4]],
        weight: 24 / repeats,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashSet;

    #[test]
    fn the_deals_cover_every_hand_once() {
        let deals = canonical_deals();
        assert_eq!(deals.len(), 134_459);
        let total: u64 = deals.iter().map(|d| d.weight as u64).sum();
        assert_eq!(total, 2_598_960);
        // The suit images of the deals are every hand exactly once, and each deal has as
        // many distinct images as its weight.
        let mut seen = vec![false; crate::videopoker::subsets::BINOMIAL[52][5]];
        for deal in deals {
            let images: HashSet<[CardId; 5]> = suit_permutations()
                .iter()
                .map(|p| {
                    let mut image = deal.cards.map(|c| c & !3 | p[(c & 3) as usize]);
                    image.sort_unstable();
                    image
                })
                .collect();
            assert_eq!(images.len() as u32, deal.weight, "{deal:?}");
            for image in images {
                let index = crate::videopoker::subsets::colex(&image);
                assert!(!seen[index], "{image:?} twice");
                seen[index] = true;
            }
        }
        assert!(seen.iter().all(|&s| s));
    }
}
