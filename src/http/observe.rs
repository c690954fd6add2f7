//! The outermost layer of every request: its id (`X-Request-Id`), its log
//! line and its metrics. Every answer, whoever made it (a handler, an error
//! handler, CORS), carries the id in `X-Request-Id`, and every problem
//! document also as `request_id`.

use std::future::Future;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::OnceLock;
use std::time::Instant;

use actix_web::body::{BodySize, BoxBody, MessageBody};
use actix_web::dev::{Service, ServiceRequest, ServiceResponse};
use actix_web::http::header::{self, HeaderName, HeaderValue};
use actix_web::{web, HttpMessage, HttpResponse};
use tracing::Instrument;

use super::state::AppState;

pub const X_REQUEST_ID: HeaderName = HeaderName::from_static("x-request-id");

/// The route label of a request that matched no route.
const UNMATCHED: &str = "unmatched";

/// The largest problem document given a `request_id` (they are far smaller).
const PROBLEM_LIMIT: u64 = 64 * 1024;

/// The id of the request being answered, in its extensions.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RequestId(pub String);

/// The caller's `X-Request-Id` when it is 1 to 128 visible ASCII
/// characters, else a new one ([`new_request_id`]).
pub fn request_id_of(value: Option<&HeaderValue>) -> String {
    value
        .and_then(|v| v.to_str().ok())
        .filter(|id| (1..=128).contains(&id.len()) && id.bytes().all(|b| b.is_ascii_graphic()))
        .map_or_else(new_request_id, str::to_owned)
}

/// 32 hex digits: this process's random prefix, then a count of the ids it
/// made. Unique across processes and restarts without a system call per
/// request (a UUID v4 asked the kernel for 16 random bytes every time); an
/// id names a request in the logs and is no secret.
fn new_request_id() -> String {
    static PREFIX: OnceLock<u64> = OnceLock::new();
    static MADE: AtomicU64 = AtomicU64::new(0);
    let prefix = *PREFIX.get_or_init(|| {
        let mut bytes = [0u8; 8];
        match getrandom::fill(&mut bytes) {
            Ok(()) => u64::from_le_bytes(bytes),
            // No randomness: the clock and the process id still tell this
            // process from the others.
            Err(_) => {
                let nanos = std::time::SystemTime::now()
                    .duration_since(std::time::UNIX_EPOCH)
                    .map_or(0, |d| d.as_nanos() as u64);
                nanos ^ u64::from(std::process::id()).rotate_left(32)
            }
        }
    });
    // `{:016x}{:016x}`, without the formatter (two ids a move).
    let mut id = String::with_capacity(32);
    crate::lowerhex::push(&mut id, prefix.to_be_bytes());
    crate::lowerhex::push(&mut id, MADE.fetch_add(1, Ordering::Relaxed).to_be_bytes());
    id
}

/// The middleware (`wrap_fn`): gives the request its id, runs it in a
/// `request` span holding the id (so every log line of the request has
/// it), then tags the answer with the id, counts it and logs one line:
/// method, route pattern, path, status, latency.
pub fn request<S, B>(
    req: ServiceRequest,
    service: &S,
) -> impl Future<Output = Result<ServiceResponse<BoxBody>, actix_web::Error>>
where
    S: Service<ServiceRequest, Response = ServiceResponse<B>, Error = actix_web::Error>,
    B: MessageBody + 'static,
{
    let started = Instant::now();
    let id = request_id_of(req.headers().get(&X_REQUEST_ID));
    req.extensions_mut().insert(RequestId(id.clone()));
    // Before `head_as_get` turns a HEAD into a GET.
    let method = req.method().to_string();
    let path = req.path().to_owned();
    let state = req.app_data::<web::Data<AppState>>().cloned();
    let span = tracing::info_span!("request", request_id = %id);
    let answer = {
        let _entered = span.enter();
        service.call(req)
    }
    .instrument(span);
    async move {
        let (response, route) = match answer.await {
            Ok(res) => {
                let route = res
                    .request()
                    .match_pattern()
                    .unwrap_or_else(|| UNMATCHED.to_owned());
                (Ok(res.map_into_boxed_body()), route)
            }
            // No layer inside answers with an error (they make answers of
            // them), but should one: it gets the id and counts too.
            Err(err) => (Err(err), UNMATCHED.to_owned()),
        };
        let status = match &response {
            Ok(res) => res.status(),
            Err(err) => err.as_response_error().status_code(),
        };
        let seconds = started.elapsed().as_secs_f64();
        if let Some(state) = &state {
            state
                .metrics
                .request(&method, &route, status.as_u16(), seconds);
        }
        tracing::info!(
            target: "referee::request",
            request_id = %id,
            method = %method,
            route = %route,
            path = %path,
            status = status.as_u16(),
            latency_ms = seconds * 1000.0,
            "{method} {path} {}",
            status.as_u16()
        );
        match response {
            Ok(res) => {
                let (req, answer) = res.into_parts();
                Ok(ServiceResponse::new(req, tag(answer, &id).await))
            }
            Err(err) => {
                let answer = tag(err.error_response(), &id).await;
                Err(actix_web::error::InternalError::from_response(err, answer).into())
            }
        }
    }
}

