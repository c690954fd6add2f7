from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.create_token_response_400 import CreateTokenResponse400
from ...models.create_token_response_401 import CreateTokenResponse401
from ...models.create_token_response_405 import CreateTokenResponse405
from ...models.create_token_response_408 import CreateTokenResponse408
from ...models.create_token_response_413 import CreateTokenResponse413
from ...models.create_token_response_415 import CreateTokenResponse415
from ...models.create_token_response_429 import CreateTokenResponse429
from ...models.create_token_response_503 import CreateTokenResponse503
from ...models.token_request import TokenRequest
from ...models.token_response import TokenResponse
from typing import cast



def _get_kwargs(
    *,
    body: TokenRequest,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/tokens",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> CreateTokenResponse400 | CreateTokenResponse401 | CreateTokenResponse405 | CreateTokenResponse408 | CreateTokenResponse413 | CreateTokenResponse415 | CreateTokenResponse429 | CreateTokenResponse503 | TokenResponse | None:
    if response.status_code == 200:
        response_200 = TokenResponse.from_dict(response.json())



        return response_200

    if response.status_code == 400:
        response_400 = CreateTokenResponse400.from_dict(response.json())



        return response_400

    if response.status_code == 401:
        response_401 = CreateTokenResponse401.from_dict(response.json())



        return response_401

    if response.status_code == 405:
        response_405 = CreateTokenResponse405.from_dict(response.json())



        return response_405

    if response.status_code == 408:
        response_408 = CreateTokenResponse408.from_dict(response.json())



        return response_408

    if response.status_code == 413:
        response_413 = CreateTokenResponse413.from_dict(response.json())



        return response_413

    if response.status_code == 415:
        response_415 = CreateTokenResponse415.from_dict(response.json())



        return response_415

    if response.status_code == 429:
        response_429 = CreateTokenResponse429.from_dict(response.json())



        return response_429

    if response.status_code == 503:
        response_503 = CreateTokenResponse503.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[CreateTokenResponse400 | CreateTokenResponse401 | CreateTokenResponse405 | CreateTokenResponse408 | CreateTokenResponse413 | CreateTokenResponse415 | CreateTokenResponse429 | CreateTokenResponse503 | TokenResponse]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: TokenRequest,

) -> Response[CreateTokenResponse400 | CreateTokenResponse401 | CreateTokenResponse405 | CreateTokenResponse408 | CreateTokenResponse413 | CreateTokenResponse415 | CreateTokenResponse429 | CreateTokenResponse503 | TokenResponse]:
    """ Exchanges a player's API key for a fresh token

     Exchanges a player's API key for a fresh token: the key alone names its player; with `player_id`
    too, the key must be that player's.

    Args:
        body (TokenRequest): An api_key to exchange for a token: alone, or with the id of the
            player
            it belongs to.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreateTokenResponse400 | CreateTokenResponse401 | CreateTokenResponse405 | CreateTokenResponse408 | CreateTokenResponse413 | CreateTokenResponse415 | CreateTokenResponse429 | CreateTokenResponse503 | TokenResponse]
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
    client: AuthenticatedClient | Client,
    body: TokenRequest,

) -> CreateTokenResponse400 | CreateTokenResponse401 | CreateTokenResponse405 | CreateTokenResponse408 | CreateTokenResponse413 | CreateTokenResponse415 | CreateTokenResponse429 | CreateTokenResponse503 | TokenResponse | None:
    """ Exchanges a player's API key for a fresh token

     Exchanges a player's API key for a fresh token: the key alone names its player; with `player_id`
    too, the key must be that player's.

    Args:
        body (TokenRequest): An api_key to exchange for a token: alone, or with the id of the
            player
            it belongs to.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreateTokenResponse400 | CreateTokenResponse401 | CreateTokenResponse405 | CreateTokenResponse408 | CreateTokenResponse413 | CreateTokenResponse415 | CreateTokenResponse429 | CreateTokenResponse503 | TokenResponse
     """


    return sync_detailed(
        client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: TokenRequest,

) -> Response[CreateTokenResponse400 | CreateTokenResponse401 | CreateTokenResponse405 | CreateTokenResponse408 | CreateTokenResponse413 | CreateTokenResponse415 | CreateTokenResponse429 | CreateTokenResponse503 | TokenResponse]:
    """ Exchanges a player's API key for a fresh token

     Exchanges a player's API key for a fresh token: the key alone names its player; with `player_id`
    too, the key must be that player's.

    Args:
        body (TokenRequest): An api_key to exchange for a token: alone, or with the id of the
            player
            it belongs to.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreateTokenResponse400 | CreateTokenResponse401 | CreateTokenResponse405 | CreateTokenResponse408 | CreateTokenResponse413 | CreateTokenResponse415 | CreateTokenResponse429 | CreateTokenResponse503 | TokenResponse]
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
    client: AuthenticatedClient | Client,
    body: TokenRequest,

) -> CreateTokenResponse400 | CreateTokenResponse401 | CreateTokenResponse405 | CreateTokenResponse408 | CreateTokenResponse413 | CreateTokenResponse415 | CreateTokenResponse429 | CreateTokenResponse503 | TokenResponse | None:
    """ Exchanges a player's API key for a fresh token

     Exchanges a player's API key for a fresh token: the key alone names its player; with `player_id`
    too, the key must be that player's.

    Args:
        body (TokenRequest): An api_key to exchange for a token: alone, or with the id of the
            player
            it belongs to.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreateTokenResponse400 | CreateTokenResponse401 | CreateTokenResponse405 | CreateTokenResponse408 | CreateTokenResponse413 | CreateTokenResponse415 | CreateTokenResponse429 | CreateTokenResponse503 | TokenResponse
     """


    return (await asyncio_detailed(
        client=client,
body=body,

    )).parsed
