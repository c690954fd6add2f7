from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.biscuits_game_dto import BiscuitsGameDto
from ...models.meerkat_game_dto import MeerkatGameDto
from ...models.rematch_response_401 import RematchResponse401
from ...models.rematch_response_403 import RematchResponse403
from ...models.rematch_response_404 import RematchResponse404
from ...models.rematch_response_405 import RematchResponse405
from ...models.rematch_response_409 import RematchResponse409
from ...models.rematch_response_413 import RematchResponse413
from ...models.rematch_response_429 import RematchResponse429
from ...models.rematch_response_503 import RematchResponse503
from typing import cast
from uuid import UUID



def _get_kwargs(
    id: UUID,

) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/games/{id}/rematch".format(id=quote(str(id), safe=""),),
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> BiscuitsGameDto | MeerkatGameDto | RematchResponse401 | RematchResponse403 | RematchResponse404 | RematchResponse405 | RematchResponse409 | RematchResponse413 | RematchResponse429 | RematchResponse503 | None:
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

    if response.status_code == 401:
        response_401 = RematchResponse401.from_dict(response.json())



        return response_401

    if response.status_code == 403:
        response_403 = RematchResponse403.from_dict(response.json())



        return response_403

    if response.status_code == 404:
        response_404 = RematchResponse404.from_dict(response.json())



        return response_404

    if response.status_code == 405:
        response_405 = RematchResponse405.from_dict(response.json())



        return response_405

    if response.status_code == 409:
        response_409 = RematchResponse409.from_dict(response.json())



        return response_409

    if response.status_code == 413:
        response_413 = RematchResponse413.from_dict(response.json())



        return response_413

    if response.status_code == 429:
        response_429 = RematchResponse429.from_dict(response.json())



        return response_429

    if response.status_code == 503:
        response_503 = RematchResponse503.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[BiscuitsGameDto | MeerkatGameDto | RematchResponse401 | RematchResponse403 | RematchResponse404 | RematchResponse405 | RematchResponse409 | RematchResponse413 | RematchResponse429 | RematchResponse503]:
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

) -> Response[BiscuitsGameDto | MeerkatGameDto | RematchResponse401 | RematchResponse403 | RematchResponse404 | RematchResponse405 | RematchResponse409 | RematchResponse413 | RematchResponse429 | RematchResponse503]:
    """ Asks for a rematch of a finished game (a seated player)

     Asks for a rematch of a finished game (a seated player): a new game of the same game, options,
    visibility, spectators and seat count, with a fresh server seed and commitment. The caller takes its
    old seat; the other players are invited to theirs (`game_invited`, with `rematch_of`) and accept by
    joining; bots take their old seats at once. The two games link to each other (`rematch_of`,
    `rematch`). One rematch per game: a second ask answers 409 `rematch_exists` (the finished game's
    `rematch` names the first).

    Args:
        id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BiscuitsGameDto | MeerkatGameDto | RematchResponse401 | RematchResponse403 | RematchResponse404 | RematchResponse405 | RematchResponse409 | RematchResponse413 | RematchResponse429 | RematchResponse503]
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

) -> BiscuitsGameDto | MeerkatGameDto | RematchResponse401 | RematchResponse403 | RematchResponse404 | RematchResponse405 | RematchResponse409 | RematchResponse413 | RematchResponse429 | RematchResponse503 | None:
    """ Asks for a rematch of a finished game (a seated player)

     Asks for a rematch of a finished game (a seated player): a new game of the same game, options,
    visibility, spectators and seat count, with a fresh server seed and commitment. The caller takes its
    old seat; the other players are invited to theirs (`game_invited`, with `rematch_of`) and accept by
    joining; bots take their old seats at once. The two games link to each other (`rematch_of`,
    `rematch`). One rematch per game: a second ask answers 409 `rematch_exists` (the finished game's
    `rematch` names the first).

    Args:
        id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BiscuitsGameDto | MeerkatGameDto | RematchResponse401 | RematchResponse403 | RematchResponse404 | RematchResponse405 | RematchResponse409 | RematchResponse413 | RematchResponse429 | RematchResponse503
     """


    return sync_detailed(
        id=id,
client=client,

    ).parsed

async def asyncio_detailed(
    id: UUID,
    *,
    client: AuthenticatedClient,

) -> Response[BiscuitsGameDto | MeerkatGameDto | RematchResponse401 | RematchResponse403 | RematchResponse404 | RematchResponse405 | RematchResponse409 | RematchResponse413 | RematchResponse429 | RematchResponse503]:
    """ Asks for a rematch of a finished game (a seated player)

     Asks for a rematch of a finished game (a seated player): a new game of the same game, options,
    visibility, spectators and seat count, with a fresh server seed and commitment. The caller takes its
    old seat; the other players are invited to theirs (`game_invited`, with `rematch_of`) and accept by
    joining; bots take their old seats at once. The two games link to each other (`rematch_of`,
    `rematch`). One rematch per game: a second ask answers 409 `rematch_exists` (the finished game's
    `rematch` names the first).

    Args:
        id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BiscuitsGameDto | MeerkatGameDto | RematchResponse401 | RematchResponse403 | RematchResponse404 | RematchResponse405 | RematchResponse409 | RematchResponse413 | RematchResponse429 | RematchResponse503]
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

) -> BiscuitsGameDto | MeerkatGameDto | RematchResponse401 | RematchResponse403 | RematchResponse404 | RematchResponse405 | RematchResponse409 | RematchResponse413 | RematchResponse429 | RematchResponse503 | None:
    """ Asks for a rematch of a finished game (a seated player)

     Asks for a rematch of a finished game (a seated player): a new game of the same game, options,
    visibility, spectators and seat count, with a fresh server seed and commitment. The caller takes its
    old seat; the other players are invited to theirs (`game_invited`, with `rematch_of`) and accept by
    joining; bots take their old seats at once. The two games link to each other (`rematch_of`,
    `rematch`). One rematch per game: a second ask answers 409 `rematch_exists` (the finished game's
    `rematch` names the first).

    Args:
        id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BiscuitsGameDto | MeerkatGameDto | RematchResponse401 | RematchResponse403 | RematchResponse404 | RematchResponse405 | RematchResponse409 | RematchResponse413 | RematchResponse429 | RematchResponse503
     """


    return (await asyncio_detailed(
        id=id,
client=client,

    )).parsed
