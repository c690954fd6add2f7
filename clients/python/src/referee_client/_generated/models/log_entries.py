from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.log_entry import LogEntry





T = TypeVar("T", bound="LogEntries")



@_attrs_define
class LogEntries:
    """ A range of the log's leaves.

        Attributes:
            entries (list[LogEntry]): The leaves from `start` to `end` (or to the log's end), in order.
            tree_size (int): The number of leaves the log holds now (unsigned: `GET
                /v1/log/head` signs it with the root). Example: 3.
     """

    entries: list[LogEntry]
    tree_size: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.log_entry import LogEntry # noqa: PLC0415
        entries = []
        for entries_item_data in self.entries:
            entries_item = entries_item_data.to_dict()
            entries.append(entries_item)



        tree_size = self.tree_size


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "entries": entries,
            "tree_size": tree_size,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.log_entry import LogEntry # noqa: PLC0415
        d = dict(src_dict)
        entries = []
        _entries = d.pop("entries")
        for entries_item_data in (_entries):
            entries_item = LogEntry.from_dict(entries_item_data)



            entries.append(entries_item)


        tree_size = d.pop("tree_size")

        log_entries = cls(
            entries=entries,
            tree_size=tree_size,
        )


        log_entries.additional_properties = d
        return log_entries

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