/// Whether an answer is a problem document.
fn is_problem(answer: &HttpResponse) -> bool {
    answer
        .headers()
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.starts_with("application/problem+json"))
}

/// The answer with `X-Request-Id`, and with `request_id` when it is a
/// problem document.
async fn tag(mut answer: HttpResponse, id: &str) -> HttpResponse {
    if let Ok(value) = HeaderValue::from_str(id) {
        answer.headers_mut().insert(X_REQUEST_ID, value);
    }
    if !is_problem(&answer) {
        return answer;
    }
    let (head, body) = answer.into_parts();
    let BodySize::Sized(size) = body.size() else {
        return head.set_body(body);
    };
    if size > PROBLEM_LIMIT {
        return head.set_body(body);
    }
    let bytes = match actix_web::body::to_bytes(body).await {
        Ok(bytes) => bytes,
        Err(err) => {
            tracing::error!("a problem document could not be read: {err}");
            return head.set_body(BoxBody::new(()));
        }
    };
    let body = with_request_id(&bytes, id).unwrap_or_else(|| bytes.to_vec());
    head.set_body(BoxBody::new(body))
}

/// A JSON object with `"request_id": id` added last (the other members
/// keep their order), or `None` when it is no object or has one already.
fn with_request_id(json: &[u8], id: &str) -> Option<Vec<u8>> {
    let object: serde_json::Map<String, serde_json::Value> = serde_json::from_slice(json).ok()?;
    if object.contains_key("request_id") {
        return None;
    }
    let text = std::str::from_utf8(json).ok()?.trim_end();
    let open = text.strip_suffix('}')?.trim_end();
    let member = format!("\"request_id\":{}", serde_json::to_string(id).ok()?);
    let separator = if object.is_empty() { "" } else { "," };
    Some(format!("{open}{separator}{member}}}").into_bytes())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_callers_id_is_kept_when_visible_ascii_of_1_to_128() {
        let given = |s: &str| request_id_of(Some(&HeaderValue::from_str(s).unwrap()));
        assert_eq!(given("abc-123_X.y:z"), "abc-123_X.y:z");
        assert_eq!(given(&"a".repeat(128)), "a".repeat(128));
        for bad in [
            String::new(),
            "a".repeat(129),
            "a b".to_owned(),
            "a\tb".to_owned(),
        ] {
            let id = given(&bad);
            assert_ne!(id, bad);
            assert_eq!(id.len(), 32, "{id}");
            assert!(id.bytes().all(|b| b.is_ascii_hexdigit()), "{id}");
        }
        let latin1 = HeaderValue::from_bytes(b"caf\xe9").unwrap();
        assert_eq!(request_id_of(Some(&latin1)).len(), 32);
        assert_ne!(request_id_of(None), request_id_of(None));
        // From several threads at once (the HTTP workers): never the same.
        let made: std::collections::HashSet<String> = std::thread::scope(|scope| {
            let workers: Vec<_> = (0..4)
                .map(|_| scope.spawn(|| (0..1000).map(|_| request_id_of(None)).collect::<Vec<_>>()))
                .collect();
            workers
                .into_iter()
                .flat_map(|w| w.join().unwrap())
                .collect()
        });
        assert_eq!(made.len(), 4000);
    }

    #[test]
    fn request_id_is_added_to_an_object_keeping_its_order() {
        let out = with_request_id(br#"{"type":"x","status":404}"#, "a\"b").unwrap();
        assert_eq!(
            String::from_utf8(out).unwrap(),
            r#"{"type":"x","status":404,"request_id":"a\"b"}"#
        );
        assert_eq!(
            with_request_id(b"{ }", "r").unwrap(),
            br#"{"request_id":"r"}"#.to_vec()
        );
        assert!(with_request_id(b"[1]", "r").is_none());
        assert!(with_request_id(br#"{"request_id":"q"}"#, "r").is_none());
        assert!(with_request_id(b"not json", "r").is_none());
    }
}
