from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.biscuits_move_request_game import BiscuitsMoveRequestGame
from typing import cast

if TYPE_CHECKING:
  from ..models.biscuits_action_play import BiscuitsActionPlay





T = TypeVar("T", bound="BiscuitsMoveRequest")



@_attrs_define
class BiscuitsMoveRequest:
    """ 
        Attributes:
            action (BiscuitsActionPlay):
            expected_version (int): The version the move was decided on; a stale one is refused (409).
            game (BiscuitsMoveRequestGame): The game's id (the game view's `game`): which game's `action` this
                is. A move for another game than the one at this path is refused
                (`422 game_mismatch`).
     """

    action: BiscuitsActionPlay
    expected_version: int
    game: BiscuitsMoveRequestGame





    def to_dict(self) -> dict[str, Any]:
        from ..models.biscuits_action_play import BiscuitsActionPlay # noqa: PLC0415
        action = self.action.to_dict()

        expected_version = self.expected_version

        game = self.game.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "action": action,
            "expected_version": expected_version,
            "game": game,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.biscuits_action_play import BiscuitsActionPlay # noqa: PLC0415
        d = dict(src_dict)
        action = BiscuitsActionPlay.from_dict(d.pop("action"))




        expected_version = d.pop("expected_version")

        game = BiscuitsMoveRequestGame(d.pop("game"))




        biscuits_move_request = cls(
            action=action,
            expected_version=expected_version,
            game=game,
        )

        return biscuits_move_request

