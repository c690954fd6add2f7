from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.biscuits_seek_list import BiscuitsSeekList
from ...models.meerkat_seek_list import MeerkatSeekList
from ...models.my_seeks_response_401 import MySeeksResponse401
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



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> BiscuitsSeekList | MeerkatSeekList | MySeeksResponse401 | MySeeksResponse405 | MySeeksResponse413 | MySeeksResponse429 | MySeeksResponse503 | None:
    if response.status_code == 200:
        def _parse_response_200(data: object) -> BiscuitsSeekList | MeerkatSeekList:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_seek_list_type_0 = MeerkatSeekList.from_dict(data)



                return componentsschemas_seek_list_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_seek_list_type_1 = BiscuitsSeekList.from_dict(data)



            return componentsschemas_seek_list_type_1

        response_200 = _parse_response_200(response.json())

        return response_200

    if response.status_code == 401:
        response_401 = MySeeksResponse401.from_dict(response.json())



        return response_401

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[BiscuitsSeekList | MeerkatSeekList | MySeeksResponse401 | MySeeksResponse405 | MySeeksResponse413 | MySeeksResponse429 | MySeeksResponse503]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,

) -> Response[BiscuitsSeekList | MeerkatSeekList | MySeeksResponse401 | MySeeksResponse405 | MySeeksResponse413 | MySeeksResponse429 | MySeeksResponse503]:
    """ The caller's seeks

     The caller's seeks: the waiting ones first, then the latest others.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BiscuitsSeekList | MeerkatSeekList | MySeeksResponse401 | MySeeksResponse405 | MySeeksResponse413 | MySeeksResponse429 | MySeeksResponse503]
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

) -> BiscuitsSeekList | MeerkatSeekList | MySeeksResponse401 | MySeeksResponse405 | MySeeksResponse413 | MySeeksResponse429 | MySeeksResponse503 | None:
    """ The caller's seeks

     The caller's seeks: the waiting ones first, then the latest others.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BiscuitsSeekList | MeerkatSeekList | MySeeksResponse401 | MySeeksResponse405 | MySeeksResponse413 | MySeeksResponse429 | MySeeksResponse503
     """


    return sync_detailed(
        client=client,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,

) -> Response[BiscuitsSeekList | MeerkatSeekList | MySeeksResponse401 | MySeeksResponse405 | MySeeksResponse413 | MySeeksResponse429 | MySeeksResponse503]:
    """ The caller's seeks

     The caller's seeks: the waiting ones first, then the latest others.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BiscuitsSeekList | MeerkatSeekList | MySeeksResponse401 | MySeeksResponse405 | MySeeksResponse413 | MySeeksResponse429 | MySeeksResponse503]
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

) -> BiscuitsSeekList | MeerkatSeekList | MySeeksResponse401 | MySeeksResponse405 | MySeeksResponse413 | MySeeksResponse429 | MySeeksResponse503 | None:
    """ The caller's seeks

     The caller's seeks: the waiting ones first, then the latest others.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BiscuitsSeekList | MeerkatSeekList | MySeeksResponse401 | MySeeksResponse405 | MySeeksResponse413 | MySeeksResponse429 | MySeeksResponse503
     """


    return (await asyncio_detailed(
        client=client,

    )).parsed
