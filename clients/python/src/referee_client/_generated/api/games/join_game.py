from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.biscuits_game_dto import BiscuitsGameDto
from ...models.join_game import JoinGame
from ...models.join_game_response_400 import JoinGameResponse400
from ...models.join_game_response_401 import JoinGameResponse401
from ...models.join_game_response_403 import JoinGameResponse403
from ...models.join_game_response_404 import JoinGameResponse404
from ...models.join_game_response_405 import JoinGameResponse405
from ...models.join_game_response_408 import JoinGameResponse408
from ...models.join_game_response_409 import JoinGameResponse409
from ...models.join_game_response_413 import JoinGameResponse413
from ...models.join_game_response_415 import JoinGameResponse415
from ...models.join_game_response_422 import JoinGameResponse422
from ...models.join_game_response_429 import JoinGameResponse429
from ...models.join_game_response_503 import JoinGameResponse503
from ...models.meerkat_game_dto import MeerkatGameDto
from typing import cast
from uuid import UUID



def _get_kwargs(
    id: UUID,
    *,
    body: JoinGame,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/games/{id}/seats".format(id=quote(str(id), safe=""),),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> BiscuitsGameDto | MeerkatGameDto | JoinGameResponse400 | JoinGameResponse401 | JoinGameResponse403 | JoinGameResponse404 | JoinGameResponse405 | JoinGameResponse408 | JoinGameResponse409 | JoinGameResponse413 | JoinGameResponse415 | JoinGameResponse422 | JoinGameResponse429 | JoinGameResponse503 | None:
    if response.status_code == 200:
        def _parse_response_200(data: object) -> BiscuitsGameDto | MeerkatGameDto:
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

        response_200 = _parse_response_200(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = JoinGameResponse400.from_dict(response.json())



        return response_400

    if response.status_code == 401:
        response_401 = JoinGameResponse401.from_dict(response.json())



        return response_401

    if response.status_code == 403:
        response_403 = JoinGameResponse403.from_dict(response.json())



        return response_403

    if response.status_code == 404:
        response_404 = JoinGameResponse404.from_dict(response.json())



        return response_404

    if response.status_code == 405:
        response_405 = JoinGameResponse405.from_dict(response.json())



        return response_405

    if response.status_code == 408:
        response_408 = JoinGameResponse408.from_dict(response.json())



        return response_408

    if response.status_code == 409:
        response_409 = JoinGameResponse409.from_dict(response.json())



        return response_409

    if response.status_code == 413:
        response_413 = JoinGameResponse413.from_dict(response.json())



        return response_413

    if response.status_code == 415:
        response_415 = JoinGameResponse415.from_dict(response.json())



        return response_415

    if response.status_code == 422:
        response_422 = JoinGameResponse422.from_dict(response.json())



        return response_422

    if response.status_code == 429:
        response_429 = JoinGameResponse429.from_dict(response.json())



        return response_429

    if response.status_code == 503:
        response_503 = JoinGameResponse503.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[BiscuitsGameDto | MeerkatGameDto | JoinGameResponse400 | JoinGameResponse401 | JoinGameResponse403 | JoinGameResponse404 | JoinGameResponse405 | JoinGameResponse408 | JoinGameResponse409 | JoinGameResponse413 | JoinGameResponse415 | JoinGameResponse422 | JoinGameResponse429 | JoinGameResponse503]:
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
    body: JoinGame,

) -> Response[BiscuitsGameDto | MeerkatGameDto | JoinGameResponse400 | JoinGameResponse401 | JoinGameResponse403 | JoinGameResponse404 | JoinGameResponse405 | JoinGameResponse408 | JoinGameResponse409 | JoinGameResponse413 | JoinGameResponse415 | JoinGameResponse422 | JoinGameResponse429 | JoinGameResponse503]:
    """ Joins an open game

     Joins an open game. The game starts by itself when the last seat fills.

    Args:
        id (UUID):
        body (JoinGame):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BiscuitsGameDto | MeerkatGameDto | JoinGameResponse400 | JoinGameResponse401 | JoinGameResponse403 | JoinGameResponse404 | JoinGameResponse405 | JoinGameResponse408 | JoinGameResponse409 | JoinGameResponse413 | JoinGameResponse415 | JoinGameResponse422 | JoinGameResponse429 | JoinGameResponse503]
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
    body: JoinGame,

) -> BiscuitsGameDto | MeerkatGameDto | JoinGameResponse400 | JoinGameResponse401 | JoinGameResponse403 | JoinGameResponse404 | JoinGameResponse405 | JoinGameResponse408 | JoinGameResponse409 | JoinGameResponse413 | JoinGameResponse415 | JoinGameResponse422 | JoinGameResponse429 | JoinGameResponse503 | None:
    """ Joins an open game

     Joins an open game. The game starts by itself when the last seat fills.

    Args:
        id (UUID):
        body (JoinGame):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BiscuitsGameDto | MeerkatGameDto | JoinGameResponse400 | JoinGameResponse401 | JoinGameResponse403 | JoinGameResponse404 | JoinGameResponse405 | JoinGameResponse408 | JoinGameResponse409 | JoinGameResponse413 | JoinGameResponse415 | JoinGameResponse422 | JoinGameResponse429 | JoinGameResponse503
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
    body: JoinGame,

) -> Response[BiscuitsGameDto | MeerkatGameDto | JoinGameResponse400 | JoinGameResponse401 | JoinGameResponse403 | JoinGameResponse404 | JoinGameResponse405 | JoinGameResponse408 | JoinGameResponse409 | JoinGameResponse413 | JoinGameResponse415 | JoinGameResponse422 | JoinGameResponse429 | JoinGameResponse503]:
    """ Joins an open game

     Joins an open game. The game starts by itself when the last seat fills.

    Args:
        id (UUID):
        body (JoinGame):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BiscuitsGameDto | MeerkatGameDto | JoinGameResponse400 | JoinGameResponse401 | JoinGameResponse403 | JoinGameResponse404 | JoinGameResponse405 | JoinGameResponse408 | JoinGameResponse409 | JoinGameResponse413 | JoinGameResponse415 | JoinGameResponse422 | JoinGameResponse429 | JoinGameResponse503]
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
    body: JoinGame,

) -> BiscuitsGameDto | MeerkatGameDto | JoinGameResponse400 | JoinGameResponse401 | JoinGameResponse403 | JoinGameResponse404 | JoinGameResponse405 | JoinGameResponse408 | JoinGameResponse409 | JoinGameResponse413 | JoinGameResponse415 | JoinGameResponse422 | JoinGameResponse429 | JoinGameResponse503 | None:
    """ Joins an open game

     Joins an open game. The game starts by itself when the last seat fills.

    Args:
        id (UUID):
        body (JoinGame):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BiscuitsGameDto | MeerkatGameDto | JoinGameResponse400 | JoinGameResponse401 | JoinGameResponse403 | JoinGameResponse404 | JoinGameResponse405 | JoinGameResponse408 | JoinGameResponse409 | JoinGameResponse413 | JoinGameResponse415 | JoinGameResponse422 | JoinGameResponse429 | JoinGameResponse503
     """


    return (await asyncio_detailed(
        id=id,
client=client,
body=body,

    )).parsed
