#!/usr/bin/env python3
"""An independent recomputation of a rated game's rating changes
(docs/RATINGS.md), in plain Python: Weng-Lin's Bradley-Terry model with
full pairing, one player per team, as the referee computes it.

    python3 docs/ratings_reference.py MU,SIGMA:PLACE MU,SIGMA:PLACE ...

prints each seat's rating after the game. Without arguments it prints
docs/RATINGS.md's worked example (three new players; seat 0 wins, seats 1
and 2 tie for second).
"""

import math
import sys

BETA = 25.0 / 6.0
TOLERANCE = 0.000_001


def fma(a, b, c):
    """a * b + c, rounded once where Python has it (3.13), else twice."""
    return math.fma(a, b, c) if hasattr(math, "fma") else a * b + c


def rate(ratings, places):
    """The seats' (mu, sigma) after a game in which they took `places`."""
    out = []
    for i, (mu_i, sigma_i) in enumerate(ratings):
        var_i = sigma_i**2
        omega = 0.0
        delta = 0.0
        for q, (mu_q, sigma_q) in enumerate(ratings):
            if q == i:
                continue
            c = math.sqrt(fma(2.0, BETA**2, var_i + sigma_q**2))
            e_i, e_q = math.exp(mu_i / c), math.exp(mu_q / c)
            p = e_i / (e_i + e_q)
            score = 1.0 if places[q] > places[i] else 0.5 if places[q] == places[i] else 0.0
            omega += (var_i / c) * (score - p)
            gamma = math.sqrt(var_i) / c
            delta += gamma * var_i / c**2 * p * (1.0 - p)
        mu = fma(var_i / var_i, omega, mu_i)
        sigma = math.sqrt(var_i * max(fma(var_i / var_i, -delta, 1.0), TOLERANCE))
        out.append((mu, sigma))
    return out


def main(args):
    if args:
        seats = [arg.split(":") for arg in args]
        ratings = [tuple(float(x) for x in r.split(",")) for r, _ in seats]
        places = [int(p) for _, p in seats]
    else:
        ratings = [(25.0, 25.0 / 3.0)] * 3
        places = [1, 2, 2]
    for seat, (mu, sigma) in enumerate(rate(ratings, places)):
        print(f"seat {seat}: place {places[seat]}: mu {mu:.6f} sigma {sigma:.6f} shown {mu - 3 * sigma:.6f}")


if __name__ == "__main__":
    main(sys.argv[1:])
