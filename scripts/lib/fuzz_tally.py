"""Schemathesis hooks for scripts/fuzz-api, and the table of its tallies.

As hooks (SCHEMATHESIS_HOOKS=fuzz_tally): counts every call the fuzzer
makes by operation, generation mode and status, written as JSON lines to
$FUZZ_TALLY when the run ends; each valid (positive) case the server refused
with 400 or 422 is written to $FUZZ_TALLY.rejected, the evidence behind a
"schema validation mismatch".

As a script (python3 fuzz_tally.py PASS.tally…): prints the cases per
operation of each pass and in all.
"""

import atexit
import collections
import json
import os
import sys
import urllib.request

calls = collections.Counter()


def after_call(context, case, response):
    mode = case.meta.generation.mode.value if case.meta is not None else "explicit"
    calls[(case.operation.label, mode, response.status_code)] += 1
    if mode == "positive" and response.status_code in (400, 422):
        with open(os.environ["FUZZ_TALLY"] + ".rejected", "a", encoding="utf-8") as out:
            case_data = {
                "operation": case.operation.label,
                "path": case.path_parameters,
                "query": case.query,
                "body": case.body,
                "status": response.status_code,
                "answer": response.text,
            }
            out.write(json.dumps(case_data, default=repr) + "\n")


positive_moves = 0


def legal_action(game):
    """One legal action of the seat on turn in a Meerkat game view, or None."""
    legal = game.get("legal_actions")
    if not legal:
        return None
    if legal.get("may_challenge"):
        return {"kind": "challenge"}
    if legal.get("may_pass"):
        return {"kind": "pass"}
    play = legal["plays"][0]
    cards = [card["id"] for card in game["view"]["hand"]][: play["min_count"]]
    return {"kind": "play", "cards": cards, "rank": play["ranks"][0]}


def before_call(context, case, kwargs):
    """In the running-game pass ($FUZZ_RUNNING_GAME), a valid move names the
    running game and is decided on its current version: the schema cannot
    say either (both depend on the game at the path), and without them
    every valid case would be refused as stale or for another game. Every
    fourth valid move is one of the seat's legal actions, so that the pass
    sees moves accepted and the game go on (its events, its bundle); the
    others keep the fuzzer's action, which the rules mostly refuse."""
    global positive_moves
    game = os.environ.get("FUZZ_RUNNING_GAME")
    mode = case.meta.generation.mode.value if case.meta is not None else "explicit"
    if not game or case.operation.label != "POST /v1/games/{id}/moves" or mode != "positive":
        return
    if not isinstance(case.body, dict) or case.path_parameters.get("id") != game:
        return
    request = urllib.request.Request(
        f"{os.environ['REFEREE_URL']}/v1/games/{game}",
        headers={"Authorization": f"Bearer {os.environ['FUZZ_TOKEN']}"},
    )
    with urllib.request.urlopen(request, timeout=10) as answer:
        current = json.load(answer)
    case.body["game"] = current["game"]
    case.body["expected_version"] = current["version"]
    positive_moves += 1
    legal = legal_action(current) if positive_moves % 4 == 0 else None
    if legal is not None:
        case.body["action"] = legal


def write_tally():
    with open(os.environ["FUZZ_TALLY"], "w", encoding="utf-8") as out:
        for (label, mode, status), count in sorted(calls.items()):
            line = {"operation": label, "mode": mode, "status": status, "count": count}
            out.write(json.dumps(line) + "\n")


def print_table(paths):
    passes = [os.path.basename(p).removesuffix(".tally") for p in paths]
    cases = collections.defaultdict(collections.Counter)
    for name, path in zip(passes, paths):
        with open(path, encoding="utf-8") as tally:
            for line in tally:
                call = json.loads(line)
                cases[call["operation"]][name] += call["count"]
    width = max(len(op) for op in cases) if cases else 9
    print(f"{'operation':<{width}}  " + "  ".join(f"{p:>14}" for p in passes) + f"  {'all':>6}")
    for operation in sorted(cases, key=lambda op: op.split(" ", 1)[::-1]):
        counts = cases[operation]
        row = "  ".join(f"{counts[p] or '':>14}" for p in passes)
        print(f"{operation:<{width}}  {row}  {sum(counts.values()):>6}")


if __name__ == "__main__":
    print_table(sys.argv[1:])
else:
    import schemathesis

    schemathesis.hook(after_call)
    schemathesis.hook(before_call)
    atexit.register(write_tally)
