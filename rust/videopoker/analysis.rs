//! The best hold of every deal, and the exact return and final-hand frequencies of optimal
//! play.
//!
//! Expected payouts of holds that draw different numbers of cards have different
//! denominators, C(47, cards drawn); every one is scaled to the common multiple
//! [`DRAW_LCM`] so holds compare, and deals add up, in exact integers.

use std::fmt;
use std::ops::Range;
use std::sync::{Arc, Mutex};

use rayon::prelude::*;

use super::deals::{canonical_deals, suit_permutations, Deal};
use super::subsets::{PayCounts, BINOMIAL};
use super::PAY_CLASSES;
use crate::cards::CardId;
use crate::draw::{holding, DrawError};

/// The least common multiple of C(47, k) for k = 0..=5.
pub const DRAW_LCM: u128 = 7_669_695;

/// The largest payout a pay class may have (payouts are integers; scale fractions first).
pub const MAX_PAY: u64 = 1 << 40;

/// `HOLD_SCALE[h]`: [`DRAW_LCM`] over the replacement sets of a hold of `h` cards.
const HOLD_SCALE: [i128; 6] = {
    let mut scale = [0i128; 6];
    let mut held = 0;
    while held < 6 {
        scale[held] = (DRAW_LCM / BINOMIAL[47][5 - held] as u128) as i128;
        held += 1;
    }
    scale
};

/// What can be wrong with an analysis request.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum VideoPokerError {
    /// A bad hand.
    Hand(DrawError),
    /// A payout above [`MAX_PAY`].
    PayTooLarge { class: usize, pay: u64 },
    /// A range of deals beyond the list of deals.
    Deals { start: usize, end: usize },
}

impl fmt::Display for VideoPokerError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            VideoPokerError::Hand(error) => error.fmt(f),
            VideoPokerError::PayTooLarge { class, pay } => write!(
                f,
                "the payout {pay} for {} is too large: payouts (times their common \
                 denominator) may be at most {MAX_PAY}",
                super::PAY_CLASS_NAMES[*class]
            ),
            VideoPokerError::Deals { start, end } => write!(
                f,
                "deals {start}..{end} are not within the {} deals",
                canonical_deals().len()
            ),
        }
    }
}

impl std::error::Error for VideoPokerError {}

/// Optimal play over some deals, in integers.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Analysis {
    /// The sum over deals of the best hold's expected payout, times [`DRAW_LCM`].
    pub returned: u128,
    /// The sum over deals of the chance of ending in each pay class, times [`DRAW_LCM`].
    pub frequency: [u128; PAY_CLASSES],
    /// The deals covered (each class of suit-equivalent deals counted by its size).
    pub deals: u64,
}

impl Analysis {
    fn absorb(mut self, other: Analysis) -> Analysis {
        self.returned += other.returned;
        for (mine, theirs) in self.frequency.iter_mut().zip(other.frequency) {
            *mine += theirs;
        }
        self.deals += other.deals;
        self
    }
}

/// The total payout of the hands containing each set of 0 to 4 cards, by set size.
struct PaySums {
    levels: [Vec<i128>; 5],
}

/// The sums of the last pay table analysed: callers split a table's deals into ranges (to
/// report progress), and each range needs the same sums.
type LastSums = Option<(super::Machine, [u64; PAY_CLASSES], Arc<PaySums>)>;
static LAST_SUMS: Mutex<LastSums> = Mutex::new(None);

fn pay_sums(counts: &PayCounts, pays: &[u64; PAY_CLASSES]) -> Arc<PaySums> {
    let mut last = LAST_SUMS
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner());
    if let Some((machine, last_pays, sums)) = last.as_ref() {
        if *machine == counts.machine && last_pays == pays {
            return Arc::clone(sums);
        }
    }
    let sums = Arc::new(PaySums::new(counts, pays));
    *last = Some((counts.machine, *pays, Arc::clone(&sums)));
    sums
}

impl PaySums {
    fn new(counts: &PayCounts, pays: &[u64; PAY_CLASSES]) -> PaySums {
        let sum = |c: [u32; 16]| -> i128 {
            c.iter()
                .zip(pays)
                .map(|(&n, &p)| n as i128 * p as i128)
                .sum()
        };
        let level = |size: usize| -> Vec<i128> {
            (0..BINOMIAL[52][size])
                .into_par_iter()
                .map(|i| sum(counts.containing(size, i)))
                .collect()
        };
        PaySums {
            levels: [level(0), level(1), level(2), level(3), level(4)],
        }
    }
}

