from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.recover import Recover
from ...models.recover_response_400 import RecoverResponse400
from ...models.recover_response_401 import RecoverResponse401
from ...models.recover_response_405 import RecoverResponse405
from ...models.recover_response_408 import RecoverResponse408
from ...models.recover_response_413 import RecoverResponse413
from ...models.recover_response_415 import RecoverResponse415
from ...models.recover_response_422 import RecoverResponse422
from ...models.recover_response_429 import RecoverResponse429
from ...models.recover_response_503 import RecoverResponse503
from ...models.recovered import Recovered
from typing import cast



def _get_kwargs(
    *,
    body: Recover,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/sessions/recover",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> RecoverResponse400 | RecoverResponse401 | RecoverResponse405 | RecoverResponse408 | RecoverResponse413 | RecoverResponse415 | RecoverResponse422 | RecoverResponse429 | RecoverResponse503 | Recovered | None:
    if response.status_code == 200:
        response_200 = Recovered.from_dict(response.json())



        return response_200

    if response.status_code == 400:
        response_400 = RecoverResponse400.from_dict(response.json())



        return response_400

    if response.status_code == 401:
        response_401 = RecoverResponse401.from_dict(response.json())



        return response_401

    if response.status_code == 405:
        response_405 = RecoverResponse405.from_dict(response.json())



        return response_405

    if response.status_code == 408:
        response_408 = RecoverResponse408.from_dict(response.json())



        return response_408

    if response.status_code == 413:
        response_413 = RecoverResponse413.from_dict(response.json())



        return response_413

    if response.status_code == 415:
        response_415 = RecoverResponse415.from_dict(response.json())



        return response_415

    if response.status_code == 422:
        response_422 = RecoverResponse422.from_dict(response.json())



        return response_422

    if response.status_code == 429:
        response_429 = RecoverResponse429.from_dict(response.json())



        return response_429

    if response.status_code == 503:
        response_503 = RecoverResponse503.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[RecoverResponse400 | RecoverResponse401 | RecoverResponse405 | RecoverResponse408 | RecoverResponse413 | RecoverResponse415 | RecoverResponse422 | RecoverResponse429 | RecoverResponse503 | Recovered]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: Recover,

) -> Response[RecoverResponse400 | RecoverResponse401 | RecoverResponse405 | RecoverResponse408 | RecoverResponse413 | RecoverResponse415 | RecoverResponse422 | RecoverResponse429 | RecoverResponse503 | Recovered]:
    """ Replaces a forgotten password with the recovery code shown when it was set

     Replaces a forgotten password with the recovery code shown when it was set: the code is spent, the
    new password set, every token of the player revoked (its personal and apps' tokens too) and every
    passkey deleted (one added by whoever took the account must not outlive it); answers a new token and
    the next recovery code. Each attempt counts against the account's and the address's guesses an hour.

    Args:
        body (Recover):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[RecoverResponse400 | RecoverResponse401 | RecoverResponse405 | RecoverResponse408 | RecoverResponse413 | RecoverResponse415 | RecoverResponse422 | RecoverResponse429 | RecoverResponse503 | Recovered]
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
    body: Recover,

) -> RecoverResponse400 | RecoverResponse401 | RecoverResponse405 | RecoverResponse408 | RecoverResponse413 | RecoverResponse415 | RecoverResponse422 | RecoverResponse429 | RecoverResponse503 | Recovered | None:
    """ Replaces a forgotten password with the recovery code shown when it was set

     Replaces a forgotten password with the recovery code shown when it was set: the code is spent, the
    new password set, every token of the player revoked (its personal and apps' tokens too) and every
    passkey deleted (one added by whoever took the account must not outlive it); answers a new token and
    the next recovery code. Each attempt counts against the account's and the address's guesses an hour.

    Args:
        body (Recover):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        RecoverResponse400 | RecoverResponse401 | RecoverResponse405 | RecoverResponse408 | RecoverResponse413 | RecoverResponse415 | RecoverResponse422 | RecoverResponse429 | RecoverResponse503 | Recovered
     """


    return sync_detailed(
        client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: Recover,

) -> Response[RecoverResponse400 | RecoverResponse401 | RecoverResponse405 | RecoverResponse408 | RecoverResponse413 | RecoverResponse415 | RecoverResponse422 | RecoverResponse429 | RecoverResponse503 | Recovered]:
    """ Replaces a forgotten password with the recovery code shown when it was set

     Replaces a forgotten password with the recovery code shown when it was set: the code is spent, the
    new password set, every token of the player revoked (its personal and apps' tokens too) and every
    passkey deleted (one added by whoever took the account must not outlive it); answers a new token and
    the next recovery code. Each attempt counts against the account's and the address's guesses an hour.

    Args:
        body (Recover):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[RecoverResponse400 | RecoverResponse401 | RecoverResponse405 | RecoverResponse408 | RecoverResponse413 | RecoverResponse415 | RecoverResponse422 | RecoverResponse429 | RecoverResponse503 | Recovered]
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
    body: Recover,

) -> RecoverResponse400 | RecoverResponse401 | RecoverResponse405 | RecoverResponse408 | RecoverResponse413 | RecoverResponse415 | RecoverResponse422 | RecoverResponse429 | RecoverResponse503 | Recovered | None:
    """ Replaces a forgotten password with the recovery code shown when it was set

     Replaces a forgotten password with the recovery code shown when it was set: the code is spent, the
    new password set, every token of the player revoked (its personal and apps' tokens too) and every
    passkey deleted (one added by whoever took the account must not outlive it); answers a new token and
    the next recovery code. Each attempt counts against the account's and the address's guesses an hour.

    Args:
        body (Recover):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        RecoverResponse400 | RecoverResponse401 | RecoverResponse405 | RecoverResponse408 | RecoverResponse413 | RecoverResponse415 | RecoverResponse422 | RecoverResponse429 | RecoverResponse503 | Recovered
     """


    return (await asyncio_detailed(
        client=client,
body=body,

    )).parsed
