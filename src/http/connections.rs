//! Client connections: which ones the server takes, and how long a kept-alive
//! one may take to send its next request's head.
//!
//! Admission: a connection is taken only while its client address (an IPv6
//! client by its /64 network) holds fewer than
//! `REFEREE_MAX_CONNECTIONS_PER_ADDRESS` and the process fewer than
//! `REFEREE_MAX_CONNECTIONS`; another is answered a short `429` or `503`
//! problem and closed at once, so one address cannot take every descriptor
//! of the process and starve the others.
//!
//! Pacing: actix bounds the head of a connection's first request only
//! (`client_request_timeout`); once a byte of a later request has arrived,
//! nothing bounds the rest of its head. [`PacedStream`] wraps the socket and
//! ends a connection whose next head is not in within the keep-alive time
//! and the request time-out after the previous answer, or within the request
//! time-out after its first byte. [`pace_request`] (a layer of `http::app`)
//! tells it when a request starts (no time-out while a request is served,
//! however long it waits: long-polls, streams) and when its answer ends.

use std::cell::Cell;
use std::collections::HashMap;
use std::future::Future;
use std::io::{self, Read, Write};
use std::net::IpAddr;
use std::pin::Pin;
use std::rc::Rc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, PoisonError};
use std::task::{Context, Poll, Waker};
use std::time::Duration;

use actix_web::body::{BodySize, MessageBody};
use actix_web::dev::{Service, ServiceRequest, ServiceResponse};
use actix_web::http::{ConnectionType, StatusCode};
use actix_web::rt::net::TcpStream;
use actix_web::rt::time::{sleep_until, Instant, Sleep};
use actix_web::web::Bytes;
use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};

use crate::http::error::{ApiError, Fault, ProblemCode};

/// How long an idle kept-alive connection is kept (actix closes it after
/// this when no byte of a next request arrives).
pub const KEEP_ALIVE: Duration = Duration::from_secs(5);

/// What [`Admission::admit`] refuses.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Refusal {
    /// The client address holds its most connections.
    AddressFull,
    /// The process holds its most connections.
    ServerFull,
}

/// The connections open now, in total and per client address.
pub struct Admission {
    max_total: usize,
    /// 0: no cap per address.
    max_per_address: usize,
    total: AtomicUsize,
    per_address: Mutex<HashMap<IpAddr, usize>>,
    address_full: Bytes,
    server_full: Bytes,
}

impl Admission {
    /// Caps of `max_total` connections, and `max_per_address` per client
    /// address (0: none).
    pub fn new(max_total: usize, max_per_address: usize) -> Arc<Admission> {
        Arc::new(Admission {
            max_total,
            max_per_address,
            total: AtomicUsize::new(0),
            per_address: Mutex::new(HashMap::new()),
            address_full: refusal_answer(&ApiError {
                status: StatusCode::TOO_MANY_REQUESTS,
                fault: Fault {
                    retry_after_secs: Some(1),
                    ..Fault::new(
                        ProblemCode::TooManyConnections,
                        format!(
                            "your address holds {max_per_address} connections to this server \
                             already; reuse one of them"
                        ),
                    )
                },
            }),
            server_full: refusal_answer(&ApiError {
                status: StatusCode::SERVICE_UNAVAILABLE,
                fault: Fault {
                    retry_after_secs: Some(1),
                    ..Fault::new(
                        ProblemCode::TooManyConnections,
                        format!("the server holds {max_total} connections, its most; retry later"),
                    )
                },
            }),
        })
    }

    /// A ticket for a connection from `peer` (`None`: unknown, counted in
    /// the total only), or why not.
    pub fn admit(self: &Arc<Self>, peer: Option<IpAddr>) -> Result<Ticket, Refusal> {
        if self.total.fetch_add(1, Ordering::Relaxed) >= self.max_total {
            self.total.fetch_sub(1, Ordering::Relaxed);
            return Err(Refusal::ServerFull);
        }
        let address = peer
            .filter(|_| self.max_per_address > 0)
            .map(crate::http::limits::network);
        if let Some(address) = address {
            let mut counts = self.counts();
            let held = counts.entry(address).or_insert(0);
            if *held >= self.max_per_address {
                drop(counts);
                self.total.fetch_sub(1, Ordering::Relaxed);
                return Err(Refusal::AddressFull);
            }
            *held += 1;
        }
        Ok(Ticket {
            admission: Arc::clone(self),
            address,
        })
    }

