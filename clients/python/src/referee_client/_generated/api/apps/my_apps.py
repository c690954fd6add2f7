from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.app_accesses import AppAccesses
from ...models.my_apps_response_401 import MyAppsResponse401
from ...models.my_apps_response_403 import MyAppsResponse403
from ...models.my_apps_response_405 import MyAppsResponse405
from ...models.my_apps_response_413 import MyAppsResponse413
from ...models.my_apps_response_429 import MyAppsResponse429
from ...models.my_apps_response_503 import MyAppsResponse503
from typing import cast



def _get_kwargs(
    
) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/players/me/apps",
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> AppAccesses | MyAppsResponse401 | MyAppsResponse403 | MyAppsResponse405 | MyAppsResponse413 | MyAppsResponse429 | MyAppsResponse503 | None:
    if response.status_code == 200:
        response_200 = AppAccesses.from_dict(response.json())



        return response_200

    if response.status_code == 401:
        response_401 = MyAppsResponse401.from_dict(response.json())



        return response_401

    if response.status_code == 403:
        response_403 = MyAppsResponse403.from_dict(response.json())



        return response_403

    if response.status_code == 405:
        response_405 = MyAppsResponse405.from_dict(response.json())



        return response_405

    if response.status_code == 413:
        response_413 = MyAppsResponse413.from_dict(response.json())



        return response_413

    if response.status_code == 429:
        response_429 = MyAppsResponse429.from_dict(response.json())



        return response_429

    if response.status_code == 503:
        response_503 = MyAppsResponse503.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[AppAccesses | MyAppsResponse401 | MyAppsResponse403 | MyAppsResponse405 | MyAppsResponse413 | MyAppsResponse429 | MyAppsResponse503]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,

) -> Response[AppAccesses | MyAppsResponse401 | MyAppsResponse403 | MyAppsResponse405 | MyAppsResponse413 | MyAppsResponse429 | MyAppsResponse503]:
    """ The apps that hold a live token of the caller's, with the scopes each was granted and its last use

     The apps that hold a live token of the caller's, with the scopes each was granted and its last use;
    `DELETE /v1/players/me/tokens/{id}` ends one.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AppAccesses | MyAppsResponse401 | MyAppsResponse403 | MyAppsResponse405 | MyAppsResponse413 | MyAppsResponse429 | MyAppsResponse503]
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

) -> AppAccesses | MyAppsResponse401 | MyAppsResponse403 | MyAppsResponse405 | MyAppsResponse413 | MyAppsResponse429 | MyAppsResponse503 | None:
    """ The apps that hold a live token of the caller's, with the scopes each was granted and its last use

     The apps that hold a live token of the caller's, with the scopes each was granted and its last use;
    `DELETE /v1/players/me/tokens/{id}` ends one.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AppAccesses | MyAppsResponse401 | MyAppsResponse403 | MyAppsResponse405 | MyAppsResponse413 | MyAppsResponse429 | MyAppsResponse503
     """


    return sync_detailed(
        client=client,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,

) -> Response[AppAccesses | MyAppsResponse401 | MyAppsResponse403 | MyAppsResponse405 | MyAppsResponse413 | MyAppsResponse429 | MyAppsResponse503]:
    """ The apps that hold a live token of the caller's, with the scopes each was granted and its last use

     The apps that hold a live token of the caller's, with the scopes each was granted and its last use;
    `DELETE /v1/players/me/tokens/{id}` ends one.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AppAccesses | MyAppsResponse401 | MyAppsResponse403 | MyAppsResponse405 | MyAppsResponse413 | MyAppsResponse429 | MyAppsResponse503]
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

) -> AppAccesses | MyAppsResponse401 | MyAppsResponse403 | MyAppsResponse405 | MyAppsResponse413 | MyAppsResponse429 | MyAppsResponse503 | None:
    """ The apps that hold a live token of the caller's, with the scopes each was granted and its last use

     The apps that hold a live token of the caller's, with the scopes each was granted and its last use;
    `DELETE /v1/players/me/tokens/{id}` ends one.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AppAccesses | MyAppsResponse401 | MyAppsResponse403 | MyAppsResponse405 | MyAppsResponse413 | MyAppsResponse429 | MyAppsResponse503
     """


    return (await asyncio_detailed(
        client=client,

    )).parsed
