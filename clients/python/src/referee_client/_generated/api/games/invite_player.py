from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.biscuits_game_dto import BiscuitsGameDto
from ...models.invite_player_response_400 import InvitePlayerResponse400
from ...models.invite_player_response_401 import InvitePlayerResponse401
from ...models.invite_player_response_403 import InvitePlayerResponse403
from ...models.invite_player_response_404 import InvitePlayerResponse404
from ...models.invite_player_response_405 import InvitePlayerResponse405
from ...models.invite_player_response_408 import InvitePlayerResponse408
from ...models.invite_player_response_409 import InvitePlayerResponse409
from ...models.invite_player_response_413 import InvitePlayerResponse413
from ...models.invite_player_response_415 import InvitePlayerResponse415
from ...models.invite_player_response_422 import InvitePlayerResponse422
from ...models.invite_player_response_429 import InvitePlayerResponse429
from ...models.invite_player_response_503 import InvitePlayerResponse503
from ...models.invite_request import InviteRequest
from ...models.meerkat_game_dto import MeerkatGameDto
from typing import cast
from uuid import UUID



def _get_kwargs(
    id: UUID,
    *,
    body: InviteRequest,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/games/{id}/invitations".format(id=quote(str(id), safe=""),),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> BiscuitsGameDto | MeerkatGameDto | InvitePlayerResponse400 | InvitePlayerResponse401 | InvitePlayerResponse403 | InvitePlayerResponse404 | InvitePlayerResponse405 | InvitePlayerResponse408 | InvitePlayerResponse409 | InvitePlayerResponse413 | InvitePlayerResponse415 | InvitePlayerResponse422 | InvitePlayerResponse429 | InvitePlayerResponse503 | None:
    if response.status_code == 201:
        def _parse_response_201(data: object) -> BiscuitsGameDto | MeerkatGameDto:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_game_dto_type_0 = MeerkatGameDto.from_dict(data)



                return componentsschemas_game_dto_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_game_dto_type_1 = BiscuitsGameDto.from_dict(data)



            return componentsschemas_game_dto_type_1

        response_201 = _parse_response_201(response.json())

        return response_201

    if response.status_code == 400:
        response_400 = InvitePlayerResponse400.from_dict(response.json())



        return response_400

    if response.status_code == 401:
        response_401 = InvitePlayerResponse401.from_dict(response.json())



        return response_401

    if response.status_code == 403:
        response_403 = InvitePlayerResponse403.from_dict(response.json())



        return response_403

    if response.status_code == 404:
        response_404 = InvitePlayerResponse404.from_dict(response.json())



        return response_404

    if response.status_code == 405:
        response_405 = InvitePlayerResponse405.from_dict(response.json())



        return response_405

    if response.status_code == 408:
        response_408 = InvitePlayerResponse408.from_dict(response.json())



        return response_408

    if response.status_code == 409:
        response_409 = InvitePlayerResponse409.from_dict(response.json())



        return response_409

    if response.status_code == 413:
        response_413 = InvitePlayerResponse413.from_dict(response.json())



        return response_413

    if response.status_code == 415:
        response_415 = InvitePlayerResponse415.from_dict(response.json())



        return response_415

    if response.status_code == 422:
        response_422 = InvitePlayerResponse422.from_dict(response.json())



        return response_422

    if response.status_code == 429:
        response_429 = InvitePlayerResponse429.from_dict(response.json())



        return response_429

    if response.status_code == 503:
        response_503 = InvitePlayerResponse503.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[BiscuitsGameDto | MeerkatGameDto | InvitePlayerResponse400 | InvitePlayerResponse401 | InvitePlayerResponse403 | InvitePlayerResponse404 | InvitePlayerResponse405 | InvitePlayerResponse408 | InvitePlayerResponse409 | InvitePlayerResponse413 | InvitePlayerResponse415 | InvitePlayerResponse422 | InvitePlayerResponse429 | InvitePlayerResponse503]:
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
    body: InviteRequest,

) -> Response[BiscuitsGameDto | MeerkatGameDto | InvitePlayerResponse400 | InvitePlayerResponse401 | InvitePlayerResponse403 | InvitePlayerResponse404 | InvitePlayerResponse405 | InvitePlayerResponse408 | InvitePlayerResponse409 | InvitePlayerResponse413 | InvitePlayerResponse415 | InvitePlayerResponse422 | InvitePlayerResponse429 | InvitePlayerResponse503]:
    """ Invites a player to an open game (its creator only), optionally keeping a seat for it

     Invites a player to an open game (its creator only), optionally keeping a seat for it. The player is
    told (`game_invited`) and accepts by joining.

    Args:
        id (UUID):
        body (InviteRequest): A player to invite to a game.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BiscuitsGameDto | MeerkatGameDto | InvitePlayerResponse400 | InvitePlayerResponse401 | InvitePlayerResponse403 | InvitePlayerResponse404 | InvitePlayerResponse405 | InvitePlayerResponse408 | InvitePlayerResponse409 | InvitePlayerResponse413 | InvitePlayerResponse415 | InvitePlayerResponse422 | InvitePlayerResponse429 | InvitePlayerResponse503]
     """


    kwargs = _get_kwargs(
        id=id,
body=body,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    id: UUID,
    *,
    client: AuthenticatedClient,
    body: InviteRequest,

) -> BiscuitsGameDto | MeerkatGameDto | InvitePlayerResponse400 | InvitePlayerResponse401 | InvitePlayerResponse403 | InvitePlayerResponse404 | InvitePlayerResponse405 | InvitePlayerResponse408 | InvitePlayerResponse409 | InvitePlayerResponse413 | InvitePlayerResponse415 | InvitePlayerResponse422 | InvitePlayerResponse429 | InvitePlayerResponse503 | None:
    """ Invites a player to an open game (its creator only), optionally keeping a seat for it

     Invites a player to an open game (its creator only), optionally keeping a seat for it. The player is
    told (`game_invited`) and accepts by joining.

    Args:
        id (UUID):
        body (InviteRequest): A player to invite to a game.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BiscuitsGameDto | MeerkatGameDto | InvitePlayerResponse400 | InvitePlayerResponse401 | InvitePlayerResponse403 | InvitePlayerResponse404 | InvitePlayerResponse405 | InvitePlayerResponse408 | InvitePlayerResponse409 | InvitePlayerResponse413 | InvitePlayerResponse415 | InvitePlayerResponse422 | InvitePlayerResponse429 | InvitePlayerResponse503
     """


    return sync_detailed(
        id=id,
client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    id: UUID,
    *,
    client: AuthenticatedClient,
    body: InviteRequest,

) -> Response[BiscuitsGameDto | MeerkatGameDto | InvitePlayerResponse400 | InvitePlayerResponse401 | InvitePlayerResponse403 | InvitePlayerResponse404 | InvitePlayerResponse405 | InvitePlayerResponse408 | InvitePlayerResponse409 | InvitePlayerResponse413 | InvitePlayerResponse415 | InvitePlayerResponse422 | InvitePlayerResponse429 | InvitePlayerResponse503]:
    """ Invites a player to an open game (its creator only), optionally keeping a seat for it

     Invites a player to an open game (its creator only), optionally keeping a seat for it. The player is
    told (`game_invited`) and accepts by joining.

    Args:
        id (UUID):
        body (InviteRequest): A player to invite to a game.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BiscuitsGameDto | MeerkatGameDto | InvitePlayerResponse400 | InvitePlayerResponse401 | InvitePlayerResponse403 | InvitePlayerResponse404 | InvitePlayerResponse405 | InvitePlayerResponse408 | InvitePlayerResponse409 | InvitePlayerResponse413 | InvitePlayerResponse415 | InvitePlayerResponse422 | InvitePlayerResponse429 | InvitePlayerResponse503]
     """


    kwargs = _get_kwargs(
        id=id,
body=body,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    id: UUID,
    *,
    client: AuthenticatedClient,
    body: InviteRequest,

) -> BiscuitsGameDto | MeerkatGameDto | InvitePlayerResponse400 | InvitePlayerResponse401 | InvitePlayerResponse403 | InvitePlayerResponse404 | InvitePlayerResponse405 | InvitePlayerResponse408 | InvitePlayerResponse409 | InvitePlayerResponse413 | InvitePlayerResponse415 | InvitePlayerResponse422 | InvitePlayerResponse429 | InvitePlayerResponse503 | None:
    """ Invites a player to an open game (its creator only), optionally keeping a seat for it

     Invites a player to an open game (its creator only), optionally keeping a seat for it. The player is
    told (`game_invited`) and accepts by joining.

    Args:
        id (UUID):
        body (InviteRequest): A player to invite to a game.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BiscuitsGameDto | MeerkatGameDto | InvitePlayerResponse400 | InvitePlayerResponse401 | InvitePlayerResponse403 | InvitePlayerResponse404 | InvitePlayerResponse405 | InvitePlayerResponse408 | InvitePlayerResponse409 | InvitePlayerResponse413 | InvitePlayerResponse415 | InvitePlayerResponse422 | InvitePlayerResponse429 | InvitePlayerResponse503
     """


    return (await asyncio_detailed(
        id=id,
client=client,
body=body,

    )).parsed
