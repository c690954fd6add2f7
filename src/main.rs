//! The `referee` command line: parse, dispatch; nothing else.

use std::process::ExitCode;

use clap::{Parser, Subcommand};
use referee::config::{DatabaseConfig, ServeConfig};

#[derive(Parser)]
#[command(
    name = "referee",
    version,
    about = "A REST referee server for card games with hidden information"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Run pending migrations, then serve the API.
    Serve(ServeConfig),
    /// Run pending database migrations and exit.
    Migrate(DatabaseConfig),
    /// Print the OpenAPI document.
    Openapi,
}

fn main() -> ExitCode {
    env_logger::Builder::from_env(env_logger::Env::default().default_filter_or("info")).init();
    let result = match Cli::parse().command {
        Command::Serve(config) => {
            actix_web::rt::System::new().block_on(referee::server::serve(config))
        }
        Command::Migrate(config) => migrate(&config),
        Command::Openapi => {
            print!("{}", referee::api::openapi::document_json());
            Ok(())
        }
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(err) => {
            eprintln!("referee: {err}");
            ExitCode::FAILURE
        }
    }
}

fn migrate(config: &DatabaseConfig) -> Result<(), referee::store::BoxError> {
    use diesel::Connection;
    let mut conn = diesel::PgConnection::establish(&config.database_url)?;
    let applied = referee::store::run_migrations(&mut conn)?;
    println!("{} migration(s) applied", applied.len());
    Ok(())
}
