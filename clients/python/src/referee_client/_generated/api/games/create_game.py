from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.biscuits_create_game import BiscuitsCreateGame
from ...models.biscuits_game_dto import BiscuitsGameDto
from ...models.create_game_response_400 import CreateGameResponse400
from ...models.create_game_response_401 import CreateGameResponse401
from ...models.create_game_response_403 import CreateGameResponse403
from ...models.create_game_response_405 import CreateGameResponse405
from ...models.create_game_response_408 import CreateGameResponse408
from ...models.create_game_response_409 import CreateGameResponse409
from ...models.create_game_response_413 import CreateGameResponse413
from ...models.create_game_response_415 import CreateGameResponse415
from ...models.create_game_response_422 import CreateGameResponse422
from ...models.create_game_response_429 import CreateGameResponse429
from ...models.create_game_response_503 import CreateGameResponse503
from ...models.meerkat_create_game import MeerkatCreateGame
from ...models.meerkat_game_dto import MeerkatGameDto
from typing import cast



def _get_kwargs(
    *,
    body: BiscuitsCreateGame | MeerkatCreateGame,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/games",
    }

    
    if isinstance(body, MeerkatCreateGame):
        _kwargs["json"] = body.to_dict()
    else:
        _kwargs["json"] = body.to_dict()


    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> BiscuitsGameDto | MeerkatGameDto | CreateGameResponse400 | CreateGameResponse401 | CreateGameResponse403 | CreateGameResponse405 | CreateGameResponse408 | CreateGameResponse409 | CreateGameResponse413 | CreateGameResponse415 | CreateGameResponse422 | CreateGameResponse429 | CreateGameResponse503 | None:
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
        response_400 = CreateGameResponse400.from_dict(response.json())



        return response_400

    if response.status_code == 401:
        response_401 = CreateGameResponse401.from_dict(response.json())



        return response_401

    if response.status_code == 403:
        response_403 = CreateGameResponse403.from_dict(response.json())



        return response_403

    if response.status_code == 405:
        response_405 = CreateGameResponse405.from_dict(response.json())



        return response_405

    if response.status_code == 408:
        response_408 = CreateGameResponse408.from_dict(response.json())



        return response_408

    if response.status_code == 409:
        response_409 = CreateGameResponse409.from_dict(response.json())



        return response_409

    if response.status_code == 413:
        response_413 = CreateGameResponse413.from_dict(response.json())



        return response_413

    if response.status_code == 415:
        response_415 = CreateGameResponse415.from_dict(response.json())



        return response_415

    if response.status_code == 422:
        response_422 = CreateGameResponse422.from_dict(response.json())



        return response_422

    if response.status_code == 429:
        response_429 = CreateGameResponse429.from_dict(response.json())



        return response_429

    if response.status_code == 503:
        response_503 = CreateGameResponse503.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[BiscuitsGameDto | MeerkatGameDto | CreateGameResponse400 | CreateGameResponse401 | CreateGameResponse403 | CreateGameResponse405 | CreateGameResponse408 | CreateGameResponse409 | CreateGameResponse413 | CreateGameResponse415 | CreateGameResponse422 | CreateGameResponse429 | CreateGameResponse503]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: BiscuitsCreateGame | MeerkatCreateGame,

) -> Response[BiscuitsGameDto | MeerkatGameDto | CreateGameResponse400 | CreateGameResponse401 | CreateGameResponse403 | CreateGameResponse405 | CreateGameResponse408 | CreateGameResponse409 | CreateGameResponse413 | CreateGameResponse415 | CreateGameResponse422 | CreateGameResponse429 | CreateGameResponse503]:
    """ Creates a game (status `open`)

     Creates a game (status `open`); by default the creator takes a seat.

    Args:
        body (BiscuitsCreateGame | MeerkatCreateGame):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BiscuitsGameDto | MeerkatGameDto | CreateGameResponse400 | CreateGameResponse401 | CreateGameResponse403 | CreateGameResponse405 | CreateGameResponse408 | CreateGameResponse409 | CreateGameResponse413 | CreateGameResponse415 | CreateGameResponse422 | CreateGameResponse429 | CreateGameResponse503]
     """


    kwargs = _get_kwargs(
        body=body,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient,
    body: BiscuitsCreateGame | MeerkatCreateGame,

) -> BiscuitsGameDto | MeerkatGameDto | CreateGameResponse400 | CreateGameResponse401 | CreateGameResponse403 | CreateGameResponse405 | CreateGameResponse408 | CreateGameResponse409 | CreateGameResponse413 | CreateGameResponse415 | CreateGameResponse422 | CreateGameResponse429 | CreateGameResponse503 | None:
    """ Creates a game (status `open`)

     Creates a game (status `open`); by default the creator takes a seat.

    Args:
        body (BiscuitsCreateGame | MeerkatCreateGame):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BiscuitsGameDto | MeerkatGameDto | CreateGameResponse400 | CreateGameResponse401 | CreateGameResponse403 | CreateGameResponse405 | CreateGameResponse408 | CreateGameResponse409 | CreateGameResponse413 | CreateGameResponse415 | CreateGameResponse422 | CreateGameResponse429 | CreateGameResponse503
     """


    return sync_detailed(
        client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: BiscuitsCreateGame | MeerkatCreateGame,

) -> Response[BiscuitsGameDto | MeerkatGameDto | CreateGameResponse400 | CreateGameResponse401 | CreateGameResponse403 | CreateGameResponse405 | CreateGameResponse408 | CreateGameResponse409 | CreateGameResponse413 | CreateGameResponse415 | CreateGameResponse422 | CreateGameResponse429 | CreateGameResponse503]:
    """ Creates a game (status `open`)

     Creates a game (status `open`); by default the creator takes a seat.

    Args:
        body (BiscuitsCreateGame | MeerkatCreateGame):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BiscuitsGameDto | MeerkatGameDto | CreateGameResponse400 | CreateGameResponse401 | CreateGameResponse403 | CreateGameResponse405 | CreateGameResponse408 | CreateGameResponse409 | CreateGameResponse413 | CreateGameResponse415 | CreateGameResponse422 | CreateGameResponse429 | CreateGameResponse503]
     """


    kwargs = _get_kwargs(
        body=body,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient,
    body: BiscuitsCreateGame | MeerkatCreateGame,

) -> BiscuitsGameDto | MeerkatGameDto | CreateGameResponse400 | CreateGameResponse401 | CreateGameResponse403 | CreateGameResponse405 | CreateGameResponse408 | CreateGameResponse409 | CreateGameResponse413 | CreateGameResponse415 | CreateGameResponse422 | CreateGameResponse429 | CreateGameResponse503 | None:
    """ Creates a game (status `open`)

     Creates a game (status `open`); by default the creator takes a seat.

    Args:
        body (BiscuitsCreateGame | MeerkatCreateGame):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BiscuitsGameDto | MeerkatGameDto | CreateGameResponse400 | CreateGameResponse401 | CreateGameResponse403 | CreateGameResponse405 | CreateGameResponse408 | CreateGameResponse409 | CreateGameResponse413 | CreateGameResponse415 | CreateGameResponse422 | CreateGameResponse429 | CreateGameResponse503
     """


    return (await asyncio_detailed(
        client=client,
body=body,

    )).parsed
