from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.biscuits_events_page import BiscuitsEventsPage
from ...models.meerkat_events_page import MeerkatEventsPage
from ...models.problem import Problem
from ...types import UNSET, Unset
from typing import cast
from uuid import UUID



def _get_kwargs(
    id: UUID,
    *,
    after: int | None | Unset = UNSET,
    limit: int | None | Unset = UNSET,
    wait: int | None | Unset = UNSET,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    json_after: int | None | Unset
    if isinstance(after, Unset):
        json_after = UNSET
    else:
        json_after = after
    params["after"] = json_after

    json_limit: int | None | Unset
    if isinstance(limit, Unset):
        json_limit = UNSET
    else:
        json_limit = limit
    params["limit"] = json_limit

    json_wait: int | None | Unset
    if isinstance(wait, Unset):
        json_wait = UNSET
    else:
        json_wait = wait
    params["wait"] = json_wait


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/games/{id}/events".format(id=quote(str(id), safe=""),),
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> BiscuitsEventsPage | MeerkatEventsPage | Problem | None:
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
        response_400 = Problem.from_dict(response.json())



        return response_400

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())



        return response_401

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())



        return response_404

    if response.status_code == 405:
        response_405 = Problem.from_dict(response.json())



        return response_405

    if response.status_code == 413:
        response_413 = Problem.from_dict(response.json())



        return response_413

    if response.status_code == 429:
        response_429 = Problem.from_dict(response.json())



        return response_429

    if response.status_code == 503:
        response_503 = Problem.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[BiscuitsEventsPage | MeerkatEventsPage | Problem]:
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
    after: int | None | Unset = UNSET,
    limit: int | None | Unset = UNSET,
    wait: int | None | Unset = UNSET,

) -> Response[BiscuitsEventsPage | MeerkatEventsPage | Problem]:
    """ The game's history after a version, each step redacted for the caller.

    Args:
        id (UUID):
        after (int | None | Unset):
        limit (int | None | Unset):
        wait (int | None | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BiscuitsEventsPage | MeerkatEventsPage | Problem]
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
    after: int | None | Unset = UNSET,
    limit: int | None | Unset = UNSET,
    wait: int | None | Unset = UNSET,

) -> BiscuitsEventsPage | MeerkatEventsPage | Problem | None:
    """ The game's history after a version, each step redacted for the caller.

    Args:
        id (UUID):
        after (int | None | Unset):
        limit (int | None | Unset):
        wait (int | None | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BiscuitsEventsPage | MeerkatEventsPage | Problem
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
    after: int | None | Unset = UNSET,
    limit: int | None | Unset = UNSET,
    wait: int | None | Unset = UNSET,

) -> Response[BiscuitsEventsPage | MeerkatEventsPage | Problem]:
    """ The game's history after a version, each step redacted for the caller.

    Args:
        id (UUID):
        after (int | None | Unset):
        limit (int | None | Unset):
        wait (int | None | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BiscuitsEventsPage | MeerkatEventsPage | Problem]
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
    after: int | None | Unset = UNSET,
    limit: int | None | Unset = UNSET,
    wait: int | None | Unset = UNSET,

) -> BiscuitsEventsPage | MeerkatEventsPage | Problem | None:
    """ The game's history after a version, each step redacted for the caller.

    Args:
        id (UUID):
        after (int | None | Unset):
        limit (int | None | Unset):
        wait (int | None | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BiscuitsEventsPage | MeerkatEventsPage | Problem
     """


    return (await asyncio_detailed(
        id=id,
client=client,
after=after,
limit=limit,
wait=wait,

    )).parsed
