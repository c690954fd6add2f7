//! The committed OpenAPI document is what the code generates.
//! Regenerate with `UPDATE_OPENAPI=1 cargo test --test api openapi`.

#[test]
fn committed_openapi_document_matches_the_code() {
    let generated = referee::api::openapi::document_json();
    let path = "openapi/openapi.json";
    if std::env::var_os("UPDATE_OPENAPI").is_some() {
        std::fs::write(path, &generated).unwrap();
    }
    let committed = std::fs::read_to_string(path).unwrap_or_default();
    assert!(
        committed == generated,
        "openapi/openapi.json is stale: run `UPDATE_OPENAPI=1 cargo test --test api openapi` and commit it"
    );
    let document: serde_json::Value = serde_json::from_str(&generated).unwrap();
    for path in [
        "/v1/players",
        "/v1/tokens",
        "/v1/catalog",
        "/v1/games",
        "/v1/games/{id}",
        "/v1/games/{id}/seats",
        "/v1/games/{id}/seats/me",
        "/v1/games/{id}/moves",
        "/v1/games/{id}/events",
        "/v1/players/me/games",
        "/healthz",
        "/readyz",
    ] {
        assert!(document["paths"][path].is_object(), "{path} is documented");
    }
    assert!(document["components"]["schemas"]["Problem"].is_object());
}
