"""The client's one exception: a problem document the server answered with."""

from __future__ import annotations

import json
from typing import Any

import httpx


class RefereeError(Exception):
    """An answer with an error status, carrying its problem document
    (docs/API.md, "Limits and errors"): `status`, `code` (such as
    `version_conflict`), `detail` and the whole document in `problem`."""

    def __init__(self, status: int, problem: dict[str, Any]) -> None:
        self.status = status
        self.problem = problem
        self.code: str = str(problem.get("code", ""))
        self.detail: str = str(problem.get("detail", ""))
        super().__init__(f"{status} {self.code}: {self.detail}")

    @classmethod
    def from_answer(cls, status: int, content: bytes) -> RefereeError:
        try:
            problem = json.loads(content)
        except ValueError:
            problem = None
        if not isinstance(problem, dict):
            problem = {"detail": content.decode(errors="replace")}
        return cls(status, problem)

    @classmethod
    def from_response(cls, response: httpx.Response) -> RefereeError:
        return cls.from_answer(response.status_code, response.read())
