//! The OpenAPI 3.1 document, generated from the handlers by utoipa.

use utoipa::openapi::security::{Http, HttpAuthScheme, SecurityScheme};
use utoipa::openapi::OpenApi as Document;
use utoipa::{Modify, OpenApi};
use utoipa_actix_web::AppExt;

#[derive(OpenApi)]
#[openapi(
    info(
        title = "referee",
        // Pinned: the document changes with the API, not with the crate version.
        version = "1",
        description = "A REST referee for turn-based card games with hidden information. \
            Errors are RFC 9457 problem documents (application/problem+json) with a stable `code`."
    ),
    modifiers(&BearerAuth),
    components(schemas(super::error::Problem)),
    tags(
        (name = "players", description = "Registration and tokens"),
        (name = "games", description = "Creating, joining and reading games"),
        (name = "moves", description = "Playing"),
        (name = "health", description = "Liveness and readiness")
    )
)]
struct ApiDoc;

struct BearerAuth;

impl Modify for BearerAuth {
    fn modify(&self, openapi: &mut Document) {
        let components = openapi.components.get_or_insert_with(Default::default);
        components.add_security_scheme(
            "bearer",
            SecurityScheme::Http(
                Http::builder()
                    .scheme(HttpAuthScheme::Bearer)
                    .bearer_format("JWT")
                    .build(),
            ),
        );
    }
}

pub(super) fn base() -> Document {
    ApiDoc::openapi()
}

/// The complete document, as served at `/openapi.json` and committed as
/// `openapi/openapi.json`.
pub fn document() -> Document {
    let (_, document) = actix_web::App::new()
        .into_utoipa_app()
        .openapi(base())
        .configure(super::configure)
        .split_for_parts();
    document
}

/// The document as pretty JSON with a trailing newline.
pub fn document_json() -> String {
    let mut text = document().to_pretty_json().unwrap_or_default();
    text.push('\n');
    text
}
