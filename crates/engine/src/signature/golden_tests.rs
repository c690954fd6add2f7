//! Golden vectors of every text the referee or a player signs, and of the
//! hashes the signatures rest on: fixed inputs give these exact bytes, and
//! the keys of seed `32×0x07` (the referee's in these tests) and `32×0x01`
//! (a player's, and the key of `docs/log-example/`) give these exact
//! signatures. The expected values were computed independently of this
//! crate, with RFC 8032 signing written out over the curve arithmetic of
//! `clients/python/src/referee_client/fairness.py`. Each signature fails over a text that
//! differs from its own in one field.

use serde_json::json;

use super::*;
use crate::audit::{Bundle, GameHeader, PlayedBy, SeatEntry};
use crate::transparency::{
    self, expected_leaf, head_text, leaf, leaf_hash, ConsistencyProof, InclusionProof,
    SignedTreeHead,
};

const GAME: &str = "01234567-89ab-cdef-0123-456789abcdef";

fn game() -> uuid::Uuid {
    GAME.parse().unwrap()
}

/// The referee's key in these vectors.
fn referee() -> Key {
    Key::from_bytes(&[0x07; 32])
}

/// A player's key, and the one `docs/log-example/` is signed with.
fn player() -> Key {
    Key::from_bytes(&[0x01; 32])
}

fn public(key: &Key) -> [u8; 32] {
    key.verifying_key().to_bytes()
}

/// `docs/log-example/bundle.json`: `docs/audit-example.json` signed with
/// the key of seed `32×0x01`.
fn example_bundle() -> Bundle {
    serde_json::from_str(include_str!("../../../../docs/log-example/bundle.json")).unwrap()
}

fn example<T: serde::de::DeserializeOwned>(text: &str) -> T {
    serde_json::from_str(text).unwrap()
}

fn proof() -> InclusionProof {
    example(include_str!("../../../../docs/log-example/proof.json"))
}

fn consistency() -> ConsistencyProof {
    example(include_str!(
        "../../../../docs/log-example/consistency.json"
    ))
}

fn head_2() -> SignedTreeHead {
    example(include_str!("../../../../docs/log-example/head-2.json"))
}

fn utf8(bytes: Vec<u8>) -> String {
    String::from_utf8(bytes).unwrap()
}

/// `signature` verifies over `text` under `key`, and over none of
/// `others` (each `text` with one field changed).
fn verifies_over_this_text_only(key: &Key, text: &[u8], signature: &str, others: &[Vec<u8>]) {
    let public = key.verifying_key();
    assert_eq!(verifies(&public, text, signature), Ok(()));
    for other in others {
        assert_ne!(other.as_slice(), text);
        assert_eq!(
            verifies(&public, other, signature),
            Err("the signature does not match".to_owned()),
            "{:?}",
            String::from_utf8_lossy(other)
        );
    }
    // Nor under another key.
    let other_key = if key.to_bytes() == [0x07; 32] {
        player()
    } else {
        referee()
    };
    assert!(verifies(&other_key.verifying_key(), text, signature).is_err());
}

#[test]
fn the_keys_and_their_ids() {
    assert_eq!(
        lowerhex::encode(public(&referee())),
        "ea4a6c63e29c520abef5507b132ec5f9954776aebebe7b92421eea691446d22c"
    );
    assert_eq!(key_id(&referee().verifying_key()), "fe812c12f3ab4ce6");
    assert_eq!(
        key_id_of(&public(&referee())),
        Ok("fe812c12f3ab4ce6".to_owned())
    );
    assert_eq!(
        lowerhex::encode(public(&player())),
        "8a88e3dd7409f195fd52db2d3cba5d72ca6709bf1d94121bf3748801b40f6f5c"
    );
    assert_eq!(
        key_id_of(&public(&player())),
        Ok("34750f98bd59fcfc".to_owned())
    );
    assert_eq!(
        key_id_of(&public(&player())[..31]),
        Err("a public key is 32 bytes".to_owned())
    );
}

