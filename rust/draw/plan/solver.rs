//! The solver the games share: expectimax over abstract hands, against an opponent found by
//! iteration.
//!
//! A game supplies an [`Abstraction`]: its abstract hands, and for every set of cards a player
//! may keep (a "kept state") the hands a draw reaches from the deck less the kept cards. A real
//! draw comes from the deck less the whole hand, the cards just thrown included; that draw is
//! recovered exactly from the kept-only ones by inclusion-exclusion over the thrown cards (see
//! [`discard_worth`]), so the tables stay per kept state.

use crate::eval::low_a5::BINOMIAL;

/// How many times the opponent's distribution is recomputed from the plan. The plan of
/// almost every hand settles within a dozen rounds; the count is fixed, so the result is
/// deterministic even where a few hands keep flipping.
pub const ROUNDS: usize = 24;

/// The opponent's starting hand is the better, by the model's worth, of this many random
/// deals: a player who stays in holds a hand worth playing.
pub const FIELD: i32 = 2;

/// One way a kept state can be drawn to: the hand reached and its chance.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Move {
    pub hand: u32,
    pub chance: f64,
}

/// A game's hands abstracted to a few thousand states, as the solver sees them.
///
/// Hand `h`'s cards have positions in increasing card id order, and `keeps[h << size | mask]`
/// is the state kept when the positions in `mask` are thrown.
pub(crate) struct Abstraction {
    pub size: usize,
    /// Each hand's class on the game's scale, lower is better.
    pub class: Vec<u16>,
    /// Each hand's class if its five cards share a suit (2-7 hands of five ranks); empty for
    /// badugi.
    pub flush_class: Vec<Option<u16>>,
    /// How many real hands each abstract hand stands for (0 for impossible ones).
    pub deal: Vec<f64>,
    pub keeps: Vec<u32>,
    /// The moves of kept state `k` are `moves[starts[k]..starts[k + 1]]`.
    pub starts: Vec<u32>,
    pub moves: Vec<Move>,
    /// For each class (indexed by class value): the chance to beat a random hand of the deck,
    /// ties half, flushes included: the one-draw yardstick of `best_discards`.
    pub random_strength: Vec<f64>,
}

impl Abstraction {
    pub fn hands(&self) -> usize {
        self.class.len()
    }

    pub fn states(&self) -> usize {
        self.starts.len() - 1
    }

    /// The kept states of hand `h`, by discard mask.
    pub fn keeps_of(&self, h: usize) -> &[u32] {
        &self.keeps[h << self.size..(h + 1) << self.size]
    }

    pub fn moves_of(&self, state: usize) -> &[Move] {
        &self.moves[self.starts[state] as usize..self.starts[state + 1] as usize]
    }

    /// The expected value, over the draw from a kept state, of `values` of the hand reached.
    fn expect(&self, state: usize, values: &[f64]) -> f64 {
        self.moves_of(state)
            .iter()
            .map(|m| m.chance * values[m.hand as usize])
            .sum()
    }
}

/// `coefficients[n][s]`: the inclusion-exclusion weight of a kept state that has `s` of the
/// `n` thrown cards back, `(-1)^s C(52 - kept - s, n - s) / C(52 - size, n)`.
pub(crate) type Coefficients = [[f64; 6]; 6];

pub(crate) fn coefficients(size: usize) -> Coefficients {
    let mut table = [[0.0; 6]; 6];
    for (n, row) in table.iter_mut().enumerate().take(size + 1) {
        let draws = BINOMIAL[52 - size][n] as f64;
        for (s, weight) in row.iter_mut().enumerate().take(n + 1) {
            let sign = if s % 2 == 0 { 1.0 } else { -1.0 };
            *weight = sign * BINOMIAL[52 - (size - n) - s][n - s] as f64 / draws;
        }
    }
    table
}

/// The worth of throwing the positions in `mask`, the draw coming from the deck less the whole
/// hand, given `kept` worths of states drawn from the deck less the kept cards only.
///
/// The draws from the deck less the hand are those from the deck less the kept cards that
/// avoid the thrown cards; counting draws that hold a set `S` of thrown cards is keeping the
/// cards kept plus `S`, so the sum over subsets `S` with signs gives them exactly.
#[inline]
pub(crate) fn discard_worth(coef: &Coefficients, keeps: &[u32], mask: u32, kept: &[f64]) -> f64 {
    let row = &coef[mask.count_ones() as usize];
    let mut sum = 0.0;
    let mut sub = mask;
    loop {
        sum += row[sub.count_ones() as usize] * kept[keeps[(mask ^ sub) as usize] as usize];
        if sub == 0 {
            return sum;
        }
        sub = (sub - 1) & mask;
    }
}

