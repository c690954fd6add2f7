//! What happens to a request no handler takes: `405` with `Allow` for a
//! known path asked with another method, else `404`; and `HEAD`, answered
//! wherever `GET` is.

use actix_web::dev::{Service, ServiceRequest, ServiceResponse};
use actix_web::http::{header, Method};
use actix_web::{web, HttpRequest, HttpResponse, ResponseError};

use super::error::{ApiError, ProblemCode};
use crate::game::scope::{Scope, Scopes};

/// The documented paths, their methods, and which of those take a body:
/// the OpenAPI document is the one list of what the server answers.
pub struct Routes {
    paths: Vec<Route>,
    /// The scopes each operation declares, by path template, then method:
    /// looked up by every request that carries a token, so a map.
    scopes: std::collections::HashMap<String, Vec<(String, Scopes)>>,
}

struct Route {
    template: Vec<String>,
    methods: Vec<String>,
    /// The methods with a `requestBody`.
    with_body: Vec<String>,
}

impl Routes {
    pub fn of(document: &serde_json::Value) -> Self {
        let paths = document["paths"]
            .as_object()
            .map(|paths| {
                paths
                    .iter()
                    .map(|(path, item)| {
                        let operations = item.as_object();
                        let methods_where = |wanted: fn(&serde_json::Value) -> bool| {
                            operations
                                .map(|ops| {
                                    ops.iter()
                                        .filter(|(_, op)| wanted(op))
                                        .map(|(m, _)| m.to_uppercase())
                                        .collect::<Vec<_>>()
                                })
                                .unwrap_or_default()
                        };
                        let mut methods = methods_where(|_| true);
                        if methods.iter().any(|m| m == "GET") {
                            methods.push("HEAD".to_owned());
                        }
                        Route {
                            template: segments(path).map(str::to_owned).collect(),
                            methods,
                            with_body: methods_where(|op| op.get("requestBody").is_some()),
                        }
                    })
                    .collect()
            })
            .unwrap_or_default();
        let scopes = document["paths"]
            .as_object()
            .into_iter()
            .flatten()
            .map(|(path, item)| {
                let by_method = item
                    .as_object()
                    .into_iter()
                    .flatten()
                    .map(|(method, op)| (method.to_uppercase(), declared_scopes(op)))
                    .collect();
                (path.clone(), by_method)
            })
            .collect();
        Routes { paths, scopes }
    }

    /// The documented path `path` matches, if any.
    fn route(&self, path: &str) -> Option<&Route> {
        self.paths.iter().find(|route| {
            let mut asked = segments(path);
            route.template.iter().all(|t| {
                asked
                    .next()
                    .is_some_and(|a| (t.starts_with('{') && !a.is_empty()) || t == a)
            }) && asked.next().is_none()
        })
    }

    /// The methods of the documented path `path` matches, if any.
    fn allowed(&self, path: &str) -> Option<&[String]> {
        self.route(path).map(|route| route.methods.as_slice())
    }

    /// Whether the endpoint of `method` and `path` takes a body; `None`
    /// when there is no such endpoint.
    pub fn takes_body(&self, method: &Method, path: &str) -> Option<bool> {
        let route = self.route(path)?;
        let method = method.as_str();
        route
            .methods
            .iter()
            .any(|m| m == method)
            .then(|| route.with_body.iter().any(|m| m == method))
    }
}

