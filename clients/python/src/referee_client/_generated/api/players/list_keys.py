from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.list_keys_response_401 import ListKeysResponse401
from ...models.list_keys_response_403 import ListKeysResponse403
from ...models.list_keys_response_405 import ListKeysResponse405
from ...models.list_keys_response_413 import ListKeysResponse413
from ...models.list_keys_response_429 import ListKeysResponse429
from ...models.list_keys_response_503 import ListKeysResponse503
from ...models.player_keys import PlayerKeys
from typing import cast



def _get_kwargs(
    
) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/players/me/keys",
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> ListKeysResponse401 | ListKeysResponse403 | ListKeysResponse405 | ListKeysResponse413 | ListKeysResponse429 | ListKeysResponse503 | PlayerKeys | None:
    if response.status_code == 200:
        response_200 = PlayerKeys.from_dict(response.json())



        return response_200

    if response.status_code == 401:
        response_401 = ListKeysResponse401.from_dict(response.json())



        return response_401

    if response.status_code == 403:
        response_403 = ListKeysResponse403.from_dict(response.json())



        return response_403

    if response.status_code == 405:
        response_405 = ListKeysResponse405.from_dict(response.json())



        return response_405

    if response.status_code == 413:
        response_413 = ListKeysResponse413.from_dict(response.json())



        return response_413

    if response.status_code == 429:
        response_429 = ListKeysResponse429.from_dict(response.json())



        return response_429

    if response.status_code == 503:
        response_503 = ListKeysResponse503.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[ListKeysResponse401 | ListKeysResponse403 | ListKeysResponse405 | ListKeysResponse413 | ListKeysResponse429 | ListKeysResponse503 | PlayerKeys]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,

) -> Response[ListKeysResponse401 | ListKeysResponse403 | ListKeysResponse405 | ListKeysResponse413 | ListKeysResponse429 | ListKeysResponse503 | PlayerKeys]:
    """ The caller's keys, revoked ones included.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ListKeysResponse401 | ListKeysResponse403 | ListKeysResponse405 | ListKeysResponse413 | ListKeysResponse429 | ListKeysResponse503 | PlayerKeys]
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

) -> ListKeysResponse401 | ListKeysResponse403 | ListKeysResponse405 | ListKeysResponse413 | ListKeysResponse429 | ListKeysResponse503 | PlayerKeys | None:
    """ The caller's keys, revoked ones included.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ListKeysResponse401 | ListKeysResponse403 | ListKeysResponse405 | ListKeysResponse413 | ListKeysResponse429 | ListKeysResponse503 | PlayerKeys
     """


    return sync_detailed(
        client=client,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,

) -> Response[ListKeysResponse401 | ListKeysResponse403 | ListKeysResponse405 | ListKeysResponse413 | ListKeysResponse429 | ListKeysResponse503 | PlayerKeys]:
    """ The caller's keys, revoked ones included.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ListKeysResponse401 | ListKeysResponse403 | ListKeysResponse405 | ListKeysResponse413 | ListKeysResponse429 | ListKeysResponse503 | PlayerKeys]
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

) -> ListKeysResponse401 | ListKeysResponse403 | ListKeysResponse405 | ListKeysResponse413 | ListKeysResponse429 | ListKeysResponse503 | PlayerKeys | None:
    """ The caller's keys, revoked ones included.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ListKeysResponse401 | ListKeysResponse403 | ListKeysResponse405 | ListKeysResponse413 | ListKeysResponse429 | ListKeysResponse503 | PlayerKeys
     """


    return (await asyncio_detailed(
        client=client,

    )).parsed
