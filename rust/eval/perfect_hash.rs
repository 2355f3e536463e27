//! A static perfect hash (hash and displace) from rank-count keys to hand values.
//!
//! A hand's rank counts fit in 39 bits, far too many to index directly, but only ~74,000
//! count vectors occur. One multiplication spreads a key; its top bits pick a bucket, the next
//! bits a slot, and a per-bucket displacement (found when the table is built) moves every key
//! of the bucket to a free slot. A lookup is one multiply and two loads.

/// A perfect hash table from 64-bit keys to `V`, built once from a fixed key set.
pub struct PerfectHash<V> {
    multiplier: u64,
    bucket_shift: u32,
    slot_shift: u32,
    slot_mask: u64,
    displacements: Vec<u16>,
    values: Vec<V>,
}

impl<V: Copy + Default> PerfectHash<V> {
    /// Builds a table over `entries`, which must not repeat a key. `slot_bits` sets the size of
    /// the value array (2^slot_bits, which must exceed the number of keys).
    pub fn build(entries: &[(u64, V)], slot_bits: u32, bucket_bits: u32) -> PerfectHash<V> {
        assert!(
            entries.len() < 1 << slot_bits,
            "too many keys for the slot count"
        );
        // Odd multipliers from a fixed sequence, so every build is identical.
        let mut multiplier = 0x9E37_79B9_7F4A_7C15u64;
        loop {
            if let Some(table) = Self::try_build(entries, slot_bits, bucket_bits, multiplier) {
                return table;
            }
            multiplier = multiplier
                .wrapping_mul(0x5851_F42D_4C95_7F2D)
                .wrapping_add(2)
                | 1;
        }
    }

    fn try_build(
        entries: &[(u64, V)],
        slot_bits: u32,
        bucket_bits: u32,
        multiplier: u64,
    ) -> Option<PerfectHash<V>> {
        let mut table = PerfectHash {
            multiplier,
            bucket_shift: 64 - bucket_bits,
            slot_shift: 64 - bucket_bits - slot_bits,
            slot_mask: (1 << slot_bits) - 1,
            displacements: vec![0; 1 << bucket_bits],
            values: vec![V::default(); 1 << slot_bits],
        };
        let mut buckets: Vec<Vec<usize>> = vec![Vec::new(); 1 << bucket_bits];
        for (i, &(key, _)) in entries.iter().enumerate() {
            buckets[table.bucket(key)].push(i);
        }
        // Place crowded buckets first, while the table is still empty.
        let mut order: Vec<usize> = (0..buckets.len()).collect();
        order.sort_by_key(|&b| std::cmp::Reverse(buckets[b].len()));
        let mut taken = vec![false; 1 << slot_bits];
        let mut slots = Vec::new();
        for b in order {
            if buckets[b].is_empty() {
                break;
            }
            // A displacement must stay below the slot count, or it would move keys out of the table.
            let found = (0..=u16::MAX).take(1 << slot_bits).find(|&d| {
                slots.clear();
                for &i in &buckets[b] {
                    let slot = (table.base_slot(entries[i].0) ^ d as u64) as usize;
                    if taken[slot] || slots.contains(&slot) {
                        return false;
                    }
                    slots.push(slot);
                }
                true
            })?;
            table.displacements[b] = found;
            for (&i, &slot) in buckets[b].iter().zip(&slots) {
                taken[slot] = true;
                table.values[slot] = entries[i].1;
            }
        }
        Some(table)
    }

    #[inline(always)]
    fn bucket(&self, key: u64) -> usize {
        (key.wrapping_mul(self.multiplier) >> self.bucket_shift) as usize
    }

    #[inline(always)]
    fn base_slot(&self, key: u64) -> u64 {
        (key.wrapping_mul(self.multiplier) >> self.slot_shift) & self.slot_mask
    }

    /// The value stored for `key`; for a key outside the build set, some unspecified value.
    #[inline(always)]
    pub fn get(&self, key: u64) -> V {
        let h = key.wrapping_mul(self.multiplier);
        let bucket = (h >> self.bucket_shift) as usize;
        let slot = ((h >> self.slot_shift) & self.slot_mask) ^ self.displacements[bucket] as u64;
        // The mask keeps the index in bounds for the optimiser too (the length is a power of 2).
        self.values[slot as usize & (self.values.len() - 1)]
    }

    /// Bytes held by the table.
    pub fn memory_bytes(&self) -> usize {
        self.displacements.len() * 2 + self.values.len() * std::mem::size_of::<V>()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_key_finds_its_value() {
        let entries: Vec<(u64, u32)> = (0..5000u64).map(|i| (i * i * 7919 + 3, i as u32)).collect();
        let table = PerfectHash::build(&entries, 13, 11);
        for &(key, value) in &entries {
            assert_eq!(table.get(key), value);
        }
    }
}
