from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.log_entries import LogEntries
from ...models.log_entries_response_400 import LogEntriesResponse400
from ...models.log_entries_response_405 import LogEntriesResponse405
from ...models.log_entries_response_413 import LogEntriesResponse413
from ...models.log_entries_response_429 import LogEntriesResponse429
from ...models.log_entries_response_503 import LogEntriesResponse503
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    *,
    start: int | Unset = UNSET,
    end: int | Unset = UNSET,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    params["start"] = start

    params["end"] = end


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/log/entries",
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> LogEntries | LogEntriesResponse400 | LogEntriesResponse405 | LogEntriesResponse413 | LogEntriesResponse429 | LogEntriesResponse503 | None:
    if response.status_code == 200:
        response_200 = LogEntries.from_dict(response.json())



        return response_200

    if response.status_code == 400:
        response_400 = LogEntriesResponse400.from_dict(response.json())



        return response_400

    if response.status_code == 405:
        response_405 = LogEntriesResponse405.from_dict(response.json())



        return response_405

    if response.status_code == 413:
        response_413 = LogEntriesResponse413.from_dict(response.json())



        return response_413

    if response.status_code == 429:
        response_429 = LogEntriesResponse429.from_dict(response.json())



        return response_429

    if response.status_code == 503:
        response_503 = LogEntriesResponse503.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[LogEntries | LogEntriesResponse400 | LogEntriesResponse405 | LogEntriesResponse413 | LogEntriesResponse429 | LogEntriesResponse503]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    start: int | Unset = UNSET,
    end: int | Unset = UNSET,

) -> Response[LogEntries | LogEntriesResponse400 | LogEntriesResponse405 | LogEntriesResponse413 | LogEntriesResponse429 | LogEntriesResponse503]:
    """ The log's leaves from `start` to `end` (exclusive), at most 1000, each with its game

     The log's leaves from `start` to `end` (exclusive), at most 1000, each with its game: what a monitor
    reads to recompute the root of a signed tree head from every leaf, and to find the games to audit.
    Anyone may read them.

    Args:
        start (int | Unset):
        end (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[LogEntries | LogEntriesResponse400 | LogEntriesResponse405 | LogEntriesResponse413 | LogEntriesResponse429 | LogEntriesResponse503]
     """


    kwargs = _get_kwargs(
        start=start,
end=end,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient | Client,
    start: int | Unset = UNSET,
    end: int | Unset = UNSET,

) -> LogEntries | LogEntriesResponse400 | LogEntriesResponse405 | LogEntriesResponse413 | LogEntriesResponse429 | LogEntriesResponse503 | None:
    """ The log's leaves from `start` to `end` (exclusive), at most 1000, each with its game

     The log's leaves from `start` to `end` (exclusive), at most 1000, each with its game: what a monitor
    reads to recompute the root of a signed tree head from every leaf, and to find the games to audit.
    Anyone may read them.

    Args:
        start (int | Unset):
        end (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        LogEntries | LogEntriesResponse400 | LogEntriesResponse405 | LogEntriesResponse413 | LogEntriesResponse429 | LogEntriesResponse503
     """


    return sync_detailed(
        client=client,
start=start,
end=end,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    start: int | Unset = UNSET,
    end: int | Unset = UNSET,

) -> Response[LogEntries | LogEntriesResponse400 | LogEntriesResponse405 | LogEntriesResponse413 | LogEntriesResponse429 | LogEntriesResponse503]:
    """ The log's leaves from `start` to `end` (exclusive), at most 1000, each with its game

     The log's leaves from `start` to `end` (exclusive), at most 1000, each with its game: what a monitor
    reads to recompute the root of a signed tree head from every leaf, and to find the games to audit.
    Anyone may read them.

    Args:
        start (int | Unset):
        end (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[LogEntries | LogEntriesResponse400 | LogEntriesResponse405 | LogEntriesResponse413 | LogEntriesResponse429 | LogEntriesResponse503]
     """


    kwargs = _get_kwargs(
        start=start,
end=end,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    start: int | Unset = UNSET,
    end: int | Unset = UNSET,

) -> LogEntries | LogEntriesResponse400 | LogEntriesResponse405 | LogEntriesResponse413 | LogEntriesResponse429 | LogEntriesResponse503 | None:
    """ The log's leaves from `start` to `end` (exclusive), at most 1000, each with its game

     The log's leaves from `start` to `end` (exclusive), at most 1000, each with its game: what a monitor
    reads to recompute the root of a signed tree head from every leaf, and to find the games to audit.
    Anyone may read them.

    Args:
        start (int | Unset):
        end (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        LogEntries | LogEntriesResponse400 | LogEntriesResponse405 | LogEntriesResponse413 | LogEntriesResponse429 | LogEntriesResponse503
     """


    return (await asyncio_detailed(
        client=client,
start=start,
end=end,

    )).parsed
