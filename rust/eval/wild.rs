//! The wild-card evaluator: best five-card high hand when some cards are wild.
//!
//! The wild scale extends the high scale downwards: a hand that equals a natural hand gets
//! that hand's class, and five of a kind takes 0 (five deuces) down to -12 (five aces).
//! A wild may copy a card held only to make five of a kind; otherwise it becomes a card not
//! held, which matters for flushes alone. Suits aside, the best hand depends only on the
//! naturals' rank counts and the number of wilds, so one perfect-hash lookup settles it; each
//! suit with enough naturals is then checked for a better (straight) flush in a small table.
//!
//! With `may_duplicate` (the "double-ace flush" house rule) wilds in a flush may copy held
//! cards. That admits flushes with repeated ranks, so it has its own scale: identical to the
//! wild scale down to the last full house (322), then every flush rank multiset in order
//! (6,165 classes from 323, A-A-A-A-K down to 7-5-4-3-2 with repeats allowed), and the
//! categories below flush shifted down by the 4,888 extra classes.

use super::classes::{Category, Shape};
use super::high::{CARD_KEYS, FLUSH_BITS, RANK_BITS, SUIT_BIAS};
use super::tables::{high, wild, wild_key, WildTables};
use crate::cards::CardId;

/// The first flush class of the high scale.
pub const FIRST_FLUSH: i16 = 323;

/// The value of five aces, the best hand.
pub const FIVE_ACES: i16 = -12;

/// One wild added to every suit count of a hand key: with `w` wilds, a suit can make a flush
/// once its naturals reach `5 - w`, which this extra bias moves onto the nibbles' top bit.
const SUIT_PER_WILD: u64 = 0x1111 << 40;

/// The wild-scale value of 5 to 7 distinct valid cards, where bit `i` of `wild_positions`
/// marks `cards[i]` wild. Unchecked: callers validate first.
#[inline(always)]
pub fn evaluate_unchecked(
    tables: &WildTables,
    cards: &[CardId],
    wild_positions: u8,
    may_duplicate: bool,
) -> i16 {
    let wilds = wild_positions.count_ones();
    if wilds >= 5 {
        return FIVE_ACES;
    }
    // Branch-free: which cards are wild is as unpredictable as the cards themselves.
    let mut naturals = SUIT_BIAS;
    for (i, &card) in cards.iter().enumerate() {
        let keep = (((wild_positions >> i) & 1) as u64 ^ 1).wrapping_neg();
        naturals += CARD_KEYS[(card & 63) as usize] & keep;
    }
    // One probe for every hand, with or without wilds: no branch on a coin-flip condition.
    let mut best = tables.nonflush.get(wild_key(naturals & RANK_BITS, wilds));
    let flushes = if may_duplicate {
        // Below the flushes the duplicate scale is the wild scale moved down.
        if best >= FIRST_FLUSH {
            best += tables.dup_flush_classes;
        }
        &tables.flush_dup
    } else {
        &tables.flush
    };
    let mut suits = (naturals + wilds as u64 * SUIT_PER_WILD) & FLUSH_BITS;
    let row = (wilds as usize) << 13;
    // Rarely entered, so the suit's ranks are gathered only here.
    while suits != 0 {
        let suit = ((suits.trailing_zeros() - 43) / 4) as u8;
        let ranks = cards
            .iter()
            .enumerate()
            .filter(|&(i, &c)| wild_positions >> i & 1 == 0 && c & 3 == suit)
            .fold(0usize, |bits, (_, &c)| bits | 1 << (c >> 2));
        best = best.min(flushes[row | (ranks & 0x1fff)]);
        suits &= suits - 1;
    }
    best
}

/// Bit `i` set where `cards[i]` is in the set of wild cards (bit c = card id c).
#[inline(always)]
pub fn positions_in(cards: &[CardId], wild_cards: u64) -> u8 {
    cards.iter().enumerate().fold(0, |bits, (i, &c)| {
        bits | (((wild_cards >> c) & 1) as u8) << i
    })
}

/// The category of a value on the wild scale (or the duplicate scale).
pub fn category(value: i16, may_duplicate: bool) -> Option<Category> {
    shape(value, may_duplicate).map(|s| s.category)
}

