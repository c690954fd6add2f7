from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.app_token import AppToken
from ...models.o_auth_error import OAuthError
from ...models.o_auth_token_request import OAuthTokenRequest
from ...models.token_response_405 import TokenResponse405
from ...models.token_response_408 import TokenResponse408
from ...models.token_response_413 import TokenResponse413
from typing import cast



def _get_kwargs(
    *,
    body: OAuthTokenRequest,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/oauth/token",
    }

    _kwargs["data"] = body.to_dict()
    headers["Content-Type"] = "application/x-www-form-urlencoded"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> AppToken | OAuthError | TokenResponse405 | TokenResponse408 | TokenResponse413 | None:
    if response.status_code == 200:
        response_200 = AppToken.from_dict(response.json())



        return response_200

    if response.status_code == 400:
        response_400 = OAuthError.from_dict(response.json())



        return response_400

    if response.status_code == 405:
        response_405 = TokenResponse405.from_dict(response.json())



        return response_405

    if response.status_code == 408:
        response_408 = TokenResponse408.from_dict(response.json())



        return response_408

    if response.status_code == 413:
        response_413 = TokenResponse413.from_dict(response.json())



        return response_413

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[AppToken | OAuthError | TokenResponse405 | TokenResponse408 | TokenResponse413]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: OAuthTokenRequest,

) -> Response[AppToken | OAuthError | TokenResponse405 | TokenResponse408 | TokenResponse413]:
    """ Exchanges an authorization code for the app's token (RFC 6749, 4.1.3)

     Exchanges an authorization code for the app's token (RFC 6749, 4.1.3): the code once, by the client
    it was given to, with the same redirect URI and the verifier of its challenge, within 60 s. Any
    refusal spends the code; a code presented again (RFC 6749, 4.1.2) also revokes the token it gave.
    Errors are RFC 6749's (5.2), not problem documents.

    Args:
        body (OAuthTokenRequest): A token request (RFC 6749, 4.1.3, with RFC 7636, 4.5), form
            encoded.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AppToken | OAuthError | TokenResponse405 | TokenResponse408 | TokenResponse413]
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
    body: OAuthTokenRequest,

) -> AppToken | OAuthError | TokenResponse405 | TokenResponse408 | TokenResponse413 | None:
    """ Exchanges an authorization code for the app's token (RFC 6749, 4.1.3)

     Exchanges an authorization code for the app's token (RFC 6749, 4.1.3): the code once, by the client
    it was given to, with the same redirect URI and the verifier of its challenge, within 60 s. Any
    refusal spends the code; a code presented again (RFC 6749, 4.1.2) also revokes the token it gave.
    Errors are RFC 6749's (5.2), not problem documents.

    Args:
        body (OAuthTokenRequest): A token request (RFC 6749, 4.1.3, with RFC 7636, 4.5), form
            encoded.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AppToken | OAuthError | TokenResponse405 | TokenResponse408 | TokenResponse413
     """


    return sync_detailed(
        client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: OAuthTokenRequest,

) -> Response[AppToken | OAuthError | TokenResponse405 | TokenResponse408 | TokenResponse413]:
    """ Exchanges an authorization code for the app's token (RFC 6749, 4.1.3)

     Exchanges an authorization code for the app's token (RFC 6749, 4.1.3): the code once, by the client
    it was given to, with the same redirect URI and the verifier of its challenge, within 60 s. Any
    refusal spends the code; a code presented again (RFC 6749, 4.1.2) also revokes the token it gave.
    Errors are RFC 6749's (5.2), not problem documents.

    Args:
        body (OAuthTokenRequest): A token request (RFC 6749, 4.1.3, with RFC 7636, 4.5), form
            encoded.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AppToken | OAuthError | TokenResponse405 | TokenResponse408 | TokenResponse413]
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
    body: OAuthTokenRequest,

) -> AppToken | OAuthError | TokenResponse405 | TokenResponse408 | TokenResponse413 | None:
    """ Exchanges an authorization code for the app's token (RFC 6749, 4.1.3)

     Exchanges an authorization code for the app's token (RFC 6749, 4.1.3): the code once, by the client
    it was given to, with the same redirect URI and the verifier of its challenge, within 60 s. Any
    refusal spends the code; a code presented again (RFC 6749, 4.1.2) also revokes the token it gave.
    Errors are RFC 6749's (5.2), not problem documents.

    Args:
        body (OAuthTokenRequest): A token request (RFC 6749, 4.1.3, with RFC 7636, 4.5), form
            encoded.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AppToken | OAuthError | TokenResponse405 | TokenResponse408 | TokenResponse413
     """


    return (await asyncio_detailed(
        client=client,
body=body,

    )).parsed
