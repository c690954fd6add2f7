from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.leave_game_response_401 import LeaveGameResponse401
from ...models.leave_game_response_403 import LeaveGameResponse403
from ...models.leave_game_response_404 import LeaveGameResponse404
from ...models.leave_game_response_405 import LeaveGameResponse405
from ...models.leave_game_response_409 import LeaveGameResponse409
from ...models.leave_game_response_413 import LeaveGameResponse413
from ...models.leave_game_response_429 import LeaveGameResponse429
from ...models.leave_game_response_503 import LeaveGameResponse503
from typing import cast
from uuid import UUID



def _get_kwargs(
    id: UUID,

) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "delete",
        "url": "/v1/games/{id}/seats/me".format(id=quote(str(id), safe=""),),
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Any | LeaveGameResponse401 | LeaveGameResponse403 | LeaveGameResponse404 | LeaveGameResponse405 | LeaveGameResponse409 | LeaveGameResponse413 | LeaveGameResponse429 | LeaveGameResponse503 | None:
    if response.status_code == 204:
        response_204 = cast(Any, None)
        return response_204

    if response.status_code == 401:
        response_401 = LeaveGameResponse401.from_dict(response.json())



        return response_401

    if response.status_code == 403:
        response_403 = LeaveGameResponse403.from_dict(response.json())



        return response_403

    if response.status_code == 404:
        response_404 = LeaveGameResponse404.from_dict(response.json())



        return response_404

    if response.status_code == 405:
        response_405 = LeaveGameResponse405.from_dict(response.json())



        return response_405

    if response.status_code == 409:
        response_409 = LeaveGameResponse409.from_dict(response.json())



        return response_409

    if response.status_code == 413:
        response_413 = LeaveGameResponse413.from_dict(response.json())



        return response_413

    if response.status_code == 429:
        response_429 = LeaveGameResponse429.from_dict(response.json())



        return response_429

    if response.status_code == 503:
        response_503 = LeaveGameResponse503.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Any | LeaveGameResponse401 | LeaveGameResponse403 | LeaveGameResponse404 | LeaveGameResponse405 | LeaveGameResponse409 | LeaveGameResponse413 | LeaveGameResponse429 | LeaveGameResponse503]:
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

) -> Response[Any | LeaveGameResponse401 | LeaveGameResponse403 | LeaveGameResponse404 | LeaveGameResponse405 | LeaveGameResponse409 | LeaveGameResponse413 | LeaveGameResponse429 | LeaveGameResponse503]:
    """ Leaves an open game (a started game cannot be left).

    Args:
        id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | LeaveGameResponse401 | LeaveGameResponse403 | LeaveGameResponse404 | LeaveGameResponse405 | LeaveGameResponse409 | LeaveGameResponse413 | LeaveGameResponse429 | LeaveGameResponse503]
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

) -> Any | LeaveGameResponse401 | LeaveGameResponse403 | LeaveGameResponse404 | LeaveGameResponse405 | LeaveGameResponse409 | LeaveGameResponse413 | LeaveGameResponse429 | LeaveGameResponse503 | None:
    """ Leaves an open game (a started game cannot be left).

    Args:
        id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | LeaveGameResponse401 | LeaveGameResponse403 | LeaveGameResponse404 | LeaveGameResponse405 | LeaveGameResponse409 | LeaveGameResponse413 | LeaveGameResponse429 | LeaveGameResponse503
     """


    return sync_detailed(
        id=id,
client=client,

    ).parsed

async def asyncio_detailed(
    id: UUID,
    *,
    client: AuthenticatedClient,

) -> Response[Any | LeaveGameResponse401 | LeaveGameResponse403 | LeaveGameResponse404 | LeaveGameResponse405 | LeaveGameResponse409 | LeaveGameResponse413 | LeaveGameResponse429 | LeaveGameResponse503]:
    """ Leaves an open game (a started game cannot be left).

    Args:
        id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | LeaveGameResponse401 | LeaveGameResponse403 | LeaveGameResponse404 | LeaveGameResponse405 | LeaveGameResponse409 | LeaveGameResponse413 | LeaveGameResponse429 | LeaveGameResponse503]
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

) -> Any | LeaveGameResponse401 | LeaveGameResponse403 | LeaveGameResponse404 | LeaveGameResponse405 | LeaveGameResponse409 | LeaveGameResponse413 | LeaveGameResponse429 | LeaveGameResponse503 | None:
    """ Leaves an open game (a started game cannot be left).

    Args:
        id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | LeaveGameResponse401 | LeaveGameResponse403 | LeaveGameResponse404 | LeaveGameResponse405 | LeaveGameResponse409 | LeaveGameResponse413 | LeaveGameResponse429 | LeaveGameResponse503
     """


    return (await asyncio_detailed(
        id=id,
client=client,

    )).parsed
