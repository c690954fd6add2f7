from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.delete_passkey_response_401 import DeletePasskeyResponse401
from ...models.delete_passkey_response_403 import DeletePasskeyResponse403
from ...models.delete_passkey_response_404 import DeletePasskeyResponse404
from ...models.delete_passkey_response_405 import DeletePasskeyResponse405
from ...models.delete_passkey_response_413 import DeletePasskeyResponse413
from ...models.delete_passkey_response_429 import DeletePasskeyResponse429
from ...models.delete_passkey_response_503 import DeletePasskeyResponse503
from typing import cast
from uuid import UUID



def _get_kwargs(
    id: UUID,

) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "delete",
        "url": "/v1/players/me/passkeys/{id}".format(id=quote(str(id), safe=""),),
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Any | DeletePasskeyResponse401 | DeletePasskeyResponse403 | DeletePasskeyResponse404 | DeletePasskeyResponse405 | DeletePasskeyResponse413 | DeletePasskeyResponse429 | DeletePasskeyResponse503 | None:
    if response.status_code == 204:
        response_204 = cast(Any, None)
        return response_204

    if response.status_code == 401:
        response_401 = DeletePasskeyResponse401.from_dict(response.json())



        return response_401

    if response.status_code == 403:
        response_403 = DeletePasskeyResponse403.from_dict(response.json())



        return response_403

    if response.status_code == 404:
        response_404 = DeletePasskeyResponse404.from_dict(response.json())



        return response_404

    if response.status_code == 405:
        response_405 = DeletePasskeyResponse405.from_dict(response.json())



        return response_405

    if response.status_code == 413:
        response_413 = DeletePasskeyResponse413.from_dict(response.json())



        return response_413

    if response.status_code == 429:
        response_429 = DeletePasskeyResponse429.from_dict(response.json())



        return response_429

    if response.status_code == 503:
        response_503 = DeletePasskeyResponse503.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Any | DeletePasskeyResponse401 | DeletePasskeyResponse403 | DeletePasskeyResponse404 | DeletePasskeyResponse405 | DeletePasskeyResponse413 | DeletePasskeyResponse429 | DeletePasskeyResponse503]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    id: UUID,
    *,
    client: AuthenticatedClient,

) -> Response[Any | DeletePasskeyResponse401 | DeletePasskeyResponse403 | DeletePasskeyResponse404 | DeletePasskeyResponse405 | DeletePasskeyResponse413 | DeletePasskeyResponse429 | DeletePasskeyResponse503]:
    """ Deletes one of the caller's passkeys

     Deletes one of the caller's passkeys: it signs in no more. Tokens it gave keep working (`POST
    /v1/tokens/revoke` ends them).

    Args:
        id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | DeletePasskeyResponse401 | DeletePasskeyResponse403 | DeletePasskeyResponse404 | DeletePasskeyResponse405 | DeletePasskeyResponse413 | DeletePasskeyResponse429 | DeletePasskeyResponse503]
     """


    kwargs = _get_kwargs(
        id=id,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    id: UUID,
    *,
    client: AuthenticatedClient,

) -> Any | DeletePasskeyResponse401 | DeletePasskeyResponse403 | DeletePasskeyResponse404 | DeletePasskeyResponse405 | DeletePasskeyResponse413 | DeletePasskeyResponse429 | DeletePasskeyResponse503 | None:
    """ Deletes one of the caller's passkeys

     Deletes one of the caller's passkeys: it signs in no more. Tokens it gave keep working (`POST
    /v1/tokens/revoke` ends them).

    Args:
        id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | DeletePasskeyResponse401 | DeletePasskeyResponse403 | DeletePasskeyResponse404 | DeletePasskeyResponse405 | DeletePasskeyResponse413 | DeletePasskeyResponse429 | DeletePasskeyResponse503
     """


    return sync_detailed(
        id=id,
client=client,

    ).parsed

async def asyncio_detailed(
    id: UUID,
    *,
    client: AuthenticatedClient,

) -> Response[Any | DeletePasskeyResponse401 | DeletePasskeyResponse403 | DeletePasskeyResponse404 | DeletePasskeyResponse405 | DeletePasskeyResponse413 | DeletePasskeyResponse429 | DeletePasskeyResponse503]:
    """ Deletes one of the caller's passkeys

     Deletes one of the caller's passkeys: it signs in no more. Tokens it gave keep working (`POST
    /v1/tokens/revoke` ends them).

    Args:
        id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | DeletePasskeyResponse401 | DeletePasskeyResponse403 | DeletePasskeyResponse404 | DeletePasskeyResponse405 | DeletePasskeyResponse413 | DeletePasskeyResponse429 | DeletePasskeyResponse503]
     """


    kwargs = _get_kwargs(
        id=id,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    id: UUID,
    *,
    client: AuthenticatedClient,

) -> Any | DeletePasskeyResponse401 | DeletePasskeyResponse403 | DeletePasskeyResponse404 | DeletePasskeyResponse405 | DeletePasskeyResponse413 | DeletePasskeyResponse429 | DeletePasskeyResponse503 | None:
    """ Deletes one of the caller's passkeys

     Deletes one of the caller's passkeys: it signs in no more. Tokens it gave keep working (`POST
    /v1/tokens/revoke` ends them).

    Args:
        id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | DeletePasskeyResponse401 | DeletePasskeyResponse403 | DeletePasskeyResponse404 | DeletePasskeyResponse405 | DeletePasskeyResponse413 | DeletePasskeyResponse429 | DeletePasskeyResponse503
     """


    return (await asyncio_detailed(
        id=id,
client=client,

    )).parsed
