from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.signed_tree_head import SignedTreeHead
from ...models.tree_head_response_405 import TreeHeadResponse405
from ...models.tree_head_response_413 import TreeHeadResponse413
from ...models.tree_head_response_429 import TreeHeadResponse429
from ...models.tree_head_response_503 import TreeHeadResponse503
from typing import cast



def _get_kwargs(
    
) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/log/head",
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> SignedTreeHead | TreeHeadResponse405 | TreeHeadResponse413 | TreeHeadResponse429 | TreeHeadResponse503 | None:
    if response.status_code == 200:
        response_200 = SignedTreeHead.from_dict(response.json())



        return response_200

    if response.status_code == 405:
        response_405 = TreeHeadResponse405.from_dict(response.json())



        return response_405

    if response.status_code == 413:
        response_413 = TreeHeadResponse413.from_dict(response.json())



        return response_413

    if response.status_code == 429:
        response_429 = TreeHeadResponse429.from_dict(response.json())



        return response_429

    if response.status_code == 503:
        response_503 = TreeHeadResponse503.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[SignedTreeHead | TreeHeadResponse405 | TreeHeadResponse413 | TreeHeadResponse429 | TreeHeadResponse503]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,

) -> Response[SignedTreeHead | TreeHeadResponse405 | TreeHeadResponse413 | TreeHeadResponse429 | TreeHeadResponse503]:
    """ The log's signed tree head now

     The log's signed tree head now: its size and root, signed with the referee's key (`GET /v1/keys`).
    Keep it: a later consistency proof from its size shows whether the log only grew since.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[SignedTreeHead | TreeHeadResponse405 | TreeHeadResponse413 | TreeHeadResponse429 | TreeHeadResponse503]
     """


    kwargs = _get_kwargs(
        
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient | Client,

) -> SignedTreeHead | TreeHeadResponse405 | TreeHeadResponse413 | TreeHeadResponse429 | TreeHeadResponse503 | None:
    """ The log's signed tree head now

     The log's signed tree head now: its size and root, signed with the referee's key (`GET /v1/keys`).
    Keep it: a later consistency proof from its size shows whether the log only grew since.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        SignedTreeHead | TreeHeadResponse405 | TreeHeadResponse413 | TreeHeadResponse429 | TreeHeadResponse503
     """


    return sync_detailed(
        client=client,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,

) -> Response[SignedTreeHead | TreeHeadResponse405 | TreeHeadResponse413 | TreeHeadResponse429 | TreeHeadResponse503]:
    """ The log's signed tree head now

     The log's signed tree head now: its size and root, signed with the referee's key (`GET /v1/keys`).
    Keep it: a later consistency proof from its size shows whether the log only grew since.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[SignedTreeHead | TreeHeadResponse405 | TreeHeadResponse413 | TreeHeadResponse429 | TreeHeadResponse503]
     """


    kwargs = _get_kwargs(
        
    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient | Client,

) -> SignedTreeHead | TreeHeadResponse405 | TreeHeadResponse413 | TreeHeadResponse429 | TreeHeadResponse503 | None:
    """ The log's signed tree head now

     The log's signed tree head now: its size and root, signed with the referee's key (`GET /v1/keys`).
    Keep it: a later consistency proof from its size shows whether the log only grew since.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        SignedTreeHead | TreeHeadResponse405 | TreeHeadResponse413 | TreeHeadResponse429 | TreeHeadResponse503
     """


    return (await asyncio_detailed(
        client=client,

    )).parsed
