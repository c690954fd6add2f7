//! What a token may do: a few scopes, each a kind of thing a player does
//! (docs/API.md, "Scopes"). Every operation of the API that takes a token
//! declares the one scope it needs (its `security` in the OpenAPI
//! document); a token of the player's API key or of a signed-in session
//! holds them all, a personal access token or an app's token the ones it
//! was given.

use serde::{Deserialize, Serialize};

/// One scope: its name on the wire is [`Scope::as_str`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum Scope {
    /// Read one's account, games (views, events, audit bundles, one's lists of
    /// games and seeks) and notifications (feed and stream).
    Read,
    /// Play: moves, joining, leaving, resigning, rematches.
    Play,
    /// Create games, invitations, invite codes and seeks, and take them
    /// back.
    Create,
    /// The keys one signs moves with.
    Keys,
    /// The webhook and its deliveries.
    Webhook,
    /// The account itself: its API key, its tokens and apps, its handle
    /// and password. As good as every scope (a new API key gives a token
    /// of all of them), and never granted to an app.
    Account,
}

impl Scope {
    /// Every scope, in the order they are shown.
    pub const ALL: [Scope; 6] = [
        Scope::Read,
        Scope::Play,
        Scope::Create,
        Scope::Keys,
        Scope::Webhook,
        Scope::Account,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            Scope::Read => "read",
            Scope::Play => "play",
            Scope::Create => "create",
            Scope::Keys => "keys",
            Scope::Webhook => "webhook",
            Scope::Account => "account",
        }
    }

    /// What the scope allows, in words a player reads on a consent page.
    pub fn describe(self) -> &'static str {
        match self {
            Scope::Read => "Read your account, your games and your notifications",
            Scope::Play => "Play in your games: move, join, leave, resign, ask for rematches",
            Scope::Create => "Create games, invitations, invite codes and seeks in your name",
            Scope::Keys => "Register and revoke the keys that sign your moves",
            Scope::Webhook => "Set, read and remove your webhook",
            Scope::Account => {
                "Manage your account: its API key, tokens, apps, handle, password and passkeys"
            }
        }
    }

    /// Whether an app may be granted it by OAuth: all but `account`,
    /// with which an app could take the account over.
    pub fn for_apps(self) -> bool {
        self != Scope::Account
    }

    pub fn parse(name: &str) -> Option<Scope> {
        Scope::ALL.into_iter().find(|scope| scope.as_str() == name)
    }

    fn bit(self) -> u8 {
        1 << (self as u8)
    }
}

impl std::fmt::Display for Scope {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}

/// A set of scopes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Scopes(u8);

impl Scopes {
    /// Every scope: the tokens of an API key and of a signed-in session.
    pub fn all() -> Scopes {
        Scopes::from_iter(Scope::ALL)
    }

    pub fn contains(self, scope: Scope) -> bool {
        self.0 & scope.bit() != 0
    }

    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// Whether every scope of `other` is in this set.
    pub fn covers(self, other: Scopes) -> bool {
        self.0 & other.0 == other.0
    }

    /// The scopes, in [`Scope::ALL`]'s order.
    pub fn iter(self) -> impl Iterator<Item = Scope> {
        Scope::ALL.into_iter().filter(move |s| self.contains(*s))
    }

    /// The names, in [`Scope::ALL`]'s order.
    pub fn names(self) -> Vec<&'static str> {
        self.iter().map(Scope::as_str).collect()
    }

    /// Space-separated, as OAuth 2.0 writes a scope (RFC 6749, 3.3).
    pub fn to_space_separated(self) -> String {
        self.names().join(" ")
    }

    /// A space-separated list of scope names (RFC 6749, 3.3); `Err` with the
    /// first name that is no scope.
    pub fn parse_space_separated(text: &str) -> Result<Scopes, String> {
        text.split(' ')
            .filter(|name| !name.is_empty())
            .map(|name| Scope::parse(name).ok_or_else(|| name.to_owned()))
            .collect()
    }
}

impl Scopes {
    /// As a row stores them (a text array of names; a name that is no scope,
    /// which no row written here holds, is left out).
    pub fn from_stored(names: &[Option<String>]) -> Scopes {
        names
            .iter()
            .flatten()
            .filter_map(|name| Scope::parse(name))
            .collect()
    }

    /// As a row stores them: their names, in [`Scope::ALL`]'s order.
    pub fn to_stored(self) -> Vec<Option<String>> {
        self.names()
            .into_iter()
            .map(|name| Some(name.to_owned()))
            .collect()
    }
}

impl FromIterator<Scope> for Scopes {
    fn from_iter<I: IntoIterator<Item = Scope>>(scopes: I) -> Self {
        Scopes(scopes.into_iter().fold(0, |bits, scope| bits | scope.bit()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_pinned_and_parse_back() {
        let names: Vec<_> = Scope::ALL.iter().map(|s| s.as_str()).collect();
        assert_eq!(
            names,
            ["read", "play", "create", "keys", "webhook", "account"]
        );
        for scope in Scope::ALL {
            assert_eq!(Scope::parse(scope.as_str()), Some(scope));
            assert_eq!(
                serde_json::to_value(scope).unwrap(),
                serde_json::Value::from(scope.as_str())
            );
        }
        assert_eq!(Scope::parse("READ"), None);
    }

    #[test]
    fn a_space_separated_list_is_a_set() {
        let scopes = Scopes::parse_space_separated("play  read play").unwrap();
        assert_eq!(scopes.names(), ["read", "play"]);
        assert_eq!(scopes.to_space_separated(), "read play");
        assert!(scopes.contains(Scope::Play) && !scopes.contains(Scope::Account));
        assert_eq!(
            Scopes::parse_space_separated("read admin"),
            Err("admin".to_owned())
        );
        assert!(Scopes::parse_space_separated("").unwrap().is_empty());
        assert!(Scopes::all().covers(scopes) && !scopes.covers(Scopes::all()));
    }
}
