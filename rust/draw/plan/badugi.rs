//! The badugi abstraction: a hand is its four cards up to relabelling of the suits.
//!
//! A set of cards is canonical by its four suits' rank masks, sorted: relabelling the suits
//! permutes the masks and nothing else, and the badugi value depends only on ranks and on
//! which cards share a suit. Every exact set of 0 to 4 cards is numbered by the colex index of
//! its sorted ids and mapped to its canonical state once, so the solver and the lookups never
//! canonicalise in a loop.

use std::collections::HashMap;
use std::sync::OnceLock;

use super::solver::{
    best_mask, class_strength, coefficients, discard_worth_symmetric, solve, tie_order,
    Abstraction, Move,
};
use super::{each_combination, sorted, unsort, Plans};
use crate::cards::CardId;
use crate::eval::badugi;
use crate::eval::low_a5::BINOMIAL;

const SIZE: usize = 4;

/// The colex index of ids in increasing order among the sets of their size.
#[inline(always)]
fn colex(sorted: &[CardId]) -> usize {
    sorted
        .iter()
        .enumerate()
        .map(|(i, &c)| BINOMIAL[c as usize][i + 1] as usize)
        .sum()
}

/// The fast path's index of a hand: four ids in increasing order, one of C(52, 4).
#[inline(always)]
pub(crate) fn hand_index(sorted: &[CardId; 4]) -> usize {
    colex(sorted)
}

/// The suits' rank masks, sorted: equal for two sets exactly when a relabelling of the suits
/// turns one into the other.
fn canonical_key(cards: &[CardId]) -> u64 {
    let mut masks = [0u16; 4];
    for &card in cards {
        masks[(card & 3) as usize] |= 1 << (card >> 2);
    }
    masks.sort_unstable_by(|a, b| b.cmp(a));
    masks.iter().fold(0, |key, &m| key << 16 | m as u64)
}

/// The abstraction and the map from exact sets to states.
pub(crate) struct Canon {
    pub abs: Abstraction,
    /// `state_of[n][colex]`: the kept state of the exact set of `n` cards.
    state_of: [Vec<u32>; SIZE + 1],
    /// The first state of four cards: hand `h` is state `hands_from + h`.
    hands_from: u32,
}

impl Canon {
    pub(crate) fn state(&self, sorted: &[CardId]) -> u32 {
        self.state_of[sorted.len()][colex(sorted)]
    }

    fn hand(&self, sorted: &[CardId]) -> usize {
        (self.state(sorted) - self.hands_from) as usize
    }
}

/// The union of two sorted sets of distinct cards, sorted.
fn merged(a: &[CardId], b: &[CardId]) -> [CardId; SIZE] {
    let mut out = [0; SIZE];
    let (mut i, mut j) = (0, 0);
    for slot in out.iter_mut().take(a.len() + b.len()) {
        if j == b.len() || (i < a.len() && a[i] < b[j]) {
            *slot = a[i];
            i += 1;
        } else {
            *slot = b[j];
            j += 1;
        }
    }
    out
}

fn build() -> Canon {
    let deck: Vec<CardId> = (0..52).collect();
    let mut state_of: [Vec<u32>; SIZE + 1] = Default::default();
    let mut reps: Vec<Vec<CardId>> = Vec::new();
    let mut orbit: Vec<u32> = Vec::new();
    for (n, states) in state_of.iter_mut().enumerate() {
        // A state's number is its first appearance, sizes in turn: deterministic.
        let mut ids: HashMap<u64, u32> = HashMap::new();
        *states = vec![0; BINOMIAL[52][n] as usize];
        each_combination(&deck, n, |set| {
            let id = *ids.entry(canonical_key(set)).or_insert_with(|| {
                reps.push(set.to_vec());
                orbit.push(0);
                (reps.len() - 1) as u32
            });
            orbit[id as usize] += 1;
            states[colex(set)] = id;
        });
    }
    let hands_from = state_of[SIZE][0];
    let mut canon = Canon {
        abs: Abstraction {
            size: SIZE,
            class: Vec::new(),
            flush_class: Vec::new(),
            deal: Vec::new(),
            keeps: Vec::new(),
            starts: vec![0],
            moves: Vec::new(),
            random_strength: vec![0.0; badugi::CLASSES as usize + 1],
        },
        state_of,
        hands_from,
    };
    let tables = badugi::tables();
    let hands = &reps[hands_from as usize..];
    let mut keeps = Vec::with_capacity(hands.len() << SIZE);
    for rep in hands {
        for mask in 0..1usize << SIZE {
            let kept: Vec<CardId> = (0..SIZE)
                .filter(|&i| mask >> i & 1 == 0)
                .map(|i| rep[i])
                .collect();
            keeps.push(canon.state(&kept));
        }
    }
    let mut starts = vec![0u32];
    let mut moves = Vec::new();
    let mut counts = vec![0u32; hands.len()];
    let mut touched = Vec::new();
    for kept in &reps {
        let rest: Vec<CardId> = deck.iter().copied().filter(|c| !kept.contains(c)).collect();
        let draw = SIZE - kept.len();
        each_combination(&rest, draw, |drawn| {
            let h = canon.hand(&merged(kept, drawn));
            if counts[h] == 0 {
                touched.push(h);
            }
            counts[h] += 1;
        });
        touched.sort_unstable();
        let total = BINOMIAL[rest.len()][draw] as f64;
        for &h in &touched {
            moves.push(Move {
                hand: h as u32,
                chance: counts[h] as f64 / total,
            });
            counts[h] = 0;
        }
        touched.clear();
        starts.push(moves.len() as u32);
    }
    canon.abs = Abstraction {
        size: SIZE,
        flush_class: Vec::new(),
        random_strength: vec![0.0; badugi::CLASSES as usize + 1],
        class: hands
            .iter()
            .map(|rep| badugi::evaluate_unchecked(tables, [rep[0], rep[1], rep[2], rep[3]]))
            .collect(),
        deal: orbit[hands_from as usize..]
            .iter()
            .map(|&n| n as f64)
            .collect(),
        keeps,
        starts,
        moves,
    };
    // The deal counts every four-card hand once, so it is the random hand exactly; the
    // zeros above only size the classes for `class_strength`.
    canon.abs.random_strength = class_strength(&canon.abs, &canon.abs.deal);
    canon
}

