from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.o_auth_error import OAuthError
from ...models.revocation_request import RevocationRequest
from ...models.revoke_response_405 import RevokeResponse405
from ...models.revoke_response_408 import RevokeResponse408
from ...models.revoke_response_413 import RevokeResponse413
from typing import cast



def _get_kwargs(
    *,
    body: RevocationRequest,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/oauth/revoke",
    }

    _kwargs["data"] = body.to_dict()
    headers["Content-Type"] = "application/x-www-form-urlencoded"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Any | OAuthError | RevokeResponse405 | RevokeResponse408 | RevokeResponse413 | None:
    if response.status_code == 200:
        response_200 = cast(Any, None)
        return response_200

    if response.status_code == 400:
        response_400 = OAuthError.from_dict(response.json())



        return response_400

    if response.status_code == 405:
        response_405 = RevokeResponse405.from_dict(response.json())



        return response_405

    if response.status_code == 408:
        response_408 = RevokeResponse408.from_dict(response.json())



        return response_408

    if response.status_code == 413:
        response_413 = RevokeResponse413.from_dict(response.json())



        return response_413

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Any | OAuthError | RevokeResponse405 | RevokeResponse408 | RevokeResponse413]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: RevocationRequest,

) -> Response[Any | OAuthError | RevokeResponse405 | RevokeResponse408 | RevokeResponse413]:
    """ Revokes an app's token, or a personal access token (RFC 7009)

     Revokes an app's token, or a personal access token (RFC 7009): `200` whether or not it was valid
    (2.2), so that nothing is learnt from the answer; its long-polls and streams end at once.

    Args:
        body (RevocationRequest): A revocation request (RFC 7009, 2.1), form encoded.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | OAuthError | RevokeResponse405 | RevokeResponse408 | RevokeResponse413]
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
    body: RevocationRequest,

) -> Any | OAuthError | RevokeResponse405 | RevokeResponse408 | RevokeResponse413 | None:
    """ Revokes an app's token, or a personal access token (RFC 7009)

     Revokes an app's token, or a personal access token (RFC 7009): `200` whether or not it was valid
    (2.2), so that nothing is learnt from the answer; its long-polls and streams end at once.

    Args:
        body (RevocationRequest): A revocation request (RFC 7009, 2.1), form encoded.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | OAuthError | RevokeResponse405 | RevokeResponse408 | RevokeResponse413
     """


    return sync_detailed(
        client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: RevocationRequest,

) -> Response[Any | OAuthError | RevokeResponse405 | RevokeResponse408 | RevokeResponse413]:
    """ Revokes an app's token, or a personal access token (RFC 7009)

     Revokes an app's token, or a personal access token (RFC 7009): `200` whether or not it was valid
    (2.2), so that nothing is learnt from the answer; its long-polls and streams end at once.

    Args:
        body (RevocationRequest): A revocation request (RFC 7009, 2.1), form encoded.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | OAuthError | RevokeResponse405 | RevokeResponse408 | RevokeResponse413]
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
    body: RevocationRequest,

) -> Any | OAuthError | RevokeResponse405 | RevokeResponse408 | RevokeResponse413 | None:
    """ Revokes an app's token, or a personal access token (RFC 7009)

     Revokes an app's token, or a personal access token (RFC 7009): `200` whether or not it was valid
    (2.2), so that nothing is learnt from the answer; its long-polls and streams end at once.

    Args:
        body (RevocationRequest): A revocation request (RFC 7009, 2.1), form encoded.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | OAuthError | RevokeResponse405 | RevokeResponse408 | RevokeResponse413
     """


    return (await asyncio_detailed(
        client=client,
body=body,

    )).parsed
