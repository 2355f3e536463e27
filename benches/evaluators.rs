//! Native throughput of the evaluators on random-order hands.
//!
//! `cargo bench` prints the time per block of 65,536 pseudo-random hands (divide by the block
//! for ns per hand; the throughput line gives hands per second). The block is too large for
//! the branch predictor to learn, and it is hidden from the optimiser once per block.

use std::hint::black_box;

use _core::eval::{evaluate_batch, high, high_hand, lowball27, tables, wild, Game};
use criterion::{criterion_group, criterion_main, Criterion, Throughput};

mod shared;

use shared::{random_hands, HANDS};

fn evaluators(c: &mut Criterion) {
    let high_tables = high::tables();
    let low_tables = lowball27::tables();
    let wild_tables = tables::wild();
    let sevens = random_hands::<7>(0x9E37_79B9_7F4A_7C15);
    let fives = random_hands::<5>(0xD1B5_4A32_D192_ED03);
    let mut group = c.benchmark_group("evaluate");
    group.throughput(Throughput::Elements(HANDS as u64));
    group.bench_function("high 7 cards", |b| {
        b.iter(|| {
            black_box(&sevens)
                .iter()
                .map(|&h| high::evaluate7(high_tables, h) as u32)
                .sum::<u32>()
        })
    });
    group.bench_function("high 7 cards, incremental hand", |b| {
        b.iter(|| {
            black_box(&sevens)
                .iter()
                .map(|h| high_hand::HighHand::of(h).value(&high_tables.fast) as u32)
                .sum::<u32>()
        })
    });
    group.bench_function("high 5 cards", |b| {
        b.iter(|| {
            black_box(&fives)
                .iter()
                .map(|h| high::evaluate_unchecked(high_tables, h) as u32)
                .sum::<u32>()
        })
    });
    group.bench_function("low27 7 cards", |b| {
        b.iter(|| {
            black_box(&sevens)
                .iter()
                .map(|h| lowball27::evaluate_unchecked(low_tables, h) as u32)
                .sum::<u32>()
        })
    });
    group.bench_function("low27 5 cards", |b| {
        b.iter(|| {
            black_box(&fives)
                .iter()
                .map(|h| lowball27::evaluate_unchecked(low_tables, h) as u32)
                .sum::<u32>()
        })
    });
    group.bench_function("deuces wild 5 cards", |b| {
        b.iter(|| {
            black_box(&fives)
                .iter()
                .map(|h| {
                    let positions = wild::positions_in(h, 0b1111);
                    wild::evaluate_unchecked(wild_tables, h, positions, false) as i32
                })
                .sum::<i32>()
        })
    });
    group.bench_function("masked wild 7 cards", |b| {
        b.iter(|| {
            black_box(&sevens)
                .iter()
                .map(|h| {
                    // Face-up deuces: positions 2..6 of a stud hand are the up cards.
                    let positions = wild::positions_in(h, 0b1111) & 0b011_1100;
                    wild::evaluate_unchecked(wild_tables, h, positions, false) as i32
                })
                .sum::<i32>()
        })
    });
    group.finish();

    let flat_u8: Vec<u8> = sevens.iter().flatten().copied().collect();
    let flat_i64: Vec<i64> = flat_u8.iter().map(|&c| c as i64).collect();
    let mut out = vec![0i32; HANDS];
    let mut batch = c.benchmark_group("evaluate_batch");
    batch.throughput(Throughput::Elements(HANDS as u64));
    batch.bench_function("high 7 cards, u8 ids", |b| {
        b.iter(|| evaluate_batch(black_box(&flat_u8), 7, Game::High, 0, None, &mut out))
    });
    batch.bench_function("high 7 cards, i64 ids", |b| {
        b.iter(|| evaluate_batch(black_box(&flat_i64), 7, Game::High, 0, None, &mut out))
    });
    batch.bench_function("low27 7 cards, u8 ids", |b| {
        b.iter(|| evaluate_batch(black_box(&flat_u8), 7, Game::Low27, 0, None, &mut out))
    });
    let fives_u8: Vec<u8> = fives.iter().flatten().copied().collect();
    batch.bench_function("high 5 cards, u8 ids", |b| {
        b.iter(|| evaluate_batch(black_box(&fives_u8), 5, Game::High, 0, None, &mut out))
    });
    let wild = Game::Wild {
        may_duplicate: false,
    };
    batch.bench_function("deuces wild 5 cards, u8 ids", |b| {
        b.iter(|| evaluate_batch(black_box(&fives_u8), 5, wild, 0b1111, None, &mut out))
    });
    batch.finish();
}

/// Exact equity of A♥A♠ v K♦K♣ preflop on one thread (OMPEval's EquityCalculator takes
/// 2.2-2.5 ms here), and 100,000 sampled runouts of it on one thread.
fn equity(c: &mut Criterion) {
    use _core::cards::parse_hand;
    use _core::equity::enumerate::Spot;
    use _core::equity::{equity as run, Combo, Holdem, Mode, Sampling};
    let rules = Holdem::new();
    let (aces, kings) = (parse_hand("AhAs").unwrap(), parse_hand("KdKc").unwrap());
    let holes: Vec<&[u8]> = vec![&aces, &kings];
    let spot = Spot::new(&rules, &holes, &[], &[]);
    let mut group = c.benchmark_group("equity");
    group.bench_function("exact AhAs v KdKc preflop, one thread", |b| {
        b.iter(|| black_box(spot.tally()))
    });
    let players = vec![
        vec![Combo {
            cards: aces.clone(),
            weight: 1,
        }],
        vec![Combo {
            cards: kings.clone(),
            weight: 1,
        }],
    ];
    let samples = 100_000;
    let sampling = Sampling {
        samples: Some(samples),
        stderr: None,
        seed: 1,
    };
    group.throughput(Throughput::Elements(samples));
    group.bench_function("sampled AhAs v KdKc, one thread", |b| {
        b.iter(|| {
            run(
                &rules,
                &players,
                &[],
                &[],
                Mode::Sample(sampling),
                Some(1),
                &mut |_| true,
            )
        })
    });
    group.finish();
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(30).warm_up_time(std::time::Duration::from_secs(1)).measurement_time(std::time::Duration::from_secs(3));
    targets = evaluators, equity
}
criterion_main!(benches);
