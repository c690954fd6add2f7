from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.consistency_proof import ConsistencyProof
from ...models.consistency_proof_response_400 import ConsistencyProofResponse400
from ...models.consistency_proof_response_405 import ConsistencyProofResponse405
from ...models.consistency_proof_response_413 import ConsistencyProofResponse413
from ...models.consistency_proof_response_429 import ConsistencyProofResponse429
from ...models.consistency_proof_response_503 import ConsistencyProofResponse503
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    *,
    from_: int,
    to: int | Unset = UNSET,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    params["from"] = from_

    params["to"] = to


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/log/consistency",
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> ConsistencyProof | ConsistencyProofResponse400 | ConsistencyProofResponse405 | ConsistencyProofResponse413 | ConsistencyProofResponse429 | ConsistencyProofResponse503 | None:
    if response.status_code == 200:
        response_200 = ConsistencyProof.from_dict(response.json())



        return response_200

    if response.status_code == 400:
        response_400 = ConsistencyProofResponse400.from_dict(response.json())



        return response_400

    if response.status_code == 405:
        response_405 = ConsistencyProofResponse405.from_dict(response.json())



        return response_405

    if response.status_code == 413:
        response_413 = ConsistencyProofResponse413.from_dict(response.json())



        return response_413

    if response.status_code == 429:
        response_429 = ConsistencyProofResponse429.from_dict(response.json())



        return response_429

    if response.status_code == 503:
        response_503 = ConsistencyProofResponse503.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[ConsistencyProof | ConsistencyProofResponse400 | ConsistencyProofResponse405 | ConsistencyProofResponse413 | ConsistencyProofResponse429 | ConsistencyProofResponse503]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    from_: int,
    to: int | Unset = UNSET,

) -> Response[ConsistencyProof | ConsistencyProofResponse400 | ConsistencyProofResponse405 | ConsistencyProofResponse413 | ConsistencyProofResponse429 | ConsistencyProofResponse503]:
    """ The consistency proof from the tree of `from` games to the tree of `to` games, with the latter's
    signed head

     The consistency proof from the tree of `from` games to the tree of `to` games, with the latter's
    signed head: the older tree is a prefix of the newer one, so no logged game was dropped or changed
    in between. `referee log verify OLD_HEAD THIS` checks it offline.

    Args:
        from_ (int):
        to (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ConsistencyProof | ConsistencyProofResponse400 | ConsistencyProofResponse405 | ConsistencyProofResponse413 | ConsistencyProofResponse429 | ConsistencyProofResponse503]
     """


    kwargs = _get_kwargs(
        from_=from_,
to=to,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient | Client,
    from_: int,
    to: int | Unset = UNSET,

) -> ConsistencyProof | ConsistencyProofResponse400 | ConsistencyProofResponse405 | ConsistencyProofResponse413 | ConsistencyProofResponse429 | ConsistencyProofResponse503 | None:
    """ The consistency proof from the tree of `from` games to the tree of `to` games, with the latter's
    signed head

     The consistency proof from the tree of `from` games to the tree of `to` games, with the latter's
    signed head: the older tree is a prefix of the newer one, so no logged game was dropped or changed
    in between. `referee log verify OLD_HEAD THIS` checks it offline.

    Args:
        from_ (int):
        to (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ConsistencyProof | ConsistencyProofResponse400 | ConsistencyProofResponse405 | ConsistencyProofResponse413 | ConsistencyProofResponse429 | ConsistencyProofResponse503
     """


    return sync_detailed(
        client=client,
from_=from_,
to=to,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    from_: int,
    to: int | Unset = UNSET,

) -> Response[ConsistencyProof | ConsistencyProofResponse400 | ConsistencyProofResponse405 | ConsistencyProofResponse413 | ConsistencyProofResponse429 | ConsistencyProofResponse503]:
    """ The consistency proof from the tree of `from` games to the tree of `to` games, with the latter's
    signed head

     The consistency proof from the tree of `from` games to the tree of `to` games, with the latter's
    signed head: the older tree is a prefix of the newer one, so no logged game was dropped or changed
    in between. `referee log verify OLD_HEAD THIS` checks it offline.

    Args:
        from_ (int):
        to (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ConsistencyProof | ConsistencyProofResponse400 | ConsistencyProofResponse405 | ConsistencyProofResponse413 | ConsistencyProofResponse429 | ConsistencyProofResponse503]
     """


    kwargs = _get_kwargs(
        from_=from_,
to=to,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    from_: int,
    to: int | Unset = UNSET,

) -> ConsistencyProof | ConsistencyProofResponse400 | ConsistencyProofResponse405 | ConsistencyProofResponse413 | ConsistencyProofResponse429 | ConsistencyProofResponse503 | None:
    """ The consistency proof from the tree of `from` games to the tree of `to` games, with the latter's
    signed head

     The consistency proof from the tree of `from` games to the tree of `to` games, with the latter's
    signed head: the older tree is a prefix of the newer one, so no logged game was dropped or changed
    in between. `referee log verify OLD_HEAD THIS` checks it offline.

    Args:
        from_ (int):
        to (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ConsistencyProof | ConsistencyProofResponse400 | ConsistencyProofResponse405 | ConsistencyProofResponse413 | ConsistencyProofResponse429 | ConsistencyProofResponse503
     """


    return (await asyncio_detailed(
        client=client,
from_=from_,
to=to,

    )).parsed
