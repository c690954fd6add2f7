from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
import datetime






T = TypeVar("T", bound="PublicKey")



@_attrs_define
class PublicKey:
    """ A public key of the referee.

        Attributes:
            active (bool): Whether the referee signs with it now.
            algorithm (str): `ed25519`.
            key_id (str): The first 16 hex digits of SHA-256 of the public key: a bundle's
                `signature.key_id`.
            public_key (str): Hex, 32 bytes.
            retired_at (datetime.datetime | None): When another key replaced it; null for the active key.
            since (datetime.datetime): When it became the key the referee signs with (last time).
     """

    active: bool
    algorithm: str
    key_id: str
    public_key: str
    retired_at: datetime.datetime | None
    since: datetime.datetime
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        active = self.active

        algorithm = self.algorithm

        key_id = self.key_id

        public_key = self.public_key

        retired_at: None | str
        if isinstance(self.retired_at, datetime.datetime):
            retired_at = self.retired_at.isoformat()
        else:
            retired_at = self.retired_at

        since = self.since.isoformat()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "active": active,
            "algorithm": algorithm,
            "key_id": key_id,
            "public_key": public_key,
            "retired_at": retired_at,
            "since": since,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        active = d.pop("active")

        algorithm = d.pop("algorithm")

        key_id = d.pop("key_id")

        public_key = d.pop("public_key")

        def _parse_retired_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                retired_at_type_0 = datetime.datetime.fromisoformat(data)



                return retired_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        retired_at = _parse_retired_at(d.pop("retired_at"))


        since = datetime.datetime.fromisoformat(d.pop("since"))




        public_key = cls(
            active=active,
            algorithm=algorithm,
            key_id=key_id,
            public_key=public_key,
            retired_at=retired_at,
            since=since,
        )


        public_key.additional_properties = d
        return public_key

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
