from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.game_status import GameStatus
from ..models.meerkat_game_dto_game import MeerkatGameDtoGame
from ..models.spectators import Spectators
from ..models.visibility import Visibility
from ..types import UNSET, Unset
from typing import cast
from uuid import UUID
import datetime

if TYPE_CHECKING:
  from ..models.invitation_dto import InvitationDto
  from ..models.meerkat_legal import MeerkatLegal
  from ..models.meerkat_options import MeerkatOptions
  from ..models.meerkat_view import MeerkatView
  from ..models.outcome import Outcome
  from ..models.seat_dto import SeatDto
  from ..models.seat_rating_change import SeatRatingChange
  from ..models.seat_ref import SeatRef





T = TypeVar("T", bound="MeerkatGameDto")



@_attrs_define
class MeerkatGameDto:
    """ A game as one caller sees it.

        Attributes:
            created_at (datetime.datetime):
            game (MeerkatGameDtoGame):
            id (UUID):
            invitations (list[InvitationDto]): The players invited and not seated yet (shown to the game's players
                only; empty for anyone else).
            legal_actions (MeerkatLegal | None):
            options (MeerkatOptions): Options as a client sends them; every field may be left out.
            outcome (None | Outcome):
            rated (bool): Its finish changes its players' ratings (docs/RATINGS.md).
            rating_changes (list[SeatRatingChange] | None): A finished rated game's rating changes, by seat: each player's
                rating in this game going in and coming out (docs/RATINGS.md).
                Null for an unrated or unfinished game, and for the moment (about a
                second) between a rated game's finish and its ratings being applied;
                the `ETag` changes when they appear.
            rematch (None | UUID): The rematch of this finished game, once someone asked for one.
            rematch_of (None | UUID): The finished game this one is a rematch of.
            seat_count (int):
            seats (list[SeatDto]):
            seed_commitment (str): SHA-256 of the server seed, hex: published before any deal.
            server_seed (None | str): The server seed, hex: revealed only once the game is finished or aborted.
            signed_moves (bool): Its players must sign every move (docs/FAIRNESS.md, "Signed
                moves").
            spectators (Spectators): Who may read a game besides its seated and invited players.
            status (GameStatus): Where a game stands: `open` (waiting for players), `active`,
                `finished` or `aborted`.
            turn (None | SeatRef):
            turn_deadline (datetime.datetime | None): When the current turn's clock runs out (public): the moment the turn
                began plus `turn_time`. For a resigned seat on turn, in any game, the
                moment its turn began (it is played at once). Null when nobody is on
                turn, or when the game has no clock and the seat on turn has not
                resigned.
            turn_time (int | None): Seconds per turn; null when the game has no clock.
            updated_at (datetime.datetime):
            version (int): The number of stored events; moves must name it.
            view (MeerkatView | None):
            visibility (Visibility): Who sees a game listed and who may read it.
            you (None | SeatRef):
            invite_code (str | Unset): The game's invite code: only in the answer that made it (creating
                the game with `invite_code: true`, or `POST …/invite-code`). Only
                its SHA-256 is stored.
     """

    created_at: datetime.datetime
    game: MeerkatGameDtoGame
    id: UUID
    invitations: list[InvitationDto]
    legal_actions: MeerkatLegal | None
    options: MeerkatOptions
    outcome: None | Outcome
    rated: bool
    rating_changes: list[SeatRatingChange] | None
    rematch: None | UUID
    rematch_of: None | UUID
    seat_count: int
    seats: list[SeatDto]
    seed_commitment: str
    server_seed: None | str
    signed_moves: bool
    spectators: Spectators
    status: GameStatus
    turn: None | SeatRef
    turn_deadline: datetime.datetime | None
    turn_time: int | None
    updated_at: datetime.datetime
    version: int
    view: MeerkatView | None
    visibility: Visibility
    you: None | SeatRef
    invite_code: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.invitation_dto import InvitationDto # noqa: PLC0415
        from ..models.meerkat_legal import MeerkatLegal # noqa: PLC0415
        from ..models.meerkat_options import MeerkatOptions # noqa: PLC0415
        from ..models.meerkat_view import MeerkatView # noqa: PLC0415
        from ..models.outcome import Outcome # noqa: PLC0415
        from ..models.seat_dto import SeatDto # noqa: PLC0415
        from ..models.seat_rating_change import SeatRatingChange # noqa: PLC0415
        from ..models.seat_ref import SeatRef # noqa: PLC0415
        created_at = self.created_at.isoformat()

        game = self.game.value

        id = str(self.id)

        invitations = []
        for invitations_item_data in self.invitations:
            invitations_item = invitations_item_data.to_dict()
            invitations.append(invitations_item)



        legal_actions: dict[str, Any] | None
        if isinstance(self.legal_actions, MeerkatLegal):
            legal_actions = self.legal_actions.to_dict()
        else:
            legal_actions = self.legal_actions

        options = self.options.to_dict()

        outcome: dict[str, Any] | None
        if isinstance(self.outcome, Outcome):
            outcome = self.outcome.to_dict()
        else:
            outcome = self.outcome

        rated = self.rated

        rating_changes: list[dict[str, Any]] | None
        if isinstance(self.rating_changes, list):
            rating_changes = []
            for rating_changes_type_0_item_data in self.rating_changes:
                rating_changes_type_0_item = rating_changes_type_0_item_data.to_dict()
                rating_changes.append(rating_changes_type_0_item)


        else:
            rating_changes = self.rating_changes

        rematch: None | str
        if isinstance(self.rematch, UUID):
            rematch = str(self.rematch)
        else:
            rematch = self.rematch

        rematch_of: None | str
        if isinstance(self.rematch_of, UUID):
            rematch_of = str(self.rematch_of)
        else:
            rematch_of = self.rematch_of

        seat_count = self.seat_count

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)



        seed_commitment = self.seed_commitment

        server_seed: None | str
        server_seed = self.server_seed

        signed_moves = self.signed_moves

        spectators = self.spectators.value

        status = self.status.value

        turn: dict[str, Any] | None
        if isinstance(self.turn, SeatRef):
            turn = self.turn.to_dict()
        else:
            turn = self.turn

        turn_deadline: None | str
        if isinstance(self.turn_deadline, datetime.datetime):
            turn_deadline = self.turn_deadline.isoformat()
        else:
            turn_deadline = self.turn_deadline

        turn_time: int | None
        turn_time = self.turn_time

        updated_at = self.updated_at.isoformat()

        version = self.version

        view: dict[str, Any] | None
        if isinstance(self.view, MeerkatView):
            view = self.view.to_dict()
        else:
            view = self.view

        visibility = self.visibility.value

        you: dict[str, Any] | None
        if isinstance(self.you, SeatRef):
            you = self.you.to_dict()
        else:
            you = self.you

        invite_code = self.invite_code


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "created_at": created_at,
            "game": game,
            "id": id,
            "invitations": invitations,
            "legal_actions": legal_actions,
            "options": options,
            "outcome": outcome,
            "rated": rated,
            "rating_changes": rating_changes,
            "rematch": rematch,
            "rematch_of": rematch_of,
            "seat_count": seat_count,
            "seats": seats,
            "seed_commitment": seed_commitment,
            "server_seed": server_seed,
            "signed_moves": signed_moves,
            "spectators": spectators,
            "status": status,
            "turn": turn,
            "turn_deadline": turn_deadline,
            "turn_time": turn_time,
            "updated_at": updated_at,
            "version": version,
            "view": view,
            "visibility": visibility,
            "you": you,
        })
        if invite_code is not UNSET:
            field_dict["invite_code"] = invite_code

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.invitation_dto import InvitationDto # noqa: PLC0415
        from ..models.meerkat_legal import MeerkatLegal # noqa: PLC0415
        from ..models.meerkat_options import MeerkatOptions # noqa: PLC0415
        from ..models.meerkat_view import MeerkatView # noqa: PLC0415
        from ..models.outcome import Outcome # noqa: PLC0415
        from ..models.seat_dto import SeatDto # noqa: PLC0415
        from ..models.seat_rating_change import SeatRatingChange # noqa: PLC0415
        from ..models.seat_ref import SeatRef # noqa: PLC0415
        d = dict(src_dict)
        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))




        game = MeerkatGameDtoGame(d.pop("game"))




        id = UUID(d.pop("id"))




        invitations = []
        _invitations = d.pop("invitations")
        for invitations_item_data in (_invitations):
            invitations_item = InvitationDto.from_dict(invitations_item_data)



            invitations.append(invitations_item)


        def _parse_legal_actions(data: object) -> MeerkatLegal | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                legal_actions_type_1 = MeerkatLegal.from_dict(data)



                return legal_actions_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(MeerkatLegal | None, data)

        legal_actions = _parse_legal_actions(d.pop("legal_actions"))


        options = MeerkatOptions.from_dict(d.pop("options"))




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


        rated = d.pop("rated")

        def _parse_rating_changes(data: object) -> list[SeatRatingChange] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                rating_changes_type_0 = []
                _rating_changes_type_0 = data
                for rating_changes_type_0_item_data in (_rating_changes_type_0):
                    rating_changes_type_0_item = SeatRatingChange.from_dict(rating_changes_type_0_item_data)



                    rating_changes_type_0.append(rating_changes_type_0_item)

                return rating_changes_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[SeatRatingChange] | None, data)

        rating_changes = _parse_rating_changes(d.pop("rating_changes"))


        def _parse_rematch(data: object) -> None | UUID:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                rematch_type_0 = UUID(data)



                return rematch_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | UUID, data)

        rematch = _parse_rematch(d.pop("rematch"))


        def _parse_rematch_of(data: object) -> None | UUID:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                rematch_of_type_0 = UUID(data)



                return rematch_of_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | UUID, data)

        rematch_of = _parse_rematch_of(d.pop("rematch_of"))


        seat_count = d.pop("seat_count")

        seats = []
        _seats = d.pop("seats")
        for seats_item_data in (_seats):
            seats_item = SeatDto.from_dict(seats_item_data)



            seats.append(seats_item)


        seed_commitment = d.pop("seed_commitment")

        def _parse_server_seed(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        server_seed = _parse_server_seed(d.pop("server_seed"))


        signed_moves = d.pop("signed_moves")

        spectators = Spectators(d.pop("spectators"))




        status = GameStatus(d.pop("status"))




        def _parse_turn(data: object) -> None | SeatRef:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                turn_type_1 = SeatRef.from_dict(data)



                return turn_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SeatRef, data)

        turn = _parse_turn(d.pop("turn"))


        def _parse_turn_deadline(data: object) -> datetime.datetime | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                turn_deadline_type_0 = datetime.datetime.fromisoformat(data)



                return turn_deadline_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None, data)

        turn_deadline = _parse_turn_deadline(d.pop("turn_deadline"))


        def _parse_turn_time(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        turn_time = _parse_turn_time(d.pop("turn_time"))


        updated_at = datetime.datetime.fromisoformat(d.pop("updated_at"))




        version = d.pop("version")

        def _parse_view(data: object) -> MeerkatView | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                view_type_1 = MeerkatView.from_dict(data)



                return view_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(MeerkatView | None, data)

        view = _parse_view(d.pop("view"))


        visibility = Visibility(d.pop("visibility"))




        def _parse_you(data: object) -> None | SeatRef:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                you_type_1 = SeatRef.from_dict(data)



                return you_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SeatRef, data)

        you = _parse_you(d.pop("you"))


        invite_code = d.pop("invite_code", UNSET)

        meerkat_game_dto = cls(
            created_at=created_at,
            game=game,
            id=id,
            invitations=invitations,
            legal_actions=legal_actions,
            options=options,
            outcome=outcome,
            rated=rated,
            rating_changes=rating_changes,
            rematch=rematch,
            rematch_of=rematch_of,
            seat_count=seat_count,
            seats=seats,
            seed_commitment=seed_commitment,
            server_seed=server_seed,
            signed_moves=signed_moves,
            spectators=spectators,
            status=status,
            turn=turn,
            turn_deadline=turn_deadline,
            turn_time=turn_time,
            updated_at=updated_at,
            version=version,
            view=view,
            visibility=visibility,
            you=you,
            invite_code=invite_code,
        )


        meerkat_game_dto.additional_properties = d
        return meerkat_game_dto

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
