from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.create_player import CreatePlayer
from ...models.create_player_response_400 import CreatePlayerResponse400
from ...models.create_player_response_405 import CreatePlayerResponse405
from ...models.create_player_response_408 import CreatePlayerResponse408
from ...models.create_player_response_409 import CreatePlayerResponse409
from ...models.create_player_response_413 import CreatePlayerResponse413
from ...models.create_player_response_415 import CreatePlayerResponse415
from ...models.create_player_response_422 import CreatePlayerResponse422
from ...models.create_player_response_429 import CreatePlayerResponse429
from ...models.create_player_response_503 import CreatePlayerResponse503
from ...models.player_created import PlayerCreated
from typing import cast



def _get_kwargs(
    *,
    body: CreatePlayer,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/players",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> CreatePlayerResponse400 | CreatePlayerResponse405 | CreatePlayerResponse408 | CreatePlayerResponse409 | CreatePlayerResponse413 | CreatePlayerResponse415 | CreatePlayerResponse422 | CreatePlayerResponse429 | CreatePlayerResponse503 | PlayerCreated | None:
    if response.status_code == 201:
        response_201 = PlayerCreated.from_dict(response.json())



        return response_201

    if response.status_code == 400:
        response_400 = CreatePlayerResponse400.from_dict(response.json())



        return response_400

    if response.status_code == 405:
        response_405 = CreatePlayerResponse405.from_dict(response.json())



        return response_405

    if response.status_code == 408:
        response_408 = CreatePlayerResponse408.from_dict(response.json())



        return response_408

    if response.status_code == 409:
        response_409 = CreatePlayerResponse409.from_dict(response.json())



        return response_409

    if response.status_code == 413:
        response_413 = CreatePlayerResponse413.from_dict(response.json())



        return response_413

    if response.status_code == 415:
        response_415 = CreatePlayerResponse415.from_dict(response.json())



        return response_415

    if response.status_code == 422:
        response_422 = CreatePlayerResponse422.from_dict(response.json())



        return response_422

    if response.status_code == 429:
        response_429 = CreatePlayerResponse429.from_dict(response.json())



        return response_429

    if response.status_code == 503:
        response_503 = CreatePlayerResponse503.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[CreatePlayerResponse400 | CreatePlayerResponse405 | CreatePlayerResponse408 | CreatePlayerResponse409 | CreatePlayerResponse413 | CreatePlayerResponse415 | CreatePlayerResponse422 | CreatePlayerResponse429 | CreatePlayerResponse503 | PlayerCreated]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: CreatePlayer,

) -> Response[CreatePlayerResponse400 | CreatePlayerResponse405 | CreatePlayerResponse408 | CreatePlayerResponse409 | CreatePlayerResponse413 | CreatePlayerResponse415 | CreatePlayerResponse422 | CreatePlayerResponse429 | CreatePlayerResponse503 | PlayerCreated]:
    """ Registers a player

     Registers a player. The API key is shown once; keep it to get tokens. With a handle and a password,
    the player can also sign in as a person does (`POST /v1/sessions`), and the answer carries its
    recovery code, shown once. A client address may register only so many players an hour (then `429
    rate_limited`).

    Args:
        body (CreatePlayer):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreatePlayerResponse400 | CreatePlayerResponse405 | CreatePlayerResponse408 | CreatePlayerResponse409 | CreatePlayerResponse413 | CreatePlayerResponse415 | CreatePlayerResponse422 | CreatePlayerResponse429 | CreatePlayerResponse503 | PlayerCreated]
     """


    kwargs = _get_kwargs(
        body=body,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient | Client,
    body: CreatePlayer,

) -> CreatePlayerResponse400 | CreatePlayerResponse405 | CreatePlayerResponse408 | CreatePlayerResponse409 | CreatePlayerResponse413 | CreatePlayerResponse415 | CreatePlayerResponse422 | CreatePlayerResponse429 | CreatePlayerResponse503 | PlayerCreated | None:
    """ Registers a player

     Registers a player. The API key is shown once; keep it to get tokens. With a handle and a password,
    the player can also sign in as a person does (`POST /v1/sessions`), and the answer carries its
    recovery code, shown once. A client address may register only so many players an hour (then `429
    rate_limited`).

    Args:
        body (CreatePlayer):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreatePlayerResponse400 | CreatePlayerResponse405 | CreatePlayerResponse408 | CreatePlayerResponse409 | CreatePlayerResponse413 | CreatePlayerResponse415 | CreatePlayerResponse422 | CreatePlayerResponse429 | CreatePlayerResponse503 | PlayerCreated
     """


    return sync_detailed(
        client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: CreatePlayer,

) -> Response[CreatePlayerResponse400 | CreatePlayerResponse405 | CreatePlayerResponse408 | CreatePlayerResponse409 | CreatePlayerResponse413 | CreatePlayerResponse415 | CreatePlayerResponse422 | CreatePlayerResponse429 | CreatePlayerResponse503 | PlayerCreated]:
    """ Registers a player

     Registers a player. The API key is shown once; keep it to get tokens. With a handle and a password,
    the player can also sign in as a person does (`POST /v1/sessions`), and the answer carries its
    recovery code, shown once. A client address may register only so many players an hour (then `429
    rate_limited`).

    Args:
        body (CreatePlayer):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreatePlayerResponse400 | CreatePlayerResponse405 | CreatePlayerResponse408 | CreatePlayerResponse409 | CreatePlayerResponse413 | CreatePlayerResponse415 | CreatePlayerResponse422 | CreatePlayerResponse429 | CreatePlayerResponse503 | PlayerCreated]
     """


    kwargs = _get_kwargs(
        body=body,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: CreatePlayer,

) -> CreatePlayerResponse400 | CreatePlayerResponse405 | CreatePlayerResponse408 | CreatePlayerResponse409 | CreatePlayerResponse413 | CreatePlayerResponse415 | CreatePlayerResponse422 | CreatePlayerResponse429 | CreatePlayerResponse503 | PlayerCreated | None:
    """ Registers a player

     Registers a player. The API key is shown once; keep it to get tokens. With a handle and a password,
    the player can also sign in as a person does (`POST /v1/sessions`), and the answer carries its
    recovery code, shown once. A client address may register only so many players an hour (then `429
    rate_limited`).

    Args:
        body (CreatePlayer):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreatePlayerResponse400 | CreatePlayerResponse405 | CreatePlayerResponse408 | CreatePlayerResponse409 | CreatePlayerResponse413 | CreatePlayerResponse415 | CreatePlayerResponse422 | CreatePlayerResponse429 | CreatePlayerResponse503 | PlayerCreated
     """


    return (await asyncio_detailed(
        client=client,
body=body,

    )).parsed
