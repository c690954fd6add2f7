from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.meerkat_back import MeerkatBack
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.meerkat_card import MeerkatCard





T = TypeVar("T", bound="MeerkatFaceDown")



@_attrs_define
class MeerkatFaceDown:
    """ Face-down cards as a viewer sees them: always how many and their backs
    (sorted); the cards themselves only when the viewer may see their faces.

        Attributes:
            backs (list[MeerkatBack] | None): `null` when the `card_backs` option is `hidden`.
            count (int):
            cards (list[MeerkatCard] | Unset): Only for the viewer who holds or laid them.
     """

    backs: list[MeerkatBack] | None
    count: int
    cards: list[MeerkatCard] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.meerkat_card import MeerkatCard # noqa: PLC0415
        backs: list[str] | None
        if isinstance(self.backs, list):
            backs = []
            for backs_type_0_item_data in self.backs:
                backs_type_0_item = backs_type_0_item_data.value
                backs.append(backs_type_0_item)


        else:
            backs = self.backs

        count = self.count

        cards: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.cards, Unset):
            cards = []
            for cards_item_data in self.cards:
                cards_item = cards_item_data.to_dict()
                cards.append(cards_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "backs": backs,
            "count": count,
        })
        if cards is not UNSET:
            field_dict["cards"] = cards

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.meerkat_card import MeerkatCard # noqa: PLC0415
        d = dict(src_dict)
        def _parse_backs(data: object) -> list[MeerkatBack] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                backs_type_0 = []
                _backs_type_0 = data
                for backs_type_0_item_data in (_backs_type_0):
                    backs_type_0_item = MeerkatBack(backs_type_0_item_data)



                    backs_type_0.append(backs_type_0_item)

                return backs_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[MeerkatBack] | None, data)

        backs = _parse_backs(d.pop("backs"))


        count = d.pop("count")

        _cards = d.pop("cards", UNSET)
        cards: list[MeerkatCard] | Unset = UNSET
        if _cards is not UNSET:
            cards = []
            for cards_item_data in _cards:
                cards_item = MeerkatCard.from_dict(cards_item_data)



                cards.append(cards_item)


        meerkat_face_down = cls(
            backs=backs,
            count=count,
            cards=cards,
        )


        meerkat_face_down.additional_properties = d
        return meerkat_face_down

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
