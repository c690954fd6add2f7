from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.delivery import Delivery
from ...models.problem import Problem
from typing import cast



def _get_kwargs(
    id: int,

) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/players/me/webhook/deliveries/{id}/redeliver".format(id=quote(str(id), safe=""),),
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Delivery | Problem | None:
    if response.status_code == 202:
        response_202 = Delivery.from_dict(response.json())



        return response_202

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())



        return response_401

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())



        return response_404

    if response.status_code == 405:
        response_405 = Problem.from_dict(response.json())



        return response_405

    if response.status_code == 409:
        response_409 = Problem.from_dict(response.json())



        return response_409

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Delivery | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    id: int,
    *,
    client: AuthenticatedClient,

) -> Response[Delivery | Problem]:
    """ Sends one of the caller's deliveries again: a new delivery of the same
    notification (the same body and cursor) with an id of its own and
    `redelivery_of` naming the one it repeats, queued after the caller's
    pending deliveries and retried like any other. Its `Referee-Delivery`
    is its own id, so a receiver that dedupes on it takes it; the body's
    `cursor` is the notification's. Not for a delivery still pending (it
    goes out anyway).

    Args:
        id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Delivery | Problem]
     """


    kwargs = _get_kwargs(
        id=id,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    id: int,
    *,
    client: AuthenticatedClient,

) -> Delivery | Problem | None:
    """ Sends one of the caller's deliveries again: a new delivery of the same
    notification (the same body and cursor) with an id of its own and
    `redelivery_of` naming the one it repeats, queued after the caller's
    pending deliveries and retried like any other. Its `Referee-Delivery`
    is its own id, so a receiver that dedupes on it takes it; the body's
    `cursor` is the notification's. Not for a delivery still pending (it
    goes out anyway).

    Args:
        id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Delivery | Problem
     """


    return sync_detailed(
        id=id,
client=client,

    ).parsed

async def asyncio_detailed(
    id: int,
    *,
    client: AuthenticatedClient,

) -> Response[Delivery | Problem]:
    """ Sends one of the caller's deliveries again: a new delivery of the same
    notification (the same body and cursor) with an id of its own and
    `redelivery_of` naming the one it repeats, queued after the caller's
    pending deliveries and retried like any other. Its `Referee-Delivery`
    is its own id, so a receiver that dedupes on it takes it; the body's
    `cursor` is the notification's. Not for a delivery still pending (it
    goes out anyway).

    Args:
        id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Delivery | Problem]
     """


    kwargs = _get_kwargs(
        id=id,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    id: int,
    *,
    client: AuthenticatedClient,

) -> Delivery | Problem | None:
    """ Sends one of the caller's deliveries again: a new delivery of the same
    notification (the same body and cursor) with an id of its own and
    `redelivery_of` naming the one it repeats, queued after the caller's
    pending deliveries and retried like any other. Its `Referee-Delivery`
    is its own id, so a receiver that dedupes on it takes it; the body's
    `cursor` is the notification's. Not for a delivery still pending (it
    goes out anyway).

    Args:
        id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Delivery | Problem
     """


    return (await asyncio_detailed(
        id=id,
client=client,

    )).parsed
