//! Exact enumeration of every completion of the board for one deal of hole cards.
//!
//! Boards are built a rank at a time, from aces down: at each rank the enumerator chooses
//! which of that rank's live cards join the board. Three shortcuts make it fast, each exact:
//!
//! - **Incremental hands.** The board's hand is extended card by card down the recursion and
//!   each player's hole cards are added only at the leaves (see `eval/high_hand.rs`).
//! - **Suits nobody can flush in.** Once a suit cannot reach a flush for any player, whatever
//!   the rest of the board, its cards act only through their ranks, so the cards of one rank
//!   in such suits are interchangeable: choosing `j` of the `m` live ones is counted once with
//!   weight C(m, j).
//! - **Suit symmetry.** Permutations of the suits that fix every player's hole cards, the
//!   dead cards and the board so far (see `symmetry.rs`) map boards onto boards with the same
//!   result; at each rank only the smallest choice of each family is followed, weighted by
//!   the family's size.
//!
//! [`plain_tally`] enumerates every board one by one, with none of this; the tests prove the
//! two agree.

use super::rules::Rules;
use super::symmetry::Group;
use super::Tally;
use crate::cards::CardId;

/// C(n, k) for n, k up to 4.
const BINOMIAL: [[u64; 5]; 5] = [
    [1, 0, 0, 0, 0],
    [1, 1, 0, 0, 0],
    [1, 2, 1, 0, 0],
    [1, 3, 3, 1, 0],
    [1, 4, 6, 4, 1],
];

/// No board gives a flush in this suit.
const NEVER: u32 = u32::MAX;

/// A deal of hole cards (one hand per player), with the fixed board and dead cards, ready to
/// enumerate.
pub struct Spot<'r, R: Rules> {
    rules: &'r R,
    holes: Vec<R::Hole>,
    /// The suits of the live cards of each rank (bit s = suit s).
    live: [u8; 13],
    /// The number of live cards of rank r or lower, at index r.
    live_up_to: [u32; 13],
    /// Board cards of each suit that some player needs for a flush, or `NEVER`.
    flush_need: [u32; 4],
    /// Where the enumeration starts: the fixed board.
    root: Node<R::Board>,
    /// Permutations of the suits that fix the hole cards, the board and the dead cards.
    group: Group,
}

/// A point of the enumeration: ranks `0..rank` are still open and `left` cards remain to deal.
#[derive(Clone, Copy)]
pub struct Node<B> {
    rank: usize,
    left: u32,
    board: B,
    suit_counts: [u32; 4],
    weight: u64,
}

/// A subtree to enumerate on its own, for splitting the work between threads.
pub struct Task<B> {
    node: Node<B>,
    group: Group,
}

fn card_set(cards: &[CardId]) -> u64 {
    cards.iter().fold(0, |set, &c| set | 1 << c)
}

impl<'r, R: Rules> Spot<'r, R> {
    /// A spot: `holes` (one per player, `rules.hole_cards()` cards each), the board so far
    /// and dead cards, all distinct and valid (the caller checks).
    pub fn new(rules: &'r R, holes: &[&[CardId]], board: &[CardId], dead: &[CardId]) -> Self {
        let used = holes
            .iter()
            .fold(card_set(board) | card_set(dead), |set, hole| {
                set | card_set(hole)
            });
        let mut live = [0u8; 13];
        let mut live_up_to = [0u32; 13];
        let mut below = 0;
        for (rank, suits) in live.iter_mut().enumerate() {
            *suits = (0..4)
                .filter(|&s| used >> (4 * rank + s) & 1 == 0)
                .fold(0, |bits, s| bits | 1 << s);
            below += suits.count_ones();
            live_up_to[rank] = below;
        }
        let mut flush_need = [NEVER; 4];
        for (suit, need) in flush_need.iter_mut().enumerate() {
            for hole in holes {
                let of_suit = hole.iter().filter(|&&c| (c & 3) as usize == suit).count() as u32;
                if let Some(n) = rules.board_cards_for_flush(of_suit) {
                    *need = (*need).min(n);
                }
            }
        }
        let mut suit_counts = [0u32; 4];
        for &card in board {
            suit_counts[(card & 3) as usize] += 1;
        }
        let fixed: Vec<u64> = holes
            .iter()
            .map(|hole| card_set(hole))
            .chain([card_set(board), card_set(dead)])
            .collect();
        Spot {
            rules,
            holes: holes.iter().map(|hole| rules.hole(hole)).collect(),
            live,
            live_up_to,
            flush_need,
            root: Node {
                rank: 13,
                left: 5 - board.len() as u32,
                board: board
                    .iter()
                    .fold(rules.empty_board(), |b, &c| rules.add_to_board(b, c)),
                suit_counts,
                weight: 1,
            },
            group: Group::fixing(&fixed),
        }
    }