/// [`discard_worth`] summed in increasing order of the terms: two discards that a symmetry of
/// the hand maps onto each other have the same terms, so they get the same worth to the bit
/// and tie as they should.
pub(crate) fn discard_worth_symmetric(
    coef: &Coefficients,
    keeps: &[u32],
    mask: u32,
    kept: &[f64],
) -> f64 {
    let row = &coef[mask.count_ones() as usize];
    let mut terms = [0.0; 32];
    let mut count = 0;
    let mut sub = mask;
    loop {
        terms[count] = row[sub.count_ones() as usize] * kept[keeps[(mask ^ sub) as usize] as usize];
        count += 1;
        if sub == 0 {
            break;
        }
        sub = (sub - 1) & mask;
    }
    let terms = &mut terms[..count];
    terms.sort_unstable_by(f64::total_cmp);
    terms.iter().sum()
}

/// Every discard mask of a hand of `size` cards in the order ties are broken: fewer cards
/// thrown first, then the discard whose sorted positions come first lexicographically (for
/// equal counts, the one holding the lowest position where the two differ).
pub(crate) fn tie_order(size: usize) -> Vec<u32> {
    let mut masks: Vec<u32> = (0..1u32 << size).collect();
    masks.sort_by(|&a, &b| {
        a.count_ones().cmp(&b.count_ones()).then_with(|| {
            let lowest = (a ^ b) & (a ^ b).wrapping_neg();
            (b & lowest).cmp(&(a & lowest))
        })
    });
    masks
}

/// The first mask in tie order whose worth is highest, and that worth.
#[inline]
pub(crate) fn best_mask(order: &[u32], worth: impl Fn(u32) -> f64) -> (u32, f64) {
    let mut best = (order[0], worth(order[0]));
    for &mask in &order[1..] {
        let value = worth(mask);
        if value > best.1 {
            best = (mask, value);
        }
    }
    best
}

/// The solved model for one number of draws `D`.
pub(crate) struct Model {
    /// `values[j]`: each hand's worth with `j` draws left, `j < D` (`values[0]` is the final
    /// strength).
    pub values: Vec<Vec<f64>>,
    /// Each kept state's worth with `D` draws left, drawn from the deck less the kept cards.
    pub kept: Vec<f64>,
    /// Each hand's worth standing pat with `D` draws left when its five cards share a suit (2-7
    /// flushes; empty for badugi): it then stands or breaks as the model says at later draws.
    pub flush_pat: Vec<f64>,
}

/// Values and plans at every level, for one final strength.
struct Levels {
    values: Vec<Vec<f64>>,
    kept: Vec<Vec<f64>>,
    /// `plans[j - 1][h]`: the discard mask of hand `h` with `j` draws left.
    plans: Vec<Vec<u32>>,
}

fn levels(abs: &Abstraction, coef: &Coefficients, strength: Vec<f64>, draws: usize) -> Levels {
    let order = tie_order(abs.size);
    let mut found = Levels {
        values: vec![strength],
        kept: Vec::new(),
        plans: Vec::new(),
    };
    for _ in 0..draws {
        let below = found.values.last().map_or(&[][..], Vec::as_slice);
        let kept: Vec<f64> = (0..abs.states()).map(|k| abs.expect(k, below)).collect();
        let (plan, values): (Vec<u32>, Vec<f64>) = (0..abs.hands())
            .map(|h| {
                let keeps = abs.keeps_of(h);
                best_mask(&order, |mask| discard_worth(coef, keeps, mask, &kept))
            })
            .unzip();
        found.values.push(values);
        found.kept.push(kept);
        found.plans.push(plan);
    }
    found
}

/// For each class, the chance to beat a hand drawn from `opponent` (masses over hands), ties
/// half.
pub(crate) fn class_strength(abs: &Abstraction, opponent: &[f64]) -> Vec<f64> {
    let slots = abs.random_strength.len();
    let mut by_class = vec![0.0; slots];
    for (&class, &mass) in abs.class.iter().zip(opponent) {
        by_class[class as usize] += mass;
    }
    let total: f64 = by_class.iter().sum();
    let mut strength = vec![0.0; slots];
    let mut worse = 0.0;
    for c in (0..slots).rev() {
        strength[c] = (worse + 0.5 * by_class[c]) / total;
        worse += by_class[c];
    }
    strength
}

