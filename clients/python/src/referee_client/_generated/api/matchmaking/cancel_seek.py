from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.biscuits_seek_dto import BiscuitsSeekDto
from ...models.cancel_seek_response_401 import CancelSeekResponse401
from ...models.cancel_seek_response_403 import CancelSeekResponse403
from ...models.cancel_seek_response_404 import CancelSeekResponse404
from ...models.cancel_seek_response_405 import CancelSeekResponse405
from ...models.cancel_seek_response_409 import CancelSeekResponse409
from ...models.cancel_seek_response_413 import CancelSeekResponse413
from ...models.cancel_seek_response_429 import CancelSeekResponse429
from ...models.cancel_seek_response_503 import CancelSeekResponse503
from ...models.meerkat_seek_dto import MeerkatSeekDto
from typing import cast
from uuid import UUID



def _get_kwargs(
    id: UUID,

) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "delete",
        "url": "/v1/seeks/{id}".format(id=quote(str(id), safe=""),),
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> BiscuitsSeekDto | MeerkatSeekDto | CancelSeekResponse401 | CancelSeekResponse403 | CancelSeekResponse404 | CancelSeekResponse405 | CancelSeekResponse409 | CancelSeekResponse413 | CancelSeekResponse429 | CancelSeekResponse503 | None:
    if response.status_code == 200:
        def _parse_response_200(data: object) -> BiscuitsSeekDto | MeerkatSeekDto:
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

        response_200 = _parse_response_200(response.json())

        return response_200

    if response.status_code == 401:
        response_401 = CancelSeekResponse401.from_dict(response.json())



        return response_401

    if response.status_code == 403:
        response_403 = CancelSeekResponse403.from_dict(response.json())



        return response_403

    if response.status_code == 404:
        response_404 = CancelSeekResponse404.from_dict(response.json())



        return response_404

    if response.status_code == 405:
        response_405 = CancelSeekResponse405.from_dict(response.json())



        return response_405

    if response.status_code == 409:
        response_409 = CancelSeekResponse409.from_dict(response.json())



        return response_409

    if response.status_code == 413:
        response_413 = CancelSeekResponse413.from_dict(response.json())



        return response_413

    if response.status_code == 429:
        response_429 = CancelSeekResponse429.from_dict(response.json())



        return response_429

    if response.status_code == 503:
        response_503 = CancelSeekResponse503.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[BiscuitsSeekDto | MeerkatSeekDto | CancelSeekResponse401 | CancelSeekResponse403 | CancelSeekResponse404 | CancelSeekResponse405 | CancelSeekResponse409 | CancelSeekResponse413 | CancelSeekResponse429 | CancelSeekResponse503]:
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

) -> Response[BiscuitsSeekDto | MeerkatSeekDto | CancelSeekResponse401 | CancelSeekResponse403 | CancelSeekResponse404 | CancelSeekResponse405 | CancelSeekResponse409 | CancelSeekResponse413 | CancelSeekResponse429 | CancelSeekResponse503]:
    """ Cancels one of the caller's waiting seeks.

    Args:
        id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BiscuitsSeekDto | MeerkatSeekDto | CancelSeekResponse401 | CancelSeekResponse403 | CancelSeekResponse404 | CancelSeekResponse405 | CancelSeekResponse409 | CancelSeekResponse413 | CancelSeekResponse429 | CancelSeekResponse503]
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

) -> BiscuitsSeekDto | MeerkatSeekDto | CancelSeekResponse401 | CancelSeekResponse403 | CancelSeekResponse404 | CancelSeekResponse405 | CancelSeekResponse409 | CancelSeekResponse413 | CancelSeekResponse429 | CancelSeekResponse503 | None:
    """ Cancels one of the caller's waiting seeks.

    Args:
        id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BiscuitsSeekDto | MeerkatSeekDto | CancelSeekResponse401 | CancelSeekResponse403 | CancelSeekResponse404 | CancelSeekResponse405 | CancelSeekResponse409 | CancelSeekResponse413 | CancelSeekResponse429 | CancelSeekResponse503
     """


    return sync_detailed(
        id=id,
client=client,

    ).parsed

async def asyncio_detailed(
    id: UUID,
    *,
    client: AuthenticatedClient,

) -> Response[BiscuitsSeekDto | MeerkatSeekDto | CancelSeekResponse401 | CancelSeekResponse403 | CancelSeekResponse404 | CancelSeekResponse405 | CancelSeekResponse409 | CancelSeekResponse413 | CancelSeekResponse429 | CancelSeekResponse503]:
    """ Cancels one of the caller's waiting seeks.

    Args:
        id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BiscuitsSeekDto | MeerkatSeekDto | CancelSeekResponse401 | CancelSeekResponse403 | CancelSeekResponse404 | CancelSeekResponse405 | CancelSeekResponse409 | CancelSeekResponse413 | CancelSeekResponse429 | CancelSeekResponse503]
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

) -> BiscuitsSeekDto | MeerkatSeekDto | CancelSeekResponse401 | CancelSeekResponse403 | CancelSeekResponse404 | CancelSeekResponse405 | CancelSeekResponse409 | CancelSeekResponse413 | CancelSeekResponse429 | CancelSeekResponse503 | None:
    """ Cancels one of the caller's waiting seeks.

    Args:
        id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BiscuitsSeekDto | MeerkatSeekDto | CancelSeekResponse401 | CancelSeekResponse403 | CancelSeekResponse404 | CancelSeekResponse405 | CancelSeekResponse409 | CancelSeekResponse413 | CancelSeekResponse429 | CancelSeekResponse503
     """


    return (await asyncio_detailed(
        id=id,
client=client,

    )).parsed
