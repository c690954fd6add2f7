from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.notification import Notification





T = TypeVar("T", bound="NotificationPage")



@_attrs_define
class NotificationPage:
    """ 
        Attributes:
            gap (bool): Notifications after your cursor were deleted by retention (they are
                kept `REFEREE_NOTIFICATION_RETENTION_SECS`): re-read your games.
            last_cursor (int): Pass as `after` next time: the cursor of the last notification here,
                or the `after` you sent when there is none.
            notifications (list[Notification]): Oldest first.
     """

    gap: bool
    last_cursor: int
    notifications: list[Notification]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.notification import Notification # noqa: PLC0415
        gap = self.gap

        last_cursor = self.last_cursor

        notifications = []
        for notifications_item_data in self.notifications:
            notifications_item = notifications_item_data.to_dict()
            notifications.append(notifications_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "gap": gap,
            "last_cursor": last_cursor,
            "notifications": notifications,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.notification import Notification # noqa: PLC0415
        d = dict(src_dict)
        gap = d.pop("gap")

        last_cursor = d.pop("last_cursor")

        notifications = []
        _notifications = d.pop("notifications")
        for notifications_item_data in (_notifications):
            notifications_item = Notification.from_dict(notifications_item_data)



            notifications.append(notifications_item)


        notification_page = cls(
            gap=gap,
            last_cursor=last_cursor,
            notifications=notifications,
        )


        notification_page.additional_properties = d
        return notification_page

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
