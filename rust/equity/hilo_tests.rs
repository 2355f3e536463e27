//! Hi-lo equity against a brute force written from the rule, and its exact and sampled runs.

use super::*;
use crate::cards::parse_hand;
use crate::equity::enumerate::Spot;
use crate::equity::Tally;
use crate::equity::{Omaha, Sampling};
use crate::eval::{high, low_a5};

fn cards(text: &str) -> Vec<CardId> {
    parse_hand(text).unwrap()
}

fn exact(text: &str) -> Vec<Combo> {
    vec![Combo {
        cards: cards(text),
        weight: 1,
    }]
}

/// The split of one runout from the rule: every choice of two hole and three board cards,
/// valued by the five-card high evaluator and the five-card ace-to-five evaluator (eight or
/// better: an unpaired low no higher than eight, classes 1..=56).
fn brute_split(holes: &[Vec<CardId>], board: &[CardId]) -> Split {
    let mut highs = Vec::new();
    let mut lows = Vec::new();
    for hole in holes {
        let (mut high_best, mut low_best) = (u16::MAX, u16::MAX);
        for a in 0..4 {
            for b in a + 1..4 {
                for i in 0..5 {
                    for j in i + 1..5 {
                        for k in j + 1..5 {
                            let five = [hole[a], hole[b], board[i], board[j], board[k]];
                            high_best =
                                high_best.min(high::evaluate_unchecked(high::tables(), &five));
                            let low = low_a5::evaluate_unchecked(low_a5::tables(), &five);
                            if low <= low_a5::EIGHT_OR_BETTER {
                                low_best = low_best.min(low);
                            }
                        }
                    }
                }
            }
        }
        highs.push(high_best);
        lows.push(low_best);
    }
    let set = |values: &[u16]| {
        let best = *values.iter().min().unwrap();
        if best == u16::MAX {
            return 0;
        }
        (0..values.len())
            .filter(|&i| values[i] == best)
            .fold(0u16, |s, i| s | 1 << i)
    };
    Split {
        high: set(&highs),
        low: set(&lows),
    }
}

/// Every runout of exact hands, counted by the brute force.
fn brute_tally(holes: &[&str], board: &str, dead: &str) -> Vec<(Split, u64)> {
    let holes: Vec<Vec<CardId>> = holes.iter().map(|h| cards(h)).collect();
    let board = cards(board);
    let used: Vec<CardId> = holes.iter().flatten().chain(&board).copied().collect();
    let dead = cards(dead);
    let deck: Vec<CardId> = (0..52)
        .filter(|c| !used.contains(c) && !dead.contains(c))
        .collect();
    let mut tally = SplitTally::new(holes.len());
    let left = 5 - board.len();
    let mut chosen: Vec<usize> = (0..left).collect();
    loop {
        let mut full = board.clone();
        full.extend(chosen.iter().map(|&i| deck[i]));
        tally.add(brute_split(&holes, &full), 1);
        // The next combination of `left` deck indices, in lexicographic order.
        let Some(at) = (0..left).rev().find(|&i| chosen[i] < deck.len() - left + i) else {
            break;
        };
        chosen[at] += 1;
        for i in at + 1..left {
            chosen[i] = chosen[i - 1] + 1;
        }
    }
    tally.sorted()
}

fn run_exact_spot(holes: &[&str], board: &str, dead: &str, threads: usize) -> Vec<(Split, u128)> {
    let players: Vec<Vec<Combo>> = holes.iter().map(|h| exact(h)).collect();
    let out = equity_hilo(
        &Omaha::new(),
        &players,
        &cards(board),
        &cards(dead),
        Mode::Exact,
        Some(threads),
        &mut |_| true,
    )
    .unwrap();
    assert!(out.exact);
    out.splits
}

fn check(holes: &[&str], board: &str, dead: &str) -> Vec<(Split, u64)> {
    let expected = brute_tally(holes, board, dead);
    for threads in [1, 2] {
        let got = run_exact_spot(holes, board, dead, threads);
        let got: Vec<(Split, u64)> = got.into_iter().map(|(s, c)| (s, c as u64)).collect();
        assert_eq!(got, expected, "{holes:?} on {board:?}, {threads} threads");
    }
    expected
}

