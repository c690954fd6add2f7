from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
import datetime






T = TypeVar("T", bound="PlayerKey")



@_attrs_define
class PlayerKey:
    """ A public key of the caller's.

        Attributes:
            algorithm (str): `ed25519`.
            created_at (datetime.datetime):
            key_id (str): The first 16 hex digits of SHA-256 of the public key: what a signed
                move names (`signature.key_id`).
            public_key (str): Hex, 32 bytes.
            revoked_at (datetime.datetime | None): When it was revoked: from then on it signs no move.
     """

    algorithm: str
    created_at: datetime.datetime
    key_id: str
    public_key: str
    revoked_at: datetime.datetime | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        algorithm = self.algorithm

        created_at = self.created_at.isoformat()

        key_id = self.key_id

        public_key = self.public_key

        revoked_at: None | str
        if isinstance(self.revoked_at, datetime.datetime):
            revoked_at = self.revoked_at.isoformat()
        else:
            revoked_at = self.revoked_at


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "algorithm": algorithm,
            "created_at": created_at,
            "key_id": key_id,
            "public_key": public_key,
            "revoked_at": revoked_at,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        algorithm = d.pop("algorithm")

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))




        key_id = d.pop("key_id")

        public_key = d.pop("public_key")

        def _parse_revoked_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                revoked_at_type_0 = datetime.datetime.fromisoformat(data)



                return revoked_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        revoked_at = _parse_revoked_at(d.pop("revoked_at"))


        player_key = cls(
            algorithm=algorithm,
            created_at=created_at,
            key_id=key_id,
            public_key=public_key,
            revoked_at=revoked_at,
        )


        player_key.additional_properties = d
        return player_key

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
