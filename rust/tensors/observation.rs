//! The observation vector of `pokerules.envs.observation`, written field by field.
//!
//! [`ObservationLayout`] knows where each field sits for a table size and game shape;
//! [`BettingHistory`] keeps the betting actions and draw counts of one hand by absolute seat;
//! [`PublicState`] is what every seat sees of the hand now; [`encode`] writes one seat's
//! vector, each seat placed relative to the observer (place `j` is the seat `j` to its left).
//! The Python module documents the fields; this writes exactly those.

/// The kinds of betting action, in the order of their one-hot (`KINDS` in Python).
pub const KINDS: usize = 6;
/// The phases of a hand, in the order of their one-hot (`PHASES` in Python).
pub const PHASES: usize = 5;
/// The phase index meaning the hand is over.
pub const PHASE_OVER: usize = 4;

/// What went wrong with an input, said for the caller.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TensorError(pub String);

fn err<T>(message: String) -> Result<T, TensorError> {
    Err(TensorError(message))
}

/// Where each field of the vector starts, for one game shape and table size.
#[derive(Debug, Clone)]
pub struct ObservationLayout {
    /// Seats at the table (`n`).
    pub players: usize,
    /// Most cards a seat holds (`M`).
    pub held: usize,
    /// Most betting rounds (`R`).
    pub rounds: usize,
    /// Most draws (`D`).
    pub draws: usize,
    /// Action places kept per betting round (`L`).
    pub slots: usize,
    /// Games of a rotation (`G`); the `game` field exists only when above 1.
    pub games: usize,
    /// Whether the `own_roll` field exists.
    pub rolls: bool,
    own_cards: usize,
    own_up: usize,
    seen_up: usize,
    board: usize,
    own_discards: usize,
    own_roll: usize,
    stacks: usize,
    folded: usize,
    button: usize,
    actor: usize,
    phase: usize,
    round: usize,
    drawn: usize,
    actions: usize,
    game: usize,
    /// The length of the vector.
    pub size: usize,
}

impl ObservationLayout {
    /// The layout of a table of `players` (2 to 10) for games holding at most `held` cards,
    /// with `rounds` betting rounds, `draws` draws and `games` games of a rotation.
    pub fn new(
        players: usize,
        held: usize,
        rounds: usize,
        draws: usize,
        slots: usize,
        games: usize,
        rolls: bool,
    ) -> Result<Self, TensorError> {
        if !(2..=10).contains(&players) {
            return err(format!("players is 2 to 10, not {players}"));
        }
        if !(1..=52).contains(&held) || rounds > 16 || draws > 16 || slots > 1024 {
            return err(format!(
                "a layout holds 1 to 52 cards, up to 16 rounds and draws and 1024 action places, \
                 not {held} cards, {rounds} rounds, {draws} draws, {slots} places"
            ));
        }
        if !(1..=64).contains(&games) {
            return err(format!("games is 1 to 64, not {games}"));
        }
        let n = players;
        let mut at = 0;
        let mut next = |len: usize| {
            let start = at;
            at += len;
            start
        };
        let own_cards = next(held * 52);
        let own_up = next(held);
        let seen_up = next((n - 1) * 52);
        let board = next(52);
        let own_discards = next(52);
        let own_roll = next(if rolls { held } else { 0 });
        // stacks, round bets, contributions, pot, to call, current bet lie side by side.
        let stacks = next(3 * n + 3);
        let folded = next(n);
        let button = next(n);
        let actor = next(n);
        let phase = next(PHASES);
        let round = next(rounds);
        let drawn = next(2 * draws * n);
        let actions = next(rounds * slots * (n + KINDS + 1));
        let game = next(if games > 1 { games } else { 0 });
        Ok(Self {
            players,
            held,
            rounds,
            draws,
            slots,
            games,
            rolls,
            own_cards,
            own_up,
            seen_up,
            board,
            own_discards,
            own_roll,
            stacks,
            folded,
            button,
            actor,
            phase,
            round,
            drawn,
            actions,
            game,
            size: at,
        })
    }

