//! The enumerator against plain enumeration, and the engine's exact and sampled answers.

use super::enumerate::{plain_tally, Spot};
use super::*;
use crate::cards::parse_hand;

fn cards(text: &str) -> Vec<CardId> {
    parse_hand(text).unwrap()
}

/// The fast enumeration, whole and split into subtrees, against plain enumeration.
fn check_spot(holes: &[&str], board: &str, dead: &str) {
    check_spot_of(&Holdem::new(), holes, board, dead);
}

fn check_spot_of<R: Rules>(rules: &R, holes: &[&str], board: &str, dead: &str) {
    let holes: Vec<Vec<CardId>> = holes.iter().map(|h| cards(h)).collect();
    let hole_refs: Vec<&[CardId]> = holes.iter().map(|h| h.as_slice()).collect();
    let (board, dead) = (cards(board), cards(dead));
    let spot = Spot::new(rules, &hole_refs, &board, &dead);
    let plain = plain_tally(rules, &hole_refs, &board, &dead);
    assert_eq!(spot.tally(), plain, "{holes:?} on {board:?}");
    for split in [12, 9, 5, 0] {
        let mut parts = Tally::new(holes.len());
        for task in spot.tasks(split) {
            spot.run(task, &mut parts);
        }
        assert_eq!(parts, plain, "split below rank {split}");
    }
}

#[test]
fn fast_enumeration_matches_plain_enumeration() {
    check_spot(&["AhAs", "KdKc"], "", "");
    check_spot(&["AhKh", "QsQd"], "", "");
    check_spot(&["7h6h", "AsKd", "QcQh"], "2h 9h Tc", "");
    check_spot(&["AhAs", "KdKc"], "Kh 7h 2c", "Qd");
    check_spot(&["5c4c", "AdAh", "9s9c", "JhTh"], "3c 6c", "");
    check_spot(&["2c2d", "3h3s"], "4c 5d 6h 7s", "8c 8d");
    check_spot(&["AcKc", "AdKd", "AhKh", "AsKs"], "Qc Jd Th", "");
    check_spot(
        &["8h9h", "8s9s", "8c9c", "8d9d", "AcAd", "KhKs"],
        "",
        "2c 2d 2h 2s 3c",
    );
    check_spot(&["Tc9c", "AhQd"], "Jc 8c 2h 3d 4s", "");
}

#[test]
fn omaha_enumeration_matches_plain_enumeration() {
    let omaha = Omaha::new();
    check_spot_of(&omaha, &["AhAsKdKc", "QhJhTc9c"], "", "");
    check_spot_of(
        &omaha,
        &["AhKhQdJd", "8s7s6c5c", "AcAd2h3h"],
        "Th 9h 2c",
        "",
    );
    check_spot_of(&omaha, &["AhKhQhJh", "AsKsQsJs"], "2h 3s 4h 5s", "Th");
    check_spot_of(
        &omaha,
        &["9c8c7d6d", "KcKdQsQh", "AcJc5h4h", "2s3s4d5d"],
        "Tc 6c Jd",
        "",
    );
}

#[test]
fn aces_against_kings_preflop_give_the_published_counts() {
    let rules = Holdem::new();
    let players = vec![
        vec![Combo {
            cards: cards("AhAs"),
            weight: 1,
        }],
        vec![Combo {
            cards: cards("KdKc"),
            weight: 1,
        }],
    ];
    for threads in [Some(1), Some(2), None] {
        let out = equity(
            &rules,
            &players,
            &[],
            &[],
            Mode::Exact,
            threads,
            &mut |_| true,
        )
        .unwrap();
        assert!(out.exact);
        assert_eq!(out.counts[0b01], 1_388_072);
        assert_eq!(out.counts[0b10], 317_694);
        assert_eq!(out.counts[0b11], 6_538);
        assert_eq!(out.counts.iter().sum::<u128>(), 1_712_304);
    }
}

fn range(text: &[&str], weight: u32) -> Vec<Combo> {
    text.iter()
        .map(|t| Combo {
            cards: cards(t),
            weight,
        })
        .collect()
}

