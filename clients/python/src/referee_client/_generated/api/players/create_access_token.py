from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.access_token_created import AccessTokenCreated
from ...models.create_access_token import CreateAccessToken
from ...models.create_access_token_response_400 import CreateAccessTokenResponse400
from ...models.create_access_token_response_401 import CreateAccessTokenResponse401
from ...models.create_access_token_response_403 import CreateAccessTokenResponse403
from ...models.create_access_token_response_405 import CreateAccessTokenResponse405
from ...models.create_access_token_response_408 import CreateAccessTokenResponse408
from ...models.create_access_token_response_409 import CreateAccessTokenResponse409
from ...models.create_access_token_response_413 import CreateAccessTokenResponse413
from ...models.create_access_token_response_415 import CreateAccessTokenResponse415
from ...models.create_access_token_response_422 import CreateAccessTokenResponse422
from ...models.create_access_token_response_429 import CreateAccessTokenResponse429
from ...models.create_access_token_response_503 import CreateAccessTokenResponse503
from typing import cast



def _get_kwargs(
    *,
    body: CreateAccessToken,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/players/me/tokens",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> AccessTokenCreated | CreateAccessTokenResponse400 | CreateAccessTokenResponse401 | CreateAccessTokenResponse403 | CreateAccessTokenResponse405 | CreateAccessTokenResponse408 | CreateAccessTokenResponse409 | CreateAccessTokenResponse413 | CreateAccessTokenResponse415 | CreateAccessTokenResponse422 | CreateAccessTokenResponse429 | CreateAccessTokenResponse503 | None:
    if response.status_code == 201:
        response_201 = AccessTokenCreated.from_dict(response.json())



        return response_201

    if response.status_code == 400:
        response_400 = CreateAccessTokenResponse400.from_dict(response.json())



        return response_400

    if response.status_code == 401:
        response_401 = CreateAccessTokenResponse401.from_dict(response.json())



        return response_401

    if response.status_code == 403:
        response_403 = CreateAccessTokenResponse403.from_dict(response.json())



        return response_403

    if response.status_code == 405:
        response_405 = CreateAccessTokenResponse405.from_dict(response.json())



        return response_405

    if response.status_code == 408:
        response_408 = CreateAccessTokenResponse408.from_dict(response.json())



        return response_408

    if response.status_code == 409:
        response_409 = CreateAccessTokenResponse409.from_dict(response.json())



        return response_409

    if response.status_code == 413:
        response_413 = CreateAccessTokenResponse413.from_dict(response.json())



        return response_413

    if response.status_code == 415:
        response_415 = CreateAccessTokenResponse415.from_dict(response.json())



        return response_415

    if response.status_code == 422:
        response_422 = CreateAccessTokenResponse422.from_dict(response.json())



        return response_422

    if response.status_code == 429:
        response_429 = CreateAccessTokenResponse429.from_dict(response.json())



        return response_429

    if response.status_code == 503:
        response_503 = CreateAccessTokenResponse503.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[AccessTokenCreated | CreateAccessTokenResponse400 | CreateAccessTokenResponse401 | CreateAccessTokenResponse403 | CreateAccessTokenResponse405 | CreateAccessTokenResponse408 | CreateAccessTokenResponse409 | CreateAccessTokenResponse413 | CreateAccessTokenResponse415 | CreateAccessTokenResponse422 | CreateAccessTokenResponse429 | CreateAccessTokenResponse503]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: CreateAccessToken,

) -> Response[AccessTokenCreated | CreateAccessTokenResponse400 | CreateAccessTokenResponse401 | CreateAccessTokenResponse403 | CreateAccessTokenResponse405 | CreateAccessTokenResponse408 | CreateAccessTokenResponse409 | CreateAccessTokenResponse413 | CreateAccessTokenResponse415 | CreateAccessTokenResponse422 | CreateAccessTokenResponse429 | CreateAccessTokenResponse503]:
    """ Makes a personal access token with a name, the scopes it may use (each one the calling token holds)
    and an optional expiry

     Makes a personal access token with a name, the scopes it may use (each one the calling token holds)
    and an optional expiry. The token is answered once and kept as a hash. At most 50 live at once.

    Args:
        body (CreateAccessToken):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AccessTokenCreated | CreateAccessTokenResponse400 | CreateAccessTokenResponse401 | CreateAccessTokenResponse403 | CreateAccessTokenResponse405 | CreateAccessTokenResponse408 | CreateAccessTokenResponse409 | CreateAccessTokenResponse413 | CreateAccessTokenResponse415 | CreateAccessTokenResponse422 | CreateAccessTokenResponse429 | CreateAccessTokenResponse503]
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
    body: CreateAccessToken,

) -> AccessTokenCreated | CreateAccessTokenResponse400 | CreateAccessTokenResponse401 | CreateAccessTokenResponse403 | CreateAccessTokenResponse405 | CreateAccessTokenResponse408 | CreateAccessTokenResponse409 | CreateAccessTokenResponse413 | CreateAccessTokenResponse415 | CreateAccessTokenResponse422 | CreateAccessTokenResponse429 | CreateAccessTokenResponse503 | None:
    """ Makes a personal access token with a name, the scopes it may use (each one the calling token holds)
    and an optional expiry

     Makes a personal access token with a name, the scopes it may use (each one the calling token holds)
    and an optional expiry. The token is answered once and kept as a hash. At most 50 live at once.

    Args:
        body (CreateAccessToken):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AccessTokenCreated | CreateAccessTokenResponse400 | CreateAccessTokenResponse401 | CreateAccessTokenResponse403 | CreateAccessTokenResponse405 | CreateAccessTokenResponse408 | CreateAccessTokenResponse409 | CreateAccessTokenResponse413 | CreateAccessTokenResponse415 | CreateAccessTokenResponse422 | CreateAccessTokenResponse429 | CreateAccessTokenResponse503
     """


    return sync_detailed(
        client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: CreateAccessToken,

) -> Response[AccessTokenCreated | CreateAccessTokenResponse400 | CreateAccessTokenResponse401 | CreateAccessTokenResponse403 | CreateAccessTokenResponse405 | CreateAccessTokenResponse408 | CreateAccessTokenResponse409 | CreateAccessTokenResponse413 | CreateAccessTokenResponse415 | CreateAccessTokenResponse422 | CreateAccessTokenResponse429 | CreateAccessTokenResponse503]:
    """ Makes a personal access token with a name, the scopes it may use (each one the calling token holds)
    and an optional expiry

     Makes a personal access token with a name, the scopes it may use (each one the calling token holds)
    and an optional expiry. The token is answered once and kept as a hash. At most 50 live at once.

    Args:
        body (CreateAccessToken):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AccessTokenCreated | CreateAccessTokenResponse400 | CreateAccessTokenResponse401 | CreateAccessTokenResponse403 | CreateAccessTokenResponse405 | CreateAccessTokenResponse408 | CreateAccessTokenResponse409 | CreateAccessTokenResponse413 | CreateAccessTokenResponse415 | CreateAccessTokenResponse422 | CreateAccessTokenResponse429 | CreateAccessTokenResponse503]
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
    body: CreateAccessToken,

) -> AccessTokenCreated | CreateAccessTokenResponse400 | CreateAccessTokenResponse401 | CreateAccessTokenResponse403 | CreateAccessTokenResponse405 | CreateAccessTokenResponse408 | CreateAccessTokenResponse409 | CreateAccessTokenResponse413 | CreateAccessTokenResponse415 | CreateAccessTokenResponse422 | CreateAccessTokenResponse429 | CreateAccessTokenResponse503 | None:
    """ Makes a personal access token with a name, the scopes it may use (each one the calling token holds)
    and an optional expiry

     Makes a personal access token with a name, the scopes it may use (each one the calling token holds)
    and an optional expiry. The token is answered once and kept as a hash. At most 50 live at once.

    Args:
        body (CreateAccessToken):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AccessTokenCreated | CreateAccessTokenResponse400 | CreateAccessTokenResponse401 | CreateAccessTokenResponse403 | CreateAccessTokenResponse405 | CreateAccessTokenResponse408 | CreateAccessTokenResponse409 | CreateAccessTokenResponse413 | CreateAccessTokenResponse415 | CreateAccessTokenResponse422 | CreateAccessTokenResponse429 | CreateAccessTokenResponse503
     """


    return (await asyncio_detailed(
        client=client,
body=body,

    )).parsed
