//! The bulk loader of stored history (`referee::game::history`, run by
//! benches/history_load.rs): the games it writes straight into the store
//! are games the server serves as its own: finished, with their seats and
//! outcome, audit bundles that verify, and a place in the public log.

use actix_web::http::StatusCode;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use referee::audit;
use referee::engine::AnyGame;
use referee::game::history::{
    log_finished_games, new_players, play_finished_game, store_finished_games, store_players,
    tables,
};
use serde_json::Value;
use uuid::Uuid;

use crate::support::spawn;

#[actix_web::test]
async fn loaded_games_are_served_finished_and_their_audits_verify() {
    let app = spawn().await;
    let mut conn = app.db.async_conn().await;
    let created_at = referee::audit::now() - chrono::Duration::days(40);
    let players = new_players("loaded ", 7, created_at).unwrap();
    store_players(&mut conn, &players).await.unwrap();
    let ids: Vec<Uuid> = players.iter().map(|p| p.id).collect();

    let mut rng = ChaCha8Rng::seed_from_u64(46);
    let mut loaded = Vec::new();
    // Three games of every table the loader plays, each seated from a
    // different offset into the players.
    for round in 0..3 {
        for (n, table) in tables().iter().enumerate() {
            let first = (round + n) % ids.len();
            let seats: Vec<Uuid> = (0..usize::from(table.seats))
                .map(|s| ids[(first + s) % ids.len()])
                .collect();
            let at = created_at + chrono::Duration::minutes(i64::try_from(n).unwrap());
            loaded.push(play_finished_game(table, &seats, at, &mut rng).unwrap());
        }
    }
    // What each game should show: its seats, steps and the outcome of its
    // last snapshot.
    let expected: Vec<(Uuid, Vec<Uuid>, usize, Value)> = loaded
        .iter()
        .map(|g| {
            let state = g
                .row
                .state
                .as_ref()
                .expect("a finished game has a snapshot");
            let engine: AnyGame = serde_json::from_str(&state.0).unwrap();
            let outcome = serde_json::to_value(engine.outcome()).unwrap();
            assert_eq!(outcome["finished"], true);
            let seated = g.seats.iter().map(|s| s.player_id).collect();
            (g.row.id, seated, g.events.len(), outcome)
        })
        .collect();
    assert_eq!(expected.len(), 3 * tables().len());
    store_finished_games(&mut conn, loaded).await.unwrap();
    log_finished_games(&mut conn, referee::audit::now())
        .await
        .unwrap();

    let reader = app.player("auditor").await;
    for (id, seated, steps, outcome) in &expected {
        let game = app.get(&format!("/v1/games/{id}"), &reader.token).await;
        assert_eq!(game.status, StatusCode::OK, "{}", game.text);
        assert_eq!(game.body["status"], "finished", "{}", game.text);
        assert_eq!(game.body["version"], *steps as u64, "{}", game.text);
        assert_eq!(game.body["outcome"], *outcome, "{}", game.text);
        let shown: Vec<Uuid> = game.body["seats"]
            .as_array()
            .unwrap()
            .iter()
            .map(|s| s["player_id"].as_str().unwrap().parse().unwrap())
            .collect();
        assert_eq!(&shown, seated, "{}", game.text);

        let bundle = app.audit_bundle(&reader, *id).await;
        assert_eq!(bundle.steps.len(), *steps);
        let replayed = audit::verify(&bundle, &mut |_| {})
            .unwrap_or_else(|e| panic!("game {id}'s audit does not verify: {e}"))
            .expect("a finished game's bundle replays to its end");
        assert_eq!(serde_json::to_value(replayed.outcome()).unwrap(), *outcome);

        let proof = app.get(&format!("/v1/log/proof/{id}"), &reader.token).await;
        assert_eq!(proof.status, StatusCode::OK, "{}", proof.text);
    }
}
