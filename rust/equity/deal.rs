//! The players' hands before the board: validating them, removing cards, and the deals of one
//! combination per player that can be dealt together.

use std::collections::HashMap;

use super::symmetry::{map_cards, Group};
use super::EquityError;
use crate::cards::{CardId, DECK_SIZE};

/// One combination of hole cards and its weight (any positive integer: only ratios matter).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Combo {
    pub cards: Vec<CardId>,
    pub weight: u32,
}

/// A combination ready for dealing: its cards as a set and as ids.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Hole {
    pub set: u64,
    pub cards: [CardId; 4],
    pub len: u8,
    pub weight: u32,
}

impl Hole {
    pub fn cards(&self) -> &[CardId] {
        &self.cards[..self.len as usize]
    }
}

/// Where a card was given, for error messages.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Place {
    Board,
    Dead,
    Player(usize),
}

/// The spot after validation and card removal.
#[derive(Clone, Debug)]
pub struct Table {
    /// Each player's combinations that survive card removal.
    pub ranges: Vec<Vec<Hole>>,
    pub board: Vec<CardId>,
    pub dead: Vec<CardId>,
    /// Board and dead cards as a set.
    pub fixed: u64,
    /// Cards still to come on the board.
    pub to_deal: u32,
    pub hole_cards: usize,
}

/// Fewest and most players.
pub const MIN_PLAYERS: usize = 2;
pub const MAX_PLAYERS: usize = 10;

fn set_of(cards: &[CardId]) -> u64 {
    cards.iter().fold(0, |s, &c| s | 1 << c)
}

/// Checks the spot and removes every combination that shares a card with the board, the
/// dead cards or a player given exact cards (a range of one combination).
pub fn table(
    players: &[Vec<Combo>],
    board: &[CardId],
    dead: &[CardId],
    hole_cards: usize,
) -> Result<Table, EquityError> {
    if !(MIN_PLAYERS..=MAX_PLAYERS).contains(&players.len()) {
        return Err(EquityError::PlayerCount(players.len()));
    }
    if ![0, 3, 4, 5].contains(&board.len()) {
        return Err(EquityError::BoardSize(board.len()));
    }
    // Every card given anywhere must be a card, and the fixed ones given once.
    let mut seen: HashMap<CardId, Place> = HashMap::new();
    let fixed_places = board
        .iter()
        .map(|&c| (c, Place::Board))
        .chain(dead.iter().map(|&c| (c, Place::Dead)));
    for (card, place) in fixed_places {
        if card >= DECK_SIZE {
            return Err(EquityError::BadCard(card));
        }
        if let Some(&first) = seen.get(&card) {
            return Err(EquityError::Repeated {
                card,
                first,
                second: place,
            });
        }
        seen.insert(card, place);
    }
    let needed = board.len() + dead.len() + (5 - board.len()) + hole_cards * players.len();
    if needed > DECK_SIZE as usize {
        return Err(EquityError::TooManyCards {
            players: players.len(),
            needed,
        });
    }
    let fixed = set_of(board) | set_of(dead);
    let mut ranges: Vec<Vec<Hole>> = Vec::with_capacity(players.len());
    for (player, combos) in players.iter().enumerate() {
        if combos.is_empty() {
            return Err(EquityError::EmptyRange { player });
        }
        let mut holes = Vec::with_capacity(combos.len());
        let mut seen_sets = std::collections::HashSet::new();
        for combo in combos {
            if combo.cards.len() != hole_cards {
                return Err(EquityError::HoleSize {
                    player,
                    got: combo.cards.len(),
                    want: hole_cards,
                });
            }
            if let Some(&bad) = combo.cards.iter().find(|&&c| c >= DECK_SIZE) {
                return Err(EquityError::BadCard(bad));
            }
            let set = set_of(&combo.cards);
            if set.count_ones() as usize != hole_cards {
                return Err(EquityError::RepeatedInCombo { player });
            }
            if combo.weight == 0 {
                return Err(EquityError::ZeroWeight { player });
            }
            if !seen_sets.insert(set) {
                return Err(EquityError::RepeatedCombo { player });
            }
            let mut cards = [0; 4];
            cards[..hole_cards].copy_from_slice(&combo.cards);
            holes.push(Hole {
                set,
                cards,
                len: hole_cards as u8,
                weight: combo.weight,
            });
        }
        ranges.push(holes);
    }
    // Exact hands (ranges of one combination) must not clash with anything fixed.
    for (player, range) in ranges.iter().enumerate() {
        if let [only] = range.as_slice() {
            for &card in only.cards() {
                if let Some(&first) = seen.get(&card) {
                    return Err(EquityError::Repeated {
                        card,
                        first,
                        second: Place::Player(player),
                    });
                }
                seen.insert(card, Place::Player(player));
            }
        }
    }
    let exact_cards = ranges
        .iter()
        .filter(|r| r.len() == 1)
        .fold(0, |s, r| s | r[0].set);
    for (player, range) in ranges.iter_mut().enumerate() {
        if range.len() > 1 {
            range.retain(|hole| hole.set & (fixed | exact_cards) == 0);
            if range.is_empty() {
                return Err(EquityError::EmptyRange { player });
            }
        }
    }
    Ok(Table {
        ranges,
        board: board.to_vec(),
        dead: dead.to_vec(),
        fixed,
        to_deal: 5 - board.len() as u32,
        hole_cards,
    })
}

