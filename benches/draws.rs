//! Native speed of the draw analyses: all 32 discards of one hand, multi-draw sampling, and a
//! whole video poker pay table, on one thread and on all cores.
//!
//! `cargo bench --bench draws`. The video poker entries time a cold run (pay-class counts
//! built from scratch, then every deal) as well as a warm one (counts already built).

use std::hint::black_box;
use std::time::Duration;

use _core::cards::parse_hand;
use _core::draw::multi::chances;
use _core::draw::parallel::with_threads;
use _core::draw::{all_discards, holding, Judge};
use _core::videopoker::analysis::analyze;
use _core::videopoker::deals::canonical_deals;
use _core::videopoker::subsets::{pay_counts, PayCounts};
use _core::videopoker::{Machine, PAY_CLASSES};
use criterion::{criterion_group, criterion_main, Criterion};

const JACKS_9_6: [u64; PAY_CLASSES] = [800, 0, 0, 0, 50, 25, 9, 6, 4, 3, 2, 1, 0, 0];
const DEUCES_FULL_PAY: [u64; PAY_CLASSES] = [800, 200, 25, 15, 9, 5, 3, 2, 2, 1, 0, 0, 0, 0];
const DEUCES: Judge = Judge::Wild {
    cards: 0b1111,
    may_duplicate: false,
};

fn threads_label(threads: Option<usize>) -> &'static str {
    match threads {
        Some(1) => "1 thread",
        _ => "all cores",
    }
}

fn best_discards(c: &mut Criterion) {
    let mut group = c.benchmark_group("all 32 discards of one hand");
    group.sample_size(20);
    let hand = parse_hand("7h 5d 3c 2s Kd").unwrap();
    for threads in [Some(1), None] {
        for (name, judge) in [
            ("high", Judge::High),
            ("low27", Judge::Low27),
            ("deuces wild", DEUCES),
        ] {
            let label = format!("{name}, {}", threads_label(threads));
            group.bench_function(label, |b| {
                b.iter(|| {
                    with_threads(threads, || {
                        all_discards(judge, black_box(&hand), &[]).unwrap()
                    })
                    .unwrap()
                })
            });
        }
    }
    group.finish();
}

fn triple_draw_sampling(c: &mut Criterion) {
    let mut group = c.benchmark_group("triple draw, 3 cards, 1,000,000 trials");
    group.sample_size(10);
    let hand = parse_hand("7h 5d 3c 2s Kd").unwrap();
    let plan = holding(&hand, &parse_hand("Kd 3c 2s").unwrap(), &[]).unwrap();
    for threads in [Some(1), None] {
        group.bench_function(threads_label(threads), |b| {
            b.iter(|| {
                with_threads(threads, || {
                    chances(Judge::Low27, black_box(&plan), 5, 3, 1_000_000, 7).unwrap()
                })
                .unwrap()
            })
        });
    }
    group.finish();
}

fn video_poker(c: &mut Criterion) {
    let mut group = c.benchmark_group("video poker, whole pay table");
    group.sample_size(10);
    group.measurement_time(Duration::from_secs(8));
    let deals = 0..canonical_deals().len();
    for threads in [Some(1), None] {
        for (name, machine, pays) in [
            ("jacks or better 9/6", Machine::Natural, JACKS_9_6),
            ("deuces wild full pay", Machine::DeucesWild, DEUCES_FULL_PAY),
        ] {
            let cold = format!("{name}, cold, {}", threads_label(threads));
            group.bench_function(cold, |b| {
                b.iter(|| {
                    with_threads(threads, || {
                        let counts = PayCounts::build(machine);
                        analyze(&counts, &pays, deals.clone()).unwrap()
                    })
                    .unwrap()
                })
            });
            let counts = pay_counts(machine);
            let warm = format!("{name}, warm, {}", threads_label(threads));
            group.bench_function(warm, |b| {
                b.iter(|| {
                    with_threads(threads, || analyze(counts, &pays, deals.clone()).unwrap())
                        .unwrap()
                })
            });
        }
    }
    group.finish();
}

criterion_group!(benches, best_discards, triple_draw_sampling, video_poker);
criterion_main!(benches);