#[test]
fn exact_runouts_match_the_rule_on_turns_and_rivers() {
    // Quartered: both players hold A-2 for the same nut low, one has the high.
    let quartered = check(&["Ah2hKsKd", "Ac2d9s9c"], "3c 4d Jh Qs", "");
    assert!(quartered.iter().any(|(s, _)| s.high == 1 && s.low == 3));
    // No low possible: three high cards on the board.
    let no_low = check(&["Ah2h3s4d", "KcKdQsJh"], "9c Td Jc", "");
    assert!(no_low.iter().all(|(s, _)| s.low == 0));
    // A split high (the board plays straights both ways) and three players.
    let split = check(&["Ts9d2c3c", "Th9h4s5s", "AdKd7c6c"], "Jc Qh 8s 2d", "");
    assert!(split.iter().any(|(s, _)| s.high == 3));
    // A river: one runout; dead cards change nothing but the deck.
    check(&["Ah2h3s4d", "Ac2d5s6c"], "7h 8d Kc Qs 3d", "Ts");
    check(&["AhKh3s4d", "Ac2d5s6c"], "7h 8d Kc", "Ts 9s 9d");
}

#[test]
fn many_players_are_enumerated_board_by_board_by_the_rule() {
    // Seven players: past the shortcuts' dense table.
    let hands = [
        "Ah2h3s4d", "KcKdQsJh", "Ac2d5s6c", "7h7d8c9c", "TsTdJcQc", "3h4h5h6h", "9s8s7s6s",
    ];
    assert!(hands.len() > FAST_MOST_PLAYERS);
    check(&hands, "2s 3d Kh Qd", "");
    check(&hands, "2s 3d Kh Qd 4c", "");
}

/// The enumerator with its shortcuts, whole and cut into tasks, against board by board.
fn check_fast(holes: &[&str], board: &str, dead: &str) {
    let rules = Omaha::new();
    let by_split = BySplit(&rules);
    let holes: Vec<Vec<CardId>> = holes.iter().map(|h| cards(h)).collect();
    let refs: Vec<&[CardId]> = holes.iter().map(|h| h.as_slice()).collect();
    let (board, dead) = (cards(board), cards(dead));
    let plain = Runouts::new(&rules, &refs, &board, &dead).tally().sorted();
    let spot = Spot::new(&by_split, &refs, &board, &dead);
    assert_eq!(from_dense(&spot.tally(), refs.len()).sorted(), plain);
    for split in [12, 9, 5, 0] {
        let mut dense = Tally::sized(1 << (2 * refs.len()));
        for task in spot.tasks(split) {
            spot.run(task, &mut dense);
        }
        assert_eq!(
            from_dense(&dense, refs.len()).sorted(),
            plain,
            "split below {split}"
        );
    }
}

#[test]
fn the_shortcuts_match_board_by_board_enumeration() {
    check_fast(&["AhAs2d3c", "KcKdQsJh"], "", "");
    check_fast(&["Ah2h3h4h", "AsKsQdJd"], "", "");
    check_fast(&["Ah2h3s4d", "KcKdQsJh", "Ac2d5s6c"], "7h 8d", "");
    check_fast(&["AsKs2d3d", "QhQc7h6c", "Ad4c5hJs"], "2s 8s Tc", "9s");
    check_fast(&["Ah2h3s4d", "Ac2c3d4s"], "5h 6c 7h", "");
    check_fast(
        &[
            "Ah2h3s4d", "KcKdQsJh", "Ac2d5s6c", "7h7d8c9c", "TsTdJcQc", "3h4h5h6h",
        ],
        "2s 3d",
        "",
    );
}

#[test]
fn ranges_and_deal_classes_count_every_deal_with_its_weight() {
    let rules = Omaha::new();
    // Suit-isomorphic combinations (grouped by symmetry) and a weighted one.
    let hero = vec![
        Combo {
            cards: cards("AhAs2h3s"),
            weight: 3,
        },
        Combo {
            cards: cards("AdAc2d3c"),
            weight: 1,
        },
        Combo {
            cards: cards("AhAd2h3d"),
            weight: 2,
        },
    ];
    let villain = exact("KcKd4s5h");
    let board = cards("7c 8d 9s Jh");
    let out = equity_hilo(
        &rules,
        &[hero.clone(), villain.clone()],
        &board,
        &[],
        Mode::Exact,
        Some(2),
        &mut |_| true,
    )
    .unwrap();
    assert_eq!(out.combos, vec![3, 1]);
    let mut expected: HashMap<u32, u128> = HashMap::new();
    for combo in &hero {
        let holes: Vec<&[CardId]> = vec![&combo.cards, &villain[0].cards];
        for (split, count) in Runouts::new(&rules, &holes, &board, &[]).tally().sorted() {
            *expected.entry(split.key()).or_insert(0) += count as u128 * combo.weight as u128;
        }
    }
    let mut expected: Vec<(Split, u128)> = expected
        .into_iter()
        .map(|(k, c)| (Split::from_key(k), c))
        .collect();
    expected.sort_unstable();
    assert_eq!(out.splits, expected);
}

