from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.biscuits_move_request import BiscuitsMoveRequest
from ...models.biscuits_move_response import BiscuitsMoveResponse
from ...models.meerkat_move_request import MeerkatMoveRequest
from ...models.meerkat_move_response import MeerkatMoveResponse
from ...models.submit_move_response_400 import SubmitMoveResponse400
from ...models.submit_move_response_401 import SubmitMoveResponse401
from ...models.submit_move_response_403 import SubmitMoveResponse403
from ...models.submit_move_response_404 import SubmitMoveResponse404
from ...models.submit_move_response_405 import SubmitMoveResponse405
from ...models.submit_move_response_408 import SubmitMoveResponse408
from ...models.submit_move_response_409 import SubmitMoveResponse409
from ...models.submit_move_response_413 import SubmitMoveResponse413
from ...models.submit_move_response_415 import SubmitMoveResponse415
from ...models.submit_move_response_422 import SubmitMoveResponse422
from ...models.submit_move_response_429 import SubmitMoveResponse429
from ...models.submit_move_response_503 import SubmitMoveResponse503
from ...types import UNSET, Unset
from typing import cast
from uuid import UUID



def _get_kwargs(
    id: UUID,
    *,
    body: BiscuitsMoveRequest | MeerkatMoveRequest,
    idempotency_key: str | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(idempotency_key, Unset):
        headers["Idempotency-Key"] = idempotency_key



    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/games/{id}/moves".format(id=quote(str(id), safe=""),),
    }

    
    if isinstance(body, MeerkatMoveRequest):
        _kwargs["json"] = body.to_dict()
    else:
        _kwargs["json"] = body.to_dict()


    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> BiscuitsMoveResponse | MeerkatMoveResponse | SubmitMoveResponse400 | SubmitMoveResponse401 | SubmitMoveResponse403 | SubmitMoveResponse404 | SubmitMoveResponse405 | SubmitMoveResponse408 | SubmitMoveResponse409 | SubmitMoveResponse413 | SubmitMoveResponse415 | SubmitMoveResponse422 | SubmitMoveResponse429 | SubmitMoveResponse503 | None:
    if response.status_code == 200:
        def _parse_response_200(data: object) -> BiscuitsMoveResponse | MeerkatMoveResponse:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_move_response_type_0 = MeerkatMoveResponse.from_dict(data)



                return componentsschemas_move_response_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_move_response_type_1 = BiscuitsMoveResponse.from_dict(data)



            return componentsschemas_move_response_type_1

        response_200 = _parse_response_200(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = SubmitMoveResponse400.from_dict(response.json())



        return response_400

    if response.status_code == 401:
        response_401 = SubmitMoveResponse401.from_dict(response.json())



        return response_401

    if response.status_code == 403:
        response_403 = SubmitMoveResponse403.from_dict(response.json())



        return response_403

    if response.status_code == 404:
        response_404 = SubmitMoveResponse404.from_dict(response.json())



        return response_404

    if response.status_code == 405:
        response_405 = SubmitMoveResponse405.from_dict(response.json())



        return response_405

    if response.status_code == 408:
        response_408 = SubmitMoveResponse408.from_dict(response.json())



        return response_408

    if response.status_code == 409:
        response_409 = SubmitMoveResponse409.from_dict(response.json())



        return response_409

    if response.status_code == 413:
        response_413 = SubmitMoveResponse413.from_dict(response.json())



        return response_413

    if response.status_code == 415:
        response_415 = SubmitMoveResponse415.from_dict(response.json())



        return response_415

    if response.status_code == 422:
        response_422 = SubmitMoveResponse422.from_dict(response.json())



        return response_422

    if response.status_code == 429:
        response_429 = SubmitMoveResponse429.from_dict(response.json())



        return response_429

    if response.status_code == 503:
        response_503 = SubmitMoveResponse503.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[BiscuitsMoveResponse | MeerkatMoveResponse | SubmitMoveResponse400 | SubmitMoveResponse401 | SubmitMoveResponse403 | SubmitMoveResponse404 | SubmitMoveResponse405 | SubmitMoveResponse408 | SubmitMoveResponse409 | SubmitMoveResponse413 | SubmitMoveResponse415 | SubmitMoveResponse422 | SubmitMoveResponse429 | SubmitMoveResponse503]:
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
    body: BiscuitsMoveRequest | MeerkatMoveRequest,
    idempotency_key: str | Unset = UNSET,

) -> Response[BiscuitsMoveResponse | MeerkatMoveResponse | SubmitMoveResponse400 | SubmitMoveResponse401 | SubmitMoveResponse403 | SubmitMoveResponse404 | SubmitMoveResponse405 | SubmitMoveResponse408 | SubmitMoveResponse409 | SubmitMoveResponse413 | SubmitMoveResponse415 | SubmitMoveResponse422 | SubmitMoveResponse429 | SubmitMoveResponse503]:
    """ Plays one move

     Plays one move: one read, then one write that stores it only where the game is still as read; a
    stale `expected_version` or a lost race is a 409 and stores nothing.

    Args:
        id (UUID):
        idempotency_key (str | Unset):
        body (BiscuitsMoveRequest | MeerkatMoveRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BiscuitsMoveResponse | MeerkatMoveResponse | SubmitMoveResponse400 | SubmitMoveResponse401 | SubmitMoveResponse403 | SubmitMoveResponse404 | SubmitMoveResponse405 | SubmitMoveResponse408 | SubmitMoveResponse409 | SubmitMoveResponse413 | SubmitMoveResponse415 | SubmitMoveResponse422 | SubmitMoveResponse429 | SubmitMoveResponse503]
     """


    kwargs = _get_kwargs(
        id=id,
body=body,
idempotency_key=idempotency_key,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    id: UUID,
    *,
    client: AuthenticatedClient,
    body: BiscuitsMoveRequest | MeerkatMoveRequest,
    idempotency_key: str | Unset = UNSET,

) -> BiscuitsMoveResponse | MeerkatMoveResponse | SubmitMoveResponse400 | SubmitMoveResponse401 | SubmitMoveResponse403 | SubmitMoveResponse404 | SubmitMoveResponse405 | SubmitMoveResponse408 | SubmitMoveResponse409 | SubmitMoveResponse413 | SubmitMoveResponse415 | SubmitMoveResponse422 | SubmitMoveResponse429 | SubmitMoveResponse503 | None:
    """ Plays one move

     Plays one move: one read, then one write that stores it only where the game is still as read; a
    stale `expected_version` or a lost race is a 409 and stores nothing.

    Args:
        id (UUID):
        idempotency_key (str | Unset):
        body (BiscuitsMoveRequest | MeerkatMoveRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BiscuitsMoveResponse | MeerkatMoveResponse | SubmitMoveResponse400 | SubmitMoveResponse401 | SubmitMoveResponse403 | SubmitMoveResponse404 | SubmitMoveResponse405 | SubmitMoveResponse408 | SubmitMoveResponse409 | SubmitMoveResponse413 | SubmitMoveResponse415 | SubmitMoveResponse422 | SubmitMoveResponse429 | SubmitMoveResponse503
     """


    return sync_detailed(
        id=id,
client=client,
body=body,
idempotency_key=idempotency_key,

    ).parsed

