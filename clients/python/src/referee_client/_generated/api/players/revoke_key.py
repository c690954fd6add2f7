from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.player_key import PlayerKey
from ...models.revoke_key_response_401 import RevokeKeyResponse401
from ...models.revoke_key_response_403 import RevokeKeyResponse403
from ...models.revoke_key_response_404 import RevokeKeyResponse404
from ...models.revoke_key_response_405 import RevokeKeyResponse405
from ...models.revoke_key_response_413 import RevokeKeyResponse413
from ...models.revoke_key_response_429 import RevokeKeyResponse429
from ...models.revoke_key_response_503 import RevokeKeyResponse503
from typing import cast



def _get_kwargs(
    key_id: str,

) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "delete",
        "url": "/v1/players/me/keys/{key_id}".format(key_id=quote(str(key_id), safe=""),),
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> PlayerKey | RevokeKeyResponse401 | RevokeKeyResponse403 | RevokeKeyResponse404 | RevokeKeyResponse405 | RevokeKeyResponse413 | RevokeKeyResponse429 | RevokeKeyResponse503 | None:
    if response.status_code == 200:
        response_200 = PlayerKey.from_dict(response.json())



        return response_200

    if response.status_code == 401:
        response_401 = RevokeKeyResponse401.from_dict(response.json())



        return response_401

    if response.status_code == 403:
        response_403 = RevokeKeyResponse403.from_dict(response.json())



        return response_403

    if response.status_code == 404:
        response_404 = RevokeKeyResponse404.from_dict(response.json())



        return response_404

    if response.status_code == 405:
        response_405 = RevokeKeyResponse405.from_dict(response.json())



        return response_405

    if response.status_code == 413:
        response_413 = RevokeKeyResponse413.from_dict(response.json())



        return response_413

    if response.status_code == 429:
        response_429 = RevokeKeyResponse429.from_dict(response.json())



        return response_429

    if response.status_code == 503:
        response_503 = RevokeKeyResponse503.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[PlayerKey | RevokeKeyResponse401 | RevokeKeyResponse403 | RevokeKeyResponse404 | RevokeKeyResponse405 | RevokeKeyResponse413 | RevokeKeyResponse429 | RevokeKeyResponse503]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    key_id: str,
    *,
    client: AuthenticatedClient,

) -> Response[PlayerKey | RevokeKeyResponse401 | RevokeKeyResponse403 | RevokeKeyResponse404 | RevokeKeyResponse405 | RevokeKeyResponse413 | RevokeKeyResponse429 | RevokeKeyResponse503]:
    """ Revokes one of the caller's keys

     Revokes one of the caller's keys: it is kept (the moves it signed still verify in their bundles) and
    signs no new move. Revoking a revoked key answers it as it is.

    Args:
        key_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[PlayerKey | RevokeKeyResponse401 | RevokeKeyResponse403 | RevokeKeyResponse404 | RevokeKeyResponse405 | RevokeKeyResponse413 | RevokeKeyResponse429 | RevokeKeyResponse503]
     """


    kwargs = _get_kwargs(
        key_id=key_id,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    key_id: str,
    *,
    client: AuthenticatedClient,

) -> PlayerKey | RevokeKeyResponse401 | RevokeKeyResponse403 | RevokeKeyResponse404 | RevokeKeyResponse405 | RevokeKeyResponse413 | RevokeKeyResponse429 | RevokeKeyResponse503 | None:
    """ Revokes one of the caller's keys

     Revokes one of the caller's keys: it is kept (the moves it signed still verify in their bundles) and
    signs no new move. Revoking a revoked key answers it as it is.

    Args:
        key_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        PlayerKey | RevokeKeyResponse401 | RevokeKeyResponse403 | RevokeKeyResponse404 | RevokeKeyResponse405 | RevokeKeyResponse413 | RevokeKeyResponse429 | RevokeKeyResponse503
     """


    return sync_detailed(
        key_id=key_id,
client=client,

    ).parsed

async def asyncio_detailed(
    key_id: str,
    *,
    client: AuthenticatedClient,

) -> Response[PlayerKey | RevokeKeyResponse401 | RevokeKeyResponse403 | RevokeKeyResponse404 | RevokeKeyResponse405 | RevokeKeyResponse413 | RevokeKeyResponse429 | RevokeKeyResponse503]:
    """ Revokes one of the caller's keys

     Revokes one of the caller's keys: it is kept (the moves it signed still verify in their bundles) and
    signs no new move. Revoking a revoked key answers it as it is.

    Args:
        key_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[PlayerKey | RevokeKeyResponse401 | RevokeKeyResponse403 | RevokeKeyResponse404 | RevokeKeyResponse405 | RevokeKeyResponse413 | RevokeKeyResponse429 | RevokeKeyResponse503]
     """


    kwargs = _get_kwargs(
        key_id=key_id,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    key_id: str,
    *,
    client: AuthenticatedClient,

) -> PlayerKey | RevokeKeyResponse401 | RevokeKeyResponse403 | RevokeKeyResponse404 | RevokeKeyResponse405 | RevokeKeyResponse413 | RevokeKeyResponse429 | RevokeKeyResponse503 | None:
    """ Revokes one of the caller's keys

     Revokes one of the caller's keys: it is kept (the moves it signed still verify in their bundles) and
    signs no new move. Revoking a revoked key answers it as it is.

    Args:
        key_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        PlayerKey | RevokeKeyResponse401 | RevokeKeyResponse403 | RevokeKeyResponse404 | RevokeKeyResponse405 | RevokeKeyResponse413 | RevokeKeyResponse429 | RevokeKeyResponse503
     """


    return (await asyncio_detailed(
        key_id=key_id,
client=client,

    )).parsed
