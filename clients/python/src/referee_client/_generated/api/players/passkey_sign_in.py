from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.passkey_sign_in import PasskeySignIn
from ...models.passkey_sign_in_response_400 import PasskeySignInResponse400
from ...models.passkey_sign_in_response_401 import PasskeySignInResponse401
from ...models.passkey_sign_in_response_405 import PasskeySignInResponse405
from ...models.passkey_sign_in_response_408 import PasskeySignInResponse408
from ...models.passkey_sign_in_response_409 import PasskeySignInResponse409
from ...models.passkey_sign_in_response_413 import PasskeySignInResponse413
from ...models.passkey_sign_in_response_415 import PasskeySignInResponse415
from ...models.passkey_sign_in_response_429 import PasskeySignInResponse429
from ...models.passkey_sign_in_response_503 import PasskeySignInResponse503
from ...models.token_response import TokenResponse
from typing import cast



def _get_kwargs(
    *,
    body: PasskeySignIn,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/sessions/passkey",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> PasskeySignInResponse400 | PasskeySignInResponse401 | PasskeySignInResponse405 | PasskeySignInResponse408 | PasskeySignInResponse409 | PasskeySignInResponse413 | PasskeySignInResponse415 | PasskeySignInResponse429 | PasskeySignInResponse503 | TokenResponse | None:
    if response.status_code == 200:
        response_200 = TokenResponse.from_dict(response.json())



        return response_200

    if response.status_code == 400:
        response_400 = PasskeySignInResponse400.from_dict(response.json())



        return response_400

    if response.status_code == 401:
        response_401 = PasskeySignInResponse401.from_dict(response.json())



        return response_401

    if response.status_code == 405:
        response_405 = PasskeySignInResponse405.from_dict(response.json())



        return response_405

    if response.status_code == 408:
        response_408 = PasskeySignInResponse408.from_dict(response.json())



        return response_408

    if response.status_code == 409:
        response_409 = PasskeySignInResponse409.from_dict(response.json())



        return response_409

    if response.status_code == 413:
        response_413 = PasskeySignInResponse413.from_dict(response.json())



        return response_413

    if response.status_code == 415:
        response_415 = PasskeySignInResponse415.from_dict(response.json())



        return response_415

    if response.status_code == 429:
        response_429 = PasskeySignInResponse429.from_dict(response.json())



        return response_429

    if response.status_code == 503:
        response_503 = PasskeySignInResponse503.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[PasskeySignInResponse400 | PasskeySignInResponse401 | PasskeySignInResponse405 | PasskeySignInResponse408 | PasskeySignInResponse409 | PasskeySignInResponse413 | PasskeySignInResponse415 | PasskeySignInResponse429 | PasskeySignInResponse503 | TokenResponse]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: PasskeySignIn,

) -> Response[PasskeySignInResponse400 | PasskeySignInResponse401 | PasskeySignInResponse405 | PasskeySignInResponse408 | PasskeySignInResponse409 | PasskeySignInResponse413 | PasskeySignInResponse415 | PasskeySignInResponse429 | PasskeySignInResponse503 | TokenResponse]:
    """ Signs in with a passkey

     Signs in with a passkey: the browser's assertion for the ceremony (spent by this call, whatever its
    outcome), checked against its challenge, the relying party's id and origin, and the passkey's public
    key; answers a token of every scope, as `POST /v1/sessions` does. Each attempt counts against the
    address's guesses an hour.

    Args:
        body (PasskeySignIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[PasskeySignInResponse400 | PasskeySignInResponse401 | PasskeySignInResponse405 | PasskeySignInResponse408 | PasskeySignInResponse409 | PasskeySignInResponse413 | PasskeySignInResponse415 | PasskeySignInResponse429 | PasskeySignInResponse503 | TokenResponse]
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
    body: PasskeySignIn,

) -> PasskeySignInResponse400 | PasskeySignInResponse401 | PasskeySignInResponse405 | PasskeySignInResponse408 | PasskeySignInResponse409 | PasskeySignInResponse413 | PasskeySignInResponse415 | PasskeySignInResponse429 | PasskeySignInResponse503 | TokenResponse | None:
    """ Signs in with a passkey

     Signs in with a passkey: the browser's assertion for the ceremony (spent by this call, whatever its
    outcome), checked against its challenge, the relying party's id and origin, and the passkey's public
    key; answers a token of every scope, as `POST /v1/sessions` does. Each attempt counts against the
    address's guesses an hour.

    Args:
        body (PasskeySignIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        PasskeySignInResponse400 | PasskeySignInResponse401 | PasskeySignInResponse405 | PasskeySignInResponse408 | PasskeySignInResponse409 | PasskeySignInResponse413 | PasskeySignInResponse415 | PasskeySignInResponse429 | PasskeySignInResponse503 | TokenResponse
     """


    return sync_detailed(
        client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: PasskeySignIn,

) -> Response[PasskeySignInResponse400 | PasskeySignInResponse401 | PasskeySignInResponse405 | PasskeySignInResponse408 | PasskeySignInResponse409 | PasskeySignInResponse413 | PasskeySignInResponse415 | PasskeySignInResponse429 | PasskeySignInResponse503 | TokenResponse]:
    """ Signs in with a passkey

     Signs in with a passkey: the browser's assertion for the ceremony (spent by this call, whatever its
    outcome), checked against its challenge, the relying party's id and origin, and the passkey's public
    key; answers a token of every scope, as `POST /v1/sessions` does. Each attempt counts against the
    address's guesses an hour.

    Args:
        body (PasskeySignIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[PasskeySignInResponse400 | PasskeySignInResponse401 | PasskeySignInResponse405 | PasskeySignInResponse408 | PasskeySignInResponse409 | PasskeySignInResponse413 | PasskeySignInResponse415 | PasskeySignInResponse429 | PasskeySignInResponse503 | TokenResponse]
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
    body: PasskeySignIn,

) -> PasskeySignInResponse400 | PasskeySignInResponse401 | PasskeySignInResponse405 | PasskeySignInResponse408 | PasskeySignInResponse409 | PasskeySignInResponse413 | PasskeySignInResponse415 | PasskeySignInResponse429 | PasskeySignInResponse503 | TokenResponse | None:
    """ Signs in with a passkey

     Signs in with a passkey: the browser's assertion for the ceremony (spent by this call, whatever its
    outcome), checked against its challenge, the relying party's id and origin, and the passkey's public
    key; answers a token of every scope, as `POST /v1/sessions` does. Each attempt counts against the
    address's guesses an hour.

    Args:
        body (PasskeySignIn):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        PasskeySignInResponse400 | PasskeySignInResponse401 | PasskeySignInResponse405 | PasskeySignInResponse408 | PasskeySignInResponse409 | PasskeySignInResponse413 | PasskeySignInResponse415 | PasskeySignInResponse429 | PasskeySignInResponse503 | TokenResponse
     """


    return (await asyncio_detailed(
        client=client,
body=body,

    )).parsed