#[test]
fn the_bundle_signature_text_and_signature() {
    let bundle = example_bundle();
    let head = "0aba837a8568245ece786d80b400be3ad320bcefaaa811904603e65357269054";
    let expected = format!("referee-bundle-signature/v1\n{GAME}\nfinished\n4\n{head}\n");
    assert_eq!(utf8(signed_text(&bundle)), expected);
    assert_eq!(utf8(text(game(), "finished", 4, head)), expected);
    // The example bundle's own signature, by the key of seed 32×0x01.
    let signed = sign(&bundle, &player());
    assert_eq!(Some(&signed), bundle.signature.as_ref());
    assert_eq!(
        signed,
        BundleSignature {
            algorithm: "ed25519".to_owned(),
            key_id: "34750f98bd59fcfc".to_owned(),
            signature: "4444dac2a29499f9718288a9d29cdcb9960867b19fdd5fd4fe3fd489a7cf84f0\
                        d906a87e55788fd48eca127f4c4bd6441611d2ad3f4e70c45b8690c05b6fb107"
                .to_owned(),
        }
    );
    assert_eq!(check(&bundle, &public(&player())), Ok(()));
    // The referee's key of seed 32×0x07 over the same text.
    let by_referee = sign(&bundle, &referee());
    assert_eq!(by_referee.key_id, "fe812c12f3ab4ce6");
    assert_eq!(
        by_referee.signature,
        "ea25c1d670ef31d060f3175b2ad87c5111187daeb55874f381f9e128562bcfb5\
         3cbd30da7eeeb246f76fabd8ade87ec822d30b04e284763035353a85c966f20f"
    );
    let other_game = "00000000-0000-0000-0000-00000000000b".parse().unwrap();
    let others = [
        text(other_game, "finished", 4, head),
        text(game(), "active", 4, head),
        text(game(), "finished", 3, head),
        text(game(), "finished", 4, &"22".repeat(32)),
        expected.replace("/v1", "/v2").into_bytes(),
    ];
    verifies_over_this_text_only(&player(), expected.as_bytes(), &signed.signature, &others);
    verifies_over_this_text_only(
        &referee(),
        expected.as_bytes(),
        &by_referee.signature,
        &others,
    );
    // A second text: a running game's, with another id, status and head.
    let running = text(other_game, "active", 7, &"22".repeat(32));
    assert_eq!(
        utf8(running.clone()),
        format!(
            "referee-bundle-signature/v1\n00000000-0000-0000-0000-00000000000b\nactive\n7\n{}\n",
            "22".repeat(32)
        )
    );
    assert_eq!(
        sign_text(&running, &referee()).signature,
        "a5c2176e05ec9962b9b7a627ce68d39dbce72ad7f80d2ecd811381e5dcf109cf\
         952c640ee1975bb87121f34fc76d51d468f3c459e05b362b3eba55e1602f8408"
    );
}

#[test]
fn a_bundle_signature_fails_over_a_bundle_that_differs_in_one_signed_field() {
    let bundle = example_bundle();
    let key = public(&player());
    let mismatch = Err("the signature does not match the bundle".to_owned());
    let mut other_game = bundle.clone();
    other_game.header.game_id = "00000000-0000-0000-0000-00000000000b".parse().unwrap();
    let mut other_status = bundle.clone();
    other_status.status = "active".to_owned();
    let mut fewer_steps = bundle.clone();
    fewer_steps.steps.pop();
    let mut other_head = bundle.clone();
    other_head.steps.last_mut().unwrap().hash = "22".repeat(32);
    for changed in [other_game, other_status, fewer_steps, other_head] {
        assert_eq!(check(&changed, &key), mismatch);
    }
    // Without steps the head is the genesis hash: a changed genesis hash
    // changes the text.
    let mut empty = bundle.clone();
    empty.steps.clear();
    empty.status = "aborted".to_owned();
    empty.signature = Some(sign(&empty, &player()));
    assert_eq!(check(&empty, &key), Ok(()));
    assert!(signed_text(&empty).ends_with(format!("\n0\n{}\n", bundle.genesis_hash).as_bytes()));
    empty.genesis_hash = "33".repeat(32);
    assert_eq!(check(&empty, &key), mismatch);
    // Under another key, with another algorithm or key id, or none at all.
    assert_eq!(
        check(&bundle, &public(&referee())),
        Err("signed with key 34750f98bd59fcfc, not with key fe812c12f3ab4ce6".to_owned())
    );
    let mut renamed = bundle.clone();
    renamed.signature.as_mut().unwrap().algorithm = "ed448".to_owned();
    assert_eq!(
        check(&renamed, &key),
        Err("unknown algorithm \"ed448\"".to_owned())
    );
    let mut unsigned = bundle.clone();
    unsigned.signature = None;
    assert_eq!(
        check(&unsigned, &key),
        Err("the bundle carries no signature".to_owned())
    );
    assert_eq!(
        check(&bundle, &key[..31]),
        Err("a public key is 32 bytes".to_owned())
    );
}

