from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.catalog_response_405 import CatalogResponse405
from ...models.catalog_response_413 import CatalogResponse413
from ...models.catalog_response_429 import CatalogResponse429
from ...models.catalog_response_503 import CatalogResponse503
from ...models.game_info import GameInfo
from typing import cast



def _get_kwargs(
    
) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/catalog",
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> CatalogResponse405 | CatalogResponse413 | CatalogResponse429 | CatalogResponse503 | list[GameInfo] | None:
    if response.status_code == 200:
        response_200 = []
        _response_200 = response.json()
        for response_200_item_data in (_response_200):
            response_200_item = GameInfo.from_dict(response_200_item_data)



            response_200.append(response_200_item)

        return response_200

    if response.status_code == 405:
        response_405 = CatalogResponse405.from_dict(response.json())



        return response_405

    if response.status_code == 413:
        response_413 = CatalogResponse413.from_dict(response.json())



        return response_413

    if response.status_code == 429:
        response_429 = CatalogResponse429.from_dict(response.json())



        return response_429

    if response.status_code == 503:
        response_503 = CatalogResponse503.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[CatalogResponse405 | CatalogResponse413 | CatalogResponse429 | CatalogResponse503 | list[GameInfo]]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,

) -> Response[CatalogResponse405 | CatalogResponse413 | CatalogResponse429 | CatalogResponse503 | list[GameInfo]]:
    """ Every game the referee runs

     Every game the referee runs: id, seat range, options with defaults and allowed values (`turn_time`'s
    minimum is this server's, `REFEREE_MIN_TURN_TIME_SECS`). No token needed.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CatalogResponse405 | CatalogResponse413 | CatalogResponse429 | CatalogResponse503 | list[GameInfo]]
     """


    kwargs = _get_kwargs(
        
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient | Client,

) -> CatalogResponse405 | CatalogResponse413 | CatalogResponse429 | CatalogResponse503 | list[GameInfo] | None:
    """ Every game the referee runs

     Every game the referee runs: id, seat range, options with defaults and allowed values (`turn_time`'s
    minimum is this server's, `REFEREE_MIN_TURN_TIME_SECS`). No token needed.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CatalogResponse405 | CatalogResponse413 | CatalogResponse429 | CatalogResponse503 | list[GameInfo]
     """


    return sync_detailed(
        client=client,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,

) -> Response[CatalogResponse405 | CatalogResponse413 | CatalogResponse429 | CatalogResponse503 | list[GameInfo]]:
    """ Every game the referee runs

     Every game the referee runs: id, seat range, options with defaults and allowed values (`turn_time`'s
    minimum is this server's, `REFEREE_MIN_TURN_TIME_SECS`). No token needed.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CatalogResponse405 | CatalogResponse413 | CatalogResponse429 | CatalogResponse503 | list[GameInfo]]
     """


    kwargs = _get_kwargs(
        
    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient | Client,

) -> CatalogResponse405 | CatalogResponse413 | CatalogResponse429 | CatalogResponse503 | list[GameInfo] | None:
    """ Every game the referee runs

     Every game the referee runs: id, seat range, options with defaults and allowed values (`turn_time`'s
    minimum is this server's, `REFEREE_MIN_TURN_TIME_SECS`). No token needed.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CatalogResponse405 | CatalogResponse413 | CatalogResponse429 | CatalogResponse503 | list[GameInfo]
     """


    return (await asyncio_detailed(
        client=client,

    )).parsed
