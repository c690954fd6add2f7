from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.profile import Profile
from ...models.profile_response_404 import ProfileResponse404
from ...models.profile_response_405 import ProfileResponse405
from ...models.profile_response_413 import ProfileResponse413
from ...models.profile_response_429 import ProfileResponse429
from ...models.profile_response_503 import ProfileResponse503
from typing import cast
from uuid import UUID



def _get_kwargs(
    id: UUID,

) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/players/{id}".format(id=quote(str(id), safe=""),),
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Profile | ProfileResponse404 | ProfileResponse405 | ProfileResponse413 | ProfileResponse429 | ProfileResponse503 | None:
    if response.status_code == 200:
        response_200 = Profile.from_dict(response.json())



        return response_200

    if response.status_code == 404:
        response_404 = ProfileResponse404.from_dict(response.json())



        return response_404

    if response.status_code == 405:
        response_405 = ProfileResponse405.from_dict(response.json())



        return response_405

    if response.status_code == 413:
        response_413 = ProfileResponse413.from_dict(response.json())



        return response_413

    if response.status_code == 429:
        response_429 = ProfileResponse429.from_dict(response.json())



        return response_429

    if response.status_code == 503:
        response_503 = ProfileResponse503.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Profile | ProfileResponse404 | ProfileResponse405 | ProfileResponse413 | ProfileResponse429 | ProfileResponse503]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    id: UUID,
    *,
    client: AuthenticatedClient | Client,

) -> Response[Profile | ProfileResponse404 | ProfileResponse405 | ProfileResponse413 | ProfileResponse429 | ProfileResponse503]:
    """ A player's profile

     A player's profile: name, since, ratings and recent public games with their seats and results. No
    token needed.

    Args:
        id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Profile | ProfileResponse404 | ProfileResponse405 | ProfileResponse413 | ProfileResponse429 | ProfileResponse503]
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
    client: AuthenticatedClient | Client,

) -> Profile | ProfileResponse404 | ProfileResponse405 | ProfileResponse413 | ProfileResponse429 | ProfileResponse503 | None:
    """ A player's profile

     A player's profile: name, since, ratings and recent public games with their seats and results. No
    token needed.

    Args:
        id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Profile | ProfileResponse404 | ProfileResponse405 | ProfileResponse413 | ProfileResponse429 | ProfileResponse503
     """


    return sync_detailed(
        id=id,
client=client,

    ).parsed

async def asyncio_detailed(
    id: UUID,
    *,
    client: AuthenticatedClient | Client,

) -> Response[Profile | ProfileResponse404 | ProfileResponse405 | ProfileResponse413 | ProfileResponse429 | ProfileResponse503]:
    """ A player's profile

     A player's profile: name, since, ratings and recent public games with their seats and results. No
    token needed.

    Args:
        id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Profile | ProfileResponse404 | ProfileResponse405 | ProfileResponse413 | ProfileResponse429 | ProfileResponse503]
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
    client: AuthenticatedClient | Client,

) -> Profile | ProfileResponse404 | ProfileResponse405 | ProfileResponse413 | ProfileResponse429 | ProfileResponse503 | None:
    """ A player's profile

     A player's profile: name, since, ratings and recent public games with their seats and results. No
    token needed.

    Args:
        id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Profile | ProfileResponse404 | ProfileResponse405 | ProfileResponse413 | ProfileResponse429 | ProfileResponse503
     """


    return (await asyncio_detailed(
        id=id,
client=client,

    )).parsed
