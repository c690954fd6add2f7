from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.list_notifications_response_400 import ListNotificationsResponse400
from ...models.list_notifications_response_401 import ListNotificationsResponse401
from ...models.list_notifications_response_403 import ListNotificationsResponse403
from ...models.list_notifications_response_405 import ListNotificationsResponse405
from ...models.list_notifications_response_413 import ListNotificationsResponse413
from ...models.list_notifications_response_429 import ListNotificationsResponse429
from ...models.list_notifications_response_503 import ListNotificationsResponse503
from ...models.notification_page import NotificationPage
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    *,
    after: int | Unset = UNSET,
    wait: int | Unset = UNSET,
    limit: int | Unset = UNSET,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    params["after"] = after

    params["wait"] = wait

    params["limit"] = limit


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/players/me/notifications",
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> ListNotificationsResponse400 | ListNotificationsResponse401 | ListNotificationsResponse403 | ListNotificationsResponse405 | ListNotificationsResponse413 | ListNotificationsResponse429 | ListNotificationsResponse503 | NotificationPage | None:
    if response.status_code == 200:
        response_200 = NotificationPage.from_dict(response.json())



        return response_200

    if response.status_code == 400:
        response_400 = ListNotificationsResponse400.from_dict(response.json())



        return response_400

    if response.status_code == 401:
        response_401 = ListNotificationsResponse401.from_dict(response.json())



        return response_401

    if response.status_code == 403:
        response_403 = ListNotificationsResponse403.from_dict(response.json())



        return response_403

    if response.status_code == 405:
        response_405 = ListNotificationsResponse405.from_dict(response.json())



        return response_405

    if response.status_code == 413:
        response_413 = ListNotificationsResponse413.from_dict(response.json())



        return response_413

    if response.status_code == 429:
        response_429 = ListNotificationsResponse429.from_dict(response.json())



        return response_429

    if response.status_code == 503:
        response_503 = ListNotificationsResponse503.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[ListNotificationsResponse400 | ListNotificationsResponse401 | ListNotificationsResponse403 | ListNotificationsResponse405 | ListNotificationsResponse413 | ListNotificationsResponse429 | ListNotificationsResponse503 | NotificationPage]:
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
    wait: int | Unset = UNSET,
    limit: int | Unset = UNSET,

) -> Response[ListNotificationsResponse400 | ListNotificationsResponse401 | ListNotificationsResponse403 | ListNotificationsResponse405 | ListNotificationsResponse413 | ListNotificationsResponse429 | ListNotificationsResponse503 | NotificationPage]:
    """ The caller's notifications after a cursor, oldest first

     The caller's notifications after a cursor, oldest first. With `wait`, an empty answer is held until
    one arrives or the wait ends (then an empty page). A client that was away catches up from its
    cursor: nothing lost, nothing twice.

    Args:
        after (int | Unset):
        wait (int | Unset):
        limit (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ListNotificationsResponse400 | ListNotificationsResponse401 | ListNotificationsResponse403 | ListNotificationsResponse405 | ListNotificationsResponse413 | ListNotificationsResponse429 | ListNotificationsResponse503 | NotificationPage]
     """


    kwargs = _get_kwargs(
        after=after,
wait=wait,
limit=limit,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient,
    after: int | Unset = UNSET,
    wait: int | Unset = UNSET,
    limit: int | Unset = UNSET,

) -> ListNotificationsResponse400 | ListNotificationsResponse401 | ListNotificationsResponse403 | ListNotificationsResponse405 | ListNotificationsResponse413 | ListNotificationsResponse429 | ListNotificationsResponse503 | NotificationPage | None:
    """ The caller's notifications after a cursor, oldest first

     The caller's notifications after a cursor, oldest first. With `wait`, an empty answer is held until
    one arrives or the wait ends (then an empty page). A client that was away catches up from its
    cursor: nothing lost, nothing twice.

    Args:
        after (int | Unset):
        wait (int | Unset):
        limit (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ListNotificationsResponse400 | ListNotificationsResponse401 | ListNotificationsResponse403 | ListNotificationsResponse405 | ListNotificationsResponse413 | ListNotificationsResponse429 | ListNotificationsResponse503 | NotificationPage
     """


    return sync_detailed(
        client=client,
after=after,
wait=wait,
limit=limit,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    after: int | Unset = UNSET,
    wait: int | Unset = UNSET,
    limit: int | Unset = UNSET,

) -> Response[ListNotificationsResponse400 | ListNotificationsResponse401 | ListNotificationsResponse403 | ListNotificationsResponse405 | ListNotificationsResponse413 | ListNotificationsResponse429 | ListNotificationsResponse503 | NotificationPage]:
    """ The caller's notifications after a cursor, oldest first

     The caller's notifications after a cursor, oldest first. With `wait`, an empty answer is held until
    one arrives or the wait ends (then an empty page). A client that was away catches up from its
    cursor: nothing lost, nothing twice.

    Args:
        after (int | Unset):
        wait (int | Unset):
        limit (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ListNotificationsResponse400 | ListNotificationsResponse401 | ListNotificationsResponse403 | ListNotificationsResponse405 | ListNotificationsResponse413 | ListNotificationsResponse429 | ListNotificationsResponse503 | NotificationPage]
     """


    kwargs = _get_kwargs(
        after=after,
wait=wait,
limit=limit,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient,
    after: int | Unset = UNSET,
    wait: int | Unset = UNSET,
    limit: int | Unset = UNSET,

) -> ListNotificationsResponse400 | ListNotificationsResponse401 | ListNotificationsResponse403 | ListNotificationsResponse405 | ListNotificationsResponse413 | ListNotificationsResponse429 | ListNotificationsResponse503 | NotificationPage | None:
    """ The caller's notifications after a cursor, oldest first

     The caller's notifications after a cursor, oldest first. With `wait`, an empty answer is held until
    one arrives or the wait ends (then an empty page). A client that was away catches up from its
    cursor: nothing lost, nothing twice.

    Args:
        after (int | Unset):
        wait (int | Unset):
        limit (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ListNotificationsResponse400 | ListNotificationsResponse401 | ListNotificationsResponse403 | ListNotificationsResponse405 | ListNotificationsResponse413 | ListNotificationsResponse429 | ListNotificationsResponse503 | NotificationPage
     """


    return (await asyncio_detailed(
        client=client,
after=after,
wait=wait,
limit=limit,

    )).parsed
