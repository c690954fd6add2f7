from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.revoke_tokens_response_401 import RevokeTokensResponse401
from ...models.revoke_tokens_response_403 import RevokeTokensResponse403
from ...models.revoke_tokens_response_405 import RevokeTokensResponse405
from ...models.revoke_tokens_response_413 import RevokeTokensResponse413
from ...models.revoke_tokens_response_429 import RevokeTokensResponse429
from ...models.revoke_tokens_response_503 import RevokeTokensResponse503
from typing import cast



def _get_kwargs(
    
) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/tokens/revoke",
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Any | RevokeTokensResponse401 | RevokeTokensResponse403 | RevokeTokensResponse405 | RevokeTokensResponse413 | RevokeTokensResponse429 | RevokeTokensResponse503 | None:
    if response.status_code == 204:
        response_204 = cast(Any, None)
        return response_204

    if response.status_code == 401:
        response_401 = RevokeTokensResponse401.from_dict(response.json())



        return response_401

    if response.status_code == 403:
        response_403 = RevokeTokensResponse403.from_dict(response.json())



        return response_403

    if response.status_code == 405:
        response_405 = RevokeTokensResponse405.from_dict(response.json())



        return response_405

    if response.status_code == 413:
        response_413 = RevokeTokensResponse413.from_dict(response.json())



        return response_413

    if response.status_code == 429:
        response_429 = RevokeTokensResponse429.from_dict(response.json())



        return response_429

    if response.status_code == 503:
        response_503 = RevokeTokensResponse503.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Any | RevokeTokensResponse401 | RevokeTokensResponse403 | RevokeTokensResponse405 | RevokeTokensResponse413 | RevokeTokensResponse429 | RevokeTokensResponse503]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,

) -> Response[Any | RevokeTokensResponse401 | RevokeTokensResponse403 | RevokeTokensResponse405 | RevokeTokensResponse413 | RevokeTokensResponse429 | RevokeTokensResponse503]:
    """ Revokes every token the caller holds, this one included

     Revokes every token the caller holds, this one included: each is refused (`401 token_revoked`) on
    its next request, in every server process; its open long-polls and streams end. No token is issued
    in exchange (a leaked token must not outlive its revocation): exchange the api_key at `POST
    /v1/tokens` for a new one. The api_key itself is unchanged (`POST /v1/players/me/api-keys` replaces
    it).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | RevokeTokensResponse401 | RevokeTokensResponse403 | RevokeTokensResponse405 | RevokeTokensResponse413 | RevokeTokensResponse429 | RevokeTokensResponse503]
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

) -> Any | RevokeTokensResponse401 | RevokeTokensResponse403 | RevokeTokensResponse405 | RevokeTokensResponse413 | RevokeTokensResponse429 | RevokeTokensResponse503 | None:
    """ Revokes every token the caller holds, this one included

     Revokes every token the caller holds, this one included: each is refused (`401 token_revoked`) on
    its next request, in every server process; its open long-polls and streams end. No token is issued
    in exchange (a leaked token must not outlive its revocation): exchange the api_key at `POST
    /v1/tokens` for a new one. The api_key itself is unchanged (`POST /v1/players/me/api-keys` replaces
    it).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | RevokeTokensResponse401 | RevokeTokensResponse403 | RevokeTokensResponse405 | RevokeTokensResponse413 | RevokeTokensResponse429 | RevokeTokensResponse503
     """


    return sync_detailed(
        client=client,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,

) -> Response[Any | RevokeTokensResponse401 | RevokeTokensResponse403 | RevokeTokensResponse405 | RevokeTokensResponse413 | RevokeTokensResponse429 | RevokeTokensResponse503]:
    """ Revokes every token the caller holds, this one included

     Revokes every token the caller holds, this one included: each is refused (`401 token_revoked`) on
    its next request, in every server process; its open long-polls and streams end. No token is issued
    in exchange (a leaked token must not outlive its revocation): exchange the api_key at `POST
    /v1/tokens` for a new one. The api_key itself is unchanged (`POST /v1/players/me/api-keys` replaces
    it).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | RevokeTokensResponse401 | RevokeTokensResponse403 | RevokeTokensResponse405 | RevokeTokensResponse413 | RevokeTokensResponse429 | RevokeTokensResponse503]
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

) -> Any | RevokeTokensResponse401 | RevokeTokensResponse403 | RevokeTokensResponse405 | RevokeTokensResponse413 | RevokeTokensResponse429 | RevokeTokensResponse503 | None:
    """ Revokes every token the caller holds, this one included

     Revokes every token the caller holds, this one included: each is refused (`401 token_revoked`) on
    its next request, in every server process; its open long-polls and streams end. No token is issued
    in exchange (a leaked token must not outlive its revocation): exchange the api_key at `POST
    /v1/tokens` for a new one. The api_key itself is unchanged (`POST /v1/players/me/api-keys` replaces
    it).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | RevokeTokensResponse401 | RevokeTokensResponse403 | RevokeTokensResponse405 | RevokeTokensResponse413 | RevokeTokensResponse429 | RevokeTokensResponse503
     """


    return (await asyncio_detailed(
        client=client,

    )).parsed
