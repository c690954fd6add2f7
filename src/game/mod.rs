//! The referee's domain core: what a game is and does, above the store and
//! the engine and below the HTTP layer and the workers, which call it. It
//! knows nothing of HTTP.

pub mod error;
pub mod loaded;
pub mod notify;

pub use error::{Error, ErrorKind, ProblemCode};
pub use loaded::{check_reader, LoadedGame};
