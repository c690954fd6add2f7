from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.scope import Scope
from typing import cast
from uuid import UUID
import datetime






T = TypeVar("T", bound="AppAccess")



@_attrs_define
class AppAccess:
    """ An app holding one of the caller's tokens.

        Attributes:
            client_id (str):
            created_at (datetime.datetime):
            expires_at (datetime.datetime | None):
            id (UUID): The token's id (`DELETE /v1/players/me/tokens/{id}` revokes it).
            last_used_at (datetime.datetime | None): When it was last used, to the minute; null: never.
            redirect_host (None | str): The host of the redirect URI it was approved for.
            scopes (list[Scope]):
     """

    client_id: str
    created_at: datetime.datetime
    expires_at: datetime.datetime | None
    id: UUID
    last_used_at: datetime.datetime | None
    redirect_host: None | str
    scopes: list[Scope]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        client_id = self.client_id

        created_at = self.created_at.isoformat()

        expires_at: None | str
        if isinstance(self.expires_at, datetime.datetime):
            expires_at = self.expires_at.isoformat()
        else:
            expires_at = self.expires_at

        id = str(self.id)

        last_used_at: None | str
        if isinstance(self.last_used_at, datetime.datetime):
            last_used_at = self.last_used_at.isoformat()
        else:
            last_used_at = self.last_used_at

        redirect_host: None | str
        redirect_host = self.redirect_host

        scopes = []
        for scopes_item_data in self.scopes:
            scopes_item = scopes_item_data.value
            scopes.append(scopes_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "client_id": client_id,
            "created_at": created_at,
            "expires_at": expires_at,
            "id": id,
            "last_used_at": last_used_at,
            "redirect_host": redirect_host,
            "scopes": scopes,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        client_id = d.pop("client_id")

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))




        def _parse_expires_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                expires_at_type_0 = datetime.datetime.fromisoformat(data)



                return expires_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        expires_at = _parse_expires_at(d.pop("expires_at"))


        id = UUID(d.pop("id"))




        def _parse_last_used_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                last_used_at_type_0 = datetime.datetime.fromisoformat(data)



                return last_used_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        last_used_at = _parse_last_used_at(d.pop("last_used_at"))


        def _parse_redirect_host(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        redirect_host = _parse_redirect_host(d.pop("redirect_host"))


        scopes = []
        _scopes = d.pop("scopes")
        for scopes_item_data in (_scopes):
            scopes_item = Scope(scopes_item_data)



            scopes.append(scopes_item)


        app_access = cls(
            client_id=client_id,
            created_at=created_at,
            expires_at=expires_at,
            id=id,
            last_used_at=last_used_at,
            redirect_host=redirect_host,
            scopes=scopes,
        )


        app_access.additional_properties = d
        return app_access

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
