from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="PutWebhook")



@_attrs_define
class PutWebhook:
    """ 
        Attributes:
            url (str): Where notifications are POSTed: an `http` or `https` URL whose host
                is not (and does not resolve to) a loopback, private, link-local,
                multicast or otherwise local address. Example: https://bot.example.invalid/referee.
            secret (None | str | Unset): The key that signs deliveries, 16 to 256 characters; generated (64
                hex digits) when left out. Shown only in this answer.
     """

    url: str
    secret: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        url = self.url

        secret: None | str | Unset
        if isinstance(self.secret, Unset):
            secret = UNSET
        else:
            secret = self.secret


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "url": url,
        })
        if secret is not UNSET:
            field_dict["secret"] = secret

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        url = d.pop("url")

        def _parse_secret(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        secret = _parse_secret(d.pop("secret", UNSET))


        put_webhook = cls(
            url=url,
            secret=secret,
        )

        return put_webhook

