//! The web page (`web/`): a lobby, a table to watch and play at, and a
//! replay that re-checks an audit bundle in the browser. Its files are
//! embedded in the binary at build time (there is no network at run time,
//! and no build step: plain HTML, CSS and ES modules) and served at `/` and
//! `/web/{file}`. The page uses the public API only, as any client would.

use actix_web::http::header;
use actix_web::{web, HttpResponse};

use super::error::{ApiError, ProblemCode};

/// One embedded file of `web/`.
pub struct Asset {
    pub name: &'static str,
    pub content_type: &'static str,
    pub body: &'static str,
}

macro_rules! asset {
    ($name:literal, $type:literal) => {
        Asset {
            name: $name,
            content_type: $type,
            body: include_str!(concat!("../../web/", $name)),
        }
    };
}

/// Every file the page loads, `index.html` (served at `/` too) first. A
/// test checks that each file of `web/` (but its tests) is here, so none is
/// forgotten.
pub const ASSETS: &[Asset] = &[
    asset!("index.html", "text/html; charset=utf-8"),
    asset!("style.css", "text/css; charset=utf-8"),
    asset!("cards.css", "text/css; charset=utf-8"),
    asset!("app.js", "text/javascript; charset=utf-8"),
    asset!("api.js", "text/javascript; charset=utf-8"),
    asset!("render.js", "text/javascript; charset=utf-8"),
    asset!("cards.js", "text/javascript; charset=utf-8"),
    asset!("replay.js", "text/javascript; charset=utf-8"),
    asset!("verify.js", "text/javascript; charset=utf-8"),
    asset!("ratings.js", "text/javascript; charset=utf-8"),
    asset!("signing.js", "text/javascript; charset=utf-8"),
    asset!("clock.js", "text/javascript; charset=utf-8"),
    asset!("rules.js", "text/javascript; charset=utf-8"),
    asset!("ui.js", "text/javascript; charset=utf-8"),
    asset!("account.js", "text/javascript; charset=utf-8"),
];

/// Only this server's own files and API: no inline script, no other origin.
const CONTENT_SECURITY_POLICY: &str = "default-src 'self'; img-src 'self' data:; \
     style-src 'self'; script-src 'self'; connect-src 'self'; object-src 'none'; \
     base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

fn serve(asset: &Asset) -> HttpResponse {
    HttpResponse::Ok()
        .insert_header((header::CONTENT_TYPE, asset.content_type))
        .insert_header((header::CONTENT_SECURITY_POLICY, CONTENT_SECURITY_POLICY))
        // Small, and they change with the binary: always revalidate.
        .insert_header((header::CACHE_CONTROL, "no-cache"))
        .body(asset.body)
}

async fn index() -> HttpResponse {
    serve(&ASSETS[0])
}

async fn file(name: web::Path<String>) -> Result<HttpResponse, ApiError> {
    ASSETS
        .iter()
        .find(|a| a.name == name.as_str())
        .map(serve)
        .ok_or_else(|| ApiError::not_found(ProblemCode::NotFound, "no such file"))
}

/// Registers `/` and `/web/{file}` (outside the OpenAPI document: they are
/// not API).
pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.route("/", web::get().to(index))
        .route("/web/{file}", web::get().to(file));
}
