//! Exact draw odds: every replacement set for a five-card hand, judged on the high, 2-7 or
//! wild scale, and the chance to reach a target over several draws.
//!
//! A draw keeps some cards of a five-card hand and replaces the rest with cards from the
//! unseen ones (the deck minus the hand minus any dead cards). [`histogram`] counts, for every
//! set of replacement cards, the class of the final hand; [`all_discards`] does so for all 32
//! choices of discards at once; [`multi::chances`] follows the same kept cards over two or
//! three draws.

pub mod holding;
pub mod multi;
pub mod parallel;

use rayon::prelude::*;

use crate::cards::CardId;
use crate::eval::tables::{self, HighTables, Low27Tables, WildTables};
use crate::eval::{high, lowball27, wild, Game};
pub use holding::{holding, DrawError, Holding, HAND_SIZE};

/// How final hands are judged: the scale, and for wild games which cards are wild.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Judge {
    /// High hands, 1 (royal flush) to 7,462.
    High,
    /// Deuce-to-seven lowball, 1 (7-5-4-3-2) to 7,462.
    Low27,
    /// High hands with wild cards (bit c of `cards` = card id c), five of a kind from -12.
    Wild { cards: u64, may_duplicate: bool },
}

impl Judge {
    /// The evaluator's scale.
    pub fn game(self) -> Game {
        match self {
            Judge::High => Game::High,
            Judge::Low27 => Game::Low27,
            Judge::Wild { may_duplicate, .. } => Game::Wild { may_duplicate },
        }
    }

    /// The best value on the scale.
    pub fn best_value(self) -> i32 {
        match self {
            Judge::High | Judge::Low27 => 1,
            Judge::Wild { .. } => wild::FIVE_ACES as i32,
        }
    }

    /// The worst value on the scale.
    pub fn worst_value(self) -> i32 {
        match self {
            Judge::Wild {
                may_duplicate: true,
                ..
            } => 7462 + tables::wild().dup_flush_classes as i32,
            _ => 7462,
        }
    }

    /// The evaluator of five cards, with its tables looked up once.
    pub(crate) fn evaluator(self) -> Evaluator {
        match self {
            Judge::High => Evaluator::High(high::tables()),
            Judge::Low27 => Evaluator::Low27(lowball27::tables()),
            Judge::Wild {
                cards,
                may_duplicate,
            } => Evaluator::Wild {
                tables: tables::wild(),
                cards,
                may_duplicate,
            },
        }
    }
}

/// A five-card evaluator. The game is matched on every call, but it never changes within a
/// loop, so the branch costs nothing.
#[derive(Clone, Copy)]
pub(crate) enum Evaluator {
    High(&'static HighTables),
    Low27(&'static Low27Tables),
    Wild {
        tables: &'static WildTables,
        cards: u64,
        may_duplicate: bool,
    },
}

impl Evaluator {
    /// The value of five distinct valid cards.
    #[inline(always)]
    pub(crate) fn value(&self, five: &[CardId; 5]) -> i32 {
        match *self {
            Evaluator::High(t) => high::evaluate_unchecked(t, five) as i32,
            Evaluator::Low27(t) => lowball27::evaluate_unchecked(t, five) as i32,
            Evaluator::Wild {
                tables,
                cards,
                may_duplicate,
            } => wild::evaluate_unchecked(
                tables,
                five,
                wild::positions_in(five, cards),
                may_duplicate,
            ) as i32,
        }
    }
}

/// How many final hands reach each value: `counts[v - best]` hands have value `v`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Histogram {
    /// The best value of the scale, the value of `counts[0]`.
    pub best: i32,
    pub counts: Vec<u64>,
}

impl Histogram {
    /// An empty histogram over a judge's whole scale.
    pub fn new(judge: Judge) -> Histogram {
        let best = judge.best_value();
        Histogram {
            best,
            counts: vec![0; (judge.worst_value() - best + 1) as usize],
        }
    }

    /// The number of final hands counted.
    pub fn outcomes(&self) -> u64 {
        self.counts.iter().sum()
    }

    /// The values reached and how often, best first.
    pub fn nonzero(&self) -> Vec<(i32, u64)> {
        self.counts
            .iter()
            .enumerate()
            .filter(|(_, &n)| n > 0)
            .map(|(i, &n)| (self.best + i as i32, n))
            .collect()
    }

