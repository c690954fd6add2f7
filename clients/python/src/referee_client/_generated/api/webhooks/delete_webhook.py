from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.delete_webhook_response_401 import DeleteWebhookResponse401
from ...models.delete_webhook_response_403 import DeleteWebhookResponse403
from ...models.delete_webhook_response_404 import DeleteWebhookResponse404
from ...models.delete_webhook_response_405 import DeleteWebhookResponse405
from ...models.delete_webhook_response_413 import DeleteWebhookResponse413
from ...models.delete_webhook_response_429 import DeleteWebhookResponse429
from ...models.delete_webhook_response_503 import DeleteWebhookResponse503
from typing import cast



def _get_kwargs(
    
) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "delete",
        "url": "/v1/players/me/webhook",
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Any | DeleteWebhookResponse401 | DeleteWebhookResponse403 | DeleteWebhookResponse404 | DeleteWebhookResponse405 | DeleteWebhookResponse413 | DeleteWebhookResponse429 | DeleteWebhookResponse503 | None:
    if response.status_code == 204:
        response_204 = cast(Any, None)
        return response_204

    if response.status_code == 401:
        response_401 = DeleteWebhookResponse401.from_dict(response.json())



        return response_401

    if response.status_code == 403:
        response_403 = DeleteWebhookResponse403.from_dict(response.json())



        return response_403

    if response.status_code == 404:
        response_404 = DeleteWebhookResponse404.from_dict(response.json())



        return response_404

    if response.status_code == 405:
        response_405 = DeleteWebhookResponse405.from_dict(response.json())



        return response_405

    if response.status_code == 413:
        response_413 = DeleteWebhookResponse413.from_dict(response.json())



        return response_413

    if response.status_code == 429:
        response_429 = DeleteWebhookResponse429.from_dict(response.json())



        return response_429

    if response.status_code == 503:
        response_503 = DeleteWebhookResponse503.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Any | DeleteWebhookResponse401 | DeleteWebhookResponse403 | DeleteWebhookResponse404 | DeleteWebhookResponse405 | DeleteWebhookResponse413 | DeleteWebhookResponse429 | DeleteWebhookResponse503]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,

) -> Response[Any | DeleteWebhookResponse401 | DeleteWebhookResponse403 | DeleteWebhookResponse404 | DeleteWebhookResponse405 | DeleteWebhookResponse413 | DeleteWebhookResponse429 | DeleteWebhookResponse503]:
    """ Removes the caller's webhook

     Removes the caller's webhook. Its pending deliveries are marked failed (`last_error` "webhook
    removed"); notifications stay readable by long-poll and stream.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | DeleteWebhookResponse401 | DeleteWebhookResponse403 | DeleteWebhookResponse404 | DeleteWebhookResponse405 | DeleteWebhookResponse413 | DeleteWebhookResponse429 | DeleteWebhookResponse503]
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

) -> Any | DeleteWebhookResponse401 | DeleteWebhookResponse403 | DeleteWebhookResponse404 | DeleteWebhookResponse405 | DeleteWebhookResponse413 | DeleteWebhookResponse429 | DeleteWebhookResponse503 | None:
    """ Removes the caller's webhook

     Removes the caller's webhook. Its pending deliveries are marked failed (`last_error` "webhook
    removed"); notifications stay readable by long-poll and stream.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | DeleteWebhookResponse401 | DeleteWebhookResponse403 | DeleteWebhookResponse404 | DeleteWebhookResponse405 | DeleteWebhookResponse413 | DeleteWebhookResponse429 | DeleteWebhookResponse503
     """


    return sync_detailed(
        client=client,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,

) -> Response[Any | DeleteWebhookResponse401 | DeleteWebhookResponse403 | DeleteWebhookResponse404 | DeleteWebhookResponse405 | DeleteWebhookResponse413 | DeleteWebhookResponse429 | DeleteWebhookResponse503]:
    """ Removes the caller's webhook

     Removes the caller's webhook. Its pending deliveries are marked failed (`last_error` "webhook
    removed"); notifications stay readable by long-poll and stream.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | DeleteWebhookResponse401 | DeleteWebhookResponse403 | DeleteWebhookResponse404 | DeleteWebhookResponse405 | DeleteWebhookResponse413 | DeleteWebhookResponse429 | DeleteWebhookResponse503]
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

) -> Any | DeleteWebhookResponse401 | DeleteWebhookResponse403 | DeleteWebhookResponse404 | DeleteWebhookResponse405 | DeleteWebhookResponse413 | DeleteWebhookResponse429 | DeleteWebhookResponse503 | None:
    """ Removes the caller's webhook

     Removes the caller's webhook. Its pending deliveries are marked failed (`last_error` "webhook
    removed"); notifications stay readable by long-poll and stream.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | DeleteWebhookResponse401 | DeleteWebhookResponse403 | DeleteWebhookResponse404 | DeleteWebhookResponse405 | DeleteWebhookResponse413 | DeleteWebhookResponse429 | DeleteWebhookResponse503
     """


    return (await asyncio_detailed(
        client=client,

    )).parsed
