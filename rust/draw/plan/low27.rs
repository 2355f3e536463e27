//! The deuce-to-seven abstraction: a hand is its multiset of ranks.
//!
//! Straights count and flushes are ignored, so a hand's class is the unsuited class of its
//! ranks and every rank multiset has its own class; only the draw being decided counts
//! flushes, exactly (see [`worths`]). A multiset of `n` ranks is numbered among
//! those of its size by stars and bars: sorted ranks `r0 <= r1 <= ...` become the distinct
//! numbers `r_i + i`, numbered in colex order, `C(12 + n, n)` of them. That numbering counts
//! five of a kind too; those multisets are impossible and never dealt or drawn to.

use std::sync::OnceLock;

use super::solver::{coefficients, discard_worth, solve, tie_order, Abstraction, Model, Move};
use super::{each_combination, sorted, unsort, Plans};
use crate::cards::CardId;
use crate::draw::{deck_histogram, Judge};
use crate::eval::low_a5::BINOMIAL;
use crate::eval::lowball27;

const RANKS: usize = 13;
const SIZE: usize = 5;

/// The first kept state of each size (and the end): `C(12 + n, n)` multisets of `n` ranks.
const OFFSET: [usize; SIZE + 2] = [0, 1, 14, 105, 560, 2380, 8568];

/// The multisets of five ranks, five of a kind included: C(17, 5).
pub(crate) const HANDS: usize = 6188;

/// A class past the worst, for the impossible five of a kind.
const IMPOSSIBLE: u16 = 7463;

/// The number of a nondecreasing list of ranks among the multisets of its size.
#[inline(always)]
fn multiset_index(ranks: &[u8]) -> usize {
    ranks
        .iter()
        .enumerate()
        .map(|(i, &r)| BINOMIAL[r as usize + i][i + 1] as usize)
        .sum()
}

/// The model's hand of five cards sorted by id (so their ranks are sorted too).
#[inline(always)]
pub(crate) fn hand_index(sorted: &[CardId; 5]) -> usize {
    multiset_index(&sorted.map(|card| card >> 2))
}

/// Whether five cards share a suit.
#[inline(always)]
pub(crate) fn is_flush(cards: &[CardId; 5]) -> bool {
    cards.iter().all(|&c| (c ^ cards[0]) & 3 == 0)
}

/// The sorted ranks of rank counts.
fn ranks_of(counts: &[u8; RANKS]) -> Vec<u8> {
    (0..RANKS as u8)
        .flat_map(|r| std::iter::repeat_n(r, counts[r as usize] as usize))
        .collect()
}

/// Calls `f` with every nondecreasing list of `n` ranks.
fn each_multiset(n: usize, f: &mut impl FnMut(&[u8])) {
    fn extend(list: &mut Vec<u8>, n: usize, from: u8, f: &mut impl FnMut(&[u8])) {
        if list.len() == n {
            f(list);
            return;
        }
        for r in from..RANKS as u8 {
            list.push(r);
            extend(list, n, r, f);
            list.pop();
        }
    }
    extend(&mut Vec::with_capacity(n), n, 0, f);
}

/// Calls `f(drawn, ways)` with every multiset of `n` ranks that can be drawn from a deck of
/// rank counts, as rank counts, and the number of card sets that draw it.
fn each_draw(deck: &[u8; RANKS], n: usize, f: &mut impl FnMut(&[u8; RANKS], u64)) {
    fn go(
        deck: &[u8; RANKS],
        rank: usize,
        left: u8,
        drawn: &mut [u8; RANKS],
        ways: u64,
        f: &mut impl FnMut(&[u8; RANKS], u64),
    ) {
        if left == 0 {
            f(drawn, ways);
            return;
        }
        if rank == RANKS {
            return;
        }
        for m in 0..=left.min(deck[rank]) {
            drawn[rank] = m;
            let ways = ways * BINOMIAL[deck[rank] as usize][m as usize] as u64;
            go(deck, rank + 1, left - m, drawn, ways, f);
        }
        drawn[rank] = 0;
    }
    go(deck, 0, n as u8, &mut [0; RANKS], 1, f);
}

