//! Exact draw odds: every replacement set for a five-card hand, judged on the high, 2-7 or
//! wild scale, and the chance to reach a target over several draws.
//!
//! A draw keeps some cards of a five-card hand and replaces the rest with cards from the
//! unseen ones (the deck minus the hand minus any dead cards). [`histogram`] counts, for every
//! set of replacement cards, the class of the final hand; [`all_discards`] does so for all 32
//! choices of discards at once; [`multi::chances`] follows the same kept cards over two or
//! three draws. [`badugi`] does one draw for four-card badugi hands, and [`plan`] models
//! good play over several draws of 2-7 lowball and badugi.

pub mod badugi;
pub mod holding;
pub mod multi;
pub mod parallel;
pub mod plan;

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
}

/// The value of five distinct valid cards on one scale. The hot loops are generic over it,
/// so each scale gets its own loop with its evaluator inlined.
pub trait FiveCardValue: Copy + Send + Sync {
    fn value(&self, five: &[CardId; 5]) -> i32;
}

/// High hands.
#[derive(Clone, Copy)]
pub struct HighValue(&'static HighTables);

/// Deuce-to-seven lowball.
#[derive(Clone, Copy)]
pub struct Low27Value(&'static Low27Tables);

/// Wild-card hands.
#[derive(Clone, Copy)]
pub struct WildValue {
    tables: &'static WildTables,
    cards: u64,
    may_duplicate: bool,
}

impl HighValue {
    pub fn new() -> Self {
        HighValue(high::tables())
    }
}

impl Low27Value {
    pub fn new() -> Self {
        Low27Value(lowball27::tables())
    }
}

impl WildValue {
    pub fn new(cards: u64, may_duplicate: bool) -> Self {
        WildValue {
            tables: tables::wild(),
            cards,
            may_duplicate,
        }
    }
}

impl Default for HighValue {
    fn default() -> Self {
        Self::new()
    }
}

impl Default for Low27Value {
    fn default() -> Self {
        Self::new()
    }
}

impl FiveCardValue for HighValue {
    #[inline(always)]
    fn value(&self, five: &[CardId; 5]) -> i32 {
        high::evaluate_unchecked(self.0, five) as i32
    }
}

impl FiveCardValue for Low27Value {
    #[inline(always)]
    fn value(&self, five: &[CardId; 5]) -> i32 {
        lowball27::evaluate_unchecked(self.0, five) as i32
    }
}

impl FiveCardValue for WildValue {
    #[inline(always)]
    fn value(&self, five: &[CardId; 5]) -> i32 {
        let positions = wild::positions_in(five, self.cards);
        wild::evaluate_unchecked(self.tables, five, positions, self.may_duplicate) as i32
    }
}

/// Evaluates `$body` with `$value` bound to the judge's [`FiveCardValue`]: one copy of the
/// body per scale, so the choice of scale is made once, outside the loops.
macro_rules! with_value {
    ($judge:expr, $value:ident => $body:expr) => {
        match $judge {
            $crate::draw::Judge::High => {
                let $value = $crate::draw::HighValue::new();
                $body
            }
            $crate::draw::Judge::Low27 => {
                let $value = $crate::draw::Low27Value::new();
                $body
            }
            $crate::draw::Judge::Wild {
                cards,
                may_duplicate,
            } => {
                let $value = $crate::draw::WildValue::new(cards, may_duplicate);
                $body
            }
        }
    };
}
pub(crate) use with_value;

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

    /// Adds the value of every hand of `prefix` and cards of `pool`.
    fn tally<V: FiveCardValue>(&mut self, value: V, prefix: &[CardId], pool: &[CardId]) {
        let best = self.best;
        let slots: &mut [u64] = &mut self.counts;
        each_hand!(prefix, pool, hand => slots[(value.value(hand) - best) as usize] += 1);
    }
}

/// Runs `$body` with `$hand` bound to every five-card hand (`&[CardId; 5]`) made of `$prefix`
/// (0 to 5 cards) followed by cards of `$pool` in increasing position order.
///
/// A macro rather than a function taking a closure: the body is pasted into each nest of
/// plain loops, where the compiler inlines the evaluator and hoists the work on the outer
/// cards out of the inner loops. A closure called from several loop nests is not inlined, and
/// the call then costs more than the evaluation.
macro_rules! each_hand {
    ($prefix:expr, $pool:expr, $hand:ident => $body:expr) => {{
        let prefix: &[$crate::cards::CardId] = $prefix;
        let pool: &[$crate::cards::CardId] = $pool;
        let card = |i: usize| prefix.get(i).copied().unwrap_or(0);
        let (a, b, c, d) = (card(0), card(1), card(2), card(3));
        match prefix.len() {
            5 => {
                let $hand = &[a, b, c, d, card(4)];
                $body;
            }
            4 => {
                for &e in pool {
                    let $hand = &[a, b, c, d, e];
                    $body;
                }
            }
            3 => {
                for (i, &d) in pool.iter().enumerate() {
                    for &e in &pool[i + 1..] {
                        let $hand = &[a, b, c, d, e];
                        $body;
                    }
                }
            }
            2 => {
                for (i, &c) in pool.iter().enumerate() {
                    for (j, &d) in pool.iter().enumerate().skip(i + 1) {
                        for &e in &pool[j + 1..] {
                            let $hand = &[a, b, c, d, e];
                            $body;
                        }
                    }
                }
            }
            1 => {
                for (i, &b) in pool.iter().enumerate() {
                    for (j, &c) in pool.iter().enumerate().skip(i + 1) {
                        for (k, &d) in pool.iter().enumerate().skip(j + 1) {
                            for &e in &pool[k + 1..] {
                                let $hand = &[a, b, c, d, e];
                                $body;
                            }
                        }
                    }
                }
            }
            _ => {
                for (h, &a) in pool.iter().enumerate() {
                    for (i, &b) in pool.iter().enumerate().skip(h + 1) {
                        for (j, &c) in pool.iter().enumerate().skip(i + 1) {
                            for (k, &d) in pool.iter().enumerate().skip(j + 1) {
                                for &e in &pool[k + 1..] {
                                    let $hand = &[a, b, c, d, e];
                                    $body;
                                }
                            }
                        }
                    }
                }
            }
        }
    }};
}
pub(crate) use each_hand;

/// Calls `f` with every five-card hand made of `prefix` (0 to 5 cards) followed by cards of
/// `pool`; for code off the hot paths (see [`each_hand!`]).
#[cfg(test)]
pub(crate) fn each_fill(prefix: &[CardId], pool: &[CardId], mut f: impl FnMut(&[CardId; 5])) {
    each_hand!(prefix, pool, hand => f(hand));
}

/// Counts the final hands of a holding on its judge's scale, one per replacement set.
pub fn histogram(judge: Judge, holding: &Holding) -> Histogram {
    let mut counts = Histogram::new(judge);
    with_value!(judge, value => counts.tally(value, &holding.kept, &holding.unseen));
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
    // Throwing all five is more than half the work: it is split by its first replacement card
    // so that threads share it. Each thread adds its pieces into its own 32 histograms.
    let mut pieces: Vec<(u8, Option<usize>)> = (0..31u8).map(|mask| (mask, None)).collect();
    pieces.extend((0..=unseen.len() - HAND_SIZE).map(|i| (31, Some(i))));
    let empty = || -> Vec<Option<Histogram>> { vec![None; 32] };
    let sums = pieces
        .par_iter()
        .fold(empty, |mut sums, &(mask, first)| {
            let mut prefix = kept_by_mask(&hand, mask);
            let pool = match first {
                Some(i) => {
                    prefix.push(unseen[i]);
                    &unseen[i + 1..]
                }
                None => &unseen[..],
            };
            let counts = sums[mask as usize].get_or_insert_with(|| Histogram::new(judge));
            with_value!(judge, value => counts.tally(value, &prefix, pool));
            sums
        })
        .reduce(empty, |mut left, right| {
            for (mine, theirs) in left.iter_mut().zip(right) {
                match (mine.as_mut(), theirs) {
                    (Some(mine), Some(theirs)) => mine.absorb(&theirs),
                    (None, theirs) => *mine = theirs,
                    (_, None) => {}
                }
            }
            left
        });
    Ok(sums
        .into_iter()
        .map(|counts| counts.unwrap_or_else(|| Histogram::new(judge)))
        .collect())
}

/// The distribution of all five-card hands from a full deck on a judge's scale.
pub fn deck_histogram(judge: Judge) -> Histogram {
    let all: Vec<CardId> = (0..52).collect();
    let parts: Vec<Histogram> = (0..48usize)
        .into_par_iter()
        .map(|first| {
            let mut counts = Histogram::new(judge);
            let prefix = [first as CardId];
            with_value!(judge, value => counts.tally(value, &prefix, &all[first + 1..]));
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