    /// The connections open now.
    #[cfg(test)]
    fn open(&self) -> usize {
        self.total.load(Ordering::Relaxed)
    }

    /// The answer to a refused connection: a whole HTTP/1.1 message that
    /// closes it.
    pub fn answer(&self, refusal: Refusal) -> &[u8] {
        match refusal {
            Refusal::AddressFull => &self.address_full,
            Refusal::ServerFull => &self.server_full,
        }
    }

    fn counts(&self) -> std::sync::MutexGuard<'_, HashMap<IpAddr, usize>> {
        // The map stays consistent whatever panicked while holding it.
        self.per_address
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
    }
}

/// One admitted connection; dropping it gives its place back.
pub struct Ticket {
    admission: Arc<Admission>,
    address: Option<IpAddr>,
}

impl Drop for Ticket {
    fn drop(&mut self) {
        if let Some(address) = self.address {
            let mut counts = self.admission.counts();
            if let Some(held) = counts.get_mut(&address) {
                *held -= 1;
                if *held == 0 {
                    counts.remove(&address);
                }
            }
        }
        self.admission.total.fetch_sub(1, Ordering::Relaxed);
    }
}

fn refusal_answer(error: &ApiError) -> Bytes {
    let body = serde_json::to_string(&error.problem()).unwrap_or_default();
    let reason = error.status.canonical_reason().unwrap_or("Error");
    let retry_after = error
        .fault
        .retry_after_secs
        .map(|secs| format!("Retry-After: {secs}\r\n"))
        .unwrap_or_default();
    Bytes::from(format!(
        "HTTP/1.1 {status} {reason}\r\nContent-Type: application/problem+json\r\n\
         {retry_after}Connection: close\r\nContent-Length: {length}\r\n\r\n{body}",
        status = error.status.as_u16(),
        length = body.len(),
    ))
}

/// Sends `answer` to a refused connection as far as its socket takes it
/// without waiting (a fresh socket's buffer takes it whole), then closes it.
pub fn refuse(stream: TcpStream, answer: &[u8]) {
    // Off the event loop: a socket it has not seen ready yet is written
    // directly, not left waiting for a readiness event.
    let Ok(mut stream) = stream.into_std() else {
        return;
    };
    // What the client sent already (a request's head, most likely) is read
    // first: closing a socket with unread bytes resets it, and the client
    // could lose the answer. A bounded read: a client that keeps sending
    // does not keep the worker.
    let mut sent = [0u8; 4096];
    for _ in 0..4 {
        if !matches!(stream.read(&mut sent), Ok(n) if n > 0) {
            break;
        }
    }
    let _ = stream.write(answer);
}

/// Where a connection is between its requests.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Phase {
    /// The first request's head (bounded by actix's own timer), or a
    /// request being served: no time-out of ours.
    Unwatched,
    /// An answer has ended; no byte of the next request yet.
    Idle { until: Instant },
    /// The next request's head is arriving.
    Head { until: Instant },
    /// The connection is to close once its answer is out: reads end.
    Closing,
}

/// A connection's phase, shared by its socket ([`PacedStream`]) and the
/// requests it carries ([`pace_request`]). One connection is one task on
/// one worker thread, so plain cells suffice.
pub struct Pace {
    phase: Cell<Phase>,
    head_timeout: Duration,
    /// The connection's task, to wake when it is to close while it waits
    /// for bytes.
    waiting: Cell<Option<Waker>>,
}

impl Pace {
    fn new(head_timeout: Duration) -> Rc<Pace> {
        Rc::new(Pace {
            phase: Cell::new(Phase::Unwatched),
            head_timeout,
            waiting: Cell::new(None),
        })
    }

    fn request_started(&self) {
        self.phase.set(Phase::Unwatched);
    }

    /// The answer has ended: the next head must be in within the
    /// keep-alive time and the head time-out, or the connection closes
    /// now when the answer or the request said so.
    fn answer_ended(&self, closing: bool) {
        if closing {
            self.phase.set(Phase::Closing);
            // Actix may wait for nothing but the client's next bytes (it
            // drains a chunked body nobody read): it must read the end now.
            if let Some(task) = self.waiting.take() {
                task.wake();
            }
        } else {
            // No wake-up: actix reads again when the client's bytes come,
            // and its keep-alive timer wakes it if none do.
            self.phase.set(Phase::Idle {
                until: Instant::now() + KEEP_ALIVE + self.head_timeout,
            });
        }
    }
}