/// For each class, the chance to beat a random five-card hand, ties half: the strength
/// `best_discards` ranks one draw by.
fn random_strength() -> Vec<f64> {
    let deck = deck_histogram(Judge::Low27);
    let total = deck.outcomes() as f64;
    let mut strength = vec![0.0; IMPOSSIBLE as usize + 1];
    let mut worse = 0u64;
    for (i, &n) in deck.counts.iter().enumerate().rev() {
        strength[deck.best as usize + i] = (worse as f64 + 0.5 * n as f64) / total;
        worse += n;
    }
    strength
}

fn build() -> Abstraction {
    let tables = lowball27::tables();
    let mut class = vec![IMPOSSIBLE; HANDS];
    let mut flush_class = vec![None; HANDS];
    let mut deal = vec![0.0; HANDS];
    let mut keeps = vec![0u32; HANDS << SIZE];
    each_multiset(SIZE, &mut |ranks| {
        let h = multiset_index(ranks);
        for mask in 0..1usize << SIZE {
            let kept: Vec<u8> = (0..SIZE)
                .filter(|&i| mask >> i & 1 == 0)
                .map(|i| ranks[i])
                .collect();
            keeps[h << SIZE | mask] = (OFFSET[kept.len()] + multiset_index(&kept)) as u32;
        }
        if ranks[0] == ranks[4] {
            return; // five of a kind
        }
        // Suits 0, 1, 2, 3, 0 along the sorted ranks: equal ranks get different suits, and
        // no five cards share one, so the class is the unsuited class of the ranks.
        let cards: Vec<CardId> = (0..SIZE).map(|i| ranks[i] * 4 + (i % 4) as u8).collect();
        class[h] = lowball27::evaluate_unchecked(tables, &cards);
        if ranks.windows(2).all(|w| w[0] < w[1]) {
            let suited: Vec<CardId> = ranks.iter().map(|&r| r * 4).collect();
            flush_class[h] = Some(lowball27::evaluate_unchecked(tables, &suited));
        }
        let mut counts = [0u8; RANKS];
        ranks.iter().for_each(|&r| counts[r as usize] += 1);
        deal[h] = counts
            .iter()
            .map(|&c| BINOMIAL[4][c as usize] as f64)
            .product();
    });
    // Each state's moves, by its number (enumeration order is not numbering order).
    let mut by_state: Vec<Vec<Move>> = vec![Vec::new(); OFFSET[SIZE + 1]];
    for n in 0..=SIZE {
        each_multiset(n, &mut |ranks| {
            let mut counts = [0u8; RANKS];
            ranks.iter().for_each(|&r| counts[r as usize] += 1);
            // An impossible kept state (five of a kind) has no moves.
            if counts.iter().any(|&c| c > 4) {
                return;
            }
            let deck = counts.map(|c| 4 - c);
            let total = BINOMIAL[52 - n][SIZE - n] as f64;
            let moves = &mut by_state[OFFSET[n] + multiset_index(ranks)];
            each_draw(&deck, SIZE - n, &mut |drawn, ways| {
                let mut hand = counts;
                for (c, d) in hand.iter_mut().zip(drawn) {
                    *c += d;
                }
                moves.push(Move {
                    hand: multiset_index(&ranks_of(&hand)) as u32,
                    chance: ways as f64 / total,
                });
            });
        });
    }
    let mut starts = vec![0u32];
    let mut moves = Vec::new();
    for state in by_state {
        moves.extend(state);
        starts.push(moves.len() as u32);
    }
    debug_assert_eq!(starts.len(), OFFSET[SIZE + 1] + 1);
    Abstraction {
        size: SIZE,
        class,
        flush_class,
        deal,
        keeps,
        starts,
        moves,
        random_strength: random_strength(),
    }
}

