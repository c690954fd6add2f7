//! The HTTP layer: actix-web handlers under `/v1`, problem+json errors, JWT
//! auth, and the OpenAPI document generated from the handlers.

pub mod access_tokens;
pub mod audit;
pub mod auth;
pub mod catalog;
pub mod connections;
pub mod deadline;
pub mod dto;
pub mod error;
pub mod events;
pub mod games;
pub mod health;
pub mod invitations;
pub mod kept;
pub mod keys;
pub mod limits;
pub mod log;
pub mod long_poll;
pub mod moves;
pub mod notifications;
pub mod oauth;
pub mod observe;
pub mod openapi;
pub mod page;
pub mod paging;
pub mod passkeys;
pub mod player_keys;
pub mod players;
pub mod rate_limit;
pub mod ratings;
pub mod resign;
pub mod routes;
pub mod seeks;
pub mod server;
pub mod sessions;
pub mod state;
pub mod tokens;
pub mod webhooks;

use actix_web::body::MessageBody;
use actix_web::dev::{ServiceFactory, ServiceRequest, ServiceResponse};
use actix_web::{web, App};
use utoipa_actix_web::service_config::ServiceConfig;
use utoipa_actix_web::{scope, AppExt};
use utoipa_swagger_ui::SwaggerUi;

pub use state::AppState;

/// Registers every endpoint; used by the server and by [`openapi::document`].
pub fn configure(cfg: &mut ServiceConfig) {
    cfg.service(health::healthz)
        .service(health::readyz)
        .service(health::metrics)
        .service(oauth::authorize_page)
        .service(oauth::token)
        .service(oauth::revoke)
        .service(
            scope::scope("/v1")
                // The two requests of every move first: actix tries a
                // scope's resources in order, matching each pattern with a
                // regex (no two of them take the same method and path).
                .service(games::get_game)
                .service(moves::submit_move)
                .service(players::create_player)
                .service(players::create_token)
                .service(sessions::sign_in)
                .service(sessions::recover)
                .service(passkeys::passkey_sign_in_options)
                .service(passkeys::passkey_sign_in)
                .service(sessions::set_handle)
                .service(sessions::set_password)
                .service(players::revoke_tokens)
                .service(players::rotate_api_key)
                .service(players::me)
                .service(players::my_games)
                .service(access_tokens::create_access_token)
                .service(access_tokens::list_access_tokens)
                .service(access_tokens::revoke_access_token)
                .service(passkeys::passkey_options)
                .service(passkeys::add_passkey)
                .service(passkeys::list_passkeys)
                .service(passkeys::delete_passkey)
                .service(oauth::describe_authorization)
                .service(oauth::decide_authorization)
                .service(oauth::my_apps)
                .service(player_keys::register_key)
                .service(player_keys::list_keys)
                .service(player_keys::revoke_key)
                .service(seeks::my_seeks)
                .service(seeks::create_seek)
                .service(seeks::cancel_seek)
                .service(notifications::list_notifications)
                .service(notifications::stream)
                .service(webhooks::put_webhook)
                .service(webhooks::get_webhook)
                .service(webhooks::delete_webhook)
                .service(webhooks::list_deliveries)
                .service(webhooks::redeliver)
                .service(webhooks::roll_secret)
                .service(webhooks::resume_webhook)
                .service(catalog::catalog)
                .service(keys::public_keys)
                .service(log::tree_head)
                .service(log::inclusion_proof)
                .service(log::consistency_proof)
                .service(log::log_entries)
                .service(games::create_game)
                .service(games::list_games)
                .service(games::join_game)
                .service(games::leave_game)
                .service(games::abort_game)
                .service(invitations::invite_player)
                .service(invitations::revoke_invitation)
                .service(invitations::make_invite_code)
                .service(invitations::revoke_invite_code)
                .service(invitations::rematch)
                .service(resign::resign)
                .service(events::list_events)
                .service(ratings::profile)
                .service(ratings::rating_history)
                .service(ratings::leaderboard)
                .service(audit::audit_bundle),
        );
}