/// The shape (category and ranks in comparison order) of a value on the wild scale, or on
/// the duplicate scale with `may_duplicate`.
pub fn shape(value: i16, may_duplicate: bool) -> Option<Shape> {
    if (FIVE_ACES..=0).contains(&value) {
        let rank = (-value) as u8;
        return Some(Shape {
            category: Category::FiveOfAKind,
            ranks: [rank; 5],
        });
    }
    let scale = &high().scale;
    if !may_duplicate || value < FIRST_FLUSH {
        return scale.shape(value as i32);
    }
    let tables = wild();
    let dup_flushes = &tables.dup_flush_shapes;
    match usize::try_from(value - FIRST_FLUSH) {
        Ok(i) if i < dup_flushes.len() => Some(dup_flushes[i]),
        _ => scale.shape((value - tables.dup_flush_classes) as i32),
    }
}

/// The class value of the natural five-card hand `cards`, used to check representations.
fn natural_value(cards: &[CardId; 5]) -> i16 {
    super::high::evaluate_unchecked(high(), cards) as i16
}

/// How the best hand is made: for each of the five cards used, the card held and the card it
/// represents (the same card for a natural).
pub type Representation = [(CardId, CardId); 5];

/// The best hand of 5 to 7 distinct valid cards and what each wild in it stands for.
/// Among equally good choices it prefers the one using the fewest wilds. `None` would mean
/// the evaluator and this search disagree, which the tests rule out for every hand.
pub fn best_hand(
    cards: &[CardId],
    wild_positions: u8,
    may_duplicate: bool,
) -> Option<(i16, Representation)> {
    let value = evaluate_unchecked(wild(), cards, wild_positions, may_duplicate);
    let target = shape(value, may_duplicate)?;
    let mut choices: Vec<(u32, [usize; 5])> = Vec::new();
    choose_five(cards.len(), |pick| {
        let wilds = pick
            .iter()
            .filter(|&&i| wild_positions >> i & 1 == 1)
            .count() as u32;
        choices.push((wilds, pick));
    });
    choices.sort_by_key(|&(wilds, _)| wilds);
    for (_, pick) in choices {
        let five = pick.map(|i| cards[i]);
        let wild_in_five = pick
            .iter()
            .enumerate()
            .fold(0u8, |bits, (j, &i)| bits | ((wild_positions >> i & 1) << j));
        if let Some(rep) = represent(&five, wild_in_five, &target) {
            let represented = rep.map(|(_, r)| r);
            // Five of a kind and duplicate flushes have no natural twin to check against.
            let checks = target.category == Category::FiveOfAKind
                || (may_duplicate && target.category == Category::Flush)
                || high().scale.shape(natural_value(&represented) as i32) == Some(target);
            if checks {
                return Some((value, rep));
            }
        }
    }
    None
}

fn choose_five(n: usize, mut f: impl FnMut([usize; 5])) {
    for a in 0..n {
        for b in a + 1..n {
            for c in b + 1..n {
                for d in c + 1..n {
                    for e in d + 1..n {
                        f([a, b, c, d, e]);
                    }
                }
            }
        }
    }
}

/// Assigns cards to the wilds among `five` so that the five cards make `target`, if the
/// naturals fit it.
fn represent(five: &[CardId; 5], wild_in_five: u8, target: &Shape) -> Option<Representation> {
    let mut needed: Vec<u8> = target.ranks.to_vec();
    let mut natural_suits = Vec::new();
    for (j, &card) in five.iter().enumerate() {
        if wild_in_five >> j & 1 == 0 {
            let at = needed.iter().position(|&r| r == card >> 2)?;
            needed.swap_remove(at);
            natural_suits.push(card & 3);
        }
    }
    let flush = matches!(target.category, Category::Flush | Category::StraightFlush);
    let flush_suit = natural_suits.first().copied().unwrap_or(3);
    if flush && natural_suits.iter().any(|&s| s != flush_suit) {
        return None;
    }
    let mut used: Vec<CardId> = five
        .iter()
        .enumerate()
        .filter(|(j, _)| wild_in_five >> j & 1 == 0)
        .map(|(_, &c)| c)
        .collect();
    let mut rep: Representation = [(0, 0); 5];
    for (j, &card) in five.iter().enumerate() {
        if wild_in_five >> j & 1 == 0 {
            rep[j] = (card, card);
            continue;
        }
        let rank = needed.pop()?;
        let represented = if flush {
            rank * 4 + flush_suit
        } else {
            // Spades first, and away from the naturals' suit, so no accidental flush shows.
            let free = (0..4u8)
                .rev()
                .map(|s| rank * 4 + s)
                .filter(|c| !used.contains(c))
                .min_by_key(|c| (c & 3 == flush_suit && !natural_suits.is_empty()) as u8);
            // Only five of a kind may run out of free suits and copy a held card.
            free.unwrap_or(rank * 4 + 3)
        };
        used.push(represented);
        rep[j] = (card, represented);
    }
    Some(rep)
}