/// The colex index of each subset (bit i = `cards[i]`) of five increasing cards.
fn subset_indices(cards: &[CardId; 5]) -> [usize; 32] {
    let mut index = [0usize; 32];
    for (mask, slot) in index.iter_mut().enumerate() {
        let mut position = 0;
        for (i, &card) in cards.iter().enumerate() {
            if mask >> i & 1 == 1 {
                position += 1;
                *slot += BINOMIAL[card as usize][position];
            }
        }
    }
    index
}

/// Turns "hands containing the set" into "hands containing the set and no other card of the
/// deal" for all 32 subsets at once (inclusion-exclusion over supersets).
fn exclude_others<T: Copy + std::ops::SubAssign>(values: &mut [T; 32]) {
    for bit in 0..5 {
        for mask in 0..32 {
            if mask >> bit & 1 == 0 {
                let superset = values[mask | 1 << bit];
                values[mask] -= superset;
            }
        }
    }
}

/// The final hands of holding `held` (bit i = `cards[i]`), by pay class.
fn hold_classes(
    counts: &PayCounts,
    cards: &[CardId; 5],
    index: &[usize; 32],
    held: usize,
) -> [i128; PAY_CLASSES] {
    let mut classes = [0i128; PAY_CLASSES];
    for superset in (held..32).filter(|s| s & held == held) {
        let sign = if (superset ^ held).count_ones() % 2 == 0 {
            1
        } else {
            -1
        };
        let size = superset.count_ones() as usize;
        if size == 5 {
            classes[counts.class_of(cards) as usize] += sign;
        } else {
            let found = counts.containing(size, index[superset]);
            for (sum, &n) in classes.iter_mut().zip(&found) {
                *sum += sign * n as i128;
            }
        }
    }
    classes
}

/// The tie rule between holds of equal expectation: fewer discards first, then the discard
/// whose cards, in increasing id order, come first.
fn tie_key(cards: &[CardId; 5], held: usize) -> (u32, Vec<CardId>) {
    let mut discards: Vec<CardId> = (0..5)
        .filter(|i| held >> i & 1 == 0)
        .map(|i| cards[i])
        .collect();
    discards.sort_unstable();
    (5 - (held as u32).count_ones(), discards)
}

fn analyze_deal(
    counts: &PayCounts,
    sums: &PaySums,
    pays: &[u64; PAY_CLASSES],
    deal: &Deal,
) -> Analysis {
    let cards = &deal.cards;
    let index = subset_indices(cards);
    let mut value = [0i128; 32];
    for (mask, v) in value.iter_mut().enumerate() {
        let size = mask.count_ones() as usize;
        *v = if size == 5 {
            pays[counts.class_of(cards) as usize] as i128
        } else {
            sums.levels[size][index[mask]]
        };
    }
    exclude_others(&mut value);
    for (mask, v) in value.iter_mut().enumerate() {
        *v *= HOLD_SCALE[mask.count_ones() as usize];
    }
    let best = *value.iter().max().expect("32 holds");
    let tied: Vec<usize> = (0..32).filter(|&m| value[m] == best).collect();
    let weight = deal.weight as i128;
    let mut result = Analysis {
        returned: (best * weight) as u128,
        deals: deal.weight as u64,
        ..Analysis::default()
    };
    let mut add = |held: usize, times: i128| {
        let classes = hold_classes(counts, cards, &index, held);
        let scale = HOLD_SCALE[held.count_ones() as usize];
        for (sum, n) in result.frequency.iter_mut().zip(classes) {
            *sum += (n * scale * times) as u128;
        }
    };
    if let [held] = tied[..] {
        add(held, weight);
        return result;
    }
    // Holds of equal value may end in different hands, and the tie rule looks at card ids,
    // which a suit permutation changes: apply it to each distinct deal of the class.
    let mut images: Vec<[CardId; 5]> = Vec::with_capacity(24);
    for permutation in suit_permutations() {
        let image = cards.map(|c| c & !3 | permutation[(c & 3) as usize]);
        let mut sorted = image;
        sorted.sort_unstable();
        if images.contains(&sorted) {
            continue;
        }
        images.push(sorted);
        let chosen = *tied
            .iter()
            .min_by_key(|&&held| tie_key(&image, held))
            .expect("at least one hold");
        add(chosen, 1);
    }
    debug_assert_eq!(images.len() as u32, deal.weight);
    result
}

