from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.get_webhook_response_401 import GetWebhookResponse401
from ...models.get_webhook_response_403 import GetWebhookResponse403
from ...models.get_webhook_response_404 import GetWebhookResponse404
from ...models.get_webhook_response_405 import GetWebhookResponse405
from ...models.get_webhook_response_413 import GetWebhookResponse413
from ...models.get_webhook_response_429 import GetWebhookResponse429
from ...models.get_webhook_response_503 import GetWebhookResponse503
from ...models.webhook import Webhook
from typing import cast



def _get_kwargs(
    
) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/players/me/webhook",
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> GetWebhookResponse401 | GetWebhookResponse403 | GetWebhookResponse404 | GetWebhookResponse405 | GetWebhookResponse413 | GetWebhookResponse429 | GetWebhookResponse503 | Webhook | None:
    if response.status_code == 200:
        response_200 = Webhook.from_dict(response.json())



        return response_200

    if response.status_code == 401:
        response_401 = GetWebhookResponse401.from_dict(response.json())



        return response_401

    if response.status_code == 403:
        response_403 = GetWebhookResponse403.from_dict(response.json())



        return response_403

    if response.status_code == 404:
        response_404 = GetWebhookResponse404.from_dict(response.json())



        return response_404

    if response.status_code == 405:
        response_405 = GetWebhookResponse405.from_dict(response.json())



        return response_405

    if response.status_code == 413:
        response_413 = GetWebhookResponse413.from_dict(response.json())



        return response_413

    if response.status_code == 429:
        response_429 = GetWebhookResponse429.from_dict(response.json())



        return response_429

    if response.status_code == 503:
        response_503 = GetWebhookResponse503.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[GetWebhookResponse401 | GetWebhookResponse403 | GetWebhookResponse404 | GetWebhookResponse405 | GetWebhookResponse413 | GetWebhookResponse429 | GetWebhookResponse503 | Webhook]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,

) -> Response[GetWebhookResponse401 | GetWebhookResponse403 | GetWebhookResponse404 | GetWebhookResponse405 | GetWebhookResponse413 | GetWebhookResponse429 | GetWebhookResponse503 | Webhook]:
    """ The caller's webhook (without its secret)

     The caller's webhook (without its secret): whether it is paused and why, and until when a rolled
    secret's predecessor still signs.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GetWebhookResponse401 | GetWebhookResponse403 | GetWebhookResponse404 | GetWebhookResponse405 | GetWebhookResponse413 | GetWebhookResponse429 | GetWebhookResponse503 | Webhook]
     """


    kwargs = _get_kwargs(
        
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient,

) -> GetWebhookResponse401 | GetWebhookResponse403 | GetWebhookResponse404 | GetWebhookResponse405 | GetWebhookResponse413 | GetWebhookResponse429 | GetWebhookResponse503 | Webhook | None:
    """ The caller's webhook (without its secret)

     The caller's webhook (without its secret): whether it is paused and why, and until when a rolled
    secret's predecessor still signs.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GetWebhookResponse401 | GetWebhookResponse403 | GetWebhookResponse404 | GetWebhookResponse405 | GetWebhookResponse413 | GetWebhookResponse429 | GetWebhookResponse503 | Webhook
     """


    return sync_detailed(
        client=client,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,

) -> Response[GetWebhookResponse401 | GetWebhookResponse403 | GetWebhookResponse404 | GetWebhookResponse405 | GetWebhookResponse413 | GetWebhookResponse429 | GetWebhookResponse503 | Webhook]:
    """ The caller's webhook (without its secret)

     The caller's webhook (without its secret): whether it is paused and why, and until when a rolled
    secret's predecessor still signs.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GetWebhookResponse401 | GetWebhookResponse403 | GetWebhookResponse404 | GetWebhookResponse405 | GetWebhookResponse413 | GetWebhookResponse429 | GetWebhookResponse503 | Webhook]
     """


    kwargs = _get_kwargs(
        
    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient,

) -> GetWebhookResponse401 | GetWebhookResponse403 | GetWebhookResponse404 | GetWebhookResponse405 | GetWebhookResponse413 | GetWebhookResponse429 | GetWebhookResponse503 | Webhook | None:
    """ The caller's webhook (without its secret)

     The caller's webhook (without its secret): whether it is paused and why, and until when a rolled
    secret's predecessor still signs.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GetWebhookResponse401 | GetWebhookResponse403 | GetWebhookResponse404 | GetWebhookResponse405 | GetWebhookResponse413 | GetWebhookResponse429 | GetWebhookResponse503 | Webhook
     """


    return (await asyncio_detailed(
        client=client,

    )).parsed
