"""The generated half decodes each per-game union as its game's model, told
apart by `game` (offline: a stand-in transport answers)."""

import uuid

import httpx
import pytest

from referee_client import BISCUITS, MEERKAT, models
from referee_client._generated import AuthenticatedClient
from referee_client._generated.api.games import list_events


def answering(body):
    return AuthenticatedClient(
        "http://127.0.0.1:9",
        token="t",
        httpx_args={"transport": httpx.MockTransport(lambda request: httpx.Response(200, json=body))},
    )


@pytest.mark.parametrize(
    ("game", "page_model"),
    [(MEERKAT, models.MeerkatEventsPage), (BISCUITS, models.BiscuitsEventsPage)],
)
def test_an_empty_events_page_decodes_as_its_games_page(game, page_model):
    client = answering({"events": [], "game": game, "next_after": None})
    page = list_events.sync(uuid.uuid4(), client=client)
    assert type(page) is page_model
    assert page.game.value == game and page.events == [] and page.next_after is None


def test_a_redacted_action_decodes_as_its_games_redacted_action():
    step = {"seq": 1, "at": "2026-01-01T00:00:00Z", "actor_seat": 1, "events": [], "action": {"kind": "redacted", "of": "play"}}
    for game, redacted_model in [(MEERKAT, models.MeerkatRedactedAction), (BISCUITS, models.BiscuitsRedactedAction)]:
        page = list_events.sync(uuid.uuid4(), client=answering({"events": [step], "game": game, "next_after": None}))
        action = page.events[0].action
        assert type(action) is redacted_model and action.of.value == "play", (game, action)


def test_the_models_are_importable_by_module_name():
    from referee_client.models import BiscuitsGameDto, MeerkatGameDto

    assert MeerkatGameDto is models.MeerkatGameDto and BiscuitsGameDto is models.BiscuitsGameDto