#[test]
fn shares_split_each_half() {
    let quartered = Split {
        high: 0b01,
        low: 0b11,
    };
    assert_eq!(quartered.share(0), 0.75);
    assert_eq!(quartered.share(1), 0.25);
    let no_low = Split {
        high: 0b110,
        low: 0,
    };
    assert_eq!((no_low.share(0), no_low.share(1)), (0.0, 0.5));
}

/// Every four-card hand, at one weight.
fn random() -> Vec<Combo> {
    (0..52u8)
        .flat_map(|a| (a + 1..52).flat_map(move |b| (b + 1..52).map(move |c| [a, b, c])))
        .flat_map(|[a, b, c]| (c + 1..52).map(move |d| vec![a, b, c, d]))
        .map(|cards| Combo { cards, weight: 1 })
        .collect()
}

fn sampled(players: &[Vec<Combo>], board: &str, sampling: Sampling, threads: usize) -> HiLoOutcome {
    equity_hilo(
        &Omaha::new(),
        players,
        &cards(board),
        &[],
        Mode::Sample(sampling),
        Some(threads),
        &mut |_| true,
    )
    .unwrap()
}

fn equities(splits: &[(Split, u128)], players: usize) -> Vec<f64> {
    let total: u128 = splits.iter().map(|(_, c)| c).sum();
    (0..players)
        .map(|p| {
            splits
                .iter()
                .map(|(s, c)| s.share(p) * *c as f64)
                .sum::<f64>()
                / total as f64
        })
        .collect()
}

#[test]
fn sampling_is_seeded_the_same_with_any_threads_and_converges() {
    let players = vec![exact("Ah2h3s4d"), exact("KcKdQsJh"), exact("Ac2d5s6c")];
    let board = "7h 8d Kh";
    let exact_answer = run_exact_spot(&["Ah2h3s4d", "KcKdQsJh", "Ac2d5s6c"], board, "", 1);
    let sampling = Sampling {
        samples: Some(200_000),
        stderr: None,
        seed: 11,
    };
    let one = sampled(&players, board, sampling, 1);
    let two = sampled(&players, board, sampling, 2);
    assert_eq!(one, two);
    assert!(!one.exact);
    assert_eq!(one.splits.iter().map(|(_, c)| c).sum::<u128>(), 200_000);
    let want = equities(&exact_answer, 3);
    let got = equities(&one.splits, 3);
    let errors = one.stderr.clone().unwrap();
    for p in 0..3 {
        assert!(errors[p] > 0.0);
        assert!(
            (got[p] - want[p]).abs() <= 5.0 * errors[p],
            "{got:?} v {want:?}"
        );
    }
    // The stopping rule lands on the same chunk too; a ranged "random" player as well.
    let players = vec![exact("Ah2h3s4d"), random()];
    let target = Sampling {
        samples: None,
        stderr: Some(0.004),
        seed: 3,
    };
    let one = sampled(&players, "", target, 1);
    let two = sampled(&players, "", target, 2);
    assert_eq!(one, two);
    assert!(one.stderr.unwrap().iter().all(|&e| e <= 0.004));
}

#[test]
fn too_large_exact_questions_and_bad_hands_are_refused() {
    let rules = Omaha::new();
    let two_cards = vec![Combo {
        cards: cards("AhAs"),
        weight: 1,
    }];
    let err = equity_hilo(
        &rules,
        &[exact("AhAsKdKc"), two_cards],
        &[],
        &[],
        Mode::Exact,
        None,
        &mut |_| true,
    )
    .unwrap_err();
    assert!(matches!(err, EquityError::HoleSize { want: 4, .. }));
    let err = equity_hilo(
        &rules,
        &[exact("AhAsKdKc"), exact("Qh2h3h4h")],
        &cards("Ah 2c 3d"),
        &[],
        Mode::Exact,
        None,
        &mut |_| true,
    )
    .unwrap_err();
    assert!(matches!(err, EquityError::Repeated { .. }));
    // Two random hands preflop: too many deals to enumerate, so the caller is told to sample.
    let err = equity_hilo(
        &rules,
        &[random(), random()],
        &[],
        &[],
        Mode::Exact,
        None,
        &mut |_| true,
    )
    .unwrap_err();
    assert_eq!(err, EquityError::TooManyDeals);
    assert!(err.to_string().contains("sample instead"));
}
