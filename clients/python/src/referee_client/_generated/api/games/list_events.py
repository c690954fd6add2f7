from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.biscuits_events_page import BiscuitsEventsPage
from ...models.list_events_response_400 import ListEventsResponse400
from ...models.list_events_response_401 import ListEventsResponse401
from ...models.list_events_response_403 import ListEventsResponse403
from ...models.list_events_response_404 import ListEventsResponse404
from ...models.list_events_response_405 import ListEventsResponse405
from ...models.list_events_response_413 import ListEventsResponse413
from ...models.list_events_response_429 import ListEventsResponse429
from ...models.list_events_response_503 import ListEventsResponse503
from ...models.meerkat_events_page import MeerkatEventsPage
from ...types import UNSET, Unset
from typing import cast
from uuid import UUID



def _get_kwargs(
    id: UUID,
    *,
    after: int | Unset = UNSET,
    limit: int | Unset = UNSET,
    wait: int | Unset = UNSET,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    params["after"] = after

    params["limit"] = limit

    params["wait"] = wait


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/games/{id}/events".format(id=quote(str(id), safe=""),),
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> BiscuitsEventsPage | MeerkatEventsPage | ListEventsResponse400 | ListEventsResponse401 | ListEventsResponse403 | ListEventsResponse404 | ListEventsResponse405 | ListEventsResponse413 | ListEventsResponse429 | ListEventsResponse503 | None:
    if response.status_code == 200:
        def _parse_response_200(data: object) -> BiscuitsEventsPage | MeerkatEventsPage:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_events_page_type_0 = MeerkatEventsPage.from_dict(data)



                return componentsschemas_events_page_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_events_page_type_1 = BiscuitsEventsPage.from_dict(data)



            return componentsschemas_events_page_type_1

        response_200 = _parse_response_200(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = ListEventsResponse400.from_dict(response.json())



        return response_400

    if response.status_code == 401:
        response_401 = ListEventsResponse401.from_dict(response.json())



        return response_401

    if response.status_code == 403:
        response_403 = ListEventsResponse403.from_dict(response.json())



        return response_403

    if response.status_code == 404:
        response_404 = ListEventsResponse404.from_dict(response.json())



        return response_404

    if response.status_code == 405:
        response_405 = ListEventsResponse405.from_dict(response.json())



        return response_405

    if response.status_code == 413:
        response_413 = ListEventsResponse413.from_dict(response.json())



        return response_413

    if response.status_code == 429:
        response_429 = ListEventsResponse429.from_dict(response.json())



        return response_429

    if response.status_code == 503:
        response_503 = ListEventsResponse503.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[BiscuitsEventsPage | MeerkatEventsPage | ListEventsResponse400 | ListEventsResponse401 | ListEventsResponse403 | ListEventsResponse404 | ListEventsResponse405 | ListEventsResponse413 | ListEventsResponse429 | ListEventsResponse503]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    id: UUID,
    *,
    client: AuthenticatedClient,
    after: int | Unset = UNSET,
    limit: int | Unset = UNSET,
    wait: int | Unset = UNSET,

) -> Response[BiscuitsEventsPage | MeerkatEventsPage | ListEventsResponse400 | ListEventsResponse401 | ListEventsResponse403 | ListEventsResponse404 | ListEventsResponse405 | ListEventsResponse413 | ListEventsResponse429 | ListEventsResponse503]:
    """ The game's history after a version, each step redacted for the caller.

    Args:
        id (UUID):
        after (int | Unset):
        limit (int | Unset):
        wait (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BiscuitsEventsPage | MeerkatEventsPage | ListEventsResponse400 | ListEventsResponse401 | ListEventsResponse403 | ListEventsResponse404 | ListEventsResponse405 | ListEventsResponse413 | ListEventsResponse429 | ListEventsResponse503]
     """


    kwargs = _get_kwargs(
        id=id,
after=after,
limit=limit,
wait=wait,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    id: UUID,
    *,
    client: AuthenticatedClient,
    after: int | Unset = UNSET,
    limit: int | Unset = UNSET,
    wait: int | Unset = UNSET,

) -> BiscuitsEventsPage | MeerkatEventsPage | ListEventsResponse400 | ListEventsResponse401 | ListEventsResponse403 | ListEventsResponse404 | ListEventsResponse405 | ListEventsResponse413 | ListEventsResponse429 | ListEventsResponse503 | None:
    """ The game's history after a version, each step redacted for the caller.

    Args:
        id (UUID):
        after (int | Unset):
        limit (int | Unset):
        wait (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BiscuitsEventsPage | MeerkatEventsPage | ListEventsResponse400 | ListEventsResponse401 | ListEventsResponse403 | ListEventsResponse404 | ListEventsResponse405 | ListEventsResponse413 | ListEventsResponse429 | ListEventsResponse503
     """


    return sync_detailed(
        id=id,
client=client,
after=after,
limit=limit,
wait=wait,

    ).parsed

async def asyncio_detailed(
    id: UUID,
    *,
    client: AuthenticatedClient,
    after: int | Unset = UNSET,
    limit: int | Unset = UNSET,
    wait: int | Unset = UNSET,

) -> Response[BiscuitsEventsPage | MeerkatEventsPage | ListEventsResponse400 | ListEventsResponse401 | ListEventsResponse403 | ListEventsResponse404 | ListEventsResponse405 | ListEventsResponse413 | ListEventsResponse429 | ListEventsResponse503]:
    """ The game's history after a version, each step redacted for the caller.

    Args:
        id (UUID):
        after (int | Unset):
        limit (int | Unset):
        wait (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BiscuitsEventsPage | MeerkatEventsPage | ListEventsResponse400 | ListEventsResponse401 | ListEventsResponse403 | ListEventsResponse404 | ListEventsResponse405 | ListEventsResponse413 | ListEventsResponse429 | ListEventsResponse503]
     """


    kwargs = _get_kwargs(
        id=id,
after=after,
limit=limit,
wait=wait,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    id: UUID,
    *,
    client: AuthenticatedClient,
    after: int | Unset = UNSET,
    limit: int | Unset = UNSET,
    wait: int | Unset = UNSET,

) -> BiscuitsEventsPage | MeerkatEventsPage | ListEventsResponse400 | ListEventsResponse401 | ListEventsResponse403 | ListEventsResponse404 | ListEventsResponse405 | ListEventsResponse413 | ListEventsResponse429 | ListEventsResponse503 | None:
    """ The game's history after a version, each step redacted for the caller.

    Args:
        id (UUID):
        after (int | Unset):
        limit (int | Unset):
        wait (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BiscuitsEventsPage | MeerkatEventsPage | ListEventsResponse400 | ListEventsResponse401 | ListEventsResponse403 | ListEventsResponse404 | ListEventsResponse405 | ListEventsResponse413 | ListEventsResponse429 | ListEventsResponse503
     """


    return (await asyncio_detailed(
        id=id,
client=client,
after=after,
limit=limit,
wait=wait,

    )).parsed
