from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.biscuits_move_request_game import BiscuitsMoveRequestGame
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.biscuits_action_play import BiscuitsActionPlay
  from ..models.move_signature import MoveSignature





T = TypeVar("T", bound="BiscuitsMoveRequest")



@_attrs_define
class BiscuitsMoveRequest:
    """ 
        Attributes:
            action (BiscuitsActionPlay):
            expected_version (int): The version the move was decided on; a stale one is refused (409).
            game (BiscuitsMoveRequestGame): The game kind (the game view's `game`): which game's `action` this
                is. A move for another game than the one at this path is refused
                (`422 game_mismatch`).
            signature (MoveSignature | Unset): A player's Ed25519 signature of a move.
     """

    action: BiscuitsActionPlay
    expected_version: int
    game: BiscuitsMoveRequestGame
    signature: MoveSignature | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.biscuits_action_play import BiscuitsActionPlay # noqa: PLC0415
        from ..models.move_signature import MoveSignature # noqa: PLC0415
        action = self.action.to_dict()

        expected_version = self.expected_version

        game = self.game.value

        signature: dict[str, Any] | Unset = UNSET
        if not isinstance(self.signature, Unset):
            signature = self.signature.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "action": action,
            "expected_version": expected_version,
            "game": game,
        })
        if signature is not UNSET:
            field_dict["signature"] = signature

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.biscuits_action_play import BiscuitsActionPlay # noqa: PLC0415
        from ..models.move_signature import MoveSignature # noqa: PLC0415
        d = dict(src_dict)
        action = BiscuitsActionPlay.from_dict(d.pop("action"))




        expected_version = d.pop("expected_version")

        game = BiscuitsMoveRequestGame(d.pop("game"))




        _signature = d.pop("signature", UNSET)
        signature: MoveSignature | Unset
        if isinstance(_signature,  Unset):
            signature = UNSET
        else:
            signature = MoveSignature.from_dict(_signature)




        biscuits_move_request = cls(
            action=action,
            expected_version=expected_version,
            game=game,
            signature=signature,
        )

        return biscuits_move_request

