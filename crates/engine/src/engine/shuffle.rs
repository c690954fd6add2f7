//! The pinned shuffle: the only source of randomness in every engine.
//!
//! It is part of the audit contract (docs/FAIRNESS.md, "The shuffle"), so it is
//! written out here rather than borrowed from `rand::seq::SliceRandom`, whose
//! algorithm may change between releases. Golden vectors in the tests pin it.

use rand::RngCore;
use rand_chacha::rand_core::SeedableRng;
use rand_chacha::ChaCha20Rng;
use sha2::{Digest, Sha256};

/// A 32-byte seed, the input of every derivation.
pub type Seed = [u8; 32];

/// Derives a sub-seed for one use of randomness:
/// `SHA-256(seed ‖ purpose ‖ index as u32 big-endian)`.
///
/// `purpose` is an ASCII label such as `"deal"` or `"starting-seat"`; `index` is
/// the round number (1-based) where there is one, else 0.
pub fn derive_seed(seed: &Seed, purpose: &str, index: u32) -> Seed {
    let mut hasher = Sha256::new();
    hasher.update(seed);
    hasher.update(purpose.as_bytes());
    hasher.update(index.to_be_bytes());
    hasher.finalize().into()
}

/// A stream of uniform integers drawn from ChaCha20 keyed by a seed.
pub struct SeededStream {
    rng: ChaCha20Rng,
}

impl SeededStream {
    pub fn new(seed: &Seed) -> Self {
        SeededStream {
            rng: ChaCha20Rng::from_seed(*seed),
        }
    }

    /// A uniform integer in `0..bound` (`bound` ≥ 1) by rejection sampling:
    /// draw a 32-bit word `x`, reject it while `x ≥ bound × ⌊2³² / bound⌋`,
    /// then return `x mod bound`. No modulo bias.
    pub fn below(&mut self, bound: u32) -> u32 {
        assert!(bound > 0, "below(0) has no value");
        let zone = (1u64 << 32) / u64::from(bound) * u64::from(bound);
        loop {
            let x = self.rng.next_u32();
            if u64::from(x) < zone {
                return x % bound;
            }
        }
    }
}

/// Shuffles `items` in place with Fisher–Yates (Durstenfeld), from the last
/// position down: for `i = n-1 … 1`, `j = below(i + 1)`, swap `items[i]` and
/// `items[j]`.
pub fn shuffle<T>(items: &mut [T], seed: &Seed) {
    let mut stream = SeededStream::new(seed);
    for i in (1..items.len()).rev() {
        let bound = u32::try_from(i + 1).expect("a deck fits in u32");
        let j = stream.below(bound) as usize;
        items.swap(i, j);
    }
}

/// The permutation of `0..n` that `shuffle` produces from the identity.
pub fn shuffled_ids(n: u16, seed: &Seed) -> Vec<u16> {
    let mut ids: Vec<u16> = (0..n).collect();
    shuffle(&mut ids, seed);
    ids
}

/// A seat drawn uniformly from `0..seats` for a purpose (e.g. the first
/// starting seat): `below(seats)` on the stream of `derive_seed(seed, purpose, 0)`.
pub fn draw_seat(seed: &Seed, purpose: &str, seats: u8) -> u8 {
    let mut stream = SeededStream::new(&derive_seed(seed, purpose, 0));
    u8::try_from(stream.below(u32::from(seats))).expect("seat below u8 bound")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn seed_from(byte: u8) -> Seed {
        [byte; 32]
    }

    #[test]
    fn chacha20_keystream_is_the_published_one() {
        // RFC 8439-style ChaCha20 block with an all-zero key and nonce, block 0:
        // the first words are 0xade0b876, 0x903df1a0 (little-endian of
        // 76 b8 e0 ad a0 f1 3d 90). Pins what "ChaCha20 keyed by the seed" means.
        let mut stream = SeededStream::new(&[0u8; 32]);
        assert_eq!(stream.rng.next_u32(), 0xade0_b876);
        assert_eq!(stream.rng.next_u32(), 0x903d_f1a0);
    }

    #[test]
    fn derive_seed_separates_purposes_and_rounds() {
        let seed = seed_from(7);
        assert_ne!(derive_seed(&seed, "deal", 1), derive_seed(&seed, "deal", 2));
        assert_ne!(
            derive_seed(&seed, "deal", 1),
            derive_seed(&seed, "starting-seat", 1)
        );
        // Pinned: SHA-256(32×0x00 ‖ "deal" ‖ 00 00 00 01).
        assert_eq!(
            crate::lowerhex::encode(derive_seed(&[0u8; 32], "deal", 1)),
            GOLDEN_DEAL_SEED_HEX
        );
    }

    const GOLDEN_DEAL_SEED_HEX: &str =
        "004957906edcdeeb72576df79a1bf51143da603887104f90a484578c8942af52";

    #[test]
    fn golden_permutation_of_50() {
        let perm = shuffled_ids(50, &[0u8; 32]);
        assert_eq!(perm, GOLDEN_50);
    }

    #[test]
    fn golden_permutation_of_33() {
        let perm = shuffled_ids(33, &seed_from(1));
        assert_eq!(perm, GOLDEN_33);
    }

    // Reproduced independently by clients/python/src/referee_client/fairness.py (pure Python).
    const GOLDEN_50: [u16; 50] = [
        22, 41, 21, 28, 37, 3, 20, 47, 15, 30, 18, 49, 5, 27, 1, 14, 11, 33, 19, 8, 6, 48, 26, 43,
        16, 39, 32, 2, 40, 29, 17, 44, 23, 45, 31, 35, 42, 12, 13, 7, 46, 10, 38, 36, 24, 9, 34, 0,
        25, 4,
    ];
    const GOLDEN_33: [u16; 33] = [
        13, 11, 27, 29, 20, 15, 28, 9, 5, 8, 0, 1, 18, 2, 6, 14, 31, 10, 12, 16, 30, 19, 23, 22,
        17, 24, 3, 25, 4, 7, 21, 26, 32,
    ];

    #[test]
    fn golden_starting_seat() {
        assert_eq!(draw_seat(&[0u8; 32], "starting-seat", 5), 0);
        assert_eq!(draw_seat(&[1u8; 32], "starting-seat", 5), 1);
    }

    #[test]
    fn shuffle_is_a_permutation_and_deterministic() {
        for byte in 0..20u8 {
            let a = shuffled_ids(50, &seed_from(byte));
            let b = shuffled_ids(50, &seed_from(byte));
            assert_eq!(a, b);
            let mut sorted = a.clone();
            sorted.sort_unstable();
            assert_eq!(sorted, (0..50).collect::<Vec<u16>>());
        }
    }

    #[test]
    fn below_is_roughly_uniform() {
        // 60 000 draws over 6 buckets: each bucket within 5% of 10 000.
        let mut stream = SeededStream::new(&seed_from(3));
        let mut counts = [0u32; 6];
        for _ in 0..60_000 {
            counts[stream.below(6) as usize] += 1;
        }
        for count in counts {
            assert!((9_500..10_500).contains(&count), "{counts:?}");
        }
    }

    #[test]
    fn every_position_is_reachable_for_every_card() {
        // Over many seeds, card 0 lands in every one of 10 positions.
        let mut seen = [false; 10];
        for byte in 0..=255u8 {
            let perm = shuffled_ids(10, &seed_from(byte));
            let pos = perm.iter().position(|&c| c == 0).expect("card 0 present");
            seen[pos] = true;
        }
        assert!(seen.iter().all(|&s| s));
    }
}
