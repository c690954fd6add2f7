from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.add_passkey import AddPasskey
from ...models.add_passkey_response_400 import AddPasskeyResponse400
from ...models.add_passkey_response_401 import AddPasskeyResponse401
from ...models.add_passkey_response_403 import AddPasskeyResponse403
from ...models.add_passkey_response_405 import AddPasskeyResponse405
from ...models.add_passkey_response_408 import AddPasskeyResponse408
from ...models.add_passkey_response_409 import AddPasskeyResponse409
from ...models.add_passkey_response_413 import AddPasskeyResponse413
from ...models.add_passkey_response_415 import AddPasskeyResponse415
from ...models.add_passkey_response_422 import AddPasskeyResponse422
from ...models.add_passkey_response_429 import AddPasskeyResponse429
from ...models.add_passkey_response_503 import AddPasskeyResponse503
from ...models.passkey_info import PasskeyInfo
from typing import cast



def _get_kwargs(
    *,
    body: AddPasskey,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/players/me/passkeys",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> AddPasskeyResponse400 | AddPasskeyResponse401 | AddPasskeyResponse403 | AddPasskeyResponse405 | AddPasskeyResponse408 | AddPasskeyResponse409 | AddPasskeyResponse413 | AddPasskeyResponse415 | AddPasskeyResponse422 | AddPasskeyResponse429 | AddPasskeyResponse503 | PasskeyInfo | None:
    if response.status_code == 201:
        response_201 = PasskeyInfo.from_dict(response.json())



        return response_201

    if response.status_code == 400:
        response_400 = AddPasskeyResponse400.from_dict(response.json())



        return response_400

    if response.status_code == 401:
        response_401 = AddPasskeyResponse401.from_dict(response.json())



        return response_401

    if response.status_code == 403:
        response_403 = AddPasskeyResponse403.from_dict(response.json())



        return response_403

    if response.status_code == 405:
        response_405 = AddPasskeyResponse405.from_dict(response.json())



        return response_405

    if response.status_code == 408:
        response_408 = AddPasskeyResponse408.from_dict(response.json())



        return response_408

    if response.status_code == 409:
        response_409 = AddPasskeyResponse409.from_dict(response.json())



        return response_409

    if response.status_code == 413:
        response_413 = AddPasskeyResponse413.from_dict(response.json())



        return response_413

    if response.status_code == 415:
        response_415 = AddPasskeyResponse415.from_dict(response.json())



        return response_415

    if response.status_code == 422:
        response_422 = AddPasskeyResponse422.from_dict(response.json())



        return response_422

    if response.status_code == 429:
        response_429 = AddPasskeyResponse429.from_dict(response.json())



        return response_429

    if response.status_code == 503:
        response_503 = AddPasskeyResponse503.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[AddPasskeyResponse400 | AddPasskeyResponse401 | AddPasskeyResponse403 | AddPasskeyResponse405 | AddPasskeyResponse408 | AddPasskeyResponse409 | AddPasskeyResponse413 | AddPasskeyResponse415 | AddPasskeyResponse422 | AddPasskeyResponse429 | AddPasskeyResponse503 | PasskeyInfo]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: AddPasskey,

) -> Response[AddPasskeyResponse400 | AddPasskeyResponse401 | AddPasskeyResponse403 | AddPasskeyResponse405 | AddPasskeyResponse408 | AddPasskeyResponse409 | AddPasskeyResponse413 | AddPasskeyResponse415 | AddPasskeyResponse422 | AddPasskeyResponse429 | AddPasskeyResponse503 | PasskeyInfo]:
    """ Finishes adding a passkey

     Finishes adding a passkey: the browser's credential for the ceremony (spent by this call, whatever
    its outcome), checked against its challenge, the relying party's id and origin; the passkey is
    stored with its name.

    Args:
        body (AddPasskey):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AddPasskeyResponse400 | AddPasskeyResponse401 | AddPasskeyResponse403 | AddPasskeyResponse405 | AddPasskeyResponse408 | AddPasskeyResponse409 | AddPasskeyResponse413 | AddPasskeyResponse415 | AddPasskeyResponse422 | AddPasskeyResponse429 | AddPasskeyResponse503 | PasskeyInfo]
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
    body: AddPasskey,

) -> AddPasskeyResponse400 | AddPasskeyResponse401 | AddPasskeyResponse403 | AddPasskeyResponse405 | AddPasskeyResponse408 | AddPasskeyResponse409 | AddPasskeyResponse413 | AddPasskeyResponse415 | AddPasskeyResponse422 | AddPasskeyResponse429 | AddPasskeyResponse503 | PasskeyInfo | None:
    """ Finishes adding a passkey

     Finishes adding a passkey: the browser's credential for the ceremony (spent by this call, whatever
    its outcome), checked against its challenge, the relying party's id and origin; the passkey is
    stored with its name.

    Args:
        body (AddPasskey):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AddPasskeyResponse400 | AddPasskeyResponse401 | AddPasskeyResponse403 | AddPasskeyResponse405 | AddPasskeyResponse408 | AddPasskeyResponse409 | AddPasskeyResponse413 | AddPasskeyResponse415 | AddPasskeyResponse422 | AddPasskeyResponse429 | AddPasskeyResponse503 | PasskeyInfo
     """


    return sync_detailed(
        client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: AddPasskey,

) -> Response[AddPasskeyResponse400 | AddPasskeyResponse401 | AddPasskeyResponse403 | AddPasskeyResponse405 | AddPasskeyResponse408 | AddPasskeyResponse409 | AddPasskeyResponse413 | AddPasskeyResponse415 | AddPasskeyResponse422 | AddPasskeyResponse429 | AddPasskeyResponse503 | PasskeyInfo]:
    """ Finishes adding a passkey

     Finishes adding a passkey: the browser's credential for the ceremony (spent by this call, whatever
    its outcome), checked against its challenge, the relying party's id and origin; the passkey is
    stored with its name.

    Args:
        body (AddPasskey):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AddPasskeyResponse400 | AddPasskeyResponse401 | AddPasskeyResponse403 | AddPasskeyResponse405 | AddPasskeyResponse408 | AddPasskeyResponse409 | AddPasskeyResponse413 | AddPasskeyResponse415 | AddPasskeyResponse422 | AddPasskeyResponse429 | AddPasskeyResponse503 | PasskeyInfo]
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
    body: AddPasskey,

) -> AddPasskeyResponse400 | AddPasskeyResponse401 | AddPasskeyResponse403 | AddPasskeyResponse405 | AddPasskeyResponse408 | AddPasskeyResponse409 | AddPasskeyResponse413 | AddPasskeyResponse415 | AddPasskeyResponse422 | AddPasskeyResponse429 | AddPasskeyResponse503 | PasskeyInfo | None:
    """ Finishes adding a passkey

     Finishes adding a passkey: the browser's credential for the ceremony (spent by this call, whatever
    its outcome), checked against its challenge, the relying party's id and origin; the passkey is
    stored with its name.

    Args:
        body (AddPasskey):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AddPasskeyResponse400 | AddPasskeyResponse401 | AddPasskeyResponse403 | AddPasskeyResponse405 | AddPasskeyResponse408 | AddPasskeyResponse409 | AddPasskeyResponse413 | AddPasskeyResponse415 | AddPasskeyResponse422 | AddPasskeyResponse429 | AddPasskeyResponse503 | PasskeyInfo
     """


    return (await asyncio_detailed(
        client=client,
body=body,

    )).parsed
