//! The chance to reach a target within two or three draws, keeping the same cards.
//!
//! Each draw replaces the same number of cards; the cards kept stay, and cards drawn and then
//! thrown are dead (never reshuffled). Drawing stops once the hand reaches the target. With
//! one or two cards to draw the chance is counted exactly: one card is a matter of how many
//! unseen cards make the target, two cards a matter of counting disjoint failing pairs. With
//! more cards it is sampled: fixed chunks of trials, each chunk's generator seeded from (seed,
//! chunk index), so the answer depends on the seed and never on the thread count.

use std::ops::Range;

use rayon::prelude::*;

use super::{each_hand, with_value, DrawError, FiveCardValue, Holding, Judge};
use crate::cards::CardId;
use crate::shuffle::SplitMix64;

/// The most draws asked about (triple draw).
pub const MAX_DRAWS: usize = 3;

/// The most sampled trials one question may ask for.
pub const MAX_SAMPLES: u64 = 1_000_000_000;

/// Trials per sampling chunk.
pub const CHUNK: u64 = 1 << 16;

/// How often a draw plan reaches its target.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Chances {
    /// Counted exactly (every sequence of replacement sets), or sampled.
    pub exact: bool,
    /// `made[j]`: outcomes that reach the target within `j + 1` draws.
    pub made: Vec<u64>,
    /// Exact: the ordered sequences of one replacement set a draw; sampled: the trials.
    pub total: u64,
}

/// Checks the number of draws and that the unseen cards last for all of them.
pub fn check_draws(holding: &Holding, draws: usize) -> Result<(), DrawError> {
    if !(1..=MAX_DRAWS).contains(&draws) {
        return Err(DrawError::Draws(draws));
    }
    let needed = draws * holding.draw;
    if holding.unseen.len() < needed {
        return Err(DrawError::TooFewUnseen {
            needed,
            unseen: holding.unseen.len(),
        });
    }
    Ok(())
}

/// Checks a sample count.
pub fn check_samples(samples: u64) -> Result<(), DrawError> {
    if (1..=MAX_SAMPLES).contains(&samples) {
        Ok(())
    } else {
        Err(DrawError::Samples(samples))
    }
}

/// The number of sampling chunks `samples` trials make.
pub fn chunk_count(samples: u64) -> u64 {
    samples.div_ceil(CHUNK)
}

fn five_with(kept: &[CardId]) -> [CardId; 5] {
    let mut five = [0; 5];
    five[..kept.len()].copy_from_slice(kept);
    five
}

/// The exact chances, when they can be counted: one draw (any number of cards), or two or
/// three draws of at most two cards. `None` when they must be sampled.
pub fn exact_chances(
    judge: Judge,
    holding: &Holding,
    target: i32,
    draws: usize,
) -> Result<Option<Chances>, DrawError> {
    check_draws(holding, draws)?;
    Ok(with_value!(judge, value => exact_with(value, holding, target, draws)))
}

fn exact_with<V: FiveCardValue>(
    evaluator: V,
    holding: &Holding,
    target: i32,
    draws: usize,
) -> Option<Chances> {
    let n = holding.unseen.len() as u64;
    let k = holding.draw;
    if draws == 1 {
        let (mut made, mut total) = (0u64, 0u64);
        each_hand!(&holding.kept, &holding.unseen, hand => {
            total += 1;
            made += (evaluator.value(hand) <= target) as u64;
        });
        return Some(Chances {
            exact: true,
            made: vec![made],
            total,
        });
    }
    match k {
        0 => {
            let five = five_with(&holding.kept);
            let made = (evaluator.value(&five) <= target) as u64;
            Some(Chances {
                exact: true,
                made: vec![made; draws],
                total: 1,
            })
        }
        1 => Some(one_card(evaluator, holding, target, draws, n)),
        2 => Some(two_cards(evaluator, holding, target, draws)),
        _ => None,
    }
}

/// The sequences of `draws` draws of one card whose first `j` draws all miss, for each `j`,
/// from `n` unseen cards of which `hits` make the target.
fn one_card<V: FiveCardValue>(
    evaluator: V,
    holding: &Holding,
    target: i32,
    draws: usize,
    n: u64,
) -> Chances {
    let mut five = five_with(&holding.kept);
    let mut hits = 0u64;
    for &card in &holding.unseen {
        five[4] = card;
        hits += (evaluator.value(&five) <= target) as u64;
    }
    let misses = n - hits;
    // Ordered draws of distinct cards: the first j from the misses, the rest from anything.
    let total: u64 = (0..draws as u64).map(|i| n - i).product();
    let made = (1..=draws as u64)
        .map(|j| {
            let first_miss: u64 = (0..j).map(|i| misses.saturating_sub(i)).product();
            let rest: u64 = (j..draws as u64).map(|i| n - i).product();
            total - first_miss * rest
        })
        .collect();
    Chances {
        exact: true,
        made,
        total,
    }
}

