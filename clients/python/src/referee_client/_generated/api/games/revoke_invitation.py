from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.revoke_invitation_response_401 import RevokeInvitationResponse401
from ...models.revoke_invitation_response_403 import RevokeInvitationResponse403
from ...models.revoke_invitation_response_404 import RevokeInvitationResponse404
from ...models.revoke_invitation_response_405 import RevokeInvitationResponse405
from ...models.revoke_invitation_response_409 import RevokeInvitationResponse409
from ...models.revoke_invitation_response_413 import RevokeInvitationResponse413
from ...models.revoke_invitation_response_429 import RevokeInvitationResponse429
from ...models.revoke_invitation_response_503 import RevokeInvitationResponse503
from typing import cast
from uuid import UUID



def _get_kwargs(
    id: UUID,
    player_id: UUID,

) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "delete",
        "url": "/v1/games/{id}/invitations/{player_id}".format(id=quote(str(id), safe=""),player_id=quote(str(player_id), safe=""),),
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Any | RevokeInvitationResponse401 | RevokeInvitationResponse403 | RevokeInvitationResponse404 | RevokeInvitationResponse405 | RevokeInvitationResponse409 | RevokeInvitationResponse413 | RevokeInvitationResponse429 | RevokeInvitationResponse503 | None:
    if response.status_code == 204:
        response_204 = cast(Any, None)
        return response_204

    if response.status_code == 401:
        response_401 = RevokeInvitationResponse401.from_dict(response.json())



        return response_401

    if response.status_code == 403:
        response_403 = RevokeInvitationResponse403.from_dict(response.json())



        return response_403

    if response.status_code == 404:
        response_404 = RevokeInvitationResponse404.from_dict(response.json())



        return response_404

    if response.status_code == 405:
        response_405 = RevokeInvitationResponse405.from_dict(response.json())



        return response_405

    if response.status_code == 409:
        response_409 = RevokeInvitationResponse409.from_dict(response.json())



        return response_409

    if response.status_code == 413:
        response_413 = RevokeInvitationResponse413.from_dict(response.json())



        return response_413

    if response.status_code == 429:
        response_429 = RevokeInvitationResponse429.from_dict(response.json())



        return response_429

    if response.status_code == 503:
        response_503 = RevokeInvitationResponse503.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Any | RevokeInvitationResponse401 | RevokeInvitationResponse403 | RevokeInvitationResponse404 | RevokeInvitationResponse405 | RevokeInvitationResponse409 | RevokeInvitationResponse413 | RevokeInvitationResponse429 | RevokeInvitationResponse503]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    id: UUID,
    player_id: UUID,
    *,
    client: AuthenticatedClient,

) -> Response[Any | RevokeInvitationResponse401 | RevokeInvitationResponse403 | RevokeInvitationResponse404 | RevokeInvitationResponse405 | RevokeInvitationResponse409 | RevokeInvitationResponse413 | RevokeInvitationResponse429 | RevokeInvitationResponse503]:
    """ Revokes the invitation of a player who has not joined yet (the game's creator only)

     Revokes the invitation of a player who has not joined yet (the game's creator only); the seat kept
    for it, if any, is free again.

    Args:
        id (UUID):
        player_id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | RevokeInvitationResponse401 | RevokeInvitationResponse403 | RevokeInvitationResponse404 | RevokeInvitationResponse405 | RevokeInvitationResponse409 | RevokeInvitationResponse413 | RevokeInvitationResponse429 | RevokeInvitationResponse503]
     """


    kwargs = _get_kwargs(
        id=id,
player_id=player_id,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    id: UUID,
    player_id: UUID,
    *,
    client: AuthenticatedClient,

) -> Any | RevokeInvitationResponse401 | RevokeInvitationResponse403 | RevokeInvitationResponse404 | RevokeInvitationResponse405 | RevokeInvitationResponse409 | RevokeInvitationResponse413 | RevokeInvitationResponse429 | RevokeInvitationResponse503 | None:
    """ Revokes the invitation of a player who has not joined yet (the game's creator only)

     Revokes the invitation of a player who has not joined yet (the game's creator only); the seat kept
    for it, if any, is free again.

    Args:
        id (UUID):
        player_id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | RevokeInvitationResponse401 | RevokeInvitationResponse403 | RevokeInvitationResponse404 | RevokeInvitationResponse405 | RevokeInvitationResponse409 | RevokeInvitationResponse413 | RevokeInvitationResponse429 | RevokeInvitationResponse503
     """


    return sync_detailed(
        id=id,
player_id=player_id,
client=client,

    ).parsed

async def asyncio_detailed(
    id: UUID,
    player_id: UUID,
    *,
    client: AuthenticatedClient,

) -> Response[Any | RevokeInvitationResponse401 | RevokeInvitationResponse403 | RevokeInvitationResponse404 | RevokeInvitationResponse405 | RevokeInvitationResponse409 | RevokeInvitationResponse413 | RevokeInvitationResponse429 | RevokeInvitationResponse503]:
    """ Revokes the invitation of a player who has not joined yet (the game's creator only)

     Revokes the invitation of a player who has not joined yet (the game's creator only); the seat kept
    for it, if any, is free again.

    Args:
        id (UUID):
        player_id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | RevokeInvitationResponse401 | RevokeInvitationResponse403 | RevokeInvitationResponse404 | RevokeInvitationResponse405 | RevokeInvitationResponse409 | RevokeInvitationResponse413 | RevokeInvitationResponse429 | RevokeInvitationResponse503]
     """


    kwargs = _get_kwargs(
        id=id,
player_id=player_id,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    id: UUID,
    player_id: UUID,
    *,
    client: AuthenticatedClient,

) -> Any | RevokeInvitationResponse401 | RevokeInvitationResponse403 | RevokeInvitationResponse404 | RevokeInvitationResponse405 | RevokeInvitationResponse409 | RevokeInvitationResponse413 | RevokeInvitationResponse429 | RevokeInvitationResponse503 | None:
    """ Revokes the invitation of a player who has not joined yet (the game's creator only)

     Revokes the invitation of a player who has not joined yet (the game's creator only); the seat kept
    for it, if any, is free again.

    Args:
        id (UUID):
        player_id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | RevokeInvitationResponse401 | RevokeInvitationResponse403 | RevokeInvitationResponse404 | RevokeInvitationResponse405 | RevokeInvitationResponse409 | RevokeInvitationResponse413 | RevokeInvitationResponse429 | RevokeInvitationResponse503
     """


    return (await asyncio_detailed(
        id=id,
player_id=player_id,
client=client,

    )).parsed
