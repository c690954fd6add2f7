from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.biscuits_card_bone import BiscuitsCardBone
  from ..models.biscuits_card_cat import BiscuitsCardCat
  from ..models.biscuits_card_dog import BiscuitsCardDog
  from ..models.biscuits_card_minus_one import BiscuitsCardMinusOne
  from ..models.biscuits_card_reverse import BiscuitsCardReverse





T = TypeVar("T", bound="BiscuitsLegalCard")



@_attrs_define
class BiscuitsLegalCard:
    """ One card the seat on turn may play.

        Attributes:
            card (BiscuitsCardBone | BiscuitsCardCat | BiscuitsCardDog | BiscuitsCardMinusOne | BiscuitsCardReverse): What a
                card is (RULES.md, Game 2, "Components"). Serialised as
                `{"kind":"dog","number":5}`, `{"kind":"minus_one"}`, …
            caught_under_bone (bool): Playing it now is legal but penalised: it is a cat and a bone is in
                force (RULES.md, Game 2, "A turn", step 3).
            id (int): A card id: 0 to the deck's size - 1 (33 cards unless the `deck` option says otherwise)
     """

    card: BiscuitsCardBone | BiscuitsCardCat | BiscuitsCardDog | BiscuitsCardMinusOne | BiscuitsCardReverse
    caught_under_bone: bool
    id: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.biscuits_card_bone import BiscuitsCardBone # noqa: PLC0415
        from ..models.biscuits_card_cat import BiscuitsCardCat # noqa: PLC0415
        from ..models.biscuits_card_dog import BiscuitsCardDog # noqa: PLC0415
        from ..models.biscuits_card_minus_one import BiscuitsCardMinusOne # noqa: PLC0415
        from ..models.biscuits_card_reverse import BiscuitsCardReverse # noqa: PLC0415
        card: dict[str, Any]
        if isinstance(self.card, BiscuitsCardDog):
            card = self.card.to_dict()
        elif isinstance(self.card, BiscuitsCardCat):
            card = self.card.to_dict()
        elif isinstance(self.card, BiscuitsCardMinusOne):
            card = self.card.to_dict()
        elif isinstance(self.card, BiscuitsCardReverse):
            card = self.card.to_dict()
        else:
            card = self.card.to_dict()


        caught_under_bone = self.caught_under_bone

        id = self.id


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "card": card,
            "caught_under_bone": caught_under_bone,
            "id": id,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.biscuits_card_bone import BiscuitsCardBone # noqa: PLC0415
        from ..models.biscuits_card_cat import BiscuitsCardCat # noqa: PLC0415
        from ..models.biscuits_card_dog import BiscuitsCardDog # noqa: PLC0415
        from ..models.biscuits_card_minus_one import BiscuitsCardMinusOne # noqa: PLC0415
        from ..models.biscuits_card_reverse import BiscuitsCardReverse # noqa: PLC0415
        d = dict(src_dict)
        def _parse_card(data: object) -> BiscuitsCardBone | BiscuitsCardCat | BiscuitsCardDog | BiscuitsCardMinusOne | BiscuitsCardReverse:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_biscuits_card_type_0 = BiscuitsCardDog.from_dict(data)



                return componentsschemas_biscuits_card_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_biscuits_card_type_1 = BiscuitsCardCat.from_dict(data)



                return componentsschemas_biscuits_card_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_biscuits_card_type_2 = BiscuitsCardMinusOne.from_dict(data)



                return componentsschemas_biscuits_card_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_biscuits_card_type_3 = BiscuitsCardReverse.from_dict(data)



                return componentsschemas_biscuits_card_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_biscuits_card_type_4 = BiscuitsCardBone.from_dict(data)



            return componentsschemas_biscuits_card_type_4

        card = _parse_card(d.pop("card"))


        caught_under_bone = d.pop("caught_under_bone")

        id = d.pop("id")

        biscuits_legal_card = cls(
            card=card,
            caught_under_bone=caught_under_bone,
            id=id,
        )


        biscuits_legal_card.additional_properties = d
        return biscuits_legal_card

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
