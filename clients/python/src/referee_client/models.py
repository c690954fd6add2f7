"""The API's models, generated from its OpenAPI document
(`referee_client._generated.models`), importable by name:
`from referee_client.models import MeerkatGameDto`."""

from ._generated.models import *  # noqa: F403
