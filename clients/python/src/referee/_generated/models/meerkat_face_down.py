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
            count (int):
            backs (list[MeerkatBack] | None | Unset): `null` when the `card_backs` option is `hidden`.
            cards (list[MeerkatCard] | None | Unset): Only for the viewer who holds or laid them.
     """

    count: int
    backs: list[MeerkatBack] | None | Unset = UNSET
    cards: list[MeerkatCard] | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.meerkat_card import MeerkatCard # noqa: PLC0415
        count = self.count

        backs: list[str] | None | Unset
        if isinstance(self.backs, Unset):
            backs = UNSET
        elif isinstance(self.backs, list):
            backs = []
            for backs_type_0_item_data in self.backs:
                backs_type_0_item = backs_type_0_item_data.value
                backs.append(backs_type_0_item)


        else:
            backs = self.backs

        cards: list[dict[str, Any]] | None | Unset
        if isinstance(self.cards, Unset):
            cards = UNSET
        elif isinstance(self.cards, list):
            cards = []
            for cards_type_0_item_data in self.cards:
                cards_type_0_item = cards_type_0_item_data.to_dict()
                cards.append(cards_type_0_item)


        else:
            cards = self.cards


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "count": count,
        })
        if backs is not UNSET:
            field_dict["backs"] = backs
        if cards is not UNSET:
            field_dict["cards"] = cards

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.meerkat_card import MeerkatCard # noqa: PLC0415
        d = dict(src_dict)
        count = d.pop("count")

        def _parse_backs(data: object) -> list[MeerkatBack] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
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
            return cast(list[MeerkatBack] | None | Unset, data)

        backs = _parse_backs(d.pop("backs", UNSET))


        def _parse_cards(data: object) -> list[MeerkatCard] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                cards_type_0 = []
                _cards_type_0 = data
                for cards_type_0_item_data in (_cards_type_0):
                    cards_type_0_item = MeerkatCard.from_dict(cards_type_0_item_data)



                    cards_type_0.append(cards_type_0_item)

                return cards_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[MeerkatCard] | None | Unset, data)

        cards = _parse_cards(d.pop("cards", UNSET))


        meerkat_face_down = cls(
            count=count,
            backs=backs,
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
