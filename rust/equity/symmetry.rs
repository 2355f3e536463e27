//! Suit symmetry: permutations of the four suits, and the groups of them that fix a spot.
//!
//! Relabelling suits changes no hand's value, so two boards that one permutation maps onto
//! each other, while it maps every player's hole cards, the board so far and the dead cards
//! onto themselves, give every player the same result. The enumerator counts one board of
//! each such family and weights it by the family's size.

use crate::cards::CardId;

/// A permutation of the suits: suit `s` becomes `perm[s]`.
pub type SuitPerm = [u8; 4];

/// Every card of suit 0 as a card set (bit c = card id c).
const SUIT0_CARDS: u64 = 0x0001_1111_1111_1111;

/// All 24 permutations of the four suits, the identity first.
const ALL: [SuitPerm; 24] = {
    let mut perms = [[0u8; 4]; 24];
    let mut n = 0;
    let mut code = 0;
    while code < 256 {
        let p = [(code >> 6) & 3, (code >> 4) & 3, (code >> 2) & 3, code & 3];
        let seen = (1 << p[0]) | (1 << p[1]) | (1 << p[2]) | (1 << p[3]);
        if seen == 0b1111 {
            perms[n] = [p[0] as u8, p[1] as u8, p[2] as u8, p[3] as u8];
            n += 1;
        }
        code += 1;
    }
    perms
};

/// The card `card` becomes under `perm`.
#[inline]
pub fn map_card(perm: &SuitPerm, card: CardId) -> CardId {
    (card & !3) | perm[(card & 3) as usize]
}

/// The card set `cards` becomes under `perm`.
#[inline]
pub fn map_cards(perm: &SuitPerm, cards: u64) -> u64 {
    (0..4).fold(0, |mapped, suit| {
        let of_suit = cards & (SUIT0_CARDS << suit);
        mapped | (of_suit >> suit) << perm[suit]
    })
}

/// `IMAGE[p][t]`: the suit set `t` (bit s = suit s) under permutation `ALL[p]`.
const IMAGE: [[u8; 16]; 24] = {
    let mut image = [[0u8; 16]; 24];
    let mut p = 0;
    while p < 24 {
        let mut t = 0;
        while t < 16 {
            let mut mapped = 0u8;
            let mut s = 0;
            while s < 4 {
                if t >> s & 1 == 1 {
                    mapped |= 1 << ALL[p][s];
                }
                s += 1;
            }
            image[p][t] = mapped;
            t += 1;
        }
        p += 1;
    }
    image
};

/// A group of suit permutations, as the set of their indices in the list of all 24: small
/// enough to copy freely through the enumeration.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Group {
    members: u32,
}

impl Group {
    /// The permutations that map each of these card sets onto itself.
    pub fn fixing(sets: &[u64]) -> Group {
        let members = ALL
            .iter()
            .enumerate()
            .filter(|(_, perm)| sets.iter().all(|&set| map_cards(perm, set) == set))
            .fold(0, |members, (i, _)| members | 1 << i);
        Group { members }
    }

    /// The number of permutations (1 when only the identity fixes the spot).
    #[inline(always)]
    pub fn size(&self) -> u32 {
        self.members.count_ones()
    }

    /// The permutations themselves.
    pub fn perms(&self) -> impl Iterator<Item = &'static SuitPerm> + '_ {
        ALL.iter()
            .enumerate()
            .filter(|(i, _)| self.members >> i & 1 == 1)
            .map(|(_, perm)| perm)
    }

    /// For a set of suits `suits` (the suits of the cards of one rank being added to a
    /// board): `None` unless `suits` is the smallest set of its orbit under the group;
    /// otherwise the orbit's size and the subgroup that fixes `suits`.
    #[inline]
    pub fn canonical(&self, suits: u8) -> Option<(u32, Group)> {
        let row = (suits & 15) as usize;
        let mut stabiliser = 0u32;
        let mut rest = self.members;
        while rest != 0 {
            let p = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            let image = IMAGE[p][row];
            if image < suits {
                return None;
            }
            if image == suits {
                stabiliser |= 1 << p;
            }
        }
        // Orbit-stabiliser: the orbit has |G| / |stabiliser| members.
        Some((
            self.size() / stabiliser.count_ones(),
            Group {
                members: stabiliser,
            },
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn there_are_24_distinct_permutations_identity_first() {
        let mut sorted = ALL.to_vec();
        sorted.sort();
        sorted.dedup();
        assert_eq!(sorted.len(), 24);
        assert_eq!(ALL[0], [0, 1, 2, 3]);
    }

    #[test]
    fn card_sets_map_card_by_card() {
        let perm = [2, 0, 3, 1];
        let cards: Vec<CardId> = vec![0, 5, 14, 51, 47];
        let set = cards.iter().fold(0u64, |s, &c| s | 1 << c);
        let mapped = cards.iter().fold(0u64, |s, &c| s | 1 << map_card(&perm, c));
        assert_eq!(map_cards(&perm, set), mapped);
    }

    #[test]
    fn orbits_partition_the_suit_sets() {
        // Ah As v Kd Kc: swapping hearts with spades, or diamonds with clubs, fixes the spot.
        let aces = 1u64 << 50 | 1 << 51;
        let kings = 1u64 << 45 | 1 << 44;
        let group = Group::fixing(&[aces, kings]);
        assert_eq!(group.size(), 4);
        let mut total = 0;
        for suits in 0..16u8 {
            if let Some((orbit, stabiliser)) = group.canonical(suits) {
                assert_eq!(orbit * stabiliser.size(), group.size());
                total += orbit;
            }
        }
        assert_eq!(total, 16, "the orbits cover every suit set once");
    }
}
