from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from uuid import UUID






T = TypeVar("T", bound="LogEntry")



@_attrs_define
class LogEntry:
    """ One leaf of the log.

        Attributes:
            game_id (UUID): The game it is the leaf of.
            leaf (str): The leaf's text (docs/FAIRNESS.md, "The public log"). Example: referee-log-leaf/v2
                01234567-89ab-cdef-0123-456789abcdef
                finished
                4
                0aba837a8568245ece786d80b400be3ad320bcefaaa811904603e65357269054
                unrated
                .
            leaf_index (int): Its position in the log, from 0. Example: 1.
     """

    game_id: UUID
    leaf: str
    leaf_index: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        game_id = str(self.game_id)

        leaf = self.leaf

        leaf_index = self.leaf_index


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "game_id": game_id,
            "leaf": leaf,
            "leaf_index": leaf_index,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        game_id = UUID(d.pop("game_id"))




        leaf = d.pop("leaf")

        leaf_index = d.pop("leaf_index")

        log_entry = cls(
            game_id=game_id,
            leaf=leaf,
            leaf_index=leaf_index,
        )


        log_entry.additional_properties = d
        return log_entry

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
