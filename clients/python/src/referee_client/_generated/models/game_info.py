from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.game_id import GameId
from typing import cast

if TYPE_CHECKING:
  from ..models.bot_info import BotInfo
  from ..models.option_spec import OptionSpec





T = TypeVar("T", bound="GameInfo")



@_attrs_define
class GameInfo:
    """ Catalog entry of one game.

        Attributes:
            bots (list[BotInfo]): The built-in bots that can take a seat (`POST /v1/games/{id}/seats`
                with `{"bot": name}`, or `bots` at creation).
            id (GameId): A game kind: its id in the catalog.
            max_seats (int):
            min_seats (int):
            name (str):
            options (list[OptionSpec]):
     """

    bots: list[BotInfo]
    id: GameId
    max_seats: int
    min_seats: int
    name: str
    options: list[OptionSpec]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.bot_info import BotInfo # noqa: PLC0415
        from ..models.option_spec import OptionSpec # noqa: PLC0415
        bots = []
        for bots_item_data in self.bots:
            bots_item = bots_item_data.to_dict()
            bots.append(bots_item)



        id = self.id.value

        max_seats = self.max_seats

        min_seats = self.min_seats

        name = self.name

        options = []
        for options_item_data in self.options:
            options_item = options_item_data.to_dict()
            options.append(options_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "bots": bots,
            "id": id,
            "max_seats": max_seats,
            "min_seats": min_seats,
            "name": name,
            "options": options,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.bot_info import BotInfo # noqa: PLC0415
        from ..models.option_spec import OptionSpec # noqa: PLC0415
        d = dict(src_dict)
        bots = []
        _bots = d.pop("bots")
        for bots_item_data in (_bots):
            bots_item = BotInfo.from_dict(bots_item_data)



            bots.append(bots_item)


        id = GameId(d.pop("id"))




        max_seats = d.pop("max_seats")

        min_seats = d.pop("min_seats")

        name = d.pop("name")

        options = []
        _options = d.pop("options")
        for options_item_data in (_options):
            options_item = OptionSpec.from_dict(options_item_data)



            options.append(options_item)


        game_info = cls(
            bots=bots,
            id=id,
            max_seats=max_seats,
            min_seats=min_seats,
            name=name,
            options=options,
        )


        game_info.additional_properties = d
        return game_info

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
