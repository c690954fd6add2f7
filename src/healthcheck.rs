//! `referee healthcheck`: GET the server's `/readyz`; exit 0 on `200`, 1
//! otherwise, with one line saying why. docker-compose.yml runs it, since the
//! slim image has no curl. Part of the binary (declared in src/main.rs), not
//! of the library; only std: one HTTP/1.0 request on a `TcpStream`.

use std::io::{ErrorKind, Read, Write};
use std::net::{IpAddr, TcpStream, ToSocketAddrs};
use std::time::{Duration, Instant};

/// At most this much of the answer is read (a `/readyz` answer is tiny).
const MAX_ANSWER: usize = 64 * 1024;

/// The `/readyz` URL of a server listening on `bind` (`REFEREE_BIND`): an
/// unspecified address (`0.0.0.0`, `[::]`) is asked on loopback.
pub fn readyz_url(bind: &str) -> String {
    let (host, port) = bind.rsplit_once(':').unwrap_or((bind, "80"));
    let bare = host.trim_start_matches('[').trim_end_matches(']');
    let host = match bare.parse::<IpAddr>() {
        Ok(ip) if ip.is_unspecified() && ip.is_ipv4() => "127.0.0.1",
        Ok(ip) if ip.is_unspecified() => "[::1]",
        _ if host.is_empty() => "127.0.0.1",
        _ => host,
    };
    format!("http://{host}:{port}/readyz")
}

/// GETs `url` and prints one line; an error (to be printed by the caller)
/// unless the answer is `200`.
pub fn run(url: &str, timeout: Duration) -> Result<(), String> {
    let status = check(url, timeout).map_err(|e| format!("not ready: {e}"))?;
    println!("ready: {url} answered {status}");
    Ok(())
}

/// GETs `url` (`http://host[:port][/path]`) within `timeout`, all told: the
/// status line's code and reason when it is `200`, else why not, on one line.
pub fn check(url: &str, timeout: Duration) -> Result<String, String> {
    let deadline = Instant::now() + timeout;
    let rest = url
        .strip_prefix("http://")
        .ok_or_else(|| format!("{url}: only http:// URLs can be checked"))?;
    let (authority, path) = rest.find('/').map_or((rest, "/"), |i| rest.split_at(i));
    if authority.is_empty() {
        return Err(format!("{url}: no host"));
    }
    // A port is there unless the authority is a bare name, IPv4 or [IPv6].
    let address = if authority.ends_with(']') || !authority.contains(':') {
        format!("{authority}:80")
    } else {
        authority.to_owned()
    };
    let addrs = address
        .to_socket_addrs()
        .map_err(|e| format!("{url}: cannot resolve {address}: {e}"))?;
    let mut last_error = format!("{address} resolves to no address");
    let mut stream = None;
    for addr in addrs {
        match TcpStream::connect_timeout(&addr, remaining(deadline, url)?) {
            Ok(s) => {
                stream = Some(s);
                break;
            }
            Err(e) => last_error = format!("{addr}: {e}"),
        }
    }
    let mut stream = stream.ok_or_else(|| format!("{url}: cannot connect: {last_error}"))?;
    stream
        .set_write_timeout(Some(remaining(deadline, url)?))
        .and_then(|()| {
            write!(
                stream,
                "GET {path} HTTP/1.0\r\nHost: {authority}\r\n\
                 User-Agent: referee-healthcheck\r\n\r\n"
            )
        })
        .map_err(|e| format!("{url}: cannot send the request: {e}"))?;

    // HTTP/1.0: the server closes the connection after its answer.
    let mut answer = Vec::new();
    let mut chunk = [0u8; 4096];
    while answer.len() < MAX_ANSWER {
        let read = remaining(deadline, url)
            .and_then(|left| {
                stream
                    .set_read_timeout(Some(left))
                    .map_err(|e| e.to_string())
            })
            .and_then(|()| stream.read(&mut chunk).map_err(|e| describe(&e)));
        match read {
            Ok(0) => break,
            Ok(n) => answer.extend_from_slice(&chunk[..n]),
            // Whatever arrived before a late close is enough to judge.
            Err(_) if answer.contains(&b'\n') => break,
            Err(e) => return Err(format!("{url}: no answer: {e}")),
        }
    }
    let answer = String::from_utf8_lossy(&answer);
    let (head, body) = answer.split_once("\r\n\r\n").unwrap_or((&answer, ""));
    let status_line = head.lines().next().unwrap_or_default();
    let mut parts = status_line.splitn(3, ' ');
    let (version, code) = (parts.next().unwrap_or_default(), parts.next());
    let (Some(code), true) = (code, version.starts_with("HTTP/")) else {
        return Err(format!(
            "{url}: not an HTTP answer: {:?}",
            status_line.chars().take(80).collect::<String>()
        ));
    };
    let status = status_line[version.len()..].trim().to_owned();
    if code == "200" {
        return Ok(status);
    }
    // A problem document says why; its `detail` goes on the same line.
    let detail = serde_json::from_str::<serde_json::Value>(body)
        .ok()
        .and_then(|v| v.get("detail").and_then(|d| d.as_str()).map(str::to_owned))
        .map(|d| format!(": {}", d.replace(['\r', '\n'], " ")))
        .unwrap_or_default();
    Err(format!("{url} answered {status}{detail}"))
}