    /// The final hands at `value` or better.
    pub fn at_least(&self, value: i32) -> u64 {
        let end = (value - self.best + 1).clamp(0, self.counts.len() as i32) as usize;
        self.counts[..end].iter().sum()
    }

    fn absorb(&mut self, other: &Histogram) {
        for (mine, theirs) in self.counts.iter_mut().zip(&other.counts) {
            *mine += theirs;
        }
    }
}

/// Calls `f` with `five[..at]` as given and every way to fill `five[at..]` with cards of
/// `pool`, in increasing position order.
#[inline]
pub(crate) fn each_fill(
    five: &mut [CardId; 5],
    at: usize,
    pool: &[CardId],
    f: &mut impl FnMut(&[CardId; 5]),
) {
    match at {
        5 => f(five),
        4 => {
            for &card in pool {
                five[4] = card;
                f(five);
            }
        }
        _ => {
            let need = 5 - at;
            if pool.len() < need {
                return;
            }
            for i in 0..=pool.len() - need {
                five[at] = pool[i];
                each_fill(five, at + 1, &pool[i + 1..], f);
            }
        }
    }
}

/// Counts the final hands of a holding on its judge's scale, one per replacement set.
pub fn histogram(judge: Judge, holding: &Holding) -> Histogram {
    let evaluator = judge.evaluator();
    let mut counts = Histogram::new(judge);
    let mut five = [0; 5];
    five[..holding.kept.len()].copy_from_slice(&holding.kept);
    let best = counts.best;
    each_fill(&mut five, holding.kept.len(), &holding.unseen, &mut |f| {
        counts.counts[(evaluator.value(f) - best) as usize] += 1;
    });
    counts
}

/// The cards of `hand` that a discard mask keeps (bit i set = `hand[i]` is thrown).
pub fn kept_by_mask(hand: &[CardId; 5], discard_mask: u8) -> Vec<CardId> {
    (0..5)
        .filter(|i| discard_mask >> i & 1 == 0)
        .map(|i| hand[i])
        .collect()
}

/// The histograms of all 32 discards of a five-card hand, indexed by discard mask (bit i set
/// = `hand[i]` is thrown). `dead` cards are out of the unseen cards. Runs on the current
/// rayon pool; the counts do not depend on how the work is split.
pub fn all_discards(
    judge: Judge,
    hand: &[CardId],
    dead: &[CardId],
) -> Result<Vec<Histogram>, DrawError> {
    let base = holding(hand, &[], dead)?;
    let hand: [CardId; 5] = [hand[0], hand[1], hand[2], hand[3], hand[4]];
    let unseen = &base.unseen;
    if unseen.len() < HAND_SIZE {
        return Err(DrawError::TooFewUnseen {
            needed: HAND_SIZE,
            unseen: unseen.len(),
        });
    }
    let evaluator = judge.evaluator();
    // The big draws are split by their first replacement card so that the threads share
    // them; the small ones are one piece each.
    let mut pieces: Vec<(u8, Option<usize>)> = Vec::new();
    for mask in 0..32u8 {
        if mask.count_ones() >= 4 {
            pieces.extend((0..=unseen.len() - mask.count_ones() as usize).map(|i| (mask, Some(i))));
        } else {
            pieces.push((mask, None));
        }
    }
    let parts: Vec<(u8, Histogram)> = pieces
        .par_iter()
        .map(|&(mask, first)| {
            let kept = kept_by_mask(&hand, mask);
            let mut counts = Histogram::new(judge);
            let best = counts.best;
            let mut five = [0; 5];
            five[..kept.len()].copy_from_slice(&kept);
            let mut tally = |f: &[CardId; 5]| {
                counts.counts[(evaluator.value(f) - best) as usize] += 1;
            };
            match first {
                Some(i) => {
                    five[kept.len()] = unseen[i];
                    each_fill(&mut five, kept.len() + 1, &unseen[i + 1..], &mut tally);
                }
                None => each_fill(&mut five, kept.len(), unseen, &mut tally),
            }
            (mask, counts)
        })
        .collect();
    let mut result: Vec<Histogram> = (0..32).map(|_| Histogram::new(judge)).collect();
    for (mask, part) in &parts {
        result[*mask as usize].absorb(part);
    }
    Ok(result)
}

/// The distribution of all five-card hands from a full deck on a judge's scale.
pub fn deck_histogram(judge: Judge) -> Histogram {
    let all: Vec<CardId> = (0..52).collect();
    let evaluator = judge.evaluator();
    let parts: Vec<Histogram> = (0..48usize)
        .into_par_iter()
        .map(|first| {
            let mut counts = Histogram::new(judge);
            let best = counts.best;
            let mut five = [first as CardId, 0, 0, 0, 0];
            each_fill(&mut five, 1, &all[first + 1..], &mut |f| {
                counts.counts[(evaluator.value(f) - best) as usize] += 1;
            });
            counts
        })
        .collect();
    let mut total = Histogram::new(judge);
    for part in &parts {
        total.absorb(part);
    }
    total
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::parse_hand;
    use crate::eval::{evaluate_high, evaluate_low27, evaluate_wild, Wilds};

    fn cards(text: &str) -> Vec<CardId> {
        parse_hand(text).unwrap()
    }

    /// Plain enumeration with the checked evaluators: every k-subset by bit mask.
    fn brute(judge: Judge, kept: &[CardId], unseen: &[CardId]) -> Vec<(i32, u64)> {
        let need = 5 - kept.len();
        let mut counts = std::collections::BTreeMap::new();
        for bits in 0u64..1 << unseen.len() {
            if bits.count_ones() as usize != need {
                continue;
            }
            let mut hand = kept.to_vec();
            hand.extend(
                (0..unseen.len())
                    .filter(|i| bits >> i & 1 == 1)
                    .map(|i| unseen[i]),
            );
            let value = match judge {
                Judge::High => evaluate_high(&hand).unwrap() as i32,
                Judge::Low27 => evaluate_low27(&hand).unwrap() as i32,
                Judge::Wild {
                    cards,
                    may_duplicate,
                } => evaluate_wild(&hand, Wilds::Cards(cards), may_duplicate).unwrap() as i32,
            };
            *counts.entry(value).or_insert(0u64) += 1;
        }
        counts.into_iter().collect()
    }

    #[test]
    fn histograms_match_plain_enumeration() {
        let hand = cards("7h 5d 3c 2s Kd");
        // Many dead cards keep the plain enumeration (2^unseen masks) small.
        let dead = cards("As Ks Qs Js Ts 9s 8s 7s 6s 5s 4s 3s Ah Kh Qh Jh Th 9h 8h 6h 5h 4h 3h 2h Ac Kc Qc Jc Tc");
        for judge in [
            Judge::High,
            Judge::Low27,
            Judge::Wild {
                cards: 0b1111,
                may_duplicate: false,
            },
            Judge::Wild {
                cards: 0b1111,
                may_duplicate: true,
            },
        ] {
            let all = all_discards(judge, &hand, &dead).unwrap();
            for mask in 0..32u8 {
                let h = holding(&hand, &kept_by_mask_inverse(&hand, mask), &dead).unwrap();
                assert_eq!(all[mask as usize], histogram(judge, &h));
                assert_eq!(
                    all[mask as usize].nonzero(),
                    brute(judge, &h.kept, &h.unseen)
                );
            }
        }
    }

    fn kept_by_mask_inverse(hand: &[CardId], mask: u8) -> Vec<CardId> {
        (0..5)
            .filter(|i| mask >> i & 1 == 1)
            .map(|i| hand[i])
            .collect()
    }

    #[test]
    fn discard_counts_add_up_to_every_five_card_hand() {
        // Each five-card hand of the deck is one hold's final hand exactly once.
        let all = all_discards(Judge::High, &cards("As Kd 7h 7c 2s"), &[]).unwrap();
        let total: u64 = all.iter().map(Histogram::outcomes).sum();
        assert_eq!(total, 2_598_960);
        let deck = deck_histogram(Judge::High);
        assert_eq!(deck.outcomes(), 2_598_960);
        assert_eq!(deck.at_least(10), 40); // straight flushes
        assert_eq!(deck.nonzero().len(), 7462);
    }
}
