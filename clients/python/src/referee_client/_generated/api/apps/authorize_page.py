from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.authorize_page_response_400 import AuthorizePageResponse400
from ...models.authorize_page_response_405 import AuthorizePageResponse405
from ...models.authorize_page_response_413 import AuthorizePageResponse413
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
        "url": "/oauth/authorize",
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Any | AuthorizePageResponse400 | AuthorizePageResponse405 | AuthorizePageResponse413 | None:
    if response.status_code == 303:
        response_303 = cast(Any, None)
        return response_303

    if response.status_code == 400:
        response_400 = AuthorizePageResponse400.from_dict(response.json())



        return response_400

    if response.status_code == 405:
        response_405 = AuthorizePageResponse405.from_dict(response.json())



        return response_405

    if response.status_code == 413:
        response_413 = AuthorizePageResponse413.from_dict(response.json())



        return response_413

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Any | AuthorizePageResponse400 | AuthorizePageResponse405 | AuthorizePageResponse413]:
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

) -> Response[Any | AuthorizePageResponse400 | AuthorizePageResponse405 | AuthorizePageResponse413]:
    """ Where an app sends the player's browser to ask for its consent (RFC 6749, 4.1.1)

     Where an app sends the player's browser to ask for its consent (RFC 6749, 4.1.1): the web page's
    consent screen, with the query as sent. Every check is the screen's (`GET /v1/oauth/authorize`).

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
        Response[Any | AuthorizePageResponse400 | AuthorizePageResponse405 | AuthorizePageResponse413]
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

) -> Any | AuthorizePageResponse400 | AuthorizePageResponse405 | AuthorizePageResponse413 | None:
    """ Where an app sends the player's browser to ask for its consent (RFC 6749, 4.1.1)

     Where an app sends the player's browser to ask for its consent (RFC 6749, 4.1.1): the web page's
    consent screen, with the query as sent. Every check is the screen's (`GET /v1/oauth/authorize`).

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
        Any | AuthorizePageResponse400 | AuthorizePageResponse405 | AuthorizePageResponse413
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

) -> Response[Any | AuthorizePageResponse400 | AuthorizePageResponse405 | AuthorizePageResponse413]:
    """ Where an app sends the player's browser to ask for its consent (RFC 6749, 4.1.1)

     Where an app sends the player's browser to ask for its consent (RFC 6749, 4.1.1): the web page's
    consent screen, with the query as sent. Every check is the screen's (`GET /v1/oauth/authorize`).

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
        Response[Any | AuthorizePageResponse400 | AuthorizePageResponse405 | AuthorizePageResponse413]
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

) -> Any | AuthorizePageResponse400 | AuthorizePageResponse405 | AuthorizePageResponse413 | None:
    """ Where an app sends the player's browser to ask for its consent (RFC 6749, 4.1.1)

     Where an app sends the player's browser to ask for its consent (RFC 6749, 4.1.1): the web page's
    consent screen, with the query as sent. Every check is the screen's (`GET /v1/oauth/authorize`).

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
        Any | AuthorizePageResponse400 | AuthorizePageResponse405 | AuthorizePageResponse413
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
