//! Exact enumeration of a completion spot: every way to give each group its set of cards.
//!
//! The groups are dealt card by card in a fixed order (each player's together, the board's
//! last), each group's cards in increasing deck order so a set is dealt once. A player's value
//! is taken as soon as its last group is complete, so the innermost loop values one hand per
//! runout. Threads share the work by the first card dealt.

use super::scoring::Scoring;
use super::{outcome, Outcomes, Owner, Prepared};
use crate::cards::CardId;
use crate::equity::EquityError;
use crate::threads::Pool;

/// First cards handed to the threads between two progress reports.
const BATCH: usize = 8;

/// One thread's walk through the runouts.
struct Walk<'a, 'p, S: Scoring> {
    prepared: &'a Prepared<'p, S>,
    parts: Vec<S::Part>,
    board: [CardId; 5],
    board_len: usize,
    values: Vec<(u32, u32)>,
    used: u64,
    outcomes: Outcomes,
}

impl<'a, 'p, S: Scoring> Walk<'a, 'p, S> {
    fn new(prepared: &'a Prepared<'p, S>) -> Self {
        let mut values = vec![(0, 0); prepared.players];
        if !prepared.on_board {
            // Players with nothing to draw are valued once.
            for (p, value) in values.iter_mut().enumerate() {
                let part = &prepared.base[p];
                *value = (
                    prepared.scoring.value(part, &[]),
                    prepared.scoring.low(part, &[]),
                );
            }
        }
        Walk {
            prepared,
            parts: prepared.base.clone(),
            board: prepared.board,
            board_len: prepared.board_len,
            values,
            used: 0,
            outcomes: Outcomes::new(prepared.players, S::HI_LO),
        }
    }

    #[inline(always)]
    fn deal(&mut self, g: usize, card: CardId) {
        self.used |= 1 << card;
        let group = &self.prepared.groups[g];
        match group.owner {
            Owner::Player(p) => {
                self.parts[p] = self.prepared.scoring.add(self.parts[p], card, group.place)
            }
            Owner::Board => {
                self.board[self.board_len] = card;
                self.board_len += 1;
            }
        }
    }

    /// Group `g` from its `j`th card on, the next card at `start` of the deck or later.
    fn card(&mut self, g: usize, j: usize, start: usize) {
        let prepared = self.prepared;
        let Some(group) = prepared.groups.get(g) else {
            self.leaf();
            return;
        };
        if j == group.size {
            if let Some(p) = prepared.completes[g] {
                let part = &self.parts[p];
                self.values[p] = (
                    prepared.scoring.value(part, &[]),
                    prepared.scoring.low(part, &[]),
                );
            }
            self.card(g + 1, 0, 0);
            return;
        }
        let last = g + 1 == prepared.groups.len() && j + 1 == group.size;
        if let (true, Some(p), Owner::Player(_)) = (last, prepared.completes[g], group.owner) {
            // The innermost loop: one card completes the last hand.
            let before = self.parts[p];
            for &card in &prepared.stub[start..] {
                if self.used >> card & 1 == 0 {
                    let part = prepared.scoring.add(before, card, group.place);
                    self.values[p] = (
                        prepared.scoring.value(&part, &[]),
                        prepared.scoring.low(&part, &[]),
                    );
                    self.outcomes
                        .add(outcome(&self.values, prepared.players), 1);
                }
            }
            return;
        }
        for (i, &card) in prepared.stub.iter().enumerate().skip(start) {
            if self.used >> card & 1 == 1 {
                continue;
            }
            let (parts_before, board_len, used) = (self.snapshot(g), self.board_len, self.used);
            self.deal(g, card);
            self.card(g, j + 1, i + 1);
            self.restore(g, parts_before, board_len, used);
        }
    }

    #[inline(always)]
    fn snapshot(&self, g: usize) -> Option<S::Part> {
        match self.prepared.groups[g].owner {
            Owner::Player(p) => Some(self.parts[p]),
            Owner::Board => None,
        }
    }

    #[inline(always)]
    fn restore(&mut self, g: usize, part: Option<S::Part>, board_len: usize, used: u64) {
        if let (Owner::Player(p), Some(part)) = (self.prepared.groups[g].owner, part) {
            self.parts[p] = part;
        }
        self.board_len = board_len;
        self.used = used;
    }

    fn leaf(&mut self) {
        let prepared = self.prepared;
        if prepared.on_board {
            prepared.score(&self.parts, &self.board[..self.board_len], &mut self.values);
        }
        self.outcomes
            .add(outcome(&self.values, prepared.players), 1);
    }
}

/// Every runout of the spot, counted by outcome.
pub(super) fn exact<S: Scoring>(
    prepared: &Prepared<'_, S>,
    pool: &Pool,
    progress: &mut dyn FnMut(f64) -> bool,
) -> Result<Outcomes, EquityError> {
    let mut total = Outcomes::new(prepared.players, S::HI_LO);
    if prepared.groups.is_empty() {
        let mut walk = Walk::new(prepared);
        walk.leaf();
        progress(1.0);
        return Ok(walk.outcomes);
    }
    let firsts: Vec<usize> = (0..prepared.stub.len()).collect();
    let tasks = firsts.len();
    for (batch, chunk) in firsts.chunks(BATCH * 4).enumerate() {
        let parts = pool.map(chunk.to_vec(), |i| {
            let mut walk = Walk::new(prepared);
            walk.deal(0, prepared.stub[i]);
            walk.card(0, 1, i + 1);
            walk.outcomes
        });
        for part in &parts {
            super::Counts::merge(&mut total, part);
        }
        let done = ((batch * BATCH * 4 + chunk.len()) as f64 / tasks as f64).min(1.0);
        if !progress(done) {
            return Err(EquityError::Stopped);
        }
    }
    Ok(total)
}
