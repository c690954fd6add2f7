from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.revoke_invite_code_response_401 import RevokeInviteCodeResponse401
from ...models.revoke_invite_code_response_403 import RevokeInviteCodeResponse403
from ...models.revoke_invite_code_response_404 import RevokeInviteCodeResponse404
from ...models.revoke_invite_code_response_405 import RevokeInviteCodeResponse405
from ...models.revoke_invite_code_response_409 import RevokeInviteCodeResponse409
from ...models.revoke_invite_code_response_413 import RevokeInviteCodeResponse413
from ...models.revoke_invite_code_response_429 import RevokeInviteCodeResponse429
from ...models.revoke_invite_code_response_503 import RevokeInviteCodeResponse503
from typing import cast
from uuid import UUID



def _get_kwargs(
    id: UUID,

) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "delete",
        "url": "/v1/games/{id}/invite-code".format(id=quote(str(id), safe=""),),
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Any | RevokeInviteCodeResponse401 | RevokeInviteCodeResponse403 | RevokeInviteCodeResponse404 | RevokeInviteCodeResponse405 | RevokeInviteCodeResponse409 | RevokeInviteCodeResponse413 | RevokeInviteCodeResponse429 | RevokeInviteCodeResponse503 | None:
    if response.status_code == 204:
        response_204 = cast(Any, None)
        return response_204

    if response.status_code == 401:
        response_401 = RevokeInviteCodeResponse401.from_dict(response.json())



        return response_401

    if response.status_code == 403:
        response_403 = RevokeInviteCodeResponse403.from_dict(response.json())



        return response_403

    if response.status_code == 404:
        response_404 = RevokeInviteCodeResponse404.from_dict(response.json())



        return response_404

    if response.status_code == 405:
        response_405 = RevokeInviteCodeResponse405.from_dict(response.json())



        return response_405

    if response.status_code == 409:
        response_409 = RevokeInviteCodeResponse409.from_dict(response.json())



        return response_409

    if response.status_code == 413:
        response_413 = RevokeInviteCodeResponse413.from_dict(response.json())



        return response_413

    if response.status_code == 429:
        response_429 = RevokeInviteCodeResponse429.from_dict(response.json())



        return response_429

    if response.status_code == 503:
        response_503 = RevokeInviteCodeResponse503.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Any | RevokeInviteCodeResponse401 | RevokeInviteCodeResponse403 | RevokeInviteCodeResponse404 | RevokeInviteCodeResponse405 | RevokeInviteCodeResponse409 | RevokeInviteCodeResponse413 | RevokeInviteCodeResponse429 | RevokeInviteCodeResponse503]:
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

) -> Response[Any | RevokeInviteCodeResponse401 | RevokeInviteCodeResponse403 | RevokeInviteCodeResponse404 | RevokeInviteCodeResponse405 | RevokeInviteCodeResponse409 | RevokeInviteCodeResponse413 | RevokeInviteCodeResponse429 | RevokeInviteCodeResponse503]:
    """ Revokes the game's invite code (its creator only)

     Revokes the game's invite code (its creator only): it no longer opens the game. Players who joined
    with it stay.

    Args:
        id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | RevokeInviteCodeResponse401 | RevokeInviteCodeResponse403 | RevokeInviteCodeResponse404 | RevokeInviteCodeResponse405 | RevokeInviteCodeResponse409 | RevokeInviteCodeResponse413 | RevokeInviteCodeResponse429 | RevokeInviteCodeResponse503]
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

) -> Any | RevokeInviteCodeResponse401 | RevokeInviteCodeResponse403 | RevokeInviteCodeResponse404 | RevokeInviteCodeResponse405 | RevokeInviteCodeResponse409 | RevokeInviteCodeResponse413 | RevokeInviteCodeResponse429 | RevokeInviteCodeResponse503 | None:
    """ Revokes the game's invite code (its creator only)

     Revokes the game's invite code (its creator only): it no longer opens the game. Players who joined
    with it stay.

    Args:
        id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | RevokeInviteCodeResponse401 | RevokeInviteCodeResponse403 | RevokeInviteCodeResponse404 | RevokeInviteCodeResponse405 | RevokeInviteCodeResponse409 | RevokeInviteCodeResponse413 | RevokeInviteCodeResponse429 | RevokeInviteCodeResponse503
     """


    return sync_detailed(
        id=id,
client=client,

    ).parsed

async def asyncio_detailed(
    id: UUID,
    *,
    client: AuthenticatedClient,

) -> Response[Any | RevokeInviteCodeResponse401 | RevokeInviteCodeResponse403 | RevokeInviteCodeResponse404 | RevokeInviteCodeResponse405 | RevokeInviteCodeResponse409 | RevokeInviteCodeResponse413 | RevokeInviteCodeResponse429 | RevokeInviteCodeResponse503]:
    """ Revokes the game's invite code (its creator only)

     Revokes the game's invite code (its creator only): it no longer opens the game. Players who joined
    with it stay.

    Args:
        id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | RevokeInviteCodeResponse401 | RevokeInviteCodeResponse403 | RevokeInviteCodeResponse404 | RevokeInviteCodeResponse405 | RevokeInviteCodeResponse409 | RevokeInviteCodeResponse413 | RevokeInviteCodeResponse429 | RevokeInviteCodeResponse503]
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

) -> Any | RevokeInviteCodeResponse401 | RevokeInviteCodeResponse403 | RevokeInviteCodeResponse404 | RevokeInviteCodeResponse405 | RevokeInviteCodeResponse409 | RevokeInviteCodeResponse413 | RevokeInviteCodeResponse429 | RevokeInviteCodeResponse503 | None:
    """ Revokes the game's invite code (its creator only)

     Revokes the game's invite code (its creator only): it no longer opens the game. Players who joined
    with it stay.

    Args:
        id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | RevokeInviteCodeResponse401 | RevokeInviteCodeResponse403 | RevokeInviteCodeResponse404 | RevokeInviteCodeResponse405 | RevokeInviteCodeResponse409 | RevokeInviteCodeResponse413 | RevokeInviteCodeResponse429 | RevokeInviteCodeResponse503
     """


    return (await asyncio_detailed(
        id=id,
client=client,

    )).parsed