/// The time left before `deadline`, or the error of having run out of it.
fn remaining(deadline: Instant, url: &str) -> Result<Duration, String> {
    let left = deadline.saturating_duration_since(Instant::now());
    if left.is_zero() {
        Err(format!("{url}: timed out"))
    } else {
        Ok(left)
    }
}

fn describe(e: &std::io::Error) -> String {
    match e.kind() {
        ErrorKind::WouldBlock | ErrorKind::TimedOut => "timed out".to_owned(),
        _ => e.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::BufRead;
    use std::net::TcpListener;
    use std::thread;

    const TIMEOUT: Duration = Duration::from_secs(5);

    /// A one-shot server on a free loopback port: checks that the request is
    /// an HTTP/1.0 GET of `/readyz`, answers `answer` and closes.
    fn serve_once(answer: &'static str) -> (String, thread::JoinHandle<String>) {
        let listener = TcpListener::bind("127.0.0.1:0").expect("bind");
        let url = format!("http://{}/readyz", listener.local_addr().expect("addr"));
        let handle = thread::spawn(move || {
            let (stream, _) = listener.accept().expect("accept");
            let mut reader = std::io::BufReader::new(stream);
            let mut request = String::new();
            loop {
                let mut line = String::new();
                reader.read_line(&mut line).expect("read");
                request.push_str(&line);
                if line == "\r\n" || line.is_empty() {
                    break;
                }
            }
            reader
                .get_mut()
                .write_all(answer.as_bytes())
                .expect("write");
            request
        });
        (url, handle)
    }

    #[test]
    fn bind_addresses_map_to_loopback() {
        assert_eq!(readyz_url("0.0.0.0:8080"), "http://127.0.0.1:8080/readyz");
        assert_eq!(readyz_url("[::]:9000"), "http://[::1]:9000/readyz");
        assert_eq!(readyz_url("127.0.0.1:8080"), "http://127.0.0.1:8080/readyz");
        assert_eq!(readyz_url("[::1]:8080"), "http://[::1]:8080/readyz");
        assert_eq!(readyz_url("referee:8080"), "http://referee:8080/readyz");
        assert_eq!(readyz_url(":8080"), "http://127.0.0.1:8080/readyz");
    }

    #[test]
    fn ready_on_200() {
        let (url, server) = serve_once(
            "HTTP/1.1 200 OK\r\ncontent-type: application/json\r\n\
             content-length: 18\r\n\r\n{\"status\":\"ready\"}",
        );
        assert_eq!(check(&url, TIMEOUT), Ok("200 OK".to_owned()));
        let request = server.join().expect("server");
        assert!(
            request.starts_with("GET /readyz HTTP/1.0\r\nHost: 127.0.0.1:"),
            "{request}"
        );
    }

    #[test]
    fn not_ready_on_503_with_the_problem_detail() {
        let (url, server) = serve_once(
            "HTTP/1.1 503 Service Unavailable\r\ncontent-type: application/problem+json\r\n\r\n\
             {\"type\":\"about:blank\",\"title\":\"Service Unavailable\",\"status\":503,\
             \"code\":\"unavailable\",\"detail\":\"the database is unreachable\"}",
        );
        let error = run(&url, TIMEOUT).expect_err("503 is not ready");
        server.join().expect("server");
        assert_eq!(
            error,
            format!(
                "not ready: {url} answered 503 Service Unavailable: the database is unreachable"
            )
        );
    }

    #[test]
    fn not_ready_when_nothing_listens() {
        let listener = TcpListener::bind("127.0.0.1:0").expect("bind");
        let url = format!("http://{}/readyz", listener.local_addr().expect("addr"));
        drop(listener);
        let error = check(&url, TIMEOUT).expect_err("nothing listens");
        assert!(error.contains("cannot connect"), "{error}");
    }

    #[test]
    fn not_ready_when_the_server_does_not_answer_in_time() {
        let listener = TcpListener::bind("127.0.0.1:0").expect("bind");
        let url = format!("http://{}/readyz", listener.local_addr().expect("addr"));
        let started = Instant::now();
        let error = check(&url, Duration::from_millis(300)).expect_err("silence");
        assert!(error.ends_with("timed out"), "{error}");
        assert!(started.elapsed() < Duration::from_secs(3));
        drop(listener);
    }

    #[test]
    fn not_ready_on_garbage_or_a_bad_url() {
        let (url, server) = serve_once("hello\r\n\r\n");
        let error = check(&url, TIMEOUT).expect_err("not HTTP");
        server.join().expect("server");
        assert!(error.contains("not an HTTP answer"), "{error}");
        let error = check("https://127.0.0.1:1/readyz", TIMEOUT).expect_err("https");
        assert!(error.contains("only http://"), "{error}");
    }
}