#[test]
fn ranges_count_every_deal_once_with_its_weight() {
    let rules = Holdem::new();
    // A pair of aces (three combos, one weighted double) against two kings, on a flop.
    let aces = vec![
        Combo {
            cards: cards("AhAs"),
            weight: 2,
        },
        Combo {
            cards: cards("AcAd"),
            weight: 1,
        },
        Combo {
            cards: cards("AhAd"),
            weight: 1,
        },
    ];
    let kings = range(&["KdKc", "KhKs"], 1);
    let board = cards("Kh 7h 2c");
    let out = equity(
        &rules,
        &[aces.clone(), kings.clone()],
        &board,
        &[],
        Mode::Exact,
        Some(1),
        &mut |_| true,
    )
    .unwrap();
    // KhKs collides with the board and is dropped, as is nothing else.
    assert_eq!(out.combos, vec![3, 1]);
    let mut expected = vec![0u128; 4];
    for a in &aces {
        let holes: Vec<&[CardId]> = vec![&a.cards, &kings[0].cards];
        let plain = plain_tally(&rules, &holes, &board, &[]);
        for (e, &c) in expected.iter_mut().zip(plain.counts()) {
            *e += c as u128 * a.weight as u128;
        }
    }
    assert_eq!(out.counts, expected);
}

#[test]
fn sampling_is_seeded_and_the_same_with_any_threads() {
    let rules = Holdem::new();
    let players = vec![range(&["AhAs"], 1), range(&["KdKc", "QdQc", "JdJc"], 1)];
    let sampling = Sampling {
        samples: Some(100_000),
        stderr: None,
        seed: 7,
    };
    let run = |threads| {
        equity(
            &rules,
            &players,
            &[],
            &[],
            Mode::Sample(sampling),
            threads,
            &mut |_| true,
        )
        .unwrap()
    };
    let one = run(Some(1));
    assert!(!one.exact);
    assert_eq!(one.counts.iter().sum::<u128>(), 100_000);
    assert_eq!(run(Some(2)), one);
    assert_eq!(run(Some(3)), one);
    let other = equity(
        &rules,
        &players,
        &[],
        &[],
        Mode::Sample(Sampling {
            seed: 8,
            ..sampling
        }),
        Some(2),
        &mut |_| true,
    )
    .unwrap();
    assert_ne!(other.counts, one.counts);
    // The stopping rule on the standard error lands on the same chunk too.
    let by_error = Sampling {
        samples: None,
        stderr: Some(0.004),
        seed: 3,
    };
    let a = equity(
        &rules,
        &players,
        &[],
        &[],
        Mode::Sample(by_error),
        Some(1),
        &mut |_| true,
    )
    .unwrap();
    let b = equity(
        &rules,
        &players,
        &[],
        &[],
        Mode::Sample(by_error),
        Some(2),
        &mut |_| true,
    )
    .unwrap();
    assert_eq!(a, b);
    assert!(a.stderr.unwrap().iter().all(|&e| e <= 0.004));
}

#[test]
fn bad_spots_are_refused() {
    let rules = Holdem::new();
    let aa = range(&["AhAs"], 1);
    let kk = range(&["KdKc"], 1);
    let ask = |players: &[Vec<Combo>], board: &str, dead: &str| {
        equity(
            &rules,
            players,
            &cards(board),
            &cards(dead),
            Mode::Exact,
            Some(1),
            &mut |_| true,
        )
        .unwrap_err()
    };
    assert_eq!(
        ask(std::slice::from_ref(&aa), "", ""),
        EquityError::PlayerCount(1)
    );
    assert_eq!(
        ask(&[aa.clone(), kk.clone()], "2c 3c", ""),
        EquityError::BoardSize(2)
    );
    assert!(matches!(
        ask(&[aa.clone(), kk.clone()], "Ah 7c 2d", ""),
        EquityError::Repeated {
            second: Place::Player(0),
            ..
        }
    ));
    assert!(matches!(
        ask(&[aa.clone(), aa.clone()], "", ""),
        EquityError::Repeated {
            first: Place::Player(0),
            second: Place::Player(1),
            ..
        }
    ));
    let aces = range(&["AhAs", "AhAd", "AsAd"], 1);
    assert_eq!(
        ask(&[aces, kk.clone()], "Ah 7c 2d", "As Ad"),
        EquityError::EmptyRange { player: 0 }
    );
    // Three players who each need the same two aces can never be dealt together.
    let two = range(&["AhAs", "AhAd"], 1);
    assert_eq!(
        ask(&[two.clone(), two.clone(), two], "", ""),
        EquityError::NoDeal
    );
}

