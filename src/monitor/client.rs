//! The monitor's HTTP client: actix's awc (the server's own client, on the
//! actix runtime the command runs on), JSON in and out, a bearer token for
//! the endpoints that need one, and patience with a busy server (429 and
//! 503 are retried after their `Retry-After`).

use std::time::Duration;

use awc::http::StatusCode;
use serde::de::DeserializeOwned;
use serde::Serialize;

/// The largest answer read: an audit bundle of a very long game.
const BODY_LIMIT: usize = 512 * 1024 * 1024;
/// Tries of one request answered 429 or 503 (or not answered at all).
const TRIES: u32 = 5;

/// A referee server's API under its base URL.
pub struct Api {
    client: awc::Client,
    base: String,
}

/// An answer: its status and body.
pub struct Answer {
    pub status: StatusCode,
    pub body: actix_web::web::Bytes,
}

impl Answer {
    /// The body as a `T`, or why not.
    pub fn json<T: DeserializeOwned>(&self, what: &str) -> Result<T, String> {
        serde_json::from_slice(&self.body)
            .map_err(|e| format!("{what}: not the expected JSON: {e}"))
    }

    /// The body as text, for a message.
    pub fn text(&self) -> String {
        let text = String::from_utf8_lossy(&self.body);
        text.chars().take(300).collect()
    }
}

impl Api {
    /// The API at `url` (`https://referee.example`, or with `/v1`).
    pub fn new(url: &str, timeout: Duration) -> Api {
        // rustls is built with ring only; make it the process's provider,
        // which the client's default TLS configuration asks for.
        let _ = rustls::crypto::ring::default_provider().install_default();
        let base = url.trim_end_matches('/');
        let base = base.strip_suffix("/v1").unwrap_or(base).to_owned();
        let client = awc::Client::builder()
            .timeout(timeout)
            .add_default_header((
                awc::http::header::USER_AGENT,
                concat!("referee-monitor/", env!("CARGO_PKG_VERSION")),
            ))
            .finish();
        Api { client, base }
    }

    /// `GET /v1{path}`, with `token` when given.
    pub async fn get(&self, path: &str, token: Option<&str>) -> Result<Answer, String> {
        self.send(path, token, None::<&()>).await
    }

    /// `POST /v1{path}` with a JSON body.
    pub async fn post<B: Serialize>(&self, path: &str, body: &B) -> Result<Answer, String> {
        self.send(path, None, Some(body)).await
    }

    /// `GET /v1{path}` that must answer 200 with a `T`.
    pub async fn get_ok<T: DeserializeOwned>(
        &self,
        path: &str,
        token: Option<&str>,
    ) -> Result<T, String> {
        let answer = self.get(path, token).await?;
        if answer.status != StatusCode::OK {
            return Err(format!(
                "GET /v1{path} answered {}: {}",
                answer.status,
                answer.text()
            ));
        }
        answer.json(&format!("GET /v1{path}"))
    }

    async fn send<B: Serialize>(
        &self,
        path: &str,
        token: Option<&str>,
        body: Option<&B>,
    ) -> Result<Answer, String> {
        let url = format!("{}/v1{path}", self.base);
        let mut last = String::new();
        for attempt in 0..TRIES {
            if attempt > 0 {
                actix_web::rt::time::sleep(Duration::from_millis(250 << attempt.min(4))).await;
            }
            let mut request = match body {
                Some(_) => self.client.post(&url),
                None => self.client.get(&url),
            };
            if let Some(token) = token {
                request = request.bearer_auth(token);
            }
            let sent = match body {
                Some(body) => request.send_json(body).await,
                None => request.send().await,
            };
            let mut response = match sent {
                Ok(response) => response,
                Err(err) => {
                    last = format!(
                        "{} {url}: {err}",
                        if body.is_some() { "POST" } else { "GET" }
                    );
                    continue;
                }
            };
            let status = response.status();
            if status == StatusCode::TOO_MANY_REQUESTS || status == StatusCode::SERVICE_UNAVAILABLE
            {
                let wait = response
                    .headers()
                    .get(awc::http::header::RETRY_AFTER)
                    .and_then(|v| v.to_str().ok())
                    .and_then(|v| v.parse::<u64>().ok())
                    .unwrap_or(1)
                    .min(30);
                last = format!("{url} answered {status}");
                actix_web::rt::time::sleep(Duration::from_secs(wait)).await;
                continue;
            }
            let body = response
                .body()
                .limit(BODY_LIMIT)
                .await
                .map_err(|e| format!("{url}: the answer could not be read: {e}"))?;
            return Ok(Answer { status, body });
        }
        Err(last)
    }
}
