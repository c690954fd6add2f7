from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.game_status import GameStatus
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.biscuits_bundle_step import BiscuitsBundleStep
  from ..models.biscuits_game_header import BiscuitsGameHeader
  from ..models.bundle_view_full import BundleViewFull
  from ..models.bundle_view_seat import BundleViewSeat
  from ..models.bundle_view_spectator import BundleViewSpectator
  from ..models.outcome import Outcome





T = TypeVar("T", bound="BiscuitsBundle")



@_attrs_define
class BiscuitsBundle:
    """ Everything needed to re-verify a game without trusting the server.

        Attributes:
            format_ (str):
            genesis_hash (str):
            header (BiscuitsGameHeader): What the genesis hash covers: the game as fixed when it starts.
            ruleset (str):
            status (GameStatus): Where a game stands: `open` (waiting for players), `active`,
                `finished` or `aborted`.
            steps (list[BiscuitsBundleStep]):
            view (BundleViewFull | BundleViewSeat | BundleViewSpectator): Whose eyes the bundle's events are for.
            game_seed (None | str | Unset): Hex; only once the game is finished or aborted.
            outcome (None | Outcome | Unset):
            server_seed (None | str | Unset): Hex; only once the game is finished or aborted.
     """

    format_: str
    genesis_hash: str
    header: BiscuitsGameHeader
    ruleset: str
    status: GameStatus
    steps: list[BiscuitsBundleStep]
    view: BundleViewFull | BundleViewSeat | BundleViewSpectator
    game_seed: None | str | Unset = UNSET
    outcome: None | Outcome | Unset = UNSET
    server_seed: None | str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.biscuits_bundle_step import BiscuitsBundleStep # noqa: PLC0415
        from ..models.biscuits_game_header import BiscuitsGameHeader # noqa: PLC0415
        from ..models.bundle_view_full import BundleViewFull # noqa: PLC0415
        from ..models.bundle_view_seat import BundleViewSeat # noqa: PLC0415
        from ..models.bundle_view_spectator import BundleViewSpectator # noqa: PLC0415
        from ..models.outcome import Outcome # noqa: PLC0415
        format_ = self.format_

        genesis_hash = self.genesis_hash

        header = self.header.to_dict()

        ruleset = self.ruleset

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


        game_seed: None | str | Unset
        if isinstance(self.game_seed, Unset):
            game_seed = UNSET
        else:
            game_seed = self.game_seed

        outcome: dict[str, Any] | None | Unset
        if isinstance(self.outcome, Unset):
            outcome = UNSET
        elif isinstance(self.outcome, Outcome):
            outcome = self.outcome.to_dict()
        else:
            outcome = self.outcome

        server_seed: None | str | Unset
        if isinstance(self.server_seed, Unset):
            server_seed = UNSET
        else:
            server_seed = self.server_seed


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "format": format_,
            "genesis_hash": genesis_hash,
            "header": header,
            "ruleset": ruleset,
            "status": status,
            "steps": steps,
            "view": view,
        })
        if game_seed is not UNSET:
            field_dict["game_seed"] = game_seed
        if outcome is not UNSET:
            field_dict["outcome"] = outcome
        if server_seed is not UNSET:
            field_dict["server_seed"] = server_seed

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.biscuits_bundle_step import BiscuitsBundleStep # noqa: PLC0415
        from ..models.biscuits_game_header import BiscuitsGameHeader # noqa: PLC0415
        from ..models.bundle_view_full import BundleViewFull # noqa: PLC0415
        from ..models.bundle_view_seat import BundleViewSeat # noqa: PLC0415
        from ..models.bundle_view_spectator import BundleViewSpectator # noqa: PLC0415
        from ..models.outcome import Outcome # noqa: PLC0415
        d = dict(src_dict)
        format_ = d.pop("format")

        genesis_hash = d.pop("genesis_hash")

        header = BiscuitsGameHeader.from_dict(d.pop("header"))




        ruleset = d.pop("ruleset")

        status = GameStatus(d.pop("status"))




        steps = []
        _steps = d.pop("steps")
        for steps_item_data in (_steps):
            steps_item = BiscuitsBundleStep.from_dict(steps_item_data)



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


        def _parse_game_seed(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        game_seed = _parse_game_seed(d.pop("game_seed", UNSET))


        def _parse_outcome(data: object) -> None | Outcome | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                outcome_type_1 = Outcome.from_dict(data)



                return outcome_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Outcome | Unset, data)

        outcome = _parse_outcome(d.pop("outcome", UNSET))


        def _parse_server_seed(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        server_seed = _parse_server_seed(d.pop("server_seed", UNSET))


        biscuits_bundle = cls(
            format_=format_,
            genesis_hash=genesis_hash,
            header=header,
            ruleset=ruleset,
            status=status,
            steps=steps,
            view=view,
            game_seed=game_seed,
            outcome=outcome,
            server_seed=server_seed,
        )

        return biscuits_bundle