#[test]
fn the_referee_step_texts_and_signatures_of_each_role() {
    let cases = [
        (
            6,
            1,
            Some(PlayedBy::Clock),
            "clock",
            [0xab; 32],
            "e69aaf49394b49b2e5e72ed154da8409b2834e90d082d9583b30474aec96fcf3\
             55f1437b27b7a86786a5e506c78125aed4869a2877a3a41d77c09fc71a55cc01",
        ),
        (
            9,
            2,
            Some(PlayedBy::Resigned),
            "resigned",
            [0xcd; 32],
            "d86aceee7b607d68d07b83066ee9504f8c88c7949ae0b399ec95883299e896ef\
             c6f03b3490660ed493cace1fc47fef858b4eb0bad08229aefee134deb846ea08",
        ),
        (
            3,
            0,
            None,
            "bot",
            [0xef; 32],
            "b522d994fc3b6a39209c6107f1bf655e72f14e22ee30e92ba2fa41ec4a11b11b\
             74b20f99a3ccb93efaa958abad55360d72597eb0aa698b2f07b243b162fcdf0a",
        ),
    ];
    for (seq, seat, played_by, role, hash, signature) in cases {
        assert_eq!(referee_role(played_by), role);
        let text = step_text(game(), seq, seat, role, &hash);
        assert_eq!(
            utf8(text.clone()),
            format!(
                "referee-step-signature/v1\n{GAME}\n{seq}\n{seat}\n{role}\n{}\n",
                lowerhex::encode(hash)
            )
        );
        let signed = sign_step(&referee(), game(), seq, seat, played_by, &hash);
        assert_eq!(
            signed,
            StepSignature {
                signer: Signer::Referee,
                algorithm: "ed25519".to_owned(),
                key_id: "fe812c12f3ab4ce6".to_owned(),
                public_key: None,
                signature: signature.to_owned(),
            }
        );
        let other_role = if role == "bot" { "clock" } else { "bot" };
        let mut other_hash = hash;
        other_hash[31] ^= 1;
        let others = [
            step_text(
                "00000000-0000-0000-0000-00000000000b".parse().unwrap(),
                seq,
                seat,
                role,
                &hash,
            ),
            step_text(game(), seq + 1, seat, role, &hash),
            step_text(game(), seq, seat + 1, role, &hash),
            step_text(game(), seq, seat, other_role, &hash),
            step_text(game(), seq, seat, role, &other_hash),
        ];
        verifies_over_this_text_only(&referee(), &text, signature, &others);
    }
}