fn pairs(n: u64) -> u64 {
    n * n.saturating_sub(1) / 2
}

/// Two cards a draw: a pair of unseen cards that misses is an edge of the "miss graph";
/// `j` missed draws are `j` disjoint edges in order. Disjoint pairs of edges are counted from
/// the degrees, and triples by fixing the first edge.
fn two_cards<V: FiveCardValue>(
    evaluator: V,
    holding: &Holding,
    target: i32,
    draws: usize,
) -> Chances {
    let unseen = &holding.unseen;
    let n = unseen.len();
    let mut five = five_with(&holding.kept);
    let mut miss = vec![vec![false; n]; n];
    let mut degree = vec![0u64; n];
    let mut edges = Vec::new();
    for a in 0..n {
        for b in a + 1..n {
            five[3] = unseen[a];
            five[4] = unseen[b];
            if evaluator.value(&five) > target {
                miss[a][b] = true;
                miss[b][a] = true;
                degree[a] += 1;
                degree[b] += 1;
                edges.push((a, b));
            }
        }
    }
    let m = edges.len() as u64;
    // Ordered pairs of disjoint missing draws, and ordered triples.
    let mut two = 0u64;
    let mut three = 0u64;
    for &(a, b) in &edges {
        let rest = m - degree[a] - degree[b] + 1;
        two += rest;
        if draws == 3 {
            let sharing: u64 = (0..n)
                .filter(|&v| v != a && v != b)
                .map(|v| pairs(degree[v] - miss[v][a] as u64 - miss[v][b] as u64))
                .sum();
            three += 2 * (pairs(rest) - sharing);
        }
    }
    let draw_sets: Vec<u64> = (0..draws as u64).map(|i| pairs(n as u64 - 2 * i)).collect();
    let total: u64 = draw_sets.iter().product();
    let missed = [m, two, three];
    let made = (1..=draws)
        .map(|j| total - missed[j - 1] * draw_sets[j..].iter().product::<u64>())
        .collect();
    Chances {
        exact: true,
        made,
        total,
    }
}

/// The generator seed of one chunk: a SplitMix64 step over the seed mixed with the index.
pub fn chunk_seed(seed: u64, chunk: u64) -> u64 {
    SplitMix64::new(seed ^ chunk.wrapping_mul(0xD1B5_4A32_D192_ED03)).next_u64()
}

/// Samples the chunks in `chunks` of a run of `samples` trials: how many trials first reach
/// the target at draw 1, 2, ... (not cumulative). The counts depend only on the seed and the
/// chunk indices, so adding ranges that cover `0..chunk_count(samples)` gives the full run.
#[allow(clippy::too_many_arguments)]
pub fn sample(
    judge: Judge,
    holding: &Holding,
    target: i32,
    draws: usize,
    seed: u64,
    samples: u64,
    chunks: Range<u64>,
) -> Result<Vec<u64>, DrawError> {
    check_draws(holding, draws)?;
    check_samples(samples)?;
    let end = chunks.end.min(chunk_count(samples));
    let per_chunk: Vec<[u64; MAX_DRAWS]> = (chunks.start..end)
        .into_par_iter()
        .map(|chunk| {
            let trials = CHUNK.min(samples - chunk * CHUNK);
            let seed = chunk_seed(seed, chunk);
            with_value!(judge, value => sample_chunk(value, holding, target, draws, seed, trials))
        })
        .collect();
    let mut first_made = vec![0u64; draws];
    for counts in &per_chunk {
        for (sum, count) in first_made.iter_mut().zip(counts) {
            *sum += count;
        }
    }
    Ok(first_made)
}

fn sample_chunk<V: FiveCardValue>(
    evaluator: V,
    holding: &Holding,
    target: i32,
    draws: usize,
    seed: u64,
    trials: u64,
) -> [u64; MAX_DRAWS] {
    let mut rng = SplitMix64::new(seed);
    let mut pool = holding.unseen.clone();
    let n = pool.len();
    let (kept, k) = (holding.kept.len(), holding.draw);
    let mut five = five_with(&holding.kept);
    let mut made = [0u64; MAX_DRAWS];
    for _ in 0..trials {
        // A partial Fisher-Yates shuffle deals each draw from the cards not yet drawn; the
        // pool's order left by earlier trials does not matter.
        for (draw, hits) in made.iter_mut().enumerate().take(draws) {
            for slot in 0..k {
                let i = draw * k + slot;
                let j = i + rng.below((n - i) as u64) as usize;
                pool.swap(i, j);
                five[kept + slot] = pool[i];
            }
            if evaluator.value(&five) <= target {
                *hits += 1;
                break;
            }
        }
    }
    made
}

