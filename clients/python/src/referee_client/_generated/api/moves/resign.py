from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.biscuits_game_dto import BiscuitsGameDto
from ...models.meerkat_game_dto import MeerkatGameDto
from ...models.resign_response_401 import ResignResponse401
from ...models.resign_response_403 import ResignResponse403
from ...models.resign_response_404 import ResignResponse404
from ...models.resign_response_405 import ResignResponse405
from ...models.resign_response_409 import ResignResponse409
from ...models.resign_response_413 import ResignResponse413
from ...models.resign_response_422 import ResignResponse422
from ...models.resign_response_429 import ResignResponse429
from ...models.resign_response_503 import ResignResponse503
from typing import cast
from uuid import UUID



def _get_kwargs(
    id: UUID,

) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/games/{id}/resign".format(id=quote(str(id), safe=""),),
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> BiscuitsGameDto | MeerkatGameDto | ResignResponse401 | ResignResponse403 | ResignResponse404 | ResignResponse405 | ResignResponse409 | ResignResponse413 | ResignResponse422 | ResignResponse429 | ResignResponse503 | None:
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
        response_401 = ResignResponse401.from_dict(response.json())



        return response_401

    if response.status_code == 403:
        response_403 = ResignResponse403.from_dict(response.json())



        return response_403

    if response.status_code == 404:
        response_404 = ResignResponse404.from_dict(response.json())



        return response_404

    if response.status_code == 405:
        response_405 = ResignResponse405.from_dict(response.json())



        return response_405

    if response.status_code == 409:
        response_409 = ResignResponse409.from_dict(response.json())



        return response_409

    if response.status_code == 413:
        response_413 = ResignResponse413.from_dict(response.json())



        return response_413

    if response.status_code == 422:
        response_422 = ResignResponse422.from_dict(response.json())



        return response_422

    if response.status_code == 429:
        response_429 = ResignResponse429.from_dict(response.json())



        return response_429

    if response.status_code == 503:
        response_503 = ResignResponse503.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[BiscuitsGameDto | MeerkatGameDto | ResignResponse401 | ResignResponse403 | ResignResponse404 | ResignResponse405 | ResignResponse409 | ResignResponse413 | ResignResponse422 | ResignResponse429 | ResignResponse503]:
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

) -> Response[BiscuitsGameDto | MeerkatGameDto | ResignResponse401 | ResignResponse403 | ResignResponse404 | ResignResponse405 | ResignResponse409 | ResignResponse413 | ResignResponse422 | ResignResponse429 | ResignResponse503]:
    """ Resigns the caller's seat

     Resigns the caller's seat: from now on the referee plays each of its turns at once with the seat's
    default action (docs/RULES.md, "Both games — turn clocks"); the game goes on, and scores as usual.

    Args:
        id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BiscuitsGameDto | MeerkatGameDto | ResignResponse401 | ResignResponse403 | ResignResponse404 | ResignResponse405 | ResignResponse409 | ResignResponse413 | ResignResponse422 | ResignResponse429 | ResignResponse503]
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

) -> BiscuitsGameDto | MeerkatGameDto | ResignResponse401 | ResignResponse403 | ResignResponse404 | ResignResponse405 | ResignResponse409 | ResignResponse413 | ResignResponse422 | ResignResponse429 | ResignResponse503 | None:
    """ Resigns the caller's seat

     Resigns the caller's seat: from now on the referee plays each of its turns at once with the seat's
    default action (docs/RULES.md, "Both games — turn clocks"); the game goes on, and scores as usual.

    Args:
        id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BiscuitsGameDto | MeerkatGameDto | ResignResponse401 | ResignResponse403 | ResignResponse404 | ResignResponse405 | ResignResponse409 | ResignResponse413 | ResignResponse422 | ResignResponse429 | ResignResponse503
     """


    return sync_detailed(
        id=id,
client=client,

    ).parsed

async def asyncio_detailed(
    id: UUID,
    *,
    client: AuthenticatedClient,

) -> Response[BiscuitsGameDto | MeerkatGameDto | ResignResponse401 | ResignResponse403 | ResignResponse404 | ResignResponse405 | ResignResponse409 | ResignResponse413 | ResignResponse422 | ResignResponse429 | ResignResponse503]:
    """ Resigns the caller's seat

     Resigns the caller's seat: from now on the referee plays each of its turns at once with the seat's
    default action (docs/RULES.md, "Both games — turn clocks"); the game goes on, and scores as usual.

    Args:
        id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BiscuitsGameDto | MeerkatGameDto | ResignResponse401 | ResignResponse403 | ResignResponse404 | ResignResponse405 | ResignResponse409 | ResignResponse413 | ResignResponse422 | ResignResponse429 | ResignResponse503]
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

) -> BiscuitsGameDto | MeerkatGameDto | ResignResponse401 | ResignResponse403 | ResignResponse404 | ResignResponse405 | ResignResponse409 | ResignResponse413 | ResignResponse422 | ResignResponse429 | ResignResponse503 | None:
    """ Resigns the caller's seat

     Resigns the caller's seat: from now on the referee plays each of its turns at once with the seat's
    default action (docs/RULES.md, "Both games — turn clocks"); the game goes on, and scores as usual.

    Args:
        id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BiscuitsGameDto | MeerkatGameDto | ResignResponse401 | ResignResponse403 | ResignResponse404 | ResignResponse405 | ResignResponse409 | ResignResponse413 | ResignResponse422 | ResignResponse429 | ResignResponse503
     """


    return (await asyncio_detailed(
        id=id,
client=client,

    )).parsed
