from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.biscuits_game_dto import BiscuitsGameDto
from ...models.get_game_response_400 import GetGameResponse400
from ...models.get_game_response_401 import GetGameResponse401
from ...models.get_game_response_403 import GetGameResponse403
from ...models.get_game_response_404 import GetGameResponse404
from ...models.get_game_response_405 import GetGameResponse405
from ...models.get_game_response_413 import GetGameResponse413
from ...models.get_game_response_429 import GetGameResponse429
from ...models.get_game_response_503 import GetGameResponse503
from ...models.meerkat_game_dto import MeerkatGameDto
from ...types import UNSET, Unset
from typing import cast
from uuid import UUID



def _get_kwargs(
    id: UUID,
    *,
    wait: int | Unset = UNSET,
    if_none_match: str | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(if_none_match, Unset):
        headers["If-None-Match"] = if_none_match



    

    params: dict[str, Any] = {}

    params["wait"] = wait


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/games/{id}".format(id=quote(str(id), safe=""),),
        "params": params,
    }


    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Any | BiscuitsGameDto | MeerkatGameDto | GetGameResponse400 | GetGameResponse401 | GetGameResponse403 | GetGameResponse404 | GetGameResponse405 | GetGameResponse413 | GetGameResponse429 | GetGameResponse503 | None:
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

    if response.status_code == 304:
        response_304 = cast(Any, None)
        return response_304

    if response.status_code == 400:
        response_400 = GetGameResponse400.from_dict(response.json())



        return response_400

    if response.status_code == 401:
        response_401 = GetGameResponse401.from_dict(response.json())



        return response_401

    if response.status_code == 403:
        response_403 = GetGameResponse403.from_dict(response.json())



        return response_403

    if response.status_code == 404:
        response_404 = GetGameResponse404.from_dict(response.json())



        return response_404

    if response.status_code == 405:
        response_405 = GetGameResponse405.from_dict(response.json())



        return response_405

    if response.status_code == 413:
        response_413 = GetGameResponse413.from_dict(response.json())



        return response_413

    if response.status_code == 429:
        response_429 = GetGameResponse429.from_dict(response.json())



        return response_429

    if response.status_code == 503:
        response_503 = GetGameResponse503.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Any | BiscuitsGameDto | MeerkatGameDto | GetGameResponse400 | GetGameResponse401 | GetGameResponse403 | GetGameResponse404 | GetGameResponse405 | GetGameResponse413 | GetGameResponse429 | GetGameResponse503]:
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
    wait: int | Unset = UNSET,
    if_none_match: str | Unset = UNSET,

) -> Response[Any | BiscuitsGameDto | MeerkatGameDto | GetGameResponse400 | GetGameResponse401 | GetGameResponse403 | GetGameResponse404 | GetGameResponse405 | GetGameResponse413 | GetGameResponse429 | GetGameResponse503]:
    """ The game as the caller sees it

     The game as the caller sees it: its own view when seated, a spectator view otherwise. Supports `If-
    None-Match` with the `ETag`; with `wait` as well, the answer comes as soon as the game changes (or
    304 when the wait ends).

    Args:
        id (UUID):
        wait (int | Unset):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | BiscuitsGameDto | MeerkatGameDto | GetGameResponse400 | GetGameResponse401 | GetGameResponse403 | GetGameResponse404 | GetGameResponse405 | GetGameResponse413 | GetGameResponse429 | GetGameResponse503]
     """


    kwargs = _get_kwargs(
        id=id,
wait=wait,
if_none_match=if_none_match,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    id: UUID,
    *,
    client: AuthenticatedClient,
    wait: int | Unset = UNSET,
    if_none_match: str | Unset = UNSET,

) -> Any | BiscuitsGameDto | MeerkatGameDto | GetGameResponse400 | GetGameResponse401 | GetGameResponse403 | GetGameResponse404 | GetGameResponse405 | GetGameResponse413 | GetGameResponse429 | GetGameResponse503 | None:
    """ The game as the caller sees it

     The game as the caller sees it: its own view when seated, a spectator view otherwise. Supports `If-
    None-Match` with the `ETag`; with `wait` as well, the answer comes as soon as the game changes (or
    304 when the wait ends).

    Args:
        id (UUID):
        wait (int | Unset):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | BiscuitsGameDto | MeerkatGameDto | GetGameResponse400 | GetGameResponse401 | GetGameResponse403 | GetGameResponse404 | GetGameResponse405 | GetGameResponse413 | GetGameResponse429 | GetGameResponse503
     """


    return sync_detailed(
        id=id,
client=client,
wait=wait,
if_none_match=if_none_match,

    ).parsed

async def asyncio_detailed(
    id: UUID,
    *,
    client: AuthenticatedClient,
    wait: int | Unset = UNSET,
    if_none_match: str | Unset = UNSET,

) -> Response[Any | BiscuitsGameDto | MeerkatGameDto | GetGameResponse400 | GetGameResponse401 | GetGameResponse403 | GetGameResponse404 | GetGameResponse405 | GetGameResponse413 | GetGameResponse429 | GetGameResponse503]:
    """ The game as the caller sees it

     The game as the caller sees it: its own view when seated, a spectator view otherwise. Supports `If-
    None-Match` with the `ETag`; with `wait` as well, the answer comes as soon as the game changes (or
    304 when the wait ends).

    Args:
        id (UUID):
        wait (int | Unset):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | BiscuitsGameDto | MeerkatGameDto | GetGameResponse400 | GetGameResponse401 | GetGameResponse403 | GetGameResponse404 | GetGameResponse405 | GetGameResponse413 | GetGameResponse429 | GetGameResponse503]
     """


    kwargs = _get_kwargs(
        id=id,
wait=wait,
if_none_match=if_none_match,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    id: UUID,
    *,
    client: AuthenticatedClient,
    wait: int | Unset = UNSET,
    if_none_match: str | Unset = UNSET,

) -> Any | BiscuitsGameDto | MeerkatGameDto | GetGameResponse400 | GetGameResponse401 | GetGameResponse403 | GetGameResponse404 | GetGameResponse405 | GetGameResponse413 | GetGameResponse429 | GetGameResponse503 | None:
    """ The game as the caller sees it

     The game as the caller sees it: its own view when seated, a spectator view otherwise. Supports `If-
    None-Match` with the `ETag`; with `wait` as well, the answer comes as soon as the game changes (or
    304 when the wait ends).

    Args:
        id (UUID):
        wait (int | Unset):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | BiscuitsGameDto | MeerkatGameDto | GetGameResponse400 | GetGameResponse401 | GetGameResponse403 | GetGameResponse404 | GetGameResponse405 | GetGameResponse413 | GetGameResponse429 | GetGameResponse503
     """


    return (await asyncio_detailed(
        id=id,
client=client,
wait=wait,
if_none_match=if_none_match,

    )).parsed