/// The chances of reaching `target` within 1 to `draws` draws: exact when they can be
/// counted, otherwise from `samples` trials seeded by `seed`.
pub fn chances(
    judge: Judge,
    holding: &Holding,
    target: i32,
    draws: usize,
    samples: u64,
    seed: u64,
) -> Result<Chances, DrawError> {
    check_samples(samples)?;
    if let Some(exact) = exact_chances(judge, holding, target, draws)? {
        return Ok(exact);
    }
    let first = sample(judge, holding, target, draws, seed, samples, 0..u64::MAX)?;
    let made = first
        .iter()
        .scan(0, |sum, &n| {
            *sum += n;
            Some(*sum)
        })
        .collect();
    Ok(Chances {
        exact: false,
        made,
        total: samples,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::parse_hand;
    use crate::draw::holding;

    fn cards(text: &str) -> Vec<CardId> {
        parse_hand(text).unwrap()
    }

    /// Every ordered sequence of disjoint replacement sets, followed draw by draw.
    fn brute(judge: Judge, h: &Holding, target: i32, draws: usize) -> Vec<u64> {
        let subsets: Vec<u64> = (0u64..1 << h.unseen.len())
            .filter(|s| s.count_ones() as usize == h.draw)
            .collect();
        let hits = |set: u64| {
            let mut five = five_with(&h.kept);
            let mut at = h.kept.len();
            for (i, &c) in h.unseen.iter().enumerate() {
                if set >> i & 1 == 1 {
                    five[at] = c;
                    at += 1;
                }
            }
            crate::draw::with_value!(judge, value => value.value(&five)) <= target
        };
        // Every ordered sequence of disjoint sets: (cards used, draw of the first hit).
        let mut sequences: Vec<(u64, Option<usize>)> = vec![(0, None)];
        for depth in 0..draws {
            sequences = sequences
                .iter()
                .flat_map(|&(used, first)| {
                    subsets
                        .iter()
                        .filter(move |&&s| s & used == 0)
                        .map(move |&s| (used | s, first.or(hits(s).then_some(depth))))
                })
                .collect();
        }
        let mut made: Vec<u64> = (0..draws)
            .map(|j| {
                sequences
                    .iter()
                    .filter(|(_, f)| f.is_some_and(|d| d <= j))
                    .count() as u64
            })
            .collect();
        let total = sequences.len() as u64;
        made.push(total);
        made
    }

    #[test]
    fn exact_multi_draw_counts_match_every_sequence() {
        let hand = cards("7h 5d 3c 2s Kd");
        // 12 unseen cards: plain sequences stay few.
        let dead: Vec<CardId> = (0..52)
            .filter(|c| !hand.contains(c))
            .filter(|&c| !cards("4h 4s 6c 6d 8h 8s 9c Ts Jd Qh Ac 5h").contains(&c))
            .collect();
        let target = 4; // 7-6-5-4-2 or better on the 2-7 scale: any seven low
        for discard in ["Kd", "Kd 7h", "Kd 5d"] {
            let h = holding(&hand, &cards(discard), &dead).unwrap();
            for draws in 1..=3 {
                let exact = exact_chances(Judge::Low27, &h, target, draws)
                    .unwrap()
                    .unwrap();
                let mut expected = exact.made.clone();
                expected.push(exact.total);
                assert_eq!(
                    expected,
                    brute(Judge::Low27, &h, target, draws),
                    "{discard} {draws}"
                );
            }
        }
    }

    #[test]
    fn sampling_is_seeded_and_independent_of_threads() {
        let hand = cards("7h 5d 3c 2s Kd");
        let h = holding(&hand, &cards("Kd 3c 2s"), &[]).unwrap();
        let run = |threads| {
            crate::draw::parallel::with_threads(Some(threads), || {
                chances(Judge::Low27, &h, 100, 3, 200_000, 9).unwrap()
            })
            .unwrap()
        };
        let one = run(1);
        assert!(!one.exact);
        assert_eq!(one, run(3));
        assert_ne!(one, chances(Judge::Low27, &h, 100, 3, 200_000, 10).unwrap());
        // Pieced together from chunk ranges, the same counts.
        let chunks = chunk_count(200_000);
        let a = sample(Judge::Low27, &h, 100, 3, 9, 200_000, 0..1).unwrap();
        let b = sample(Judge::Low27, &h, 100, 3, 9, 200_000, 1..chunks).unwrap();
        let whole: Vec<u64> = a.iter().zip(&b).map(|(x, y)| x + y).collect();
        assert_eq!(whole[0], one.made[0]);
        assert_eq!(whole.iter().sum::<u64>(), one.made[2]);
    }

    #[test]
    fn refuses_bad_plans() {
        let hand = cards("7h 5d 3c 2s Kd");
        let h = holding(&hand, &cards("Kd"), &[]).unwrap();
        assert_eq!(
            exact_chances(Judge::High, &h, 1, 4),
            Err(DrawError::Draws(4))
        );
        assert_eq!(
            chances(
                Judge::High,
                &holding(&hand, &cards("Kd 7h 5d"), &[]).unwrap(),
                1,
                2,
                0,
                1
            ),
            Err(DrawError::Samples(0))
        );
    }
}
