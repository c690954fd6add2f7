from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.put_webhook import PutWebhook
from ...models.put_webhook_response_400 import PutWebhookResponse400
from ...models.put_webhook_response_401 import PutWebhookResponse401
from ...models.put_webhook_response_403 import PutWebhookResponse403
from ...models.put_webhook_response_405 import PutWebhookResponse405
from ...models.put_webhook_response_408 import PutWebhookResponse408
from ...models.put_webhook_response_413 import PutWebhookResponse413
from ...models.put_webhook_response_415 import PutWebhookResponse415
from ...models.put_webhook_response_422 import PutWebhookResponse422
from ...models.put_webhook_response_429 import PutWebhookResponse429
from ...models.put_webhook_response_503 import PutWebhookResponse503
from ...models.webhook_created import WebhookCreated
from typing import cast



def _get_kwargs(
    *,
    body: PutWebhook,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "put",
        "url": "/v1/players/me/webhook",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> PutWebhookResponse400 | PutWebhookResponse401 | PutWebhookResponse403 | PutWebhookResponse405 | PutWebhookResponse408 | PutWebhookResponse413 | PutWebhookResponse415 | PutWebhookResponse422 | PutWebhookResponse429 | PutWebhookResponse503 | WebhookCreated | None:
    if response.status_code == 200:
        response_200 = WebhookCreated.from_dict(response.json())



        return response_200

    if response.status_code == 201:
        response_201 = WebhookCreated.from_dict(response.json())



        return response_201

    if response.status_code == 400:
        response_400 = PutWebhookResponse400.from_dict(response.json())



        return response_400

    if response.status_code == 401:
        response_401 = PutWebhookResponse401.from_dict(response.json())



        return response_401

    if response.status_code == 403:
        response_403 = PutWebhookResponse403.from_dict(response.json())



        return response_403

    if response.status_code == 405:
        response_405 = PutWebhookResponse405.from_dict(response.json())



        return response_405

    if response.status_code == 408:
        response_408 = PutWebhookResponse408.from_dict(response.json())



        return response_408

    if response.status_code == 413:
        response_413 = PutWebhookResponse413.from_dict(response.json())



        return response_413

    if response.status_code == 415:
        response_415 = PutWebhookResponse415.from_dict(response.json())



        return response_415

    if response.status_code == 422:
        response_422 = PutWebhookResponse422.from_dict(response.json())



        return response_422

    if response.status_code == 429:
        response_429 = PutWebhookResponse429.from_dict(response.json())



        return response_429

    if response.status_code == 503:
        response_503 = PutWebhookResponse503.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[PutWebhookResponse400 | PutWebhookResponse401 | PutWebhookResponse403 | PutWebhookResponse405 | PutWebhookResponse408 | PutWebhookResponse413 | PutWebhookResponse415 | PutWebhookResponse422 | PutWebhookResponse429 | PutWebhookResponse503 | WebhookCreated]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: PutWebhook,

) -> Response[PutWebhookResponse400 | PutWebhookResponse401 | PutWebhookResponse403 | PutWebhookResponse405 | PutWebhookResponse408 | PutWebhookResponse413 | PutWebhookResponse415 | PutWebhookResponse422 | PutWebhookResponse429 | PutWebhookResponse503 | WebhookCreated]:
    """ Sets the caller's webhook, replacing any

     Sets the caller's webhook, replacing any. Every notification of the caller is then POSTed to `url`
    as JSON (the same document as the long-poll's), signed: `Referee-Signature: t=<unix seconds>,v1=<hex
    HMAC-SHA256(secret, "<t>.<body>")>`, with `Referee-Delivery: <id>`. The secret is shown only in this
    answer. A replaced webhook's pending deliveries go to the new URL, at once; replacing also resumes a
    paused webhook and ends a rolled secret's grace period.

    Args:
        body (PutWebhook):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[PutWebhookResponse400 | PutWebhookResponse401 | PutWebhookResponse403 | PutWebhookResponse405 | PutWebhookResponse408 | PutWebhookResponse413 | PutWebhookResponse415 | PutWebhookResponse422 | PutWebhookResponse429 | PutWebhookResponse503 | WebhookCreated]
     """


    kwargs = _get_kwargs(
        body=body,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient,
    body: PutWebhook,

) -> PutWebhookResponse400 | PutWebhookResponse401 | PutWebhookResponse403 | PutWebhookResponse405 | PutWebhookResponse408 | PutWebhookResponse413 | PutWebhookResponse415 | PutWebhookResponse422 | PutWebhookResponse429 | PutWebhookResponse503 | WebhookCreated | None:
    """ Sets the caller's webhook, replacing any

     Sets the caller's webhook, replacing any. Every notification of the caller is then POSTed to `url`
    as JSON (the same document as the long-poll's), signed: `Referee-Signature: t=<unix seconds>,v1=<hex
    HMAC-SHA256(secret, "<t>.<body>")>`, with `Referee-Delivery: <id>`. The secret is shown only in this
    answer. A replaced webhook's pending deliveries go to the new URL, at once; replacing also resumes a
    paused webhook and ends a rolled secret's grace period.

    Args:
        body (PutWebhook):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        PutWebhookResponse400 | PutWebhookResponse401 | PutWebhookResponse403 | PutWebhookResponse405 | PutWebhookResponse408 | PutWebhookResponse413 | PutWebhookResponse415 | PutWebhookResponse422 | PutWebhookResponse429 | PutWebhookResponse503 | WebhookCreated
     """


    return sync_detailed(
        client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: PutWebhook,

) -> Response[PutWebhookResponse400 | PutWebhookResponse401 | PutWebhookResponse403 | PutWebhookResponse405 | PutWebhookResponse408 | PutWebhookResponse413 | PutWebhookResponse415 | PutWebhookResponse422 | PutWebhookResponse429 | PutWebhookResponse503 | WebhookCreated]:
    """ Sets the caller's webhook, replacing any

     Sets the caller's webhook, replacing any. Every notification of the caller is then POSTed to `url`
    as JSON (the same document as the long-poll's), signed: `Referee-Signature: t=<unix seconds>,v1=<hex
    HMAC-SHA256(secret, "<t>.<body>")>`, with `Referee-Delivery: <id>`. The secret is shown only in this
    answer. A replaced webhook's pending deliveries go to the new URL, at once; replacing also resumes a
    paused webhook and ends a rolled secret's grace period.

    Args:
        body (PutWebhook):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[PutWebhookResponse400 | PutWebhookResponse401 | PutWebhookResponse403 | PutWebhookResponse405 | PutWebhookResponse408 | PutWebhookResponse413 | PutWebhookResponse415 | PutWebhookResponse422 | PutWebhookResponse429 | PutWebhookResponse503 | WebhookCreated]
     """


    kwargs = _get_kwargs(
        body=body,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient,
    body: PutWebhook,

) -> PutWebhookResponse400 | PutWebhookResponse401 | PutWebhookResponse403 | PutWebhookResponse405 | PutWebhookResponse408 | PutWebhookResponse413 | PutWebhookResponse415 | PutWebhookResponse422 | PutWebhookResponse429 | PutWebhookResponse503 | WebhookCreated | None:
    """ Sets the caller's webhook, replacing any

     Sets the caller's webhook, replacing any. Every notification of the caller is then POSTed to `url`
    as JSON (the same document as the long-poll's), signed: `Referee-Signature: t=<unix seconds>,v1=<hex
    HMAC-SHA256(secret, "<t>.<body>")>`, with `Referee-Delivery: <id>`. The secret is shown only in this
    answer. A replaced webhook's pending deliveries go to the new URL, at once; replacing also resumes a
    paused webhook and ends a rolled secret's grace period.

    Args:
        body (PutWebhook):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        PutWebhookResponse400 | PutWebhookResponse401 | PutWebhookResponse403 | PutWebhookResponse405 | PutWebhookResponse408 | PutWebhookResponse413 | PutWebhookResponse415 | PutWebhookResponse422 | PutWebhookResponse429 | PutWebhookResponse503 | WebhookCreated
     """


    return (await asyncio_detailed(
        client=client,
body=body,

    )).parsed
