//! Ratings of rated games: Weng-Lin (the Bayesian rating system of Weng and
//! Lin, 2011; OpenSkill's "Bradley-Terry full pairing" model), one rating
//! per game per player, computed by the `skillratings` crate. The server
//! and `referee ratings verify` both call [`rate`], so a recomputation from
//! the games' audit bundles reaches the stored figures bit for bit
//! (docs/RATINGS.md gives the formula and a worked example).

use serde::{Deserialize, Serialize};
use skillratings::weng_lin::{weng_lin_multi_team, WengLinConfig, WengLinRating};
use skillratings::MultiTeamOutcome;

use crate::engine::{Outcome, Ranking};

/// A player's rating in one game: `mu` (skill) and `sigma` (its
/// uncertainty), in Weng-Lin's units (a new player: 25 and 25/3).
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Rating {
    pub mu: f64,
    pub sigma: f64,
}

/// A new player's rating.
pub const INITIAL: Rating = Rating {
    mu: 25.0,
    sigma: 25.0 / 3.0,
};

/// A rating is provisional while its uncertainty is above this.
pub const SETTLED_SIGMA: f64 = 6.0;

/// The uncertainty a rating gains per day without a rated game of its
/// game: `sigma² + TAU² · days`, capped at a new player's.
pub const TAU_PER_DAY: f64 = 0.1;

/// Seconds in a day, for [`inflate`].
const DAY_SECS: f64 = 86_400.0;

impl Rating {
    /// Whether the rating is still provisional (too uncertain to rank).
    pub fn provisional(&self) -> bool {
        self.sigma > SETTLED_SIGMA
    }

    /// The figure shown and ranked: `mu - 3 sigma`, a skill the player has
    /// with 99.7% confidence (0 for a new player).
    pub fn display(&self) -> f64 {
        self.mu - 3.0 * self.sigma
    }
}

/// `rating` after `idle_secs` seconds without a rated game: its uncertainty
/// grows (`sigma² + TAU_PER_DAY² · days`), never beyond a new player's.
pub fn inflate(rating: Rating, idle_secs: i64) -> Rating {
    let days = idle_secs.max(0) as f64 / DAY_SECS;
    let sigma = (rating.sigma * rating.sigma + TAU_PER_DAY * TAU_PER_DAY * days)
        .sqrt()
        .min(INITIAL.sigma.max(rating.sigma));
    Rating {
        mu: rating.mu,
        sigma,
    }
}

/// Each seat's place in a finished game's outcome: 1 for the best score
/// (its `ranking` says whether highest or lowest wins), seats with equal
/// scores sharing a place (a tie).
pub fn places(outcome: &Outcome) -> Vec<usize> {
    let better = |a: i64, b: i64| match outcome.ranking {
        Ranking::HighestWins => a > b,
        Ranking::LowestWins => a < b,
    };
    outcome
        .scores
        .iter()
        .map(|&mine| {
            1 + outcome
                .scores
                .iter()
                .filter(|&&other| better(other, mine))
                .count()
        })
        .collect()
}

