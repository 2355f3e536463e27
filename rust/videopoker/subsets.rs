//! Colex indexing of card sets and, for every set of 0 to 4 cards, the pay classes of the
//! five-card hands that contain it.
//!
//! Sets of `k` cards `c0 < c1 < ...` are numbered by the combinatorial number system,
//! `C(c0, 1) + C(c1, 2) + ...`, which orders them colexicographically; sets whose largest card
//! is `t` form one run starting at `C(t, k)`, so the tables fill in parallel by largest card.

use std::sync::OnceLock;

use rayon::prelude::*;

use super::{ClassCounts, Classifier, Machine};
use crate::cards::CardId;

/// `BINOMIAL[n][k]` = C(n, k) for n up to 52 and k up to 5: the evaluators' table, widened
/// to `usize` for indexing.
pub static BINOMIAL: [[usize; 6]; 53] = {
    let mut table = [[0usize; 6]; 53];
    let mut n = 0;
    while n < 53 {
        let mut k = 0;
        while k < 6 {
            table[n][k] = crate::eval::low_a5::BINOMIAL[n][k] as usize;
            k += 1;
        }
        n += 1;
    }
    table
};

/// The colex index of a set of cards given in increasing order.
#[inline(always)]
pub fn colex(sorted: &[CardId]) -> usize {
    sorted
        .iter()
        .enumerate()
        .map(|(i, &c)| BINOMIAL[c as usize][i + 1])
        .sum()
}

/// The colex index of `sorted` with `card` (not in it) added.
#[cfg(test)]
fn colex_with(sorted: &[CardId], card: CardId) -> usize {
    let mut set = sorted.to_vec();
    set.push(card);
    set.sort_unstable();
    colex(&set)
}

/// Calls `f` with the colex index of `sorted` plus one more card, for every card not in
/// `sorted` (0 to 4 cards, increasing). Adding a card above `j` of the set's cards shifts the
/// cards above it one place, so each of the five insertion points has one fixed base.
#[inline(always)]
fn each_extension(sorted: &[CardId], mut f: impl FnMut(usize)) {
    let k = sorted.len();
    let mut base = [0usize; 5];
    for (at, slot) in base.iter_mut().enumerate().take(k + 1) {
        let below: usize = (0..at).map(|i| BINOMIAL[sorted[i] as usize][i + 1]).sum();
        let above: usize = (at..k).map(|i| BINOMIAL[sorted[i] as usize][i + 2]).sum();
        *slot = below + above;
    }
    let mut at = 0;
    for card in 0..52u8 {
        if at < k && sorted[at] == card {
            at += 1;
            continue;
        }
        f(base[at] + BINOMIAL[card as usize][at + 1]);
    }
}

/// Calls `f` with every `k`-subset of `0..below` in colex order.
fn each_colex(k: usize, below: CardId, mut f: impl FnMut(&[CardId])) {
    if k > below as usize {
        return;
    }
    let mut set: Vec<CardId> = (0..k as CardId).collect();
    loop {
        f(&set);
        // The next set in colex order: raise the lowest card that can rise, reset those below.
        let mut i = 0;
        loop {
            if i == k {
                return;
            }
            let limit = if i + 1 < k { set[i + 1] } else { below };
            if set[i] + 1 < limit {
                set[i] += 1;
                for (j, card) in set.iter_mut().enumerate().take(i) {
                    *card = j as CardId;
                }
                break;
            }
            i += 1;
        }
    }
}

/// Fills `table` (one entry per `k`-set, colex order) in parallel: `fill(set, entry)` for each
/// set, the sets sharing a largest card forming one piece of work.
fn fill_sets<T: Send>(table: &mut [T], k: usize, fill: impl Fn(&[CardId], &mut T) + Sync) {
    let mut runs: Vec<(CardId, &mut [T])> = Vec::new();
    let mut rest = table;
    for (top, binomials) in BINOMIAL.iter().enumerate().take(52).skip(k - 1) {
        let (run, tail) = rest.split_at_mut(binomials[k - 1]);
        runs.push((top as CardId, run));
        rest = tail;
    }
    runs.into_par_iter().for_each(|(top, run)| {
        let mut set = vec![0; k];
        let mut entries = run.iter_mut();
        each_colex(k - 1, top, |lower| {
            set[..k - 1].copy_from_slice(lower);
            set[k - 1] = top;
            fill(&set, entries.next().expect("a run has one entry per set"));
        });
    });
}

/// For every set of 0 to 4 cards, how many five-card hands containing it fall in each pay
/// class.
pub struct PayCounts {
    pub machine: Machine,
    /// Sets of four cards: at most 48 hands each.
    pub four: Vec<ClassCounts<u8>>,
    pub three: Vec<ClassCounts<u32>>,
    pub two: Vec<ClassCounts<u32>>,
    pub one: Vec<ClassCounts<u32>>,
    pub zero: ClassCounts<u32>,
    classifier: Classifier,
}