    /// The number of players.
    pub fn players(&self) -> usize {
        self.holes.len()
    }

    /// Every completion of the board, counted by outcome (for a high game, the set of
    /// players with the best hand).
    pub fn tally(&self) -> Tally {
        let mut tally = Tally::sized(self.rules.outcomes(self.players()));
        self.run(
            Task {
                node: self.root,
                group: self.group,
            },
            &mut tally,
        );
        tally
    }

    /// The enumeration cut into subtrees: each completion lies in exactly one of them.
    pub fn tasks(&self, split_below_rank: usize) -> Vec<Task<R::Board>> {
        let mut collect = Collect { tasks: Vec::new() };
        self.walk(self.root, &self.group, split_below_rank, &mut collect);
        collect.tasks
    }

    /// Adds the completions of one subtree to `tally`.
    pub fn run(&self, task: Task<R::Board>, tally: &mut Tally) {
        let mut settle = Settle {
            spot: self,
            counts: tally.counts_mut(),
        };
        self.walk(task.node, &task.group, 0, &mut settle);
    }

    /// Counts one board by its outcome.
    #[inline(always)]
    fn settle(&self, board: &R::Board, weight: u64, counts: &mut [u64]) {
        let outcome = self.rules.outcome(board, &self.holes);
        counts[outcome & (counts.len() - 1)] += weight;
    }

    /// Visits every node of the enumeration that is complete (no cards left to deal) or, with
    /// a `stop_rank` above 0, whose cards of rank `stop_rank` and above are all chosen, with
    /// the group of symmetries still unbroken there.
    fn walk(
        &self,
        node: Node<R::Board>,
        group: &Group,
        stop_rank: usize,
        visit: &mut impl Visit<R>,
    ) {
        if node.left == 0 || node.rank <= stop_rank {
            visit.node(node, group);
            return;
        }
        // Suits in which some player can still make a flush; the others are interchangeable.
        let mut can_flush = 0u8;
        for suit in 0..4 {
            if node.suit_counts[suit].saturating_add(node.left) >= self.flush_need[suit] {
                can_flush |= 1 << suit;
            }
        }
        if node.left == 1 && stop_rank == 0 {
            return self.last_card(node, group, can_flush, visit);
        }
        // The next card dealt is of rank `rank`: every rank from there down, each with every
        // non-empty choice of its cards (choosing none of a rank is choosing a lower one).
        for rank in (0..node.rank).rev() {
            if rank < stop_rank {
                visit.node(
                    Node {
                        rank: stop_rank,
                        ..node
                    },
                    group,
                );
                return;
            }
            // Too few cards left at and below this rank to fill the board.
            if self.live_up_to[rank] < node.left {
                return;
            }
            let live = self.live[rank];
            let relevant = live & can_flush;
            let interchangeable = live & !can_flush;
            let spare = interchangeable.count_ones() as usize;
            // Every subset of the relevant suits, the empty one included.
            let mut chosen = relevant;
            loop {
                let size = chosen.count_ones();
                if size <= node.left {
                    let symmetric = if group.size() > 1 {
                        group.canonical(chosen)
                    } else {
                        Some((1, *group))
                    };
                    if let Some((family, stabiliser)) = symmetric {
                        let mut next = node;
                        next.rank = rank;
                        next.weight = node.weight * family as u64;
                        for suit in 0..4 {
                            if chosen >> suit & 1 == 1 {
                                next = self.with_card(next, rank, suit);
                            }
                        }
                        // Then 0, 1, 2 ... of the interchangeable cards, in suit order.
                        let mut rest = interchangeable;
                        let most = spare.min((node.left - size) as usize);
                        for (extra, &ways) in BINOMIAL[spare].iter().enumerate().take(most + 1) {
                            if extra > 0 {
                                let suit = rest.trailing_zeros() as usize;
                                rest &= rest - 1;
                                next = self.with_card(next, rank, suit);
                            }
                            if size as usize + extra > 0 {
                                let mut branch = next;
                                branch.weight *= ways;
                                self.walk(branch, &stabiliser, stop_rank, visit);
                            }
                        }
                    }
                }
                if chosen == 0 {
                    break;
                }
                chosen = (chosen - 1) & relevant;
            }
        }
    }

