from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.problem import Problem
from ...models.put_webhook import PutWebhook
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



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | WebhookCreated | None:
    if response.status_code == 200:
        response_200 = WebhookCreated.from_dict(response.json())



        return response_200

    if response.status_code == 201:
        response_201 = WebhookCreated.from_dict(response.json())



        return response_201

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())



        return response_400

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())



        return response_401

    if response.status_code == 405:
        response_405 = Problem.from_dict(response.json())



        return response_405

    if response.status_code == 408:
        response_408 = Problem.from_dict(response.json())



        return response_408

    if response.status_code == 413:
        response_413 = Problem.from_dict(response.json())



        return response_413

    if response.status_code == 415:
        response_415 = Problem.from_dict(response.json())



        return response_415

    if response.status_code == 422:
        response_422 = Problem.from_dict(response.json())



        return response_422

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Problem | WebhookCreated]:
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

) -> Response[Problem | WebhookCreated]:
    """ Sets the caller's webhook, replacing any. Every notification of the
    caller is then POSTed to `url` as JSON (the same document as the
    long-poll's), signed: `Referee-Signature: t=<unix seconds>,v1=<hex
    HMAC-SHA256(secret, "<t>.<body>")>`, with `Referee-Delivery: <id>`. The
    secret is shown only in this answer. A replaced webhook's pending
    deliveries go to the new URL, at once; replacing also resumes a paused
    webhook and ends a rolled secret's grace period.

    Args:
        body (PutWebhook):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | WebhookCreated]
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

) -> Problem | WebhookCreated | None:
    """ Sets the caller's webhook, replacing any. Every notification of the
    caller is then POSTed to `url` as JSON (the same document as the
    long-poll's), signed: `Referee-Signature: t=<unix seconds>,v1=<hex
    HMAC-SHA256(secret, "<t>.<body>")>`, with `Referee-Delivery: <id>`. The
    secret is shown only in this answer. A replaced webhook's pending
    deliveries go to the new URL, at once; replacing also resumes a paused
    webhook and ends a rolled secret's grace period.

    Args:
        body (PutWebhook):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | WebhookCreated
     """


    return sync_detailed(
        client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: PutWebhook,

) -> Response[Problem | WebhookCreated]:
    """ Sets the caller's webhook, replacing any. Every notification of the
    caller is then POSTed to `url` as JSON (the same document as the
    long-poll's), signed: `Referee-Signature: t=<unix seconds>,v1=<hex
    HMAC-SHA256(secret, "<t>.<body>")>`, with `Referee-Delivery: <id>`. The
    secret is shown only in this answer. A replaced webhook's pending
    deliveries go to the new URL, at once; replacing also resumes a paused
    webhook and ends a rolled secret's grace period.

    Args:
        body (PutWebhook):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | WebhookCreated]
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

) -> Problem | WebhookCreated | None:
    """ Sets the caller's webhook, replacing any. Every notification of the
    caller is then POSTed to `url` as JSON (the same document as the
    long-poll's), signed: `Referee-Signature: t=<unix seconds>,v1=<hex
    HMAC-SHA256(secret, "<t>.<body>")>`, with `Referee-Delivery: <id>`. The
    secret is shown only in this answer. A replaced webhook's pending
    deliveries go to the new URL, at once; replacing also resumes a paused
    webhook and ends a rolled secret's grace period.

    Args:
        body (PutWebhook):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | WebhookCreated
     """


    return (await asyncio_detailed(
        client=client,
body=body,

    )).parsed
