from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.access_tokens import AccessTokens
from ...models.list_access_tokens_response_401 import ListAccessTokensResponse401
from ...models.list_access_tokens_response_403 import ListAccessTokensResponse403
from ...models.list_access_tokens_response_405 import ListAccessTokensResponse405
from ...models.list_access_tokens_response_413 import ListAccessTokensResponse413
from ...models.list_access_tokens_response_429 import ListAccessTokensResponse429
from ...models.list_access_tokens_response_503 import ListAccessTokensResponse503
from typing import cast



def _get_kwargs(
    
) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/players/me/tokens",
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> AccessTokens | ListAccessTokensResponse401 | ListAccessTokensResponse403 | ListAccessTokensResponse405 | ListAccessTokensResponse413 | ListAccessTokensResponse429 | ListAccessTokensResponse503 | None:
    if response.status_code == 200:
        response_200 = AccessTokens.from_dict(response.json())



        return response_200

    if response.status_code == 401:
        response_401 = ListAccessTokensResponse401.from_dict(response.json())



        return response_401

    if response.status_code == 403:
        response_403 = ListAccessTokensResponse403.from_dict(response.json())



        return response_403

    if response.status_code == 405:
        response_405 = ListAccessTokensResponse405.from_dict(response.json())



        return response_405

    if response.status_code == 413:
        response_413 = ListAccessTokensResponse413.from_dict(response.json())



        return response_413

    if response.status_code == 429:
        response_429 = ListAccessTokensResponse429.from_dict(response.json())



        return response_429

    if response.status_code == 503:
        response_503 = ListAccessTokensResponse503.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[AccessTokens | ListAccessTokensResponse401 | ListAccessTokensResponse403 | ListAccessTokensResponse405 | ListAccessTokensResponse413 | ListAccessTokensResponse429 | ListAccessTokensResponse503]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,

) -> Response[AccessTokens | ListAccessTokensResponse401 | ListAccessTokensResponse403 | ListAccessTokensResponse405 | ListAccessTokensResponse413 | ListAccessTokensResponse429 | ListAccessTokensResponse503]:
    """ The caller's live personal access tokens (neither revoked nor expired),
    newest first, each with its scopes and last use.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AccessTokens | ListAccessTokensResponse401 | ListAccessTokensResponse403 | ListAccessTokensResponse405 | ListAccessTokensResponse413 | ListAccessTokensResponse429 | ListAccessTokensResponse503]
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

) -> AccessTokens | ListAccessTokensResponse401 | ListAccessTokensResponse403 | ListAccessTokensResponse405 | ListAccessTokensResponse413 | ListAccessTokensResponse429 | ListAccessTokensResponse503 | None:
    """ The caller's live personal access tokens (neither revoked nor expired),
    newest first, each with its scopes and last use.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AccessTokens | ListAccessTokensResponse401 | ListAccessTokensResponse403 | ListAccessTokensResponse405 | ListAccessTokensResponse413 | ListAccessTokensResponse429 | ListAccessTokensResponse503
     """


    return sync_detailed(
        client=client,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,

) -> Response[AccessTokens | ListAccessTokensResponse401 | ListAccessTokensResponse403 | ListAccessTokensResponse405 | ListAccessTokensResponse413 | ListAccessTokensResponse429 | ListAccessTokensResponse503]:
    """ The caller's live personal access tokens (neither revoked nor expired),
    newest first, each with its scopes and last use.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AccessTokens | ListAccessTokensResponse401 | ListAccessTokensResponse403 | ListAccessTokensResponse405 | ListAccessTokensResponse413 | ListAccessTokensResponse429 | ListAccessTokensResponse503]
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

) -> AccessTokens | ListAccessTokensResponse401 | ListAccessTokensResponse403 | ListAccessTokensResponse405 | ListAccessTokensResponse413 | ListAccessTokensResponse429 | ListAccessTokensResponse503 | None:
    """ The caller's live personal access tokens (neither revoked nor expired),
    newest first, each with its scopes and last use.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AccessTokens | ListAccessTokensResponse401 | ListAccessTokensResponse403 | ListAccessTokensResponse405 | ListAccessTokensResponse413 | ListAccessTokensResponse429 | ListAccessTokensResponse503
     """


    return (await asyncio_detailed(
        client=client,

    )).parsed