impl Table {
    /// Live cards once the board, the dead cards and every player's hole cards are out.
    pub fn live_after_deal(&self) -> u32 {
        DECK_SIZE as u32 - self.fixed.count_ones() - (self.hole_cards * self.ranges.len()) as u32
    }

    /// The number of ways to complete the board for one deal of hole cards.
    pub fn completions(&self) -> u64 {
        let n = self.live_after_deal() as u64;
        (0..self.to_deal as u64).fold(1, |c, i| c * (n - i) / (i + 1))
    }

    /// The product of the range sizes: an upper bound on the number of deals.
    pub fn deal_bound(&self) -> f64 {
        self.ranges.iter().map(|r| r.len() as f64).product()
    }
}

/// Deals that differ only by a relabelling of suits (one that fixes the board and the dead
/// cards) have the same result: each class keeps one deal and how many deals (weighted) it
/// stands for.
pub struct DealClasses {
    /// One deal per class: an index into each player's range.
    pub deals: Vec<Vec<usize>>,
    /// The weighted number of deals in each class: the sum of the products of the weights.
    pub multiplicity: Vec<u128>,
}

/// Groups every deal (one combination a player, no card twice) into classes, visiting at most
/// `limit` deals; `None` if there are more.
pub fn deal_classes(table: &Table, limit: u64) -> Result<Option<DealClasses>, EquityError> {
    let symmetry = Group::fixing(&[set_of(&table.board), set_of(&table.dead)]);
    let mut index: HashMap<[u64; MAX_PLAYERS], usize> = HashMap::new();
    let mut classes = DealClasses {
        deals: Vec::new(),
        multiplicity: Vec::new(),
    };
    let mut visited = 0u64;
    let mut chosen: Vec<usize> = Vec::with_capacity(table.ranges.len());
    let mut overflow = false;
    let everyone: Vec<usize> = (0..table.ranges.len()).collect();
    let finished = visit_deals(
        table,
        &everyone,
        table.fixed,
        1,
        &mut chosen,
        &mut |deal, weight| {
            visited += 1;
            if visited > limit {
                return false;
            }
            // The deal's smallest image under the symmetries names its class.
            let mut key = [u64::MAX; MAX_PLAYERS];
            for perm in symmetry.perms() {
                let mut image = [0u64; MAX_PLAYERS];
                for (p, &i) in deal.iter().enumerate() {
                    image[p] = map_cards(perm, table.ranges[p][i].set);
                }
                key = key.min(image);
            }
            let at = *index.entry(key).or_insert_with(|| {
                classes.deals.push(deal.to_vec());
                classes.multiplicity.push(0);
                classes.deals.len() - 1
            });
            match classes.multiplicity[at].checked_add(weight) {
                Some(m) => classes.multiplicity[at] = m,
                None => overflow = true,
            }
            !overflow
        },
    )?;
    if overflow {
        return Err(EquityError::WeightsTooLarge);
    }
    if !finished {
        return Ok(None);
    }
    if classes.deals.is_empty() {
        return Err(EquityError::NoDeal);
    }
    Ok(Some(classes))
}

/// Calls `visit(deal, weight)` for every deal to `players` that extends `chosen` (one range
/// index for each of the first `chosen.len()` players, their cards and the fixed ones in
/// `used`); stops, returning false, when `visit` returns false.
pub fn visit_deals(
    table: &Table,
    players: &[usize],
    used: u64,
    weight: u128,
    chosen: &mut Vec<usize>,
    visit: &mut impl FnMut(&[usize], u128) -> bool,
) -> Result<bool, EquityError> {
    let Some(&player) = players.get(chosen.len()) else {
        return Ok(visit(chosen, weight));
    };
    for (i, hole) in table.ranges[player].iter().enumerate() {
        if hole.set & used != 0 {
            continue;
        }
        let w = weight
            .checked_mul(hole.weight as u128)
            .ok_or(EquityError::WeightsTooLarge)?;
        chosen.push(i);
        let go_on = visit_deals(table, players, used | hole.set, w, chosen, visit)?;
        chosen.pop();
        if !go_on {
            return Ok(false);
        }
    }
    Ok(true)
}

/// The number of deals, if at most `limit`: a quick count before grouping them.
pub fn count_deals(table: &Table, limit: u64) -> Result<Option<u64>, EquityError> {
    let everyone: Vec<usize> = (0..table.ranges.len()).collect();
    let mut count = 0u64;
    let finished = visit_deals(
        table,
        &everyone,
        table.fixed,
        1,
        &mut Vec::new(),
        &mut |_, _| {
            count += 1;
            count <= limit
        },
    )?;
    Ok(finished.then_some(count))
}

/// Whether some deal exists, searching at most `budget` partial deals (`None` if the budget
/// ran out first).
pub fn some_deal_exists(table: &Table, budget: u64) -> Option<bool> {
    fn search(table: &Table, player: usize, used: u64, budget: &mut u64) -> Option<bool> {
        if player == table.ranges.len() {
            return Some(true);
        }
        for hole in &table.ranges[player] {
            if *budget == 0 {
                return None;
            }
            *budget -= 1;
            if hole.set & used == 0 && search(table, player + 1, used | hole.set, budget)? {
                return Some(true);
            }
        }
        Some(false)
    }
    let mut budget = budget;
    search(table, 0, table.fixed, &mut budget)
}
