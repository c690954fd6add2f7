from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.stream_event import StreamEvent
from ...models.stream_response_400 import StreamResponse400
from ...models.stream_response_401 import StreamResponse401
from ...models.stream_response_403 import StreamResponse403
from ...models.stream_response_405 import StreamResponse405
from ...models.stream_response_413 import StreamResponse413
from ...models.stream_response_429 import StreamResponse429
from ...models.stream_response_503 import StreamResponse503
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    *,
    after: int | Unset = UNSET,
    last_event_id: str | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(last_event_id, Unset):
        headers["Last-Event-ID"] = last_event_id



    

    params: dict[str, Any] = {}

    params["after"] = after


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/players/me/stream",
        "params": params,
    }


    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> StreamEvent | StreamResponse400 | StreamResponse401 | StreamResponse403 | StreamResponse405 | StreamResponse413 | StreamResponse429 | StreamResponse503 | None:
    if response.status_code == 200:
        response_200 = StreamEvent.from_dict(response.text)



        return response_200

    if response.status_code == 400:
        response_400 = StreamResponse400.from_dict(response.json())



        return response_400

    if response.status_code == 401:
        response_401 = StreamResponse401.from_dict(response.json())



        return response_401

    if response.status_code == 403:
        response_403 = StreamResponse403.from_dict(response.json())



        return response_403

    if response.status_code == 405:
        response_405 = StreamResponse405.from_dict(response.json())



        return response_405

    if response.status_code == 413:
        response_413 = StreamResponse413.from_dict(response.json())



        return response_413

    if response.status_code == 429:
        response_429 = StreamResponse429.from_dict(response.json())



        return response_429

    if response.status_code == 503:
        response_503 = StreamResponse503.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[StreamEvent | StreamResponse400 | StreamResponse401 | StreamResponse403 | StreamResponse405 | StreamResponse413 | StreamResponse429 | StreamResponse503]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    after: int | Unset = UNSET,
    last_event_id: str | Unset = UNSET,

) -> Response[StreamEvent | StreamResponse400 | StreamResponse401 | StreamResponse403 | StreamResponse405 | StreamResponse413 | StreamResponse429 | StreamResponse503]:
    """ The caller's notifications as Server-Sent Events

     The caller's notifications as Server-Sent Events: `id:` is the cursor, `event:` the kind, `data:`
    the notification. It starts after `Last-Event-ID` (or `after`), so a client that reconnects loses
    nothing; an idle stream sends a comment line every 15 s.

    Args:
        after (int | Unset):
        last_event_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[StreamEvent | StreamResponse400 | StreamResponse401 | StreamResponse403 | StreamResponse405 | StreamResponse413 | StreamResponse429 | StreamResponse503]
     """


    kwargs = _get_kwargs(
        after=after,
last_event_id=last_event_id,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient,
    after: int | Unset = UNSET,
    last_event_id: str | Unset = UNSET,

) -> StreamEvent | StreamResponse400 | StreamResponse401 | StreamResponse403 | StreamResponse405 | StreamResponse413 | StreamResponse429 | StreamResponse503 | None:
    """ The caller's notifications as Server-Sent Events

     The caller's notifications as Server-Sent Events: `id:` is the cursor, `event:` the kind, `data:`
    the notification. It starts after `Last-Event-ID` (or `after`), so a client that reconnects loses
    nothing; an idle stream sends a comment line every 15 s.

    Args:
        after (int | Unset):
        last_event_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        StreamEvent | StreamResponse400 | StreamResponse401 | StreamResponse403 | StreamResponse405 | StreamResponse413 | StreamResponse429 | StreamResponse503
     """


    return sync_detailed(
        client=client,
after=after,
last_event_id=last_event_id,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    after: int | Unset = UNSET,
    last_event_id: str | Unset = UNSET,

) -> Response[StreamEvent | StreamResponse400 | StreamResponse401 | StreamResponse403 | StreamResponse405 | StreamResponse413 | StreamResponse429 | StreamResponse503]:
    """ The caller's notifications as Server-Sent Events

     The caller's notifications as Server-Sent Events: `id:` is the cursor, `event:` the kind, `data:`
    the notification. It starts after `Last-Event-ID` (or `after`), so a client that reconnects loses
    nothing; an idle stream sends a comment line every 15 s.

    Args:
        after (int | Unset):
        last_event_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[StreamEvent | StreamResponse400 | StreamResponse401 | StreamResponse403 | StreamResponse405 | StreamResponse413 | StreamResponse429 | StreamResponse503]
     """


    kwargs = _get_kwargs(
        after=after,
last_event_id=last_event_id,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient,
    after: int | Unset = UNSET,
    last_event_id: str | Unset = UNSET,

) -> StreamEvent | StreamResponse400 | StreamResponse401 | StreamResponse403 | StreamResponse405 | StreamResponse413 | StreamResponse429 | StreamResponse503 | None:
    """ The caller's notifications as Server-Sent Events

     The caller's notifications as Server-Sent Events: `id:` is the cursor, `event:` the kind, `data:`
    the notification. It starts after `Last-Event-ID` (or `after`), so a client that reconnects loses
    nothing; an idle stream sends a comment line every 15 s.

    Args:
        after (int | Unset):
        last_event_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        StreamEvent | StreamResponse400 | StreamResponse401 | StreamResponse403 | StreamResponse405 | StreamResponse413 | StreamResponse429 | StreamResponse503
     """


    return (await asyncio_detailed(
        client=client,
after=after,
last_event_id=last_event_id,

    )).parsed
