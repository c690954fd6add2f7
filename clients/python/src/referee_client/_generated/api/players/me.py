from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.account import Account
from ...models.me_response_401 import MeResponse401
from ...models.me_response_403 import MeResponse403
from ...models.me_response_405 import MeResponse405
from ...models.me_response_413 import MeResponse413
from ...models.me_response_429 import MeResponse429
from ...models.me_response_503 import MeResponse503
from typing import cast



def _get_kwargs(
    
) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/players/me",
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Account | MeResponse401 | MeResponse403 | MeResponse405 | MeResponse413 | MeResponse429 | MeResponse503 | None:
    if response.status_code == 200:
        response_200 = Account.from_dict(response.json())



        return response_200

    if response.status_code == 401:
        response_401 = MeResponse401.from_dict(response.json())



        return response_401

    if response.status_code == 403:
        response_403 = MeResponse403.from_dict(response.json())



        return response_403

    if response.status_code == 405:
        response_405 = MeResponse405.from_dict(response.json())



        return response_405

    if response.status_code == 413:
        response_413 = MeResponse413.from_dict(response.json())



        return response_413

    if response.status_code == 429:
        response_429 = MeResponse429.from_dict(response.json())



        return response_429

    if response.status_code == 503:
        response_503 = MeResponse503.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Account | MeResponse401 | MeResponse403 | MeResponse405 | MeResponse413 | MeResponse429 | MeResponse503]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,

) -> Response[Account | MeResponse401 | MeResponse403 | MeResponse405 | MeResponse413 | MeResponse429 | MeResponse503]:
    """ Who the caller is

     Who the caller is: its player id, name and handle, whether it has a password, and what the token it
    called with may do (an app learns here whose account it acts for, and with which scopes).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Account | MeResponse401 | MeResponse403 | MeResponse405 | MeResponse413 | MeResponse429 | MeResponse503]
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

) -> Account | MeResponse401 | MeResponse403 | MeResponse405 | MeResponse413 | MeResponse429 | MeResponse503 | None:
    """ Who the caller is

     Who the caller is: its player id, name and handle, whether it has a password, and what the token it
    called with may do (an app learns here whose account it acts for, and with which scopes).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Account | MeResponse401 | MeResponse403 | MeResponse405 | MeResponse413 | MeResponse429 | MeResponse503
     """


    return sync_detailed(
        client=client,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,

) -> Response[Account | MeResponse401 | MeResponse403 | MeResponse405 | MeResponse413 | MeResponse429 | MeResponse503]:
    """ Who the caller is

     Who the caller is: its player id, name and handle, whether it has a password, and what the token it
    called with may do (an app learns here whose account it acts for, and with which scopes).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Account | MeResponse401 | MeResponse403 | MeResponse405 | MeResponse413 | MeResponse429 | MeResponse503]
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

) -> Account | MeResponse401 | MeResponse403 | MeResponse405 | MeResponse413 | MeResponse429 | MeResponse503 | None:
    """ Who the caller is

     Who the caller is: its player id, name and handle, whether it has a password, and what the token it
    called with may do (an app learns here whose account it acts for, and with which scopes).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Account | MeResponse401 | MeResponse403 | MeResponse405 | MeResponse413 | MeResponse429 | MeResponse503
     """


    return (await asyncio_detailed(
        client=client,

    )).parsed
