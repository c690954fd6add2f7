from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.list_passkeys_response_401 import ListPasskeysResponse401
from ...models.list_passkeys_response_403 import ListPasskeysResponse403
from ...models.list_passkeys_response_405 import ListPasskeysResponse405
from ...models.list_passkeys_response_413 import ListPasskeysResponse413
from ...models.list_passkeys_response_429 import ListPasskeysResponse429
from ...models.list_passkeys_response_503 import ListPasskeysResponse503
from ...models.passkeys import Passkeys
from typing import cast



def _get_kwargs(
    
) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/players/me/passkeys",
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> ListPasskeysResponse401 | ListPasskeysResponse403 | ListPasskeysResponse405 | ListPasskeysResponse413 | ListPasskeysResponse429 | ListPasskeysResponse503 | Passkeys | None:
    if response.status_code == 200:
        response_200 = Passkeys.from_dict(response.json())



        return response_200

    if response.status_code == 401:
        response_401 = ListPasskeysResponse401.from_dict(response.json())



        return response_401

    if response.status_code == 403:
        response_403 = ListPasskeysResponse403.from_dict(response.json())



        return response_403

    if response.status_code == 405:
        response_405 = ListPasskeysResponse405.from_dict(response.json())



        return response_405

    if response.status_code == 413:
        response_413 = ListPasskeysResponse413.from_dict(response.json())



        return response_413

    if response.status_code == 429:
        response_429 = ListPasskeysResponse429.from_dict(response.json())



        return response_429

    if response.status_code == 503:
        response_503 = ListPasskeysResponse503.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[ListPasskeysResponse401 | ListPasskeysResponse403 | ListPasskeysResponse405 | ListPasskeysResponse413 | ListPasskeysResponse429 | ListPasskeysResponse503 | Passkeys]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,

) -> Response[ListPasskeysResponse401 | ListPasskeysResponse403 | ListPasskeysResponse405 | ListPasskeysResponse413 | ListPasskeysResponse429 | ListPasskeysResponse503 | Passkeys]:
    """ The caller's passkeys, oldest first, each with its last use.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ListPasskeysResponse401 | ListPasskeysResponse403 | ListPasskeysResponse405 | ListPasskeysResponse413 | ListPasskeysResponse429 | ListPasskeysResponse503 | Passkeys]
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

) -> ListPasskeysResponse401 | ListPasskeysResponse403 | ListPasskeysResponse405 | ListPasskeysResponse413 | ListPasskeysResponse429 | ListPasskeysResponse503 | Passkeys | None:
    """ The caller's passkeys, oldest first, each with its last use.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ListPasskeysResponse401 | ListPasskeysResponse403 | ListPasskeysResponse405 | ListPasskeysResponse413 | ListPasskeysResponse429 | ListPasskeysResponse503 | Passkeys
     """


    return sync_detailed(
        client=client,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,

) -> Response[ListPasskeysResponse401 | ListPasskeysResponse403 | ListPasskeysResponse405 | ListPasskeysResponse413 | ListPasskeysResponse429 | ListPasskeysResponse503 | Passkeys]:
    """ The caller's passkeys, oldest first, each with its last use.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ListPasskeysResponse401 | ListPasskeysResponse403 | ListPasskeysResponse405 | ListPasskeysResponse413 | ListPasskeysResponse429 | ListPasskeysResponse503 | Passkeys]
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

) -> ListPasskeysResponse401 | ListPasskeysResponse403 | ListPasskeysResponse405 | ListPasskeysResponse413 | ListPasskeysResponse429 | ListPasskeysResponse503 | Passkeys | None:
    """ The caller's passkeys, oldest first, each with its last use.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ListPasskeysResponse401 | ListPasskeysResponse403 | ListPasskeysResponse405 | ListPasskeysResponse413 | ListPasskeysResponse429 | ListPasskeysResponse503 | Passkeys
     """


    return (await asyncio_detailed(
        client=client,

    )).parsed
