from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.meerkat_move_request_game import MeerkatMoveRequestGame
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.meerkat_action_challenge import MeerkatActionChallenge
  from ..models.meerkat_action_pass import MeerkatActionPass
  from ..models.meerkat_action_play import MeerkatActionPlay
  from ..models.move_signature import MoveSignature





T = TypeVar("T", bound="MeerkatMoveRequest")



@_attrs_define
class MeerkatMoveRequest:
    """ 
        Attributes:
            action (MeerkatActionChallenge | MeerkatActionPass | MeerkatActionPlay): An action of the seat on turn
                (RULES.md, Game 1, "A turn").
            expected_version (int): The version the move was decided on; a stale one is refused (409).
            game (MeerkatMoveRequestGame): The game kind (the game view's `game`): which game's `action` this
                is. A move for another game than the one at this path is refused
                (`422 game_mismatch`).
            signature (MoveSignature | Unset): A player's Ed25519 signature of a move.
     """

    action: MeerkatActionChallenge | MeerkatActionPass | MeerkatActionPlay
    expected_version: int
    game: MeerkatMoveRequestGame
    signature: MoveSignature | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.meerkat_action_challenge import MeerkatActionChallenge # noqa: PLC0415
        from ..models.meerkat_action_pass import MeerkatActionPass # noqa: PLC0415
        from ..models.meerkat_action_play import MeerkatActionPlay # noqa: PLC0415
        from ..models.move_signature import MoveSignature # noqa: PLC0415
        action: dict[str, Any]
        if isinstance(self.action, MeerkatActionPlay):
            action = self.action.to_dict()
        elif isinstance(self.action, MeerkatActionPass):
            action = self.action.to_dict()
        else:
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
        from ..models.meerkat_action_challenge import MeerkatActionChallenge # noqa: PLC0415
        from ..models.meerkat_action_pass import MeerkatActionPass # noqa: PLC0415
        from ..models.meerkat_action_play import MeerkatActionPlay # noqa: PLC0415
        from ..models.move_signature import MoveSignature # noqa: PLC0415
        d = dict(src_dict)
        def _parse_action(data: object) -> MeerkatActionChallenge | MeerkatActionPass | MeerkatActionPlay:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_meerkat_action_type_0 = MeerkatActionPlay.from_dict(data)



                return componentsschemas_meerkat_action_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_meerkat_action_type_1 = MeerkatActionPass.from_dict(data)



                return componentsschemas_meerkat_action_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_meerkat_action_type_2 = MeerkatActionChallenge.from_dict(data)



            return componentsschemas_meerkat_action_type_2

        action = _parse_action(d.pop("action"))


        expected_version = d.pop("expected_version")

        game = MeerkatMoveRequestGame(d.pop("game"))




        _signature = d.pop("signature", UNSET)
        signature: MoveSignature | Unset
        if isinstance(_signature,  Unset):
            signature = UNSET
        else:
            signature = MoveSignature.from_dict(_signature)




        meerkat_move_request = cls(
            action=action,
            expected_version=expected_version,
            game=game,
            signature=signature,
        )

        return meerkat_move_request

