//! Logs: `tracing` events (and `log` records, bridged), filtered by
//! `RUST_LOG` (default `info`), written to stderr as text or as JSON lines
//! (`REFEREE_LOG_FORMAT`).

use tracing_subscriber::filter::{EnvFilter, LevelFilter};

use crate::config::LogFormat;

/// `RUST_LOG`, default `info`; directives that do not parse are ignored.
fn filter() -> EnvFilter {
    EnvFilter::builder()
        .with_default_directive(LevelFilter::INFO.into())
        .from_env_lossy()
}

/// Installs the process's logger. Fails only when one is installed already.
pub fn init(format: LogFormat) -> Result<(), Box<dyn std::error::Error + Send + Sync>> {
    use std::io::IsTerminal;
    let builder = tracing_subscriber::fmt()
        .with_env_filter(filter())
        .with_writer(std::io::stderr)
        // Colours only on a terminal, never in a log file.
        .with_ansi(std::io::stderr().is_terminal());
    match format {
        LogFormat::Text => builder.try_init(),
        // One object a line: the event's fields at the top level, the
        // request's span (its `request_id`) under `span`.
        LogFormat::Json => builder
            .json()
            .flatten_event(true)
            .with_current_span(true)
            .with_span_list(false)
            .try_init(),
    }
}
