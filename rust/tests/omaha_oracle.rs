//! The Omaha evaluators against brute force over every choice of two hole and three board
//! cards: a million random 4+5 deals, every other hole and board size, and suit-heavy deals
//! that reach the flush tables often. The oracles use only the five-card high and ace-to-five
//! evaluators, each proven exhaustively on its own, never the Omaha tables.

use _core::eval::checked_omaha_a5_badugi::{best_omaha, evaluate_omaha, evaluate_omaha_hilo};
use _core::eval::{high, low_a5, omaha};

struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    /// `n` distinct cards from `deck`.
    fn deal(&mut self, deck: &[u8], n: usize) -> Vec<u8> {
        let mut deck = deck.to_vec();
        (0..n)
            .map(|_| deck.swap_remove((self.next() % deck.len() as u64) as usize))
            .collect()
    }
}

/// Every (two hole, three board) choice as five cards.
fn choices(hole: &[u8], board: &[u8]) -> Vec<[u8; 5]> {
    let mut out = Vec::new();
    for i in 0..hole.len() {
        for j in i + 1..hole.len() {
            for a in 0..board.len() {
                for b in a + 1..board.len() {
                    for c in b + 1..board.len() {
                        out.push([hole[i], hole[j], board[a], board[b], board[c]]);
                    }
                }
            }
        }
    }
    out
}

fn oracle_high(hole: &[u8], board: &[u8]) -> u16 {
    let t = high::tables();
    choices(hole, board)
        .iter()
        .map(|five| high::evaluate_unchecked(t, five))
        .min()
        .unwrap()
}

/// The rule for the low half: five different ranks, none above eight, aces low; the best has
/// the lowest ranks compared from the top. Returns its ace-to-five class.
fn oracle_low(hole: &[u8], board: &[u8]) -> Option<u16> {
    let low = |c: u8| if c >> 2 == 12 { 1 } else { (c >> 2) + 2 };
    let best = choices(hole, board)
        .into_iter()
        .filter_map(|five| {
            let mut ranks: Vec<u8> = five.iter().map(|&c| low(c)).collect();
            ranks.sort_unstable_by(|a, b| b.cmp(a));
            let distinct = ranks.windows(2).all(|w| w[0] != w[1]);
            (distinct && ranks[0] <= 8).then_some((ranks, five))
        })
        .min()?;
    Some(low_a5::evaluate_unchecked(low_a5::tables(), &best.1))
}

fn check_deal(hole: &[u8], board: &[u8]) {
    let expected_high = oracle_high(hole, board);
    let expected_low = oracle_low(hole, board);
    assert_eq!(
        evaluate_omaha(hole, board),
        Ok(expected_high),
        "{hole:?} {board:?}"
    );
    assert_eq!(
        evaluate_omaha_hilo(hole, board),
        Ok((expected_high, expected_low)),
        "{hole:?} {board:?}"
    );
}

#[test]
fn a_million_four_card_deals_agree_with_brute_force() {
    let mut rng = Rng(0x2545_F491_4F6C_DD1D);
    let deck: Vec<u8> = (0..52).collect();
    let t = omaha::tables();
    let (mut flushes, mut lows) = (0, 0);
    for _ in 0..1_000_000 {
        let cards = rng.deal(&deck, 9);
        let (hole, board) = cards.split_at(4);
        let value = omaha::evaluate_unchecked(t, hole, board);
        assert_eq!(value, oracle_high(hole, board), "{hole:?} {board:?}");
        // The low half costs more to brute-force; every tenth deal is plenty.
        if rng.next() % 10 == 0 {
            let low = omaha::low_unchecked(t, hole, board);
            assert_eq!((low != 0).then_some(low as u16), oracle_low(hole, board));
            lows += (low != 0) as u32;
        }
        flushes += (323..1600).contains(&value) as u32 + (value < 11) as u32;
    }
    // Both paths are exercised: flushes are a few percent of deals, lows a few tens.
    assert!(flushes > 10_000, "{flushes}");
    assert!(lows > 10_000, "{lows}");
}

#[test]
fn every_hole_and_board_size_agrees_with_brute_force() {
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    let deck: Vec<u8> = (0..52).collect();
    for hole_size in 4..=6 {
        for board_size in 3..=5 {
            for _ in 0..40_000 {
                let cards = rng.deal(&deck, hole_size + board_size);
                let (hole, board) = cards.split_at(hole_size);
                check_deal(hole, board);
            }
        }
    }
}

#[test]
fn suit_heavy_and_low_heavy_deals_agree_with_brute_force() {
    let mut rng = Rng(0xD1B5_4A32_D192_ED03);
    // Two suits only: flushes and straight flushes on most boards.
    let two_suits: Vec<u8> = (0..52).filter(|c| c & 3 < 2).collect();
    // Ace to eight only: lows on most deals, and many pairs.
    let low_cards: Vec<u8> = (0..52).filter(|c| c >> 2 <= 6 || c >> 2 == 12).collect();
    for deck in [&two_suits, &low_cards] {
        for hole_size in 4..=6 {
            for board_size in 3..=5 {
                for _ in 0..20_000 {
                    let cards = rng.deal(deck, hole_size + board_size);
                    let (hole, board) = cards.split_at(hole_size);
                    check_deal(hole, board);
                }
            }
        }
    }
}

#[test]
fn best_hands_are_two_hole_and_three_board_cards_of_the_best_value() {
    let mut rng = Rng(0x0123_4567_89AB_CDEF);
    let deck: Vec<u8> = (0..52).collect();
    for hole_size in 4..=6 {
        for _ in 0..20_000 {
            let cards = rng.deal(&deck, hole_size + 5);
            let (hole, board) = cards.split_at(hole_size);
            let (high, low) = evaluate_omaha_hilo(hole, board).unwrap();
            let five = best_omaha(hole, board, false).unwrap().unwrap();
            assert!(five[..2].iter().all(|c| hole.contains(c)));
            assert!(five[2..].iter().all(|c| board.contains(c)));
            assert_eq!(high::evaluate_unchecked(high::tables(), &five), high);
            let low_five = best_omaha(hole, board, true).unwrap();
            assert_eq!(
                low_five.map(|f| low_a5::evaluate_unchecked(low_a5::tables(), &f)),
                low
            );
            if let Some(f) = low_five {
                assert!(f[..2].iter().all(|c| hole.contains(c)));
                assert!(f[2..].iter().all(|c| board.contains(c)));
            }
        }
    }
}
