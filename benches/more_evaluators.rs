//! Native throughput of the Omaha, ace-to-five and badugi evaluators on random-order hands.
//!
//! As `evaluators.rs`: each timing is a block of 65,536 pseudo-random hands (divide by the
//! block for ns per hand; the throughput line gives hands per second).

use std::hint::black_box;

use _core::eval::checked_omaha_a5_badugi::{
    evaluate_badugi_batch, evaluate_low_a5_batch, evaluate_omaha_batch, Qualifier,
};
use _core::eval::{badugi, low_a5, omaha, Shared};
use criterion::{criterion_group, criterion_main, Criterion, Throughput};

mod shared;

use shared::{random_hands, HANDS};

fn evaluators(c: &mut Criterion) {
    let omaha_tables = omaha::tables();
    let low_tables = low_a5::tables();
    let badugi_tables = badugi::tables();
    let nines = random_hands::<9>(0x9E37_79B9_7F4A_7C15);
    let elevens = random_hands::<11>(0x2545_F491_4F6C_DD1D);
    let sevens = random_hands::<7>(0xD1B5_4A32_D192_ED03);
    let fours = random_hands::<4>(0x0123_4567_89AB_CDEF);

    let mut group = c.benchmark_group("evaluate");
    group.throughput(Throughput::Elements(HANDS as u64));
    group.bench_function("omaha 4+5", |b| {
        b.iter(|| {
            black_box(&nines)
                .iter()
                .map(|h| omaha::evaluate_unchecked(omaha_tables, &h[..4], &h[4..]) as u32)
                .sum::<u32>()
        })
    });
    group.bench_function("omaha 6+5", |b| {
        b.iter(|| {
            black_box(&elevens)
                .iter()
                .map(|h| omaha::evaluate_unchecked(omaha_tables, &h[..6], &h[6..]) as u32)
                .sum::<u32>()
        })
    });
    group.bench_function("omaha hi-lo 4+5", |b| {
        b.iter(|| {
            black_box(&nines)
                .iter()
                .map(|h| {
                    let (hole, board) = h.split_at(4);
                    omaha::evaluate_unchecked(omaha_tables, hole, board) as u32
                        + omaha::low_unchecked(omaha_tables, hole, board) as u32
                })
                .sum::<u32>()
        })
    });
    group.bench_function("ace-to-five 7 cards", |b| {
        b.iter(|| {
            black_box(&sevens)
                .iter()
                .map(|h| low_a5::evaluate_unchecked(low_tables, h) as u32)
                .sum::<u32>()
        })
    });
    group.bench_function("badugi 4 cards", |b| {
        b.iter(|| {
            black_box(&fours)
                .iter()
                .map(|&h| badugi::evaluate_unchecked(badugi_tables, h) as u32)
                .sum::<u32>()
        })
    });
    group.finish();

    let mut out = vec![0i32; HANDS];
    let mut low = vec![0i32; HANDS];
    let holes: Vec<u8> = nines.iter().flat_map(|h| h[..4].to_vec()).collect();
    let boards: Vec<u8> = nines.iter().flat_map(|h| h[4..].to_vec()).collect();
    let sevens_flat: Vec<u8> = sevens.iter().flatten().copied().collect();
    let fours_flat: Vec<u8> = fours.iter().flatten().copied().collect();
    let mut batch = c.benchmark_group("batch");
    batch.throughput(Throughput::Elements(HANDS as u64));
    batch.bench_function("omaha 4+5, u8 ids", |b| {
        b.iter(|| evaluate_omaha_batch(black_box(&holes[..]), 4, &boards[..], 5, &mut out, None))
    });
    batch.bench_function("omaha hi-lo 4+5, u8 ids", |b| {
        b.iter(|| {
            evaluate_omaha_batch(
                black_box(&holes[..]),
                4,
                &boards[..],
                5,
                &mut out,
                Some(&mut low),
            )
        })
    });
    batch.bench_function("ace-to-five 7 cards, eight or better", |b| {
        b.iter(|| {
            evaluate_low_a5_batch(
                black_box(&sevens_flat[..]),
                7,
                Some(Qualifier::EIGHT),
                &mut out,
            )
        })
    });
    batch.bench_function("badugi, u8 ids", |b| {
        b.iter(|| evaluate_badugi_batch(black_box(&fours_flat[..]), &mut out))
    });
    // The path Python takes: buffers another thread may write, each row read once (volatile).
    let (holes_shared, boards_shared) = (Shared::new(&holes[..]), Shared::new(&boards[..]));
    batch.bench_function("omaha 4+5, u8 ids, shared", |b| {
        b.iter(|| {
            evaluate_omaha_batch(
                black_box(&holes_shared),
                4,
                &boards_shared,
                5,
                &mut out,
                None,
            )
        })
    });
    let sevens_shared = Shared::new(&sevens_flat[..]);
    batch.bench_function("ace-to-five 7 cards, eight or better, shared", |b| {
        b.iter(|| {
            evaluate_low_a5_batch(
                black_box(&sevens_shared),
                7,
                Some(Qualifier::EIGHT),
                &mut out,
            )
        })
    });
    let fours_shared = Shared::new(&fours_flat[..]);
    batch.bench_function("badugi, u8 ids, shared", |b| {
        b.iter(|| evaluate_badugi_batch(black_box(&fours_shared), &mut out))
    });
    batch.finish();
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(30).warm_up_time(std::time::Duration::from_secs(1)).measurement_time(std::time::Duration::from_secs(3));
    targets = evaluators
}
criterion_main!(benches);
