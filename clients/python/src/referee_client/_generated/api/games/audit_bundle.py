from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.audit_bundle_response_401 import AuditBundleResponse401
from ...models.audit_bundle_response_403 import AuditBundleResponse403
from ...models.audit_bundle_response_404 import AuditBundleResponse404
from ...models.audit_bundle_response_405 import AuditBundleResponse405
from ...models.audit_bundle_response_409 import AuditBundleResponse409
from ...models.audit_bundle_response_413 import AuditBundleResponse413
from ...models.audit_bundle_response_429 import AuditBundleResponse429
from ...models.audit_bundle_response_503 import AuditBundleResponse503
from ...models.biscuits_bundle import BiscuitsBundle
from ...models.meerkat_bundle import MeerkatBundle
from typing import cast
from uuid import UUID



def _get_kwargs(
    id: UUID,

) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/games/{id}/audit".format(id=quote(str(id), safe=""),),
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> AuditBundleResponse401 | AuditBundleResponse403 | AuditBundleResponse404 | AuditBundleResponse405 | AuditBundleResponse409 | AuditBundleResponse413 | AuditBundleResponse429 | AuditBundleResponse503 | BiscuitsBundle | MeerkatBundle | None:
    if response.status_code == 200:
        def _parse_response_200(data: object) -> BiscuitsBundle | MeerkatBundle:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_bundle_type_0 = MeerkatBundle.from_dict(data)



                return componentsschemas_bundle_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_bundle_type_1 = BiscuitsBundle.from_dict(data)



            return componentsschemas_bundle_type_1

        response_200 = _parse_response_200(response.json())

        return response_200

    if response.status_code == 401:
        response_401 = AuditBundleResponse401.from_dict(response.json())



        return response_401

    if response.status_code == 403:
        response_403 = AuditBundleResponse403.from_dict(response.json())



        return response_403

    if response.status_code == 404:
        response_404 = AuditBundleResponse404.from_dict(response.json())



        return response_404

    if response.status_code == 405:
        response_405 = AuditBundleResponse405.from_dict(response.json())



        return response_405

    if response.status_code == 409:
        response_409 = AuditBundleResponse409.from_dict(response.json())



        return response_409

    if response.status_code == 413:
        response_413 = AuditBundleResponse413.from_dict(response.json())



        return response_413

    if response.status_code == 429:
        response_429 = AuditBundleResponse429.from_dict(response.json())



        return response_429

    if response.status_code == 503:
        response_503 = AuditBundleResponse503.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[AuditBundleResponse401 | AuditBundleResponse403 | AuditBundleResponse404 | AuditBundleResponse405 | AuditBundleResponse409 | AuditBundleResponse413 | AuditBundleResponse429 | AuditBundleResponse503 | BiscuitsBundle | MeerkatBundle]:
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

) -> Response[AuditBundleResponse401 | AuditBundleResponse403 | AuditBundleResponse404 | AuditBundleResponse405 | AuditBundleResponse409 | AuditBundleResponse413 | AuditBundleResponse429 | AuditBundleResponse503 | BiscuitsBundle | MeerkatBundle]:
    """ The game's audit bundle (docs/FAIRNESS.md)

     The game's audit bundle (docs/FAIRNESS.md). Once the game is finished it holds the full, unredacted
    history, the server seed and the game seed, and `referee verify` checks it offline. While the game
    runs it holds the history redacted for the caller with its digests and hash chain: keep it to prove
    later that the server did not rewrite what you were shown.

    The bundle is streamed (chunked), a few hundred steps at a time: it
    covers the game as it stood when the request arrived.

    Args:
        id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AuditBundleResponse401 | AuditBundleResponse403 | AuditBundleResponse404 | AuditBundleResponse405 | AuditBundleResponse409 | AuditBundleResponse413 | AuditBundleResponse429 | AuditBundleResponse503 | BiscuitsBundle | MeerkatBundle]
     """


    kwargs = _get_kwargs(
        id=id,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    id: UUID,
    *,
    client: AuthenticatedClient,

) -> AuditBundleResponse401 | AuditBundleResponse403 | AuditBundleResponse404 | AuditBundleResponse405 | AuditBundleResponse409 | AuditBundleResponse413 | AuditBundleResponse429 | AuditBundleResponse503 | BiscuitsBundle | MeerkatBundle | None:
    """ The game's audit bundle (docs/FAIRNESS.md)

     The game's audit bundle (docs/FAIRNESS.md). Once the game is finished it holds the full, unredacted
    history, the server seed and the game seed, and `referee verify` checks it offline. While the game
    runs it holds the history redacted for the caller with its digests and hash chain: keep it to prove
    later that the server did not rewrite what you were shown.

    The bundle is streamed (chunked), a few hundred steps at a time: it
    covers the game as it stood when the request arrived.

    Args:
        id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AuditBundleResponse401 | AuditBundleResponse403 | AuditBundleResponse404 | AuditBundleResponse405 | AuditBundleResponse409 | AuditBundleResponse413 | AuditBundleResponse429 | AuditBundleResponse503 | BiscuitsBundle | MeerkatBundle
     """


    return sync_detailed(
        id=id,
client=client,

    ).parsed

async def asyncio_detailed(
    id: UUID,
    *,
    client: AuthenticatedClient,

) -> Response[AuditBundleResponse401 | AuditBundleResponse403 | AuditBundleResponse404 | AuditBundleResponse405 | AuditBundleResponse409 | AuditBundleResponse413 | AuditBundleResponse429 | AuditBundleResponse503 | BiscuitsBundle | MeerkatBundle]:
    """ The game's audit bundle (docs/FAIRNESS.md)

     The game's audit bundle (docs/FAIRNESS.md). Once the game is finished it holds the full, unredacted
    history, the server seed and the game seed, and `referee verify` checks it offline. While the game
    runs it holds the history redacted for the caller with its digests and hash chain: keep it to prove
    later that the server did not rewrite what you were shown.

    The bundle is streamed (chunked), a few hundred steps at a time: it
    covers the game as it stood when the request arrived.

    Args:
        id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AuditBundleResponse401 | AuditBundleResponse403 | AuditBundleResponse404 | AuditBundleResponse405 | AuditBundleResponse409 | AuditBundleResponse413 | AuditBundleResponse429 | AuditBundleResponse503 | BiscuitsBundle | MeerkatBundle]
     """


    kwargs = _get_kwargs(
        id=id,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    id: UUID,
    *,
    client: AuthenticatedClient,

) -> AuditBundleResponse401 | AuditBundleResponse403 | AuditBundleResponse404 | AuditBundleResponse405 | AuditBundleResponse409 | AuditBundleResponse413 | AuditBundleResponse429 | AuditBundleResponse503 | BiscuitsBundle | MeerkatBundle | None:
    """ The game's audit bundle (docs/FAIRNESS.md)

     The game's audit bundle (docs/FAIRNESS.md). Once the game is finished it holds the full, unredacted
    history, the server seed and the game seed, and `referee verify` checks it offline. While the game
    runs it holds the history redacted for the caller with its digests and hash chain: keep it to prove
    later that the server did not rewrite what you were shown.

    The bundle is streamed (chunked), a few hundred steps at a time: it
    covers the game as it stood when the request arrived.

    Args:
        id (UUID):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AuditBundleResponse401 | AuditBundleResponse403 | AuditBundleResponse404 | AuditBundleResponse405 | AuditBundleResponse409 | AuditBundleResponse413 | AuditBundleResponse429 | AuditBundleResponse503 | BiscuitsBundle | MeerkatBundle
     """


    return (await asyncio_detailed(
        id=id,
client=client,

    )).parsed
