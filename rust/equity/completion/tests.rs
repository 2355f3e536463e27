use super::scoring::{High, Low27, Place, StudHiLo};
use super::*;
use crate::cards::parse_card;

fn cards(text: &str) -> Vec<CardId> {
    text.split_whitespace()
        .map(|c| parse_card(c).expect("a card"))
        .collect()
}

fn stud(hands: &[&str], to_come: usize) -> Spot {
    Spot {
        players: hands
            .iter()
            .map(|h| cards(h).into_iter().map(|c| (c, Place::Down)).collect())
            .collect(),
        board: vec![],
        dead: vec![],
        groups: (0..hands.len())
            .map(|p| Group {
                owner: Owner::Player(p),
                place: Place::Down,
                size: to_come,
            })
            .collect(),
    }
}

fn run<S: Scoring>(scoring: &S, spot: &Spot, mode: Mode, threads: Option<usize>) -> Answer {
    equity(scoring, spot, mode, None, threads, &mut |_| true).expect("an answer")
}

#[test]
fn fifth_street_counts_every_runout_once() {
    let spot = stud(&["Ah Kh Qd Jc 9s", "2c 2d 7h 8s Tc"], 2);
    let answer = run(&High::new(), &spot, Mode::Exact, Some(1));
    let total: u64 = answer.splits.iter().map(|s| s.2).sum();
    assert_eq!(total, 671_580);
    let threaded = run(&High::new(), &spot, Mode::Exact, Some(2));
    assert_eq!(answer.splits, threaded.splits);
}

#[test]
fn stud_eight_splits_need_a_low() {
    let spot = stud(&["Ac 2c 3d 4h 5s Kd", "Kc Ks Qd Qh Js 9d"], 1);
    let answer = run(&StudHiLo::new(), &spot, Mode::Exact, Some(1));
    // Player 0 holds a wheel already: every runout gives it the low.
    assert!(answer.splits.iter().all(|&(_, low, _)| low == 1));
}

#[test]
fn sampling_is_seeded_and_thread_independent() {
    let spot = stud(&["Ah Kh Qd", "2c 2d 7h", "9s 9d Tc"], 4);
    let mode = Mode::Sample(Sampling {
        samples: Some(100_000),
        stderr: None,
        seed: 3,
    });
    let one = run(&High::new(), &spot, mode, Some(1));
    let two = run(&High::new(), &spot, mode, Some(2));
    assert_eq!(one.splits, two.splits);
    assert_eq!(one.splits.iter().map(|s| s.2).sum::<u64>(), 100_000);
}

#[test]
fn a_pat_plan_draws_nothing_more() {
    let mut spot = stud(&["7h 5d 3c 2s", "9s 8d 6c 4h"], 1);
    spot.dead = cards("Kd");
    let mode = Mode::Sample(Sampling {
        samples: Some(50_000),
        stderr: None,
        seed: 9,
    });
    let pat = Drawing {
        later: 2,
        most_thrown: 5,
        plan: Plan::Pat,
    };
    let scoring = Low27::new();
    let one = run(&scoring, &spot, mode, Some(1));
    let three = equity(&scoring, &spot, mode, Some(&pat), Some(1), &mut |_| true).unwrap();
    assert_eq!(one.splits, three.splits);
    // Throwing everything on every later draw changes the answer.
    let all = |_: usize, hand: &[CardId], _: u32| Ok((1u32 << hand.len()) - 1);
    let redraw = Drawing {
        later: 2,
        most_thrown: 5,
        plan: Plan::Choose(&all),
    };
    let other = equity(&scoring, &spot, mode, Some(&redraw), Some(1), &mut |_| true).unwrap();
    assert_ne!(one.splits, other.splits);
}

#[test]
fn repeated_and_too_many_cards_are_refused() {
    let spot = stud(&["Ah Kh Qd", "Ah 2d 7h"], 4);
    let error = equity(&High::new(), &spot, Mode::Exact, None, Some(1), &mut |_| {
        true
    });
    assert!(matches!(
        error,
        Err(EquityError::Completion(SpotError::Repeated { .. }))
    ));
    let crowd: Vec<String> = (0..8)
        .map(|p| {
            (0..3)
                .map(|i| crate::cards::card_name((p * 3 + i) as CardId))
                .collect::<Vec<_>>()
                .join(" ")
        })
        .collect();
    let refs: Vec<&str> = crowd.iter().map(String::as_str).collect();
    let error = equity(
        &High::new(),
        &stud(&refs, 4),
        Mode::Exact,
        None,
        Some(1),
        &mut |_| true,
    );
    assert!(matches!(
        error,
        Err(EquityError::Completion(SpotError::TooManyCards {
            needed: 56
        }))
    ));
}

#[test]
#[ignore = "a timing: cargo test --release -- --ignored --nocapture"]
fn time_fifth_street() {
    let spot = stud(&["Ah Kh Qd Jc 9s", "2c 2d 7h 8s Tc"], 2);
    let scoring = High::new();
    let mut best = f64::MAX;
    for _ in 0..20 {
        let start = std::time::Instant::now();
        let answer = run(&scoring, &spot, Mode::Exact, Some(1));
        best = best.min(start.elapsed().as_secs_f64());
        assert!(!answer.splits.is_empty());
    }
    println!(
        "heads-up fifth street, exact, one thread: {:.2} ms",
        best * 1e3
    );
}