/// The abstraction, built once.
pub(crate) fn abstraction() -> &'static Abstraction {
    static ABSTRACTION: OnceLock<Abstraction> = OnceLock::new();
    ABSTRACTION.get_or_init(build)
}

/// The model's tables with `draws` draws to come: every discard's worth, flushes aside, and
/// the flush gains that [`worths`] adds for this draw's flushes.
pub(crate) fn plans(draws: usize) -> Plans {
    let abs = abstraction();
    let model = solve(abs, draws);
    let coef = coefficients(SIZE);
    let mut base = Vec::with_capacity(HANDS << SIZE);
    for h in 0..HANDS {
        let keeps = abs.keeps_of(h);
        base.extend((0..1u32 << SIZE).map(|mask| discard_worth(&coef, keeps, mask, &model.kept)));
    }
    // Each hand's discards by decreasing worth, ties in tie order: the fast path's scan.
    let by_worth = base
        .chunks(1 << SIZE)
        .map(|worth| {
            let mut order = [0u8; 32];
            for (slot, &mask) in order.iter_mut().zip(tie_order_5()) {
                *slot = mask as u8;
            }
            order.sort_by(|&a, &b| worth[b as usize].total_cmp(&worth[a as usize]));
            order
        })
        .collect();
    let flush_gain = flush_gains(&model);
    Plans {
        model,
        first: Vec::new(),
        base,
        by_worth,
        flush_gain,
    }
}

/// For every set of ranks (bit r = rank r) of five or fewer, the sum over the ways to fill it
/// to five ranks of what those five ranks are worth more as a flush than unsuited, with the
/// draws left after this one.
fn flush_gains(model: &Model) -> Vec<f64> {
    let values = model.values.last().map_or(&[][..], Vec::as_slice);
    let mut gains = vec![0.0; 1 << RANKS];
    for five in (0u16..1 << RANKS).filter(|r| r.count_ones() == SIZE as u32) {
        let ranks: Vec<u8> = (0..RANKS as u8).filter(|&r| five >> r & 1 == 1).collect();
        let h = multiset_index(&ranks);
        let gain = model.flush_pat[h] - values[h];
        let mut sub = five;
        loop {
            gains[sub as usize] += gain;
            if sub == 0 {
                break;
            }
            sub = (sub - 1) & five;
        }
    }
    gains
}

/// The ranks (bit r = rank r) of the cards at the positions in `positions`, from each
/// position's rank bit.
#[inline(always)]
fn rank_set(bits: &[u16; 5], mut positions: u32) -> u16 {
    let mut set = 0;
    while positions != 0 {
        set |= bits[positions.trailing_zeros() as usize];
        positions &= positions - 1;
    }
    set
}

/// The terms of a flush correction, on the stack: at most 2^5 + 3 (throwing all five of a
/// flush: every subset of its suit, and the empty set of each other suit).
struct Terms {
    terms: [f64; 36],
    count: usize,
}

impl Terms {
    fn new() -> Terms {
        Terms {
            terms: [0.0; 36],
            count: 0,
        }
    }

    /// Adds the inclusion-exclusion terms of keeping the ranks `base` of one suit when the
    /// cards of that suit at the positions `thrown` cannot be drawn.
    #[inline(always)]
    fn add(&mut self, gains: &[f64], bits: &[u16; 5], base: u16, thrown: u32) {
        let mut sub = thrown;
        loop {
            let gain = gains[(base | rank_set(bits, sub)) as usize];
            self.terms[self.count] = if sub.count_ones() % 2 == 0 {
                gain
            } else {
                -gain
            };
            self.count += 1;
            if sub == 0 {
                return;
            }
            sub = (sub - 1) & thrown;
        }
    }

    /// The sum in increasing order: discards a symmetry of the hand maps onto each other have
    /// the same terms, so they get the same worth to the bit. (Two terms add the same either
    /// way round.)
    #[inline(always)]
    fn sum(&mut self) -> f64 {
        let terms = &mut self.terms[..self.count];
        if terms.len() > 2 {
            terms.sort_unstable_by(f64::total_cmp);
        }
        terms.iter().sum()
    }
}

