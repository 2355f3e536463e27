//! Card encoding (`id = rank * 4 + suit`) and parsing of card and hand text.

use std::fmt;

/// A card id in `0..52`: `rank * 4 + suit`, ranks 2..A = 0..12, suits c, d, h, s = 0..3.
pub type CardId = u8;

/// Number of cards in a standard deck.
pub const DECK_SIZE: u8 = 52;

/// Rank characters in rank order, deuce first.
pub const RANK_CHARS: [char; 13] = [
    '2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K', 'A',
];

/// Suit characters in suit order (clubs, diamonds, hearts, spades).
pub const SUIT_CHARS: [char; 4] = ['c', 'd', 'h', 's'];

/// Suit symbols in suit order.
pub const SUIT_SYMBOLS: [char; 4] = ['♣', '♦', '♥', '♠'];

/// Everything that can be wrong with cards handed to the evaluators.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CardError {
    /// Text that does not name a card.
    BadText(String),
    /// An integer id outside `0..52` (wide enough for any 64-bit id, signed or not).
    BadId(i128),
    /// The same card given twice.
    Duplicate(CardId),
    /// A hand with a number of cards the evaluator does not take.
    BadCount { got: usize, min: usize, max: usize },
    /// More cards than the evaluator takes, from an iterator that was not read to its end.
    TooMany { min: usize, max: usize },
    /// A batch whose ids do not fill its rows: `ids` ids for `rows` rows of `width`.
    BatchLength {
        ids: usize,
        rows: usize,
        width: usize,
    },
    /// A part of a hand (Omaha's hole or board cards, a badugi hand) with a number of cards the
    /// game does not take; `what` names one card of the part ("hole card").
    CountFor {
        game: &'static str,
        what: &'static str,
        got: usize,
        min: usize,
        max: usize,
    },
    /// A wild mask whose length differs from the number of cards.
    MaskLength { cards: usize, mask: usize },
    /// A wild mask that marks a card outside the given wild cards.
    NotWild(CardId),
    /// Something the tests prove cannot happen did; the text says what.
    Internal(&'static str),
    /// A batch row that failed; wraps the row's own error.
    Row { row: usize, error: Box<CardError> },
}

impl fmt::Display for CardError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CardError::BadText(text) => write!(
                f,
                "{text:?} is not a card: expected a rank (2-9, T or 10, J, Q, K, A) followed by a \
                 suit (c, d, h, s or ♣ ♦ ♥ ♠), e.g. \"As\" or \"10d\""
            ),
            CardError::BadId(id) => write!(f, "card id {id} is out of range: ids are 0..51"),
            CardError::Duplicate(id) => {
                write!(f, "card {} appears more than once", card_name(*id))
            }
            CardError::BadCount { got, min, max } => {
                let plural = if *got == 1 { "" } else { "s" };
                write!(
                    f,
                    "got {got} card{plural}: this evaluator takes {min} to {max} cards"
                )
            }
            CardError::TooMany { min, max } => write!(
                f,
                "got more than {max} cards: this evaluator takes {min} to {max} cards"
            ),
            CardError::BatchLength { ids, rows, width } => write!(
                f,
                "the batch holds {ids} ids, not {width} for each of its {rows} rows"
            ),
            CardError::CountFor {
                game,
                what,
                got,
                min,
                max,
            } => {
                let plural = if *got == 1 { "" } else { "s" };
                if min == max {
                    write!(
                        f,
                        "got {got} {what}{plural}: {game} takes exactly {min} {what}s"
                    )
                } else {
                    write!(
                        f,
                        "got {got} {what}{plural}: {game} takes {min} to {max} {what}s"
                    )
                }
            }
            CardError::MaskLength { cards, mask } => write!(
                f,
                "wild_mask has {mask} entries but there are {cards} cards: give one flag per card"
            ),
            CardError::NotWild(card) => write!(
                f,
                "wild_mask marks {} wild, but it is not one of the wild cards given by `wild`; \
                 mark only wild cards, or leave `wild` unset to let the mask alone decide",
                card_name(*card)
            ),
            CardError::Internal(what) => write!(f, "internal error: {what}"),
            CardError::Row { row, error } => write!(f, "row {row}: {error}"),
        }
    }
}

impl std::error::Error for CardError {}

/// The rank of a card, 0 (deuce) to 12 (ace).
#[inline(always)]
pub const fn rank_of(card: CardId) -> u8 {
    card >> 2
}

/// The suit of a card, 0 (clubs) to 3 (spades).
#[inline(always)]
pub const fn suit_of(card: CardId) -> u8 {
    card & 3
}

/// The card with the given rank and suit.
#[inline(always)]
pub const fn make_card(rank: u8, suit: u8) -> CardId {
    rank * 4 + suit
}

/// The card named by a one-bit mask in the suit-major layout eval7 uses (bit
/// `suit * 13 + rank`), or `None` for a mask of no bit, several bits or a bit past the deck.
pub fn from_suit_major_bit(mask: u64) -> Option<CardId> {
    if mask.count_ones() != 1 || mask.trailing_zeros() >= u32::from(DECK_SIZE) {
        return None;
    }
    let bit = mask.trailing_zeros() as u8; // below 52: checked
    Some(make_card(bit % 13, bit / 13))
}

