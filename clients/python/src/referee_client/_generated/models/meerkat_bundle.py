from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.game_status import GameStatus
from ..models.meerkat_bundle_game import MeerkatBundleGame
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.bundle_signature import BundleSignature
  from ..models.bundle_view_full import BundleViewFull
  from ..models.bundle_view_seat import BundleViewSeat
  from ..models.bundle_view_spectator import BundleViewSpectator
  from ..models.meerkat_bundle_step import MeerkatBundleStep
  from ..models.meerkat_game_header import MeerkatGameHeader
  from ..models.outcome import Outcome





T = TypeVar("T", bound="MeerkatBundle")



@_attrs_define
class MeerkatBundle:
    """ Everything needed to re-verify a game without trusting the server.

        Attributes:
            format_ (str):
            game (MeerkatBundleGame): The game kind, as in `header.game`: the tag a client reads first.
                Optional when reading (the header is what is verified).
            game_seed (None | str): Hex; only once the game is finished or aborted.
            genesis_hash (str):
            header (MeerkatGameHeader): What the genesis hash covers: the game as fixed when it starts.
            outcome (None | Outcome):
            ruleset (str):
            server_seed (None | str): Hex; only once the game is finished or aborted.
            status (GameStatus): Where a game stands: `open` (waiting for players), `active`,
                `finished` or `aborted`.
            steps (list[MeerkatBundleStep]):
            view (BundleViewFull | BundleViewSeat | BundleViewSpectator): Whose eyes the bundle's events are for.
            signature (BundleSignature | Unset): A bundle's signature by the referee.
     """

    format_: str
    game: MeerkatBundleGame
    game_seed: None | str
    genesis_hash: str
    header: MeerkatGameHeader
    outcome: None | Outcome
    ruleset: str
    server_seed: None | str
    status: GameStatus
    steps: list[MeerkatBundleStep]
    view: BundleViewFull | BundleViewSeat | BundleViewSpectator
    signature: BundleSignature | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.bundle_signature import BundleSignature # noqa: PLC0415
        from ..models.bundle_view_full import BundleViewFull # noqa: PLC0415
        from ..models.bundle_view_seat import BundleViewSeat # noqa: PLC0415
        from ..models.bundle_view_spectator import BundleViewSpectator # noqa: PLC0415
        from ..models.meerkat_bundle_step import MeerkatBundleStep # noqa: PLC0415
        from ..models.meerkat_game_header import MeerkatGameHeader # noqa: PLC0415
        from ..models.outcome import Outcome # noqa: PLC0415
        format_ = self.format_

        game = self.game.value

        game_seed: None | str
        game_seed = self.game_seed

        genesis_hash = self.genesis_hash

        header = self.header.to_dict()

        outcome: dict[str, Any] | None
        if isinstance(self.outcome, Outcome):
            outcome = self.outcome.to_dict()
        else:
            outcome = self.outcome

        ruleset = self.ruleset

        server_seed: None | str
        server_seed = self.server_seed

        status = self.status.value

        steps = []
        for steps_item_data in self.steps:
            steps_item = steps_item_data.to_dict()
            steps.append(steps_item)



        view: dict[str, Any]
        if isinstance(self.view, BundleViewFull):
            view = self.view.to_dict()
        elif isinstance(self.view, BundleViewSeat):
            view = self.view.to_dict()
        else:
            view = self.view.to_dict()


        signature: dict[str, Any] | Unset = UNSET
        if not isinstance(self.signature, Unset):
            signature = self.signature.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "format": format_,
            "game": game,
            "game_seed": game_seed,
            "genesis_hash": genesis_hash,
            "header": header,
            "outcome": outcome,
            "ruleset": ruleset,
            "server_seed": server_seed,
            "status": status,
            "steps": steps,
            "view": view,
        })
        if signature is not UNSET:
            field_dict["signature"] = signature

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.bundle_signature import BundleSignature # noqa: PLC0415
        from ..models.bundle_view_full import BundleViewFull # noqa: PLC0415
        from ..models.bundle_view_seat import BundleViewSeat # noqa: PLC0415
        from ..models.bundle_view_spectator import BundleViewSpectator # noqa: PLC0415
        from ..models.meerkat_bundle_step import MeerkatBundleStep # noqa: PLC0415
        from ..models.meerkat_game_header import MeerkatGameHeader # noqa: PLC0415
        from ..models.outcome import Outcome # noqa: PLC0415
        d = dict(src_dict)
        format_ = d.pop("format")

        game = MeerkatBundleGame(d.pop("game"))




        def _parse_game_seed(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        game_seed = _parse_game_seed(d.pop("game_seed"))


        genesis_hash = d.pop("genesis_hash")

        header = MeerkatGameHeader.from_dict(d.pop("header"))




        def _parse_outcome(data: object) -> None | Outcome:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                outcome_type_1 = Outcome.from_dict(data)



                return outcome_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Outcome, data)

        outcome = _parse_outcome(d.pop("outcome"))


        ruleset = d.pop("ruleset")

        def _parse_server_seed(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        server_seed = _parse_server_seed(d.pop("server_seed"))


        status = GameStatus(d.pop("status"))




        steps = []
        _steps = d.pop("steps")
        for steps_item_data in (_steps):
            steps_item = MeerkatBundleStep.from_dict(steps_item_data)



            steps.append(steps_item)


        def _parse_view(data: object) -> BundleViewFull | BundleViewSeat | BundleViewSpectator:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_bundle_view_type_0 = BundleViewFull.from_dict(data)



                return componentsschemas_bundle_view_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_bundle_view_type_1 = BundleViewSeat.from_dict(data)



                return componentsschemas_bundle_view_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_bundle_view_type_2 = BundleViewSpectator.from_dict(data)



            return componentsschemas_bundle_view_type_2

        view = _parse_view(d.pop("view"))


        _signature = d.pop("signature", UNSET)
        signature: BundleSignature | Unset
        if isinstance(_signature,  Unset):
            signature = UNSET
        else:
            signature = BundleSignature.from_dict(_signature)




        meerkat_bundle = cls(
            format_=format_,
            game=game,
            game_seed=game_seed,
            genesis_hash=genesis_hash,
            header=header,
            outcome=outcome,
            ruleset=ruleset,
            server_seed=server_seed,
            status=status,
            steps=steps,
            view=view,
            signature=signature,
        )

        return meerkat_bundle

