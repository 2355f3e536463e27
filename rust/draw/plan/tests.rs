use super::solver::{best_mask, tie_order, Abstraction};
use super::*;
use crate::cards::parse_hand;
use crate::shuffle::SplitMix64;

fn cards(text: &str) -> Vec<CardId> {
    parse_hand(text).unwrap()
}

fn thrown(hand: &str, game: PlanGame, draws_left: u32) -> Vec<CardId> {
    let hand = cards(hand);
    let mask = best_discard(game, &hand, draws_left);
    (0..hand.len())
        .filter(|&i| mask >> i & 1 == 1)
        .map(|i| hand[i])
        .collect()
}

/// A random hand of `n` distinct cards.
fn deal(rng: &mut SplitMix64, n: usize) -> Vec<CardId> {
    let mut deck: Vec<CardId> = (0..52).collect();
    for i in 0..n {
        let j = i + rng.below((52 - i) as u64) as usize;
        deck.swap(i, j);
    }
    deck.truncate(n);
    deck
}

#[test]
fn tie_order_is_fewer_cards_then_lowest_positions() {
    assert_eq!(tie_order(2), [0b00, 0b01, 0b10, 0b11]);
    let order = tie_order(5);
    assert_eq!(order.len(), 32);
    assert_eq!(&order[..6], &[0, 1, 2, 4, 8, 16]);
    // Among two-card discards, {0, 4} comes before {1, 2}: 0 < 1.
    let at = |m: u32| order.iter().position(|&x| x == m).unwrap();
    assert!(at(0b10001) < at(0b00110));
    assert!(at(0b00011) < at(0b00101));
    assert_eq!(best_mask(&order, |_| 0.5), (0, 0.5));
}

#[test]
fn combinations_are_all_subsets_in_order() {
    let pool: Vec<CardId> = (0..7).collect();
    let mut seen = Vec::new();
    each_combination(&pool, 3, |c| seen.push(c.to_vec()));
    assert_eq!(seen.len(), 35);
    assert!(seen.windows(2).all(|w| w[0] < w[1]));
    let mut none = 0;
    each_combination(&pool, 0, |c| none += 1 + c.len());
    assert_eq!(none, 1);
    each_combination(&pool, 8, |_| unreachable!());
}

fn check_abstraction(abs: &Abstraction, deals: f64) {
    assert_eq!(abs.deal.iter().sum::<f64>(), deals);
    for state in 0..abs.states() {
        let moves = abs.moves_of(state);
        if !moves.is_empty() {
            let total: f64 = moves.iter().map(|m| m.chance).sum();
            assert!((total - 1.0).abs() < 1e-12, "state {state}: {total}");
        }
    }
    for h in (0..abs.hands()).filter(|&h| abs.deal[h] > 0.0) {
        // Standing pat keeps the hand.
        let moves = abs.moves_of(abs.keeps_of(h)[0] as usize);
        assert_eq!((moves.len(), moves[0].hand as usize), (1, h));
    }
    // The random hand's strength runs from 1 (the best class) down, ties half.
    let used: Vec<f64> = abs
        .random_strength
        .iter()
        .copied()
        .filter(|&s| s > 0.0)
        .collect();
    assert!(used.windows(2).all(|w| w[0] > w[1]));
    assert!(used[0] > 0.999 && used[used.len() - 1] < 0.001);
}

#[test]
fn the_abstractions_count_every_hand_and_draw() {
    let low = low27::abstraction();
    check_abstraction(low, 2_598_960.0);
    // One class per possible rank multiset: the 6,175 unsuited classes of 2-7.
    let mut classes: Vec<u16> = (0..low.hands())
        .filter(|&h| low.deal[h] > 0.0)
        .map(|h| low.class[h])
        .collect();
    classes.sort_unstable();
    classes.dedup();
    assert_eq!(classes.len(), 6175);
    assert_eq!(low.flush_class.iter().flatten().count(), 1287);
    let badugi = &badugi::canon().abs;
    check_abstraction(badugi, 270_725.0);
    // Burnside: (270,725 + 6 x 19,253 + 3 x 325 + 8 x 884 + 6 x 13) / 24.
    assert_eq!(badugi.hands(), 16_432);
}