    /// The width of one action place: the actor's place, the kind, the chips.
    pub fn width(&self) -> usize {
        self.players + KINDS + 1
    }
}

/// One betting action: who, which kind (an index of the kinds), the chips it put in.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Action {
    pub seat: u8,
    pub kind: u8,
    pub added: f32,
}

/// The betting and draws of one hand so far, by absolute seat.
#[derive(Debug, Clone)]
pub struct BettingHistory {
    players: usize,
    rounds: Vec<Vec<Action>>,
    drawn: Vec<Vec<f32>>,
    drew: Vec<Vec<bool>>,
}

impl BettingHistory {
    /// An empty history for `layout`.
    pub fn new(layout: &ObservationLayout) -> Self {
        Self {
            players: layout.players,
            rounds: vec![Vec::new(); layout.rounds],
            drawn: vec![vec![0.0; layout.players]; layout.draws],
            drew: vec![vec![false; layout.players]; layout.draws],
        }
    }

    /// Record `action` in betting round `round`.
    pub fn add_action(&mut self, round: usize, action: Action) -> Result<(), TensorError> {
        if usize::from(action.seat) >= self.players || usize::from(action.kind) >= KINDS {
            return err(format!(
                "an action is by a seat below {} and of a kind below {KINDS}, not seat {} kind {}",
                self.players, action.seat, action.kind
            ));
        }
        match self.rounds.get_mut(round) {
            Some(actions) => actions.push(action),
            None => {
                return err(format!(
                    "round {round} is past the layout's {} rounds",
                    self.rounds.len()
                ))
            }
        }
        Ok(())
    }

    /// Record that `seat` threw `count` cards in draw `draw`.
    pub fn add_draw(&mut self, draw: usize, seat: usize, count: u32) -> Result<(), TensorError> {
        if draw >= self.drawn.len() || seat >= self.players {
            return err(format!(
                "a draw is one of {} draws by a seat below {}, not draw {draw} by seat {seat}",
                self.drawn.len(),
                self.players
            ));
        }
        self.drawn[draw][seat] = count as f32;
        self.drew[draw][seat] = true;
        Ok(())
    }

    /// The actions of betting round `round` (all of them, not only those the vector keeps).
    pub fn round(&self, round: usize) -> &[Action] {
        self.rounds.get(round).map_or(&[], Vec::as_slice)
    }
}

/// What every seat sees of a hand now, by absolute seat.
#[derive(Debug, Clone, Default)]
pub struct PublicState {
    /// Each seat's face-up cards (card ids 0..51).
    pub showing: Vec<Vec<u8>>,
    /// The community cards.
    pub board: Vec<u8>,
    /// Whether each seat has folded.
    pub folded: Vec<bool>,
    pub button: usize,
    /// The seat to act, if any.
    pub actor: Option<usize>,
    /// An index of the phases (betting, draw, roll, declare, over).
    pub phase: usize,
    /// The betting round under way, if any.
    pub round: Option<usize>,
    /// The rotation's game index.
    pub game: usize,
    pub stacks: Vec<f32>,
    pub round_bets: Vec<f32>,
    pub contributions: Vec<f32>,
    pub current_bet: f32,
    pub pot: f32,
}

impl PublicState {
    /// Check the state fits `layout`, so that encoding cannot write out of place.
    pub fn check(&self, layout: &ObservationLayout) -> Result<(), TensorError> {
        let n = layout.players;
        let lengths = [
            self.showing.len(),
            self.folded.len(),
            self.stacks.len(),
            self.round_bets.len(),
            self.contributions.len(),
        ];
        if lengths.iter().any(|&len| len != n) {
            return err(format!(
                "every per-seat field has {n} entries, not {lengths:?}"
            ));
        }
        if self.button >= n || self.actor.is_some_and(|a| a >= n) {
            return err(format!("button and actor are seats below {n}"));
        }
        if self.phase >= PHASES || self.round.is_some_and(|r| r >= layout.rounds) {
            return err(format!(
                "phase is below {PHASES} and round below {}, not {} and {:?}",
                layout.rounds, self.phase, self.round
            ));
        }
        if self.game >= layout.games {
            return err(format!("game is below {}, not {}", layout.games, self.game));
        }
        if self
            .showing
            .iter()
            .chain([&self.board])
            .flatten()
            .any(|&c| c >= 52)
        {
            return err("a card id is 0 to 51".into());
        }
        Ok(())
    }
}

