//! A validated draw: the hand, the cards kept, and the unseen cards replacements come from.

use std::fmt;

use crate::cards::{card_name, check_distinct, CardError, CardId, DECK_SIZE};

/// Draw hands hold five cards.
pub const HAND_SIZE: usize = 5;

/// Everything that can be wrong with a draw question.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DrawError {
    /// A bad card id or a repeated card.
    Card(CardError),
    /// A hand that is not five cards.
    HandSize(usize),
    /// A discard that is not in the hand.
    NotInHand(CardId),
    /// A card both in the hand and among the dead cards.
    DeadInHand(CardId),
    /// Fewer unseen cards than the draws need.
    TooFewUnseen { needed: usize, unseen: usize },
    /// A number of draws other than 1, 2 or 3.
    Draws(usize),
    /// A sample count of 0 or above the limit.
    Samples(u64),
    /// A thread count of 0 or above the limit.
    Threads(usize),
    /// The operating system refused the threads.
    ThreadPool(String),
}

impl fmt::Display for DrawError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DrawError::Card(error) => error.fmt(f),
            DrawError::HandSize(got) => write!(
                f,
                "a draw hand has 5 cards, got {got}: give the five cards held before the draw"
            ),
            DrawError::NotInHand(card) => write!(
                f,
                "cannot discard {}: it is not in the hand; discard only cards of the hand",
                card_name(*card)
            ),
            DrawError::DeadInHand(card) => write!(
                f,
                "{} is both in the hand and among the dead cards; dead cards are cards out of \
                 play that the player does not hold",
                card_name(*card)
            ),
            DrawError::TooFewUnseen { needed, unseen } => write!(
                f,
                "the draws need {needed} unseen cards but only {unseen} remain after the hand \
                 and the dead cards"
            ),
            DrawError::Draws(draws) => {
                write!(f, "draws must be 1, 2 or 3 (triple draw), not {draws}")
            }
            DrawError::Samples(samples) => write!(
                f,
                "samples must be 1 to {}, not {samples}",
                super::multi::MAX_SAMPLES
            ),
            DrawError::Threads(threads) => write!(
                f,
                "threads must be 1 to {}, not {threads}",
                super::parallel::MAX_THREADS
            ),
            DrawError::ThreadPool(reason) => write!(f, "could not start the threads: {reason}"),
        }
    }
}

impl std::error::Error for DrawError {}

impl From<CardError> for DrawError {
    fn from(error: CardError) -> Self {
        DrawError::Card(error)
    }
}

/// A five-card hand split into the cards kept and the number to draw, with the unseen cards.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Holding {
    /// The cards kept, in the hand's order.
    pub kept: Vec<CardId>,
    /// The cards replacements come from, in id order: the deck minus the hand and the dead.
    pub unseen: Vec<CardId>,
    /// How many cards are drawn (the number discarded).
    pub draw: usize,
}

fn check_ids(cards: &[CardId]) -> Result<u64, DrawError> {
    let mut set = 0u64;
    for &card in cards {
        if card >= DECK_SIZE {
            return Err(CardError::BadId(card as i64).into());
        }
        set |= 1 << card;
    }
    check_distinct(cards)?;
    Ok(set)
}

/// Checks a draw question and splits the hand: five distinct cards, discards among them
/// (each once), dead cards distinct and not in the hand.
pub fn holding(hand: &[CardId], discard: &[CardId], dead: &[CardId]) -> Result<Holding, DrawError> {
    let hand_set = check_ids(hand)?;
    if hand.len() != HAND_SIZE {
        return Err(DrawError::HandSize(hand.len()));
    }
    let discard_set = check_ids(discard)?;
    if let Some(&stray) = discard.iter().find(|&&c| hand_set >> c & 1 == 0) {
        return Err(DrawError::NotInHand(stray));
    }
    let dead_set = check_ids(dead)?;
    if let Some(&both) = dead.iter().find(|&&c| hand_set >> c & 1 == 1) {
        return Err(DrawError::DeadInHand(both));
    }
    let kept = hand
        .iter()
        .copied()
        .filter(|&c| discard_set >> c & 1 == 0)
        .collect();
    let unseen: Vec<CardId> = (0..DECK_SIZE)
        .filter(|&c| (hand_set | dead_set) >> c & 1 == 0)
        .collect();
    if unseen.len() < discard.len() {
        return Err(DrawError::TooFewUnseen {
            needed: discard.len(),
            unseen: unseen.len(),
        });
    }
    Ok(Holding {
        kept,
        unseen,
        draw: discard.len(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::parse_hand;

    fn cards(text: &str) -> Vec<CardId> {
        parse_hand(text).unwrap()
    }

    #[test]
    fn refuses_bad_questions() {
        let hand = cards("7h 5d 3c 2s Kd");
        assert_eq!(
            holding(&cards("7h 5d 3c 2s"), &[], &[]),
            Err(DrawError::HandSize(4))
        );
        assert_eq!(
            holding(&hand, &cards("Ks"), &[]),
            Err(DrawError::NotInHand(47))
        );
        assert_eq!(
            holding(&hand, &cards("Kd Kd"), &[]),
            Err(DrawError::Card(CardError::Duplicate(45)))
        );
        assert_eq!(
            holding(&hand, &[], &cards("Kd")),
            Err(DrawError::DeadInHand(45))
        );
        assert_eq!(
            holding(&[0, 1, 2, 3, 60], &[], &[]),
            Err(DrawError::Card(CardError::BadId(60)))
        );
        let everything_dead: Vec<CardId> = (0..52).filter(|c| !hand.contains(c)).collect();
        assert_eq!(
            holding(&hand, &cards("Kd"), &everything_dead),
            Err(DrawError::TooFewUnseen {
                needed: 1,
                unseen: 0
            })
        );
    }

    #[test]
    fn splits_the_hand() {
        let h = holding(&cards("7h 5d 3c 2s Kd"), &cards("Kd"), &cards("As Ah")).unwrap();
        assert_eq!(h.kept, cards("7h 5d 3c 2s"));
        assert_eq!(h.unseen.len(), 45);
        assert_eq!(h.draw, 1);
    }
}
