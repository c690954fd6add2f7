#!/usr/bin/env python3
"""An independent recomputation of rated games' rating changes
(docs/RATINGS.md), in plain Python: Weng-Lin's Bradley-Terry model with
full pairing, one player per team, as the referee computes it, operation
by operation in the order and grouping docs/RATINGS.md prints ("The
arithmetic"), so that its figures meet the referee's bit for bit.

    python3 docs/ratings_reference.py MU,SIGMA:PLACE MU,SIGMA:PLACE ...

prints each seat's rating after a game, given each seat's rating going in
(already grown for its idle time) and its place, every figure as Python's
shortest repr, which reads back to the same double. With a seat written
MU,SIGMA,IDLE_SECONDS:PLACE, the rating is the stored one and the script
grows it for IDLE_SECONDS first. Without arguments it prints docs/RATINGS.md's
worked example, every intermediate with 17 significant digits and its
IEEE 754 bits, exactly as the block in docs/RATINGS.md reads:

    python3 docs/ratings_reference.py

Standard library only. Every figure is a Python float (an IEEE 754 double,
each operation rounded to nearest); math.exp and math.sqrt are the C
library's exp and sqrt, the same functions the referee's f64::exp and
f64::sqrt call.
"""

import math
import struct
import sys

BETA = 25.0 / 6.0
INITIAL_MU = 25.0
INITIAL_SIGMA = 25.0 / 3.0
TAU_PER_DAY = 0.1
DAY_SECS = 86400.0
TOLERANCE = 0.000_001
SETTLED_SIGMA = 6.0


def places(scores, lowest_wins):
    """Competition ranking: 1 + the number of seats with a strictly better
    score, so ties share a place and the next place is skipped (1, 2, 2, 4)."""
    better = (lambda a, b: a < b) if lowest_wins else (lambda a, b: a > b)
    return [1 + sum(1 for other in scores if better(other, mine)) for mine in scores]


def grow(sigma, idle_secs, trace=None, name=""):
    """A stored sigma grown for `idle_secs` whole seconds without a rated
    game of its game."""
    days = float(max(idle_secs, 0)) / DAY_SECS
    tau2 = TAU_PER_DAY * TAU_PER_DAY
    var = sigma * sigma
    added = tau2 * days
    grown = var + added
    root = math.sqrt(grown)
    cap = max(INITIAL_SIGMA, sigma)
    out = min(root, cap)
    if trace is not None:
        for key, value in [
            ("days", days),
            ("sigma_sq", var),
            ("added", added),
            ("grown", grown),
            ("root", root),
            ("cap", cap),
            ("sigma_in", out),
        ]:
            trace(f"{name}.{key}", value)
    return out


def rate(ratings, seat_places, trace=None):
    """The seats' (mu, sigma) after a game in which they took `seat_places`;
    `ratings` are the ratings going in (already grown)."""
    two_b2 = 2.0 * (BETA * BETA)
    var = [sigma * sigma for _, sigma in ratings]
    out = []
    for i, (mu_i, sigma_i) in enumerate(ratings):
        omega = 0.0
        delta = 0.0
        for q, (mu_q, _) in enumerate(ratings):
            if q == i:
                continue
            vsum = var[i] + var[q]
            c2 = two_b2 + vsum
            c = math.sqrt(c2)
            x_i = mu_i / c
            x_q = mu_q / c
            e_i = math.exp(x_i)
            e_q = math.exp(x_q)
            e_sum = e_i + e_q
            p = e_i / e_sum
            if seat_places[q] > seat_places[i]:
                s = 1.0
            elif seat_places[q] == seat_places[i]:
                s = 0.5
            else:
                s = 0.0
            k = var[i] / c
            s_minus_p = s - p
            small_delta = k * s_minus_p
            gamma = math.sqrt(var[i]) / c
            g_var = gamma * var[i]
            c_sq = c * c
            g_var_c = g_var / c_sq
            g_var_c_p = g_var_c * p
            one_minus_p = 1.0 - p
            eta = g_var_c_p * one_minus_p
            omega = omega + small_delta
            delta = delta + eta
            if trace is not None:
                for key, value in [
                    ("vsum", vsum),
                    ("c_sq_in", c2),
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
                    ("gamma_var", g_var),
                    ("c_c", c_sq),
                    ("gamma_var_over_c_c", g_var_c),
                    ("times_p", g_var_c_p),
                    ("one_minus_p", one_minus_p),
                    ("eta", eta),
                    ("Omega", omega),
                    ("Delta", delta),
                ]:
                    trace(f"pair{i}{q}.{key}", value)
        mu = mu_i + omega
        one_minus_delta = 1.0 - delta
        guarded = max(one_minus_delta, TOLERANCE)
        var_guarded = var[i] * guarded
        sigma = math.sqrt(var_guarded)
        if trace is not None:
            for key, value in [
                ("var", var[i]),
                ("mu_after", mu),
                ("one_minus_Delta", one_minus_delta),
                ("guarded", guarded),
                ("var_times_guarded", var_guarded),
                ("sigma_after", sigma),
            ]:
                trace(f"seat{i}.{key}", value)
        out.append((mu, sigma))
    return out


