from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.resume_webhook_response_401 import ResumeWebhookResponse401
from ...models.resume_webhook_response_403 import ResumeWebhookResponse403
from ...models.resume_webhook_response_404 import ResumeWebhookResponse404
from ...models.resume_webhook_response_405 import ResumeWebhookResponse405
from ...models.resume_webhook_response_413 import ResumeWebhookResponse413
from ...models.resume_webhook_response_429 import ResumeWebhookResponse429
from ...models.resume_webhook_response_503 import ResumeWebhookResponse503
from ...models.webhook import Webhook
from typing import cast



def _get_kwargs(
    
) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/players/me/webhook/resume",
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> ResumeWebhookResponse401 | ResumeWebhookResponse403 | ResumeWebhookResponse404 | ResumeWebhookResponse405 | ResumeWebhookResponse413 | ResumeWebhookResponse429 | ResumeWebhookResponse503 | Webhook | None:
    if response.status_code == 200:
        response_200 = Webhook.from_dict(response.json())



        return response_200

    if response.status_code == 401:
        response_401 = ResumeWebhookResponse401.from_dict(response.json())



        return response_401

    if response.status_code == 403:
        response_403 = ResumeWebhookResponse403.from_dict(response.json())



        return response_403

    if response.status_code == 404:
        response_404 = ResumeWebhookResponse404.from_dict(response.json())



        return response_404

    if response.status_code == 405:
        response_405 = ResumeWebhookResponse405.from_dict(response.json())



        return response_405

    if response.status_code == 413:
        response_413 = ResumeWebhookResponse413.from_dict(response.json())



        return response_413

    if response.status_code == 429:
        response_429 = ResumeWebhookResponse429.from_dict(response.json())



        return response_429

    if response.status_code == 503:
        response_503 = ResumeWebhookResponse503.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[ResumeWebhookResponse401 | ResumeWebhookResponse403 | ResumeWebhookResponse404 | ResumeWebhookResponse405 | ResumeWebhookResponse413 | ResumeWebhookResponse429 | ResumeWebhookResponse503 | Webhook]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,

) -> Response[ResumeWebhookResponse401 | ResumeWebhookResponse403 | ResumeWebhookResponse404 | ResumeWebhookResponse405 | ResumeWebhookResponse413 | ResumeWebhookResponse429 | ResumeWebhookResponse503 | Webhook]:
    """ Resumes the caller's webhook after the worker paused it

     Resumes the caller's webhook after the worker paused it: its run of failures starts afresh and its
    pending deliveries (those written while it was paused too, the `webhook_paused` notification among
    them) are due at once, in order. Resuming an active webhook changes nothing but makes its pending
    deliveries due at once.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ResumeWebhookResponse401 | ResumeWebhookResponse403 | ResumeWebhookResponse404 | ResumeWebhookResponse405 | ResumeWebhookResponse413 | ResumeWebhookResponse429 | ResumeWebhookResponse503 | Webhook]
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

) -> ResumeWebhookResponse401 | ResumeWebhookResponse403 | ResumeWebhookResponse404 | ResumeWebhookResponse405 | ResumeWebhookResponse413 | ResumeWebhookResponse429 | ResumeWebhookResponse503 | Webhook | None:
    """ Resumes the caller's webhook after the worker paused it

     Resumes the caller's webhook after the worker paused it: its run of failures starts afresh and its
    pending deliveries (those written while it was paused too, the `webhook_paused` notification among
    them) are due at once, in order. Resuming an active webhook changes nothing but makes its pending
    deliveries due at once.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ResumeWebhookResponse401 | ResumeWebhookResponse403 | ResumeWebhookResponse404 | ResumeWebhookResponse405 | ResumeWebhookResponse413 | ResumeWebhookResponse429 | ResumeWebhookResponse503 | Webhook
     """


    return sync_detailed(
        client=client,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,

) -> Response[ResumeWebhookResponse401 | ResumeWebhookResponse403 | ResumeWebhookResponse404 | ResumeWebhookResponse405 | ResumeWebhookResponse413 | ResumeWebhookResponse429 | ResumeWebhookResponse503 | Webhook]:
    """ Resumes the caller's webhook after the worker paused it

     Resumes the caller's webhook after the worker paused it: its run of failures starts afresh and its
    pending deliveries (those written while it was paused too, the `webhook_paused` notification among
    them) are due at once, in order. Resuming an active webhook changes nothing but makes its pending
    deliveries due at once.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ResumeWebhookResponse401 | ResumeWebhookResponse403 | ResumeWebhookResponse404 | ResumeWebhookResponse405 | ResumeWebhookResponse413 | ResumeWebhookResponse429 | ResumeWebhookResponse503 | Webhook]
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

) -> ResumeWebhookResponse401 | ResumeWebhookResponse403 | ResumeWebhookResponse404 | ResumeWebhookResponse405 | ResumeWebhookResponse413 | ResumeWebhookResponse429 | ResumeWebhookResponse503 | Webhook | None:
    """ Resumes the caller's webhook after the worker paused it

     Resumes the caller's webhook after the worker paused it: its run of failures starts afresh and its
    pending deliveries (those written while it was paused too, the `webhook_paused` notification among
    them) are due at once, in order. Resuming an active webhook changes nothing but makes its pending
    deliveries due at once.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ResumeWebhookResponse401 | ResumeWebhookResponse403 | ResumeWebhookResponse404 | ResumeWebhookResponse405 | ResumeWebhookResponse413 | ResumeWebhookResponse429 | ResumeWebhookResponse503 | Webhook
     """


    return (await asyncio_detailed(
        client=client,

    )).parsed
