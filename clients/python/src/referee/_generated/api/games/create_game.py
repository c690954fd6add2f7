from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.biscuits_create_game import BiscuitsCreateGame
from ...models.biscuits_game_dto import BiscuitsGameDto
from ...models.meerkat_create_game import MeerkatCreateGame
from ...models.meerkat_game_dto import MeerkatGameDto
from ...models.problem import Problem
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
    *,
    client: AuthenticatedClient,
    body: BiscuitsCreateGame | MeerkatCreateGame,

) -> Response[BiscuitsGameDto | MeerkatGameDto | Problem]:
    """ Creates a game (status `open`); by default the creator takes a seat.

    Args:
        body (BiscuitsCreateGame | MeerkatCreateGame):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BiscuitsGameDto | MeerkatGameDto | Problem]
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

) -> BiscuitsGameDto | MeerkatGameDto | Problem | None:
    """ Creates a game (status `open`); by default the creator takes a seat.

    Args:
        body (BiscuitsCreateGame | MeerkatCreateGame):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BiscuitsGameDto | MeerkatGameDto | Problem
     """


    return sync_detailed(
        client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: BiscuitsCreateGame | MeerkatCreateGame,

) -> Response[BiscuitsGameDto | MeerkatGameDto | Problem]:
    """ Creates a game (status `open`); by default the creator takes a seat.

    Args:
        body (BiscuitsCreateGame | MeerkatCreateGame):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BiscuitsGameDto | MeerkatGameDto | Problem]
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

) -> BiscuitsGameDto | MeerkatGameDto | Problem | None:
    """ Creates a game (status `open`); by default the creator takes a seat.

    Args:
        body (BiscuitsCreateGame | MeerkatCreateGame):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BiscuitsGameDto | MeerkatGameDto | Problem
     """


    return (await asyncio_detailed(
        client=client,
body=body,

    )).parsed
