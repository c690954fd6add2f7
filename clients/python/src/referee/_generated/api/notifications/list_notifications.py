from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.notification_page import NotificationPage
from ...models.problem import Problem
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    *,
    after: int | None | Unset = UNSET,
    wait: int | None | Unset = UNSET,
    limit: int | None | Unset = UNSET,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    json_after: int | None | Unset
    if isinstance(after, Unset):
        json_after = UNSET
    else:
        json_after = after
    params["after"] = json_after

    json_wait: int | None | Unset
    if isinstance(wait, Unset):
        json_wait = UNSET
    else:
        json_wait = wait
    params["wait"] = json_wait

    json_limit: int | None | Unset
    if isinstance(limit, Unset):
        json_limit = UNSET
    else:
        json_limit = limit
    params["limit"] = json_limit


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/players/me/notifications",
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> NotificationPage | Problem | None:
    if response.status_code == 200:
        response_200 = NotificationPage.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[NotificationPage | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    after: int | None | Unset = UNSET,
    wait: int | None | Unset = UNSET,
    limit: int | None | Unset = UNSET,

) -> Response[NotificationPage | Problem]:
    """ The caller's notifications after a cursor, oldest first. With `wait`, an
    empty answer is held until one arrives or the wait ends (then an empty
    page). A client that was away catches up from its cursor: nothing lost,
    nothing twice.

    Args:
        after (int | None | Unset):
        wait (int | None | Unset):
        limit (int | None | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[NotificationPage | Problem]
     """


    kwargs = _get_kwargs(
        after=after,
wait=wait,
limit=limit,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient,
    after: int | None | Unset = UNSET,
    wait: int | None | Unset = UNSET,
    limit: int | None | Unset = UNSET,

) -> NotificationPage | Problem | None:
    """ The caller's notifications after a cursor, oldest first. With `wait`, an
    empty answer is held until one arrives or the wait ends (then an empty
    page). A client that was away catches up from its cursor: nothing lost,
    nothing twice.

    Args:
        after (int | None | Unset):
        wait (int | None | Unset):
        limit (int | None | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        NotificationPage | Problem
     """


    return sync_detailed(
        client=client,
after=after,
wait=wait,
limit=limit,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    after: int | None | Unset = UNSET,
    wait: int | None | Unset = UNSET,
    limit: int | None | Unset = UNSET,

) -> Response[NotificationPage | Problem]:
    """ The caller's notifications after a cursor, oldest first. With `wait`, an
    empty answer is held until one arrives or the wait ends (then an empty
    page). A client that was away catches up from its cursor: nothing lost,
    nothing twice.

    Args:
        after (int | None | Unset):
        wait (int | None | Unset):
        limit (int | None | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[NotificationPage | Problem]
     """


    kwargs = _get_kwargs(
        after=after,
wait=wait,
limit=limit,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient,
    after: int | None | Unset = UNSET,
    wait: int | None | Unset = UNSET,
    limit: int | None | Unset = UNSET,

) -> NotificationPage | Problem | None:
    """ The caller's notifications after a cursor, oldest first. With `wait`, an
    empty answer is held until one arrives or the wait ends (then an empty
    page). A client that was away catches up from its cursor: nothing lost,
    nothing twice.

    Args:
        after (int | None | Unset):
        wait (int | None | Unset):
        limit (int | None | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        NotificationPage | Problem
     """


    return (await asyncio_detailed(
        client=client,
after=after,
wait=wait,
limit=limit,

    )).parsed
