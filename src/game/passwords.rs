//! What a person signs in with: a handle, a password (kept as its Argon2id
//! hash, in the PHC string format) and the recovery code that replaces a
//! forgotten password (kept as its SHA-256, as API keys are). The rules of
//! each, and the hashing, apart from where they are stored.

use argon2::password_hash::{PasswordHash, PasswordHasher, PasswordVerifier, SaltString};
use argon2::Argon2;
use sha2::{Digest, Sha256};

use super::error::{Error, ProblemCode};

/// A handle's length, in characters (ASCII letters, digits, `_` and `-`).
pub const HANDLE_CHARS: std::ops::RangeInclusive<usize> = 2..=30;
/// A password's shortest length, in characters (NIST SP 800-63B, 3.1.1.2:
/// at least 8, no rules of composition).
pub const PASSWORD_MIN_CHARS: usize = 8;
/// A password's longest length, in bytes: long passphrases welcome, but a
/// request must not make the server hash a megabyte.
pub const PASSWORD_MAX_BYTES: usize = 1024;

/// Refuses what is not a handle (`422 invalid_handle`): 2 to 30 ASCII
/// letters, digits, `_` or `-`, starting with a letter or digit. ASCII only,
/// so that case-insensitive is exact and no two handles look alike.
pub fn check_handle(handle: &str) -> Result<(), Error> {
    let valid = HANDLE_CHARS.contains(&handle.len())
        && handle.starts_with(|c: char| c.is_ascii_alphanumeric())
        && handle
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-');
    if valid {
        Ok(())
    } else {
        Err(Error::refused(
            ProblemCode::InvalidHandle,
            "a handle is 2 to 30 ASCII letters, digits, `_` or `-`, starting with a letter or digit",
        ))
    }
}

/// Refuses a password shorter than [`PASSWORD_MIN_CHARS`] characters,
/// longer than [`PASSWORD_MAX_BYTES`] bytes, or equal to the handle
/// whatever its case (`422 weak_password`).
pub fn check_password(password: &str, handle: Option<&str>) -> Result<(), Error> {
    let problem = if password.chars().count() < PASSWORD_MIN_CHARS {
        Some(format!(
            "a password is at least {PASSWORD_MIN_CHARS} characters"
        ))
    } else if password.len() > PASSWORD_MAX_BYTES {
        Some(format!("a password is at most {PASSWORD_MAX_BYTES} bytes"))
    } else if handle.is_some_and(|handle| handle.eq_ignore_ascii_case(password)) {
        Some("a password must not be the handle".to_owned())
    } else {
        None
    };
    match problem {
        Some(detail) => Err(Error::refused(ProblemCode::WeakPassword, detail)),
        None => Ok(()),
    }
}

/// The Argon2id hash of `password` with a fresh salt, with the crate's
/// default cost (OWASP's: 19 MiB, 2 passes, 1 lane). Slow on purpose (tens
/// of milliseconds): call it off the event loop.
pub fn hash_password(password: &str) -> Result<String, Error> {
    let mut salt = [0u8; 16];
    getrandom::fill(&mut salt).map_err(Error::internal)?;
    let salt = SaltString::encode_b64(&salt).map_err(Error::internal)?;
    Argon2::default()
        .hash_password(password.as_bytes(), &salt)
        .map(|hash| hash.to_string())
        .map_err(Error::internal)
}

/// Whether `password` is the one `stored` hashes. With no stored hash (no
/// such handle, or no password set) a hash is checked all the same, so
/// that the answer's time does not tell which.
pub fn password_matches(stored: Option<&str>, password: &str) -> bool {
    static STAND_IN: std::sync::OnceLock<Option<String>> = std::sync::OnceLock::new();
    let stand_in = STAND_IN.get_or_init(|| hash_password("a password no one has").ok());
    let (hash, real) = match stored {
        Some(hash) => (Some(hash), true),
        None => (stand_in.as_deref(), false),
    };
    let matches = hash
        .and_then(|hash| PasswordHash::new(hash).ok())
        .is_some_and(|hash| {
            Argon2::default()
                .verify_password(password.as_bytes(), &hash)
                .is_ok()
        });
    real && matches
}

/// A fresh recovery code (shown once) and the hash that is stored: 80
/// random bits as five groups of four hex digits.
pub fn new_recovery_code() -> Result<(String, Vec<u8>), Error> {
    let mut bytes = [0u8; 10];
    getrandom::fill(&mut bytes).map_err(Error::internal)?;
    let digits = crate::lowerhex::encode(bytes);
    let code = digits
        .as_bytes()
        .chunks(4)
        .map(|group| String::from_utf8_lossy(group).into_owned())
        .collect::<Vec<_>>()
        .join("-");
    let hash = recovery_code_hash(&code);
    Ok((code, hash))
}

/// The stored hash of a recovery code as a person may type it: groups
/// separated by `-` or spaces or not at all, in either case.
pub fn recovery_code_hash(code: &str) -> Vec<u8> {
    let normal: String = code
        .chars()
        .filter(|c| !c.is_whitespace() && *c != '-')
        .map(|c| c.to_ascii_lowercase())
        .collect();
    Sha256::digest(normal.as_bytes()).to_vec()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn handles_are_short_ascii_words() {
        for good in ["ab", "Ada", "ada_lovelace", "x-1", "0day", &"a".repeat(30)] {
            assert!(check_handle(good).is_ok(), "{good}");
        }
        for bad in [
            "a",
            "_ada",
            "-ada",
            "ada lovelace",
            "adà",
            "ada@x",
            &"a".repeat(31),
            "",
        ] {
            assert_eq!(
                check_handle(bad).unwrap_err().fault.code,
                ProblemCode::InvalidHandle,
                "{bad}"
            );
        }
    }

    #[test]
    fn passwords_are_long_enough_bounded_and_not_the_handle() {
        assert!(check_password("correct horse", Some("ada")).is_ok());
        assert!(check_password("ünïcödé", None).is_err(), "7 characters");
        assert!(
            check_password("ünïcödé!", None).is_ok(),
            "8 characters, more bytes"
        );
        assert!(check_password(&"x".repeat(PASSWORD_MAX_BYTES + 1), None).is_err());
        assert!(check_password("AdaLovelace", Some("adalovelace")).is_err());
    }

    #[test]
    fn a_hash_verifies_its_password_only_and_is_argon2id() {
        let hash = hash_password("correct horse").unwrap();
        assert!(hash.starts_with("$argon2id$"), "{hash}");
        assert!(password_matches(Some(&hash), "correct horse"));
        assert!(!password_matches(Some(&hash), "correct horsE"));
        assert!(!password_matches(None, "a password no one has"));
        assert!(!password_matches(Some("not a hash"), "correct horse"));
        assert_ne!(hash, hash_password("correct horse").unwrap(), "salted");
    }

    #[test]
    fn a_recovery_code_is_hashed_as_typed_in_any_spelling() {
        let (code, hash) = new_recovery_code().unwrap();
        assert_eq!(code.len(), 24, "{code}");
        assert_eq!(recovery_code_hash(&code.to_uppercase()), hash);
        assert_eq!(recovery_code_hash(&code.replace('-', " ")), hash);
        assert_eq!(recovery_code_hash(&code.replace('-', "")), hash);
        assert_ne!(recovery_code_hash("0000-0000-0000-0000-0000"), hash);
    }
}