#[test]
fn the_move_text_and_signature() {
    // Keys out of order, nested, a null and a non-ASCII string: the text
    // holds the action's canonical JSON (keys sorted, no whitespace, UTF-8).
    let action = json!({"kind": "play", "cards": [3, 1], "z": {"b": null, "a": "é"}});
    let text = move_text(game(), 11, 2, &action);
    assert_eq!(
        utf8(text.clone()),
        format!(
            "referee-move-signature/v1\n{GAME}\n11\n2\n{}\n",
            r#"{"cards":[3,1],"kind":"play","z":{"a":"é","b":null}}"#
        )
    );
    let signature = "c6fa26ec6b584d0782706be6fa47eb52480aacf56681b23b08611f232d4be727\
                     063807c76b6111098ba39e17c4fe1240f7147165942d1635e1eac37c4290c30b";
    assert_eq!(sign_text(&text, &player()).signature, signature);
    assert_eq!(sign_text(&text, &player()).key_id, "34750f98bd59fcfc");
    let others = [
        move_text(
            "00000000-0000-0000-0000-00000000000b".parse().unwrap(),
            11,
            2,
            &action,
        ),
        move_text(game(), 12, 2, &action),
        move_text(game(), 11, 1, &action),
        move_text(
            game(),
            11,
            2,
            &json!({"kind": "play", "cards": [1, 3], "z": {"b": null, "a": "é"}}),
        ),
    ];
    verifies_over_this_text_only(&player(), &text, signature, &others);
}

#[test]
fn the_tree_head_texts_and_signatures() {
    let root_3: transparency::Hash = transparency::hash_from_hex(
        "12aa44eac2684f787009728fc4ebdbc9fc576b2a3820fbb584c77dc9eea70b9c",
    )
    .unwrap();
    let root_2 = transparency::hash_from_hex(
        "a2c3c1a4b1facf6d67ff3bb3ef51b4068c5cfe21b25a0a84d7e462d84bf83c90",
    )
    .unwrap();
    let at = 1_796_472_000_000;
    let text = head_text(3, &root_3, at);
    assert_eq!(
        utf8(text.clone()),
        "referee-log-tree-head/v1\n3\n\
         12aa44eac2684f787009728fc4ebdbc9fc576b2a3820fbb584c77dc9eea70b9c\n\
         1796472000000\n"
    );
    // docs/log-example/'s heads, signed with the key of seed 32×0x01.
    assert_eq!(
        SignedTreeHead::sign(3, &root_3, at, &player()),
        proof().head
    );
    assert_eq!(SignedTreeHead::sign(2, &root_2, at, &player()), head_2());
    assert_eq!(
        proof().head.signature,
        "8674a693f9202f034ce24a6301cf2427a0464ae1341806a71a49cba0093cd0c9\
         92eb079ae73493080b34aeddc54147624f534865a51a75d53aaff1c8337bae0c"
    );
    assert_eq!(
        head_2().signature,
        "f33b127881b23f76453b0cdc37300aeac14b6d77db39c7d0641fc94340515aaf\
         58925db5ee228254b9bd82a13dc7457213b92d184843f908e3040ac2a58b520e"
    );
    // The same heads under the referee's key of seed 32×0x07.
    for (size, root, signature) in [
        (
            3,
            root_3,
            "d185c6c8811cc3a6babc28684c83144f7250b16348822e0f5766cc6395b2fa68\
             21d920a7922881b5d0a5a7de071048023087d1e041002893b204bbd2bc041800",
        ),
        (
            2,
            root_2,
            "56eea1abd8556b4c993d1e01ef32c15e11481a4de7f018e20a5b409168a7b636\
             ec31ed2792a5f4c1bafaeaf3d6ed9d0460ae2fec56f85460529cc422662a390b",
        ),
        (
            0,
            transparency::empty_root(),
            "a1f100194f1f6b6f6a30167e3d20860f7016f7df3e38392485446eb4a1da7303\
             f282773ac08beae75bc113643a62b9493fdafbd4d5abc8b8e939010704a4780d",
        ),
    ] {
        let at = if size == 0 { -1 } else { at };
        let head = SignedTreeHead::sign(size, &root, at, &referee());
        assert_eq!(head.key_id, "fe812c12f3ab4ce6");
        assert_eq!(head.algorithm, "ed25519");
        assert_eq!(head.root_hash, lowerhex::encode(root));
        assert_eq!((head.tree_size, head.timestamp), (size, at));
        assert_eq!(head.signature, signature);
        assert_eq!(head.check(&public(&referee())), Ok(()));
    }
    let mut other_root = root_3;
    other_root[0] ^= 1;
    let others = [
        head_text(4, &root_3, at),
        head_text(3, &other_root, at),
        head_text(3, &root_3, at + 1),
    ];
    verifies_over_this_text_only(&player(), &text, &proof().head.signature, &others);
}

