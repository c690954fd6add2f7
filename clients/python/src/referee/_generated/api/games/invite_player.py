from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.biscuits_game_dto import BiscuitsGameDto
from ...models.invite_request import InviteRequest
from ...models.meerkat_game_dto import MeerkatGameDto
from ...models.problem import Problem
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



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> BiscuitsGameDto | MeerkatGameDto | Problem | None:
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
        response_400 = Problem.from_dict(response.json())



        return response_400

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())



        return response_401

    if response.status_code == 403:
        response_403 = Problem.from_dict(response.json())



        return response_403

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())



        return response_404

    if response.status_code == 405:
        response_405 = Problem.from_dict(response.json())



        return response_405

    if response.status_code == 408:
        response_408 = Problem.from_dict(response.json())



        return response_408

    if response.status_code == 409:
        response_409 = Problem.from_dict(response.json())



        return response_409

    if response.status_code == 413:
        response_413 = Problem.from_dict(response.json())



        return response_413

    if response.status_code == 415:
        response_415 = Problem.from_dict(response.json())



        return response_415

    if response.status_code == 422:
        response_422 = Problem.from_dict(response.json())



        return response_422

    if response.status_code == 429:
        response_429 = Problem.from_dict(response.json())



        return response_429

    if response.status_code == 503:
        response_503 = Problem.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[BiscuitsGameDto | MeerkatGameDto | Problem]:
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

) -> Response[BiscuitsGameDto | MeerkatGameDto | Problem]:
    """ Invites a player to an open game (its creator only), optionally keeping
    a seat for it. The player is told (`game_invited`) and accepts by joining.

    Args:
        id (UUID):
        body (InviteRequest): A player to invite to a game.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BiscuitsGameDto | MeerkatGameDto | Problem]
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

) -> BiscuitsGameDto | MeerkatGameDto | Problem | None:
    """ Invites a player to an open game (its creator only), optionally keeping
    a seat for it. The player is told (`game_invited`) and accepts by joining.

    Args:
        id (UUID):
        body (InviteRequest): A player to invite to a game.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BiscuitsGameDto | MeerkatGameDto | Problem
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

) -> Response[BiscuitsGameDto | MeerkatGameDto | Problem]:
    """ Invites a player to an open game (its creator only), optionally keeping
    a seat for it. The player is told (`game_invited`) and accepts by joining.

    Args:
        id (UUID):
        body (InviteRequest): A player to invite to a game.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BiscuitsGameDto | MeerkatGameDto | Problem]
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

) -> BiscuitsGameDto | MeerkatGameDto | Problem | None:
    """ Invites a player to an open game (its creator only), optionally keeping
    a seat for it. The player is told (`game_invited`) and accepts by joining.

    Args:
        id (UUID):
        body (InviteRequest): A player to invite to a game.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BiscuitsGameDto | MeerkatGameDto | Problem
     """


    return (await asyncio_detailed(
        id=id,
client=client,
body=body,

    )).parsed
