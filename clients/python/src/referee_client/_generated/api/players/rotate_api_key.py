from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.api_key_created import ApiKeyCreated
from ...models.rotate_api_key_response_401 import RotateApiKeyResponse401
from ...models.rotate_api_key_response_403 import RotateApiKeyResponse403
from ...models.rotate_api_key_response_405 import RotateApiKeyResponse405
from ...models.rotate_api_key_response_413 import RotateApiKeyResponse413
from ...models.rotate_api_key_response_429 import RotateApiKeyResponse429
from ...models.rotate_api_key_response_503 import RotateApiKeyResponse503
from typing import cast



def _get_kwargs(
    
) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/players/me/api-keys",
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> ApiKeyCreated | RotateApiKeyResponse401 | RotateApiKeyResponse403 | RotateApiKeyResponse405 | RotateApiKeyResponse413 | RotateApiKeyResponse429 | RotateApiKeyResponse503 | None:
    if response.status_code == 201:
        response_201 = ApiKeyCreated.from_dict(response.json())



        return response_201

    if response.status_code == 401:
        response_401 = RotateApiKeyResponse401.from_dict(response.json())



        return response_401

    if response.status_code == 403:
        response_403 = RotateApiKeyResponse403.from_dict(response.json())



        return response_403

    if response.status_code == 405:
        response_405 = RotateApiKeyResponse405.from_dict(response.json())



        return response_405

    if response.status_code == 413:
        response_413 = RotateApiKeyResponse413.from_dict(response.json())



        return response_413

    if response.status_code == 429:
        response_429 = RotateApiKeyResponse429.from_dict(response.json())



        return response_429

    if response.status_code == 503:
        response_503 = RotateApiKeyResponse503.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[ApiKeyCreated | RotateApiKeyResponse401 | RotateApiKeyResponse403 | RotateApiKeyResponse405 | RotateApiKeyResponse413 | RotateApiKeyResponse429 | RotateApiKeyResponse503]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,

) -> Response[ApiKeyCreated | RotateApiKeyResponse401 | RotateApiKeyResponse403 | RotateApiKeyResponse405 | RotateApiKeyResponse413 | RotateApiKeyResponse429 | RotateApiKeyResponse503]:
    """ Replaces the caller's API key with a new one, shown once

     Replaces the caller's API key with a new one, shown once. The old key stops working at once. Tokens
    already issued are not revoked: they run until they expire, or until `POST /v1/tokens/revoke`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ApiKeyCreated | RotateApiKeyResponse401 | RotateApiKeyResponse403 | RotateApiKeyResponse405 | RotateApiKeyResponse413 | RotateApiKeyResponse429 | RotateApiKeyResponse503]
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

) -> ApiKeyCreated | RotateApiKeyResponse401 | RotateApiKeyResponse403 | RotateApiKeyResponse405 | RotateApiKeyResponse413 | RotateApiKeyResponse429 | RotateApiKeyResponse503 | None:
    """ Replaces the caller's API key with a new one, shown once

     Replaces the caller's API key with a new one, shown once. The old key stops working at once. Tokens
    already issued are not revoked: they run until they expire, or until `POST /v1/tokens/revoke`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ApiKeyCreated | RotateApiKeyResponse401 | RotateApiKeyResponse403 | RotateApiKeyResponse405 | RotateApiKeyResponse413 | RotateApiKeyResponse429 | RotateApiKeyResponse503
     """


    return sync_detailed(
        client=client,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,

) -> Response[ApiKeyCreated | RotateApiKeyResponse401 | RotateApiKeyResponse403 | RotateApiKeyResponse405 | RotateApiKeyResponse413 | RotateApiKeyResponse429 | RotateApiKeyResponse503]:
    """ Replaces the caller's API key with a new one, shown once

     Replaces the caller's API key with a new one, shown once. The old key stops working at once. Tokens
    already issued are not revoked: they run until they expire, or until `POST /v1/tokens/revoke`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ApiKeyCreated | RotateApiKeyResponse401 | RotateApiKeyResponse403 | RotateApiKeyResponse405 | RotateApiKeyResponse413 | RotateApiKeyResponse429 | RotateApiKeyResponse503]
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

) -> ApiKeyCreated | RotateApiKeyResponse401 | RotateApiKeyResponse403 | RotateApiKeyResponse405 | RotateApiKeyResponse413 | RotateApiKeyResponse429 | RotateApiKeyResponse503 | None:
    """ Replaces the caller's API key with a new one, shown once

     Replaces the caller's API key with a new one, shown once. The old key stops working at once. Tokens
    already issued are not revoked: they run until they expire, or until `POST /v1/tokens/revoke`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ApiKeyCreated | RotateApiKeyResponse401 | RotateApiKeyResponse403 | RotateApiKeyResponse405 | RotateApiKeyResponse413 | RotateApiKeyResponse429 | RotateApiKeyResponse503
     """


    return (await asyncio_detailed(
        client=client,

    )).parsed
