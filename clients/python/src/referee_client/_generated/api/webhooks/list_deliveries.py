from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.delivery_page import DeliveryPage
from ...models.list_deliveries_response_400 import ListDeliveriesResponse400
from ...models.list_deliveries_response_401 import ListDeliveriesResponse401
from ...models.list_deliveries_response_403 import ListDeliveriesResponse403
from ...models.list_deliveries_response_405 import ListDeliveriesResponse405
from ...models.list_deliveries_response_413 import ListDeliveriesResponse413
from ...models.list_deliveries_response_429 import ListDeliveriesResponse429
from ...models.list_deliveries_response_503 import ListDeliveriesResponse503
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
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
        "url": "/v1/players/me/webhook/deliveries",
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> DeliveryPage | ListDeliveriesResponse400 | ListDeliveriesResponse401 | ListDeliveriesResponse403 | ListDeliveriesResponse405 | ListDeliveriesResponse413 | ListDeliveriesResponse429 | ListDeliveriesResponse503 | None:
    if response.status_code == 200:
        response_200 = DeliveryPage.from_dict(response.json())



        return response_200

    if response.status_code == 400:
        response_400 = ListDeliveriesResponse400.from_dict(response.json())



        return response_400

    if response.status_code == 401:
        response_401 = ListDeliveriesResponse401.from_dict(response.json())



        return response_401

    if response.status_code == 403:
        response_403 = ListDeliveriesResponse403.from_dict(response.json())



        return response_403

    if response.status_code == 405:
        response_405 = ListDeliveriesResponse405.from_dict(response.json())



        return response_405

    if response.status_code == 413:
        response_413 = ListDeliveriesResponse413.from_dict(response.json())



        return response_413

    if response.status_code == 429:
        response_429 = ListDeliveriesResponse429.from_dict(response.json())



        return response_429

    if response.status_code == 503:
        response_503 = ListDeliveriesResponse503.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[DeliveryPage | ListDeliveriesResponse400 | ListDeliveriesResponse401 | ListDeliveriesResponse403 | ListDeliveriesResponse405 | ListDeliveriesResponse413 | ListDeliveriesResponse429 | ListDeliveriesResponse503]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    limit: int | Unset = UNSET,
    cursor: str | Unset = UNSET,

) -> Response[DeliveryPage | ListDeliveriesResponse400 | ListDeliveriesResponse401 | ListDeliveriesResponse403 | ListDeliveriesResponse405 | ListDeliveriesResponse413 | ListDeliveriesResponse429 | ListDeliveriesResponse503]:
    """ The caller's webhook deliveries, the newest first, a page at a time (`next`)

     The caller's webhook deliveries, the newest first, a page at a time (`next`): status, attempts, and
    the last attempt's HTTP status or error. Deliveries are kept as long as their notifications.

    Args:
        limit (int | Unset):
        cursor (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DeliveryPage | ListDeliveriesResponse400 | ListDeliveriesResponse401 | ListDeliveriesResponse403 | ListDeliveriesResponse405 | ListDeliveriesResponse413 | ListDeliveriesResponse429 | ListDeliveriesResponse503]
     """


    kwargs = _get_kwargs(
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
    limit: int | Unset = UNSET,
    cursor: str | Unset = UNSET,

) -> DeliveryPage | ListDeliveriesResponse400 | ListDeliveriesResponse401 | ListDeliveriesResponse403 | ListDeliveriesResponse405 | ListDeliveriesResponse413 | ListDeliveriesResponse429 | ListDeliveriesResponse503 | None:
    """ The caller's webhook deliveries, the newest first, a page at a time (`next`)

     The caller's webhook deliveries, the newest first, a page at a time (`next`): status, attempts, and
    the last attempt's HTTP status or error. Deliveries are kept as long as their notifications.

    Args:
        limit (int | Unset):
        cursor (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DeliveryPage | ListDeliveriesResponse400 | ListDeliveriesResponse401 | ListDeliveriesResponse403 | ListDeliveriesResponse405 | ListDeliveriesResponse413 | ListDeliveriesResponse429 | ListDeliveriesResponse503
     """


    return sync_detailed(
        client=client,
limit=limit,
cursor=cursor,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    limit: int | Unset = UNSET,
    cursor: str | Unset = UNSET,

) -> Response[DeliveryPage | ListDeliveriesResponse400 | ListDeliveriesResponse401 | ListDeliveriesResponse403 | ListDeliveriesResponse405 | ListDeliveriesResponse413 | ListDeliveriesResponse429 | ListDeliveriesResponse503]:
    """ The caller's webhook deliveries, the newest first, a page at a time (`next`)

     The caller's webhook deliveries, the newest first, a page at a time (`next`): status, attempts, and
    the last attempt's HTTP status or error. Deliveries are kept as long as their notifications.

    Args:
        limit (int | Unset):
        cursor (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DeliveryPage | ListDeliveriesResponse400 | ListDeliveriesResponse401 | ListDeliveriesResponse403 | ListDeliveriesResponse405 | ListDeliveriesResponse413 | ListDeliveriesResponse429 | ListDeliveriesResponse503]
     """


    kwargs = _get_kwargs(
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
    limit: int | Unset = UNSET,
    cursor: str | Unset = UNSET,

) -> DeliveryPage | ListDeliveriesResponse400 | ListDeliveriesResponse401 | ListDeliveriesResponse403 | ListDeliveriesResponse405 | ListDeliveriesResponse413 | ListDeliveriesResponse429 | ListDeliveriesResponse503 | None:
    """ The caller's webhook deliveries, the newest first, a page at a time (`next`)

     The caller's webhook deliveries, the newest first, a page at a time (`next`): status, attempts, and
    the last attempt's HTTP status or error. Deliveries are kept as long as their notifications.

    Args:
        limit (int | Unset):
        cursor (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DeliveryPage | ListDeliveriesResponse400 | ListDeliveriesResponse401 | ListDeliveriesResponse403 | ListDeliveriesResponse405 | ListDeliveriesResponse413 | ListDeliveriesResponse429 | ListDeliveriesResponse503
     """


    return (await asyncio_detailed(
        client=client,
limit=limit,
cursor=cursor,

    )).parsed
