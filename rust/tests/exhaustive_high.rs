//! Every five- and seven-card hand through the high evaluator, against the known counts.

use _core::eval::classes::Category;
use _core::eval::high::{evaluate7, evaluate_unchecked, tables};

mod common;

use common::each_hand;

fn category_index(class: u16) -> usize {
    let shape = tables()
        .scale
        .shape(class as i32)
        .expect("a class on the scale");
    shape.category as usize - 1
}

#[test]
fn all_five_card_hands_make_7462_classes_with_the_known_counts() {
    let t = tables();
    let mut counts = [0u64; 9];
    let mut seen = vec![false; 7463];
    each_hand(|[a, b, c, d, e]: [u8; 5]| {
        let class = evaluate_unchecked(t, &[a, b, c, d, e]);
        seen[class as usize] = true;
        counts[category_index(class)] += 1;
    });
    assert_eq!(seen.iter().filter(|&&s| s).count(), 7462);
    assert!(!seen[0]);
    assert_eq!(
        counts,
        [40, 624, 3744, 5108, 10200, 54912, 123552, 1098240, 1302540]
    );
}

#[test]
fn all_seven_card_hands_have_the_known_best_hand_counts() {
    let t = tables();
    let mut counts = [0u64; 9];
    let mut per_class = vec![0u64; 7463];
    each_hand(|[a, b, c, d, e, f, g]: [u8; 7]| {
        per_class[evaluate7(t, [a, b, c, d, e, f, g]) as usize] += 1;
    });
    for (class, &n) in per_class.iter().enumerate().skip(1) {
        counts[category_index(class as u16)] += n;
    }
    assert_eq!(per_class[0], 0);
    assert_eq!(
        counts,
        [41584, 224848, 3473184, 4047644, 6180020, 6461620, 31433400, 58627800, 23294460]
    );
    // Seven cards can never make the worst 5-card high hands; 4,824 classes are reachable.
    assert_eq!(per_class.iter().filter(|&&n| n > 0).count(), 4824);
    assert_eq!(
        category_index(1),
        Category::StraightFlush as usize - 1,
        "class 1 is a straight flush"
    );
}

#[test]
fn the_fast_evaluator_agrees_with_the_rank_count_evaluator_on_every_seven_card_hand() {
    use _core::eval::high::evaluate_by_counts;
    use _core::eval::high_hand::HighHand;
    let t = tables();
    let fast = &t.fast;
    let mut checked = 0u64;
    each_hand(|[a, b]: [u8; 2]| {
        let ab = HighHand::of(&[a, b]);
        for c in b + 1..52 {
            for d in c + 1..52 {
                let abcd = ab.with(c).with(d);
                for e in d + 1..52 {
                    let five = abcd.with(e);
                    for f in e + 1..52 {
                        let six = five.with(f);
                        for g in f + 1..52 {
                            // Built card by card (as equity does) and from the whole array.
                            let cards = [a, b, c, d, e, f, g];
                            let expected = evaluate_by_counts(t, &cards);
                            assert_eq!(six.with(g).value(fast), expected, "{cards:?}");
                            assert_eq!(evaluate7(t, cards), expected, "{cards:?}");
                            checked += 1;
                        }
                    }
                }
            }
        }
    });
    assert_eq!(checked, 133_784_560);
}

#[test]
fn the_fast_evaluator_agrees_with_the_rank_count_evaluator_on_every_six_card_hand() {
    use _core::eval::high::evaluate_by_counts;
    let t = tables();
    let mut checked = 0u64;
    each_hand(|[a, b, c, d, e, f]: [u8; 6]| {
        let cards = [a, b, c, d, e, f];
        assert_eq!(
            evaluate_unchecked(t, &cards),
            evaluate_by_counts(t, &cards),
            "{cards:?}"
        );
        checked += 1;
    });
    assert_eq!(checked, 20_358_520);
}
