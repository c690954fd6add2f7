from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.health import Health
from ...models.readyz_response_405 import ReadyzResponse405
from ...models.readyz_response_413 import ReadyzResponse413
from ...models.readyz_response_503 import ReadyzResponse503
from typing import cast



def _get_kwargs(
    
) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/readyz",
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Health | ReadyzResponse405 | ReadyzResponse413 | ReadyzResponse503 | None:
    if response.status_code == 200:
        response_200 = Health.from_dict(response.json())



        return response_200

    if response.status_code == 405:
        response_405 = ReadyzResponse405.from_dict(response.json())



        return response_405

    if response.status_code == 413:
        response_413 = ReadyzResponse413.from_dict(response.json())



        return response_413

    if response.status_code == 503:
        response_503 = ReadyzResponse503.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Health | ReadyzResponse405 | ReadyzResponse413 | ReadyzResponse503]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,

) -> Response[Health | ReadyzResponse405 | ReadyzResponse413 | ReadyzResponse503]:
    """ The database is reachable

     The database is reachable: a connection is checked out and answers `SELECT 1`, within a second, or
    the answer is 503.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Health | ReadyzResponse405 | ReadyzResponse413 | ReadyzResponse503]
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

) -> Health | ReadyzResponse405 | ReadyzResponse413 | ReadyzResponse503 | None:
    """ The database is reachable

     The database is reachable: a connection is checked out and answers `SELECT 1`, within a second, or
    the answer is 503.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Health | ReadyzResponse405 | ReadyzResponse413 | ReadyzResponse503
     """


    return sync_detailed(
        client=client,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,

) -> Response[Health | ReadyzResponse405 | ReadyzResponse413 | ReadyzResponse503]:
    """ The database is reachable

     The database is reachable: a connection is checked out and answers `SELECT 1`, within a second, or
    the answer is 503.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Health | ReadyzResponse405 | ReadyzResponse413 | ReadyzResponse503]
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

) -> Health | ReadyzResponse405 | ReadyzResponse413 | ReadyzResponse503 | None:
    """ The database is reachable

     The database is reachable: a connection is checked out and answers `SELECT 1`, within a second, or
    the answer is 503.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Health | ReadyzResponse405 | ReadyzResponse413 | ReadyzResponse503
     """


    return (await asyncio_detailed(
        client=client,

    )).parsed