/// A client's socket with its place ([`Ticket`]) and its [`Pace`]: once the
/// deadline of the next head passes, reads end (end of file), and actix
/// closes the connection.
pub struct PacedStream {
    stream: TcpStream,
    pace: Rc<Pace>,
    timer: Pin<Box<Sleep>>,
    timer_set_for: Option<Instant>,
    _ticket: Ticket,
}

impl PacedStream {
    pub fn new(stream: TcpStream, ticket: Ticket, head_timeout: Duration) -> PacedStream {
        let now = Instant::now();
        PacedStream {
            stream,
            pace: Pace::new(head_timeout),
            timer: Box::pin(sleep_until(now)),
            timer_set_for: None,
            _ticket: ticket,
        }
    }

    /// The pace, for the requests of this connection (`on_connect_ext`
    /// puts it in each request's connection data).
    pub fn pace(&self) -> Rc<Pace> {
        Rc::clone(&self.pace)
    }

    /// Whether `until` has passed; if not, the task is woken when it does.
    fn expired(&mut self, until: Instant, cx: &mut Context<'_>) -> bool {
        if self.timer_set_for != Some(until) {
            self.timer.as_mut().reset(until);
            self.timer_set_for = Some(until);
        }
        self.timer.as_mut().poll(cx).is_ready()
    }
}

impl AsyncRead for PacedStream {
    fn poll_read(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        let this = &mut *self;
        let phase = this.pace.phase.get();
        match phase {
            Phase::Closing => return Poll::Ready(Ok(())),
            Phase::Idle { until } | Phase::Head { until } => {
                if this.expired(until, cx) {
                    this.pace.phase.set(Phase::Closing);
                    return Poll::Ready(Ok(()));
                }
            }
            Phase::Unwatched => {}
        }
        let before = buf.filled().len();
        let read = Pin::new(&mut this.stream).poll_read(cx, buf);
        match (&read, phase) {
            (Poll::Ready(Ok(())), Phase::Idle { until }) if buf.filled().len() > before => {
                let head_due = Instant::now() + this.pace.head_timeout;
                this.pace.phase.set(Phase::Head {
                    until: until.min(head_due),
                });
            }
            (Poll::Pending, Phase::Unwatched) => {
                let task = match this.pace.waiting.take() {
                    Some(task) if task.will_wake(cx.waker()) => task,
                    _ => cx.waker().clone(),
                };
                this.pace.waiting.set(Some(task));
            }
            _ => {}
        }
        read
    }
}

impl AsyncWrite for PacedStream {
    fn poll_write(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<io::Result<usize>> {
        Pin::new(&mut self.stream).poll_write(cx, buf)
    }

    fn poll_write_vectored(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        bufs: &[io::IoSlice<'_>],
    ) -> Poll<io::Result<usize>> {
        Pin::new(&mut self.stream).poll_write_vectored(cx, bufs)
    }

    fn is_write_vectored(&self) -> bool {
        self.stream.is_write_vectored()
    }

    fn poll_flush(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.stream).poll_flush(cx)
    }

    fn poll_shutdown(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.stream).poll_shutdown(cx)
    }
}

/// The layer (`wrap_fn`, outermost in `http::app`) that tells the
/// connection's [`Pace`] a request started, and, through [`PacedBody`],
/// when its answer ended. Without connection data (the in-process test
/// server), it passes requests through.
pub fn pace_request<S, B>(
    req: ServiceRequest,
    service: &S,
) -> impl Future<Output = Result<ServiceResponse<PacedBody<B>>, actix_web::Error>>
where
    S: Service<ServiceRequest, Response = ServiceResponse<B>, Error = actix_web::Error>,
{
    let pace = req.conn_data::<Rc<Pace>>().cloned();
    let request_closes = req.head().connection_type() == ConnectionType::Close;
    if let Some(pace) = &pace {
        pace.request_started();
    }
    let answer = service.call(req);
    async move {
        match answer.await {
            Ok(res) => {
                let closing = request_closes
                    || res.response().head().connection_type() == ConnectionType::Close;
                Ok(res.map_body(|_, body| PacedBody {
                    body,
                    end: pace.map(|pace| AnswerEnd { pace, closing }),
                }))
            }
            Err(err) => {
                if let Some(pace) = pace {
                    pace.answer_ended(request_closes);
                }
                Err(err)
            }
        }
    }
}

