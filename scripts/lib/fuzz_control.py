"""Schemathesis hooks for scripts/fuzz-api's control-character pass.

Every string the fuzzer makes for a body, a query or a path gets a control
character at a random place, NUL most often: hypothesis's own strings hold
one too rarely for a run of this size to meet each operation with it, and a
NUL that reached Postgres would be a 500. The tallies are kept as in the
other passes (fuzz_tally).
"""

import fuzz_tally  # noqa: F401  (its hooks count this pass's calls too)
import schemathesis
from hypothesis import strategies as st

CONTROL = st.sampled_from(["\x00", "\x00", "\x00", "\x01", "\x08", "\x0b", "\x1b", "\x1f", "\x7f", "\x85"])


def salted(value):
    """A strategy of `value` with a control character in each of its strings."""
    if isinstance(value, str):
        return st.tuples(CONTROL, st.integers(0, len(value))).map(
            lambda pick: value[: pick[1]] + pick[0] + value[pick[1]:]
        )
    if isinstance(value, dict):
        return st.fixed_dictionaries({name: salted(item) for name, item in value.items()})
    if isinstance(value, list):
        return st.tuples(*[salted(item) for item in value]).map(list)
    return st.just(value)


@schemathesis.hook
def flatmap_body(context, body):
    return salted(body)


@schemathesis.hook
def flatmap_query(context, query):
    return salted(query)


@schemathesis.hook
def flatmap_path_parameters(context, path_parameters):
    return salted(path_parameters)
