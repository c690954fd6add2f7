"""Checking a webhook delivery's `Referee-Signature` (docs/API.md, "Webhooks")."""

from __future__ import annotations

import hashlib
import hmac
import time


def verify_signature(
    secret: str,
    header: str,
    body: bytes,
    *,
    tolerance_secs: int = 300,
    now: float | None = None,
) -> bool:
    """Whether `body` was signed by the referee with `secret`.

    `header` is `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>`;
    while a rolled secret's predecessor still signs it carries a second
    `v1`, and either may be ours. A `t` further than `tolerance_secs` from
    `now` is refused, so that a captured request cannot be replayed later.
    `body` must be the raw bytes received, not re-serialized JSON.
    """
    fields = [part.split("=", 1) for part in header.split(",") if "=" in part]
    stamp = next((value for key, value in fields if key == "t"), "")
    if not stamp.isdigit():
        return False
    current = time.time() if now is None else now
    if abs(current - int(stamp)) > tolerance_secs:
        return False
    expected = hmac.new(secret.encode(), stamp.encode() + b"." + body, hashlib.sha256).hexdigest()
    return any(hmac.compare_digest(expected, value) for key, value in fields if key == "v1")
