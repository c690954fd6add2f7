from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.biscuits_redacted_action_kind import BiscuitsRedactedActionKind
from ..models.biscuits_redacted_action_of import BiscuitsRedactedActionOf






T = TypeVar("T", bound="BiscuitsRedactedAction")



@_attrs_define
class BiscuitsRedactedAction:
    """ An action as seen by anyone but its author: only which kind of action it was (what it revealed is in the step's
    events).

        Attributes:
            kind (BiscuitsRedactedActionKind):
            of (BiscuitsRedactedActionOf):
     """

    kind: BiscuitsRedactedActionKind
    of: BiscuitsRedactedActionOf





    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        of = self.of.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "kind": kind,
            "of": of,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kind = BiscuitsRedactedActionKind(d.pop("kind"))




        of = BiscuitsRedactedActionOf(d.pop("of"))




        biscuits_redacted_action = cls(
            kind=kind,
            of=of,
        )

        return biscuits_redacted_action