impl PayCounts {
    /// Builds the counts for a machine (uses the current rayon pool).
    pub fn build(machine: Machine) -> PayCounts {
        let classifier = Classifier::new(machine);
        let mut hands = vec![0u8; BINOMIAL[52][5]];
        fill_sets(&mut hands, 5, |set, class| {
            *class = classifier.class_of(&[set[0], set[1], set[2], set[3], set[4]]);
        });
        let mut four = vec![[0u8; 16]; BINOMIAL[52][4]];
        fill_sets(&mut four, 4, |set, counts| {
            each_extension(set, |hand| counts[hands[hand] as usize] += 1);
        });
        drop(hands);
        let widen = |c: &ClassCounts<u8>| c.map(u32::from);
        let three = level_below(3, &|i| widen(&four[i]));
        let two = level_below(2, &|i| three[i]);
        let one = level_below(1, &|i| two[i]);
        let mut zero = [0u32; 16];
        for counts in &one {
            for (sum, n) in zero.iter_mut().zip(counts) {
                *sum += n;
            }
        }
        zero.iter_mut().for_each(|n| *n /= 5);
        PayCounts {
            machine,
            four,
            three,
            two,
            one,
            zero,
            classifier,
        }
    }

    /// The counts of the hands containing a set of `size` cards (0 to 4) whose colex index is
    /// `index`.
    #[inline]
    pub fn containing(&self, size: usize, index: usize) -> ClassCounts<u32> {
        match size {
            0 => self.zero,
            1 => self.one[index],
            2 => self.two[index],
            3 => self.three[index],
            _ => self.four[index].map(u32::from),
        }
    }

    /// The pay class of five distinct valid cards.
    #[inline]
    pub fn class_of(&self, five: &[CardId; 5]) -> u8 {
        self.classifier.class_of(five)
    }
}

/// The counts for sets of `k` cards from those for `k + 1`: adding each card not in the set
/// reaches every hand containing it once per card of the hand outside the set.
fn level_below(
    k: usize,
    above: &(dyn Fn(usize) -> ClassCounts<u32> + Sync),
) -> Vec<ClassCounts<u32>> {
    let mut table = vec![[0u32; 16]; BINOMIAL[52][k]];
    fill_sets(&mut table, k, |set, counts| {
        each_extension(set, |superset| {
            for (sum, n) in counts.iter_mut().zip(above(superset)) {
                *sum += n;
            }
        });
        counts.iter_mut().for_each(|n| *n /= (5 - k) as u32);
    });
    table
}

/// The counts of a machine, built on first use and kept.
pub fn pay_counts(machine: Machine) -> &'static PayCounts {
    static NATURAL: OnceLock<PayCounts> = OnceLock::new();
    static DEUCES_WILD: OnceLock<PayCounts> = OnceLock::new();
    let cell = match machine {
        Machine::Natural => &NATURAL,
        Machine::DeucesWild => &DEUCES_WILD,
    };
    cell.get_or_init(|| PayCounts::build(machine))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn colex_numbers_sets_in_order() {
        let mut expected = 0;
        each_colex(3, 10, |set| {
            assert_eq!(colex(set), expected);
            expected += 1;
        });
        assert_eq!(expected, BINOMIAL[10][3]);
        assert_eq!(colex_with(&[3, 9], 5), colex(&[3, 5, 9]));
        assert_eq!(colex_with(&[3, 9], 0), colex(&[0, 3, 9]));
        assert_eq!(colex_with(&[3, 9], 51), colex(&[3, 9, 51]));
        let mut extended = Vec::new();
        each_extension(&[3, 9, 40], |index| extended.push(index));
        let expected: Vec<usize> = (0..52)
            .filter(|c| ![3, 9, 40].contains(c))
            .map(|c| colex_with(&[3, 9, 40], c))
            .collect();
        assert_eq!(extended, expected);
    }

    #[test]
    fn counts_match_plain_enumeration() {
        let counts = pay_counts(Machine::DeucesWild);
        // Every hand is counted once at the top; the natural royals are the four royals.
        assert_eq!(counts.zero.iter().sum::<u32>(), 2_598_960);
        assert_eq!(counts.zero[0], 4);
        assert_eq!(counts.zero[1], 48);
        // Sets of each size against the plain list of hands containing them.
        for set in [
            vec![],
            vec![0],
            vec![5, 51],
            vec![0, 1, 2],
            vec![8, 9, 30, 50],
        ] {
            let mut plain = [0u32; 16];
            let rest: Vec<CardId> = (0..52).filter(|c| !set.contains(c)).collect();
            crate::draw::each_fill(&set, &rest, |f| {
                plain[counts.class_of(f) as usize] += 1;
            });
            assert_eq!(counts.containing(set.len(), colex(&set)), plain, "{set:?}");
        }
    }
}