#[test]
fn a_tree_head_fails_with_any_one_field_changed() {
    let head = proof().head;
    let key = public(&player());
    assert_eq!(head.check(&key), Ok(()));
    let mismatch = Err("the signature does not match the tree head".to_owned());
    for changed in [
        SignedTreeHead {
            tree_size: 2,
            ..head.clone()
        },
        SignedTreeHead {
            root_hash: head_2().root_hash,
            ..head.clone()
        },
        SignedTreeHead {
            timestamp: head.timestamp - 1,
            ..head.clone()
        },
    ] {
        assert_eq!(changed.check(&key), mismatch);
    }
    let renamed = SignedTreeHead {
        algorithm: "rsa".to_owned(),
        ..head.clone()
    };
    assert_eq!(
        renamed.check(&key),
        Err("unknown algorithm \"rsa\"".to_owned())
    );
    let other_id = SignedTreeHead {
        key_id: "fe812c12f3ab4ce6".to_owned(),
        ..head.clone()
    };
    assert_eq!(
        other_id.check(&key),
        Err("signed with key fe812c12f3ab4ce6, not with key 34750f98bd59fcfc".to_owned())
    );
    assert_eq!(
        head.check(&public(&referee())),
        Err("signed with key 34750f98bd59fcfc, not with key fe812c12f3ab4ce6".to_owned())
    );
    let unhex = SignedTreeHead {
        root_hash: "zz".to_owned(),
        ..head.clone()
    };
    assert!(unhex.check(&key).unwrap_err().contains("is not a hash"));
}

#[test]
fn the_log_leaves_their_hashes_and_the_example_tree() {
    let bundle = example_bundle();
    let last = "0aba837a8568245ece786d80b400be3ad320bcefaaa811904603e65357269054";
    let leaves = [
        (
            leaf(
                "00000000-0000-0000-0000-00000000000a".parse().unwrap(),
                "aborted",
                0,
                &"11".repeat(32),
                false,
            ),
            format!(
                "referee-log-leaf/v2\n00000000-0000-0000-0000-00000000000a\naborted\n0\n{}\nunrated\n",
                "11".repeat(32)
            ),
            "9408b61bf2a448fbc42b344736b0977de83c000ce88ba05a0a5560ae6cd95e95",
        ),
        (
            transparency::leaf_of_bundle(&bundle),
            format!("referee-log-leaf/v2\n{GAME}\nfinished\n4\n{last}\nunrated\n"),
            "e301179164f99daa7e16b97df4a51a328e10c4ae7db21a646a9e96716af3e77a",
        ),
        (
            leaf(
                "00000000-0000-0000-0000-00000000000b".parse().unwrap(),
                "finished",
                12,
                &"22".repeat(32),
                true,
            ),
            format!(
                "referee-log-leaf/v2\n00000000-0000-0000-0000-00000000000b\nfinished\n12\n{}\nrated\n",
                "22".repeat(32)
            ),
            "ff52125034bdcebf78cf7213a5625a2ba4bc9195ac2354dc4a63af18f5977b33",
        ),
    ];
    let mut log = transparency::MemoryLog::default();
    for (bytes, text, hash) in &leaves {
        assert_eq!(&utf8(bytes.clone()), text);
        assert_eq!(lowerhex::encode(leaf_hash(bytes)), *hash);
        log.push(leaf_hash(bytes));
    }
    assert_eq!(
        lowerhex::encode(transparency::root(2, &mut log.reader())),
        "a2c3c1a4b1facf6d67ff3bb3ef51b4068c5cfe21b25a0a84d7e462d84bf83c90"
    );
    assert_eq!(
        lowerhex::encode(transparency::root(3, &mut log.reader())),
        "12aa44eac2684f787009728fc4ebdbc9fc576b2a3820fbb584c77dc9eea70b9c"
    );
    // docs/log-example/'s proofs are the ones computed, and check.
    let proof = proof();
    assert_eq!(
        proof.audit_path,
        transparency::inclusion_path(1, 3, &mut log.reader())
            .iter()
            .map(lowerhex::encode)
            .collect::<Vec<_>>()
    );
    assert_eq!(proof.audit_path, [leaves[0].2, leaves[2].2]);
    assert_eq!(proof.check_bundle(&bundle), Ok(()));
    assert_eq!(consistency().proof, [leaves[2].2]);
    assert_eq!(consistency().check(&head_2()), Ok(()));
    // The leaf says whether the game was rated: the same bundle, rated,
    // has another leaf, and the proof of the unrated one fails for it.
    let mut rated = bundle.clone();
    rated.header.rated = true;
    let rated_leaf = format!("referee-log-leaf/v2\n{GAME}\nfinished\n4\n{last}\nrated\n");
    assert_eq!(utf8(transparency::leaf_of_bundle(&rated)), rated_leaf);
    assert_eq!(
        proof.check_bundle(&rated),
        Err(format!(
            "the logged leaf is {:?}, the bundle's is {rated_leaf:?}",
            proof.leaf
        ))
    );
    // A leaf that differs in one field is another leaf.
    for (status, steps, head, rated) in [
        ("aborted", 4, last, false),
        ("finished", 5, last, false),
        ("finished", 4, "22", false),
        ("finished", 4, last, true),
    ] {
        let other = leaf(game(), status, steps, head, rated);
        assert!(proof.check(&other).is_err());
        assert_ne!(leaf_hash(&other), leaf_hash(proof.leaf.as_bytes()));
    }
}

