from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.handle_set import HandleSet
from ...models.set_handle import SetHandle
from ...models.set_handle_response_400 import SetHandleResponse400
from ...models.set_handle_response_401 import SetHandleResponse401
from ...models.set_handle_response_403 import SetHandleResponse403
from ...models.set_handle_response_405 import SetHandleResponse405
from ...models.set_handle_response_408 import SetHandleResponse408
from ...models.set_handle_response_409 import SetHandleResponse409
from ...models.set_handle_response_413 import SetHandleResponse413
from ...models.set_handle_response_415 import SetHandleResponse415
from ...models.set_handle_response_422 import SetHandleResponse422
from ...models.set_handle_response_429 import SetHandleResponse429
from ...models.set_handle_response_503 import SetHandleResponse503
from typing import cast



def _get_kwargs(
    *,
    body: SetHandle,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "put",
        "url": "/v1/players/me/handle",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> HandleSet | SetHandleResponse400 | SetHandleResponse401 | SetHandleResponse403 | SetHandleResponse405 | SetHandleResponse408 | SetHandleResponse409 | SetHandleResponse413 | SetHandleResponse415 | SetHandleResponse422 | SetHandleResponse429 | SetHandleResponse503 | None:
    if response.status_code == 200:
        response_200 = HandleSet.from_dict(response.json())



        return response_200

    if response.status_code == 400:
        response_400 = SetHandleResponse400.from_dict(response.json())



        return response_400

    if response.status_code == 401:
        response_401 = SetHandleResponse401.from_dict(response.json())



        return response_401

    if response.status_code == 403:
        response_403 = SetHandleResponse403.from_dict(response.json())



        return response_403

    if response.status_code == 405:
        response_405 = SetHandleResponse405.from_dict(response.json())



        return response_405

    if response.status_code == 408:
        response_408 = SetHandleResponse408.from_dict(response.json())



        return response_408

    if response.status_code == 409:
        response_409 = SetHandleResponse409.from_dict(response.json())



        return response_409

    if response.status_code == 413:
        response_413 = SetHandleResponse413.from_dict(response.json())



        return response_413

    if response.status_code == 415:
        response_415 = SetHandleResponse415.from_dict(response.json())



        return response_415

    if response.status_code == 422:
        response_422 = SetHandleResponse422.from_dict(response.json())



        return response_422

    if response.status_code == 429:
        response_429 = SetHandleResponse429.from_dict(response.json())



        return response_429

    if response.status_code == 503:
        response_503 = SetHandleResponse503.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[HandleSet | SetHandleResponse400 | SetHandleResponse401 | SetHandleResponse403 | SetHandleResponse405 | SetHandleResponse408 | SetHandleResponse409 | SetHandleResponse413 | SetHandleResponse415 | SetHandleResponse422 | SetHandleResponse429 | SetHandleResponse503]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: SetHandle,

) -> Response[HandleSet | SetHandleResponse400 | SetHandleResponse401 | SetHandleResponse403 | SetHandleResponse405 | SetHandleResponse408 | SetHandleResponse409 | SetHandleResponse413 | SetHandleResponse415 | SetHandleResponse422 | SetHandleResponse429 | SetHandleResponse503]:
    """ Sets or changes the caller's handle.

    Args:
        body (SetHandle):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[HandleSet | SetHandleResponse400 | SetHandleResponse401 | SetHandleResponse403 | SetHandleResponse405 | SetHandleResponse408 | SetHandleResponse409 | SetHandleResponse413 | SetHandleResponse415 | SetHandleResponse422 | SetHandleResponse429 | SetHandleResponse503]
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
    body: SetHandle,

) -> HandleSet | SetHandleResponse400 | SetHandleResponse401 | SetHandleResponse403 | SetHandleResponse405 | SetHandleResponse408 | SetHandleResponse409 | SetHandleResponse413 | SetHandleResponse415 | SetHandleResponse422 | SetHandleResponse429 | SetHandleResponse503 | None:
    """ Sets or changes the caller's handle.

    Args:
        body (SetHandle):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        HandleSet | SetHandleResponse400 | SetHandleResponse401 | SetHandleResponse403 | SetHandleResponse405 | SetHandleResponse408 | SetHandleResponse409 | SetHandleResponse413 | SetHandleResponse415 | SetHandleResponse422 | SetHandleResponse429 | SetHandleResponse503
     """


    return sync_detailed(
        client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: SetHandle,

) -> Response[HandleSet | SetHandleResponse400 | SetHandleResponse401 | SetHandleResponse403 | SetHandleResponse405 | SetHandleResponse408 | SetHandleResponse409 | SetHandleResponse413 | SetHandleResponse415 | SetHandleResponse422 | SetHandleResponse429 | SetHandleResponse503]:
    """ Sets or changes the caller's handle.

    Args:
        body (SetHandle):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[HandleSet | SetHandleResponse400 | SetHandleResponse401 | SetHandleResponse403 | SetHandleResponse405 | SetHandleResponse408 | SetHandleResponse409 | SetHandleResponse413 | SetHandleResponse415 | SetHandleResponse422 | SetHandleResponse429 | SetHandleResponse503]
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
    body: SetHandle,

) -> HandleSet | SetHandleResponse400 | SetHandleResponse401 | SetHandleResponse403 | SetHandleResponse405 | SetHandleResponse408 | SetHandleResponse409 | SetHandleResponse413 | SetHandleResponse415 | SetHandleResponse422 | SetHandleResponse429 | SetHandleResponse503 | None:
    """ Sets or changes the caller's handle.

    Args:
        body (SetHandle):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        HandleSet | SetHandleResponse400 | SetHandleResponse401 | SetHandleResponse403 | SetHandleResponse405 | SetHandleResponse408 | SetHandleResponse409 | SetHandleResponse413 | SetHandleResponse415 | SetHandleResponse422 | SetHandleResponse429 | SetHandleResponse503
     """


    return (await asyncio_detailed(
        client=client,
body=body,

    )).parsed
