from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.inclusion_proof import InclusionProof
from ...models.inclusion_proof_response_400 import InclusionProofResponse400
from ...models.inclusion_proof_response_404 import InclusionProofResponse404
from ...models.inclusion_proof_response_405 import InclusionProofResponse405
from ...models.inclusion_proof_response_413 import InclusionProofResponse413
from ...models.inclusion_proof_response_429 import InclusionProofResponse429
from ...models.inclusion_proof_response_503 import InclusionProofResponse503
from ...types import UNSET, Unset
from typing import cast
from uuid import UUID



def _get_kwargs(
    game: UUID,
    *,
    tree_size: int | Unset = UNSET,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    params["tree_size"] = tree_size


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/log/proof/{game}".format(game=quote(str(game), safe=""),),
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> InclusionProof | InclusionProofResponse400 | InclusionProofResponse404 | InclusionProofResponse405 | InclusionProofResponse413 | InclusionProofResponse429 | InclusionProofResponse503 | None:
    if response.status_code == 200:
        response_200 = InclusionProof.from_dict(response.json())



        return response_200

    if response.status_code == 400:
        response_400 = InclusionProofResponse400.from_dict(response.json())



        return response_400

    if response.status_code == 404:
        response_404 = InclusionProofResponse404.from_dict(response.json())



        return response_404

    if response.status_code == 405:
        response_405 = InclusionProofResponse405.from_dict(response.json())



        return response_405

    if response.status_code == 413:
        response_413 = InclusionProofResponse413.from_dict(response.json())



        return response_413

    if response.status_code == 429:
        response_429 = InclusionProofResponse429.from_dict(response.json())



        return response_429

    if response.status_code == 503:
        response_503 = InclusionProofResponse503.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[InclusionProof | InclusionProofResponse400 | InclusionProofResponse404 | InclusionProofResponse405 | InclusionProofResponse413 | InclusionProofResponse429 | InclusionProofResponse503]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    game: UUID,
    *,
    client: AuthenticatedClient | Client,
    tree_size: int | Unset = UNSET,

) -> Response[InclusionProof | InclusionProofResponse400 | InclusionProofResponse404 | InclusionProofResponse405 | InclusionProofResponse413 | InclusionProofResponse429 | InclusionProofResponse503]:
    """ A finished or aborted game's inclusion proof

     A finished or aborted game's inclusion proof: its leaf, its index, the audit path and the signed
    head of the tree the path leads to. Saved with the game's audit bundle, `referee verify BUNDLE --log
    PROOF` checks it offline.

    Args:
        game (UUID):
        tree_size (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[InclusionProof | InclusionProofResponse400 | InclusionProofResponse404 | InclusionProofResponse405 | InclusionProofResponse413 | InclusionProofResponse429 | InclusionProofResponse503]
     """


    kwargs = _get_kwargs(
        game=game,
tree_size=tree_size,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    game: UUID,
    *,
    client: AuthenticatedClient | Client,
    tree_size: int | Unset = UNSET,

) -> InclusionProof | InclusionProofResponse400 | InclusionProofResponse404 | InclusionProofResponse405 | InclusionProofResponse413 | InclusionProofResponse429 | InclusionProofResponse503 | None:
    """ A finished or aborted game's inclusion proof

     A finished or aborted game's inclusion proof: its leaf, its index, the audit path and the signed
    head of the tree the path leads to. Saved with the game's audit bundle, `referee verify BUNDLE --log
    PROOF` checks it offline.

    Args:
        game (UUID):
        tree_size (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        InclusionProof | InclusionProofResponse400 | InclusionProofResponse404 | InclusionProofResponse405 | InclusionProofResponse413 | InclusionProofResponse429 | InclusionProofResponse503
     """


    return sync_detailed(
        game=game,
client=client,
tree_size=tree_size,

    ).parsed

async def asyncio_detailed(
    game: UUID,
    *,
    client: AuthenticatedClient | Client,
    tree_size: int | Unset = UNSET,

) -> Response[InclusionProof | InclusionProofResponse400 | InclusionProofResponse404 | InclusionProofResponse405 | InclusionProofResponse413 | InclusionProofResponse429 | InclusionProofResponse503]:
    """ A finished or aborted game's inclusion proof

     A finished or aborted game's inclusion proof: its leaf, its index, the audit path and the signed
    head of the tree the path leads to. Saved with the game's audit bundle, `referee verify BUNDLE --log
    PROOF` checks it offline.

    Args:
        game (UUID):
        tree_size (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[InclusionProof | InclusionProofResponse400 | InclusionProofResponse404 | InclusionProofResponse405 | InclusionProofResponse413 | InclusionProofResponse429 | InclusionProofResponse503]
     """


    kwargs = _get_kwargs(
        game=game,
tree_size=tree_size,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    game: UUID,
    *,
    client: AuthenticatedClient | Client,
    tree_size: int | Unset = UNSET,

) -> InclusionProof | InclusionProofResponse400 | InclusionProofResponse404 | InclusionProofResponse405 | InclusionProofResponse413 | InclusionProofResponse429 | InclusionProofResponse503 | None:
    """ A finished or aborted game's inclusion proof

     A finished or aborted game's inclusion proof: its leaf, its index, the audit path and the signed
    head of the tree the path leads to. Saved with the game's audit bundle, `referee verify BUNDLE --log
    PROOF` checks it offline.

    Args:
        game (UUID):
        tree_size (int | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        InclusionProof | InclusionProofResponse400 | InclusionProofResponse404 | InclusionProofResponse405 | InclusionProofResponse413 | InclusionProofResponse429 | InclusionProofResponse503
     """


    return (await asyncio_detailed(
        game=game,
client=client,
tree_size=tree_size,

    )).parsed