async def asyncio_detailed(
    id: UUID,
    *,
    client: AuthenticatedClient,
    body: BiscuitsMoveRequest | MeerkatMoveRequest,
    idempotency_key: str | Unset = UNSET,

) -> Response[BiscuitsMoveResponse | MeerkatMoveResponse | SubmitMoveResponse400 | SubmitMoveResponse401 | SubmitMoveResponse403 | SubmitMoveResponse404 | SubmitMoveResponse405 | SubmitMoveResponse408 | SubmitMoveResponse409 | SubmitMoveResponse413 | SubmitMoveResponse415 | SubmitMoveResponse422 | SubmitMoveResponse429 | SubmitMoveResponse503]:
    """ Plays one move

     Plays one move: one read, then one write that stores it only where the game is still as read; a
    stale `expected_version` or a lost race is a 409 and stores nothing.

    Args:
        id (UUID):
        idempotency_key (str | Unset):
        body (BiscuitsMoveRequest | MeerkatMoveRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[BiscuitsMoveResponse | MeerkatMoveResponse | SubmitMoveResponse400 | SubmitMoveResponse401 | SubmitMoveResponse403 | SubmitMoveResponse404 | SubmitMoveResponse405 | SubmitMoveResponse408 | SubmitMoveResponse409 | SubmitMoveResponse413 | SubmitMoveResponse415 | SubmitMoveResponse422 | SubmitMoveResponse429 | SubmitMoveResponse503]
     """


    kwargs = _get_kwargs(
        id=id,
body=body,
idempotency_key=idempotency_key,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    id: UUID,
    *,
    client: AuthenticatedClient,
    body: BiscuitsMoveRequest | MeerkatMoveRequest,
    idempotency_key: str | Unset = UNSET,

) -> BiscuitsMoveResponse | MeerkatMoveResponse | SubmitMoveResponse400 | SubmitMoveResponse401 | SubmitMoveResponse403 | SubmitMoveResponse404 | SubmitMoveResponse405 | SubmitMoveResponse408 | SubmitMoveResponse409 | SubmitMoveResponse413 | SubmitMoveResponse415 | SubmitMoveResponse422 | SubmitMoveResponse429 | SubmitMoveResponse503 | None:
    """ Plays one move

     Plays one move: one read, then one write that stores it only where the game is still as read; a
    stale `expected_version` or a lost race is a 409 and stores nothing.

    Args:
        id (UUID):
        idempotency_key (str | Unset):
        body (BiscuitsMoveRequest | MeerkatMoveRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        BiscuitsMoveResponse | MeerkatMoveResponse | SubmitMoveResponse400 | SubmitMoveResponse401 | SubmitMoveResponse403 | SubmitMoveResponse404 | SubmitMoveResponse405 | SubmitMoveResponse408 | SubmitMoveResponse409 | SubmitMoveResponse413 | SubmitMoveResponse415 | SubmitMoveResponse422 | SubmitMoveResponse429 | SubmitMoveResponse503
     """


    return (await asyncio_detailed(
        id=id,
client=client,
body=body,
idempotency_key=idempotency_key,

    )).parsed