/// The scopes an operation declares: those its security requirements name
/// (every scheme of the API names the same ones).
fn declared_scopes(operation: &serde_json::Value) -> Scopes {
    operation["security"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(serde_json::Value::as_object)
        .flat_map(|requirement| requirement.values())
        .filter_map(serde_json::Value::as_array)
        .flatten()
        .filter_map(serde_json::Value::as_str)
        .filter_map(Scope::parse)
        .collect()
}

impl Routes {
    /// The scopes the operation of `method` at the documented path
    /// `pattern` (a template, as the router matched it) declares; `None`
    /// when no such operation is documented. `HEAD` is `GET`'s.
    pub fn declared_scopes(&self, method: &Method, pattern: &str) -> Option<Scopes> {
        let method = if method == Method::HEAD {
            "GET"
        } else {
            method.as_str()
        };
        self.scopes
            .get(pattern)?
            .iter()
            .find(|(m, _)| m == method)
            .map(|(_, scopes)| *scopes)
    }
}

/// A path's segments; a trailing slash makes an empty last one, as the
/// router takes `/v1/tokens/` for another path than `/v1/tokens`.
fn segments(path: &str) -> impl Iterator<Item = &str> {
    path.split('/')
}

/// The default service: `405 method_not_allowed` with `Allow` when the path
/// is known, else `404 not_found`.
pub async fn unmatched(req: HttpRequest, routes: web::Data<Routes>) -> HttpResponse {
    // The path as decoded for routing, as the router matched it.
    match routes.allowed(req.match_info().as_str()) {
        Some(methods) => {
            let allow = methods.join(", ");
            let mut response = ApiError::new(
                actix_web::http::StatusCode::METHOD_NOT_ALLOWED,
                ProblemCode::MethodNotAllowed,
                format!("{} is not allowed here; use {allow}", req.method()),
            )
            .error_response();
            if let Ok(value) = header::HeaderValue::from_str(&allow) {
                response.headers_mut().insert(header::ALLOW, value);
            }
            response
        }
        None => ApiError::not_found(ProblemCode::NotFound, "no such endpoint").error_response(),
    }
}

/// Serves `HEAD` as `GET`: the HTTP layer sends the headers (length
/// included) and drops the body for a `HEAD` request.
pub fn head_as_get<S, B>(
    mut req: ServiceRequest,
    service: &S,
) -> impl std::future::Future<Output = Result<ServiceResponse<B>, actix_web::Error>>
where
    S: Service<ServiceRequest, Response = ServiceResponse<B>, Error = actix_web::Error>,
{
    if req.method() == Method::HEAD {
        req.head_mut().method = Method::GET;
    }
    service.call(req)
}

/// Marks an answer written in OAuth's words (RFC 6749, 5.2), which
/// [`problem_for_any_error`] leaves as it is.
#[derive(Debug, Clone, Copy)]
pub struct OAuthAnswer;

/// The last line of defence for "every error body is a problem document":
/// an error answered by actix itself (a payload error of an extractor
/// without a handler of ours, say) becomes a problem document with the
/// same status. Answers that are problem documents already pass untouched.
pub fn problem_for_any_error<B>(
    res: ServiceResponse<B>,
) -> actix_web::Result<actix_web::middleware::ErrorHandlerResponse<B>> {
    use actix_web::http::StatusCode;
    use actix_web::middleware::ErrorHandlerResponse;
    let is_problem = res
        .headers()
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.starts_with("application/problem+json"));
    // OAuth's endpoints answer in RFC 6749's words, which its clients read.
    let is_oauth = res.response().extensions().get::<OAuthAnswer>().is_some();
    // 304 and the like are not errors; HEAD answers carry no body anyway.
    if is_problem || is_oauth || !(res.status().is_client_error() || res.status().is_server_error())
    {
        return Ok(ErrorHandlerResponse::Response(res.map_into_left_body()));
    }
    let status = res.status();
    let (code, detail) = match status {
        StatusCode::PAYLOAD_TOO_LARGE => {
            (ProblemCode::BodyTooLarge, "the body is larger than 64 KiB")
        }
        StatusCode::UNSUPPORTED_MEDIA_TYPE => (
            ProblemCode::UnsupportedMediaType,
            "send the body as application/json",
        ),
        StatusCode::NOT_FOUND => (ProblemCode::NotFound, "no such endpoint"),
        StatusCode::METHOD_NOT_ALLOWED => (
            ProblemCode::MethodNotAllowed,
            "this method is not allowed here",
        ),
        StatusCode::REQUEST_TIMEOUT => (
            ProblemCode::RequestTimeout,
            "the request took too long to arrive",
        ),
        s if s.is_server_error() => (
            ProblemCode::InternalError,
            "the server failed; it has been logged",
        ),
        _ => (ProblemCode::BadRequest, "the request could not be read"),
    };
    if status.is_server_error() {
        tracing::error!(
            "{} {}: {status} answered outside the handlers",
            res.request().method(),
            res.request().path()
        );
    }
    let (req, _) = res.into_parts();
    let response = ApiError::new(status, code, detail).error_response();
    Ok(ErrorHandlerResponse::Response(
        ServiceResponse::new(req, response).map_into_right_body(),
    ))
}
