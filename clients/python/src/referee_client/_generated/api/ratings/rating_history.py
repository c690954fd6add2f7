from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.rating_history import RatingHistory
from ...models.rating_history_response_400 import RatingHistoryResponse400
from ...models.rating_history_response_404 import RatingHistoryResponse404
from ...models.rating_history_response_405 import RatingHistoryResponse405
from ...models.rating_history_response_413 import RatingHistoryResponse413
from ...models.rating_history_response_429 import RatingHistoryResponse429
from ...models.rating_history_response_503 import RatingHistoryResponse503
from ...types import UNSET, Unset
from typing import cast
from uuid import UUID



def _get_kwargs(
    id: UUID,
    *,
    after: int | Unset = UNSET,
    limit: int | Unset = UNSET,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    params["after"] = after

    params["limit"] = limit


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/players/{id}/ratings/history".format(id=quote(str(id), safe=""),),
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> RatingHistory | RatingHistoryResponse400 | RatingHistoryResponse404 | RatingHistoryResponse405 | RatingHistoryResponse413 | RatingHistoryResponse429 | RatingHistoryResponse503 | None:
    if response.status_code == 200:
        response_200 = RatingHistory.from_dict(response.json())



        return response_200

    if response.status_code == 400:
        response_400 = RatingHistoryResponse400.from_dict(response.json())



        return response_400

    if response.status_code == 404:
        response_404 = RatingHistoryResponse404.from_dict(response.json())



        return response_404

    if response.status_code == 405:
        response_405 = RatingHistoryResponse405.from_dict(response.json())



        return response_405

    if response.status_code == 413:
        response_413 = RatingHistoryResponse413.from_dict(response.json())



        return response_413

    if response.status_code == 429:
        response_429 = RatingHistoryResponse429.from_dict(response.json())



        return response_429

    if response.status_code == 503:
        response_503 = RatingHistoryResponse503.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[RatingHistory | RatingHistoryResponse400 | RatingHistoryResponse404 | RatingHistoryResponse405 | RatingHistoryResponse413 | RatingHistoryResponse429 | RatingHistoryResponse503]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    id: UUID,
    *,
    client: AuthenticatedClient | Client,
    after: int | Unset = UNSET,
    limit: int | Unset = UNSET,

) -> Response[RatingHistory | RatingHistoryResponse400 | RatingHistoryResponse404 | RatingHistoryResponse405 | RatingHistoryResponse413 | RatingHistoryResponse429 | RatingHistoryResponse503]:
    """ A player's rating changes, oldest first

     A player's rating changes, oldest first: each with the rated game it came from, so anyone can
    recompute it from that game's audit bundle. No token needed.

    Args:
        id (UUID):
        after (int | Unset):
        limit (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[RatingHistory | RatingHistoryResponse400 | RatingHistoryResponse404 | RatingHistoryResponse405 | RatingHistoryResponse413 | RatingHistoryResponse429 | RatingHistoryResponse503]
     """


    kwargs = _get_kwargs(
        id=id,
after=after,
limit=limit,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    id: UUID,
    *,
    client: AuthenticatedClient | Client,
    after: int | Unset = UNSET,
    limit: int | Unset = UNSET,

) -> RatingHistory | RatingHistoryResponse400 | RatingHistoryResponse404 | RatingHistoryResponse405 | RatingHistoryResponse413 | RatingHistoryResponse429 | RatingHistoryResponse503 | None:
    """ A player's rating changes, oldest first

     A player's rating changes, oldest first: each with the rated game it came from, so anyone can
    recompute it from that game's audit bundle. No token needed.

    Args:
        id (UUID):
        after (int | Unset):
        limit (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        RatingHistory | RatingHistoryResponse400 | RatingHistoryResponse404 | RatingHistoryResponse405 | RatingHistoryResponse413 | RatingHistoryResponse429 | RatingHistoryResponse503
     """


    return sync_detailed(
        id=id,
client=client,
after=after,
limit=limit,

    ).parsed

async def asyncio_detailed(
    id: UUID,
    *,
    client: AuthenticatedClient | Client,
    after: int | Unset = UNSET,
    limit: int | Unset = UNSET,

) -> Response[RatingHistory | RatingHistoryResponse400 | RatingHistoryResponse404 | RatingHistoryResponse405 | RatingHistoryResponse413 | RatingHistoryResponse429 | RatingHistoryResponse503]:
    """ A player's rating changes, oldest first

     A player's rating changes, oldest first: each with the rated game it came from, so anyone can
    recompute it from that game's audit bundle. No token needed.

    Args:
        id (UUID):
        after (int | Unset):
        limit (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[RatingHistory | RatingHistoryResponse400 | RatingHistoryResponse404 | RatingHistoryResponse405 | RatingHistoryResponse413 | RatingHistoryResponse429 | RatingHistoryResponse503]
     """


    kwargs = _get_kwargs(
        id=id,
after=after,
limit=limit,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    id: UUID,
    *,
    client: AuthenticatedClient | Client,
    after: int | Unset = UNSET,
    limit: int | Unset = UNSET,

) -> RatingHistory | RatingHistoryResponse400 | RatingHistoryResponse404 | RatingHistoryResponse405 | RatingHistoryResponse413 | RatingHistoryResponse429 | RatingHistoryResponse503 | None:
    """ A player's rating changes, oldest first

     A player's rating changes, oldest first: each with the rated game it came from, so anyone can
    recompute it from that game's audit bundle. No token needed.

    Args:
        id (UUID):
        after (int | Unset):
        limit (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        RatingHistory | RatingHistoryResponse400 | RatingHistoryResponse404 | RatingHistoryResponse405 | RatingHistoryResponse413 | RatingHistoryResponse429 | RatingHistoryResponse503
     """


    return (await asyncio_detailed(
        id=id,
client=client,
after=after,
limit=limit,

    )).parsed
