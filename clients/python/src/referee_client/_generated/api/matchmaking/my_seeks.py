from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.biscuits_seek_dto import BiscuitsSeekDto
from ...models.meerkat_seek_dto import MeerkatSeekDto
from ...models.my_seeks_response_401 import MySeeksResponse401
from ...models.my_seeks_response_403 import MySeeksResponse403
from ...models.my_seeks_response_405 import MySeeksResponse405
from ...models.my_seeks_response_413 import MySeeksResponse413
from ...models.my_seeks_response_429 import MySeeksResponse429
from ...models.my_seeks_response_503 import MySeeksResponse503
from typing import cast



def _get_kwargs(
    
) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/players/me/seeks",
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> MySeeksResponse401 | MySeeksResponse403 | MySeeksResponse405 | MySeeksResponse413 | MySeeksResponse429 | MySeeksResponse503 | list[BiscuitsSeekDto | MeerkatSeekDto] | None:
    if response.status_code == 200:
        response_200 = []
        _response_200 = response.json()
        for response_200_item_data in (_response_200):
            def _parse_response_200_item(data: object) -> BiscuitsSeekDto | MeerkatSeekDto:
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

            response_200_item = _parse_response_200_item(response_200_item_data)

            response_200.append(response_200_item)

        return response_200

    if response.status_code == 401:
        response_401 = MySeeksResponse401.from_dict(response.json())



        return response_401

    if response.status_code == 403:
        response_403 = MySeeksResponse403.from_dict(response.json())



        return response_403

    if response.status_code == 405:
        response_405 = MySeeksResponse405.from_dict(response.json())



        return response_405

    if response.status_code == 413:
        response_413 = MySeeksResponse413.from_dict(response.json())



        return response_413

    if response.status_code == 429:
        response_429 = MySeeksResponse429.from_dict(response.json())



        return response_429

    if response.status_code == 503:
        response_503 = MySeeksResponse503.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[MySeeksResponse401 | MySeeksResponse403 | MySeeksResponse405 | MySeeksResponse413 | MySeeksResponse429 | MySeeksResponse503 | list[BiscuitsSeekDto | MeerkatSeekDto]]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,

) -> Response[MySeeksResponse401 | MySeeksResponse403 | MySeeksResponse405 | MySeeksResponse413 | MySeeksResponse429 | MySeeksResponse503 | list[BiscuitsSeekDto | MeerkatSeekDto]]:
    """ The caller's seeks

     The caller's seeks: the waiting ones (oldest first), then the latest 50 others (newest first). A
    bare array: one list may hold seeks of every game.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[MySeeksResponse401 | MySeeksResponse403 | MySeeksResponse405 | MySeeksResponse413 | MySeeksResponse429 | MySeeksResponse503 | list[BiscuitsSeekDto | MeerkatSeekDto]]
     """


    kwargs = _get_kwargs(
        
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient,

) -> MySeeksResponse401 | MySeeksResponse403 | MySeeksResponse405 | MySeeksResponse413 | MySeeksResponse429 | MySeeksResponse503 | list[BiscuitsSeekDto | MeerkatSeekDto] | None:
    """ The caller's seeks

     The caller's seeks: the waiting ones (oldest first), then the latest 50 others (newest first). A
    bare array: one list may hold seeks of every game.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        MySeeksResponse401 | MySeeksResponse403 | MySeeksResponse405 | MySeeksResponse413 | MySeeksResponse429 | MySeeksResponse503 | list[BiscuitsSeekDto | MeerkatSeekDto]
     """


    return sync_detailed(
        client=client,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,

) -> Response[MySeeksResponse401 | MySeeksResponse403 | MySeeksResponse405 | MySeeksResponse413 | MySeeksResponse429 | MySeeksResponse503 | list[BiscuitsSeekDto | MeerkatSeekDto]]:
    """ The caller's seeks

     The caller's seeks: the waiting ones (oldest first), then the latest 50 others (newest first). A
    bare array: one list may hold seeks of every game.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[MySeeksResponse401 | MySeeksResponse403 | MySeeksResponse405 | MySeeksResponse413 | MySeeksResponse429 | MySeeksResponse503 | list[BiscuitsSeekDto | MeerkatSeekDto]]
     """


    kwargs = _get_kwargs(
        
    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient,

) -> MySeeksResponse401 | MySeeksResponse403 | MySeeksResponse405 | MySeeksResponse413 | MySeeksResponse429 | MySeeksResponse503 | list[BiscuitsSeekDto | MeerkatSeekDto] | None:
    """ The caller's seeks

     The caller's seeks: the waiting ones (oldest first), then the latest 50 others (newest first). A
    bare array: one list may hold seeks of every game.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        MySeeksResponse401 | MySeeksResponse403 | MySeeksResponse405 | MySeeksResponse413 | MySeeksResponse429 | MySeeksResponse503 | list[BiscuitsSeekDto | MeerkatSeekDto]
     """


    return (await asyncio_detailed(
        client=client,

    )).parsed