/// The seats' ratings after a game in which they took `places` (see
/// [`places`]); `before[i]` is seat `i`'s rating going in (already
/// [`inflate`]d for its idle time).
pub fn rate(before: &[Rating], places: &[usize]) -> Vec<Rating> {
    let teams: Vec<[WengLinRating; 1]> = before
        .iter()
        .map(|r| {
            [WengLinRating {
                rating: r.mu,
                uncertainty: r.sigma,
            }]
        })
        .collect();
    let entries: Vec<(&[WengLinRating], MultiTeamOutcome)> = teams
        .iter()
        .zip(places)
        .map(|(team, &place)| (&team[..], MultiTeamOutcome::new(place)))
        .collect();
    weng_lin_multi_team(&entries, &WengLinConfig::new())
        .into_iter()
        .map(|team| {
            let r = team.first().copied().unwrap_or_default();
            Rating {
                mu: r.rating,
                sigma: r.uncertainty,
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn outcome(scores: &[i64], ranking: Ranking) -> Outcome {
        Outcome {
            finished: true,
            scores: scores.to_vec(),
            ranking,
            winners: Vec::new(),
        }
    }

    #[test]
    fn places_follow_the_ranking_and_ties_share_a_place() {
        assert_eq!(
            places(&outcome(&[17, 3, 17, 9], Ranking::HighestWins)),
            [1, 4, 1, 3]
        );
        assert_eq!(places(&outcome(&[2, 0, 5], Ranking::LowestWins)), [2, 1, 3]);
    }

    #[test]
    fn the_winner_gains_the_loser_loses_and_both_grow_surer() {
        let after = rate(&[INITIAL, INITIAL], &[1, 2]);
        assert!(after[0].mu > INITIAL.mu && after[1].mu < INITIAL.mu);
        assert!(after.iter().all(|r| r.sigma < INITIAL.sigma));
        // A tie between equals moves no skill.
        let tied = rate(&[INITIAL, INITIAL], &[1, 1]);
        assert!(tied.iter().all(|r| (r.mu - INITIAL.mu).abs() < 1e-12));
    }

    fn docs(file: &str) -> String {
        format!("{}/../../docs/{file}", env!("CARGO_MANIFEST_DIR"))
    }

    fn shown(after: &[Rating], places: &[usize]) -> Vec<String> {
        after
            .iter()
            .zip(places)
            .enumerate()
            .map(|(seat, (r, place))| {
                format!(
                    "seat {seat}: place {place}: mu {:.6} sigma {:.6} shown {:.6}",
                    r.mu,
                    r.sigma,
                    r.display()
                )
            })
            .collect()
    }

    /// docs/RATINGS.md's worked example, figure for figure.
    #[test]
    fn the_worked_example_of_the_docs() {
        let places = [1, 2, 2];
        let lines = shown(&rate(&[INITIAL; 3], &places), &places);
        let text = std::fs::read_to_string(docs("RATINGS.md")).expect("docs/RATINGS.md");
        for line in &lines {
            assert!(text.contains(line.as_str()), "docs/RATINGS.md shows {line}");
        }
    }

    /// docs/ratings_reference.py, the independent recomputation, agrees
    /// with [`rate`] on games of 2 to 6 seats with ties and uneven ratings.
    #[test]
    fn the_reference_script_agrees() {
        let games: [(&[Rating], &[usize]); 4] = [
            (&[INITIAL, INITIAL, INITIAL], &[1, 2, 2]),
            (
                &[
                    Rating {
                        mu: 31.5,
                        sigma: 3.2,
                    },
                    Rating {
                        mu: 18.0,
                        sigma: 6.9,
                    },
                ],
                &[2, 1],
            ),
            (
                &[
                    INITIAL,
                    Rating {
                        mu: 40.0,
                        sigma: 1.5,
                    },
                    Rating {
                        mu: 12.25,
                        sigma: 8.0,
                    },
                    INITIAL,
                ],
                &[3, 1, 1, 4],
            ),
            (
                &[Rating {
                    mu: 25.0,
                    sigma: 4.0,
                }; 6],
                &[6, 5, 4, 3, 2, 1],
            ),
        ];
        for (before, places) in games {
            let args: Vec<String> = before
                .iter()
                .zip(places)
                .map(|(r, p)| format!("{},{}:{p}", r.mu, r.sigma))
                .collect();
            let out = std::process::Command::new("python3")
                .arg(docs("ratings_reference.py"))
                .args(&args)
                .output()
                .expect("python3 runs docs/ratings_reference.py");
            assert!(
                out.status.success(),
                "{}",
                String::from_utf8_lossy(&out.stderr)
            );
            let printed = String::from_utf8(out.stdout).expect("UTF-8");
            let expected = shown(&rate(before, places), places);
            assert_eq!(printed.lines().collect::<Vec<_>>(), expected, "{args:?}");
        }
    }

    #[test]
    fn idle_time_grows_uncertainty_up_to_a_new_players() {
        let settled = Rating {
            mu: 30.0,
            sigma: 2.0,
        };
        assert_eq!(inflate(settled, 0), settled);
        let later = inflate(settled, 100 * 86_400);
        assert!((later.sigma - (4.0f64 + 0.01 * 100.0).sqrt()).abs() < 1e-12);
        assert_eq!(later.mu, 30.0);
        assert_eq!(inflate(settled, 1_000_000 * 86_400).sigma, INITIAL.sigma);
    }
}
