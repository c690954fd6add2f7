//! Options of the table rather than of a game's rules, common to every game
//! (docs/RULES.md, "Both games — turn clocks (asynchronous play)"). They are
//! sent among a game's options and taken out before the game reads them.

use serde_json::{json, Value};

use super::{OptionSpec, SetupError};

/// The option that sets the turn clock, in seconds per turn.
pub const TURN_TIME: &str = "turn_time";
/// The shortest clock a server allows by default, in seconds.
pub const MIN_TURN_TIME_SECS: u32 = 10;
/// The longest clock: 30 days.
pub const MAX_TURN_TIME_SECS: u32 = 30 * 86_400;

/// The table's options of a game.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct TableOptions {
    /// Seconds per turn; `None`: no clock.
    pub turn_time: Option<u32>,
}

/// Splits a game's options into the game's own and the table's. The turn
/// time is checked against the widest range a server may allow (1 s to 30
/// days); a server checks its own minimum (`REFEREE_MIN_TURN_TIME_SECS`).
pub fn split(options: &Value) -> Result<(Value, TableOptions), SetupError> {
    let Value::Object(map) = options else {
        return Ok((options.clone(), TableOptions::default()));
    };
    let mut own = map.clone();
    let turn_time = match own.remove(TURN_TIME) {
        None | Some(Value::Null) => None,
        Some(value) => Some(
            value
                .as_u64()
                .and_then(|secs| u32::try_from(secs).ok())
                .filter(|secs| (1..=MAX_TURN_TIME_SECS).contains(secs))
                .ok_or_else(|| {
                    SetupError::invalid(
                        TURN_TIME,
                        format!(
                            "`options.turn_time`: expected whole seconds, at most {MAX_TURN_TIME_SECS} (30 days), got {value}"
                        ),
                    )
                })?,
        ),
    };
    Ok((Value::Object(own), TableOptions { turn_time }))
}

/// The table's options, for the catalog, with the default server minimum
/// (a server shows its own: [`turn_time_allowed`]).
pub fn option_specs() -> Vec<OptionSpec> {
    vec![OptionSpec {
        name: TURN_TIME,
        description: "Seconds per turn (a turn clock): when a turn's deadline passes, the referee plays the seat's default action for it (docs/RULES.md). Left out: no clock.",
        default: Value::Null,
        allowed: turn_time_allowed(MIN_TURN_TIME_SECS),
    }]
}

/// The `allowed` range of `turn_time` on a server whose shortest turn is
/// `min_secs`.
pub fn turn_time_allowed(min_secs: u32) -> Value {
    json!({ "min": min_secs, "max": MAX_TURN_TIME_SECS })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_turn_time_is_taken_out_of_the_options_and_checked() {
        let (own, table) = split(&json!({"rounds": 2, "turn_time": 60})).unwrap();
        assert_eq!(own, json!({"rounds": 2}));
        assert_eq!(table.turn_time, Some(60));
        let (own, table) = split(&json!({"rounds": 2})).unwrap();
        assert_eq!(own, json!({"rounds": 2}));
        assert_eq!(table.turn_time, None);
        for bad in [
            json!(0),
            json!(-5),
            json!("60"),
            json!(2_592_001),
            json!(1.5),
        ] {
            let err = split(&json!({ "turn_time": bad })).unwrap_err();
            assert_eq!(err.option.as_deref(), Some(TURN_TIME), "{bad}");
        }
    }
}