/// What only one seat sees: its cards in order, which are face up, its discards and the
/// card it chose to roll (a place among its cards).
#[derive(Debug, Clone, Default)]
pub struct PrivateState {
    pub seat: usize,
    pub cards: Vec<u8>,
    pub face_up: Vec<bool>,
    pub discards: Vec<u8>,
    pub rolled: Option<usize>,
}

/// Write `private.seat`'s observation into `out` (the layout's size; every entry is written).
pub fn encode(
    layout: &ObservationLayout,
    history: &BettingHistory,
    public: &PublicState,
    private: &PrivateState,
    out: &mut [f32],
) -> Result<(), TensorError> {
    let n = layout.players;
    let seat = private.seat;
    if out.len() != layout.size {
        return err(format!(
            "the vector has {} entries, not {}",
            layout.size,
            out.len()
        ));
    }
    if seat >= n {
        return err(format!("seat is below {n}, not {seat}"));
    }
    if private.cards.len() > layout.held || private.face_up.len() > private.cards.len() {
        return err(format!(
            "a seat holds up to {} cards with a face-up flag each, not {} cards and {} flags",
            layout.held,
            private.cards.len(),
            private.face_up.len()
        ));
    }
    if private
        .cards
        .iter()
        .chain(&private.discards)
        .any(|&c| c >= 52)
    {
        return err("a card id is 0 to 51".into());
    }
    out.fill(0.0);
    let place_of = |s: usize| (s + n - seat) % n;
    let seat_at = |place: usize| (seat + place) % n;
    for (i, &card) in private.cards.iter().enumerate() {
        out[layout.own_cards + 52 * i + usize::from(card)] = 1.0;
    }
    for (i, &up) in private.face_up.iter().enumerate() {
        if up {
            out[layout.own_up + i] = 1.0;
        }
    }
    for place in 1..n {
        for &card in &public.showing[seat_at(place)] {
            out[layout.seen_up + 52 * (place - 1) + usize::from(card)] = 1.0;
        }
    }
    for &card in &public.board {
        out[layout.board + usize::from(card)] = 1.0;
    }
    for &card in &private.discards {
        out[layout.own_discards + usize::from(card)] = 1.0;
    }
    if let Some(place) = private
        .rolled
        .filter(|&p| layout.rolls && p < private.cards.len())
    {
        out[layout.own_roll + place] = 1.0;
    }
    let chips = layout.stacks;
    for place in 0..n {
        let s = seat_at(place);
        out[chips + place] = public.stacks[s];
        out[chips + n + place] = public.round_bets[s];
        out[chips + 2 * n + place] = public.contributions[s];
        if public.folded[s] {
            out[layout.folded + place] = 1.0;
        }
    }
    let owed = public.current_bet - public.round_bets[seat];
    out[chips + 3 * n] = public.pot;
    out[chips + 3 * n + 1] = if owed > 0.0 {
        owed.min(public.stacks[seat])
    } else {
        0.0
    };
    out[chips + 3 * n + 2] = public.current_bet;
    out[layout.button + place_of(public.button)] = 1.0;
    if let Some(actor) = public.actor {
        out[layout.actor + place_of(actor)] = 1.0;
    }
    out[layout.phase + public.phase] = 1.0;
    if let Some(round) = public.round.filter(|_| public.phase != PHASE_OVER) {
        out[layout.round + round] = 1.0;
    }
    if layout.games > 1 {
        out[layout.game + public.game] = 1.0;
    }
    let drew_at = layout.drawn + layout.draws * n;
    for d in 0..layout.draws {
        for s in 0..n {
            if history.drew[d][s] {
                out[layout.drawn + d * n + place_of(s)] = history.drawn[d][s];
                out[drew_at + d * n + place_of(s)] = 1.0;
            }
        }
    }
    let width = layout.width();
    for r in 0..layout.rounds {
        let actions = history.round(r);
        let kept = &actions[actions.len().saturating_sub(layout.slots)..];
        for (p, action) in kept.iter().enumerate() {
            let base = layout.actions + (r * layout.slots + p) * width;
            out[base + place_of(usize::from(action.seat))] = 1.0;
            out[base + n + usize::from(action.kind)] = 1.0;
            out[base + width - 1] = action.added;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn layout() -> ObservationLayout {
        ObservationLayout::new(3, 5, 4, 3, 9, 1, false).unwrap()
    }

    #[test]
    fn sizes_match_the_python_layout() {
        // triple draw at three seats: 881 entries, stacks at 473 (the Python doctest's figures).
        let l = layout();
        assert_eq!(l.size, 881);
        assert_eq!(l.stacks, 473);
    }

    #[test]
    fn seats_are_placed_from_the_observer() {
        let l = layout();
        let mut history = BettingHistory::new(&l);
        history
            .add_action(
                0,
                Action {
                    seat: 2,
                    kind: 4,
                    added: 4.0,
                },
            )
            .unwrap();
        history.add_draw(0, 0, 2).unwrap();
        let public = PublicState {
            showing: vec![vec![], vec![], vec![]],
            folded: vec![false, true, false],
            stacks: vec![10.0, 20.0, 30.0],
            round_bets: vec![0.0, 0.0, 4.0],
            contributions: vec![1.0, 2.0, 4.0],
            current_bet: 4.0,
            pot: 7.0,
            actor: Some(0),
            round: Some(0),
            ..PublicState::default()
        };
        let private = PrivateState {
            seat: 1,
            cards: vec![0, 51],
            face_up: vec![false, true],
            ..Default::default()
        };
        let mut out = vec![9.0; l.size];
        encode(&l, &history, &public, &private, &mut out).unwrap();
        assert_eq!(&out[l.stacks..l.stacks + 3], &[20.0, 30.0, 10.0]);
        assert_eq!(out[l.stacks + 10], 4.0); // to call: 4 over its 0 in, within its stack
        assert_eq!(out[l.own_cards + 52 + 51], 1.0);
        assert_eq!(out[l.own_up + 1], 1.0);
        assert_eq!(out[l.folded], 1.0); // its own place
        assert_eq!(out[l.actor + 2], 1.0); // seat 0 is two to seat 1's left
        assert_eq!(out[l.drawn + 2], 2.0);
        assert_eq!(out[l.actions + 1], 1.0); // seat 2 is one to the left of seat 1
        assert_eq!(out[l.actions + 3 + 4], 1.0);
        assert_eq!(out[l.actions + l.width() - 1], 4.0);
        assert_eq!(out.iter().filter(|&&v| v == 9.0).count(), 0);
    }

    #[test]
    fn bad_inputs_are_errors() {
        let l = layout();
        let mut history = BettingHistory::new(&l);
        assert!(history
            .add_action(
                4,
                Action {
                    seat: 0,
                    kind: 0,
                    added: 0.0
                }
            )
            .is_err());
        assert!(history
            .add_action(
                0,
                Action {
                    seat: 3,
                    kind: 0,
                    added: 0.0
                }
            )
            .is_err());
        assert!(history.add_draw(3, 0, 1).is_err());
        assert!(ObservationLayout::new(1, 5, 4, 3, 9, 1, false).is_err());
        let public = PublicState::default();
        assert!(public.check(&l).is_err());
    }
}
