from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.passkey_ceremony import PasskeyCeremony
from ...models.passkey_options_response_401 import PasskeyOptionsResponse401
from ...models.passkey_options_response_403 import PasskeyOptionsResponse403
from ...models.passkey_options_response_405 import PasskeyOptionsResponse405
from ...models.passkey_options_response_409 import PasskeyOptionsResponse409
from ...models.passkey_options_response_413 import PasskeyOptionsResponse413
from ...models.passkey_options_response_429 import PasskeyOptionsResponse429
from ...models.passkey_options_response_503 import PasskeyOptionsResponse503
from typing import cast



def _get_kwargs(
    
) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/players/me/passkeys/options",
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> PasskeyCeremony | PasskeyOptionsResponse401 | PasskeyOptionsResponse403 | PasskeyOptionsResponse405 | PasskeyOptionsResponse409 | PasskeyOptionsResponse413 | PasskeyOptionsResponse429 | PasskeyOptionsResponse503 | None:
    if response.status_code == 200:
        response_200 = PasskeyCeremony.from_dict(response.json())



        return response_200

    if response.status_code == 401:
        response_401 = PasskeyOptionsResponse401.from_dict(response.json())



        return response_401

    if response.status_code == 403:
        response_403 = PasskeyOptionsResponse403.from_dict(response.json())



        return response_403

    if response.status_code == 405:
        response_405 = PasskeyOptionsResponse405.from_dict(response.json())



        return response_405

    if response.status_code == 409:
        response_409 = PasskeyOptionsResponse409.from_dict(response.json())



        return response_409

    if response.status_code == 413:
        response_413 = PasskeyOptionsResponse413.from_dict(response.json())



        return response_413

    if response.status_code == 429:
        response_429 = PasskeyOptionsResponse429.from_dict(response.json())



        return response_429

    if response.status_code == 503:
        response_503 = PasskeyOptionsResponse503.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[PasskeyCeremony | PasskeyOptionsResponse401 | PasskeyOptionsResponse403 | PasskeyOptionsResponse405 | PasskeyOptionsResponse409 | PasskeyOptionsResponse413 | PasskeyOptionsResponse429 | PasskeyOptionsResponse503]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,

) -> Response[PasskeyCeremony | PasskeyOptionsResponse401 | PasskeyOptionsResponse403 | PasskeyOptionsResponse405 | PasskeyOptionsResponse409 | PasskeyOptionsResponse413 | PasskeyOptionsResponse429 | PasskeyOptionsResponse503]:
    """ Starts adding a passkey

     Starts adding a passkey: WebAuthn's creation options for `navigator.credentials.create`, and the
    ceremony's id. The caller's passkeys are excluded (an authenticator that holds one of them makes no
    second); a discoverable credential is preferred, so that it signs in without a handle.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[PasskeyCeremony | PasskeyOptionsResponse401 | PasskeyOptionsResponse403 | PasskeyOptionsResponse405 | PasskeyOptionsResponse409 | PasskeyOptionsResponse413 | PasskeyOptionsResponse429 | PasskeyOptionsResponse503]
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

) -> PasskeyCeremony | PasskeyOptionsResponse401 | PasskeyOptionsResponse403 | PasskeyOptionsResponse405 | PasskeyOptionsResponse409 | PasskeyOptionsResponse413 | PasskeyOptionsResponse429 | PasskeyOptionsResponse503 | None:
    """ Starts adding a passkey

     Starts adding a passkey: WebAuthn's creation options for `navigator.credentials.create`, and the
    ceremony's id. The caller's passkeys are excluded (an authenticator that holds one of them makes no
    second); a discoverable credential is preferred, so that it signs in without a handle.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        PasskeyCeremony | PasskeyOptionsResponse401 | PasskeyOptionsResponse403 | PasskeyOptionsResponse405 | PasskeyOptionsResponse409 | PasskeyOptionsResponse413 | PasskeyOptionsResponse429 | PasskeyOptionsResponse503
     """


    return sync_detailed(
        client=client,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,

) -> Response[PasskeyCeremony | PasskeyOptionsResponse401 | PasskeyOptionsResponse403 | PasskeyOptionsResponse405 | PasskeyOptionsResponse409 | PasskeyOptionsResponse413 | PasskeyOptionsResponse429 | PasskeyOptionsResponse503]:
    """ Starts adding a passkey

     Starts adding a passkey: WebAuthn's creation options for `navigator.credentials.create`, and the
    ceremony's id. The caller's passkeys are excluded (an authenticator that holds one of them makes no
    second); a discoverable credential is preferred, so that it signs in without a handle.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[PasskeyCeremony | PasskeyOptionsResponse401 | PasskeyOptionsResponse403 | PasskeyOptionsResponse405 | PasskeyOptionsResponse409 | PasskeyOptionsResponse413 | PasskeyOptionsResponse429 | PasskeyOptionsResponse503]
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

) -> PasskeyCeremony | PasskeyOptionsResponse401 | PasskeyOptionsResponse403 | PasskeyOptionsResponse405 | PasskeyOptionsResponse409 | PasskeyOptionsResponse413 | PasskeyOptionsResponse429 | PasskeyOptionsResponse503 | None:
    """ Starts adding a passkey

     Starts adding a passkey: WebAuthn's creation options for `navigator.credentials.create`, and the
    ceremony's id. The caller's passkeys are excluded (an authenticator that holds one of them makes no
    second); a discoverable credential is preferred, so that it signs in without a handle.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        PasskeyCeremony | PasskeyOptionsResponse401 | PasskeyOptionsResponse403 | PasskeyOptionsResponse405 | PasskeyOptionsResponse409 | PasskeyOptionsResponse413 | PasskeyOptionsResponse429 | PasskeyOptionsResponse503
     """


    return (await asyncio_detailed(
        client=client,

    )).parsed