/// The whole application: routes, extractor error handlers, Swagger UI at
/// `/docs` and the document at `/openapi.json`. Its queries run on
/// `state`'s pool: the server gives each worker a state of its own
/// ([`AppState::for_this_loop`]).
pub fn app(
    state: web::Data<AppState>,
) -> App<
    impl ServiceFactory<
        ServiceRequest,
        Config = (),
        Response = ServiceResponse<impl MessageBody>,
        Error = actix_web::Error,
        InitError = (),
    >,
> {
    let cors_origins = state.http.cors_origins.clone();
    let (app, _) = App::new()
        .into_utoipa_app()
        .openapi(openapi::base())
        .app_data(state)
        .app_data(error::extractors::json_config())
        .app_data(error::extractors::path_config())
        .app_data(error::extractors::query_config())
        // Bodies read as bytes (an optional join body) have the JSON limit.
        .app_data(web::PayloadConfig::new(error::extractors::BODY_LIMIT))
        .configure(configure)
        .split_for_parts();
    let document = openapi::document();
    let routes = web::Data::new(routes::Routes::of(document));
    app.service(web::redirect("/docs", "/docs/"))
        .service(
            SwaggerUi::new("/docs/{_:.*}")
                .external_urls_from_iter_unchecked([("/openapi.json", document.clone())]),
        )
        .configure(page::configure)
        .app_data(routes)
        .default_service(web::to(routes::unmatched))
        .wrap(actix_web::middleware::from_fn(auth::record_use))
        // Inside CORS, so a browser can read a 429; preflights pass.
        .wrap_fn(rate_limit::enforce)
        // Innermost: a preflight is answered before any route or check,
        // and a refused origin still gets a problem document (below).
        .wrap(actix_web::middleware::Condition::new(
            !cors_origins.is_empty(),
            cors(&cors_origins),
        ))
        .wrap(
            actix_web::middleware::ErrorHandlers::new()
                .default_handler(routes::problem_for_any_error),
        )
        .wrap_fn(routes::head_as_get)
        .wrap(actix_web::middleware::from_fn(deadline::read_body_in_time))
        .wrap(security_headers())
        // Every answer, from any layer above, gets the request's id, is
        // counted and logged.
        .wrap_fn(observe::request)
        // Outermost: the connection's head time-out is off from the
        // request's start to its answer's end.
        .wrap_fn(crate::http::connections::pace_request)
}

/// Headers on every answer: no sniffing of content types, no referrer, and
/// no caching unless a handler says otherwise (answers carry api_keys,
/// tokens and private views).
fn security_headers() -> actix_web::middleware::DefaultHeaders {
    use actix_web::http::header;
    actix_web::middleware::DefaultHeaders::new()
        .add((header::X_CONTENT_TYPE_OPTIONS, "nosniff"))
        .add((header::REFERRER_POLICY, "no-referrer"))
        .add((header::CACHE_CONTROL, "no-store"))
}

/// The CORS policy for the configured origins (`REFEREE_CORS_ORIGINS`).
fn cors(origins: &[String]) -> actix_cors::Cors {
    use actix_web::http::header;
    let mut cors = actix_cors::Cors::default()
        .allowed_methods(["GET", "HEAD", "POST", "PUT", "DELETE"])
        .allowed_headers([
            header::AUTHORIZATION,
            header::CONTENT_TYPE,
            header::IF_NONE_MATCH,
            header::HeaderName::from_static("idempotency-key"),
            header::HeaderName::from_static("last-event-id"),
            observe::X_REQUEST_ID,
        ])
        .expose_headers([
            header::ETAG,
            header::LOCATION,
            header::RETRY_AFTER,
            header::ALLOW,
            observe::X_REQUEST_ID,
            limits::RATELIMIT_LIMIT,
            limits::RATELIMIT_REMAINING,
            limits::RATELIMIT_RESET,
            limits::RATELIMIT_POLICY,
        ])
        .max_age(3600);
    for origin in origins {
        cors = cors.allowed_origin(origin.trim());
    }
    cors
}