/// How much this draw's flushes can change a discard's worth at most, by the most cards of one
/// suit in the hand: a flush's worth differs from the unsuited ranks' by at most 1, and
/// keeping `k` suited cards makes a flush in at most C(13 - k, 5 - k) of the C(47, 5 - k)
/// draws (throwing all five, in 4 C(13, 5)).
const FLUSH_BOUND: [f64; 6] = [
    0.0034,   // 4 * 1287 / 1533939 = 0.00336
    0.0034,   // and 495 / 178365 = 0.00278
    0.0102,   // 165 / 16215 = 0.01018
    0.0417,   // 45 / 1081 = 0.04163
    0.1915,   // 9 / 47 = 0.19149
    f64::MAX, // a flush in hand: standing pat is worth the flush
];

/// A hand sorted by id, as the flush terms read it.
struct Suits {
    /// The positions of each suit's cards.
    of_suit: [u32; 4],
    /// Each position's rank bit.
    bits: [u16; 5],
}

impl Suits {
    fn of(sorted: &[CardId; 5]) -> Suits {
        let mut suits = Suits {
            of_suit: [0; 4],
            bits: [0; 5],
        };
        for (i, &card) in sorted.iter().enumerate() {
            suits.of_suit[(card & 3) as usize] |= 1 << i;
            suits.bits[i] = 1 << (card >> 2);
        }
        suits
    }

    /// The suit all the `kept` positions share, if they share one.
    #[inline(always)]
    fn suit_of(&self, kept: u32) -> Option<u32> {
        self.of_suit.iter().copied().find(|&s| kept & !s == 0)
    }

    /// The most cards of one suit.
    fn longest(&self) -> usize {
        self.of_suit
            .iter()
            .map(|s| s.count_ones())
            .max()
            .unwrap_or(0) as usize
    }
}

/// What this draw's flushes add to keeping the positions `kept` (all of one suit, or none):
/// the draws that make a flush are worth the flush instead of the unsuited ranks.
///
/// A flush needs every card drawn of the kept suit (of any suit when nothing is kept). The
/// cards of that suit that were thrown cannot come back, which inclusion-exclusion over them
/// takes out of the flush gains, as in `discard_worth`.
fn flush_correction(gains: &[f64], suits: &Suits, kept: u32) -> f64 {
    let mut terms = Terms::new();
    if kept == 0 {
        for &of_suit in &suits.of_suit {
            terms.add(gains, &suits.bits, 0, of_suit);
        }
    } else if let Some(of_suit) = suits.suit_of(kept) {
        let base = rank_set(&suits.bits, kept);
        terms.add(gains, &suits.bits, base, of_suit & !kept);
    }
    let draws = BINOMIAL[47][SIZE - kept.count_ones() as usize] as f64;
    terms.sum() / draws
}

const ALL: u32 = (1 << SIZE) - 1;

/// The worth of every discard mask (over the positions of a hand sorted by id) with the draws
/// of the model: the table's worth, plus what this draw's flushes add to the discards that
/// keep one suit or nothing.
pub(crate) fn worths(plans: &Plans, sorted: &[CardId; 5]) -> [f64; 32] {
    let h = hand_index(sorted);
    let mut worth = [0.0; 32];
    worth.copy_from_slice(&plans.base[h << SIZE..(h + 1) << SIZE]);
    let suits = Suits::of(sorted);
    worth[ALL as usize] += flush_correction(&plans.flush_gain, &suits, 0);
    for &of_suit in &suits.of_suit {
        // Every nonempty set of cards of one suit, kept.
        let mut kept = of_suit;
        while kept != 0 {
            worth[(ALL ^ kept) as usize] += flush_correction(&plans.flush_gain, &suits, kept);
            kept = (kept - 1) & of_suit;
        }
    }
    worth
}