def shown(mu, sigma):
    """The shown rating, `mu - 3·sigma`, and whether it is provisional."""
    return mu - 3.0 * sigma, sigma > SETTLED_SIGMA


def bits(x):
    return struct.unpack("<Q", struct.pack("<d", x))[0]


def line(name, value):
    """One line of docs/RATINGS.md's worked-example block."""
    if isinstance(value, bool):
        return f"{name:<34} {str(value).lower()}"
    if isinstance(value, int):
        return f"{name:<34} {value}"
    return f"{name:<34} {value:<#24.17g} 0x{bits(value):016x}"


def worked_example():
    """docs/RATINGS.md's worked example, as the lines of its block."""
    lines = []

    def trace(name, value):
        lines.append(line(name, value))

    # Game 1: three new players (Ann, Bob, Cat); Meerkat penalties 4, 9, 9.
    g1_scores = [4, 9, 9]
    g1_places = places(g1_scores, lowest_wins=True)
    g1 = rate([(INITIAL_MU, INITIAL_SIGMA)] * 3, g1_places)
    lines.append("# game 1: Ann, Bob, Cat, all new; Meerkat penalties 4, 9, 9")
    for seat, name in enumerate(["ann", "bob", "cat"]):
        trace(f"game1.{name}.penalty", g1_scores[seat])
        trace(f"game1.{name}.place", g1_places[seat])
        trace(f"game1.{name}.mu_after", g1[seat][0])
        trace(f"game1.{name}.sigma_after", g1[seat][1])

    # Game 2: Ann (stored from game 1, idle 1,000,000 s), Dan and Eve (new);
    # Meerkat penalties 12, 12, 20.
    idle = 1_000_000
    scores = [12, 12, 20]
    seat_places = places(scores, lowest_wins=True)
    lines.append("# game 2: Ann (idle 1000000 s), Dan and Eve, new; Meerkat penalties 12, 12, 20")
    trace("ann.idle_secs", idle)
    trace("ann.mu", g1[0][0])
    trace("ann.sigma", g1[0][1])
    ann_sigma = grow(g1[0][1], idle, trace, "ann")
    going_in = [(g1[0][0], ann_sigma), (INITIAL_MU, INITIAL_SIGMA), (INITIAL_MU, INITIAL_SIGMA)]
    two_b2 = 2.0 * (BETA * BETA)
    trace("beta", BETA)
    trace("beta_sq", BETA * BETA)
    trace("two_beta_sq", two_b2)
    for seat, (mu, sigma) in enumerate(going_in):
        trace(f"seat{seat}.penalty", scores[seat])
        trace(f"seat{seat}.place", seat_places[seat])
        trace(f"seat{seat}.mu", mu)
        trace(f"seat{seat}.sigma", sigma)
    after = rate(going_in, seat_places, trace)
    for seat, (mu, sigma) in enumerate(after):
        value, provisional = shown(mu, sigma)
        trace(f"seat{seat}.three_sigma", 3.0 * sigma)
        trace(f"seat{seat}.shown", value)
        trace(f"seat{seat}.provisional", provisional)
    return lines


def main(args):
    if not args:
        print("\n".join(worked_example()))
        return
    ratings, seat_places = [], []
    for arg in args:
        rating, place = arg.split(":")
        fields = rating.split(",")
        mu, sigma = float(fields[0]), float(fields[1])
        if len(fields) == 3:
            sigma = grow(sigma, int(fields[2]))
        ratings.append((mu, sigma))
        seat_places.append(int(place))
    for seat, (mu, sigma) in enumerate(rate(ratings, seat_places)):
        value, provisional = shown(mu, sigma)
        print(
            f"seat {seat}: place {seat_places[seat]}: mu {mu!r} sigma {sigma!r}"
            f" shown {value!r} provisional {str(provisional).lower()}"
        )


if __name__ == "__main__":
    main(sys.argv[1:])