fn hand_strength(abs: &Abstraction, by_class: &[f64]) -> Vec<f64> {
    abs.class.iter().map(|&c| by_class[c as usize]).collect()
}

/// The opponent's deals: the best, by `worth`, of [`FIELD`] random deals.
fn best_of_field(abs: &Abstraction, worth: &[f64]) -> Vec<f64> {
    let total: f64 = abs.deal.iter().sum();
    let mut order: Vec<usize> = (0..abs.hands()).collect();
    order.sort_by(|&a, &b| worth[a].total_cmp(&worth[b]).then(a.cmp(&b)));
    let mut mass = vec![0.0; abs.hands()];
    let mut below = 0.0f64;
    for h in order {
        let upto = below + abs.deal[h] / total;
        mass[h] = upto.powi(FIELD) - below.powi(FIELD);
        below = upto;
    }
    mass
}

/// The final hands that `plans` reach from the hands `mass`, as masses over hands.
fn propagate(
    abs: &Abstraction,
    coef: &Coefficients,
    mut mass: Vec<f64>,
    plans: &[Vec<u32>],
) -> Vec<f64> {
    let mut kept = vec![0.0; abs.states()];
    for plan in plans.iter().rev() {
        // Each hand's draw, written over kept states as in `discard_worth`; hands that keep
        // the same state then draw together.
        kept.iter_mut().for_each(|m| *m = 0.0);
        for (h, (&mask, &m)) in plan.iter().zip(&mass).enumerate() {
            if m == 0.0 {
                continue;
            }
            let (keeps, row) = (abs.keeps_of(h), &coef[mask.count_ones() as usize]);
            let mut sub = mask;
            loop {
                kept[keeps[(mask ^ sub) as usize] as usize] += m * row[sub.count_ones() as usize];
                if sub == 0 {
                    break;
                }
                sub = (sub - 1) & mask;
            }
        }
        mass.iter_mut().for_each(|m| *m = 0.0);
        for (state, &m) in kept.iter().enumerate() {
            if m != 0.0 {
                for mv in abs.moves_of(state) {
                    mass[mv.hand as usize] += m * mv.chance;
                }
            }
        }
    }
    mass
}

/// Solves the model for `draws` draws to come. With one draw the final strength is the chance
/// to beat a random hand, as `best_discards` ranks one draw; with more, the chance to beat the
/// final hand of the self-consistent opponent.
pub(crate) fn solve(abs: &Abstraction, draws: usize) -> Model {
    let coef = coefficients(abs.size);
    let by_class = if draws == 1 {
        abs.random_strength.clone()
    } else {
        let mut by_class = class_strength(abs, &abs.deal);
        for _ in 0..ROUNDS {
            let found = levels(abs, &coef, hand_strength(abs, &by_class), draws);
            let deals = best_of_field(abs, &found.values[draws]);
            by_class = class_strength(abs, &propagate(abs, &coef, deals, &found.plans));
        }
        by_class
    };
    let mut found = levels(abs, &coef, hand_strength(abs, &by_class), draws);
    let flush_pat = flush_values(abs, &coef, &by_class, &found.kept);
    let kept = found.kept.pop().unwrap_or_default();
    found.values.truncate(draws);
    Model {
        values: found.values,
        kept,
        flush_pat,
    }
}

/// The worth of standing pat on a flush with `kept.len()` draws left: with none left after
/// this one, the flush's strength; otherwise the better of breaking it at the next draw and
/// standing pat again.
fn flush_values(
    abs: &Abstraction,
    coef: &Coefficients,
    by_class: &[f64],
    kept: &[Vec<f64>],
) -> Vec<f64> {
    let draws = kept.len();
    let order = tie_order(abs.size);
    abs.flush_class
        .iter()
        .enumerate()
        .map(|(h, flush)| {
            let Some(class) = *flush else { return 0.0 };
            let keeps = abs.keeps_of(h);
            kept[..draws - 1]
                .iter()
                .fold(by_class[class as usize], |pat, level| {
                    let (_, breaking) =
                        best_mask(&order[1..], |mask| discard_worth(coef, keeps, mask, level));
                    pat.max(breaking)
                })
        })
        .collect()
}
