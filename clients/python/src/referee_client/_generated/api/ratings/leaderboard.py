from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.leaderboard import Leaderboard
from ...models.leaderboard_response_400 import LeaderboardResponse400
from ...models.leaderboard_response_404 import LeaderboardResponse404
from ...models.leaderboard_response_405 import LeaderboardResponse405
from ...models.leaderboard_response_413 import LeaderboardResponse413
from ...models.leaderboard_response_429 import LeaderboardResponse429
from ...models.leaderboard_response_503 import LeaderboardResponse503
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    game: str,
    *,
    limit: int | Unset = UNSET,
    cursor: str | Unset = UNSET,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    params["limit"] = limit

    params["cursor"] = cursor


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/leaderboards/{game}".format(game=quote(str(game), safe=""),),
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Leaderboard | LeaderboardResponse400 | LeaderboardResponse404 | LeaderboardResponse405 | LeaderboardResponse413 | LeaderboardResponse429 | LeaderboardResponse503 | None:
    if response.status_code == 200:
        response_200 = Leaderboard.from_dict(response.json())



        return response_200

    if response.status_code == 400:
        response_400 = LeaderboardResponse400.from_dict(response.json())



        return response_400

    if response.status_code == 404:
        response_404 = LeaderboardResponse404.from_dict(response.json())



        return response_404

    if response.status_code == 405:
        response_405 = LeaderboardResponse405.from_dict(response.json())



        return response_405

    if response.status_code == 413:
        response_413 = LeaderboardResponse413.from_dict(response.json())



        return response_413

    if response.status_code == 429:
        response_429 = LeaderboardResponse429.from_dict(response.json())



        return response_429

    if response.status_code == 503:
        response_503 = LeaderboardResponse503.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Leaderboard | LeaderboardResponse400 | LeaderboardResponse404 | LeaderboardResponse405 | LeaderboardResponse413 | LeaderboardResponse429 | LeaderboardResponse503]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    game: str,
    *,
    client: AuthenticatedClient | Client,
    limit: int | Unset = UNSET,
    cursor: str | Unset = UNSET,

) -> Response[Leaderboard | LeaderboardResponse400 | LeaderboardResponse404 | LeaderboardResponse405 | LeaderboardResponse413 | LeaderboardResponse429 | LeaderboardResponse503]:
    """ A game's leaderboard

     A game's leaderboard: settled ratings only (not provisional), best shown rating (`mu - 3 sigma`)
    first, a page at a time (`next`). No token needed.

    Args:
        game (str):
        limit (int | Unset):
        cursor (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Leaderboard | LeaderboardResponse400 | LeaderboardResponse404 | LeaderboardResponse405 | LeaderboardResponse413 | LeaderboardResponse429 | LeaderboardResponse503]
     """


    kwargs = _get_kwargs(
        game=game,
limit=limit,
cursor=cursor,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    game: str,
    *,
    client: AuthenticatedClient | Client,
    limit: int | Unset = UNSET,
    cursor: str | Unset = UNSET,

) -> Leaderboard | LeaderboardResponse400 | LeaderboardResponse404 | LeaderboardResponse405 | LeaderboardResponse413 | LeaderboardResponse429 | LeaderboardResponse503 | None:
    """ A game's leaderboard

     A game's leaderboard: settled ratings only (not provisional), best shown rating (`mu - 3 sigma`)
    first, a page at a time (`next`). No token needed.

    Args:
        game (str):
        limit (int | Unset):
        cursor (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Leaderboard | LeaderboardResponse400 | LeaderboardResponse404 | LeaderboardResponse405 | LeaderboardResponse413 | LeaderboardResponse429 | LeaderboardResponse503
     """


    return sync_detailed(
        game=game,
client=client,
limit=limit,
cursor=cursor,

    ).parsed

async def asyncio_detailed(
    game: str,
    *,
    client: AuthenticatedClient | Client,
    limit: int | Unset = UNSET,
    cursor: str | Unset = UNSET,

) -> Response[Leaderboard | LeaderboardResponse400 | LeaderboardResponse404 | LeaderboardResponse405 | LeaderboardResponse413 | LeaderboardResponse429 | LeaderboardResponse503]:
    """ A game's leaderboard

     A game's leaderboard: settled ratings only (not provisional), best shown rating (`mu - 3 sigma`)
    first, a page at a time (`next`). No token needed.

    Args:
        game (str):
        limit (int | Unset):
        cursor (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Leaderboard | LeaderboardResponse400 | LeaderboardResponse404 | LeaderboardResponse405 | LeaderboardResponse413 | LeaderboardResponse429 | LeaderboardResponse503]
     """


    kwargs = _get_kwargs(
        game=game,
limit=limit,
cursor=cursor,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    game: str,
    *,
    client: AuthenticatedClient | Client,
    limit: int | Unset = UNSET,
    cursor: str | Unset = UNSET,

) -> Leaderboard | LeaderboardResponse400 | LeaderboardResponse404 | LeaderboardResponse405 | LeaderboardResponse413 | LeaderboardResponse429 | LeaderboardResponse503 | None:
    """ A game's leaderboard

     A game's leaderboard: settled ratings only (not provisional), best shown rating (`mu - 3 sigma`)
    first, a page at a time (`next`). No token needed.

    Args:
        game (str):
        limit (int | Unset):
        cursor (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Leaderboard | LeaderboardResponse400 | LeaderboardResponse404 | LeaderboardResponse405 | LeaderboardResponse413 | LeaderboardResponse429 | LeaderboardResponse503
     """


    return (await asyncio_detailed(
        game=game,
client=client,
limit=limit,
cursor=cursor,

    )).parsed