/// Tells the pace the answer ended when dropped: actix drops a body once
/// its last chunk is out, or when the connection goes.
struct AnswerEnd {
    pace: Rc<Pace>,
    closing: bool,
}

impl Drop for AnswerEnd {
    fn drop(&mut self) {
        self.pace.answer_ended(self.closing);
    }
}

pin_project_lite::pin_project! {
    /// An answer's body, which marks the answer's end on its connection.
    pub struct PacedBody<B> {
        #[pin]
        body: B,
        end: Option<AnswerEnd>,
    }
}

impl<B: MessageBody> MessageBody for PacedBody<B> {
    type Error = B::Error;

    fn size(&self) -> BodySize {
        self.body.size()
    }

    fn poll_next(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
    ) -> Poll<Option<Result<Bytes, Self::Error>>> {
        self.project().body.poll_next(cx)
    }

    fn try_into_bytes(self) -> Result<Bytes, Self> {
        let PacedBody { body, end } = self;
        body.try_into_bytes()
            .map_err(|body| PacedBody { body, end })
    }
}

#[cfg(test)]
mod tests {
    use std::net::IpAddr;

    use super::{Admission, Refusal};

    fn ip(text: &str) -> Option<IpAddr> {
        Some(text.parse().unwrap())
    }

    #[test]
    fn an_address_holds_its_cap_and_a_dropped_ticket_gives_its_place_back() {
        let admission = Admission::new(10, 2);
        let first = admission.admit(ip("192.0.2.1")).unwrap();
        let _second = admission.admit(ip("192.0.2.1")).unwrap();
        assert_eq!(
            admission.admit(ip("192.0.2.1")).err(),
            Some(Refusal::AddressFull)
        );
        // Another address, and a connection without one, are taken.
        let _other = admission.admit(ip("192.0.2.2")).unwrap();
        let _unknown = admission.admit(None).unwrap();
        assert_eq!(admission.open(), 4);
        drop(first);
        assert_eq!(admission.open(), 3);
        assert!(admission.admit(ip("192.0.2.1")).is_ok());
        // The refusal is a whole HTTP answer that closes the connection.
        let answer = String::from_utf8(admission.answer(Refusal::AddressFull).to_vec()).unwrap();
        assert!(
            answer.starts_with("HTTP/1.1 429 Too Many Requests\r\n"),
            "{answer}"
        );
        assert!(answer.contains("\r\nConnection: close\r\n"), "{answer}");
        let (head, body) = answer.split_once("\r\n\r\n").unwrap();
        assert!(
            head.contains(&format!("Content-Length: {}", body.len())),
            "{head}"
        );
        let problem: serde_json::Value = serde_json::from_str(body).unwrap();
        assert_eq!(problem["code"], "too_many_connections");
    }

    #[test]
    fn an_ipv6_client_counts_by_its_64_network() {
        let admission = Admission::new(10, 1);
        let _held = admission.admit(ip("2001:db8:1:2::1")).unwrap();
        assert_eq!(
            admission.admit(ip("2001:db8:1:2:ffff::9")).err(),
            Some(Refusal::AddressFull)
        );
        assert!(admission.admit(ip("2001:db8:1:3::1")).is_ok());
    }

    #[test]
    fn the_total_cap_holds_across_addresses_and_per_address_0_is_no_cap() {
        let admission = Admission::new(3, 0);
        let held: Vec<_> = (0..3)
            .map(|_| admission.admit(ip("192.0.2.1")).unwrap())
            .collect();
        assert_eq!(
            admission.admit(ip("192.0.2.9")).err(),
            Some(Refusal::ServerFull)
        );
        assert_eq!(admission.open(), 3);
        drop(held);
        assert_eq!(admission.open(), 0);
        let answer = String::from_utf8(admission.answer(Refusal::ServerFull).to_vec()).unwrap();
        assert!(
            answer.starts_with("HTTP/1.1 503 Service Unavailable\r\n"),
            "{answer}"
        );
        assert!(answer.contains("\r\nRetry-After: 1\r\n"), "{answer}");
    }
}
