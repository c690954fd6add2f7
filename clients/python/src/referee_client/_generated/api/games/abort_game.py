from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.abort_game_response_401 import AbortGameResponse401
from ...models.abort_game_response_403 import AbortGameResponse403
from ...models.abort_game_response_404 import AbortGameResponse404
from ...models.abort_game_response_405 import AbortGameResponse405
from ...models.abort_game_response_409 import AbortGameResponse409
from ...models.abort_game_response_413 import AbortGameResponse413
from ...models.abort_game_response_429 import AbortGameResponse429
from ...models.abort_game_response_503 import AbortGameResponse503
from ...models.biscuits_game_dto import BiscuitsGameDto
from ...models.meerkat_game_dto import MeerkatGameDto
from typing import cast
from uuid import UUID



def _get_kwargs(
    id: UUID,

) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "delete",
        "url": "/v1/games/{id}".format(id=quote(str(id), safe=""),),
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> AbortGameResponse401 | AbortGameResponse403 | AbortGameResponse404 | AbortGameResponse405 | AbortGameResponse409 | AbortGameResponse413 | AbortGameResponse429 | AbortGameResponse503 | BiscuitsGameDto | MeerkatGameDto | None:
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

    if response.status_code == 401:
        response_401 = AbortGameResponse401.from_dict(response.json())



        return response_401

    if response.status_code == 403:
        response_403 = AbortGameResponse403.from_dict(response.json())



        return response_403

    if response.status_code == 404:
        response_404 = AbortGameResponse404.from_dict(response.json())



        return response_404

    if response.status_code == 405:
        response_405 = AbortGameResponse405.from_dict(response.json())



        return response_405

    if response.status_code == 409:
        response_409 = AbortGameResponse409.from_dict(response.json())



        return response_409

    if response.status_code == 413:
        response_413 = AbortGameResponse413.from_dict(response.json())



        return response_413

    if response.status_code == 429:
        response_429 = AbortGameResponse429.from_dict(response.json())



        return response_429

    if response.status_code == 503:
        response_503 = AbortGameResponse503.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[AbortGameResponse401 | AbortGameResponse403 | AbortGameResponse404 | AbortGameResponse405 | AbortGameResponse409 | AbortGameResponse413 | AbortGameResponse429 | AbortGameResponse503 | BiscuitsGameDto | MeerkatGameDto]:
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

) -> Response[AbortGameResponse401 | AbortGameResponse403 | AbortGameResponse404 | AbortGameResponse405 | AbortGameResponse409 | AbortGameResponse413 | AbortGameResponse429 | AbortGameResponse503 | BiscuitsGameDto | MeerkatGameDto]:
    """ Aborts an open game (its creator only)

     Aborts an open game (its creator only). Its server seed is revealed: no card was ever dealt from it.

    Args:
        id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AbortGameResponse401 | AbortGameResponse403 | AbortGameResponse404 | AbortGameResponse405 | AbortGameResponse409 | AbortGameResponse413 | AbortGameResponse429 | AbortGameResponse503 | BiscuitsGameDto | MeerkatGameDto]
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

) -> AbortGameResponse401 | AbortGameResponse403 | AbortGameResponse404 | AbortGameResponse405 | AbortGameResponse409 | AbortGameResponse413 | AbortGameResponse429 | AbortGameResponse503 | BiscuitsGameDto | MeerkatGameDto | None:
    """ Aborts an open game (its creator only)

     Aborts an open game (its creator only). Its server seed is revealed: no card was ever dealt from it.

    Args:
        id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AbortGameResponse401 | AbortGameResponse403 | AbortGameResponse404 | AbortGameResponse405 | AbortGameResponse409 | AbortGameResponse413 | AbortGameResponse429 | AbortGameResponse503 | BiscuitsGameDto | MeerkatGameDto
     """


    return sync_detailed(
        id=id,
client=client,

    ).parsed

async def asyncio_detailed(
    id: UUID,
    *,
    client: AuthenticatedClient,

) -> Response[AbortGameResponse401 | AbortGameResponse403 | AbortGameResponse404 | AbortGameResponse405 | AbortGameResponse409 | AbortGameResponse413 | AbortGameResponse429 | AbortGameResponse503 | BiscuitsGameDto | MeerkatGameDto]:
    """ Aborts an open game (its creator only)

     Aborts an open game (its creator only). Its server seed is revealed: no card was ever dealt from it.

    Args:
        id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AbortGameResponse401 | AbortGameResponse403 | AbortGameResponse404 | AbortGameResponse405 | AbortGameResponse409 | AbortGameResponse413 | AbortGameResponse429 | AbortGameResponse503 | BiscuitsGameDto | MeerkatGameDto]
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

) -> AbortGameResponse401 | AbortGameResponse403 | AbortGameResponse404 | AbortGameResponse405 | AbortGameResponse409 | AbortGameResponse413 | AbortGameResponse429 | AbortGameResponse503 | BiscuitsGameDto | MeerkatGameDto | None:
    """ Aborts an open game (its creator only)

     Aborts an open game (its creator only). Its server seed is revealed: no card was ever dealt from it.

    Args:
        id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AbortGameResponse401 | AbortGameResponse403 | AbortGameResponse404 | AbortGameResponse405 | AbortGameResponse409 | AbortGameResponse413 | AbortGameResponse429 | AbortGameResponse503 | BiscuitsGameDto | MeerkatGameDto
     """


    return (await asyncio_detailed(
        id=id,
client=client,

    )).parsed
