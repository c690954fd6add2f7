from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.biscuits_game_dto import BiscuitsGameDto
from ...models.make_invite_code_response_401 import MakeInviteCodeResponse401
from ...models.make_invite_code_response_403 import MakeInviteCodeResponse403
from ...models.make_invite_code_response_404 import MakeInviteCodeResponse404
from ...models.make_invite_code_response_405 import MakeInviteCodeResponse405
from ...models.make_invite_code_response_409 import MakeInviteCodeResponse409
from ...models.make_invite_code_response_413 import MakeInviteCodeResponse413
from ...models.make_invite_code_response_429 import MakeInviteCodeResponse429
from ...models.make_invite_code_response_503 import MakeInviteCodeResponse503
from ...models.meerkat_game_dto import MeerkatGameDto
from typing import cast
from uuid import UUID



def _get_kwargs(
    id: UUID,

) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/games/{id}/invite-code".format(id=quote(str(id), safe=""),),
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> BiscuitsGameDto | MeerkatGameDto | MakeInviteCodeResponse401 | MakeInviteCodeResponse403 | MakeInviteCodeResponse404 | MakeInviteCodeResponse405 | MakeInviteCodeResponse409 | MakeInviteCodeResponse413 | MakeInviteCodeResponse429 | MakeInviteCodeResponse503 | None:
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
        response_401 = MakeInviteCodeResponse401.from_dict(response.json())



        return response_401

    if response.status_code == 403:
        response_403 = MakeInviteCodeResponse403.from_dict(response.json())



        return response_403

    if response.status_code == 404:
        response_404 = MakeInviteCodeResponse404.from_dict(response.json())



        return response_404

    if response.status_code == 405:
        response_405 = MakeInviteCodeResponse405.from_dict(response.json())



        return response_405

    if response.status_code == 409:
        response_409 = MakeInviteCodeResponse409.from_dict(response.json())



        return response_409

    if response.status_code == 413:
        response_413 = MakeInviteCodeResponse413.from_dict(response.json())



        return response_413

    if response.status_code == 429:
        response_429 = MakeInviteCodeResponse429.from_dict(response.json())



        return response_429

    if response.status_code == 503:
        response_503 = MakeInviteCodeResponse503.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[BiscuitsGameDto | MeerkatGameDto | MakeInviteCodeResponse401 | MakeInviteCodeResponse403 | MakeInviteCodeResponse404 | MakeInviteCodeResponse405 | MakeInviteCodeResponse409 | MakeInviteCodeResponse413 | MakeInviteCodeResponse429 | MakeInviteCodeResponse503]:
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

) -> Response[BiscuitsGameDto | MeerkatGameDto | MakeInviteCodeResponse401 | MakeInviteCodeResponse403 | MakeInviteCodeResponse404 | MakeInviteCodeResponse405 | MakeInviteCodeResponse409 | MakeInviteCodeResponse413 | MakeInviteCodeResponse429 | MakeInviteCodeResponse503]:
    """ Makes a new invite code for an open game (its creator only), replacing any earlier one

     Makes a new invite code for an open game (its creator only), replacing any earlier one. The code is
    in this answer's `invite_code` and nowhere else: the server keeps only its SHA-256. Its holder joins
    with `{"invite_code": …}`, also a private game.

    Args:
        id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BiscuitsGameDto | MeerkatGameDto | MakeInviteCodeResponse401 | MakeInviteCodeResponse403 | MakeInviteCodeResponse404 | MakeInviteCodeResponse405 | MakeInviteCodeResponse409 | MakeInviteCodeResponse413 | MakeInviteCodeResponse429 | MakeInviteCodeResponse503]
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

) -> BiscuitsGameDto | MeerkatGameDto | MakeInviteCodeResponse401 | MakeInviteCodeResponse403 | MakeInviteCodeResponse404 | MakeInviteCodeResponse405 | MakeInviteCodeResponse409 | MakeInviteCodeResponse413 | MakeInviteCodeResponse429 | MakeInviteCodeResponse503 | None:
    """ Makes a new invite code for an open game (its creator only), replacing any earlier one

     Makes a new invite code for an open game (its creator only), replacing any earlier one. The code is
    in this answer's `invite_code` and nowhere else: the server keeps only its SHA-256. Its holder joins
    with `{"invite_code": …}`, also a private game.

    Args:
        id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BiscuitsGameDto | MeerkatGameDto | MakeInviteCodeResponse401 | MakeInviteCodeResponse403 | MakeInviteCodeResponse404 | MakeInviteCodeResponse405 | MakeInviteCodeResponse409 | MakeInviteCodeResponse413 | MakeInviteCodeResponse429 | MakeInviteCodeResponse503
     """


    return sync_detailed(
        id=id,
client=client,

    ).parsed

async def asyncio_detailed(
    id: UUID,
    *,
    client: AuthenticatedClient,

) -> Response[BiscuitsGameDto | MeerkatGameDto | MakeInviteCodeResponse401 | MakeInviteCodeResponse403 | MakeInviteCodeResponse404 | MakeInviteCodeResponse405 | MakeInviteCodeResponse409 | MakeInviteCodeResponse413 | MakeInviteCodeResponse429 | MakeInviteCodeResponse503]:
    """ Makes a new invite code for an open game (its creator only), replacing any earlier one

     Makes a new invite code for an open game (its creator only), replacing any earlier one. The code is
    in this answer's `invite_code` and nowhere else: the server keeps only its SHA-256. Its holder joins
    with `{"invite_code": …}`, also a private game.

    Args:
        id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BiscuitsGameDto | MeerkatGameDto | MakeInviteCodeResponse401 | MakeInviteCodeResponse403 | MakeInviteCodeResponse404 | MakeInviteCodeResponse405 | MakeInviteCodeResponse409 | MakeInviteCodeResponse413 | MakeInviteCodeResponse429 | MakeInviteCodeResponse503]
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

) -> BiscuitsGameDto | MeerkatGameDto | MakeInviteCodeResponse401 | MakeInviteCodeResponse403 | MakeInviteCodeResponse404 | MakeInviteCodeResponse405 | MakeInviteCodeResponse409 | MakeInviteCodeResponse413 | MakeInviteCodeResponse429 | MakeInviteCodeResponse503 | None:
    """ Makes a new invite code for an open game (its creator only), replacing any earlier one

     Makes a new invite code for an open game (its creator only), replacing any earlier one. The code is
    in this answer's `invite_code` and nowhere else: the server keeps only its SHA-256. Its holder joins
    with `{"invite_code": …}`, also a private game.

    Args:
        id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BiscuitsGameDto | MeerkatGameDto | MakeInviteCodeResponse401 | MakeInviteCodeResponse403 | MakeInviteCodeResponse404 | MakeInviteCodeResponse405 | MakeInviteCodeResponse409 | MakeInviteCodeResponse413 | MakeInviteCodeResponse429 | MakeInviteCodeResponse503
     """


    return (await asyncio_detailed(
        id=id,
client=client,

    )).parsed
