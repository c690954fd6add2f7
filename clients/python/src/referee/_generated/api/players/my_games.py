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
from ...models.turn_filter import TurnFilter
from ...models.visibility import Visibility
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    *,
    turn: None | TurnFilter | Unset = UNSET,
    status: GameStatus | None | Unset = UNSET,
    game: GameId | None | Unset = UNSET,
    visibility: None | Unset | Visibility = UNSET,
    limit: int | None | Unset = UNSET,
    cursor: None | str | Unset = UNSET,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    json_turn: None | str | Unset
    if isinstance(turn, Unset):
        json_turn = UNSET
    elif isinstance(turn, TurnFilter):
        json_turn = turn.value
    else:
        json_turn = turn
    params["turn"] = json_turn

    json_status: None | str | Unset
    if isinstance(status, Unset):
        json_status = UNSET
    elif isinstance(status, GameStatus):
        json_status = status.value
    else:
        json_status = status
    params["status"] = json_status

    json_game: None | str | Unset
    if isinstance(game, Unset):
        json_game = UNSET
    elif isinstance(game, GameId):
        json_game = game.value
    else:
        json_game = game
    params["game"] = json_game

    json_visibility: None | str | Unset
    if isinstance(visibility, Unset):
        json_visibility = UNSET
    elif isinstance(visibility, Visibility):
        json_visibility = visibility.value
    else:
        json_visibility = visibility
    params["visibility"] = json_visibility

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


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/players/me/games",
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> GamePage | Problem | None:
    if response.status_code == 200:
        response_200 = GamePage.from_dict(response.json())



        return response_200

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[GamePage | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    turn: None | TurnFilter | Unset = UNSET,
    status: GameStatus | None | Unset = UNSET,
    game: GameId | None | Unset = UNSET,
    visibility: None | Unset | Visibility = UNSET,
    limit: int | None | Unset = UNSET,
    cursor: None | str | Unset = UNSET,

) -> Response[GamePage | Problem]:
    """ The caller's games (those it holds a seat or an invitation in), newest
    first, filtered by turn, status, game and visibility, a page at a time
    (`next`); each shows the caller's seat as `you` (null while invited).

    Args:
        turn (None | TurnFilter | Unset):
        status (GameStatus | None | Unset):
        game (GameId | None | Unset):
        visibility (None | Unset | Visibility):
        limit (int | None | Unset):
        cursor (None | str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GamePage | Problem]
     """


    kwargs = _get_kwargs(
        turn=turn,
status=status,
game=game,
visibility=visibility,
limit=limit,
cursor=cursor,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient,
    turn: None | TurnFilter | Unset = UNSET,
    status: GameStatus | None | Unset = UNSET,
    game: GameId | None | Unset = UNSET,
    visibility: None | Unset | Visibility = UNSET,
    limit: int | None | Unset = UNSET,
    cursor: None | str | Unset = UNSET,

) -> GamePage | Problem | None:
    """ The caller's games (those it holds a seat or an invitation in), newest
    first, filtered by turn, status, game and visibility, a page at a time
    (`next`); each shows the caller's seat as `you` (null while invited).

    Args:
        turn (None | TurnFilter | Unset):
        status (GameStatus | None | Unset):
        game (GameId | None | Unset):
        visibility (None | Unset | Visibility):
        limit (int | None | Unset):
        cursor (None | str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GamePage | Problem
     """


    return sync_detailed(
        client=client,
turn=turn,
status=status,
game=game,
visibility=visibility,
limit=limit,
cursor=cursor,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    turn: None | TurnFilter | Unset = UNSET,
    status: GameStatus | None | Unset = UNSET,
    game: GameId | None | Unset = UNSET,
    visibility: None | Unset | Visibility = UNSET,
    limit: int | None | Unset = UNSET,
    cursor: None | str | Unset = UNSET,

) -> Response[GamePage | Problem]:
    """ The caller's games (those it holds a seat or an invitation in), newest
    first, filtered by turn, status, game and visibility, a page at a time
    (`next`); each shows the caller's seat as `you` (null while invited).

    Args:
        turn (None | TurnFilter | Unset):
        status (GameStatus | None | Unset):
        game (GameId | None | Unset):
        visibility (None | Unset | Visibility):
        limit (int | None | Unset):
        cursor (None | str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GamePage | Problem]
     """


    kwargs = _get_kwargs(
        turn=turn,
status=status,
game=game,
visibility=visibility,
limit=limit,
cursor=cursor,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient,
    turn: None | TurnFilter | Unset = UNSET,
    status: GameStatus | None | Unset = UNSET,
    game: GameId | None | Unset = UNSET,
    visibility: None | Unset | Visibility = UNSET,
    limit: int | None | Unset = UNSET,
    cursor: None | str | Unset = UNSET,

) -> GamePage | Problem | None:
    """ The caller's games (those it holds a seat or an invitation in), newest
    first, filtered by turn, status, game and visibility, a page at a time
    (`next`); each shows the caller's seat as `you` (null while invited).

    Args:
        turn (None | TurnFilter | Unset):
        status (GameStatus | None | Unset):
        game (GameId | None | Unset):
        visibility (None | Unset | Visibility):
        limit (int | None | Unset):
        cursor (None | str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GamePage | Problem
     """


    return (await asyncio_detailed(
        client=client,
turn=turn,
status=status,
game=game,
visibility=visibility,
limit=limit,
cursor=cursor,

    )).parsed
