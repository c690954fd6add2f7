from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.roll_secret import RollSecret
from ...models.roll_secret_response_400 import RollSecretResponse400
from ...models.roll_secret_response_401 import RollSecretResponse401
from ...models.roll_secret_response_403 import RollSecretResponse403
from ...models.roll_secret_response_404 import RollSecretResponse404
from ...models.roll_secret_response_405 import RollSecretResponse405
from ...models.roll_secret_response_408 import RollSecretResponse408
from ...models.roll_secret_response_413 import RollSecretResponse413
from ...models.roll_secret_response_415 import RollSecretResponse415
from ...models.roll_secret_response_422 import RollSecretResponse422
from ...models.roll_secret_response_429 import RollSecretResponse429
from ...models.roll_secret_response_503 import RollSecretResponse503
from ...models.secret_rolled import SecretRolled
from typing import cast



def _get_kwargs(
    *,
    body: RollSecret,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/players/me/webhook/secret",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> RollSecretResponse400 | RollSecretResponse401 | RollSecretResponse403 | RollSecretResponse404 | RollSecretResponse405 | RollSecretResponse408 | RollSecretResponse413 | RollSecretResponse415 | RollSecretResponse422 | RollSecretResponse429 | RollSecretResponse503 | SecretRolled | None:
    if response.status_code == 200:
        response_200 = SecretRolled.from_dict(response.json())



        return response_200

    if response.status_code == 400:
        response_400 = RollSecretResponse400.from_dict(response.json())



        return response_400

    if response.status_code == 401:
        response_401 = RollSecretResponse401.from_dict(response.json())



        return response_401

    if response.status_code == 403:
        response_403 = RollSecretResponse403.from_dict(response.json())



        return response_403

    if response.status_code == 404:
        response_404 = RollSecretResponse404.from_dict(response.json())



        return response_404

    if response.status_code == 405:
        response_405 = RollSecretResponse405.from_dict(response.json())



        return response_405

    if response.status_code == 408:
        response_408 = RollSecretResponse408.from_dict(response.json())



        return response_408

    if response.status_code == 413:
        response_413 = RollSecretResponse413.from_dict(response.json())



        return response_413

    if response.status_code == 415:
        response_415 = RollSecretResponse415.from_dict(response.json())



        return response_415

    if response.status_code == 422:
        response_422 = RollSecretResponse422.from_dict(response.json())



        return response_422

    if response.status_code == 429:
        response_429 = RollSecretResponse429.from_dict(response.json())



        return response_429

    if response.status_code == 503:
        response_503 = RollSecretResponse503.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[RollSecretResponse400 | RollSecretResponse401 | RollSecretResponse403 | RollSecretResponse404 | RollSecretResponse405 | RollSecretResponse408 | RollSecretResponse413 | RollSecretResponse415 | RollSecretResponse422 | RollSecretResponse429 | RollSecretResponse503 | SecretRolled]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: RollSecret,

) -> Response[RollSecretResponse400 | RollSecretResponse401 | RollSecretResponse403 | RollSecretResponse404 | RollSecretResponse405 | RollSecretResponse408 | RollSecretResponse413 | RollSecretResponse415 | RollSecretResponse422 | RollSecretResponse429 | RollSecretResponse503 | SecretRolled]:
    """ Rolls the caller's webhook secret

     Rolls the caller's webhook secret: the new one (sent, or generated) signs every delivery from now
    on; the previous one keeps signing too, as a second `v1=` entry of `Referee-Signature` after the new
    one's, for `grace_secs` (default 24 h), so that receivers can switch without refusing a delivery. A
    roll during the grace period ends the older secret's: only the secret just replaced keeps signing.

    Args:
        body (RollSecret): A rolled secret: the new one signs at once; the previous one keeps
            signing, as a second `v1=` of `Referee-Signature`, for `grace_secs`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[RollSecretResponse400 | RollSecretResponse401 | RollSecretResponse403 | RollSecretResponse404 | RollSecretResponse405 | RollSecretResponse408 | RollSecretResponse413 | RollSecretResponse415 | RollSecretResponse422 | RollSecretResponse429 | RollSecretResponse503 | SecretRolled]
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
    body: RollSecret,

) -> RollSecretResponse400 | RollSecretResponse401 | RollSecretResponse403 | RollSecretResponse404 | RollSecretResponse405 | RollSecretResponse408 | RollSecretResponse413 | RollSecretResponse415 | RollSecretResponse422 | RollSecretResponse429 | RollSecretResponse503 | SecretRolled | None:
    """ Rolls the caller's webhook secret

     Rolls the caller's webhook secret: the new one (sent, or generated) signs every delivery from now
    on; the previous one keeps signing too, as a second `v1=` entry of `Referee-Signature` after the new
    one's, for `grace_secs` (default 24 h), so that receivers can switch without refusing a delivery. A
    roll during the grace period ends the older secret's: only the secret just replaced keeps signing.

    Args:
        body (RollSecret): A rolled secret: the new one signs at once; the previous one keeps
            signing, as a second `v1=` of `Referee-Signature`, for `grace_secs`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        RollSecretResponse400 | RollSecretResponse401 | RollSecretResponse403 | RollSecretResponse404 | RollSecretResponse405 | RollSecretResponse408 | RollSecretResponse413 | RollSecretResponse415 | RollSecretResponse422 | RollSecretResponse429 | RollSecretResponse503 | SecretRolled
     """


    return sync_detailed(
        client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: RollSecret,

) -> Response[RollSecretResponse400 | RollSecretResponse401 | RollSecretResponse403 | RollSecretResponse404 | RollSecretResponse405 | RollSecretResponse408 | RollSecretResponse413 | RollSecretResponse415 | RollSecretResponse422 | RollSecretResponse429 | RollSecretResponse503 | SecretRolled]:
    """ Rolls the caller's webhook secret

     Rolls the caller's webhook secret: the new one (sent, or generated) signs every delivery from now
    on; the previous one keeps signing too, as a second `v1=` entry of `Referee-Signature` after the new
    one's, for `grace_secs` (default 24 h), so that receivers can switch without refusing a delivery. A
    roll during the grace period ends the older secret's: only the secret just replaced keeps signing.

    Args:
        body (RollSecret): A rolled secret: the new one signs at once; the previous one keeps
            signing, as a second `v1=` of `Referee-Signature`, for `grace_secs`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[RollSecretResponse400 | RollSecretResponse401 | RollSecretResponse403 | RollSecretResponse404 | RollSecretResponse405 | RollSecretResponse408 | RollSecretResponse413 | RollSecretResponse415 | RollSecretResponse422 | RollSecretResponse429 | RollSecretResponse503 | SecretRolled]
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
    body: RollSecret,

) -> RollSecretResponse400 | RollSecretResponse401 | RollSecretResponse403 | RollSecretResponse404 | RollSecretResponse405 | RollSecretResponse408 | RollSecretResponse413 | RollSecretResponse415 | RollSecretResponse422 | RollSecretResponse429 | RollSecretResponse503 | SecretRolled | None:
    """ Rolls the caller's webhook secret

     Rolls the caller's webhook secret: the new one (sent, or generated) signs every delivery from now
    on; the previous one keeps signing too, as a second `v1=` entry of `Referee-Signature` after the new
    one's, for `grace_secs` (default 24 h), so that receivers can switch without refusing a delivery. A
    roll during the grace period ends the older secret's: only the secret just replaced keeps signing.

    Args:
        body (RollSecret): A rolled secret: the new one signs at once; the previous one keeps
            signing, as a second `v1=` of `Referee-Signature`, for `grace_secs`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        RollSecretResponse400 | RollSecretResponse401 | RollSecretResponse403 | RollSecretResponse404 | RollSecretResponse405 | RollSecretResponse408 | RollSecretResponse413 | RollSecretResponse415 | RollSecretResponse422 | RollSecretResponse429 | RollSecretResponse503 | SecretRolled
     """


    return (await asyncio_detailed(
        client=client,
body=body,

    )).parsed
