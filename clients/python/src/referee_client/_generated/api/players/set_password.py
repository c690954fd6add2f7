from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.password_set import PasswordSet
from ...models.set_password import SetPassword
from ...models.set_password_response_400 import SetPasswordResponse400
from ...models.set_password_response_401 import SetPasswordResponse401
from ...models.set_password_response_403 import SetPasswordResponse403
from ...models.set_password_response_405 import SetPasswordResponse405
from ...models.set_password_response_408 import SetPasswordResponse408
from ...models.set_password_response_409 import SetPasswordResponse409
from ...models.set_password_response_413 import SetPasswordResponse413
from ...models.set_password_response_415 import SetPasswordResponse415
from ...models.set_password_response_422 import SetPasswordResponse422
from ...models.set_password_response_429 import SetPasswordResponse429
from ...models.set_password_response_503 import SetPasswordResponse503
from typing import cast



def _get_kwargs(
    *,
    body: SetPassword,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "put",
        "url": "/v1/players/me/password",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> PasswordSet | SetPasswordResponse400 | SetPasswordResponse401 | SetPasswordResponse403 | SetPasswordResponse405 | SetPasswordResponse408 | SetPasswordResponse409 | SetPasswordResponse413 | SetPasswordResponse415 | SetPasswordResponse422 | SetPasswordResponse429 | SetPasswordResponse503 | None:
    if response.status_code == 200:
        response_200 = PasswordSet.from_dict(response.json())



        return response_200

    if response.status_code == 400:
        response_400 = SetPasswordResponse400.from_dict(response.json())



        return response_400

    if response.status_code == 401:
        response_401 = SetPasswordResponse401.from_dict(response.json())



        return response_401

    if response.status_code == 403:
        response_403 = SetPasswordResponse403.from_dict(response.json())



        return response_403

    if response.status_code == 405:
        response_405 = SetPasswordResponse405.from_dict(response.json())



        return response_405

    if response.status_code == 408:
        response_408 = SetPasswordResponse408.from_dict(response.json())



        return response_408

    if response.status_code == 409:
        response_409 = SetPasswordResponse409.from_dict(response.json())



        return response_409

    if response.status_code == 413:
        response_413 = SetPasswordResponse413.from_dict(response.json())



        return response_413

    if response.status_code == 415:
        response_415 = SetPasswordResponse415.from_dict(response.json())



        return response_415

    if response.status_code == 422:
        response_422 = SetPasswordResponse422.from_dict(response.json())



        return response_422

    if response.status_code == 429:
        response_429 = SetPasswordResponse429.from_dict(response.json())



        return response_429

    if response.status_code == 503:
        response_503 = SetPasswordResponse503.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[PasswordSet | SetPasswordResponse400 | SetPasswordResponse401 | SetPasswordResponse403 | SetPasswordResponse405 | SetPasswordResponse408 | SetPasswordResponse409 | SetPasswordResponse413 | SetPasswordResponse415 | SetPasswordResponse422 | SetPasswordResponse429 | SetPasswordResponse503]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: SetPassword,

) -> Response[PasswordSet | SetPasswordResponse400 | SetPasswordResponse401 | SetPasswordResponse403 | SetPasswordResponse405 | SetPasswordResponse408 | SetPasswordResponse409 | SetPasswordResponse413 | SetPasswordResponse415 | SetPasswordResponse422 | SetPasswordResponse429 | SetPasswordResponse503]:
    """ Sets the caller's password (it needs a handle first), or changes it given the current one

     Sets the caller's password (it needs a handle first), or changes it given the current one; answers
    the new recovery code, shown once (any earlier one no longer works). A change counts against the
    account's and the address's password guesses an hour. Tokens already issued keep working (`POST
    /v1/tokens/revoke` ends them).

    Args:
        body (SetPassword):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[PasswordSet | SetPasswordResponse400 | SetPasswordResponse401 | SetPasswordResponse403 | SetPasswordResponse405 | SetPasswordResponse408 | SetPasswordResponse409 | SetPasswordResponse413 | SetPasswordResponse415 | SetPasswordResponse422 | SetPasswordResponse429 | SetPasswordResponse503]
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
    body: SetPassword,

) -> PasswordSet | SetPasswordResponse400 | SetPasswordResponse401 | SetPasswordResponse403 | SetPasswordResponse405 | SetPasswordResponse408 | SetPasswordResponse409 | SetPasswordResponse413 | SetPasswordResponse415 | SetPasswordResponse422 | SetPasswordResponse429 | SetPasswordResponse503 | None:
    """ Sets the caller's password (it needs a handle first), or changes it given the current one

     Sets the caller's password (it needs a handle first), or changes it given the current one; answers
    the new recovery code, shown once (any earlier one no longer works). A change counts against the
    account's and the address's password guesses an hour. Tokens already issued keep working (`POST
    /v1/tokens/revoke` ends them).

    Args:
        body (SetPassword):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        PasswordSet | SetPasswordResponse400 | SetPasswordResponse401 | SetPasswordResponse403 | SetPasswordResponse405 | SetPasswordResponse408 | SetPasswordResponse409 | SetPasswordResponse413 | SetPasswordResponse415 | SetPasswordResponse422 | SetPasswordResponse429 | SetPasswordResponse503
     """


    return sync_detailed(
        client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: SetPassword,

) -> Response[PasswordSet | SetPasswordResponse400 | SetPasswordResponse401 | SetPasswordResponse403 | SetPasswordResponse405 | SetPasswordResponse408 | SetPasswordResponse409 | SetPasswordResponse413 | SetPasswordResponse415 | SetPasswordResponse422 | SetPasswordResponse429 | SetPasswordResponse503]:
    """ Sets the caller's password (it needs a handle first), or changes it given the current one

     Sets the caller's password (it needs a handle first), or changes it given the current one; answers
    the new recovery code, shown once (any earlier one no longer works). A change counts against the
    account's and the address's password guesses an hour. Tokens already issued keep working (`POST
    /v1/tokens/revoke` ends them).

    Args:
        body (SetPassword):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[PasswordSet | SetPasswordResponse400 | SetPasswordResponse401 | SetPasswordResponse403 | SetPasswordResponse405 | SetPasswordResponse408 | SetPasswordResponse409 | SetPasswordResponse413 | SetPasswordResponse415 | SetPasswordResponse422 | SetPasswordResponse429 | SetPasswordResponse503]
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
    body: SetPassword,

) -> PasswordSet | SetPasswordResponse400 | SetPasswordResponse401 | SetPasswordResponse403 | SetPasswordResponse405 | SetPasswordResponse408 | SetPasswordResponse409 | SetPasswordResponse413 | SetPasswordResponse415 | SetPasswordResponse422 | SetPasswordResponse429 | SetPasswordResponse503 | None:
    """ Sets the caller's password (it needs a handle first), or changes it given the current one

     Sets the caller's password (it needs a handle first), or changes it given the current one; answers
    the new recovery code, shown once (any earlier one no longer works). A change counts against the
    account's and the address's password guesses an hour. Tokens already issued keep working (`POST
    /v1/tokens/revoke` ends them).

    Args:
        body (SetPassword):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        PasswordSet | SetPasswordResponse400 | SetPasswordResponse401 | SetPasswordResponse403 | SetPasswordResponse405 | SetPasswordResponse408 | SetPasswordResponse409 | SetPasswordResponse413 | SetPasswordResponse415 | SetPasswordResponse422 | SetPasswordResponse429 | SetPasswordResponse503
     """


    return (await asyncio_detailed(
        client=client,
body=body,

    )).parsed
