from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.public_keys import PublicKeys
from ...models.public_keys_response_405 import PublicKeysResponse405
from ...models.public_keys_response_413 import PublicKeysResponse413
from ...models.public_keys_response_429 import PublicKeysResponse429
from ...models.public_keys_response_503 import PublicKeysResponse503
from typing import cast



def _get_kwargs(
    
) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/keys",
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> PublicKeys | PublicKeysResponse405 | PublicKeysResponse413 | PublicKeysResponse429 | PublicKeysResponse503 | None:
    if response.status_code == 200:
        response_200 = PublicKeys.from_dict(response.json())



        return response_200

    if response.status_code == 405:
        response_405 = PublicKeysResponse405.from_dict(response.json())



        return response_405

    if response.status_code == 413:
        response_413 = PublicKeysResponse413.from_dict(response.json())



        return response_413

    if response.status_code == 429:
        response_429 = PublicKeysResponse429.from_dict(response.json())



        return response_429

    if response.status_code == 503:
        response_503 = PublicKeysResponse503.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[PublicKeys | PublicKeysResponse405 | PublicKeysResponse413 | PublicKeysResponse429 | PublicKeysResponse503]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,

) -> Response[PublicKeys | PublicKeysResponse405 | PublicKeysResponse413 | PublicKeysResponse429 | PublicKeysResponse503]:
    """ Every key the referee has signed bundles and its own steps with.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[PublicKeys | PublicKeysResponse405 | PublicKeysResponse413 | PublicKeysResponse429 | PublicKeysResponse503]
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

) -> PublicKeys | PublicKeysResponse405 | PublicKeysResponse413 | PublicKeysResponse429 | PublicKeysResponse503 | None:
    """ Every key the referee has signed bundles and its own steps with.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        PublicKeys | PublicKeysResponse405 | PublicKeysResponse413 | PublicKeysResponse429 | PublicKeysResponse503
     """


    return sync_detailed(
        client=client,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,

) -> Response[PublicKeys | PublicKeysResponse405 | PublicKeysResponse413 | PublicKeysResponse429 | PublicKeysResponse503]:
    """ Every key the referee has signed bundles and its own steps with.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[PublicKeys | PublicKeysResponse405 | PublicKeysResponse413 | PublicKeysResponse429 | PublicKeysResponse503]
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

) -> PublicKeys | PublicKeysResponse405 | PublicKeysResponse413 | PublicKeysResponse429 | PublicKeysResponse503 | None:
    """ Every key the referee has signed bundles and its own steps with.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        PublicKeys | PublicKeysResponse405 | PublicKeysResponse413 | PublicKeysResponse429 | PublicKeysResponse503
     """


    return (await asyncio_detailed(
        client=client,

    )).parsed
