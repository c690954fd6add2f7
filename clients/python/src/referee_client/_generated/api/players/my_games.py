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
from ...models.my_games_response_400 import MyGamesResponse400
from ...models.my_games_response_401 import MyGamesResponse401
from ...models.my_games_response_403 import MyGamesResponse403
from ...models.my_games_response_405 import MyGamesResponse405
from ...models.my_games_response_413 import MyGamesResponse413
from ...models.my_games_response_429 import MyGamesResponse429
from ...models.my_games_response_503 import MyGamesResponse503
from ...models.turn_filter import TurnFilter
from ...models.visibility import Visibility
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    *,
    turn: TurnFilter | Unset = UNSET,
    status: GameStatus | Unset = UNSET,
    game: GameId | Unset = UNSET,
    visibility: Visibility | Unset = UNSET,
    limit: int | Unset = UNSET,
    cursor: str | Unset = UNSET,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    json_turn: str | Unset = UNSET
    if not isinstance(turn, Unset):
        json_turn = turn.value

    params["turn"] = json_turn

    json_status: str | Unset = UNSET
    if not isinstance(status, Unset):
        json_status = status.value

    params["status"] = json_status

    json_game: str | Unset = UNSET
    if not isinstance(game, Unset):
        json_game = game.value

    params["game"] = json_game

    json_visibility: str | Unset = UNSET
    if not isinstance(visibility, Unset):
        json_visibility = visibility.value

    params["visibility"] = json_visibility

    params["limit"] = limit

    params["cursor"] = cursor


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/players/me/games",
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> GamePage | MyGamesResponse400 | MyGamesResponse401 | MyGamesResponse403 | MyGamesResponse405 | MyGamesResponse413 | MyGamesResponse429 | MyGamesResponse503 | None:
    if response.status_code == 200:
        response_200 = GamePage.from_dict(response.json())



        return response_200

    if response.status_code == 400:
        response_400 = MyGamesResponse400.from_dict(response.json())



        return response_400

    if response.status_code == 401:
        response_401 = MyGamesResponse401.from_dict(response.json())



        return response_401

    if response.status_code == 403:
        response_403 = MyGamesResponse403.from_dict(response.json())



        return response_403

    if response.status_code == 405:
        response_405 = MyGamesResponse405.from_dict(response.json())



        return response_405

    if response.status_code == 413:
        response_413 = MyGamesResponse413.from_dict(response.json())



        return response_413

    if response.status_code == 429:
        response_429 = MyGamesResponse429.from_dict(response.json())



        return response_429

    if response.status_code == 503:
        response_503 = MyGamesResponse503.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[GamePage | MyGamesResponse400 | MyGamesResponse401 | MyGamesResponse403 | MyGamesResponse405 | MyGamesResponse413 | MyGamesResponse429 | MyGamesResponse503]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    turn: TurnFilter | Unset = UNSET,
    status: GameStatus | Unset = UNSET,
    game: GameId | Unset = UNSET,
    visibility: Visibility | Unset = UNSET,
    limit: int | Unset = UNSET,
    cursor: str | Unset = UNSET,

) -> Response[GamePage | MyGamesResponse400 | MyGamesResponse401 | MyGamesResponse403 | MyGamesResponse405 | MyGamesResponse413 | MyGamesResponse429 | MyGamesResponse503]:
    """ The caller's games (those it holds a seat or an invitation in), newest first, filtered by turn,
    status, game and visibility, a page at a time (`next`)

     The caller's games (those it holds a seat or an invitation in), newest first, filtered by turn,
    status, game and visibility, a page at a time (`next`); each shows the caller's seat as `you` (null
    while invited).

    Args:
        turn (TurnFilter | Unset):
        status (GameStatus | Unset): Where a game stands: `open` (waiting for players), `active`,
            `finished` or `aborted`.
        game (GameId | Unset): A game kind: its id in the catalog.
        visibility (Visibility | Unset): Who sees a game listed and who may read it.
        limit (int | Unset):
        cursor (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GamePage | MyGamesResponse400 | MyGamesResponse401 | MyGamesResponse403 | MyGamesResponse405 | MyGamesResponse413 | MyGamesResponse429 | MyGamesResponse503]
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
    turn: TurnFilter | Unset = UNSET,
    status: GameStatus | Unset = UNSET,
    game: GameId | Unset = UNSET,
    visibility: Visibility | Unset = UNSET,
    limit: int | Unset = UNSET,
    cursor: str | Unset = UNSET,

) -> GamePage | MyGamesResponse400 | MyGamesResponse401 | MyGamesResponse403 | MyGamesResponse405 | MyGamesResponse413 | MyGamesResponse429 | MyGamesResponse503 | None:
    """ The caller's games (those it holds a seat or an invitation in), newest first, filtered by turn,
    status, game and visibility, a page at a time (`next`)

     The caller's games (those it holds a seat or an invitation in), newest first, filtered by turn,
    status, game and visibility, a page at a time (`next`); each shows the caller's seat as `you` (null
    while invited).

    Args:
        turn (TurnFilter | Unset):
        status (GameStatus | Unset): Where a game stands: `open` (waiting for players), `active`,
            `finished` or `aborted`.
        game (GameId | Unset): A game kind: its id in the catalog.
        visibility (Visibility | Unset): Who sees a game listed and who may read it.
        limit (int | Unset):
        cursor (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GamePage | MyGamesResponse400 | MyGamesResponse401 | MyGamesResponse403 | MyGamesResponse405 | MyGamesResponse413 | MyGamesResponse429 | MyGamesResponse503
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
    turn: TurnFilter | Unset = UNSET,
    status: GameStatus | Unset = UNSET,
    game: GameId | Unset = UNSET,
    visibility: Visibility | Unset = UNSET,
    limit: int | Unset = UNSET,
    cursor: str | Unset = UNSET,

) -> Response[GamePage | MyGamesResponse400 | MyGamesResponse401 | MyGamesResponse403 | MyGamesResponse405 | MyGamesResponse413 | MyGamesResponse429 | MyGamesResponse503]:
    """ The caller's games (those it holds a seat or an invitation in), newest first, filtered by turn,
    status, game and visibility, a page at a time (`next`)

     The caller's games (those it holds a seat or an invitation in), newest first, filtered by turn,
    status, game and visibility, a page at a time (`next`); each shows the caller's seat as `you` (null
    while invited).

    Args:
        turn (TurnFilter | Unset):
        status (GameStatus | Unset): Where a game stands: `open` (waiting for players), `active`,
            `finished` or `aborted`.
        game (GameId | Unset): A game kind: its id in the catalog.
        visibility (Visibility | Unset): Who sees a game listed and who may read it.
        limit (int | Unset):
        cursor (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GamePage | MyGamesResponse400 | MyGamesResponse401 | MyGamesResponse403 | MyGamesResponse405 | MyGamesResponse413 | MyGamesResponse429 | MyGamesResponse503]
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
    turn: TurnFilter | Unset = UNSET,
    status: GameStatus | Unset = UNSET,
    game: GameId | Unset = UNSET,
    visibility: Visibility | Unset = UNSET,
    limit: int | Unset = UNSET,
    cursor: str | Unset = UNSET,

) -> GamePage | MyGamesResponse400 | MyGamesResponse401 | MyGamesResponse403 | MyGamesResponse405 | MyGamesResponse413 | MyGamesResponse429 | MyGamesResponse503 | None:
    """ The caller's games (those it holds a seat or an invitation in), newest first, filtered by turn,
    status, game and visibility, a page at a time (`next`)

     The caller's games (those it holds a seat or an invitation in), newest first, filtered by turn,
    status, game and visibility, a page at a time (`next`); each shows the caller's seat as `you` (null
    while invited).

    Args:
        turn (TurnFilter | Unset):
        status (GameStatus | Unset): Where a game stands: `open` (waiting for players), `active`,
            `finished` or `aborted`.
        game (GameId | Unset): A game kind: its id in the catalog.
        visibility (Visibility | Unset): Who sees a game listed and who may read it.
        limit (int | Unset):
        cursor (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GamePage | MyGamesResponse400 | MyGamesResponse401 | MyGamesResponse403 | MyGamesResponse405 | MyGamesResponse413 | MyGamesResponse429 | MyGamesResponse503
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
