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

    /// The figures of docs/RATINGS.md's worked example: the lines of its
    /// fenced block marked `ratings-worked-example` (without the comments).
    fn worked_example_block() -> Vec<String> {
        let text = std::fs::read_to_string(docs("RATINGS.md")).expect("docs/RATINGS.md");
        let start = text
            .find("```ratings-worked-example\n")
            .expect("docs/RATINGS.md has a ```ratings-worked-example block");
        let body = &text[start..];
        let body = &body[body.find('\n').expect("a line") + 1..];
        let end = body.find("```").expect("the block ends");
        body[..end].lines().map(str::to_owned).collect()
    }

    /// One figure of the block.
    #[derive(Debug, Clone, Copy, PartialEq)]
    enum Figure {
        Int(i64),
        Bool(bool),
        /// The double, read from its 17 significant digits, which must
        /// name the bits printed beside them.
        Float(f64),
    }

    fn figures(lines: &[String]) -> Vec<(String, Figure)> {
        lines
            .iter()
            .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
            .map(|line| {
                let words: Vec<&str> = line.split_whitespace().collect();
                let figure = match words[..] {
                    [_, "true"] => Figure::Bool(true),
                    [_, "false"] => Figure::Bool(false),
                    [_, int] => Figure::Int(int.parse().expect("an integer")),
                    [_, decimal, hex] => {
                        let value: f64 = decimal.parse().expect("a decimal");
                        let bits = u64::from_str_radix(hex.trim_start_matches("0x"), 16)
                            .expect("hex bits");
                        assert_eq!(
                            value.to_bits(),
                            bits,
                            "docs/RATINGS.md: {line}: the digits and the bits name different doubles"
                        );
                        let digits: String = decimal
                            .chars()
                            .take_while(|c| *c != 'e')
                            .filter(char::is_ascii_digit)
                            .collect();
                        let significant = digits.trim_start_matches('0');
                        assert_eq!(
                            if significant.is_empty() {
                                digits.len()
                            } else {
                                significant.len()
                            },
                            17,
                            "docs/RATINGS.md: {line}: 17 significant digits"
                        );
                        Figure::Float(value)
                    }
                    _ => panic!("docs/RATINGS.md: {line}: not NAME VALUE [BITS]"),
                };
                (words[0].to_owned(), figure)
            })
            .collect()
    }

    /// docs/RATINGS.md's printed arithmetic ("The arithmetic"), one
    /// operation per line, each result handed to `trace` by its name in the
    /// worked example. Deliberately not the library: it is what an
    /// outsider would write from the doc.
    fn doc_grow(sigma: f64, idle_secs: i64, trace: &mut dyn FnMut(&str, f64)) -> f64 {
        #[allow(clippy::cast_precision_loss)]
        let days = idle_secs.max(0) as f64 / 86_400.0;
        let var = sigma * sigma;
        let added = (0.1 * 0.1) * days;
        let grown = var + added;
        let root = grown.sqrt();
        let cap = (25.0 / 3.0f64).max(sigma);
        let out = root.min(cap);
        for (name, value) in [
            ("days", days),
            ("sigma_sq", var),
            ("added", added),
            ("grown", grown),
            ("root", root),
            ("cap", cap),
            ("sigma_in", out),
        ] {
            trace(name, value);
        }
        out
    }

    fn doc_rate(
        before: &[Rating],
        places: &[usize],
        trace: &mut dyn FnMut(&str, f64),
    ) -> Vec<Rating> {
        let two_beta_sq = 2.0 * ((25.0 / 6.0) * (25.0 / 6.0));
        let var: Vec<f64> = before.iter().map(|r| r.sigma * r.sigma).collect();
        let mut out = Vec::new();
        for (i, me) in before.iter().enumerate() {
            let mut omega = 0.0;
            let mut delta = 0.0;
            for (q, other) in before.iter().enumerate() {
                if q == i {
                    continue;
                }
                let vsum = var[i] + var[q];
                let c_sq_in = two_beta_sq + vsum;
                let c = c_sq_in.sqrt();
                let x_i = me.mu / c;
                let x_q = other.mu / c;
                let e_i = x_i.exp();
                let e_q = x_q.exp();
                let e_sum = e_i + e_q;
                let p = e_i / e_sum;
                let s = match places[q].cmp(&places[i]) {
                    std::cmp::Ordering::Greater => 1.0,
                    std::cmp::Ordering::Equal => 0.5,
                    std::cmp::Ordering::Less => 0.0,
                };
                let k = var[i] / c;
                let s_minus_p = s - p;
                let small_delta = k * s_minus_p;
                let gamma = var[i].sqrt() / c;
                let gamma_var = gamma * var[i];
                let c_c = c * c;
                let gamma_var_over_c_c = gamma_var / c_c;
                let times_p = gamma_var_over_c_c * p;
                let one_minus_p = 1.0 - p;
                let eta = times_p * one_minus_p;
                omega += small_delta;
                delta += eta;
                for (name, value) in [
                    ("vsum", vsum),
                    ("c_sq_in", c_sq_in),
                    ("c", c),
                    ("x_i", x_i),
                    ("x_q", x_q),
                    ("e_i", e_i),
                    ("e_q", e_q),
                    ("e_sum", e_sum),
                    ("p", p),
                    ("s", s),
                    ("k", k),
                    ("s_minus_p", s_minus_p),
                    ("small_delta", small_delta),
                    ("gamma", gamma),
                    ("gamma_var", gamma_var),
                    ("c_c", c_c),
                    ("gamma_var_over_c_c", gamma_var_over_c_c),
                    ("times_p", times_p),
                    ("one_minus_p", one_minus_p),
                    ("eta", eta),
                    ("Omega", omega),
                    ("Delta", delta),
                ] {
                    trace(&format!("pair{i}{q}.{name}"), value);
                }
            }
            let mu = me.mu + omega;
            let one_minus_delta = 1.0 - delta;
            let guarded = one_minus_delta.max(0.000_001);
            let var_times_guarded = var[i] * guarded;
            let sigma = var_times_guarded.sqrt();
            for (name, value) in [
                ("var", var[i]),
                ("mu_after", mu),
                ("one_minus_Delta", one_minus_delta),
                ("guarded", guarded),
                ("var_times_guarded", var_times_guarded),
                ("sigma_after", sigma),
            ] {
                trace(&format!("seat{i}.{name}"), value);
            }
            out.push(Rating { mu, sigma });
        }
        out
    }

    /// docs/RATINGS.md's worked example, bit for bit: every intermediate
    /// the doc prints is what its printed arithmetic gives, and the ratings
    /// are what the referee's [`places`], [`inflate`], [`rate`] and
    /// [`Rating::display`] give.
    #[test]
    fn the_worked_example_of_the_docs_to_the_last_bit() {
        let doc = figures(&worked_example_block());
        let get = |name: &str| {
            doc.iter()
                .find(|(n, _)| n == name)
                .unwrap_or_else(|| panic!("docs/RATINGS.md's worked example has no {name}"))
                .1
        };
        let float = |name: &str| match get(name) {
            Figure::Float(x) => x,
            other => panic!("{name}: {other:?} is not a double"),
        };
        let int = |name: &str| match get(name) {
            Figure::Int(n) => n,
            other => panic!("{name}: {other:?} is not an integer"),
        };
        // What the referee computes, figure by figure.
        let mut referee: Vec<(String, Figure)> = Vec::new();
        let mut put = |name: String, figure: Figure| referee.push((name, figure));
        // Game 1: three new players.
        let names = ["ann", "bob", "cat"];
        let penalties: Vec<i64> = names
            .iter()
            .map(|n| int(&format!("game1.{n}.penalty")))
            .collect();
        let game1_places = places(&outcome(&penalties, Ranking::LowestWins));
        let game1 = rate(&[INITIAL; 3], &game1_places);
        for (seat, name) in names.iter().enumerate() {
            put(
                format!("game1.{name}.penalty"),
                Figure::Int(penalties[seat]),
            );
            #[allow(clippy::cast_possible_wrap)]
            put(
                format!("game1.{name}.place"),
                Figure::Int(game1_places[seat] as i64),
            );
            put(
                format!("game1.{name}.mu_after"),
                Figure::Float(game1[seat].mu),
            );
            put(
                format!("game1.{name}.sigma_after"),
                Figure::Float(game1[seat].sigma),
            );
        }
        // Game 2: Ann, idle since game 1, and two new players.
        let idle = int("ann.idle_secs");
        let stored = Rating {
            mu: float("ann.mu"),
            sigma: float("ann.sigma"),
        };
        assert_eq!(stored, game1[0], "Ann's stored rating is game 1's");
        put("ann.idle_secs".into(), Figure::Int(idle));
        put("ann.mu".into(), Figure::Float(stored.mu));
        put("ann.sigma".into(), Figure::Float(stored.sigma));
        let mut trace_ann = |name: &str, value: f64| {
            put(format!("ann.{name}"), Figure::Float(value));
        };
        let grown = doc_grow(stored.sigma, idle, &mut trace_ann);
        let ann = inflate(stored, idle);
        assert_eq!(ann.mu.to_bits(), stored.mu.to_bits());
        assert_eq!(
            ann.sigma.to_bits(),
            grown.to_bits(),
            "the doc's idle growth is inflate's"
        );
        put("beta".into(), Figure::Float(25.0 / 6.0));
        put("beta_sq".into(), Figure::Float((25.0 / 6.0) * (25.0 / 6.0)));
        put(
            "two_beta_sq".into(),
            Figure::Float(2.0 * ((25.0 / 6.0) * (25.0 / 6.0))),
        );
        let penalties: Vec<i64> = (0..3).map(|s| int(&format!("seat{s}.penalty"))).collect();
        let game2_places = places(&outcome(&penalties, Ranking::LowestWins));
        let before = [ann, INITIAL, INITIAL];
        for (seat, r) in before.iter().enumerate() {
            put(format!("seat{seat}.penalty"), Figure::Int(penalties[seat]));
            #[allow(clippy::cast_possible_wrap)]
            put(
                format!("seat{seat}.place"),
                Figure::Int(game2_places[seat] as i64),
            );
            put(format!("seat{seat}.mu"), Figure::Float(r.mu));
            put(format!("seat{seat}.sigma"), Figure::Float(r.sigma));
        }
        let mut trace_game = |name: &str, value: f64| put(name.to_owned(), Figure::Float(value));
        let by_the_doc = doc_rate(&before, &game2_places, &mut trace_game);
        let after = rate(&before, &game2_places);
        for (seat, (doc_r, r)) in by_the_doc.iter().zip(&after).enumerate() {
            assert_eq!(
                (doc_r.mu.to_bits(), doc_r.sigma.to_bits()),
                (r.mu.to_bits(), r.sigma.to_bits()),
                "seat {seat}: the doc's arithmetic is rate's"
            );
            put(
                format!("seat{seat}.three_sigma"),
                Figure::Float(3.0 * r.sigma),
            );
            put(format!("seat{seat}.shown"), Figure::Float(r.display()));
            put(
                format!("seat{seat}.provisional"),
                Figure::Bool(r.provisional()),
            );
        }
        // The same figures, in the same order, to the last bit.
        let bits = |figures: &[(String, Figure)]| -> Vec<String> {
            figures
                .iter()
                .map(|(name, figure)| match figure {
                    Figure::Float(x) => format!("{name} {x:e} {:#018x}", x.to_bits()),
                    other => format!("{name} {other:?}"),
                })
                .collect()
        };
        let (doc_bits, referee_bits) = (bits(&doc), bits(&referee));
        for (printed, computed) in doc_bits.iter().zip(&referee_bits) {
            assert_eq!(
                printed, computed,
                "docs/RATINGS.md's worked example prints the first, the referee computes the second"
            );
        }
        assert_eq!(
            doc_bits.len(),
            referee_bits.len(),
            "docs/RATINGS.md's worked example has every figure, and no other"
        );
        // The summary above the block shows the block's figures.
        let text = std::fs::read_to_string(docs("RATINGS.md")).expect("docs/RATINGS.md");
        let decimal = |name: &str| {
            worked_example_block()
                .iter()
                .find_map(|l| {
                    let words: Vec<&str> = l.split_whitespace().collect();
                    (words.first() == Some(&name)).then(|| words[1].to_owned())
                })
                .unwrap_or_else(|| panic!("no {name}"))
        };
        for (seat, name) in ["Ann", "Dan", "Eve"].iter().enumerate() {
            let line = format!(
                "seat {seat} ({name}): place {}: mu {} sigma {} shown {}",
                game2_places[seat],
                decimal(&format!("seat{seat}.mu_after")),
                decimal(&format!("seat{seat}.sigma_after")),
                decimal(&format!("seat{seat}.shown")),
            );
            assert!(text.contains(&line), "docs/RATINGS.md shows {line}");
        }
    }

    /// A small deterministic generator for [`the_docs_arithmetic_is_the_libraries`].
    struct Lcg(u64);

    impl Lcg {
        fn next(&mut self) -> u64 {
            self.0 = self
                .0
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            self.0 >> 11
        }

        /// In `[lo, hi)`.
        #[allow(clippy::cast_precision_loss)]
        fn float(&mut self, lo: f64, hi: f64) -> f64 {
            lo + (hi - lo) * (self.next() as f64 / (1u64 << 53) as f64)
        }

        #[allow(clippy::cast_possible_truncation)]
        fn below(&mut self, n: u64) -> usize {
            (self.next() % n) as usize
        }
    }

    /// docs/RATINGS.md's printed arithmetic gives [`inflate`]'s and
    /// [`rate`]'s figures bit for bit, on games of 2 to 6 seats with ties,
    /// uneven ratings and idle times.
    #[test]
    fn the_docs_arithmetic_is_the_libraries() {
        let mut rng = Lcg(7);
        for _ in 0..20_000 {
            let seats = 2 + rng.below(5);
            let stored: Vec<Rating> = (0..seats)
                .map(|_| Rating {
                    mu: rng.float(-10.0, 60.0),
                    sigma: rng.float(0.05, 25.0 / 3.0),
                })
                .collect();
            let before: Vec<Rating> = stored
                .iter()
                .map(|&r| {
                    #[allow(clippy::cast_possible_wrap)]
                    let idle = match rng.below(3) {
                        0 => 0,
                        1 => rng.below(400 * 86_400) as i64,
                        _ => rng.below(200_000) as i64,
                    };
                    let grown = inflate(r, idle);
                    let by_the_doc = doc_grow(r.sigma, idle, &mut |_, _| {});
                    assert_eq!(grown.sigma.to_bits(), by_the_doc.to_bits(), "{r:?} {idle}");
                    grown
                })
                .collect();
            let places: Vec<usize> = (0..seats).map(|_| 1 + rng.below(seats as u64)).collect();
            let by_the_doc = doc_rate(&before, &places, &mut |_, _| {});
            let by_the_library = rate(&before, &places);
            for (d, l) in by_the_doc.iter().zip(&by_the_library) {
                assert_eq!(
                    (d.mu.to_bits(), d.sigma.to_bits()),
                    (l.mu.to_bits(), l.sigma.to_bits()),
                    "{before:?} {places:?}"
                );
            }
        }
    }

    /// docs/ratings_reference.py, the auditors' independent recomputation,
    /// prints the worked example's block of docs/RATINGS.md character for
    /// character.
    #[test]
    fn the_reference_script_prints_the_worked_example() {
        let out = std::process::Command::new("python3")
            .arg(docs("ratings_reference.py"))
            .output()
            .expect("python3 runs docs/ratings_reference.py");
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        let printed = String::from_utf8(out.stdout).expect("UTF-8");
        let block = worked_example_block();
        for (line, (script, doc)) in printed.lines().zip(&block).enumerate() {
            assert_eq!(
                script, doc,
                "line {line} of the block: python3 docs/ratings_reference.py prints the first, docs/RATINGS.md the second"
            );
        }
        assert_eq!(printed.lines().count(), block.len(), "as many lines");
    }

    /// docs/ratings_reference.py agrees bit for bit with [`inflate`] and
    /// [`rate`] on games of 2 to 6 seats with ties, uneven ratings and idle
    /// times.
    #[test]
    fn the_reference_script_agrees() {
        let mut rng = Lcg(11);
        /// Each seat's stored rating and idle seconds (none: going in as
        /// it is), and the places.
        type Game = (Vec<(Rating, Option<i64>)>, Vec<usize>);
        let mut games: Vec<Game> = vec![
            (vec![(INITIAL, None); 3], vec![1, 2, 2]),
            (
                vec![
                    (
                        Rating {
                            mu: 31.5,
                            sigma: 3.2,
                        },
                        Some(86_399),
                    ),
                    (
                        Rating {
                            mu: 18.0,
                            sigma: 6.9,
                        },
                        None,
                    ),
                ],
                vec![2, 1],
            ),
            (
                vec![
                    (INITIAL, None),
                    (
                        Rating {
                            mu: 40.0,
                            sigma: 1.5,
                        },
                        Some(90 * 86_400 + 17),
                    ),
                    (
                        Rating {
                            mu: 12.25,
                            sigma: 8.0,
                        },
                        Some(10_000_000_000),
                    ),
                    (INITIAL, None),
                ],
                vec![3, 1, 1, 4],
            ),
            (
                vec![
                    (
                        Rating {
                            mu: 25.0,
                            sigma: 4.0,
                        },
                        None
                    );
                    6
                ],
                vec![6, 5, 4, 3, 2, 1],
            ),
        ];
        for _ in 0..40 {
            let seats = 2 + rng.below(5);
            #[allow(clippy::cast_possible_wrap)]
            let ratings = (0..seats)
                .map(|_| {
                    let r = Rating {
                        mu: rng.float(-10.0, 60.0),
                        sigma: rng.float(0.05, 25.0 / 3.0),
                    };
                    let idle = (rng.below(2) == 0).then(|| rng.below(400 * 86_400) as i64);
                    (r, idle)
                })
                .collect();
            let places = (0..seats).map(|_| 1 + rng.below(seats as u64)).collect();
            games.push((ratings, places));
        }
        for (seats, places) in &games {
            // `{:?}` prints the shortest decimal that reads back to the double.
            let args: Vec<String> = seats
                .iter()
                .zip(places)
                .map(|((r, idle), p)| match idle {
                    Some(idle) => format!("{:?},{:?},{idle}:{p}", r.mu, r.sigma),
                    None => format!("{:?},{:?}:{p}", r.mu, r.sigma),
                })
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
            let before: Vec<Rating> = seats
                .iter()
                .map(|&(r, idle)| idle.map_or(r, |idle| inflate(r, idle)))
                .collect();
            let expected: Vec<String> = rate(&before, places)
                .iter()
                .zip(places)
                .enumerate()
                .map(|(seat, (r, place))| {
                    format!(
                        "seat {seat}: place {place}: mu {:#018x} sigma {:#018x} shown {:#018x} provisional {}",
                        r.mu.to_bits(),
                        r.sigma.to_bits(),
                        r.display().to_bits(),
                        r.provisional()
                    )
                })
                .collect();
            // The script's figures, read back to their bits.
            let read: Vec<String> = printed
                .lines()
                .map(|line| {
                    line.split(' ')
                        .map(|word| match word.parse::<f64>() {
                            Ok(x) if word.contains(['.', 'e', 'n', 'i']) => {
                                format!("{:#018x}", x.to_bits())
                            }
                            _ => word.to_owned(),
                        })
                        .collect::<Vec<_>>()
                        .join(" ")
                })
                .collect();
            assert_eq!(read, expected, "{args:?}");
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