/// Every pocket pair (78 combinations), the range "22+".
fn pocket_pairs() -> Vec<Combo> {
    let mut pairs = Vec::new();
    for rank in 0..13u8 {
        for a in 0..4u8 {
            for b in a + 1..4 {
                pairs.push(Combo {
                    cards: vec![rank * 4 + a, rank * 4 + b],
                    weight: 1,
                });
            }
        }
    }
    pairs
}

#[test]
fn exact_work_is_refused_from_its_estimate_before_any_runout() {
    let rules = Holdem::new();
    let pairs = pocket_pairs();
    let mut reports = 0;
    let refused = equity(
        &rules,
        &[pairs.clone(), pairs.clone(), pairs.clone()],
        &[],
        &[],
        Mode::Exact,
        Some(1),
        &mut |_| {
            reports += 1;
            true
        },
    )
    .unwrap_err();
    assert_eq!(reports, 0);
    let EquityError::TooMuchWork {
        runouts,
        work,
        players,
    } = refused
    else {
        panic!("expected TooMuchWork, got {refused:?}");
    };
    // The deals of three pairs with no card twice, counted here by brute force; at most 24
    // to a class under the suits' relabellings, each on C(46, 5) boards: the estimate made
    // before the deals are grouped.
    let set = |c: &Combo| c.cards.iter().fold(0u64, |s, &card| s | 1 << card);
    let sets: Vec<u64> = pairs.iter().map(set).collect();
    let mut deals = 0u64;
    for &a in &sets {
        for &b in &sets {
            for &c in &sets {
                deals += ((a | b | c).count_ones() == 6) as u64;
            }
        }
    }
    assert_eq!(deals, 387_504);
    let classes = deals.div_ceil(24) as f64;
    assert_eq!(players, 3);
    assert_eq!(runouts, classes * 1_370_754.0);
    assert_eq!(work, runouts * 3.0 + classes * DEAL_COST);
    assert!(work > EXACT_MOST_WORK);
    // Heads-up the same range is under the bound and enumerated.
    let out = equity(
        &rules,
        &[pairs.clone(), pairs],
        &[],
        &[],
        Mode::Exact,
        None,
        &mut |_| true,
    )
    .unwrap();
    assert_eq!(out.counts.iter().sum::<u128>(), 5_694 * 1_712_304);
}

#[test]
fn samples_are_bounded_by_the_hands_they_deal() {
    let rules = Holdem::new();
    let players = vec![range(&["AhAs"], 1), range(&["KdKc"], 1)];
    let ask = |samples: u64| {
        let sampling = Sampling {
            samples: Some(samples),
            stderr: None,
            seed: 0,
        };
        equity(
            &rules,
            &players,
            &[],
            &[],
            Mode::Sample(sampling),
            Some(1),
            &mut |_| true,
        )
    };
    assert_eq!(
        ask(MOST_SAMPLED_HANDS / 2 + 1).unwrap_err(),
        EquityError::TooManySamples {
            samples: MOST_SAMPLED_HANDS / 2 + 1,
            players: 2
        }
    );
    assert_eq!(
        ask(u64::MAX).unwrap_err(),
        EquityError::TooManySamples {
            samples: u64::MAX,
            players: 2
        }
    );
    assert_eq!(ask(1000).unwrap().counts.iter().sum::<u128>(), 1000);
}
