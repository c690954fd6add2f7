//! A request's body must arrive within the request time-out
//! (`REFEREE_REQUEST_TIMEOUT_SECS`). Headers have the same time, through
//! actix's `client_request_timeout` (set in `server::serve`).
//!
//! Without this, a client that sends the headers and a byte of the body
//! holds a connection, a file descriptor and a worker's attention forever.

use std::pin::Pin;

use actix_web::body::{EitherBody, MessageBody};
use actix_web::dev::{Payload, ServiceRequest, ServiceResponse};
use actix_web::error::PayloadError;
use actix_web::http::{header, ConnectionType, StatusCode};
use actix_web::middleware::Next;
use actix_web::web::{self, Bytes, BytesMut};
use actix_web::{HttpMessage, ResponseError};
use futures_util::{stream, Stream, StreamExt};

use super::error::{extractors::BODY_LIMIT, ApiError};
use super::AppState;

/// Reads the whole body (up to one byte past the limit, so that the
/// extractor still answers 413) before the handler runs; a body that does
/// not arrive in time is answered `408 request_timeout` and the connection
/// closed.
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
        Ok(Ok(body)) => {
            let replay: Pin<Box<dyn Stream<Item = Result<Bytes, PayloadError>>>> =
                Box::pin(stream::once(async move { Ok(body) }));
            req.set_payload(Payload::from(replay));
            Ok(next.call(req).await?.map_into_left_body())
        }
        Ok(Err(err)) => {
            let refused = ApiError::bad_request(
                "malformed_body",
                format!("the body could not be read: {err}"),
            );
            Ok(req.into_response(closing(&refused)).map_into_right_body())
        }
        Err(_) => {
            let late = ApiError::new(
                StatusCode::REQUEST_TIMEOUT,
                "request_timeout",
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

/// A non-empty `Content-Length`, or a chunked body.
fn announces_a_body(req: &ServiceRequest) -> bool {
    let headers = req.headers();
    headers.contains_key(header::TRANSFER_ENCODING)
        || headers
            .get(header::CONTENT_LENGTH)
            .and_then(|v| v.to_str().ok())
            .is_some_and(|v| v.trim() != "0")
}