#[test]
fn a_first_version_leaf_is_expected_for_an_unrated_game_only() {
    let bundle = example_bundle();
    let last = "0aba837a8568245ece786d80b400be3ad320bcefaaa811904603e65357269054";
    let v1 = format!("referee-log-leaf/v1\n{GAME}\nfinished\n4\n{last}\n");
    let v2 = format!("referee-log-leaf/v2\n{GAME}\nfinished\n4\n{last}\nunrated\n");
    assert_eq!(utf8(expected_leaf(v1.as_bytes(), &bundle)), v1);
    assert_eq!(
        lowerhex::encode(leaf_hash(v1.as_bytes())),
        "c5f498274b0d8b6e9943a5b310f37994188978ffdbbb4c486a2dc3837b2e9e04"
    );
    assert_eq!(utf8(expected_leaf(v2.as_bytes(), &bundle)), v2);
    // The version is read from the whole first line only.
    for logged in ["referee-log-leaf/v10\n", "referee-log-leaf/v1", "", "x"] {
        assert_eq!(utf8(expected_leaf(logged.as_bytes(), &bundle)), v2);
    }
    // A rated game's leaf always says so, whatever the served leaf's version.
    let mut rated = bundle.clone();
    rated.header.rated = true;
    let rated_leaf = format!("referee-log-leaf/v2\n{GAME}\nfinished\n4\n{last}\nrated\n");
    for logged in [&v1, &v2] {
        assert_eq!(utf8(expected_leaf(logged.as_bytes(), &rated)), rated_leaf);
    }
    // A proof of a first-version leaf checks for the unrated bundle only.
    let mut log = transparency::MemoryLog::default();
    log.push(leaf_hash(v1.as_bytes()));
    log.push(leaf_hash(b"another game"));
    let root = transparency::root(2, &mut log.reader());
    let proof = InclusionProof {
        game_id: game(),
        leaf_index: 0,
        leaf: v1.clone(),
        audit_path: transparency::inclusion_path(0, 2, &mut log.reader())
            .iter()
            .map(lowerhex::encode)
            .collect(),
        head: SignedTreeHead::sign(2, &root, 0, &referee()),
    };
    assert_eq!(proof.check_bundle(&bundle), Ok(()));
    assert!(proof.check_bundle(&rated).is_err());
}

