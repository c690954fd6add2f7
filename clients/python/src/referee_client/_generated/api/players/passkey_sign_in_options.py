from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.passkey_ceremony import PasskeyCeremony
from ...models.passkey_sign_in_options import PasskeySignInOptions
from ...models.passkey_sign_in_options_response_400 import PasskeySignInOptionsResponse400
from ...models.passkey_sign_in_options_response_405 import PasskeySignInOptionsResponse405
from ...models.passkey_sign_in_options_response_408 import PasskeySignInOptionsResponse408
from ...models.passkey_sign_in_options_response_413 import PasskeySignInOptionsResponse413
from ...models.passkey_sign_in_options_response_415 import PasskeySignInOptionsResponse415
from ...models.passkey_sign_in_options_response_429 import PasskeySignInOptionsResponse429
from ...models.passkey_sign_in_options_response_503 import PasskeySignInOptionsResponse503
from typing import cast



def _get_kwargs(
    *,
    body: PasskeySignInOptions,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/sessions/passkey/options",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> PasskeyCeremony | PasskeySignInOptionsResponse400 | PasskeySignInOptionsResponse405 | PasskeySignInOptionsResponse408 | PasskeySignInOptionsResponse413 | PasskeySignInOptionsResponse415 | PasskeySignInOptionsResponse429 | PasskeySignInOptionsResponse503 | None:
    if response.status_code == 200:
        response_200 = PasskeyCeremony.from_dict(response.json())



        return response_200

    if response.status_code == 400:
        response_400 = PasskeySignInOptionsResponse400.from_dict(response.json())



        return response_400

    if response.status_code == 405:
        response_405 = PasskeySignInOptionsResponse405.from_dict(response.json())



        return response_405

    if response.status_code == 408:
        response_408 = PasskeySignInOptionsResponse408.from_dict(response.json())



        return response_408

    if response.status_code == 413:
        response_413 = PasskeySignInOptionsResponse413.from_dict(response.json())



        return response_413

    if response.status_code == 415:
        response_415 = PasskeySignInOptionsResponse415.from_dict(response.json())



        return response_415

    if response.status_code == 429:
        response_429 = PasskeySignInOptionsResponse429.from_dict(response.json())



        return response_429

    if response.status_code == 503:
        response_503 = PasskeySignInOptionsResponse503.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[PasskeyCeremony | PasskeySignInOptionsResponse400 | PasskeySignInOptionsResponse405 | PasskeySignInOptionsResponse408 | PasskeySignInOptionsResponse413 | PasskeySignInOptionsResponse415 | PasskeySignInOptionsResponse429 | PasskeySignInOptionsResponse503]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: PasskeySignInOptions,

) -> Response[PasskeyCeremony | PasskeySignInOptionsResponse400 | PasskeySignInOptionsResponse405 | PasskeySignInOptionsResponse408 | PasskeySignInOptionsResponse413 | PasskeySignInOptionsResponse415 | PasskeySignInOptionsResponse429 | PasskeySignInOptionsResponse503]:
    """ Starts signing in with a passkey

     Starts signing in with a passkey: WebAuthn's request options for `navigator.credentials.get`, and
    the ceremony's id. With a `handle`, its player's passkeys are the ones allowed; without one (or with
    a handle of no player with passkeys: the answer does not tell), any passkey that names its player (a
    discoverable one) may answer.

    Args:
        body (PasskeySignInOptions):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[PasskeyCeremony | PasskeySignInOptionsResponse400 | PasskeySignInOptionsResponse405 | PasskeySignInOptionsResponse408 | PasskeySignInOptionsResponse413 | PasskeySignInOptionsResponse415 | PasskeySignInOptionsResponse429 | PasskeySignInOptionsResponse503]
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
    body: PasskeySignInOptions,

) -> PasskeyCeremony | PasskeySignInOptionsResponse400 | PasskeySignInOptionsResponse405 | PasskeySignInOptionsResponse408 | PasskeySignInOptionsResponse413 | PasskeySignInOptionsResponse415 | PasskeySignInOptionsResponse429 | PasskeySignInOptionsResponse503 | None:
    """ Starts signing in with a passkey

     Starts signing in with a passkey: WebAuthn's request options for `navigator.credentials.get`, and
    the ceremony's id. With a `handle`, its player's passkeys are the ones allowed; without one (or with
    a handle of no player with passkeys: the answer does not tell), any passkey that names its player (a
    discoverable one) may answer.

    Args:
        body (PasskeySignInOptions):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        PasskeyCeremony | PasskeySignInOptionsResponse400 | PasskeySignInOptionsResponse405 | PasskeySignInOptionsResponse408 | PasskeySignInOptionsResponse413 | PasskeySignInOptionsResponse415 | PasskeySignInOptionsResponse429 | PasskeySignInOptionsResponse503
     """


    return sync_detailed(
        client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: PasskeySignInOptions,

) -> Response[PasskeyCeremony | PasskeySignInOptionsResponse400 | PasskeySignInOptionsResponse405 | PasskeySignInOptionsResponse408 | PasskeySignInOptionsResponse413 | PasskeySignInOptionsResponse415 | PasskeySignInOptionsResponse429 | PasskeySignInOptionsResponse503]:
    """ Starts signing in with a passkey

     Starts signing in with a passkey: WebAuthn's request options for `navigator.credentials.get`, and
    the ceremony's id. With a `handle`, its player's passkeys are the ones allowed; without one (or with
    a handle of no player with passkeys: the answer does not tell), any passkey that names its player (a
    discoverable one) may answer.

    Args:
        body (PasskeySignInOptions):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[PasskeyCeremony | PasskeySignInOptionsResponse400 | PasskeySignInOptionsResponse405 | PasskeySignInOptionsResponse408 | PasskeySignInOptionsResponse413 | PasskeySignInOptionsResponse415 | PasskeySignInOptionsResponse429 | PasskeySignInOptionsResponse503]
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
    body: PasskeySignInOptions,

) -> PasskeyCeremony | PasskeySignInOptionsResponse400 | PasskeySignInOptionsResponse405 | PasskeySignInOptionsResponse408 | PasskeySignInOptionsResponse413 | PasskeySignInOptionsResponse415 | PasskeySignInOptionsResponse429 | PasskeySignInOptionsResponse503 | None:
    """ Starts signing in with a passkey

     Starts signing in with a passkey: WebAuthn's request options for `navigator.credentials.get`, and
    the ceremony's id. With a `handle`, its player's passkeys are the ones allowed; without one (or with
    a handle of no player with passkeys: the answer does not tell), any passkey that names its player (a
    discoverable one) may answer.

    Args:
        body (PasskeySignInOptions):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        PasskeyCeremony | PasskeySignInOptionsResponse400 | PasskeySignInOptionsResponse405 | PasskeySignInOptionsResponse408 | PasskeySignInOptionsResponse413 | PasskeySignInOptionsResponse415 | PasskeySignInOptionsResponse429 | PasskeySignInOptionsResponse503
     """


    return (await asyncio_detailed(
        client=client,
body=body,

    )).parsed
