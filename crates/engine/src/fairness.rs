//! Commit-reveal seeds and the event hash chain (docs/FAIRNESS.md).
//! Pure functions: the server and the offline verifier share them.

use sha2::{Digest, Sha256};

use crate::engine::Seed;

/// The largest client seed a player may contribute, in bytes.
pub const MAX_CLIENT_SEED_BYTES: usize = 64;

/// `SHA-256(server_seed)`: published at creation, checked at the reveal.
pub fn commitment(server_seed: &[u8]) -> [u8; 32] {
    Sha256::digest(server_seed).into()
}

/// The game seed: `SHA-256("referee/game-seed/v1" ‖ server_seed ‖ for each
/// seat in order: length as u16 big-endian ‖ client seed bytes)`, an absent
/// client seed counting as empty. Neither the server nor any player alone
/// decides it.
pub fn game_seed(server_seed: &[u8], client_seeds: &[Option<Vec<u8>>]) -> Seed {
    let mut hasher = Sha256::new();
    hasher.update(b"referee/game-seed/v1");
    hasher.update(server_seed);
    for seed in client_seeds {
        let bytes = seed.as_deref().unwrap_or_default();
        let len = u16::try_from(bytes.len()).unwrap_or(u16::MAX);
        hasher.update(len.to_be_bytes());
        hasher.update(bytes);
    }
    hasher.finalize().into()
}

/// Parses a client seed: hex, at most [`MAX_CLIENT_SEED_BYTES`] bytes.
pub fn parse_client_seed(text: &str) -> Result<Vec<u8>, String> {
    let bytes = hex::decode(text).map_err(|e| format!("client_seed must be hex: {e}"))?;
    if bytes.len() > MAX_CLIENT_SEED_BYTES {
        return Err(format!(
            "client_seed is at most {MAX_CLIENT_SEED_BYTES} bytes"
        ));
    }
    Ok(bytes)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn game_seed_depends_on_every_contribution_and_its_seat() {
        let server = [1u8; 32];
        let base = game_seed(&server, &[None, None]);
        assert_ne!(base, game_seed(&[2u8; 32], &[None, None]));
        assert_ne!(base, game_seed(&server, &[Some(vec![1]), None]));
        assert_ne!(
            game_seed(&server, &[Some(vec![1]), None]),
            game_seed(&server, &[None, Some(vec![1])])
        );
        // Length prefixes: moving a byte between seats changes the seed.
        assert_ne!(
            game_seed(&server, &[Some(vec![1, 2]), Some(vec![])]),
            game_seed(&server, &[Some(vec![1]), Some(vec![2])])
        );
    }

    #[test]
    fn client_seeds_are_hex_of_at_most_64_bytes() {
        assert_eq!(parse_client_seed("00ff").unwrap(), vec![0, 255]);
        assert!(parse_client_seed("xyz").is_err());
        assert!(parse_client_seed(&"ab".repeat(64)).is_ok());
        assert!(parse_client_seed(&"ab".repeat(65)).is_err());
    }
}
