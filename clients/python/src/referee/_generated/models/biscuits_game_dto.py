from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.biscuits_game_dto_game import BiscuitsGameDtoGame
from ..models.game_status import GameStatus
from ..models.spectators import Spectators
from ..models.visibility import Visibility
from ..types import UNSET, Unset
from typing import cast
from uuid import UUID
import datetime

if TYPE_CHECKING:
  from ..models.biscuits_legal import BiscuitsLegal
  from ..models.biscuits_options import BiscuitsOptions
  from ..models.biscuits_view import BiscuitsView
  from ..models.invitation_dto import InvitationDto
  from ..models.outcome import Outcome
  from ..models.seat_dto import SeatDto
  from ..models.seat_ref import SeatRef





T = TypeVar("T", bound="BiscuitsGameDto")



@_attrs_define
class BiscuitsGameDto:
    """ A game as one caller sees it.

        Attributes:
            created_at (datetime.datetime):
            game (BiscuitsGameDtoGame):
            id (UUID):
            invitations (list[InvitationDto]): The players invited and not seated yet (shown to the game's players
                only; empty for anyone else).
            options (BiscuitsOptions): Options as a client sends them; every field may be left out. An option
                that has no effect in the chosen variant is refused (RULES.md,
                "Conventions").
            seat_count (int):
            seats (list[SeatDto]):
            seed_commitment (str): SHA-256 of the server seed, hex: published before any deal.
            spectators (Spectators): Who may read a game besides its seated and invited players.
            status (GameStatus): Where a game stands: `open` (waiting for players), `active`,
                `finished` or `aborted`.
            updated_at (datetime.datetime):
            version (int): The number of stored events; moves must name it.
            visibility (Visibility): Who sees a game listed and who may read it.
            invite_code (None | str | Unset): The game's invite code: only in the answer that made it (creating
                the game with `invite_code: true`, or `POST …/invite-code`). Only
                its SHA-256 is stored.
            legal_actions (BiscuitsLegal | None | Unset):
            outcome (None | Outcome | Unset):
            rematch (None | Unset | UUID): The rematch of this finished game, once someone asked for one.
            rematch_of (None | Unset | UUID): The finished game this one is a rematch of.
            server_seed (None | str | Unset): The server seed, hex: revealed only once the game is finished or aborted.
            turn (None | SeatRef | Unset):
            turn_deadline (datetime.datetime | None | Unset): When the current turn's clock runs out (public): the moment
                the turn
                began plus `turn_time`. For a resigned seat on turn, in any game, the
                moment its turn began (it is played at once). Null when nobody is on
                turn, or when the game has no clock and the seat on turn has not
                resigned.
            turn_time (int | None | Unset): Seconds per turn; null when the game has no clock.
            view (BiscuitsView | None | Unset):
            you (None | SeatRef | Unset):
     """

    created_at: datetime.datetime
    game: BiscuitsGameDtoGame
    id: UUID
    invitations: list[InvitationDto]
    options: BiscuitsOptions
    seat_count: int
    seats: list[SeatDto]
    seed_commitment: str
    spectators: Spectators
    status: GameStatus
    updated_at: datetime.datetime
    version: int
    visibility: Visibility
    invite_code: None | str | Unset = UNSET
    legal_actions: BiscuitsLegal | None | Unset = UNSET
    outcome: None | Outcome | Unset = UNSET
    rematch: None | Unset | UUID = UNSET
    rematch_of: None | Unset | UUID = UNSET
    server_seed: None | str | Unset = UNSET
    turn: None | SeatRef | Unset = UNSET
    turn_deadline: datetime.datetime | None | Unset = UNSET
    turn_time: int | None | Unset = UNSET
    view: BiscuitsView | None | Unset = UNSET
    you: None | SeatRef | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.biscuits_legal import BiscuitsLegal # noqa: PLC0415
        from ..models.biscuits_options import BiscuitsOptions # noqa: PLC0415
        from ..models.biscuits_view import BiscuitsView # noqa: PLC0415
        from ..models.invitation_dto import InvitationDto # noqa: PLC0415
        from ..models.outcome import Outcome # noqa: PLC0415
        from ..models.seat_dto import SeatDto # noqa: PLC0415
        from ..models.seat_ref import SeatRef # noqa: PLC0415
        created_at = self.created_at.isoformat()

        game = self.game.value

        id = str(self.id)

        invitations = []
        for invitations_item_data in self.invitations:
            invitations_item = invitations_item_data.to_dict()
            invitations.append(invitations_item)



        options = self.options.to_dict()

        seat_count = self.seat_count

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)



        seed_commitment = self.seed_commitment

        spectators = self.spectators.value

        status = self.status.value

        updated_at = self.updated_at.isoformat()

        version = self.version

        visibility = self.visibility.value

        invite_code: None | str | Unset
        if isinstance(self.invite_code, Unset):
            invite_code = UNSET
        else:
            invite_code = self.invite_code

        legal_actions: dict[str, Any] | None | Unset
        if isinstance(self.legal_actions, Unset):
            legal_actions = UNSET
        elif isinstance(self.legal_actions, BiscuitsLegal):
            legal_actions = self.legal_actions.to_dict()
        else:
            legal_actions = self.legal_actions

        outcome: dict[str, Any] | None | Unset
        if isinstance(self.outcome, Unset):
            outcome = UNSET
        elif isinstance(self.outcome, Outcome):
            outcome = self.outcome.to_dict()
        else:
            outcome = self.outcome

        rematch: None | str | Unset
        if isinstance(self.rematch, Unset):
            rematch = UNSET
        elif isinstance(self.rematch, UUID):
            rematch = str(self.rematch)
        else:
            rematch = self.rematch

        rematch_of: None | str | Unset
        if isinstance(self.rematch_of, Unset):
            rematch_of = UNSET
        elif isinstance(self.rematch_of, UUID):
            rematch_of = str(self.rematch_of)
        else:
            rematch_of = self.rematch_of

        server_seed: None | str | Unset
        if isinstance(self.server_seed, Unset):
            server_seed = UNSET
        else:
            server_seed = self.server_seed

        turn: dict[str, Any] | None | Unset
        if isinstance(self.turn, Unset):
            turn = UNSET
        elif isinstance(self.turn, SeatRef):
            turn = self.turn.to_dict()
        else:
            turn = self.turn

        turn_deadline: None | str | Unset
        if isinstance(self.turn_deadline, Unset):
            turn_deadline = UNSET
        elif isinstance(self.turn_deadline, datetime.datetime):
            turn_deadline = self.turn_deadline.isoformat()
        else:
            turn_deadline = self.turn_deadline

        turn_time: int | None | Unset
        if isinstance(self.turn_time, Unset):
            turn_time = UNSET
        else:
            turn_time = self.turn_time

        view: dict[str, Any] | None | Unset
        if isinstance(self.view, Unset):
            view = UNSET
        elif isinstance(self.view, BiscuitsView):
            view = self.view.to_dict()
        else:
            view = self.view

        you: dict[str, Any] | None | Unset
        if isinstance(self.you, Unset):
            you = UNSET
        elif isinstance(self.you, SeatRef):
            you = self.you.to_dict()
        else:
            you = self.you


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "created_at": created_at,
            "game": game,
            "id": id,
            "invitations": invitations,
            "options": options,
            "seat_count": seat_count,
            "seats": seats,
            "seed_commitment": seed_commitment,
            "spectators": spectators,
            "status": status,
            "updated_at": updated_at,
            "version": version,
            "visibility": visibility,
        })
        if invite_code is not UNSET:
            field_dict["invite_code"] = invite_code
        if legal_actions is not UNSET:
            field_dict["legal_actions"] = legal_actions
        if outcome is not UNSET:
            field_dict["outcome"] = outcome
        if rematch is not UNSET:
            field_dict["rematch"] = rematch
        if rematch_of is not UNSET:
            field_dict["rematch_of"] = rematch_of
        if server_seed is not UNSET:
            field_dict["server_seed"] = server_seed
        if turn is not UNSET:
            field_dict["turn"] = turn
        if turn_deadline is not UNSET:
            field_dict["turn_deadline"] = turn_deadline
        if turn_time is not UNSET:
            field_dict["turn_time"] = turn_time
        if view is not UNSET:
            field_dict["view"] = view
        if you is not UNSET:
            field_dict["you"] = you

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.biscuits_legal import BiscuitsLegal # noqa: PLC0415
        from ..models.biscuits_options import BiscuitsOptions # noqa: PLC0415
        from ..models.biscuits_view import BiscuitsView # noqa: PLC0415
        from ..models.invitation_dto import InvitationDto # noqa: PLC0415
        from ..models.outcome import Outcome # noqa: PLC0415
        from ..models.seat_dto import SeatDto # noqa: PLC0415
        from ..models.seat_ref import SeatRef # noqa: PLC0415
        d = dict(src_dict)
        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))




        game = BiscuitsGameDtoGame(d.pop("game"))




        id = UUID(d.pop("id"))




        invitations = []
        _invitations = d.pop("invitations")
        for invitations_item_data in (_invitations):
            invitations_item = InvitationDto.from_dict(invitations_item_data)



            invitations.append(invitations_item)


        options = BiscuitsOptions.from_dict(d.pop("options"))




        seat_count = d.pop("seat_count")

        seats = []
        _seats = d.pop("seats")
        for seats_item_data in (_seats):
            seats_item = SeatDto.from_dict(seats_item_data)



            seats.append(seats_item)


        seed_commitment = d.pop("seed_commitment")

        spectators = Spectators(d.pop("spectators"))




        status = GameStatus(d.pop("status"))




        updated_at = datetime.datetime.fromisoformat(d.pop("updated_at"))




        version = d.pop("version")

        visibility = Visibility(d.pop("visibility"))




        def _parse_invite_code(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        invite_code = _parse_invite_code(d.pop("invite_code", UNSET))


        def _parse_legal_actions(data: object) -> BiscuitsLegal | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                legal_actions_type_1 = BiscuitsLegal.from_dict(data)



                return legal_actions_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(BiscuitsLegal | None | Unset, data)

        legal_actions = _parse_legal_actions(d.pop("legal_actions", UNSET))


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


        def _parse_rematch(data: object) -> None | Unset | UUID:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                rematch_type_0 = UUID(data)



                return rematch_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Unset | UUID, data)

        rematch = _parse_rematch(d.pop("rematch", UNSET))


        def _parse_rematch_of(data: object) -> None | Unset | UUID:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                rematch_of_type_0 = UUID(data)



                return rematch_of_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Unset | UUID, data)

        rematch_of = _parse_rematch_of(d.pop("rematch_of", UNSET))


        def _parse_server_seed(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        server_seed = _parse_server_seed(d.pop("server_seed", UNSET))


        def _parse_turn(data: object) -> None | SeatRef | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                turn_type_1 = SeatRef.from_dict(data)



                return turn_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SeatRef | Unset, data)

        turn = _parse_turn(d.pop("turn", UNSET))


        def _parse_turn_deadline(data: object) -> datetime.datetime | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                turn_deadline_type_0 = datetime.datetime.fromisoformat(data)



                return turn_deadline_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None | Unset, data)

        turn_deadline = _parse_turn_deadline(d.pop("turn_deadline", UNSET))


        def _parse_turn_time(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        turn_time = _parse_turn_time(d.pop("turn_time", UNSET))


        def _parse_view(data: object) -> BiscuitsView | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                view_type_1 = BiscuitsView.from_dict(data)



                return view_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(BiscuitsView | None | Unset, data)

        view = _parse_view(d.pop("view", UNSET))


        def _parse_you(data: object) -> None | SeatRef | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                you_type_1 = SeatRef.from_dict(data)



                return you_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SeatRef | Unset, data)

        you = _parse_you(d.pop("you", UNSET))


        biscuits_game_dto = cls(
            created_at=created_at,
            game=game,
            id=id,
            invitations=invitations,
            options=options,
            seat_count=seat_count,
            seats=seats,
            seed_commitment=seed_commitment,
            spectators=spectators,
            status=status,
            updated_at=updated_at,
            version=version,
            visibility=visibility,
            invite_code=invite_code,
            legal_actions=legal_actions,
            outcome=outcome,
            rematch=rematch,
            rematch_of=rematch_of,
            server_seed=server_seed,
            turn=turn,
            turn_deadline=turn_deadline,
            turn_time=turn_time,
            view=view,
            you=you,
        )


        biscuits_game_dto.additional_properties = d
        return biscuits_game_dto

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
