from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.game_id import GameId
from typing import cast
from uuid import UUID
import datetime






T = TypeVar("T", bound="FinishedGame")



@_attrs_define
class FinishedGame:
    """ A finished public game a profile lists.

        Attributes:
            finished_at (datetime.datetime | None):
            game (GameId): A game kind: its id in the catalog.
            id (UUID):
            rated (bool):
     """

    finished_at: datetime.datetime | None
    game: GameId
    id: UUID
    rated: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        finished_at: None | str
        if isinstance(self.finished_at, datetime.datetime):
            finished_at = self.finished_at.isoformat()
        else:
            finished_at = self.finished_at

        game = self.game.value

        id = str(self.id)

        rated = self.rated


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "finished_at": finished_at,
            "game": game,
            "id": id,
            "rated": rated,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_finished_at(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                finished_at_type_0 = datetime.datetime.fromisoformat(data)



                return finished_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        finished_at = _parse_finished_at(d.pop("finished_at"))


        game = GameId(d.pop("game"))




        id = UUID(d.pop("id"))




        rated = d.pop("rated")

        finished_game = cls(
            finished_at=finished_at,
            game=game,
            id=id,
            rated=rated,
        )


        finished_game.additional_properties = d
        return finished_game

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