#[test]
fn plays_good_players_agree_on() {
    let low = PlanGame::Low27;
    for draws_left in 2..=3 {
        // Break a king-high hand and draw one to the 7-5-3-2.
        assert_eq!(thrown("Kd 7h 5c 3s 2d", low, draws_left), cards("Kd"));
        // Keep a made 7-5-4-3-2 and 8-6-4-3-2; break a flush.
        assert_eq!(thrown("7d 5h 4c 3s 2d", low, draws_left), cards(""));
        assert_eq!(thrown("8d 6h 4c 3s 2d", low, draws_left), cards(""));
        // (The 8 goes: 6-4-3-2 makes a straight with a five; 8-4-3-2 has more outs.)
        assert_eq!(thrown("8d 6d 4d 3d 2d", low, draws_left), cards("6d"));
        // Badugi: draw one to a three-card 5-3-2, from any order of the cards.
        assert_eq!(
            thrown("5c 3d 2h Kh", PlanGame::Badugi, draws_left),
            cards("Kh")
        );
        assert_eq!(
            thrown("Kh 5c 3d 2h", PlanGame::Badugi, draws_left),
            cards("Kh")
        );
        assert_eq!(
            thrown("8c 6d 4h 2s", PlanGame::Badugi, draws_left),
            cards("")
        );
    }
    // Break a made nine and draw one to the 7-5-3-2 with three draws; keep it with two.
    assert_eq!(thrown("9d 7h 5c 3s 2d", low, 3), cards("9d"));
    assert_eq!(thrown("9d 7h 5c 3s 2d", low, 2), cards(""));
    // One draw: the strength against a random hand stands pat on a king (as best_discards).
    assert_eq!(thrown("Kd 7h 5c 3s 2d", low, 1), cards(""));
}

/// The masks of a hand ranked as `best_discards` sorts them: worth, then fewer cards, then
/// the lowest ids thrown.
fn ranked(hand: &[CardId], worths: &[f64]) -> Vec<u32> {
    let ids = |m: u32| -> Vec<CardId> {
        let mut ids: Vec<CardId> = (0..hand.len())
            .filter(|&i| m >> i & 1 == 1)
            .map(|i| hand[i])
            .collect();
        ids.sort_unstable();
        ids
    };
    let mut masks: Vec<u32> = (0..worths.len() as u32).collect();
    masks.sort_by(|&a, &b| {
        worths[b as usize]
            .total_cmp(&worths[a as usize])
            .then(a.count_ones().cmp(&b.count_ones()))
            .then_with(|| ids(a).cmp(&ids(b)))
    });
    masks
}

#[test]
fn the_fast_path_is_the_first_of_the_worths() {
    let mut rng = SplitMix64::new(7);
    for game in [PlanGame::Low27, PlanGame::Badugi] {
        for draws_left in 1..=3 {
            for _ in 0..400 {
                let hand = deal(&mut rng, game.hand_size());
                let worths = discard_worths(game, &hand, &[], draws_left).unwrap();
                let first = ranked(&hand, &worths)[0];
                assert_eq!(best_discard(game, &hand, draws_left), first, "{hand:?}");
            }
        }
        // Flushes and hands with suit symmetries, where ties are most likely.
        for hand in [
            "8d 6d 4d 3d 2d",
            "Kh Qh Jh 9h 7h",
            "9c 9d 5h 5s 2c",
            "Ac 2d 3h 3s",
        ] {
            let hand = cards(hand);
            if hand.len() == game.hand_size() {
                for draws_left in 1..=3 {
                    let worths = discard_worths(game, &hand, &[], draws_left).unwrap();
                    let first = ranked(&hand, &worths)[0];
                    assert_eq!(best_discard(game, &hand, draws_left), first);
                }
            }
        }
    }
}

#[test]
fn symmetric_discards_tie_exactly() {
    // Swapping hearts and spades maps 3h to 3s: throwing either is worth the same.
    let hand = cards("Ac 2d 3h 3s");
    for d in 1..=3 {
        let worths = discard_worths(PlanGame::Badugi, &hand, &[], d).unwrap();
        assert_eq!(worths[0b0100].to_bits(), worths[0b1000].to_bits());
        assert_eq!(best_discard(PlanGame::Badugi, &hand, d), 0b0100);
    }
}

#[test]
fn the_draw_comes_from_the_deck_less_the_hand() {
    // Inclusion-exclusion over the kept-only tables equals counting the draws from the deck
    // less the whole hand.
    let mut rng = SplitMix64::new(11);
    for game in [PlanGame::Low27, PlanGame::Badugi] {
        for draws_left in 1..=3 {
            let plans = plans(game, draws_left);
            let below = &plans.model.values[draws_left as usize - 1];
            for _ in 0..4 {
                let hand = deal(&mut rng, game.hand_size());
                let worths = discard_worths(game, &hand, &[], draws_left).unwrap();
                for (mask, &worth) in worths.iter().enumerate() {
                    let kept: Vec<CardId> = (0..hand.len())
                        .filter(|&i| mask >> i & 1 == 0)
                        .map(|i| hand[i])
                        .collect();
                    let counted = match game {
                        PlanGame::Low27 => low27::expect_with_dead(plans, &kept, &hand, &[]),
                        PlanGame::Badugi => badugi::expect_with_dead(&kept, &hand, &[], below),
                    };
                    assert!((counted - worth).abs() < 1e-12, "{game:?} {mask}");
                }
            }
        }
    }
    // Every four and six dead: drawing to 7-5-3-2 can only pair or make an eight or worse.
    let hand = cards("Kd 7h 5c 3s 2d");
    let dead = cards("4c 4d 4h 4s 6c 6d 6h 6s");
    let alive = discard_worths(PlanGame::Low27, &hand, &[], 2).unwrap();
    let stubbed = discard_worths(PlanGame::Low27, &hand, &dead, 2).unwrap();
    assert!(stubbed[1] < alive[1]);
    assert_eq!(stubbed[0], alive[0]);
}

