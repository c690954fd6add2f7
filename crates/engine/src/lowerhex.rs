//! Bytes as lower-case hex text: every digest, seed, hash and key the API
//! shows. `hex::encode` builds its string one `char` at a time, which shows
//! in the server's instructions on the move path (each step's digests and
//! hash, the seeds in every view); a table does the same in a tenth of the
//! instructions (docs/BENCHMARKS.md, "Profiles behind choices in the
//! code"). Decoding stays with the `hex` crate.

const DIGITS: &[u8; 16] = b"0123456789abcdef";

/// `bytes` as lower-case hex, two digits a byte.
pub fn encode(bytes: impl AsRef<[u8]>) -> String {
    let bytes = bytes.as_ref();
    let mut text = String::with_capacity(bytes.len() * 2);
    push(&mut text, bytes);
    text
}

/// Appends `bytes` as lower-case hex to `out`.
pub fn push(out: &mut String, bytes: impl AsRef<[u8]>) {
    let bytes = bytes.as_ref();
    out.reserve(bytes.len() * 2);
    for &byte in bytes {
        out.push(char::from(DIGITS[usize::from(byte >> 4)]));
        out.push(char::from(DIGITS[usize::from(byte & 0x0f)]));
    }
}

/// Appends `bytes` to `out` as a JSON string of lower-case hex (how serde
/// writes the seeds stored in the engines' snapshots).
pub fn push_quoted(out: &mut String, bytes: impl AsRef<[u8]>) {
    out.push('"');
    push(out, bytes);
    out.push('"');
}

#[cfg(test)]
mod tests {
    use rand::{Rng, SeedableRng};

    #[test]
    fn encodes_as_the_hex_crate_does() {
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(7);
        for len in [0, 1, 2, 16, 31, 32, 33, 64, 255] {
            let bytes: Vec<u8> = (0..len).map(|_| rng.random()).collect();
            assert_eq!(super::encode(&bytes), hex::encode(&bytes), "{len} bytes");
        }
        let all: Vec<u8> = (0..=255).collect();
        assert_eq!(super::encode(&all), hex::encode(&all));
        let mut out = String::from("x");
        super::push(&mut out, [0xab, 0x01]);
        assert_eq!(out, "xab01");
        super::push_quoted(&mut out, [0xff]);
        assert_eq!(out, "xab01\"ff\"");
    }
}