/// A header naming two bot seats and taking signed moves, and one of
/// players alone, rated: the canonical JSON each hashes, and the genesis
/// hash.
#[test]
fn the_genesis_hash_of_headers_with_bots_signed_moves_and_rated() {
    let seat = |seat: u8, client_seed: Option<&str>, bot: Option<&str>| SeatEntry {
        seat,
        player_id: uuid::Uuid::from_u128(u128::from(seat) + 1),
        client_seed: client_seed.map(str::to_owned),
        bot: bot.map(str::to_owned),
    };
    let mut header = GameHeader {
        game_id: game(),
        game: "woof-meow-biscuits".to_owned(),
        options: json!({"markers": 2, "turn_time": 30}),
        seat_count: 3,
        seats: vec![
            seat(0, Some("00000000"), None),
            seat(1, None, Some("random")),
            seat(2, None, Some("sharp")),
        ],
        seed_commitment: "5e".repeat(32),
        ruleset: crate::audit::RULESET.to_owned(),
        signed_moves: true,
        rated: false,
    };
    let seats = |bots: bool| {
        let bot = |kind: &str| {
            if bots {
                format!(r#""bot":"{kind}","#)
            } else {
                String::new()
            }
        };
        format!(
            r#"[{{"client_seed":"00000000","player_id":"00000000-0000-0000-0000-000000000001","seat":0}},{{{}"client_seed":null,"player_id":"00000000-0000-0000-0000-000000000002","seat":1}},{{{}"client_seed":null,"player_id":"00000000-0000-0000-0000-000000000003","seat":2}}]"#,
            bot("random"),
            bot("sharp")
        )
    };
    let commitment = "5e".repeat(32);
    assert_eq!(
        utf8(crate::engine::canonical_json(&header).unwrap()),
        format!(
            r#"{{"game":"woof-meow-biscuits","game_id":"{GAME}","options":{{"markers":2,"turn_time":30}},"ruleset":"referee-rules/1","seat_count":3,"seats":{},"seed_commitment":"{commitment}","signed_moves":true}}"#,
            seats(true)
        )
    );
    assert_eq!(
        lowerhex::encode(header.genesis()),
        "a877df87797e16c743f890d2e1f0dd2d82884c771d7ac8e78461c02967eee8a4"
    );
    for s in &mut header.seats {
        s.bot = None;
    }
    header.signed_moves = false;
    header.rated = true;
    assert_eq!(
        utf8(crate::engine::canonical_json(&header).unwrap()),
        format!(
            r#"{{"game":"woof-meow-biscuits","game_id":"{GAME}","options":{{"markers":2,"turn_time":30}},"rated":true,"ruleset":"referee-rules/1","seat_count":3,"seats":{},"seed_commitment":"{commitment}"}}"#,
            seats(false)
        )
    );
    assert_eq!(
        lowerhex::encode(header.genesis()),
        "b80c8d2452d14d97534327542fdfd00d40f076d72b7d4271d0d987fd2ef3e19f"
    );
    header.rated = false;
    assert_eq!(
        lowerhex::encode(header.genesis()),
        "0aab7e7ba1625e22b21219d6c1598804bc7cc59d99e4604aec169c23efbde1f6"
    );
}

/// A consistency proof runs from a smaller tree of at least one leaf to a
/// larger one: the example's proof turned round, or from the empty tree,
/// is refused for its sizes.
#[test]
fn a_consistency_proof_between_sizes_out_of_order_fails() {
    let turned = ConsistencyProof {
        first: 3,
        head: head_2(),
        ..consistency()
    };
    assert_eq!(
        turned.check(&proof().head),
        Err("the first tree size 3 is not between 1 and the second, 2".to_owned())
    );
    let empty = transparency::empty_root();
    let root_3 = proof().head.root().unwrap();
    assert_eq!(
        transparency::verify_consistency(0, 3, &empty, &root_3, &[]),
        Err(transparency::ProofError::SizesOutOfOrder {
            first: 0,
            second: 3
        })
    );
}