/// The model's first choice for five cards (see `plan::best_discard`), the best of
/// [`worths`] without working them all out: discards are taken in decreasing order of their
/// worth flushes aside, and once the next one could not catch up with flushes, none after it
/// can either.
#[inline]
pub(crate) fn best(plans: &Plans, hand: &[CardId]) -> u32 {
    let (cards, from) = sorted::<5>(hand);
    let h = hand_index(&cards);
    let base = &plans.base[h << SIZE..(h + 1) << SIZE];
    let suits = Suits::of(&cards);
    let reach = FLUSH_BOUND[suits.longest()];
    let rank = tie_rank();
    let mut best = (u32::MAX, f64::MIN);
    for &mask in &plans.by_worth[h] {
        let mask = mask as u32;
        if base[mask as usize] + reach < best.1 {
            break;
        }
        let kept = ALL ^ mask;
        let worth = if kept == 0 || suits.suit_of(kept).is_some() {
            base[mask as usize] + flush_correction(&plans.flush_gain, &suits, kept)
        } else {
            base[mask as usize]
        };
        if worth > best.1 || (worth == best.1 && rank[mask as usize] < rank[best.0 as usize]) {
            best = (mask, worth);
        }
    }
    unsort(best.0, &from)
}

/// The tie order of five-card discards, built once.
fn tie_order_5() -> &'static [u32] {
    static ORDER: OnceLock<Vec<u32>> = OnceLock::new();
    ORDER.get_or_init(|| tie_order(SIZE))
}

/// Each discard mask's place in the tie order.
fn tie_rank() -> &'static [u8; 32] {
    static RANK: OnceLock<[u8; 32]> = OnceLock::new();
    RANK.get_or_init(|| {
        let mut rank = [0; 32];
        for (place, &mask) in tie_order_5().iter().enumerate() {
            rank[mask as usize] = place as u8;
        }
        rank
    })
}

/// The worth of every discard of `hand` (index = mask over its own order), with `dead` cards
/// out of this draw.
pub(crate) fn discard_worths(plans: &Plans, hand: &[CardId], dead: &[CardId]) -> Vec<f64> {
    let (cards, from) = sorted::<5>(hand);
    let worth = worths(plans, &cards);
    (0..1u32 << SIZE)
        .map(|mask| {
            if dead.is_empty() {
                // `from[i]` is where sorted position i sits in the hand.
                let mut by_sorted = 0;
                for (i, &at) in from.iter().enumerate() {
                    by_sorted |= (mask >> at & 1) << i;
                }
                worth[by_sorted as usize]
            } else {
                let kept: Vec<CardId> = (0..SIZE)
                    .filter(|&i| mask >> i & 1 == 0)
                    .map(|i| hand[i])
                    .collect();
                expect_with_dead(plans, &kept, hand, dead)
            }
        })
        .collect()
}

/// The worth of keeping `kept` of `hand` counted over every draw from the deck less the hand
/// and the `dead` cards: each final hand is worth the model's value of its ranks, or of the
/// flush when its cards share a suit.
pub(crate) fn expect_with_dead(
    plans: &Plans,
    kept: &[CardId],
    hand: &[CardId],
    dead: &[CardId],
) -> f64 {
    let model = &plans.model;
    let values = model.values.last().map_or(&[][..], Vec::as_slice);
    let rest: Vec<CardId> = (0..52)
        .filter(|c| !hand.contains(c) && !dead.contains(c))
        .collect();
    let mut five = [0; SIZE];
    five[..kept.len()].copy_from_slice(kept);
    let (mut sum, mut total) = (0.0, 0u64);
    each_combination(&rest, SIZE - kept.len(), |drawn| {
        five[kept.len()..].copy_from_slice(drawn);
        let mut cards = five;
        cards.sort_unstable();
        let h = hand_index(&cards);
        sum += if is_flush(&cards) {
            model.flush_pat[h]
        } else {
            values[h]
        };
        total += 1;
    });
    sum / total as f64
}
