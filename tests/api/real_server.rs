//! A real `referee serve` process (the test target's binary) for the tests
//! that need real connections, signals or a database of their own.

use std::io::{Read, Write};
use std::net::TcpStream;
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use uuid::Uuid;

/// A port nobody listens on now (the kernel's pick, released at once).
pub fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

/// A `referee serve` process (the test target's binary), killed with SIGKILL
/// when dropped. Its log (warnings and errors) goes to a file that is kept
/// only when the test fails.
pub struct RealServer {
    child: Child,
    /// `http://127.0.0.1:<port>`.
    pub base: String,
    pub port: u16,
    log: PathBuf,
}

impl RealServer {
    /// Starts a server on `database_url` and waits until `/readyz` answers
    /// 200. Retries on another port when the one picked was taken meanwhile.
    pub async fn start(database_url: &str, env: &[(&str, &str)]) -> RealServer {
        Self::start_with_open_files(database_url, env, None).await
    }

    /// [`RealServer::start`], the process's open-file limit (`ulimit -n`)
    /// set to `open_files` when given.
    pub async fn start_with_open_files(
        database_url: &str,
        env: &[(&str, &str)],
        open_files: Option<u32>,
    ) -> RealServer {
        for _ in 0..3 {
            let port = free_port();
            let log = PathBuf::from(env!("CARGO_TARGET_TMPDIR"))
                .join(format!("referee-server-{}.log", Uuid::new_v4().simple()));
            let binary = env!("CARGO_BIN_EXE_referee");
            let mut command = match open_files {
                Some(limit) => {
                    let mut shell = Command::new("sh");
                    shell.args([
                        "-c",
                        &format!("ulimit -n {limit} && exec \"$0\" serve"),
                        binary,
                    ]);
                    shell
                }
                None => {
                    let mut direct = Command::new(binary);
                    direct.arg("serve");
                    direct
                }
            };
            command
                .env("DATABASE_URL", database_url)
                .env("REFEREE_BIND", format!("127.0.0.1:{port}"))
                .env("REFEREE_WORKERS", "2")
                .env("REFEREE_DB_POOL_SIZE", "8")
                .env("RUST_LOG", "warn")
                .stdout(Stdio::null())
                .stderr(std::fs::File::create(&log).unwrap());
            for (name, value) in env {
                command.env(name, value);
            }
            let child = command.spawn().expect("the target's referee binary runs");
            let mut server = RealServer {
                child,
                base: format!("http://127.0.0.1:{port}"),
                port,
                log,
            };
            if server.wait_ready(Duration::from_secs(20)).await {
                return server;
            }
            if !server.log_tail().contains("Address already in use") {
                panic!("the server did not start:\n{}", server.log_tail());
            }
        }
        panic!("no free port for the server after 3 tries");
    }

    /// Waits for `/readyz` to answer 200; false when the process exited.
    async fn wait_ready(&mut self, limit: Duration) -> bool {
        let start = Instant::now();
        loop {
            if self.ready() {
                return true;
            }
            if self.child.try_wait().unwrap().is_some() {
                return false;
            }
            assert!(
                start.elapsed() < limit,
                "the server is not ready after {limit:?}:\n{}",
                self.log_tail()
            );
            actix_web::rt::time::sleep(Duration::from_millis(25)).await;
        }
    }

    /// The process id.
    pub fn pid(&self) -> u32 {
        self.child.id()
    }

    pub fn alive(&mut self) -> bool {
        self.child.try_wait().unwrap().is_none()
    }

    /// SIGKILL, and reap it.
    pub fn kill(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }

    /// `GET /readyz` answers 200 (a plain HTTP/1.1 exchange).
    fn ready(&self) -> bool {
        let Ok(mut stream) = TcpStream::connect(("127.0.0.1", self.port)) else {
            return false;
        };
        let _ = stream.set_read_timeout(Some(Duration::from_secs(2)));
        let mut answer = String::new();
        stream
            .write_all(b"GET /readyz HTTP/1.1\r\nHost: t\r\nConnection: close\r\n\r\n")
            .and_then(|()| stream.read_to_string(&mut answer))
            .is_ok()
            && answer.starts_with("HTTP/1.1 200")
    }

    pub fn log_tail(&self) -> String {
        let text = std::fs::read_to_string(&self.log).unwrap_or_default();
        let lines: Vec<&str> = text.lines().collect();
        lines[lines.len().saturating_sub(30)..].join("\n")
    }
}

impl Drop for RealServer {
    fn drop(&mut self) {
        self.kill();
        if !std::thread::panicking() {
            let _ = std::fs::remove_file(&self.log);
        } else {
            eprintln!("server log kept: {}", self.log.display());
        }
    }
}
