from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.biscuits_create_seek import BiscuitsCreateSeek
from ...models.biscuits_seek_dto import BiscuitsSeekDto
from ...models.create_seek_response_400 import CreateSeekResponse400
from ...models.create_seek_response_401 import CreateSeekResponse401
from ...models.create_seek_response_403 import CreateSeekResponse403
from ...models.create_seek_response_405 import CreateSeekResponse405
from ...models.create_seek_response_408 import CreateSeekResponse408
from ...models.create_seek_response_409 import CreateSeekResponse409
from ...models.create_seek_response_413 import CreateSeekResponse413
from ...models.create_seek_response_415 import CreateSeekResponse415
from ...models.create_seek_response_422 import CreateSeekResponse422
from ...models.create_seek_response_429 import CreateSeekResponse429
from ...models.create_seek_response_503 import CreateSeekResponse503
from ...models.meerkat_create_seek import MeerkatCreateSeek
from ...models.meerkat_seek_dto import MeerkatSeekDto
from typing import cast



def _get_kwargs(
    *,
    body: BiscuitsCreateSeek | MeerkatCreateSeek,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/seeks",
    }

    
    if isinstance(body, MeerkatCreateSeek):
        _kwargs["json"] = body.to_dict()
    else:
        _kwargs["json"] = body.to_dict()


    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> BiscuitsSeekDto | MeerkatSeekDto | CreateSeekResponse400 | CreateSeekResponse401 | CreateSeekResponse403 | CreateSeekResponse405 | CreateSeekResponse408 | CreateSeekResponse409 | CreateSeekResponse413 | CreateSeekResponse415 | CreateSeekResponse422 | CreateSeekResponse429 | CreateSeekResponse503 | None:
    if response.status_code == 201:
        def _parse_response_201(data: object) -> BiscuitsSeekDto | MeerkatSeekDto:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_seek_dto_type_0 = MeerkatSeekDto.from_dict(data)



                return componentsschemas_seek_dto_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_seek_dto_type_1 = BiscuitsSeekDto.from_dict(data)



            return componentsschemas_seek_dto_type_1

        response_201 = _parse_response_201(response.json())

        return response_201

    if response.status_code == 400:
        response_400 = CreateSeekResponse400.from_dict(response.json())



        return response_400

    if response.status_code == 401:
        response_401 = CreateSeekResponse401.from_dict(response.json())



        return response_401

    if response.status_code == 403:
        response_403 = CreateSeekResponse403.from_dict(response.json())



        return response_403

    if response.status_code == 405:
        response_405 = CreateSeekResponse405.from_dict(response.json())



        return response_405

    if response.status_code == 408:
        response_408 = CreateSeekResponse408.from_dict(response.json())



        return response_408

    if response.status_code == 409:
        response_409 = CreateSeekResponse409.from_dict(response.json())



        return response_409

    if response.status_code == 413:
        response_413 = CreateSeekResponse413.from_dict(response.json())



        return response_413

    if response.status_code == 415:
        response_415 = CreateSeekResponse415.from_dict(response.json())



        return response_415

    if response.status_code == 422:
        response_422 = CreateSeekResponse422.from_dict(response.json())



        return response_422

    if response.status_code == 429:
        response_429 = CreateSeekResponse429.from_dict(response.json())



        return response_429

    if response.status_code == 503:
        response_503 = CreateSeekResponse503.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[BiscuitsSeekDto | MeerkatSeekDto | CreateSeekResponse400 | CreateSeekResponse401 | CreateSeekResponse403 | CreateSeekResponse405 | CreateSeekResponse408 | CreateSeekResponse409 | CreateSeekResponse413 | CreateSeekResponse415 | CreateSeekResponse422 | CreateSeekResponse429 | CreateSeekResponse503]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: BiscuitsCreateSeek | MeerkatCreateSeek,

) -> Response[BiscuitsSeekDto | MeerkatSeekDto | CreateSeekResponse400 | CreateSeekResponse401 | CreateSeekResponse403 | CreateSeekResponse405 | CreateSeekResponse408 | CreateSeekResponse409 | CreateSeekResponse413 | CreateSeekResponse415 | CreateSeekResponse422 | CreateSeekResponse429 | CreateSeekResponse503]:
    """ Seeks a game against anyone

     Seeks a game against anyone: the matchmaker seats compatible seeks (same game, options, seat count
    and rated) together, nearest in rating first, and the game starts with every seat filled
    (`game_started`).

    Args:
        body (BiscuitsCreateSeek | MeerkatCreateSeek):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BiscuitsSeekDto | MeerkatSeekDto | CreateSeekResponse400 | CreateSeekResponse401 | CreateSeekResponse403 | CreateSeekResponse405 | CreateSeekResponse408 | CreateSeekResponse409 | CreateSeekResponse413 | CreateSeekResponse415 | CreateSeekResponse422 | CreateSeekResponse429 | CreateSeekResponse503]
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
    body: BiscuitsCreateSeek | MeerkatCreateSeek,

) -> BiscuitsSeekDto | MeerkatSeekDto | CreateSeekResponse400 | CreateSeekResponse401 | CreateSeekResponse403 | CreateSeekResponse405 | CreateSeekResponse408 | CreateSeekResponse409 | CreateSeekResponse413 | CreateSeekResponse415 | CreateSeekResponse422 | CreateSeekResponse429 | CreateSeekResponse503 | None:
    """ Seeks a game against anyone

     Seeks a game against anyone: the matchmaker seats compatible seeks (same game, options, seat count
    and rated) together, nearest in rating first, and the game starts with every seat filled
    (`game_started`).

    Args:
        body (BiscuitsCreateSeek | MeerkatCreateSeek):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BiscuitsSeekDto | MeerkatSeekDto | CreateSeekResponse400 | CreateSeekResponse401 | CreateSeekResponse403 | CreateSeekResponse405 | CreateSeekResponse408 | CreateSeekResponse409 | CreateSeekResponse413 | CreateSeekResponse415 | CreateSeekResponse422 | CreateSeekResponse429 | CreateSeekResponse503
     """


    return sync_detailed(
        client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: BiscuitsCreateSeek | MeerkatCreateSeek,

) -> Response[BiscuitsSeekDto | MeerkatSeekDto | CreateSeekResponse400 | CreateSeekResponse401 | CreateSeekResponse403 | CreateSeekResponse405 | CreateSeekResponse408 | CreateSeekResponse409 | CreateSeekResponse413 | CreateSeekResponse415 | CreateSeekResponse422 | CreateSeekResponse429 | CreateSeekResponse503]:
    """ Seeks a game against anyone

     Seeks a game against anyone: the matchmaker seats compatible seeks (same game, options, seat count
    and rated) together, nearest in rating first, and the game starts with every seat filled
    (`game_started`).

    Args:
        body (BiscuitsCreateSeek | MeerkatCreateSeek):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BiscuitsSeekDto | MeerkatSeekDto | CreateSeekResponse400 | CreateSeekResponse401 | CreateSeekResponse403 | CreateSeekResponse405 | CreateSeekResponse408 | CreateSeekResponse409 | CreateSeekResponse413 | CreateSeekResponse415 | CreateSeekResponse422 | CreateSeekResponse429 | CreateSeekResponse503]
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
    body: BiscuitsCreateSeek | MeerkatCreateSeek,

) -> BiscuitsSeekDto | MeerkatSeekDto | CreateSeekResponse400 | CreateSeekResponse401 | CreateSeekResponse403 | CreateSeekResponse405 | CreateSeekResponse408 | CreateSeekResponse409 | CreateSeekResponse413 | CreateSeekResponse415 | CreateSeekResponse422 | CreateSeekResponse429 | CreateSeekResponse503 | None:
    """ Seeks a game against anyone

     Seeks a game against anyone: the matchmaker seats compatible seeks (same game, options, seat count
    and rated) together, nearest in rating first, and the game starts with every seat filled
    (`game_started`).

    Args:
        body (BiscuitsCreateSeek | MeerkatCreateSeek):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BiscuitsSeekDto | MeerkatSeekDto | CreateSeekResponse400 | CreateSeekResponse401 | CreateSeekResponse403 | CreateSeekResponse405 | CreateSeekResponse408 | CreateSeekResponse409 | CreateSeekResponse413 | CreateSeekResponse415 | CreateSeekResponse422 | CreateSeekResponse429 | CreateSeekResponse503
     """


    return (await asyncio_detailed(
        client=client,
body=body,

    )).parsed
