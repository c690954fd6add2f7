from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.player_key import PlayerKey
from ...models.register_key import RegisterKey
from ...models.register_key_response_400 import RegisterKeyResponse400
from ...models.register_key_response_401 import RegisterKeyResponse401
from ...models.register_key_response_403 import RegisterKeyResponse403
from ...models.register_key_response_405 import RegisterKeyResponse405
from ...models.register_key_response_408 import RegisterKeyResponse408
from ...models.register_key_response_409 import RegisterKeyResponse409
from ...models.register_key_response_413 import RegisterKeyResponse413
from ...models.register_key_response_415 import RegisterKeyResponse415
from ...models.register_key_response_422 import RegisterKeyResponse422
from ...models.register_key_response_429 import RegisterKeyResponse429
from ...models.register_key_response_503 import RegisterKeyResponse503
from typing import cast



def _get_kwargs(
    *,
    body: RegisterKey,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/players/me/keys",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> PlayerKey | RegisterKeyResponse400 | RegisterKeyResponse401 | RegisterKeyResponse403 | RegisterKeyResponse405 | RegisterKeyResponse408 | RegisterKeyResponse409 | RegisterKeyResponse413 | RegisterKeyResponse415 | RegisterKeyResponse422 | RegisterKeyResponse429 | RegisterKeyResponse503 | None:
    if response.status_code == 200:
        response_200 = PlayerKey.from_dict(response.json())



        return response_200

    if response.status_code == 201:
        response_201 = PlayerKey.from_dict(response.json())



        return response_201

    if response.status_code == 400:
        response_400 = RegisterKeyResponse400.from_dict(response.json())



        return response_400

    if response.status_code == 401:
        response_401 = RegisterKeyResponse401.from_dict(response.json())



        return response_401

    if response.status_code == 403:
        response_403 = RegisterKeyResponse403.from_dict(response.json())



        return response_403

    if response.status_code == 405:
        response_405 = RegisterKeyResponse405.from_dict(response.json())



        return response_405

    if response.status_code == 408:
        response_408 = RegisterKeyResponse408.from_dict(response.json())



        return response_408

    if response.status_code == 409:
        response_409 = RegisterKeyResponse409.from_dict(response.json())



        return response_409

    if response.status_code == 413:
        response_413 = RegisterKeyResponse413.from_dict(response.json())



        return response_413

    if response.status_code == 415:
        response_415 = RegisterKeyResponse415.from_dict(response.json())



        return response_415

    if response.status_code == 422:
        response_422 = RegisterKeyResponse422.from_dict(response.json())



        return response_422

    if response.status_code == 429:
        response_429 = RegisterKeyResponse429.from_dict(response.json())



        return response_429

    if response.status_code == 503:
        response_503 = RegisterKeyResponse503.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[PlayerKey | RegisterKeyResponse400 | RegisterKeyResponse401 | RegisterKeyResponse403 | RegisterKeyResponse405 | RegisterKeyResponse408 | RegisterKeyResponse409 | RegisterKeyResponse413 | RegisterKeyResponse415 | RegisterKeyResponse422 | RegisterKeyResponse429 | RegisterKeyResponse503]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: RegisterKey,

) -> Response[PlayerKey | RegisterKeyResponse400 | RegisterKeyResponse401 | RegisterKeyResponse403 | RegisterKeyResponse405 | RegisterKeyResponse408 | RegisterKeyResponse409 | RegisterKeyResponse413 | RegisterKeyResponse415 | RegisterKeyResponse422 | RegisterKeyResponse429 | RegisterKeyResponse503]:
    """ Registers a public key the caller signs its moves with

     Registers a public key the caller signs its moves with; answers its `key_id`. A key registered
    already is answered as it is (`200`, revoked or not); a key another player registered is refused
    (`409 public_key_taken`): a key belongs to one player. At most 10 unrevoked keys, 100 in all. A
    public key is the canonical encoding (RFC 8032) of a point not of small order.

    Args:
        body (RegisterKey):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[PlayerKey | RegisterKeyResponse400 | RegisterKeyResponse401 | RegisterKeyResponse403 | RegisterKeyResponse405 | RegisterKeyResponse408 | RegisterKeyResponse409 | RegisterKeyResponse413 | RegisterKeyResponse415 | RegisterKeyResponse422 | RegisterKeyResponse429 | RegisterKeyResponse503]
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
    body: RegisterKey,

) -> PlayerKey | RegisterKeyResponse400 | RegisterKeyResponse401 | RegisterKeyResponse403 | RegisterKeyResponse405 | RegisterKeyResponse408 | RegisterKeyResponse409 | RegisterKeyResponse413 | RegisterKeyResponse415 | RegisterKeyResponse422 | RegisterKeyResponse429 | RegisterKeyResponse503 | None:
    """ Registers a public key the caller signs its moves with

     Registers a public key the caller signs its moves with; answers its `key_id`. A key registered
    already is answered as it is (`200`, revoked or not); a key another player registered is refused
    (`409 public_key_taken`): a key belongs to one player. At most 10 unrevoked keys, 100 in all. A
    public key is the canonical encoding (RFC 8032) of a point not of small order.

    Args:
        body (RegisterKey):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        PlayerKey | RegisterKeyResponse400 | RegisterKeyResponse401 | RegisterKeyResponse403 | RegisterKeyResponse405 | RegisterKeyResponse408 | RegisterKeyResponse409 | RegisterKeyResponse413 | RegisterKeyResponse415 | RegisterKeyResponse422 | RegisterKeyResponse429 | RegisterKeyResponse503
     """


    return sync_detailed(
        client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: RegisterKey,

) -> Response[PlayerKey | RegisterKeyResponse400 | RegisterKeyResponse401 | RegisterKeyResponse403 | RegisterKeyResponse405 | RegisterKeyResponse408 | RegisterKeyResponse409 | RegisterKeyResponse413 | RegisterKeyResponse415 | RegisterKeyResponse422 | RegisterKeyResponse429 | RegisterKeyResponse503]:
    """ Registers a public key the caller signs its moves with

     Registers a public key the caller signs its moves with; answers its `key_id`. A key registered
    already is answered as it is (`200`, revoked or not); a key another player registered is refused
    (`409 public_key_taken`): a key belongs to one player. At most 10 unrevoked keys, 100 in all. A
    public key is the canonical encoding (RFC 8032) of a point not of small order.

    Args:
        body (RegisterKey):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[PlayerKey | RegisterKeyResponse400 | RegisterKeyResponse401 | RegisterKeyResponse403 | RegisterKeyResponse405 | RegisterKeyResponse408 | RegisterKeyResponse409 | RegisterKeyResponse413 | RegisterKeyResponse415 | RegisterKeyResponse422 | RegisterKeyResponse429 | RegisterKeyResponse503]
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
    body: RegisterKey,

) -> PlayerKey | RegisterKeyResponse400 | RegisterKeyResponse401 | RegisterKeyResponse403 | RegisterKeyResponse405 | RegisterKeyResponse408 | RegisterKeyResponse409 | RegisterKeyResponse413 | RegisterKeyResponse415 | RegisterKeyResponse422 | RegisterKeyResponse429 | RegisterKeyResponse503 | None:
    """ Registers a public key the caller signs its moves with

     Registers a public key the caller signs its moves with; answers its `key_id`. A key registered
    already is answered as it is (`200`, revoked or not); a key another player registered is refused
    (`409 public_key_taken`): a key belongs to one player. At most 10 unrevoked keys, 100 in all. A
    public key is the canonical encoding (RFC 8032) of a point not of small order.

    Args:
        body (RegisterKey):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        PlayerKey | RegisterKeyResponse400 | RegisterKeyResponse401 | RegisterKeyResponse403 | RegisterKeyResponse405 | RegisterKeyResponse408 | RegisterKeyResponse409 | RegisterKeyResponse413 | RegisterKeyResponse415 | RegisterKeyResponse422 | RegisterKeyResponse429 | RegisterKeyResponse503
     """


    return (await asyncio_detailed(
        client=client,
body=body,

    )).parsed
