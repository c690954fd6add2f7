//! `signature::public_key` takes what RFC 8032 and `verify_strict` take:
//! the canonical encoding of a point that is not of small order.

use ed25519_dalek::{SigningKey, VerifyingKey};
use referee_engine::signature::public_key;

/// The eight points of small order, canonically encoded: the identity,
/// the point of order 2, the two of order 4 and the four of order 8.
pub const SMALL_ORDER: [&str; 8] = [
    "0100000000000000000000000000000000000000000000000000000000000000",
    "ecffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f",
    "0000000000000000000000000000000000000000000000000000000000000000",
    "0000000000000000000000000000000000000000000000000000000000000080",
    "26e8958fc2b227b045c3f489f2ef98f0d5dfac05d3c63339b13802886d53fc05",
    "26e8958fc2b227b045c3f489f2ef98f0d5dfac05d3c63339b13802886d53fc85",
    "c7176a703d4dd84fba3c0b760d10670f2a2053fa2c39ccc64ec7fd7792ac037a",
    "c7176a703d4dd84fba3c0b760d10670f2a2053fa2c39ccc64ec7fd7792ac03fa",
];

fn bytes(hex_text: &str) -> Vec<u8> {
    hex::decode(hex_text).unwrap()
}

/// The encoding of y = p + k (p = 2^255 - 19), k < 19, with the sign bit.
fn above_p(k: u8, sign: bool) -> [u8; 32] {
    let mut b = [0xff; 32];
    b[0] = 0xed + k;
    b[31] = if sign { 0xff } else { 0x7f };
    b
}

#[test]
fn small_order_points_are_refused() {
    for hex_text in SMALL_ORDER {
        let point = bytes(hex_text);
        // The lenient decoding takes them: the check is ours.
        let lenient = VerifyingKey::from_bytes(&point.clone().try_into().unwrap()).unwrap();
        assert!(lenient.is_weak(), "{hex_text}");
        let err = public_key(&point).unwrap_err();
        assert!(err.contains("small order"), "{hex_text}: {err}");
    }
}

#[test]
fn non_canonical_encodings_are_refused() {
    let mut decoded = 0;
    let mut strong = 0;
    for k in 0..19 {
        for sign in [false, true] {
            let point = above_p(k, sign);
            if let Ok(lenient) = VerifyingKey::from_bytes(&point) {
                decoded += 1;
                strong += usize::from(!lenient.is_weak());
            }
            let err = public_key(&point).unwrap_err();
            assert!(err.contains("not a public key"), "{point:02x?}: {err}");
        }
    }
    // The lenient decoding takes some of them, and not only points of small
    // order: the canonical check is what refuses those.
    assert!(decoded > 0 && strong > 0, "{decoded} {strong}");
    // y = p is y = 0: a point of order 4, named non-canonical first.
    let err = public_key(&bytes(
        "edffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f",
    ))
    .unwrap_err();
    assert!(err.contains("canonical"), "{err}");
    // x = 0 with the sign bit set: the identity, encoded a second way.
    let err = public_key(&bytes(
        "0100000000000000000000000000000000000000000000000000000000000080",
    ))
    .unwrap_err();
    assert!(err.contains("canonical"), "{err}");
}

#[test]
fn wrong_lengths_and_off_curve_points_are_refused() {
    assert!(public_key(&[9; 31]).is_err());
    assert!(public_key(&[9; 33]).is_err());
    // y = 2 is on no point of the curve.
    let mut off = [0; 32];
    off[0] = 2;
    assert!(VerifyingKey::from_bytes(&off).is_err());
    assert!(public_key(&off).is_err());
}

#[test]
fn generated_keys_are_taken_as_they_are() {
    for seed in 0..64u8 {
        let key = SigningKey::from_bytes(&[seed; 32]).verifying_key();
        assert_eq!(public_key(key.as_bytes()).unwrap(), key);
    }
}