    /// The last card of the board: each live card of an open rank, or one card for all the
    /// interchangeable ones of a rank.
    #[inline(always)]
    fn last_card(
        &self,
        node: Node<R::Board>,
        group: &Group,
        can_flush: u8,
        visit: &mut impl Visit<R>,
    ) {
        for rank in (0..node.rank).rev() {
            let live = self.live[rank];
            let relevant = live & can_flush;
            let interchangeable = live & !can_flush;
            let mut suits = relevant;
            while suits != 0 {
                let suit = suits.trailing_zeros() as usize;
                suits &= suits - 1;
                let family = if group.size() > 1 {
                    match group.canonical(1 << suit) {
                        Some((family, _)) => family,
                        None => continue,
                    }
                } else {
                    1
                };
                let board = self
                    .rules
                    .add_to_board(node.board, (4 * rank + suit) as CardId);
                visit.leaf(self, &board, node.weight * family as u64);
            }
            if interchangeable != 0 {
                let suit = interchangeable.trailing_zeros() as usize;
                let board = self
                    .rules
                    .add_to_board(node.board, (4 * rank + suit) as CardId);
                visit.leaf(
                    self,
                    &board,
                    node.weight * interchangeable.count_ones() as u64,
                );
            }
        }
    }

    #[inline(always)]
    fn with_card(&self, mut node: Node<R::Board>, rank: usize, suit: usize) -> Node<R::Board> {
        node.board = self
            .rules
            .add_to_board(node.board, (4 * rank + suit) as CardId);
        node.suit_counts[suit] += 1;
        node.left -= 1;
        node
    }
}

/// What the enumeration does with what it reaches: nodes where it stops (complete boards, or
/// subtrees to hand to threads) and complete boards from the last-card loop.
trait Visit<R: Rules> {
    fn node(&mut self, node: Node<R::Board>, group: &Group);
    fn leaf(&mut self, spot: &Spot<'_, R>, board: &R::Board, weight: u64);
}

/// Counts every complete board.
struct Settle<'s, 'r, R: Rules> {
    spot: &'s Spot<'r, R>,
    counts: &'s mut [u64],
}

impl<R: Rules> Visit<R> for Settle<'_, '_, R> {
    #[inline(always)]
    fn node(&mut self, node: Node<R::Board>, _: &Group) {
        if node.left == 0 {
            self.spot.settle(&node.board, node.weight, self.counts);
        }
    }

    #[inline(always)]
    fn leaf(&mut self, spot: &Spot<'_, R>, board: &R::Board, weight: u64) {
        spot.settle(board, weight, self.counts);
    }
}

/// Keeps the nodes where the enumeration stops, as tasks.
struct Collect<B> {
    tasks: Vec<Task<B>>,
}

impl<R: Rules> Visit<R> for Collect<R::Board> {
    fn node(&mut self, node: Node<R::Board>, group: &Group) {
        self.tasks.push(Task {
            node,
            group: *group,
        });
    }

    fn leaf(&mut self, _: &Spot<'_, R>, board: &R::Board, weight: u64) {
        // A complete board: a task with nothing left to deal.
        self.tasks.push(Task {
            node: Node {
                rank: 0,
                left: 0,
                board: *board,
                suit_counts: [0; 4],
                weight,
            },
            group: Group::fixing(&[]),
        });
    }
}

/// Every completion of the board enumerated one by one: the reference the fast enumeration
/// is tested against.
pub fn plain_tally<R: Rules>(
    rules: &R,
    holes: &[&[CardId]],
    board: &[CardId],
    dead: &[CardId],
) -> Tally {
    let used = holes
        .iter()
        .fold(card_set(board) | card_set(dead), |s, h| s | card_set(h));
    let deck: Vec<CardId> = (0..52).filter(|&c| used >> c & 1 == 0).collect();
    let prepared: Vec<R::Hole> = holes.iter().map(|h| rules.hole(h)).collect();
    let mut tally = Tally::new(holes.len());
    let mut cards = board.to_vec();
    fn deal<R: Rules>(
        rules: &R,
        holes: &[R::Hole],
        deck: &[CardId],
        cards: &mut Vec<CardId>,
        tally: &mut Tally,
    ) {
        if cards.len() == 5 {
            let board = cards
                .iter()
                .fold(rules.empty_board(), |b, &c| rules.add_to_board(b, c));
            let values: Vec<u16> = holes.iter().map(|h| rules.value(&board, h)).collect();
            let best = *values.iter().min().expect("players");
            let winners = values
                .iter()
                .enumerate()
                .filter(|&(_, &v)| v == best)
                .fold(0, |w, (i, _)| w | 1 << i);
            tally.counts_mut()[winners] += 1;
            return;
        }
        for (i, &card) in deck.iter().enumerate() {
            cards.push(card);
            deal(rules, holes, &deck[i + 1..], cards, tally);
            cards.pop();
        }
    }
    deal(rules, &prepared, &deck, &mut cards, &mut tally);
    tally
}
