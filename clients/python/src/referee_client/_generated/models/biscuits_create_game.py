from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.biscuits_create_game_game import BiscuitsCreateGameGame
from ..models.spectators import Spectators
from ..models.visibility import Visibility
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.biscuits_options import BiscuitsOptions
  from ..models.invite_request import InviteRequest





T = TypeVar("T", bound="BiscuitsCreateGame")



@_attrs_define
class BiscuitsCreateGame:
    """ 
        Attributes:
            game (BiscuitsCreateGameGame): A game kind: its id in the catalog (`shake-it-meerkat`, …).
            seats (int): Any whole number: one the game does not seat is
                `422 seats_out_of_range`.
            bots (list[str] | None | Unset): Built-in bots (names from the catalog's `bots` for the game) to seat
                at once, each in the lowest free seat after the creator's.
            client_seed (None | str | Unset): Hex, at most 64 bytes: the creator's contribution to the game seed.
            invite (list[InviteRequest] | None | Unset): Players to invite, each optionally with a seat kept for it; each is
                told with a `game_invited` notification.
            invite_code (bool | None | Unset): Make an invite code that lets its holder join (shown once, in this
                answer's `invite_code`).
            join (bool | None | Unset): Take a seat at once (default true).
            options (BiscuitsOptions | None | Unset):
            rated (bool | None | Unset): Rate the game (docs/RATINGS.md): when it finishes, its players'
                ratings change. Only for a public or unlisted game without bots
                (else `422 unratable_game`). Default false.
            seat (int | None | Unset): The seat to take when joining (default: the lowest free); one the
                table does not have is `422 seat_out_of_range`.
            signed_moves (bool | None | Unset): Take signed moves only (docs/FAIRNESS.md, "Signed moves"): every
                move a player sends must carry its `signature`, else `403
                move_signature_required`. Default false.
            spectators (None | Spectators | Unset):
            visibility (None | Unset | Visibility):
     """

    game: BiscuitsCreateGameGame
    seats: int
    bots: list[str] | None | Unset = UNSET
    client_seed: None | str | Unset = UNSET
    invite: list[InviteRequest] | None | Unset = UNSET
    invite_code: bool | None | Unset = UNSET
    join: bool | None | Unset = UNSET
    options: BiscuitsOptions | None | Unset = UNSET
    rated: bool | None | Unset = UNSET
    seat: int | None | Unset = UNSET
    signed_moves: bool | None | Unset = UNSET
    spectators: None | Spectators | Unset = UNSET
    visibility: None | Unset | Visibility = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.biscuits_options import BiscuitsOptions # noqa: PLC0415
        from ..models.invite_request import InviteRequest # noqa: PLC0415
        game = self.game.value

        seats = self.seats

        bots: list[str] | None | Unset
        if isinstance(self.bots, Unset):
            bots = UNSET
        elif isinstance(self.bots, list):
            bots = self.bots


        else:
            bots = self.bots

        client_seed: None | str | Unset
        if isinstance(self.client_seed, Unset):
            client_seed = UNSET
        else:
            client_seed = self.client_seed

        invite: list[dict[str, Any]] | None | Unset
        if isinstance(self.invite, Unset):
            invite = UNSET
        elif isinstance(self.invite, list):
            invite = []
            for invite_type_0_item_data in self.invite:
                invite_type_0_item = invite_type_0_item_data.to_dict()
                invite.append(invite_type_0_item)


        else:
            invite = self.invite

        invite_code: bool | None | Unset
        if isinstance(self.invite_code, Unset):
            invite_code = UNSET
        else:
            invite_code = self.invite_code

        join: bool | None | Unset
        if isinstance(self.join, Unset):
            join = UNSET
        else:
            join = self.join

        options: dict[str, Any] | None | Unset
        if isinstance(self.options, Unset):
            options = UNSET
        elif isinstance(self.options, BiscuitsOptions):
            options = self.options.to_dict()
        else:
            options = self.options

        rated: bool | None | Unset
        if isinstance(self.rated, Unset):
            rated = UNSET
        else:
            rated = self.rated

        seat: int | None | Unset
        if isinstance(self.seat, Unset):
            seat = UNSET
        else:
            seat = self.seat

        signed_moves: bool | None | Unset
        if isinstance(self.signed_moves, Unset):
            signed_moves = UNSET
        else:
            signed_moves = self.signed_moves

        spectators: None | str | Unset
        if isinstance(self.spectators, Unset):
            spectators = UNSET
        elif isinstance(self.spectators, Spectators):
            spectators = self.spectators.value
        else:
            spectators = self.spectators

        visibility: None | str | Unset
        if isinstance(self.visibility, Unset):
            visibility = UNSET
        elif isinstance(self.visibility, Visibility):
            visibility = self.visibility.value
        else:
            visibility = self.visibility


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "game": game,
            "seats": seats,
        })
        if bots is not UNSET:
            field_dict["bots"] = bots
        if client_seed is not UNSET:
            field_dict["client_seed"] = client_seed
        if invite is not UNSET:
            field_dict["invite"] = invite
        if invite_code is not UNSET:
            field_dict["invite_code"] = invite_code
        if join is not UNSET:
            field_dict["join"] = join
        if options is not UNSET:
            field_dict["options"] = options
        if rated is not UNSET:
            field_dict["rated"] = rated
        if seat is not UNSET:
            field_dict["seat"] = seat
        if signed_moves is not UNSET:
            field_dict["signed_moves"] = signed_moves
        if spectators is not UNSET:
            field_dict["spectators"] = spectators
        if visibility is not UNSET:
            field_dict["visibility"] = visibility

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.biscuits_options import BiscuitsOptions # noqa: PLC0415
        from ..models.invite_request import InviteRequest # noqa: PLC0415
        d = dict(src_dict)
        game = BiscuitsCreateGameGame(d.pop("game"))




        seats = d.pop("seats")

        def _parse_bots(data: object) -> list[str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                bots_type_0 = cast(list[str], data)

                return bots_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None | Unset, data)

        bots = _parse_bots(d.pop("bots", UNSET))


        def _parse_client_seed(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        client_seed = _parse_client_seed(d.pop("client_seed", UNSET))


        def _parse_invite(data: object) -> list[InviteRequest] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                invite_type_0 = []
                _invite_type_0 = data
                for invite_type_0_item_data in (_invite_type_0):
                    invite_type_0_item = InviteRequest.from_dict(invite_type_0_item_data)



                    invite_type_0.append(invite_type_0_item)

                return invite_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[InviteRequest] | None | Unset, data)

        invite = _parse_invite(d.pop("invite", UNSET))


        def _parse_invite_code(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        invite_code = _parse_invite_code(d.pop("invite_code", UNSET))


        def _parse_join(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        join = _parse_join(d.pop("join", UNSET))


        def _parse_options(data: object) -> BiscuitsOptions | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                options_type_1 = BiscuitsOptions.from_dict(data)



                return options_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(BiscuitsOptions | None | Unset, data)

        options = _parse_options(d.pop("options", UNSET))


        def _parse_rated(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        rated = _parse_rated(d.pop("rated", UNSET))


        def _parse_seat(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        seat = _parse_seat(d.pop("seat", UNSET))


        def _parse_signed_moves(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        signed_moves = _parse_signed_moves(d.pop("signed_moves", UNSET))


        def _parse_spectators(data: object) -> None | Spectators | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                spectators_type_1 = Spectators(data)



                return spectators_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Spectators | Unset, data)

        spectators = _parse_spectators(d.pop("spectators", UNSET))


        def _parse_visibility(data: object) -> None | Unset | Visibility:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                visibility_type_1 = Visibility(data)



                return visibility_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Unset | Visibility, data)

        visibility = _parse_visibility(d.pop("visibility", UNSET))


        biscuits_create_game = cls(
            game=game,
            seats=seats,
            bots=bots,
            client_seed=client_seed,
            invite=invite,
            invite_code=invite_code,
            join=join,
            options=options,
            rated=rated,
            seat=seat,
            signed_moves=signed_moves,
            spectators=spectators,
            visibility=visibility,
        )

        return biscuits_create_game