fn check_pays(pays: &[u64; PAY_CLASSES]) -> Result<(), VideoPokerError> {
    match pays.iter().position(|&p| p > MAX_PAY) {
        Some(class) => Err(VideoPokerError::PayTooLarge {
            class,
            pay: pays[class],
        }),
        None => Ok(()),
    }
}

/// Optimal play over the canonical deals `deals` (a range of [`canonical_deals`]), for
/// integer `pays` per pay class. Runs on the current rayon pool; the sums are exact, so the
/// thread count never changes them, and ranges that cover all deals add up to the whole.
pub fn analyze(
    counts: &PayCounts,
    pays: &[u64; PAY_CLASSES],
    deals: Range<usize>,
) -> Result<Analysis, VideoPokerError> {
    check_pays(pays)?;
    let all = canonical_deals();
    if deals.start > deals.end || deals.end > all.len() {
        return Err(VideoPokerError::Deals {
            start: deals.start,
            end: deals.end,
        });
    }
    let sums = pay_sums(counts, pays);
    Ok(all[deals]
        .par_iter()
        .fold(Analysis::default, |acc, deal| {
            acc.absorb(analyze_deal(counts, &sums, pays, deal))
        })
        .reduce(Analysis::default, Analysis::absorb))
}

/// For each of the 32 discards of a hand (bit i set = `hand[i]` thrown), the number of final
/// hands in each pay class.
pub fn hold_counts(
    counts: &PayCounts,
    hand: &[CardId],
) -> Result<Vec<[u64; PAY_CLASSES]>, VideoPokerError> {
    holding(hand, &[], &[]).map_err(VideoPokerError::Hand)?;
    let mut order: Vec<usize> = (0..5).collect();
    order.sort_unstable_by_key(|&i| hand[i]);
    let cards: [CardId; 5] = std::array::from_fn(|i| hand[order[i]]);
    let index = subset_indices(&cards);
    let mut result = vec![[0u64; PAY_CLASSES]; 32];
    for held in 0..32usize {
        let classes = hold_classes(counts, &cards, &index, held);
        let discard_mask = (0..5)
            .filter(|&i| held >> i & 1 == 0)
            .fold(0usize, |bits, i| bits | 1 << order[i]);
        result[discard_mask] = classes.map(|n| n as u64);
    }
    Ok(result)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::parse_hand;
    use crate::draw::{each_fill, kept_by_mask};
    use crate::videopoker::subsets::pay_counts;
    use crate::videopoker::Machine;

    #[test]
    fn hold_counts_match_plain_enumeration() {
        for (machine, text) in [
            (Machine::Natural, "Jh 7c As Ts 9d"),
            (Machine::DeucesWild, "2h 7c As 2s 9d"),
        ] {
            let counts = pay_counts(machine);
            let hand = parse_hand(text).unwrap();
            let five = [hand[0], hand[1], hand[2], hand[3], hand[4]];
            let unseen: Vec<CardId> = (0..52).filter(|c| !hand.contains(c)).collect();
            let holds = hold_counts(counts, &hand).unwrap();
            for mask in 0..32u8 {
                let kept = kept_by_mask(&five, mask);
                let mut plain = [0u64; PAY_CLASSES];
                each_fill(&kept, &unseen, |f| {
                    plain[counts.class_of(f) as usize] += 1;
                });
                assert_eq!(holds[mask as usize], plain, "{text} discard mask {mask}");
            }
        }
    }

    #[test]
    fn the_range_pieces_add_up() {
        let counts = pay_counts(Machine::Natural);
        let pays = [800, 0, 0, 0, 50, 25, 9, 6, 4, 3, 2, 1, 0, 0];
        let whole = analyze(counts, &pays, 0..2000).unwrap();
        let a = analyze(counts, &pays, 0..700).unwrap();
        let b = analyze(counts, &pays, 700..2000).unwrap();
        assert_eq!(whole, a.absorb(b));
        assert!(analyze(counts, &pays, Range { start: 5, end: 3 }).is_err());
        let mut huge = pays;
        huge[0] = MAX_PAY + 1;
        assert!(matches!(
            analyze(counts, &huge, 0..1),
            Err(VideoPokerError::PayTooLarge { class: 0, .. })
        ));
    }
}
