from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.authorization_decision import AuthorizationDecision
from ...models.authorization_redirect import AuthorizationRedirect
from ...models.decide_authorization_response_400 import DecideAuthorizationResponse400
from ...models.decide_authorization_response_401 import DecideAuthorizationResponse401
from ...models.decide_authorization_response_403 import DecideAuthorizationResponse403
from ...models.decide_authorization_response_405 import DecideAuthorizationResponse405
from ...models.decide_authorization_response_408 import DecideAuthorizationResponse408
from ...models.decide_authorization_response_413 import DecideAuthorizationResponse413
from ...models.decide_authorization_response_415 import DecideAuthorizationResponse415
from ...models.decide_authorization_response_429 import DecideAuthorizationResponse429
from ...models.decide_authorization_response_503 import DecideAuthorizationResponse503
from typing import cast



def _get_kwargs(
    *,
    body: AuthorizationDecision,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/oauth/authorize",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> AuthorizationRedirect | DecideAuthorizationResponse400 | DecideAuthorizationResponse401 | DecideAuthorizationResponse403 | DecideAuthorizationResponse405 | DecideAuthorizationResponse408 | DecideAuthorizationResponse413 | DecideAuthorizationResponse415 | DecideAuthorizationResponse429 | DecideAuthorizationResponse503 | None:
    if response.status_code == 200:
        response_200 = AuthorizationRedirect.from_dict(response.json())



        return response_200

    if response.status_code == 400:
        response_400 = DecideAuthorizationResponse400.from_dict(response.json())



        return response_400

    if response.status_code == 401:
        response_401 = DecideAuthorizationResponse401.from_dict(response.json())



        return response_401

    if response.status_code == 403:
        response_403 = DecideAuthorizationResponse403.from_dict(response.json())



        return response_403

    if response.status_code == 405:
        response_405 = DecideAuthorizationResponse405.from_dict(response.json())



        return response_405

    if response.status_code == 408:
        response_408 = DecideAuthorizationResponse408.from_dict(response.json())



        return response_408

    if response.status_code == 413:
        response_413 = DecideAuthorizationResponse413.from_dict(response.json())



        return response_413

    if response.status_code == 415:
        response_415 = DecideAuthorizationResponse415.from_dict(response.json())



        return response_415

    if response.status_code == 429:
        response_429 = DecideAuthorizationResponse429.from_dict(response.json())



        return response_429

    if response.status_code == 503:
        response_503 = DecideAuthorizationResponse503.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[AuthorizationRedirect | DecideAuthorizationResponse400 | DecideAuthorizationResponse401 | DecideAuthorizationResponse403 | DecideAuthorizationResponse405 | DecideAuthorizationResponse408 | DecideAuthorizationResponse413 | DecideAuthorizationResponse415 | DecideAuthorizationResponse429 | DecideAuthorizationResponse503]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: AuthorizationDecision,

) -> Response[AuthorizationRedirect | DecideAuthorizationResponse400 | DecideAuthorizationResponse401 | DecideAuthorizationResponse403 | DecideAuthorizationResponse405 | DecideAuthorizationResponse408 | DecideAuthorizationResponse413 | DecideAuthorizationResponse415 | DecideAuthorizationResponse429 | DecideAuthorizationResponse503]:
    """ The signed-in player approves or refuses an app's authorization request

     The signed-in player approves or refuses an app's authorization request. Approved: a code for the
    app, single-use, valid 60 s, bound to the client id, the redirect URI and the challenge, and
    granting the scopes asked for (each one the caller's token must hold). The answer is where to send
    the browser.

    Args:
        body (AuthorizationDecision): The player's answer to an authorization request.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AuthorizationRedirect | DecideAuthorizationResponse400 | DecideAuthorizationResponse401 | DecideAuthorizationResponse403 | DecideAuthorizationResponse405 | DecideAuthorizationResponse408 | DecideAuthorizationResponse413 | DecideAuthorizationResponse415 | DecideAuthorizationResponse429 | DecideAuthorizationResponse503]
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
    body: AuthorizationDecision,

) -> AuthorizationRedirect | DecideAuthorizationResponse400 | DecideAuthorizationResponse401 | DecideAuthorizationResponse403 | DecideAuthorizationResponse405 | DecideAuthorizationResponse408 | DecideAuthorizationResponse413 | DecideAuthorizationResponse415 | DecideAuthorizationResponse429 | DecideAuthorizationResponse503 | None:
    """ The signed-in player approves or refuses an app's authorization request

     The signed-in player approves or refuses an app's authorization request. Approved: a code for the
    app, single-use, valid 60 s, bound to the client id, the redirect URI and the challenge, and
    granting the scopes asked for (each one the caller's token must hold). The answer is where to send
    the browser.

    Args:
        body (AuthorizationDecision): The player's answer to an authorization request.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AuthorizationRedirect | DecideAuthorizationResponse400 | DecideAuthorizationResponse401 | DecideAuthorizationResponse403 | DecideAuthorizationResponse405 | DecideAuthorizationResponse408 | DecideAuthorizationResponse413 | DecideAuthorizationResponse415 | DecideAuthorizationResponse429 | DecideAuthorizationResponse503
     """


    return sync_detailed(
        client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: AuthorizationDecision,

) -> Response[AuthorizationRedirect | DecideAuthorizationResponse400 | DecideAuthorizationResponse401 | DecideAuthorizationResponse403 | DecideAuthorizationResponse405 | DecideAuthorizationResponse408 | DecideAuthorizationResponse413 | DecideAuthorizationResponse415 | DecideAuthorizationResponse429 | DecideAuthorizationResponse503]:
    """ The signed-in player approves or refuses an app's authorization request

     The signed-in player approves or refuses an app's authorization request. Approved: a code for the
    app, single-use, valid 60 s, bound to the client id, the redirect URI and the challenge, and
    granting the scopes asked for (each one the caller's token must hold). The answer is where to send
    the browser.

    Args:
        body (AuthorizationDecision): The player's answer to an authorization request.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AuthorizationRedirect | DecideAuthorizationResponse400 | DecideAuthorizationResponse401 | DecideAuthorizationResponse403 | DecideAuthorizationResponse405 | DecideAuthorizationResponse408 | DecideAuthorizationResponse413 | DecideAuthorizationResponse415 | DecideAuthorizationResponse429 | DecideAuthorizationResponse503]
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
    body: AuthorizationDecision,

) -> AuthorizationRedirect | DecideAuthorizationResponse400 | DecideAuthorizationResponse401 | DecideAuthorizationResponse403 | DecideAuthorizationResponse405 | DecideAuthorizationResponse408 | DecideAuthorizationResponse413 | DecideAuthorizationResponse415 | DecideAuthorizationResponse429 | DecideAuthorizationResponse503 | None:
    """ The signed-in player approves or refuses an app's authorization request

     The signed-in player approves or refuses an app's authorization request. Approved: a code for the
    app, single-use, valid 60 s, bound to the client id, the redirect URI and the challenge, and
    granting the scopes asked for (each one the caller's token must hold). The answer is where to send
    the browser.

    Args:
        body (AuthorizationDecision): The player's answer to an authorization request.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AuthorizationRedirect | DecideAuthorizationResponse400 | DecideAuthorizationResponse401 | DecideAuthorizationResponse403 | DecideAuthorizationResponse405 | DecideAuthorizationResponse408 | DecideAuthorizationResponse413 | DecideAuthorizationResponse415 | DecideAuthorizationResponse429 | DecideAuthorizationResponse503
     """


    return (await asyncio_detailed(
        client=client,
body=body,

    )).parsed
