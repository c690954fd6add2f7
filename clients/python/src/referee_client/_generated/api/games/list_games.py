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
from ...models.list_games_response_400 import ListGamesResponse400
from ...models.list_games_response_401 import ListGamesResponse401
from ...models.list_games_response_403 import ListGamesResponse403
from ...models.list_games_response_405 import ListGamesResponse405
from ...models.list_games_response_413 import ListGamesResponse413
from ...models.list_games_response_429 import ListGamesResponse429
from ...models.list_games_response_503 import ListGamesResponse503
from ...models.visibility import Visibility
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    *,
    status: GameStatus | Unset = UNSET,
    visibility: Visibility | Unset = UNSET,
    game: GameId | Unset = UNSET,
    limit: int | Unset = UNSET,
    cursor: str | Unset = UNSET,
    wait: int | Unset = UNSET,
    if_none_match: str | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(if_none_match, Unset):
        headers["If-None-Match"] = if_none_match



    

    params: dict[str, Any] = {}

    json_status: str | Unset = UNSET
    if not isinstance(status, Unset):
        json_status = status.value

    params["status"] = json_status

    json_visibility: str | Unset = UNSET
    if not isinstance(visibility, Unset):
        json_visibility = visibility.value

    params["visibility"] = json_visibility

    json_game: str | Unset = UNSET
    if not isinstance(game, Unset):
        json_game = game.value

    params["game"] = json_game

    params["limit"] = limit

    params["cursor"] = cursor

    params["wait"] = wait


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/games",
        "params": params,
    }


    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Any | GamePage | ListGamesResponse400 | ListGamesResponse401 | ListGamesResponse403 | ListGamesResponse405 | ListGamesResponse413 | ListGamesResponse429 | ListGamesResponse503 | None:
    if response.status_code == 200:
        response_200 = GamePage.from_dict(response.json())



        return response_200

    if response.status_code == 304:
        response_304 = cast(Any, None)
        return response_304

    if response.status_code == 400:
        response_400 = ListGamesResponse400.from_dict(response.json())



        return response_400

    if response.status_code == 401:
        response_401 = ListGamesResponse401.from_dict(response.json())



        return response_401

    if response.status_code == 403:
        response_403 = ListGamesResponse403.from_dict(response.json())



        return response_403

    if response.status_code == 405:
        response_405 = ListGamesResponse405.from_dict(response.json())



        return response_405

    if response.status_code == 413:
        response_413 = ListGamesResponse413.from_dict(response.json())



        return response_413

    if response.status_code == 429:
        response_429 = ListGamesResponse429.from_dict(response.json())



        return response_429

    if response.status_code == 503:
        response_503 = ListGamesResponse503.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Any | GamePage | ListGamesResponse400 | ListGamesResponse401 | ListGamesResponse403 | ListGamesResponse405 | ListGamesResponse413 | ListGamesResponse429 | ListGamesResponse503]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    status: GameStatus | Unset = UNSET,
    visibility: Visibility | Unset = UNSET,
    game: GameId | Unset = UNSET,
    limit: int | Unset = UNSET,
    cursor: str | Unset = UNSET,
    wait: int | Unset = UNSET,
    if_none_match: str | Unset = UNSET,

) -> Response[Any | GamePage | ListGamesResponse400 | ListGamesResponse401 | ListGamesResponse403 | ListGamesResponse405 | ListGamesResponse413 | ListGamesResponse429 | ListGamesResponse503]:
    """ Lists the public games

     Lists the public games, and those the caller created, is seated or is invited in, newest first,
    filtered by status, game and visibility, a page at a time (`next`). The page has an `ETag`; with
    `If-None-Match` and `wait`, the answer comes as soon as the page changes (a game created, joined,
    moved in, finished…), or 304 when the wait ends: a lobby that stays up to date without polling.

    Args:
        status (GameStatus | Unset): Where a game stands: `open` (waiting for players), `active`,
            `finished` or `aborted`.
        visibility (Visibility | Unset): Who sees a game listed and who may read it.
        game (GameId | Unset): A game kind: its id in the catalog.
        limit (int | Unset):
        cursor (str | Unset):
        wait (int | Unset):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | GamePage | ListGamesResponse400 | ListGamesResponse401 | ListGamesResponse403 | ListGamesResponse405 | ListGamesResponse413 | ListGamesResponse429 | ListGamesResponse503]
     """


    kwargs = _get_kwargs(
        status=status,
visibility=visibility,
game=game,
limit=limit,
cursor=cursor,
wait=wait,
if_none_match=if_none_match,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient,
    status: GameStatus | Unset = UNSET,
    visibility: Visibility | Unset = UNSET,
    game: GameId | Unset = UNSET,
    limit: int | Unset = UNSET,
    cursor: str | Unset = UNSET,
    wait: int | Unset = UNSET,
    if_none_match: str | Unset = UNSET,

) -> Any | GamePage | ListGamesResponse400 | ListGamesResponse401 | ListGamesResponse403 | ListGamesResponse405 | ListGamesResponse413 | ListGamesResponse429 | ListGamesResponse503 | None:
    """ Lists the public games

     Lists the public games, and those the caller created, is seated or is invited in, newest first,
    filtered by status, game and visibility, a page at a time (`next`). The page has an `ETag`; with
    `If-None-Match` and `wait`, the answer comes as soon as the page changes (a game created, joined,
    moved in, finished…), or 304 when the wait ends: a lobby that stays up to date without polling.

    Args:
        status (GameStatus | Unset): Where a game stands: `open` (waiting for players), `active`,
            `finished` or `aborted`.
        visibility (Visibility | Unset): Who sees a game listed and who may read it.
        game (GameId | Unset): A game kind: its id in the catalog.
        limit (int | Unset):
        cursor (str | Unset):
        wait (int | Unset):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | GamePage | ListGamesResponse400 | ListGamesResponse401 | ListGamesResponse403 | ListGamesResponse405 | ListGamesResponse413 | ListGamesResponse429 | ListGamesResponse503
     """


    return sync_detailed(
        client=client,
status=status,
visibility=visibility,
game=game,
limit=limit,
cursor=cursor,
wait=wait,
if_none_match=if_none_match,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    status: GameStatus | Unset = UNSET,
    visibility: Visibility | Unset = UNSET,
    game: GameId | Unset = UNSET,
    limit: int | Unset = UNSET,
    cursor: str | Unset = UNSET,
    wait: int | Unset = UNSET,
    if_none_match: str | Unset = UNSET,

) -> Response[Any | GamePage | ListGamesResponse400 | ListGamesResponse401 | ListGamesResponse403 | ListGamesResponse405 | ListGamesResponse413 | ListGamesResponse429 | ListGamesResponse503]:
    """ Lists the public games

     Lists the public games, and those the caller created, is seated or is invited in, newest first,
    filtered by status, game and visibility, a page at a time (`next`). The page has an `ETag`; with
    `If-None-Match` and `wait`, the answer comes as soon as the page changes (a game created, joined,
    moved in, finished…), or 304 when the wait ends: a lobby that stays up to date without polling.

    Args:
        status (GameStatus | Unset): Where a game stands: `open` (waiting for players), `active`,
            `finished` or `aborted`.
        visibility (Visibility | Unset): Who sees a game listed and who may read it.
        game (GameId | Unset): A game kind: its id in the catalog.
        limit (int | Unset):
        cursor (str | Unset):
        wait (int | Unset):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | GamePage | ListGamesResponse400 | ListGamesResponse401 | ListGamesResponse403 | ListGamesResponse405 | ListGamesResponse413 | ListGamesResponse429 | ListGamesResponse503]
     """


    kwargs = _get_kwargs(
        status=status,
visibility=visibility,
game=game,
limit=limit,
cursor=cursor,
wait=wait,
if_none_match=if_none_match,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient,
    status: GameStatus | Unset = UNSET,
    visibility: Visibility | Unset = UNSET,
    game: GameId | Unset = UNSET,
    limit: int | Unset = UNSET,
    cursor: str | Unset = UNSET,
    wait: int | Unset = UNSET,
    if_none_match: str | Unset = UNSET,

) -> Any | GamePage | ListGamesResponse400 | ListGamesResponse401 | ListGamesResponse403 | ListGamesResponse405 | ListGamesResponse413 | ListGamesResponse429 | ListGamesResponse503 | None:
    """ Lists the public games

     Lists the public games, and those the caller created, is seated or is invited in, newest first,
    filtered by status, game and visibility, a page at a time (`next`). The page has an `ETag`; with
    `If-None-Match` and `wait`, the answer comes as soon as the page changes (a game created, joined,
    moved in, finished…), or 304 when the wait ends: a lobby that stays up to date without polling.

    Args:
        status (GameStatus | Unset): Where a game stands: `open` (waiting for players), `active`,
            `finished` or `aborted`.
        visibility (Visibility | Unset): Who sees a game listed and who may read it.
        game (GameId | Unset): A game kind: its id in the catalog.
        limit (int | Unset):
        cursor (str | Unset):
        wait (int | Unset):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | GamePage | ListGamesResponse400 | ListGamesResponse401 | ListGamesResponse403 | ListGamesResponse405 | ListGamesResponse413 | ListGamesResponse429 | ListGamesResponse503
     """


    return (await asyncio_detailed(
        client=client,
status=status,
visibility=visibility,
game=game,
limit=limit,
cursor=cursor,
wait=wait,
if_none_match=if_none_match,

    )).parsed
