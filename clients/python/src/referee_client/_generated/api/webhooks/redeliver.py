from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.delivery import Delivery
from ...models.redeliver_response_401 import RedeliverResponse401
from ...models.redeliver_response_403 import RedeliverResponse403
from ...models.redeliver_response_404 import RedeliverResponse404
from ...models.redeliver_response_405 import RedeliverResponse405
from ...models.redeliver_response_409 import RedeliverResponse409
from ...models.redeliver_response_413 import RedeliverResponse413
from ...models.redeliver_response_429 import RedeliverResponse429
from ...models.redeliver_response_503 import RedeliverResponse503
from typing import cast



def _get_kwargs(
    id: int,

) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/players/me/webhook/deliveries/{id}/redeliver".format(id=quote(str(id), safe=""),),
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Delivery | RedeliverResponse401 | RedeliverResponse403 | RedeliverResponse404 | RedeliverResponse405 | RedeliverResponse409 | RedeliverResponse413 | RedeliverResponse429 | RedeliverResponse503 | None:
    if response.status_code == 202:
        response_202 = Delivery.from_dict(response.json())



        return response_202

    if response.status_code == 401:
        response_401 = RedeliverResponse401.from_dict(response.json())



        return response_401

    if response.status_code == 403:
        response_403 = RedeliverResponse403.from_dict(response.json())



        return response_403

    if response.status_code == 404:
        response_404 = RedeliverResponse404.from_dict(response.json())



        return response_404

    if response.status_code == 405:
        response_405 = RedeliverResponse405.from_dict(response.json())



        return response_405

    if response.status_code == 409:
        response_409 = RedeliverResponse409.from_dict(response.json())



        return response_409

    if response.status_code == 413:
        response_413 = RedeliverResponse413.from_dict(response.json())



        return response_413

    if response.status_code == 429:
        response_429 = RedeliverResponse429.from_dict(response.json())



        return response_429

    if response.status_code == 503:
        response_503 = RedeliverResponse503.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Delivery | RedeliverResponse401 | RedeliverResponse403 | RedeliverResponse404 | RedeliverResponse405 | RedeliverResponse409 | RedeliverResponse413 | RedeliverResponse429 | RedeliverResponse503]:
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

) -> Response[Delivery | RedeliverResponse401 | RedeliverResponse403 | RedeliverResponse404 | RedeliverResponse405 | RedeliverResponse409 | RedeliverResponse413 | RedeliverResponse429 | RedeliverResponse503]:
    """ Sends one of the caller's deliveries again

     Sends one of the caller's deliveries again: a new delivery of the same notification (the same body
    and cursor) with an id of its own and `redelivery_of` naming the one it repeats, queued after the
    caller's pending deliveries and retried like any other. Its `Referee-Delivery` is its own id, so a
    receiver that dedupes on it takes it; the body's `cursor` is the notification's. Not for a delivery
    still pending (it goes out anyway).

    Args:
        id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Delivery | RedeliverResponse401 | RedeliverResponse403 | RedeliverResponse404 | RedeliverResponse405 | RedeliverResponse409 | RedeliverResponse413 | RedeliverResponse429 | RedeliverResponse503]
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

) -> Delivery | RedeliverResponse401 | RedeliverResponse403 | RedeliverResponse404 | RedeliverResponse405 | RedeliverResponse409 | RedeliverResponse413 | RedeliverResponse429 | RedeliverResponse503 | None:
    """ Sends one of the caller's deliveries again

     Sends one of the caller's deliveries again: a new delivery of the same notification (the same body
    and cursor) with an id of its own and `redelivery_of` naming the one it repeats, queued after the
    caller's pending deliveries and retried like any other. Its `Referee-Delivery` is its own id, so a
    receiver that dedupes on it takes it; the body's `cursor` is the notification's. Not for a delivery
    still pending (it goes out anyway).

    Args:
        id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Delivery | RedeliverResponse401 | RedeliverResponse403 | RedeliverResponse404 | RedeliverResponse405 | RedeliverResponse409 | RedeliverResponse413 | RedeliverResponse429 | RedeliverResponse503
     """


    return sync_detailed(
        id=id,
client=client,

    ).parsed

async def asyncio_detailed(
    id: int,
    *,
    client: AuthenticatedClient,

) -> Response[Delivery | RedeliverResponse401 | RedeliverResponse403 | RedeliverResponse404 | RedeliverResponse405 | RedeliverResponse409 | RedeliverResponse413 | RedeliverResponse429 | RedeliverResponse503]:
    """ Sends one of the caller's deliveries again

     Sends one of the caller's deliveries again: a new delivery of the same notification (the same body
    and cursor) with an id of its own and `redelivery_of` naming the one it repeats, queued after the
    caller's pending deliveries and retried like any other. Its `Referee-Delivery` is its own id, so a
    receiver that dedupes on it takes it; the body's `cursor` is the notification's. Not for a delivery
    still pending (it goes out anyway).

    Args:
        id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Delivery | RedeliverResponse401 | RedeliverResponse403 | RedeliverResponse404 | RedeliverResponse405 | RedeliverResponse409 | RedeliverResponse413 | RedeliverResponse429 | RedeliverResponse503]
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

) -> Delivery | RedeliverResponse401 | RedeliverResponse403 | RedeliverResponse404 | RedeliverResponse405 | RedeliverResponse409 | RedeliverResponse413 | RedeliverResponse429 | RedeliverResponse503 | None:
    """ Sends one of the caller's deliveries again

     Sends one of the caller's deliveries again: a new delivery of the same notification (the same body
    and cursor) with an id of its own and `redelivery_of` naming the one it repeats, queued after the
    caller's pending deliveries and retried like any other. Its `Referee-Delivery` is its own id, so a
    receiver that dedupes on it takes it; the body's `cursor` is the notification's. Not for a delivery
    still pending (it goes out anyway).

    Args:
        id (int):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Delivery | RedeliverResponse401 | RedeliverResponse403 | RedeliverResponse404 | RedeliverResponse405 | RedeliverResponse409 | RedeliverResponse413 | RedeliverResponse429 | RedeliverResponse503
     """


    return (await asyncio_detailed(
        id=id,
client=client,

    )).parsed
