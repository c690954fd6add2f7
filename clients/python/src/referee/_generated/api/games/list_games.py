from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.game_id import GameId
from ...models.game_page import GamePage
from ...models.game_status import GameStatus
from ...models.problem import Problem
from ...models.visibility import Visibility
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    *,
    status: GameStatus | None | Unset = UNSET,
    visibility: None | Unset | Visibility = UNSET,
    game: GameId | None | Unset = UNSET,
    limit: int | None | Unset = UNSET,
    cursor: None | str | Unset = UNSET,
    wait: int | None | Unset = UNSET,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    json_status: None | str | Unset
    if isinstance(status, Unset):
        json_status = UNSET
    elif isinstance(status, GameStatus):
        json_status = status.value
    else:
        json_status = status
    params["status"] = json_status

    json_visibility: None | str | Unset
    if isinstance(visibility, Unset):
        json_visibility = UNSET
    elif isinstance(visibility, Visibility):
        json_visibility = visibility.value
    else:
        json_visibility = visibility
    params["visibility"] = json_visibility

    json_game: None | str | Unset
    if isinstance(game, Unset):
        json_game = UNSET
    elif isinstance(game, GameId):
        json_game = game.value
    else:
        json_game = game
    params["game"] = json_game

    json_limit: int | None | Unset
    if isinstance(limit, Unset):
        json_limit = UNSET
    else:
        json_limit = limit
    params["limit"] = json_limit

    json_cursor: None | str | Unset
    if isinstance(cursor, Unset):
        json_cursor = UNSET
    else:
        json_cursor = cursor
    params["cursor"] = json_cursor

    json_wait: int | None | Unset
    if isinstance(wait, Unset):
        json_wait = UNSET
    else:
        json_wait = wait
    params["wait"] = json_wait


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/games",
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Any | GamePage | Problem | None:
    if response.status_code == 200:
        response_200 = GamePage.from_dict(response.json())



        return response_200

    if response.status_code == 304:
        response_304 = cast(Any, None)
        return response_304

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())



        return response_400

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())



        return response_401

    if response.status_code == 405:
        response_405 = Problem.from_dict(response.json())



        return response_405

    if response.status_code == 413:
        response_413 = Problem.from_dict(response.json())



        return response_413

    if response.status_code == 429:
        response_429 = Problem.from_dict(response.json())



        return response_429

    if response.status_code == 503:
        response_503 = Problem.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Any | GamePage | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    status: GameStatus | None | Unset = UNSET,
    visibility: None | Unset | Visibility = UNSET,
    game: GameId | None | Unset = UNSET,
    limit: int | None | Unset = UNSET,
    cursor: None | str | Unset = UNSET,
    wait: int | None | Unset = UNSET,

) -> Response[Any | GamePage | Problem]:
    """ Lists the public games, and those the caller created, is seated or is
    invited in, newest first, filtered by status, game and visibility, a
    page at a time (`next`). The page has an `ETag`; with `If-None-Match`
    and `wait`, the answer comes as soon as the page changes (a game
    created, joined, moved in, finished…), or 304 when the wait ends: a
    lobby that stays up to date without polling.

    Args:
        status (GameStatus | None | Unset):
        visibility (None | Unset | Visibility):
        game (GameId | None | Unset):
        limit (int | None | Unset):
        cursor (None | str | Unset):
        wait (int | None | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | GamePage | Problem]
     """


    kwargs = _get_kwargs(
        status=status,
visibility=visibility,
game=game,
limit=limit,
cursor=cursor,
wait=wait,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient,
    status: GameStatus | None | Unset = UNSET,
    visibility: None | Unset | Visibility = UNSET,
    game: GameId | None | Unset = UNSET,
    limit: int | None | Unset = UNSET,
    cursor: None | str | Unset = UNSET,
    wait: int | None | Unset = UNSET,

) -> Any | GamePage | Problem | None:
    """ Lists the public games, and those the caller created, is seated or is
    invited in, newest first, filtered by status, game and visibility, a
    page at a time (`next`). The page has an `ETag`; with `If-None-Match`
    and `wait`, the answer comes as soon as the page changes (a game
    created, joined, moved in, finished…), or 304 when the wait ends: a
    lobby that stays up to date without polling.

    Args:
        status (GameStatus | None | Unset):
        visibility (None | Unset | Visibility):
        game (GameId | None | Unset):
        limit (int | None | Unset):
        cursor (None | str | Unset):
        wait (int | None | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | GamePage | Problem
     """


    return sync_detailed(
        client=client,
status=status,
visibility=visibility,
game=game,
limit=limit,
cursor=cursor,
wait=wait,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    status: GameStatus | None | Unset = UNSET,
    visibility: None | Unset | Visibility = UNSET,
    game: GameId | None | Unset = UNSET,
    limit: int | None | Unset = UNSET,
    cursor: None | str | Unset = UNSET,
    wait: int | None | Unset = UNSET,

) -> Response[Any | GamePage | Problem]:
    """ Lists the public games, and those the caller created, is seated or is
    invited in, newest first, filtered by status, game and visibility, a
    page at a time (`next`). The page has an `ETag`; with `If-None-Match`
    and `wait`, the answer comes as soon as the page changes (a game
    created, joined, moved in, finished…), or 304 when the wait ends: a
    lobby that stays up to date without polling.

    Args:
        status (GameStatus | None | Unset):
        visibility (None | Unset | Visibility):
        game (GameId | None | Unset):
        limit (int | None | Unset):
        cursor (None | str | Unset):
        wait (int | None | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | GamePage | Problem]
     """


    kwargs = _get_kwargs(
        status=status,
visibility=visibility,
game=game,
limit=limit,
cursor=cursor,
wait=wait,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient,
    status: GameStatus | None | Unset = UNSET,
    visibility: None | Unset | Visibility = UNSET,
    game: GameId | None | Unset = UNSET,
    limit: int | None | Unset = UNSET,
    cursor: None | str | Unset = UNSET,
    wait: int | None | Unset = UNSET,

) -> Any | GamePage | Problem | None:
    """ Lists the public games, and those the caller created, is seated or is
    invited in, newest first, filtered by status, game and visibility, a
    page at a time (`next`). The page has an `ETag`; with `If-None-Match`
    and `wait`, the answer comes as soon as the page changes (a game
    created, joined, moved in, finished…), or 304 when the wait ends: a
    lobby that stays up to date without polling.

    Args:
        status (GameStatus | None | Unset):
        visibility (None | Unset | Visibility):
        game (GameId | None | Unset):
        limit (int | None | Unset):
        cursor (None | str | Unset):
        wait (int | None | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | GamePage | Problem
     """


    return (await asyncio_detailed(
        client=client,
status=status,
visibility=visibility,
game=game,
limit=limit,
cursor=cursor,
wait=wait,

    )).parsed