/// The abstraction, built once.
pub(crate) fn canon() -> &'static Canon {
    static CANON: OnceLock<Canon> = OnceLock::new();
    CANON.get_or_init(build)
}

/// The kept state of each discard mask of a hand given in increasing id order.
fn keeps_of(canon: &Canon, sorted: &[CardId]) -> [u32; 1 << SIZE] {
    let mut states = [0u32; 1 << SIZE];
    for (mask, state) in states.iter_mut().enumerate() {
        let mut kept = [0; SIZE];
        let mut n = 0;
        for (i, &card) in sorted.iter().enumerate() {
            if mask >> i & 1 == 0 {
                kept[n] = card;
                n += 1;
            }
        }
        *state = canon.state(&kept[..n]);
    }
    states
}

/// The worth of keeping `kept` of `hand` counted over every draw from the deck less the hand
/// and the `dead` cards, each final hand worth `values`.
pub(crate) fn expect_with_dead(
    kept: &[CardId],
    hand: &[CardId],
    dead: &[CardId],
    values: &[f64],
) -> f64 {
    let canon = canon();
    let mut kept = kept.to_vec();
    kept.sort_unstable();
    let rest: Vec<CardId> = (0..52)
        .filter(|c| !hand.contains(c) && !dead.contains(c))
        .collect();
    let (mut sum, mut total) = (0.0, 0u64);
    each_combination(&rest, SIZE - kept.len(), |drawn| {
        sum += values[canon.hand(&merged(&kept, drawn))];
        total += 1;
    });
    sum / total as f64
}

/// The model and every hand's first choice with `draws` draws to come; the first choices are
/// by exact hand (C(52, 4) of them), since ties between discards that a symmetry of the suits
/// makes equal are broken by the actual card ids.
pub(crate) fn plans(draws: usize) -> Plans {
    let canon = canon();
    let model = solve(&canon.abs, draws);
    let (order, coef) = (tie_order(SIZE), coefficients(SIZE));
    let deck: Vec<CardId> = (0..52).collect();
    let mut first = vec![0u8; BINOMIAL[52][SIZE] as usize];
    each_combination(&deck, SIZE, |hand| {
        let states = keeps_of(canon, hand);
        let (mask, _) = best_mask(&order, |mask| {
            discard_worth_symmetric(&coef, &states, mask, &model.kept)
        });
        first[colex(hand)] = mask as u8;
    });
    Plans {
        model,
        first,
        base: Vec::new(),
        by_worth: Vec::new(),
        flush_gain: Vec::new(),
    }
}

/// The model's first choice for four cards (see `plan::best_discard`).
#[inline]
pub(crate) fn best(plans: &Plans, hand: &[CardId]) -> u32 {
    let (cards, from) = sorted::<4>(hand);
    unsort(plans.first[hand_index(&cards)] as u32, &from)
}

/// The worth of every discard of `hand` (index = mask over its own order), with `dead` cards
/// out of this draw.
pub(crate) fn discard_worths(plans: &Plans, hand: &[CardId], dead: &[CardId]) -> Vec<f64> {
    let canon = canon();
    let (cards, from) = sorted::<4>(hand);
    let states = keeps_of(canon, &cards);
    let coef = coefficients(SIZE);
    let values = plans.model.values.last().map_or(&[][..], Vec::as_slice);
    (0..1u32 << SIZE)
        .map(|mask| {
            if dead.is_empty() {
                let mut by_sorted = 0;
                for (i, &at) in from.iter().enumerate() {
                    by_sorted |= (mask >> at & 1) << i;
                }
                discard_worth_symmetric(&coef, &states, by_sorted, &plans.model.kept)
            } else {
                let kept: Vec<CardId> = (0..SIZE)
                    .filter(|&i| mask >> i & 1 == 0)
                    .map(|i| hand[i])
                    .collect();
                expect_with_dead(&kept, hand, dead, values)
            }
        })
        .collect()
}
