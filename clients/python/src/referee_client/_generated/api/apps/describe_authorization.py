from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.authorization_prompt import AuthorizationPrompt
from ...models.describe_authorization_response_400 import DescribeAuthorizationResponse400
from ...models.describe_authorization_response_405 import DescribeAuthorizationResponse405
from ...models.describe_authorization_response_413 import DescribeAuthorizationResponse413
from ...models.describe_authorization_response_429 import DescribeAuthorizationResponse429
from ...models.describe_authorization_response_503 import DescribeAuthorizationResponse503
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    *,
    response_type: str | Unset = UNSET,
    client_id: str | Unset = UNSET,
    redirect_uri: str | Unset = UNSET,
    scope: str | Unset = UNSET,
    state: str | Unset = UNSET,
    code_challenge: str | Unset = UNSET,
    code_challenge_method: str | Unset = UNSET,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    params["response_type"] = response_type

    params["client_id"] = client_id

    params["redirect_uri"] = redirect_uri

    params["scope"] = scope

    params["state"] = state

    params["code_challenge"] = code_challenge

    params["code_challenge_method"] = code_challenge_method


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/oauth/authorize",
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> AuthorizationPrompt | DescribeAuthorizationResponse400 | DescribeAuthorizationResponse405 | DescribeAuthorizationResponse413 | DescribeAuthorizationResponse429 | DescribeAuthorizationResponse503 | None:
    if response.status_code == 200:
        response_200 = AuthorizationPrompt.from_dict(response.json())



        return response_200

    if response.status_code == 400:
        response_400 = DescribeAuthorizationResponse400.from_dict(response.json())



        return response_400

    if response.status_code == 405:
        response_405 = DescribeAuthorizationResponse405.from_dict(response.json())



        return response_405

    if response.status_code == 413:
        response_413 = DescribeAuthorizationResponse413.from_dict(response.json())



        return response_413

    if response.status_code == 429:
        response_429 = DescribeAuthorizationResponse429.from_dict(response.json())



        return response_429

    if response.status_code == 503:
        response_503 = DescribeAuthorizationResponse503.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[AuthorizationPrompt | DescribeAuthorizationResponse400 | DescribeAuthorizationResponse405 | DescribeAuthorizationResponse413 | DescribeAuthorizationResponse429 | DescribeAuthorizationResponse503]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    response_type: str | Unset = UNSET,
    client_id: str | Unset = UNSET,
    redirect_uri: str | Unset = UNSET,
    scope: str | Unset = UNSET,
    state: str | Unset = UNSET,
    code_challenge: str | Unset = UNSET,
    code_challenge_method: str | Unset = UNSET,

) -> Response[AuthorizationPrompt | DescribeAuthorizationResponse400 | DescribeAuthorizationResponse405 | DescribeAuthorizationResponse413 | DescribeAuthorizationResponse429 | DescribeAuthorizationResponse503]:
    """ Checks an authorization request for the consent screen

     Checks an authorization request for the consent screen: the app's client id, its redirect URI and
    host, and each scope in words. A request refused in a way the app must hear of answers only
    `refused_redirect`; one with no trustworthy redirect URI is `400 invalid_authorization_request` (the
    player is told, not the app).

    Args:
        response_type (str | Unset):
        client_id (str | Unset):
        redirect_uri (str | Unset):
        scope (str | Unset):
        state (str | Unset):
        code_challenge (str | Unset):
        code_challenge_method (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AuthorizationPrompt | DescribeAuthorizationResponse400 | DescribeAuthorizationResponse405 | DescribeAuthorizationResponse413 | DescribeAuthorizationResponse429 | DescribeAuthorizationResponse503]
     """


    kwargs = _get_kwargs(
        response_type=response_type,
client_id=client_id,
redirect_uri=redirect_uri,
scope=scope,
state=state,
code_challenge=code_challenge,
code_challenge_method=code_challenge_method,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient | Client,
    response_type: str | Unset = UNSET,
    client_id: str | Unset = UNSET,
    redirect_uri: str | Unset = UNSET,
    scope: str | Unset = UNSET,
    state: str | Unset = UNSET,
    code_challenge: str | Unset = UNSET,
    code_challenge_method: str | Unset = UNSET,

) -> AuthorizationPrompt | DescribeAuthorizationResponse400 | DescribeAuthorizationResponse405 | DescribeAuthorizationResponse413 | DescribeAuthorizationResponse429 | DescribeAuthorizationResponse503 | None:
    """ Checks an authorization request for the consent screen

     Checks an authorization request for the consent screen: the app's client id, its redirect URI and
    host, and each scope in words. A request refused in a way the app must hear of answers only
    `refused_redirect`; one with no trustworthy redirect URI is `400 invalid_authorization_request` (the
    player is told, not the app).

    Args:
        response_type (str | Unset):
        client_id (str | Unset):
        redirect_uri (str | Unset):
        scope (str | Unset):
        state (str | Unset):
        code_challenge (str | Unset):
        code_challenge_method (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AuthorizationPrompt | DescribeAuthorizationResponse400 | DescribeAuthorizationResponse405 | DescribeAuthorizationResponse413 | DescribeAuthorizationResponse429 | DescribeAuthorizationResponse503
     """


    return sync_detailed(
        client=client,
response_type=response_type,
client_id=client_id,
redirect_uri=redirect_uri,
scope=scope,
state=state,
code_challenge=code_challenge,
code_challenge_method=code_challenge_method,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    response_type: str | Unset = UNSET,
    client_id: str | Unset = UNSET,
    redirect_uri: str | Unset = UNSET,
    scope: str | Unset = UNSET,
    state: str | Unset = UNSET,
    code_challenge: str | Unset = UNSET,
    code_challenge_method: str | Unset = UNSET,

) -> Response[AuthorizationPrompt | DescribeAuthorizationResponse400 | DescribeAuthorizationResponse405 | DescribeAuthorizationResponse413 | DescribeAuthorizationResponse429 | DescribeAuthorizationResponse503]:
    """ Checks an authorization request for the consent screen

     Checks an authorization request for the consent screen: the app's client id, its redirect URI and
    host, and each scope in words. A request refused in a way the app must hear of answers only
    `refused_redirect`; one with no trustworthy redirect URI is `400 invalid_authorization_request` (the
    player is told, not the app).

    Args:
        response_type (str | Unset):
        client_id (str | Unset):
        redirect_uri (str | Unset):
        scope (str | Unset):
        state (str | Unset):
        code_challenge (str | Unset):
        code_challenge_method (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AuthorizationPrompt | DescribeAuthorizationResponse400 | DescribeAuthorizationResponse405 | DescribeAuthorizationResponse413 | DescribeAuthorizationResponse429 | DescribeAuthorizationResponse503]
     """


    kwargs = _get_kwargs(
        response_type=response_type,
client_id=client_id,
redirect_uri=redirect_uri,
scope=scope,
state=state,
code_challenge=code_challenge,
code_challenge_method=code_challenge_method,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    response_type: str | Unset = UNSET,
    client_id: str | Unset = UNSET,
    redirect_uri: str | Unset = UNSET,
    scope: str | Unset = UNSET,
    state: str | Unset = UNSET,
    code_challenge: str | Unset = UNSET,
    code_challenge_method: str | Unset = UNSET,

) -> AuthorizationPrompt | DescribeAuthorizationResponse400 | DescribeAuthorizationResponse405 | DescribeAuthorizationResponse413 | DescribeAuthorizationResponse429 | DescribeAuthorizationResponse503 | None:
    """ Checks an authorization request for the consent screen

     Checks an authorization request for the consent screen: the app's client id, its redirect URI and
    host, and each scope in words. A request refused in a way the app must hear of answers only
    `refused_redirect`; one with no trustworthy redirect URI is `400 invalid_authorization_request` (the
    player is told, not the app).

    Args:
        response_type (str | Unset):
        client_id (str | Unset):
        redirect_uri (str | Unset):
        scope (str | Unset):
        state (str | Unset):
        code_challenge (str | Unset):
        code_challenge_method (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AuthorizationPrompt | DescribeAuthorizationResponse400 | DescribeAuthorizationResponse405 | DescribeAuthorizationResponse413 | DescribeAuthorizationResponse429 | DescribeAuthorizationResponse503
     """


    return (await asyncio_detailed(
        client=client,
response_type=response_type,
client_id=client_id,
redirect_uri=redirect_uri,
scope=scope,
state=state,
code_challenge=code_challenge,
code_challenge_method=code_challenge_method,

    )).parsed