/// The short name of a card, such as `"As"` or `"Td"`.
pub fn card_name(card: CardId) -> String {
    let mut name = String::with_capacity(2);
    name.push(RANK_CHARS[rank_of(card) as usize]);
    name.push(SUIT_CHARS[suit_of(card) as usize]);
    name
}

/// Checks an integer card id.
pub fn card_from_id(id: i64) -> Result<CardId, CardError> {
    if (0..DECK_SIZE as i64).contains(&id) {
        Ok(id as CardId)
    } else {
        Err(CardError::BadId(id.into()))
    }
}

/// The rank named by text: `"2"`..`"9"`, `"T"` or `"10"`, `"J"`, `"Q"`, `"K"`, `"A"`,
/// any case.
pub fn rank_from_text(text: &str) -> Option<u8> {
    if text == "10" {
        return Some(8);
    }
    let mut chars = text.chars();
    let c = chars.next()?.to_ascii_uppercase();
    if chars.next().is_some() {
        return None;
    }
    RANK_CHARS.iter().position(|&r| r == c).map(|r| r as u8)
}

fn suit_from_char(c: char) -> Option<u8> {
    match c {
        'c' | 'C' | '♣' | '♧' => Some(0),
        'd' | 'D' | '♦' | '♢' => Some(1),
        'h' | 'H' | '♥' | '♡' => Some(2),
        's' | 'S' | '♠' | '♤' => Some(3),
        _ => None,
    }
}

/// Parses one card: `"As"`, `"td"`, `"10d"`, `"K♥"`.
pub fn parse_card(text: &str) -> Result<CardId, CardError> {
    let trimmed = text.trim();
    let bad = || CardError::BadText(text.to_string());
    let suit_char = trimmed.chars().last().ok_or_else(bad)?;
    let suit = suit_from_char(suit_char).ok_or_else(bad)?;
    let rank_text = &trimmed[..trimmed.len() - suit_char.len_utf8()];
    let rank = rank_from_text(rank_text).ok_or_else(bad)?;
    Ok(make_card(rank, suit))
}

/// Parses a whole hand: cards separated by spaces or commas, or written together (`"AsKd"`).
/// Does not check for duplicates; [`check_distinct`] does.
pub fn parse_hand(text: &str) -> Result<Vec<CardId>, CardError> {
    let mut cards = Vec::new();
    for word in text.split(|c: char| c.is_whitespace() || c == ',') {
        if word.is_empty() {
            continue;
        }
        // Cards written together are split by suit character: every card ends with one.
        let mut start = 0;
        for (at, c) in word.char_indices() {
            if suit_from_char(c).is_some() {
                let end = at + c.len_utf8();
                cards.push(parse_card(&word[start..end])?);
                start = end;
            }
        }
        if start != word.len() {
            return Err(CardError::BadText(word[start..].to_string()));
        }
    }
    Ok(cards)
}

/// Fails on the first card that appears twice.
pub fn check_distinct(cards: &[CardId]) -> Result<(), CardError> {
    let mut seen: u64 = 0;
    for &card in cards {
        let bit = 1u64 << card;
        if seen & bit != 0 {
            return Err(CardError::Duplicate(card));
        }
        seen |= bit;
    }
    Ok(())
}

/// Fails unless `min <= cards.len() <= max`.
pub fn check_count(cards: &[CardId], min: usize, max: usize) -> Result<(), CardError> {
    if (min..=max).contains(&cards.len()) {
        Ok(())
    } else {
        Err(CardError::BadCount {
            got: cards.len(),
            min,
            max,
        })
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn suit_major_bits_name_each_card_once() {
        let mut seen = [false; 52];
        for bit in 0..52 {
            let card = super::from_suit_major_bit(1 << bit).expect("one bit below 52");
            assert_eq!(super::rank_of(card), bit % 13);
            assert_eq!(super::suit_of(card), bit / 13);
            assert!(!seen[usize::from(card)]);
            seen[usize::from(card)] = true;
        }
        for bad in [0, 3, 1 << 52, u64::MAX] {
            assert_eq!(super::from_suit_major_bit(bad), None);
        }
    }

    use super::*;

    #[test]
    fn parses_every_spelling() {
        assert_eq!(parse_card("As"), Ok(51));
        assert_eq!(parse_card("2c"), Ok(0));
        assert_eq!(parse_card("td"), Ok(make_card(8, 1)));
        assert_eq!(parse_card("10d"), Ok(make_card(8, 1)));
        assert_eq!(parse_card("K♥"), Ok(make_card(11, 2)));
        assert_eq!(parse_card("q♠"), Ok(make_card(10, 3)));
        for bad in ["", "A", "Ax", "1s", "11s", "AAs", "s"] {
            assert!(parse_card(bad).is_err(), "{bad:?} parsed");
        }
    }

    #[test]
    fn names_round_trip() {
        for id in 0..52 {
            assert_eq!(parse_card(&card_name(id)), Ok(id));
        }
    }

    #[test]
    fn parses_hands() {
        assert_eq!(parse_hand("As Kd, 10h"), Ok(vec![51, 45, 34]));
        assert_eq!(parse_hand("AsKd10h"), Ok(vec![51, 45, 34]));
        assert!(parse_hand("As Kx").is_err());
        assert_eq!(check_distinct(&[1, 2, 1]), Err(CardError::Duplicate(1)));
    }
}
