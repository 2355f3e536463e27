//! Later draws of a multi-draw game (triple draw, badugi), played by a plan in the sampler.
//!
//! After the first draw, which the spot's groups deal, each later draw goes round the players
//! in the order given: the plan names the cards a player throws, and the player draws as many
//! from what is left of the unseen deck. When too few are left, the cards thrown on earlier
//! later draws, and this draw's by the players already served, are shuffled in with the rest,
//! as the engine's shortage rule does; the player being served never gets back what it just
//! threw. (What the players threw before the spot, being unknown, stays among the unseen
//! cards; pass the ones that are known as dead cards.)

use super::scoring::{Place, Scoring};
use super::Prepared;
use crate::cards::CardId;
use crate::equity::EquityError;
use crate::shuffle::SplitMix64;

/// A plan's discard for a player (`seat`, in the order given), its hand in the order held,
/// and the draws left, this one included: bit i throws `hand[i]`.
pub type ChooseDiscard<'a> = dyn Fn(usize, &[CardId], u32) -> Result<u32, EquityError> + Sync + 'a;

/// How players draw after the first draw.
pub enum Plan<'a> {
    /// Stand pat on every later draw.
    Pat,
    /// A discard rule, asked for every player at every later draw.
    Choose(&'a ChooseDiscard<'a>),
}

/// The later draws of a spot.
pub struct Drawing<'a> {
    /// Draws after the first.
    pub later: u32,
    /// Most cards a player may throw on one draw.
    pub most_thrown: u32,
    pub plan: Plan<'a>,
}

impl Drawing<'_> {
    /// Plays the later draws: `left` is what the first draw left of the unseen deck, `hands`
    /// every player's cards after it; rebuilds `parts` from the final hands.
    pub(super) fn play<S: Scoring>(
        &self,
        prepared: &Prepared<'_, S>,
        left: &[CardId],
        hands: &mut [Vec<CardId>],
        rng: &mut SplitMix64,
        parts: &mut [S::Part],
    ) -> Result<(), EquityError> {
        let Plan::Choose(choose) = self.plan else {
            return Ok(());
        };
        let mut deck = left.to_vec();
        let mut next = 0;
        let mut thrown: Vec<CardId> = Vec::new();
        for draw in 0..self.later {
            let draws_left = self.later - draw;
            for (seat, hand) in hands.iter_mut().enumerate() {
                let mask = choose(seat, hand, draws_left)?;
                let count = mask.count_ones();
                if mask >> hand.len() != 0 || count > self.most_thrown {
                    return Err(EquityError::BadDiscard {
                        seat,
                        mask,
                        most: self.most_thrown,
                    });
                }
                if count == 0 {
                    continue;
                }
                if deck.len() - next < count as usize {
                    // Shortage: what is left and the earlier discards, shuffled together.
                    deck.drain(..next);
                    deck.append(&mut thrown);
                    next = 0;
                    if deck.len() < count as usize {
                        return Err(EquityError::DeckShort { seat });
                    }
                }
                for (i, card) in hand.iter_mut().enumerate() {
                    if mask >> i & 1 == 1 {
                        let j = next + rng.below((deck.len() - next) as u64) as usize;
                        deck.swap(next, j);
                        thrown.push(*card);
                        *card = deck[next];
                        next += 1;
                    }
                }
            }
        }
        for (part, hand) in parts.iter_mut().zip(hands.iter()) {
            *part = hand.iter().fold(prepared.scoring.empty(), |p, &c| {
                prepared.scoring.add(p, c, Place::Down)
            });
        }
        Ok(())
    }
}
