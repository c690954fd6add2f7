from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.revoke_access_token_response_401 import RevokeAccessTokenResponse401
from ...models.revoke_access_token_response_403 import RevokeAccessTokenResponse403
from ...models.revoke_access_token_response_404 import RevokeAccessTokenResponse404
from ...models.revoke_access_token_response_405 import RevokeAccessTokenResponse405
from ...models.revoke_access_token_response_413 import RevokeAccessTokenResponse413
from ...models.revoke_access_token_response_429 import RevokeAccessTokenResponse429
from ...models.revoke_access_token_response_503 import RevokeAccessTokenResponse503
from typing import cast
from uuid import UUID



def _get_kwargs(
    id: UUID,

) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "delete",
        "url": "/v1/players/me/tokens/{id}".format(id=quote(str(id), safe=""),),
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Any | RevokeAccessTokenResponse401 | RevokeAccessTokenResponse403 | RevokeAccessTokenResponse404 | RevokeAccessTokenResponse405 | RevokeAccessTokenResponse413 | RevokeAccessTokenResponse429 | RevokeAccessTokenResponse503 | None:
    if response.status_code == 204:
        response_204 = cast(Any, None)
        return response_204

    if response.status_code == 401:
        response_401 = RevokeAccessTokenResponse401.from_dict(response.json())



        return response_401

    if response.status_code == 403:
        response_403 = RevokeAccessTokenResponse403.from_dict(response.json())



        return response_403

    if response.status_code == 404:
        response_404 = RevokeAccessTokenResponse404.from_dict(response.json())



        return response_404

    if response.status_code == 405:
        response_405 = RevokeAccessTokenResponse405.from_dict(response.json())



        return response_405

    if response.status_code == 413:
        response_413 = RevokeAccessTokenResponse413.from_dict(response.json())



        return response_413

    if response.status_code == 429:
        response_429 = RevokeAccessTokenResponse429.from_dict(response.json())



        return response_429

    if response.status_code == 503:
        response_503 = RevokeAccessTokenResponse503.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Any | RevokeAccessTokenResponse401 | RevokeAccessTokenResponse403 | RevokeAccessTokenResponse404 | RevokeAccessTokenResponse405 | RevokeAccessTokenResponse413 | RevokeAccessTokenResponse429 | RevokeAccessTokenResponse503]:
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

) -> Response[Any | RevokeAccessTokenResponse401 | RevokeAccessTokenResponse403 | RevokeAccessTokenResponse404 | RevokeAccessTokenResponse405 | RevokeAccessTokenResponse413 | RevokeAccessTokenResponse429 | RevokeAccessTokenResponse503]:
    """ Revokes one of the caller's access tokens (a personal one, or one an app holds)

     Revokes one of the caller's access tokens (a personal one, or one an app holds): refused from its
    next request on, its long-polls and streams ended at once; the caller's other tokens keep working.

    Args:
        id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | RevokeAccessTokenResponse401 | RevokeAccessTokenResponse403 | RevokeAccessTokenResponse404 | RevokeAccessTokenResponse405 | RevokeAccessTokenResponse413 | RevokeAccessTokenResponse429 | RevokeAccessTokenResponse503]
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

) -> Any | RevokeAccessTokenResponse401 | RevokeAccessTokenResponse403 | RevokeAccessTokenResponse404 | RevokeAccessTokenResponse405 | RevokeAccessTokenResponse413 | RevokeAccessTokenResponse429 | RevokeAccessTokenResponse503 | None:
    """ Revokes one of the caller's access tokens (a personal one, or one an app holds)

     Revokes one of the caller's access tokens (a personal one, or one an app holds): refused from its
    next request on, its long-polls and streams ended at once; the caller's other tokens keep working.

    Args:
        id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | RevokeAccessTokenResponse401 | RevokeAccessTokenResponse403 | RevokeAccessTokenResponse404 | RevokeAccessTokenResponse405 | RevokeAccessTokenResponse413 | RevokeAccessTokenResponse429 | RevokeAccessTokenResponse503
     """


    return sync_detailed(
        id=id,
client=client,

    ).parsed

async def asyncio_detailed(
    id: UUID,
    *,
    client: AuthenticatedClient,

) -> Response[Any | RevokeAccessTokenResponse401 | RevokeAccessTokenResponse403 | RevokeAccessTokenResponse404 | RevokeAccessTokenResponse405 | RevokeAccessTokenResponse413 | RevokeAccessTokenResponse429 | RevokeAccessTokenResponse503]:
    """ Revokes one of the caller's access tokens (a personal one, or one an app holds)

     Revokes one of the caller's access tokens (a personal one, or one an app holds): refused from its
    next request on, its long-polls and streams ended at once; the caller's other tokens keep working.

    Args:
        id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | RevokeAccessTokenResponse401 | RevokeAccessTokenResponse403 | RevokeAccessTokenResponse404 | RevokeAccessTokenResponse405 | RevokeAccessTokenResponse413 | RevokeAccessTokenResponse429 | RevokeAccessTokenResponse503]
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

) -> Any | RevokeAccessTokenResponse401 | RevokeAccessTokenResponse403 | RevokeAccessTokenResponse404 | RevokeAccessTokenResponse405 | RevokeAccessTokenResponse413 | RevokeAccessTokenResponse429 | RevokeAccessTokenResponse503 | None:
    """ Revokes one of the caller's access tokens (a personal one, or one an app holds)

     Revokes one of the caller's access tokens (a personal one, or one an app holds): refused from its
    next request on, its long-polls and streams ended at once; the caller's other tokens keep working.

    Args:
        id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | RevokeAccessTokenResponse401 | RevokeAccessTokenResponse403 | RevokeAccessTokenResponse404 | RevokeAccessTokenResponse405 | RevokeAccessTokenResponse413 | RevokeAccessTokenResponse429 | RevokeAccessTokenResponse503
     """


    return (await asyncio_detailed(
        id=id,
client=client,

    )).parsed
