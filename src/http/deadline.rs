//! A request's body must arrive within the request time-out
//! (`REFEREE_REQUEST_TIMEOUT_SECS`), and only where an endpoint takes one.
//! Headers have the same time, through actix's `client_request_timeout`
//! and `connections::PacedStream` (set in `http::server::serve`).
//!
//! Without this, a client that sends the headers and a byte of the body
//! holds a connection, a file descriptor and a worker's attention forever,
//! and an endpoint that takes no body would read one it then ignores.

use std::pin::Pin;

use actix_web::body::{EitherBody, MessageBody};
use actix_web::dev::{Payload, ServiceRequest, ServiceResponse};
use actix_web::error::PayloadError;
use actix_web::http::{header, ConnectionType, StatusCode};
use actix_web::middleware::Next;
use actix_web::web::{self, Bytes, BytesMut};
use actix_web::{HttpMessage, ResponseError};
use futures_util::{stream, Stream, StreamExt};

use super::error::{extractors::BODY_LIMIT, ApiError, ProblemCode};
use super::routes::Routes;
use super::state::AppState;

/// Reads the whole body before the handler runs. Answered at once, before
/// a byte of the body is read, and with the connection closed: a body on
/// an endpoint that takes none (`413 body_not_allowed`), and a declared
/// length over the limit (`413 body_too_large`). A body that grows past the
/// limit is `413 body_too_large` as soon as it does, and one that does not
/// arrive in time `408 request_timeout`, both closing the connection.
pub async fn read_body_in_time(
    mut req: ServiceRequest,
    next: Next<impl MessageBody>,
) -> Result<ServiceResponse<EitherBody<impl MessageBody>>, actix_web::Error> {
    let Some(timeout) = req
        .app_data::<web::Data<AppState>>()
        .map(|state| state.http.request_timeout())
    else {
        return Err(ApiError::internal("AppState missing from the app").into());
    };
    if !announces_a_body(&req) {
        return Ok(next.call(req).await?.map_into_left_body());
    }
    if declared_length(&req).is_some_and(|length| length > BODY_LIMIT) {
        return Ok(req
            .into_response(closing(&too_large()))
            .map_into_right_body());
    }
    let Some(routes) = req.app_data::<web::Data<Routes>>() else {
        return Err(ApiError::internal("Routes missing from the app").into());
    };
    // The path as the router decodes it: `/v1/tokens/%72evoke` is revoke.
    if routes.takes_body(req.method(), req.match_info().as_str()) == Some(false) {
        let refused = ApiError::new(
            StatusCode::PAYLOAD_TOO_LARGE,
            ProblemCode::BodyNotAllowed,
            format!(
                "{} {} takes no body; send none (or Content-Length: 0)",
                req.method(),
                req.path()
            ),
        );
        return Ok(req.into_response(closing(&refused)).map_into_right_body());
    }
    let mut payload = req.take_payload();
    let read = async {
        let mut body = BytesMut::new();
        while let Some(chunk) = payload.next().await {
            body.extend_from_slice(&chunk?);
            if body.len() > BODY_LIMIT {
                break;
            }
        }
        Ok::<_, PayloadError>(body.freeze())
    };
    match actix_web::rt::time::timeout(timeout, read).await {
        Ok(Ok(body)) if body.len() > BODY_LIMIT => Ok(req
            .into_response(closing(&too_large()))
            .map_into_right_body()),
        Ok(Ok(body)) => {
            let replay: Pin<Box<dyn Stream<Item = Result<Bytes, PayloadError>>>> =
                Box::pin(stream::once(async move { Ok(body) }));
            req.set_payload(Payload::from(replay));
            Ok(next.call(req).await?.map_into_left_body())
        }
        Ok(Err(err)) => {
            let refused = ApiError::bad_request(
                ProblemCode::MalformedBody,
                format!("the body could not be read: {err}"),
            );
            Ok(req.into_response(closing(&refused)).map_into_right_body())
        }
        Err(_) => {
            let late = ApiError::new(
                StatusCode::REQUEST_TIMEOUT,
                ProblemCode::RequestTimeout,
                format!(
                    "the request's body did not arrive within {} s; the connection is closed",
                    timeout.as_secs()
                ),
            );
            Ok(req.into_response(closing(&late)).map_into_right_body())
        }
    }
}

/// The problem answer, closing the connection: what is left of the body
/// cannot be told apart from a next request.
fn closing(error: &ApiError) -> actix_web::HttpResponse {
    let mut answer = error.error_response();
    answer.head_mut().set_connection_type(ConnectionType::Close);
    answer
}

fn too_large() -> ApiError {
    ApiError::new(
        StatusCode::PAYLOAD_TOO_LARGE,
        ProblemCode::BodyTooLarge,
        format!("the body is larger than {} KiB", BODY_LIMIT / 1024),
    )
}

/// The `Content-Length`, when there is one that parses.
fn declared_length(req: &ServiceRequest) -> Option<usize> {
    req.headers()
        .get(header::CONTENT_LENGTH)?
        .to_str()
        .ok()?
        .trim()
        .parse()
        .ok()
}

/// A non-empty `Content-Length`, or a chunked body.
fn announces_a_body(req: &ServiceRequest) -> bool {
    let headers = req.headers();
    headers.contains_key(header::TRANSFER_ENCODING)
        || headers
            .get(header::CONTENT_LENGTH)
            .and_then(|v| v.to_str().ok())
            .is_some_and(|v| v.trim() != "0")
}
