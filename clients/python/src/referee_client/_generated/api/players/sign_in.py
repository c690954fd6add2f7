from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.sign_in import SignIn
from ...models.sign_in_response_400 import SignInResponse400
from ...models.sign_in_response_401 import SignInResponse401
from ...models.sign_in_response_405 import SignInResponse405
from ...models.sign_in_response_408 import SignInResponse408
from ...models.sign_in_response_413 import SignInResponse413
from ...models.sign_in_response_415 import SignInResponse415
from ...models.sign_in_response_429 import SignInResponse429
from ...models.sign_in_response_503 import SignInResponse503
from ...models.token_response import TokenResponse
from typing import cast



def _get_kwargs(
    *,
    body: SignIn,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/sessions",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> SignInResponse400 | SignInResponse401 | SignInResponse405 | SignInResponse408 | SignInResponse413 | SignInResponse415 | SignInResponse429 | SignInResponse503 | TokenResponse | None:
    if response.status_code == 200:
        response_200 = TokenResponse.from_dict(response.json())



        return response_200

    if response.status_code == 400:
        response_400 = SignInResponse400.from_dict(response.json())



        return response_400

    if response.status_code == 401:
        response_401 = SignInResponse401.from_dict(response.json())



        return response_401

    if response.status_code == 405:
        response_405 = SignInResponse405.from_dict(response.json())



        return response_405

    if response.status_code == 408:
        response_408 = SignInResponse408.from_dict(response.json())



        return response_408

    if response.status_code == 413:
        response_413 = SignInResponse413.from_dict(response.json())



        return response_413

    if response.status_code == 415:
        response_415 = SignInResponse415.from_dict(response.json())



        return response_415

    if response.status_code == 429:
        response_429 = SignInResponse429.from_dict(response.json())



        return response_429

    if response.status_code == 503:
        response_503 = SignInResponse503.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[SignInResponse400 | SignInResponse401 | SignInResponse405 | SignInResponse408 | SignInResponse413 | SignInResponse415 | SignInResponse429 | SignInResponse503 | TokenResponse]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: SignIn,

) -> Response[SignInResponse400 | SignInResponse401 | SignInResponse405 | SignInResponse408 | SignInResponse413 | SignInResponse415 | SignInResponse429 | SignInResponse503 | TokenResponse]:
    """ Signs in with a handle and a password

     Signs in with a handle and a password: a token of every scope, as an API key's. An unknown handle
    and a wrong password are answered alike, in about the same time. Each attempt counts against the
    account's and the address's guesses an hour (`429 rate_limited` past them).

    Args:
        body (SignIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[SignInResponse400 | SignInResponse401 | SignInResponse405 | SignInResponse408 | SignInResponse413 | SignInResponse415 | SignInResponse429 | SignInResponse503 | TokenResponse]
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
    body: SignIn,

) -> SignInResponse400 | SignInResponse401 | SignInResponse405 | SignInResponse408 | SignInResponse413 | SignInResponse415 | SignInResponse429 | SignInResponse503 | TokenResponse | None:
    """ Signs in with a handle and a password

     Signs in with a handle and a password: a token of every scope, as an API key's. An unknown handle
    and a wrong password are answered alike, in about the same time. Each attempt counts against the
    account's and the address's guesses an hour (`429 rate_limited` past them).

    Args:
        body (SignIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        SignInResponse400 | SignInResponse401 | SignInResponse405 | SignInResponse408 | SignInResponse413 | SignInResponse415 | SignInResponse429 | SignInResponse503 | TokenResponse
     """


    return sync_detailed(
        client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: SignIn,

) -> Response[SignInResponse400 | SignInResponse401 | SignInResponse405 | SignInResponse408 | SignInResponse413 | SignInResponse415 | SignInResponse429 | SignInResponse503 | TokenResponse]:
    """ Signs in with a handle and a password

     Signs in with a handle and a password: a token of every scope, as an API key's. An unknown handle
    and a wrong password are answered alike, in about the same time. Each attempt counts against the
    account's and the address's guesses an hour (`429 rate_limited` past them).

    Args:
        body (SignIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[SignInResponse400 | SignInResponse401 | SignInResponse405 | SignInResponse408 | SignInResponse413 | SignInResponse415 | SignInResponse429 | SignInResponse503 | TokenResponse]
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
    body: SignIn,

) -> SignInResponse400 | SignInResponse401 | SignInResponse405 | SignInResponse408 | SignInResponse413 | SignInResponse415 | SignInResponse429 | SignInResponse503 | TokenResponse | None:
    """ Signs in with a handle and a password

     Signs in with a handle and a password: a token of every scope, as an API key's. An unknown handle
    and a wrong password are answered alike, in about the same time. Each attempt counts against the
    account's and the address's guesses an hour (`429 rate_limited` past them).

    Args:
        body (SignIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        SignInResponse400 | SignInResponse401 | SignInResponse405 | SignInResponse408 | SignInResponse413 | SignInResponse415 | SignInResponse429 | SignInResponse503 | TokenResponse
     """


    return (await asyncio_detailed(
        client=client,
body=body,

    )).parsed
