"""The package's tests run against a real server: `REFEREE_URL` (as
scripts/with-server sets it), and `REFEREE_BIN` to verify audit bundles."""

import itertools
import os

import pytest

from referee_client import Player, Referee

_names = itertools.count()


@pytest.fixture(scope="session")
def referee() -> Referee:
    url = os.environ.get("REFEREE_URL")
    assert url, "REFEREE_URL names the server under test (run through scripts/python-client-check)"
    return Referee(url)


@pytest.fixture
def register(referee: Referee):
    """Registers a new player of a name no other test uses."""

    def new_player(name: str) -> Player:
        return referee.register(f"{name}-{next(_names)}")

    return new_player