#[test]
fn this_draw_counts_flushes_exactly() {
    // Hands with three to five cards of a suit: the flush terms are largest there.
    let plans = plans(PlanGame::Low27, 2);
    for text in [
        "8d 6d 4d 3d 2d",
        "Kh 7h 5h 3h 2c",
        "9s 7s 4s Qd 3c",
        "Ac Kc 7c 4d 4c",
    ] {
        let hand = cards(text);
        let worths = discard_worths(PlanGame::Low27, &hand, &[], 2).unwrap();
        for (mask, &worth) in worths.iter().enumerate() {
            let kept: Vec<CardId> = (0..5)
                .filter(|&i| mask >> i & 1 == 0)
                .map(|i| hand[i])
                .collect();
            let counted = low27::expect_with_dead(plans, &kept, &hand, &[]);
            assert!((counted - worth).abs() < 1e-12, "{text} {mask}");
        }
    }
}

#[test]
fn one_draw_is_the_exact_strength_against_a_random_hand() {
    // With one draw the model's worth is the expected strength best_discards ranks by.
    use crate::draw::{all_discards, deck_histogram, Judge};
    let deck = deck_histogram(Judge::Low27);
    let total = deck.outcomes() as f64;
    let mut strength = vec![0.0; deck.counts.len()];
    let mut worse = 0u64;
    for (i, &n) in deck.counts.iter().enumerate().rev() {
        strength[i] = (worse as f64 + 0.5 * n as f64) / total;
        worse += n;
    }
    let mut rng = SplitMix64::new(13);
    let mut hands: Vec<Vec<CardId>> = (0..6).map(|_| deal(&mut rng, 5)).collect();
    hands.push(cards("8d 6d 4d 3d 2d"));
    hands.push(cards("Kh 7h 5h 3h 2c"));
    for hand in hands {
        let worths = discard_worths(PlanGame::Low27, &hand, &[], 1).unwrap();
        let exact = all_discards(Judge::Low27, &hand, &[]).unwrap();
        for (worth, counts) in worths.iter().zip(&exact) {
            let sum: f64 = counts
                .counts
                .iter()
                .zip(&strength)
                .map(|(&n, s)| n as f64 * s)
                .sum();
            assert!(
                (sum / counts.outcomes() as f64 - worth).abs() < 1e-12,
                "{hand:?}"
            );
        }
    }
}

#[test]
fn refuses_bad_questions() {
    let hand = cards("Kd 7h 5c 3s 2d");
    let ask = |hand: &[CardId], dead: &[CardId], d| discard_worths(PlanGame::Low27, hand, dead, d);
    assert_eq!(ask(&hand, &[], 0), Err(PlanError::DrawsLeft(0)));
    assert_eq!(ask(&hand, &[], 4), Err(PlanError::DrawsLeft(4)));
    assert_eq!(
        ask(&hand[..4], &[], 2),
        Err(PlanError::HandSize {
            game: PlanGame::Low27,
            got: 4
        })
    );
    assert_eq!(
        ask(&hand, &cards("Kd"), 2),
        Err(PlanError::Draw(DrawError::DeadInHand(45)))
    );
    assert_eq!(
        ask(&cards("Kd Kd 5c 3s 2d"), &[], 2),
        Err(PlanError::Draw(DrawError::Card(CardError::Duplicate(45))))
    );
    assert_eq!(
        ask(&[0, 1, 2, 3, 60], &[], 2),
        Err(PlanError::Draw(DrawError::Card(CardError::BadId(60))))
    );
    let everything: Vec<CardId> = (0..52).filter(|c| !hand.contains(c)).collect();
    assert!(matches!(
        ask(&hand, &everything, 2),
        Err(PlanError::Draw(DrawError::TooFewUnseen { .. }))
    ));
    let size = PlanError::HandSize {
        game: PlanGame::Badugi,
        got: 5,
    };
    assert_eq!(size.to_string(), "a badugi hand has 4 cards, got 5");
    // The fast path never panics: a wrong size, a bad id or no draw left stands pat.
    assert_eq!(best_discard(PlanGame::Badugi, &hand, 2), 0);
    assert_eq!(best_discard(PlanGame::Low27, &[0, 1, 2, 3, 60], 2), 0);
    assert_eq!(best_discard(PlanGame::Low27, &hand, 0), 0);
    assert_eq!(
        best_discard(PlanGame::Low27, &hand, 9),
        best_discard(PlanGame::Low27, &hand, 3)
    );
}

#[test]
fn the_model_is_deterministic() {
    for draws in 1..=3 {
        let again = solver::solve(low27::abstraction(), draws);
        let plans = plans(PlanGame::Low27, draws as u32);
        assert!(again
            .kept
            .iter()
            .zip(&plans.model.kept)
            .all(|(a, b)| a.to_bits() == b.to_bits()));
    }
}
