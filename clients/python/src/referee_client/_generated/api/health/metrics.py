from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.metrics_response_405 import MetricsResponse405
from ...models.metrics_response_413 import MetricsResponse413
from typing import cast



def _get_kwargs(
    
) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/metrics",
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> MetricsResponse405 | MetricsResponse413 | str | None:
    if response.status_code == 200:
        response_200 = response.text
        return response_200

    if response.status_code == 405:
        response_405 = MetricsResponse405.from_dict(response.json())



        return response_405

    if response.status_code == 413:
        response_413 = MetricsResponse413.from_dict(response.json())



        return response_413

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[MetricsResponse405 | MetricsResponse413 | str]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,

) -> Response[MetricsResponse405 | MetricsResponse413 | str]:
    """ This process's metrics, in the Prometheus text format.

     Requests by route pattern, method and status; request latency; moves
    stored; version conflicts; database errors; the database pool
    (docs/OPERATIONS.md, "Metrics and logs"). Each server process counts its
    own answers.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[MetricsResponse405 | MetricsResponse413 | str]
     """


    kwargs = _get_kwargs(
        
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient | Client,

) -> MetricsResponse405 | MetricsResponse413 | str | None:
    """ This process's metrics, in the Prometheus text format.

     Requests by route pattern, method and status; request latency; moves
    stored; version conflicts; database errors; the database pool
    (docs/OPERATIONS.md, "Metrics and logs"). Each server process counts its
    own answers.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        MetricsResponse405 | MetricsResponse413 | str
     """


    return sync_detailed(
        client=client,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,

) -> Response[MetricsResponse405 | MetricsResponse413 | str]:
    """ This process's metrics, in the Prometheus text format.

     Requests by route pattern, method and status; request latency; moves
    stored; version conflicts; database errors; the database pool
    (docs/OPERATIONS.md, "Metrics and logs"). Each server process counts its
    own answers.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[MetricsResponse405 | MetricsResponse413 | str]
     """


    kwargs = _get_kwargs(
        
    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient | Client,

) -> MetricsResponse405 | MetricsResponse413 | str | None:
    """ This process's metrics, in the Prometheus text format.

     Requests by route pattern, method and status; request latency; moves
    stored; version conflicts; database errors; the database pool
    (docs/OPERATIONS.md, "Metrics and logs"). Each server process counts its
    own answers.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        MetricsResponse405 | MetricsResponse413 | str
     """


    return (await asyncio_detailed(
        client=client,

    )).parsed
